"""Name a colour: for a Wild or Wild Draw Four played (A4, W2) or a start Wild (S8)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.containers import Grid, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from ...engine import COLORS, Card, Color
from ...i18n import N_, _
from ...i18n.keys import color_key
from ...i18n.words import color_count, color_glyph, color_word
from ..base import HELP, Dialog, reason_line
from ..letters import localize_keys
from ..widgets.card import COLOR_CLASSES
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text

_KEYS = {Color.RED: "r", Color.YELLOW: "y", Color.GREEN: "g", Color.BLUE: "b"}


class ColorDialog(Dialog[Color | None]):
    """Returns the colour named, or ``None`` when the player goes back (if allowed)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "pick('R')", N_("Red"), key_display="R"),
        Binding("y", "pick('Y')", N_("Yellow"), key_display="Y"),
        Binding("g", "pick('G')", N_("Green"), key_display="G"),
        Binding("b", "pick('B')", N_("Blue"), key_display="B"),
        Binding("escape,x", "cancel", N_("Back"), key_display="X"),
        HELP,
    ]

    def __init__(self, title: str, hand: Sequence[Card] = (), *, can_cancel: bool = True) -> None:
        super().__init__()
        localize_keys(self, {_KEYS[color]: color_key(color) for color in COLORS})
        self.title_text = title
        self.hand = tuple(hand)
        self.can_cancel = can_cancel

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="color-dialog")
        box.border_title = self.title_text
        with box:
            yield Static(_("Name the colour that is in play from now on."), markup=False)
            if self.hand:
                counts = " · ".join(
                    f"{color_glyph(color)} "
                    + color_count(color, sum(1 for c in self.hand if c.color is color))
                    for color in COLORS
                )
                yield Static(
                    _("In your hand: {counts}").format(counts=counts),
                    markup=False,
                    classes="dim",
                )
            with Grid(id="color-buttons"):
                for color in COLORS:
                    label = f"{color_key(color)}  {color_glyph(color)} {color_word(color)}"
                    yield Button(
                        label,
                        id=f"color-{color.value}",
                        classes=f"color {COLOR_CLASSES[color]}",
                    )
            yield reason_line("color-reason")
        yield KeyBar()

    def show_refusal(self, reason: str) -> None:
        line = self.query_one("#color-reason", Static)
        set_text(line, reason)
        line.display = True

    def can(self, action: str) -> bool | None:
        if action == "cancel":
            return self.can_cancel
        return True

    def on_key(self, event: events.Key) -> None:
        # Back is on the key bar only where it works; pressed anyway, it says why not.
        if event.key in ("escape", "x") and not self.can_cancel:
            event.stop()
            self.action_cancel()

    def action_pick(self, code: str) -> None:
        self.dismiss(Color.from_code(code))

    def action_cancel(self) -> None:
        if self.can_cancel:
            self.dismiss(None)
        else:
            keys = [color_key(color) for color in COLORS]
            self.refuse(
                _("The start card is a Wild: its colour must be named ({keys} or {last}).").format(
                    keys=", ".join(keys[:-1]), last=keys[-1]
                )
            )

    @on(Button.Pressed, ".color")
    def _pressed(self, event: Button.Pressed) -> None:
        assert event.button.id is not None
        self.dismiss(Color.from_code(event.button.id.removeprefix("color-")))
