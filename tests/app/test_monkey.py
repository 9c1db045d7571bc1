"""Monkey test: thousands of seeded random key presses and resizes during real games.

Keys pressed at the wrong moment and terminals resized down to 10x5 and back must never
raise, never break the engine's invariants, and never stop the game from going on: each
game mixes bursts of random keys with keys that play it (``autoplay_step``) and must reach
its winner. The app saves after every action, so the save is checked to replay to the game.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from uno_tui.engine import Game, Phase, game_state
from uno_tui.table.saves import SaveStore, load_save
from uno_tui.ui.app import make_app

from .conftest import Run
from .driver import autoplay_step

#: Thousands of keys through whole games: run by `python -m pytest`, left out of `-m 'not slow'`.
pytestmark = pytest.mark.slow

#: Every key a player might press anywhere, and some no screen uses. ``q`` and ``ctrl+q``
#: are left out: they only open the quit dialog, whose ``y`` would end the test's game.
KEYS = [
    *["enter"] * 8, *["escape"] * 3, *["d"] * 2, *["k"] * 2, "left", "right", "right", "up",
    "down", "home", "end", "tab", "shift+tab", "p", "u", "c", "a", "s", "l", "question_mark",
    "f1", "r", "g", "b", "y", "1", "2", "3", "9", "space", "backspace", "n", "x", "ctrl+n",
    "ctrl+r", "ctrl+t", "delete", "pageup", "pagedown", "z",
]  # fmt: skip
SIZES = [(10, 5), (40, 12), (79, 23), (80, 24), (120, 40)]
#: Random keys pressed in each game below (the game's own keys come on top: some 2,500
#: keys in all); each game is then played to its end. It starts near its target (``LEFT``
#: points to go), so that the end comes within a round or two.
RANDOM_KEYS = 300
TARGET = 80
LEFT = 30


def check(game: Game) -> None:
    """The engine's invariants: 108 cards in play, no negative score."""
    total = sum(map(len, game.hands)) + len(game.draw_pile) + len(game.discard)
    assert total == 108
    assert all(score >= 0 for score in game.scores)


@pytest.mark.parametrize(
    ("seed", "seats"),
    [(1, ()), (2, ("human", "human", "cpu-normal")), (3, ()), (4, ("human", "cpu-easy"))],
)
async def test_random_keys_and_resizes_never_break_a_game(
    run: Run, tmp_path: Path, seed: int, seats: tuple[str, ...]
) -> None:
    rng = random.Random(seed)
    names = ["Ana", "Bruno", "Carla"][: len(seats) or 3]
    store = SaveStore(tmp_path)
    app = make_app(
        names,
        target=TARGET,
        seed=seed,
        scores=[TARGET - LEFT] * len(names),
        seats=seats,
        saves=store,
        bot_pace=0,
        reaction_scale=0,
    )
    scores_seen: list[list[int]] = []
    random_keys = 0
    async with run(app) as table:
        first = app.session.game
        saved = app.session.save_path
        assert saved is not None
        while random_keys < RANDOM_KEYS:
            game = app.session.game
            if game is not first or game.phase is Phase.GAME_OVER:
                break  # won (and maybe, by a random Enter, another game begun)
            if rng.random() < 0.5:
                burst = rng.randrange(1, 12)
                resize = rng.random() < 0.15
                if resize:
                    await table.pilot.resize_terminal(*rng.choice(SIZES))
                for _ in range(burst):
                    await table.press(rng.choice(KEYS))
                random_keys += burst
                if resize:
                    await table.pilot.resize_terminal(80, 24)
            else:
                await autoplay_step(table, rng)
            assert app.is_running, f"the app ended; keys so far: {table.pressed[-20:]}"
            assert first is not None
            check(first)
            scores_seen.append(list(first.scores))
        # Whatever the monkey did, the game can be played to its end.
        for _ in range(5000):
            if app.session.game is not first or first.phase is Phase.GAME_OVER:
                break
            await autoplay_step(table, rng)
            check(first)
            scores_seen.append(list(first.scores))
        assert first is not None and first.phase is Phase.GAME_OVER
        assert app.is_running
        assert max(first.scores) >= TARGET
        assert game_state(load_save(saved).game) == game_state(first)
    # The monkey really pressed its keys: a game that ended early would test little.
    assert random_keys >= RANDOM_KEYS // 4
    assert len(table.pressed) >= random_keys
    for before, after in itertools.pairwise(scores_seen):
        assert all(b <= a for b, a in zip(before, after, strict=True)), (before, after)
