"""The wire form of the game's values: a seat's view, public events, actions, refusals.

Written out here field by field under the protocol's own names (docs/PROTOCOL.md), not
derived from the engine's classes: a field added to, renamed in or dropped from
``SeatView`` or an event does not change what crosses the wire by accident. It fails
``tests/net/test_wire.py`` until this module says what the wire carries (and
``protocol.PROTOCOL`` is raised). Decoding checks every part and refuses an unknown or a
missing field with a reason (``ProtocolError``), never a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, NamedTuple

from ..engine import (
    Action,
    Card,
    Color,
    IllegalAction,
    Phase,
    RecordError,
    Refusal,
    Rules,
    SeatView,
)
from ..engine import events as ev
from ..engine.actions import ActionFormatError, action_from_record
from ..engine.events import Event

#: A message or value that does not follow the protocol (``protocol.MALFORMED`` …).
MALFORMED = "malformed"


class ProtocolError(ValueError):
    """A message that does not follow this protocol: ``str()`` starts with the reason
    code (``malformed``, ``too_long``, ``timeout``, ``upgrade``), then why."""

    @property
    def reason(self) -> str:
        return str(self).split(":")[0]


def fail(what: str) -> ProtocolError:
    return ProtocolError(f"{MALFORMED}: {what}")


class Codec(NamedTuple):
    """How one kind of value crosses the wire: ``name`` as PROTOCOL.md writes it,
    ``encode`` to JSON data, ``decode(data, players)`` back (``players``: the table's size,
    for actions)."""

    name: str
    encode: Callable[[Any], Any]
    decode: Callable[[Any, int], Any]


def _int(data: Any, _players: int) -> int:
    if isinstance(data, bool) or not isinstance(data, int):
        raise fail("expected a whole number")
    return data


def _bool(data: Any, _players: int) -> bool:
    if not isinstance(data, bool):
        raise fail("expected true or false")
    return data


def _str(data: Any, _players: int) -> str:
    if not isinstance(data, str):
        raise fail("expected text")
    return data


def _card(data: Any, _players: int) -> Card:
    try:
        return Card.from_code(data)
    except ValueError:
        raise fail("expected a card code") from None


def _same(value: Any) -> Any:
    return value


INT = Codec("int", _same, _int)
BOOL = Codec("bool", _same, _bool)
STR = Codec("text", _same, _str)
CARD = Codec("card", lambda card: card.code, _card)


def enum(kind: type[Enum]) -> Codec:
    def decode(data: Any, _players: int) -> Any:
        try:
            return kind(data)
        except ValueError:
            raise fail("expected " + kind.__name__) from None

    return Codec(kind.__name__, lambda value: value.value, decode)


def optional(codec: Codec) -> Codec:
    def decode(data: Any, players: int) -> Any:
        return None if data is None else codec.decode(data, players)

    return Codec(codec.name + " or null", lambda v: None if v is None else codec.encode(v), decode)


def listed(codec: Codec) -> Codec:
    """A tuple of values, as a JSON list."""

    def decode(data: Any, players: int) -> tuple[Any, ...]:
        if not isinstance(data, list):
            raise fail("expected a list")
        return tuple(codec.decode(item, players) for item in data)

    return Codec(f"[{codec.name}]", lambda v: [codec.encode(item) for item in v], decode)


def pair(first: Codec, second: Codec) -> Codec:
    def decode(data: Any, players: int) -> tuple[Any, Any]:
        if not isinstance(data, list) or len(data) != 2:
            raise fail("expected a pair")
        return first.decode(data[0], players), second.decode(data[1], players)

    return Codec(
        f"[{first.name}, {second.name}]",
        lambda v: [first.encode(v[0]), second.encode(v[1])],
        decode,
    )


def _action(data: Any, players: int) -> Action:
    try:
        return action_from_record(data, players)
    except ActionFormatError as exc:
        raise fail(str(exc)) from None


COLOR = enum(Color)
CARDS = listed(CARD)
INTS = listed(INT)
BOOLS = listed(BOOL)
#: An action in its record form (RECORD.md).
ACTION = Codec("action", lambda action: action.to_record(), _action)


def _rules(data: Any, _players: int) -> Rules:
    try:
        return Rules.from_record(data)
    except RecordError:
        raise fail("rules that are not house rules") from None


#: The house rules a table plays, as the game record writes them (``{}``: classic).
RULES = Codec("rules", lambda rules: rules.as_record(), _rules)

Fields = tuple[tuple[str, Codec], ...]


def fields_of(data: Any, names: tuple[str, ...], what: str, extra: tuple[str, ...] = ()) -> None:
    """Refuse an object that lacks one of ``names`` or has a key besides them (and
    ``extra``), saying which."""
    if not isinstance(data, dict):
        raise fail(what + ": expected an object")
    for name in names:
        if name not in data:
            raise fail(what + " without " + name)
    for key in data:
        if key not in names and key not in extra:
            raise fail(what + " with an unknown field " + str(key)[:40])


# ---------------------------------------------------------------------- a seat's view

#: A seat's view (``SeatView``) on the wire, field by field: the wire's name, its codec,
#: and the engine's attribute it is read from.
VIEW: tuple[tuple[str, Codec, str], ...] = (
    ("seat", optional(INT), "seat"),
    ("names", listed(STR), "names"),
    ("hand", CARDS, "hand"),
    ("hand_sizes", INTS, "hand_sizes"),
    ("scores", INTS, "scores"),
    ("target", INT, "target"),
    ("round", INT, "round"),
    ("dealer", INT, "dealer"),
    ("current", optional(INT), "current"),
    ("phase", enum(Phase), "phase"),
    ("clockwise", BOOL, "clockwise"),
    ("top", CARD, "top"),
    ("color", optional(COLOR), "color"),
    ("draw_pile", INT, "draw_pile"),
    ("discard_pile", INT, "discard_pile"),
    ("drawn", optional(CARD), "drawn"),
    ("uno_window", optional(INT), "uno_window"),
    ("uno_said", BOOLS, "uno_said"),
    ("round_winner", optional(INT), "round_winner"),
    ("winner", optional(INT), "winner"),
    ("wild_draw_four", optional(pair(INT, COLOR)), "wild_draw_four"),
    ("legal", listed(ACTION), "legal"),
    ("round_results", listed(pair(INT, INT)), "round_results"),
    ("rules", RULES, "rules"),
    ("owed", INT, "owed"),
)
_VIEW_NAMES = tuple(name for name, _codec, _attr in VIEW)


def encode_view(view: SeatView) -> dict[str, Any]:
    return {name: codec.encode(getattr(view, attr)) for name, codec, attr in VIEW}


def decode_view(data: Any) -> SeatView:
    """A seat's view from the wire; ``ProtocolError`` when it is not one."""
    fields_of(data, _VIEW_NAMES, "view")
    names = listed(STR).decode(data["names"], 0)
    if not 2 <= len(names) <= 10:
        raise fail("a table of the wrong size")
    values = {attr: codec.decode(data[name], len(names)) for name, codec, attr in VIEW}
    if len(values["hand_sizes"]) != len(names):
        raise fail("a table of the wrong size")
    return SeatView(**values)


