"""The work the app does while nobody types, with a screen on top and with a full-screen
screen (the scores) opened over it, at 80x24 under Pilot: CPU time, and how often
Textual's update timer ran, laid a screen out, or a widget asked to be drawn again, by
the type it ran for. A screen under a full-screen one keeps a layout or a repaint it had
pending (Textual does them only for the screen on top); this says whether anything runs
for it meanwhile (docs/SPEED.md, "Idle under a full-screen screen").

    .venv/bin/python benchmarks/idle_under.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent / "tests"), str(HERE.parent / "tests" / "app")]

from app.scenarios import deal  # noqa: E402

from uno_tui.net.local import listen_tcp  # noqa: E402
from uno_tui.table.options import AppOptions  # noqa: E402
from uno_tui.table.seats import HUMAN  # noqa: E402
from uno_tui.ui.app import UnoApp, make_app  # noqa: E402
from uno_tui.ui.hosted.hostapp import HostApp  # noqa: E402
from uno_tui.ui.screens import PassScreen, ScoreScreen  # noqa: E402

COUNTS: collections.Counter[str] = collections.Counter()


def counted(cls: type[Any], name: str) -> None:
    """Count each call of ``cls.name``, by the type of the object it is called on."""
    original: Callable[..., Any] = getattr(cls, name)

    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        COUNTS[f"{name} {type(self).__name__}"] += 1
        return original(self, *args, **kwargs)

    setattr(cls, name, wrapper)


async def idle(pilot: Pilot[Any], label: str, seconds: float) -> None:
    await pilot.pause(0.3)  # (what the last key set off is done)
    COUNTS.clear()
    cpu, wall = time.process_time(), time.monotonic()
    await asyncio.sleep(seconds)
    cpu, wall = time.process_time() - cpu, time.monotonic() - wall
    calls = ", ".join(f"{k}: {v}" for k, v in sorted(COUNTS.items())) or "no call"
    print(f"  {label:<26} {cpu * 1000:6.1f} ms CPU in {wall:.1f} s; {calls}")


async def curtain(seconds: float) -> None:
    """Two people at one keyboard, no turn timer: the pass curtain, then the scores."""
    two = [deal(["R1 R2 Y3 Y4 G5 G6 B7", "R3 R4 R6 R8 R0 R9 R1"], "R5", "G4 G7 Y1 Y2", dealer=1)]
    app: UnoApp = make_app(["Ana", "Bruno"], seed=11, deals=two)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PassScreen))
        await idle(pilot, "the pass curtain on top", seconds)
        await pilot.press("s")
        assert isinstance(app.screen, ScoreScreen)
        under = ", ".join(
            f"{type(s).__name__} (layout pending: {s._layout_required}, "
            f"repaint pending: {s._repaint_required})"
            for s in app._background_screens
        )
        print(f"  under the scores: {under}")
        await idle(pilot, "the scores over it", seconds)


async def timed(seconds: float) -> None:
    """A hosted table with a turn timer (Bruno's seat open, his decision due): the
    table counts his time down on its top bar; then the scores over it, then help."""
    names = ("Ana", "Bruno", "Carla")
    options = AppOptions(players=names, seed=1, bot_pace=0.0)
    app = HostApp(options, {1: "Bruno"}, listen_tcp("127.0.0.1", 0), "127.0.0.1")
    app.conductor.turns.seconds = 600.0
    app.new_game(names, 500, (HUMAN, HUMAN, HUMAN))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: type(app.screen).__name__ == "HostedDealerDraw")
        await pilot.press("enter")  # (deals now: nobody joins)
        await until(pilot, lambda: type(app.screen).__name__ == "RemoteTurnScreen")
        await idle(pilot, "the table, counting down", seconds)
        await pilot.press("s")
        await idle(pilot, "the scores over it", seconds)
        await pilot.press("s")
        await pilot.press("question_mark")
        await idle(pilot, "help over it (it shows)", seconds)


async def until(pilot: Pilot[Any], done: Callable[[], bool]) -> None:
    for _ in range(300):
        if done():
            return
        await pilot.pause(0.02)
    raise SystemExit("the screen waited for never came")


async def main(seconds: float) -> None:
    counted(Screen, "_on_timer_update")
    counted(Screen, "_refresh_layout")
    counted(Widget, "refresh")
    print("No turn timer:")
    await curtain(seconds)
    print("A turn timer:")
    await timed(seconds)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    asyncio.run(main(parser.parse_args().seconds))
