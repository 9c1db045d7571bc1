"""Your turn, even when you look away: a bell and the terminal's title ("UNO — your
turn") when the turn of the one person at this keyboard comes (a lone person at a table
of computer players, or a joined terminal); ``--no-alert`` turns both off."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...i18n import _
from ..textual_private import write_to_terminal

if TYPE_CHECKING:
    from textual.app import App

    from ..tableapp import TableApp

#: The terminal's title between turns.
TITLE = "UNO"


def set_title(app: TableApp, title: str) -> None:
    """Set the terminal window's title (OSC 2); nothing in tests (headless)."""
    clean = "".join(ch for ch in title if ch.isprintable())  # (a name may hold anything)
    write_to_terminal(cast("App[object]", app), f"\x1b]2;{clean}\x07")


def your_turn(app: TableApp) -> None:
    """Ring and put "UNO — your turn" in the title, if the person wants it."""
    if app.curtains or not app.turn_alert:
        return
    app.bell()
    set_title(app, _("UNO — your turn"))


def turn_over(app: TableApp) -> None:
    """The title as it is between turns."""
    if not app.curtains and app.turn_alert:
        set_title(app, TITLE)
