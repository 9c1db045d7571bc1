"""The conductor: the one place that runs a table's game, with no screen.

It knows whose decision is due (a person at this keyboard, a player at a joined terminal,
a computer player), takes every action through ``submit(seat, action)`` whoever sends it
(a key, a joined terminal, a computer player, a computer's reaction to a forgotten UNO),
runs the computer players' turns on a clock the app supplies, decides who plays each seat
(``seat_kind``, ``remote_seats``), decides when a new game is first saved, and publishes
one ``Snapshot`` per change (``subscribe``; ``snapshot`` is the newest): its events, whose
decision is due, and the views, each built once per change.

Screens render snapshots and send intents; none drives a computer player or decides a
save. Nothing here imports Textual, Rich or the network. At a hot-seat table the computer
players wait while the keyboard holds the table (``hold``) and while announcements wait to
be shown; where someone plays from another terminal, nothing waits on this keyboard but
this keyboard's own decisions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence

from ..engine import Action, Game, IllegalAction, Phase, Rules, SeatView
from ..engine.events import Event, WildDrawFourChallenged
from .catching import CatchGuard
from .clock import Cancel, Clock, LoopClock
from .computers import ComputerTable
from .jumps import Jumps
from .public import PublicView
from .reactions import Reactions
from .saves import SavedGame
from .saving import SaveRetry
from .session import GameSession
from .snapshot import Due, Seating, Snapshot, TableReader, Who
from .turns import TurnTimer

__all__ = [
    "ANNOUNCING",
    "KEYBOARD",
    "Clock",
    "Conductor",
    "Due",
    "LoopClock",
    "NotYourSeat",
    "Seating",
    "Snapshot",
    "TableReader",
    "Who",
]

#: The hold of the keyboard at a hot-seat table: the flow releases it only while the
#: computer players' turns are on show (``Conductor.hold``).
KEYBOARD = "keyboard"
#: Announcements waiting to be shown hold a hot-seat table too; releasing this says they
#: were shown.
ANNOUNCING = "announcing"


class NotYourSeat(Exception):
    """An action sent for one seat names another (the rules are not asked)."""


class Conductor:
    """Runs ``session``'s game: whose decision, ``submit``, the computer players, saves.

    ``pace()``: seconds each computer action stays on show; ``reaction_scale()`` scales
    the computer players' reaction delays (both zero in tests). Without a ``clock`` the
    computer players move only when ``step`` moves them.
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
        #: Seats played from another terminal (``net.host`` says which), not here.
        self.remote: frozenset[int] = frozenset()
        self.turns = TurnTimer(self)  # the opt-in turn timer (``--turn-time``)
        #: Told of each snapshot as it is published (``subscribe``).
        self._listeners: list[Callable[[Snapshot], None]] = []
        #: The newest snapshot: the table as it stands.
        self.snapshot = self._snapshot(0, ())
        #: Called after a computer player reacted to a forgotten UNO (a catch, or its own).
        self.on_reacted: Callable[[], None] | None = None
        self._holds: set[str] = set()
        self._timer: Cancel | None = None
        self._soon = False
        #: The computer seat that just drew a card it may play: it goes on without a pause.
        self._drew: int | None = None
        computers = ComputerTable(
            session,
            lambda seat: self.snapshot.view(seat),
            self.submit,
            clock,
            lambda: self.reaction_scale(),
            self._reacted,
        )
        #: U6, U7: one try at a catch per window, and the forgetful player's grace.
        self.catches = CatchGuard(computers)
        #: The computer players' reactions to a forgotten UNO, each after its delay.
        self.reactions = Reactions(computers, self.catches)
        #: HR6: the computer players' jump-ins, and people's window before a computer moves.
        self.jumps = Jumps(computers)
        #: Not before this moment (monotonic) does a new game's first computer move come.
        self._first_at = 0.0
        #: A new game whose save file is named but not yet written (``shown`` writes it).
        self.unsaved = False
        #: A save that failed is tried again, on each change and on the clock.
        self.saving = SaveRetry(session, clock)

    # ------------------------------------------------------------------ snapshots

    def subscribe(
        self, listener: Callable[[Snapshot], None], *, first: bool = False
    ) -> Callable[[], None]:
        """Tell ``listener`` of every snapshot published from now on (``first``: before
        the others, as the wire is: terminals elsewhere wait for it). Returns a way to stop."""
        if first:
            self._listeners.insert(0, listener)
        else:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def publish(self, events: tuple[Event, ...] = ()) -> Snapshot:
        """Take a snapshot of the table and tell every listener: after each change to
        the game (the session's), and when what the table shows changed outside it (a
        joined player left or came back). A listener that causes a change itself makes
        the listeners after it hear of the newer snapshot only."""
        snapshot = self.snapshot = self._snapshot(self.snapshot.seq + 1, events)
        for listener in list(self._listeners):
            if self.snapshot is not snapshot:
                break
            listener(snapshot)
        return snapshot

    def _snapshot(self, seq: int, events: tuple[Event, ...]) -> Snapshot:
        session = self.session
        views = _SessionViews(session)
        return Snapshot(seq, events, self.due(), session.pending_reveal, views, self.seating())

    # ------------------------------------------------------------------ whose decision

    @property
    def joined(self) -> bool:
        """Whether anyone plays this table from another terminal."""
        return bool(self.remote)

    def who(self, seat: int) -> Who:
        if seat in self.session.bots:
            return Who.COMPUTER
        if seat in self.remote:
            return Who.JOINED
        return Who.HERE

    def seating(self) -> Seating:
        """Who plays each seat now."""
        seats = tuple(self.who(seat) for seat in range(len(self.session.players)))
        return self.turns.seating(seats)

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

    # ------------------------------------------------------------------ actions

    def submit(self, seat: int | None, action: Action) -> list[Event]:
        """Apply ``action``, sent for ``seat`` (``None``: the table's own, the next
        round): every action enters the game here, whoever sends it.

        ``NotYourSeat`` when the action names another seat; ``IllegalAction`` (and nothing
        changes) when the rules refuse it."""
        if action.seat != seat:
            raise NotYourSeat(action.seat, seat)  # (the action's seat, the sender's)
        self.catches.check(action)  # U6, U7: refused before the rules see it
        self.turns.acted(seat)
        events, public = self.session.apply(action)
        # The terminals that joined are told before the save's fsync, which takes longer
        # than the wire (a crash in between loses the action, as one just before would).
        self._after(public, at_once=True)
        self.session.save_now()
        self.unsaved = False  # (the action saved it)
        return events

    async def answer(self, seat: int | None, action: Action) -> list[Event]:
        """``submit``, for a reader that awaits (this table answers at once)."""
        return self.submit(seat, action)

    # ------------------------------------------------------------------ who plays a seat

    def remote_seats(self, seats: Iterable[int]) -> None:
        """The seats played from other terminals now (the host says so as its seats are
        chosen): nothing at this keyboard decides for them."""
        remote = frozenset(seats)
        if remote != self.remote:
            self.remote = remote
            self.publish()

    def seat_kind(self, seat: int, kind: str, *, remote: bool) -> None:
        """Who plays ``seat`` from now on: ``kind`` (a person, ``seats.HUMAN``, or a
        computer player, ``seats.cpu(level)``), from another terminal when ``remote``.
        A computer player sitting in for an absent player takes the decisions due to it
        at once; one giving the seat back stops. The change is saved and published."""
        others = self.remote - {seat}
        self.remote = others | {seat} if remote else others
        if self._drew == seat:
            self._drew = None
        self.session.set_seat(seat, kind)
        self._after()  # (published, and the decision due looked at again)

    # ------------------------------------------------------------------ games and saves

    def new_game(
        self,
        players: Sequence[str],
        target: int,
        seats: Sequence[str] | None = None,
        *,
        save_when_shown: bool = False,
        first_pause: float = 0.0,
        rules: Rules | None = None,
    ) -> None:
        """Start a game (``GameSession.new_game``). It is saved at once, or, with
        ``save_when_shown``, once the table is on the terminal (``shown``): writing and
        syncing a file would delay the first frame, and nothing is lost before the first
        action (which saves it in any case). A computer player who decides first waits
        ``first_pause`` seconds (the table reads who deals). ``rules``: the rules it is
        played by (default: the last game's)."""
        self._forget()
        self._first_at = time.monotonic() + first_pause
        self.session.new_game(players, target, seats, save=not save_when_shown, rules=rules)
        self.unsaved = save_when_shown and self.session.saves is not None
        self._after()

    def end_game(self) -> None:
        """Leave the finished game (a new one is set up next)."""
        self.session.end_game()
        self._after()

    def reveal_waiting(self, reveal: WildDrawFourChallenged | None) -> None:
        """A resumed game's challenge reveal, left unseen when it was saved: shown first."""
        if reveal != self.session.pending_reveal:
            self.session.reveal_waiting(reveal)
            self.publish()

    def reveal_shown(self) -> None:
        """The challenger has seen the challenged hand: play goes on."""
        self.session.reveal_shown()
        self._after()

    def shown(self) -> None:
        """The table is on the terminal: a new game not saved yet is saved now."""
        if not self.unsaved:
            return
        self.unsaved = False
        session = self.session
        if session.saves is not None and session.saves.held != session.save_path:
            session.save_now()

    def kick(self) -> None:
        """The clock runs now: look at whose decision is due."""
        self._changed()

    def resume(self, saved: SavedGame) -> Game:
        """Pick up a saved game (``GameSession.resume``) afresh."""
        self._forget()
        game = self.session.resume(saved)
        self._after()
        return game

    def _forget(self) -> None:
        self._cancel_timer()
        self.catches.forget()
        self.turns.forget()
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
        self._schedule_turn()

    @property
    def held(self) -> bool:
        """Whether the computer players wait: for this keyboard only at a table whose every
        player is here; where terminals joined, only for a hold of its own (``firstdeal``)."""
        return bool(self._holds - {KEYBOARD, ANNOUNCING} if self.joined else self._holds)

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
            self.submit(seat, self.session.bot_move(seat, self.snapshot.view(seat)))
        except IllegalAction:  # pragma: no cover - a bot chooses from the legal actions
            return False
        game = self.session.game
        drew = game is not None and game.phase is Phase.DRAWN and game.current == seat
        self._drew = seat if drew else None
        return True

    def _reacted(self) -> None:
        if self.on_reacted is not None:
            self.on_reacted()

    def _after(self, events: tuple[Event, ...] = (), *, at_once: bool = False) -> None:
        """The game changed (an action, a new or resumed game, a seat handed to a computer,
        a reveal shown): publish it, and look again at whose decision is due, once: at
        once after an action (or without a clock), else soon, on the clock."""
        self.publish(events)
        if at_once or self.clock is None:
            self._changed()
        elif not self._soon:
            self._soon = True
            self.clock.soon(self._changed)

    def _changed(self) -> None:
        self._soon = False
        self.catches.schedule()
        self.turns.schedule()
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


class _SessionViews:
    """A snapshot's views, from ``session`` while its game stays as it was (the session
    builds each once per change, for the computer players too)."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.version = session.version

    def current(self) -> bool:
        return self.session.version == self.version

    def view(self, seat: int | None) -> SeatView:
        return self.session.view(seat)

    def public_view(self, table: SeatView) -> PublicView | None:
        return self.session.public_view(table) if self.session.game is not None else None

    def why_not(self, action: Action) -> IllegalAction | None:
        return self.session.why_not(action)

    def log_sentences(self, tail: int | None) -> list[str]:
        return self.session.log_sentences(tail)
