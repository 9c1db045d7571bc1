"""``host --plain`` in this process: the host's lines (``HostedLines``) for a session whose
game is set, Bruno's seat (1) open, on a real ``TableHost`` at a free loopback port, the
lines printed into a string; no clock runs (the computer players move when the lines ask)."""

from __future__ import annotations

import io
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from fakeclock import FakeClock

from uno_tui.lines.console import Console
from uno_tui.lines.hosted import HostedLines
from uno_tui.net.host import TableHost
from uno_tui.table.conductor import Conductor
from uno_tui.table.session import GameSession


@dataclass
class PlainHost:
    lines: HostedLines
    net: TableHost
    conductor: Conductor
    out: io.StringIO
    port: int


@asynccontextmanager
async def plain_host(
    session: GameSession, *, share_first: bool = False, turn_time: float = 0.0
) -> AsyncIterator[PlainHost]:
    """The host's lines, not started yet (``lines.start()``, then ``lines.update()``);
    ``share_first``: the first deal waits for the joined seats' shares; ``turn_time``:
    the turn timer's seconds (0: none)."""
    conductor = Conductor(session, FakeClock())
    conductor.turns.seconds = turn_time
    net = TableHost(conductor, {1: "Bruno"}, rate=1e9, burst=10**9, share_first=share_first)
    port = await net.start(port=0)
    out = io.StringIO()
    read, pipe = os.pipe()
    try:
        lines = HostedLines(conductor, Console(read, out), net, "uno-tui join …")
        yield PlainHost(lines, net, conductor, out, port)
    finally:
        await net.close()
        os.close(pipe)
        os.close(read)
