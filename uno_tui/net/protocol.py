"""The wire between a host and the terminals that join it: typed messages, one module.

Each message is a class below with its fields named and typed; it crosses the wire as
one JSON object on one line (UTF-8, ``\\n``-terminated), its type in ``"t"`` and every
field present (``null`` where it has no value). ``decode`` refuses a line that is too
long, an unknown type, and an unknown or a missing field, with a reason
(``ProtocolError``). The game's values inside (a seat's view, events, actions, refusals)
have the explicit wire form written in ``wire.py``. docs/PROTOCOL.md lists every message.

The version is ``PROTOCOL``: any change to a message or a value's wire form raises it. A
``hello`` of another version is answered ``refused`` / ``upgrade`` and the connection
closed; ``hello``'s ``protocol`` and ``refused``'s ``reason`` and ``protocol`` are read the
same way in every version, so the two ends can always say which one must upgrade.
"""

from __future__ import annotations

import json
import types
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Union, get_args, get_origin, get_type_hints

from ..engine import Action, Card, IllegalAction, SeatView
from ..engine.events import Event, WildDrawFourChallenged
from ..table.snapshot import Who
from . import auth
from .codes import CODE_ALPHABET, CODE_LENGTH, new_code, normal_code
from .wire import (
    ACTION,
    BOOL,
    CARD,
    EVENT,
    INT,
    MALFORMED,
    REFUSAL,
    REVEAL,
    STR,
    VIEW_CODEC,
    Codec,
    ProtocolError,
    enum,
    fail,
    fields_of,
    listed,
    optional,
)

#: The protocol's version, sent in ``hello``: a host refuses any other.
PROTOCOL = 7
#: The longest line a terminal accepts from its host, in bytes (a view with a ten-player
#: table and forty recent events is about 6 KiB).
MAX_LINE = 64 * 1024
#: The longest line a host accepts from a terminal (a hello is about 600 bytes).
MAX_TERMINAL_LINE = 4 * 1024

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "MALFORMED",
    "ProtocolError",
    "new_code",
    "normal_code",
]

# ---------------------------------------------------------------------- reasons

#: Why a connection was refused or dropped (``Refused.reason``), or an action refused
#: before the rules saw it (``Result.reason``).
BAD_CODE = "bad_code"
BAD_TOKEN = "bad_token"
NO_OPEN_SEAT = "no_open_seat"
NO_SUCH_NAME = "no_such_name"
SEAT_TAKEN = "seat_taken"
UPGRADE = "upgrade"
TOO_LONG = "too_long"
TOO_FAST = "too_fast"
TIMEOUT = "timeout"
NOT_YOUR_SEAT = "not_your_seat"
REPLACED = "replaced"
HOST_CLOSED = "host_closed"
NO_GAME = "no_game"
NO_WATCHING = "no_watching"
#: A sealed line did not open (``seal.py``): nothing it carried was used.
TAMPERED = "tampered"

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
    NO_WATCHING,
    TAMPERED,
)


# ---------------------------------------------------------------------- messages


class Message:
    """A message of this protocol: a frozen dataclass whose fields are the wire's."""

    #: The message's type, its ``"t"`` on the wire.
    T: ClassVar[str]


# Terminal → host


@dataclass(frozen=True, slots=True)
class Hello(Message):
    """The first line of a connection, with a fresh ``nonce`` (64 hex digits). To take an
    open seat (``name``, or ``null`` for the first one): ``seat`` null and ``pake`` the
    terminal's SPAKE2 element for the join code. To watch (``watch`` true): the same,
    with no seat taken. To rejoin ``seat`` with its key: ``name`` and ``pake`` null."""

    T = "hello"
    protocol: int
    seat: int | None
    name: str | None
    nonce: str
    pake: str | None
    watch: bool


@dataclass(frozen=True, slots=True)
class Prove(Message):
    """The terminal's proof that it knows the code or holds the seat's key (sent only
    after it has checked the host's, in ``challenge``)."""

    T = "prove"
    proof: str


@dataclass(frozen=True, slots=True)
class Act(Message):
    """Take ``action`` (its record form); the host answers with a ``Result`` of ``id``."""

    T = "act"
    id: int
    action: Action


@dataclass(frozen=True, slots=True)
class Seen(Message):
    """The challenger has seen the hand a Wild Draw Four challenge showed it."""

    T = "seen"


