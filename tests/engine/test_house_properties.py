"""Every house rule alone, every pair of them and all of them together play seeded random
games to the end (HR1-HR7): the 108 cards always accounted for (D1), never a state without a
legal action, every listed action accepted (T8), scores only rising (P2), and the record
replaying to the same state. The computer players of every level finish games under each.
More games under the ``slow`` marker."""

from __future__ import annotations

import itertools
import json
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from uno_tui.engine import (
    Game,
    Phase,
    Play,
    Rules,
    full_deck,
    game_state,
    game_to_record,
    loads_record,
    make_setup,
    replay,
)
from uno_tui.engine.rules import SWITCHES

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bots"))
from bot_host import BotTable

NAMES = ("Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio")
FULL = Counter(full_deck())
ONE = [{name: True} for name in SWITCHES] + [{"uno_penalty": 4}]
RULE_SETS = [
    *(Rules(**a, **b) for a, b in itertools.combinations(ONE, 2)),
    *(Rules(**a) for a in ONE),
    Rules(**{name: True for name in SWITCHES}, uno_penalty=4),
]


def label(rules: Rules) -> str:
    return "+".join(rules.chosen())


def play_out(rules: Rules, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(make_setup(NAMES[: 2 + seed % 5], seed=seed, target=150, rules=rules))
    scores = list(game.scores)
    for step in range(20_000):
        if game.phase is Phase.GAME_OVER:
            break
        legal = game.legal_actions()
        assert legal, "a state with no legal action"
        if step % 4 == 0 or game.phase is not Phase.TURN:
            held = Counter(c for hand in game.hands for c in hand)
            assert held + Counter(game.draw_pile) + Counter(game.discard) == FULL
            assert all(game.why_not(a) is None for a in legal)
        plays = [a for a in legal if type(a) is Play]
        game.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
        assert all(new >= old for new, old in zip(game.scores, scores, strict=True))
        scores = list(game.scores)
    assert game.phase is Phase.GAME_OVER, "the game did not end"
    again = replay(loads_record(json.dumps(game_to_record(game))))
    assert again.error is None and game_state(again.game) == game_state(game)
    return game


@pytest.mark.parametrize("rules", RULE_SETS, ids=label)
def test_every_pair_of_house_rules_plays_to_the_end(rules: Rules) -> None:
    for seed in range(1):
        play_out(rules, seed)


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS, ids=label)
def test_every_pair_of_house_rules_plays_many_games_to_the_end(rules: Rules) -> None:
    for seed in range(1, 60):
        play_out(rules, seed)


@pytest.mark.parametrize("rules", RULE_SETS[-8:], ids=label)
def test_computer_players_finish_games_under_house_rules(rules: Rules) -> None:
    for seed in range(1):
        seats = 2 + seed % 3
        levels = [("easy", "normal", "hard")[(seed + s) % 3] for s in range(seats)]
        setup = make_setup(NAMES[:seats], seed=seed, target=150, rules=rules)
        BotTable(setup, levels, seed).play()  # each choice checked legal by the table


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS, ids=label)
def test_computer_players_finish_many_games_under_house_rules(rules: Rules) -> None:
    for seed in range(12):
        seats = 2 + seed % 4
        levels = [("easy", "normal", "hard")[(seed + s) % 3] for s in range(seats)]
        setup = make_setup(NAMES[:seats], seed=seed, target=150, rules=rules)
        BotTable(setup, levels, seed).play()
