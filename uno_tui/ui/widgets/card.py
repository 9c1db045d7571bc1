"""One card, drawn big (8 by 4) or as a compact chip, its colour always written in letters.

Hue is only a help: the colour word (``RED``) or letter (``R``) is on every card, playable
cards have a solid border, unplayable ones a dashed border and the selected one a heavy
border, so ``NO_COLOR``, 16-colour terminals and colour-blind players lose nothing.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.app import RenderResult
from textual.geometry import Offset
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ...engine import COLORS, Card, Color, Rank
from ...i18n import pgettext
from ...i18n.words import card_chip, card_lines, card_name, color_glyph

CARD_WIDTH = 8
CARD_HEIGHT = 4
#: A chip's width in English (``[●R7]``, ``[◆GSk]``, ``[W+4]``); see ``chip_width``.
CHIP_WIDTH = 6

#: The widest chips there can be: every colour with a two-cell rank, and the Wilds.
_WIDE_CHIPS = (
    *(Card(color, rank) for color in COLORS for rank in (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)),
    Card(None, Rank.WILD),
    Card(None, Rank.WILD_DRAW_FOUR),
)


def chip_label(card: Card) -> str:
    """``●R7``, ``W+4``: a chip's text, the colour's shape before its letter (a Wild has
    no colour, so no shape)."""
    chip = card_chip(card)
    return chip if card.color is None else color_glyph(card.color) + chip


def _label_width() -> int:
    return max(CHIP_WIDTH - 2, max(cell_len(chip_label(card)) for card in _WIDE_CHIPS))


def chip_width(marks: bool = False) -> int:
    """The cells a compact chip takes in the language spoken: the widest chip (the
    colour's shape, its letter and the rank) and its two brackets (6 in English;
    Portuguese and Spanish colours need two letters); ``marks``:
    and the two cells of its marks in a hand (``PLAYABLE_MARK``, ``NEW_MARK``)."""
    return 2 + _label_width() + (2 if marks else 0)


#: After a compact chip that can be played, and one new in the hand this turn: a chip
#: says both in text, not by its shade alone (``NO_COLOR`` shows no shade).
PLAYABLE_MARK = "▲"
NEW_MARK = "*"


def new_word() -> str:
    """The word on the top edge of a big card new in the hand this turn."""
    # Translators: on the top edge of a card that came into the player's hand since their
    # last turn (a penalty, a Draw Two...): 6 characters at most, in capitals.
    return pgettext("card mark", "NEW")


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


def big_card_lines(
    card: Card,
    *,
    selected: bool,
    playable: bool,
    label: str = "",
    new: bool = False,
    fill: Color | None = None,
) -> list[str]:
    """The four text lines of a big card (``label`` replaces the rank line if given;
    ``new``: the word ``NEW`` on its top edge). The colour's shape is on its bottom edge:
    the card's own, or ``fill``'s (the colour named for a Wild on the pile)."""
    if selected:
        tl, h, tr, v, bl, br = _HEAVY if playable else _HEAVY_DASHED
    else:
        tl, h, tr, v, bl, br = _ROUND if playable else _DASHED
    inner = CARD_WIDTH - 2
    top, rank = card_lines(card)
    if label:
        rank = label
    edge = h * inner
    if new:
        word = new_word()[:inner]
        word = f" {word} " if cell_len(word) + 2 <= inner else word
        pad = inner - cell_len(word)
        edge = h * (pad // 2) + word + h * (pad - pad // 2)
    color = card.color if card.color is not None else fill
    bottom = h * inner
    if color is not None:
        bottom = h + " " + color_glyph(color) + " " + h * (inner - 4)
    return [
        tl + edge + tr,
        v + _center(top[:inner], inner) + v,
        v + _center(rank[:inner], inner) + v,
        bl + bottom + br,
    ]


def chip_text(
    card: Card, *, selected: bool, marks: bool = False, playable: bool = True, new: bool = False
) -> str:
    """A compact chip: ``[●R7]`` selected, `` ●R7 `` not; with ``marks`` (in a hand), two
    more cells: ``▲`` if it can be played, ``*`` if it is new this turn."""
    label = chip_label(card)
    if marks:
        label = label.ljust(_label_width())
        label += (PLAYABLE_MARK if playable else " ") + (NEW_MARK if new else " ")
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
        new: bool = False,
        marks: bool = False,
        id: str | None = None,
        classes: str = "",
    ) -> None:
        """``new``: the card came into the hand this turn; ``marks``: a chip says in text
        whether it can be played and is new (in a hand to play from)."""
        color = fill if fill is not None else card.color
        super().__init__(id=id, classes=f"{classes} {COLOR_CLASSES[color]}".strip())
        self.card = card
        self._fill = color
        self.index = index
        self.label = label
        self.new = new
        self.marks = marks
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

    def show_state(
        self, card: Card, *, selected: bool, playable: bool, compact: bool, new: bool = False
    ) -> None:
        """Another card and its marks at once, restyled once (setting ``card``,
        ``selected`` and ``playable`` one by one restyles the card for each)."""
        if (card, selected, playable, compact, new) == (
            self.card,
            self.selected,
            self.playable,
            self.compact,
            self.new,
        ) and self._fill == card.color:
            return
        layout = compact != self.compact
        self.card, self._fill, self.new = card, card.color, new
        self.set_reactive(CardView.selected, selected)
        self.set_reactive(CardView.playable, playable)
        self.set_reactive(CardView.compact, compact)
        self.styles.width = chip_width(self.marks) if compact else CARD_WIDTH
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
        self.styles.width = chip_width(self.marks) if self.compact else CARD_WIDTH
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
            chip = chip_text(
                self.card,
                selected=self.selected,
                marks=self.marks,
                playable=self.playable,
                new=self.new,
            )
            return Text(chip, no_wrap=True)
        lines = big_card_lines(
            self.card,
            selected=self.selected,
            playable=self.playable,
            label=self.label,
            new=self.new,
            fill=self._fill,
        )
        return Text("\n".join(lines), no_wrap=True)

    def cursor_spot(self) -> Offset | None:
        """Where the terminal's cursor goes on this card (``ui.cursor``): the first cell
        of its colour word (a big card) or its chip's first letter."""
        region = self.region
        if not region.area:
            return None
        return region.offset + (Offset(1, 0) if self.compact else Offset(1, 1))

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
