"""The hard level's memory at a table with house rules: what it knows of a hand moves with
the hand (HR4), and what a stack drawn says of the hand that drew it (HR1-HR3).

A 7 swaps two hands (``HandsSwapped``) and a 0 passes every hand on (``HandsPassed``):
the size of each hand, the cards known in it, how likely it lacks each colour and what it
cannot hold go with the hand to its new seat; the player's habits stay with the player.
The hand this seat gives away is one it knows card for card, so the seat that gets it is
known exactly; the plays a player made from their old hand say nothing of the new one, so
the hands that moved are no longer read as a sensible player's (``Memory.logs``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from uno_tui.engine.ask import passed_from
from uno_tui.engine.ask import stackers as ask_stackers
from uno_tui.engine.cards import COLORS, Card, Rank
from uno_tui.engine.events import HandsPassed, HandsSwapped
from uno_tui.engine.rules import Rules

from .clues import Lack, add_lack

if TYPE_CHECKING:
    from .memory import Memory


def sources_of_swap(n: int, event: HandsSwapped) -> list[int]:
    """For each seat, the seat whose hand it holds after ``event`` (HR4, a 7)."""
    out = list(range(n))
    out[event.seat], out[event.target] = event.target, event.seat
    return out


def sources_of_pass(n: int, event: HandsPassed) -> list[int]:
    """For each seat, the seat whose hand it holds after ``event`` (HR4, a 0: every hand
    passes to the next player in the direction of play)."""
    return list(passed_from(n, event.clockwise))


def move_hands(mem: Memory, sources: Sequence[int]) -> None:
    """Every hand moved: seat ``s`` now holds the hand seat ``sources[s]`` held."""
    if not mem.sizes or len(sources) != mem.n:
        return
    me = mem.seat
    given = list(mem.hand)  # this seat's hand, as it went (the memory follows it, T7)
    mine_to = sources.index(me)
    mem.sizes = [mem.sizes[src] for src in sources]
    mem.void = [mem.void[src] for src in sources]
    mem.known = [mem.known[src] for src in sources]
    mem.lacks = [mem.lacks[src] for src in sources]
    mem.kept_wilds = [mem.kept_wilds[src] for src in sources]
    mem.drawn_since = [mem.drawn_since[src] for src in sources]
    moved = [s for s in range(mem.n) if sources[s] != s]
    for seat in moved:
        # Their plays so far were made from another hand: nothing to read of this one.
        mem.decisions[seat] = None
        mem.logs[seat] = None
    if mine_to == me:
        return  # this seat's hand stayed where it was
    # The hand that came to this seat is read from the next view (known now only if every
    # card of it was); what was known of it must not count as held by anyone else.
    incoming = mem.known[me]
    whole = sum(incoming.values()) == mem.sizes[me]
    mem.hand = list(incoming.elements()) if whole else []
    mem.known[me] = Counter()
    mem.lacks[me] = []
    mem.void[me] = dict.fromkeys(COLORS, 0.0)
    mem.kept_wilds[me] = 0
    mem.drawn_since[me] = 0
    if len(given) == mem.sizes[mine_to]:
        know_exactly(mem, mine_to, given)


def know_exactly(mem: Memory, seat: int, hand: Sequence[Card]) -> None:
    """``seat`` holds ``hand``, every card of it known (this seat's own hand, given away)."""
    mem.known[seat] = Counter(hand)
    mem.lacks[seat] = []
    mem.kept_wilds[seat] = 0
    mem.drawn_since[seat] = 0
    mem.logs[seat] = []
    held = {card.color for card in hand}
    mem.void[seat] = {color: 0.0 if color in held else 1.0 for color in COLORS}


def drew_stack(mem: Memory, seat: int, count: int, stackers: Sequence[Rank]) -> None:
    """HR1-HR3: ``seat`` drew a stack rather than pass it on: a sensible player does so
    only holding no card that stacks (``stackers``); the ``count`` cards just drawn are
    exempt."""
    for rank in stackers:
        add_lack(mem.lacks[seat], Lack(None, rank, False, free=count))


def stackers(rules: Rules, rank: Rank) -> tuple[Rank, ...]:
    """HR1-HR3: the ranks that stack on a stack topped by ``rank`` (a Draw Two or a Wild
    Draw Four), under ``rules``: the engine's answer (``engine.ask.stackers``)."""
    return ask_stackers(rules, rank)
