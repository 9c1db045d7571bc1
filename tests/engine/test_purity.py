"""The engine is pure: standard library only, no UI, no output (STYLE.md habits 1 and 5)."""

from __future__ import annotations

import ast
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

import uno_tui.engine

ENGINE = Path(uno_tui.engine.__file__).resolve().parent
PROJECT = ENGINE.parent.parent
MODULES = sorted(ENGINE.glob("*.py"))


def _module_id(path: Path) -> str:
    return path.name


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _engine_imports_outside_the_engine() -> set[tuple[str, str]]:
    """(engine module, name) for every name the app, the bots and the CLI import from it."""
    wanted: set[tuple[str, str]] = set()
    for path in sorted((PROJECT / "uno_tui").rglob("*.py")):
        if ENGINE in path.parents:
            continue
        package = ".".join(path.relative_to(PROJECT).with_suffix("").parts[:-1])
        for node in ast.walk(_tree(path)):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            if module == "uno_tui.engine" or module.startswith("uno_tui.engine."):
                wanted |= {(module, alias.name) for alias in node.names}
    return wanted


def test_the_engine_offers_what_the_app_and_the_bots_import() -> None:
    wanted = _engine_imports_outside_the_engine()
    # The app, the bots and the CLI all reach the engine; a scan that finds nothing is broken.
    assert ("uno_tui.engine", "Game") in wanted
    assert {module for module, _ in wanted} >= {"uno_tui.engine", "uno_tui.engine.view"}
    missing = [
        f"{module}.{name}"
        for module, name in sorted(wanted)
        if not hasattr(importlib.import_module(module), name)
    ]
    assert not missing, missing


def test_the_public_api_is_whole() -> None:
    engine = uno_tui.engine
    assert len(set(engine.__all__)) == len(engine.__all__)
    assert [name for name in engine.__all__ if not hasattr(engine, name)] == []
    # What the session, the screens and the bots drive a game with.
    for name in ("legal_actions", "apply", "why_not"):
        assert callable(getattr(engine.Game, name)), name
    for name in (
        "Game",
        "make_setup",
        "seat_view",
        "SeatView",
        "Refusal",
        "IllegalAction",
        "loads_record",
        "parse_record",
        "replay",
        "game_state",
        "game_to_record",
    ):
        assert name in engine.__all__, name
    assert issubclass(engine.IllegalAction, engine.UnoError)
    assert issubclass(engine.RecordError, engine.UnoError)


def test_importing_the_engine_loads_no_ui() -> None:
    # A fresh interpreter: this test process may already have imported textual elsewhere.
    code = (
        "import json, sys, uno_tui.engine; "
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('textual', 'rich', 'uno_tui'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=PROJECT,
        check=True,
        timeout=60,
    ).stdout
    loaded = json.loads(out)
    assert not [m for m in loaded if m.split(".")[0] in ("textual", "rich")]
    # Only the package root and the engine itself: not the app, not the CLI.
    assert all(m == "uno_tui" or m.startswith("uno_tui.engine") for m in loaded), loaded


@pytest.mark.parametrize("path", MODULES, ids=_module_id)
def test_engine_imports_only_the_standard_library(path: Path) -> None:
    outside: list[str] = []
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Import):
            outside += [
                alias.name
                for alias in node.names
                if alias.name.split(".")[0] not in sys.stdlib_module_names
            ]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 1:
                continue  # a sibling engine module
            if node.level > 1:
                outside.append("." * node.level + (node.module or ""))  # out of the engine
            elif (node.module or "").split(".")[0] not in sys.stdlib_module_names:
                outside.append(node.module or "")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
        ):
            outside.append("__import__(...)")
    assert not outside, f"{path.name} imports {outside}"


@pytest.mark.parametrize("path", MODULES, ids=_module_id)
def test_engine_does_not_print(path: Path) -> None:
    calls = [
        node.lineno
        for node in ast.walk(_tree(path))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "print"
    ]
    assert not calls, f"{path.name} calls print() on lines {calls}"
