"""Real ``uno-tui host`` and ``uno-tui join`` processes, as another user of the machine
sees them: no process's command line or environment holds the join code or the seed
(issue 23, items 3 and 4), and a second ``host --resume`` that cannot open the table's
port leaves the game to the host that serves it (item 6)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import sys
from pathlib import Path

import pytest

from uno_tui.net.link import Link

from .table import until

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "system"))
from pty_app import Terminal, code_of

SEED = "918273645"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def private_file(folder: Path, name: str, text: str, mode: int = 0o600) -> Path:
    path = folder / name
    path.write_text(text + "\n")
    path.chmod(mode)
    return path


def public_traces(secret: str) -> list[str]:
    """Every process whose command line or environment, as /proc shows them, holds
    ``secret``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        for part in ("cmdline", "environ"):
            try:
                data = (entry / part).read_bytes()
            except OSError:
                continue
            if secret.encode() in data:
                found.append(f"{entry.name}/{part}: {data[:200]!r}")
    return found


@pytest.mark.slow
def test_no_process_shows_the_join_code_or_the_seed(tmp_path: Path) -> None:
    port = free_port()
    seed = private_file(tmp_path, "seed", SEED)
    host = Terminal(
        ["host", "--players", "open:Ana,cpu:Carla", "--port", str(port), "--seed-file", str(seed)],
        tmp_path / "host",
    )
    joined: Terminal | None = None
    hot_seat: Terminal | None = None
    try:
        code = code_of(host)
        host.read_until("Enter deals now")  # the first deal waits for Ana's terminal
        joined = Terminal(["join", f"127.0.0.1:{port}"], tmp_path / "ana")
        joined.read_until("Join code")
        os.write(joined.master, code.encode() + b"\r")
        joined.read_until("Carla")  # the table, as Ana's terminal shows it
        assert code.encode() not in joined.everything  # not even echoed as typed
        hot_seat = Terminal(
            ["--players", "Ana,cpu:Bruno", "--seed-file", str(seed)], tmp_path / "hot"
        )
        hot_seat.read_until("Bruno")
        assert public_traces(code) == []
        assert public_traces(SEED) == []
    finally:
        for terminal in (joined, hot_seat, host):
            if terminal is not None:
                terminal.close()


@pytest.mark.slow
def test_a_secret_file_others_can_read_is_refused_and_the_options_warn(tmp_path: Path) -> None:
    shared = private_file(tmp_path, "code", "K7M-4QX", mode=0o644)
    join = Terminal(["join", "127.0.0.1:1", "--code-file", str(shared)], tmp_path)
    join.read_until("other users can read or change")
    assert join.proc.wait(10) == 2
    join.close()
    join = Terminal(["join", "127.0.0.1:1", "--code", "K7M-4QX"], tmp_path)
    join.read_until("can be read by every user of this machine")
    join.read_until("Cannot reach a table")
    join.close()


@pytest.mark.slow
def test_a_second_host_that_cannot_serve_leaves_the_game_to_the_first(tmp_path: Path) -> None:
    port = free_port()
    args = ["host", "--players", "open:Ana,cpu:Carla", "--port", str(port), "--pace", "0"]
    first = Terminal(args, tmp_path)
    second: Terminal | None = None
    try:
        code = code_of(first)
        first.read_until("Enter deals now")  # the first deal waits for Ana's terminal

        async def join() -> tuple[int, bytes]:
            ana = Link()
            seat = await ana.connect("127.0.0.1", port, code=code, name="Ana")
            await until(lambda: ana.table is not None and ana.table.snapshot.view is not None, ana)
            key = ana.key
            await ana.close()
            assert key is not None
            return seat, key

        seat, key = asyncio.run(join())
        os.kill(first.proc.pid, signal.SIGSTOP)  # frozen, still holding its port and save
        second = Terminal(["host", "--resume", "--port", str(port)], tmp_path)
        second.read_until("cannot open a table")
        assert second.proc.wait(10) == 1
        assert b"Take it over" not in second.everything  # it never reached for the game
        os.kill(first.proc.pid, signal.SIGCONT)

        async def rejoin() -> None:
            ana = Link()
            assert await ana.connect("127.0.0.1", port, seat=seat, key=key) == seat
            await until(lambda: ana.table is not None and ana.table.snapshot.view is not None, ana)
            await ana.close()

        asyncio.run(rejoin())  # the first host serves on
        assert first.proc.poll() is None
        assert b"RuntimeWarning" not in first.everything
    finally:
        with contextlib.suppress(OSError):
            os.kill(first.proc.pid, signal.SIGCONT)
        first.close()
        if second is not None:
            second.close()


@pytest.mark.slow
def test_a_take_over_on_another_port_ends_with_one_host_serving(tmp_path: Path) -> None:
    """The player chooses to take the game over from a frozen host, on a free port: the
    new host serves it, and the old one, when it wakes, leaves quietly."""
    first_port, second_port = free_port(), free_port()
    first = Terminal(
        ["host", "--players", "open:Ana,cpu:Carla", "--port", str(first_port), "--pace", "0"],
        tmp_path,
    )
    second: Terminal | None = None
    try:
        first.read_until("Enter deals now")  # the first deal waits for Ana's terminal
        os.kill(first.proc.pid, signal.SIGSTOP)
        second = Terminal(["host", "--resume", "--port", str(second_port)], tmp_path)
        second.read_until("Take it over")
        second.type(b"y\r")
        code = code_of(second)
        second.read_until("Enter deals now")  # (it still waits: nobody has seen the deal)
        second.press(b"\r", "Discards")  # the host deals now, Ana's seat open
        os.kill(first.proc.pid, signal.SIGCONT)
        assert first.wait(20) == 0
        assert b"RuntimeWarning" not in first.everything
        assert b"Traceback" not in first.everything

        async def join() -> None:
            ana = Link()
            assert await ana.connect("127.0.0.1", second_port, code=code, name="Ana") == 0
            await ana.close()

        asyncio.run(join())
        with socket.socket() as probe:
            assert probe.connect_ex(("127.0.0.1", first_port)) != 0  # nobody serves there
    finally:
        with contextlib.suppress(OSError):
            os.kill(first.proc.pid, signal.SIGCONT)
        first.close()
        if second is not None:
            second.close()
