"""The look-ahead's round on numbers (engine/lookahead.py) plays the rules of a ``Game``:
the same moves from the same deal leave the same hands, top card, colour, direction, turn
and winner (A1-A5, E1, E2, T1, T3, W1-W6), until the first reshuffle (T5: each shuffles
with its own dice). And ``goes_out_in_a_row`` finds a chain exactly when one exists."""

from __future__ import annotations

import itertools
import random

import pytest

from uno_tui.engine import (
    CARD_KINDS,
    COLORS,
    Accept,
    Card,
    Challenge,
    Color,
    Draw,
    Game,
    Keep,
    Phase,
    Play,
    Rank,
    make_setup,
)
from uno_tui.engine.events import Reshuffled
from uno_tui.engine.lookahead import (
    CARD_INDEX,
    COLOR_INDEX,
    FITS,
    RANK,
    World,
    draw,
    goes_out_in_a_row,
    play,
)

NAMES = ("Ana", "Bruno", "Carla", "Duda")


class Always:
    """Dice for the look-ahead's challenge roll: always below ``p``'s 0 or 1."""

    def __init__(self, roll: float) -> None:
        self.roll = roll

    def random(self) -> float:
        return self.roll

    def shuffle(self, x: list[int]) -> None:
        raise AssertionError("no reshuffle is compared")


def world_of(game: Game, challenge: float) -> World:
    assert game.color is not None and game.current is not None
    return World(
        [[CARD_INDEX[c] for c in hand] for hand in game.hands],
        [CARD_INDEX[c] for c in game.draw_pile],
        [CARD_INDEX[c] for c in game.discard[:-1]],
        CARD_INDEX[game.top],
        COLOR_INDEX[game.color],
        game.direction,
        game.current,
        [[challenge] * 9 for _ in range(game.n)],
    )


def same(game: Game, world: World) -> None:
    assert [sorted(CARD_INDEX[c] for c in h) for h in game.hands] == [
        sorted(h) for h in world.hands
    ]
    assert CARD_INDEX[game.top] == world.top
    assert game.color is not None and COLOR_INDEX[game.color] == world.color
    assert game.direction == world.direction
    assert [CARD_INDEX[c] for c in game.draw_pile] == world.pile


@pytest.mark.parametrize("challenges", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_rounds_on_numbers_play_as_the_game_plays(players: int, challenges: bool) -> None:
    compared = 0
    for seed in range(40):
        rng = random.Random(seed)
        game = Game(make_setup(NAMES[:players], seed=seed))
        if game.phase is not Phase.TURN:
            continue
        world = world_of(game, 1.0 if challenges else 0.0)
        dice = Always(0.5)
        while game.phase is Phase.TURN and len(game.draw_pile) >= 7:
            seat = game.current
            assert seat is not None and world.cur == seat
            before = len(game.events)
            plays = [a for a in game.legal_actions() if type(a) is Play and a.seat == seat]
            plays = [a for a in plays if a.uno == (len(game.hands[seat]) == 2)]
            if plays and rng.random() < 0.85:
                action = rng.choice(plays)
                game.apply(action)
                if game.phase is Phase.CHALLENGE:
                    game.apply(Challenge(game.current) if challenges else Accept(game.current))
                assert action.color is None or isinstance(action.color, Color)
                color = COLOR_INDEX[action.color or action.card.color or Color.RED]
                winner = play(world, seat, CARD_INDEX[action.card], color, dice)
                if game.phase is not Phase.TURN:
                    assert game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
                    assert winner == game.round_winner
                    compared += 1
                    break
                assert winner == -1
            else:
                if len(game.draw_pile) < 7:
                    break  # a reshuffle (T5) may come: each shuffles with its own dice
                game.apply(Draw(seat))
                (card,) = draw(world, seat, 1, dice)
                if game.phase is Phase.DRAWN:
                    # T3: the card drawn may be played if it matches (T1), else the turn ends.
                    assert card == CARD_INDEX[game.drawn] and (
                        FITS[world.color][RANK[world.top]][card] or CARD_KINDS[card].is_wild
                    )
                    game.apply(Keep(seat))
                else:
                    assert not FITS[world.color][RANK[world.top]][card]
                    assert not CARD_KINDS[card].is_wild
                world.cur = (seat + world.direction) % players
            if any(type(e) is Reshuffled for e in game.events[before:]):
                break
            same(game, world)
            if game.phase is Phase.TURN:
                assert world.cur == game.current
    assert compared >= 20


def test_goes_out_in_a_row_finds_every_chain() -> None:  # A5, T1
    """Two players: brute force over every order and colour named, on small hands."""
    faces = [Card.from_code(c) for c in ("R5", "RS", "BS", "G+2", "YR", "W", "W+4", "B7")]
    rng = random.Random(3)
    for _ in range(300):
        hand = rng.sample(faces, rng.randint(1, 4))
        top = Card.from_code(rng.choice(["R1", "B9", "GS", "Y+2"]))
        color = top.color
        assert color is not None
        assert goes_out_in_a_row(hand, top, color) == _brute(hand, top, color)


def _brute(hand: list[Card], top: Card, color: Color) -> bool:
    again = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
    for order in itertools.permutations(hand):
        for names in itertools.product(COLORS, repeat=len(order)):
            t, c, ok = top, color, True
            for k, card in enumerate(order):
                fits = card.is_wild or card.color is c or card.rank is t.rank
                if not fits or (k < len(order) - 1 and card.rank not in again):
                    ok = False
                    break
                t, c = card, names[k] if card.is_wild else card.color  # type: ignore[assignment]
            if ok:
                return True
    return False
