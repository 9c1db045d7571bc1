"""The terminal's own colours, and its cursor shown (issue 35).

``--theme terminal`` (or ``UNO_TUI_THEME=terminal`` in the environment, to keep it) paints
the game with the terminal's sixteen ANSI colours instead of colours of its own, so players
who tuned their terminal's palette (for colour blindness, a high contrast) see the game in
it: the cards take the palette's red, yellow, green and blue, and the rest of the screen
its default colours (Textual's ``ansi-dark`` theme, whose colours are the terminal's own,
sent as ANSI codes, never turned into RGB).

``NO_COLOR`` still wins: no colour at all. The cards name and shape their colours either way.

``--show-cursor`` (or ``UNO_TUI_SHOW_CURSOR=1``) shows the terminal's cursor, which Textual
hides: it sits on the chosen card or button (``ui.cursor``), and some screen readers and
braille displays follow only a cursor they can see (most follow it hidden as well).
"""

from __future__ import annotations

import os
from typing import Any

from textual.app import App

#: The environment variable ``--theme`` sets (and a player may set to keep a theme).
ENV = "UNO_TUI_THEME"
#: The themes: the game's own colours, and the terminal's palette.
THEMES = ("default", "terminal")
#: The environment variable ``--show-cursor`` sets (``1``: shown).
SHOW_CURSOR_ENV = "UNO_TUI_SHOW_CURSOR"
#: The terminal's control sequence that shows its cursor (DEC mode 25).
SHOW_CURSOR = "\x1b[?25h"
#: The class the app takes with the terminal's palette (``styles/*.tcss`` read it).
TERMINAL_CLASS = "-terminal-theme"


def chosen_theme() -> str:
    """The theme asked for in the environment (``default`` if none, or not one of ours)."""
    value = os.environ.get(ENV, "").strip().lower()
    return value if value in THEMES else THEMES[0]


def apply_theme(app: App[Any]) -> None:
    """Give ``app`` the theme asked for (as it starts)."""
    if chosen_theme() == "terminal":
        app.theme = "ansi-dark"
        app.add_class(TERMINAL_CLASS)


def cursor_shown() -> bool:
    """Whether the terminal's cursor is to be shown (``--show-cursor``)."""
    return os.environ.get(SHOW_CURSOR_ENV, "").strip().lower() in {"1", "yes", "on", "true"}
