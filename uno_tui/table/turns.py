"""The opt-in turn timer (``uno-tui host --turn-time SECONDS``; docs/RULES.md, "The turn
timer"): a person who has not taken a decision due to them in time gets a computer player
for that decision, and is *out of time* until they act again. Once every person at the
table is out of time the timer stops: the computer players play up to the next person's
decision, and the table waits there for that person, however long, rather than playing on
alone.

Timing is on the conductor's clock (``clock.later``), so a test says what happens at 29 s
and at 31 s without waiting. The decision itself is a computer player's, asked as any is
(``Bot.choose``): no rule is written here.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from ..bots import make_bot
from ..engine import Action, Catch, IllegalAction, Phase, SayUno
from .clock import Cancel
from .seats import DEFAULT_LEVEL
from .snapshot import Seating, Who

if TYPE_CHECKING:
    from .conductor import Conductor

__all__ = ["MAX_TURN_TIME", "MIN_TURN_TIME", "TurnTimer"]

#: The turn times ``--turn-time`` accepts, in seconds.
MIN_TURN_TIME = 5
MAX_TURN_TIME = 600

#: A decision due, told apart from any other: (round, actions applied, seat, phase).
_Decision = tuple[int, int, int, Phase]


class TurnTimer:
    """The turn timer of ``conductor``'s table (off until ``seconds`` is set)."""

    def __init__(self, conductor: Conductor) -> None:
        self.conductor = conductor
        #: Seconds a person has for each decision (0: no timer).
        self.seconds = 0.0
        #: The people out of time: a computer played their last decision, and they have
        #: not acted since.
        self.timed_out: set[int] = set()
        #: The table waits for something other than a person before play begins (the
        #: first deal of a hosted table waits for its terminals: ``net.firstdeal``); no
        #: decision is timed meanwhile, and ``seconds`` keeps the table's setting.
        self.suspended = False
        self._decision: _Decision | None = None
        #: When the timed decision's time started (the conductor's ``clock.time``).
        self._started = 0.0
        self._cancel: Cancel | None = None
        self._sitting = False
        #: The seats whose player is not connected now (a hosted table's: ``net.host``
        #: sets it), published in the seating.
        self.away: Callable[[], Collection[int]] = tuple

    # ------------------------------------------------------------------ questions

    def people(self) -> list[int]:
        """The seats people play (here or at another terminal)."""
        conductor = self.conductor
        return [
            seat
            for seat in range(len(conductor.session.players))
            if conductor.who(seat) is not Who.COMPUTER
        ]

    @property
    def paused(self) -> bool:
        """Whether every person is out of time: the timer waits for one to act."""
        people = self.people()
        return self.seconds > 0 and bool(people) and all(s in self.timed_out for s in people)

    def seating(self, seats: tuple[Who, ...]) -> Seating:
        """Who plays each seat (``seats``), with the timer's state: who is out of time,
        whether the table waits, and how long a person has for a decision (none while
        the timer is suspended: no decision is timed then, and a terminal counts none)."""
        seconds = 0.0 if self.suspended else self.seconds
        away = frozenset(self.away())
        return Seating(seats, frozenset(self.timed_out), self.paused, seconds, away=away)

    def spent(self) -> float:
        """Seconds the decision due has run on the timer (0: none is timed): a terminal
        that hears of the table mid-decision counts only what is left (``TurnClock``)."""
        clock = self.conductor.clock
        if self._cancel is None or clock is None or self._due_now() != self._decision:
            return 0.0  # (none timed, or a new one whose time starts as it is published)
        return max(0.0, clock.time() - self._started)

    def _due_now(self) -> _Decision | None:
        """The decision due now, told apart from any other (``None``: no seat's)."""
        game, due = self.conductor.session.game, self.conductor.due()
        if game is None or due is None or due.seat is None:
            return None
        return (game.round, len(game.actions), due.seat, game.phase)

    # ------------------------------------------------------------------ the conductor's calls

    def forget(self) -> None:
        """A new or resumed game: nobody is out of time, no timer runs."""
        self._stop()
        self.timed_out.clear()

    def acted(self, seat: int | None) -> None:
        """An action of ``seat`` (not the computer's sitting in): its person is back."""
        if self._sitting or seat is None or seat not in self.timed_out:
            return
        self.timed_out.discard(seat)

    def schedule(self) -> None:
        """After each change: time the person whose decision is due now, if any."""
        conductor = self.conductor
        game = conductor.session.game
        due = conductor.due()
        seat = due.seat if due is not None else None
        if (
            self.seconds <= 0
            or self.suspended
            or conductor.clock is None
            or game is None
            or seat is None
            or due is None
            or due.who is Who.COMPUTER
            or self.paused
        ):
            self._stop()
            return
        decision = self._due_now()
        if decision == self._decision:
            return
        self._stop()
        self._decision, self._started = decision, conductor.clock.time()
        self._cancel = conductor.clock.later(self.seconds, self._expire)

    # ------------------------------------------------------------------ time is up

    def _expire(self) -> None:
        self._cancel = None
        decision, self._decision = self._decision, None
        conductor = self.conductor
        due = conductor.due()
        if due is None or due.seat is None or decision is None:
            return
        seat = due.seat
        if decision != self._due_now():
            return  # (the decision was taken meanwhile)
        self.timed_out.add(seat)
        self._sitting = True
        try:
            conductor.submit(seat, self._choice(seat))
        except IllegalAction:  # pragma: no cover - the choice is among the legal actions
            self.timed_out.discard(seat)
        finally:
            self._sitting = False

    def _choice(self, seat: int) -> Action:
        """A computer player's decision for ``seat`` now (never a catch: its person's)."""
        session = self.conductor.session
        game = session.game
        assert game is not None
        bot = make_bot(DEFAULT_LEVEL, seat, game.setup.seed * 31 + seat + len(game.actions))
        bot.observe(game.events)
        view = self.conductor.snapshot.view(seat)
        action = bot.choose(view)
        if type(action) is Catch or type(action) is SayUno:
            action = next(a for a in view.legal if type(a) is not Catch and type(a) is not SayUno)
        return action

    def _stop(self) -> None:
        self._decision = None
        if self._cancel is not None:
            cancel, self._cancel = self._cancel, None
            cancel()
