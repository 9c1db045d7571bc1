"""A terminal knows its host by the account the kernel names, not by a port (issue 32).

Another account that takes the table's name or old port while the host is down is not
the table: the terminal sends it nothing and says who runs it. Where the test runs as
root it forks a child that becomes ``nobody`` (another account indeed); the same is also
checked with the kernel's answer simulated at the one place that asks for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from uno_tui.net import local
from uno_tui.net.client import Lost, NotHost
from uno_tui.net.host import TableHost
from uno_tui.net.keys import find_kept, keep_key
from uno_tui.net.link import Link
from uno_tui.net.words import hosted_by, not_host

from .table import hosted, until

NOBODY = 65534
ROOT = os.getuid() == 0
ME = os.getuid()


@pytest.fixture(autouse=True)
def own_names(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Tables of this test only (parallel tests and real hosts have names of their own),
    and a data folder of its own for the keys."""
    monkeypatch.setattr(local, "PREFIX", f"uno-tui-test-{secrets.token_hex(4)}/")
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    yield


def me() -> str:
    return "@" + local.account_name(ME)


class Squatter:
    """Another account (``nobody``, in a forked child) listening at ``where``: it takes
    one connection and reports how many bytes it was sent."""

    def __init__(self, where: str | tuple[str, int]) -> None:
        ready_r, ready_w = os.pipe()
        said_r, said_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # pragma: no cover - the child
            code = 1
            try:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
                family = socket.AF_UNIX if isinstance(where, str) else socket.AF_INET
                server = socket.socket(family, socket.SOCK_STREAM)
                server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                server.bind(where)
                server.listen(8)
                os.write(ready_w, b"1")
                server.settimeout(20)
                conn, _ = server.accept()
                conn.settimeout(2)
                heard = b""
                with contextlib.suppress(OSError):
                    while chunk := conn.recv(4096):
                        heard += chunk
                os.write(said_w, str(len(heard)).encode())
                code = 0
            finally:
                os._exit(code)
        os.close(ready_w)
        os.close(said_w)
        assert os.read(ready_r, 1) == b"1"
        os.close(ready_r)
        self.said = said_r

    def heard(self) -> int:
        """Bytes it was sent (after the connection it took has ended)."""
        data = os.read(self.said, 32)
        os.close(self.said)
        os.waitpid(self.pid, 0)
        return int(data)


async def test_a_local_table_is_found_by_its_hosts_account_and_named_by_the_kernel() -> None:
    table = await hosted(sock=local.listen_local())
    ana = Link()
    assert await ana.connect(me(), 0, code=table.host.code, name="Ana") == 0
    assert ana.host_uid == ME and ana.table_id == table.host.table
    assert hosted_by(ana.host_uid, "x") == "hosted by " + local.account_name(ME)
    # The host counted the connection against this account, from the kernel.
    assert all(c.source == f"uid {ME}" for c in table.host.connections)
    await table.close(ana)


@pytest.mark.skipif(not ROOT, reason="needs root to become another account")
async def test_the_tables_name_taken_by_another_account_is_passed_over() -> None:
    # Nobody takes this account's table name before the host starts...
    squatter = Squatter(local.table_name(ME))
    # ...so the host listens under a name of its own, and the terminal finds it there.
    table = await hosted(sock=local.listen_local())
    ana = Link()
    assert await ana.connect(me(), 0, code=table.host.code, name="Ana") == 0
    assert ana.host_uid == ME
    # It knocked at the squatter's socket, saw whose it was, and sent it nothing.
    assert await asyncio.to_thread(squatter.heard) == 0
    await table.close(ana)


