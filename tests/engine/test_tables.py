"""The shared tables grow with the games (``tables.build``): a two-player game builds two
seats' entries, a bigger game later extends them, and the games play the same either way."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = r"""
import json, random
from uno_tui.engine import Game, make_setup, tables

def play(names, seed, steps):
    game = Game(make_setup(names, seed=seed))
    rng = random.Random(seed)
    seen = []
    for _ in range(steps):
        acts = game.legal_actions()
        assert all(a.seat is None or 0 <= a.seat < game.n for a in acts)
        mine = [a for a in acts if a.seat == game.current] or acts
        action = mine[rng.randrange(len(mine))]
        seen.append(repr(action))
        game.apply(action)
    return seen, [repr(e) for e in game.events]

out = {"seats": []}
out["two"] = play(("Ana", "Bruno"), 3, 150)
out["seats"].append(len(tables.PLAYS))
out["five"] = play(("Ana", "Bruno", "Carla", "Duda", "Eva"), 4, 150)
out["seats"].append(len(tables.PLAYS))
out["two_again"] = play(("Ana", "Bruno"), 3, 150)
out["seats"].append(len(tables.PLAYS))
print(json.dumps(out))
"""


def _run(script: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_tables_grow_with_the_seats_and_games_play_the_same() -> None:
    grown = _run(SCRIPT)
    assert grown["seats"] == [2, 5, 5]
    assert grown["two"] == grown["two_again"]
    # The same games with every seat's tables built first.
    full = _run(SCRIPT.replace("out = {", "tables.build()\nout = {", 1))
    assert full["seats"] == [10, 10, 10]
    for key in ("two", "five", "two_again"):
        assert full[key] == grown[key], key
