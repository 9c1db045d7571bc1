"""Your own hand while others play (issue 37, item 3): read-only, under the public table.

A person planning their next move sees their cards during the others' turns, on the
screens they wait on (the watch screen, the host's screen of a turn played elsewhere, a
joined terminal's table). Only where the screen is that person's alone: one person at
this keyboard (alone against computer players, or a host's lone player), or a joined
terminal's own seat; never where two people share the keyboard (each would see the
other's cards), and never at a watcher's terminal (it has no seat).

The hand is that seat's own view from the snapshot (``TableApp.view(seat)``: at a joined
terminal, the only seat's view it holds). It takes no key and no focus: no card can be
played from it (every card is drawn unplayable, with no cursor), and the screens under it
keep their keys (the key guard's ``HURRIES``: a key typed here never plays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Vertical

from ...i18n import _
from ...i18n.words import cards_count
from ..corner import keep_clear
from ..widgets import HandRow
from ..widgets.text import set_border

if TYPE_CHECKING:
    from textual.widget import Widget

    from ..tableapp import TableApp

#: Lines kept for what the screen shows besides the hand (the top bar, a log line, the
#: waiting box, the key bar), beyond the table panel.
OTHER_LINES = 1 + 1 + 4 + 1 + 2


def own_seat(app: TableApp) -> int | None:
    """The seat whose hand this screen may show while others play, if any: a joined
    terminal's own seat, or the one person at this keyboard (``None``: two or more
    people share it, nobody does, or a watcher)."""
    if app.joined is not None:
        return app.joined.seat
    people = app.human_seats
    return people[0] if len(people) == 1 else None


class OwnHand(Vertical):
    """The hand of ``own_seat``, read-only: every card unplayable, no cursor, no focus.
    Hidden when there is no such seat (or no game). Its style: ``styles/screens.tcss``."""

    can_focus = False

    def __init__(self) -> None:
        super().__init__(id="own-hand")
        self.display = False
        self.row = HandRow((), (), -1, id="own-hand-row")

    def compose(self) -> ComposeResult:
        yield self.row

    def on_mount(self) -> None:
        # Notices in the corner stand above these cards, and above the line that says
        # whose turn it is (the screen's ``#watch`` box, just above them).
        keep_clear(self.screen, self, *self.screen.query("#watch"))

    def show(self, app: TableApp, screen: Widget) -> None:
        """Show the seat's hand as the newest snapshot has it (hidden if none)."""
        seat = own_seat(app) if app.playing else None
        public = app.public_view() if seat is not None else None
        if seat is None or public is None or public.table.current == seat:
            self.display = False
            return
        view = app.view(seat)
        hand = sorted(view.hand)
        height = screen.size.height or screen.app.size.height
        table = max(5, len(view.names) + 1) + 2
        self.row.set_budget(height - table - OTHER_LINES)
        self.row.set_hand(hand, [False] * len(hand), -1)
        set_border(
            self,
            # Translators: the frame of a player's own cards while others play, read only;
            # not the words of the hand a player plays from ("{name} — your hand · …").
            _("{name} — your cards · {cards}").format(
                name=view.names[seat], cards=cards_count(len(hand))
            ),
            _("Read only: you play when your turn comes"),
        )
        self.display = bool(hand)
