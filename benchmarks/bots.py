"""Computer players against each other: seeded matches to 500 between levels, at tables
of two, four and six seats.

    python benchmarks/bots.py [--matches N] [--seed S] [--jobs J] [--only NAME ...]
                              [--budget-ms MS] [--steps N] [--samples N] [--target POINTS]
                              [--set MODULE.NAME=VALUE ...] [--save PATH]
                              [--oracle hand|pile|wilds|plain|voids|mixread]

A full run (1,000 matches a table, both cores: ``--jobs 2``) takes about two hours on a
shared 2-core machine (hard searches at two seats too: ``hard2`` alone takes about 45
minutes, ``hard4`` 20 and ``hard6`` 10); while developing, play fewer matches
(``--matches 300``), fewer tables (``--only hard4``) or shorter matches (``--target 200``,
and read the rounds won).

Each table plays ``--matches`` matches. Two players: normal vs easy and hard vs normal, the
levels swapping seats every match. More: one seat of the first level against the second
level in every other seat (hard vs normal at 4 and 6 seats, normal vs easy likewise), the
lone seat moving one place round the table every match, so it sits everywhere equally
often. Every match has its own game seed and bot seeds, all derived from ``--seed``, so a
run is repeatable (the hard bot's search stops on its step budget, which does not depend on
the machine, unless its time limit comes first: the ``timed out`` figure says how often).

This loop plays the part of the app: after every applied action it gives every bot the
events (``tell``), and while an UNO window is open it asks the bots in the order of their
reaction delays whether they act (``react``: a catch, or the forgetful player's late UNO),
applying the first answer. The bot whose decision it is gets asked through ``choose``.

It prints each table's win rate for the first level's seat with a 95% Wilson interval (and
the fair share: one seat in N), the mean rounds per match, and how long each level takes
per decision (mean, 99th percentile, max). The goals: normal beats easy in at least 70% of
two-player matches, hard beats normal in at least 55% (aim 75%); one hard seat among 3
normal wins at least 35% (fair 25%), among 5 normal at least 25% (fair 16.7%); the hard
bot's 99th-percentile decision at 6 seats takes under 50 ms. The last lines are always
``normal vs easy: NN.N%``, ``hard vs normal: NN.N%``, ``hard at 4 seats vs 3 normal: NN.N%``,
``hard at 6 seats vs 5 normal: NN.N%`` and ``hard p99 decision at 6 seats: N.N ms`` (for
the tables that ran; ``--only`` picks tables by name, ``normalN`` or ``hardN`` for N from 2
to 10 seats, e.g. ``--only hard4 hard6``).

Against players it was not tuned on: ``--only LEVEL-REFN`` plays one seat of LEVEL (easy,
normal, hard) against the reference player REF of ``refbots.py`` (random, ranking,
ranking-points, mixbot, mixbot-points: published strategies written from their
descriptions) in every other seat, e.g. ``--only hard-mixbot2 hard-mixbot4``; every table
also prints rounds won with their 95% interval, and a markdown row of both at the end.

Comparing two versions of the hard level: the win rates above need about a thousand
matches to tell a few points apart, and its time budget makes a run depend on the load of
the machine. ``--samples N`` gives every search exactly N samples (load-independent),
``--set search.PRIOR=0.02`` changes one of the bots' tuning constants (a name in a module of
``uno_tui.bots``; every module of the package that imported the same value gets the new one)
and ``--save run.jsonl`` writes every match's results, one JSON line each; then
``python benchmarks/paired.py a.jsonl b.jsonl`` compares two runs with the same seeds match
by match, which tells much smaller differences apart. "left the heuristic" is how often a
search chose another move than the heuristic's first choice. ``--oracle MODE`` lets hard's
searches deal the true hidden cards (``oracle.py``): a yardstick, never a level; ``--oracle
mixread`` deals only samples a perfect reader of MixBot's policy would keep (``mixread.py``).

Decision times are wall-clock times of ``choose`` on a shared machine: with ``--jobs`` above
1, or other work running, they include time the process spent waiting for a core.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import mixread
import oracle
from refbots import REFERENCES

from uno_tui.bots import Bot, Budget, make_bot, tell
from uno_tui.bots.hard import HardBot
from uno_tui.engine import Game, NextRound, Phase, make_setup, seat_view

TARGET = 500


@dataclass(frozen=True)
class Table:
    """One seat of ``first`` against ``second`` in every other seat."""

    name: str
    first: str
    second: str
    seats: int

    @property
    def label(self) -> str:
        if self.seats == 2:
            return f"{self.first} vs {self.second}"
        return f"{self.first} at {self.seats} seats vs {self.seats - 1} {self.second}"


#: Every table by name: ``normalN`` (one normal seat, easy elsewhere) and ``hardN`` (one
#: hard seat, normal elsewhere) for N from 2 to 10 seats; and ``LEVEL-REFN``: one seat of
#: LEVEL (easy, normal, hard, or a reference player) against the reference player REF
#: (``refbots``: random, ranking, ranking-points, mixbot, mixbot-points) in every other
#: seat, e.g. ``hard-mixbot4``.
ALL_TABLES: dict[str, Table] = {
    f"{first}{seats}": Table(f"{first}{seats}", first, second, seats)
    for seats in range(2, 11)
    for first, second in (("normal", "easy"), ("hard", "normal"))
}
ALL_TABLES.update(
    {
        f"{first}-{second}{seats}": Table(f"{first}-{second}{seats}", first, second, seats)
        for seats in range(2, 11)
        for first in ("easy", "normal", "hard", *REFERENCES)
        for second in REFERENCES
    }
)
#: The tables a run plays unless ``--only`` says otherwise.
TABLES: tuple[Table, ...] = tuple(
    ALL_TABLES[name] for name in ("normal2", "hard2", "normal4", "hard4", "normal6", "hard6")
)


@dataclass
class Match:
    """One match's result: did the first level's seat win, how long the bots took to
    decide, and what the hard bots' searches did."""

    first_won: bool
    rounds: int
    times: dict[str, list[float]] = field(default_factory=dict)
    searches: int = 0
    timed_out: int = 0
    worlds: int = 0
    left: int = 0
    #: Rounds the first level's seat won, and the points it gained less the mean of what
    #: each other seat gained.
    rounds_won: int = 0
    margin: float = 0.0


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


