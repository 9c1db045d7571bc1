"""Time as a table's app keeps it (``Clock``), for the conductor's computer players: the
app's own (``ui.pacing.AppClock``), or an asyncio loop's for a table served without a
screen (``LoopClock``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

Cancel = Callable[[], None]


class Clock(Protocol):
    """Time as the table's app keeps it: callbacks soon (on the next turn of its loop) or
    after some seconds, without blocking. ``later`` returns a way to cancel; ``time`` is
    the time now, in seconds from any origin (the turn timer's: how long a decision has
    run, for a terminal that hears of it late)."""

    def soon(self, callback: Callable[[], None]) -> None: ...

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel: ...

    def time(self) -> float: ...


class LoopClock:
    """``Clock`` on an asyncio event loop (a table served without a screen)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop

    def soon(self, callback: Callable[[], None]) -> None:
        self.loop.call_soon(callback)

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel:
        return self.loop.call_later(seconds, callback).cancel

    def time(self) -> float:
        return self.loop.time()
