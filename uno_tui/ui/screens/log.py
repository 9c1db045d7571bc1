"""The whole event log of the game, public sentences only."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from ...i18n import N_, _
from ..base import HELP, Dialog
from ..widgets.keybar import KeyBar


class LogScreen(Dialog[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,l,escape,x", "close", N_("Close the log"), key_display="⏎"),
        Binding("up", "scroll(-1)", N_("Scroll"), key_display="↑↓"),
        Binding("down", "scroll(1)", show=False),
        Binding("pageup", "scroll(-10)", show=False),
        Binding("pagedown,space", "scroll(10)", show=False),
        HELP,
    ]

    def __init__(self, sentences: Sequence[str]) -> None:
        super().__init__()
        self.sentences = tuple(sentences)

    def compose_body(self) -> Iterable[Widget]:
        box = VerticalScroll(id="dialog", classes="log-dialog")
        box.border_title = _("What happened")
        box.border_subtitle = _("Enter, X or Esc closes the log")
        with box:
            yield Static(Text("\n".join(self.sentences) or _("Nothing yet.")))
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).scroll_end(animate=False)

    def action_scroll(self, delta: int) -> None:
        box = self.query_one(VerticalScroll)
        box.scroll_relative(y=delta, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
