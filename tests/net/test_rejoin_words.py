"""What the host and a player read about a seat whose player left (found in the SSH
play-test): the host's screen showed "Waiting for Bruno to come back" over
"uno-tui join 127.0.0.1:22290 (join code FPF-QWC)"; Bruno, in a new session whose data
folder did not hold the seat's key, typed that code and read only "Every seat at that
table is taken.": the code takes a seat nobody has taken yet, never a held one. The host
now shows the command that takes the seat back, without the code, and the refusal says
where a player coming back takes their seat from. Read at 80x24 with NO_COLOR."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from app.driver import Table, until_drawn, visible_text
from app.scenarios import deal

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from uno_tui import cli
from uno_tui.i18n import activate, install
from uno_tui.net.link import Link
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui.hosted.screens import RemoteTurnScreen

from .test_host_setup import a_host, squash
from .test_open_seat import deal_on_to
from .threaded import HostThread

#: The host's line under a seat whose player left, in each language.
REJOINS = {
    "en": "Bruno rejoins with: uno-tui join 127.0.0.1:",
    "pt_PT": "Bruno volta com: uno-tui join 127.0.0.1:",
    "es": "Bruno vuelve con: uno-tui join 127.0.0.1:",
}


@pytest.mark.parametrize("lang", list(REJOINS))
async def test_the_host_shows_how_a_player_who_left_rejoins_without_the_code(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    hands = deal(["R5 R7 G2", "B3 B4 Y6 Y8", "R3 R4 R6 R8"], "R9", dealer=0)
    app, port = a_host(
        AppOptions(players=("Ana", "Bruno", "Carla"), seed=1, bot_pace=60.0, lang=lang),
        {1: "Bruno"},
    )
    app.session.deals = [hands]  # type: ignore[misc]
    bruno = Link()
    try:
        app.new_game(("Ana", "Bruno", "Carla"), 100, (HUMAN, HUMAN, cpu()))
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await deal_on_to(app, table, RemoteTurnScreen)
            assert await bruno.connect("127.0.0.1", port, code=app.net.code) == 1
            await bruno.close()  # Bruno's connection drops, on his turn
            for _ in range(300):
                if app.net.away() == [1]:
                    break
                await asyncio.sleep(0.01)
            app.clear_notifications()
            await table.settle()
            await until_drawn(table.pilot)
            shown = squash(visible_text(app))
            assert REJOINS[lang] + str(port) in shown, shown
            assert app.net.code not in shown, shown
    finally:
        await bruno.close()
        install(None)
        activate("en")


def test_a_code_for_a_held_seat_says_where_its_player_takes_it_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path / "data"))
    host = HostThread(("Ana", "Bruno"), ("human", "human"), [1], seed=8)
    bruno = Link()
    try:
        assert host.call(bruno.connect("127.0.0.1", host.port, code=host.host.code)) == 1
        host.call(bruno.close())
        code = tmp_path / "code"
        code.write_text(host.host.code)
        os.chmod(code, 0o600)
        assert cli.main(["join", f"127.0.0.1:{host.port}", "--code-file", str(code)]) == 1
        err = capsys.readouterr().err
        assert err == (
            "uno-tui: Every seat at that table is taken. A player coming back to their seat "
            "needs no code: uno-tui join takes it back from the account and data folder they "
            "joined with, which keep the seat's key.\n"
        )
    finally:
        host.close()


def test_the_full_screen_join_ends_with_the_command_that_takes_the_seat_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found in the SSH play-test: after Q, Bruno's shell showed only the line join wrote
    as it started ("uno-tui: Bruno's seat at the table hosted by ana"); ``join --plain``
    ends with how to come back, and so does the full-screen terminal now: after its
    player left, and after the host closed the table."""
    import time

    from uno_tui.ui.app import UnoApp

    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path / "data"))
    host = HostThread(("Ana", "Bruno"), ("human", "human"), [1], seed=8)
    closing = False

    def run(self: UnoApp) -> None:  # the player plays, then leaves (or the host closes)
        if closing:
            host.close()
            assert self.joined is not None
            for _ in range(200):
                if self.joined.ended is not None:
                    break
                time.sleep(0.01)

    monkeypatch.setattr(UnoApp, "run", run)
    try:
        code = tmp_path / "code"
        code.write_text(host.host.code)
        os.chmod(code, 0o600)
        address = f"127.0.0.1:{host.port}"
        assert cli.main(["join", address, "--code-file", str(code)]) == 0
        err = capsys.readouterr().err.splitlines()
        assert (
            err[-1] == f"uno-tui: You left the table: uno-tui join {address} takes your seat back."
        )
        closing = True
        assert cli.main(["join", address]) == 0  # (the seat's key takes it back)
        err = capsys.readouterr().err.splitlines()
        assert err[-1] == (
            f"uno-tui: The host closed the table. uno-tui join {address} takes your seat back "
            "when the host is there."
        ), err
    finally:
        if not closing:
            host.close()
