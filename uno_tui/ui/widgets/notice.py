"""The "terminal too small" notice every screen carries, shown only when it is needed."""

from __future__ import annotations

from textual.widgets import Static

from ...i18n import _

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmall(Static):
    """Covers the whole screen while the terminal is below 80 by 24; nothing underneath is lost."""

    def __init__(self) -> None:
        super().__init__(self.message(MIN_WIDTH, MIN_HEIGHT), markup=False)

    @staticmethod
    def message(width: int, height: int) -> str:
        return _(
            "The terminal is too small to play.\n\n"
            "UNO needs at least {min_width} columns and {min_height} lines; this one has "
            "{width} and {height}. Make the window bigger and the game carries on where "
            "it was."
        ).format(min_width=MIN_WIDTH, min_height=MIN_HEIGHT, width=width, height=height)

    def show_size(self, width: int, height: int) -> None:
        self.update(self.message(width, height))
