"""The actions a player (or the table) can take; each has a record form (RECORD.md)."""

from __future__ import annotations

from typing import Any

from .cards import Card, Color
from .values import Value


class Play(Value):
    """Play ``card`` (T1); a Wild names ``color`` (A4, W2); ``uno`` says UNO with it (U1)."""

    seat: int
    card: Card
    color: Color | None = None
    uno: bool = False

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.seat, "play": self.card.code}
        if self.color is not None:
            out["color"] = self.color.value
        if self.uno:
            out["uno"] = True
        return out


class Draw(Value):
    """Draw one card instead of playing (T3)."""

    seat: int

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "draw": True}


class Keep(Value):
    """Keep the card just drawn and end the turn (T3)."""

    seat: int

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "keep": True}


class Accept(Value):
    """Take the four cards of a Wild Draw Four and lose the turn (W3)."""

    seat: int

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "accept": True}


class Challenge(Value):
    """Challenge a Wild Draw Four (W3-W6)."""

    seat: int

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "challenge": True}


class SayUno(Value):
    """Say UNO late, before being caught (U3)."""

    seat: int

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "uno": True}


class Catch(Value):
    """``seat`` catches ``target`` holding one card without having said UNO (U2)."""

    seat: int
    target: int

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "catch": self.target}


class ChooseColor(Value):
    """Name the colour of a Wild turned as the start card (S8)."""

    seat: int
    color: Color

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "color": self.color.value}


class SwapHands(Value):
    """HR4: after playing a 7, swap hands with ``target``."""

    seat: int
    target: int

    def to_record(self) -> dict[str, Any]:
        return {"by": self.seat, "swap": self.target}


class NextRound(Value):
    """Deal the next round after a round is over (E4)."""

    seat: None = None

    def to_record(self) -> dict[str, Any]:
        return {"next_round": True}


Action = (
    Play | Draw | Keep | Accept | Challenge | SayUno | Catch | ChooseColor | SwapHands | NextRound
)

VERBS: tuple[str, ...] = (
    "play",
    "draw",
    "keep",
    "accept",
    "challenge",
    "uno",
    "catch",
    "color",
    "swap",
    "next_round",
)


class ActionFormatError(ValueError):
    """An action object that RECORD.md cannot read as written."""


def _seat(obj: dict[str, Any], key: str, players: int) -> int:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ActionFormatError(f"'{key}' must be a player index")
    if not 0 <= value < players:
        raise ActionFormatError(f"'{key}' {value} is not a player (0 to {players - 1})")
    return value


def _true(obj: dict[str, Any], key: str) -> None:
    if obj[key] is not True:
        raise ActionFormatError(f"'{key}' must be true")


def _color(value: Any) -> Color:
    try:
        return Color.from_code(value)
    except ValueError:
        raise ActionFormatError(f"bad colour {value!r}") from None


def action_from_record(obj: Any, players: int) -> Action:
    """Read one action of a record, or raise ``ActionFormatError`` saying why in one line."""
    if not isinstance(obj, dict):
        raise ActionFormatError("an action must be an object")
    verbs = [k for k in obj if k in VERBS]
    # `play` may carry `color` and `uno`; otherwise each of those is a verb of its own.
    if "play" in obj:
        verbs = ["play"]
        allowed = {"by", "play", "color", "uno"}
    elif verbs == ["next_round"]:
        allowed = {"next_round"}  # RECORD.md: `next_round` has no `by`
    elif len(verbs) == 1:
        allowed = {"by", verbs[0]}
    elif not verbs:
        raise ActionFormatError("an action needs a verb (" + ", ".join(VERBS) + ")")
    else:
        raise ActionFormatError("an action has one verb, not " + " and ".join(verbs))
    extra = sorted(set(obj) - allowed)
    if extra:
        raise ActionFormatError(f"unexpected field {extra[0]!r} in a '{verbs[0]}' action")
    verb = verbs[0]
    if verb == "next_round":
        _true(obj, verb)
        return NextRound()
    seat = _seat(obj, "by", players)
    if verb == "play":
        try:
            card = Card.from_code(obj["play"])
        except ValueError as exc:
            raise ActionFormatError(str(exc)) from None
        color = _color(obj["color"]) if "color" in obj else None
        uno = obj.get("uno", False)
        if not isinstance(uno, bool):
            raise ActionFormatError("'uno' must be true or false")
        return Play(seat, card, color, uno)
    if verb == "catch":
        return Catch(seat, _seat(obj, "catch", players))
    if verb == "swap":
        return SwapHands(seat, _seat(obj, "swap", players))
    if verb == "color":
        return ChooseColor(seat, _color(obj["color"]))
    _true(obj, verb)
    simple: dict[str, type[Draw | Keep | Accept | Challenge | SayUno]] = {
        "draw": Draw,
        "keep": Keep,
        "accept": Accept,
        "challenge": Challenge,
        "uno": SayUno,
    }
    return simple[verb](seat)
