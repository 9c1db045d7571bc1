"""How many views (``engine.seat_view``) the table builds for one Enter that plays a card
on a hand: at a hot-seat table of two people, and at a hosted table whose host serves one
joined terminal (the host's own views, for its screens and the wire).

    .venv/bin/python benchmarks/views_per_enter.py

It also counts, for the hot-seat Enter, how many times the table looked again at whose
decision is due (``Conductor._changed``) and how many times a screen was redrawn (its
``refresh_view``, once however deep its classes' calls go). Issue 34 found three and
three (on 7feacf1: 3 and 3, the hand once and the next curtain twice); after: 1 and 2.

Counts, not times: the same on any machine. Before the views were built once per change
(issue 24): 12 at hot-seat and 7 at the host; after: 2 (the seat's own view and the
public table) and 3 (each joined seat's view and the public table).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from app.driver import Table

import uno_tui.table.session as session_module
from uno_tui.engine import Play
from uno_tui.table.conductor import Conductor
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import HandScreen

built = 0
_real = session_module.seat_view


def counting(*args: object, **kwargs: object) -> object:
    global built
    built += 1
    return _real(*args, **kwargs)  # type: ignore[arg-type]


session_module.seat_view = counting  # type: ignore[assignment]

rechecks = 0
_real_changed = Conductor._changed


def counting_changed(self: Conductor) -> None:
    global rechecks
    rechecks += 1
    _real_changed(self)


Conductor._changed = counting_changed  # type: ignore[method-assign]
redraws = 0


def count_redraws() -> None:
    """Count each screen's ``refresh_view`` once, however deep its classes' calls go."""
    from uno_tui.ui.base import GameScreen

    classes: list[type] = list(GameScreen.__subclasses__())  # (its own draws nothing)
    while classes:
        cls = classes.pop()
        classes.extend(cls.__subclasses__())
        own = vars(cls).get("refresh_view")
        if own is not None and not getattr(own, "counted", False):
            cls.refresh_view = _counted(own)  # type: ignore[attr-defined]


depth = 0


def _counted(own: Callable[..., object]) -> Callable[..., object]:
    def counted(self: object, *args: object) -> object:
        global redraws, depth
        redraws += depth == 0
        depth += 1
        try:
            return own(self, *args)
        finally:
            depth -= 1

    counted.counted = True  # type: ignore[attr-defined]
    return counted


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
        global rechecks, redraws
        count_redraws()
        rechecks, redraws = 0, 0
        await table.press("enter")
        return built


async def hosted() -> int:
    """The host of Ana and Bruno, both at other terminals: the views it builds for one
    action from a joined terminal (its own screen's and the update sent to each)."""
    global built
    import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
    from uno_tui.cli.hosted import _listen
    from uno_tui.engine import Draw
    from uno_tui.net.link import Link
    from uno_tui.table.options import AppOptions
    from uno_tui.ui.hosted.hostapp import HostApp

    sock = _listen("127.0.0.1", 0)
    port = int(sock.getsockname()[1])
    app = HostApp(
        AppOptions(players=("Ana", "Bruno"), seed=2, key_guard=0.0),
        {0: "Ana", 1: "Bruno"},
        sock,
        f"127.0.0.1:{port}",
    )
    app.new_game(("Ana", "Bruno"), 500, ("human", "human"))
    links = {0: Link(), 1: Link()}
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        while app.net._server is None:
            await pilot.pause(0.01)
        for seat, name in ((0, "Ana"), (1, "Bruno")):
            await links[seat].connect("127.0.0.1", port, code=app.net.code, name=name)
        await table.press("enter")  # the dealer draw, sooner
        await table.settle()
        game = app.session.game
        assert game is not None and game.current is not None
        seat = game.current
        link = links[seat]
        assert link.table is not None
        view = link.table.view(seat)
        plays = [a for a in view.legal if isinstance(a, Play) and a.card.color]
        built = 0
        await link.act(plays[0] if plays else Draw(seat))
        await table.settle()
        count = built
        for each in links.values():
            await each.close()
        return count


def main() -> None:
    print(f"hot-seat, one Enter that plays a card: {asyncio.run(hot_seat())} views built")
    print(f"  ... the table re-checked {rechecks} times, screens redrawn {redraws} times")
    print(f"host, one action from a joined terminal: {asyncio.run(hosted())} views built")


if __name__ == "__main__":
    main()
