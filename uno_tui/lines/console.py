"""The terminal of the line mode: lines out (never an escape sequence), lines in (read as
they come, without blocking, so the computer players' moves print while a prompt waits),
and a clock for the conductor on the same loop.

A key belongs to the decision it was typed for: whatever was typed before a prompt was
printed is thrown away as the prompt is printed (``fresh_prompt``), so an answer typed for
one question never answers the next.
"""

from __future__ import annotations

import contextlib
import heapq
import itertools
import os
import selectors
import sys
import termios
import time
import unicodedata
from collections.abc import Callable
from typing import TextIO

from ..table.clock import Cancel

#: What ``read`` returns when the input ended (the terminal closed, Ctrl+D).
EOF = "\x04"


#: The Unicode categories never printed: controls, format characters, surrogates, private
#: use, unassigned, line and paragraph separators (every space of the Zs kind stays).
_UNSAID = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def plain(text: str) -> str:
    """``text`` without its control and format characters (an escape, a carriage return,
    a backspace, C1 controls, a bidirectional override) and line or paragraph separators:
    nothing printed may move the cursor or colour it. Spaces of every width stay."""
    return "".join(c for c in text if unicodedata.category(c) not in _UNSAID)


class TimerClock:
    """The conductor's ``Clock`` on the line mode's own loop: callbacks run by ``run_due``,
    which the loop calls whenever it wakes (``timeout`` says when it must)."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self.now = now
        self._timers: list[tuple[float, int, list[Callable[[], None] | None]]] = []
        self._count = itertools.count()

    def soon(self, callback: Callable[[], None]) -> None:
        self.later(0.0, callback)

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel:
        cell: list[Callable[[], None] | None] = [callback]
        heapq.heappush(self._timers, (self.now() + seconds, next(self._count), cell))

        def cancel() -> None:
            cell[0] = None

        return cancel

    def time(self) -> float:
        return self.now()

    def timeout(self) -> float | None:
        """Seconds until the next callback is due (``None``: none waits)."""
        while self._timers and self._timers[0][2][0] is None:
            heapq.heappop(self._timers)
        if not self._timers:
            return None
        return max(0.0, self._timers[0][0] - self.now())

    def run_due(self) -> bool:
        """Run the callbacks due now (not those they add); True if any ran."""
        now = self.now()
        due: list[Callable[[], None]] = []
        while self._timers and self._timers[0][0] <= now:
            callback = heapq.heappop(self._timers)[2][0]
            if callback is not None:
                due.append(callback)
        for callback in due:
            callback()
        return bool(due)


class Console:
    """Lines to ``out``, lines from the file descriptor ``fd`` (standard input)."""

    def __init__(self, fd: int | None = None, out: TextIO | None = None) -> None:
        self.fd = sys.stdin.fileno() if fd is None else fd
        self.out = out if out is not None else sys.stdout
        self._buffer = b""
        self._lines: list[str] = []
        self._ended = False
        # (select, not epoll: standard input may be a regular file, which epoll refuses)
        self._selector = selectors.SelectSelector()
        self._selector.register(self.fd, selectors.EVENT_READ)
        #: Another thread's news wakes ``read`` through this pipe (``wake``).
        self._wake_read, self._wake_write = os.pipe()
        os.set_blocking(self._wake_write, False)
        self._selector.register(self._wake_read, selectors.EVENT_READ)
        self.tty = os.isatty(self.fd)

    def say(self, *lines: str) -> None:
        """Print each of ``lines`` (an empty one: a blank line), plain."""
        for line in lines:
            self.out.write(plain(line) + "\n")
        self.out.flush()

    def fresh_prompt(self) -> None:
        """A new prompt is about to be printed: what was typed before it is not its answer.
        (Only at a terminal: lines piped in were not typed for a prompt, they are a script.)"""
        if self.tty:
            self._take()
            self._lines.clear()
            self._buffer = b""
            with contextlib.suppress(termios.error):  # (a terminal that went away)
                termios.tcflush(self.fd, termios.TCIFLUSH)

    def read(self, timeout: float | None) -> str | None:
        """The next line typed (without its newline), ``EOF`` when the input ended, or
        ``None`` when nothing came within ``timeout`` seconds (``None``: wait)."""
        if not self._lines and not self._ended:
            ready = {key.fd for key, _events in self._selector.select(timeout)}
            if self._wake_read in ready:
                os.read(self._wake_read, 4096)
            if self.fd in ready:
                self._take()
        if self._lines:
            return self._lines.pop(0)
        return EOF if self._ended else None

    def wake(self) -> None:
        """From any thread: ``read`` returns now (news came), if it waits."""
        with contextlib.suppress(BlockingIOError, OSError):
            os.write(self._wake_write, b".")

    def _ready(self) -> bool:
        return any(key.fd == self.fd for key, _events in self._selector.select(0))

    def _take(self) -> None:
        """Read what is there to read now, without waiting."""
        while not self._ended and self._ready():
            try:
                data = os.read(self.fd, 4096)
            except BlockingIOError:  # pragma: no cover
                break
            except OSError:
                data = b""
            if not data:
                self._ended = True
                break
            self._buffer += data
            *lines, self._buffer = self._buffer.split(b"\n")
            self._lines += [plain(line.decode("utf-8", "replace")).strip() for line in lines]
            if len(self._buffer) > 4096:  # a line without end: nobody types that
                self._buffer = b""
        if self._ended and self._buffer:
            self._lines.append(plain(self._buffer.decode("utf-8", "replace")).strip())
            self._buffer = b""

    def close(self) -> None:
        self._selector.close()
        os.close(self._wake_read)
        os.close(self._wake_write)
