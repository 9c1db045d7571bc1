"""A hosted table on loopback: how soon one terminal sees another's key, and what the host
costs while its players sit idle.

    python benchmarks/join_latency.py [--actions 200] [--idle 30] [--show]

1. Latency. ``uno-tui host --players open:Ana,open:Bruno`` and two ``uno-tui join``
   terminals, each a real process in its own 80x24 pseudo-terminal (read through pyte, a
   test dependency, to know which screen is up). Whoever's turn it is presses the key that
   acts (Enter on a playable card, R in the colour dialog, D to draw, K to keep a card
   drawn); the figure is the time from writing that key to the first bytes of the frame
   that shows its result on the *other* terminal, over ``--actions`` actions (rounds are
   dealt on at the host as they end). Goal: p95 ≤ 50 ms. Until that frame comes, what
   the terminals write is timed as it is read but parsed (pyte) only after: parsing a
   frame takes some 7 ms of CPU, which a player's own terminal spends on their machine,
   not on the cores the host and the joined apps share. Beside it, the CPU time the
   other terminal's app took meanwhile (all its threads, from /proc/PID/task/*/schedstat):
   unlike the time, it hardly depends on what else the machine runs.
2. Idle. The host with ten seats, nine of them taken by clients that stay connected and
   do nothing but their pings, for ``--idle`` seconds: the host process's CPU time
   (user + system, from /proc) over that time, as a share of one core; the same host with
   no client, for comparison. Goal: < 2 % of one core.

Every wait has a timeout and every child is killed at the end. Not a test: it prints
figures (timings on a shared machine are noisy; compare within one run).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import select
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyte

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from uno_tui.net.link import Link  # noqa: E402

ROWS, COLS = 24, 80
PATIENCE = 30.0
#: The join code on the host's screen (the end of its notice: the host prints no code).
CODE = re.compile(r"code ([0-9A-Z]{3}-[0-9A-Z]{3})\)")
#: Output that draws nothing: OSC sequences (the pointer's shape, which Textual sets as a
#: screen is mounted, before its frame is painted) and the synchronized-output brackets.
NOT_DRAWN = re.compile(rb"(?:\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[\?2026[hl])*")


class BenchError(Exception):
    pass


class Term:
    """A process in an 80x24 pseudo-terminal, its screen read through pyte."""

    def __init__(
        self, name: str, args: list[str], data_dir: str, env_extra: dict[str, str] | None = None
    ) -> None:
        import fcntl
        import struct
        import termios

        self.name = name
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        env = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
        env.pop("NO_COLOR", None)
        env.update(
            TERM="xterm-256color",
            UNO_TUI_DATA_DIR=data_dir,
            LANG="C.UTF-8",
            PYTHONPATH=str(ROOT),
        )
        env.update(env_extra or {})
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "uno_tui", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = b""
        #: While a key's latency is measured: output read but not yet parsed (``hold``).
        self.held: list[bytes] | None = None

    def pump(self, timeout: float) -> float | None:
        """Read what has come within ``timeout``; the time it came (None: nothing)."""
        return self._pump(timeout)[0]

    def frame(self, timeout: float) -> float | None:
        """As ``pump``, but only output that draws something on the screen counts (the
        first bytes of a frame)."""
        at, data = self._pump(timeout)
        return at if data and not NOT_DRAWN.fullmatch(data) else None

    def _pump(self, timeout: float) -> tuple[float | None, bytes]:
        ready, _, _ = select.select([self.master], [], [], max(timeout, 0.0))
        if not ready:
            return None, b""
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:
            data = b""
        if not data:
            raise BenchError(f"{self.name} ended: {self.text()[-400:]}")
        at = time.perf_counter()
        self.raw += data
        if self.held is not None:
            self.held.append(data)
        else:
            self.stream.feed(data)
        return at, data

    def hold(self) -> None:
        """Read output as it comes (its time is what is measured) but parse it only at
        ``release``: pyte takes some 7 ms of CPU for each frame, which a real player's
        terminal spends on their own machine, not on the cores the host and the joined
        terminals share here."""
        self.held = []

    def release(self) -> None:
        held, self.held = self.held or [], None
        for data in held:
            self.stream.feed(data)

    def drain(self) -> None:
        while self.pump(0) is not None:
            pass

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def wait_text(self, wanted: str, timeout: float = PATIENCE) -> None:
        deadline = time.perf_counter() + timeout
        while wanted not in self.text():
            if time.perf_counter() > deadline:
                raise BenchError(f"{self.name}: {wanted!r} never showed:\n{self.text()}")
            self.pump(0.1)

    def send(self, keys: bytes) -> float:
        at = time.perf_counter()
        os.write(self.master, keys)
        return at

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        return (int(fields[11]) + int(fields[12])) / ticks

    def cpu_ns(self) -> int:
        """The CPU time the process has had, all its threads, in nanoseconds (the first
        field of each thread's schedstat: finer than /proc's clock ticks)."""
        total = 0
        for task in Path(f"/proc/{self.proc.pid}/task").iterdir():
            with contextlib.suppress(OSError, ValueError, IndexError):  # a thread that ended
                total += int((task / "schedstat").read_text().split()[0])
        return total

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        os.close(self.master)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def quiet(terms: list[Term], seconds: float = 0.12, timeout: float = PATIENCE) -> None:
    """Read every terminal until none has written anything for ``seconds``."""
    deadline = time.perf_counter() + timeout
    last = time.perf_counter()
    while time.perf_counter() - last < seconds:
        if time.perf_counter() > deadline:
            raise BenchError("the terminals never went quiet")
        for term in terms:
            if term.pump(0.01) is not None:
                last = time.perf_counter()


def open_table(players: str, port: int, folder: str) -> tuple[Term, str]:
    host = Term(
        "host",
        ["host", "--players", players, "--port", str(port), "--seed", "1", "--pace", "0"],
        f"{folder}/host",
    )
    deadline = time.perf_counter() + PATIENCE
    while (found := CODE.search(" ".join(host.text().replace("\u258c", " ").split()))) is None:
        if time.perf_counter() > deadline:
            raise BenchError(f"the host never showed its code: {host.text()!r}")
        host.pump(0.1)
    return host, found.group(1)


#: For each action measured: the time to the first bytes on the terminal that pressed it,
#: and the time until the other terminal's app had the host's update (its trace file).
mine: list[float] = []
heard: list[float] = []
#: …and the CPU time the other terminal's app took from the key to the first bytes of
#: its frame (it reads the host's update, builds the frame and starts writing it).
spent: list[float] = []
TRACE = "UNO_TUI_NET_TRACE"


def traced_after(path: str, since: float) -> float | None:
    """The first time in a client's trace file (one wall-clock time per update) after
    ``since``."""
    try:
        lines = Path(path).read_text().split()
    except OSError:
        return None
    later = [float(t) for t in lines if float(t) >= since]
    return later[0] if later else None


def latency(actions: int, folder: str, show: bool) -> list[float]:
    port = free_port()
    host, code = open_table("open:Ana,open:Bruno", port, folder)
    terms = [host]
    try:
        clients = {}
        secret = Path(folder) / "code"
        secret.write_text(code + "\n")
        secret.chmod(0o600)  # the code stays off the command line, as a player's would
        for name in ("Ana", "Bruno"):
            clients[name] = Term(
                name,
                ["join", f"127.0.0.1:{port}", "--code-file", str(secret), "--name", name],
                f"{folder}/{name}",
                {TRACE: f"{folder}/{name}.trace"},
            )
            terms.append(clients[name])
        quiet(terms, 0.5)
        if "Deal the cards" in host.text():
            host.send(b"\r")  # the dealer draw, at the host
        quiet(terms, 0.3)
        times: list[float] = []
        mine.clear()
        heard.clear()
        spent.clear()
        idle_rounds = 0
        last_press: tuple[str, str] | None = None
        stale = 0
        while len(times) < actions:
            # Past the screens' guard against a double press (0.35 s after a screen shows).
            quiet(terms, 0.4)
            acted = False
            if "deal the next round" in host.text() or "Deal the cards" in host.text():
                host.send(b"\r")
                continue
            if "Same players again" in host.text() or "wins the game" in host.text():
                break
            for name, term in clients.items():
                text = term.text()
                other = clients["Bruno" if name == "Ana" else "Ana"]
                if "Press Enter to carry on" in text or "Press Enter." in text:
                    term.send(b"\r")
                    acted = True
                    break
                if "Press S to go back" in text:
                    term.send(b"s")
                    acted = True
                    break
                key: bytes | None = None
                measured = True
                if "A  Accept" in text:
                    key = b"a"
                elif "Name the colour" in text:
                    key = b"r"
                elif "K  Keep it" in text:
                    key = b"k"
                elif "your hand" in text and "D Draw" in text:  # the hand, keys enabled
                    playable = "▲" in text
                    if playable and "▲ Wild" in text:
                        key, measured = b"\r", False
                    elif playable:
                        key = b"\r"
                    else:
                        key = b"d"
                if key is None:
                    continue
                if (name, text) == last_press and stale < 20:
                    # The screen has not shown the last key's result yet (a loaded machine
                    # can take longer than the quiet spell): never press into it twice.
                    stale += 1
                    acted = True
                    quiet(terms, 0.2)
                    break
                last_press, stale = (name, text), 0
                other.drain()
                term.drain()
                wall = time.time()
                cpu_before = other.cpu_ns()
                if measured:
                    term.hold()
                    other.hold()
                sent = term.send(key)
                acted = True
                if measured:
                    deadline = sent + 5.0
                    own: float | None = None
                    while True:
                        if own is None:
                            own = term.frame(0)
                        came = other.frame(max(0.0, min(0.002, deadline - time.perf_counter())))
                        if came is not None:
                            times.append(came - sent)
                            spent.append((other.cpu_ns() - cpu_before) / 1e9)
                            news = traced_after(f"{folder}/{other.name}.trace", wall)
                            if news is not None:
                                heard.append(news - wall)
                            if own is None:
                                own = term.frame(0)
                            mine.append((own or came) - sent)
                            term.release()
                            other.release()
                            break
                        if time.perf_counter() > deadline:
                            term.release()
                            other.release()
                            raise BenchError(
                                f"{other.name} never showed {name}'s key {key!r}:\n"
                                f"{text}\n---\n{term.text()}\n---\n{other.text()}"
                            )
                    if show and len(times) % 20 == 0:
                        print(f"  {len(times)} actions, last {1000 * times[-1]:.1f} ms")
                break
            if not acted:
                idle_rounds += 1
                if idle_rounds > 50:
                    raise BenchError(
                        "nobody could act:\n" + "\n---\n".join(t.text() for t in terms)
                    )
                quiet(terms, 0.3)
            else:
                idle_rounds = 0
        return times
    finally:
        for term in terms:
            term.close()


async def idle_clients(port: int, code: str, count: int, seconds: float, host: Term) -> float:
    links = []
    for k in range(count):
        link = Link()
        await link.connect("127.0.0.1", port, code=code, name=f"P{k + 1}")
        links.append(link)
    await asyncio.sleep(1.0)  # let the joins' updates settle
    host.drain()
    before = host.cpu_seconds()
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        await asyncio.sleep(0.5)
        host.drain()
    used = host.cpu_seconds() - before
    elapsed = time.perf_counter() - started
    for link in links:
        await link.close()
    return used / elapsed


def idle(seconds: float, folder: str) -> tuple[float, float]:
    players = "Zed," + ",".join(f"open:P{k + 1}" for k in range(9))
    port = free_port()
    host, code = open_table(players, port, folder + "/idle")
    try:
        quiet([host], 0.5)
        host.drain()
        before = host.cpu_seconds()
        started = time.perf_counter()
        while time.perf_counter() - started < min(seconds, 10.0):
            host.pump(0.5)
        alone = (host.cpu_seconds() - before) / (time.perf_counter() - started)
        busy = asyncio.run(idle_clients(port, code, 9, seconds, host))
        return alone, busy
    finally:
        host.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--idle", type=float, default=30.0)
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        times = latency(args.actions, folder, args.show)
        ms = sorted(1000 * t for t in times)
        p95 = ms[max(0, round(0.95 * len(ms)) - 1)]
        print(f"python {sys.version.split()[0]}, loopback, 80x24 ptys, 2 joined terminals")
        print(
            f"key on one terminal → first bytes of the other's frame, {len(ms)} actions: "
            f"p50 {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms "
            "(goal p95 ≤ 50 ms)"
        )
        news = sorted(1000 * t for t in heard)
        print(
            f"  of which the wire (key → the other terminal's app has the host's update): "
            f"p50 {statistics.median(news):.1f} ms, p95 "
            f"{news[max(0, round(0.95 * len(news)) - 1)]:.1f} ms; the rest is that app "
            "painting its new frame"
        )
        cpu = sorted(1000 * t for t in spent)
        print(
            f"  the other terminal's app, CPU time from the key to its frame's first bytes: "
            f"p50 {statistics.median(cpu):.1f} ms, p95 "
            f"{cpu[max(0, round(0.95 * len(cpu)) - 1)]:.1f} ms (it waits for nothing else: "
            "beyond the wire, the rest of the time is the machine's other work)"
        )
        own = sorted(1000 * t for t in mine)
        print(
            f"  (the same key → first bytes on its own terminal: p50 {statistics.median(own):.1f}"
            f" ms, p95 {own[max(0, round(0.95 * len(own)) - 1)]:.1f} ms)"
        )
        alone, busy = idle(args.idle, folder)
        print(
            f"host CPU, idle: {100 * alone:.2f} % of one core with no client; "
            f"{100 * busy:.2f} % with 9 clients connected for {args.idle:.0f} s (goal < 2 %)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
