"""The one module of uno_tui that touches Textual's (or Rich's) private names, behind one switch.

Textual is pinned (``pyproject.toml``) because the app leans on a few of its internals to
paint less: each screen once, never a frame the terminal already shows, the screen under a
dialog tinted a style at a time, only the style sheets the screens on view need. Every such
use is here, and nowhere else (``tests/unit/test_textual_private.py`` reads the package and
fails on any other; ``tests/unit/test_textual_internals.py`` fails if Textual moves one).

**The switch.** ``UNO_TUI_TEXTUAL_PRIVATE=0`` (or ``off``, ``false``, ``no``) in the
environment, read once as this module is imported, turns them all off: the app then uses
Textual's public behaviour only. Players see the same screens; it paints more (some
screens twice, the frames a terminal already shows), starts a little later (every sheet is
read at start) and, at a hosted table, the garbage collector keeps Python's own pace. Run
the tests that way with ``UNO_TUI_TEXTUAL_PRIVATE=0 .venv/bin/python -m pytest -n 2`` (the
tests that count what these internals save are skipped then, naming the switch). Use it to
try a new Textual before this module is brought up to date with it.

With the switch off, each class below marked ``@switched`` is a plain class of the same
name with nothing in it, and each function takes Textual's public way.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar, cast

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual._compositor import LayoutUpdate
from textual._context import visible_screen_stack
from textual.app import App
from textual.color import Color
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import Screen
from textual.widget import Widget

from .cursor import place_cursor
from .paint import FrameFilter

if TYPE_CHECKING:
    from rich.console import RenderableType
    from textual.widgets import Static

#: The environment variable that turns Textual's internals off (``0``, ``off``, ``false``, ``no``).
SWITCH = "UNO_TUI_TEXTUAL_PRIVATE"
#: Whether the app uses Textual's internals (the switch, as it was when this was imported).
ENABLED = os.environ.get(SWITCH, "1").strip().lower() not in {"0", "off", "false", "no"}

C = TypeVar("C", bound=type)
#: Each ``@switched`` class as written, whatever the switch (tests compare it with Textual).
WRITTEN: dict[str, type] = {}


def switched(cls: C) -> C:
    """``cls`` with the switch on; with it off, a plain class of the same name in its place."""
    WRITTEN[cls.__name__] = cls
    if ENABLED:
        return cls
    plain = {"__doc__": cls.__doc__, "__module__": cls.__module__, "__qualname__": cls.__qualname__}
    return cast(C, type(cls.__name__, (), plain))


# ---------------------------------------------------------------------- the app


@switched
class FrameHook:
    """Mixed into the app, before ``App``: ``frame_written`` is called after each frame
    Textual writes to the terminal (there is no public hook for that), and the terminal's
    cursor is put on the spot the screen asks for just before (``cursor.place_cursor``)."""

    def _display(self, screen: Screen[object], renderable: RenderableType | None) -> None:
        app = cast(App[object], self)
        if renderable is not None:
            place_cursor(app)  # (from the regions this frame was drawn with: ``cursor``)
        App._display(app, screen, renderable)
        if renderable is not None and not app._batch_count:
            self.frame_written()

    def frame_written(self) -> None:
        """A frame was written (only ever called with the switch on)."""


def install_frame_filter(app: App[Any]) -> FrameFilter | None:
    """Put a ``FrameFilter`` on ``app``'s driver (a terminal, not headless); ``None``: none."""
    driver = app._driver
    if not ENABLED or driver is None or app.is_headless:
        return None
    frames = FrameFilter(driver.write, app.size)
    driver.write = frames  # type: ignore[method-assign]
    return frames


def background_screens(app: App[Any]) -> list[Screen[Any]]:
    """The screens under the current one that show through it (bottom first)."""
    if ENABLED:
        return list(app._background_screens)
    screens: list[Screen[Any]] = []
    for screen in reversed(app.screen_stack[:-1]):
        screens.append(screen)
        if screen.styles.background.a == 1:
            break
    return screens[::-1]


def render_markup(static: Static) -> bool | None:
    """Whether ``static`` reads its content as markup; ``None``: not known."""
    return static._render_markup if ENABLED else None


# ---------------------------------------------------------------------- screens


def write_to_terminal(app: App[Any], text: str) -> None:
    """Write control text (a title: OSC 2) straight to the terminal; nothing headless or
    with the switch off (Textual has no public way to set the terminal's title)."""
    driver = app._driver
    if ENABLED and driver is not None and not app.is_headless:
        driver.write(text)


@switched
class RegisterHook:
    """Mixed into a screen, before ``Screen``: ``screen_registered`` is called as the screen
    is registered with the app, before its widgets are given their styles."""

    def _post_register(self, app: App[object]) -> None:
        self.screen_registered(app)
        Widget._post_register(cast(Widget, self), app)

    def screen_registered(self, app: App[object]) -> None:
        """The screen is being registered (only ever called with the switch on)."""


@switched
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


# ---------------------------------------------------------------------- dialogs

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
    screen over another; ``None``: as Textual draws it (always, with the switch off)."""
    if not ENABLED:
        return None
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
