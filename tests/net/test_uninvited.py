"""The uninvited user of a shared machine (issue 23): a fake host on the table's port, a
handshake captured and replayed, wrong codes flooding while the players rejoin, a
thousand connections that never say hello. None of them gets a seat, a key, a hand, or
keeps a player out."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import socket
import tracemalloc
from collections.abc import Iterator
from typing import Any

import pytest

from uno_tui.net import auth, gate
from uno_tui.net import protocol as p
from uno_tui.net.client import OTHER_KEY, Refused, Unproven
from uno_tui.net.link import Link
from uno_tui.net.seal import is_sealed
from uno_tui.net.words import refused, unproven

from .stranger import answers, line, raw
from .table import Hosted, hosted, settle, until


class FakeHost:
    """Listens where a table would and answers a hello as well as it can without the
    table's secrets; keeps every byte a terminal sent it."""

    def __init__(self, key_id: str | None = None, guess: str = "AAA-AAA") -> None:
        self.heard = b""
        self.key_id = key_id
        self.guess = guess
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        first = await reader.readline()
        self.heard += first
        hello = p.decode(first)
        assert isinstance(hello, p.Hello)
        spake = auth.Spake(self.guess, terminal=False) if hello.pake is not None else None
        pake = spake.message if spake is not None else None
        named = self.key_id if hello.seat is not None else None
        challenge = p.Challenge("f" * 16, auth.nonce(), pake, named, "")
        transcript = p.transcript(hello, challenge)
        key = spake.key(hello.pake or "", transcript) if spake is not None else auth.new_key()
        proof = auth.proof(key, "host", transcript)
        writer.write(p.encode(dataclasses.replace(challenge, proof=proof)))
        with contextlib.suppress(ConnectionError):
            self.heard += await asyncio.wait_for(reader.read(), 5)
        writer.close()

    async def close(self) -> None:
        assert self.server is not None
        self.server.close()


async def key_id_of(table: Hosted, seat: int) -> str:
    """What any stranger learns of a seat's key by knocking: its public name."""
    reader, writer = await raw(table)
    writer.write(p.encode(p.Hello(p.PROTOCOL, seat, None, auth.nonce(), None, False)))
    challenge = p.decode(await reader.readline())
    writer.close()
    assert isinstance(challenge, p.Challenge) and challenge.key_id is not None
    return challenge.key_id


async def test_a_fake_host_on_the_port_gets_nothing_and_the_terminal_stops() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    assert ana.key is not None and ana.seat == 0
    fake = FakeHost(key_id=await key_id_of(table, 0))
    port = await fake.start()
    # Ana's terminal rejoins what it takes for the table: the impostor cannot prove it
    # holds her seat's key, and the terminal stops before proving anything itself.
    with pytest.raises(Unproven) as stopped:
        await Link().connect("127.0.0.1", port, seat=0, key=ana.key)
    assert not stopped.value.joining
    said = unproven(f"127.0.0.1:{port}", False)
    assert "cannot prove it is the table" in said and "key was not sent" in said
    # A newcomer typing the code meets the same impostor: it cannot prove the code.
    with pytest.raises(Unproven) as stopped:
        await Link().connect("127.0.0.1", port, code=table.host.code, name="Bruno")
    assert stopped.value.joining
    # What the impostor heard: one hello each, no proof, no key, no code.
    heard = [json.loads(x) for x in fake.heard.splitlines()]
    assert [m["t"] for m in heard] == ["hello", "hello"]
    assert ana.key.hex().encode() not in fake.heard
    assert table.host.code.encode() not in fake.heard
    # Replayed to the real table, the hellos open nothing.
    for hello in fake.heard.splitlines():
        reader, writer = await raw(table)
        writer.write(hello + b"\n")
        challenge = json.loads(await reader.readline())
        assert challenge["t"] == "challenge"
        writer.write(line({"t": "prove", "proof": challenge["proof"]}))  # its own proof back
        said_back = await answers(reader)
        assert said_back[-1]["reason"] in (p.BAD_TOKEN, p.BAD_CODE)
        writer.close()
    assert table.host.seats[0].conn is not None and table.host.seats[1].key is None
    await fake.close()
    await table.close(ana)


