"""A terminal at a hosted table: the connection, and the table as this seat sees it.

``Link`` speaks the protocol (``protocol.py``) over one connection: it says hello, keeps
the seat's ``SeatView`` and the public events as they arrive, and sends actions, waiting
for the host's answer. ``RemoteTable`` is what the screens read: ``view(seat)``,
``public_view()``, ``why_not(action)``, ``log_sentences()`` — the same calls a
``GameSession`` answers, built only from what the wire carried. The rules' reasons for a
refusal are worked out here, on a stand-in game made from the view (the host checks every
action again).

``LinkThread`` runs a ``Link`` on its own event loop in a thread, so that the app's
screens can call ``act`` and have the answer (and the new view) when it returns.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import os
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..engine import (
    Action,
    Card,
    Catch,
    Color,
    Game,
    IllegalAction,
    Rank,
    SayUno,
    SeatView,
    make_setup,
)
from ..engine import tables as engine_tables
from ..engine.events import (
    CardPlayed,
    Event,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
)
from ..session import LOG_TAIL, PublicView
from . import auth
from . import protocol as p

#: Seconds between pings while nothing else is sent (the host drops silent clients).
PING_EVERY = 20.0
#: Seconds to wait for the host's answer to an action.
ACT_TIMEOUT = 10.0
#: Seconds to wait for the connection and the host's welcome.
CONNECT_TIMEOUT = 10.0


class Refused(Exception):
    """The host refused the connection, or dropped it: ``reason`` is a ``protocol``
    reason code; ``protocol`` the host's version; ``open`` the names of its open seats."""

    def __init__(self, reason: str, protocol: int | None = None, open_: list[str] | None = None):
        super().__init__(reason)
        self.reason = reason
        self.protocol = protocol
        self.open = open_ or []


class Lost(Exception):
    """The connection to the host was lost."""


class Unproven(Exception):
    """The other end could not prove it knows the join code (``joining``: a wrong code, or
    not the table) or the seat's key (not the table this seat was taken at)."""

    def __init__(self, joining: bool) -> None:
        super().__init__("unproven")
        self.joining = joining


@dataclass(frozen=True)
class Snapshot:
    """The table as this seat last heard of it (replaced whole on each update)."""

    game: int | None
    view: SeatView | None
    events: tuple[Event, ...] = ()
    start_scores: tuple[int, ...] = ()
    bots: frozenset[int] = frozenset()
    remote: frozenset[int] = frozenset()
    away: frozenset[int] = frozenset()
    reveal: WildDrawFourChallenged | None = None


def public_table(view: SeatView) -> SeatView:
    """The public ``SeatView`` (as ``GameSession.public_view`` gives it) from a seat's view:
    no hand, and only the actions anyone may take (saying a forgotten UNO, catching it) —
    the same list, in the same order, as the engine's."""
    window = view.uno_window
    legal: tuple[Action, ...] = ()
    if window is not None:
        legal = (SayUno(window), *(Catch(s, window) for s in range(len(view.names)) if s != window))
    return replace(
        view,
        seat=None,
        hand=(),
        drawn=None,
        legal=legal,
    )


def top_card_by(events: tuple[Event, ...], names: tuple[str, ...]) -> str:
    """Who played the top card, in words (as ``GameSession.top_card_by``)."""
    from ..i18n import _

    for event in reversed(events):
        if isinstance(event, CardPlayed):
            return _("played by {name}").format(name=names[event.seat])
        if isinstance(event, StartCardTurned | RoundStarted):
            return _("the start card")
    return ""


def stand_in(view: SeatView) -> Game:
    """A game in the state ``view`` shows, for the rules' reasons only: the seat's own
    hand is real, the others are blanks of the right size (never shown)."""
    game = Game(make_setup(list(view.names), target=view.target, seed=0))
    blank = Card(Color.RED, Rank.ZERO)
    game.hands = [
        list(view.hand) if seat == view.seat else [blank] * size
        for seat, size in enumerate(view.hand_sizes)
    ]
    game.scores = list(view.scores)
    game.round, game.dealer = view.round, view.dealer
    game.current, game.phase = view.current, view.phase
    game.direction = 1 if view.clockwise else -1
    game.top, game.color, game.drawn = view.top, view.color, view.drawn
    game.uno_window, game.uno_said = view.uno_window, list(view.uno_said)
    game.round_winner, game.winner = view.round_winner, view.winner
    if view.wild_draw_four is not None:
        player, previous = view.wild_draw_four
        game._w4 = (player, True, previous, ())
    else:
        game._w4 = None
    if view.color is not None:
        game._matching = engine_tables.MATCHING[view.color, view.top.rank]
    return game


class RemoteTable:
    """The table as one joined seat knows it: what the screens ask a session for."""

    def __init__(self, seat: int, names: tuple[str, ...]) -> None:
        self.seat = seat
        self.names = names
        self.snapshot = Snapshot(None, None)
        self._events: list[Event] = []
        self._stand_in: tuple[SeatView, Game] | None = None
        self._sentences: tuple[tuple[object, ...], list[str]] | None = None

    # -- fed by the link

    def take_events(self, message: p.Events) -> None:
        start = message.first
        if message.game != self.snapshot.game or start == 0:
            self._events = []
        if start != len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": events out of order")
        self._events.extend(message.events)

    def take_update(self, message: p.Update) -> None:
        game, view = message.game, message.view
        if game is None or view is None:
            self.snapshot = Snapshot(None, None)
            self._events = []
            return
        if view.seat != self.seat or message.events != len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": another seat's view")
        seats = range(len(view.names))
        self.names = view.names

        def seat_set(value: tuple[int, ...]) -> frozenset[int]:
            if not all(s in seats for s in value):
                raise p.ProtocolError(p.MALFORMED + ": no such seat")
            return frozenset(value)

        self.snapshot = Snapshot(
            game=game,
            view=view,
            events=tuple(self._events),
            start_scores=message.start_scores,
            bots=seat_set(message.bots),
            remote=seat_set(message.remote),
            away=seat_set(message.away),
            reveal=message.reveal,
        )

    # -- what the screens ask

    @property
    def playing(self) -> bool:
        return self.snapshot.view is not None

    def view(self, seat: int | None = None) -> SeatView:
        """This seat's view (the only one this terminal has); ``None``: the public table."""
        view = self.snapshot.view
        if view is None:
            raise RuntimeError("no game is being played")
        if seat is None:
            return public_table(view)
        if seat != self.seat:
            raise PermissionError("this terminal sees only its own seat")
        return view

    def public_view(self) -> PublicView | None:
        snap = self.snapshot
        if snap.view is None:
            return None
        return PublicView(
            table=public_table(snap.view),
            events=snap.events,
            start_scores=snap.start_scores,
            bots=snap.bots,
            top_by=top_card_by(snap.events, snap.view.names),
        )

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now, as far as this seat can tell."""
        view = self.snapshot.view
        if view is None:
            return None
        if action in view.legal:
            return None
        cached = self._stand_in
        if cached is None or cached[0] is not view:
            cached = self._stand_in = (view, stand_in(view))
        return cached[1].why_not(action)

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        from ..i18n import current_language
        from ..i18n.words import describe_events

        events = self.snapshot.events
        # Every screen asks on every redraw; the words change only with the events.
        key = (events, self.names, tail, current_language())
        if self._sentences is not None and self._sentences[0] == key:
            return list(self._sentences[1])
        chosen = events if tail is None else events[-tail:]
        sentences = describe_events(list(chosen), self.names)
        self._sentences = (key, sentences)
        return list(sentences)


class Link:
    """One connection to a host, on the running event loop."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.table: RemoteTable | None = None
        #: The seat's key after the last handshake (``auth.py``), to rejoin with.
        self.key: bytes | None = None
        self.seat: int | None = None
        self.on_change = on_change
        #: Why the connection ended (a ``protocol`` reason code, or ``"lost"``).
        self.ended: str | None = None
        self.ended_event = asyncio.Event()
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._results: dict[int, asyncio.Future[p.Result]] = {}
        self._next_id = 0
        self._tasks: list[asyncio.Task[None]] = []
        self.updated = asyncio.Event()
        #: How many updates have arrived.
        self.updates = 0

    async def connect(
        self,
        host: str,
        port: int,
        *,
        code: str | None = None,
        name: str | None = None,
        seat: int | None = None,
        key: bytes | None = None,
        protocol: int = p.PROTOCOL,
    ) -> int:
        """Join (with ``code``) or rejoin (with ``seat`` and ``key``); return the seat.
        ``Refused`` when the host says no, ``Unproven`` when the other end cannot prove
        it knows the code or the key (nothing that proves ours was sent), ``Lost`` when it
        cannot be reached."""
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(host, port, limit=p.MAX_LINE), CONNECT_TIMEOUT
            )
        except (OSError, TimeoutError) as exc:
            raise Lost(exc.strerror or str(exc) or type(exc).__name__) from None
        self._reader, self._writer = reader, writer
        try:
            seat_, names = await asyncio.wait_for(
                self._handshake(code, name, seat, key, protocol), CONNECT_TIMEOUT
            )
        except TimeoutError:
            writer.close()
            raise Lost("no answer") from None
        except BaseException:
            writer.close()
            raise
        self.seat = seat_
        self.table = RemoteTable(seat_, names)
        self._tasks = [
            asyncio.create_task(self._receive()),
            asyncio.create_task(self._ping()),
        ]
        return seat_

    async def _handshake(
        self,
        code: str | None,
        name: str | None,
        seat: int | None,
        key: bytes | None,
        protocol: int,
    ) -> tuple[int, tuple[str, ...]]:
        """Hello; check the host's proof; send ours; the welcome. The seat's new key is
        ``self.key`` after it."""
        joining = key is None
        spake = auth.Spake(p.normal_code(code or ""), terminal=True) if joining else None
        hello = p.Hello(
            protocol,
            None if joining else seat,
            (name or None) if joining else None,
            auth.nonce(),
            spake.message if spake is not None else None,
        )
        self._write(hello)
        challenge = await self._first()
        if not isinstance(challenge, p.Challenge):
            raise Refused(p.MALFORMED)
        transcript = p.transcript(hello, challenge.nonce, challenge.pake)
        if key is not None and challenge.key_id != auth.key_id(key):
            raise Refused(p.BAD_TOKEN)  # an older key: this seat was rejoined elsewhere
        try:
            if spake is not None:
                key = spake.key(challenge.pake or "", transcript)
            assert key is not None
            auth.check(key, "host", transcript, challenge.proof)
        except auth.BadProof:
            raise Unproven(joining) from None
        self._write(p.Prove(auth.proof(key, "terminal", transcript)))
        welcome = await self._first()
        if not isinstance(welcome, p.Welcome) or not 0 <= welcome.seat < len(welcome.names):
            raise Refused(p.MALFORMED)
        self.key = auth.next_key(key, transcript)
        return welcome.seat, welcome.names

    async def _first(self) -> p.Message:
        """The host's next message in the handshake: ``Refused`` raised, the end ``Lost``."""
        message = await self._next()
        if message is None:
            raise Lost("closed")
        if isinstance(message, p.Refused):
            raise Refused(message.reason, message.protocol, list(message.open))
        return message

    def wait_update(self, since: int | None = None) -> Coroutine[Any, Any, None]:
        """Until an update after the ``since``-th arrives, or the link ends. By default the
        next one after this call: the count is read now, not when the wait first runs, so an
        update read in between (a task's first step comes a loop turn later) still ends it."""
        return self._wait_update(self.updates if since is None else since)

    async def _wait_update(self, since: int) -> None:
        while self.updates <= since and self.ended is None:
            self.updated.clear()
            waiter = asyncio.ensure_future(self.updated.wait())
            ended = asyncio.ensure_future(self.ended_event.wait())
            await asyncio.wait((waiter, ended), return_when=asyncio.FIRST_COMPLETED)
            for task in (waiter, ended):
                task.cancel()

    def _write(self, message: p.Message) -> None:
        if self._writer is None or self._writer.is_closing():
            raise Lost("closed")
        self._writer.write(p.encode(message))

    async def _next(self) -> p.Message | None:
        assert self._reader is not None
        try:
            line = await self._reader.readline()
        except (ValueError, asyncio.LimitOverrunError):
            raise p.ProtocolError(p.TOO_LONG) from None
        if not line.endswith(b"\n"):
            return None
        players = len(self.table.names) if self.table is not None else 10
        return p.decode(line, players)

    async def _receive(self) -> None:
        reason = "lost"
        try:
            while True:
                message = await self._next()
                if message is None:
                    break
                table = self.table
                assert table is not None
                if isinstance(message, p.Events):
                    table.take_events(message)
                elif isinstance(message, p.Update):
                    table.take_update(message)
                    self.updates += 1
                    self.updated.set()
                    if self.on_change is not None:
                        self.on_change()
                elif isinstance(message, p.Result):
                    future = self._results.pop(message.id, None)
                    if future is not None and not future.done():
                        future.set_result(message)
                elif isinstance(message, p.Refused):
                    reason = message.reason
                    break
        except (p.ProtocolError, ConnectionError) as exc:
            reason = exc.reason if isinstance(exc, p.ProtocolError) else reason
        finally:
            self._end(reason)

    def _end(self, reason: str) -> None:
        if self.ended is None:
            self.ended = reason
        for future in self._results.values():
            if not future.done():
                future.set_exception(Lost(self.ended))
        self._results.clear()
        if self._writer is not None:
            self._writer.close()
        self.ended_event.set()
        if self.on_change is not None:
            self.on_change()

    async def _ping(self) -> None:
        with contextlib.suppress(Lost, ConnectionError):
            while True:
                await asyncio.sleep(PING_EVERY)
                self._write(p.Ping())

    async def act(self, action: Action) -> list[Event]:
        """Send ``action`` and wait for the host: its events for this seat (the view has
        been updated by then); ``IllegalAction`` when the rules refuse it; ``Refused``
        when the host refuses it for this terminal; ``Lost`` if the link goes."""
        if self.ended is not None:
            raise Lost(self.ended)
        self._next_id += 1
        ident = self._next_id
        future: asyncio.Future[p.Result] = asyncio.get_running_loop().create_future()
        self._results[ident] = future
        self._write(p.Act(ident, action))
        answer = await asyncio.wait_for(future, ACT_TIMEOUT)
        if answer.refusal is not None:
            raise answer.refusal
        if answer.reason is not None or answer.events is None:
            raise Refused(answer.reason or p.MALFORMED)
        return list(answer.events)

    def send(self, message: p.Message) -> None:
        """Send a message as it is (``seen``, or a test's own)."""
        self._write(message)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(Exception):
                await self._writer.wait_closed()
        self._end("closed")


