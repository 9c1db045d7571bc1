"""Screens, dialogs and widgets are given views, never the live ``Game``: a scan of their
source (like tests/engine/test_purity.py for the engine) fails on any way to reach it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import uno_tui

PACKAGE = Path(uno_tui.__file__).resolve().parent
MODULES = sorted(
    path
    for path in PACKAGE.rglob("*.py")
    if path.parent.name in {"screens", "dialogs", "widgets"} and ".venv" not in path.parts
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
FORBIDDEN_MODULES = (
    "uno_tui.table.conductor",
    "uno_tui.table.reactions",
    "uno_tui.ui.pacing",
    "uno_tui.bots",
    "uno_tui.net",
    "uno_tui.table.session",
)


def _imported(node: ast.ImportFrom | ast.Import, module: str) -> list[str]:
    """Each module (absolute) the import statement in ``module`` (dotted) reaches:
    ``from .. import net`` reaches ``uno_tui.net``."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        package = module.split(".")[:-1]
        base = package[: len(package) - node.level + 1]
        target = ".".join([*base, *(node.module.split(".") if node.module else [])])
    else:
        target = node.module or ""
    return [target] + [f"{target}.{alias.name}" for alias in node.names]


def imports_the_conductors_side(source: str, module: str = "uno_tui.ui.screens.x") -> list[str]:
    """Each import in ``source`` (the module ``module``, of ``screens/``, ``dialogs/`` or
    ``widgets/``) of the conductor's internals or the network."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ImportFrom | ast.Import):
            continue
        for target in _imported(node, module):
            if any(target == f or target.startswith(f + ".") for f in FORBIDDEN_MODULES):
                found.append(f"line {node.lineno}: imports {target}")
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_screen_dialog_or_widget_imports_the_conductor_or_the_network(path: Path) -> None:
    assert imports_the_conductors_side(path.read_text(encoding="utf-8"), _module_name(path)) == []


def _module_name(path: Path) -> str:
    return ".".join(["uno_tui", *path.relative_to(PACKAGE).with_suffix("").parts])


#: A screen's module, and the dots that climb from it to the package (``from ..`` today).
A_SCREEN = _module_name(next(p for p in MODULES if p.parent.name == "screens"))
UP = "." * A_SCREEN.count(".")


@pytest.mark.parametrize(
    "source",
    [
        "from uno_tui.table.conductor import Conductor\n",
        "from uno_tui.ui.pacing import AppClock\n",
        "from uno_tui.net.host import TableHost\n",
        "from uno_tui.net import protocol\n",
        f"from {UP}net import protocol\n",
        f"from {UP} import net\n",
        "import uno_tui.net.client\n",
        "from uno_tui.table.reactions import Reactions\n",
        "from uno_tui.bots import make_bot\n",
        "from uno_tui.table.session import PublicView, GameSession\n",
    ],
)
def test_the_scan_finds_each_way_to_the_conductor_or_the_network(source: str) -> None:
    assert imports_the_conductors_side(source, A_SCREEN)


def test_the_scan_lets_the_public_view_through() -> None:
    source = "from uno_tui.table.public import LOG_TAIL, PublicView\n"
    assert imports_the_conductors_side(source, A_SCREEN) == []


# ---------------------------------------------------------------- the engine's inside

ENGINE = PACKAGE / "engine"
#: The engine's own workings: how a game is kept and changed, and the rules' tables. Nothing
#: outside the engine may import them (it asks ``uno_tui.engine``: ``Game``, ``why_not``,
#: ``legal_actions``, ``seat_view``, ``view_refusal``, ``matches``, ...).
ENGINE_INSIDE = {"game", "house", "legal", "rounds", "state", "tables"}
OUTSIDE = sorted(
    path
    for path in PACKAGE.rglob("*.py")
    if ENGINE not in path.parents and ".venv" not in path.parts
)


def engine_insides(source: str, module: str) -> list[str]:
    """Each import, in the module named ``module`` (dotted, within ``uno_tui``), of an engine
    module in ``ENGINE_INSIDE`` or of a private name (``_x``) from the engine."""
    found: list[str] = []
    package = module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join([*base, *(node.module.split(".") if node.module else [])])
            else:
                target = node.module or ""
            parts = target.split(".")
            if parts[:2] != ["uno_tui", "engine"]:
                continue
            names = [alias.name for alias in node.names]
            if len(parts) > 2 and parts[2] in ENGINE_INSIDE:
                found.append(f"line {node.lineno}: from {target}")
            elif len(parts) == 2 and set(names) & ENGINE_INSIDE:
                found.append(
                    f"line {node.lineno}: the engine's {sorted(set(names) & ENGINE_INSIDE)}"
                )
            found += [f"line {node.lineno}: {n}" for n in names if n.startswith("_")]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if (
                    parts[:2] == ["uno_tui", "engine"]
                    and len(parts) > 2
                    and parts[2] in ENGINE_INSIDE
                ):
                    found.append(f"line {node.lineno}: import {alias.name}")
    return found


@pytest.mark.parametrize("path", OUTSIDE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_nothing_outside_the_engine_imports_its_inside(path: Path) -> None:
    assert engine_insides(path.read_text(encoding="utf-8"), _module_name(path)) == []


@pytest.mark.parametrize(
    ("source", "module"),
    [
        ("from ..engine import tables as engine_tables\n", "uno_tui.net.client"),
        ("from ..engine.game import Game\n", "uno_tui.net.client"),
        ("from uno_tui.engine.legal import matches\n", "uno_tui.bots.hard"),
        ("import uno_tui.engine.tables\n", "uno_tui.bots.sim"),
        ("from ..engine.state import GameState\n", "uno_tui.cli.replay"),
        ("from uno_tui.engine.view import _game_of\n", "uno_tui.bots.hard"),
    ],
)
def test_the_engine_scan_finds_each_way_in(source: str, module: str) -> None:
    assert engine_insides(source, module)


def test_the_engine_scan_lets_the_engine_api_through() -> None:
    source = "from ..engine import Game, matches, view_refusal\nfrom ..engine.cards import Card\n"
    assert engine_insides(source, "uno_tui.net.client") == []


#: Names of a rule written again (a legality test), which only the engine may define.
RULE_NAMES = re.compile(r"^\s*def (can_play|is_legal|_can_go_out|why_playable)\b", re.M)


@pytest.mark.parametrize("path", OUTSIDE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_rule_is_written_outside_the_engine(path: Path) -> None:
    assert not RULE_NAMES.findall(path.read_text(encoding="utf-8"))