# ---------------------------------------------------------------------- events


def record(kind: str, cls: Callable[..., Any], fields: Fields) -> Codec:
    """An engine value as an object naming its kind in ``"k"`` and its fields."""
    names = tuple(name for name, _codec in fields)

    def encode(value: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"k": kind}
        for name, codec in fields:
            out[name] = codec.encode(getattr(value, name))
        return out

    def decode(data: Any, players: int) -> Any:
        fields_of(data, names, kind, extra=("k",))
        if data.get("k") != kind:
            raise fail("expected " + kind)
        return cls(**{name: codec.decode(data[name], players) for name, codec in fields})

    return Codec(kind, encode, decode)


OPPONENT = record(
    "OpponentScore", ev.OpponentScore, (("seat", INT), ("cards", CARDS), ("points", INT))
)

#: Every event the wire may carry: its kind (``"k"``) and its fields, each with its codec.
EVENTS: dict[type[Any], tuple[str, Fields]] = {
    ev.DealerDrawn: ("DealerDrawn", (("rounds", listed(listed(pair(INT, CARD)))), ("dealer", INT))),
    ev.RoundStarted: ("RoundStarted", (("round", INT), ("dealer", INT), ("hand_sizes", INTS))),
    ev.StartCardReturned: ("StartCardReturned", (("card", CARD),)),
    ev.StartCardTurned: ("StartCardTurned", (("card", CARD),)),
    ev.CardPlayed: ("CardPlayed", (("seat", INT), ("card", CARD), ("color", COLOR))),
    ev.ColorChosen: ("ColorChosen", (("seat", INT), ("color", COLOR))),
    ev.CardsDrawn: (
        "CardsDrawn",
        (
            ("seat", INT),
            ("count", INT),
            ("wanted", INT),
            ("reason", enum(ev.DrawReason)),
            ("cards", CARDS),
        ),
    ),
    ev.DrawnCardKept: ("DrawnCardKept", (("seat", INT),)),
    ev.TurnSkipped: ("TurnSkipped", (("seat", INT), ("reason", enum(ev.SkipReason)))),
    ev.DirectionChanged: ("DirectionChanged", (("clockwise", BOOL),)),
    ev.WildDrawFourAccepted: ("WildDrawFourAccepted", (("seat", INT), ("player", INT))),
    ev.WildDrawFourChallenged: (
        "WildDrawFourChallenged",
        (
            ("challenger", INT),
            ("player", INT),
            ("legal", BOOL),
            ("previous_color", COLOR),
            ("hand", CARDS),
        ),
    ),
    ev.UnoSaid: ("UnoSaid", (("seat", INT), ("late", BOOL))),
    ev.UnoCaught: ("UnoCaught", (("seat", INT), ("target", INT))),
    ev.CatchMissed: ("CatchMissed", (("seat", INT), ("target", INT))),
    ev.Reshuffled: ("Reshuffled", (("count", INT),)),
    ev.RoundEnded: (
        "RoundEnded",
        (
            ("round", INT),
            ("winner", INT),
            ("points", INT),
            ("opponents", listed(OPPONENT)),
            ("scores", INTS),
        ),
    ),
    ev.GameEnded: ("GameEnded", (("winner", INT), ("scores", INTS))),
    ev.HandsSwapped: ("HandsSwapped", (("seat", INT), ("target", INT))),
    ev.HandsPassed: ("HandsPassed", (("clockwise", BOOL),)),
    ev.JumpedIn: ("JumpedIn", (("seat", INT),)),
}
_EVENT_CODECS: dict[type[Any], Codec] = {
    cls: record(kind, cls, fields) for cls, (kind, fields) in EVENTS.items()
}
_BY_KIND: dict[str, Codec] = {EVENTS[cls][0]: codec for cls, codec in _EVENT_CODECS.items()}


