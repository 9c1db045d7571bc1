"""Which game a setup makes, and a game's copy (issue 34): the rules choose the kind of game
(``variant``: classic ``Game``, or ``HouseGame`` when a house rule is on), made as that kind
from the start rather than changed into it; ``Game.clone`` copies a game so that playing
one changes nothing of the other and both play on alike (the same dice)."""

from __future__ import annotations

import random

import pytest

from uno_tui.engine import CLASSIC, Game, HouseGame, Phase, Rules, game_state, make_setup
from uno_tui.engine.game import variant
from uno_tui.engine.rules import CHOICES

NAMES = ("Ana", "Bruno", "Carla", "Duda")


@pytest.mark.parametrize("key", CHOICES)
def test_a_house_rule_makes_a_house_game_from_the_start(key: str) -> None:
    rules = CLASSIC.with_choice(key, True)
    assert variant(rules) is HouseGame
    game = Game(make_setup(NAMES, seed=3, rules=rules))
    assert type(game) is HouseGame and game.rules == rules
    assert type(HouseGame(make_setup(NAMES, seed=3, rules=rules))) is HouseGame


def test_classic_rules_make_a_classic_game() -> None:
    assert variant(CLASSIC) is Game and variant(Rules()) is Game
    assert type(Game(make_setup(NAMES, seed=3))) is Game
    turned_off = CLASSIC.with_choice("seven_o", True).with_choice("seven_o", False)
    assert type(Game(make_setup(NAMES, seed=3, rules=turned_off))) is Game


def _play(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.phase is Phase.GAME_OVER:
            return
        legal = game.legal_actions()
        game.apply(legal[int(rng.random() * len(legal))])


@pytest.mark.parametrize(
    "rules", [CLASSIC, Rules(stack_mixed=True, seven_o=True, draw_to_match=True, uno_penalty=4)]
)
@pytest.mark.parametrize("seed", range(4))
def test_a_clone_plays_on_as_the_game_does_and_apart_from_it(rules: Rules, seed: int) -> None:
    game = Game(make_setup(NAMES, seed=seed, target=200, rules=rules))
    _play(game, random.Random(seed), 150)
    before = game_state(game)
    twin = game.clone()
    assert type(twin) is type(game) and game_state(twin) == before
    _play(twin, random.Random(99), 400)  # the twin's play leaves the game as it was
    assert game_state(game) == before
    twin = game.clone()
    _play(game, random.Random(7), 600)  # the same choices give the same games: the same dice
    _play(twin, random.Random(7), 600)
    assert game_state(twin) == game_state(game)
    assert twin.actions == game.actions and twin.events == game.events


def test_a_clone_given_dice_shuffles_with_them_and_leaves_the_game_s_alone() -> None:
    game = Game(make_setup(NAMES, seed=5, target=200))
    _play(game, random.Random(5), 100)
    state = game.rng.getstate()
    dice = random.Random(1)
    twin = game.clone(dice)
    assert twin.rng is dice and game.rng is not dice
    _play(twin, random.Random(2), 2000)  # rounds end and are dealt again: shuffles
    assert game.rng.getstate() == state
