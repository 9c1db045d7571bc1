"""A flood from another account, and the players it must not keep out (issue 32).

    sudo python benchmarks/flood.py [--host-user daemon] [--flood-user nobody] [--tcp]

Run as root: the host runs as ``--host-user``, the flood as ``--flood-user`` (two
processes connecting and closing ``--rate`` times a second each, holding ``--sockets``
loopback TCP sockets of their own between them, which once made finding a connection's
source cost the host a scan of every socket), the player's terminal as root (a third
account). First with no flood (the reference), then with it, the same measurements:

- a join with the right code, ``--tries`` times (each takes one of ten open seats);
- a rejoin with the seat's key, ``--tries`` times;
- an action's round trip (one the rules refuse: the host hears it, the game is unchanged);
- the host's CPU over ``--window`` seconds before them, from ``/proc/PID/stat``.

Not a test: it prints the figures, the goal beside them (each join and rejoin within 2 s,
the host under 25% of a core). ``--tcp``: the table on 127.0.0.1 instead of its Unix socket.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import pwd
import resource
import signal
import socket
import subprocess
import sys
import time
from typing import Any

from uno_tui.engine import Catch
from uno_tui.net import local
from uno_tui.net.link import Link

TICKS = os.sysconf("SC_CLK_TCK")
NAMES = [f"P{i}" for i in range(10)]


# ---------------------------------------------------------------------- the host


async def serve(tcp: bool) -> None:
    from uno_tui.net.host import TableHost
    from uno_tui.table.conductor import Conductor, LoopClock
    from uno_tui.table.session import GameSession

    session = GameSession(seed=7)
    session.new_game(NAMES, 500, tuple("human" for _ in NAMES))
    conductor = Conductor(session, LoopClock(asyncio.get_running_loop()))
    host = TableHost(conductor, range(len(NAMES)))
    if tcp:
        port = await host.start("127.0.0.1", 0)
    else:
        port = await host.start(sock=local.listen_local())
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGUSR1, lambda: print(host.knocks, flush=True))
    print(json.dumps({"code": host.code, "port": port}), flush=True)
    await asyncio.Event().wait()


# ---------------------------------------------------------------------- the flood


def flood(target: str | tuple[str, int], rate: float, hold: int) -> None:
    """Connect and close ``rate`` times a second, holding ``hold`` loopback sockets."""
    held: list[socket.socket] = []
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4096)
    while len(held) < hold:
        client = socket.create_connection(server.getsockname())
        accepted, _ = server.accept()
        held += [client, accepted]
    print("ready", flush=True)
    family = socket.AF_UNIX if isinstance(target, str) else socket.AF_INET
    pause = 1.0 / rate
    while True:
        began = time.monotonic()
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.settimeout(1.0)
        with contextlib.suppress(OSError):
            sock.connect(target)  # (the whole handshake: the host has one to accept)
        sock.close()
        time.sleep(max(0.0, pause - (time.monotonic() - began)))


# ---------------------------------------------------------------------- the measures


def as_user(name: str, files: int = 1024) -> Any:
    entry = pwd.getpwnam(name)

    def become() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))
        os.setgid(entry.pw_gid)
        os.setgroups([])
        os.setuid(entry.pw_uid)

    return become


def knocked(host: subprocess.Popen[str]) -> int:
    """Connections the host has accepted so far."""
    assert host.stdout is not None
    host.send_signal(signal.SIGUSR1)
    return int(host.stdout.readline())


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


async def measure(dial: str, port: int, code: str, tries: int) -> dict[str, list[float]]:
    joins: list[float] = []
    seats: list[tuple[int, bytes]] = []
    for _ in range(tries):
        link = Link()
        began = time.monotonic()
        try:
            seat = await link.connect(dial, port, code=code)
            joins.append(time.monotonic() - began)
            assert link.key is not None
            seats.append((seat, link.key))
        except Exception as exc:  # (a failed try counts as never)
            joins.append(float("inf"))
            print("  join failed:", type(exc).__name__, exc, file=sys.stderr)
        await link.close()
    rejoins: list[float] = []
    acts: list[float] = []
    for k in range(tries if seats else 0):
        seat, key = seats[k % len(seats)]
        link = Link()
        began = time.monotonic()
        try:
            await link.connect(dial, port, seat=seat, key=key)
            rejoins.append(time.monotonic() - began)
            seats[k % len(seats)] = (seat, link.key or key)
            began = time.monotonic()
            with_refusal = Catch(seat, (seat + 1) % len(NAMES))
            with contextlib.suppress(Exception):  # the rules' refusal: the answer came
                await link.act(with_refusal)
            acts.append(time.monotonic() - began)
        except Exception as exc:
            rejoins.append(float("inf"))
            print("  rejoin failed:", type(exc).__name__, exc, file=sys.stderr)
        await link.close()
    return {"join": joins, "rejoin": rejoins, "act": acts}


def run(args: argparse.Namespace, with_flood: bool) -> dict[str, Any]:
    host_uid = pwd.getpwnam(args.host_user).pw_uid
    command = [sys.executable, __file__, "--serve"] + (["--tcp"] if args.tcp else [])
    host = subprocess.Popen(
        command, stdout=subprocess.PIPE, text=True, preexec_fn=as_user(args.host_user)
    )
    assert host.stdout is not None
    opened = json.loads(host.stdout.readline())
    flooders: list[subprocess.Popen[str]] = []
    target: Any = ("127.0.0.1", opened["port"]) if args.tcp else local.table_name(host_uid)
    if with_flood:
        for _ in range(2):
            flooder = subprocess.Popen(
                [
                    *(sys.executable, __file__, "--flood", json.dumps(target)),
                    *("--rate", str(args.rate), "--sockets", str(args.sockets // 2)),
                ],
                stdout=subprocess.PIPE,
                text=True,
                preexec_fn=as_user(args.flood_user, args.sockets // 2 + 256),
            )
            flooders.append(flooder)
        for flooder in flooders:
            assert flooder.stdout is not None
            assert flooder.stdout.readline().strip() == "ready"
        time.sleep(2.0)  # the flood under way
    dial = "127.0.0.1" if args.tcp else "@" + args.host_user
    # The host's CPU while only the flood (or nothing) comes, then the players' figures.
    cpu, wall, knocks = cpu_seconds(host.pid), time.monotonic(), knocked(host)
    time.sleep(args.window)
    busy = (cpu_seconds(host.pid) - cpu) / (time.monotonic() - wall)
    accepted = (knocked(host) - knocks) / (time.monotonic() - wall)
    figures = asyncio.run(measure(dial, opened["port"], opened["code"], args.tries))
    figures["cpu"] = [busy]
    figures["knocks"] = [accepted]
    for process in (*flooders, host):
        process.send_signal(signal.SIGKILL)
        process.wait()
    return figures


def describe(figures: dict[str, Any]) -> str:
    def worst(values: list[float]) -> str:
        within = sum(1 for v in values if v <= 2.0)
        return f"max {max(values):6.3f} s, {within}/{len(values)} within 2 s"

    return (
        f"  join   {worst(figures['join'])}\n"
        f"  rejoin {worst(figures['rejoin'] or [float('inf')])}\n"
        f"  act    max {max(figures['act'] or [float('inf')]) * 1000:6.1f} ms round trip\n"
        f"  host   {figures['cpu'][0] * 100:5.1f}% of a core, accepting "
        f"{figures['knocks'][0]:.0f} connections a second (before the joins)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--flood", metavar="TARGET", help=argparse.SUPPRESS)
    parser.add_argument("--tcp", action="store_true")
    parser.add_argument("--host-user", default="daemon")
    parser.add_argument("--flood-user", default="nobody")
    parser.add_argument("--rate", type=float, default=60.0)
    parser.add_argument("--sockets", type=int, default=16000)
    parser.add_argument("--tries", type=int, default=10)
    parser.add_argument("--window", type=float, default=10.0, help="seconds of CPU measured")
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(args.tcp))
        return
    if args.flood:
        target = json.loads(args.flood)
        flood(target if isinstance(target, str) else tuple(target), args.rate, args.sockets)
        return
    if os.getuid() != 0:
        sys.exit("flood.py: run as root (it runs the host and the flood as other accounts)")
    where = "127.0.0.1 (TCP)" if args.tcp else "its Unix socket"
    print(f"A table of {args.host_user} on {where}; the player's terminal runs as root.")
    print("Reference (no flood):")
    print(describe(run(args, False)))
    print(
        f"Flood: two processes of {args.flood_user}, {args.rate:g} connections a second each, "
        f"{args.sockets} loopback sockets held:"
    )
    print(describe(run(args, True)))


if __name__ == "__main__":
    main()
