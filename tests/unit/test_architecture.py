"""The house shows its floors (docs/ARCHITECTURE.md): every module lives in a package that
names its floor, imports only from its own floor or the floors below, and no two modules
import each other, directly or round a loop. Read from the source (every import, those
inside functions too), so a lazy import cannot hide a cycle; importing each module on its
own then shows that none needs another to be imported first.
"""

from __future__ import annotations

import ast
import importlib
import warnings
from pathlib import Path

import pytest

import uno_tui

PACKAGE = Path(uno_tui.__file__).resolve().parent
ROOT = PACKAGE.parent

#: Each package's floor: a module may import its own floor and the floors below.
FLOORS = {
    "uno_tui.engine": 1,
    "uno_tui.bots": 2,
    "uno_tui.i18n": 2,
    "uno_tui.table": 3,
    "uno_tui.net": 4,
    "uno_tui.ui": 5,
    "uno_tui.lines": 5,
    "uno_tui.cli": 6,
}
#: The package's own ``__init__`` (its version, nothing else) is below every floor;
#: ``python -m uno_tui`` is above them all.
OWN_FLOOR = {"uno_tui": 0, "uno_tui.__main__": 7}
#: (What the engine keeps to itself, and what screens may not import, is
#: tests/unit/test_boundary.py's.)
#: A module longer than ``WARN_LINES`` is named in a warning: a hint to split it by idea
#: (never a size to squeeze a module down to); longer than ``MAX_LINES`` fails.
WARN_LINES = 400
MAX_LINES = 600


def _modules() -> dict[str, tuple[Path, bool]]:
    found: dict[str, tuple[Path, bool]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts = parts[:-1]
        found[".".join(parts)] = (path, is_package)
    return found


MODULES = _modules()


def _type_checking_only(tree: ast.Module) -> set[int]:
    """Line numbers of the imports under ``if TYPE_CHECKING:`` (read by type checkers only)."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                for sub in ast.walk(inner):
                    if isinstance(sub, ast.Import | ast.ImportFrom):
                        lines.add(sub.lineno)
    return lines


def imports(module: str) -> list[tuple[str, int, bool]]:
    """(imported module, line, at run time) for each import of ``uno_tui`` in ``module``."""
    path, is_package = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = _type_checking_only(tree)
    found: list[tuple[str, int, bool]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = module.split(".")
                if not is_package:
                    parts = parts[:-1]
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, node.module] if node.module else parts)
            else:
                base = node.module or ""
            names = []
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                names.append(sub if sub in MODULES else base)
        else:
            continue
        for name in names:
            if name.startswith("uno_tui") and name in MODULES and name != module:
                found.append((name, node.lineno, node.lineno not in typing_only))
    return found


def floor(module: str) -> int:
    if module in OWN_FLOOR:
        return OWN_FLOOR[module]
    best = max((p for p in FLOORS if module == p or module.startswith(p + ".")), key=len)
    return FLOORS[best]


def test_every_module_lives_in_a_package_that_names_its_floor() -> None:
    loose = [
        m
        for m in MODULES
        if m.count(".") == 1
        and m.split(".")[1] not in {p.split(".")[1] for p in FLOORS if "." in p}
        and m != "uno_tui.__main__"
    ]
    assert loose == []


def test_each_floor_imports_only_its_own_and_the_floors_below() -> None:
    upward = [
        f"{m} (floor {floor(m)}) line {line} imports {target} (floor {floor(target)})"
        for m in MODULES
        for target, line, _ in imports(m)
        if floor(target) > floor(m)
    ]
    assert upward == []


def test_no_import_cycle() -> None:
    graph = {m: {t for t, _, runtime in imports(m) if runtime} for m in MODULES}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    assert cycles == []


def test_the_scan_reads_lazy_imports_and_leaves_type_checking_ones_to_the_floors() -> None:
    """A function-level import is an import (it runs); one under ``TYPE_CHECKING`` runs for
    type checkers only, so it counts for the floors but makes no cycle."""
    typing_only = [t for t, _line, runtime in imports("uno_tui.ui.base") if not runtime]
    assert "uno_tui.ui.tableapp" in typing_only  # the screens' app, for the type checker
    lazy = [t for t, _line, runtime in imports("uno_tui.ui.app") if runtime]
    assert "uno_tui.ui.flow" in lazy  # imported inside ``UnoApp._flow``


@pytest.mark.parametrize("module", sorted(MODULES))
def test_each_module_imports_on_its_own(module: str) -> None:
    importlib.import_module(module)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_overlong(module: str) -> None:
    lines = MODULES[module][0].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{module}: {lines} lines"
    if lines > WARN_LINES:
        warnings.warn(f"{module}: {lines} lines: does it hold more than one idea?", stacklevel=1)


def test_the_screens_are_typed_against_a_small_protocol_not_the_app() -> None:
    """Issue 34: the screens, dialogs and widgets (and ``ui/base.py``, which they all
    import) ask the app only what ``ui/tableapp.TableApp`` lists; none imports the app,
    not even for the type checker, so they and the app are not tied in one circle."""
    screens = [
        m
        for m in MODULES
        if m == "uno_tui.ui.base"
        or m.startswith(("uno_tui.ui.screens", "uno_tui.ui.dialogs", "uno_tui.ui.widgets"))
    ]
    assert len(screens) > 30
    tied = [
        f"{m} line {line}"
        for m in screens
        for target, line, _runtime in imports(m)
        if target == "uno_tui.ui.app"
    ]
    assert tied == []
