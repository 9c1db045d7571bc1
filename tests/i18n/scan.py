"""Find player-facing strings in the UI code that do not go through the catalogues.

A string literal is *player-facing* when it holds a word (two letters in a row, once
format fields and Rich markup tags are taken out) and it reaches the player: it is

- the text given to a widget or renderable (``Static``, ``Label``, ``Button``, ``Text``,
  ``Panel``…) or to one of our dialogs and screens, a table's cells or headers,
  ``notify``, ``update``, ``set_text``, ``append``, ``print``, a binding's description;
- a keyword argument that is shown (``title=``, ``description=``, ``help=``, ``label=``…);
- assigned to an attribute that is shown (``border_title``, ``sub_title``, ``tooltip``…);
- returned by a function (screens and the words modules return what they show);
- the message of an exception a player reads (``ValueError``, ``argparse`` errors…);
- an f-string holding a word, wherever it is (a sentence built in code cannot be
  translated).

Literals inside ``_()``, ``ngettext()``, ``pgettext()`` and ``N_()`` are in the catalogues.
Some shown strings are not words to translate: they are listed in ``ALLOWED`` below.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

PACKAGE = Path(__file__).resolve().parents[2] / "uno_tui"
#: Not scanned: the engine is wordless (the UI words its events), and the computer
#: players only choose actions (their errors are for programmers).
SKIPPED_DIRS = ("engine", "bots")

#: The functions whose arguments are in the catalogues already.
TRANSLATED = {"_", "ngettext", "pgettext", "N_", "gettext"}

#: Calls whose first positional argument is shown as it is.
SHOWN_FIRST = {
    "Static",
    "Label",
    "Button",
    "Text",
    "Panel",
    "Markdown",
    "Tooltip",
    "Content",
    "update",
    "set_text",
    "append",
    "notify",
    "write",
    "set_title",
    "push_screen_wait",
}
#: Calls whose every positional argument is shown.
SHOWN_ALL = {"add_row", "add_column", "print", "ArgumentTypeError", "UsageError"}
#: Classes (by the end of their name) whose positional arguments are shown: our dialogs
#: and screens take their titles and sentences that way.
SHOWN_CLASSES = ("Dialog", "Screen")
#: Exceptions whose message a player reads (the CLI prints them, saves explain with them).
PLAYER_ERRORS = {"ValueError", "RecordError", "ArgumentTypeError", "UsageError", "OSError"}
#: Keyword arguments that are shown.
SHOWN_KEYWORDS = {
    "title",
    "sub_title",
    "subtitle",
    "description",
    "label",
    "tooltip",
    "placeholder",
    "help",
    "epilog",
    "message",
    "renderable",
    "text",
    "content",
    "version",
}
#: Attributes that are shown when set.
SHOWN_ATTRIBUTES = {
    "border_title",
    "border_subtitle",
    "title",
    "sub_title",
    "tooltip",
    "label",
    "placeholder",
    "TITLE",
    "SUB_TITLE",
}

#: Shown strings that are not words to translate. Each is kept small and explained.
ALLOWED = {
    # The game's name, on the top bar and in the title: a brand, the same in every language.
    "UNO",
    # The program's name in CLI messages, and argparse's own placeholder.
    "uno-tui",
    "%(prog)s",
}
#: Functions whose returned strings are not shown: CSS classes, ids, keys, codes.
NOT_SHOWN_RETURNS = {
    "__repr__",
    "__str__",
    "__getattr__",
    "cpu",  # a seat kind code, "cpu-hard"
    "level_of",
    "_key",
    # Language codes and catalogue paths.
    "normalize_language",
    "resolve_language",
    "check_language",
    "mo_path",
    # Save files' folder and names.
    "data_dir",
    "new_path",
    # Whom a hosted table's limits count a connection against ("uid 1000"): a key.
    "source_of",
}

_FIELD = re.compile(r"\{[^{}]*\}")
_MARKUP = re.compile(r"\[/?[a-z#@][^\[\]]*\]")
_WORD = re.compile(r"[^\W\d_]{2,}")


def has_word(text: str) -> bool:
    """True if ``text`` still holds two letters in a row once format fields and markup
    tags are taken out."""
    text = _MARKUP.sub("", _FIELD.sub("", text))
    return bool(_WORD.search(text)) and text.strip() not in ALLOWED


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _literals(node: ast.AST | None) -> Iterator[tuple[int, str]]:
    """The literal texts that make up the string ``node`` evaluates to, outside the
    translation functions: through ``+``, ``a if c else b``, ``a or b``, f-strings,
    ``"...".format(...)``, ``"...".join(...)`` and lists, tuples and dicts of them."""
    if node is None:
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.lineno, node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        yield node.lineno, text
    elif isinstance(node, ast.BinOp):
        yield from _literals(node.left)
        yield from _literals(node.right)
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _literals(value)
    elif isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        for elt in node.elts:
            yield from _literals(elt)
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from _literals(value)
    elif isinstance(node, ast.Subscript):
        yield from _literals(node.value)
    elif isinstance(node, ast.Call):
        name = _name(node.func)
        if name in TRANSLATED:
            return
        if name in ("format", "join", "upper", "capitalize", "strip") and isinstance(
            node.func, ast.Attribute
        ):
            yield from _literals(node.func.value)
        if name == "get" and isinstance(node.func, ast.Attribute):
            yield from _literals(node.func.value)
            for arg in node.args[1:]:
                yield from _literals(arg)


class _Scanner(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.found: list[Finding] = []
        self._functions: list[str] = []
        self._seen: set[tuple[int, str]] = set()

    def _check(self, node: ast.AST | None) -> None:
        for line, text in _literals(node):
            if has_word(text) and (line, text) not in self._seen:
                self._seen.add((line, text))
                self.found.append(Finding(self.path, line, text))

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._functions.append(node.name)
        self.generic_visit(node)
        self._functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Call(self, node: ast.Call) -> None:
        name = _name(node.func)
        if name in TRANSLATED:
            return  # inside the catalogues
        if name == "Binding":
            # Binding(key, action, description, ...): key and action are not shown.
            if len(node.args) >= 3:
                self._check(node.args[2])
        elif name in SHOWN_FIRST and node.args:
            self._check(node.args[0])
        elif name in SHOWN_ALL or name in PLAYER_ERRORS or name.endswith(SHOWN_CLASSES):
            for arg in node.args:
                self._check(arg)
        for keyword in node.keywords:
            if keyword.arg in SHOWN_KEYWORDS:
                self._check(keyword.value)
        self.generic_visit(node)

    def visit_Raise(self, node: ast.Raise) -> None:
        if isinstance(node.exc, ast.Call) and _name(node.exc.func) in PLAYER_ERRORS:
            for arg in node.exc.args:
                self._check(arg)
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            attr = target.attr if isinstance(target, ast.Attribute) else None
            name = target.id if isinstance(target, ast.Name) else None
            if attr in SHOWN_ATTRIBUTES or name in SHOWN_ATTRIBUTES:
                self._check(node.value)
        self.generic_visit(node)

    def visit_Return(self, node: ast.Return) -> None:
        if self._functions and self._functions[-1] not in NOT_SHOWN_RETURNS:
            self._check(node.value)
        self.generic_visit(node)


class _FStrings(ast.NodeVisitor):
    """Every f-string holding a word, but for ids, classes, actions, reprs and errors
    meant for programmers."""

    #: Keywords whose value is an id, a class, a style or a key: never shown as words.
    CODE_KEYWORDS: ClassVar[set[str]] = {
        "id",
        "classes",
        "name",
        "group",
        "style",
        "variant",
        "key_display",
    }
    #: Exceptions for programmers (a bug, not something a player did).
    CODE_ERRORS: ClassVar[set[str]] = {
        "AttributeError",
        "AssertionError",
        "TypeError",
        "RuntimeError",
        "KeyError",
    }

    def __init__(self, path: str) -> None:
        self.path = path
        self.found: list[Finding] = []
        self._skip: set[int] = set()
        self._functions: list[str] = []

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._functions.append(node.name)
        self.generic_visit(node)
        self._functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Call(self, node: ast.Call) -> None:
        name = _name(node.func)
        if name in TRANSLATED:
            return
        for keyword in node.keywords:
            if keyword.arg in self.CODE_KEYWORDS:
                self._skip_all(keyword.value)
        if name == "Binding":
            # The key and the action (``pick(2)``) are code.
            for arg in node.args[:2]:
                self._skip_all(arg)
        if name in self.CODE_ERRORS:
            for arg in node.args:
                self._skip_all(arg)
        if name in ("query", "query_one", "removeprefix", "startswith", "with_name", "glob"):
            for arg in node.args:
                self._skip_all(arg)
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        if isinstance(node.op, ast.Div):  # a path: folder / f"name-{stamp}.json"
            self._skip_all(node.right)
        self.generic_visit(node)

    def _skip_all(self, node: ast.AST) -> None:
        self._skip.update(id(n) for n in ast.walk(node))

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        if id(node) in self._skip or (self._functions and self._functions[-1] == "__repr__"):
            return
        text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        if has_word(text):
            self.found.append(Finding(self.path, node.lineno, text))


def ui_files(root: Path = PACKAGE) -> list[Path]:
    return sorted(
        p
        for p in root.rglob("*.py")
        if not any(part in SKIPPED_DIRS for part in p.relative_to(root).parts[:-1])
    )


def scan_source(source: str, path: str) -> list[Finding]:
    tree = ast.parse(source, path)
    sinks = _Scanner(path)
    sinks.visit(tree)
    fstrings = _FStrings(path)
    fstrings.visit(tree)
    seen = {(f.line, f.text) for f in sinks.found}
    extra = [f for f in fstrings.found if (f.line, f.text) not in seen]
    return sorted([*sinks.found, *extra], key=lambda f: (f.path, f.line, f.text))


def scan(root: Path = PACKAGE) -> list[Finding]:
    """Every untranslated player-facing string in the UI code, as ``file:line``."""
    found: list[Finding] = []
    for path in ui_files(root):
        rel = path.relative_to(root.parent).as_posix()
        found.extend(scan_source(path.read_text(encoding="utf-8"), rel))
    return found


class _ImportTime(ast.NodeVisitor):
    """Calls to ``_()``, ``ngettext()`` or ``pgettext()`` outside any function: they run
    when the module is imported and freeze the words in whatever language was active then
    (class-level key descriptions must use ``N_()`` and be worded where they are shown)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.found: list[Finding] = []

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        return  # runs when called, not when imported

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef

    def visit_Call(self, node: ast.Call) -> None:
        if _name(node.func) in TRANSLATED - {"N_"}:
            text = next((t for _line, t in _literals(node.args[-1] if node.args else None)), "")
            self.found.append(Finding(self.path, node.lineno, text or ast.unparse(node)))
        self.generic_visit(node)


def scan_import_time(root: Path = PACKAGE) -> list[Finding]:
    """Every message worded at import time in the UI code, as ``file:line``."""
    found: list[Finding] = []
    for path in ui_files(root):
        rel = path.relative_to(root.parent).as_posix()
        visitor = _ImportTime(rel)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), rel))
        found.extend(visitor.found)
    return found
