"""A fast stand-in for one round of UNO, for the hard level's look-ahead.

The hard bot never holds a ``Game``: it samples the hidden cards (``sample``) and plays the
rest of the round out here, many times, on small lists of card numbers. The rules are the
engine's (RULES.md) for everything a round's outcome depends on: matching (T1), drawing
instead of playing and then playing only the drawn card (T3), Skip, Reverse, Draw Two and
the two-player Reverse (A1-A5), the Wild Draw Four legal by colour only and its challenge
(W1-W6), the reshuffle that keeps the top card (T5), the final Draw Two or Wild Draw Four
resolved before scoring (E2) and the points (P1). UNO calls are left out: every simulated
player says UNO.

Cards are numbers: the index of their face in ``CARD_KINDS``. Every simulated player plays
like the normal level (``policy_turn``), which is how most players play: a card whenever one
fits, the colour it holds most, the Skip or Draw Two at the player about to go out, Wilds
kept for when they matter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from uno_tui.engine.cards import CARD_KINDS, COLORS, Card, Color, Rank

#: Colour numbers; ``NO_COLOR`` for the Wilds.
NO_COLOR = 4
COLOR_INDEX: dict[Color, int] = {color: i for i, color in enumerate(COLORS)}
_RANKS: tuple[Rank, ...] = tuple(Rank)
CARD_INDEX: dict[Card, int] = {card: i for i, card in enumerate(CARD_KINDS)}

#: By card number: colour number, rank number, points.
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

#: By active colour and top rank number: by card number, does the card match (T1)? Wilds
#: are left out (they always may be played).
FITS: tuple[tuple[tuple[bool, ...], ...], ...] = tuple(
    tuple(
        tuple(COL[c] != NO_COLOR and (COL[c] == color or RANK[c] == rank) for c in range(len(COL)))
        for rank in range(len(_RANKS))
    )
    for color in range(NO_COLOR)
)

#: The normal level's thresholds: a player this close to going out is "in danger", and a
#: Wild "matters" then or when the own hand is this small.
DANGER = 2
SMALL_HAND = 3
#: Hand sizes a challenge table tells apart (bigger hands count as the last).
BIG_HAND = 8


class Rng(Protocol):
    """The dice of a simulated table (``random.Random`` or ``Dice``)."""

    def random(self) -> float: ...

    def shuffle(self, x: list[int]) -> None: ...


class Dice:
    """Dice that can be rolled again: after ``rewind`` they give the same numbers in the
    same order, so that the moves of one sample are played out on equal luck. Numbers come
    from ``source`` as they are first needed, and ``new`` starts a fresh run of them
    (cheaper than saving and restoring a ``random.Random``'s state for every move)."""

    __slots__ = ("_next", "_rolled", "_source")

    def __init__(self, source: Callable[[], float]) -> None:
        self._source = source
        self._rolled: list[float] = []
        self._next = 0

    def new(self) -> None:
        self._rolled.clear()
        self._next = 0

    def rewind(self) -> None:
        self._next = 0

    def random(self) -> float:
        i = self._next
        self._next = i + 1
        rolled = self._rolled
        if i < len(rolled):
            return rolled[i]
        x = self._source()
        rolled.append(x)
        return x

    def shuffle(self, x: list[int]) -> None:
        for i in range(len(x) - 1, 0, -1):
            j = int(self.random() * (i + 1))
            x[i], x[j] = x[j], x[i]


class World:
    """One possible state of the round: every hand, the draw pile (top last), the discard
    pile under the top card, the top, the active colour, the direction and whose turn it
    is. ``challenge[seat][size]``: how likely ``seat`` challenges a Wild Draw Four that
    left its player with ``size`` cards (up to ``BIG_HAND``). ``keeper``: a seat that keeps
    its Wilds to go out with (``policy_turn``), or -1."""

    __slots__ = (
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
    n = len(world.hands)
    d = world.direction
    nxt = (seat + d) % n
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
            world.cur = (nxt + d) % n
            return -1
    else:
        world.color = COL[card]
    if rank == DRAW_TWO:
        draw(world, nxt, 2, rng)  # A3, E2
        if not hand:
            return seat
        world.cur = (nxt + d) % n
        return -1
    if not hand:
        return seat  # E1
    if rank == SKIP:
        world.cur = (nxt + d) % n  # A1
    elif rank == REVERSE:
        d = world.direction = -d  # A2, A5
        world.cur = seat if n == 2 else (seat + d) % n
    else:
        world.cur = nxt
    return -1


def drawn_fits(world: World, seat: int, card: int) -> bool:
    """Is the card ``seat`` just drew one the normal level plays (T3): any that matches, a
    Wild, a Wild Draw Four only when legal (W1) or on another?"""
    top = RANK[world.top]
    if RANK[card] == top or FITS[world.color][top][card]:
        return True
    if card == W4:
        color = world.color
        return color not in [COL[c] for c in world.hands[seat]]
    return card == WILD


def majority(hand: Sequence[int], default: int) -> int:
    """The colour ``hand`` holds most (ties by points), or ``default`` if it holds none."""
    counts = [0, 0, 0, 0, 0]
    for card in hand:
        counts[COL[card]] += 20 + PTS[card]
    counts[NO_COLOR] = 0
    best = max(range(4), key=counts.__getitem__)
    return best if counts[best] else default


def policy_turn(world: World, seat: int) -> int:
    """The normal level's choice on its turn: a card number, or -1 to draw. The
    ``world.keeper`` seat plays as the hard level's first choice does: it does not spend a
    Wild for its hand being small while another card fits (``hard.KEEP_FINISHER``)."""
    hands = world.hands
    hand = hands[seat]
    color = world.color
    fits = FITS[color][RANK[world.top]]
    fit = [card for card in hand if fits[card]]
    if W4 in hand or WILD in hand:
        if W4 in hand and color not in [COL[card] for card in fit]:
            wild = W4  # the normal level never bluffs (W1)
        elif WILD in hand:
            wild = WILD
        else:
            wild = -1
        if wild >= 0:
            if not fit or (len(hand) <= SMALL_HAND and seat != world.keeper):
                return wild
            if len(hands[(seat + world.direction) % len(hands)]) <= DANGER:
                return wild
    if len(fit) < 2:
        return fit[0] if fit else -1
    n = len(hands)
    d = world.direction
    nxt_size = len(hands[(seat + d) % n])
    counts = [0, 0, 0, 0, 0]
    for card in hand:
        counts[COL[card]] += 1
    closest = -1
    best = -1
    best_score = -1e9
    for card in fit:
        score = counts[COL[card]] + PTS[card] / 10
        rank = RANK[card]
        if rank >= SKIP:
            if closest < 0:
                closest = min([len(h) for h in hands[:seat]] + [len(h) for h in hands[seat + 1 :]])
            if rank != REVERSE or n == 2:
                aimed = nxt_size == closest
            else:
                # A Reverse takes the turn from the next player, gives it to the previous.
                aimed = nxt_size < len(hands[(seat - d) % n]) and nxt_size == closest
            if aimed:
                score += 13 if closest <= DANGER else 3
            else:
                score -= 2
        if score > best_score:
            best_score = score
            best = card
    return best


def rollout(world: World, rng: Rng, limit: int) -> tuple[int, int, int]:
    """Play the round on from ``world.cur``'s turn, every player by ``policy_turn`` (and
    drawing, then playing the drawn card if it fits, T3), for at most ``limit`` turns.

    Returns (winner, points, turns); winner -1 when the limit came first (points 0)."""
    steps = 0
    hands = world.hands
    n = len(hands)
    while steps < limit:
        steps += 1
        seat = world.cur
        card = policy_turn(world, seat)
        if card < 0:
            pile = world.pile
            if pile:
                card = pile.pop()
                hands[seat].append(card)
            else:
                got = draw(world, seat, 1, rng)
                card = got[0] if got else -1
            if card < 0 or not drawn_fits(world, seat, card):
                world.cur = (seat + world.direction) % n
                continue
        color = COL[card]
        if color == NO_COLOR:
            color = majority([c for c in hands[seat] if c != card], world.color)
        winner = play(world, seat, card, color, rng)
        if winner >= 0:
            return winner, points(world, winner), steps
    return -1, 0, steps
