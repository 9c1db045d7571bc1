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
Wild (all three as ``Lack`` rules), a drawn card kept though it fitted that it is a Wild, a
plain card played that the player held no better card of its colour (the most points, or an
action card aimed at the player closest to going out: ``better_cards``, from every play of
the round, ``Memory.logs``), and a hand dealt to a player whose last play was a Wild is
dealt again (up to ``REDEALS`` times) until it holds most of the colour named. A player who
shows otherwise (a bluff, a card a rule forbade) loses the reading it broke.

``Dealer`` prepares one decision's samples once and deals them fast, in the simulation's
card numbers.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from uno_tui.engine.cards import CARD_KINDS, Card, Color, Rank

from .clues import Decision, Drew, Lack, LogEntry
from .memory import Memory
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
        # A player's plain plays this round say which cards it did not hold (``history``).
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


#: What ``history`` reads: how many cards a player drew (``DREW``), a card played from the
#: hand (``PLAYED``, with the play in numbers, ``_Play``) or the card just drawn played at
#: once (``PLAYED_DRAWN``); newest first.
DREW = 0
PLAYED = 1
PLAYED_DRAWN = 2
_Op = tuple[int, int, "_Reading | None"]
#: How many plays of one player are read, at most (the newest).
READS = 8


def history(log: Sequence[LogEntry], seat: int) -> list[_Op] | None:
    """``seat``'s hand changes (``Memory.logs``), newest first, in numbers, back to the
    ``READS``-th play from the hand; None if there is no play to read."""
    ops: list[_Op] = []
    plays = 0
    for entry in reversed(log):
        if isinstance(entry, Drew):
            ops.append((DREW, entry.count, None))
        elif isinstance(entry, Decision):
            ops.append((PLAYED, CARD_INDEX[entry.card], reading(decision_numbers(entry, seat))))
            plays += 1
            if plays >= READS:
                break
        else:
            ops.append((PLAYED_DRAWN, CARD_INDEX[entry], None))
    return ops if plays else None


_BETTER: dict[tuple[int, float, tuple[float, ...]], tuple[bool, ...]] = {}


def better_cards(ops: Sequence[_Op], hidden: int) -> list[tuple[tuple[bool, ...], int]]:
    """Rules for dealing (a mask of the card numbers forbidden, and how many of the newest
    hidden cards are spared) from a player's plain plays (``history``): a sensible player
    plays the best card of a colour it has (the most points; an action card when it is
    aimed well), so it held no better card of the colour it played, apart from the cards
    it has drawn since."""
    rules: list[tuple[tuple[bool, ...], int]] = []
    drawn = 0
    for kind, value, read in ops:
        if kind == DREW:
            drawn += value
        elif kind == PLAYED_DRAWN:
            drawn -= 1
        elif read is not None and COL[value] != NO_COLOR and drawn < hidden:
            base = read[6]
            color = COL[value]
            key = (color, base[value], base)
            mask = _BETTER.get(key)
            if mask is None:
                limit = base[value] + 1e-9
                mask = _BETTER[key] = tuple(
                    COL[c] == color and base[c] > limit for c in range(len(CARD_KINDS))
                )
            if any(mask):
                rules.append((mask, max(0, drawn)))
    return rules


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


#: ``sensible`` made quick for one play: the card, colour named, colour and top rank before
#: it, the hand size then, whether a Wild mattered because of the next player, and by card
#: number the part of a card's score that does not depend on the hand (None for a Wild).
_Reading = tuple[int, int, int, int, int, bool, tuple[float, ...]]
_BASES: dict[tuple[float, float], tuple[float, ...]] = {}


def reading(play: _Play) -> _Reading:
    """``play`` ready for ``explains``."""
    card, named, color, top_rank, sizes, seat, d = play
    n = len(sizes)
    nxt = (seat + d) % n
    prev = (seat - d) % n
    closest = min(size for s, size in enumerate(sizes) if s != seat)
    aimed = 3.0 + (10.0 if closest <= DANGER else 0.0)
    skip = aimed if sizes[nxt] == closest else -2.0
    reverse = skip
    if n > 2:
        target = nxt if sizes[nxt] < sizes[prev] else -1
        reverse = aimed if target >= 0 and sizes[target] == closest else -2.0
    key = (skip, reverse)
    base = _BASES.get(key)
    if base is None:
        base = _BASES[key] = tuple(
            PTS[c] / 10 + (reverse if RANK[c] == REVERSE else skip if RANK[c] >= SKIP else 0.0)
            for c in range(len(CARD_KINDS))
        )
    return (card, named, color, top_rank, sizes[seat], sizes[nxt] <= DANGER, base)


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
