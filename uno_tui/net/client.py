"""A terminal at a hosted table: the connection, and the table as this seat sees it.

``Link`` speaks the protocol (``protocol.py``) over one connection: it says hello, keeps
the seat's ``SeatView`` and the public events as they arrive, and sends actions, waiting
for the host's answer. ``RemoteTable`` is what the screens read: ``view(seat)``,
``public_view()``, ``why_not(action)``, ``log_sentences()`` — the same calls a
``GameSession`` answers, built only from what the wire carried. The rules' reasons for a
refusal come from the engine, asked about the seat's view (the host checks every action
again).

``LinkThread`` runs a ``Link`` on its own event loop in a thread, so that the app's
screens can call ``act`` and have the answer (and the new view) when it returns.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Action, IllegalAction, SeatView, public_view, view_refusal
from ..engine.events import (
    CardPlayed,
    Event,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
)
from ..session import LOG_TAIL, PublicView
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


def top_card_by(events: tuple[Event, ...], names: tuple[str, ...]) -> str:
    """Who played the top card, in words (as ``GameSession.top_card_by``)."""
    from ..i18n import _

    for event in reversed(events):
        if isinstance(event, CardPlayed):
            return _("played by {name}").format(name=names[event.seat])
        if isinstance(event, StartCardTurned | RoundStarted):
            return _("the start card")
    return ""


class RemoteTable:
    """The table as one joined seat knows it: what the screens ask a session for."""

    def __init__(self, seat: int, names: tuple[str, ...]) -> None:
        self.seat = seat
        self.names = names
        self.snapshot = Snapshot(None, None)
        self._events: list[Event] = []
        self._sentences: tuple[tuple[object, ...], list[str]] | None = None

    # -- fed by the link

    def take_events(self, message: dict[str, Any]) -> None:
        start = message.get("from")
        if isinstance(start, bool) or not isinstance(start, int):
            raise p.ProtocolError(p.MALFORMED)
        if message.get("game") != self.snapshot.game or start == 0:
            self._events = []
        if start != len(self._events):
            raise p.ProtocolError(p.MALFORMED)
        self._events.extend(p.decode_events(message.get("events"), len(self.names)))

    def take_update(self, message: dict[str, Any]) -> None:
        game = message.get("game")
        if game is None:
            self.snapshot = Snapshot(None, None)
            self._events = []
            return
        view = p.decode_view(message.get("view"))
        if view.seat != self.seat or message.get("events") != len(self._events):
            raise p.ProtocolError(p.MALFORMED)
        n = len(view.names)
        self.names = view.names
        seats = range(n)

        def seat_set(key: str) -> frozenset[int]:
            value = message.get(key)
            if not isinstance(value, list) or not all(
                isinstance(s, int) and not isinstance(s, bool) and s in seats for s in value
            ):
                raise p.ProtocolError(p.MALFORMED)
            return frozenset(value)

        reveal = message.get("reveal")
        self.snapshot = Snapshot(
            game=game,
            view=view,
            events=tuple(self._events),
            start_scores=p.decode(tuple[int, ...], message.get("start_scores")),
            bots=seat_set("bots"),
            remote=seat_set("remote"),
            away=seat_set("away"),
            reveal=None if reveal is None else p.decode(WildDrawFourChallenged, reveal, n),
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
            return public_view(view)
        if seat != self.seat:
            raise PermissionError("this terminal sees only its own seat")
        return view

    def public_view(self) -> PublicView | None:
        snap = self.snapshot
        if snap.view is None:
            return None
        return PublicView(
            table=public_view(snap.view),
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
        return view_refusal(view, action)

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
        self.token: str | None = None
        self.seat: int | None = None
        self.on_change = on_change
        #: Why the connection ended (a ``protocol`` reason code, or ``"lost"``).
        self.ended: str | None = None
        self.ended_event = asyncio.Event()
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._results: dict[int, asyncio.Future[dict[str, Any]]] = {}
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
        token: str | None = None,
        protocol: int = p.PROTOCOL,
    ) -> int:
        """Join (with ``code``) or rejoin (with ``seat`` and ``token``); return the seat.
        ``Refused`` when the host says no, ``Lost`` when it cannot be reached."""
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(host, port, limit=p.MAX_LINE), CONNECT_TIMEOUT
            )
        except (OSError, TimeoutError) as exc:
            raise Lost(exc.strerror or str(exc) or type(exc).__name__) from None
        self._reader, self._writer = reader, writer
        hello: dict[str, Any] = {"t": "hello", "protocol": protocol}
        if token is not None:
            hello.update(seat=seat, token=token)
        else:
            hello["code"] = code or ""
            if name:
                hello["name"] = name
        self._write(hello)
        try:
            first = await asyncio.wait_for(self._next(), CONNECT_TIMEOUT)
        except TimeoutError:
            writer.close()
            raise Lost("no answer") from None
        if first is None:
            writer.close()
            raise Lost("closed")
        if first["t"] == "refused":
            writer.close()
            open_ = first.get("open")
            raise Refused(
                str(first.get("reason")),
                first.get("protocol") if isinstance(first.get("protocol"), int) else None,
                [n for n in open_ if isinstance(n, str)] if isinstance(open_, list) else None,
            )
        if first["t"] != "welcome":
            writer.close()
            raise Refused(p.MALFORMED)
        seat_ = first.get("seat")
        names = first.get("names")
        if not isinstance(seat_, int) or not isinstance(names, list):
            writer.close()
            raise Refused(p.MALFORMED)
        self.seat = seat_
        new_token = first.get("token")
        self.token = new_token if isinstance(new_token, str) else token
        self.table = RemoteTable(seat_, tuple(str(n) for n in names))
        self._tasks = [
            asyncio.create_task(self._receive()),
            asyncio.create_task(self._ping()),
        ]
        return seat_

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

    def _write(self, message: dict[str, Any]) -> None:
        if self._writer is None or self._writer.is_closing():
            raise Lost("closed")
        self._writer.write(p.dumps(message))

    async def _next(self) -> dict[str, Any] | None:
        assert self._reader is not None
        try:
            line = await self._reader.readline()
        except (ValueError, asyncio.LimitOverrunError):
            raise p.ProtocolError(p.TOO_LONG) from None
        if not line.endswith(b"\n"):
            return None
        return p.loads(line)

    async def _receive(self) -> None:
        reason = "lost"
        try:
            while True:
                message = await self._next()
                if message is None:
                    break
                kind = message["t"]
                table = self.table
                assert table is not None
                if kind == "events":
                    table.take_events(message)
                elif kind == "update":
                    table.take_update(message)
                    self.updates += 1
                    self.updated.set()
                    if self.on_change is not None:
                        self.on_change()
                elif kind == "result":
                    future = self._results.pop(message.get("id"), None)  # type: ignore[arg-type]
                    if future is not None and not future.done():
                        future.set_result(message)
                elif kind == "refused":
                    reason = str(message.get("reason"))
                    break
        except (p.ProtocolError, ConnectionError) as exc:
            reason = str(exc).split(":")[0] if isinstance(exc, p.ProtocolError) else reason
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
                self._write({"t": "ping"})

    async def act(self, action: Action) -> list[Event]:
        """Send ``action`` and wait for the host: its events for this seat (the view has
        been updated by then); ``IllegalAction`` when the rules refuse it; ``Refused``
        when the host refuses it for this terminal; ``Lost`` if the link goes."""
        if self.ended is not None:
            raise Lost(self.ended)
        self._next_id += 1
        ident = self._next_id
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._results[ident] = future
        self._write({"t": "act", "id": ident, "action": action.to_record()})
        answer = await asyncio.wait_for(future, ACT_TIMEOUT)
        if "refusal" in answer:
            raise p.decode_refusal(answer["refusal"])
        if "reason" in answer:
            raise Refused(str(answer["reason"]))
        table = self.table
        assert table is not None
        return list(p.decode_events(answer.get("events"), len(table.names)))

    def send(self, message: dict[str, Any]) -> None:
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

    def reconnect(self, host: str, port: int, seat: int, token: str | None) -> int:
        """A new connection that takes the seat back with its token."""
        link: Link = self.call(self._make())
        seat = int(self.call(link.connect(host, port, seat=seat, token=token)))
        old, self.link = self.link, link
        with contextlib.suppress(Exception):
            self.call(old.close(), 2.0)
        return seat

    def act(self, action: Action) -> list[Event]:
        result: list[Event] = self.call(self.link.act(action), ACT_TIMEOUT + 1)
        return result

    def send(self, message: dict[str, Any]) -> None:
        self.loop.call_soon_threadsafe(self.link.send, message)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.call(self.link.close(), 2.0)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(2.0)


# ---------------------------------------------------------------------- tokens

#: The file, beside the saves, that keeps the tokens of the seats this user joined.
TOKENS_FILE = "joined.json"


def tokens_path() -> Path:
    """Where this terminal keeps the tokens of the seats it joined (beside the saves)."""
    from ..saves import data_dir

    return data_dir() / TOKENS_FILE


def _read_tokens() -> dict[str, Any]:
    from ..files import Unreadable, read_regular

    try:
        document = json.loads(read_regular(tokens_path()))
    except (Unreadable, OSError, ValueError, RecursionError):
        return {}
    return document if isinstance(document, dict) else {}


def saved_token(address: str) -> tuple[int, str, str] | None:
    """The seat, token and name kept for the table at ``address`` (``HOST:PORT``)."""
    entry = _read_tokens().get(address)
    if not isinstance(entry, dict):
        return None
    seat, token, name = entry.get("seat"), entry.get("token"), entry.get("name")
    if isinstance(seat, int) and isinstance(token, str) and isinstance(name, str):
        return seat, token, name
    return None


def keep_token(address: str, seat: int, token: str, name: str) -> None:
    """Keep the seat's token (readable by this user only) for rejoining."""
    from ..saves import write_atomic

    tokens = _read_tokens()
    tokens[address] = {"seat": seat, "token": token, "name": name}
    path = tokens_path()
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    write_atomic(path, tokens)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)
