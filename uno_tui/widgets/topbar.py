"""The one-line bar at the top: round, target, who deals, direction."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from ..engine import SeatView
from ..i18n import _
from .text import set_text


class TopBar(Horizontal):
    def __init__(self, title: str = "", *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._title = title

    def compose(self) -> ComposeResult:
        yield Static("UNO", id="brand", markup=False)
        yield Static(self._title, id="topbar-left", markup=False)
        yield Static("", id="topbar-right", markup=False)

    def show(self, view: SeatView, title: str = "") -> None:
        left = _("Round {round} · first to {target} wins").format(
            round=view.round, target=view.target
        )
        if title:
            left += " · " + title
        set_text(self.query_one("#topbar-left", Static), left)
        right = _("{name} deals").format(name=view.names[view.dealer])
        set_text(self.query_one("#topbar-right", Static), right)
