"""What every computer player shares: the host's three calls, and the catch model.

A bot sees the game only as one seat sees it: a ``SeatView`` when it must decide, and the
events of the table redacted for its seat (``event_for_seat``). It never holds a ``Game``.

How a host (the app, a benchmark, a test) drives a bot:

1. ``observe(events)`` after *every* applied action, with the events that action produced
   (and once at the start with the events the game opened with). The bot redacts them for
   its own seat itself, so a host that passes the engine's full events leaks nothing. A bot
   that acts only now and then still sees every public event this way. ``tell`` does this
   for a whole table of bots.
2. ``choose(view)`` when it is the bot's decision (``view.current == bot.seat`` in phase
   turn, drawn, challenge or colour). It returns an element of ``view.legal``: usually the
   move, but it may be a ``Catch`` of the player who just forgot UNO or its own late
   ``SayUno``; the host applies it and asks again.
3. ``react(view)`` while an UNO window is open and it is not the bot's decision: a ``Catch``
   of the forgetful player (or the bot's own late ``SayUno``), or ``None``. Ask it once
   ``reaction_delay()`` seconds after the window opened, so people get their moment. The
   bot rolls its level's dice once per window and remembers the answer, so asking again (or
   offering the same ``Catch`` through ``choose``) changes nothing.
4. ``jump_in(view)`` (house rule HR6) when it is not the bot's turn and ``view.legal`` lists
   a play (only a jump-in can be): the play it makes, or ``None``. Ask it
   ``reaction_delay()`` seconds after the card went on top, so people get their chance
   first. Every level jumps in when it can: a card out of turn is a card fewer.

Bots are deterministic for a seed: decisions draw from ``random.Random(seed)`` only, and
the reaction delays from a second generator, so how often a host asks for a delay does not
change what the bot does.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import ClassVar

from uno_tui.engine.actions import Action, Catch, Play, SayUno
from uno_tui.engine.events import Event, event_for_seat
from uno_tui.engine.values import Value
from uno_tui.engine.view import SeatView


class Budget(Value):
    """How much thinking one decision of a searching level may take: at most ``ms``
    milliseconds of wall-clock time, and at most ``steps`` simulated turns in all (so that,
    on a machine fast enough to finish within the time, a seed always plays the same).
    No steps at all: the level plays its heuristics alone.

    ``samples`` above 0 is for measuring, not for play: every search then deals exactly
    that many samples (unless it ends early for want of rival moves), whatever the clock
    and the steps say, so that two versions of the search compare on equal thinking
    whatever the load of the machine."""

    ms: float = 20.0
    steps: int = 6000
    samples: int = 0


class CatchModel(Value):
    """How a level handles UNO calls: its own, and other players' forgotten ones (U1-U3)."""

    #: Chance to catch a forgotten UNO, rolled once per window.
    catch: float
    #: Seconds the host waits after a window opens before asking ``react`` (uniform range).
    delay: tuple[float, float]
    #: Chance to play the next-to-last card without saying UNO.
    forget: float = 0.0
    #: Chance to say a forgotten UNO late when asked, rolled once per window.
    late: float = 1.0


class Bot(ABC):
    """A computer player for one seat. Subclasses implement ``_decide`` (and may extend
    ``_see`` to remember events)."""

    level: ClassVar[str]
    catching: ClassVar[CatchModel]

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.seed = seed
        self.rng = random.Random(seed)
        self._timing = random.Random(f"{seed}:timing")
        #: Decisions already rolled for an UNO window, keyed by ``_window_key``.
        self._windows: dict[tuple[int, int, int, str], bool] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seat={self.seat}, seed={self.seed})"

    # ------------------------------------------------------------------ the host's calls

    def observe(self, events: Iterable[Event]) -> None:
        """Take in what happened at the table, as this seat may see it."""
        for event in events:
            self._see(event_for_seat(event, self.seat))

    def choose(self, view: SeatView) -> Action:
        """This seat's decision now: always an element of ``view.legal``."""
        if view.seat != self.seat:
            raise ValueError(f"a view of seat {view.seat} given to the bot of seat {self.seat}")
        if view.current != self.seat or not any(
            type(a) is not Catch and type(a) is not SayUno for a in view.legal
        ):
            raise ValueError(f"it is not seat {self.seat}'s decision")
        action = self.react(view) or self._decide(view)
        if action not in view.legal:  # pragma: no cover - a bug in a level, never a move
            raise AssertionError(f"{self!r} chose {action!r}, not a legal action")
        return action

    def react(self, view: SeatView) -> Action | None:
        """Out of turn (or before moving): catch a forgotten UNO, or say one's own late."""
        window = view.uno_window
        if window is None:
            return None
        key = _window_key(view, window)
        decided = self._windows.get(key)
        if decided is None:
            if len(self._windows) > 64:
                self._windows.clear()
            chance = self.catching.late if window == self.seat else self.catching.catch
            decided = self._windows[key] = self.rng.random() < chance
        if not decided:
            return None
        action: Action = SayUno(self.seat) if window == self.seat else Catch(self.seat, window)
        return action if action in view.legal else None

    def jump_in(self, view: SeatView) -> Play | None:
        """HR6: the play of the very card on top out of turn, saying UNO with it as the
        level does, or ``None`` when the engine lists none for this seat."""
        plays = view.jump_ins if view.seat == self.seat else []
        if not plays:
            return None
        saying = [a for a in plays if a.uno]
        return saying[0] if saying and self._says_uno() else plays[0]

    def reaction_delay(self) -> float:
        """Seconds to wait, once an UNO window opens, before asking this bot ``react``."""
        low, high = self.catching.delay
        return self._timing.uniform(low, high)

    # ------------------------------------------------------------------ for the levels

    @abstractmethod
    def _decide(self, view: SeatView) -> Action:
        """The move (not a catch): play, draw, keep, accept, challenge or name a colour."""

    def _see(self, event: Event) -> None:  # noqa: B027 - most levels remember nothing
        """One event, already redacted for this seat."""

    def _says_uno(self) -> bool:
        """Whether to say UNO with a next-to-last card this time."""
        forget = self.catching.forget
        return forget <= 0.0 or self.rng.random() >= forget


def _window_key(view: SeatView, window: int) -> tuple[int, int, int, str]:
    """Identifies one UNO window: only a play opens one, and every play grows the discard."""
    return (view.round, window, view.discard_pile, view.top.code)


def tell(bots: Iterable[Bot], events: Iterable[Event]) -> None:
    """Give every bot the events of one applied action (each redacts them for its seat)."""
    batch = tuple(events)
    for bot in bots:
        bot.observe(batch)