def player(level: str, seat: int, seed: int, budget: Budget) -> Bot:
    """One of our levels, or a reference player (``refbots``)."""
    reference = REFERENCES.get(level)
    if reference is not None:
        return reference(seat, seed)
    return make_bot(level, seat, seed, budget=budget)


def play_match(
    table: Table,
    index: int,
    seed: int,
    budget: Budget,
    target: int = TARGET,
    cheat: str | None = None,
) -> Match:
    """Match ``index``: the ``first`` level sits at seat ``index % seats``."""
    n = table.seats
    seat_first = index % n
    levels = [table.second] * n
    levels[seat_first] = table.first
    # Two-player tables keep the seeds they always had; the others get their own.
    game_seed = seed * 1_000_003 + index + (0 if n == 2 else 100_000_007 * n)
    bots = [player(levels[s], s, game_seed * 7 + s + 1, budget) for s in range(n)]
    game = Game(make_setup(tuple(f"P{s}" for s in range(n)), target=target, seed=game_seed))
    oracle.watch(game, cheat)  # --oracle: hard's searches deal the true state
    tell(bots, game.events)
    times: dict[str, list[float]] = {table.first: [], table.second: []}
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
        mixread.record(seat, bot, view, action)  # --oracle mixread: what MixBot decided
        tell(bots, game.apply(action))
        ask_reactions(game, bots)
    match = Match(game.winner == seat_first, game.round, times)
    match.rounds_won = sum(1 for winner, _ in game.round_results if winner == seat_first)
    others = (sum(game.scores) - game.scores[seat_first]) / (n - 1)
    match.margin = game.scores[seat_first] - others
    for bot in bots:
        if isinstance(bot, HardBot):
            match.searches += bot.stats.searches
            match.timed_out += bot.stats.timed_out
            match.worlds += bot.stats.worlds
            match.left += bot.stats.left
    return match


