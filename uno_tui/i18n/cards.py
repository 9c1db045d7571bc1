"""Cards, colours and counts in words: the colour is always written, never only shown."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Color, Rank
from . import _, ngettext, pgettext


def color_word(color: Color) -> str:
    """``Red``: the colour as a word, never with its shape."""
    return {
        Color.RED: _("Red"),
        Color.YELLOW: _("Yellow"),
        Color.GREEN: _("Green"),
        Color.BLUE: _("Blue"),
    }[color]


def color_name(color: Color) -> str:
    """``Red``, or ``● Red`` while the shapes are shown (``show_shapes``): the colour as
    a word in a sentence, and so in every card's name (``card_name``)."""
    word = color_word(color)
    return f"{COLOR_GLYPHS[color]} {word}" if _shapes[0] else word


#: Whether colour names carry their shapes: on while a full-screen game runs (its log,
#: its lines of words), off elsewhere: the line mode's words are read aloud, and a
#: reader would say "black circle" before every colour; the command line's words are
#: read by scripts and people alike.
_shapes = [False]


def show_shapes(on: bool) -> None:
    """Colour names with their shapes (``●  Red``) from now on, or without."""
    _shapes[0] = on


#: Each colour's shape, beside its word or letter wherever a card's colour shows on the
#: table: the colours are told apart without their hue (``NO_COLOR``, colour blindness),
#: in every language. Each is one cell wide and in common terminal fonts (Geometric
#: Shapes, and the star), and none is an action card's symbol (+2, ↻ ↺) or a mark the
#: hand uses (▲ playable, * new, ▶ highlighted).
COLOR_GLYPHS: dict[Color, str] = {
    Color.RED: "●",
    Color.YELLOW: "★",
    Color.GREEN: "◆",
    Color.BLUE: "■",
}


def color_glyph(color: Color) -> str:
    """``●``: the colour's shape (``COLOR_GLYPHS``), the same in every language."""
    return COLOR_GLYPHS[color]


def color_label(color: Color) -> str:
    """``RED``: the colour named in play, in capitals (the pile's colour word)."""
    return {
        Color.RED: _("RED"),
        Color.YELLOW: _("YELLOW"),
        Color.GREEN: _("GREEN"),
        Color.BLUE: _("BLUE"),
    }[color]


def color_letter(color: Color) -> str:
    """``R``: the colour on a compact chip (one letter, distinct per colour)."""
    return {
        # Translators: the colour on a compact card chip, before the rank (R7, RSk), after
        # the colour's shape (●R7). One letter, best the colour's key letter in the colour
        # dialog (Vermelho V, Verde E); the four must differ from each other and from the
        # start of the Wild's chip (W).
        Color.RED: pgettext("chip", "R"),
        # Translators: Yellow on a compact chip; see Red.
        Color.YELLOW: pgettext("chip", "Y"),
        # Translators: Green on a compact chip; see Red.
        Color.GREEN: pgettext("chip", "G"),
        # Translators: Blue on a compact chip; see Red.
        Color.BLUE: pgettext("chip", "B"),
    }[color]


def rank_name(rank: Rank) -> str:
    names = {
        Rank.SKIP: _("Skip"),
        Rank.REVERSE: _("Reverse"),
        Rank.DRAW_TWO: _("Draw Two"),
        Rank.WILD: _("Wild"),
        Rank.WILD_DRAW_FOUR: _("Wild Draw Four"),
    }
    return names.get(rank, rank.value)


def card_name(card: Card) -> str:
    """``Red 7``, ``Blue Skip``, ``Wild Draw Four``: colour always in words."""
    rank = rank_name(card.rank)
    if card.color is None:
        return rank
    return _("{color} {rank}").format(color=color_name(card.color), rank=rank)


#: The cells inside a big card's border, for each of its two lines of text.
FACE_WIDTH = 6


