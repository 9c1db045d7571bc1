"""The table's event log: plain sentences, newest at the bottom, as many as fit."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import RenderResult
from textual.geometry import Offset
from textual.widget import Widget

from ..cursor import settle_cursor

#: Between sentences run together when one a line would not fit.
JOIN = " · "


class EventLog(Widget):
    """Shows the last sentences that fit its height; older ones are in the log screen.

    With a ``heading`` (the curtain's "since your last turn"), every sentence is meant to
    be read: when one a line does not fit, they run on together, separated by " · ", and
    only if that does not fit either do the oldest go (an "…" says so).
    """

    def __init__(self, *, id: str | None = None, classes: str = "") -> None:
        super().__init__(id=id, classes=classes)
        self.sentences: tuple[str, ...] = ()
        self.heading = ""
        self.keep: tuple[bool, ...] = ()
        #: The line the newest sentence starts on, as last drawn (for the cursor).
        self._newest_line = 0

    def show(self, sentences: Sequence[str], heading: str = "", keep: Sequence[bool] = ()) -> None:
        """``keep``: the sentences (with a heading) to drop last when not all fit (those
        about the player whose turn it is)."""
        sentences, keep = tuple(sentences), tuple(keep)
        if sentences != self.sentences or heading != self.heading or keep != self.keep:
            self.sentences = sentences
            self.heading = heading
            self.keep = keep
            self.refresh()
            if self.is_attached:
                settle_cursor(self.app)  # (the cursor may sit on the newest sentence)

    def _wrap(self, text: str, width: int) -> list[Text]:
        return list(Text(text).wrap(self.app.console, width))

    def render(self) -> RenderResult:
        width = max(1, self.content_size.width)
        height = max(1, self.content_size.height)
        if self.heading:
            return self._since(width, height)
        lines: list[Text] = []
        newest = 0
        for sentence in reversed(self.sentences):
            lines[:0] = self._wrap(sentence, width)
            newest = newest or len(lines)
            if len(lines) >= height:
                break
        lines = lines[-height:]
        self._newest_line = max(0, len(lines) - newest)
        if lines:
            lines[-1].stylize("bold")
        return Text("\n").join(lines)

    def cursor_spot(self) -> Offset | None:
        """Where the terminal's cursor goes on the log (``ui.cursor``): the newest
        sentence's first line (the top line under a heading)."""
        region = self.content_region
        if not region.area:
            return None
        line = 0 if self.heading else min(self._newest_line, region.height - 1)
        return Offset(region.x, region.y + line)

    def _since(self, width: int, height: int) -> Text:
        sentences = list(self.sentences)
        keep = [i < len(self.keep) and self.keep[i] for i in range(len(sentences))]
        # One sentence a line under the heading, if they all fit.
        lines = [Text(self.heading, style="dim")]
        for sentence in sentences:
            lines.extend(self._wrap(sentence, width))
        if len(lines) <= height:
            return Text("\n").join(lines)
        # Run together after the heading; drop the oldest until it fits (the oldest of
        # those not to keep first).
        dropped = False
        while True:
            body = JOIN.join(s.rstrip(".") for s in sentences) + "."
            lead = self.heading + (" …" if dropped else "")
            wrapped = self._wrap(lead + " " + body, width)
            if len(wrapped) <= height or len(sentences) <= 1:
                text = Text("\n").join(wrapped[:height])
                text.stylize("dim", 0, len(self.heading))
                return text
            gone = keep.index(False) if False in keep else 0
            sentences.pop(gone)
            keep.pop(gone)
            dropped = True
