"""After drawing (T3): play the card drawn or keep it; or learn it cannot be played."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from ...engine import Card
from ...i18n import N_, _
from ...i18n.keys import keep_key, play_key
from ...i18n.words import card_name
from ..base import HELP, TABLE_KEY, Dialog, reason_line
from ..letters import localize_keys
from ..widgets.card import CardView
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text


@dataclass(frozen=True)
class PlayChoice:
    """``play`` False means keep; ``uno`` says UNO with the play."""

    play: bool
    uno: bool = False


class PlayOrKeepDialog(Dialog[PlayChoice]):
    """The card drawn can be played: play it now, or keep it and end the turn."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", N_("Play it"), key_display="P"),
        Binding("k", "keep", N_("Keep it"), key_display="K"),
        Binding("u", "uno", N_("UNO!"), key_display="U"),
        HELP,
    ]

    def __init__(self, card: Card, reason: str, *, uno_due: bool, uno: bool = False) -> None:
        super().__init__()
        localize_keys(self, {"p": play_key(), "k": keep_key()})
        self.card = card
        self.reason = reason
        self.uno_due = uno_due
        self.say_uno = uno

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="drawn-dialog")
        box.border_title = _("You drew {card}").format(card=card_name(self.card))
        with box, Horizontal(classes="drawn-row"):
            yield CardView(self.card)
            with Vertical(classes="drawn-text"):
                yield Static(
                    _("It can be played. {reason}").format(reason=self.reason), markup=False
                )
                yield Static(
                    _("You may play this card now, or keep it; either way your turn ends."),
                    markup=False,
                    classes="dim",
                )
                yield Static("", id="uno-note", markup=False)
                with Horizontal(classes="buttons"):
                    yield Button(f"{play_key()}  {_('Play it')}", id="play", compact=True)
                    yield Button(f"{keep_key()}  {_('Keep it')}", id="keep", compact=True)
        yield KeyBar()

    def on_mount(self) -> None:
        self._show_uno()

    def _show_uno(self, message: str = "") -> None:
        note = self.query_one("#uno-note", Static)
        if message:
            set_text(note, message)
        elif self.say_uno:
            set_text(note, _("UNO! You will say it as you play this card."))
        else:
            set_text(note, "")

    def can(self, action: str) -> bool | None:
        # U1: U matters only where playing the card drawn leaves one card (``uno_due``,
        # the engine's ``uno_with``): on the key bar then, and off it with more cards.
        return self.uno_due if action == "uno" else True

    def on_key(self, event: events.Key) -> None:
        if event.key == "u" and not self.uno_due:  # (off the bar: pressed, it says why)
            event.stop()
            self.action_uno()

    def action_play(self) -> None:
        self.dismiss(PlayChoice(True, self.say_uno and self.uno_due))

    def action_keep(self) -> None:
        self.dismiss(PlayChoice(False))

    def action_uno(self) -> None:
        if not self.uno_due:
            self.app.bell()
            self._show_uno(_("UNO is said with your next-to-last card."))
            return
        self.say_uno = not self.say_uno
        self._show_uno()

    @on(Button.Pressed, "#play")
    def _play(self) -> None:
        self.action_play()

    @on(Button.Pressed, "#keep")
    def _keep(self) -> None:
        self.action_keep()


class DrewDialog(Dialog[None]):
    """The card drawn cannot be played: the turn ends (T3)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", N_("Pass the keyboard"), key_display="⏎"),
        HELP,
    ]

    def __init__(self, card: Card | None, reason: str) -> None:
        super().__init__()
        self.card = card
        self.reason = reason

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="drawn-dialog")
        if self.card is None:
            box.border_title = _("No card left to draw")
        else:
            box.border_title = _("You drew {card}").format(card=card_name(self.card))
        with box, Horizontal(classes="drawn-row"):
            if self.card is not None:
                yield CardView(self.card, playable=False)
            with Vertical(classes="drawn-text"):
                yield Static(self.reason, markup=False)
                yield Static(self.over_text(), markup=False, classes="dim")
                yield reason_line("drew-reason")
        yield KeyBar()

    def over_text(self) -> str:
        return _("Your turn is over. Press Enter, then pass the keyboard.")

    def show_refusal(self, reason: str) -> None:
        for line in self.query("#drew-reason").results(Static):  # (none before it is built)
            set_text(line, reason)
            line.display = True

    def action_close(self) -> None:
        if not self.too_soon():
            self.dismiss(None)


class DrewAloneDialog(DrewDialog, inherit_bindings=False):
    """``DrewDialog`` for the one person at a table of computer players: nobody to pass
    the keyboard to."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", N_("Carry on"), key_display="⏎"),
        HELP,
        TABLE_KEY,
    ]

    def over_text(self) -> str:
        return _("Your turn is over. Press Enter.")
