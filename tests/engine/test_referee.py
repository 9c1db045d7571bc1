"""The engine against a second referee written from the rule book alone (referee.py): random
records of 2 to 10 players, right and wrong actions, every state compared with the one the
rule book gives. The catches, late UNOs, challenges and round ends of thousands of actions,
beside the scenarios that name one rule each."""

from __future__ import annotations

import json
import random

import pytest
from referee import Json, Referee, Unpredictable, candidates, random_deal

from uno_tui.engine import game_state, loads_record, replay

KEYS = ("phase", "current", "top", "color", "direction", "drawn", "uno_window")
KEYS += ("draw_pile", "discard_pile", "round_winner", "winner")


def engine(rec: Json) -> tuple[dict[str, object], object]:
    """The state `replay --json` prints for ``rec``, in the referee's words, and its error."""
    result = replay(loads_record(json.dumps(rec)))
    state = game_state(result.game, result.error)
    view: dict[str, object] = {key: state[key] for key in KEYS}
    view["hands"] = [sorted(p["hand"]) for p in state["players"]]
    view["scores"] = [p["score"] for p in state["players"]]
    return view, state["error"]


def play_one(seed: int, steps: int = 150) -> int:
    """Play a random record against both referees; return how many actions were applied."""
    rng = random.Random(seed)
    rec = random_deal(rng)
    ref = Referee(rec)
    assert engine(rec) == (ref.view(), None), rec
    for _ in range(steps):
        if ref.current is None:
            break
        tried: list[tuple[Json, Referee | None]] = []
        for act in candidates(ref, rng):
            try:
                tried.append((act, ref.after(act)))
            except Unpredictable:  # a reshuffle: the seed decides what comes next
                continue
        wrong = [act for act, after in tried if after is None]
        if wrong and rng.random() < 0.1:
            act = rng.choice(wrong)
            state, error = engine({**rec, "actions": [*rec["actions"], act]})
            assert error is not None, f"the engine applied {act} the rule book refuses: {rec}"
            assert state == ref.view(), f"a refusal changed the state: {act} {rec}"
            continue
        right = [(act, after) for act, after in tried if after is not None]
        if not right:
            break
        weights = [5 if {"play", "catch", "uno"} & act.keys() else 1 for act, _ in right]
        act, ref = rng.choices(right, weights)[0]
        rec["actions"].append(act)
        assert engine(rec) == (ref.view(), None), f"after {act}: {json.dumps(rec)}"
    return len(rec["actions"])


@pytest.mark.parametrize("seed", range(12))
def test_the_engine_plays_as_a_referee_reading_the_rule_book(seed: int) -> None:
    assert play_one(seed) > 0


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(4))
def test_the_engine_plays_as_the_rule_book_referee_in_many_games(chunk: int) -> None:
    for seed in range(100 + 75 * chunk, 175 + 75 * chunk):
        play_one(seed)
