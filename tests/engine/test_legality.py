"""The rules asked from a seat's view (T7, T8, H2): ``view_refusal`` gives what
``Game.why_not`` gives, ``public_view`` what ``seat_view(game, None)`` gives, and the public
table lists no seat's own plays."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from uno_tui.engine import (
    CARD_KINDS,
    CLASSIC,
    COLORS,
    Accept,
    Action,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    Game,
    Keep,
    NextRound,
    Phase,
    Play,
    Rules,
    SayUno,
    make_setup,
    public_view,
    seat_view,
    view_refusal,
)

NAMES = ("Ana", "Bruno", "Carla", "Duda", "Eva")


def moments(seed: int, players: int, rules: Rules = CLASSIC) -> Iterator[Game]:
    rng = random.Random(seed)
    game = Game(make_setup(NAMES[:players], seed=seed, target=150, rules=rules))
    step = 0
    while game.phase is not Phase.GAME_OVER:
        if step % 23 == 0 or (
            (game.phase is not Phase.TURN or game.uno_window is not None) and step % 3 == 0
        ):
            yield game
        legal = game.legal_actions()
        plays = [a for a in legal if type(a) is Play]
        game.apply(rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal))
        step += 1


def own_actions(game: Game, seat: int) -> list[Action]:
    """Every well-formed action ``seat`` could send: each card in every variant."""
    acts: list[Action] = [Draw(seat), Keep(seat), Accept(seat), Challenge(seat), SayUno(seat)]
    acts += [ChooseColor(seat, c) for c in COLORS]
    acts += [Catch(seat, t) for t in range(game.n)]
    for card in CARD_KINDS:
        acts += [Play(seat, card, c, u) for c in (None, *COLORS) for u in (False, True)]
    return acts


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 5)])
def test_t8_a_seat_view_gives_the_games_own_refusals(seed: int, players: int) -> None:
    for game in moments(seed, players):
        for seat in range(players):
            view = seat_view(game, seat)
            for action in own_actions(game, seat):
                mine, theirs = view_refusal(view, action), game.why_not(action)
                if theirs is None:
                    assert mine is None, action
                else:
                    assert mine is not None, action
                    assert (mine.reason, str(mine)) == (theirs.reason, str(theirs)), action


@pytest.mark.parametrize(("seed", "players"), [(4, 2), (5, 4)])
def test_h2_the_public_table_is_the_same_from_every_seat(seed: int, players: int) -> None:
    for game in moments(seed, players):
        table = seat_view(game, None)
        assert all(public_view(seat_view(game, s)) == table for s in range(players))
        # Only what anyone may do, whatever the hands hold (T7): never a play or a draw.
        assert all(isinstance(a, SayUno | Catch | NextRound) for a in table.legal)
        assert set(table.legal) <= set(game.legal_actions())