Setting = tuple[str, str, float]


def parse_setting(text: str) -> Setting:
    """``search.PRIOR=0.02`` as (module, name, value)."""
    target, _, value = text.partition("=")
    module, _, name = target.rpartition(".")
    if not module or not name or not value:
        raise argparse.ArgumentTypeError(f"not MODULE.NAME=VALUE: {text!r}")
    current = getattr(importlib.import_module(f"uno_tui.bots.{module}"), name, None)
    if not isinstance(current, (int, float)):
        raise argparse.ArgumentTypeError(f"{target} is not a number of uno_tui.bots")
    return module, name, float(value)


def apply_settings(settings: Sequence[Setting]) -> None:
    """Set each tuning constant in its module and wherever the package imported it."""
    for module, name, value in settings:
        home = importlib.import_module(f"uno_tui.bots.{module}")
        old = getattr(home, name)
        new = type(old)(value)
        for mod in list(sys.modules.values()):
            if (
                getattr(mod, "__name__", "").startswith("uno_tui.bots")
                and getattr(mod, name, None) is old
            ):
                setattr(mod, name, new)


def _run(args: tuple[Table, int, int, Budget, int, tuple[Setting, ...], str | None]) -> Match:
    table, index, seed, budget, target, settings, cheat = args
    apply_settings(settings)
    return play_match(table, index, seed, budget, target, cheat)


