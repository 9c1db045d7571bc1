"""Seven-O (docs/RULES.md HR4): whom does the player of a 7 swap hands with?

Each other player is listed with how many cards they hold (what the whole table sees); the
choices are the engine's legal ``SwapHands`` actions, never worked out here. The 7 is
played already, so there is no going back.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Button, Static

from ...i18n import N_, _
from ...i18n.cards import cards_count
from ..base import HELP, Dialog, reason_line
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text

_NUMBER_KEYS = "1234567890"


class SwapDialog(Dialog[int]):
    """Returns the seat chosen to swap hands with."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "pick(0)", N_("Swap with"), key_display="1…"),
        *(Binding(k, f"pick({i + 1})", show=False) for i, k in enumerate(_NUMBER_KEYS[1:])),
        HELP,
    ]

    def __init__(self, me: str, players: Sequence[tuple[int, str, int]]) -> None:
        """``players``: (seat, name, cards held) of each player one may swap with."""
        super().__init__()
        self.me = me
        self.players = tuple(players)

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="swap-dialog")
        box.border_title = _("Seven-O: {name} swaps hands").format(name=self.me)
        with box:
            yield Static(
                _("You played a 7: choose whom to swap hands with. Press the number."),
                markup=False,
            )
            for i, (seat, name, count) in enumerate(self.players):
                yield Button(
                    Content(f"{_NUMBER_KEYS[i]}  {name} · {cards_count(count)}"),
                    id=f"swap-{seat}",
                    classes="choice",
                    compact=True,
                )
            yield reason_line("swap-reason")
        yield KeyBar()

    def show_refusal(self, reason: str) -> None:
        line = self.query_one("#swap-reason", Static)
        set_text(line, reason)
        line.display = True

    def action_pick(self, index: int) -> None:
        if index < len(self.players):
            self.dismiss(self.players[index][0])
            return
        self.refuse(
            _("Nobody has the number {n}: press a number from 1 to {last}.").format(
                n=_NUMBER_KEYS[index], last=len(self.players)
            )
        )

    @on(Button.Pressed, ".choice")
    def _pressed(self, event: Button.Pressed) -> None:
        assert event.button.id is not None
        self.dismiss(int(event.button.id.removeprefix("swap-")))
