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


# ---------------------------------------------------------------------- the conductor's side

#: What screens, dialogs and widgets may not import: the conductor and its clock, the
#: computer players, the network. They read views and send intents through the app.
FORBIDDEN_MODULES = {"conductor", "pacing", "bots", "net"}
#: From the session, only its values (the public view, how long the table log is).
SESSION_VALUES = {"PublicView", "LOG_TAIL"}


def imports_the_conductors_side(source: str) -> list[str]:
    """Each import in ``source`` (a module of ``screens/``, ``dialogs/`` or ``widgets/``)
    of the conductor's internals or the network."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        modules: list[tuple[str, list[str]]] = []
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            if node.level == 2:
                module = node.module
            elif node.level == 0 and node.module.startswith("uno_tui."):
                module = node.module.removeprefix("uno_tui.")
            else:
                continue
            modules.append((module, [alias.name for alias in node.names]))
        elif isinstance(node, ast.ImportFrom) and node.level == 2:
            modules += [(alias.name, []) for alias in node.names]  # from .. import net
        elif isinstance(node, ast.Import):
            modules += [
                (alias.name.removeprefix("uno_tui."), [])
                for alias in node.names
                if alias.name.startswith("uno_tui.")
            ]
        line = getattr(node, "lineno", 0)
        for module, names in modules:
            root = module.split(".")[0]
            if root in FORBIDDEN_MODULES:
                found.append(f"line {line}: imports {module}")
            elif root == "session" and not set(names) <= SESSION_VALUES:
                found.append(f"line {line}: imports {module} {names}")
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_screen_dialog_or_widget_imports_the_conductor_or_the_network(path: Path) -> None:
    assert imports_the_conductors_side(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "source",
    [
        "from ..conductor import Conductor\n",
        "from ..pacing import AppClock\n",
        "from ..net.host import TableHost\n",
        "from ..net import protocol\n",
        "from .. import net\n",
        "import uno_tui.net.client\n",
        "from uno_tui.conductor import Who\n",
        "from ..bots import make_bot\n",
        "from ..session import PublicView, GameSession\n",
    ],
)
def test_the_scan_finds_each_way_to_the_conductor_or_the_network(source: str) -> None:
    assert imports_the_conductors_side(source)


def test_the_scan_lets_the_sessions_values_through() -> None:
    source = "from ..session import LOG_TAIL, PublicView\nfrom ..engine import SeatView\n"
    assert imports_the_conductors_side(source) == []
