"""Only ``uno_tui/ui/textual_private.py`` touches a private name of Textual or Rich (issue 24,
item 4): every other module uses their public API, so that the switch there
(``UNO_TUI_TEXTUAL_PRIVATE=0``) leaves the app on Textual's public behaviour alone.

Each module of the package is read (its syntax tree) beside its classes as imported. It
touches a private name when it

* imports a private module of Textual or Rich (``textual._compositor``), or a private name
  from one of theirs;
* reads or sets ``x._name`` (or ``getattr(x, "_name")``, ``setattr`` …) on anything but
  ``self``, ``cls``, ``super()`` or ``type(self)``, where ``_name`` is one Textual or Rich
  use, or is none of our own (a name of another library, ``os._exit``, is not looked at);
* reads or sets ``self._name`` (``cls``, ``super()``, ``type(self)``) in a class that is, or
  is mixed into, a class of Textual or Rich, where one of theirs among its bases has
  ``_name`` (in its body, or set on ``self`` in its methods);
* defines ``_name`` in such a class (an override of theirs), or a handler that only
  Textual's private conventions call (``_on_…``, ``_action_…``, ``_key_…``, and
  ``_watch_…``, ``_validate_…``, ``_compute_…`` of a reactive).

Our own private names (``self._selected`` in a widget of ours, ``frames._last``) are not
flagged: ``test_the_scan_sees_each_kind_of_use`` checks both ways on a sample module.
"""

from __future__ import annotations

import ast
import functools
import importlib
import importlib.util
import inspect
import os
import pkgutil
import subprocess
import sys
import textwrap
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
import rich
import textual
from textual.reactive import Reactive

import uno_tui
from uno_tui.ui.textual_private import SWITCH

FOREIGN = ("textual", "rich")
#: The one module allowed (it holds the switch).
ALLOWED = "uno_tui.ui.textual_private"
SELFISH = ("self", "cls")
#: Textual's private naming conventions for handlers it finds by name.
HANDLER_PREFIXES = ("_on_", "_action_", "_key_")
REACTIVE_PREFIXES = ("_watch_", "_validate_", "_compute_")


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _foreign(module: str) -> bool:
    return module.split(".")[0] in FOREIGN


@functools.cache
def foreign_names() -> frozenset[str]:
    """Every private name Textual and Rich use (as an attribute, a method or a member)."""
    names: set[str] = set()
    for package in (textual, rich):
        for path in Path(package.__file__).parent.rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Attribute):
                    name = node.attr
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    name = node.name
                elif isinstance(node, ast.Name):
                    name = node.id
                else:
                    continue
                if _private(name):
                    names.add(name)
    return frozenset(names)


@functools.cache
def members(cls: type) -> frozenset[str]:
    """The private names a class of Textual or Rich has: in its body, or set on ``self``."""
    names = {name for name in vars(cls) if _private(name)}
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return frozenset(names)
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
            and _private(node.attr)
        ):
            names.add(node.attr)
    return frozenset(names)


def _subclasses(cls: type) -> Iterator[type]:
    yield cls
    for sub in type.__subclasses__(cls):
        yield from _subclasses(sub)


def theirs(cls: type | None) -> frozenset[str]:
    """The private names of Textual's and Rich's classes that ``cls``, or any class it is
    mixed into, is built on."""
    if cls is None:
        return frozenset()
    names: set[str] = set()
    for sub in _subclasses(cls):
        for base in sub.__mro__:
            if _foreign(base.__module__):
                names |= members(base)
    return frozenset(names)


def _is_textual(cls: type | None) -> bool:
    return cls is not None and any(
        base.__module__.startswith("textual.") for sub in _subclasses(cls) for base in sub.__mro__
    )


def own_names(trees: Iterable[ast.Module]) -> frozenset[str]:
    """The private names our own code defines: its classes' members, what it sets on
    ``self`` or ``cls``, its modules' functions, classes and globals."""
    names: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif (
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name)
                and node.value.id in SELFISH
            ):
                names.add(node.attr)
            elif isinstance(node, ast.alias) and node.asname:
                names.add(node.asname)
    return frozenset(name for name in names if _private(name))


