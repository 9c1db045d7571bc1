"""Bytes written per screen transition of the real app, against one full frame of the result.

    python benchmarks/transitions.py [--runs N] [--show]

A player on a slow SSH link feels every byte a transition costs. This drives the real app
(``python -m uno_tui``) in an 80x24 pseudo-terminal, as ``benchmarks/tui_speed.py`` does
(same environment: ``TERM=xterm-256color``, no ``COLORTERM``), through a scripted game:

    start (dealer draw) → curtain → hand → cursor move → colour dialog → next curtain
    → quit dialog → back → quit; then ``--resume`` → curtain → hand

For each transition it sends the key, reads until the output has been quiet, and counts the
bytes written and the full-frame repaints among them (a full frame is rows 1 to 24, each
from column 1, as Textual writes a whole screen). Then it measures one full frame of the
screen that resulted: it widens the terminal by one column and narrows it back, which makes
Textual repaint everything, and takes the size of that last full frame. The figure is the
ratio of the transition's bytes to that frame. Goals (issue "Paint each screen once"):
every transition ≤ 1.15 full frames, a cursor move ≤ 0.12.

Each run starts from an empty scratch save folder; with ``--runs N`` the bytes are the
median over the runs (they should not vary). Every wait has a timeout and every child is
killed at the end.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import statistics
import struct
import sys
import tempfile
import termios
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tui_speed import (
    COLS,
    ROWS,
    BenchError,
    Frame,
    PtyApp,
    bench_env,
)

GOAL_TRANSITION = 1.15
GOAL_MOVE = 0.12

#: (The seed from a file, the quiet way: ``--seed`` puts a warning on the first screen,
#: whose going away would be measured as a frame of the transition it falls in.)
PLAYERS = ["--players", "Ana,Bruno,Carla"]
SEED = "5"

ENTER = b"\r"
RIGHT = b"\x1b[C"
END = b"\x1b[F"


@dataclass(frozen=True)
class Step:
    name: str
    keys: bytes
    move: bool = False  # a cursor move: judged against GOAL_MOVE


#: Seed 5 with Ana, Bruno and Carla: Carla holds a Wild, the last card of her hand.
NEW_GAME: tuple[Step, ...] = (
    Step("dealer draw → curtain", ENTER),
    Step("curtain → hand", ENTER),
    Step("cursor move in the hand", RIGHT, move=True),
    Step("hand → colour dialog (a Wild)", END + ENTER),
    Step("colour dialog → next curtain", b"r"),
    Step("curtain → quit dialog", b"q"),
    Step("quit dialog → curtain (No)", b"n"),
)
RESUMED: tuple[Step, ...] = (Step("resumed curtain → hand", ENTER),)


@dataclass
class Measure:
    name: str
    bytes: int
    frames: int
    full: int
    move: bool
    #: Output offset once the transition had settled (before the resize), and the rows of
    #: the full repaint the resize forced: what the terminal should show at that offset.
    settled: int = 0
    rows: tuple[str, ...] = ()

    @property
    def ratio(self) -> float:
        return self.bytes / self.full if self.full else float("inf")


class Session:
    """One app process, and what each transition in it cost."""

    def __init__(self, argv: Sequence[str], env: dict[str, str], opts: Options) -> None:
        self.app = PtyApp(argv, env)
        self.opts = opts

    def settle(self) -> None:
        # Quiet for longer than the screens' key guard, so no key of ours is ignored.
        self.app.wait_quiet(self.opts.quiet, self.opts.timeout)

    def full_frame(self) -> Frame:
        """One full repaint of what is on screen now (a resize forces one)."""
        mark = len(self.app.buf)
        for cols in (COLS + 1, COLS):
            fcntl.ioctl(self.app.master, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, cols, 0, 0))
            self.settle()
        frames = [f for f in self.app.frames if f.start >= mark]
        if not frames:
            raise BenchError("no full frame after a resize")
        return frames[-1]

    def measure(self, name: str, keys: bytes, move: bool = False) -> Measure:
        if keys:
            mark = self.app.send(keys)
        else:  # the start: wait for the first full frame, then for quiet
            mark = 0
            self.app.wait_frame(lambda frame: True, 0, self.opts.timeout)
        self.settle()
        written = len(self.app.buf) - mark
        frames = sum(1 for f in self.app.frames if f.start >= mark)
        settled = len(self.app.buf)
        full = self.full_frame()
        if self.opts.show:
            print(f"--- {name}: {written} B, {frames} full frame(s); one full frame {full.size} B")
            print(full.text)
        return Measure(name, written, frames, full.size, move, settled, tuple(full.rows))

    def close(self) -> None:
        self.app.close()


@dataclass
class Options:
    timeout: float
    quiet: float
    show: bool


def run_once(opts: Options) -> list[tuple[Measure, bytes]]:
    """Every transition's measure, with all the output of its process."""
    out: list[tuple[Measure, bytes]] = []
    with (
        tempfile.TemporaryDirectory(prefix="uno-bench-") as scratch,
        tempfile.TemporaryDirectory(prefix="uno-pyc-") as pycache,
    ):
        env = bench_env(scratch, pycache)
        base = [sys.executable, "-m", "uno_tui"]
        seed = os.path.join(scratch, "seed")
        with open(os.open(seed, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as out_seed:
            out_seed.write(SEED)
        first = Session([*base, *PLAYERS, "--seed-file", seed], env, opts)
        try:
            got = [first.measure("start → dealer draw (first frame)", b"")]
            got.extend(first.measure(s.name, s.keys, s.move) for s in NEW_GAME)
            first.app.send(b"q")
            first.settle()
            first.app.send(b"y")
            first.app.proc.wait(timeout=opts.timeout)
            out.extend((m, bytes(first.app.buf)) for m in got)
        finally:
            first.close()
        second = Session([*base, "--resume"], env, opts)
        try:
            got = [second.measure("start → resumed game (first frame)", b"")]
            got.extend(second.measure(s.name, s.keys, s.move) for s in RESUMED)
            out.extend((m, bytes(second.app.buf)) for m in got)
        finally:
            second.close()
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=1, help="runs (median bytes); default 1")
    parser.add_argument("--quiet", type=float, default=0.6, help="seconds of quiet = settled")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per wait")
    parser.add_argument("--show", action="store_true", help="print each resulting screen")
    args = parser.parse_args(argv)
    opts = Options(timeout=args.timeout, quiet=args.quiet, show=args.show)

    runs = [[m for m, _output in run_once(opts)] for _ in range(max(1, args.runs))]
    print(f"python {sys.version.split()[0]}, {COLS}x{ROWS}, {len(runs)} run(s), median bytes")
    print(f"{'transition':<38} {'bytes':>7} {'frames':>6} {'full':>6} {'ratio':>6}  goal")
    worst = 0.0
    failed = False
    for i, first in enumerate(runs[0]):
        got = [run[i] for run in runs]
        written = int(statistics.median(m.bytes for m in got))
        full = int(statistics.median(m.full for m in got))
        frames = max(m.frames for m in got)
        ratio = written / full if full else float("inf")
        goal = GOAL_MOVE if first.move else GOAL_TRANSITION
        ok = ratio <= goal
        failed |= not ok
        if not first.move:
            worst = max(worst, ratio)
        mark = "ok" if ok else "OVER"
        print(f"{first.name:<38} {written:>7} {frames:>6} {full:>6} {ratio:>6.2f}  ≤{goal} {mark}")
    print(f"worst transition ratio: {worst:.2f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
