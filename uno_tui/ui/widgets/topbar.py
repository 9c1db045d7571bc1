"""The one-line bar at the top: round, target, who deals, direction."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from ...engine import SeatView
from ...i18n import _
from .text import set_text

#: Cells the bar spends beside the left words: "UNO" with its padding, the left's padding.
_FRAME = 5 + 2


class TopBar(Horizontal):
    def __init__(self, title: str = "", *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._title = title

    def compose(self) -> ComposeResult:
        yield Static("UNO", id="brand", markup=False)
        yield Static(self._title, id="topbar-left", markup=False)
        yield Static("", id="topbar-right", markup=False)

    def show(self, view: SeatView, title: str = "") -> None:
        """Round, target and ``title`` on the left, the dealer on the right. When long
        names leave too little room, the target goes first, then the round, then the
        dealer: a name or the title is never cut."""
        width = self.size.width or self.app.size.width
        right = _("{name} deals").format(name=view.names[view.dealer])
        full = _("Round {round} · first to {target} wins").format(
            round=view.round, target=view.target
        )
        short = _("Round {round}").format(round=view.round)
        lefts = [f"{full} · {title}", f"{short} · {title}", title] if title else [full, short]
        left = next((text for text in lefts if fits(text, right, width)), lefts[-1])
        if not fits(left, right, width):
            right = ""
        for part, text in (("#topbar-left", left), ("#topbar-right", right)):
            for line in self.query(part).results(Static):  # (none before it is composed)
                set_text(line, text)


def fits(left: str, right: str, width: int) -> bool:
    """Whether ``left`` and ``right`` share a bar ``width`` cells wide without a cut."""
    return cell_len(left) + (cell_len(right) + 2 if right else 0) + _FRAME <= width
