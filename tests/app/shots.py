"""Scripted, seeded games that reach every screen and dialog, each stop named by its shot.

Shared by ``screenshots/generate.py`` (which saves every shot as an SVG) and the snapshot
tests (``tests/app/test_snapshots.py``, ``test_snapshots_i18n.py``), which play each script
once and compare every shot it takes. Keys are pressed the way the terminal sends them, one
at a time, each handled fully before the next.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from textual import events
from textual.pilot import Pilot
from textual.widgets import Input

from uno_tui.i18n import activate, current_language
from uno_tui.ui.app import UnoApp, make_app

from .reading import frame
from .scenarios import deal

SIZE = (80, 24)
#: The "terminal too small" notice needs a terminal below the 80x24 minimum.
SMALL = (70, 20)

#: Two players: a start Wild, a drawn card played, UNO said, a card kept, the game won.
TWO = [deal(["R5 R7 R2", "G2 Y9 B7 G8 B1"], "W", "R1 R3 G4 G5", dealer=1)]
#: Four players: a Wild Draw Four challenged, a catch.
FOUR = [
    deal(
        ["W+4 B1 G6", "Y5 Y6 Y7", "W+4 B8 Y3", "G7 G9"],
        "R5",
        "B2 B3 B4 B5 B6 B7 Y1 Y2 Y4 Y8 G1 G2",
        dealer=3,
    )
]
#: Two players: Ana goes out at once and reaches the target of 10.
ONE_CARD = [deal(["R2", "G2 Y9 B7"], "R5", dealer=1)]
#: Three players: Ana plays G1 down to two cards; nobody holds a single card.
SAID = [deal(["R1 G1 G2", "G3 G4", "B1 B2 B3"], "G5", dealer=2)]
#: Two players: Ana holds nothing to play on Red 5 and draws B7, which she cannot play.
NOTHING = [deal(["G2 G3", "Y1 Y2"], "R5", "B7", dealer=1)]


class Shooter:
    """Presses keys in a running app and hands each named moment to ``on_shot``."""

    def __init__(self, app: UnoApp, pilot: Pilot[None], on_shot: Callable[[str], None]) -> None:
        self.app = app
        self.pilot = pilot
        self.on_shot = on_shot

    async def settle(self) -> None:
        for _ in range(8):
            await asyncio.sleep(0)
            await self.pilot.pause(0)

    async def press(self, *keys: str) -> None:
        for key in keys:
            char = key if len(key) == 1 else None
            event = events.Key(key, char)
            event.set_sender(self.app)
            assert self.app._driver is not None
            self.app._driver.send_message(event)
            await self.settle()

    def shot(self, name: str) -> None:
        # A text field's cursor blinks on a timer: hold it steady (shown) for the picture.
        for screen in self.app.screen_stack:
            for field_ in screen.query(Input):
                field_.cursor_blink = False
        self.on_shot(name)


Script = Callable[[Shooter], Awaitable[None]]


async def setup_and_dealer(s: Shooter) -> None:
    await s.press(*"Ana", "down", *"Bruno", "ctrl+n", *"Carla")
    s.shot("01-setup")
    await s.press("enter")
    s.shot("02-dealer-draw")


async def two_players(s: Shooter) -> None:
    s.shot("03-pass-curtain")
    await s.press("enter")
    s.shot("04-colour-start-wild")
    await s.press("r")
    s.shot("05-hand")
    await s.press("right", "enter", "enter", "d")
    s.shot("06-play-or-keep")
    await s.press("p", "enter", "right")
    await s.press("u")
    s.shot("07-hand-uno-armed")
    await s.press("enter")
    s.shot("08-uno-announced")
    await s.press("enter")
    s.shot("09-pass-after-uno")
    await s.press("s")
    s.shot("10-score-sheet")
    await s.press("s", "l")
    s.shot("11-log")
    await s.press("l", "question_mark")
    s.shot("12-help")
    await s.press("enter", "enter", "d", "k", "enter", "q")
    s.shot("13-quit")
    await s.press("n", "enter")
    s.shot("29-round-over")
    await s.press("enter")
    s.shot("14-round-score-sheet")


async def against_the_computer(s: Shooter) -> None:
    await s.press("r", "right", "enter")
    s.shot("25-watch-computer")


async def four_players(s: Shooter) -> None:
    await s.press("enter", "right", "right", "enter")
    s.shot("15-colour")
    await s.press("b", "enter")
    s.shot("16-challenge")
    await s.press("c")
    s.shot("17-reveal-curtain")
    await s.press("enter")
    s.shot("18-reveal")
    await s.press("enter")
    s.shot("19-challenge-announced")
    await s.press("enter", "enter", "right", "enter", "g", "enter", "a", "enter")
    await s.press("enter")  # Ana plays G6 and forgets UNO
    await s.press("c")
    s.shot("20-catch")
    await s.press("1")
    s.shot("21-caught")


async def round_end(s: Shooter) -> None:
    await s.press("enter", "enter")
    s.shot("30-game-won")
    await s.press("enter")
    s.shot("22-game-over")


async def too_small(s: Shooter) -> None:
    s.shot("23-too-small")


async def drew_unplayable(s: Shooter) -> None:
    await s.press("enter", "d")
    s.shot("24-drew-unplayable")


TEN = ("Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio", "Gil", "Hugo", "Ines", "Joao")


async def ten_players(s: Shooter) -> None:
    """Ten players, a lap: each plays the card the cursor starts on, or draws (and keeps);
    then the curtain says what happened since its player's last turn."""
    from uno_tui.ui.dialogs import ChallengeDialog, ColorDialog, DrewDialog, PlayOrKeepDialog
    from uno_tui.ui.screens import HandScreen, PassScreen

    curtains = 0
    for _ in range(400):
        screen = s.app.screen
        if isinstance(screen, PassScreen):
            curtains += 1
            if curtains == 11:
                s.shot("26-curtain-ten-players")
                await s.press("enter")
                s.shot("27-hand-ten-players")
                return
            await s.press("enter")
        elif isinstance(screen, HandScreen):
            await s.press("enter" if "▲" in str(screen.query_one("#reason").render()) else "d")
        elif isinstance(screen, ColorDialog):
            await s.press("g")
        elif isinstance(screen, ChallengeDialog):
            await s.press("a")
        elif isinstance(screen, PlayOrKeepDialog):
            await s.press("k")
        elif isinstance(screen, DrewDialog):
            await s.press("enter")
        else:
            await s.press("enter")
    raise AssertionError("ten players: the eleventh curtain never came")


