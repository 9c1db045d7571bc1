"""Startup time, peak memory and redraw bytes of the uno-tui app beside a bare Textual app.

    python benchmarks/tui_speed.py [--runs N] [--show]

Each app runs as a child process in its own 80x24 pseudo-terminal (standard library only:
``os.openpty``, ``TIOCSWINSZ``, ``select``), with ``TERM=xterm-256color`` and no
``COLORTERM``, ``NO_COLOR``, ``FORCE_COLOR``, ``COLUMNS``, ``LINES`` or ``TEXTUAL_*`` in the
environment: the 256-colour terminal an SSH session gives. The two apps are

* bare: ``benchmarks/bare_app.py``, one ``Static`` line of text;
* ours: ``python -m uno_tui --players Ana,Bruno --seed 1`` (dealer draw, pass curtain, hand).

They run in alternation, ``--runs`` times each, after one untimed warm-up pair that fills
the disk cache and writes bytecode (to a scratch ``PYTHONPYCACHEPREFIX`` for both apps, and
``PYTHONDONTWRITEBYTECODE`` is dropped: an installed package has its bytecode compiled at
install time, so compiling our sources on every start would not be a fair figure). Medians
are reported; the best run of each is shown too, as other load on the machine only ever
adds time.

**First full frame.** Textual paints a whole screen as one write: for each row ``r`` a
cursor move ``ESC [ r ; 1 H`` and the row, rows joined by ``CR LF``, then one more cursor
move (where the cursor rests). The harness parses the output stream for that shape, rows 1
to 24 in order, and takes the first such frame whose text has the app's own words (the bare
app's line; for ours the words of the dealer draw, the pass curtain or the hand, see
``SCREENS``), so an empty default screen painted before the app's first screen would not
count. Startup time is from just before the process is spawned to the moment the read that
completed that frame returned. It is split at the driver's first write (the switch to the
alternate screen): before it is mostly imports, after it the app's CSS, compose and paint.

**Terminal queries.** Textual's Linux driver writes mode queries at startup
(``ESC [ ? 2026 $ p``, synchronized output; ``ESC [ ? 2048 $ p``, in-band resize) but never
waits for the replies: without one it simply does not wrap frames in ``ESC [ ? 2026 h/l``.
The harness does not answer by default (a terminal that ignores the queries);
``--answer-sync`` answers the first as a terminal that supports synchronized output would.

**Peak memory.** ``VmHWM`` (peak resident set) from ``/proc/PID/status`` of the app
process while it still runs: for the bare app once its output has settled after the first
frame, for ours at the end of its session (up to the hand and the cursor move), so it is the
peak of everything measured. The figure at the first full frame is shown as well.

**One cursor move.** From its first screen, the harness presses Enter on each screen (once
output has been quiet for ``--quiet`` seconds and at least ``--guard`` seconds after that
screen's frame: a curtain ignores an early Enter) until a full frame of the hand appears,
waits for quiet again, then sends Right (``ESC [ C``) and counts every byte written until
output is quiet again. The issue's ratio is that count over the bytes of our first full
frame; the ratio over the hand screen's own full frame is shown too, with the bytes the last
Enter cost and how many full repaints it made. ``--show`` prints the frames and, chop by
chop, what the move redrew.

**Instruction counts** (``--callgrind``). On a loaded machine the times above are noise;
the instructions each app runs from spawn to its first full frame are not. With
``--callgrind`` each app runs under ``valgrind --tool=callgrind`` in the same pseudo-terminal
(``PYTHONHASHSEED=0``, after the warm-up pair that writes bytecode), and is ended with
``SIGUSR2`` as soon as the harness has read its first full frame: neither app handles that
signal, so the process ends there and callgrind writes its count (``totals``). What the app
does after handing the frame to Textual's writer thread, until the harness has read it, is
counted (for ours, the first save begins there); what it would do later is not.
``--keep DIR`` keeps the profiles (``callgrind.bare.N`` and ``callgrind.ours.N``) for
``callgrind_annotate --inclusive=yes``.
The last line is then ``instruction ratio: X.XX``.

The last three lines are ``startup ratio: X.XX``, ``memory ratio: X.XX`` and
``cursor move ratio: X.XX`` (ours / bare; move bytes / first frame bytes). Goals: at most
1.2 (issue 13; it was 1.3), 1.25 and 0.25. Every wait has a timeout and every child is
killed at the end.
"""

from __future__ import annotations

import argparse
import bisect
import contextlib
import fcntl
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ROWS, COLS = 24, 80

