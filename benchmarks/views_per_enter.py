"""How many views (``engine.seat_view``) the table builds for one Enter that plays a card
on a hand: at a hot-seat table of two people, and at a hosted table whose host serves one
joined terminal (the host's own views, for its screens and the wire).

    .venv/bin/python benchmarks/views_per_enter.py

Counts, not times: the same on any machine. Issue 24 measured 12 at hot-seat before the
views were built once per change.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from app.driver import Table

import uno_tui.session as session_module
from uno_tui.app import make_app
from uno_tui.engine import Play
from uno_tui.screens import HandScreen

built = 0
_real = session_module.seat_view


def counting(*args: object, **kwargs: object) -> object:
    global built
    built += 1
    return _real(*args, **kwargs)  # type: ignore[arg-type]


session_module.seat_view = counting  # type: ignore[assignment]


async def hot_seat() -> int:
    global built
    app = make_app(["Ana", "Bruno"], seed=5, key_guard=0.0, bot_pace=0.0, reaction_scale=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await table.settle()
        for _ in range(20):
            if isinstance(app.screen, HandScreen):
                break
            await table.press("enter")
        screen = app.screen
        assert isinstance(screen, HandScreen)
        view = app.view(screen.seat)
        card = next(a.card for a in view.legal if isinstance(a, Play) and a.card.color)
        await table.select(card)
        built = 0
        await table.press("enter")
        return built


def main() -> None:
    print(f"hot-seat, one Enter that plays a card: {asyncio.run(hot_seat())} views built")


if __name__ == "__main__":
    main()
