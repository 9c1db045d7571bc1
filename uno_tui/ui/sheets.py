"""The app's style sheets, each parsed when the first screen that needs it is registered.

Textual parses every sheet in ``App.CSS_PATH`` before the first frame. A new game opens on
the dealer draw, which needs only ``base`` and its own small ``dealer`` sheet: the screens',
the cards' and the dialogs' sheets (nine tenths of the app's styles, some 70 M instructions
of parsing) wait for the first screen that may show them. A screen says which sheets its
widgets may need in ``STYLE_SHEETS`` (all of them unless it says less); they are read as
the screen is registered, before its widgets are given their styles. Parsing is incremental
(Textual keeps each sheet's parsed rules), so a sheet read later costs what it would have at
start.

The sheets read at start come first in ``SHEETS``, and the others are always read in its
order, so the sheets end up in the same order whichever screen comes first, and a tie of
specificity between two rules is always settled the same way
(``tests/unit/test_sheets.py`` checks the order).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from .textual_private import ENABLED, RegisterHook

if TYPE_CHECKING:
    from textual.app import App

STYLES = Path(__file__).parent / "styles"
#: Every sheet, in the order a screen that needs them all reads them.
SHEETS: tuple[str, ...] = ("base", "dealer", "cards", "screens", "dialogs")
#: What the screens a new game opens on need (the dealer draw, the backdrop).
FIRST: tuple[str, ...] = ("base", "dealer")
#: What the app reads at start (``App.CSS_PATH``): ``FIRST``, or every sheet when a screen
#: cannot read its own as it is registered (Textual's internals off, ``textual_private``).
START: tuple[str, ...] = FIRST if ENABLED else SHEETS


#: A style sheet's file name ends so.
SUFFIX = ".tcss"


def sheet_path(name: str) -> Path:
    return STYLES / (name + SUFFIX)


def read_sheets(app: App[object], names: Iterable[str]) -> None:
    """Add the sheets ``names`` to ``app``'s style sheet unless it has them (as
    ``App.CSS_PATH`` would: the same source key, parsed when styles are next applied)."""
    stylesheet = app.stylesheet
    for name in names:
        path = os.path.abspath(sheet_path(name))
        if not stylesheet.has_source(path):
            stylesheet.read(path)


class SheetsOnDemand(RegisterHook):
    """Mixed into every screen and dialog, before ``Screen``: its sheets are read as it is
    registered (with Textual's internals off, ``textual_private``: all are read at start,
    ``START``)."""

    #: The sheets this screen's widgets may need.
    STYLE_SHEETS: ClassVar[tuple[str, ...]] = SHEETS

    def screen_registered(self, app: App[object]) -> None:
        read_sheets(app, self.STYLE_SHEETS)
