"""How the simulated players of the hard level's look-ahead play a round out.

The hard bot never holds a ``Game``: it samples the hidden cards (``sample``) and plays the
rest of the round out many times on the engine's round on numbers
(``uno_tui.engine.lookahead``: the rules, on small lists of card numbers, the index of each
face in ``CARD_KINDS``). This module is the players: every simulated player plays like the
normal level (``policy_turn``), which is how most players play: a card whenever one fits,
the colour it holds most, the Skip or Draw Two at the player about to go out, Wilds kept for
when they matter; after drawing, it plays the drawn card when it fits (``drawn_fits``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from uno_tui.engine.lookahead import (
    BIG_HAND,
    CARD_INDEX,
    COL,
    COLOR_INDEX,
    FITS,
    NO_COLOR,
    PTS,
    RANK,
    REVERSE,
    SKIP,
    W4,
    WILD,
    Rng,
    World,
    draw,
    holds,
    play,
    points,
)

__all__ = [
    "BIG_HAND",
    "CARD_INDEX",
    "COL",
    "COLOR_INDEX",
    "DANGER",
    "NO_COLOR",
    "PTS",
    "RANK",
    "REVERSE",
    "SKIP",
    "SMALL_HAND",
    "SMALL_HAND_TWO",
    "W4",
    "WILD",
    "Dice",
    "Rng",
    "World",
    "draw",
    "drawn_fits",
    "majority",
    "play",
    "points",
    "policy_turn",
    "rollout",
]

#: The normal level's thresholds: a player this close to going out is "in danger", and a
#: Wild "matters" then or when the own hand is this small.
DANGER = 2
SMALL_HAND = 2
#: At two seats the look-ahead plays everyone as the normal level did before it kept its
#: Wilds longer (``normal.SMALL_HAND``): the hard level against MixBot lost 0.095 ± 0.073
#: matches a match with 2 there (200 matches), and gained 0.060 ± 0.078 at four seats.
SMALL_HAND_TWO = 3


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


def drawn_fits(world: World, seat: int, card: int) -> bool:
    """Is the card ``seat`` just drew one the normal level plays (T3): any that matches, a
    Wild, a Wild Draw Four only when legal (W1) or on another?"""
    top = RANK[world.top]
    if RANK[card] == top or FITS[world.color][top][card]:
        return True
    if card == W4:
        return not holds(world.hands[seat], world.color)
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
        small = SMALL_HAND if len(hands) > 2 else SMALL_HAND_TWO
        if W4 in hand and not holds(hand, color):
            wild = W4  # the normal level never bluffs (W1)
        elif WILD in hand:
            wild = WILD
        else:
            wild = -1
        if wild >= 0:
            if not fit or (len(hand) <= small and seat != world.keeper):
                return wild
            if len(hands[world.after[seat]]) <= DANGER:
                return wild
    if len(fit) < 2:
        return fit[0] if fit else -1
    n = len(hands)
    nxt_size = len(hands[world.after[seat]])
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
                aimed = nxt_size < len(hands[world.before[seat]]) and nxt_size == closest
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
                world.cur = world.after[seat]
                continue
        color = COL[card]
        if color == NO_COLOR:
            color = majority([c for c in hands[seat] if c != card], world.color)
        winner = play(world, seat, card, color, rng)
        if winner >= 0:
            return winner, points(world, winner), steps
    return -1, 0, steps
