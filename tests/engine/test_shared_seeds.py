"""Round seeds (shared.py): a hosted game deals each round from a seed of its own, which
its record's ``seed`` carries; the orders ``round_stocks`` works out from a round's seed
and its public events are the ones the game used (``StockWatch``), so every honest round
checks out, house rules and reshuffles included, and the record replays the game."""

from __future__ import annotations

import itertools
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from uno_tui.engine import Game, NextRound, Phase, Play, Rules, make_setup
from uno_tui.engine.cards import full_deck
from uno_tui.engine.deal_check import Mismatch, StockWatch, check_round, round_stocks
from uno_tui.engine.events import (
    Reshuffled,
    RoundEnded,
    RoundStarted,
    WildDrawFourChallenged,
    event_for_seat,
)
from uno_tui.engine.record import game_state, game_to_record, loads_record, replay
from uno_tui.engine.rules import SWITCHES
from uno_tui.engine.shared import base_seed, round_seeds, with_round_seed
from uno_tui.engine.values import replace

ALL_HOUSE = Rules(**{name: True for name in SWITCHES}, uno_penalty=4)
RULES = [Rules(), ALL_HOUSE, *(Rules(**{name: True}) for name in SWITCHES)]


def shared_game(rules: Rules, seed: int, players: int, values: random.Random) -> Game:
    """A game to its end whose every round is dealt from a round seed of its own."""
    first = with_round_seed(seed, values.getrandbits(64) if values.random() < 0.7 else 0)
    game = Game(make_setup([f"P{i}" for i in range(players)], target=150, seed=first, rules=rules))
    rng = random.Random(seed)
    for _ in range(20_000):
        if game.phase is Phase.GAME_OVER:
            break
        legal = game.legal_actions()
        if legal == [NextRound()]:  # now and then a round no terminal shared in: 0
            game.share_round(values.getrandbits(64) if values.random() < 0.7 else 0)
        plays = [a for a in legal if type(a) is Play]
        draw = rng.random() < 0.15
        game.apply(rng.choice(plays) if plays and not draw else rng.choice(legal))
    assert game.phase is Phase.GAME_OVER
    return game


def _ends(event: object) -> bool:
    return isinstance(event, RoundEnded)


def verdicts(game: Game) -> list[list[object]]:
    """Each round's problems, checked from its round seed and public events alone."""
    seeds = round_seeds(game.setup.seed)
    watched = StockWatch(game).follow(game.actions, game.setup.seed)
    out: list[list[object]] = []
    first = 0
    for index, event in enumerate(game.events):
        if isinstance(event, RoundStarted):
            first = index
        elif isinstance(event, RoundEnded):
            public = [event_for_seat(e, None) for e in game.events[first : index + 1]]
            started = game.events[first]
            assert isinstance(started, RoundStarted)
            value = seeds[started.round - 1]
            stocks = round_stocks(value, public, first) if value else watched
            out.append(list(check_round(public, first, stocks)))
    return out


def test_round_seeds_are_kept_in_the_seed_and_leave_a_small_seed_alone() -> None:
    assert round_seeds(7) == () and base_seed(7) == 7
    seed = 7
    for value in (0, 2**64 - 1, 12345, 0):
        seed = with_round_seed(seed, value)
    assert round_seeds(seed) == (0, 2**64 - 1, 12345, 0) and base_seed(seed) == 7


def test_the_stocks_worked_out_from_a_round_seed_are_the_ones_the_game_used() -> None:
    values = random.Random(1)
    reshuffles = 0
    for seed, rules in itertools.product(range(6), RULES):
        game = shared_game(rules, seed, 2 + seed % 5, values)
        used = StockWatch(game).follow(game.actions, game.setup.seed)
        seeds = round_seeds(game.setup.seed)
        worked_out = []
        for index, event in enumerate(game.events):
            if isinstance(event, RoundStarted):
                end = next(
                    (i for i in range(index, len(game.events)) if _ends(game.events[i])),
                    len(game.events),
                )
                public = [event_for_seat(e, None) for e in game.events[index:end]]
                if seeds[event.round - 1]:
                    worked_out += round_stocks(seeds[event.round - 1], public, index)
                else:  # the game's own generator: as StockWatch, which follows the game
                    worked_out += [s for s in used if index <= s.event < end]
            elif isinstance(event, Reshuffled):
                reshuffles += 1
        assert worked_out == used
        assert len(seeds) == game.round
    assert reshuffles > 5


