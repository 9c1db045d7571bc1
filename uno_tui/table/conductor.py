"""The conductor: the one place that runs a table's game, with no screen.

It knows whose decision is due (a person at this keyboard, a player at a joined terminal,
a computer player), takes every action through ``submit(seat, action)`` whoever sends it
(a key, a joined terminal, a computer player, a computer's reaction to a forgotten UNO),
runs the computer players' turns on a clock the app supplies, decides when a new game is
first saved, and tells its listeners after each change, when the views of the game
(``GameSession.view``, ``public_view``: built once per change) are new.

Screens render those views and send intents; none drives a computer player or decides a
save. Nothing here imports Textual, Rich or the network: the host (``net.host``) and the
app are both clients of it.

At a table where every player sits at this keyboard (hot-seat), the computer players wait
while the keyboard holds the table (``hold``: a hand or a dialog is being read) and while
announcements are waiting to be shown. At a table where someone plays from another
terminal, nothing waits on this keyboard: a key only one terminal can press never holds
the others' game, unless it is that terminal's own decision.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from ..engine import Action, IllegalAction, Phase, SeatView
from ..engine.events import Event
from .jumps import Jumps
from .public import LOG_TAIL, PublicView
from .reactions import Reactions
from .session import GameSession

#: The hold of the keyboard at a hot-seat table: the flow releases it only while the
#: computer players' turns are on show (``Conductor.hold``).
KEYBOARD = "keyboard"


class Who(StrEnum):
    """Who makes a decision that is due."""

    HERE = "here"  # a person at this keyboard (and the table's own: the next round)
    JOINED = "joined"  # a player at another terminal
    COMPUTER = "computer"


@dataclass(frozen=True)
class Due:
    """A decision the game waits for: ``seat``'s (``None``: the table's, the next round or
    a new game, made at this keyboard), and who makes it."""

    seat: int | None
    who: Who


class NotYourSeat(Exception):
    """An action sent for one seat names another (the rules are not asked)."""


Cancel = Callable[[], None]


class Clock(Protocol):
    """Time as the table's app keeps it: callbacks soon (on the next turn of its loop) or
    after some seconds, without blocking. ``later`` returns a way to cancel."""

    def soon(self, callback: Callable[[], None]) -> None: ...

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel: ...


class LoopClock:
    """``Clock`` on an asyncio event loop (a table served without a screen)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop

    def soon(self, callback: Callable[[], None]) -> None:
        self.loop.call_soon(callback)

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel:
        return self.loop.call_later(seconds, callback).cancel


class TableReader(Protocol):
    """One table interface: what the screens read of a table (its views, who sits where)
    and where their intents go (``submit``). A local table's ``Conductor`` answers it, and
    so does a joined terminal's table (``net.clientapp.JoinedTable``), from the views the
    host sent."""

    @property
    def playing(self) -> bool: ...

    def view(self, seat: int | None) -> SeatView: ...

    def public_view(self) -> PublicView | None: ...

    def why_not(self, action: Action) -> IllegalAction | None: ...

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]: ...

    def is_bot(self, seat: int | None) -> bool: ...

    def is_remote(self, seat: int | None) -> bool: ...

    @property
    def human_seats(self) -> list[int]: ...

    @property
    def curtains(self) -> bool: ...

    def submit(self, seat: int | None, action: Action) -> list[Event]: ...


