"""Catches at a table where several people may catch at once (docs/RULES.md, U6, U7): the
table's side of the engine's ``catching`` rules. It keeps who tried to catch in the catch
window (which lasts from one action to the next) and runs the forgetful player's grace on
the conductor's clock, the same for every terminal; what both mean is the engine's
(``why_not_catch``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Action, Catch, IllegalAction, Refusal
from ..engine.ask import direction_of, next_seat
from ..engine.catching import HOSTED_GRACE, CatchWindow, catch_window, why_not_catch
from .clock import Cancel
from .computers import ComputerTable

__all__ = ["HOSTED_GRACE", "CatchGuard", "catch_target", "why_none_caught"]

#: Refusals that are not a try at a catch (a slip of the seat, not of the eye).
_NOT_A_TRY = (Refusal.CATCH_SELF, Refusal.NO_SUCH_SEAT, Refusal.CATCH_SPENT)


class CatchGuard:
    """The tries and the grace at ``table``: ``check`` each catch before the game sees it,
    and ``schedule`` after each change (a new UNO window starts the grace)."""

    def __init__(self, table: ComputerTable) -> None:
        self.table = table
        #: U7: the grace's length in seconds (0: none, as at a hot-seat table).
        self.grace = 0.0
        self._window: CatchWindow | None = None
        self._tried: set[int] = set()
        #: The UNO window whose grace is running, and the way to stop its timer.
        self._grace_for: tuple[int, int, int] | None = None
        #: The last UNO window whose grace started (it runs once, even if cut short).
        self._seen: tuple[int, int, int] | None = None
        self._cancel: Cancel | None = None

    def forget(self) -> None:
        """A new or resumed game: no try is remembered, no grace runs."""
        self._stop()
        self._window = self._seen = None
        self._tried.clear()

    def schedule(self) -> None:
        """After a change: a new UNO window starts its grace on the clock."""
        key = self.table.uno_window()
        if key == self._grace_for:
            return
        self._stop()
        if key is None or key == self._seen or self.grace <= 0 or self.table.clock is None:
            return  # (a window seen before: its grace has run out)
        self._grace_for = self._seen = key
        self._cancel = self.table.clock.later(self.grace, self._end)

    def in_grace(self) -> bool:
        """Whether the grace of the open UNO window runs now."""
        key = self._grace_for
        return key is not None and key == self.table.uno_window()

    def check(self, action: Action) -> None:
        """``IllegalAction`` (U6, U7, U5) if the table refuses ``action``, a catch, now; a
        refused try is the catcher's one try in this window. (Any other action: nothing.)"""
        game = self.table.players.game
        if game is None or type(action) is not Catch:
            return
        window = catch_window(game)
        if window != self._window:
            self._window = window
            self._tried.clear()
        error = why_not_catch(game, action, tried=self._tried, grace=self.in_grace())
        if error is None:
            return
        if error.reason not in _NOT_A_TRY:
            self._tried.add(action.seat)
        raise error

    def _end(self) -> None:
        self._cancel = None
        self._grace_for = None

    def _stop(self) -> None:
        if self._cancel is not None:
            cancel, self._cancel = self._cancel, None
            cancel()
        self._grace_for = None


def catch_target(
    why_not: Callable[[Action], IllegalAction | None],
    uno_window: int | None,
    hand_sizes: Sequence[int],
    catcher: int,
) -> int | None:
    """Whom C catches for ``catcher`` now: the player in the UNO window; else another
    player holding one card whom the rules let ``catcher`` catch all the same (HR8: a wrong
    catch, made and costing the catcher), the first after ``catcher`` clockwise;
    ``None``: nobody (the caller asks the rules why, for a player holding one card)."""
    if uno_window is not None:
        return uno_window
    n = len(hand_sizes)
    for step in range(1, n):
        seat = next_seat(n, catcher, direction_of(True), step)
        if hand_sizes[seat] == 1 and why_not(Catch(catcher, seat)) is None:
            return seat
    return None


def why_none_caught(
    why_not: Callable[[Action], IllegalAction | None], hand_sizes: Sequence[int], catcher: int
) -> IllegalAction | None:
    """Why ``catcher`` may catch nobody (``catch_target`` found none): the rules' reason,
    asked for the first other player holding one card (U5: said UNO, or not yet caught in
    time); ``None`` where nobody holds one card (nobody to catch, said as such)."""
    singles = [s for s, n in enumerate(hand_sizes) if n == 1 and s != catcher]
    return why_not(Catch(catcher, singles[0])) if singles else None
