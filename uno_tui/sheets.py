"""The app's style sheets, each parsed when the first screen that needs it is registered.

Textual parses every sheet in ``App.CSS_PATH`` before the first frame. A new game opens on
the dealer draw, which needs only ``base`` and ``screens``: the cards' and the dialogs'
sheets (a third of the app's styles, some 5 ms of parsing) wait for the first screen that
may show a card or a dialog. A screen says which sheets its widgets may need in
``STYLE_SHEETS`` (all of them unless it says less); they are read as the screen is
registered, before its widgets are given their styles. Parsing is incremental (Textual
keeps each sheet's parsed rules), so a sheet read later costs what it would have at start.

A sheet read later comes after the ones already read, where a rule of it would win a tie
of specificity against theirs: no rule of ``cards`` ties with one of ``screens`` on a
widget both could style (``tests/unit/test_sheets.py`` checks it), so the order does not
change what any screen shows.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from textual.screen import Screen

if TYPE_CHECKING:
    from textual.app import App

STYLES = Path(__file__).parent / "styles"
#: Every sheet, in the order a screen that needs them all reads them.
SHEETS: tuple[str, ...] = ("base", "cards", "screens", "dialogs")
#: What the screens a game can open on without cards need (the dealer draw, the backdrop).
FIRST: tuple[str, ...] = ("base", "screens")


def sheet_path(name: str) -> Path:
    return STYLES / f"{name}.tcss"


def read_sheets(app: App[object], names: Iterable[str]) -> None:
    """Add the sheets ``names`` to ``app``'s style sheet unless it has them (as
    ``App.CSS_PATH`` would: the same source key, parsed when styles are next applied)."""
    stylesheet = app.stylesheet
    for name in names:
        path = os.path.abspath(sheet_path(name))
        if not stylesheet.has_source(path):
            stylesheet.read(path)


class SheetsOnDemand:
    """Mixed into every screen and dialog, before ``Screen``: its sheets are read as it is
    registered."""

    #: The sheets this screen's widgets may need.
    STYLE_SHEETS: ClassVar[tuple[str, ...]] = SHEETS

    def _post_register(self, app: App[object]) -> None:
        read_sheets(app, self.STYLE_SHEETS)
        Screen._post_register(cast(Screen[object], self), app)
