"""The turn timer said at this terminal (``uno-tui host --turn-time``): a decision a
computer player took for a person out of time, and a table where every person is out of
time and which waits for one of them. The host and a joined terminal alike say it as a
notice in the corner, at once and waiting for no key: a hand may stay up while others
play, and a notice that waited for Enter would cost the next player their own time."""

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
#: Seconds a notice in the corner stays.
NOTICE_SECONDS = 8.0


def tell_timeouts(app: UnoApp, snapshot: Snapshot, names: Sequence[str]) -> None:
    """Say what the turn timer did in ``snapshot`` (see the module's words), to the one
    person at this terminal, if there is one, in the second person."""
    seating = snapshot.seating
    here = seating.human_seats
    mine = here[0] if len(here) == 1 else None
    said = timeout_announcement(snapshot.events, seating.timed_out, names, mine)
    due = snapshot.due.seat if snapshot.due is not None else None
    waiting = seating.paused and due is not None and not seating.is_bot(due)
    wait = waiting_sentence(names[due], due == mine) if waiting and due is not None else None
    if wait is not None and _WAITING.get(app):
        wait = None  # (said already)
    _WAITING[app] = waiting
    for line in (said[1] if said is not None else None, wait):
        if line is not None:
            app.notify(line, timeout=NOTICE_SECONDS, markup=False)
