"""The turn timer said at this terminal (``uno-tui host --turn-time``): a decision a
computer player took for a person out of time, and a table where every person is out of
time and which waits for one of them. A joined terminal shows them as the table's notices
(``announce_all``), which its screens show between turns; the host's screen, whose hand
may stay up while others play, shows them as a notice in the corner at once."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from ..i18n.words import timeout_announcement, waiting_sentence
from ..table.snapshot import Snapshot

if TYPE_CHECKING:
    from .app import UnoApp

#: Whether each app last heard that the table waits (said once each time it starts).
_WAITING: WeakKeyDictionary[UnoApp, bool] = WeakKeyDictionary()
#: Seconds a notice in the host's corner stays.
NOTICE_SECONDS = 8.0


def tell_timeouts(app: UnoApp, snapshot: Snapshot, names: Sequence[str]) -> None:
    """Say what the turn timer did in ``snapshot`` (see the module's words)."""
    seating = snapshot.seating
    said = timeout_announcement(snapshot.events, seating.timed_out, names)
    due = snapshot.due.seat if snapshot.due is not None else None
    waiting = seating.paused and due is not None and not seating.is_bot(due)
    wait = waiting_sentence(names[due]) if waiting and due is not None else None
    if wait is not None and _WAITING.get(app):
        wait = None  # (said already)
    _WAITING[app] = waiting
    if app.joined is not None:
        if said is not None:
            app.announcements.append(said)
        return
    for line in (said[1] if said is not None else None, wait):
        if line is not None:
            app.notify(line, timeout=NOTICE_SECONDS)
