"""At a joined terminal, a key the host refuses before the rules see it, and a rejoin the
host refuses, are said on the screen's own line, as every refusal is, never in a pop-up
(issue 26, item 4). Read off the real client app's screen at 80x24 with NO_COLOR."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from app.driver import Table, shown, visible_text

from uno_tui.engine import Action
from uno_tui.engine.events import Event
from uno_tui.net import protocol as p
from uno_tui.net.client import Refused
from uno_tui.net.keys import keep_key
from uno_tui.net.link import Link
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted.clientapp import joined_app
from uno_tui.ui.hosted.screens import LostScreen
from uno_tui.ui.screens.hand import HandScreen

from .test_client_app import joined, until_shown
from .threaded import HostThread

TOO_FAST = "Too many tries or keys at once: wait a moment and try again."


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def said(app: UnoApp) -> str:
    assert not app._notifications, [n.message for n in app._notifications]
    return " ".join(visible_text(app).split())


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", TOO_FAST), ("es", "Demasiados intentos o teclas a la vez")],
)
async def test_a_key_the_host_refuses_is_said_under_the_hand(
    monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=8)
    async with joined(host, key_guard=0.0, lang=lang) as (app, table):
        await until_shown(
            table, lambda: isinstance(app.screen, HandScreen) and app.view(0).current == 0
        )

        async def too_fast(self: Link, action: Action) -> list[Event]:
            raise Refused(p.TOO_FAST)

        monkeypatch.setattr(Link, "act", too_fast)
        await table.press("d")
        text = await shown(table.pilot, lambda: said(app), lambda text: words in text)
        assert isinstance(app.screen, HandScreen)
        assert words in text


async def test_a_refused_rejoin_is_said_on_the_lost_screens_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
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
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            new = LinkThread()  # Ana's other terminal takes the seat
            assert new.connect("127.0.0.1", host.port, seat=0, key=old.link.key) == 0
            for _ in range(100):
                await table.settle()
                if isinstance(app.screen, LostScreen):
                    break
                await asyncio.sleep(0.05)
            assert isinstance(app.screen, LostScreen)
            assert TOO_FAST not in said(app)

            def refused(self: LinkThread, *args: object) -> int:
                raise Refused(p.TOO_FAST)

            monkeypatch.setattr(LinkThread, "reconnect", refused)
            await table.press("r")
            for _ in range(100):
                await table.settle()
                if isinstance(app.screen, LostScreen) and TOO_FAST in visible_text(app):
                    break
                await asyncio.sleep(0.02)
            await table.pilot.pause()
            text = said(app)
            assert TOO_FAST in text, text
            assert "Your seat was taken by a newer terminal" in text
    finally:
        if new is not None:
            new.close()
        old.close()
        host.close()
