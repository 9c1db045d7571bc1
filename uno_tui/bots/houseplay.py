"""The hard level's sense of the house rules: what a 7, a 0, a stack or a jump-in is worth
to it, from its memory of the public events (``Memory``, ``handmoves``) and nothing
hidden.

The look-ahead (``engine.lookahead``, ``search``) plays the classic rules only: it cannot
swap or pass hands (HR4), stack (HR1-HR3) or draw to match (HR5). So at a table with any
of those rules the hard level does not search; it plays its heuristics, and weighs what
these rules change with the measures here:

- **A position** (``share``): each player's chance of going out first, as the look-ahead's
  leaf values measure it (``value.LEAF_BETA``, ``value.LEAF_WILD``): a weight that falls
  with the cards held and rises with the Wilds among them. The cards of a hand it knows
  count as they are (the hand it gave away is known card for card); an unknown card is a
  Wild as often as the unseen cards are.
- **A 7** (HR4): the best swap it allows (``swap_value``); **a 0**: every hand passed on
  (``pass_value``); each against shedding a plain card, or drawing.
- **A stack** (HR1-HR3): what passing it on costs if it comes back round the table (every
  player after it holding a card that stacks, ``p_holds``) against drawing it now.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from uno_tui.engine.ask import passed_from
from uno_tui.engine.cards import Card, Rank
from uno_tui.engine.view import SeatView

from .memory import Memory, hypergeometric_none
from .tactics import next_seat
from .value import LEAF_BETA, LEAF_WILD


class HouseSense:
    """One decision's reading of the table for the house rules: hand sizes and the Wilds
    in each hand as the memory knows them."""

    def __init__(self, mem: Memory, view: SeatView) -> None:
        assert view.seat is not None
        self.mem = mem
        self.view = view
        self.me = view.seat
        self.n = len(view.hand_sizes)
        self.sizes = list(view.hand_sizes)
        self.unseen: Counter[Card] = mem.unseen(view.hand)
        self.pool = max(1, sum(self.unseen.values()))
        unseen_wilds = sum(k for card, k in self.unseen.items() if card.is_wild)
        share = unseen_wilds / self.pool
        known_ok = len(mem.known) == self.n and len(mem.sizes) == self.n
        self.wilds: list[float] = []
        for seat in range(self.n):
            if seat == self.me:
                self.wilds.append(float(sum(1 for c in view.hand if c.is_wild)))
            elif known_ok:
                known = mem.known[seat]
                wild = sum(k for c, k in known.items() if c.is_wild)
                unknown = max(0, self.sizes[seat] - sum(known.values()))
                self.wilds.append(wild + unknown * share)
            else:
                self.wilds.append(self.sizes[seat] * share)

    # ------------------------------------------------------------------ positions

    def share(self, sizes: Sequence[int], wilds: Sequence[float]) -> float:
        """Our chance of going out first with hands of ``sizes`` holding ``wilds``."""
        weights = [
            math.exp(-LEAF_BETA * (size - LEAF_WILD * wild))
            for size, wild in zip(sizes, wilds, strict=True)
        ]
        return weights[self.me] / sum(weights)

    def after(self, change: int, wild_change: float = 0.0) -> float:
        """Our hand ``change`` cards bigger (one less played, one more drawn)."""
        sizes = list(self.sizes)
        wilds = list(self.wilds)
        sizes[self.me] += change
        wilds[self.me] = max(0.0, wilds[self.me] + wild_change)
        return self.share(sizes, wilds)

    def swap_value(self, target: int, card: Card | None) -> float:
        """HR4: after playing ``card`` (a 7; None: already played) and swapping with
        ``target``."""
        sizes = list(self.sizes)
        wilds = list(self.wilds)
        if card is not None:
            sizes[self.me] -= 1
        me = self.me
        sizes[me], sizes[target] = sizes[target], sizes[me]
        wilds[me], wilds[target] = wilds[target], wilds[me]
        return self.share(sizes, wilds)

    def best_swap(self, card: Card | None) -> tuple[int, float]:
        """The seat to swap with, and the value of it: the best position it leaves; of
        equal ones, giving our hand to the player with most points (the one to stop)."""
        scores = self.view.scores
        best = max(
            (s for s in range(self.n) if s != self.me),
            key=lambda s: (round(self.swap_value(s, card), 6), scores[s], -self.sizes[s]),
        )
        return best, self.swap_value(best, card)

    def pass_value(self) -> float:
        """HR4: after playing a 0 (every hand passes to the next player in the direction
        of play)."""
        sizes = list(self.sizes)
        sizes[self.me] -= 1
        sources = passed_from(self.n, self.view.clockwise)
        return self.share([sizes[s] for s in sources], [self.wilds[s] for s in sources])

    # ------------------------------------------------------------------ stacks

    def p_holds(self, seat: int, ranks: Sequence[Rank]) -> float:
        """Chance that ``seat`` holds a card of one of ``ranks``: certain if one is known
        in the hand; else the unseen cards of those ranks among the cards of the hand that
        nothing rules out (those drawn since they last drew a stack rather than pass one
        on, if they did: ``handmoves.drew_stack``)."""
        mem = self.mem
        if seat == self.me:
            return 1.0 if any(c.rank in ranks for c in self.view.hand) else 0.0
        if len(mem.known) != self.n or len(mem.sizes) != self.n:
            return 0.5
        if any(card.rank in ranks for card in mem.known[seat]):
            return 1.0
        free = max(0, self.sizes[seat] - sum(mem.known[seat].values()))
        for lack in mem.lacks[seat]:
            if lack.color is None and lack.rank in ranks and not lack.wilds:
                free = min(free, lack.free)
        marked = sum(k for card, k in self.unseen.items() if card.rank in ranks)
        return 1.0 - hypergeometric_none(self.pool, marked, free)

    def p_comes_back(self, ranks: Sequence[Rank]) -> float:
        """A stack passed on comes back to us if every other player, in turn, passes it
        on too."""
        p = 1.0
        seat = self.me
        for _ in range(self.n - 1):
            seat = next_seat(self.view, seat)
            p *= self.p_holds(seat, ranks)
        return p


def stackers_held(hand: Sequence[Card], ranks: Sequence[Rank]) -> int:
    """How many cards of ``hand`` stack (are of ``ranks``)."""
    return sum(1 for card in hand if card.rank in ranks)
