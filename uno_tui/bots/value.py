"""What a round's end, or a position not played out, is worth to a seat: the hard level's
search scores each sampled outcome with it (``search``).

The round's winner and points if it ended, else each player's measured chance of going out
first from the hands they hold then (``leaf_value``, ``Standing.leaf``). At a table of three
or more, what a winner and their points are worth is our chance of winning the match they
leave (``Standing``): only points win a match, and a player near the target is the one to
stop. Two players: the round won and its points, or the match if the points take the
winner to the target (``outcome_value``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .sim import PTS, W4, WILD, World

#: The chance of going out first from a position, as the simulation measured it: each
#: player's weight is exp(-LEAF_BETA * (cards - LEAF_WILD * wilds)).
LEAF_BETA = 0.25
LEAF_WILD = 2
#: ``leaf_value``'s weights by card count (wilds counted less), ready for -_LOW to _HIGH.
_LOW = 64
_HIGH = 192
_WEIGHT: tuple[float, ...] = tuple(math.exp(-LEAF_BETA * x) for x in range(-_LOW, _HIGH))
#: Two players (``outcome_value``): what the round's points weigh against winning it, per
#: this many points.
POINTS_SCALE = 300.0
#: A round whose points take its winner to the match's target ends the match: worth this
#: much to ``me`` when it is ours, and this much when another's (whoever else wins a round
#: that does not end the match costs us little). The last rounds are played to stop the
#: player about to win the match, not only to go out first.
MATCH_WON = 4.0
MATCH_LOST = -2.0
#: At a table of three or more, what a round's end is worth is the chance of winning the
#: match it leaves (``Standing``, in fair shares: 1 is one seat in n): only points win a
#: match, and the points of a player near the target weigh more than another's. Each
#: player's chance is taken in proportion to exp(-RACE * n * rounds), rounds being the
#: round wins they still need: max(1, need / points a round + RENEWAL), a round worth
#: ROUND_POINTS for each other hand. (Fitted to a race of random round winners scoring
#: the points of 6- and 4-seat rounds of normal players, 195 and 115 on average: within
#: 0.01 and 0.024 of its chances.) EQUITY 0 weighs rounds as at two players (``outcome_value``).
EQUITY = 1
RACE = 0.2
ROUND_POINTS = 39.0
RENEWAL = 0.58


def outcome_value(me: int, n: int, winner: int, pts: int, need: Sequence[int]) -> float:
    """How good a round's end is for ``me``: winning it, and the points it moves between
    ``me`` and the others (a match is to a score), or the match if the points take the
    winner to the target (``need``: what each seat lacks of it)."""
    if winner < 0:
        return 0.0
    if pts >= need[winner]:
        return MATCH_WON if winner == me else MATCH_LOST
    if winner == me:
        return 1.0 + pts / POINTS_SCALE
    return -pts / POINTS_SCALE / (n - 1)


def leaf_value(world: World, me: int, need: Sequence[int]) -> float:
    """``outcome_value`` expected from a round not played out: each player goes out first
    with the chance their hand gives them, and scores the cards the others hold then."""
    hands = world.hands
    n = len(hands)
    weights = []
    held = []
    points = PTS.__getitem__
    for hand in hands:
        x = len(hand) - LEAF_WILD * (hand.count(WILD) + hand.count(W4))
        weights.append(_WEIGHT[x + _LOW] if -_LOW <= x < _HIGH else math.exp(-LEAF_BETA * x))
        held.append(sum(map(points, hand)))
    total_weight = sum(weights)
    total_pts = sum(held)
    if total_pts >= min(need):  # a win could end the match
        value = 0.0
        for seat in range(n):
            value += weights[seat] * outcome_value(me, n, seat, total_pts - held[seat], need)
        return value / total_weight
    # outcome_value for every winner, summed with the weights.
    win = weights[me] * (1.0 + (total_pts - held[me]) / POINTS_SCALE)
    lose = 0.0
    for seat in range(n):
        if seat != me:
            lose += weights[seat] * (total_pts - held[seat])
    return (win - lose / POINTS_SCALE / (n - 1)) / total_weight


class Standing:
    """The match as it stands for ``me`` (``need``: what each seat lacks of the target),
    and what a round's end would make of it: ``me``'s chance of winning the match, times
    the number of seats."""

    __slots__ = ("k", "me", "n", "need", "scale", "total", "weights")

    def __init__(self, me: int, need: Sequence[int]) -> None:
        self.me = me
        self.n = n = len(need)
        self.need = list(need)
        self.k = RACE * n
        self.scale = ROUND_POINTS * (n - 1)
        self.weights = [self.weight(x) for x in need]
        self.total = sum(self.weights)

    def weight(self, need: float) -> float:
        rounds = need / self.scale + RENEWAL
        return math.exp(-self.k * (rounds if rounds > 1.0 else 1.0))

    def chance(self) -> float:
        """``me``'s chance now (before the round ends)."""
        return self.weights[self.me] / self.total

    def outcome(self, winner: int, pts: int) -> float:
        """``winner`` goes out scoring ``pts``."""
        left = self.need[winner] - pts
        if left <= 0:
            return self.n if winner == self.me else 0.0
        w = self.weight(left)
        total = self.total - self.weights[winner] + w
        return self.n * (w if winner == self.me else self.weights[self.me]) / total

    def leaf(self, world: World) -> float:
        """``outcome`` expected from a round not played out: each player goes out first
        with the chance their hand gives them (as in ``leaf_value``), scoring the cards
        the others hold then."""
        weights = []
        held = []
        points = PTS.__getitem__
        for hand in world.hands:
            x = len(hand) - LEAF_WILD * (hand.count(WILD) + hand.count(W4))
            weights.append(_WEIGHT[x + _LOW] if -_LOW <= x < _HIGH else math.exp(-LEAF_BETA * x))
            held.append(sum(map(points, hand)))
        total_pts = sum(held)
        value = 0.0
        for seat, weight in enumerate(weights):
            value += weight * self.outcome(seat, total_pts - held[seat])
        return value / sum(weights)
