"""A table's clock with a time of its own, for tests that say what happens at 29 s and at
31 s without waiting (``table.clock.Clock``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


class FakeClock:
    """The conductor's clock with a time of its own: ``advance`` runs what falls due."""

    def __init__(self) -> None:
        self.now = 0.0
        self.timers: list[tuple[float, int, Callable[[], None]]] = []
        self._count = 0

    def soon(self, callback: Callable[[], None]) -> None:
        self.later(0.0, callback)

    def later(self, seconds: float, callback: Callable[[], None]) -> Callable[[], None]:
        self._count += 1
        entry = (self.now + seconds, self._count, callback)
        self.timers.append(entry)

        def cancel() -> None:
            if entry in self.timers:
                self.timers.remove(entry)

        return cancel

    def time(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the time on by ``seconds``, calling every callback due meanwhile, in order."""
        end = self.now + seconds
        while self.timers and min(self.timers)[0] <= end:
            entry = min(self.timers)
            self.timers.remove(entry)
            self.now = max(self.now, entry[0])
            entry[2]()
        self.now = end


class LoopFakeClock(FakeClock):
    """``FakeClock`` whose ``soon`` runs on the running asyncio loop (a hosted table in a
    test: the host's answers come on the loop, the time moves when the test says)."""

    def soon(self, callback: Callable[[], None]) -> None:
        asyncio.get_running_loop().call_soon(callback)
