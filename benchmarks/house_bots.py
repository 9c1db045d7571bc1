"""The hard level at house-rule tables: one hard seat against three normal ones.

    nice -n 10 python benchmarks/house_bots.py [--games N] [--seed S] [--target POINTS]
                                               [--only SET ...] [--level LEVEL]
                                               [--steps N] [--set MODULE.NAME=VALUE ...]

For each house-rule set (``stacking``: HR1 and HR2; ``stacking-mixed``: HR3;
``seven-o``: HR4; ``draw-to-match``: HR5; ``all``: every one of them with the 4-card UNO
penalty, HR7, but jump-in, which needs hosted tables) it plays ``--games`` seeded 4-seat
games (matches to ``--target``), one seat of ``--level`` (hard) and three normal seats,
the lone seat moving one place round the table every game so that it sits everywhere
equally often. Then, in the same process and from the same seeds (the same deals, seats
and bot seeds), it plays the same games with four normal seats: the reference. It prints
the lone seat's win rate beside the reference's for the same seat, each with a 95%
Wilson interval, and the rounds it won. The two runs share every deal, so most of the
luck is the same on both sides; the paired difference per game (with its 95% interval)
is the figure to read.

Not part of the test suite: a run of 300 games a set takes a few minutes on one core.
Run it ``nice -n 10`` on a shared machine.
"""

from __future__ import annotations

import argparse
import importlib
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_tui.bots import LEVELS, Bot, Budget, make_bot, tell
from uno_tui.engine import Game, NextRound, Phase, make_setup, seat_view
from uno_tui.engine.rules import Rules

SEATS = 4
RULE_SETS: dict[str, Rules] = {
    "stacking": Rules(stack_draw_two=True, stack_wild_draw_four=True),
    "stacking-mixed": Rules(stack_mixed=True),
    "seven-o": Rules(seven_o=True),
    "draw-to-match": Rules(draw_to_match=True),
    "all": Rules(
        stack_draw_two=True,
        stack_wild_draw_four=True,
        stack_mixed=True,
        seven_o=True,
        draw_to_match=True,
        uno_penalty=4,
    ),
}
#: The hard level's thinking: a number of simulated turns and no clock, so that a seed
#: always plays the same whatever the load (``--steps``; the app's budget is 20 ms and
#: 6,000 steps, some 130 samples a search at 4 seats on a quiet machine; 2,000 give some
#: 45, where BOTS.md found more hardly help).
STEPS = 2000


def ask_reactions(game: Game, bots: Sequence[Bot]) -> None:
    """While an UNO window is open, the bots in order of reaction delay may catch or say
    UNO late; the first that does closes the window (as the app does)."""
    if game.uno_window is None:
        return
    for bot in sorted(bots, key=lambda b: b.reaction_delay()):
        action = bot.react(seat_view(game, bot.seat))
        if action is not None:
            tell(bots, game.apply(action))
            return


def play_game(
    rules: Rules, index: int, seed: int, level: str, target: int, budget: Budget
) -> tuple[bool, int]:
    """Game ``index``: ``level`` at seat ``index % SEATS``, normal elsewhere. Returns
    whether that seat won the match, and how many rounds it won."""
    lone = index % SEATS
    levels = ["normal"] * SEATS
    levels[lone] = level
    game_seed = seed * 1_000_003 + index
    bots = [make_bot(levels[s], s, game_seed * 7 + s + 1, budget=budget) for s in range(SEATS)]
    names = tuple(f"P{s}" for s in range(SEATS))
    game = Game(make_setup(names, target=target, seed=game_seed, rules=rules))
    tell(bots, game.events)
    for _ in range(200_000):
        phase = game.phase
        if phase is Phase.GAME_OVER:
            break
        if phase is Phase.ROUND_OVER:
            tell(bots, game.apply(NextRound()))
            continue
        seat = game.current
        assert seat is not None
        action = bots[seat].choose(seat_view(game, seat))
        tell(bots, game.apply(action))
        ask_reactions(game, bots)
    else:  # pragma: no cover - a game that never ends is a bug
        raise AssertionError(f"game {index} did not end")
    rounds = sum(1 for winner, _ in game.round_results if winner == lone)
    return game.winner == lone, rounds


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def paired(diffs: Sequence[int]) -> tuple[float, float]:
    """The mean of ``diffs`` and the half-width of its 95% interval."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=500)
    parser.add_argument("--level", choices=LEVELS, default="hard")
    parser.add_argument("--steps", type=int, default=STEPS)
    parser.add_argument("--only", nargs="+", choices=sorted(RULE_SETS), default=None)
    parser.add_argument(
        "--set",
        nargs="*",
        default=[],
        metavar="MODULE.NAME=VALUE",
        help="change a tuning constant of uno_tui.bots, e.g. househard.KEEP_STACKER=0",
    )
    args = parser.parse_args(argv)
    for setting in args.set:
        target, value = setting.split("=")
        module, name = target.rsplit(".", 1)
        setattr(importlib.import_module(f"uno_tui.bots.{module}"), name, float(value))
    names = args.only or list(RULE_SETS)
    print(
        f"{args.games} games a set, 4 seats, to {args.target}, seed {args.seed}, "
        f"{args.steps} steps a search: the lone seat"
    )
    for name in names:
        rules = RULE_SETS[name]
        start = time.perf_counter()
        budget = Budget(ms=60_000.0, steps=args.steps)
        lone = [
            play_game(rules, i, args.seed, args.level, args.target, budget)
            for i in range(args.games)
        ]
        ref = [
            play_game(rules, i, args.seed, "normal", args.target, budget) for i in range(args.games)
        ]
        took = time.perf_counter() - start
        n = args.games
        won, ref_won = sum(w for w, _ in lone), sum(w for w, _ in ref)
        lo, hi = wilson(won, n)
        rlo, rhi = wilson(ref_won, n)
        mean, half = paired([int(a[0]) - int(b[0]) for a, b in zip(lone, ref, strict=True)])
        rounds, ref_rounds = sum(r for _, r in lone), sum(r for _, r in ref)
        print(
            f"{name}: {args.level} {100 * won / n:.1f}% ({100 * lo:.1f}-{100 * hi:.1f}), "
            f"normal in the same seat {100 * ref_won / n:.1f}% ({100 * rlo:.1f}-{100 * rhi:.1f}); "
            f"paired {mean:+.3f} +- {half:.3f} games a game; rounds won {rounds} vs "
            f"{ref_rounds}; {took:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
