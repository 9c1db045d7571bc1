"""How fast the hard level searches: samples per millisecond of CPU, and instructions per
sample, on the same decisions whatever the search does.

    python benchmarks/search_speed.py [--matches N] [--seats S] [--samples K] [--callgrind]

It first plays ``--matches`` seeded matches (to 200) at a table of ``--seats`` with one hard
seat among normal ones, the hard seat playing its heuristics only, and keeps every decision
it would search (its memory, view, moves); so the decisions do not depend on the search, and
two versions of the search are timed on the same ones. Then it searches each of them with
exactly ``--samples`` samples (``Budget.samples``) and prints the samples dealt, the CPU time
(``time.process_time``: little disturbed by other work on the machine) and samples per ms.

``--callgrind`` counts instructions instead, which load does not change at all: it runs the
searches under ``valgrind --tool=callgrind`` twice, once and twice over, and divides the
difference by the samples of one pass (so recording the decisions is not counted).
"""

from __future__ import annotations

import argparse
import copy
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_tui.bots import Budget, make_bot, tell
from uno_tui.bots.hard import HardBot
from uno_tui.bots.memory import Memory
from uno_tui.bots.search import Move, Stats, search
from uno_tui.bots.tactics import Moves
from uno_tui.engine import Action, Game, NextRound, Phase, SeatView, make_setup, seat_view

Decision = tuple[Memory, SeatView, list[Move], int]


class Recorder(HardBot):
    """A hard bot that plays its heuristic and keeps each decision it would search."""

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed, budget=Budget(samples=1))
        self.kept: list[Decision] = []

    def _weigh(self, view: SeatView, m: Moves, heuristic: Action) -> Action:
        candidates = self._candidates(view, m)
        actions = [c.action for c in candidates]
        mem = self.memory
        if (
            len(candidates) >= 2
            and heuristic in actions
            and len(mem.discard) == view.discard_pile
            and mem.top is view.top
        ):
            self.kept.append((copy.deepcopy(mem), view, candidates, actions.index(heuristic)))
        return heuristic


def record(matches: int, seats: int) -> list[Decision]:
    kept: list[Decision] = []
    for index in range(matches):
        hard = index % seats
        bots = [
            Recorder(s, index * 7 + s) if s == hard else make_bot("normal", s, index * 7 + s)
            for s in range(seats)
        ]
        game = Game(make_setup(tuple(f"P{s}" for s in range(seats)), target=200, seed=index))
        tell(bots, game.events)
        while game.phase is not Phase.GAME_OVER:
            if game.phase is Phase.ROUND_OVER:
                tell(bots, game.apply(NextRound()))
                continue
            seat = game.current
            assert seat is not None
            tell(bots, game.apply(bots[seat].choose(seat_view(game, seat))))
            if game.uno_window is not None:
                for bot in bots:
                    action = bot.react(seat_view(game, bot.seat))
                    if action is not None:
                        tell(bots, game.apply(action))
                        break
        bot = bots[hard]
        assert isinstance(bot, Recorder)
        kept += bot.kept
    return kept


def run(decisions: Sequence[Decision], samples: int, passes: int) -> tuple[int, float]:
    """Search every decision ``passes`` times; the samples of one pass and the CPU time."""
    budget = Budget(samples=samples)
    stats = Stats()
    started = time.process_time()
    for p in range(passes):
        for i, (memory, view, moves, prior) in enumerate(decisions):
            search(memory, view, moves, prior, budget, random.Random(i), stats if p == 0 else None)
    return stats.worlds, time.process_time() - started


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=6)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--samples", type=int, default=60)
    parser.add_argument("--passes", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--callgrind", action="store_true")
    args = parser.parse_args(argv)
    if args.callgrind:
        counts = []
        worlds = 0
        with tempfile.TemporaryDirectory() as scratch:
            for passes in (1, 2):
                out = Path(scratch) / f"cg.{passes}"
                command = [
                    "valgrind",
                    "--tool=callgrind",
                    f"--callgrind-out-file={out}",
                    sys.executable,
                    __file__,
                    f"--passes={passes}",
                    f"--matches={args.matches}",
                    f"--seats={args.seats}",
                    f"--samples={args.samples}",
                ]
                proc = subprocess.run(
                    command,
                    capture_output=True,
                    text=True,
                    check=True,
                )
                found = re.search(r"samples: (\d+)", proc.stdout)
                total = re.search(r"^totals: (\d+)", out.read_text(), re.MULTILINE)
                assert found is not None and total is not None
                worlds = int(found[1])
                counts.append(int(total[1]))
        per = (counts[1] - counts[0]) / max(1, worlds)
        print(f"{worlds} samples a pass; {per / 1e3:.1f} k instructions per sample (callgrind)")
        return 0
    decisions = record(args.matches, args.seats)
    worlds, spent = run(decisions, args.samples, max(1, args.passes))
    print(f"decisions: {len(decisions)}, samples: {worlds}")
    if not args.passes:
        print(
            f"CPU {spent:.2f} s, {worlds / 1000 / spent:.2f} samples per ms, "
            f"{1000 * spent / max(1, len(decisions)):.2f} ms a search of {args.samples} samples"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
