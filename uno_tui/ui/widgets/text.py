"""Small helpers that keep redraws to what changed (each redraw is bytes over SSH)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast
from weakref import WeakKeyDictionary

from rich.cells import cell_len
from textual.visual import visualize
from textual.widget import Widget
from textual.widgets import Static

from ..textual_private import render_markup

if TYPE_CHECKING:
    from textual.css.styles import RulesMap

#: What ``set_text`` and ``set_border`` last gave each widget.
_texts: WeakKeyDictionary[Widget, str] = WeakKeyDictionary()
_borders: WeakKeyDictionary[Widget, tuple[str, str]] = WeakKeyDictionary()


def set_text(static: Static, text: str, *, layout: bool = True) -> None:
    """Update ``static`` only when its text changes (``Static.update`` always redraws).

    The screen is laid out again only when the new text takes another size than the old
    one did (a count that changes from 9 to 10 leaves the line as it was): laying out a
    whole screen for a new number was a good part of most frames. ``layout=False`` for a
    widget whose size cannot change with its text.
    """
    old = _texts.get(static)
    if old != text:
        _texts[static] = text
        if layout and old is not None and same_size(static, old, text):
            layout = False
        static.update(text, layout=layout)


def set_border(widget: Widget, title: str, subtitle: str) -> None:
    """Set ``widget``'s border title and subtitle only when their words change (setting
    one always parses it and repaints the widget, changed or not)."""
    if _borders.get(widget) != (title, subtitle):
        _borders[widget] = (title, subtitle)
        widget.border_title = title
        widget.border_subtitle = subtitle


def same_size(static: Static, old: str, new: str) -> bool:
    """Whether ``new`` would give ``static``, as it is laid out now, the size ``old``
    gives it: the same height at its width, and for a widget as wide as its words, the
    same best width in its container."""
    if not static.is_mounted or not static.display:
        return False
    markup = render_markup(static)
    if markup is None:
        return False
    width = static.content_size.width
    container = static.container_size.width
    if width <= 0 or container <= 0:
        return False
    before = visualize(static, old, markup=markup)
    after = visualize(static, new, markup=markup)
    rules = cast("RulesMap", static.styles)  # (as Textual passes them itself)
    # As wide as its words (or in a container that is): the same best width. Otherwise
    # its width is set, or its container's.
    sized_by_words = any(
        node.styles.width is not None and node.styles.width.is_auto
        for node in (static, static.parent)
        if isinstance(node, Widget)
    )
    if sized_by_words and before.get_optimal_width(rules, container) != after.get_optimal_width(
        rules, container
    ):
        return False
    return before.get_height(rules, width) == after.get_height(rules, width)


def fit_two_lines(first: str, second: str, width: int, kept: str = "") -> str:
    """``first`` and ``second`` in two lines of ``width`` cells, cut only between words:
    ``first`` may take both lines when it needs them (then ``second`` waits). ``kept``: a
    line that must be seen (the game is not saved): the second line, ``first`` the first."""
    if kept:
        return "\n".join((wrap_words(text, width) or [""])[0] for text in (first, kept))
    lines = wrap_words(first, width)
    if len(lines) <= 1:
        return "\n".join([*lines, *wrap_words(second, width)[:1]])
    if len(lines) > 2:
        last = lines[1]
        while last and cell_len(last) + 2 > width:
            last = last.rsplit(" ", 1)[0] if " " in last else ""
        lines = [lines[0], last + " …"]
    return "\n".join(lines)


def wrap_words(text: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` cells, between words."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and cell_len(line) + 1 + cell_len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines
