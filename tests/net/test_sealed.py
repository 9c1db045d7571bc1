"""A relay between a terminal and its host (issue 32): what another account that got in
between them (a squatter on the table's old port, say) can do with the lines it passes.
It reads no card, and every line it alters, drops, replays, reorders or makes up is
detected at the other end, which uses nothing it carried."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

import pytest

from uno_tui.engine import Draw
from uno_tui.net import protocol as p
from uno_tui.net.link import Link
from uno_tui.net.seal import Broken, Seal, is_sealed
from uno_tui.net.words import refused

from .table import Hosted, bot_turns, decisions, hosted, settle, until

#: What the relay does with the sealed line it is told to touch, and the one after it.
Mangle = Callable[[bytes, list[bytes]], list[bytes]]

TO_HOST = "to host"
TO_TERMINAL = "to terminal"


def alter(line: bytes, _kept: list[bytes]) -> list[bytes]:
    flipped = bytes([line[5] ^ 0x01]) if line[5:6] != b"A" else b"B"
    return [line[:5] + flipped + line[6:]]


def drop(_line: bytes, _kept: list[bytes]) -> list[bytes]:
    return []


def replay(line: bytes, _kept: list[bytes]) -> list[bytes]:
    """The line, and the same line again."""
    return [line, line]


class Relay:
    """Listens where the terminal connects and passes each line to the host and back,
    keeping every byte; ``touch`` sets which sealed line of a direction to mangle."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.seen: dict[str, list[bytes]] = {TO_HOST: [], TO_TERMINAL: []}
        self.touch: dict[str, tuple[int, Mangle]] = {}
        self.held: dict[str, bytes | None] = {TO_HOST: None, TO_TERMINAL: None}
        #: Lines the relay makes up, sent to the host at the next line passed on.
        self.inject: list[bytes] = []

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    def sealed(self, direction: str) -> list[bytes]:
        return [x for x in self.seen[direction] if is_sealed(x)]

    def arm(self, direction: str, mangle: Mangle) -> None:
        """Mangle the next sealed line sent ``direction``."""
        self.touch[direction] = (len(self.sealed(direction)), mangle)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.port)

        async def pipe(
            source: asyncio.StreamReader, sink: asyncio.StreamWriter, direction: str
        ) -> None:
            with contextlib.suppress(ConnectionError):
                while data := await source.readline():
                    kept = self.sealed(direction)
                    self.seen[direction].append(data)
                    out = [data]
                    touch = self.touch.get(direction)
                    if touch is not None and is_sealed(data) and len(kept) == touch[0]:
                        del self.touch[direction]
                        out = touch[1](data, kept)
                    if direction == TO_HOST and self.inject and is_sealed(data):
                        out, self.inject = self.inject + out, []
                    for line in out:
                        sink.write(line)
            sink.close()

        await asyncio.gather(pipe(reader, up_writer, TO_HOST), pipe(up_reader, writer, TO_TERMINAL))

    async def close(self) -> None:
        self.server.close()


async def relayed() -> tuple[Hosted, Relay, Link, Link]:
    """A table; Ana joins straight, Bruno through the relay."""
    table = await hosted()
    relay = Relay(table.port)
    port = await relay.start()
    ana = await table.join("Ana")
    bruno = Link()
    await bruno.connect("127.0.0.1", port, code=table.host.code, name="Bruno")
    await until(lambda: bruno.table is not None and bruno.table.snapshot.view is not None, bruno)
    await settle(table, ana, bruno)
    return table, relay, ana, bruno


async def test_the_relay_reads_no_card_and_no_message() -> None:
    table, relay, ana, bruno = await relayed()
    assert bruno.table is not None and bruno.table.snapshot.view is not None
    hand = bruno.table.snapshot.view.hand
    assert hand
    heard = b"".join(relay.seen[TO_TERMINAL])
    # After the challenge, every line the relay passed is sealed: no message type, no
    # field, no card in a form it could read.
    plain = [x for x in relay.seen[TO_TERMINAL] if not is_sealed(x)]
    assert [p.decode(x).T for x in plain] == ["challenge"]
    for word in (b'"hand"', b'"update"', b'"welcome"', b'"names"', b"Bruno"):
        assert word not in heard
    assert all(not x.startswith(b"{") for x in relay.sealed(TO_HOST))
    await relay.close()
    await table.close(ana, bruno)


def swap_with_next(relay: Relay, direction: str) -> None:
    """Hold the next sealed line and send it after the one that follows it."""

    def hold(line: bytes, _kept: list[bytes]) -> list[bytes]:
        relay.held[direction] = line
        relay.touch[direction] = (len(relay.sealed(direction)) + 1, after)
        return []

    def after(line: bytes, _kept: list[bytes]) -> list[bytes]:
        held = relay.held[direction]
        assert held is not None
        return [line, held]

    relay.arm(direction, hold)


