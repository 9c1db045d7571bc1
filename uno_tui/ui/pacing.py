"""The computer players' pace at a table on screen: the clock the conductor runs them on.

The conductor (``conductor.py``) decides when a computer player moves and how long each
action stays on show; this module gives it the app's time: callbacks on the next turn of
the app's loop, and timers (Textual's, never blocking). A key hurries the computer action
on its way (``Conductor.hurry``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App


def _nothing() -> None:
    """Nothing to cancel."""


class AppClock:
    """``conductor.Clock`` on a Textual app's loop."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app

    def soon(self, callback: Callable[[], None]) -> None:
        if self.app.is_running:
            self.app.call_later(callback)

    def later(self, seconds: float, callback: Callable[[], None]) -> Callable[[], None]:
        if not self.app.is_running:
            return _nothing
        timer = self.app.set_timer(max(seconds, 0.001), callback)  # (Textual: not 0)
        return timer.stop if timer is not None else _nothing

    def time(self) -> float:
        return time.monotonic()
