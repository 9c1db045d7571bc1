"""What a table publishes after each change: one ``Snapshot``, the value every reader of the
table reads (the app's screens, the host's connections, a joined terminal's screens).

A snapshot holds its sequence number (one more per change), the events of the change (as
the public table saw them), whose decision is due (``Due``), who plays each seat
(``Seating``: the one place a seat is told a person's here, a joined terminal's or a
computer's), the challenge reveal waiting to be shown, and the views: the public one and
each seat's, built the first time they are asked for and kept in the snapshot (building
every seat's view on every change would cost time nobody asked for).

Privacy. A ``Snapshot`` answers for every seat, so it stays with the table's owner: the
conductor and what it hands it to at this keyboard (a hot-seat app shows each local hand
behind its curtain; a screen gets only its own seat's view, through the app), or a joined
terminal, whose snapshot is built from its own seat's view and refuses any other
(``PermissionError``). Whatever leaves the owner for one seat goes through
``Snapshot.reader(seat)``: a ``SeatReader`` that holds that seat's view and the public
table, and nothing from which another seat's hand could be read by accident.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Protocol

from ..engine import Action, IllegalAction, SeatView
from ..engine.events import Event, WildDrawFourChallenged
from ..engine.values import Value
from ..i18n import current_language
from .public import LOG_TAIL, PublicView


class Who(StrEnum):
    """Who makes a decision that is due."""

    HERE = "here"  # a person at this keyboard (and the table's own: the next round)
    JOINED = "joined"  # a player at another terminal
    COMPUTER = "computer"


class Due(Value):
    """A decision the game waits for: ``seat``'s (``None``: the table's, the next round or
    a new game, made at this keyboard), and who makes it."""

    seat: int | None
    who: Who


class Seating(Value):
    """Who plays each seat, as this terminal sees it: a person at this keyboard, a player at
    another terminal, or a computer player. Every question of that kind a screen, the flow
    or the conductor asks is answered here, once."""

    seats: tuple[Who, ...] = ()
    #: The turn timer's people out of time: a computer played their last decision.
    timed_out: frozenset[int] = frozenset()
    #: Every person is out of time: the table waits for one of them to act.
    paused: bool = False
    #: Seconds a person has for each decision (the turn timer's; 0: no timer).
    turn_time: float = 0.0
    #: Seconds the decision due had already run on the host's timer, as the host's update
    #: this snapshot was built from said (a joined terminal's: protocol version 7);
    #: ``None`` where nobody said (the host's own snapshots, which come as its decisions
    #: start, and a joined terminal's built again from an update already counted).
    spent: float | None = None
    #: The seats of a hosted table played at another terminal that is not connected now
    #: (its player left, or never took the seat): its player comes back by joining again,
    #: not by a key (what the turn timer says of them: ``i18n.timer``).
    away: frozenset[int] = frozenset()

    def who(self, seat: int | None) -> Who | None:
        return self.seats[seat] if seat is not None and 0 <= seat < len(self.seats) else None

    def is_bot(self, seat: int | None) -> bool:
        return self.who(seat) is Who.COMPUTER

    def is_remote(self, seat: int | None) -> bool:
        """Whether ``seat`` is played at another terminal."""
        return self.who(seat) is Who.JOINED

    @property
    def human_seats(self) -> list[int]:
        """The people at this keyboard (not computer players, not joined terminals)."""
        return [seat for seat, who in enumerate(self.seats) if who is Who.HERE]

    @property
    def one_here(self) -> int | None:
        """The one person at this keyboard, when there is one alone (told of their own
        turns in the second person), else ``None``."""
        here = self.human_seats
        return here[0] if len(here) == 1 else None

    @property
    def curtains(self) -> bool:
        """Pass screens only when two or more people share the keyboard."""
        return len(self.human_seats) >= 2


#: The seating of a table with no game.
NOBODY = Seating()


class StaleSnapshot(RuntimeError):
    """A view asked of a snapshot after the game moved on, that it had not built in its
    time (read the newest snapshot instead)."""


class Views(Protocol):
    """Where a snapshot's views come from while it is the newest: a local table's session
    (each view built once per change), or the views a joined terminal was sent."""

    def current(self) -> bool:
        """Whether the game is still as it was when the snapshot was taken."""
        ...

    def view(self, seat: int | None) -> SeatView: ...

    def public_view(self, table: SeatView) -> PublicView | None:
        """The public table, around its ``SeatView`` (the snapshot's own)."""
        ...

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (``None``: they allow it)."""
        ...

    def log_sentences(self, tail: int | None) -> list[str]:
        """The table log: the public events in plain sentences (the last ``tail``)."""
        ...


class Snapshot:
    """The table after one change (immutable: what it was built from is kept private,
    and a view is built at most once, while the snapshot is the newest). Equal only to
    itself. (A plain class with slots: a dataclass would cost the start of every game
    some millions of instructions to define.)"""

    __slots__ = ("_built", "_views", "due", "events", "reveal", "seating", "seq")

    #: One more than the snapshot before (each change publishes exactly one).
    seq: int
    #: The events of this change, as the public table saw them (none: a change that is
    #: no action, such as a new game, a seat changing hands or a reveal shown).
    events: tuple[Event, ...]
    #: The decision the game waits for (``None``: no game).
    due: Due | None
    #: The challenge whose hand its challenger must still be shown (H3).
    reveal: WildDrawFourChallenged | None
    #: Who plays each seat.
    seating: Seating
    _views: Views | None
    _built: dict[object, object]

    def __init__(
        self,
        seq: int,
        events: tuple[Event, ...],
        due: Due | None,
        reveal: WildDrawFourChallenged | None = None,
        views: Views | None = None,
        seating: Seating = NOBODY,
    ) -> None:
        set_field = object.__setattr__
        set_field(self, "seating", seating)
        set_field(self, "seq", seq)
        set_field(self, "events", events)
        set_field(self, "due", due)
        set_field(self, "reveal", reveal)
        set_field(self, "_views", views)
        set_field(self, "_built", {})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to {name!r}: a Snapshot is immutable")

    def __repr__(self) -> str:
        return (
            f"Snapshot(seq={self.seq!r}, events={self.events!r}, due={self.due!r}, "
            f"reveal={self.reveal!r}, seating={self.seating!r})"
        )

    @property
    def playing(self) -> bool:
        """Whether a game is under way (or just over)."""
        return self.due is not None

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (``None``: the public table, every action legal)."""
        built = self._built.get(seat)
        if built is None:
            built = self._built[seat] = self._source().view(seat)
        assert isinstance(built, SeatView)
        return built

    @property
    def public(self) -> PublicView | None:
        """What everyone at the table may see (``None``: no game). Its words (who played
        the top card) are in the language spoken when it is asked for."""
        key = ("public", current_language())
        if key not in self._built:
            table = self.view(None) if self.playing else None
            self._built[key] = self._source().public_view(table) if table is not None else None
        built = self._built[key]
        assert built is None or isinstance(built, PublicView)
        return built

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (``None``: they allow it, or no game)."""
        return self._source().why_not(action) if self.playing else None

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        """The table log: the public events in plain sentences (the last ``tail``)."""
        return self._source().log_sentences(tail) if self.playing else []

    def reader(self, seat: int | None) -> SeatReader:
        """What one seat may read of this snapshot (``None``: a watcher's, the public
        table only)."""
        mine = self.reveal if self.reveal is not None and self.reveal.challenger == seat else None
        return SeatReader(self, seat, mine)

    def _source(self) -> Views:
        views = self._views
        if views is None or not views.current():
            raise StaleSnapshot(self.seq)
        return views


class SeatReader(Value):
    """One seat's part of a snapshot: its own view, the public table, whose decision is
    due, and the reveal only when this seat is its challenger."""

    _snapshot: Snapshot
    seat: int | None
    reveal: WildDrawFourChallenged | None

    @property
    def seq(self) -> int:
        return self._snapshot.seq

    @property
    def events(self) -> tuple[Event, ...]:
        return self._snapshot.events

    @property
    def due(self) -> Due | None:
        return self._snapshot.due

    @property
    def seating(self) -> Seating:
        return self._snapshot.seating

    @property
    def view(self) -> SeatView:
        """This seat's view (a watcher's: the public table's)."""
        return self._snapshot.view(self.seat)

    @property
    def public(self) -> PublicView | None:
        return self._snapshot.public


class TableReader(Protocol):
    """One table interface: what the screens read of a table (its newest ``Snapshot``:
    views, whose decision, who sits where, the rules' reasons, the log) and where their
    intents go (``submit``). A local table's ``Conductor`` answers it, and so does a joined
    terminal's table (``ui.hosted.clientapp.JoinedTable``), whose snapshots are built from
    the wire."""

    @property
    def snapshot(self) -> Snapshot: ...

    def submit(self, seat: int | None, action: Action) -> list[Event]:
        """Apply ``action``, sent for ``seat``, and return its events (the table's own
        checks and the rules' refusals raised)."""
        ...

    def reveal_shown(self) -> None:
        """The challenger at this keyboard has seen the challenged hand (``reveal``)."""
        ...

    async def answer(self, seat: int | None, action: Action) -> list[Event]:
        """As ``submit``, awaited without holding up the loop that awaits it while the
        table takes its time (a joined terminal's host); a local table answers at once."""
        ...
