"""A terminal written by hand, byte by byte, as a stranger would: for the tests that send
what a real terminal never sends."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uno_tui.net import auth
from uno_tui.net import protocol as p
from uno_tui.net.seal import Seal

from .table import Hosted


def line(message: dict[str, Any]) -> bytes:
    """A line as a stranger may write it (not through the protocol's classes)."""
    return json.dumps(message).encode() + b"\n"


async def raw(
    table: Hosted, local: str | None = None
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    where = (local, 0) if local is not None else None
    return await asyncio.open_connection(
        "127.0.0.1", table.port, limit=p.MAX_LINE, local_addr=where
    )


class Sealed:
    """Both ends of a raw connection after its handshake: what is written is sealed line
    by line, what is read is opened (``seal.py``), as a real terminal does it."""

    def __init__(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, seal: Seal
    ) -> None:
        self.reader, self.writer, self.seal = reader, writer, seal

    def write(self, data: bytes) -> None:
        self.writer.write(b"".join(self.seal.close(x + b"\n") for x in data.splitlines()))

    async def readline(self) -> bytes:
        return self.seal.open(await self.reader.readline())

    async def read(self) -> bytes:
        data = await self.reader.read()
        return b"".join(self.seal.open(x) for x in data.splitlines())

    def close(self) -> None:
        self.writer.close()


async def answers(reader: asyncio.StreamReader | Sealed) -> list[dict[str, Any]]:
    """Everything the host says until it closes the connection."""
    data = await asyncio.wait_for(reader.read(), 10)
    return [json.loads(line) for line in data.splitlines()]


async def joined(
    table: Hosted, name: str | None = None, code: str | None = None
) -> tuple[Sealed, Sealed, dict[str, Any]]:
    """A raw connection that has taken a seat with the code (the welcome, read), sealed
    as a real terminal's is (as reader and as writer)."""
    reader, writer = await raw(table)
    spake = auth.Spake(code or table.host.code, terminal=True)
    hello = p.Hello(p.PROTOCOL, None, name, auth.nonce(), spake.message, False)
    writer.write(p.encode(hello))
    challenge = p.decode(await reader.readline())
    assert isinstance(challenge, p.Challenge), challenge
    transcript = p.transcript(hello, challenge)
    key = spake.key(challenge.pake or "", transcript)
    writer.write(p.encode(p.Prove(auth.proof(key, "terminal", transcript))))
    sealed = Sealed(reader, writer, Seal(key, transcript, host=False))
    welcome = json.loads(await sealed.readline())
    assert welcome["t"] == "welcome", welcome
    return sealed, sealed, welcome
