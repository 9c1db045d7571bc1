"""Each player's Wild Draw Four habits, as the hard level learns them across rounds.

How each player answers a Wild Draw Four (accepted or challenged, by the size of the hand it
left), and how often their own Wild Draw Fours turn out to be bluffs: a belief over a few
bluffing rates, updated by each public verdict. ``Memory`` feeds it and keeps it from round
to round.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Bluffing rates a player may have: the chance of playing a Wild Draw Four while holding
#: the active colour, relative to playing it without; with prior beliefs.
#: Many players never bluff (the sensible player: W1 is a rule).
BLUFF_RATES: tuple[float, ...] = (0.0, 0.02, 0.15, 0.4, 1.0)
BLUFF_PRIOR: tuple[float, ...] = (0.4, 0.3, 0.15, 0.09, 0.06)
#: Hand sizes the challenge counts tell apart (bigger hands count as this size).
BIG_HAND = 8


class Habits:
    """For each player of a table: how they bluff and how they answer a Wild Draw Four."""

    def __init__(self) -> None:
        #: Belief over ``BLUFF_RATES`` for each player.
        self.bluff: list[list[float]] = []
        #: For each player answering a Wild Draw Four: [faced, challenged] by the size of
        #: the hand it left (up to ``BIG_HAND``).
        self.answers: list[list[list[int]]] = []

    def reset(self, n: int) -> None:
        """A table of ``n`` players nothing is known of yet."""
        self.bluff = [list(BLUFF_PRIOR) for _ in range(n)]
        self.answers = [[[0, 0] for _ in range(BIG_HAND + 1)] for _ in range(n)]

    def p_bluff(self, seat: int, p_none: float) -> float:
        """Chance that ``seat``'s Wild Draw Four was illegal, given ``p_none`` that they held
        none of the old colour before knowing they played it."""
        if not self.bluff:
            weights: Sequence[float] = BLUFF_PRIOR
        else:
            weights = self.bluff[seat]
        held = 1.0 - p_none
        total = 0.0
        for weight, rate in zip(weights, BLUFF_RATES, strict=True):
            denominator = held * rate + p_none
            if denominator > 0:
                total += weight * held * rate / denominator
        return total

    def p_challenge(self, seat: int, hand_after: int) -> float:
        """Chance that ``seat`` challenges a Wild Draw Four played leaving ``hand_after``."""
        size = min(hand_after, BIG_HAND)
        # A sensible player challenges more the more cards the player kept.
        prior = min(0.6, 0.05 + 0.07 * size)
        if not self.answers:
            return prior
        faced, challenged = self.answers[seat][size]
        return (challenged + 2 * prior) / (faced + 2)

    def answered(self, seat: int, hand_after: int, challenged: bool) -> None:
        """``seat`` accepted or challenged a Wild Draw Four that left ``hand_after`` cards."""
        counts = self.answers[seat][min(hand_after, BIG_HAND)]
        counts[0] += 1
        if challenged:
            counts[1] += 1

    def verdict(self, player: int, p_none: float, legal: bool) -> None:
        """A challenge ruled ``player``'s Wild Draw Four ``legal`` or not; ``p_none``: the
        chance, before it, that they held none of the old colour."""
        held = 1.0 - p_none
        weights = self.bluff[player]
        for i, rate in enumerate(BLUFF_RATES):
            denominator = held * rate + p_none
            p_legal = p_none / denominator if denominator > 0 else 1.0
            weights[i] *= p_legal if legal else 1.0 - p_legal
        total = sum(weights)
        if total <= 0:
            weights[:] = BLUFF_PRIOR
        else:
            weights[:] = [w / total for w in weights]
