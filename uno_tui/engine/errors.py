"""The engine's small family of errors.

A refused action carries a machine-readable ``Refusal`` and its details, so the UI can word it
in the player's language; ``str()`` gives a plain English sentence for logs and for the
``error.message`` field of a replayed state (RECORD.md).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Any

from .cards import Card, Color, Rank

COLOR_NAMES: dict[Color, str] = {
    Color.RED: "Red",
    Color.YELLOW: "Yellow",
    Color.GREEN: "Green",
    Color.BLUE: "Blue",
}
RANK_NAMES: dict[Rank, str] = {
    Rank.SKIP: "Skip",
    Rank.REVERSE: "Reverse",
    Rank.DRAW_TWO: "Draw Two",
    Rank.WILD: "Wild",
    Rank.WILD_DRAW_FOUR: "Wild Draw Four",
}


def card_name(card: Card) -> str:
    """English name of a card, colour always written: ``Red 7``, ``Blue Skip``, ``Wild``."""
    rank = RANK_NAMES.get(card.rank, card.rank.value)
    return rank if card.color is None else f"{COLOR_NAMES[card.color]} {rank}"


class UnoError(ValueError):
    """Base of every error the engine raises."""


class RecordError(UnoError):
    """A game record (or game setup) that cannot be read as RECORD.md writes it."""


class Refusal(StrEnum):
    """Why an action was refused (T8, U5 and the record fine print); docs/RECORD.md lists them."""

    NO_SUCH_SEAT = "no_such_seat"
    GAME_OVER = "game_over"
    ROUND_OVER = "round_over"
    ROUND_NOT_OVER = "round_not_over"
    NOT_YOUR_TURN = "not_your_turn"
    MUST_ANSWER_CHALLENGE = "must_answer_challenge"
    MUST_NAME_COLOR = "must_name_color"
    MUST_PLAY_OR_KEEP = "must_play_or_keep"
    NOTHING_TO_ANSWER = "nothing_to_answer"
    NO_COLOR_TO_NAME = "no_color_to_name"
    NOTHING_DRAWN = "nothing_drawn"
    CARD_NOT_HELD = "card_not_held"
    NO_MATCH = "no_match"
    ONLY_DRAWN_CARD = "only_drawn_card"
    COLOR_NEEDED = "color_needed"
    COLOR_NOT_ALLOWED = "color_not_allowed"
    CATCH_SELF = "catch_self"
    CATCH_SAID_UNO = "catch_said_uno"
    CATCH_NOT_ONE_CARD = "catch_not_one_card"
    CATCH_TOO_LATE = "catch_too_late"
    CATCH_SPENT = "catch_spent"
    CATCH_GRACE = "catch_grace"
    UNO_NOT_DUE = "uno_not_due"
    MUST_SWAP = "must_swap"
    NOTHING_TO_SWAP = "nothing_to_swap"
    SWAP_SELF = "swap_self"
    ONLY_STACK = "only_stack"


def _no_match(d: dict[str, Any]) -> str:
    card, top, color = d["card"], d["top"], d["color"]
    where = card_name(top)
    if top.is_wild or top.color is not color:
        where += f" (colour in play: {COLOR_NAMES[color]})"
    return f"{card_name(card)} does not match {where}"


#: The English sentence for each refusal, from the refusal's details (``name`` is the acting
#: player's name; the other keys are named by the check that refuses).
_DESCRIBE: dict[Refusal, Callable[[dict[str, Any]], str]] = {
    Refusal.NO_SUCH_SEAT: lambda d: (
        f"there is no player {d['seat']} at this table (0 to {d['players'] - 1})"
    ),
    Refusal.GAME_OVER: lambda d: "the game is over",
    Refusal.ROUND_OVER: lambda d: "the round is over: deal the next round first",
    Refusal.ROUND_NOT_OVER: lambda d: "the round is still being played",
    Refusal.NOT_YOUR_TURN: lambda d: f"it is {d['current_name']}'s turn, not {d['name']}'s",
    Refusal.MUST_ANSWER_CHALLENGE: lambda d: (
        f"{d['name']} must first accept or challenge the Wild Draw Four"
    ),
    Refusal.MUST_NAME_COLOR: lambda d: f"{d['name']} must first name the colour of the start Wild",
    Refusal.MUST_PLAY_OR_KEEP: lambda d: (
        f"{d['name']} just drew {card_name(d['drawn'])}: play it or keep it"
    ),
    Refusal.NOTHING_TO_ANSWER: lambda d: "there is no Wild Draw Four to accept or challenge",
    Refusal.NO_COLOR_TO_NAME: lambda d: "there is no start Wild whose colour is to be named",
    Refusal.NOTHING_DRAWN: lambda d: f"{d['name']} has not just drawn a card to keep",
    Refusal.CARD_NOT_HELD: lambda d: f"{d['name']} does not hold {card_name(d['card'])}",
    Refusal.NO_MATCH: _no_match,
    Refusal.ONLY_DRAWN_CARD: lambda d: (
        f"after drawing, {d['name']} may play only the drawn card, {card_name(d['drawn'])}"
    ),
    Refusal.COLOR_NEEDED: lambda d: f"playing {card_name(d['card'])} must name a colour",
    Refusal.COLOR_NOT_ALLOWED: lambda d: f"only a Wild names a colour, not {card_name(d['card'])}",
    Refusal.CATCH_SELF: lambda d: f"{d['name']} cannot catch themselves",
    Refusal.CATCH_SAID_UNO: lambda d: f"{d['target_name']} said UNO",
    Refusal.CATCH_NOT_ONE_CARD: lambda d: f"{d['target_name']} holds {d['count']} cards, not one",
    Refusal.CATCH_TOO_LATE: lambda d: (
        f"too late to catch {d['target_name']}: the next turn has begun"
    ),
    Refusal.CATCH_SPENT: lambda d: (
        f"{d['name']} already tried to catch since the last action: one catch each"
    ),
    Refusal.CATCH_GRACE: lambda d: (
        f"{d['target_name']} may still say UNO: no catch during the grace"
    ),
    Refusal.UNO_NOT_DUE: lambda d: f"{d['name']} has no UNO to say right now",
    Refusal.MUST_SWAP: lambda d: f"{d['name']} must first choose whom to swap hands with",
    Refusal.NOTHING_TO_SWAP: lambda d: "there is no 7 whose hands are to be swapped",
    Refusal.SWAP_SELF: lambda d: f"{d['name']} cannot swap hands with themselves",
    Refusal.ONLY_STACK: lambda d: (
        f"only a card that stacks may go on the stack: {d['name']} stacks or draws {d['owed']}"
    ),
}


class IllegalAction(UnoError):
    """An action the rules do not allow at this moment; the game did not change."""

    def __init__(self, reason: Refusal, **details: Any) -> None:
        self.reason = reason
        self.details = details
        super().__init__(_DESCRIBE[reason](details))