@settings(max_examples=25, deadline=None)
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(0, 2**64 - 1),
    players=st.integers(2, 6),
    values=st.randoms(use_true_random=False),
)
def test_honest_shared_games_with_every_house_rule_check_out_in_every_round(
    rules: Rules, seed: int, players: int, values: random.Random
) -> None:
    game = shared_game(rules, seed, players, values)
    assert all(problems == [] for problems in verdicts(game))
    again = replay(loads_record(json.dumps(game_to_record(game))))
    assert again.error is None and game_state(again.game) == game_state(game)


def test_a_round_dealt_from_another_seed_than_the_one_opened_does_not_check_out() -> None:
    game = shared_game(Rules(), 3, 3, random.Random(2))
    seeds = round_seeds(game.setup.seed)
    starts = [i for i, e in enumerate(game.events) if isinstance(e, RoundStarted)]
    ends = [i for i, e in enumerate(game.events) if isinstance(e, RoundEnded)]
    tried = 0
    for value, first, end in zip(seeds, starts, ends, strict=False):
        if not value:
            continue
        public = [event_for_seat(e, None) for e in game.events[first : end + 1]]
        assert check_round(public, first, round_stocks(value, public, first)) == []
        assert check_round(public, first, round_stocks(value ^ 1, public, first)) != []
        tried += 1
    assert tried


def test_a_round_without_a_seed_leaves_the_games_own_shuffles_as_they_were() -> None:
    """A round no terminal shared in (0) deals from the game's generator as if the shared
    rounds between had not been: what its seed alone foretold, nobody else's."""
    plain = Game(make_setup(["A", "B"], target=500, seed=9))
    mixed = Game(make_setup(["A", "B"], target=500, seed=with_round_seed(9, 0)))
    assert plain.hands == mixed.hands and plain.draw_pile == mixed.draw_pile
    state = mixed.clone()
    state.share_round(12345)  # (a clone's round seeds are its own)
    assert round_seeds(mixed.setup.seed) == (0,)


def test_a_challenge_judged_or_shown_otherwise_than_the_deck_gives_does_not_check_out() -> None:
    """W1 from the cards received: a verdict turned round, or a hand shown to the
    challenger with a card changed, is caught; the honest ones are not."""
    found = 0
    for seed in range(60):
        game = shared_game(Rules(), seed, 3, random.Random(seed))
        seeds = round_seeds(game.setup.seed)
        first = 0
        for index, event in enumerate(game.events):
            if isinstance(event, RoundStarted):
                first = index
            if (
                not isinstance(event, WildDrawFourChallenged)
                or not seeds[game.events[first].round - 1]
            ):  # type: ignore[union-attr]
                continue
            end = next(i for i in range(index, len(game.events)) if _ends(game.events[i]))
            public = [event_for_seat(e, None) for e in game.events[first : end + 1]]
            stocks = round_stocks(seeds[game.events[first].round - 1], public, first)  # type: ignore[union-attr]
            shown = {index: event.hand}
            assert check_round(public, first, stocks, shown) == []
            turned = list(public)
            turned[index - first] = replace(event, legal=not event.legal, hand=())
            assert (Mismatch.CHALLENGE, event.player) in check_round(turned, first, stocks)
            other = next(c for c in full_deck() if c not in event.hand)
            made_up = {index: (*event.hand[1:], other)} if event.hand else {index: (other,)}
            assert (Mismatch.CHALLENGE, event.player) in check_round(public, first, stocks, made_up)
            found += 1
    assert found >= 3
