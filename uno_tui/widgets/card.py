"""One card, drawn big (8 by 4) or as a compact chip, its colour always written in letters.

Hue is only a help: the colour word (``RED``) or letter (``R``) is on every card, playable
cards have a solid border, unplayable ones a dashed border and the selected one a heavy
border, so ``NO_COLOR``, 16-colour terminals and colour-blind players lose nothing.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.app import RenderResult
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ..engine import COLORS, Card, Color, Rank
from ..i18n.words import card_chip, card_lines, card_name

CARD_WIDTH = 8
CARD_HEIGHT = 4
#: A chip's width in English (``[R7]``, ``[GSk]``, ``[W+4]``); see ``chip_width``.
CHIP_WIDTH = 5

#: The widest chips there can be: every colour with a two-cell rank, and the Wilds.
_WIDE_CHIPS = (
    *(Card(color, rank) for color in COLORS for rank in (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)),
    Card(None, Rank.WILD),
    Card(None, Rank.WILD_DRAW_FOUR),
)


def chip_width() -> int:
    """The cells a compact chip takes in the language spoken: the widest chip and its two
    brackets (5 in English; Portuguese and Spanish colours need two letters)."""
    return max(CHIP_WIDTH, 2 + max(cell_len(card_chip(card)) for card in _WIDE_CHIPS))


#: Border pieces: (top-left, horizontal, top-right, vertical, bottom-left, bottom-right).
_ROUND = ("╭", "─", "╮", "│", "╰", "╯")
_DASHED = ("┌", "┄", "┐", "┆", "└", "┘")
_HEAVY = ("┏", "━", "┓", "┃", "┗", "┛")
_HEAVY_DASHED = ("┏", "╍", "┓", "╏", "┗", "┛")

COLOR_CLASSES: dict[Color | None, str] = {
    Color.RED: "-red",
    Color.YELLOW: "-yellow",
    Color.GREEN: "-green",
    Color.BLUE: "-blue",
    None: "-wild",
}


def _center(text: str, width: int) -> str:
    pad = max(0, width - cell_len(text))
    left = pad // 2
    return " " * left + text + " " * (pad - left)


def big_card_lines(card: Card, *, selected: bool, playable: bool, label: str = "") -> list[str]:
    """The four text lines of a big card (``label`` replaces the rank line if given)."""
    if selected:
        tl, h, tr, v, bl, br = _HEAVY if playable else _HEAVY_DASHED
    else:
        tl, h, tr, v, bl, br = _ROUND if playable else _DASHED
    inner = CARD_WIDTH - 2
    top, rank = card_lines(card)
    if label:
        rank = label
    return [
        tl + h * inner + tr,
        v + _center(top[:inner], inner) + v,
        v + _center(rank[:inner], inner) + v,
        bl + h * inner + br,
    ]


def chip_text(card: Card, *, selected: bool) -> str:
    label = card_chip(card)
    return ("[" + label + "]") if selected else (" " + label + " ")


class CardView(Widget):
    """A card face. Clicking it posts ``CardView.Clicked`` with the card's index."""

    class Clicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    selected: reactive[bool] = reactive(False)
    playable: reactive[bool] = reactive(True)
    compact: reactive[bool] = reactive(False, layout=True)

    def __init__(
        self,
        card: Card,
        *,
        index: int = -1,
        selected: bool = False,
        playable: bool = True,
        compact: bool = False,
        fill: Color | None = None,
        label: str = "",
        id: str | None = None,
        classes: str = "",
    ) -> None:
        color = fill if fill is not None else card.color
        super().__init__(id=id, classes=f"{classes} {COLOR_CLASSES[color]}".strip())
        self.card = card
        self._fill = color
        self.index = index
        self.label = label
        self.set_reactive(CardView.selected, selected)
        self.set_reactive(CardView.playable, playable)
        self.set_reactive(CardView.compact, compact)
        self._sync_classes()
        self.tooltip = card_name(card)

    def show_card(self, card: Card, fill: Color | None = None) -> None:
        """Show another card in place (the top of the discard pile changes often)."""
        color = fill if fill is not None else card.color
        if card is self.card and self._fill == color:
            return
        self._fill = color
        wanted = COLOR_CLASSES[color]
        self.update_classes({cls: cls == wanted for cls in COLOR_CLASSES.values()})
        self.card = card
        self.tooltip = card_name(card)
        self.refresh()

    def show_state(self, card: Card, *, selected: bool, playable: bool, compact: bool) -> None:
        """Another card and its marks at once, restyled once (setting ``card``,
        ``selected`` and ``playable`` one by one restyles the card for each)."""
        if (card, selected, playable, compact) == (
            self.card,
            self.selected,
            self.playable,
            self.compact,
        ) and self._fill == card.color:
            return
        layout = compact != self.compact
        self.card, self._fill = card, card.color
        self.set_reactive(CardView.selected, selected)
        self.set_reactive(CardView.playable, playable)
        self.set_reactive(CardView.compact, compact)
        self.styles.width = chip_width() if compact else CARD_WIDTH
        wanted = COLOR_CLASSES[card.color]
        self.update_classes(
            {
                **{cls: cls == wanted for cls in COLOR_CLASSES.values()},
                "-selected": selected,
                "-unplayable": not playable,
                "-compact": compact,
            }
        )
        self.tooltip = card_name(card)
        self.refresh(layout=layout)

    def _sync_classes(self) -> None:
        self.styles.width = chip_width() if self.compact else CARD_WIDTH
        self.update_classes(
            {
                "-selected": self.selected,
                "-unplayable": not self.playable,
                "-compact": self.compact,
            }
        )

    def watch_selected(self) -> None:
        self._sync_classes()

    def watch_playable(self) -> None:
        self._sync_classes()

    def watch_compact(self) -> None:
        self._sync_classes()

    def render(self) -> RenderResult:
        if self.compact:
            return Text(chip_text(self.card, selected=self.selected), no_wrap=True)
        lines = big_card_lines(
            self.card, selected=self.selected, playable=self.playable, label=self.label
        )
        return Text("\n".join(lines), no_wrap=True)

    def on_click(self) -> None:
        if self.index >= 0:
            self.post_message(self.Clicked(self.index))


class CardBack(Widget):
    """The face-down draw pile, with how many cards it holds."""

    count: reactive[int] = reactive(0)

    def render(self) -> RenderResult:
        inner = CARD_WIDTH - 2
        lines = [
            "╭" + "─" * inner + "╮",
            "│" + "▒" * inner + "│",
            "│" + _center(str(self.count), inner) + "│",
            "╰" + "─" * inner + "╯",
        ]
        return Text("\n".join(lines), no_wrap=True)
