"""A list that wraps between its items, never inside one: ``◆ Green 2`` stays on one line
(Rich wraps at any space, and left a card's colour mark at the end of one line and its
name at the start of the next)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

__all__ = ["Flow"]


class Flow:
    """``items`` joined by ``sep`` (kept at the end of a line), as many to a line as fit.
    An item wider than the whole line wraps by itself, as text does."""

    def __init__(self, items: Sequence[str], sep: str = ", ", style: str = "") -> None:
        self.items = list(items)
        self.sep = sep
        self.style = style

    def pieces(self) -> list[str]:
        last = len(self.items) - 1
        return [item + (self.sep if i < last else "") for i, item in enumerate(self.items)]

    def lines(self, width: int) -> list[str]:
        lines: list[str] = []
        line = ""
        for piece in self.pieces():
            if line and cell_len(line + piece.rstrip()) > width:
                lines.append(line.rstrip())
                line = piece
            else:
                line += piece
        if line:
            lines.append(line.rstrip())
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text("\n".join(self.lines(options.max_width)), style=self.style)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        pieces = [cell_len(piece.rstrip()) for piece in self.pieces()] or [0]
        return Measurement(max(pieces), cell_len("".join(self.pieces())))
