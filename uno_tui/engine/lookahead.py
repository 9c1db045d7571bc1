"""A round of UNO on numbers, for the computer players' look-ahead: the engine's rules
(RULES.md) made fast where a round's outcome depends on them.

A searching player never holds a ``Game``: it samples the hidden cards and plays the rest of
the round out here many times, on small lists of card numbers (the index of each face in
``CARD_KINDS``). (A ``Game.clone`` could play them on the real rules, but a round played
out on one costs two to three times as much: docs/SPEED.md, "Searching on a copy of the
game".) These are the classic rules of a round: T1 (``FITS``, from ``tables.MATCHING``,
T1's one test), drawing and the reshuffle that keeps the top card (T5, T6), Skip, Reverse,
Draw Two and the two-player Reverse (A1-A5), the Wild Draw Four legal by colour only and its
challenge (W1-W6), the last Draw Two or Wild Draw Four resolved before scoring (E2) and the
points (P1). UNO calls are left out (every simulated player says UNO), and so are house
rules: a player uses this look-ahead only at a classic table.
tests/engine/test_lookahead.py plays rounds here and on a ``Game`` side by side.

How each simulated player chooses (and whether it challenges: ``World.challenge``) is the
caller's. For a player reasoning on cards it gives the same rules as the engine's own:
``matches`` (T1) and ``holds_color`` (W1), and ``goes_out_in_a_row`` (A5).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .cards import CARD_KINDS, COLORS, Card, Color, Rank
from .legal import holds_color, matches
from .state import seats_after, seats_before
from .tables import MATCHING

__all__ = [
    "BIG_HAND",
    "CARD_INDEX",
    "COL",
    "COLOR_INDEX",
    "DRAW_TWO",
    "FITS",
    "NO_COLOR",
    "PTS",
    "RANK",
    "REVERSE",
    "SKIP",
    "W4",
    "W4_RANK",
    "WILD",
    "Rng",
    "World",
    "draw",
    "goes_out_in_a_row",
    "holds",
    "holds_color",
    "matches",
    "play",
    "points",
]

#: Colour numbers; ``NO_COLOR`` for the Wilds.
NO_COLOR = 4
COLOR_INDEX: dict[Color, int] = {color: i for i, color in enumerate(COLORS)}
_RANKS: tuple[Rank, ...] = tuple(Rank)
CARD_INDEX: dict[Card, int] = {card: i for i, card in enumerate(CARD_KINDS)}

#: By card number: colour number, rank number, points (P1).
COL: tuple[int, ...] = tuple(
    NO_COLOR if c.color is None else COLOR_INDEX[c.color] for c in CARD_KINDS
)
RANK: tuple[int, ...] = tuple(_RANKS.index(c.rank) for c in CARD_KINDS)
PTS: tuple[int, ...] = tuple(c.points for c in CARD_KINDS)

SKIP = _RANKS.index(Rank.SKIP)
REVERSE = _RANKS.index(Rank.REVERSE)
DRAW_TWO = _RANKS.index(Rank.DRAW_TWO)
W4_RANK = _RANKS.index(Rank.WILD_DRAW_FOUR)
WILD = CARD_INDEX[Card(None, Rank.WILD)]
W4 = CARD_INDEX[Card(None, Rank.WILD_DRAW_FOUR)]

#: T1 by active colour and top rank number, then card number: does the card match? The
#: Wilds are left out (they always may be played).
FITS: tuple[tuple[tuple[bool, ...], ...], ...] = tuple(
    tuple(
        tuple(fit and COL[c] != NO_COLOR for c, fit in enumerate(MATCHING[color, rank]))
        for rank in _RANKS
    )
    for color in COLORS
)

#: Hand sizes a challenge table tells apart (bigger hands count as the last).
BIG_HAND = 8


class Rng(Protocol):
    """The dice of a simulated table (``random.Random``, or a caller's replayable dice)."""

    def random(self) -> float: ...

    def shuffle(self, x: list[int]) -> None: ...


class World:
    """One possible state of the round: every hand, the draw pile (top last), the discard
    pile under the top card, the top, the active colour, the direction and whose turn it
    is. ``challenge[seat][size]``: how likely ``seat`` challenges a Wild Draw Four that
    left its player with ``size`` cards (up to ``BIG_HAND``). ``keeper``: a seat the
    caller's players treat apart, or -1. ``after`` and ``before``: by seat, the next seat
    and the one before it in the direction of play (the engine's seat tables, T4)."""

    __slots__ = (
        "after",
        "before",
        "challenge",
        "color",
        "cur",
        "direction",
        "discard",
        "hands",
        "keeper",
        "pile",
        "top",
    )

    def __init__(
        self,
        hands: list[list[int]],
        pile: list[int],
        discard: list[int],
        top: int,
        color: int,
        direction: int,
        cur: int,
        challenge: Sequence[Sequence[float]],
        keeper: int = -1,
    ) -> None:
        self.hands = hands
        self.pile = pile
        self.discard = discard
        self.top = top
        self.color = color
        self.direction = direction
        n = len(hands)
        self.after = seats_after(n, direction)
        self.before = seats_before(n, direction)
        self.cur = cur
        self.challenge = challenge
        self.keeper = keeper

    def copy(self) -> World:
        return World(
            [list(h) for h in self.hands],
            list(self.pile),
            list(self.discard),
            self.top,
            self.color,
            self.direction,
            self.cur,
            self.challenge,
            self.keeper,
        )


def holds(hand: Sequence[int], color: int) -> bool:
    """W1: does ``hand`` hold a card of colour number ``color``?"""
    return color in [COL[c] for c in hand]


def draw(world: World, seat: int, count: int, rng: Rng) -> list[int]:
    """Move up to ``count`` cards from the draw pile to ``seat`` (T5, T6)."""
    pile = world.pile
    hand = world.hands[seat]
    got: list[int] = []
    for _ in range(count):
        if not pile:
            if not world.discard:
                break  # T6
            pile = world.pile = world.discard
            world.discard = []
            rng.shuffle(pile)  # T5: the top card stays
        got.append(pile.pop())
    hand += got
    return got


def points(world: World, winner: int) -> int:
    """P1: what the other hands are worth to the round's winner."""
    total = 0
    for seat, hand in enumerate(world.hands):
        if seat != winner:
            for card in hand:
                total += PTS[card]
    return total


def play(world: World, seat: int, card: int, color: int, rng: Rng) -> int:
    """``seat`` plays ``card`` (naming ``color`` for a Wild) on its turn; returns the round's
    winner, or -1 and ``world.cur`` is the next to decide."""
    hand = world.hands[seat]
    hand.remove(card)
    world.discard.append(world.top)
    previous = world.color
    world.top = card
    after = world.after
    nxt = after[seat]
    rank = RANK[card]
    if COL[card] == NO_COLOR:
        world.color = color
        if rank == W4_RANK:
            # W3-W6: the next player accepts or challenges, as their table says.
            left = len(hand)
            if rng.random() < world.challenge[nxt][min(left, BIG_HAND)]:
                if any(COL[c] == previous for c in hand):
                    draw(world, seat, 4, rng)  # W6: the challenger plays on
                    world.cur = nxt
                    return -1
                draw(world, nxt, 6, rng)  # W5
            else:
                draw(world, nxt, 4, rng)
            if not hand:
                return seat  # E2
            world.cur = after[nxt]
            return -1
    else:
        world.color = COL[card]
    if rank == DRAW_TWO:
        draw(world, nxt, 2, rng)  # A3, E2
        if not hand:
            return seat
        world.cur = after[nxt]
        return -1
    if not hand:
        return seat  # E1
    if rank == SKIP:
        world.cur = after[nxt]  # A1
    elif rank == REVERSE:
        world.direction = -world.direction  # A2, A5
        world.after, world.before = world.before, after
        world.cur = seat if len(after) == 2 else world.after[seat]
    else:
        world.cur = nxt
    return -1


#: A5: at a table of two, the ranks whose play gives the turn straight back (a Wild Draw
#: Four when it is accepted).
_AGAIN = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)


def goes_out_in_a_row(hand: Sequence[Card], top: Card, color: Color) -> bool:
    """Two players: can ``hand`` be played out now, every card but the last giving the turn
    straight back (Skip, Reverse, Draw Two, an accepted Wild Draw Four: A5)?"""
    if sum(1 for c in hand if c.rank not in _AGAIN) > 1:
        return False  # only one card may end the chain
    for i, card in enumerate(hand):
        if not matches(card, top, color):
            continue
        if len(hand) == 1:
            return True
        if card.rank in _AGAIN:
            rest = [*hand[:i], *hand[i + 1 :]]
            for named in COLORS if card.is_wild else (card.color,):
                assert named is not None
                if goes_out_in_a_row(rest, card, named):
                    return True
    return False
