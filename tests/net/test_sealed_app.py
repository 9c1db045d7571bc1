"""A joined terminal whose host's line was changed on the way says so in one line and
connects again by itself; nothing the line carried is used (issue 32)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from app.driver import Table, until_drawn, visible_text

from uno_tui.net import protocol as p
from uno_tui.net.keys import keep_key
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.hosted.clientapp import joined_app
from uno_tui.ui.hosted.screens import LostScreen

from .test_sealed import TO_TERMINAL, Relay, alter
from .threaded import HostThread


async def test_a_line_changed_on_the_way_is_said_and_the_terminal_connects_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    host = HostThread(("Ana", "Bruno", "Carla"), ("human", "cpu-easy", "cpu-easy"), [0], seed=8)
    relay = Relay(host.port)
    port = host.call(relay.start())
    address = f"127.0.0.1:{port}"
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", port, code=host.host.code) == 0
        assert link.link.key is not None
        keep_key(address, 0, link.link.key, "Ana")
        link.call(link.link.wait_update(0), 10)
        app = joined_app(link, address, key_guard=0.0, rejoin=("127.0.0.1", port))
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            first = link.link
            held = first.table.snapshot if first.table is not None else None
            # The relay changes the host's next line (the answer to a ping).
            host.run(lambda: relay.arm(TO_TERMINAL, alter))
            link.send(p.Ping())
            for _ in range(400):
                if link.link is not first and link.link.ended is None:
                    break
                await asyncio.sleep(0.05)
            assert first.ended == p.TAMPERED
            assert first.table is not None and first.table.snapshot is held  # nothing used
            # It said so, and took the seat back by itself on a new connection.
            said = [n.message for n in app._notifications]
            assert any("changed, dropped or replayed" in m for m in said), said
            assert link.link is not first and link.link.ended is None
            await table.settle()
            assert not isinstance(app.screen, LostScreen)
            await until_drawn(table.pilot)
            assert "out of reach" not in visible_text(app)
    finally:
        link.close()
        host.call(relay.close())
        host.close()
