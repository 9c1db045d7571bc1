"""Bad input never hurts the table: each one is refused (and the connection closed where
it cannot go on), the game does not change, and the players who joined play on."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

import pytest

from uno_tui.engine import Catch, Draw
from uno_tui.net import handshake
from uno_tui.net import protocol as p
from uno_tui.net.client import OTHER_KEY, Refused, Unproven
from uno_tui.net.link import Link

from .stranger import answers, joined, line, raw
from .table import Hosted, decisions, hosted, settle

REFUSED = {"t": "refused", "protocol": p.PROTOCOL, "open": []}


async def still_plays(table: Hosted, link: Link) -> None:
    """The joined terminal is still served: its next decision is applied."""
    await settle(table, link)
    game = table.session.game
    assert game is not None
    if game.current == link.seat:
        before = len(game.actions)
        await link.act(decisions(link)[0])
        assert len(game.actions) == before + 1


async def refused_with(table: Hosted, line: bytes, reason: str) -> list[dict[str, Any]]:
    """Send ``line`` on a new connection: the host refuses it and closes; nothing changes."""
    before = table.state()
    reader, writer = await raw(table)
    writer.write(line)
    said = await answers(reader)
    writer.close()
    assert said[-1]["t"] == "refused" and said[-1]["reason"] == reason, said
    assert table.state() == before
    return said


async def test_a_wrong_code_is_refused() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    before = table.state()
    with pytest.raises(Unproven) as unproven:
        await Link().connect("127.0.0.1", table.port, code="XXX-XXX", name="Bruno")
    assert unproven.value.joining
    assert table.host.seats[1].key is None  # Bruno's seat is still open
    assert table.state() == before
    await still_plays(table, ana)
    await table.close(ana)


async def test_a_forged_token_or_seat_is_refused() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    assert ana.key is not None
    # Ana's key does not open Bruno's seat, nor does an invented one, nor a computer's seat.
    # (The terminal stops at the host's key id when the host holds another key for the
    # seat, and says so without asking for the code; the host refuses a seat it has no
    # key for.)
    for seat, key, reason in (
        (1, ana.key, OTHER_KEY),
        (1, b"x" * 32, OTHER_KEY),
        (2, ana.key, p.BAD_TOKEN),
    ):
        with pytest.raises(Refused) as refused:
            await Link().connect("127.0.0.1", table.port, seat=seat, key=key)
        assert refused.value.reason == reason
    # An action in another seat's name, from a joined terminal, is refused unheard.
    before = table.state()
    game = table.session.game
    assert game is not None
    other = 1 - (ana.seat or 0)
    with pytest.raises(Refused) as refused:
        await ana.act(Draw(other))
    assert refused.value.reason == p.NOT_YOUR_SEAT
    assert table.state() == before
    assert bruno.ended is None
    await still_plays(table, ana)
    await table.close(ana, bruno)


async def test_a_malformed_line_is_refused() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    await refused_with(table, b"this is not a message\n", p.MALFORMED)
    await refused_with(table, b'["hello"]\n', p.MALFORMED)
    await refused_with(table, b'{"t": "act", "id": 1}\n', p.MALFORMED)  # no hello first
    # A joined terminal whose action is not an action gets a refusal and plays on...
    before = table.state()
    reader, writer, _welcome = await joined(table, "Bruno")
    writer.write(line({"t": "act", "id": 1, "action": {"by": 1, "fly": True}}))
    writer.write(b"{not json\n")
    said = await answers(reader)
    results = [m for m in said if m["t"] == "result"]
    assert results == [
        {"t": "result", "id": 1, "events": None, "refusal": None, "reason": p.MALFORMED}
    ]
    # ... and one that sends a line that is not a message is cut off.
    assert said[-1] == REFUSED | {"reason": p.MALFORMED}
    assert table.state() == before
    assert table.host.away() == [1]
    await still_plays(table, ana)
    await table.close(ana)


async def test_an_oversized_line_is_refused() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    big = b'{"t": "hello", "name": "' + b"B" * (p.MAX_LINE + 10) + b'"}\n'
    await refused_with(table, big, p.TOO_LONG)
    await still_plays(table, ana)
    await table.close(ana)


async def test_a_client_that_says_nothing_is_dropped() -> None:
    table = await hosted(hello_timeout=0.2, idle_timeout=0.5)
    before = table.state()
    reader, _writer = await raw(table)
    said = await answers(reader)  # the host's own timer ends it
    assert said == [REFUSED | {"reason": p.TIMEOUT}]
    # A joined terminal that goes silent too (no ping) is dropped, its seat waits.
    reader, _writer, _welcome = await joined(table, "Bruno")
    said = await answers(reader)
    assert said[-1]["reason"] == p.TIMEOUT
    assert table.host.away() == [0, 1]
    assert table.state() == before
    await table.close()


async def test_a_flood_of_actions_is_cut_off(monkeypatch: pytest.MonkeyPatch) -> None:
    table = await hosted(rate=20.0, burst=40)
    ana = await table.join("Ana")
    game = table.session.game
    assert game is not None
    before = table.state()
    reader, writer, _welcome = await joined(table, "Bruno")
    # The bucket's clock stands still while the host reads the flood: a loaded machine
    # that takes a second over it would let 20 more through (``Connection.allowed``).
    still = time.monotonic()
    monkeypatch.setattr(handshake, "time", SimpleNamespace(monotonic=lambda: still))
    flood = b"".join(
        line({"t": "act", "id": k, "action": Catch(1, 0).to_record()}) for k in range(500)
    )
    writer.write(flood)
    said = await answers(reader)
    results = [m for m in said if m["t"] == "result"]
    too_fast = [m for m in results if m.get("reason") == p.TOO_FAST]
    heard = [m for m in results if m["refusal"] is not None]
    assert len(heard) <= 45  # the burst, and what refilled meanwhile
    # The rules refuse the first; the rest are the same player's tries in one window (U6).
    reasons = [m["refusal"]["reason"] for m in heard]
    assert reasons[0] == "catch_not_one_card" and set(reasons[1:]) == {"catch_spent"}
    assert too_fast and len(results) < 500, said[:3] + said[-3:]
    assert said[-1] == REFUSED | {"reason": p.TOO_FAST}
    assert table.state() == before
    await still_plays(table, ana)
    await table.close(ana)


async def test_an_old_client_is_told_to_upgrade() -> None:
    table = await hosted()
    said = await refused_with(
        table, line({"t": "hello", "protocol": 0, "code": table.host.code}), p.UPGRADE
    )
    assert said[-1]["protocol"] == p.PROTOCOL
    with pytest.raises(Refused) as refused:
        await Link().connect("127.0.0.1", table.port, code=table.host.code, protocol=0)
    assert (refused.value.reason, refused.value.protocol) == (p.UPGRADE, p.PROTOCOL)
    await table.close()


async def test_guessing_codes_is_stopped() -> None:
    table = await hosted()
    for k in range(10):
        with pytest.raises(Unproven):
            await Link().connect("127.0.0.1", table.port, code=f"AAA-{k:03d}")
    # Even the right code is turned away unheard for a while after ten wrong ones from
    # the same source (this user, on loopback).
    with pytest.raises(Refused) as refused:
        await Link().connect("127.0.0.1", table.port, code=table.host.code)
    assert refused.value.reason == p.TOO_FAST
    await table.close()


async def test_no_seat_left_or_no_such_name() -> None:
    table = await hosted()
    ana = await table.join("Ana")

    async def refused(name: str | None) -> Refused:
        with pytest.raises(Refused) as refused:
            await Link().connect("127.0.0.1", table.port, code=table.host.code, name=name)
        return refused.value

    assert (await refused("Ana")).reason == p.SEAT_TAKEN
    zoe = await refused("Zoe")
    assert (zoe.reason, zoe.open) == (p.NO_SUCH_NAME, ["Bruno"])
    bruno = await table.join()
    assert bruno.seat == 1
    assert (await refused(None)).reason == p.NO_OPEN_SEAT
    await table.close(ana, bruno)
