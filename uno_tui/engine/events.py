"""Structured events: what happened, with no words. The UI and the transcripts word them.

Some events carry private cards (what a player drew, the hand revealed by a challenge).
``for_seat`` returns the version one seat may see; ``public`` the version for everyone.
"""

from __future__ import annotations

from enum import StrEnum

from .cards import Card, Color
from .values import Value


class DrawReason(StrEnum):
    CHOICE = "choice"  # T3
    START_DRAW_TWO = "start_draw_two"  # S5
    DRAW_TWO = "draw_two"  # A3
    WILD_DRAW_FOUR = "wild_draw_four"  # W3: accepted
    CHALLENGE_LOST = "challenge_lost"  # W5: the challenger draws 6
    CHALLENGE_PENALTY = "challenge_penalty"  # W6: the player of the Wild Draw Four draws 4
    CAUGHT = "caught"  # U2
    STACK = "stack"  # HR1-HR3: the total of a stack of Draw Twos / Wild Draw Fours
    WRONG_CATCH = "wrong_catch"  # HR8: the catcher of a player who owed no UNO draws 2


class SkipReason(StrEnum):
    START_SKIP = "start_skip"  # S6
    START_DRAW_TWO = "start_draw_two"  # S5
    SKIP = "skip"  # A1
    REVERSE = "reverse"  # A5, two players
    DRAW_TWO = "draw_two"  # A3
    WILD_DRAW_FOUR = "wild_draw_four"  # W3, W5
    STACK = "stack"  # HR1-HR3: drew a stack's total


class HandsSwapped(Value):
    """HR4: ``seat`` played a 7 and swapped hands with ``target``."""

    seat: int
    target: int


class JumpedIn(Value):
    """HR6: ``seat`` played the very card on top out of turn (the ``CardPlayed`` that
    follows says which); play goes on from them."""

    seat: int


class HandsPassed(Value):
    """HR4: a 0 was played and every hand passed on to the next player in the direction of
    play (``clockwise``)."""

    clockwise: bool


class DealerDrawn(Value):
    """S1: the dealer draw; each entry of ``rounds`` is one draw by the players still tied."""

    rounds: tuple[tuple[tuple[int, Card], ...], ...]
    dealer: int


class RoundStarted(Value):
    """S2, S3: a round was dealt; ``hand_sizes`` per seat."""

    round: int
    dealer: int
    hand_sizes: tuple[int, ...]


class StartCardReturned(Value):
    """S9: a Wild Draw Four turned as start card went back into the draw pile."""

    card: Card


class StartCardTurned(Value):
    """S3: the card that starts the discard pile."""

    card: Card


class CardPlayed(Value):
    """T1: ``seat`` played ``card``; ``color`` is the active colour after it (A4, W2)."""

    seat: int
    card: Card
    color: Color


class ColorChosen(Value):
    """S8: the first player named the colour of a start Wild."""

    seat: int
    color: Color


class CardsDrawn(Value):
    """``seat`` drew ``count`` cards (fewer than ``wanted`` when the piles ran dry, T6).

    ``cards`` is private to ``seat``: ``public()`` empties it.
    """

    seat: int
    count: int
    wanted: int
    reason: DrawReason
    cards: tuple[Card, ...] = ()

    def public(self) -> CardsDrawn:
        return CardsDrawn(self.seat, self.count, self.wanted, self.reason) if self.cards else self

    def for_seat(self, seat: int) -> CardsDrawn:
        return self if seat == self.seat else self.public()


class DrawnCardKept(Value):
    """T3: ``seat`` kept the card just drawn."""

    seat: int


class TurnSkipped(Value):
    """``seat`` lost their turn (A1, A3, A5, S5, S6, W3, W5)."""

    seat: int
    reason: SkipReason


class DirectionChanged(Value):
    """A2, S7: play now goes ``clockwise`` (True) or counter-clockwise."""

    clockwise: bool


class WildDrawFourAccepted(Value):
    """W3: ``seat`` accepted the Wild Draw Four."""

    seat: int
    player: int


class WildDrawFourChallenged(Value):
    """W4-W6: ``challenger`` challenged ``player``.

    ``legal`` is the verdict; ``previous_color`` the colour that was in play. ``hand`` is the
    hand the player showed (right after the Wild Draw Four left it, W1): it is shown to the
    challenger alone (W4, H3), so ``public()`` empties it.
    """

    challenger: int
    player: int
    legal: bool
    previous_color: Color
    hand: tuple[Card, ...] = ()

    def public(self) -> WildDrawFourChallenged:
        if not self.hand:
            return self
        return WildDrawFourChallenged(self.challenger, self.player, self.legal, self.previous_color)

    def for_seat(self, seat: int) -> WildDrawFourChallenged:
        return self if seat in (self.challenger, self.player) else self.public()


class UnoSaid(Value):
    """U1, U3: ``seat`` said UNO; ``late`` when said after the play (U3)."""

    seat: int
    late: bool


class UnoCaught(Value):
    """U2: ``seat`` caught ``target``, who draws 2 (a ``CardsDrawn`` follows)."""

    seat: int
    target: int


class CatchMissed(Value):
    """HR8: ``seat`` caught ``target`` wrongly (they said UNO, or their window had closed)
    and draws 2 (a ``CardsDrawn`` follows)."""

    seat: int
    target: int


class Reshuffled(Value):
    """T5: the discard pile under its top card became the new draw pile of ``count`` cards."""

    count: int


class OpponentScore(Value):
    """P1: what one opponent still held when the round ended, and its points."""

    seat: int
    cards: tuple[Card, ...]
    points: int


class RoundEnded(Value):
    """E1, P1: ``winner`` went out and scores ``points``; ``scores`` are the new totals."""

    round: int
    winner: int
    points: int
    opponents: tuple[OpponentScore, ...]
    scores: tuple[int, ...]


class GameEnded(Value):
    """P2: ``winner`` reached the target."""

    winner: int
    scores: tuple[int, ...]


Event = (
    DealerDrawn
    | RoundStarted
    | StartCardReturned
    | StartCardTurned
    | CardPlayed
    | ColorChosen
    | CardsDrawn
    | DrawnCardKept
    | TurnSkipped
    | DirectionChanged
    | WildDrawFourAccepted
    | WildDrawFourChallenged
    | UnoSaid
    | UnoCaught
    | CatchMissed
    | Reshuffled
    | HandsSwapped
    | HandsPassed
    | JumpedIn
    | RoundEnded
    | GameEnded
)


def event_for_seat(event: Event, seat: int | None) -> Event:
    """The version of ``event`` that ``seat`` may see (``None``: the public version)."""
    if isinstance(event, CardsDrawn | WildDrawFourChallenged):
        return event.public() if seat is None else event.for_seat(seat)
    return event