def _imported(tree: ast.Module, package: str) -> dict[str, str]:
    """Names bound by the module's imports -> the module (or module.name) they come from."""
    bound: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                bound[alias.asname or alias.name.split(".")[0]] = alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = package + ("." + base if base else "")
            for alias in node.names:
                bound[alias.asname or alias.name] = f"{base}.{alias.name}"
    return bound


def _selfish(node: ast.expr) -> bool:
    """``self``, ``cls``, ``super()`` or ``type(self)``."""
    if isinstance(node, ast.Name):
        return node.id in SELFISH
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and (
            node.func.id == "super"
            or (node.func.id == "type" and len(node.args) == 1 and _selfish(node.args[0]))
        )
    )


class _Scan(ast.NodeVisitor):
    def __init__(self, module: object, tree: ast.Module, own: frozenset[str]) -> None:
        self.module = module
        self.name = getattr(module, "__name__", "?")
        self.own = own
        self.imports = _imported(tree, getattr(module, "__package__", "") or "")
        self.classes: list[type | None] = []
        self.found: list[str] = []

    def flag(self, node: ast.AST, what: str) -> None:
        self.found.append(f"{self.name}:{getattr(node, 'lineno', '?')}: {what}")

    # -- imports
    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if _foreign(alias.name) and any(map(_private, alias.name.split("."))):
                self.flag(node, f"imports {alias.name}")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if not node.level and _foreign(module):
            if any(map(_private, module.split("."))):
                self.flag(node, f"imports from {module}")
            for alias in node.names:
                if _private(alias.name):
                    self.flag(node, f"imports {module}.{alias.name}")

    # -- classes of ours built on Textual's
    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        outer = self.classes[-1] if self.classes else self.module
        cls = getattr(outer, node.name, None)
        cls = cls if isinstance(cls, type) else None
        if cls is not None and _is_textual(cls):
            names = theirs(cls)
            for item in node.body:
                for defined, where in _defined(item):
                    if defined in names:
                        self.flag(where, f"{node.name} overrides {defined}")
                    elif defined.startswith(HANDLER_PREFIXES):
                        self.flag(where, f"{node.name}.{defined}: Textual's private handler")
                    elif defined.startswith(REACTIVE_PREFIXES):
                        reactive = defined.split("_", 2)[2]
                        if isinstance(inspect.getattr_static(cls, reactive, None), Reactive):
                            self.flag(where, f"{node.name}.{defined}: Textual's private watcher")
        self.classes.append(cls)
        self.generic_visit(node)
        self.classes.pop()

    # -- attributes
    def visit_Attribute(self, node: ast.Attribute) -> None:
        if _private(node.attr):
            self.check(node, node.value, node.attr)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if (
            isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr", "delattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
            and _private(node.args[1].value)
        ):
            self.check(node, node.args[0], node.args[1].value)
        self.generic_visit(node)

    def check(self, node: ast.AST, value: ast.expr, name: str) -> None:
        if _selfish(value):
            cls = self.classes[-1] if self.classes else None
            if name in theirs(cls):
                self.flag(node, f"{ast.unparse(value)}.{name} is Textual's or Rich's")
            return
        if isinstance(value, ast.Name) and value.id in self.imports:
            origin = self.imports[value.id]
            if _foreign(origin):
                self.flag(node, f"{value.id}.{name} ({origin})")
            return  # another library's, or one of our modules or classes
        if name in foreign_names() or name not in self.own:
            self.flag(node, f"{ast.unparse(value)}.{name} is not ours")


def _defined(item: ast.stmt) -> Iterator[tuple[str, ast.AST]]:
    """The private names a statement in a class body defines."""
    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and _private(item.name):
        yield item.name, item
    targets: list[ast.expr] = []
    if isinstance(item, ast.Assign):
        targets = item.targets
    elif isinstance(item, ast.AnnAssign):
        targets = [item.target]
    for target in targets:
        if isinstance(target, ast.Name) and _private(target.id):
            yield target.id, item


def scan(modules: dict[str, Path]) -> list[str]:
    """Where the modules (name -> source file) touch a private name of Textual or Rich."""
    trees = {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in modules.items()}
    own = own_names(trees.values())
    found: list[str] = []
    for name, tree in trees.items():
        visitor = _Scan(importlib.import_module(name), tree, own)
        visitor.visit(tree)
        found += visitor.found
    return found


