"""The turn timer's time left, as a terminal counts it (``uno-tui host --turn-time``): the
host runs the timer (``turns.TurnTimer``); every terminal is told the seconds a person has
for a decision (``Seating.turn_time``, on the wire since version 6) and counts them down
from the moment it heard of the decision, as the host's timer counts from the moment it
published it. A terminal that first hears of a table mid-decision (it joined, or rejoined,
while someone decides) is told how long that decision has run (``Seating.spent``, on the
wire since version 7), and counts only what is left, as the host does. The host's own
screens and lines count the same way, from its own snapshots.
While a person decides, every other terminal shows whose decision it is and the time they
have left (``whose_time``: the table's top bar, a line in the line mode).

The timer starts again after every action (anyone's: a UNO said, a catch), as the host's
does; a snapshot with events is such an action. One place for the count, read by the
full-screen hand (``ui.timeouts``) and the line mode (``lines.table``) alike."""

from __future__ import annotations

import math
from collections.abc import Callable

from ..i18n.timer import whose_time
from .snapshot import Snapshot

__all__ = ["TurnClock"]


class TurnClock:
    """The time left for the decision due, on ``now`` (a terminal's clock, in seconds).

    A decision starts its time when a snapshot says an action was taken (its events), or
    that the decision due changed hands (another seat, a person back from a computer
    player's sitting in: the host's timer starts afresh then too), or that the timer runs
    again (``turn_time`` was 0 while it was suspended: a hosted table's first deal waits
    for its terminals), or that this terminal first hears of the table. It started the
    seconds the snapshot says the decision had already run (``Seating.spent``) before it
    was heard of: a joined terminal that joins, or rejoins, mid-decision counts what the
    host's timer has left, not the whole time again; and each new update from the host
    sets the count by the host's again (a terminal that lost its link and rejoined while
    the same seat's next decision ran, say)."""

    def __init__(self, now: Callable[[], float]) -> None:
        self.now = now
        #: The last snapshot seen (its ``seq``), and the decision due in it.
        self._seq: int | None = None
        self._due: tuple[int | None, str, float] | None = None
        #: When the decision due started its time (``None``: none has started here).
        self._since: float | None = None
        #: The snapshot (its ``seq``) in which the decision due started its time.
        self.started: int | None = None

    def heard(self, snapshot: Snapshot) -> None:
        """A snapshot as it comes (each is looked at once, whenever it is first seen)."""
        if snapshot.seq == self._seq:
            return
        first = self._seq is None
        self._seq = snapshot.seq
        due = snapshot.due
        key = (due.seat, str(due.who), snapshot.seating.turn_time) if due is not None else None
        spent = snapshot.seating.spent
        if first or snapshot.events or key != self._due:
            self._since, self.started = self.now() - (spent or 0.0), snapshot.seq
        elif spent is not None:  # the host's word again: its count, not this one's
            self._since = self.now() - spent
        self._due = key

    def left(self, snapshot: Snapshot, seat: int | None) -> int | None:
        """Whole seconds ``seat``'s person has left for the decision due in ``snapshot``
        (rounded up; 0 once the time is up), or ``None``: no count for it (no turn timer,
        not that person's decision, a computer player's, a table that waits for a person
        out of time)."""
        self.heard(snapshot)
        seating, due = snapshot.seating, snapshot.due
        if (
            seating.turn_time <= 0
            or seating.paused
            or seat is None
            or due is None
            or due.seat != seat
            or seating.is_bot(seat)
            or self._since is None
        ):
            return None
        return max(0, math.ceil(seating.turn_time - (self.now() - self._since) - 1e-9))

    def whose_time(self, snapshot: Snapshot) -> str:
        """``Bruno's turn · 27 s to decide``: whose decision is due in ``snapshot`` and the
        time they have left, as the terminals other than theirs show it; "" where there is
        no count for it (see ``left``)."""
        due, public = snapshot.due, snapshot.public
        seat = due.seat if due is not None else None
        left = self.left(snapshot, seat)
        if left is None or public is None or seat is None:
            return ""
        return whose_time(public.table.names[seat], left)
