"""Screens, dialogs and widgets are given views, never the live ``Game``: a scan of their
source (like tests/engine/test_purity.py for the engine) fails on any way to reach it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import uno_tui

PACKAGE = Path(uno_tui.__file__).resolve().parent
MODULES = sorted(
    path for folder in ("screens", "dialogs", "widgets") for path in (PACKAGE / folder).glob("*.py")
)
#: Names that are the game itself, or its mutable state.
FORBIDDEN_NAMES = {"Game", "GameSession", "seat_view"}


def reaches_the_game(source: str) -> list[str]:
    """Each way ``source`` reaches the game: an import of ``Game`` (or the session, or
    ``seat_view``, which takes a game), or the attribute ``.game`` (``app.game``,
    ``self.uno_app.game``, ``saved.game``)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name in FORBIDDEN_NAMES:
                    found.append(f"line {node.lineno}: imports {alias.name}")
        elif isinstance(node, ast.Attribute):
            if node.attr == "game" or node.attr in FORBIDDEN_NAMES:
                found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
            found.append(f"line {node.lineno}: {node.id}")
    return found


def test_there_are_screens_dialogs_and_widgets_to_scan() -> None:
    names = {f"{p.parent.name}/{p.name}" for p in MODULES}
    assert {"screens/hand.py", "screens/table.py", "screens/scores.py"} <= names
    assert {"dialogs/challenge.py", "widgets/hand.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_screen_dialog_or_widget_reaches_the_game(path: Path) -> None:
    assert reaches_the_game(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "source",
    [
        "from ..engine import Game\n",
        "from uno_tui.engine.game import Game as G\n",
        "def f(self):\n    return self.uno_app.game.phase\n",
        "def f(app):\n    return app.game\n",
        "from ..session import GameSession\n",
        "from ..engine import seat_view\n",
    ],
)
def test_the_scan_finds_each_way_to_the_game(source: str) -> None:
    assert reaches_the_game(source)


def test_the_scan_lets_views_through() -> None:
    source = (
        "from ..engine import Draw, SeatView\n"
        "def f(self, view: SeatView) -> bool:\n"
        "    return Draw(self.seat) in view.legal and self.uno_app.playing\n"
    )
    assert reaches_the_game(source) == []
