"""Deal the cards a seat cannot see, consistently with everything it has seen.

A sample (a "determinization") is one way the hidden cards could lie: every other hand and
the draw pile, in order. It holds exactly the unseen cards (the deck less the own hand, the
discard pile since the last reshuffle and the cards a challenge showed), gives each player
as many cards as they hold, puts the cards a challenge showed back in that hand (less those
played since), and keeps what the memory says a hand cannot hold (``Lack``): a player who
drew instead of playing gets no card that would have fitted then, except as many as they
have drawn since.

``Dealer`` prepares one decision's samples once and deals them fast, in the simulation's
card numbers.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from uno_tui.engine.cards import CARD_KINDS, Card, Color, Rank

from .memory import Lack, Memory
from .sim import CARD_INDEX

#: Random picks tried for a card a hand may hold before looking through the whole pool.
TRIES = 8
#: How many cards from the top of the sampled draw pile are shuffled: more than a look-ahead
#: draws (the rest of the pile lies in no particular order).
PILE_SHUFFLED = 48


class Inconsistent(Exception):
    """The memory and the view disagree (a host that did not call ``observe``)."""


class Dealer:
    """Samples of the hidden cards for one decision of ``memory``'s seat."""

    def __init__(
        self,
        memory: Memory,
        hand: Sequence[Card],
        draw_pile: int,
        unseen: Counter[Card] | None = None,
    ) -> None:
        if unseen is None:
            unseen = memory.unseen(hand)
        index = CARD_INDEX
        self.pool = [index[card] for card in unseen.elements()]
        n = len(memory.sizes)
        self.me = memory.seat
        self.slots = [0 if s == memory.seat else memory.unknown_cards(s) for s in range(n)]
        if sum(self.slots) + draw_pile != len(self.pool):
            raise Inconsistent(
                f"{len(self.pool)} unseen cards for {sum(self.slots)} hidden + {draw_pile}"
            )
        self.hand = [index[card] for card in hand]
        self.known = [
            [] if s == memory.seat else [index[c] for c in memory.known[s].elements()]
            for s in range(n)
        ]
        #: For each seat: (which card numbers it forbids, how many hidden cards it spares).
        self.rules: list[list[tuple[tuple[bool, ...], int]]] = [
            [(_mask(lack), lack.free) for lack in lacks] for lacks in memory.lacks
        ] or [[] for _ in range(n)]
        # The most constrained hands first, so that they find the cards they may hold.
        self.order = sorted(
            (s for s in range(n) if self.slots[s]),
            key=lambda s: -sum(self.slots[s] - free for _, free in self.rules[s]),
        )

    def deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        """One sample: every seat's hand (the own one as it is) and the draw pile, top
        last. The oldest hidden card of a hand obeys every rule, the newest only the rules
        made after it was drawn; when no card in the pool obeys, the rules are set aside
        (they were guesses: T3 lets anyone draw)."""
        pool = list(self.pool)
        rand = rng.random
        hands = [list(known) for known in self.known]
        hands[self.me] = list(self.hand)
        for seat in self.order:
            hand = hands[seat]
            count = self.slots[seat]
            rules = self.rules[seat]
            for slot in range(count):
                masks = [mask for mask, free in rules if slot < count - free]
                m = len(pool)
                j = int(rand() * m)
                if masks:
                    for _ in range(TRIES):
                        card = pool[j]
                        if not any(mask[card] for mask in masks):
                            break
                        j = int(rand() * m)
                    else:
                        j = _first_allowed(pool, masks, j)
                hand.append(pool[j])
                pool[j] = pool[-1]
                pool.pop()
        m = len(pool)
        for i in range(m - 1, max(0, m - 1 - PILE_SHUFFLED), -1):
            j = int(rand() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        return hands, pool


_MASKS: dict[tuple[Color | None, Rank | None, bool], tuple[bool, ...]] = {}


def _mask(lack: Lack) -> tuple[bool, ...]:
    """By card number: does ``lack`` forbid it?"""
    key = (lack.color, lack.rank, lack.wilds)
    mask = _MASKS.get(key)
    if mask is None:
        mask = _MASKS[key] = tuple(lack.forbids(card) for card in CARD_KINDS)
    return mask


def _first_allowed(pool: list[int], masks: list[tuple[bool, ...]], start: int) -> int:
    """The first card from ``start`` on (wrapping round) that no mask forbids, else
    ``start``."""
    m = len(pool)
    for k in range(m):
        j = (start + k) % m
        card = pool[j]
        if not any(mask[card] for mask in masks):
            return j
    return start
