"""Deal the cards a seat cannot see, consistently with everything it has seen.

A sample (a "determinization") is one way the hidden cards could lie: every other hand and
the draw pile, in order. It holds exactly the unseen cards (the deck less the own hand, the
discard pile since the last reshuffle and the cards a challenge showed), gives each player
as many cards as they hold, puts the cards a challenge showed back in that hand (less those
played since), and keeps what the memory says a hand cannot hold (``Lack``): a player who
drew instead of playing gets no card that would have fitted then, except as many as they
have drawn since.

It reads the other players as sensible players (the normal level's rules, ``sensible``): a
Wild spent while nobody was nearly out says nothing else fitted, a Wild Draw Four that the
old colour was not held (W1), a plain card played when a Wild mattered that there was no
Wild (all three as ``Lack`` rules), a drawn card kept though it fitted that it is a Wild, and
a hand dealt to a player whose last play was a Wild is dealt again (up to ``REDEALS``
times) until it holds most of the colour named. A player who shows otherwise (a bluff, a
card a rule forbade) loses the reading it broke.

``Dealer`` prepares one decision's samples once and deals them fast, in the simulation's
card numbers.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from uno_tui.engine.cards import CARD_KINDS, Card, Color, Rank

from .memory import Decision, Lack, Memory
from .sim import (
    CARD_INDEX,
    COL,
    COLOR_INDEX,
    DANGER,
    NO_COLOR,
    PTS,
    RANK,
    REVERSE,
    SKIP,
    SMALL_HAND,
    W4,
    WILD,
)

#: Random picks tried for a card a hand may hold before looking through the whole pool.
TRIES = 8
#: Hands dealt again, at most, to a player whose hand does not explain their last play.
REDEALS = 12
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
        #: For each seat whose last play was from a hand we cannot see in full: that play
        #: in numbers (``sensible``), and how many cards were drawn since.
        self.plays: list[tuple[_Play, int] | None] = [None] * n
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
        #: For each seat: how many of its newest hidden cards are Wilds (drawn and kept).
        self.wilds = [
            0
            if s == memory.seat or self.known[s] or not memory.kept_wilds
            else min(memory.kept_wilds[s], self.slots[s])
            for s in range(n)
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
            rules = self.rules[seat]
            check = self.plays[seat]
            wilds = self.wilds[seat]
            count -= wilds
            for _ in range(REDEALS if check is not None else 1):
                self._fill(hand, count, wilds, rules, pool, rand)
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
                self._fill(hand, count, wilds, rules, pool, rand)
                if wilds:
                    _take_wilds(hand, wilds, pool, rand)
        m = len(pool)
        for i in range(m - 1, max(0, m - 1 - PILE_SHUFFLED), -1):
            j = int(rand() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        return hands, pool

    @staticmethod
    def _fill(
        hand: list[int],
        count: int,
        wilds: int,
        rules: list[tuple[tuple[bool, ...], int]],
        pool: list[int],
        rand: Callable[[], float],
    ) -> None:
        """Deal ``count`` cards from ``pool`` to ``hand``, each obeying the ``rules`` made
        before it came (``wilds`` newer ones are dealt apart)."""
        total = count + wilds
        for slot in range(count):
            masks = [mask for mask, free in rules if slot < total - free]
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


#: A play in numbers: card, colour named, colour and top rank before it, hand sizes before
#: it, the seat, the direction (+1 clockwise).
_Play = tuple[int, int, int, int, tuple[int, ...], int, int]


def decision_numbers(decision: Decision, seat: int) -> _Play:
    return (
        CARD_INDEX[decision.card],
        COLOR_INDEX[decision.named],
        COLOR_INDEX[decision.color],
        RANK[CARD_INDEX[decision.top]],
        decision.sizes,
        seat,
        1 if decision.clockwise else -1,
    )


def sensible(hand: list[int], play: _Play) -> bool:
    """Could a sensible player (the normal level's rules) holding ``hand`` have made
    ``play``? It plays a card that fits rather than a Wild unless the Wild matters (the next
    player or itself nearly out), the Wild Draw Four before the Wild and only when legal
    (W1), the fitting card that keeps most of its colour, sheds points and aims action cards
    at the player closest to going out; and it names the colour it holds most."""
    card, named, color, top_rank, sizes, seat, d = play
    if len(hand) != sizes[seat]:
        return True  # the memory lost count: no reading
    n = len(sizes)
    nxt = (seat + d) % n
    matters = sizes[nxt] <= DANGER or len(hand) <= SMALL_HAND
    has_color = False
    has_wild = False
    counts = [0, 0, 0, 0, 0]
    fits: list[int] = []
    for c in hand:
        col = COL[c]
        counts[col] += 1
        if col == color:
            has_color = True
            fits.append(c)
        elif col == NO_COLOR:
            has_wild = True
        elif RANK[c] == top_rank:
            fits.append(c)
    legal_w4 = W4 in hand and not has_color
    if COL[card] == NO_COLOR:
        if card == W4 and has_color:
            return False  # W1: never a bluff
        if fits and not matters:
            return False
        if card == WILD and legal_w4:
            return False  # the Wild Draw Four first
        rest = list(hand)
        rest.remove(card)
        return _majority(rest, color) == named
    if matters and (legal_w4 or WILD in hand):
        return False
    del has_wild
    closest = min(size for s, size in enumerate(sizes) if s != seat)
    prev = (seat - d) % n

    def score(c: int) -> float:
        value = counts[COL[c]] - 1 + PTS[c] / 10
        rank = RANK[c]
        if rank >= SKIP:
            target = nxt
            if rank == REVERSE and n > 2:
                target = nxt if sizes[nxt] < sizes[prev] else -1
            if target >= 0 and sizes[target] == closest:
                value += 3 + (10 if closest <= DANGER else 0)
            else:
                value -= 2
        return value

    mine = score(card)
    return all(score(c) <= mine + 1e-9 for c in fits)


def _majority(rest: list[int], default: int) -> int:
    """The colour the normal level names keeping ``rest``: the most cards, then the most
    points, then the first in ``COLORS``."""
    counts = [0, 0, 0, 0]
    pts = [0, 0, 0, 0]
    for c in rest:
        col = COL[c]
        if col != NO_COLOR:
            counts[col] += 1
            pts[col] += PTS[c]
    best = max(range(4), key=lambda i: (counts[i], pts[i]))
    return best if counts[best] else default
