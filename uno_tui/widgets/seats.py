"""Every seat at the table: name, card count, score, and who deals, plays and said UNO."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import RenderResult
from textual.widget import Widget

from ..engine import SeatView
from ..i18n import _


class SeatStrip(Widget):
    """Public information only (H2): it is given a ``SeatView``, never a hand."""

    def __init__(self, view: SeatView | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view = view

    def show(self, view: SeatView) -> None:
        key = self._key(view)
        if self.view is not None and key == self._key(self.view):
            return
        self.view = view
        self.refresh(layout=True)

    @staticmethod
    def _key(view: SeatView) -> tuple[object, ...]:
        return (
            view.names,
            view.hand_sizes,
            view.scores,
            view.current,
            view.dealer,
            view.uno_said,
        )

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(self.view.names) + 1 if self.view is not None else 1

    def render(self) -> RenderResult:
        view = self.view
        if view is None:
            return ""
        table = Table(
            box=None,
            padding=(0, 1),
            pad_edge=False,
            expand=True,
            show_header=True,
            header_style="dim",
        )
        table.add_column("", width=1, no_wrap=True)
        table.add_column(_("Player"), ratio=1, no_wrap=True, overflow="ellipsis", min_width=6)
        table.add_column(_("Cards"), justify="right", no_wrap=True)
        table.add_column(_("Score"), justify="right", no_wrap=True)
        table.add_column("", no_wrap=True, min_width=5)
        for seat, name in enumerate(view.names):
            current = seat == view.current
            marks: list[str] = []
            if view.uno_said[seat] and view.hand_sizes[seat] == 1:
                marks.append(_("UNO!"))
            if seat == view.dealer:
                marks.append(_("deals"))
            style = "bold" if current else ""
            table.add_row(
                Text("▶" if current else " ", style="bold"),
                Text(name, style=style),
                Text(str(view.hand_sizes[seat]), style=style),
                Text(str(view.scores[seat]), style=style),
                Text(" ".join(marks), style="bold" if marks and marks[0] == _("UNO!") else ""),
            )
        return table
