"""The computer players at a table on screen: each action stays on show for the table to
read (any key hurries it), and a forgotten UNO is caught only after a bot's reaction
delay, so people get their moment first."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import time
from typing import TYPE_CHECKING

from .engine import IllegalAction

if TYPE_CHECKING:
    from .app import UnoApp


class Pacer:
    """Paces ``app``'s computer players (``app.bot_pace`` seconds an action, reaction
    delays times ``app.reaction_scale``; both zero in tests)."""

    def __init__(self, app: UnoApp) -> None:
        self.app = app
        self._hurry = asyncio.Event()
        self._window: tuple[int, int, int] | None = None
        #: When each computer player may first react to the open UNO window (monotonic).
        self._react_at: dict[int, float] = {}

    def forget(self) -> None:
        """A new or resumed game: no UNO window is being watched."""
        self._window = None

    def hurry(self) -> None:
        """A key was pressed: stop waiting for the current computer action to show."""
        self._hurry.set()

    async def pause(self, seconds: float | None = None) -> None:
        """Let the table read the last action: ``bot_pace`` seconds, or until a key."""
        self._hurry.clear()
        seconds = self.app.bot_pace if seconds is None else seconds
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._hurry.wait(), seconds)

    async def patience(self, seat: int) -> None:
        """Before a computer player moves while someone's forgotten UNO is open: wait out
        its reaction delay, so people get their moment to catch first (a key hurries)."""
        window = self.app.session.uno_window()
        at = self._react_at.get(seat)
        if window is None:
            return
        if at is not None and window[1] != seat:
            remaining = at - time.monotonic()
            if remaining > 0:
                await self.pause(remaining)
        self._react_due()

    def _react_due(self) -> None:
        """Every computer player whose reaction time has come reacts now, before a computer
        player moves and closes the window: a catch due does not depend on which of the
        event loop's callbacks happens to run first. (A player asked again, by its timer,
        answers as it did: ``Bot.react`` decides once per window.)"""
        key = self._window
        if key is None:
            return
        now = time.monotonic()
        for seat, at in sorted(self._react_at.items(), key=lambda item: item[1]):
            if at <= now:
                self._react(seat, key)

    def schedule_reactions(self) -> None:
        """A new UNO window: ask each computer player after its reaction delay."""
        app = self.app
        key = app.session.uno_window()
        if key is None:
            self._window = None
            return
        if key == self._window:
            return
        self._window = key
        now = time.monotonic()
        for seat, bot in app.session.bots.items():
            delay = bot.reaction_delay() * app.reaction_scale
            self._react_at[seat] = now + delay
            app.set_timer(max(delay, 0.001), functools.partial(self._react, seat, key))

    def _react(self, seat: int, key: tuple[int, int, int]) -> None:
        app = self.app
        if self._window != key or app.session.uno_window() != key:
            return
        action = app.session.bot_react(seat)
        if action is None:
            return
        try:
            app.act(action)
        except IllegalAction:
            return
        from .screens.curtain import PassScreen

        if isinstance(app.screen, PassScreen):
            app.screen.announce()
