"""A joined seat's line mode (``join --plain``) on a host in a thread, read from memory:
``JoinedLines`` on the host's link, its lines in ``out``, its clock the test's own."""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from net.threaded import HostThread

from uno_tui.lines.console import Console, TimerClock
from uno_tui.lines.joined import JoinedLines
from uno_tui.net.heard import HeardTable
from uno_tui.net.linkthread import LinkThread


class Joined:
    """The joined seat's ``lines`` and what they printed (``out``)."""

    def __init__(self, lines: JoinedLines, out: io.StringIO) -> None:
        self.lines = lines
        self.out = out

    def until(self, done: Callable[[str], bool]) -> str:
        """Everything printed, once ``done`` says it holds what a test looks for (the
        host's news comes on the link's thread: read until it is said)."""
        for _look in range(200):
            self.lines.update()
            if done(self.out.getvalue()):
                return self.out.getvalue()
            self.lines.console.read(0.05)
        raise AssertionError("never said:\n" + self.out.getvalue())


@contextmanager
def joined_lines(host: HostThread, now: Callable[[], float] | None = None) -> Iterator[Joined]:
    """The first open seat of ``host``'s table, taken in lines (and left at the end)."""
    link = LinkThread()
    out = io.StringIO()
    read, pipe = os.pipe()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        clock = TimerClock(now) if now is not None else TimerClock()
        heard = HeardTable(link, f"127.0.0.1:{host.port}")
        lines = JoinedLines(heard, Console(read, out), clock)
        lines.start()
        yield Joined(lines, out)
    finally:
        link.close()
        os.close(pipe)
        os.close(read)
