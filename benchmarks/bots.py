"""Computer players against each other: seeded two-player matches to 500 between levels.

    python benchmarks/bots.py [--matches N] [--seed S] [--jobs J]

Each pairing (normal vs easy, hard vs normal) plays ``--matches`` matches; the levels swap
seats every match, so each sits at seat 0 for half of them. Every match has its own game
seed and bot seeds, all derived from ``--seed``, so a run is repeatable.

This loop plays the part of the app: after every applied action it gives both bots the
events (``tell``), and while an UNO window is open it asks the bots in the order of their
reaction delays whether they act (``react``: a catch, or the forgetful player's late UNO),
applying the first answer. The bot whose decision it is gets asked through ``choose``.

It prints each pairing's win rate with a 95% Wilson interval, the mean rounds per match, and
how long the hard bot takes per decision (mean, 99th percentile, max). The goals: normal
beats easy in at least 70% of matches, hard beats normal in at least 55%, and the hard
bot's 99th-percentile decision takes under 20 ms. The last three lines are always
``normal vs easy: NN.N%``, ``hard vs normal: NN.N%`` and ``hard p99 decision: N.N ms``.

Decision times are wall-clock times of ``choose`` on a shared machine: with ``--jobs`` above
1, or other work running, they include time the process spent waiting for a core.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_tui.bots import Bot, make_bot, tell
from uno_tui.engine import Game, NextRound, Phase, make_setup, seat_view

TARGET = 500
PAIRINGS: tuple[tuple[str, str], ...] = (("normal", "easy"), ("hard", "normal"))


@dataclass
class Match:
    """One match's result: did the first level win, and how long its bots took to decide."""

    first_won: bool
    rounds: int
    times: dict[str, list[float]] = field(default_factory=dict)


def ask_reactions(game: Game, bots: Sequence[Bot]) -> None:
    """While an UNO window is open, the bots in order of reaction delay may catch or say
    UNO late; the first that does closes the window."""
    if game.uno_window is None:
        return
    order = sorted(bots, key=lambda bot: bot.reaction_delay())
    for bot in order:
        action = bot.react(seat_view(game, bot.seat))
        if action is not None:
            tell(bots, game.apply(action))
            return


def play_match(first: str, second: str, index: int, seed: int) -> Match:
    """Match ``index``: ``first`` sits at seat ``index % 2``."""
    seat_first = index % 2
    levels = [second, second]
    levels[seat_first] = first
    game_seed = seed * 1_000_003 + index
    bots = [make_bot(levels[s], s, game_seed * 7 + s + 1) for s in range(2)]
    game = Game(make_setup(("P0", "P1"), target=TARGET, seed=game_seed))
    tell(bots, game.events)
    times: dict[str, list[float]] = {first: [], second: []}
    clock = time.perf_counter
    while True:
        phase = game.phase
        if phase is Phase.GAME_OVER:
            break
        if phase is Phase.ROUND_OVER:
            tell(bots, game.apply(NextRound()))
            continue
        seat = game.current
        assert seat is not None
        bot = bots[seat]
        view = seat_view(game, seat)
        start = clock()
        action = bot.choose(view)
        times[bot.level].append(clock() - start)
        tell(bots, game.apply(action))
        ask_reactions(game, bots)
    return Match(game.winner == seat_first, game.round, times)


def _run(args: tuple[str, str, int, int]) -> Match:
    return play_match(*args)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000, help="matches per pairing")
    parser.add_argument("--seed", type=int, default=1, help="base seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    rates: dict[tuple[str, str], float] = {}
    hard_times: list[float] = []
    started = time.perf_counter()
    for first, second in PAIRINGS:
        tasks = [(first, second, i, args.seed) for i in range(args.matches)]
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                results = list(pool.map(_run, tasks, chunksize=16))
        else:
            results = [_run(task) for task in tasks]
        wins = sum(r.first_won for r in results)
        low, high = wilson(wins, len(results))
        rounds = sum(r.rounds for r in results) / max(1, len(results))
        rates[(first, second)] = wins / max(1, len(results))
        print(
            f"{first} vs {second}: {wins}/{len(results)} wins, "
            f"{100 * wins / max(1, len(results)):.1f}% "
            f"(95% CI {100 * low:.1f}-{100 * high:.1f}%), {rounds:.1f} rounds per match"
        )
        for level in (first, second):
            spent = [t for r in results for t in r.times[level]]
            if level == "hard":
                hard_times += spent
            if spent:
                print(
                    f"  {level}: {len(spent)} decisions, mean "
                    f"{1000 * sum(spent) / len(spent):.3f} ms, "
                    f"p99 {1000 * percentile(spent, 0.99):.3f} ms, "
                    f"max {1000 * max(spent):.1f} ms"
                )
    print(f"elapsed: {time.perf_counter() - started:.0f} s, jobs: {args.jobs}")
    print(f"normal vs easy: {100 * rates[('normal', 'easy')]:.1f}%")
    print(f"hard vs normal: {100 * rates[('hard', 'normal')]:.1f}%")
    print(f"hard p99 decision: {1000 * percentile(hard_times, 0.99):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
