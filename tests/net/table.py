"""A hosted table in this process: a ``GameSession``, the ``Conductor`` that runs it (with
no clock: the computer players move only when a test says so, ``bot_turns``), its
``TableHost`` on a free loopback port, and ``Link`` clients; helpers to play it and to see
that it did not change."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import Sequence
from dataclasses import dataclass, field

from uno_tui.engine import (
    CLASSIC,
    Action,
    Card,
    Catch,
    DealSpec,
    Phase,
    Rules,
    SayUno,
    game_state,
    game_to_record,
)
from uno_tui.net.host import TableHost
from uno_tui.net.link import Link
from uno_tui.table.clock import Clock
from uno_tui.table.conductor import Conductor
from uno_tui.table.session import GameSession

NAMES = ("Ana", "Bruno", "Carla")


@dataclass
class Hosted:
    session: GameSession
    conductor: Conductor
    host: TableHost
    port: int
    #: Every line sent, by seat.
    wire: dict[int | None, list[bytes]] = field(default_factory=dict)

    async def join(self, name: str | None = None, code: str | None = None) -> Link:
        link = Link()
        await link.connect("127.0.0.1", self.port, code=code or self.host.code, name=name)
        await until(lambda: link.table is not None and link.table.snapshot.view is not None, link)
        return link

    async def rejoin(self, seat: int, key: bytes) -> Link:
        link = Link()
        await link.connect("127.0.0.1", self.port, seat=seat, key=key)
        await until(lambda: link.table is not None and link.table.snapshot.view is not None, link)
        return link

    def state(self) -> str:
        """Everything the game holds, for "nothing changed" (record, state, reveal)."""
        game = self.session.game
        assert game is not None
        return json.dumps(
            [game_to_record(game), game_state(game), repr(self.session.pending_reveal)]
        )

    async def close(self, *links: Link) -> None:
        for link in links:
            await link.close()
        await self.host.close()


async def hosted(
    kinds: Sequence[str] = ("human", "human", "cpu-normal"),
    remote: Sequence[int] = (0, 1),
    *,
    seed: int = 5,
    deals: Sequence[DealSpec] = (),
    names: Sequence[str] = NAMES,
    scores: Sequence[int] = (),
    sock: socket.socket | None = None,
    clock: Clock | None = None,
    rules: Rules = CLASSIC,
    target: int = 500,
    **options: object,
) -> Hosted:
    session = GameSession(seed=seed, deals=deals, scores=scores, rules=rules)
    session.new_game(list(names), target, tuple(kinds))
    wire: dict[int | None, list[bytes]] = {}
    # No rate limit unless a test asks for one (test_hostile): a test that plays a whole
    # round at once sends thousands of messages a second on a fast machine.
    options.setdefault("rate", 1e9)
    options.setdefault("burst", 10**9)
    options.setdefault("share_first", False)  # (the first deal's wait: test_first_deal.py)
    conductor = Conductor(session, clock)
    host = TableHost(
        conductor,
        list(remote),
        tap=lambda seat, data: wire.setdefault(seat, []).append(data),
        **options,  # type: ignore[arg-type]
    )
    port = await host.start(port=0, sock=sock)
    return Hosted(session, conductor, host, port, wire)


async def until(condition: object, *links: Link, limit: float = 10.0) -> None:
    """Wait for ``condition()``: checked after each update any of ``links`` receives (a
    condition on two terminals' news waits for either: the one that comes last may be
    either's), else at each turn of the loop, then every few milliseconds: events, not
    sleeps. What it waits for comes when it comes (a host's timer, another thread, a
    loaded machine), within ``limit`` seconds: a count of the loop's turns alone would be
    a few hundredths of a second on an idle machine."""
    assert callable(condition)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    turns = 0
    while True:
        seen = [(link, link.updates) for link in links if link.ended is None]
        if condition():
            return
        left = deadline - loop.time()
        if left <= 0:
            break
        if seen:
            waits = [asyncio.ensure_future(link.wait_update(since)) for link, since in seen]
            try:
                await asyncio.wait(waits, timeout=left, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for wait in waits:
                    wait.cancel()
        else:
            turns += 1
            await asyncio.sleep(0 if turns < 1000 else 0.005)
    ended = [link.ended for link in links]
    raise AssertionError(f"the condition never came in {limit} s (ended: {ended!r})")


def decisions(link: Link) -> list[Action]:
    """The actions of the link's seat that are not a catch or a late UNO."""
    assert link.table is not None
    view = link.table.snapshot.view
    assert view is not None
    return [a for a in view.legal if not isinstance(a, Catch | SayUno)]


async def settle(hosted: Hosted, *links: Link) -> None:
    """Until every link has the host's latest view of its seat."""
    for link in links:
        assert link.table is not None and link.seat is not None
        seat = link.seat
        await until(
            lambda link=link, seat=seat: (
                link.table is not None and link.table.snapshot.view == hosted.session.view(seat)
            ),
            link,
        )


def bot_turns(hosted: Hosted) -> None:
    """Let the computer players take their decisions (no screen paces them here)."""
    session = hosted.session
    game = session.game
    assert game is not None
    while game.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER) and game.current in session.bots:
        seat = game.current
        assert seat is not None
        hosted.conductor.submit(seat, session.bot_move(seat))


def card_codes(line: bytes) -> set[Card]:
    """Every card named anywhere in one line sent."""
    found: set[Card] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            with contextlib.suppress(ValueError):
                found.add(Card.from_code(value))
        elif isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)

    walk(json.loads(line))
    return found
