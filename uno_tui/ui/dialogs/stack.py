"""What a draw brought under house rules: the whole stack drawn (HR1-HR3), which the
classic draw dialogs (one card) cannot say; the turn is over."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Static

from ...engine import Card
from ...i18n import N_, _, ngettext
from ...i18n.words import card_name
from .challenge import ChallengeDialog
from .drawn import DrewAloneDialog, DrewDialog


def cards_named(cards: Sequence[Card]) -> str:
    return ", ".join(card_name(card) for card in cards)


def stack_sentence(cards: Sequence[Card]) -> str:
    """``You draw the stack: 4 cards — Red 3, ...``."""
    return ngettext(
        "You draw the stack: {n} card — {cards}.",
        "You draw the stack: {n} cards — {cards}.",
        len(cards),
    ).format(n=len(cards), cards=cards_named(cards))


def _title(n: int) -> str:
    return ngettext("You drew {n} card", "You drew {n} cards", n).format(n=n)


class DrewStackDialog(DrewDialog):
    """The stack drawn, at a table passing the keyboard."""

    def __init__(self, cards: Sequence[Card]) -> None:
        super().__init__(None, stack_sentence(cards))
        self.count = len(cards)

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = _title(self.count)


class DrewStackAloneDialog(DrewAloneDialog):
    """The stack drawn, for the one person at a table of computer players."""

    def __init__(self, cards: Sequence[Card]) -> None:
        super().__init__(None, stack_sentence(cards))
        self.count = len(cards)

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = _title(self.count)


class StackOrChallengeDialog(ChallengeDialog):
    """HR2, HR3: the Wild Draw Four may also be stacked on (S: back to the hand, where the
    cards that stack are marked); returns ``None`` for that."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "stack", N_("Stack"), key_display="S"),
    ]

    def compose_body(self) -> Iterable[Widget]:
        yield from super().compose_body()
        yield Static(
            _("S  Stack — answer it from your hand; that gives up the challenge."),
            markup=False,
            id="stack-choice",
        )

    def action_stack(self) -> None:
        self.dismiss(None)
