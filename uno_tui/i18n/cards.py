"""Cards, colours and counts in words: the colour is always written, never only shown."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Color, Rank
from . import _, ngettext


def color_name(color: Color) -> str:
    """``Red``: the colour as a word in a sentence."""
    return {
        Color.RED: _("Red"),
        Color.YELLOW: _("Yellow"),
        Color.GREEN: _("Green"),
        Color.BLUE: _("Blue"),
    }[color]


def color_label(color: Color) -> str:
    """``RED``: the colour as printed on a card or named in play."""
    return {
        Color.RED: _("RED"),
        Color.YELLOW: _("YELLOW"),
        Color.GREEN: _("GREEN"),
        Color.BLUE: _("BLUE"),
    }[color]


def color_letter(color: Color) -> str:
    """``R``: the colour on a compact chip."""
    return {
        Color.RED: _("R"),
        Color.YELLOW: _("Y"),
        Color.GREEN: _("G"),
        Color.BLUE: _("B"),
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


def card_lines(card: Card) -> tuple[str, str]:
    """The two lines printed inside a big card: colour word, then the rank."""
    short: dict[Rank, str] = {
        Rank.SKIP: _("SKIP"),
        Rank.REVERSE: _("REV"),
        Rank.DRAW_TWO: "+2",
        Rank.WILD: "",
        Rank.WILD_DRAW_FOUR: "+4",
    }
    rank = short.get(card.rank, card.rank.value)
    if card.color is None:
        return _("WILD"), rank
    return color_label(card.color), rank


def card_chip(card: Card) -> str:
    """``R7``, ``GSk``, ``W+4``: a card in three cells at most, colour letter first."""
    short: dict[Rank, str] = {
        Rank.SKIP: _("Sk"),
        Rank.REVERSE: _("Rv"),
        Rank.DRAW_TWO: "+2",
    }
    if card.rank is Rank.WILD:
        return _("W")
    if card.rank is Rank.WILD_DRAW_FOUR:
        return _("W") + "+4"
    assert card.color is not None
    return color_letter(card.color) + short.get(card.rank, str(card.rank.value))


def card_list(cards: Sequence[Card]) -> str:
    """``Red 7, Wild`` (or ``no cards``)."""
    if not cards:
        return _("no cards")
    return ", ".join(card_name(c) for c in cards)


def cards_count(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def direction(clockwise: bool) -> str:
    return _("↻ clockwise") if clockwise else _("↺ counter-clockwise")