BARE_ARGV = [sys.executable, str(HERE / "bare_app.py")]
BARE_MARKER = "Hello from a bare Textual app."
OURS_ARGV = [sys.executable, "-m", "uno_tui", "--players", "Ana,Bruno", "--seed", "1"]
#: Our screens on the way from start to the hand, known by words only they show.
SCREENS = (
    ("hand", "your hand"),
    ("curtain", "Pass the keyboard"),
    ("dealer draw", "Who deals?"),
)

ALT_SCREEN = b"\x1b[?1049h"  # the driver's first write: imports done, the app starting
ENTER = b"\r"
RIGHT = b"\x1b[C"
SYNC_QUERY = b"\x1b[?2026$p"
SYNC_REPLY = b"\x1b[?2026;2$y"  # DECRPM: mode 2026 recognised, currently reset

GOAL_STARTUP = 1.2
GOAL_MEMORY = 1.25
GOAL_MOVE = 0.25

_MOVE = re.compile(rb"\x1b\[(\d+);(\d+)H")
_ESCAPE = re.compile(
    rb"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: cursor moves, colours, modes
    rb"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC
    rb"|\x1b[()][0-9A-Za-z]"  # character set
)


class BenchError(Exception):
    """The app did not do what the benchmark waits for (it is then killed)."""


def visible_text(data: bytes | bytearray) -> str:
    """``data`` without escape sequences or line breaks, as text."""
    plain = _ESCAPE.sub(b"", data).replace(b"\r", b"").replace(b"\n", b"")
    return plain.decode("utf-8", "replace")


@dataclass
class Frame:
    """One whole-screen paint found in the output: byte offsets and the rows' text."""

    start: int
    end: int
    rows: list[str]
    time: float = 0.0

    @property
    def size(self) -> int:
        return self.end - self.start

    @property
    def text(self) -> str:
        return "\n".join(self.rows)


def parse_frame(buf: bytes | bytearray, start: int) -> Frame | bool | None:
    """The full frame (rows 1..ROWS, each from column 1) that starts at ``start``.

    Returns the frame, ``None`` when the output so far ends inside what may become one, and
    ``False`` when ``start`` does not begin one.
    """
    rows: list[str] = []
    pos = start
    for row in range(1, ROWS + 1):
        head = f"\x1b[{row};1H".encode()
        if not buf.startswith(head, pos):
            return False
        body = pos + len(head)
        nxt = _MOVE.search(buf, body)
        if nxt is None:
            return None
        content = buf[body : nxt.start()]
        if row < ROWS and not content.endswith(b"\r\n"):
            return False
        rows.append(visible_text(content))
        pos = nxt.start()
        if row == ROWS:
            return Frame(start, nxt.end(), rows)
    return False  # pragma: no cover - the loop always returns


def chops(data: bytes) -> list[tuple[int, int, str]]:
    """Every cursor move in ``data`` as (row, column, visible text written after it)."""
    moves = list(_MOVE.finditer(data))
    out: list[tuple[int, int, str]] = []
    for i, match in enumerate(moves):
        stop = moves[i + 1].start() if i + 1 < len(moves) else len(data)
        out.append((int(match[1]), int(match[2]), visible_text(data[match.end() : stop])))
    return out


#: Left out of the apps' environment.
DROPPED = {
    "COLORTERM",
    "NO_COLOR",
    "FORCE_COLOR",
    "COLUMNS",
    "LINES",
    "PYTHONDONTWRITEBYTECODE",
    "PYTHONPYCACHEPREFIX",
}


def bench_env(data_dir: str, pycache: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in DROPPED and not key.startswith("TEXTUAL")
    }
    env["TERM"] = "xterm-256color"
    env["UNO_TUI_DATA_DIR"] = data_dir  # saves go to a scratch folder, never the user's
    # Bytecode is written (by the warm-up runs) to a scratch folder and read from there,
    # for both apps alike: an installed package has its bytecode compiled at install time.
    env["PYTHONPYCACHEPREFIX"] = pycache
    return env


def _take_terminal() -> None:  # runs in the child, after setsid
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


