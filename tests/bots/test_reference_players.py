"""The reference players of ``benchmarks/refbots.py`` (published strategies the benchmark
measures our levels against) play whole matches asking only the engine what is legal, and
play as their descriptions say."""

from __future__ import annotations

import pytest
from bot_host import load_benchmark

from uno_tui.engine import Card, Color, DealSpec, Game, Play, make_setup, seat_view

refbots = load_benchmark("refbots")
bench = load_benchmark("bots")


@pytest.mark.parametrize("level", sorted(refbots.REFERENCES))
@pytest.mark.parametrize("seats", [2, 4])
def test_a_reference_player_plays_a_match_to_its_end(level: str, seats: int) -> None:
    table = bench.Table(f"easy-{level}{seats}", "easy", level, seats)
    match = bench.play_match(table, 1, 3, bench.Budget(), target=100)
    # choose() raises if a player returns anything the engine did not list as legal.
    assert match.rounds >= 1


def _decide(level: str, hands: list[str], start: str) -> object:
    """What reference player ``level`` in seat 0 plays first on a spelled-out deal."""
    deal = DealSpec(
        tuple(tuple(Card.from_code(c) for c in h.split()) for h in hands),
        Card.from_code(start),
        (),
        dealer=len(hands) - 1,
    )
    game = Game(make_setup(tuple("ABCD"[: len(hands)]), seed=1, deals=[deal]))
    bot = refbots.REFERENCES[level](0, 1)
    bot.observe(game.events)
    return bot.choose(seat_view(game, 0))


def test_mixbot_holds_a_wild_while_it_holds_many_plain_cards() -> None:
    assert _decide("mixbot", ["W R1 B3 B4 Y4", "G1 G2 G3 G4 G6 G7 G8"], "R5") == Play(
        0, Card.from_code("R1")
    )


def test_mixbot_plays_the_wild_with_two_plain_cards_and_names_its_colour() -> None:
    assert _decide("mixbot", ["W B3 B4", "G1 G2 G3 G4 G6 G7 G8"], "R5") == Play(
        0, Card.from_code("W"), Color.BLUE
    )


def test_mixbot_prefers_its_colour_then_a_draw_two() -> None:
    hand = ["R+2 G5 G1 G2 G3", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    assert _decide("mixbot", hand, "R5") == Play(0, Card.from_code("G5"))
    hand = ["G+2 G5 G1 G2 G3", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    assert _decide("mixbot", hand, "G7") == Play(0, Card.from_code("G+2"))


def test_mixbot_hits_a_player_on_one_card() -> None:
    hand = ["W+4 B5 B1 B2 G3 G4", "Y1"]  # B5 fits; no red, so the W+4 is legal (W1)
    assert _decide("mixbot", hand, "R5") == Play(0, Card.from_code("W+4"), Color.BLUE)


def test_ranking_plays_by_rank_alone() -> None:
    hand = ["R+2 G5 G1 G2 G3", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    assert _decide("ranking", hand, "R5") == Play(0, Card.from_code("R+2"))
    assert _decide("ranking-points", hand, "R5") == Play(0, Card.from_code("G5"))
