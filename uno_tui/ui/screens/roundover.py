"""The table as the round ends, before the score sheet: the card that went out is on the
pile, the log says how, and a line says who went out with what (and who won the game).
It waits for Enter: the score sheet used to come at once, taking the winning card (and
"Hardy wins the game...") off the screen before anyone could read them (issue 37).

A joined terminal shows it too, and its host deals on without waiting for its Enter: if
the next round (or game) comes while it is up, the screen keeps the round's end on show
and says the game went on; Enter still opens the score sheet, whose Enter does nothing,
so no key typed here reaches the next round's decision."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...engine import Phase
from ...engine.events import CardPlayed
from ...i18n import N_, _
from ...i18n.words import card_name, points
from ..base import HELP, QUIT
from ..widgets.text import set_text
from .table import LOG, TableScreen


class RoundOverScreen(TableScreen, inherit_bindings=False):
    """The public table at a round's end (or the game's), until Enter."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", N_("Score sheet"), key_display="⏎"),
        LOG,
        HELP,
        QUIT,
    ]

    def compose_extra(self) -> Iterable[Widget]:
        with Vertical(id="watch"):
            yield Static("", id="round-over", markup=False)
            yield Static(_("Press Enter for the score sheet."), id="watch-title", markup=False)

    def shown(self) -> None:
        # What the last play set off (a catch, a challenge) is announced first.
        self.run_worker(self.uno_app.announce_all(), exclusive=True, group="announce")

    #: The round whose end is on show (``None``: not drawn yet).
    _shown: int | None = None

    def refresh_view(self) -> None:
        public = self.uno_app.public_view()
        if public is None:
            return
        table = public.table
        over = table.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
        if self._shown is None or (over and table.round == self._shown):
            self._shown = table.round
            super().refresh_view()
            set_text(self.query_one("#round-over", Static), " ".join(self.sentences()))
            return
        # A joined terminal's host dealt on meanwhile: the round's end stays on show.
        if table.round == 1:
            line = _("The host has started a new game. Press Enter for the score sheet.")
        else:
            line = _("The host has dealt round {round}. Press Enter for the score sheet.")
        line = line.format(round=table.round)
        joined = self.uno_app.joined
        if joined is not None and joined.decision_due():  # (the game now waits for it)
            line = " ".join((line, _("It is your turn.")))
        set_text(self.query_one("#watch-title", Static), line)

    def sentences(self) -> list[str]:
        """Who went out, with which card, and who won the game if it is over."""
        public = self.uno_app.public_view()
        ended = public.last_round_end() if public is not None else None
        if public is None or ended is None:
            return []
        names = public.names
        winner = names[ended.winner]
        card = next(
            (
                e.card
                for e in reversed(public.events)
                if isinstance(e, CardPlayed) and e.seat == ended.winner
            ),
            None,
        )
        said = [
            _("{name} went out with {card}.").format(name=winner, card=card_name(card))
            if card is not None
            else _("{name} went out.").format(name=winner)
        ]
        won = public.table.winner
        if won is not None:
            said.append(
                _("{name} wins the game with {points}!").format(
                    name=names[won], points=points(public.table.scores[won])
                )
            )
        return said

    def action_next(self) -> None:
        if not self.too_soon():
            self.hand_over(None)
