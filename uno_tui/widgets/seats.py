"""Every seat at the table: name, card count, score, who plays, who said UNO, and which
seats are computer players."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import RenderResult
from textual.widget import Widget

from ..engine import SeatView
from ..i18n import _, pgettext


class SeatStrip(Widget):
    """Public information only (H2): it is given a ``SeatView``, never a hand, and which
    seats are computer players."""

    def __init__(self, view: SeatView | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view = view
        self.bots: frozenset[int] = frozenset()

    def show(self, view: SeatView, bots: frozenset[int] = frozenset()) -> None:
        key = self._key(view)
        old = self.view
        if old is not None and key == self._key(old) and bots == self.bots:
            return
        self.view = view
        self.bots = bots
        # Its height is a line a seat (its width is the style's): the screen is laid out
        # again only when the number of seats changes, not on every turn.
        self.refresh(layout=old is None or len(old.names) != len(view.names))

    @staticmethod
    def _key(view: SeatView) -> tuple[object, ...]:
        return (
            view.names,
            view.hand_sizes,
            view.scores,
            view.current,
            view.uno_said,
        )

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(self.view.names) + 1 if self.view is not None else 1

    def render(self) -> RenderResult:
        view = self.view
        if view is None:
            return ""
        # One cell between columns: at 80 columns the names keep room for their header
        # and the marks (who deals is on the top bar, in the same words as the log).
        table = Table(
            box=None,
            padding=(0, 1, 0, 0),
            pad_edge=False,
            expand=True,
            show_header=True,
            header_style="dim",
        )
        player = _("Player")
        table.add_column("", width=1, no_wrap=True)
        table.add_column(
            player, ratio=1, no_wrap=True, overflow="ellipsis", min_width=max(6, len(player))
        )
        table.add_column(_("Cards"), justify="right", no_wrap=True)
        table.add_column(_("Score"), justify="right", no_wrap=True)
        table.add_column("", no_wrap=True)
        uno, computer = _("UNO!"), pgettext("seat mark", "CPU")
        for seat, name in enumerate(view.names):
            current = seat == view.current
            marks = Text()
            if view.uno_said[seat] and view.hand_sizes[seat] == 1:
                marks.append(uno, style="bold")
            if seat in self.bots:
                marks.append((" " if marks else "") + computer, style="dim")
            style = "bold" if current else ""
            table.add_row(
                Text("▶" if current else " ", style="bold"),
                Text(name, style=style),
                Text(str(view.hand_sizes[seat]), style=style),
                Text(str(view.scores[seat]), style=style),
                marks,
            )
        return table
