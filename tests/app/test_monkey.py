"""Monkey test: thousands of seeded random key presses and resizes during real games.

Keys pressed at the wrong moment and terminals resized down to 10x5 and back must never
raise, never break the engine's invariants, and never stop the game from going on: each
game mixes bursts of random keys with keys that play it (``autoplay_step``) and must reach
its winner. The app saves after every action, so the save is checked to replay to the game.

Then the same with the app's own key guard on, the keys sent as a terminal sends them (not
waiting for the app between keys: 0 s and 0.05 s apart) so that they land while screens
and dialogs are being built (issue 33: a key then asked for a widget not there yet, and
the app was gone), Q and the quit dialog among them.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from textual import events

from uno_tui.engine import Game, Phase, game_state
from uno_tui.table.saves import SaveStore, load_save
from uno_tui.ui.app import KEY_GUARD, make_app
from uno_tui.ui.dialogs import QuitDialog

from .conftest import Run
from .driver import Table, autoplay_step

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


class Clock:
    """The key guard's clock (``app.keys.clock``), moved on by the test."""

    def __init__(self) -> None:
        self.now = 10_000.0

    def __call__(self) -> float:
        return self.now

    def pause(self) -> None:
        """A second goes by: the next key begins a run of its own."""
        self.now += 1.0


#: Random keys sent in each game below, without waiting between them.
LOOSE_KEYS = 300


async def send_loose(table: Table, keys: list[str], gap: float, clock: Clock) -> None:
    """Send ``keys`` as a terminal would, ``gap`` seconds apart, not waiting for the app to
    handle one before the next (the app's clock moves on by ``gap`` too)."""
    driver = table.app._driver
    assert driver is not None
    for key in keys:
        table.pressed.append(key)
        char = key if len(key) == 1 else {"space": " ", "question_mark": "?"}.get(key)
        event = events.Key(key, char)
        event.set_sender(table.app)
        driver.send_message(event)
        clock.now += gap
        if gap:
            await table.pilot.pause(gap)
    await table.settle()


@pytest.mark.parametrize("gap", [0.0, 0.05])
@pytest.mark.parametrize(
    ("seed", "seats"), [(5, ("human", "cpu-normal", "cpu-hard")), (6, ("human", "human"))]
)
async def test_loose_keys_with_the_guard_on_never_raise(
    run: Run, tmp_path: Path, gap: float, seed: int, seats: tuple[str, ...]
) -> None:
    rng = random.Random(seed * 100 + int(gap * 100))
    names = ["Ana", "Bruno", "Carla"][: len(seats)]
    clock = Clock()
    app = make_app(
        names,
        target=TARGET,
        seed=seed,
        scores=[TARGET - LEFT] * len(names),
        seats=seats,
        saves=SaveStore(tmp_path),
        bot_pace=0.02,
        reaction_scale=0,
        key_guard=KEY_GUARD,
    )
    app.keys.clock = clock
    sent = 0
    async with run(app) as table:
        first = app.session.game
        assert first is not None
        while sent < LOOSE_KEYS and app.session.game is first:
            if first.phase is Phase.GAME_OVER:
                break
            if rng.random() < 0.6:
                keys = [rng.choice([*KEYS, "q"]) for _ in range(rng.randrange(1, 16))]
                if isinstance(app.screen, QuitDialog) or "q" in keys:
                    keys = [k for k in keys if k not in ("y", "enter")]  # (not to quit)
                resize = rng.random() < 0.1
                if resize:  # (Q quits from the too-small notice)
                    keys = [k for k in keys if k != "q"]
                    await table.pilot.resize_terminal(*rng.choice(SIZES))
                await send_loose(table, keys, gap, clock)
                sent += len(keys)
                if resize:
                    await table.pilot.resize_terminal(80, 24)
                    await table.settle()
            else:
                # A pause before each of the screen's own keys: a person's, one by one. With
                # the clock stopped, once one key counted as hurrying (a screen that moved on
                # by itself counts as one) the guard held back every key after it, and under
                # load the cursor once never reached the card it was sent to.
                table.before_key = clock.pause
                if isinstance(app.screen, QuitDialog):  # (opened by a loose Q, kept open)
                    await table.press("n")
                await autoplay_step(table, rng)
                table.before_key = None
            assert app.is_running, f"the app ended; keys so far: {table.pressed[-30:]}"
            check(first)
    assert sent >= LOOSE_KEYS // 4
