"""Regenerate the SVG screenshots of every screen and dialog from seeded, spelled-out games.

    python screenshots/generate.py            # writes screenshots/*.svg at 80x24

Each shot is taken by driving the real app with keys, as players would.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual import events

from uno_tui.app import UnoApp, make_app
from uno_tui.engine import Card, DealSpec

OUT = Path(__file__).resolve().parent
SIZE = (80, 24)


def deal(hands: list[str], start: str, draw: str = "", dealer: int | None = None) -> DealSpec:
    return DealSpec(
        hands=tuple(tuple(Card.from_code(c) for c in h.split()) for h in hands),
        start=Card.from_code(start),
        draw_pile=tuple(Card.from_code(c) for c in draw.split()),
        dealer=dealer,
    )


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


class Shooter:
    def __init__(self, app: UnoApp) -> None:
        self.app = app

    async def settle(self) -> None:
        for _ in range(8):
            await asyncio.sleep(0)
            await self.app._pilot_wait()  # type: ignore[attr-defined]

    async def press(self, *keys: str) -> None:
        for key in keys:
            char = key if len(key) == 1 else None
            event = events.Key(key, char)
            event.set_sender(self.app)
            assert self.app._driver is not None
            self.app._driver.send_message(event)
            await self.settle()

    def shot(self, name: str) -> None:
        path = OUT / f"{name}.svg"
        path.write_text(self.app.export_screenshot(title=f"uno-tui — {name}"), encoding="utf-8")
        print(path.relative_to(OUT.parent))


Script = Callable[[Shooter], Awaitable[None]]


async def run(app: UnoApp, script: Script, size: tuple[int, int] = SIZE) -> None:
    async with app.run_test(size=size) as pilot:

        async def wait() -> None:
            await pilot.pause(0)

        app._pilot_wait = wait  # type: ignore[attr-defined]
        shooter = Shooter(app)
        await shooter.settle()
        await script(shooter)


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
    s.shot("14-round-score-sheet")


async def drew_unplayable(s: Shooter) -> None:
    await s.press("enter", "d")
    s.shot("24-drew-unplayable")


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
    s.shot("22-game-over")


async def main() -> int:
    await run(make_app(seed=4), setup_and_dealer)
    await run(make_app(["Ana", "Bruno"], target=500, seed=7, deals=TWO), two_players)
    await run(make_app(["Ana", "Bruno", "Carla", "Duda"], seed=5, deals=FOUR), four_players)
    one = [deal(["R2", "G2 Y9 B7"], "R5", dealer=1)]
    await run(make_app(["Ana", "Bruno"], target=10, seed=1, deals=one), round_end)

    nothing = [deal(["G2 G3", "Y1 Y2"], "R5", "B7", dealer=1)]
    await run(make_app(["Ana", "Bruno"], seed=2, deals=nothing), drew_unplayable)

    async def small(s: Shooter) -> None:
        s.shot("23-too-small")

    await run(make_app(["Ana", "Bruno"], seed=3), small, size=(70, 20))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
