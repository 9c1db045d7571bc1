"""A seat's key is found by the table's host account wherever the host came back on this
machine (found in the SSH play-test: Ana hosted with ``--port``, her connection dropped,
and ``uno-tui host --resume`` reopened the table on this machine's socket, as its own
screen then said: ``uno-tui join ana``. Bruno, who kept the seat's key, was asked for
the join code by ``uno-tui join ana`` and by ``uno-tui join``, a code that cannot take a
seat someone holds; and R on his lost screen knocked at the old port for ever).

The host's account is the one the kernel named when the seat was taken: a socket of any
other account is still passed over (``test_local.py``)."""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from app.driver import Table, visible_text

from uno_tui import cli
from uno_tui.cli import private
from uno_tui.net import local
from uno_tui.net.host import TableHost
from uno_tui.net.keys import keep_key
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.hosted.clientapp import joined_app
from uno_tui.ui.hosted.screens import LostScreen

from .threaded import HostThread


@pytest.fixture(autouse=True)
def own_names(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Tables of this test only, a data folder of its own for the keys, and no colour."""
    monkeypatch.setattr(local, "PREFIX", f"uno-tui-test-{secrets.token_hex(4)}/")
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("NO_COLOR", "1")
    yield


def me() -> str:
    return local.account_name(os.getuid())


def bruno_joins(host: HostThread) -> LinkThread:
    """Bruno's terminal takes seat 1 on the table's TCP port and keeps its key, as
    ``uno-tui join 127.0.0.1:PORT`` does."""
    link = LinkThread()
    assert link.connect("127.0.0.1", host.port, code=host.host.code, name="Bruno") == 1
    assert link.link.key is not None
    keep_key(
        f"127.0.0.1:{host.port}",
        1,
        link.link.key,
        "Bruno",
        table=link.link.table_id,
        host=link.link.host_uid,
    )
    link.call(link.link.wait_update(0), 10)
    return link


def resume_on_the_socket(host: HostThread) -> None:
    """The host goes down and comes back as ``host --resume`` without ``--port``: the
    same table (its name, the seats' keys) on this machine's socket."""
    old = host.host
    held = {seat: old.seats[seat].key for seat in (1,)}

    async def again() -> TableHost:
        await old.close()
        new = TableHost(
            host.conductor,
            [1],
            keys=held,
            table=old.table,
            rate=1000.0,
            burst=1000,
            share_first=False,
        )
        await new.start(sock=local.listen_local())
        return new

    host.host = host.call(again())


def test_join_by_the_hosts_account_takes_the_seat_back_without_the_code(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from uno_tui.cli import lines

    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return ""

    monkeypatch.setattr(private, "ask", ask)
    monkeypatch.setattr(lines, "run_joined_lines", lambda *args: 0)
    host = HostThread(("Ana", "Bruno"), ("human", "human"), [1], seed=8)
    bruno = bruno_joins(host)
    try:
        bruno.close()
        resume_on_the_socket(host)
        for command in (["join", "--plain", me()], ["join", "--plain"]):
            assert cli.main(command) == 0, capsys.readouterr().err
            err = capsys.readouterr().err
            assert asked == [], asked  # no join code asked for
            assert err == f"uno-tui: Bruno's seat at the table hosted by {me()}\n"
    finally:
        host.close()


async def test_r_on_the_lost_screen_finds_the_host_back_on_this_machines_socket(
    tmp_path: Path,
) -> None:
    host = HostThread(("Ana", "Bruno"), ("human", "human"), [1], seed=8)
    address = f"127.0.0.1:{host.port}"
    bruno = bruno_joins(host)
    try:
        app = joined_app(bruno, address, key_guard=0.0, rejoin=("127.0.0.1", host.port))
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            resume_on_the_socket(host)
            for _ in range(200):
                await table.settle()
                if isinstance(app.screen, LostScreen):
                    break
                await asyncio.sleep(0.02)
            assert isinstance(app.screen, LostScreen)
            assert "R rejoins your seat when the host is back" in visible_text(app)
            await table.press("r")
            text = ""
            for _ in range(200):
                await table.settle()
                text = " ".join(visible_text(app).split())
                if "Bruno — your" in text:
                    break
                await asyncio.sleep(0.02)
            assert not isinstance(app.screen, LostScreen), text
            assert "Bruno — your" in text, text
            # The seat's key is kept as the table is reached now: by its host's account.
            from uno_tui.net.keys import find_kept

            kept = find_kept(me())
            assert kept is not None and kept.seat == 1 and kept.table == host.host.table
    finally:
        bruno.close()
        host.close()


def test_plain_join_goes_to_the_table_on_tcp_whose_seat_it_keeps(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``join --plain`` says, as it ends, "uno-tui join --plain takes your seat back when
    the host is there"; for a table on TCP it said "no table is open on this machine"
    (found in the SSH play-test). With no table open on this machine's socket, plain
    ``join`` goes to the table on TCP whose seat this user keeps."""
    from uno_tui.cli.where import find_where

    monkeypatch.setattr(local, "local_hosts", lambda: [])
    said = find_where(None)
    assert isinstance(said, str) and "no table is open on this machine" in said
    keep_key("127.0.0.1:7001", 1, b"j" * 32, "Bruno", table="t2", host=os.getuid())
    found = find_where(None)
    assert not isinstance(found, str)
    assert (found.dial, found.port, found.where) == ("127.0.0.1", 7001, "127.0.0.1:7001")


def test_join_an_account_with_no_table_on_its_socket_says_how_a_table_on_tcp_is_joined(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Found in the SSH play-test: Ana hosted with ``--port 22290``; ``uno-tui join ana``
    said only "no table of that account is open"."""
    assert cli.main(["join", me()]) == 1
    err = capsys.readouterr().err
    assert err == (
        f"uno-tui: Cannot reach a table at {me()}: no table of that account is open. A table "
        "on TCP (host --port) is joined at its address, as its host's screen shows: uno-tui "
        "join 127.0.0.1:PORT\n"
    )
