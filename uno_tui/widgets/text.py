"""Small helpers that keep redraws to what changed (each redraw is bytes over SSH)."""

from __future__ import annotations

from textual.widgets import Static


def set_text(static: Static, text: str, *, layout: bool = True) -> None:
    """Update ``static`` only when its text changes (``Static.update`` always redraws).

    ``layout=False`` for a widget whose size cannot change with its text.
    """
    if getattr(static, "_uno_text", None) != text:
        static._uno_text = text  # type: ignore[attr-defined]
        static.update(text, layout=layout)
