"""What the screens read of the table, through the app: the newest snapshot of one interface,
whether the table is this process's conductor or a joined terminal's view of a hosted game
(``TableReader``). A screen asks for its own seat's view; the snapshot stays here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Action, Card, IllegalAction, SeatView
from ..i18n.words import drawn_since_last_turn
from ..table.conductor import Conductor, Seating, TableReader
from ..table.public import LOG_TAIL, PublicView
from ..table.saves import not_saved_line

if TYPE_CHECKING:
    from ..table.session import GameSession
    from .hosted.clientapp import JoinedTable
    from .widgets.table import TableMarks


class TableReading:
    """Mixed into the app: each question a screen asks, answered by ``table_reader``."""

    #: The table the screens read and send their intents to.
    table_reader: TableReader
    # (Set by ``UnoApp.__init__``.)
    joined: JoinedTable | None

    @property
    def session(self) -> GameSession:
        raise NotImplementedError  # (``UnoApp.session``)

    @property
    def conductor(self) -> Conductor:
        raise NotImplementedError  # (``UnoApp.conductor``)

    @property
    def seating(self) -> Seating:
        """Who plays each seat (the newest snapshot's)."""
        return self.table_reader.snapshot.seating

    def is_bot(self, seat: int | None) -> bool:
        return self.seating.is_bot(seat)

    def is_remote(self, seat: int | None) -> bool:
        """Whether ``seat`` is played from another terminal."""
        return self.seating.is_remote(seat)

    @property
    def human_seats(self) -> list[int]:
        """The people at this keyboard (not computer players, not joined terminals)."""
        return self.seating.human_seats

    @property
    def curtains(self) -> bool:
        """Pass screens only when two or more people share the keyboard."""
        return self.seating.curtains

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (``None``: they allow it)."""
        return self.table_reader.snapshot.why_not(action)

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (``None``: the public table)."""
        return self.table_reader.snapshot.view(seat)

    @property
    def playing(self) -> bool:
        """Whether a game is under way (or just over) at the table."""
        return self.table_reader.snapshot.playing

    def public_view(self) -> PublicView | None:
        """What everyone at the table may see (``None``: no game yet)."""
        return self.table_reader.snapshot.public

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        """The table log: public events in plain sentences."""
        return self.table_reader.snapshot.log_sentences(tail)

    def new_in_hand(self, seat: int) -> list[Card]:
        """The cards that came into ``seat``'s hand since its own last turn (a penalty, a
        Draw Two, a Wild Draw Four, another's hand...): marked NEW on its hand."""
        if self.joined is not None:
            return self.joined.new_in_hand(seat)
        return drawn_since_last_turn(self.session.seat_events(seat), seat, self.view(seat).hand)

    def open_seat_line(self) -> str:
        """What a player types to take a seat still open at this table ("" where none is:
        a table this process does not host, or every seat taken); ``HostApp`` says it."""
        return ""

    def not_saved_line(self, width: int) -> str:
        """What the table says while writing the game's save fails (it is tried again),
        in one line of ``width`` cells with the folder it writes to: "" once a write
        succeeds, and at a joined terminal (its host saves the game)."""
        if self.joined is not None:
            return ""
        return not_saved_line(self.session.save_error, self.session.save_path, width)

    def table_marks(self) -> TableMarks:
        """What the table shows besides the ``SeatView``: the computer players' seats and
        who played the top card."""
        public = self.public_view()
        if public is None:
            return {"bots": frozenset(), "top_by": ""}
        return {"bots": public.bots, "top_by": public.top_by}
