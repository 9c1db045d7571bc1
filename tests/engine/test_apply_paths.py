"""``apply`` checks the usual play and draw inline (game.py): it must refuse exactly what
``why_not`` -- each action's own check -- refuses, with the same reason and words, change
nothing when it refuses, and accept exactly what ``why_not`` lets through.

Each case is a moment of a seeded game, played to its end by a player who mostly plays a
card, and every well-formed action of every kind by every seat is tried there: every card
held or not, with and without a colour and UNO, and the drawn card in phase ``drawn``; plus
the odd ones a record cannot hold but a caller can pass (a colour given as its letter, a seat
out of range).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from uno_tui.engine import (
    CARD_KINDS,
    COLORS,
    Accept,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    Game,
    IllegalAction,
    Keep,
    NextRound,
    Phase,
    Play,
    SayUno,
    game_state,
    game_to_record,
    make_setup,
    parse_record,
    replay,
)

NAMES = ("Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio")


def moments(seed: int, players: int, every: int) -> Iterator[Game]:
    """Every ``every``-th moment of a seeded game, each moment not in phase ``turn`` and each
    with an UNO window open."""
    rng = random.Random(seed)
    game = Game(make_setup(NAMES[:players], seed=seed, target=300))
    step = 0
    while game.phase is not Phase.GAME_OVER:
        if step % every == 0 or game.phase is not Phase.TURN or game.uno_window is not None:
            yield game
        legal = game.legal_actions()
        plays = [a for a in legal if type(a) is Play]
        game.apply(rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal))
        step += 1


def actions(game: Game) -> list[Any]:
    """Every well-formed action of every kind by every seat (the cards a seat does not hold
    once each), and a few malformed ones."""
    acts: list[Any] = [NextRound()]
    for seat in range(game.n):
        acts += [Draw(seat), Keep(seat), Accept(seat), Challenge(seat), SayUno(seat)]
        acts += [ChooseColor(seat, c) for c in COLORS]
        acts += [Catch(seat, t) for t in range(game.n)]
        held = {*game.hands[seat], game.drawn}
        for card in CARD_KINDS:
            if card in held:
                acts += [Play(seat, card, c, uno) for c in (None, *COLORS) for uno in (False, True)]
            else:
                acts.append(Play(seat, card, COLORS[card.index % 4] if card.is_wild else None))
    cur = game.current if game.current is not None else 0
    acts += [Draw(game.n), Play(game.n, game.top), Catch(cur, game.n)]
    acts += [Play(cur, card, "R") for card in game.hands[cur]]  # a colour given as its letter
    return acts


def snapshot(game: Game) -> tuple[Any, ...]:
    return (game_state(game), len(game.actions), len(game.events), game.rng.getstate())


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4), (4, 6)])
def test_apply_refuses_exactly_what_why_not_refuses(seed: int, players: int) -> None:
    applied: set[type] = set()
    for game in moments(seed, players, every=20):
        legal = game.legal_actions()
        before = snapshot(game)
        for action in actions(game):
            why = game.why_not(action)
            if why is None:
                copy = replay(parse_record(game_to_record(game))).game
                copy.apply(action)
                assert copy.actions[-1] is action
                applied.add(type(action))
                continue
            assert action not in legal
            with pytest.raises(IllegalAction) as info:
                game.apply(action)
            assert (info.value.reason, str(info.value)) == (why.reason, str(why)), action
            assert snapshot(game) == before, action
    assert {Play, Draw, Keep, Accept, Challenge, SayUno, Catch, NextRound} <= applied
