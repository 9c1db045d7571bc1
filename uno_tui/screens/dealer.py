"""Who deals (S1): each player's card, the re-draws on ties, the dealer."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from ..base import HELP, QUIT, UnoScreen
from ..engine.events import DealerDrawn
from ..i18n import N_, _
from ..i18n.words import card_name
from ..sheets import FIRST
from ..widgets.keybar import KeyBar


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
        e = self.event
        with Vertical(id="dealer"):
            yield Static(_("Who deals?"), id="dealer-title", markup=False)
            yield Static(
                _(
                    "Everyone draws a card; the highest number deals. Skip, Reverse, "
                    "Draw Two and Wilds count 0. Players tied on the highest draw again."
                ),
                markup=False,
                classes="dim",
            )
            with VerticalScroll(id="dealer-rounds"):
                for k, draws in enumerate(e.rounds):
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
                        style = "bold" if card.number == best else ""
                        table.add_row(
                            Text(self.names[seat], style=style),
                            Text(card_name(card), style=style),
                            Text(_("counts {n}").format(n=card.number), style=style),
                        )
                    yield Static(table)
            yield Static(
                _("{name} deals. The cards go back and the deck is shuffled.").format(
                    name=self.names[e.dealer]
                ),
                id="dealer-result",
                markup=False,
            )
        yield KeyBar()

    def on_screen_resume(self) -> None:
        # A game started from the command line is first saved once this, its first screen,
        # is on the terminal: writing and syncing a file would delay the first frame, and
        # nothing is lost before the first action.
        self.call_after_refresh(self._save_new_game)

    def _save_new_game(self) -> None:
        session = self.uno_app.session
        if session.saves is not None and session.saves.held != session.save_path:
            session.save_now()

    def action_deal(self) -> None:
        self.hand_over(None)
