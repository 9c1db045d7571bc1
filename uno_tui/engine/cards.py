"""Cards, colours and the classic 108-card deck (D1).

Cards are interned: ``Card(Color.RED, Rank.SEVEN)`` always returns the same object, so
identity comparison is equality and the engine's hot path can use ``is``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar


class Color(StrEnum):
    """The four card colours, valued by their record letter."""

    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"

    @classmethod
    def from_code(cls, code: str) -> Color:
        """Read a colour letter, case-insensitively (RECORD.md)."""
        if not isinstance(code, str):
            raise ValueError(f"unknown colour {code!r}")
        try:
            return cls(code.upper())
        except ValueError:
            raise ValueError(f"unknown colour {code!r}") from None


COLORS: tuple[Color, ...] = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)


class Rank(StrEnum):
    """What a card is, apart from its colour; valued by its record code suffix."""

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "S"
    REVERSE = "R"
    DRAW_TWO = "+2"
    WILD = "W"
    WILD_DRAW_FOUR = "W+4"

    @property
    def is_number(self) -> bool:
        return len(self.value) == 1 and self.value.isdigit()

    @property
    def is_wild(self) -> bool:
        return self is Rank.WILD or self is Rank.WILD_DRAW_FOUR


NUMBER_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if r.is_number)
ACTION_RANKS: tuple[Rank, ...] = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)


class Card:
    """One card face. Interned, immutable, hashable; ``code`` round-trips via ``from_code``."""

    __slots__ = ("code", "color", "index", "is_wild", "number", "points", "rank")

    _interned: ClassVar[dict[tuple[Color | None, Rank], Card]] = {}
    _by_code: ClassVar[dict[str, Card]] = {}

    color: Color | None
    rank: Rank
    code: str
    #: The face's place in ``CARD_KINDS`` (0 to 53): tables indexed by face use it.
    index: int
    is_wild: bool
    number: int
    points: int

    def __new__(cls, color: Color | None, rank: Rank) -> Card:
        key = (color, rank)
        card = cls._interned.get(key)
        if card is not None:
            return card
        if rank.is_wild:
            if color is not None:
                raise ValueError("a wild card has no colour")
        elif color is None:
            raise ValueError("a coloured card needs a colour")
        card = object.__new__(cls)
        setattr_ = object.__setattr__
        setattr_(card, "color", color)
        setattr_(card, "rank", rank)
        setattr_(card, "code", rank.value if color is None else color.value + rank.value)
        setattr_(card, "is_wild", rank.is_wild)
        # S1: every card that is not a number counts 0 in the dealer draw.
        setattr_(card, "number", int(rank.value) if rank.is_number else 0)
        # P1: face value, 20 for Skip/Reverse/Draw Two, 50 for either Wild.
        points = int(rank.value) if rank.is_number else (50 if rank.is_wild else 20)
        setattr_(card, "points", points)
        setattr_(card, "index", len(cls._interned))  # faces are made in CARD_KINDS order
        cls._interned[key] = card
        cls._by_code[card.code] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Color | None, Rank]]:
        return (Card, (self.color, self.rank))

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @classmethod
    def from_code(cls, code: str) -> Card:
        """Read a card code (``R7``, ``b+2``, ``W+4``), case-insensitively."""
        if isinstance(code, str):
            card = cls._by_code.get(code.upper())
            if card is not None:
                return card
        raise ValueError(f"unknown card code {code!r}")


def _build_kinds() -> tuple[Card, ...]:
    kinds = [Card(c, r) for c in COLORS for r in (*NUMBER_RANKS, *ACTION_RANKS)]
    kinds += [Card(None, Rank.WILD), Card(None, Rank.WILD_DRAW_FOUR)]
    return tuple(kinds)


#: The 54 distinct card faces, in a stable display order (by colour, then rank; wilds last).
CARD_KINDS: tuple[Card, ...] = _build_kinds()
WILD = Card(None, Rank.WILD)
WILD_DRAW_FOUR = Card(None, Rank.WILD_DRAW_FOUR)


def copies_in_deck(card: Card) -> int:
    """How many times the 108-card deck holds this face (D1)."""
    if card.is_wild:
        return 4
    return 1 if card.rank is Rank.ZERO else 2


#: How many of each face the deck holds.
DECK_COUNTS: dict[Card, int] = {card: copies_in_deck(card) for card in CARD_KINDS}


_FULL_DECK: tuple[Card, ...] = tuple(card for card in CARD_KINDS for _ in range(DECK_COUNTS[card]))


def full_deck() -> list[Card]:
    """The 108 cards of the classic deck, in a fixed unshuffled order (D1)."""
    return list(_FULL_DECK)


DECK_SIZE = 108
