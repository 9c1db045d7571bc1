"""Moments announced to the whole table (the UNO call, a catch, a challenge), and who
made a catch."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from ...i18n import N_, _
from ...i18n.words import cards_count
from ..base import HELP, Dialog, reason_line
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text


class AnnounceDialog(Dialog[None]):
    """A big title and one sentence, for everyone at the table to see."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "close", N_("OK"), key_display="⏎"),
        HELP,
    ]
    #: Enter only carries on: keys that hurried the computer players may close it (not in
    #: the guard's seconds after it shows: ``action_close``).
    DECIDES = False

    def __init__(self, title: str, sentence: str) -> None:
        super().__init__()
        self.title_text = title
        self.sentence = sentence

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="dialog", classes="announce-dialog"):
            yield Static(self.title_text, id="announce-title", markup=False)
            yield Static(self.sentence, id="announce-text", markup=False)
            yield Static(_("Press Enter to carry on."), markup=False, classes="dim")
        yield KeyBar()

    def on_mount(self) -> None:
        joined = self.uno_app.joined
        if joined is not None:  # (its person's decision, once due, closes it: ``lapse``)
            self.gives_way_to = joined.seat

    def gave_way(self) -> None:
        """Its person's decision is due: the words go to the corner, as on the host."""
        self.app.notify(self.sentence, title=self.title_text, timeout=8, markup=False)

    def action_close(self) -> None:
        # A double Enter from the screen before must not close it unread.
        if not self.too_soon():
            self.dismiss(None)


_NUMBER_KEYS = "1234567890"


class CatchDialog(Dialog[int | None]):
    """Who caught them? Returns the catcher's seat (or None to go back)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "pick(0)", N_("Who caught"), key_display="1…"),
        *(Binding(k, f"pick({i + 1})", show=False) for i, k in enumerate(_NUMBER_KEYS[1:])),
        Binding("escape,x", "cancel", N_("Back"), key_display="X"),
        HELP,
    ]

    def __init__(self, target: str, catchers: Sequence[tuple[int, str]], cost: int = 0) -> None:
        """``cost``: the cards a wrong catch costs its catcher (HR8), when ``target`` owes
        no UNO; 0: ``target`` forgot it."""
        super().__init__()
        self.target = target
        self.catchers = tuple(catchers)
        self.cost = cost

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="catch-dialog")
        box.border_title = _("Catch {target}").format(target=self.target)
        with box:
            said = _("{target} has one card and did not say UNO. Who caught it? Press the number.")
            if self.cost:
                said = _(
                    "{target} owes no UNO: whoever catches {target} draws {cards}. "
                    "Who catches? Press the number, or X to go back."
                )
            yield Static(
                said.format(target=self.target, cards=cards_count(self.cost)), markup=False
            )
            for i, (seat, name) in enumerate(self.catchers):
                yield Button(
                    f"{_NUMBER_KEYS[i]}  {name}",
                    id=f"catcher-{seat}",
                    classes="choice",
                    compact=True,
                )
            yield reason_line("catch-reason")
        yield KeyBar()

    def show_refusal(self, reason: str) -> None:
        line = self.query_one("#catch-reason", Static)
        set_text(line, reason)
        line.display = True

    def action_pick(self, index: int) -> None:
        if index < len(self.catchers):
            self.dismiss(self.catchers[index][0])
            return
        self.refuse(
            _("Nobody has the number {n}: press a number from 1 to {last}.").format(
                n=_NUMBER_KEYS[index], last=len(self.catchers)
            )
        )

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, ".choice")
    def _pressed(self, event: Button.Pressed) -> None:
        assert event.button.id is not None
        self.dismiss(int(event.button.id.removeprefix("catcher-")))
