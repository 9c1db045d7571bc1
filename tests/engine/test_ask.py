"""The questions the other floors ask of the rules (engine/ask.py), answered as the game
itself plays them."""

from __future__ import annotations

import itertools

import pytest

from uno_tui.engine import CARD_KINDS, Game, Rank, Rules, make_setup
from uno_tui.engine.ask import (
    house_ranks,
    next_seat,
    passed_from,
    previous_seat,
    stackers,
    stacks_on,
)
from uno_tui.engine.legal import stack_table
from uno_tui.engine.rules import SWITCHES

STACKING = [
    Rules(**dict(zip(SWITCHES[:3], bits, strict=False)))
    for bits in itertools.product((False, True), repeat=3)
]


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("direction", (1, -1))
def test_the_next_seat_is_the_one_the_game_passes_the_turn_to(n: int, direction: int) -> None:
    game = Game(make_setup(tuple(f"P{s}" for s in range(n)), seed=1))
    game.direction = direction
    for seat in range(n):
        assert next_seat(n, seat, direction) == game._next[seat]
        assert previous_seat(n, game._next[seat], direction) == seat
        assert next_seat(n, seat, direction, -1) == previous_seat(n, seat, direction)
        assert next_seat(n, seat, direction, n) == seat
    # HR4: after a 0 each seat holds the hand of the seat before it.
    assert passed_from(n, direction == 1) == tuple(previous_seat(n, s, direction) for s in range(n))


@pytest.mark.parametrize("rules", STACKING, ids=lambda r: "+".join(r.chosen()) or "classic")
@pytest.mark.parametrize("rank", (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR))
def test_what_stacks_is_what_the_stack_table_lets_be_played(rules: Rules, rank: Rank) -> None:
    table = stack_table(rules, rank)
    ranks = set(stackers(rules, rank))
    for card in CARD_KINDS:
        assert table[card.index] == (card.rank in ranks) == stacks_on(rules, card, rank)
    assert (rank in house_ranks(rules)) == bool(stackers(rules, rank))


def test_the_ranks_that_do_more_than_the_classic_rules() -> None:
    assert house_ranks(Rules()) == frozenset()
    assert house_ranks(Rules(seven_o=True)) == {Rank.SEVEN, Rank.ZERO}
    assert house_ranks(Rules(stack_mixed=True)) == {Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR}
