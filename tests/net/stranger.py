"""A terminal written by hand, byte by byte, as a stranger would: for the tests that send
what a real terminal never sends."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uno_tui.net import auth
from uno_tui.net import protocol as p

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


async def answers(reader: asyncio.StreamReader) -> list[dict[str, Any]]:
    """Everything the host says until it closes the connection."""
    data = await asyncio.wait_for(reader.read(), 10)
    return [json.loads(line) for line in data.splitlines()]


async def joined(
    table: Hosted, name: str | None = None, code: str | None = None
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, dict[str, Any]]:
    """A raw connection that has taken a seat with the code (the welcome, read)."""
    reader, writer = await raw(table)
    spake = auth.Spake(code or table.host.code, terminal=True)
    hello = p.Hello(p.PROTOCOL, None, name, auth.nonce(), spake.message, False)
    writer.write(p.encode(hello))
    challenge = p.decode(await reader.readline())
    assert isinstance(challenge, p.Challenge), challenge
    transcript = p.transcript(hello, challenge.nonce, challenge.pake)
    key = spake.key(challenge.pake or "", transcript)
    writer.write(p.encode(p.Prove(auth.proof(key, "terminal", transcript))))
    welcome = json.loads(await reader.readline())
    assert welcome["t"] == "welcome", welcome
    return reader, writer, welcome
