"""A terminal whose seat a newer terminal took (the same player, another terminal) says
so, in those words, and stays out until its player chooses to take the seat back; then the
newer one is told the same (issue 23, item 7)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from app.driver import Table, visible_text

from uno_tui.net.keys import keep_key
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted.clientapp import joined_app
from uno_tui.ui.hosted.screens import LostScreen

from .threaded import HostThread


@pytest.mark.parametrize("slow_close", [False, True])
async def test_a_replaced_terminal_says_why_and_takes_the_seat_back_only_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, slow_close: bool
) -> None:
    """``slow_close``: the old connection is still closing when the test ends (as on a
    loaded machine): the app closes its screens while its rejoin is finishing, and must
    close cleanly (it asked the emptied screen stack for its screen: "No screens on
    stack", now and then under load)."""
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    apps: list[UnoApp] = []
    if slow_close:
        reconnect = LinkThread.reconnect

        def slowly(self: LinkThread, host: str, port: int, seat: int, key: bytes | None) -> int:
            seat = reconnect(self, host, port, seat, key)
            for _ in range(5000):  # until the app is closing its screens
                if not apps[0].screen_stack:
                    break
                time.sleep(0.001)
            apps[0].joined._changed_elsewhere()  # type: ignore[union-attr]  # and news from the host comes just then
            return seat

        monkeypatch.setattr(LinkThread, "reconnect", slowly)
    host = HostThread(("Ana", "Bruno", "Carla"), ("human", "cpu-easy", "cpu-easy"), [0], seed=8)
    address = f"127.0.0.1:{host.port}"
    old = LinkThread()
    new: LinkThread | None = None
    try:
        assert old.connect("127.0.0.1", host.port, code=host.host.code) == 0
        assert old.link.key is not None
        keep_key(address, 0, old.link.key, "Ana")
        old.call(old.link.wait_update(0), 10)
        app = joined_app(old, address, key_guard=0.0, rejoin=("127.0.0.1", host.port))
        apps.append(app)
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            # Ana opens the game at another terminal of hers: it takes the seat.
            new = LinkThread()
            assert new.connect("127.0.0.1", host.port, seat=0, key=old.link.key) == 0
            assert new.link.key is not None
            keep_key(address, 0, new.link.key, "Ana")
            for _ in range(100):
                await table.settle()
                if isinstance(app.screen, LostScreen):
                    break
                await asyncio.sleep(0.05)
            await table.settle()
            text = " ".join(visible_text(app).split())
            assert "Your seat was taken by a newer terminal" in text
            assert "The host closed the table" not in text
            assert "R takes your seat back" in text
            # Nothing happens by itself: the newer terminal keeps the seat.
            await asyncio.sleep(0.5)
            assert host.run(lambda: host.host.seats[0].conn is not None)
            assert new.link.ended is None and isinstance(app.screen, LostScreen)
            # Ana chooses to take it back here: the newer terminal is told why.
            await table.press("r")
            await asyncio.wait_for(
                asyncio.wrap_future(
                    asyncio.run_coroutine_threadsafe(new.link.ended_event.wait(), new.loop)
                ),
                30,
            )
            assert new.link.ended == "replaced"
            for _ in range(400):  # the app's link is the new connection once it has the seat
                if app.joined.link.link.ended is None:
                    break
                await asyncio.sleep(0.05)
            assert app.joined.link.link.ended is None and app.joined.link.link.seat == 0
            await table.settle()
    finally:
        if new is not None:
            new.close()
        old.close()
        host.close()
