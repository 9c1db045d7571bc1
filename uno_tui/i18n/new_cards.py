"""Which cards are new to a seat's hand this turn (marked NEW on it): what it drew since it
last took a turn on its hand, or the whole hand after hands moved (HR4). Not words: kept
beside the sentences of what a seat missed (``lastturn.since_last_turn``), read from the
same events."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card
from ..engine.events import (
    CardPlayed,
    CardsDrawn,
    DrawnCardKept,
    DrawReason,
    Event,
    HandsPassed,
    HandsSwapped,
    RoundStarted,
)


def drawn_since_last_turn(
    events: Sequence[Event], seat: int, hand: Sequence[Card] = ()
) -> list[Card]:
    """The cards new in ``seat``'s hand since it last took a turn on it (played, drew or
    kept a card; or since this round's deal): a penalty, a Draw Two or Wild Draw Four, a
    catch, an accepted Wild Draw Four or a lost challenge. An answer to a Wild Draw Four is
    no turn on the hand: the cards of a Draw Two before it stay new. After hands moved
    (HR4: a 7 swapped it, a 0 passed them on) the whole ``hand`` is new. ``events`` as
    ``seat`` saw them."""
    start = 0
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        if _turn_on_hand(event) == seat or isinstance(event, RoundStarted):
            start = i + 1
            break
    since = events[start:]
    if any(
        isinstance(event, HandsPassed)
        or (isinstance(event, HandsSwapped) and seat in (event.seat, event.target))
        for event in since
    ):
        return list(hand)
    return [
        card
        for event in since
        if isinstance(event, CardsDrawn) and event.seat == seat
        for card in event.cards
    ]


def _turn_on_hand(event: Event) -> int | None:
    """The seat that took a turn on its hand in ``event`` (not an answer to a Wild Draw
    Four, made in a dialog over it), or None."""
    if isinstance(event, CardPlayed | DrawnCardKept):
        return event.seat
    if isinstance(event, CardsDrawn) and event.reason is DrawReason.CHOICE:
        return event.seat
    return None
