"""The engine's small family of errors.

A refused action carries a machine-readable ``Refusal`` and its details, so the UI can word it
in the player's language; ``str()`` gives a plain English sentence for logs and for the
``error.message`` field of a replayed state (RECORD.md).
"""

from __future__ import annotations

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
    """Why an action was refused (T8, U5 and the record fine print)."""

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
    UNO_NOT_DUE = "uno_not_due"


def _describe(reason: Refusal, d: dict[str, Any]) -> str:
    name = d.get("name", "")
    if reason is Refusal.GAME_OVER:
        return "the game is over"
    if reason is Refusal.ROUND_OVER:
        return "the round is over: deal the next round first"
    if reason is Refusal.ROUND_NOT_OVER:
        return "the round is still being played"
    if reason is Refusal.NOT_YOUR_TURN:
        return f"it is {d['current_name']}'s turn, not {name}'s"
    if reason is Refusal.MUST_ANSWER_CHALLENGE:
        return f"{name} must first accept or challenge the Wild Draw Four"
    if reason is Refusal.MUST_NAME_COLOR:
        return f"{name} must first name the colour of the start Wild"
    if reason is Refusal.MUST_PLAY_OR_KEEP:
        return f"{name} just drew {card_name(d['drawn'])}: play it or keep it"
    if reason is Refusal.NOTHING_TO_ANSWER:
        return "there is no Wild Draw Four to accept or challenge"
    if reason is Refusal.NO_COLOR_TO_NAME:
        return "there is no start Wild whose colour is to be named"
    if reason is Refusal.NOTHING_DRAWN:
        return f"{name} has not just drawn a card to keep"
    if reason is Refusal.CARD_NOT_HELD:
        return f"{name} does not hold {card_name(d['card'])}"
    if reason is Refusal.NO_MATCH:
        card, top, color = d["card"], d["top"], d["color"]
        if top.is_wild or top.color is not color:
            where = f"{card_name(top)} (colour in play: {COLOR_NAMES[color]})"
        else:
            where = card_name(top)
        return f"{card_name(card)} does not match {where}"
    if reason is Refusal.ONLY_DRAWN_CARD:
        return f"after drawing, {name} may play only the drawn card, {card_name(d['drawn'])}"
    if reason is Refusal.COLOR_NEEDED:
        return f"playing {card_name(d['card'])} must name a colour"
    if reason is Refusal.COLOR_NOT_ALLOWED:
        return f"only a Wild names a colour, not {card_name(d['card'])}"
    if reason is Refusal.CATCH_SELF:
        return f"{name} cannot catch themselves"
    if reason is Refusal.CATCH_SAID_UNO:
        return f"{d['target_name']} said UNO"
    if reason is Refusal.CATCH_NOT_ONE_CARD:
        return f"{d['target_name']} holds {d['count']} cards, not one"
    if reason is Refusal.CATCH_TOO_LATE:
        return f"too late to catch {d['target_name']}: the next turn has begun"
    if reason is Refusal.UNO_NOT_DUE:
        return f"{name} has no UNO to say right now"
    raise AssertionError(reason)  # pragma: no cover


class IllegalAction(UnoError):
    """An action the rules do not allow at this moment; the game did not change."""

    def __init__(self, reason: Refusal, **details: Any) -> None:
        self.reason = reason
        self.details = details
        super().__init__(_describe(reason, details))
