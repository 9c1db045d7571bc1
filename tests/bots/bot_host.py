"""A table of computer players, driven the way the app drives them (``uno_tui.bots.base``).

``BotTable`` owns the ``Game``; the bots get only seat views and redacted events. After
every applied action every bot observes the events, and while an UNO window is open the
bots are asked ``react`` in the order of their reaction delays.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

from uno_tui.bots import Bot, Budget, make_bot, tell
from uno_tui.engine import Action, Game, GameSetup, NextRound, Phase, seat_view
from uno_tui.engine.events import Event

#: The hard level's thinking in tests: a few simulated turns and no clock, so that a seed
#: always plays the same game, quickly (the benchmark measures the real budget).
TEST_BUDGET = Budget(ms=60_000.0, steps=160)

#: The benchmark scripts, some of which the tests load (``load_benchmark``).
BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def load_benchmark(name: str) -> ModuleType:
    """The module ``benchmarks/<name>.py``, with its folder on the path for its imports."""
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


#: Called after every applied action with (game, action, events).
Check = Callable[[Game, Action, list[Event]], None]


class BotTable:
    def __init__(
        self,
        setup: GameSetup,
        levels: Sequence[str],
        seed: int,
        budget: Budget = TEST_BUDGET,
    ) -> None:
        self.game = Game(setup)
        self.bots: list[Bot] = [
            make_bot(level, seat, seed * 100 + seat, budget=budget)
            for seat, level in enumerate(levels)
        ]
        self.choices = 0
        tell(self.bots, self.game.events)

    def apply(self, action: Action, check: Check | None) -> None:
        events = self.game.apply(action)
        tell(self.bots, events)
        if check is not None:
            check(self.game, action, events)

    def react(self, check: Check | None) -> None:
        game = self.game
        if game.uno_window is None:
            return
        for bot in sorted(self.bots, key=lambda b: b.reaction_delay()):
            view = seat_view(game, bot.seat)
            action = bot.react(view)
            if action is not None:
                assert action in view.legal, (bot, action)
                self.apply(action, check)
                return

    def step(self, check: Check | None = None) -> None:
        """One decision: the next round dealt, or the current bot's choice."""
        game = self.game
        if game.phase is Phase.ROUND_OVER:
            self.apply(NextRound(), check)
            return
        seat = game.current
        assert seat is not None
        view = seat_view(game, seat)
        action = self.bots[seat].choose(view)
        assert action in view.legal, (self.bots[seat], action, view.legal)
        self.choices += 1
        self.apply(action, check)
        self.react(check)

    def play(self, check: Check | None = None, limit: int = 100_000) -> Game:
        """Play to the end of the game (at most ``limit`` decisions)."""
        for _ in range(limit):
            if self.game.phase is Phase.GAME_OVER:
                return self.game
            self.step(check)
        raise AssertionError(f"the game did not end in {limit} decisions")
