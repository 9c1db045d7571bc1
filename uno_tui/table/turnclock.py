"""The turn timer's time left, as a terminal counts it (``uno-tui host --turn-time``): the
host runs the timer (``turns.TurnTimer``); every terminal is told the seconds a person has
for a decision (``Seating.turn_time``, on the wire since version 6) and counts them down
from the moment it heard of the decision, as the host's timer counts from the moment it
published it. The host's own screens and lines count the same way, from its own snapshots.

The timer starts again after every action (anyone's: a UNO said, a catch), as the host's
does; a snapshot with events is such an action. One place for the count, read by the
full-screen hand (``ui.timeouts``) and the line mode (``lines.table``) alike."""

from __future__ import annotations

import math
from collections.abc import Callable

from .snapshot import Snapshot

__all__ = ["TurnClock"]


class TurnClock:
    """The time left for the decision due, on ``now`` (a terminal's clock, in seconds)."""

    def __init__(self, now: Callable[[], float]) -> None:
        self.now = now
        #: The seat whose decision was last heard of, and when.
        self._since: tuple[int | None, float] | None = None

    def heard(self, snapshot: Snapshot) -> None:
        """A snapshot as it comes: after an action (its events), the decision due starts
        its time now."""
        if snapshot.events:
            due = snapshot.due
            self._since = (due.seat if due is not None else None, self.now())

    def left(self, snapshot: Snapshot, seat: int | None) -> int | None:
        """Whole seconds ``seat``'s person has left for the decision due in ``snapshot``
        (rounded up; 0 once the time is up), or ``None``: no timer runs for it (no turn
        timer, not that person's decision, a computer player's, or a table that waits for
        a person out of time)."""
        seating, due = snapshot.seating, snapshot.due
        if (
            seating.turn_time <= 0
            or seating.paused
            or seat is None
            or due is None
            or due.seat != seat
            or seating.is_bot(seat)
        ):
            return None
        since = self._since
        if since is None or since[0] != seat:  # (heard of with no action: a rejoin)
            since = self._since = (seat, self.now())
        return max(0, math.ceil(seating.turn_time - (self.now() - since[1]) - 1e-9))
