"""A benchmark-only yardstick: the hard level's search when its samples are the true state.

``benchmarks/bots.py --oracle hand`` (or ``pile``) makes every hard seat's search deal,
instead of a sample of the hidden cards, the cards as they really lie: every other hand as
it is (``hand``: the draw pile's cards shuffled anew each sample; ``pile``: the draw pile
in its true order too; ``wilds``: each other hand sampled as the package does, then given
its true Wilds, its other cards sampled; ``plain``: each other hand's true plain cards,
and as many Wilds as the package's sample gave it). Everything else is hard's own: its
first choice, the look-ahead's players (the normal level), the leaf value. What ``hand``
wins is the ceiling of better inference alone for this search: no reading of the hidden
cards can give more than the cards themselves; ``wilds`` and ``plain`` tell which part of
the hand is worth reading; ``voids``: the package's samples, each dealt again until every
other hand lacks exactly the colours it truly lacks. ``mixread`` is not an oracle: the
package's samples that a perfect reader of MixBot's policy would keep (``mixread.py``).

It replaces ``uno_tui.bots.search.Dealer`` in this process only; the package never
imports this module, and a hard bot in play never sees a hidden card.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import mixread

from uno_tui.bots import search as search_module
from uno_tui.bots.sim import CARD_INDEX, COL, NO_COLOR
from uno_tui.engine import Game

MODES = ("hand", "pile", "wilds", "plain", "voids", "mixread")

#: The game being played and the mode (set by ``watch`` for each match).
_current: tuple[Game, str] | None = None
_real_dealer = search_module.Dealer
Hands = list[list[int]]
#: Modes that mix the true hands with the package's samples.
HALF = ("wilds", "plain", "voids")
#: ``voids``: samples dealt, at most, to find one whose other hands lack the colours the
#: true hands lack, and no other.
VOID_TRIES = 64


class OracleDealer:
    """Deals the true state of ``_current``'s game (``search.Dealer``'s interface)."""

    def __init__(self, memory: Any, hand: Sequence[Any], draw_pile: int, *rest: Any) -> None:
        assert _current is not None
        self.game, self.mode = _current
        assert len(self.game.draw_pile) == draw_pile
        self.me = memory.seat
        self.real = _real_dealer(memory, hand, draw_pile, *rest) if self.mode in HALF else None

    def deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        index = CARD_INDEX
        hands = [[index[c] for c in hand] for hand in self.game.hands]
        pile = [index[c] for c in self.game.draw_pile]
        if self.real is not None and self.mode == "voids":
            return self._voids(hands, rng)
        if self.real is not None:
            return self._half(hands, rng)
        if self.mode == "hand":
            rng.shuffle(pile)
        return hands, pile

    def _voids(self, truth: Hands, rng: random.Random) -> tuple[Hands, list[int]]:
        assert self.real is not None
        want = [_colors(hand) for hand in truth]
        for _ in range(VOID_TRIES):
            hands, pile = self.real.deal(rng)
            if all(s == self.me or _colors(h) == want[s] for s, h in enumerate(hands)):
                break
        return hands, pile

    def _half(
        self, truth: list[list[int]], rng: random.Random
    ) -> tuple[list[list[int]], list[int]]:
        """A sample whose other hands hold their true Wilds (``wilds``) or their true plain
        cards (``plain``), the rest as the package's sample has it."""
        assert self.real is not None
        sampled, pile = self.real.deal(rng)
        rest = Counter(pile)
        for s, hand in enumerate(sampled):
            if s != self.me:
                rest.update(hand)
        out = [list(sampled[self.me]) if s == self.me else [] for s in range(len(sampled))]
        wanted_wild = self.mode == "wilds"
        for s, true_hand in enumerate(truth):
            if s == self.me:
                continue
            keep = [c for c in true_hand if (COL[c] == NO_COLOR) == wanted_wild]
            out[s] = keep
            rest.subtract(keep)
        for s, hand in enumerate(sampled):
            if s == self.me:
                continue
            # Fill up with the sample's own cards of the other kind, then any left.
            for c in hand:
                if len(out[s]) < len(hand) and (COL[c] == NO_COLOR) != wanted_wild and rest[c] > 0:
                    out[s].append(c)
                    rest[c] -= 1
        for s, hand in enumerate(sampled):
            if s == self.me:
                continue
            others = [c for c in (+rest).elements() if (COL[c] == NO_COLOR) != wanted_wild]
            others += [c for c in (+rest).elements() if (COL[c] == NO_COLOR) == wanted_wild]
            for c in others[: len(hand) - len(out[s])]:
                out[s].append(c)
                rest[c] -= 1
        left = list((+rest).elements())
        rng.shuffle(left)
        assert [len(h) for h in out] == [len(h) for h in sampled] and len(left) == len(pile)
        return out, left


def _colors(hand: Sequence[int]) -> set[int]:
    return {COL[c] for c in hand if COL[c] != NO_COLOR}


def watch(game: Game, mode: str | None) -> None:
    """From now on in this process, every hard search deals ``game``'s true state
    (``mode``: ``MODES``), or samples as the package does (``None``)."""
    global _current
    mixread.watch(None)
    if mode is None or mode == "mixread":
        _current = None
        search_module.Dealer = _real_dealer  # type: ignore[misc]
        if mode == "mixread":
            mixread.watch(game)
        return
    assert mode in MODES
    _current = (game, mode)
    search_module.Dealer = OracleDealer  # type: ignore[misc,assignment]