@dataclass
class PtyApp:
    """A child process on the slave side of a fresh 80x24 pseudo-terminal."""

    argv: Sequence[str]
    env: dict[str, str]
    answer_sync: bool = False
    buf: bytearray = field(default_factory=bytearray)
    chunk_times: list[float] = field(default_factory=list)
    chunk_ends: list[int] = field(default_factory=list)
    frames: list[Frame] = field(default_factory=list)
    eof: bool = False
    _scan: int = 0
    _query_scan: int = 0

    def __post_init__(self) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.t0 = time.perf_counter()
        self.proc = subprocess.Popen(
            list(self.argv),
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=self.env,
            cwd=ROOT,
            start_new_session=True,
            preexec_fn=_take_terminal,
        )
        os.close(slave)

    # -- reading

    def pump(self, timeout: float) -> bool:
        """Read one chunk of output if some comes within ``timeout`` seconds."""
        if self.eof:
            time.sleep(max(timeout, 0.0))
            return False
        ready, _, _ = select.select([self.master], [], [], max(timeout, 0.0))
        if not ready:
            return False
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:  # EIO: every slave descriptor closed (the app exited)
            data = b""
        if not data:
            self.eof = True
            return False
        self.buf += data
        self.chunk_times.append(time.perf_counter())
        self.chunk_ends.append(len(self.buf))
        if self.answer_sync:
            found = self.buf.find(SYNC_QUERY, self._query_scan)
            if found >= 0:
                os.write(self.master, SYNC_REPLY)
                self.answer_sync = False
            self._query_scan = max(0, len(self.buf) - len(SYNC_QUERY))
        self._find_frames()
        return True

    def _find_frames(self) -> None:
        while True:
            start = self.buf.find(b"\x1b[1;1H", self._scan)
            if start < 0:
                self._scan = max(0, len(self.buf) - 8)
                return
            frame = parse_frame(self.buf, start)
            if frame is None:  # maybe a frame, not all written yet
                self._scan = start
                return
            if frame is False:
                self._scan = start + 1
                continue
            assert isinstance(frame, Frame)
            index = bisect.bisect_left(self.chunk_ends, frame.end)
            frame.time = self.chunk_times[index]
            self.frames.append(frame)
            self._scan = frame.end

    def wait_frame(self, want: Callable[[Frame], bool], after: int, timeout: float) -> Frame:
        """The first full frame starting at or after byte ``after`` that ``want`` accepts."""
        deadline = time.perf_counter() + timeout
        seen = 0
        while True:
            for frame in self.frames[seen:]:
                if frame.start >= after and want(frame):
                    return frame
            seen = len(self.frames)
            left = deadline - time.perf_counter()
            if left <= 0 or self.eof:
                raise BenchError(self._stuck("no such full frame", after))
            self.pump(min(left, 0.1))

    def wait_quiet(self, quiet: float, timeout: float, at_least_until: float = 0.0) -> None:
        """Read until nothing has come for ``quiet`` seconds (and the clock passed a time)."""
        deadline = time.perf_counter() + timeout
        while True:
            now = time.perf_counter()
            if now >= deadline:
                raise BenchError(self._stuck(f"output never quiet for {quiet:.2f} s", 0))
            if self.pump(min(quiet, deadline - now)):
                continue
            if self.eof:
                raise BenchError(self._stuck("the app exited", 0))
            if time.perf_counter() >= at_least_until:
                return

    def time_of(self, needle: bytes) -> float:
        """Seconds from spawning to the read that brought the first ``needle``."""
        found = self.buf.find(needle)
        if found < 0:
            raise BenchError(self._stuck(f"never wrote {needle!r}", 0))
        index = bisect.bisect_left(self.chunk_ends, found + len(needle))
        return self.chunk_times[index] - self.t0

    def send(self, data: bytes) -> int:
        """Write keys to the app; returns the output offset before them."""
        mark = len(self.buf)
        os.write(self.master, data)
        return mark

    def _stuck(self, what: str, after: int) -> str:
        last = self.frames[-1].text if self.frames else "(no full frame at all)"
        tail = visible_text(bytes(self.buf[max(after, len(self.buf) - 4000) :]))
        tail = re.sub(r"\s{3,}", " | ", tail)[-600:]
        status = self.proc.poll()
        return (
            f"{' '.join(self.argv[1:])}: {what} "
            f"(exit status {status}, {len(self.buf)} bytes read)\n"
            f"--- last full frame ---\n{last}\n--- last output, as text ---\n{tail}"
        )

    # -- the process

    def peak_rss_kib(self) -> int:
        """``VmHWM`` of the app process, in KiB."""
        status = Path(f"/proc/{self.proc.pid}/status").read_text()
        match = re.search(r"^VmHWM:\s+(\d+) kB", status, re.MULTILINE)
        if match is None:
            raise BenchError("no VmHWM in /proc/PID/status")
        return int(match[1])

    def close(self) -> None:
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)  # the child leads its own group
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)
        os.close(self.master)


