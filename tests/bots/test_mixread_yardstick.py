"""The reader of ``benchmarks/mixread.py`` (issue 36, sixth pass): samples that explain
MixBot's decisions. It must keep every true hand (else it would throw the truth away) and
throw away a hand that would have played otherwise."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot_host import load_benchmark

from uno_tui.bots import tell
from uno_tui.engine import Card, Color, Game, NextRound, Phase, Rank, make_setup, seat_view
from uno_tui.engine.actions import Play

refbots = load_benchmark("refbots")
mixread = load_benchmark("mixread")


def _games(seeds: range, seats: int = 2) -> Iterator[tuple[Game, int, list[Any]]]:
    """Rounds of MixBots (both parameter sets) with the reader watching; after every
    decision (game, seat that decided, the reader's decisions of that seat)."""
    for seed in seeds:
        game = Game(make_setup(tuple(f"P{s}" for s in range(seats)), seed=seed))
        kinds = (refbots.MixRef, refbots.MixPointsRef)
        bots = [kinds[s % 2](s, seed * 10 + s) for s in range(seats)]
        tell(bots, game.events)
        mixread.watch(game)
        try:
            while game.phase is not Phase.GAME_OVER and game.round <= 3:
                if game.phase is Phase.ROUND_OVER:
                    tell(bots, game.apply(NextRound()))
                    continue
                seat = game.current
                assert seat is not None
                view = seat_view(game, seat)
                action = bots[seat].choose(view)
                mixread.record(seat, bots[seat], view, action)
                tell(bots, game.apply(action))
                if game.phase is not Phase.ROUND_OVER:
                    reader = mixread._reader
                    yield game, seat, reader.seen().get(seat, [])
        finally:
            mixread.watch(None)


def test_the_reader_keeps_every_true_hand() -> None:
    """At every decision a search can be asked for (not while a player decides about the
    card it just drew), at two and three seats."""
    checked = 0
    for seats in (2, 3):
        for game, _seat, _decisions in _games(range(6), seats):
            if game.phase is Phase.DRAWN:
                continue
            for s in range(len(game.hands)):
                assert mixread.explains(game.hands[s], s, mixread._reader.seen().get(s, []))
            checked += 1
    assert checked > 600


def test_the_reader_rejects_a_hand_that_would_have_played_a_draw_two_first() -> None:
    """After MixBot (its win-rate ranking: Draw Two over a number) followed the colour with
    a number, a hand holding a Draw Two of that colour could not have made that play."""
    found = 0
    for game, seat, decisions in _games(range(40)):
        if seat != 0 or not decisions:
            continue
        last = decisions[-1]
        action = last.action
        if not isinstance(action, Play) or last.after_draw or not action.card.rank.value.isdigit():
            continue
        hand = list(game.hands[seat])
        color = action.card.color
        assert isinstance(color, Color)
        if last.color is not color:  # a change of colour: a Draw Two of it did not fit
            continue
        nxt = 1
        if last.sizes[nxt] == 1 or len(hand) < 2:
            continue
        swap = next((c for c in hand if c.color is not color and not c.is_wild), None)
        if swap is None:
            continue
        assert mixread.explains(hand, seat, decisions)
        hand[hand.index(swap)] = Card(color, Rank.DRAW_TWO)
        assert not mixread.explains(hand, seat, decisions), (hand, action)
        found += 1
        if found >= 5:
            break
    assert found >= 5
