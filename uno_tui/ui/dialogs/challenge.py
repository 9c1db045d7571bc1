"""The Wild Draw Four moment: accept or challenge (W3), and the hand shown to the
challenger alone (W4, H3)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from ...engine import Color
from ...engine.events import WildDrawFourChallenged
from ...i18n import N_, _
from ...i18n.keys import accept_key, challenge_key
from ...i18n.words import card_list, color_glyph, color_label, color_name
from ..base import HELP, Dialog
from ..letters import localize_keys
from ..widgets.hand import HandRow
from ..widgets.keybar import KeyBar

#: Non-breaking, so the indentation survives wrapping.
INDENT = "\u00a0" * 5


class ChallengeDialog(Dialog[bool]):
    """Returns True to challenge, False to accept."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "answer(False)", N_("Accept"), key_display="A"),
        Binding("c", "answer(True)", N_("Challenge"), key_display="C"),
        HELP,
    ]

    def __init__(self, me: str, player: str, named: Color, previous: Color) -> None:
        super().__init__()
        localize_keys(self, {"a": accept_key(), "c": challenge_key()})
        self.me, self.player, self.named, self.previous = me, player, named, previous

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="challenge-dialog")
        box.border_title = _("{player} played WILD DRAW FOUR and named {color}").format(
            player=self.player, color=f"{color_glyph(self.named)} {color_label(self.named)}"
        )
        prev = f"{color_glyph(self.previous)} {color_label(self.previous)}"
        with box:
            yield Static(
                _("{me}, the colour in play was {color}.").format(me=self.me, color=prev),
                markup=False,
            )
            yield Static(
                _(
                    "A Wild Draw Four may only be played by someone holding no card of the "
                    "colour in play."
                ),
                markup=False,
                classes="dim",
            )
            yield Static(
                _("{key}  Accept — you draw 4 and lose your turn.").format(key=accept_key())
                + "\n"
                + _("{key}  Challenge — {player} shows you their hand.").format(
                    key=challenge_key(), player=self.player
                )
                + "\n"
                + INDENT
                + _("If {player} held any {color} card: {player} draws 4, and you play.").format(
                    player=self.player, color=prev
                )
                + "\n"
                + INDENT
                + _("If not: you draw 6 and lose your turn."),
                markup=False,
                id="challenge-choices",
            )
            with Horizontal(classes="buttons"):
                yield Button(f"{accept_key()}  {_('Accept')}", id="accept", compact=True)
                yield Button(f"{challenge_key()}  {_('Challenge')}", id="challenge", compact=True)
        yield KeyBar()

    def action_answer(self, challenge: bool) -> None:
        self.dismiss(challenge)

    @on(Button.Pressed, "#accept")
    def _accept(self) -> None:
        self.dismiss(False)

    @on(Button.Pressed, "#challenge")
    def _challenge(self) -> None:
        self.dismiss(True)


class RevealDialog(Dialog[None]):
    """The challenged hand, for the challenger's eyes only; Enter hides it again."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "hide", N_("Hide the hand"), key_display="⏎"),
        HELP,
    ]

    def __init__(self, event: WildDrawFourChallenged, names: Sequence[str]) -> None:
        super().__init__()
        self.event = event
        self.names = tuple(names)

    def compose_body(self) -> Iterable[Widget]:
        e = self.event
        player, challenger = self.names[e.player], self.names[e.challenger]
        box = Vertical(id="dialog", classes="reveal-dialog")
        box.border_title = _("{player}'s hand — for {challenger} only").format(
            player=player, challenger=challenger
        )
        held = [c for c in e.hand if c.color is e.previous_color]
        with box:
            yield HandRow(id="reveal-cards")
            yield Static(
                _("In words: {cards}.").format(cards=card_list(sorted(e.hand))),
                markup=False,
                classes="dim",
            )
            color = color_name(e.previous_color)
            if e.legal:
                verdict = _(
                    "{player} held no {color}: the Wild Draw Four was legal. "
                    "You draw 6 and lose your turn."
                ).format(player=player, color=color)
            else:
                verdict = _(
                    "{player} held {color} ({cards}): the Wild Draw Four was not allowed. "
                    "{player} draws 4, and you play."
                ).format(player=player, color=color, cards=card_list(held))
            yield Static(verdict, markup=False, id="verdict")
            yield Static(
                _("Press Enter to hide the hand before the others look."),
                markup=False,
                classes="dim",
            )
        yield KeyBar()

    def on_mount(self) -> None:
        hand = sorted(self.event.hand)
        self.query_one(HandRow).set_hand(hand, [True] * len(hand), -1)

    def action_hide(self) -> None:
        self.hand_over(None)