class Tap:
    """A relay between a terminal and the host that keeps what the terminal sent."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.sent: list[bytes] = []

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.port)

        async def pipe(
            source: asyncio.StreamReader, sink: asyncio.StreamWriter, keep: bool
        ) -> None:
            with contextlib.suppress(ConnectionError):
                while data := await source.readline():
                    if keep:
                        self.sent.append(data)
                    sink.write(data)
            sink.close()

        await asyncio.gather(pipe(reader, up_writer, True), pipe(up_reader, writer, False))


async def test_a_captured_handshake_replayed_to_the_real_host_opens_nothing() -> None:
    table = await hosted()
    tap = Tap(table.port)
    port = await tap.start()
    # Ana joins, then rejoins, through a relay that keeps every line she sends.
    ana = Link()
    await ana.connect("127.0.0.1", port, code=table.host.code, name="Ana")
    first_key = ana.key
    await ana.close()
    await until(lambda: 0 in table.host.away())
    ana = Link()
    assert first_key is not None
    await ana.connect("127.0.0.1", port, seat=0, key=first_key)
    assert ana.key != first_key  # the key changed at the rejoin
    plain = [x for x in tap.sent if not is_sealed(x)]  # (every line after them is sealed)
    handshakes = [x for x in plain if json.loads(x)["t"] in ("hello", "prove")]
    assert len(handshakes) == 4
    before = table.state()
    for hello, prove in (handshakes[0:2], handshakes[2:4]):
        reader, writer = await raw(table)
        writer.write(hello + prove)
        said = await answers(reader)
        assert [m["t"] for m in said] == ["challenge", "refused"], said
        assert said[-1]["reason"] in (p.BAD_CODE, p.BAD_TOKEN)
        writer.close()
    # Ana still holds her seat; Bruno's is still open; the game did not change.
    assert table.host.seats[0].conn is not None and ana.ended is None
    assert table.host.seats[1].key is None and table.state() == before
    # And the key Ana had before her rejoin opens nothing now.
    with pytest.raises(Refused) as stale:
        await Link().connect("127.0.0.1", table.port, seat=0, key=first_key)
    assert stale.value.reason == OTHER_KEY
    await table.close(ana)


@pytest.fixture
def by_address(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every connection in a test comes from this user: count sources by address
    (127.0.0.2 and 127.0.0.1), as for users on other machines."""
    monkeypatch.setattr(gate, "peer_uid", lambda sock: None)
    yield


async def wrong_codes(table: Hosted, stop: asyncio.Event, said: list[str]) -> None:
    """A stranger at 127.0.0.2 tries codes as fast as the host answers."""
    k = 0
    while not stop.is_set():
        k += 1
        reader, writer = await raw(table, local="127.0.0.2")
        spake = auth.Spake(f"AAA-{k:03d}", terminal=True)
        hello = p.Hello(p.PROTOCOL, None, None, auth.nonce(), spake.message, False)
        writer.write(p.encode(hello))
        answer = json.loads(await reader.readline() or b"{}")
        said.append(answer.get("reason") or answer.get("t", "-"))
        if answer.get("t") == "challenge":
            writer.write(line({"t": "prove", "proof": "0" * 64}))
            with contextlib.suppress(ConnectionError):
                await reader.read()
        writer.close()
        await asyncio.sleep(0)


async def test_a_wrong_code_flood_keeps_no_player_out(by_address: None) -> None:
    table = await hosted(("human", "human", "human"), remote=(0, 1, 2))
    ana = await table.join("Ana")
    stop = asyncio.Event()
    said: list[str] = []
    flood = asyncio.create_task(wrong_codes(table, stop, said))
    await until(lambda: said.count(p.TOO_FAST) >= 3)  # the stranger is being turned away
    # Meanwhile Ana rejoins five times in five, and Bruno joins with the code.
    for _ in range(5):
        seat, key = ana.seat, ana.key
        await ana.close()
        assert seat is not None and key is not None
        ana = await table.rejoin(seat, key)
    bruno = await table.join("Bruno")
    stop.set()
    await flood
    assert said.count("challenge") == gate.FAILURES  # ten tries heard, then none
    assert (ana.seat, bruno.seat) == (0, 1)
    await settle(table, ana, bruno)
    await table.close(ana, bruno)


