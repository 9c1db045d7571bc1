"""The terminal's own cursor sits where the eyes are: on the chosen card of a hand, the
focused button or field, the highlighted saved game, the score sheet.

Screen readers (Orca, NVDA through an SSH client, Speakup) and braille displays (BRLTTY)
follow the terminal's cursor, hidden or not: they read the line it is on, and a braille
display shows the part of the screen around it. Textual moves the cursor to
``App.cursor_position`` after every frame it writes (its ``Input`` keeps it on the text
cursor that way); this module works out that spot for the screen on view.

A screen may say where it goes (``cursor_spot``: the hand's chosen card); else the focused
widget (its own ``cursor_spot`` if it has one: a card, the highlighted saved game); else,
with nothing focused, the first button; else the widget its ``CURSOR_AT`` selector names
(a curtain's title, a dialog's box); else the screen's top left corner.

With Textual's internals on (``textual_private``), the spot is worked out again just before
each frame is written (``FrameHook``), from the regions that frame was drawn with. Without
them, ``settle_cursor`` is called after each change that may move it (focus, the chosen card,
a screen showing, a resize) and, if the spot moved once the screen was laid out, repaints
the widget there, so that a frame carries the cursor to it.
"""

from __future__ import annotations

import sys
from typing import Any

from textual.app import App
from textual.geometry import Offset
from textual.screen import Screen
from textual.widget import Widget

__all__ = ["cursor_spot", "place_cursor", "settle_cursor", "widget_spot"]


def _is_a(widget: Widget, module: str, name: str) -> bool:
    """Whether ``widget`` is a Textual ``name`` (``Button``, ``Input``), without importing
    its module: a widget of a class exists only once its module is loaded, and loading
    ``Button``'s for a first screen that has none would only delay its frame."""
    kind = getattr(sys.modules.get(module), name, None)
    return isinstance(kind, type) and isinstance(widget, kind)


def widget_spot(widget: Widget) -> Offset | None:
    """The first cell of ``widget``'s content (of its middle line, for a button: its label
    is centred); ``None``: it is not on screen."""
    spot = getattr(widget, "cursor_spot", None)
    if callable(spot):
        own: Offset | None = spot()
        return own
    region = widget.content_region
    if not region.area or not widget.display:
        return None
    button = _is_a(widget, "textual.widgets._button", "Button")
    middle = (region.height - 1) // 2 if button else 0
    return Offset(region.x, region.y + middle)


def _target(screen: Screen[Any]) -> Widget | None:
    focused = screen.focused
    if focused is not None:
        return focused
    button = next(iter(screen.query("Button")), None)
    at: str = getattr(screen, "CURSOR_AT", "")
    if button is not None or not at:
        return button
    return next(iter(screen.query(at)), None)


def cursor_spot(screen: Screen[Any]) -> tuple[Offset | None, Widget | None]:
    """Where the cursor goes on ``screen``, and the widget it is on (``None``, ``None``: it
    is left where it is, an ``Input`` places it itself)."""
    spot = getattr(screen, "cursor_spot", None)
    if callable(spot):
        placed: tuple[Offset | None, Widget | None] = spot()
        if placed[0] is not None:
            return placed
    widget = _target(screen)
    if widget is not None and _is_a(widget, "textual.widgets._input", "Input"):
        return None, None
    offset = widget_spot(widget) if widget is not None else None
    return (offset, widget) if offset is not None else (Offset(0, 0), None)


def place_cursor(app: App[Any]) -> Widget | None:
    """Put ``app``'s cursor on its screen's spot; the widget there if the cursor moved onto
    one (``None``: it did not move, or to no widget: the screen's corner)."""
    if not app.screen_stack:
        return None
    offset, widget = cursor_spot(app.screen)
    if offset is None or offset == app.cursor_position:
        return None
    app.cursor_position = offset
    return widget


def settle_cursor(app: App[Any], tries: int = 4) -> None:
    """Put the cursor on its spot now (from the regions the screen was last laid out
    with: the next frame carries it), and again once the screen is laid out anew; if it
    moved then onto a widget, repaint it (a frame carries the cursor). A screen just
    shown may take a refresh or two before its widgets have a place: ``tries`` refreshes
    are waited for one."""
    place_cursor(app)

    def settle(tries: int) -> None:
        if not app.screen_stack:
            return
        moved = place_cursor(app)
        if moved is not None:
            moved.refresh()
        target = _target(app.screen)
        if tries and target is not None and not target.region.area:
            app.call_after_refresh(settle, tries - 1)

    app.call_after_refresh(settle, tries)