@dataclass(frozen=True, slots=True)
class Ping(Message):
    """Still here (the host drops a terminal silent for ``host.IDLE_TIMEOUT``)."""

    T = "ping"


@dataclass(frozen=True, slots=True)
class Share(Message):
    """Version 5, a shuffle the terminal shares in (``shares.py``): its ``commit`` to a
    fresh secret for the host's deal number ``deal``, or then the ``secret`` itself."""

    T = "share"
    deal: int
    commit: str | None
    secret: str | None


# Host → terminal


@dataclass(frozen=True, slots=True)
class Challenge(Message):
    """The host's answer to ``hello``: its own fresh ``nonce``, its SPAKE2 element
    (``pake``, a join only) or which key it holds for the seat (``key_id``, a rejoin only:
    a terminal whose key is older says so rather than blame the host), and its ``proof``
    that it knows the code or the seat's key; ``table`` names the table (it stays the
    same across the host's restarts: a terminal keeps its seat's key under it)."""

    T = "challenge"
    table: str
    nonce: str
    pake: str | None
    key_id: str | None
    proof: str


@dataclass(frozen=True, slots=True)
class Welcome(Message):
    """The terminal's proof held: it sits at ``seat`` (both ends now derive the seat's
    next key; it is never sent), or watches (``seat`` null: it is sent the public table
    only, and can take no action)."""

    T = "welcome"
    protocol: int
    seat: int | None
    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Events(Message):
    """Public events of game ``game`` from its ``first``-th on (sent before the
    ``Update`` that counts them)."""

    T = "events"
    game: int
    first: int
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Update(Message):
    """The seat's table now: its ``view``, how many public ``events`` it should hold, the
    scores the game started from, who plays each seat (``seating``: a person at the host's
    keyboard, one at a joined terminal, a computer player), which seats are ``away``,
    the challenged hand it is to be shown (``reveal``), the seat whose decision the game
    waits for (``due``; null: the host's keyboard deals the next round or game), and the
    turn timer's people out of time (``timed_out``) and whether it waits for one of them
    (``paused``), the seats nobody has taken yet (``open``, a part of ``away``), and the
    seconds a person has for each decision (``turn_time``; 0: no turn timer), and the
    milliseconds the decision due had already run on the host's timer as this update was
    sent (``turn_spent``; 0: none is timed). ``game`` and ``view`` null: no game is under
    way."""

    T = "update"
    game: int | None
    view: SeatView | None
    events: int
    start_scores: tuple[int, ...]
    seating: tuple[Who, ...]
    away: tuple[int, ...]
    reveal: WildDrawFourChallenged | None
    due: int | None
    timed_out: tuple[int, ...] = ()
    paused: bool = False
    open: tuple[int, ...] = ()
    turn_time: int = 0
    turn_spent: int = 0


@dataclass(frozen=True, slots=True)
class Result(Message):
    """The answer to ``Act`` ``id``: the action's ``events`` as this seat sees them, or the
    rules' ``refusal``, or a ``reason`` it was refused before the rules saw it."""

    T = "result"
    id: int
    events: tuple[Event, ...] | None
    refusal: IllegalAction | None
    reason: str | None


@dataclass(frozen=True, slots=True)
class Deck(Message):
    """A deal players can check (docs/SECURITY.md): the deck order fixed at the
    ``event``-th event of game ``game`` (a deal or a reshuffle) has the SHA-256 ``digest``
    (``deck.py``); at the round's end the same again with the ``salt`` and the ``cards``
    (top first) that open it. Before: ``salt`` null and ``cards`` empty."""

    T = "deck"
    game: int
    event: int
    digest: str
    salt: str | None
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Shuffle(Message):
    """Version 5, a shuffle every terminal shares in (``shares.py``), at its ``stage``:
    ``commit`` (commit to a secret for deal ``deal``: ``host`` is the host's commitment),
    ``reveal`` (the commitments by seat are fixed, ``shares``: send the secret), ``dealt``
    (round ``round`` of game ``game`` was dealt from them; ``dropped``: the seats whose
    secret did not come), ``open`` (the round is over: ``host`` and ``shares`` are the
    secrets themselves)."""

    T = "shuffle"
    deal: int
    stage: str
    game: int
    round: int
    host: str
    shares: tuple[str, ...]
    dropped: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Refused(Message):
    """The connection is refused or dropped, and why (``REASONS``); ``protocol`` is the
    host's version, ``open`` the names of the open seats (for ``no_such_name``)."""

    T = "refused"
    reason: str
    protocol: int
    open: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Pong(Message):
    """The answer to ``Ping``."""

    T = "pong"


