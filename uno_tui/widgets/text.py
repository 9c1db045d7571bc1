"""Small helpers that keep redraws to what changed (each redraw is bytes over SSH)."""

from __future__ import annotations

from rich.cells import cell_len
from textual.widgets import Static


def set_text(static: Static, text: str, *, layout: bool = True) -> None:
    """Update ``static`` only when its text changes (``Static.update`` always redraws).

    ``layout=False`` for a widget whose size cannot change with its text.
    """
    if getattr(static, "_uno_text", None) != text:
        static._uno_text = text  # type: ignore[attr-defined]
        static.update(text, layout=layout)


def fit_two_lines(first: str, second: str, width: int) -> str:
    """``first`` and ``second`` in two lines of ``width`` cells, cut only between words:
    ``first`` may take both lines when it needs them (then ``second`` waits)."""
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
