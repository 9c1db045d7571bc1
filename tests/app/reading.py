"""Read the terminal the way a person does: the text of the frame on screen, at 80x24,
dialogs over the screens they let show through; and checks on what a person reads there.

Used by ``test_reading.py`` (every screen and dialog in every language, with and
without ``NO_COLOR``) and ``test_public.py`` (public frames compared between games).
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rich.console import Console
from textual.geometry import Region
from textual.screen import Screen
from textual.widgets import Button, Input

import uno_tui
from uno_tui.i18n import _
from uno_tui.i18n.words import card_lines
from uno_tui.ui.app import UnoApp
from uno_tui.ui.widgets import CardView, KeyBar
from uno_tui.ui.widgets.keybar import shown_key

LOCALE = Path(uno_tui.__file__).parent / "locale"


def frame(app: UnoApp) -> list[str]:
    """The terminal as it is now: one string per line, every cell."""
    screen = app.screen
    update = screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True
    )
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        record=True,
        force_terminal=True,
        color_system=None,
        legacy_windows=False,
        safe_box=False,
    )
    console.print(update)
    lines = console.export_text(styles=False).split("\n")
    return [line.ljust(width)[:width] for line in lines[:height]]


def crop(lines: list[str], region: Region) -> str:
    """The text inside ``region`` of the frame."""
    rows = lines[region.y : region.bottom]
    return "\n".join(row[region.x : region.right] for row in rows)


def squash(text: str) -> str:
    return " ".join(text.split())


def top_widgets(app: UnoApp, kind: type[Any]) -> list[Any]:
    """Widgets of ``kind`` on the screen on top, shown and not covered by a dialog."""
    return [w for w in app.screen.query(kind) if w.display and w.region.area]


def button_faults(app: UnoApp, lines: list[str]) -> list[str]:
    """Every button on the top screen shows its whole label inside its own box."""
    faults = []
    for button in top_widgets(app, Button):
        label = squash(str(button.label))
        shown = squash(crop(lines, button.region))
        if label not in shown:
            faults.append(f"button {button.id}: {label!r} shows as {shown!r}")
    return faults


def card_faults(app: UnoApp, lines: list[str]) -> list[str]:
    """Every card face on the top screen (not scrolled away) shows its colour and value."""
    faults = []
    for view in top_widgets(app, CardView):
        region = view.region.intersection(view.parent.region) if view.parent else view.region
        if region != view.region:
            continue  # scrolled partly out of view: the hand says how many are below
        shown = crop(lines, view.region)
        if view.compact:
            continue  # a chip: checked by its own tests (one letter and a value)
        top, rank = card_lines(view.card)
        words = [top] + ([view.label or rank] if (view.label or rank) else [])
        for word in words:
            if word[:6] not in shown:
                faults.append(f"card {view.card}: {word!r} missing from {shown!r}")
    return faults


#: A letter or digit, and the ellipsis that would end a word cut short.
_CUT = re.compile(r"(\w+)…")


def meant_ellipses() -> set[str]:
    """The "word…" the game's own messages say, in the language spoken (``playing…``), and
    the catch dialog's key ("1…": a number from 1 up)."""
    from babel.messages.pofile import read_po

    with (LOCALE / "uno_tui.pot").open("rb") as pot:
        catalogue = read_po(pot)
    meant = {"1…"}
    for message in catalogue:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for text in ids:
            if text and "…" in text:
                meant.update(m.group(0) for m in _CUT.finditer(_(text)))
    return meant


def cut_words(lines: list[str], allowed: Iterable[str] = ()) -> list[str]:
    """Words cut short with "…" (outside ``allowed``: ellipses the game's messages mean)."""
    ok = set(allowed) | meant_ellipses()
    return [
        f"line {y}: {m.group(0)!r} in {line.strip()!r}"
        for y, line in enumerate(lines)
        for m in _CUT.finditer(line)
        if m.group(0) not in ok
    ]


_BOX_LEFT = "│┃╭╰┏┗┌└╔╚║"
_BOX_RIGHT = "│┃╮╯┓┛┐┘╗╝║"


def stray_letters(app: UnoApp, lines: list[str]) -> list[str]:
    """Bits of words showing right beside a dialog's box: the screen under the dialog cut
    mid-word by the box (a cut there is a "ls" of "deals" left standing)."""
    faults = []
    for box in app.screen.query("#dialog"):
        region = box.region
        if not region.area:
            continue
        for y in range(region.y, region.bottom):
            row = lines[y]
            left, right = region.x - 1, region.right
            if left >= 0 and row[left].isalnum():
                faults.append(f"line {y}: {row[: left + 1].strip()!r} left of the box")
            if right < len(row) and row[right].isalnum():
                faults.append(f"line {y}: {row[right:].strip()!r} right of the box")
    return faults


#: Keys every screen accepts without saying so on its key bar: the app's own (Ctrl+Q
#: quits, F1 helps, Ctrl+Z suspends to the shell and T says the table in one line anywhere,
#: as help says: issue 35) and the scrolling a list does by itself.
QUIET_KEYS = {
    "ctrl+q",
    "ctrl+c",
    "ctrl+z",
    "f1",
    "t",
    "tab",
    "shift+tab",
    "up",
    "down",
    "left",
    "right",
}
QUIET_ACTIONS = {
    "screen.copy_text",
    "scroll_home",
    "scroll_end",
    "page_up",
    "page_down",
    "page_left",
    "page_right",
}


def keybar_faults(app: UnoApp) -> list[str]:
    """The key bar names every key the screen on top accepts now."""
    screen: Screen[Any] = app.screen
    bars = list(screen.query(KeyBar))
    if not bars:
        return []
    bar = squash(str(bars[0].render()))
    shown_actions = set()
    faults = []
    for key, (_node, binding, enabled, _tip) in screen.active_bindings.items():
        if not enabled or binding.system:
            continue
        if binding.show and binding.description:
            display = shown_key(screen, binding)  # a language's letter (Vermelho = V)
            words = f"{display} {_(binding.description)}"
            if words not in bar:
                faults.append(f"{key}: {words!r} not on the key bar {bar!r}")
            shown_actions.add(binding.action.split("(")[0])
    for key, (node, binding, enabled, _tip) in screen.active_bindings.items():
        if not enabled or binding.system or binding.show or key in QUIET_KEYS:
            continue
        if isinstance(node, Input):
            continue  # editing keys of the text field being typed in
        if binding.action in QUIET_ACTIONS:
            continue
        if binding.action.split("(")[0] not in shown_actions:
            faults.append(f"{key} ({binding.action}) works but is not on the key bar")
    return faults
