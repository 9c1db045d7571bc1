"""Deal the cards a seat cannot see, consistently with everything it has seen.

A sample (a "determinization") is one way the hidden cards could lie: every other hand and
the draw pile, in order. It holds exactly the unseen cards (the deck less the own hand, the
discard pile since the last reshuffle and the cards a challenge showed), gives each player
as many cards as they hold, puts the cards a challenge showed back in that hand (less those
played since), and keeps what the memory says a hand cannot hold (``Lack``): a player who
drew instead of playing gets no card that would have fitted then, except as many as they
have drawn since.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from uno_tui.engine.cards import Card

from .memory import Lack, Memory


class Inconsistent(Exception):
    """The memory and the view disagree (a host that did not call ``observe``)."""


def deal_hidden(
    memory: Memory,
    hand: Sequence[Card],
    draw_pile: int,
    rng: random.Random,
    unseen: Counter[Card] | None = None,
) -> tuple[list[list[Card]], list[Card]]:
    """One sample: every seat's hand (the own one as it is) and the draw pile, top last."""
    if unseen is None:
        unseen = memory.unseen(hand)
    pool = list(unseen.elements())
    n = len(memory.sizes)
    slots = [0 if s == memory.seat else memory.unknown_cards(s) for s in range(n)]
    if sum(slots) + draw_pile != len(pool):
        raise Inconsistent(f"{len(pool)} unseen cards for {sum(slots)} hidden + {draw_pile}")
    rng.shuffle(pool)
    hands: list[list[Card]] = []
    for seat in range(n):
        if seat == memory.seat:
            hands.append(list(hand))
        else:
            hands.append(list(memory.known[seat].elements()))
    # The most constrained hands first, so that they find the cards they may hold.
    order = sorted(
        (s for s in range(n) if slots[s]),
        key=lambda s: -sum(slots[s] - x.free for x in memory.lacks[s]),
    )
    for seat in order:
        _fill(hands[seat], slots[seat], memory.lacks[seat], pool)
    return hands, pool


def _fill(hand: list[Card], count: int, lacks: Sequence[Lack], pool: list[Card]) -> None:
    """Take ``count`` cards from the (shuffled) ``pool`` into ``hand``: the oldest hidden
    card must obey every rule, the newest only the rules made after it was drawn. When no
    card in the pool obeys, a rule is set aside (it was a guess: T3 lets anyone draw)."""
    for slot in range(count):
        rules = [x for x in lacks if slot < count - x.free]
        if not rules:
            hand.append(pool.pop())
            continue
        for i in range(len(pool) - 1, -1, -1):
            card = pool[i]
            if not any(rule.forbids(card) for rule in rules):
                pool[i] = pool[-1]
                pool.pop()
                hand.append(card)
                break
        else:
            hand.append(pool.pop())
