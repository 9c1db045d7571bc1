"""Never send the terminal a frame it already shows.

Textual 8 paints a screen that has just shown twice, byte for byte the same: once when the
screen's layout is refreshed as it resumes, and again because the same resume (and, for a
switched or popped screen, ``App._replace_screen``) also asks for a full repaint. A dialog
that opens is painted twice the same way. Over a slow SSH link each repeat costs a whole
frame (7 to 11 KB at 80x24).

``FrameFilter`` sits on the driver's ``write`` and drops a drawing that is identical to the
previous one when nothing else reached the terminal in between: the terminal already shows
exactly that, so nothing a player sees changes. Only drawings that place every character at
an absolute position (they start with a cursor move ``ESC [ row ; col H``) are dropped, and
only when the terminal cannot have changed: a resize to another size forgets the last
drawing, and so does anything else written (modes, titles, mouse reporting). A resize
event for the size the terminal already had (the driver sends one as it starts, often just
after the first screen was painted) changes nothing on the terminal and forgets nothing:
Textual lays the screen out again then and repaints the widgets it "moved", identical.

It is put on the driver, and a screen painted once, in ``textual_private`` (Textual's
internals, behind one switch).
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: Synchronized-output brackets (DEC mode 2026) that Textual writes around each frame.
SYNC_MARKS = frozenset({"\x1b[?2026h", "\x1b[?2026l"})
_ABSOLUTE = re.compile(r"\x1b\[\d+;\d+H")
_ONLY_OSC = re.compile(r"(?:\x1b\][^\x07\x1b]*(?:\x07|\x1b\\))+")


class FrameFilter:
    """A driver's ``write`` that does not repeat the last drawing."""

    def __init__(self, write: Callable[[str], None], size: tuple[int, int]) -> None:
        self._write = write
        self._last: str | None = None
        #: The terminal's size (width, height) as last known: what the last drawing fits.
        self.size = size
        self.dropped = 0  # how many repeats were not sent (for tests and benchmarks)

    def __call__(self, data: str) -> None:
        if data in SYNC_MARKS or _ONLY_OSC.fullmatch(data):
            self._write(data)  # changes nothing on screen (OSC: the pointer's shape, a title)
            return
        if data == self._last:
            self.dropped += 1
            return
        self._last = data if _ABSOLUTE.match(data) else None
        self._write(data)

    @property
    def whole_frame(self) -> str | None:
        """The terminal's whole content as last written in one piece (a full frame, nothing
        drawn since), else ``None``."""
        last = self._last
        return last if last is not None and last.startswith("\x1b[1;1H") else None

    def forget(self) -> None:
        """The terminal showed something else meanwhile (the shell, while the game was
        suspended): the next drawing is sent, whatever it is."""
        self._last = None

    def resized(self, size: tuple[int, int]) -> None:
        """The terminal reports its size: if that changed, it may no longer show the last
        drawing (a terminal may clear or rewrap what it shows as it is resized)."""
        if tuple(size) != tuple(self.size):
            self.size = size
            self._last = None