async def test_a_thousand_silent_connections_hold_bounded_memory() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    seat, key = ana.seat, ana.key
    await ana.close()
    assert seat is not None and key is not None
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        sockets: list[socket.socket] = []
        for _ in range(1000):
            sock = socket.socket()
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", table.port))
            sockets.append(sock)
            if len(sockets) % 50 == 0:
                await asyncio.sleep(0.01)  # let the host accept them
        unsent = set(sockets)
        for _ in range(1000):
            await asyncio.sleep(0.01)
            for sock in list(unsent):
                with contextlib.suppress(OSError):
                    sock.send(b"x" * 4000)  # almost a line, never ended
                    unsent.discard(sock)
            if table.host.knocks >= 1000 and not unsent:
                break
        await asyncio.sleep(0.1)
        held = tracemalloc.get_traced_memory()[0] - base
        print(f"{table.host.knocks} connections, {held / 1e6:.2f} MB held")
        assert table.host.knocks >= 900
        assert len(table.host.gate.pending) <= gate.PER_SOURCE
        assert held < 4 * 1024 * 1024, f"{held / 1e6:.1f} MB held"
        # Meanwhile, a player's terminal rejoins at once.
        ana = await table.rejoin(seat, key)
        assert ana.seat == 0
    finally:
        tracemalloc.stop()
        for sock in sockets:
            sock.close()
    await table.close(ana)


def test_the_words_of_a_refusal_name_who_took_the_seat() -> None:
    said: dict[str, Any] = {"replaced": refused(p.REPLACED)}
    assert "newer terminal" in said["replaced"]
    assert refused(p.HOST_CLOSED) != said["replaced"]


async def test_a_replaced_terminal_is_told_why_and_stays_out() -> None:
    table = await hosted()
    old = await table.join("Ana")
    assert old.seat is not None and old.key is not None
    new = await table.rejoin(old.seat, old.key)  # the same player, at another terminal
    await asyncio.wait_for(old.ended_event.wait(), 10)
    assert old.ended == p.REPLACED and new.ended is None
    # The old terminal's key is the one before the rejoin: it cannot take the seat back
    # by itself, so no two terminals bounce one seat.
    with pytest.raises(Refused) as stale:
        await Link().connect("127.0.0.1", table.port, seat=old.seat, key=old.key)
    assert stale.value.reason == OTHER_KEY and new.ended is None
    await table.close(old, new)


def test_a_loopback_connection_is_counted_against_its_user() -> None:
    import os

    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        with socket.create_connection(server.getsockname()) as _client:
            accepted, _ = server.accept()
            with accepted:
                assert gate.source_of(accepted) == f"uid {os.getuid()}"


def test_the_gate_closes_a_flooders_own_oldest_connection_first() -> None:
    limits = gate.Gate(per_source=2, pending=4)
    assert limits.admit("a1", "uid 1") == [] and limits.admit("a2", "uid 1") == []
    assert limits.admit("a3", "uid 1") == ["a1"]  # its own oldest, nobody else's
    assert limits.admit("b1", "uid 2") == [] and limits.admit("c1", "uid 3") == []
    assert limits.admit("d1", "uid 4") == ["a2"]  # full: the source holding most
    assert set(limits.pending) == {"a3", "b1", "c1", "d1"}


async def test_a_fake_host_with_another_key_id_is_not_the_table_and_asks_for_no_code() -> None:
    """Issue 32: a fake host answering a rejoin with another key id made the terminal say
    "join with the code", steering the player to type it there."""
    table = await hosted()
    ana = await table.join("Ana")
    assert ana.key is not None
    fake = FakeHost(key_id="0" * 16)
    port = await fake.start()
    with pytest.raises(Refused) as stopped:
        await Link().connect("127.0.0.1", port, seat=0, key=ana.key)
    assert stopped.value.reason == OTHER_KEY
    said = refused(stopped.value.reason)
    assert "not the table you joined" in said and "code" not in said
    heard = [json.loads(x) for x in fake.heard.splitlines()]
    assert [m["t"] for m in heard] == ["hello"]  # no proof
    await fake.close()
    await table.close(ana)