TO_HOST: tuple[type[Message], ...] = (Hello, Prove, Act, Seen, Ping, Share)
TO_TERMINAL: tuple[type[Message], ...] = (
    Challenge,
    Welcome,
    Events,
    Update,
    Result,
    Deck,
    Shuffle,
    Refused,
    Pong,
)
MESSAGES: dict[str, type[Message]] = {cls.T: cls for cls in (*TO_HOST, *TO_TERMINAL)}


# ---------------------------------------------------------------------- encoding


def _codec(hint: Any) -> Codec:
    """The codec of a message field's type."""
    simple: dict[Any, Codec] = {
        int: INT,
        bool: BOOL,
        Card: CARD,
        str: STR,
        SeatView: VIEW_CODEC,
        IllegalAction: REFUSAL,
        WildDrawFourChallenged: REVEAL,
        Who: enum(Who),
    }
    if hint in simple:
        return simple[hint]
    if hint == Action:
        return ACTION
    if hint == Event:
        return EVENT
    origin, args = get_origin(hint), get_args(hint)
    if origin in (types.UnionType, Union) and type(None) in args:
        (other,) = (a for a in args if a is not type(None))
        return optional(_codec(other))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return listed(_codec(args[0]))
    raise TypeError(f"no wire form for {hint!r}")  # pragma: no cover - a programming error


_SCHEMAS: dict[str, tuple[tuple[str, Codec], ...]] = {}


def schema(cls: type[Message]) -> tuple[tuple[str, Codec], ...]:
    """A message's fields, in order, each with its codec."""
    found = _SCHEMAS.get(cls.T)
    if found is None:
        hints = get_type_hints(cls)
        found = tuple((f.name, _codec(hints[f.name])) for f in fields(cls))  # type: ignore[arg-type]
        _SCHEMAS[cls.T] = found
    return found


def encode(message: Message) -> bytes:
    """One message as one line of bytes."""
    data: dict[str, Any] = {"t": message.T}
    for name, codec in schema(type(message)):
        data[name] = codec.encode(getattr(message, name))
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def decode(line: bytes, players: int = 10, limit: int = MAX_LINE) -> Message:
    """One line read back as a message, every field checked (``players``: the table's
    size, for actions); ``ProtocolError`` with the reason when it is not one."""
    if len(line) > limit:
        raise ProtocolError(TOO_LONG)
    try:
        data = json.loads(line)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise fail("not JSON") from None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise fail("not a message")
    cls = MESSAGES.get(data["t"])
    if cls is None:
        raise fail("an unknown message " + data["t"][:40])
    if cls in (Hello, Refused) and data.get("protocol") != PROTOCOL:
        return _other_version(cls, data)
    names = tuple(name for name, _codec in schema(cls))
    fields_of(data, names, cls.T, extra=("t",))
    values = {name: codec.decode(data[name], players) for name, codec in schema(cls)}
    message: Message = cls(**values)
    return message


def transcript(hello: Hello, challenge: Challenge) -> bytes:
    """What both ends' proofs (and the seal's keys) are bound to: this handshake, and
    nothing else (the challenge's ``proof`` aside, which is made over it)."""
    nonce, pake = challenge.nonce, challenge.pake
    return auth.digest(
        "uno-tui handshake",
        challenge.table,
        str(challenge.key_id),
        str(hello.protocol),
        str(hello.seat),
        "watch" if hello.watch else "play",
        hello.name,
        hello.nonce,
        hello.pake,
        nonce,
        pake,
    )


def act_id(line: bytes) -> int | None:
    """The ``id`` of an ``act`` line whose action is not one (the host answers it
    ``malformed`` and the terminal plays on), or ``None``."""
    try:
        data = json.loads(line)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("t") != Act.T:
        return None
    ident = data.get("id")
    return ident if isinstance(ident, int) and not isinstance(ident, bool) else None


def _other_version(cls: type[Message], data: dict[str, Any]) -> Message:
    """A ``hello`` or ``refused`` of another version: read only what every version has."""
    if cls is Hello:
        raise ProtocolError(UPGRADE)
    protocol = data.get("protocol")
    return Refused(
        str(data.get("reason"))[:40],
        protocol if isinstance(protocol, int) and not isinstance(protocol, bool) else 0,
        (),
    )
