"""What a player's plays say of the hand they made them from, read as a sensible player's.

A sensible player plays as the normal level does. ``sensible``: could a hand have made a
play? (``sample.Dealer`` deals again a hand that could not have made its player's last play,
a Wild.) ``better_cards``: a plain card played says its player held no better card of its
colour (the most points, or an action card aimed at the player closest to going out), read
from every play of the round (``history``, from ``Memory.logs``), as rules for dealing. A
player who shows otherwise (a bluff) is no longer read (``Memory.logs``). What one play or
draw says on its own (a Wild spent, a card drawn instead of played) is in ``clues``.

Everything here is in the simulation's card numbers (``sim``).
"""

from __future__ import annotations

from collections.abc import Sequence

from uno_tui.engine.ask import direction_of, seats_after, seats_before
from uno_tui.engine.cards import CARD_KINDS

from .clues import Decision, Drew, LogEntry
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
    SMALL_HAND_TWO,
    W4,
    WILD,
)

#: What ``history`` reads: how many cards a player drew (``DREW``), a card played from the
#: hand (``PLAYED``, with the play in numbers, ``Play``) or the card just drawn played at
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
Play = tuple[int, int, int, int, tuple[int, ...], int, int]


def decision_numbers(decision: Decision, seat: int) -> Play:
    return (
        CARD_INDEX[decision.card],
        COLOR_INDEX[decision.named],
        COLOR_INDEX[decision.color],
        RANK[CARD_INDEX[decision.top]],
        decision.sizes,
        seat,
        direction_of(decision.clockwise),
    )


#: ``sensible`` made quick for one play: the card, colour named, colour and top rank before
#: it, the hand size then, whether a Wild mattered because of the next player, and by card
#: number the part of a card's score that does not depend on the hand (None for a Wild).
_Reading = tuple[int, int, int, int, int, bool, tuple[float, ...]]
_BASES: dict[tuple[float, float], tuple[float, ...]] = {}


def reading(play: Play) -> _Reading:
    """``play`` ready for ``explains``."""
    card, named, color, top_rank, sizes, seat, d = play
    n = len(sizes)
    nxt = seats_after(n, d)[seat]
    prev = seats_before(n, d)[seat]
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


def sensible(hand: list[int], play: Play) -> bool:
    """Could a sensible player (the normal level's rules) holding ``hand`` have made
    ``play``? It plays a card that fits rather than a Wild unless the Wild matters (the next
    player or itself nearly out), the Wild Draw Four before the Wild and only when legal
    (W1), the fitting card that keeps most of its colour, sheds points and aims action cards
    at the player closest to going out; and it names the colour it holds most."""
    card, named, color, top_rank, sizes, seat, d = play
    if len(hand) != sizes[seat]:
        return True  # the memory lost count: no reading
    n = len(sizes)
    nxt = seats_after(n, d)[seat]
    small = SMALL_HAND if n > 2 else SMALL_HAND_TWO
    matters = sizes[nxt] <= DANGER or len(hand) <= small
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
    prev = seats_before(n, d)[seat]

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
