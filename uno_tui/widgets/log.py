"""The table's event log: plain sentences, newest at the bottom, as many as fit."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import RenderResult
from textual.widget import Widget


class EventLog(Widget):
    """Shows the last sentences that fit its height; older ones are in the log screen."""

    def __init__(self, *, id: str | None = None, classes: str = "") -> None:
        super().__init__(id=id, classes=classes)
        self.sentences: tuple[str, ...] = ()

    def show(self, sentences: Sequence[str]) -> None:
        sentences = tuple(sentences)
        if sentences != self.sentences:
            self.sentences = sentences
            self.refresh()

    def render(self) -> RenderResult:
        width = max(1, self.content_size.width)
        height = max(1, self.content_size.height)
        lines: list[Text] = []
        for sentence in reversed(self.sentences):
            wrapped = Text(sentence).wrap(self.app.console, width)
            lines[:0] = list(wrapped)
            if len(lines) >= height:
                break
        lines = lines[-height:]
        if lines:
            lines[-1].stylize("bold")
        return Text("\n").join(lines)
