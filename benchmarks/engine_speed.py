"""Rounds per second of random play: our engine beside rlcard's UNO engine, in one run.

    pip install -e '.[bench]'
    python benchmarks/engine_speed.py [--seconds S] [--repeats K]
    valgrind --tool=callgrind python benchmarks/engine_speed.py --games 30

Both engines play complete 4-player rounds with random legal actions chosen by the same kind
of random agent, from each engine's own legal actions:

* rlcard: ``UnoGame(num_players=4)``, one round per game, a uniformly random action from
  ``get_legal_actions()`` (rlcard offers a draw only when nothing can be played, and plays a
  drawn card by itself when it can).
* ours: games played round after round (``next_round``), each decision a uniformly random
  legal action of the deciding player, playing a card whenever one can be played (so a
  round is the same kind of round as rlcard's; our rules also allow drawing instead, which a
  random agent would do so often that rounds run ten times longer). Random colours,
  challenges, accepted Wild Draw Fours and UNO calls with or without the card are all in.

Both agents draw their choice as ``options[int(random() * len(options))]`` (uniform, like
``Random.choice`` but cheaper), so the agents' own cost weighs as little as it can on either
side. The two are timed in alternation, ``--repeats`` times each, and the best rate of each is
kept. Time is the process's CPU time (``time.process_time``), not the wall clock: on a
machine shared with other work, the time the process waits for a core is counted against
neither engine. The last line is ``ratio vs rlcard: X.XX`` (ours / rlcard). The goal is 3.0
or more (the median of 5 runs: single runs on a busy machine vary by 10 % or more).

``--games N`` plays N seeded games on our engine alone with the same agent, untimed, and
prints their rounds and actions: the same games every time, for an instruction count that
no other load changes (callgrind's total, less that of ``--games 0``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_tui.engine import Game, Phase, Play, make_setup

PLAYERS = ("Ana", "Bruno", "Carla", "Duda")
#: CPU time of this process: what each engine costs, whatever else the machine runs.
clock = time.process_time


def ours(seconds: float, seed: int) -> tuple[float, float]:
    """Rounds per second and actions per round for our engine."""
    # Both agents pick ``options[int(random() * len(options))]``: uniform like
    # ``Random.choice``, at a fraction of its cost, on both sides alike.
    uniform = random.Random(seed).random
    play_type = Play
    # Read once: in Python 3.11 ``Phase.ROUND_OVER`` costs as much as a small engine call.
    round_over = Phase.ROUND_OVER
    game_over = Phase.GAME_OVER
    rounds = 0
    steps = 0
    game_seed = seed
    start = clock()
    deadline = start + seconds
    while True:
        game = Game(make_setup(PLAYERS, seed=game_seed))
        game_seed += 1
        apply = game.apply
        legal = game.legal_actions
        while True:
            phase = game.phase
            if phase is round_over or phase is game_over:
                rounds += 1
                if phase is game_over or clock() > deadline:
                    break
            acts = legal()
            # Plain loops, not comprehensions: in Python 3.11 a comprehension builds and calls
            # a function of its own each time, which costs as much as a small engine call.
            plays = []
            for a in acts:
                if type(a) is play_type:
                    plays.append(a)
            if not plays:
                cur = game.current
                for a in acts:
                    if a.seat == cur:
                        plays.append(a)
            apply(plays[int(uniform() * len(plays))])
            steps += 1
        if clock() > deadline:
            break
    elapsed = clock() - start
    return rounds / elapsed, steps / rounds


def games_only(games: int, seed: int) -> tuple[int, int]:
    """Rounds and actions of ``games`` seeded games on our engine, as ``ours`` plays them."""
    uniform = random.Random(seed).random
    rounds = 0
    steps = 0
    for game_seed in range(seed, seed + games):
        game = Game(make_setup(PLAYERS, seed=game_seed))
        while game.phase is not Phase.GAME_OVER:
            if game.phase is Phase.ROUND_OVER:
                rounds += 1
            acts = game.legal_actions()
            plays = [a for a in acts if type(a) is Play]
            if not plays:
                plays = [a for a in acts if a.seat == game.current]
            game.apply(plays[int(uniform() * len(plays))])
            steps += 1
        rounds += 1
    return rounds, steps


def rlcard_rate(seconds: float, seed: int) -> tuple[float, float]:
    """Rounds per second and actions per round for rlcard's UnoGame."""
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    uniform = random.Random(seed).random
    game = UnoGame(num_players=4)
    game.np_random = np.random.RandomState(seed)
    rounds = 0
    steps = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[int(uniform() * len(legal))])
            steps += 1
        rounds += 1
    elapsed = clock() - start
    return rounds / elapsed, steps / rounds


def best(runs: list[tuple[float, float]]) -> tuple[float, float]:
    return max(runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per timed run (default 3)")
    parser.add_argument("--repeats", type=int, default=3, help="timed runs of each (default 3)")
    parser.add_argument(
        "--games", type=int, help="play this many seeded games on our engine alone, untimed"
    )
    args = parser.parse_args()
    if args.games is not None:
        rounds, steps = games_only(args.games, 1000)
        print(f"uno-tui  {args.games} games, {rounds} rounds, {steps} actions")
        return 0
    try:
        import rlcard  # noqa: F401
    except ImportError:
        print("rlcard is not installed: pip install -e '.[bench]'", file=sys.stderr)
        return 2
    results: dict[str, list[tuple[float, float]]] = {"uno-tui": [], "rlcard": []}
    runners: dict[str, Callable[[float, int], tuple[float, float]]] = {
        "uno-tui": ours,
        "rlcard": rlcard_rate,
    }
    for k in range(args.repeats):
        for name, run in runners.items():
            results[name].append(run(args.seconds, 1000 + k))
    print(f"python {sys.version.split()[0]}, 4 players, {args.repeats} x {args.seconds:g} s each")
    for name in runners:
        rate, length = best(results[name])
        print(f"{name:8} {rate:10.0f} rounds/s   {length:5.1f} actions/round")
    ratio = best(results["uno-tui"])[0] / best(results["rlcard"])[0]
    print(f"ratio vs rlcard: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
