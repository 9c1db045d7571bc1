"""The computer players' reactions to a forgotten UNO, for the conductor: each computer
player is asked once its reaction delay has passed, so people get their moment to catch
first, and a catch that is due comes before a computer player moves and closes the
window."""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine import IllegalAction
from .catching import CatchGuard
from .computers import ComputerTable

#: (round, seat, discard size): an open UNO window, told apart from any other.
Window = tuple[int, int, int]


class Reactions:
    """The reactions at ``table``, on its clock; none before the grace of ``catches``
    (U7) has run out, as for people."""

    def __init__(self, table: ComputerTable, catches: CatchGuard | None = None) -> None:
        self.table = table
        self.catches = catches or CatchGuard(table)
        self._window: Window | None = None
        #: When each computer player may first react to the open UNO window (monotonic).
        self._react_at: dict[int, float] = {}
        self._timers: list[Callable[[], None]] = []

    def forget(self) -> None:
        """A new or resumed game: no UNO window is being watched."""
        for cancel in self._timers:
            cancel()
        self._timers.clear()
        self._window = None
        self._react_at.clear()

    def schedule(self) -> None:
        """A new UNO window: ask each computer player after its reaction delay."""
        table = self.table
        key = table.uno_window()
        if key is None:
            self._window = None
            return
        if key == self._window:
            return
        self._window = key
        now = time.monotonic()
        scale = table.scale()
        grace = self.catches.grace if self.catches.in_grace() else 0.0
        for seat, bot in table.players.bots.items():
            # U7: a catch waits for the grace; the forgetful player's own late UNO does not
            delay = bot.reaction_delay() * scale + (grace if seat != key[1] else 0.0)
            self._react_at[seat] = now + delay
            if table.clock is not None:
                react = self._reaction(seat, key)
                self._timers.append(table.clock.later(max(delay, 0.001), react))

    def patience(self, seat: int) -> float:
        """Seconds before computer player ``seat`` may move while someone else's forgotten
        UNO is open: its own reaction delay, so people get their moment to catch first."""
        window = self.table.uno_window()
        at = self._react_at.get(seat)
        if window is None or at is None or window[1] == seat:
            return 0.0
        return at - time.monotonic()

    def due_now(self) -> None:
        """Every computer player whose reaction time has come reacts now, before a computer
        player moves and closes the window: a catch due does not depend on which of the
        loop's callbacks happens to run first. (A player asked again, by its timer,
        answers as it did: ``Bot.react`` decides once per window.)"""
        key = self._window
        if key is None:
            return
        now = time.monotonic()
        for seat, at in sorted(self._react_at.items(), key=lambda item: item[1]):
            if at <= now:
                self._react(seat, key)

    def _reaction(self, seat: int, key: Window) -> Callable[[], None]:
        def react() -> None:
            self._react(seat, key)

        return react

    def _react(self, seat: int, key: Window) -> None:
        table = self.table
        if self._window != key or table.uno_window() != key:
            return
        bot = table.players.bots.get(seat)
        action = bot.react(table.view(seat)) if bot is not None else None
        if action is None:
            return
        try:
            table.submit(action.seat, action)
        except IllegalAction:
            return
        table.reacted()