@pytest.mark.skipif(not ROOT, reason="needs root to become another account")
async def test_a_port_another_account_took_is_not_the_table() -> None:
    """Issue 32's relay: the host is down, another account listens on its old port."""
    table = await hosted()
    ana = await table.join("Ana")
    assert ana.host_uid == ME and ana.key is not None
    port, key = table.port, ana.key
    await table.close(ana)
    squatter = Squatter(("127.0.0.1", port))
    with pytest.raises(NotHost) as other:
        await Link().connect("127.0.0.1", port, seat=0, key=key, host_uid=ME)
    assert (other.value.found, other.value.expected) == (NOBODY, ME)
    said = not_host(other.value.found, other.value.expected, f"127.0.0.1:{port}")
    assert "run by nobody" in said and "nothing was sent" in said
    assert await asyncio.to_thread(squatter.heard) == 0  # not even a hello


async def test_the_kernels_answer_of_another_account_stops_the_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same, where the test cannot become another account: the one place that asks
    the kernel says another uid runs what answers."""
    table = await hosted()
    ana = await table.join("Ana")
    key, heard_before = ana.key, table.host.knocks
    monkeypatch.setattr(local, "peer_uid", lambda sock: ME + 1)
    with pytest.raises(NotHost):
        await Link().connect("127.0.0.1", table.port, seat=0, key=key, host_uid=ME)
    monkeypatch.undo()
    # ...and nothing was said to it: the host saw the knock, and not a line.
    await until(lambda: table.host.knocks == heard_before + 1)
    await asyncio.sleep(0.05)
    assert len(table.host.gate.pending) == 0
    assert table.host.seats[0].conn is not None and ana.ended is None
    await table.close(ana)


async def test_no_table_of_the_account_is_said_in_one_line() -> None:
    with pytest.raises(Lost) as lost:
        await Link().connect(me(), 0, code="AAA-AAA")
    assert str(lost.value) == "no table of that account is open"


async def test_the_key_rejoins_a_host_restarted_on_another_port() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    assert ana.key is not None and ana.seat == 0
    keep_key(f"127.0.0.1:{table.port}", 0, ana.key, "Ana", table=ana.table_id, host=ME)
    held = {0: table.host.seats[0].key}
    await table.close(ana)
    # The host comes back (``host --resume``: the same table, its keys) on another port.
    again = TableHost(table.conductor, [0, 1], keys=held, table=table.host.table)  # type: ignore[arg-type]
    port = await again.start(port=0)
    assert port != table.port
    kept = find_kept(f"127.0.0.1:{port}", moved=True)
    assert kept is not None and kept.table == table.host.table
    ana = Link()
    assert (
        await ana.connect("127.0.0.1", port, seat=kept.seat, key=kept.key, host_uid=kept.host) == 0
    )
    assert ana.table_id == table.host.table
    await ana.close()
    await again.close()


@pytest.mark.skipif(not ROOT, reason="needs root to become another account")
async def test_the_key_rejoins_a_local_host_restarted_under_another_name() -> None:
    table = await hosted(sock=local.listen_local())
    ana = Link()
    await ana.connect(me(), 0, code=table.host.code, name="Ana")
    assert ana.key is not None
    held = {0: table.host.seats[0].key}
    await table.close(ana)
    # Another account took its plain name while it was down: it comes back under another.
    squatter = Squatter(local.table_name(ME))
    again = TableHost(table.conductor, [0, 1], keys=held, table=table.host.table)  # type: ignore[arg-type]
    await again.start(sock=local.listen_local())
    ana2 = Link()
    assert await ana2.connect(me(), 0, seat=0, key=ana.key, host_uid=ME) == 0
    assert await asyncio.to_thread(squatter.heard) == 0
    await ana2.close()
    await again.close()


def test_join_finds_a_table_by_its_hosts_account_or_its_address(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from uno_tui.cli.where import find_where

    name = local.account_name(ME)
    found = find_where(name)
    assert not isinstance(found, str) and (found.dial, found.where) == ("@" + name, name)
    found = find_where("127.0.0.1:7000")
    assert not isinstance(found, str) and (found.dial, found.port) == ("127.0.0.1", 7000)
    # Without one: the only table open on this machine...
    monkeypatch.setattr(local, "local_hosts", lambda: [ME])
    found = find_where(None)
    assert not isinstance(found, str) and found.dial == "@" + name
    # ...else it asks whose, or says there is none (one line each).
    monkeypatch.setattr(local, "local_hosts", lambda: [ME, NOBODY])
    said = find_where(None)
    assert isinstance(said, str) and "say whose" in said and name in said
    monkeypatch.setattr(local, "local_hosts", lambda: [])
    said = find_where(None)
    assert isinstance(said, str) and "no table is open on this machine" in said


def test_a_bare_word_that_is_no_account_and_no_host_is_said_at_once() -> None:
    """``join nosuchuser`` is neither an account nor a host name: one line saying so, not
    a resolver's error about nosuchuser:7654 (found in the play-test)."""
    from uno_tui.cli.where import find_where

    said = find_where("nosuchuser.invalid")  # (.invalid never resolves: RFC 2606)
    assert said == (
        "uno-tui: nosuchuser.invalid is neither an account of this machine nor HOST:PORT"
    )
    found = find_where("localhost")  # a host's name, on the default port
    assert not isinstance(found, str) and (found.dial, found.port) == ("localhost", 7654)