def _encode_event(event: Event) -> dict[str, Any]:
    result: dict[str, Any] = _EVENT_CODECS[type(event)].encode(event)
    return result


def _decode_event(data: Any, players: int) -> Event:
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("k"), str)
        or data["k"] not in _BY_KIND
    ):
        raise fail("expected an event")
    event: Event = _BY_KIND[data["k"]].decode(data, players)
    return event


EVENT = Codec("event", _encode_event, _decode_event)
REVEAL = _EVENT_CODECS[ev.WildDrawFourChallenged]


# ---------------------------------------------------------------------- refusals

#: Details of a refusal that are cards or colours (the others are names and numbers).
_CARD_DETAILS = ("card", "drawn", "top")
_COLOR_DETAILS = ("color",)


def _encode_refusal(error: IllegalAction) -> dict[str, Any]:
    details = {
        str(key): value.code if isinstance(value, Card) else _plain(value)
        for key, value in error.details.items()
    }
    return {"reason": error.reason.value, "details": details}


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value


def _decode_refusal(data: Any, _players: int) -> IllegalAction:
    fields_of(data, ("reason", "details"), "refusal")
    if not isinstance(data["details"], dict):
        raise fail("expected a refusal")
    try:
        reason = Refusal(str(data["reason"]))
    except ValueError:
        raise fail("unknown refusal") from None
    details: dict[str, Any] = {}
    for key, value in data["details"].items():
        if key in _CARD_DETAILS:
            details[key] = _card(value, 0)
        elif key in _COLOR_DETAILS:
            details[key] = COLOR.decode(value, 0)
        elif isinstance(value, str | int) or value is None:
            details[key] = value
        else:
            raise fail("a refusal's detail")
    try:
        return IllegalAction(reason, **details)
    except (KeyError, TypeError, AttributeError, IndexError):
        raise fail("a refusal without its details") from None


#: Why the rules refused an action: its reason code and details, for the terminal to word.
REFUSAL = Codec("refusal", _encode_refusal, _decode_refusal)
VIEW_CODEC = Codec("view", encode_view, lambda data, _players: decode_view(data))
