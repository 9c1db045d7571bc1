"""Who deals (S1): each player's card, the re-draws on ties, the dealer."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import RenderResult
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Static

from ...engine.cards import Card
from ...engine.events import DealerDrawn
from ...i18n import N_, _
from ...i18n.words import card_name
from ..base import HELP, QUIT, UnoScreen
from ..sheets import FIRST
from ..widgets.keybar import KeyBar


class DealerDraw(Widget):
    """The whole draw as one widget: the title, the rule, a table per draw and who deals.

    One widget rendering rich renderables, styled by its component classes: five widgets
    in two containers cost a new game's first frame some 25 M instructions more
    (composing, styling and laying out each). When ten players draw again and again on a
    small terminal, the screen scrolls."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "dealer--title",
        "dealer--rule",
        "dealer--result",
    }

    def __init__(self, event: DealerDrawn, names: Sequence[str]) -> None:
        super().__init__()
        self.event = event
        self.names = tuple(names)

    def render(self) -> RenderResult:
        e = self.event
        style = self.get_component_rich_style
        parts: list[RenderableType] = [
            Text(_("Who deals?"), style=style("dealer--title")),
            Text(
                _(
                    "Everyone draws a card; the highest number deals. Skip, Reverse, "
                    "Draw Two and Wilds count 0. Players tied on the highest draw again."
                ),
                style=style("dealer--rule"),
            ),
        ]
        for k, draws in enumerate(e.rounds):
            parts += [NEWLINE, self._table(k, draws)]
        name = self.names[e.dealer]
        result = _("{name} deals. The cards go back and the deck is shuffled.")
        parts += [NEWLINE, NEWLINE, Text(result.format(name=name), style=style("dealer--result"))]
        return Group(*parts)

    def _table(self, k: int, draws: tuple[tuple[int, Card], ...]) -> Table:
        title = _("First draw") if k == 0 else _("Tie — draw again")
        table = Table(
            title=title,
            title_justify="left",
            box=None,
            expand=False,
            show_header=False,
            padding=(0, 2),
        )
        table.add_column(no_wrap=True)
        table.add_column(no_wrap=True)
        table.add_column(justify="right", no_wrap=True)
        best = max(card.number for _seat, card in draws)
        for seat, card in draws:
            bold = "bold" if card.number == best else ""
            table.add_row(
                Text(self.names[seat], style=bold),
                Text(card_name(card), style=bold),
                Text(_("counts {n}").format(n=card.number), style=bold),
            )
        return table


#: A blank line between the parts of the draw.
NEWLINE = Text("")


class DealerDrawScreen(UnoScreen[None]):
    STYLE_SHEETS = FIRST  # no card and no dialog: a new game's first frame comes sooner
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "deal", N_("Deal the cards"), key_display="⏎"),
        HELP,
        QUIT,
    ]

    def __init__(self, event: DealerDrawn, names: Sequence[str]) -> None:
        super().__init__()
        self.event = event
        self.names = tuple(names)

    def compose_body(self) -> Iterable[Widget]:
        yield DealerDraw(self.event, self.names)
        yield Static("", id="dealer-refusal", markup=False)
        yield KeyBar()

    def show_refusal(self, reason: str) -> None:
        """On the screen's own line (an Enter pressed twice in setup lands here)."""
        self.query_one("#dealer-refusal", Static).update(reason)

    def action_deal(self) -> None:
        self.hand_over(None)