def test_a_seat_kept_at_one_port_is_found_at_another_port_of_that_host_only() -> None:
    keep_key("10.0.0.1:7654", 1, b"k" * 32, "Bruno", table="t1", host=None)
    assert find_kept("10.0.0.1:7654") is not None
    assert find_kept("10.0.0.1:7700") is None  # (only when the table may have moved)
    kept = find_kept("10.0.0.1:7700", moved=True)
    assert kept is not None and (kept.table, kept.seat, kept.where) == ("t1", 1, "10.0.0.1:7654")
    assert find_kept("10.0.0.2:7654", moved=True) is None
    # A key kept again after a rejoin stays the table's, wherever it was reached.
    keep_key("10.0.0.1:7654", 1, b"j" * 32, "Bruno")
    kept = find_kept("10.0.0.1:7654")
    assert kept is not None and kept.key == b"j" * 32 and kept.table == "t1"


async def test_a_socket_of_the_account_that_is_not_the_table_is_passed_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A host of the account that froze (a take-over) or another of its tables holds the
    plain name: the terminal goes on to the next socket of that account."""
    from uno_tui.net import link as link_module

    monkeypatch.setattr(link_module, "CONNECT_TIMEOUT", 0.5)
    frozen = local.listen_local()  # listens, never answers
    table = await hosted(sock=local.listen_local())
    other = await hosted(sock=local.listen_local())  # another table of this account
    ana = Link()
    assert await ana.connect(me(), 0, code=table.host.code, name="Ana") == 0
    assert ana.table_id == table.host.table
    assert ana.key is not None
    again = Link()
    assert await again.connect(me(), 0, seat=0, key=ana.key, host_uid=ME) == 0
    assert again.table_id == table.host.table
    frozen.close()
    await other.close()
    await table.close(ana, again)


def test_join_an_account_with_no_table_open_says_so_before_asking_the_code(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found in a play-test: `uno-tui join ana` while ana had no table open asked "Join
    code for the table hosted by ana (its screen shows it):", words taken from the command
    line, not from the kernel, and only after the code was typed said nothing was there.
    The kernel is asked first: nothing open is one line, and no code is asked for."""
    from uno_tui import cli
    from uno_tui.cli import private

    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return "ABC-DEF"

    monkeypatch.setattr(private, "ask", ask)
    nobody = local.account_name(NOBODY)
    assert cli.main(["join", nobody]) == 1
    assert asked == []
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no table of that account is open" in err, err


def test_watch_an_account_with_no_table_open_says_so_before_asking_the_code(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """As ``join``: ``join --watch ACCOUNT`` asks the kernel first (it asked for a code
    for a table that was not there)."""
    from uno_tui import cli
    from uno_tui.cli import private

    asked: list[str] = []
    monkeypatch.setattr(private, "ask", lambda prompt: asked.append(prompt) or "ABC-DEF")
    assert cli.main(["join", "--watch", local.account_name(NOBODY)]) == 1
    assert asked == []
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no table of that account is open" in err, err
