"""How close the hard level's samples come to the hidden hands: a yardstick for readings.

    python benchmarks/beliefs.py [--only TABLE] [--matches N] [--seed S] [--deals K]
                                 [--set MODULE.NAME=VALUE ...]

Plays ``benchmarks/bots.py``'s matches (one hard seat, ``--samples 40``) and at every search
deals ``--deals`` more samples of the hidden cards, with a random generator of their own
(so the play is the same as without this script), and sets them against the true hands:

- voids: for each other hand and colour, the share of samples in which the hand lacks the
  colour, scored against whether it truly does (Brier score and log loss; lower is
  better). The ``voids`` oracle of ``oracle.py`` says this is what is most worth reading
  against MixBot at two seats;
- Wilds: the mean number of Wilds the samples give a hand, against the true mean;
- where the voids' error lies: the same judgements split by whether the hand truly lacks
  the colour and whether the memory read it void (a rule forbidding every card of the
  colour, from a draw on it mostly) with how many cards drawn since, each part's share of
  the Brier score and its mean sampled chance of a void (against the part's true rate,
  its calibration).

Readings are compared by running it twice, e.g. with ``--set readings.READS=1``: the
matches are seeded as in ``bots.py``, though a change of reading changes the play and so
the decisions measured. A dozen matches give some 10,000 colour judgements.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bots
import oracle

from uno_tui.bots import Budget
from uno_tui.bots import search as search_module
from uno_tui.bots.sample import Dealer
from uno_tui.bots.sim import CARD_INDEX, COL, NO_COLOR
from uno_tui.engine import Game


class Tally:
    def __init__(self) -> None:
        self.judgements = 0
        self.brier = 0.0
        self.log_loss = 0.0
        self.hands = 0
        self.true_wilds = 0
        self.sampled_wilds = 0.0
        #: By (truly void, cards drawn since the colour was read void, ``UNREAD`` when
        #: it was not): judgements, their Brier sum and their sampled void sum.
        self.parts: dict[tuple[bool, int], list[float]] = {}

    def add(
        self, truth: Sequence[int], dealt: Sequence[Sequence[int]], read: Sequence[int]
    ) -> None:
        k = len(dealt)
        for color in range(4):
            void = all(COL[c] != color for c in truth)
            p = sum(all(COL[c] != color for c in hand) for hand in dealt) / k
            self.brier += (p - void) ** 2
            part = self.parts.setdefault((void, read[color]), [0, 0.0, 0.0])
            part[0] += 1
            part[1] += (p - void) ** 2
            part[2] += p
            q = min(max(p, 0.02), 0.98)
            self.log_loss -= math.log(q if void else 1.0 - q)
            self.judgements += 1
        self.hands += 1
        self.true_wilds += sum(1 for c in truth if COL[c] == NO_COLOR)
        self.sampled_wilds += sum(1 for h in dealt for c in h if COL[c] == NO_COLOR) / k


#: ``Tally.parts``: no rule of the memory forbids every card of the colour.
UNREAD = 99
#: Cards drawn since a void was read, at most, told apart (more count as this many).
AGES = 3


def void_reads(rules: Sequence[tuple[Sequence[bool], int]], slots: int) -> list[int]:
    """By colour: the fewest cards drawn since a rule forbade every card of it (a draw
    on it, mostly), at most ``AGES``; ``UNREAD`` if no rule did."""
    out = []
    for color in range(4):
        ages = [
            min(free, AGES)
            for mask, free in rules
            if free < slots and all(mask[k] for k in range(len(mask)) if COL[k] == color)
        ]
        out.append(min(ages, default=UNREAD))
    return out


TALLY = Tally()
_game: list[Game] = []
DEALS = 24


class Probe(Dealer):
    """The package's ``Dealer``, which also scores ``DEALS`` samples of its own."""

    def __init__(self, memory: Any, hand: Sequence[Any], draw_pile: int, *rest: Any) -> None:
        super().__init__(memory, hand, draw_pile, *rest)
        truth = [[CARD_INDEX[c] for c in h] for h in _game[0].hands]
        rng = random.Random(TALLY.hands)
        samples = [Dealer.deal(self, rng)[0] for _ in range(DEALS)]
        for seat, hand in enumerate(truth):
            if seat != self.me and self.slots[seat]:
                reads = void_reads(self.rules[seat], self.slots[seat])
                TALLY.add(hand, [s[seat] for s in samples], reads)


def _watch(game: Game, mode: str | None) -> None:
    _game[:] = [game]
    search_module.Dealer = Probe  # type: ignore[misc]


def main(argv: Sequence[str] | None = None) -> int:
    global DEALS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="hard-mixbot2", choices=list(bots.ALL_TABLES))
    parser.add_argument("--matches", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--set", type=bots.parse_setting, action="append", default=[])
    args = parser.parse_args(argv)
    DEALS = args.deals
    bots.apply_settings(args.set)
    oracle.watch = _watch
    table = bots.ALL_TABLES[args.only]
    for i in range(args.matches):
        bots.play_match(table, i, args.seed, Budget(20.0, 6000, 40))
    t = TALLY
    n = max(1, t.judgements)
    h = max(1, t.hands)
    print(
        f"{args.only}, {args.matches} matches, {t.hands} hands judged: voids Brier "
        f"{t.brier / n:.4f}, log loss {t.log_loss / n:.4f}; Wilds a hand: true "
        f"{t.true_wilds / h:.2f}, sampled {t.sampled_wilds / h:.2f}"
    )
    for (void, age), (count, brier, p) in sorted(t.parts.items()):
        read = (
            "not read void"
            if age == UNREAD
            else f"read void, {age}{'+' * (age == AGES)} drawn since"
        )
        print(
            f"  truly {'void' if void else 'held'}, {read}: {int(count)} judgements, Brier "
            f"{brier / n:.4f} of the whole, sampled void {p / max(1, count):.3f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
