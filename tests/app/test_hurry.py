"""Keys that hurry never play (issue 33): a person tapping Enter or D while the computer
players take their turns hurries them, and when the person's hand comes up those keys
play nothing until a pause in typing; the hand says so. The key guard reads the app's
clock (``app.keys.clock``), which these tests drive: keys 0.3 s apart on it, however fast
or slow the machine really is."""

from __future__ import annotations

import pytest

from uno_tui.engine import Game
from uno_tui.engine.events import CardPlayed, CardsDrawn, DrawReason
from uno_tui.ui.app import KEY_GUARD, UnoApp, make_app
from uno_tui.ui.dialogs import ColorDialog
from uno_tui.ui.screens import DealerDrawScreen, HandScreen

from .conftest import Run
from .driver import Table, screen_text, until_drawn

HURRIED = "was ignored: it was typed while others played."


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def tess_moves(game: Game) -> int:
    """Tess's own moves: the cards she played and the cards she chose to draw."""
    return sum(
        1
        for e in game.events
        if (isinstance(e, CardPlayed) and e.seat == 0)
        or (isinstance(e, CardsDrawn) and e.seat == 0 and e.reason is DrawReason.CHOICE)
    )


def tess_vs(computers: int, clock: Clock) -> UnoApp:
    names = ["Tess", "Eve", "Norm", "Olga"][: computers + 1]
    app = make_app(
        names,
        seed=3,
        seats=("human", *["cpu-normal"] * computers),
        key_guard=KEY_GUARD,
        bot_pace=0.9,  # the computer players wait for the keys that hurry them
        reaction_scale=0.0,
    )
    app.keys.clock = clock
    return app


async def tess_hand(table: Table, clock: Clock) -> None:
    for _ in range(300):
        screen = table.app.screen
        if (
            isinstance(screen, HandScreen)
            and screen.seat == 0
            and screen.shown_yet
            and not screen._busy
        ):
            return
        await table.pilot.pause(0.01)
    raise AssertionError(f"no hand for Tess: {type(table.app.screen).__name__}")


async def deal_and_play(table: Table, clock: Clock) -> None:
    """Enter deals, Enter plays the card the hand chose: the session's first two keys."""
    await table.wait_for(DealerDrawScreen)
    clock.now += 2
    await table.press("enter")
    await tess_hand(table, clock)
    clock.now += 2
    await table.press("enter")
    if isinstance(table.app.screen, ColorDialog):  # (at 4 seats: a Wild Draw Four)
        clock.now += 2
        await table.press("r")
    assert tess_moves(table.game) == 1


@pytest.mark.parametrize(("key", "computers"), [("enter", 2), ("d", 2), ("enter", 3)])
async def test_tapping_a_key_through_the_computers_turns_plays_nothing_for_the_person(
    run: Run, key: str, computers: int
) -> None:
    clock = Clock()
    app = tess_vs(computers, clock)
    async with run(app) as table:
        await deal_and_play(table, clock)
        at_hand = 0
        for _ in range(80):  # a key every 0.3 s on the app's clock, for up to 24 s
            clock.now += 0.3
            await table.press(key)
            await table.pilot.pause(0.06)  # (really: past the old guard, 0.35 s in all)
            screen = table.app.screen
            if isinstance(screen, HandScreen) and screen.seat == 0:
                at_hand += 1
                if at_hand >= 8:
                    break
        assert at_hand >= 8, "Tess's hand never came up"
        assert tess_moves(table.game) == 1, "a key that hurried played for Tess"
        await until_drawn(table.pilot)
        assert HURRIED in " ".join(screen_text(table.app.screen).split())
        # A pause in typing, and a key is hers: D draws (she may have no card to play).
        clock.now += 1.0
        await table.press("d")
        for _ in range(100):
            if tess_moves(table.game) == 2:
                break
            await table.pilot.pause(0.01)
        assert tess_moves(table.game) == 2


async def test_keys_a_moment_apart_on_the_hand_itself_are_the_persons(run: Run) -> None:
    """Only a run of keys that hurried is held back: after a pause, keys 0.1 s apart
    choose and play as ever."""
    clock = Clock()
    app = tess_vs(2, clock)
    async with run(app) as table:
        await deal_and_play(table, clock)
        for _ in range(40):
            clock.now += 0.3
            await table.press("x")  # hurries, does nothing else
            if isinstance(table.app.screen, HandScreen):
                break
            await table.pilot.pause(0.02)
        await tess_hand(table, clock)
        clock.now += 1.0
        for key in ("left", "right", "enter"):  # (Blue 8, the one card she can play)
            clock.now += 0.1
            await table.press(key)
        for _ in range(100):
            if tess_moves(table.game) == 2:
                break
            await table.pilot.pause(0.01)
        assert tess_moves(table.game) == 2