def face_label(color: Color | None) -> str:
    """``RED``, ``WILD``: the top line inside a big card (``FACE_WIDTH`` cells at most;
    a Wild's label may hold a second line after a newline)."""
    return {
        # Translators: the colour word on a big card's face: 6 characters at most
        # (abbreviate, e.g. "VERM."). The full word (RED) is used in sentences.
        Color.RED: pgettext("card face", "RED"),
        # Translators: on a big card's face, 6 characters at most.
        Color.YELLOW: pgettext("card face", "YELLOW"),
        # Translators: on a big card's face, 6 characters at most.
        Color.GREEN: pgettext("card face", "GREEN"),
        # Translators: on a big card's face, 6 characters at most.
        Color.BLUE: pgettext("card face", "BLUE"),
        # Translators: a Wild card's face: 6 characters a line. A second line may follow
        # after "\n" (MUDAR\nCOR); the Wild Draw Four shows "+4" on the second line,
        # after the second line's text if it fits.
        None: pgettext("card face", "WILD"),
    }[color]


def card_lines(card: Card) -> tuple[str, str]:
    """The two lines printed inside a big card: colour word, then the rank."""
    short: dict[Rank, str] = {
        # Translators: Skip on a big card's face, under the colour: 6 characters at most.
        Rank.SKIP: pgettext("card face", "SKIP"),
        # Translators: Reverse on a big card's face, under the colour: 6 characters at most.
        Rank.REVERSE: pgettext("card face", "REV"),
        Rank.DRAW_TWO: "+2",
        Rank.WILD: "",
        Rank.WILD_DRAW_FOUR: "+4",
    }
    top, _sep, second = face_label(card.color).partition("\n")
    rank = short.get(card.rank, card.rank.value)
    if card.color is None and second:
        if not rank:
            rank = second
        elif len(second) + 1 + len(rank) <= FACE_WIDTH:
            rank = second + " " + rank
    return top, rank


def card_chip(card: Card) -> str:
    """``R7``, ``GSk``, ``W+4``: a card in a few cells, colour letter first (the table
    shows the colour's shape before it: ``color_glyph``)."""
    short: dict[Rank, str] = {
        # Translators: Skip on a compact chip, after the colour letters (GSk): the whole
        # chip is 4 characters at most.
        Rank.SKIP: pgettext("chip", "Sk"),
        # Translators: Reverse on a compact chip, after the colour letters (BRv): the
        # whole chip is 4 characters at most.
        Rank.REVERSE: pgettext("chip", "Rv"),
        Rank.DRAW_TWO: "+2",
    }
    # Translators: a Wild on a compact chip (W, and W+4 for the Wild Draw Four): 2
    # characters at most, different from the colour letters.
    wild = pgettext("chip", "W")
    if card.rank is Rank.WILD:
        return wild
    if card.rank is Rank.WILD_DRAW_FOUR:
        return wild + "+4"
    assert card.color is not None
    return color_letter(card.color) + short.get(card.rank, str(card.rank.value))


def card_list(cards: Sequence[Card]) -> str:
    """``Red 7, Wild`` (or ``no cards``)."""
    if not cards:
        return _("no cards")
    return ", ".join(card_name(c) for c in cards)


def cards_count(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def color_count(color: Color, n: int) -> str:
    """``Red ×2``: how many cards of a colour a hand holds (not ``Red 2``, a card's name)."""
    # Translators: how many cards of a colour a hand holds, in the colour dialog's "In your
    # hand: Red ×1 · Green ×3" (the × keeps it from reading as a card, Red 1).
    return _("{color} ×{n}").format(color=color_word(color), n=n)


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def direction(clockwise: bool) -> str:
    return _("↻ clockwise") if clockwise else _("↺ counter-clockwise")


def decimal(value: float) -> str:
    """``0.9`` in English, ``0,9`` in Portuguese and Spanish: the language's decimal mark."""
    # Translators: the decimal mark of your language (0.9 in English, 0,9 in Portuguese).
    return f"{value:g}".replace(".", pgettext("decimal mark", "."))
