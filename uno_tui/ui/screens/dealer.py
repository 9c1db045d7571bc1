"""Who deals (S1): each player's card, the re-draws on ties, the dealer."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Group, RenderableType
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

    def _table(self, k: int, draws: tuple[tuple[int, Card], ...]) -> Group:
        """One draw: its title, then a row a player (name, card, what it counts), in
        columns two cells apart. Laid out here, not by a rich ``Table``: measuring one costs
        a new game's first frame some millions of instructions each time it is drawn."""
        title = _("First draw") if k == 0 else _("Tie — draw again")
        best = max(card.number for _seat, card in draws)
        rows = [
            (
                self.names[seat],
                card_name(card),
                _("counts {n}").format(n=card.number),
                "bold" if card.number == best else "",
            )
            for seat, card in draws
        ]
        widths = [max(cell_len(row[column]) for row in rows) for column in range(3)]
        width = sum(widths) + 4 * len(widths)
        lines = [Text(title + " " * (width - cell_len(title)), style="italic", no_wrap=True)]
        for name, card, counts, bold in rows:
            line = Text(no_wrap=True, overflow="ellipsis")
            for text, column_width, right in zip(
                (name, card, counts), widths, (False, False, True), strict=True
            ):
                pad = " " * (column_width - cell_len(text))
                line.append("  ")
                line.append(pad + text if right else text + pad, style=bold)
                line.append("  ")
            lines.append(line)
        return Group(*lines)


#: A blank line between the parts of the draw.
NEWLINE = Text("")


class DealerDrawScreen(UnoScreen[None]):
    STYLE_SHEETS = FIRST  # no card and no dialog: a new game's first frame comes sooner
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "deal", N_("Deal the cards"), key_display="⏎"),
        HELP,
        QUIT,
    ]
    #: The terminal's cursor sits on the draw's first line, "Who deals?" (``cursor``).
    CURSOR_AT = "DealerDraw"

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