@dataclass
class Options:
    timeout: float
    quiet: float
    guard: float
    answer_sync: bool
    pycache: str
    show: bool


@dataclass
class BareRun:
    startup: float
    driver: float
    rss_first: int
    rss_peak: int
    frame_bytes: int


@dataclass
class OursRun:
    startup: float
    driver: float
    rss_first: int
    rss_peak: int
    frame_bytes: int
    first_screen: str
    hand_bytes: int
    enter_from: str
    enter_bytes: int
    enter_frames: int
    move_bytes: int
    move_frames: int
    move_rows: list[int]


def run_bare(opts: Options) -> BareRun:
    with tempfile.TemporaryDirectory(prefix="uno-bench-") as scratch:
        app = PtyApp(BARE_ARGV, bench_env(scratch, opts.pycache), opts.answer_sync)
        try:
            frame = app.wait_frame(lambda f: BARE_MARKER in f.text, 0, opts.timeout)
            rss_first = app.peak_rss_kib()
            app.wait_quiet(opts.quiet, opts.timeout)
            rss_peak = app.peak_rss_kib()
            if opts.show:
                print(f"--- bare app: first full frame, {frame.size} bytes ---")
                print(frame.text)
            driver = app.time_of(ALT_SCREEN)
            return BareRun(frame.time - app.t0, driver, rss_first, rss_peak, frame.size)
        finally:
            app.close()


def screen_of(frame: Frame) -> str | None:
    """Which of our screens a full frame shows, by its words (``None``: not one of them)."""
    for name, marker in SCREENS:
        if marker in frame.text:
            return name
    return None


def _other_screen(current: str | None) -> Callable[[Frame], bool]:
    """Accepts a full frame of one of our screens other than ``current``."""
    return lambda frame: screen_of(frame) not in (None, current)


def run_ours(opts: Options) -> OursRun:
    with tempfile.TemporaryDirectory(prefix="uno-bench-") as scratch:
        app = PtyApp(OURS_ARGV, bench_env(scratch, opts.pycache), opts.answer_sync)
        try:
            first = app.wait_frame(lambda f: screen_of(f) is not None, 0, opts.timeout)
            rss_first = app.peak_rss_kib()
            shown = first
            screen = screen_of(first)
            path = [screen]
            enter = 0
            while screen != "hand":
                if len(path) > len(SCREENS):
                    raise BenchError(f"Enter never led to the hand: {' → '.join(map(str, path))}")
                # Quiet, and past the guard during which a screen ignores Enter.
                app.wait_quiet(opts.quiet, opts.timeout, at_least_until=shown.time + opts.guard)
                enter = app.send(ENTER)
                shown = app.wait_frame(_other_screen(screen), enter, opts.timeout)
                screen = screen_of(shown)
                path.append(screen)
            app.wait_quiet(opts.quiet, opts.timeout)
            hand_frames = [f for f in app.frames if f.start >= enter]
            hand = hand_frames[-1]
            enter_bytes = len(app.buf) - enter

            move = app.send(RIGHT)
            app.wait_quiet(opts.quiet, opts.timeout)
            moved = bytes(app.buf[move:])
            move_frames = sum(1 for f in app.frames if f.start >= move)
            rows = sorted({row for row, _col, text in chops(moved) if text})
            rss_peak = app.peak_rss_kib()

            if opts.show:
                print(f"--- uno-tui: first full frame ({path[0]}), {first.size} bytes ---")
                print(first.text)
                print(f"--- uno-tui: hand screen full frame, {hand.size} bytes ---")
                print(hand.text)
                print(f"--- uno-tui: one cursor move, {len(moved)} bytes ---")
                for row, col, text in chops(moved):
                    print(f"  row {row:2} col {col:2}: {text!r}")
            return OursRun(
                startup=first.time - app.t0,
                driver=app.time_of(ALT_SCREEN),
                rss_first=rss_first,
                rss_peak=rss_peak,
                frame_bytes=first.size,
                first_screen=str(path[0]),
                hand_bytes=hand.size,
                enter_from=str(path[-2]),
                enter_bytes=enter_bytes,
                enter_frames=len(hand_frames),
                move_bytes=len(moved),
                move_frames=move_frames,
                move_rows=rows,
            )
        finally:
            app.close()


VALGRIND = ("valgrind", "--tool=callgrind", "--dump-instr=no", "--log-file={log}")


