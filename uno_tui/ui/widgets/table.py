"""The public table: piles on the left, seats on the right."""

from __future__ import annotations

from typing import TypedDict

from textual.app import ComposeResult
from textual.containers import Horizontal

from ...engine import SeatView
from ...i18n import _
from ...i18n.house import rules_line
from .piles import Piles
from .seats import SeatStrip


class TableMarks(TypedDict):
    """``TablePanel.show``'s keywords: what the table shows besides the ``SeatView``."""

    bots: frozenset[int]
    top_by: str


class TablePanel(Horizontal):
    """Everything every player may see (H2); built from a public or own ``SeatView``."""

    def compose(self) -> ComposeResult:
        self.border_title = _("Table")
        yield Piles()
        yield SeatStrip(id="seats")

    def show(self, view: SeatView, *, bots: frozenset[int] = frozenset(), top_by: str = "") -> None:
        """``bots``: the computer players' seats; ``top_by``: who played the top card."""
        # The house rules the table plays, on its frame wherever it shows (none: classic).
        # (Never cut short with "…": the line fits the frame, or says how many, ? lists.)
        width = self.size.width or self.app.size.width
        line = rules_line(view.rules, max(20, width - 6))
        if self.border_subtitle != line:
            self.border_subtitle = line
        # (Looked for, not required: a panel still being built, or taken down as the app
        # closes, has no parts yet or any more; the next snapshot shows them.)
        for piles in self.query(Piles):
            piles.show(view, top_by)
        for strip in self.query(SeatStrip):
            strip.show(view, bots)
