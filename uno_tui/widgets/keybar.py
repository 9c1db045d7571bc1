"""The keys that work right now, on one line at the bottom of every screen.

Descriptions are marked with ``N_()`` where the bindings are declared and worded here, when
the line is drawn, so they are always in the language being spoken.

A light stand-in for Textual's ``Footer``: one widget that redraws its single line when
the bindings change, where ``Footer`` rebuilds a widget per key on every change (which
costs time at every turn and bytes over SSH). Keys are clickable, as in ``Footer``.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import RenderResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget

from ..i18n import _, current_language


class KeyBar(Widget):
    """Shows each shown binding as ``KEY description``; hidden keys (check_action False)
    are left out, disabled ones (None) are dimmed."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "keybar--key",
        "keybar--description",
        "keybar--disabled",
    }

    def __init__(self) -> None:
        super().__init__()
        #: (start, end, key) of each key on the line, for clicks.
        self._spans: list[tuple[int, int, str]] = []
        self._line: Text | None = None
        #: The language ``_line`` was worded in.
        self._language = ""

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        line = self._build()
        if self._line is None or (line.plain, line.spans) != (self._line.plain, self._line.spans):
            self._line = line
            self.refresh()

    def _items(self) -> list[tuple[Binding, bool]]:
        seen: set[tuple[str, str]] = set()
        items: list[tuple[Binding, bool]] = []
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show or not binding.description:
                continue
            ident = (binding.action, binding.description)
            if ident in seen:
                continue
            seen.add(ident)
            items.append((binding, enabled))
        return items

    def _build(self) -> Text:
        """The line of keys; when it is wider than the bar (longer words, in some
        languages), the padding around keys and descriptions goes, not the keys."""
        items = [
            (binding.key_display or self.app.get_key_display(binding), binding, enabled)
            for binding, enabled in self._items()
        ]
        self._language = current_language()
        line, spans = self._layout(items, compact=False)
        width = self.size.width
        if width and line.cell_len > width:
            line, spans = self._layout(items, compact=True)
        self._spans = spans
        return line

    def _layout(
        self, items: list[tuple[str, Binding, bool]], *, compact: bool
    ) -> tuple[Text, list[tuple[int, int, str]]]:
        key_style = self.get_component_rich_style("keybar--key")
        text_style = self.get_component_rich_style("keybar--description")
        off_style = self.get_component_rich_style("keybar--disabled")
        line = Text(no_wrap=True, overflow="ellipsis")
        spans: list[tuple[int, int, str]] = []
        for i, (display, binding, enabled) in enumerate(items):
            start = line.cell_len
            description = _(binding.description)
            if compact:
                # ``KEY description``, one space between items: no padding to spare.
                key = display if i == 0 else " " + display
                line.append(key, style=key_style if enabled else off_style)
                line.append(" " + description, style=text_style if enabled else off_style)
            else:
                line.append(f" {display} ", style=key_style if enabled else off_style)
                line.append(description + " ", style=text_style if enabled else off_style)
            spans.append((start, line.cell_len, binding.key.split(",")[0]))
        return line, spans

    def on_resize(self) -> None:
        self._bindings_changed(self.screen)

    def render(self) -> RenderResult:
        if self._line is None or self._language != current_language():
            self._line = self._build()
        return self._line

    def on_click(self, event: events.Click) -> None:
        for start, end, key in self._spans:
            if start <= event.x < end:
                self.app.simulate_key(key)
                return
