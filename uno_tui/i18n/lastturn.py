"""Where a seat's own last decision is in a run of events: what it missed since then
begins after it (its recap, ``describe_events(..., you=seat)``, and the hand's "Since your
last turn"), and whether it has had a turn this round at all. Not words: kept beside the
table log's, read from the same events (as ``new_cards``, the cards new in the hand)."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.events import (
    CardPlayed,
    CardsDrawn,
    DrawnCardKept,
    DrawReason,
    Event,
    RoundStarted,
    TurnSkipped,
    UnoSaid,
    WildDrawFourAccepted,
    WildDrawFourChallenged,
)


def _ends_turn_of(event: Event) -> int | None:
    """The seat whose own decision ``event`` records (a play, a draw, an answer to a Wild
    Draw Four), or None."""
    if isinstance(event, CardPlayed | WildDrawFourAccepted | DrawnCardKept):
        return event.seat
    if isinstance(event, CardsDrawn) and event.reason is DrawReason.CHOICE:
        return event.seat
    if isinstance(event, WildDrawFourChallenged):
        # A won challenge does not end the challenger's turn: they play next, and what
        # they missed still includes the Wild Draw Four and the challenge itself.
        return event.challenger if event.legal else None
    return None


def took_a_turn(events: Sequence[Event], seat: int) -> bool:
    """Whether ``events`` hold a decision of ``seat``'s own (a play, a draw, an answer to a
    Wild Draw Four)."""
    return any(_ends_turn_of(event) == seat for event in events)


def _own_doing(event: Event, seat: int) -> bool:
    """What follows a player's decision and only repeats it: UNO said with the card, the
    cards an accepted Wild Draw Four or a lost challenge made them draw, the lost turn."""
    if isinstance(event, UnoSaid | TurnSkipped | CardsDrawn):
        return event.seat == seat
    return False


def since_last_turn(events: Sequence[Event], seat: int) -> tuple[int, bool]:
    """Where, in ``events``, what happened since ``seat``'s own last decision begins, and
    whether ``seat`` has had a turn this round at all (if not: from the round's deal)."""
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        if _ends_turn_of(event) == seat:
            start = i + 1
            # What the same action also did (UNO said with the card, the card kept after
            # the draw) is the player's own doing, not news.
            while start < len(events) and _ends_turn_of(events[start]) == seat:
                start += 1
            while start < len(events) and _own_doing(events[start], seat):
                start += 1
            return start, True
        if isinstance(event, RoundStarted):
            return i, False
    return 0, False
