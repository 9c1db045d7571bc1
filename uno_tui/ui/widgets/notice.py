"""The "terminal too small" notice every screen carries, shown only when it is needed."""

from __future__ import annotations

from textual.widgets import Static

from ...i18n import _

MIN_WIDTH = 80
MIN_HEIGHT = 24
#: Below this width or height the notice says it in a few words (it fits 20x8).
_ROOMY_WIDTH = 44
_ROOMY_HEIGHT = 14


class TooSmall(Static):
    """Covers the whole screen while the terminal is below 80 by 24; nothing underneath is
    lost. It says the terminal's real size, and that Q quits (the keys go nowhere else
    meanwhile: ``AppKeys._held_back``)."""

    def __init__(self) -> None:
        super().__init__("", markup=False)

    def on_mount(self) -> None:
        self.show_size(self.app.size.width, self.app.size.height)

    @staticmethod
    def message(width: int, height: int) -> str:
        if width < _ROOMY_WIDTH or height < _ROOMY_HEIGHT:
            return _(
                "Too small: {width}x{height}.\nUNO needs {min_width}x{min_height}.\nQ quits."
            ).format(min_width=MIN_WIDTH, min_height=MIN_HEIGHT, width=width, height=height)
        return _(
            "The terminal is too small to play.\n\n"
            "UNO needs at least {min_width} columns and {min_height} lines; this one has "
            "{width} and {height}. Make the window bigger and the game carries on where "
            "it was, or press Q to quit."
        ).format(min_width=MIN_WIDTH, min_height=MIN_HEIGHT, width=width, height=height)

    def show_size(self, width: int, height: int) -> None:
        self.update(self.message(width, height))
