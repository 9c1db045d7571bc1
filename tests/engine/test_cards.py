"""Cards: the 108-card deck (D1), codes that round-trip (RECORD.md), points (P1), interning."""

from __future__ import annotations

import copy
import pickle
from collections import Counter

import pytest

from uno_tui.engine import CARD_KINDS, COLORS, DECK_SIZE, Card, Color, Rank, card_name, full_deck

NUMBER_RANKS = [Rank(str(k)) for k in range(10)]
ACTION_RANKS = [Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO]
ALL_CODES = [
    *(f"{c}{face}" for c in "RYGB" for face in [*"0123456789", "S", "R", "+2"]),
    "W",
    "W+4",
]


def _case_variants(code: str) -> list[str]:
    """Upper, lower and alternating case (the ``+`` of ``W+4`` has none)."""
    mixed = "".join(ch.lower() if i % 2 else ch.upper() for i, ch in enumerate(code))
    flipped = "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(code))
    return sorted({code.upper(), code.lower(), mixed, flipped})


# ---------------------------------------------------------------- D1: the deck


def test_d1_deck_has_108_cards() -> None:
    deck = full_deck()
    assert len(deck) == DECK_SIZE == 108
    assert all(isinstance(card, Card) for card in deck)


def test_d1_every_colour_has_25_cards() -> None:
    per_colour = Counter(card.color for card in full_deck())
    assert per_colour == {Color.RED: 25, Color.YELLOW: 25, Color.GREEN: 25, Color.BLUE: 25, None: 8}


@pytest.mark.parametrize("color", COLORS)
def test_d1_counts_per_face_in_each_colour(color: Color) -> None:
    counts = Counter(card.rank for card in full_deck() if card.color is color)
    assert counts[Rank.ZERO] == 1
    for rank in NUMBER_RANKS[1:]:
        assert counts[rank] == 2, rank
    for rank in ACTION_RANKS:
        assert counts[rank] == 2, rank
    assert set(counts) == {*NUMBER_RANKS, *ACTION_RANKS}


def test_d1_four_wild_and_four_wild_draw_four() -> None:
    counts = Counter(card.code for card in full_deck() if card.is_wild)
    assert counts == {"W": 4, "W+4": 4}


def test_d1_card_kinds_are_the_54_distinct_faces() -> None:
    assert len(CARD_KINDS) == len(set(CARD_KINDS)) == 54
    assert set(CARD_KINDS) == set(full_deck())
    assert sorted(card.code for card in CARD_KINDS) == sorted(ALL_CODES)


def test_d1_full_deck_is_a_fresh_list_in_a_fixed_order() -> None:
    first, second = full_deck(), full_deck()
    assert first == second
    assert first is not second
    first.clear()
    assert len(full_deck()) == 108


def test_d2_no_cards_of_the_112_card_deck() -> None:
    # D2: no Shuffle Hands, no blanks: every card is a colour number/action or a Wild.
    assert {card.rank for card in full_deck()} == set(Rank)
    assert len(Rank) == 15


# ---------------------------------------------------------------- codes (RECORD.md)


@pytest.mark.parametrize("code", ALL_CODES)
def test_code_round_trips_case_insensitively(code: str) -> None:
    card = Card.from_code(code)
    assert card.code == code  # upper case on output
    assert str(card) == code
    for variant in _case_variants(code):
        assert Card.from_code(variant) is card, variant


def test_every_card_of_the_deck_round_trips() -> None:
    for card in full_deck():
        assert Card.from_code(card.code) is card
        assert Card.from_code(card.code.lower()) is card


def test_code_parts() -> None:
    assert Card.from_code("b+2").color is Color.BLUE
    assert Card.from_code("b+2").rank is Rank.DRAW_TWO
    assert Card.from_code("gs").rank is Rank.SKIP
    assert Card.from_code("yr").rank is Rank.REVERSE
    assert Card.from_code("w").rank is Rank.WILD
    assert Card.from_code("w+4").rank is Rank.WILD_DRAW_FOUR
    assert Card.from_code("W").color is None
    assert Card.from_code("r0").rank is Rank.ZERO


@pytest.mark.parametrize(
    "code",
    [
        "",
        " ",
        "R",
        "R10",
        "R-2",
        "R+4",
        "RW",
        "X1",
        "W+2",
        "W4",
        "+2",
        "WILD",
        "RS2",
        " R7",
        "R7 ",
        "r 7",
        "R٣",  # a non-ASCII digit
        "B+",
        "W+4+",
        "RRR",
    ],
)
def test_bad_codes_raise_value_error(code: str) -> None:
    with pytest.raises(ValueError, match="unknown card code"):
        Card.from_code(code)


