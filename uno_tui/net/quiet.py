"""The garbage collector runs while a hosted or joined table waits, not while it paints.

A full collection walks every object the process holds (the app's widgets, styles and
caches, all of Textual and Rich): tens of milliseconds on a 2-core machine, and Python
starts one whenever enough objects have been made, which is most often while a frame is
being built, since that is when most are made. On a table other terminals play at, that
lands on the time from one player's key to the next player's screen.

``QuietCollector``: automatic full collections are off while the app runs (the young
generations are still collected as usual, they are quick); a full collection runs
``DELAY`` seconds after the last frame was written, when nobody waits for the screen.
After the first of them, what is left (the modules, the app, its first screens) is
frozen (``gc.freeze``): later collections skip it. ``stop`` puts the collector back as
it found it.
"""

from __future__ import annotations

import asyncio
import gc

#: Seconds after the last frame before the full collection runs.
DELAY = 0.1
#: A threshold for the oldest generation that is never reached (a full collection would
#: come after this many collections of the middle one).
NEVER = 1 << 30


class _Process:
    """The collector's settings are the process's: several apps in one process (the
    tests run a host and its clients together) share them, the first to start saves
    them and the last to stop puts them back."""

    users = 0
    saved: tuple[int, int, int] = (0, 0, 0)
    frozen = False


class QuietCollector:
    """Full collections while idle, not while painting (``start`` … ``stop``)."""

    def __init__(self) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._handle: asyncio.TimerHandle | None = None
        self.collections = 0  # how many ran (for tests)

    @property
    def running(self) -> bool:
        return self._loop is not None

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._loop is not None:
            return
        self._loop = loop
        if _Process.users == 0:
            _Process.saved = gc.get_threshold()
            young, middle, _old = _Process.saved
            gc.set_threshold(young, middle, NEVER)
        _Process.users += 1

    def painted(self) -> None:
        """A frame was written: the full collection waits until ``DELAY`` after it."""
        if self._loop is None:
            return
        if self._handle is not None:
            self._handle.cancel()
        self._handle = self._loop.call_later(DELAY, self._collect)

    def _collect(self) -> None:
        self._handle = None
        gc.collect()
        self.collections += 1
        if not _Process.frozen:
            # What survives the first collection after start lives as long as the app.
            _Process.frozen = True
            gc.freeze()

    def stop(self) -> None:
        if self._loop is None:
            return
        self._loop = None
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        _Process.users -= 1
        if _Process.users == 0:
            if _Process.frozen:
                _Process.frozen = False
                gc.unfreeze()
            gc.set_threshold(*_Process.saved)
