"""The wire between a host and the terminals that join it: JSON lines over TCP.

Each message is one JSON object on one line (UTF-8, ``\\n``-terminated, at most
``MAX_LINE`` bytes), with its type in ``"t"``. The client speaks first, with ``hello``
carrying ``PROTOCOL``; a host that speaks another version answers ``refused`` /
``upgrade`` and closes.

Client → host: ``hello`` (join with the table's code, or rejoin a seat with its token),
``act`` (an action in its record form, RECORD.md), ``seen`` (the challenger has seen the
challenged hand), ``ping``. Host → client: ``welcome`` (the seat and its secret token),
``update`` (the seat's ``SeatView`` and the public events since the last update),
``result`` (an action applied, or why it was refused), ``refused`` (the connection is
refused or dropped, with a reason code), ``pong``.

The game's values cross the wire as the engine's own classes rebuilt on the other side
(``encode`` / ``decode``, typed by the classes' annotations): a ``SeatView`` and public
events carry exactly what they carry on the host, no more. Cards are their record codes,
actions their record objects.
"""

from __future__ import annotations

import json
import types
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from enum import Enum
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints

from ..engine import Action, Card, Color, IllegalAction, Refusal, SeatView, action_from_record
from ..engine import events as event_module
from ..engine.actions import ActionFormatError
from ..engine.events import Event
from ..engine.values import Value

#: The protocol version, sent in ``hello``; a host refuses any other.
PROTOCOL = 1
#: The longest line either side accepts, in bytes (a view with a ten-player table and
#: forty recent events is about 6 KiB).
MAX_LINE = 64 * 1024
#: The default TCP port of ``uno-tui host``.
DEFAULT_PORT = 7654


class ProtocolError(ValueError):
    """A message that does not follow this protocol."""


# ---------------------------------------------------------------------- reasons

#: Why a connection was refused or dropped (``refused``'s ``reason``), or an action
#: refused before the rules saw it (``result``'s ``reason``).
BAD_CODE = "bad_code"
BAD_TOKEN = "bad_token"
NO_OPEN_SEAT = "no_open_seat"
NO_SUCH_NAME = "no_such_name"
SEAT_TAKEN = "seat_taken"
UPGRADE = "upgrade"
MALFORMED = "malformed"
TOO_LONG = "too_long"
TOO_FAST = "too_fast"
TIMEOUT = "timeout"
NOT_YOUR_SEAT = "not_your_seat"
REPLACED = "replaced"
HOST_CLOSED = "host_closed"
NO_GAME = "no_game"

REASONS = (
    BAD_CODE,
    BAD_TOKEN,
    NO_OPEN_SEAT,
    NO_SUCH_NAME,
    SEAT_TAKEN,
    UPGRADE,
    MALFORMED,
    TOO_LONG,
    TOO_FAST,
    TIMEOUT,
    NOT_YOUR_SEAT,
    REPLACED,
    HOST_CLOSED,
    NO_GAME,
)


# ---------------------------------------------------------------------- lines