@pytest.mark.parametrize("value", [None, 7, 7.0, b"R7", ["R7"], ("R", "7")])
def test_non_string_codes_raise_value_error(value: object) -> None:
    with pytest.raises(ValueError):
        Card.from_code(value)  # type: ignore[arg-type]


def test_colour_letters_case_insensitive() -> None:
    for color in COLORS:
        assert Color.from_code(color.value) is color
        assert Color.from_code(color.value.lower()) is color
    for bad in ["", "X", "W", "RED", "r ", None, 1]:
        with pytest.raises(ValueError):
            Color.from_code(bad)  # type: ignore[arg-type]


def test_coloured_card_needs_colour_and_wild_needs_none() -> None:
    with pytest.raises(ValueError):
        Card(None, Rank.SEVEN)
    with pytest.raises(ValueError):
        Card(Color.RED, Rank.WILD)
    with pytest.raises(ValueError):
        Card(Color.BLUE, Rank.WILD_DRAW_FOUR)


# ---------------------------------------------------------------- P1: points


@pytest.mark.parametrize("color", COLORS)
def test_p1_number_cards_score_face_value(color: Color) -> None:
    for rank in NUMBER_RANKS:
        assert Card(color, rank).points == int(rank.value)


@pytest.mark.parametrize("code", ["RS", "YR", "G+2", "BS", "BR", "R+2"])
def test_p1_action_cards_score_20(code: str) -> None:
    assert Card.from_code(code).points == 20


@pytest.mark.parametrize("code", ["W", "W+4"])
def test_p1_wild_cards_score_50(code: str) -> None:
    assert Card.from_code(code).points == 50


def test_p1_worked_example_seven_skip_wild_is_77() -> None:
    assert sum(Card.from_code(c).points for c in ["R7", "BS", "W"]) == 77


def test_p1_whole_deck_is_worth_1240() -> None:
    # Per colour 0 + 2*(1+...+9) + 6*20 = 210; four colours 840; eight wilds 400.
    assert sum(card.points for card in full_deck()) == 1240


def test_s1_dealer_draw_value_is_the_number_or_zero() -> None:
    assert Card.from_code("Y9").number == 9
    assert Card.from_code("R0").number == 0
    for code in ["RS", "GR", "B+2", "W", "W+4"]:
        assert Card.from_code(code).number == 0


# ---------------------------------------------------------------- interning and immutability


def test_cards_are_interned() -> None:
    assert Card(Color.RED, Rank.SEVEN) is Card.from_code("r7")
    assert Card(None, Rank.WILD) is Card.from_code("W")
    for card in CARD_KINDS:
        assert Card(card.color, card.rank) is card


def test_copies_and_pickles_are_the_same_object() -> None:
    for card in CARD_KINDS:
        assert copy.copy(card) is card
        assert copy.deepcopy(card) is card
        assert pickle.loads(pickle.dumps(card)) is card


def test_cards_are_hashable_and_equal_only_to_themselves() -> None:
    assert len({*full_deck()}) == 54
    assert Card.from_code("R7") != Card.from_code("B7")
    assert Card.from_code("R7") == Card.from_code("r7")


@pytest.mark.parametrize("field", ["code", "color", "rank", "points", "number", "is_wild"])
def test_cards_are_immutable(field: str) -> None:
    card = Card.from_code("R7")
    before = getattr(card, field)
    with pytest.raises(AttributeError):
        setattr(card, field, 0)
    assert getattr(card, field) == before


def test_cards_take_no_new_attributes() -> None:
    card = Card.from_code("G5")
    with pytest.raises(AttributeError):
        card.nickname = "five"


def test_card_fields_cannot_be_deleted() -> None:
    # Regression: Card once refused __setattr__ but not __delattr__, so `del card.points`
    # stripped a field from the interned card for the whole process. If that comes back,
    # repair the shared card so that the failure does not spread to other tests.
    card = Card.from_code("Y9")
    points = card.points
    try:
        with pytest.raises(AttributeError):
            del card.points
    finally:
        if not hasattr(card, "points"):
            object.__setattr__(card, "points", points)  # repair the shared card
    assert card.points == 9


def test_cards_sort_in_display_order() -> None:
    shuffled = list(reversed(full_deck()))
    assert sorted(shuffled) == full_deck()
    assert sorted([Card.from_code(c) for c in ["W+4", "B1", "R5", "W"]]) == [
        Card.from_code(c) for c in ["R5", "B1", "W", "W+4"]
    ]


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("R7", "Red 7"),
        ("G4", "Green 4"),
        ("BS", "Blue Skip"),
        ("YR", "Yellow Reverse"),
        ("R+2", "Red Draw Two"),
        ("W", "Wild"),
        ("W+4", "Wild Draw Four"),
    ],
)
def test_card_names(code: str, name: str) -> None:
    assert card_name(Card.from_code(code)) == name
