"""A yes-or-no question about a saved game: delete it, or take it over from another
``uno-tui`` that has it open."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from ...i18n import N_
from ...i18n.keys import no_key, yes_key
from ..base import Dialog
from ..letters import localize_keys
from ..widgets.keybar import KeyBar


class YesNoDialog(Dialog[bool]):
    """A question answered by Y or N (the language's letters: S or N in Portuguese and
    Spanish) or their buttons: returns True for yes."""

    def __init__(self) -> None:
        super().__init__()
        localize_keys(self, {"y": yes_key(), "n": no_key()})

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    @on(Button.Pressed, "#yes")
    def _yes(self) -> None:
        self.dismiss(True)

    @on(Button.Pressed, "#no")
    def _no(self) -> None:
        self.dismiss(False)


class ConfirmDialog(YesNoDialog):
    """Returns True for yes. ``yes`` and ``no`` label the buttons (after their key)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes"), key_display="Y"),
        Binding("n,escape", "answer(False)", N_("No"), key_display="N"),
    ]

    def __init__(self, title: str, lines: Iterable[str], yes: str, no: str) -> None:
        super().__init__()
        self.title_text = title
        self.lines = list(lines)
        self.yes = yes
        self.no = no

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="confirm-dialog")
        box.border_title = self.title_text
        with box:
            for line in self.lines:
                yield Static(line, markup=False)
            with Horizontal(classes="buttons"):
                yield Button(f"{yes_key()}  {self.yes}", id="yes", variant="error", compact=True)
                yield Button(f"{no_key()}  {self.no}", id="no", compact=True)
        yield KeyBar()
