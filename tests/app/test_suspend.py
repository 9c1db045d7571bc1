"""Ctrl+Z suspends the game to the shell, as any program in a terminal, where a shell's
``fg`` can bring it back; where none can (a terminal Textual cannot give back, no shell
job control) or at a hosted table (its joined terminals would stop with it), the screen
says why instead of doing nothing. The help lists the key. The OS call is a stand-in
here: the test's own process is not stopped."""

from __future__ import annotations

import os
import signal
import socket
from typing import Any

import pytest
from textual.drivers.headless_driver import HeadlessDriver

from uno_tui.table.options import AppOptions
from uno_tui.ui import suspend
from uno_tui.ui.app import make_app
from uno_tui.ui.hosted.hostapp import HostApp
from uno_tui.ui.screens.help import HelpScreen

from .conftest import Run
from .driver import drawn, screen_text, until_drawn
from .scenarios import deal

DEAL = [deal(["R5 R7 R2", "G2 Y9 B7"], "R1", dealer=1)]
CANNOT = "The game cannot be suspended here: no shell would bring it back with fg."
HOSTED = "A hosted table is not suspended: the terminals that joined it would stop"


def squash(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


@pytest.fixture
def stopped(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """A terminal a shell's job control can give back: the signals the game sends itself
    to stop (recorded, not sent)."""
    sent: list[tuple[int, int]] = []
    monkeypatch.setattr(HeadlessDriver, "can_suspend", property(lambda _self: True))
    monkeypatch.setattr(suspend, "can_stop", lambda _app: True)
    monkeypatch.setattr(os, "kill", lambda pid, sig: sent.append((pid, sig)))
    return sent


async def test_ctrl_z_suspends_the_game_to_the_shell(
    run: Run, stopped: list[tuple[int, int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await until_drawn(table.pilot)
        before = screen_text(app.screen)
        await table.press("ctrl+z")
        assert stopped == [(os.getpid(), signal.SIGTSTP)]
        await until_drawn(table.pilot)
        assert CANNOT not in squash(screen_text(app.screen))
        # Back (``fg``): the same screen, drawn again in full (a screen already shown is
        # not painted again unless asked: the terminal showed the shell meanwhile), and
        # its keys work.
        asked: list[dict[str, bool]] = []
        refresh = app.refresh
        monkeypatch.setattr(app, "refresh", lambda **kw: asked.append(kw) or refresh(**kw))
        app.app_resume_signal.publish(app)
        await table.settle()
        assert {"layout": True} in asked
        await until_drawn(table.pilot)
        assert screen_text(app.screen) == before
        await table.press("enter")
        assert len(table.game.hands[0]) == 2


async def test_ctrl_z_suspends_from_a_dialog_too(run: Run, stopped: list[tuple[int, int]]) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await table.press("ctrl+z")
        assert stopped == [(os.getpid(), signal.SIGTSTP)]


async def test_where_no_shell_can_bring_it_back_ctrl_z_says_so(run: Run) -> None:
    """(A test's headless app is such a terminal.)"""
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("ctrl+z")
        assert CANNOT in await drawn(table, lambda text: CANNOT in text)


async def test_a_hosted_table_is_not_suspended_and_says_why(
    run: Run, stopped: list[tuple[int, int]]
) -> None:
    sock = socket.create_server(("127.0.0.1", 0))
    port = int(sock.getsockname()[1])
    options: Any = AppOptions(players=("Ana", "Bruno"), seed=1)
    app = HostApp(options, {1: "Bruno"}, sock, f"127.0.0.1:{port}")
    async with run(app) as table:
        await table.settle()
        await table.press("ctrl+z")
        await table.settle()
        assert stopped == []
        text = await drawn(table, lambda text: HOSTED in text)
        assert HOSTED in text and "uno-tui host --resume opens it again" in text, text


async def test_the_help_lists_ctrl_z(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("question_mark")
        row = "^Z Suspend to the shell (fg brings it back)"
        assert row in await drawn(table, lambda text: row in text)
