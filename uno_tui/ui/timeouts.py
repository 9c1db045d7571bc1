"""The turn timer said at this terminal (``uno-tui host --turn-time``): a decision a
computer player took for a person out of time, and a table where every person is out of
time and which waits for one of them. The host and a joined terminal alike say it as a
notice in the corner, at once and waiting for no key: a hand may stay up while others
play, and a notice that waited for Enter would cost the next player their own time.

The time a person has left is counted down on their hand's top bar (``27 s to decide``),
at the host and at a joined terminal alike, by the terminal's ``table.turnclock``; and on
the top bar of the table while that person decides elsewhere (a pass to them, or the
table while they play at another terminal: ``Bruno's turn · 27 s to decide``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from ..i18n.timer import time_left
from ..i18n.words import timeout_announcement, waiting_sentence
from ..table.snapshot import Snapshot
from ..table.turnclock import TurnClock

if TYPE_CHECKING:
    from textual.screen import Screen

    from .app import UnoApp
    from .tableapp import TableApp

#: Whether each app last heard that the table waits (said once each time it starts).
_WAITING: WeakKeyDictionary[UnoApp, bool] = WeakKeyDictionary()
#: Each app's count of the time left (on the key guard's clock: tests move it).
_CLOCKS: WeakKeyDictionary[TableApp, TurnClock] = WeakKeyDictionary()
#: Seconds a notice in the corner stays.
NOTICE_SECONDS = 8.0
#: How often a hand's count is drawn again (seconds).
TICK = 0.5


def turn_clock(app: TableApp) -> TurnClock:
    """The app's count of the turn timer's time left."""
    clock = _CLOCKS.get(app)
    if clock is None:
        clock = _CLOCKS[app] = TurnClock(lambda: app.keys.clock())
    return clock


def with_time_left(app: TableApp, seat: int, title: str) -> str:
    """``title``, and the time ``seat``'s person has left for the decision due, if the
    turn timer runs for it (``Ana's turn · 27 s to decide``)."""
    left = turn_clock(app).left(app.table_reader.snapshot, seat)
    return title if left is None else f"{title} · {time_left(left)}"


def waiting_title(app: TableApp) -> str:
    """The top bar's words on the table while a person decides, here after a pass or at
    another terminal, with the time they have left (``Bruno's turn · 27 s to decide``);
    "" where the turn timer counts nothing for the decision due (no timer, a computer
    player's, a table that waits for a person out of time)."""
    return turn_clock(app).whose_time(app.table_reader.snapshot)


def count_down(screen: Screen[Any], app: TableApp, show: Callable[[], None]) -> None:
    """Call ``show`` every ``TICK`` while ``screen`` is in sight at a table with a turn
    timer (it draws the time left again): not while a screen of its own stands over it
    (the scores, say), where each second's count made the screen on top paint again."""

    def tick() -> None:
        if in_sight(screen) and app.playing and app.table_reader.snapshot.seating.turn_time:
            show()

    screen.set_interval(TICK, tick)


def in_sight(screen: Screen[Any]) -> bool:
    """Whether ``screen`` shows on the terminal: on top, or under dialogs that let it
    show through (not under a screen that covers it whole)."""
    stack = screen.app.screen_stack if screen.is_attached else []
    if screen not in stack:
        return False
    return all(above.styles.background.a < 1 for above in stack[stack.index(screen) + 1 :])


def tell_timeouts(app: UnoApp, snapshot: Snapshot, names: Sequence[str]) -> None:
    """Say what the turn timer did in ``snapshot`` (see the module's words), to the one
    person at this terminal, if there is one, in the second person."""
    turn_clock(app).heard(snapshot)
    seating = snapshot.seating
    mine = seating.one_here
    said = timeout_announcement(snapshot.events, seating.timed_out, names, mine, seating.away)
    due = snapshot.due.seat if snapshot.due is not None else None
    waiting = seating.paused and due is not None and not seating.is_bot(due)
    wait = waiting_sentence(names[due], due == mine) if waiting and due is not None else None
    if wait is not None and _WAITING.get(app):
        wait = None  # (said already)
    _WAITING[app] = waiting
    for line in (said[1] if said is not None else None, wait):
        if line is not None:
            app.notify(line, timeout=NOTICE_SECONDS, markup=False)
