"""A table host on an event loop of its own, in a thread, for the apps under test (a
joined terminal's app waits for the host's answers, so the host cannot share its loop).
Its conductor runs the computer players: they play as soon as it is their turn."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any, TypeVar

from uno_tui.engine import CLASSIC, DealSpec, Rules
from uno_tui.net.host import TableHost
from uno_tui.table.clock import Clock
from uno_tui.table.conductor import Conductor, LoopClock
from uno_tui.table.session import GameSession

T = TypeVar("T")


class HostThread:
    def __init__(
        self,
        names: Sequence[str],
        kinds: Sequence[str],
        remote: Sequence[int],
        *,
        seed: int = 3,
        deals: Sequence[DealSpec] = (),
        scores: Sequence[int] = (),
        rules: Rules = CLASSIC,
        reaction_scale: float = 1.0,
        share_first: bool = False,
        clock: Clock | None = None,
    ) -> None:
        #: The conductor's clock (``fakeclock.LoopFakeClock``: the test says when time
        #: passes, with ``advance``); by default the loop's own.
        self.clock = clock
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.session = GameSession(seed=seed, deals=deals, scores=scores, rules=rules)
        self.session.new_game(list(names), 500, tuple(kinds))
        #: The computer players' reaction delays are multiplied by it (0: at once).
        self.reaction_scale = reaction_scale
        #: Whether the first deal waits for the seats' shares (net/firstdeal.py).
        self.share_first = share_first
        self.host: TableHost = self.call(self._start(list(remote)))
        self.port: int = self.call(self.host.start(port=0))

    async def _start(self, remote: list[int]) -> TableHost:
        # The conductor runs the computer players, on this loop, with no screen.
        conductor = self.conductor = Conductor(
            self.session,
            self.clock or LoopClock(self.loop),
            reaction_scale=lambda: self.reaction_scale,
        )
        host = TableHost(conductor, remote, rate=1000.0, burst=1000, share_first=self.share_first)
        conductor.kick()
        return host

    def call(self, coroutine: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(10)

    def run(self, function: Callable[[], T]) -> T:
        """``function()`` on the host's thread (the session is only touched there)."""
        future: Future[T] = Future()

        def go() -> None:
            try:
                future.set_result(function())
            except BaseException as exc:  # pragma: no cover - handed to the test
                future.set_exception(exc)

        self.loop.call_soon_threadsafe(go)
        return future.result(10)

    def advance(self, seconds: float) -> None:
        """Move the host's fake clock on by ``seconds`` (on its thread)."""
        clock = self.clock
        assert clock is not None and hasattr(clock, "advance"), "a FakeClock is needed"
        self.run(lambda: clock.advance(seconds))

    def close(self) -> None:
        self.call(self.host.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def timed_host(spec: DealSpec, rules: Rules = CLASSIC, carla: str = "cpu-easy") -> HostThread:
    """The turn timer's table (issue 37): Ana (seat 0) at a joined terminal, Bruno at the
    host's keyboard (who never moves), Carla a computer player (or ``carla``); 30 seconds
    a decision, on a fake clock the test moves (``advance``)."""
    from fakeclock import LoopFakeClock

    host = HostThread(
        ("Ana", "Bruno", "Carla"),
        ("human", "human", carla),
        [0],
        deals=[spec],
        rules=rules,
        clock=LoopFakeClock(),
    )
    host.run(lambda: setattr(host.conductor.turns, "seconds", 30.0))
    # (published at once, as a table whose timer is set before its game is: a terminal's
    # first update must not be of the snapshot from before the timer was set)
    host.run(host.conductor.publish)
    host.run(host.conductor.kick)
    host.advance(0)  # (a computer player who plays first does so now)
    return host