class Conductor:
    """Runs ``session``'s game: whose decision, ``submit``, the computer players, saves.

    ``pace()``: seconds each computer action stays on show before the next;
    ``reaction_scale()``: the computer players' reaction delays to a forgotten UNO are
    multiplied by it (both zero in tests). Without a ``clock`` the computer players do
    not move by themselves (``step`` moves them).
    """

    def __init__(
        self,
        session: GameSession,
        clock: Clock | None = None,
        *,
        pace: Callable[[], float] = lambda: 0.0,
        reaction_scale: Callable[[], float] = lambda: 1.0,
    ) -> None:
        self.session = session
        self.clock = clock
        self.pace = pace
        self.reaction_scale = reaction_scale
        #: Called after every change that ``submit`` (or a computer player) made.
        self.listeners: list[Callable[[list[Event]], None]] = []
        #: Called after a computer player reacted to a forgotten UNO (a catch, or its own).
        self.on_reacted: Callable[[], None] | None = None
        self._holds: set[str] = set()
        self._timer: Cancel | None = None
        self._soon = False
        #: The computer seat that just drew a card it may play: it goes on without a pause.
        self._drew: int | None = None
        #: The computer players' reactions to a forgotten UNO, each after its delay.
        self.reactions = Reactions(self)
        #: HR6: the computer players' jump-ins, and people's window before a computer moves.
        self.jumps = Jumps(self)
        #: Not before this moment (monotonic) does a new game's first computer move come.
        self._first_at = 0.0
        #: A new game whose save file is named but not yet written (``shown`` writes it).
        self.unsaved = False
        session.listeners.append(self._session_changed)

    # ------------------------------------------------------------------ whose decision

    @property
    def joined(self) -> bool:
        """Whether anyone plays this table from another terminal."""
        return bool(self.session.remote)

    def who(self, seat: int) -> Who:
        if self.session.is_bot(seat):
            return Who.COMPUTER
        if self.session.is_remote(seat):
            return Who.JOINED
        return Who.HERE

    def due(self) -> Due | None:
        """The decision the game waits for now (``None``: no game)."""
        game = self.session.game
        if game is None:
            return None
        if game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) or game.current is None:
            return Due(None, Who.HERE)
        return Due(game.current, self.who(game.current))

    def computer_due(self) -> int | None:
        """The computer seat whose decision is due, if any."""
        due = self.due()
        return due.seat if due is not None and due.who is Who.COMPUTER else None

    # ------------------------------------------------------------------ what screens read

    @property
    def playing(self) -> bool:
        """Whether a game is under way (or just over) at the table."""
        return self.session.game is not None

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (``None``: the public table): built once per change."""
        return self.session.view(seat)

    def public_view(self) -> PublicView | None:
        """What everyone at the table may see (``None``: no game yet)."""
        return self.session.public_view() if self.playing else None

    def why_not(self, action: Action) -> IllegalAction | None:
        return self.session.why_not(action)

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        return self.session.log_sentences(tail)

    def is_bot(self, seat: int | None) -> bool:
        return self.session.is_bot(seat)

    def is_remote(self, seat: int | None) -> bool:
        return self.session.is_remote(seat)

    @property
    def human_seats(self) -> list[int]:
        """The people at this keyboard (not computer players, not joined terminals)."""
        return self.session.human_seats

    @property
    def curtains(self) -> bool:
        """Pass screens only when two or more people share the keyboard."""
        return self.session.curtains

    # ------------------------------------------------------------------ actions

    def submit(self, seat: int | None, action: Action) -> list[Event]:
        """Apply ``action``, sent for ``seat`` (``None``: the table's own, the next
        round): every action enters the game here, whoever sends it.

        ``NotYourSeat`` when the action names another seat; ``IllegalAction`` (and nothing
        changes) when the rules refuse it."""
        if action.seat != seat:
            raise NotYourSeat(action.seat, seat)  # (the action's seat, the sender's)
        events = self.session.act(action)
        if self.unsaved:
            self.unsaved = False  # (the action saved it)
        for listener in list(self.listeners):
            listener(events)
        self._changed()
        return events

    # ------------------------------------------------------------------ games and saves

    def new_game(
        self,
        players: Sequence[str],
        target: int,
        seats: Sequence[str] | None = None,
        *,
        save_when_shown: bool = False,
        first_pause: float = 0.0,
    ) -> None:
        """Start a game (``GameSession.new_game``). It is saved at once, or, with
        ``save_when_shown``, once the table is on the terminal (``shown``): writing and
        syncing a file would delay the first frame, and nothing is lost before the first
        action (which saves it in any case). A computer player who decides first waits
        ``first_pause`` seconds (the table reads who deals)."""
        self._forget()
        self._first_at = time.monotonic() + first_pause
        self.session.new_game(players, target, seats, save=not save_when_shown)
        self.unsaved = save_when_shown and self.session.saves is not None

    def shown(self) -> None:
        """The table is on the terminal: a new game not saved yet is saved now."""
        if not self.unsaved:
            return
        self.unsaved = False
        session = self.session
        if session.saves is not None and session.saves.held != session.save_path:
            session.save_now()

    def kick(self) -> None:
        """Look again at whose decision is due (the clock runs now, or the announcements
        the computer players waited for were shown)."""
        self._changed()

    def resumed(self) -> None:
        """A saved game was picked up (``GameSession.resume``): start afresh."""
        self._forget()
        self._changed()

    def _forget(self) -> None:
        self._cancel_timer()
        self.reactions.forget()
        self.jumps.forget()
        self._drew = None
        self.unsaved = False

    # ------------------------------------------------------------------ holds

    def hold(self, reason: str) -> None:
        """The keyboard holds the table (someone here reads a hand, a dialog): at a
        hot-seat table the computer players wait until it is released."""
        self._holds.add(reason)

    def release(self, reason: str) -> None:
        """The keyboard lets the table play on (also: announcements were shown)."""
        self._holds.discard(reason)
        self._changed()

    @property
    def held(self) -> bool:
        """Whether the computer players wait for this keyboard: only at a table whose
        every player is here (a joined terminal's game never waits on this keyboard)."""
        if self.joined:
            return False
        return bool(self._holds) or bool(self.session.announcements)

    # ------------------------------------------------------------------ computer players

    def hurry(self) -> None:
        """A key was pressed: the computer action on its way comes now."""
        if self._timer is not None:
            self._cancel_timer()
            self.step()

    def step(self) -> bool:
        """A computer player takes the decision due, if it is a computer's and the table
        is not held: True when one did."""
        self._soon = False
        seat = self.computer_due()
        if seat is None or self.held:
            return False
        self.reactions.due_now()
        if self.computer_due() != seat:  # a reaction changed the turn (a catch: no)
            self._changed()
            return False
        try:
            self.submit(seat, self.session.bot_move(seat))
        except IllegalAction:  # pragma: no cover - a bot chooses from the legal actions
            return False
        game = self.session.game
        drew = game is not None and game.phase is Phase.DRAWN and game.current == seat
        self._drew = seat if drew else None
        return True

    def _session_changed(self) -> None:
        """The session changed outside ``submit`` (a new or resumed game, a seat handed to
        a computer, a reveal shown): look again at whose decision is due, soon."""
        if self.clock is not None and not self._soon:
            self._soon = True
            self.clock.soon(self._changed)

    def _changed(self) -> None:
        self._soon = False
        self.reactions.schedule()
        if self.jumps.schedule():  # HR6: a new card on top (a jump-in, say): a computer
            self._cancel_timer()  # player's move on its way waits for people's window
        self._schedule_turn()

    def _schedule_turn(self) -> None:
        if self.clock is None or self._timer is not None:
            return
        seat = self.computer_due()
        if seat is None or self.held:
            return
        # A card drawn and then kept or played follows the draw at once: a pause only
        # when the card drawn could be played would tell the table so.
        delay = 0.0 if self._drew == seat else self.pace()
        delay = max(delay, self._first_at - time.monotonic())
        # Someone forgot UNO: people get their moment to catch before a computer moves.
        delay = max(delay, self.reactions.patience(seat))
        delay = max(delay, self.jumps.patience())  # HR6: people may jump in first
        if delay <= 0:
            if not self._soon:
                self._soon = True
                self.clock.soon(self._turn)
            return
        self._timer = self.clock.later(delay, self._turn)

    def _turn(self) -> None:
        self._timer = None
        if not self.step():
            self._schedule_turn()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            cancel, self._timer = self._timer, None
            cancel()
