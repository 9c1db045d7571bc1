"""Deal the cards a seat cannot see, consistently with everything it has seen.

A sample (a "determinization") is one way the hidden cards could lie: every other hand and
the draw pile, in order. It holds exactly the unseen cards (the deck less the own hand, the
discard pile since the last reshuffle and the cards a challenge showed), gives each player
as many cards as they hold, puts the cards a challenge showed back in that hand (less those
played since), and keeps what the memory says a hand cannot hold (``Lack``): a player who
drew instead of playing gets no card that would have fitted then, except as many as they
have drawn since.

It reads the other players as sensible players (``readings``): what their plays this round
say they did not hold becomes more rules of what a hand cannot hold
(``readings.better_cards``), a drawn card kept though it fitted is dealt as a Wild, and a
hand dealt to a player whose last play was a Wild is dealt again (up to ``REDEALS`` times)
until it could have made that play (``readings.sensible``).

``Dealer`` prepares one decision's samples once and deals them fast, in the simulation's
card numbers.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from uno_tui.engine.cards import CARD_KINDS, Card, Color, Rank

from .clues import Lack
from .memory import Memory
from .readings import Play, better_cards, decision_numbers, history, sensible
from .sim import CARD_INDEX, COL, NO_COLOR

#: Random picks tried for a card a hand may hold before looking through the whole pool.
TRIES = 8
#: Hands dealt again, at most, to a player whose hand does not explain their last play.
REDEALS = 12
#: How many cards from the top of the sampled draw pile are shuffled: more than a look-ahead
#: draws (at 6 seats 24 at most in 55,000 look-aheads; the rest of the pile lies in no
#: particular order).
PILE_SHUFFLED = 28


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
        #: For each seat whose last play was from a hand we cannot see in full: that play
        #: in numbers (``readings.sensible``), and how many cards were drawn since.
        self.plays: list[tuple[Play, int] | None] = [None] * n
        if memory.decisions:
            for s in range(n):
                decision = memory.decisions[s]
                if (
                    decision is not None
                    and decision.card.is_wild
                    and s != memory.seat
                    and not self.known[s]
                ):
                    self.plays[s] = (decision_numbers(decision, s), memory.drawn_since[s])
        # A player's plain plays this round say which cards it did not hold (``readings``).
        if memory.logs:
            for s in range(n):
                log = memory.logs[s]
                if s != memory.seat and log and not self.known[s]:
                    reads = history(log, s)
                    if reads is not None:
                        self.rules[s] += better_cards(reads, self.slots[s])
        #: For each seat: how many of its newest hidden cards are Wilds (drawn and kept).
        self.wilds = [
            0
            if s == memory.seat or self.known[s] or not memory.kept_wilds
            else min(memory.kept_wilds[s], self.slots[s])
            for s in range(n)
        ]
        #: For each seat, by hidden card from the oldest: the card numbers it may not be
        #: (a bit each), every rule made before it came at once.
        self.forbidden: list[list[int]] = [
            _forbidden(self.rules[s], self.slots[s], self.wilds[s]) for s in range(n)
        ]
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
            forbidden = self.forbidden[seat]
            check = self.plays[seat]
            wilds = self.wilds[seat]
            count -= wilds
            for _ in range(REDEALS if check is not None else 1):
                self._fill(hand, forbidden, pool, rand)
                if wilds:
                    _take_wilds(hand, wilds, pool, rand)
                if check is None:
                    break
                play, drawn = check
                then = hand[: max(0, len(hand) - drawn)]
                then.append(play[0])
                if sensible(then, play):
                    break
                pool += hand
                hand.clear()
            else:
                self._fill(hand, forbidden, pool, rand)
                if wilds:
                    _take_wilds(hand, wilds, pool, rand)
        m = len(pool)
        for i in range(m - 1, max(0, m - 1 - PILE_SHUFFLED), -1):
            j = int(rand() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        return hands, pool

    @staticmethod
    def _fill(
        hand: list[int], forbidden: Sequence[int], pool: list[int], rand: Callable[[], float]
    ) -> None:
        """Deal a card from ``pool`` to ``hand`` for each of ``forbidden`` (the cards each
        may not be: ``_forbidden``)."""
        for bits in forbidden:
            m = len(pool)
            j = int(rand() * m)
            if bits:
                for _ in range(TRIES):
                    if not (bits >> pool[j]) & 1:
                        break
                    j = int(rand() * m)
                else:
                    j = _first_allowed(pool, bits, j)
            hand.append(pool[j])
            pool[j] = pool[-1]
            pool.pop()


def _forbidden(rules: Sequence[tuple[tuple[bool, ...], int]], slots: int, wilds: int) -> list[int]:
    """For each hidden card but the ``wilds`` newest, from the oldest: the card numbers it
    may not be, as bits, from the ``rules`` made before it came (a rule sparing ``free``
    cards does not bind the ``free`` newest)."""
    out: list[int] = []
    for slot in range(slots - wilds):
        bits = 0
        for mask, free in rules:
            if slot < slots - free:
                bits |= _bits(mask)
        out.append(bits)
    return out


_BITS: dict[tuple[bool, ...], int] = {}


def _bits(mask: tuple[bool, ...]) -> int:
    bits = _BITS.get(mask)
    if bits is None:
        bits = _BITS[mask] = sum(1 << i for i, forbids in enumerate(mask) if forbids)
    return bits


def _take_wilds(hand: list[int], count: int, pool: list[int], rand: Callable[[], float]) -> None:
    """Move ``count`` Wilds (of either kind) from ``pool`` to ``hand``, as far as the pool
    has them; other cards where it has none left."""
    for _ in range(count):
        found = [j for j, card in enumerate(pool) if COL[card] == NO_COLOR]
        j = found[int(rand() * len(found))] if found else int(rand() * len(pool))
        hand.append(pool[j])
        pool[j] = pool[-1]
        pool.pop()


_MASKS: dict[tuple[Color | None, Rank | None, bool], tuple[bool, ...]] = {}


def _mask(lack: Lack) -> tuple[bool, ...]:
    """By card number: does ``lack`` forbid it?"""
    key = (lack.color, lack.rank, lack.wilds)
    mask = _MASKS.get(key)
    if mask is None:
        mask = _MASKS[key] = tuple(lack.forbids(card) for card in CARD_KINDS)
    return mask


def _first_allowed(pool: list[int], bits: int, start: int) -> int:
    """The first card from ``start`` on (wrapping round) that ``bits`` allows, else
    ``start``."""
    m = len(pool)
    for k in range(m):
        j = (start + k) % m
        if not (bits >> pool[j]) & 1:
            return j
    return start
