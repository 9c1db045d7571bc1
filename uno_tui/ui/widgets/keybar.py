"""The keys that work right now, on one line at the bottom of every screen.

Descriptions are marked with ``N_()`` where the bindings are declared and worded here, when
the line is drawn, so they are always in the language being spoken.

A light stand-in for Textual's ``Footer``: one widget that redraws its single line when
the bindings change, where ``Footer`` rebuilds a widget per key on every change (which
costs time at every turn and bytes over SSH). Keys are clickable, as in ``Footer``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import RenderResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget

from ...i18n import _, current_language
from ...i18n.keys import key_name


def shown_key(screen: Screen[Any], binding: Binding) -> str:
    """What the key bar and help show for ``binding`` on ``screen``: the language's letter
    for it (``letters.localize_keys``), or the key as declared."""
    letters: Mapping[str, str] = getattr(screen, "key_letters", {})
    letter = letters.get(binding.key)
    if letter is not None:
        return letter.upper()
    return key_name(binding.key_display or screen.app.get_key_display(binding))


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
        #: (line, start, end, key) of each key on the bar, for clicks.
        self._spans: list[tuple[int, int, int, str]] = []
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
            self._fit_height(line)
            self.refresh()

    def _fit_height(self, line: Text) -> None:
        height = line.plain.count("\n") + 1
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height

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
        """The keys, on one line; when that is wider than the bar (longer words, in some
        languages), the padding around keys and descriptions goes, and if that is not
        enough the keys take a second line: a key is never cut off."""
        items = [
            (shown_key(self.screen, binding), binding, enabled)
            for binding, enabled in self._items()
        ]
        self._language = current_language()
        width = self.size.width
        line, spans = self._layout(items, compact=False, width=0)
        if width and line.cell_len > width:
            line, spans = self._layout(items, compact=True, width=0)
        if width and line.cell_len > width:
            line, spans = self._layout(items, compact=True, width=width)
        self._spans = spans
        return line

    def _layout(
        self, items: list[tuple[str, Binding, bool]], *, compact: bool, width: int
    ) -> tuple[Text, list[tuple[int, int, int, str]]]:
        """``width``: break onto a new line before an item that would pass it (0: never)."""
        key_style = self.get_component_rich_style("keybar--key")
        text_style = self.get_component_rich_style("keybar--description")
        off_style = self.get_component_rich_style("keybar--disabled")
        lines: list[Text] = [Text(no_wrap=True, overflow="ellipsis")]
        spans: list[tuple[int, int, int, str]] = []
        for display, binding, enabled in items:
            description = _(binding.description)
            line = lines[-1]
            if compact:
                # ``KEY description``, one space between items: no padding to spare.
                size = cell_len(display) + 1 + cell_len(description) + (1 if line else 0)
                if width and line and line.cell_len + size > width:
                    lines.append(Text(no_wrap=True, overflow="ellipsis"))
                    line = lines[-1]
                start = line.cell_len
                key = display if not line else " " + display
                line.append(key, style=key_style if enabled else off_style)
                line.append(" " + description, style=text_style if enabled else off_style)
            else:
                start = line.cell_len
                line.append(f" {display} ", style=key_style if enabled else off_style)
                line.append(description + " ", style=text_style if enabled else off_style)
            spans.append((len(lines) - 1, start, line.cell_len, binding.key.split(",")[0]))
        return Text("\n").join(lines), spans

    def on_resize(self) -> None:
        self._bindings_changed(self.screen)

    def render(self) -> RenderResult:
        if self._line is None or self._language != current_language():
            self._line = self._build()
            self._fit_height(self._line)
        return self._line

    def on_click(self, event: events.Click) -> None:
        for y, start, end, key in self._spans:
            if y == event.y and start <= event.x < end:
                self.app.simulate_key(key)
                return
