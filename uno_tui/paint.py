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
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any, cast

from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual._compositor import LayoutUpdate
from textual._context import visible_screen_stack
from textual.color import Color
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import Screen

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

    def resized(self, size: tuple[int, int]) -> None:
        """The terminal reports its size: if that changed, it may no longer show the last
        drawing (a terminal may clear or rewrap what it shows as it is resized)."""
        if tuple(size) != tuple(self.size):
            self.size = size
            self._last = None


class PaintOnce:
    """Mixed into every screen and dialog, before ``Screen``: a screen that shows is
    painted once.

    As a screen resumes, Textual refreshes its layout when its size changed (always, the
    first time it shows), which paints it in full; but the same resume, the mounting of its
    widgets and the screen it covers also ask for a full repaint of it, which paints it all
    again on the next update tick, identical. That repeat is dropped here: on the first
    update tick after a showing that painted everything, a full repaint asked for meanwhile
    is taken as done. What did change meanwhile (a widget's content, the layout) is still
    painted, as Textual tracks it separately.
    """

    _painted_whole = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        screen = cast(Screen[object], self)
        laid_out = screen.is_attached and screen._size != screen.app.size
        Screen._on_screen_resume(screen, event)
        event.prevent_default()  # Screen's own handler has just run
        # While the app holds back painting, that paint was dropped: the repaint stays.
        self._painted_whole = laid_out and not screen.app._batch_count

    def _on_timer_update(self) -> None:
        screen = cast(Screen[object], self)
        app = screen.app
        if self._painted_whole:
            self._painted_whole = False
            screen._repaint_required = False
        if (
            screen._repaint_required
            and screen._layout_required
            and screen.is_current
            and not app._batch_count
        ):
            # Textual would lay out and paint what moved, then paint everything again in
            # the same tick: lay out without painting, and let the full paint show it all.
            app._batch_count += 1
            try:
                screen._refresh_layout(scroll=screen._scroll_required)
            finally:
                app._batch_count -= 1
            screen._layout_required = False
            screen._scroll_required = False
            screen._dirty_widgets.clear()
        Screen._on_timer_update(screen)

    def _compositor_refresh(self) -> None:
        screen = cast(Screen[object], self)
        app = screen.app
        frames: FrameFilter | None = getattr(app, "frame_filter", None)
        shown = frames.whole_frame if frames is not None else None
        compositor = screen._compositor
        dirty = compositor._dirty_regions
        if (
            shown is not None
            and dirty
            and compositor.size.region not in dirty
            and screen is app.screen
            and not app.is_inline
            and not app._batch_count
            and not _news_since_whole_frame(app)
        ):
            # A partial paint just after a whole one: Textual re-lays a screen out once or
            # twice as it shows (its first resize, its widgets' first sizes) and repaints
            # what "moved" even when every character stays the same. Skip it when the
            # whole screen, rendered now, is exactly what the terminal already shows.
            kept = set(dirty)
            now = compositor.render_update(full=True, screen_stack=app._background_screens)
            if isinstance(now, LayoutUpdate) and shown.startswith(now.render_segments(app.console)):
                screen._dirty_widgets.clear()
                return
            compositor._dirty_regions.update(kept)
        Screen._compositor_refresh(screen)


def _news_since_whole_frame(app: object) -> bool:
    """At a hosted or joined table, whether the game was shown anew since the last whole
    frame: then what is painted now has changed, and rendering the whole screen again to
    compare it with that frame (``PaintOnce._compositor_refresh``) would be time lost on
    nearly every frame that follows another terminal's move."""
    return bool(
        getattr(app, "NETWORKED", False)
        and getattr(app, "views_refreshed", 0) != getattr(app, "views_at_whole_frame", 0)
    )


_TintKey = tuple[object, ...]
#: Styles tinted so far, for every dialog: (the style's colours and attributes, the
#: tint) -> the tinted style. A terminal shows few distinct styles (the theme's, the
#: cards'), so this stays small; it is emptied if it ever grows past ``_TINTS_KEPT``.
_tinted: dict[_TintKey, Style] = {}
_TINTS_KEPT = 4096


class Tinted(BackgroundScreen):
    """The screen under a dialog, tinted as Textual tints it (``BackgroundScreen``), with
    each style's tint worked out once, not for every character of every frame: a dialog
    is drawn whole over the screen under it, and tinting each segment again (colours
    converted, blended and turned back into styles) was a good part of its frame."""

    @classmethod
    def process_segments(cls, segments: Iterable[Segment], color: Color) -> Iterable[Segment]:
        if color.a == 0:
            yield from BackgroundScreen.process_segments(segments, color)
            return
        tinted = _tinted
        tint = BackgroundScreen.process_segments
        for segment in segments:
            text, style, control = segment
            if control:
                yield segment
                continue
            if style is None:
                key: _TintKey = (None, color)
            else:
                key = (
                    style._color,
                    style._bgcolor,
                    style._attributes,
                    style._set_attributes,
                    style._null,
                    color,
                )
            done = tinted.get(key)
            if done is None:
                if len(tinted) >= _TINTS_KEPT:
                    tinted.clear()
                done = next(iter(tint([Segment(" ", style)], color))).style or Style()
                tinted[key] = done
            yield Segment(text, done, control)


def tinted_background(screen: Screen[Any]) -> RenderableType | None:
    """What ``Screen.render`` draws for ``screen``, with ``Tinted`` for a translucent
    screen over another; ``None``: as Textual draws it."""
    background = screen.styles.background
    if background.a >= 1:
        return None
    try:
        stack = visible_screen_stack.get()
    except LookupError:
        return None
    if not stack or stack[-1] is screen:
        return None
    return Tinted(stack.pop(), background)
