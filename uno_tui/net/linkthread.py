"""A terminal's ``Link`` to its host on an event loop of its own, in a daemon thread, so
that the app's screens (and the line mode) can call ``act`` and have the answer (and the
new view) when it returns; a rejoin makes a new ``Link`` that keeps what the old one was
told (``reconnect``).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from ..engine import Action
from ..engine.events import Event
from . import protocol as p
from .link import ACT_TIMEOUT, Link


class LinkThread:
    """A ``Link`` on an event loop of its own, in a daemon thread: ``act`` blocks until
    the host answers (the app's screens expect the new view when it returns)."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self._thread.start()
        self.on_change = on_change
        self.link: Link = self.call(self._make())

    async def _make(self) -> Link:
        return Link(self._changed)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def call(self, coroutine: Any, timeout: float | None = None) -> Any:
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coroutine, self.loop)
        return future.result(timeout)

    def connect(self, host: str, port: int, **hello: Any) -> int:
        return int(self.call(self.link.connect(host, port, **hello)))

    def reconnect(self, host: str, port: int, seat: int, key: bytes | None) -> int:
        """A new connection that takes the seat back with its key."""
        link: Link = self.call(self._make())
        # A rejoin keeps what it shared in and was told, from its first message on.
        link.table = self.link.table
        owner = self.link.host_uid  # the account that ran the table: none other will do
        seat = int(self.call(link.connect(host, port, seat=seat, key=key, host_uid=owner)))
        old, self.link = self.link, link
        with contextlib.suppress(Exception):
            self.call(old.close(), 2.0)
        return seat

    def act(self, action: Action) -> list[Event]:
        result: list[Event] = self.call(self.link.act(action), ACT_TIMEOUT + 1)
        return result

    def send(self, message: p.Message) -> None:
        self.loop.call_soon_threadsafe(self.link.send, message)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.call(self.link.close(), 2.0)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(2.0)