def count_instructions(
    argv: Sequence[str], want: Callable[[Frame], bool], opts: Options, out: Path
) -> int:
    """Instructions ``argv`` runs from spawn to its first full frame that ``want`` accepts
    (callgrind; the process is ended by ``SIGUSR2`` once the frame is read)."""
    log = out.with_suffix(".log")
    prefix = [arg.format(log=log) for arg in VALGRIND] + [f"--callgrind-out-file={out}"]
    with tempfile.TemporaryDirectory(prefix="uno-bench-") as scratch:
        env = bench_env(scratch, opts.pycache)
        env["PYTHONHASHSEED"] = "0"
        app = PtyApp([*prefix, *argv], env)
        try:
            app.wait_frame(want, 0, opts.timeout)
            os.kill(app.proc.pid, signal.SIGUSR2)  # valgrind runs the app in its own process
            app.proc.wait(timeout=opts.timeout)
        finally:
            app.close()
    match = re.search(r"^totals: (\d+)", out.read_text(), re.MULTILINE)
    if match is None:
        raise BenchError(f"no totals in {out} (see {log})")
    return int(match[1])


def main_callgrind(runs: int, opts: Options, keep: str | None) -> int:
    """``--callgrind``: instruction counts to the first full frame, bare app and ours."""
    if shutil.which("valgrind") is None:
        print("tui_speed: --callgrind needs valgrind", file=sys.stderr)
        return 2
    folder = tempfile.TemporaryDirectory(prefix="uno-bench-cg-")
    where = Path(keep) if keep else Path(folder.name)
    where.mkdir(parents=True, exist_ok=True)
    bare: list[int] = []
    ours: list[int] = []
    try:
        run_bare(opts)  # warm-up pair: disk cache and bytecode, not counted
        run_ours(opts)
        for i in range(runs):
            bare.append(
                count_instructions(
                    BARE_ARGV, lambda f: BARE_MARKER in f.text, opts, where / f"callgrind.bare.{i}"
                )
            )
            ours.append(
                count_instructions(
                    OURS_ARGV,
                    lambda f: screen_of(f) is not None,
                    opts,
                    where / f"callgrind.ours.{i}",
                )
            )
            print(f"run {i + 1}: {bare[-1]:,} / {ours[-1]:,} instructions (bare / ours)")
    except BenchError as error:
        print(f"tui_speed: {error}", file=sys.stderr)
        return 1
    finally:
        folder.cleanup()
    b, o = median(bare), median(ours)
    print()
    print(f"instructions to the first full frame, median of {runs} (callgrind)")
    print(f"  bare app {b / 1e6:8.1f} M")
    print(f"  uno-tui  {o / 1e6:8.1f} M   (goal <= {GOAL_STARTUP * b / 1e6:.1f} M)")
    if keep:
        print(f"  profiles in {where}: callgrind_annotate --inclusive=yes FILE")
    print()
    print(f"instruction ratio: {o / b:.2f}")
    return 0


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values))