async def refused_keys(s: Shooter) -> None:
    """A catch that is not on: C on a curtain says why (U5)."""
    await s.press("c")
    s.shot("28-catch-refused")


@dataclass(frozen=True)
class Scenario:
    """A fresh app, the terminal size to run it at, and the script that drives it."""

    make: Callable[[], UnoApp]
    script: Script
    size: tuple[int, int] = SIZE
    shots: tuple[str, ...] = field(default=())


SCENARIOS = (
    Scenario(lambda: make_app(seed=4), setup_and_dealer, shots=("01-setup", "02-dealer-draw")),
    Scenario(
        lambda: make_app(["Ana", "Bruno"], target=500, seed=7, deals=TWO),
        two_players,
        shots=(
            "03-pass-curtain",
            "04-colour-start-wild",
            "05-hand",
            "06-play-or-keep",
            "07-hand-uno-armed",
            "08-uno-announced",
            "09-pass-after-uno",
            "10-score-sheet",
            "11-log",
            "12-help",
            "13-quit",
            "29-round-over",
            "14-round-score-sheet",
        ),
    ),
    Scenario(
        lambda: make_app(["Ana", "Bruno", "Carla", "Duda"], seed=5, deals=FOUR),
        four_players,
        shots=(
            "15-colour",
            "16-challenge",
            "17-reveal-curtain",
            "18-reveal",
            "19-challenge-announced",
            "20-catch",
            "21-caught",
        ),
    ),
    Scenario(
        lambda: make_app(["Ana", "Bruno"], target=10, seed=1, deals=ONE_CARD),
        round_end,
        shots=("30-game-won", "22-game-over"),
    ),
    Scenario(
        lambda: make_app(["Ana", "Bruno"], seed=2, deals=NOTHING),
        drew_unplayable,
        shots=("24-drew-unplayable",),
    ),
    Scenario(lambda: make_app(["Ana", "Bruno"], seed=3), too_small, SMALL, shots=("23-too-small",)),
    Scenario(
        # The computer's move stays on show until a key is pressed.
        lambda: make_app(
            ["Ana", "Bruno"],
            seed=7,
            deals=TWO,
            seats=("human", "cpu-normal"),
            bot_pace=3600,
            reaction_scale=0,
        ),
        against_the_computer,
        shots=("25-watch-computer",),
    ),
    Scenario(
        lambda: make_app(list(TEN), seed=3),
        ten_players,
        shots=("26-curtain-ten-players", "27-hand-ten-players"),
    ),
    Scenario(
        lambda: make_app(["Ana", "Bruno", "Carla"], seed=5, deals=SAID),
        refused_keys,
        shots=("28-catch-refused",),
    ),
)

#: Every shot's name → the scenario that reaches it.
SHOTS = {name: scenario for scenario in SCENARIOS for name in scenario.shots}


class Reached(Exception):
    """Raised to stop a script at the shot it was asked for."""


def until(name: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    """A ``run_before`` for ``snap_compare``: play ``name``'s script up to that shot."""
    scenario = SHOTS[name]

    def on_shot(shot: str) -> None:
        if shot == name:
            raise Reached(shot)

    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, UnoApp)
        shooter = Shooter(app, pilot, on_shot)
        await shooter.settle()
        try:
            await scenario.script(shooter)
        except Reached:
            return
        raise AssertionError(f"the script never reached {name}")

    return run_before


async def run(scenario: Scenario, on_shot: Callable[[UnoApp, str], None]) -> None:
    """Play ``scenario`` to its end, calling ``on_shot(app, name)`` at each shot."""
    app = scenario.make()
    async with app.run_test(size=scenario.size) as pilot:
        shooter = Shooter(app, pilot, lambda name: on_shot(app, name))
        await shooter.settle()
        await scenario.script(shooter)


@dataclass(frozen=True)
class Shot:
    """One shot of a scenario played through."""

    #: The picture, taken as ``snap_compare`` takes one (the app's title, simplified).
    svg: str
    #: The terminal's text, one string per line (``reading.frame``).
    lines: tuple[str, ...]


@functools.cache
def played(scenario: Scenario, lang: str) -> dict[str, Shot]:
    """Play ``scenario`` once in ``lang`` and keep every shot, by name (the snapshot tests
    and the tests that read a shot share one run)."""
    taken: dict[str, Shot] = {}

    def take(app: UnoApp, name: str) -> None:
        svg = app.export_screenshot(title=app.title, simplify=True)
        taken[name] = Shot(svg, tuple(frame(app)))

    spoken = current_language()
    activate(lang)
    try:
        asyncio.run(run(scenario, take))
    finally:
        activate(spoken)
    return taken