class LinkThread:
    """A ``Link`` on an event loop of its own, in a daemon thread: ``act`` blocks until
    the host answers (the app's screens expect the new view when it returns)."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self._thread.start()
        self.on_change = on_change
        self.link: Link = self.call(self._make())

    async def _make(self) -> Link:
        return Link(self._changed)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def call(self, coroutine: Any, timeout: float | None = None) -> Any:
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coroutine, self.loop)
        return future.result(timeout)

    def connect(self, host: str, port: int, **hello: Any) -> int:
        return int(self.call(self.link.connect(host, port, **hello)))

    def reconnect(self, host: str, port: int, seat: int, key: bytes | None) -> int:
        """A new connection that takes the seat back with its key."""
        link: Link = self.call(self._make())
        seat = int(self.call(link.connect(host, port, seat=seat, key=key)))
        old, self.link = self.link, link
        with contextlib.suppress(Exception):
            self.call(old.close(), 2.0)
        return seat

    def act(self, action: Action) -> list[Event]:
        result: list[Event] = self.call(self.link.act(action), ACT_TIMEOUT + 1)
        return result

    def send(self, message: p.Message) -> None:
        self.loop.call_soon_threadsafe(self.link.send, message)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.call(self.link.close(), 2.0)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(2.0)


# ---------------------------------------------------------------------- keys

#: The file, beside the saves, that keeps the keys of the seats this user joined.
KEYS_FILE = "joined.json"


def keys_path() -> Path:
    """Where this terminal keeps the keys of the seats it joined (beside the saves)."""
    from ..saves import data_dir

    return data_dir() / KEYS_FILE


def _read_keys() -> dict[str, Any]:
    from ..files import Unreadable, read_regular

    try:
        document = json.loads(read_regular(keys_path()))
    except (Unreadable, OSError, ValueError, RecursionError):
        return {}
    return document if isinstance(document, dict) else {}


def saved_key(address: str) -> tuple[int, bytes, str] | None:
    """The seat, key and name kept for the table at ``address`` (``HOST:PORT``). A token
    kept by the previous version gives its SHA-256 (what its host kept, the key now)."""
    entry = _read_keys().get(address)
    if not isinstance(entry, dict):
        return None
    seat, name = entry.get("seat"), entry.get("name")
    if not isinstance(seat, int) or not isinstance(name, str):
        return None
    key, token = entry.get("key"), entry.get("token")
    try:
        if isinstance(key, str) and len(key) == 2 * auth.KEY_BYTES:
            return seat, bytes.fromhex(key), name
    except ValueError:
        return None
    if isinstance(token, str):
        return seat, hashlib.sha256(token.encode()).digest(), name
    return None


def keep_key(address: str, seat: int, key: bytes, name: str) -> None:
    """Keep the seat's key (readable by this user only) for rejoining."""
    from ..saves import write_atomic

    keys = _read_keys()
    keys[address] = {"seat": seat, "key": key.hex(), "name": name}
    path = keys_path()
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    write_atomic(path, keys)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)