def mangle_next(relay: Relay, direction: str, how: str) -> None:
    if how == "reordered":
        swap_with_next(relay, direction)
    else:
        relay.arm(direction, {"altered": alter, "dropped": drop, "replayed": replay}[how])


HOW = ["altered", "dropped", "replayed", "reordered"]


@pytest.mark.parametrize("how", HOW)
async def test_a_line_to_the_host_mangled_on_the_way_is_refused_unused(how: str) -> None:
    table, relay, ana, bruno = await relayed()
    game = table.session.game
    assert game is not None
    while game.current != 1:  # Bruno's turn first (Ana plays straight to the host)
        if game.current == 0:
            await ana.act(decisions(ana)[0])
        else:
            bot_turns(table)
        await settle(table, ana, bruno)
    before, actions = table.state(), len(game.actions)
    mangle_next(relay, TO_HOST, how)
    # Bruno draws, then pings: the relay mangles the draw's line.
    bruno.send(p.Act(1, Draw(1)))
    bruno.send(p.Ping())
    await asyncio.wait_for(bruno.ended_event.wait(), 10)
    assert bruno.ended == p.TAMPERED  # the host said so (sealed), and closed
    if how == "replayed":
        assert len(game.actions) == actions + 1  # the line once, its copy not at all
    else:
        assert table.state() == before  # nothing it carried was applied
    assert 1 in table.host.away()
    await relay.close()
    await table.close(ana, bruno)


async def test_a_line_the_relay_makes_up_is_refused_unused() -> None:
    """What the squatter of issue 32 did: send a draw in the player's name."""
    table, relay, ana, bruno = await relayed()
    before = table.state()
    relay.inject = [b'{"t":"act","id":99,"action":{"by":1,"draw":true}}\n']
    bruno.send(p.Ping())
    await asyncio.wait_for(bruno.ended_event.wait(), 10)
    assert bruno.ended == p.TAMPERED and table.state() == before
    await relay.close()
    await table.close(ana, bruno)


@pytest.mark.parametrize("how", HOW)
async def test_a_line_to_the_terminal_mangled_on_the_way_is_not_used(how: str) -> None:
    table, relay, ana, bruno = await relayed()
    game = table.session.game
    assert game is not None
    passed = len(relay.sealed(TO_TERMINAL))  # the lines before the mangled one
    mangle_next(relay, TO_TERMINAL, how)
    # Changes of the game reach Bruno through the relay, until one is mangled.
    for _ in range(20):
        if bruno.ended is not None:
            break
        if game.current == 0:
            await settle(table, ana)  # (the host's game is a line ahead of her terminal)
            await ana.act(decisions(ana)[0])
        elif game.current == 2:
            bot_turns(table)
        else:
            bruno.send(p.Ping())
        await asyncio.sleep(0.02)
    await asyncio.wait_for(bruno.ended_event.wait(), 10)
    assert bruno.ended == p.TAMPERED
    # Bruno's terminal used the lines before the mangled one (and, replayed, the line
    # itself once), never the mangled line, a copy, or a line out of its place.
    seal = bruno._seal
    assert seal is not None
    assert seal.received == passed + (1 if how == "replayed" else 0)
    assert "changed, dropped or replayed" in refused(p.TAMPERED)
    await relay.close()
    await table.close(ana, bruno)


def test_a_seal_opens_each_line_once_in_order_and_unchanged() -> None:
    transcript = b"t" * 32
    host, terminal = Seal(b"k" * 32, transcript, host=True), Seal(b"k" * 32, transcript, host=False)
    lines = [host.close(b'{"t":"pong"}\n') for _ in range(3)]
    assert terminal.open(lines[0]) == b'{"t":"pong"}\n'
    # The first again (replayed), the third (the second dropped), the second altered, or a
    # line unsealed: none opens.
    for bad in (lines[0], lines[2], alter(lines[1], [])[0], b'{"t":"pong"}\n'):
        with pytest.raises(Broken):
            terminal.open(bad)
    assert terminal.open(lines[1]) == b'{"t":"pong"}\n'  # the right next line still opens
    # A line sent back the way it came does not open either, nor under another key.
    echo = terminal.close(b'{"t":"ping"}\n')
    with pytest.raises(Broken):
        Seal(b"k" * 32, transcript, host=False).open(echo)
    with pytest.raises(Broken):
        Seal(b"j" * 32, transcript, host=True).open(echo)
    assert Seal(b"k" * 32, transcript, host=True).open(echo) == b'{"t":"ping"}\n'
