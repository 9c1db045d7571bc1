"""The garbage collector waits for the first frame.

Starting the app makes a few hundred thousand objects that live as long as it does (Textual,
Rich, our modules, the first screens), and Python collects its young generations every 700
new objects, each time walking what the last collections left: about 35 M instructions
(some 8 ms) before the first frame, for nothing, since almost none of it is garbage.
``uno-tui`` (``cli.main_entry``) therefore turns the collector off first thing (``pause``)
and the app turns it back on a moment after its first screen's frame is out
(``first_frame``), once the terminal has it and the new game is saved: a collection then
would hold the frame's writer thread and the save back. (Textual pauses the collector too,
while it scrolls: ``App.PAUSE_GC_ON_SCROLL``.) A command that shows no screen turns it back
on before it runs, and the command line on its way out, so nothing runs long without it.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

#: Seconds from the first screen's frame to the collector's return.
AFTER_FIRST_FRAME = 0.1


class _Pause:
    on = False
    timed = False


def pause() -> None:
    """Turn the collector off until ``resume`` (if it was on)."""
    if gc.isenabled():
        gc.disable()
        _Pause.on = True


def resume() -> None:
    """Turn the collector back on, if ``pause`` turned it off (and only then)."""
    if _Pause.on:
        _Pause.on = _Pause.timed = False
        gc.enable()


def first_frame(set_timer: Callable[[float, Callable[[], None]], object]) -> None:
    """The first screen's frame is out: ``resume`` ``AFTER_FIRST_FRAME`` seconds later,
    on the app's timer (``set_timer``). Only the first call of a pause sets it."""
    if _Pause.on and not _Pause.timed:
        _Pause.timed = True
        set_timer(AFTER_FIRST_FRAME, resume)


def paused() -> bool:
    """Whether the collector waits for the first frame."""
    return _Pause.on