def dumps(message: dict[str, Any]) -> bytes:
    """One message as one line of bytes."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def loads(line: bytes) -> dict[str, Any]:
    """One line read back as a message (an object with a string ``"t"``), or
    ``ProtocolError``."""
    if len(line) > MAX_LINE:
        raise ProtocolError(TOO_LONG)
    try:
        message = json.loads(line)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError(MALFORMED) from None
    if not isinstance(message, dict) or not isinstance(message.get("t"), str):
        raise ProtocolError(MALFORMED)
    return message


# ---------------------------------------------------------------------- values


def encode(value: Any) -> Any:
    """A game value as JSON data: cards as codes, enums as values, actions as their record
    objects, events as objects naming their class in ``"k"``, views field by field."""
    if value is None or (isinstance(value, bool | int | str) and not isinstance(value, Enum)):
        return value
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    if isinstance(value, tuple | list | frozenset | set):
        items = sorted(value) if isinstance(value, frozenset | set) else value
        return [encode(v) for v in items]
    if isinstance(value, Value):
        to_record = getattr(value, "to_record", None)
        if to_record is not None:
            return to_record()
        out: dict[str, Any] = {"k": type(value).__name__}
        for name in value._fields:
            out[name] = encode(getattr(value, name))
        return out
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in fields(value)}
    raise TypeError(f"cannot encode {type(value).__name__}")


#: The event classes the wire may name.
EVENTS: dict[str, type[Value]] = {
    cls.__name__: cls for cls in get_args(Event) if isinstance(cls, type) and issubclass(cls, Value)
}
_EVENT_UNION = frozenset(EVENTS.values())
_ACTION_UNION = frozenset(get_args(Action))


@cache
def _hints(cls: type) -> dict[str, Any]:
    extra = {**vars(event_module), "Action": Action, "Event": Event, "Card": Card}
    hints = get_type_hints(cls, localns=extra)
    return {name: hint for name, hint in hints.items() if not name.startswith("_")}


def _fail(what: str) -> ProtocolError:
    return ProtocolError(f"{MALFORMED}: {what}")


def decode(kind: Any, data: Any, players: int = 10) -> Any:
    """Rebuild a value of type ``kind`` from ``encode``'s data, checking every part;
    ``ProtocolError`` when it is not one. ``players``: the table's size (for actions)."""
    if kind is type(None):
        if data is not None:
            raise _fail("expected null")
        return None
    if kind is bool:
        if not isinstance(data, bool):
            raise _fail("expected true or false")
        return data
    if kind is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise _fail("expected a whole number")
        return data
    if kind is str:
        if not isinstance(data, str):
            raise _fail("expected text")
        return data
    if kind is Card:
        try:
            return Card.from_code(data)
        except ValueError:
            raise _fail("expected a card code") from None
    if isinstance(kind, type) and issubclass(kind, Enum):
        try:
            return kind(data)
        except ValueError:
            raise _fail("expected " + kind.__name__) from None
    origin = get_origin(kind)
    args = get_args(kind)
    if origin in (types.UnionType, Union):
        members = frozenset(args)
        if members == _ACTION_UNION:
            try:
                return action_from_record(data, players)
            except ActionFormatError as exc:
                raise _fail(str(exc)) from None
        if members == _EVENT_UNION:
            if not isinstance(data, dict) or data.get("k") not in EVENTS:
                raise _fail("expected an event")
            return decode(EVENTS[data["k"]], data, players)
        if data is None and type(None) in members:
            return None
        others = [a for a in args if a is not type(None)]
        if len(others) == 1:
            return decode(others[0], data, players)
        raise _fail("unexpected union")  # pragma: no cover - no such field
    if origin is tuple or origin is frozenset:
        if not isinstance(data, list):
            raise _fail("expected a list")
        if origin is frozenset:
            return frozenset(decode(args[0], v, players) for v in data)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], v, players) for v in data)
        if len(args) != len(data):
            raise _fail("a list of the wrong length")
        return tuple(decode(a, v, players) for a, v in zip(args, data, strict=True))
    if isinstance(kind, type) and issubclass(kind, Value):
        if not isinstance(data, dict):
            raise _fail("expected an object")
        hints = _hints(kind)
        values = []
        for name in kind._fields:
            if name not in data:
                raise _fail(kind.__name__ + " without " + name)
            values.append(decode(hints[name], data[name], players))
        return kind(*values)
    if isinstance(kind, type) and is_dataclass(kind):
        if not isinstance(data, dict):
            raise _fail("expected an object")
        hints = _hints(kind)
        names = data.get("names")
        if isinstance(names, list):
            players = len(names)
        out: dict[str, Any] = {}
        for f in fields(kind):
            if f.name not in data:
                raise _fail(kind.__name__ + " without " + f.name)
            out[f.name] = decode(hints[f.name], data[f.name], players)
        return kind(**out)
    raise TypeError(f"cannot decode {kind!r}")  # pragma: no cover - a programming error


def encode_view(view: SeatView) -> dict[str, Any]:
    return dict(encode(view))


def decode_view(data: Any) -> SeatView:
    view = decode(SeatView, data)
    assert isinstance(view, SeatView)
    if not 2 <= len(view.names) <= 10 or len(view.hand_sizes) != len(view.names):
        raise _fail("a table of the wrong size")
    return view


def decode_events(data: Any, players: int) -> tuple[Event, ...]:
    events = decode(tuple[Event, ...], data, players)
    assert isinstance(events, tuple)
    return events


# ---------------------------------------------------------------------- refusals

#: Details of a refusal that are cards or colours (the others are names and numbers).
_CARD_DETAILS = ("card", "drawn", "top")
_COLOR_DETAILS = ("color",)


def encode_refusal(error: IllegalAction) -> dict[str, Any]:
    """A refused action's reason code and details, for the client to word."""
    return {"reason": error.reason.value, "details": encode(dict(error.details))}


def decode_refusal(data: Any) -> IllegalAction:
    if not isinstance(data, dict) or not isinstance(data.get("details"), dict):
        raise _fail("expected a refusal")
    try:
        reason = Refusal(str(data.get("reason")))
    except ValueError:
        raise _fail("unknown refusal") from None
    details: dict[str, Any] = {}
    for key, value in data["details"].items():
        if key in _CARD_DETAILS:
            details[key] = decode(Card, value)
        elif key in _COLOR_DETAILS:
            details[key] = decode(Color, value)
        elif isinstance(value, str | int) or value is None:
            details[key] = value
        else:
            raise _fail("a refusal's detail")
    try:
        return IllegalAction(reason, **details)
    except (KeyError, TypeError, AttributeError, IndexError):
        raise _fail("a refusal without its details") from None


# ---------------------------------------------------------------------- join codes

#: Letters and digits that cannot be mistaken for one another when read aloud or written
#: down (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V).
CODE_ALPHABET = "34679ACDEFGHJKMNPQRTWXY"
CODE_LENGTH = 6


def new_code(choice: Callable[[str], str]) -> str:
    """A join code such as ``K7M-4QX`` (``choice``: ``secrets.choice``)."""
    raw = "".join(choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:3]}-{raw[3:]}"


def normal_code(text: str) -> str:
    """A code as typed (any case, with or without the dash or spaces), as written."""
    raw = "".join(c for c in text.upper() if c.isalnum())
    return f"{raw[:3]}-{raw[3:]}" if len(raw) == CODE_LENGTH else raw