def package_modules() -> dict[str, Path]:
    modules = {"uno_tui": Path(uno_tui.__file__)}
    for info in pkgutil.walk_packages(uno_tui.__path__, "uno_tui."):
        spec = importlib.util.find_spec(info.name)
        assert spec is not None and spec.origin is not None
        modules[info.name] = Path(spec.origin)
    return modules


def test_only_one_module_touches_textual_or_rich_privates() -> None:
    modules = package_modules()
    assert ALLOWED in modules and len(modules) > 90
    others = {name: path for name, path in modules.items() if name != ALLOWED}
    assert scan(others) == []


def test_the_allowed_module_is_seen_touching_them() -> None:
    # The scan finds what it is meant to find where it is allowed: were it blind, the test
    # above would pass whatever the package did.
    found = scan({ALLOWED: package_modules()[ALLOWED]})
    text = "\n".join(found)
    for expected in (
        "imports from textual._compositor",
        "PaintOnce overrides _on_timer_update",
        "screen._dirty_widgets is not ours",
        "style._color is not ours",
        "App._display (textual.app.App)",
        "app._driver is not ours",
        "static._render_markup is not ours",
    ):
        assert expected in text, (expected, found)


SAMPLE = """
import os
from textual import _context
from textual._compositor import LayoutUpdate
from textual.app import App
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Static


class Mixin:
    _ours = 0

    def _compositor_refresh(self):  # mixed into a screen: an override of Textual's
        self._ours += 1
        self._dirty_widgets.clear()


class Board(Mixin, Screen):
    shown = reactive(False)

    def _on_mount(self):
        pass

    def _on_board_shown(self):
        pass

    def _watch_shown(self):  # a reactive's watcher: Textual's private convention
        pass

    def _watch_tally(self):  # no reactive of that name: ours
        pass

    def _tally(self):
        self._tally_kept = 1
        self._ours = 2
        return self._size, super()._refresh_layout()


class Plain:
    def _size(self):  # not a Textual class: its own
        return self._tally_kept


def use(app: App, static: Static, board: Board, plain: Plain) -> object:
    os._exit  # another library's private: not ours to judge
    setattr(static, "_uno_text", "x")
    plain._size()  # ours, but Textual's widgets have a ``_size`` too: not told apart
    board._tally()
    return (app._batch_count, Screen._on_timer_update, static._render_markup, board._tally_kept)
"""


def test_the_scan_sees_each_kind_of_use(tmp_path: Path) -> None:
    path = tmp_path / "private_sample.py"
    path.write_text(SAMPLE, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        found = scan({"private_sample": path})
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("private_sample", None)
    flagged = sorted(line.split(": ", 1)[1] for line in found)
    assert flagged == sorted(
        [
            "imports textual._context",
            "imports from textual._compositor",
            "Mixin overrides _compositor_refresh",
            "self._dirty_widgets is Textual's or Rich's",
            "Board overrides _on_mount",
            "Board._on_board_shown: Textual's private handler",
            "Board._watch_shown: Textual's private watcher",
            "self._size is Textual's or Rich's",
            "super()._refresh_layout is Textual's or Rich's",
            "static._uno_text is not ours",
            "plain._size is not ours",
            "app._batch_count is not ours",
            "Screen._on_timer_update (textual.screen.Screen)",
            "static._render_markup is not ours",
        ]
    ), found


SWITCHED_OFF = """
from textual.screen import Screen
from textual.widgets import Static

from uno_tui.ui import textual_private as tp
from uno_tui.ui.app import UnoApp
from uno_tui.ui.sheets import SHEETS, sheet_path

assert not tp.ENABLED
for name, written in tp.WRITTEN.items():
    plain = getattr(tp, name)
    assert plain is not written and not [n for n in vars(plain) if not n.startswith("__")], name
assert UnoApp.CSS_PATH == [sheet_path(name) for name in SHEETS]
assert tp.render_markup(Static("x")) is None
assert tp.tinted_background(Screen()) is None
app = UnoApp()
assert tp.install_frame_filter(app) is None
print("off")
"""


@pytest.mark.parametrize("value", ["0", "off", "False", " no "])
def test_the_switch_turns_every_internal_off(value: str) -> None:
    env = {**os.environ, SWITCH: value}
    done = subprocess.run(
        [sys.executable, "-c", SWITCHED_OFF], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout == "off\n", done.stderr