def row_span(rows: Sequence[int]) -> str:
    if not rows:
        return "none"
    return f"{rows[0]}-{rows[-1]} ({len(rows)} rows)" if len(rows) > 1 else f"{rows[0]}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each app (5)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per wait (30)")
    parser.add_argument(
        "--quiet", type=float, default=0.3, help="seconds of silence that end a redraw (0.3)"
    )
    parser.add_argument(
        "--guard", type=float, default=0.6, help="seconds from first frame to Enter (0.6)"
    )
    parser.add_argument(
        "--answer-sync", action="store_true", help="answer the synchronized-output query"
    )
    parser.add_argument("--show", action="store_true", help="print frames and the move")
    parser.add_argument(
        "--callgrind",
        action="store_true",
        help="count instructions to the first full frame instead (needs valgrind)",
    )
    parser.add_argument("--keep", metavar="DIR", help="with --callgrind: keep the profiles here")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.callgrind:
        with tempfile.TemporaryDirectory(prefix="uno-bench-pycache-") as pycache:
            timeout = max(args.timeout, 600.0)  # the apps run some 50 times slower
            opts = Options(timeout, args.quiet, args.guard, False, pycache, show=False)
            return main_callgrind(args.runs, opts, args.keep)
    bare: list[BareRun] = []
    ours: list[OursRun] = []
    pycache = tempfile.TemporaryDirectory(prefix="uno-bench-pycache-")
    opts = Options(args.timeout, args.quiet, args.guard, args.answer_sync, pycache.name, show=False)
    try:
        run_bare(opts)  # warm-up pair: disk cache and bytecode, not counted
        run_ours(opts)
        for i in range(args.runs):
            last = i == args.runs - 1
            bare.append(run_bare(replace(opts, show=args.show and last)))
            ours.append(run_ours(replace(opts, show=args.show and last)))
            b, o = bare[-1], ours[-1]
            print(
                f"run {i + 1}: startup {b.startup * 1000:6.1f} / {o.startup * 1000:6.1f} ms, "
                f"peak {b.rss_peak / 1024:5.1f} / {o.rss_peak / 1024:5.1f} MiB, "
                f"move {o.move_bytes} B (bare / ours)"
            )
    except BenchError as error:
        print(f"tui_speed: {error}", file=sys.stderr)
        return 1
    finally:
        pycache.cleanup()

    b_start = median([r.startup for r in bare])
    o_start = median([r.startup for r in ours])
    b_first = median([r.rss_first for r in bare])
    o_first = median([r.rss_first for r in ours])
    b_peak = median([r.rss_peak for r in bare])
    o_peak = median([r.rss_peak for r in ours])
    b_frame = median([r.frame_bytes for r in bare])
    o_frame = median([r.frame_bytes for r in ours])
    o_hand = median([r.hand_bytes for r in ours])
    o_enter = median([r.enter_bytes for r in ours])
    o_move = median([r.move_bytes for r in ours])

    startup_ratio = o_start / b_start
    memory_ratio = o_peak / b_peak
    move_ratio = o_move / o_frame
    repaints = max(r.move_frames for r in ours)
    rows = ours[-1].move_rows

    def line(what: str, bare_v: str, ours_v: str, ratio: str = "", goal: str = "") -> None:
        print(f"{what:<38}{bare_v:>10}{ours_v:>10}{ratio:>7}  {goal}")

    print()
    print(
        f"{ROWS}x{COLS} pseudo-terminal, TERM=xterm-256color, no COLORTERM, "
        f"sync replies {'on' if args.answer_sync else 'off'}; medians of {args.runs} runs"
    )
    line("", "bare", "uno-tui", "ratio", "goal")
    line(
        "start to first full frame",
        f"{b_start * 1000:.0f} ms",
        f"{o_start * 1000:.0f} ms",
        f"{startup_ratio:.2f}",
        f"<= {GOAL_STARTUP:.2f}",
    )
    b_best = min(r.startup for r in bare)
    o_best = min(r.startup for r in ours)
    line(
        f"  best of {args.runs} (less hurt by other load)",
        f"{b_best * 1000:.0f} ms",
        f"{o_best * 1000:.0f} ms",
        f"{o_best / b_best:.2f}",
    )
    b_drv = median([r.driver for r in bare])
    o_drv = median([r.driver for r in ours])
    line("  spawn to driver start (imports)", f"{b_drv * 1000:.0f} ms", f"{o_drv * 1000:.0f} ms")
    line(
        "  driver start to first full frame",
        f"{(b_start - b_drv) * 1000:.0f} ms",
        f"{(o_start - o_drv) * 1000:.0f} ms",
    )
    line(
        "peak memory (VmHWM)",
        f"{b_peak / 1024:.1f} MiB",
        f"{o_peak / 1024:.1f} MiB",
        f"{memory_ratio:.2f}",
        f"<= {GOAL_MEMORY:.2f}",
    )
    line(
        "  at the first full frame",
        f"{b_first / 1024:.1f} MiB",
        f"{o_first / 1024:.1f} MiB",
        f"{o_first / b_first:.2f}",
    )
    line(
        f"first full frame (ours: {ours[-1].first_screen})", f"{b_frame:.0f} B", f"{o_frame:.0f} B"
    )
    line(f"Enter: {ours[-1].enter_from} to hand, all bytes", "", f"{o_enter:.0f} B")
    line("  full repaints in it", "", str(max(r.enter_frames for r in ours)))
    line("  the hand screen's (last) full frame", "", f"{o_hand:.0f} B")
    line(
        "one cursor move (Right) in the hand",
        "",
        f"{o_move:.0f} B",
        f"{move_ratio:.2f}",
        f"<= {GOAL_MOVE:.2f} of first full frame",
    )
    line("", "", "", f"{o_move / o_hand:.2f}", "of the hand's full frame")
    line("  full repaints in it", "", str(repaints))
    line("  rows it wrote text to", "", row_span(rows))
    print()
    print(f"startup ratio: {startup_ratio:.2f}")
    print(f"memory ratio: {memory_ratio:.2f}")
    print(f"cursor move ratio: {move_ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
