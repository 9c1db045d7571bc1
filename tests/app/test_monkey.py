"""Monkey test (issue 4): seeded random key presses and resizes during real games.

Keys pressed at the wrong moment and terminals resized down to 10x5 and back must never
raise, never break the engine's invariants, and never stop the game from going on.
"""

from __future__ import annotations

import itertools
import random

import pytest

from uno_tui.app import make_app
from uno_tui.engine import Phase

from .conftest import Run

KEYS = [
    *["enter"] * 8, *["escape"] * 3, *["d"] * 2, *["k"] * 2, "left", "right", "right", "up",
    "down", "tab", "p", "u", "c", "a", "s", "l", "question_mark", "f1", "r", "g", "b", "y",
    "1", "2", "space", "backspace", "n", "x",
]  # fmt: skip
SIZES = [(80, 24), (10, 5), (40, 12), (79, 23), (120, 40), (80, 24)]


def _check(app_game: object) -> None:
    from uno_tui.engine import Game

    assert isinstance(app_game, Game)
    total = sum(map(len, app_game.hands)) + len(app_game.draw_pile) + len(app_game.discard)
    assert total == 108
    assert all(score >= 0 for score in app_game.scores)


@pytest.mark.parametrize("seed", [1])
async def test_random_keys_and_resizes_never_break_a_game(run: Run, seed: int) -> None:
    rng = random.Random(seed)
    app = make_app(["Ana", "Bruno", "Carla"], target=60, seed=seed)
    scores_seen: list[list[int]] = []
    async with run(app) as table:
        for step in range(300):
            if step % 37 == 0:
                await table.pilot.resize_terminal(*rng.choice(SIZES))
            await table.pilot.press(rng.choice(KEYS))
            game = app.game
            if game is not None:
                _check(game)
                scores_seen.append(list(game.scores))
                if game.phase is Phase.GAME_OVER:
                    break
        await table.pilot.resize_terminal(80, 24)
        await table.settle()
        assert app.is_running
        # Half the sizes are below 80x24, where keys are refused: progress is slow but real.
        assert app.game is not None and len(app.game.actions) >= 3
    for before, after in itertools.pairwise(scores_seen):
        if len(before) == len(after):
            assert all(a >= b for a, b in zip(before, after, strict=True))