def save_line(table: Table, index: int, match: Match) -> str:
    hard = match.times.get("hard", [])
    return json.dumps(
        {
            "table": table.name,
            "match": index,
            "won": match.first_won,
            "rounds": match.rounds,
            "rounds_won": match.rounds_won,
            "margin": match.margin,
            "searches": match.searches,
            "worlds": match.worlds,
            "left": match.left,
            "timed_out": match.timed_out,
            "hard_decisions": len(hard),
            "hard_seconds": sum(hard),
        }
    )


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
    parser.add_argument("--matches", type=int, default=1000, help="matches per table")
    parser.add_argument("--seed", type=int, default=1, help="base seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--only",
        nargs="+",
        choices=list(ALL_TABLES),
        help="play only these tables",
    )
    default = Budget()
    parser.add_argument("--budget-ms", type=float, default=default.ms, help="hard: ms")
    parser.add_argument("--steps", type=int, default=default.steps, help="hard: turns")
    parser.add_argument(
        "--samples", type=int, default=0, help="hard: exactly N samples a search (measuring)"
    )
    parser.add_argument("--target", type=int, default=TARGET, help="score that wins")
    parser.add_argument(
        "--set",
        type=parse_setting,
        action="append",
        default=[],
        metavar="MODULE.NAME=VALUE",
        help="change a tuning constant of uno_tui.bots (an experiment)",
    )
    parser.add_argument("--save", type=Path, help="write every match's results (JSON lines)")
    parser.add_argument(
        "--oracle",
        choices=oracle.MODES,
        help="hard's searches deal the true hidden cards, or part of them (oracle.py), or "
        "samples that explain MixBot's decisions (mixread: mixread.py)",
    )
    args = parser.parse_args(argv)
    budget = Budget(args.budget_ms, args.steps, args.samples)
    settings = tuple(args.set)
    apply_settings(settings)
    saved: list[str] = []
    tables = list(TABLES) if args.only is None else [ALL_TABLES[name] for name in args.only]
    rates: dict[str, float] = {}
    p99: dict[int, float] = {}
    rows: list[str] = []
    started = time.perf_counter()
    for table in tables:
        tasks = [
            (table, i, args.seed, budget, args.target, settings, args.oracle)
            for i in range(args.matches)
        ]
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                results = list(pool.map(_run, tasks, chunksize=4))
        else:
            results = [_run(task) for task in tasks]
        saved += (save_line(table, i, r) for i, r in enumerate(results))
        wins = sum(r.first_won for r in results)
        count = max(1, len(results))
        low, high = wilson(wins, len(results))
        rounds = sum(r.rounds for r in results) / count
        rates[table.name] = wins / count
        print(
            f"{table.label}: {wins}/{len(results)} wins, {100 * wins / count:.1f}% "
            f"(95% CI {100 * low:.1f}-{100 * high:.1f}%, fair share "
            f"{100 / table.seats:.1f}%), {rounds:.1f} rounds per match"
        )
        all_rounds = sum(r.rounds for r in results)
        rounds_won = sum(r.rounds_won for r in results)
        r_low, r_high = wilson(rounds_won, all_rounds)
        print(
            f"  {table.first}'s seat won {rounds_won}/{all_rounds} "
            f"rounds, {100 * rounds_won / max(1, all_rounds):.1f}% "
            f"(95% CI {100 * r_low:.1f}-{100 * r_high:.1f}%); "
            f"points over the others' mean: {sum(r.margin for r in results) / count:.1f}"
        )
        rows.append(
            f"| {table.first} | {table.second} | {table.seats} "
            f"| {100 * rounds_won / max(1, all_rounds):.1f}% of {all_rounds:,} "
            f"| {100 * r_low:.1f}-{100 * r_high:.1f}% "
            f"| {100 * wins / count:.1f}% of {len(results):,} "
            f"| {100 * low:.1f}-{100 * high:.1f}% | {100 / table.seats:.1f}% |"
        )
        for level in (table.first, table.second):
            spent = [t for r in results for t in r.times[level]]
            if level == "hard":
                p99[table.seats] = percentile(spent, 0.99)
            if spent:
                print(
                    f"  {level}: {len(spent)} decisions, mean "
                    f"{1000 * sum(spent) / len(spent):.3f} ms, "
                    f"p99 {1000 * percentile(spent, 0.99):.3f} ms, "
                    f"max {1000 * max(spent):.1f} ms"
                )
        searches = sum(r.searches for r in results)
        if searches:
            print(
                f"  hard searches: {searches}, "
                f"{sum(r.worlds for r in results) / searches:.1f} samples each, "
                f"timed out {100 * sum(r.timed_out for r in results) / searches:.1f}%, "
                f"left the heuristic {100 * sum(r.left for r in results) / searches:.1f}%"
            )
            worlds = sum(r.worlds for r in results)
            seconds = sum(sum(r.times.get("hard", ())) for r in results)
            print(f"  hard samples per ms of deciding: {worlds / 1000 / max(seconds, 1e-9):.2f}")
    if args.save is not None:
        args.save.write_text("".join(line + "\n" for line in saved))
    fixed = f", {budget.samples} samples a search" if budget.samples else ""
    changed = "".join(f", {m}.{n}={v:g}" for m, n, v in settings)
    changed += f", oracle: {args.oracle}" if args.oracle else ""
    print(
        f"elapsed: {time.perf_counter() - started:.0f} s, jobs: {args.jobs}, "
        f"hard budget: {budget.ms:g} ms / {budget.steps} turns{fixed}{changed}"
    )
    print("| ours | against | seats | rounds won | 95% interval ", end="")
    print("| matches won | 95% interval | fair |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    # The headline tables last, in a fixed order.
    headline = ["normal2", "hard2", "hard4", "hard6"]
    for table in sorted(tables, key=lambda t: headline.index(t.name) if t.name in headline else -1):
        print(f"{table.label}: {100 * rates[table.name]:.1f}%")
    if 6 in p99:
        print(f"hard p99 decision at 6 seats: {1000 * p99[6]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
