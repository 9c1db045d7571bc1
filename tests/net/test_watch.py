"""A watcher (``uno-tui join --watch``) sees the public table and nothing more: every line
it is sent is checked for cards it could not know; it cannot act or become a player; the
host can close watching."""

from __future__ import annotations

import json
import random

import pytest

from uno_tui.engine import Card, Draw, Phase, SayUno
from uno_tui.engine.events import event_for_seat
from uno_tui.engine.values import replace
from uno_tui.net import auth
from uno_tui.net import protocol as p
from uno_tui.net.client import Refused, Unproven
from uno_tui.net.link import Link
from uno_tui.net.watch import Watcher, watch
from uno_tui.net.wire import EVENT

from .table import Hosted, bot_turns, card_codes, decisions, hosted, settle, until


def public_cards(table: Hosted) -> set[Card]:
    """Every card the public table has shown so far (played, turned, revealed at the
    round's end)."""
    game = table.session.game
    assert game is not None
    seen: set[Card] = {game.top}
    for event in game.events:
        seen |= card_codes(json.dumps(EVENT.encode(event_for_seat(event, None))).encode())
    return seen


async def watcher(table: Hosted) -> Link:
    link = Link()
    await link.watch("127.0.0.1", table.port, table.host.code)
    await until(lambda: link.table is not None and link.table.snapshot.view is not None, link)
    return link


async def test_a_watcher_is_sent_no_card_it_could_not_know() -> None:
    table = await hosted(seed=11)
    game = table.session.game
    assert game is not None
    checked = 0
    leaked: list[str] = []
    hidden = 0

    def tap(seat: int | None, data: bytes) -> None:
        nonlocal checked, hidden
        table.wire.setdefault(seat, []).append(data)
        if seat is not None:
            return
        allowed = public_cards(table)
        sent = card_codes(data)
        if not sent <= allowed:
            leaked.append(f"a watcher was sent {sent - allowed}: {data[:300]!r}")
        hidden += bool({c for hand in game.hands for c in hand} - allowed)
        checked += 1

    table.host.tap = tap
    eve = await watcher(table)
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    rng = random.Random(3)
    links = {0: ana, 1: bruno}
    lines: list[str] = []
    shown = Watcher(lines.append)
    while game.phase is not Phase.ROUND_OVER:
        bot_turns(table)
        if game.phase is Phase.ROUND_OVER:
            break
        await settle(table, ana, bruno)
        link = links[game.current]  # type: ignore[index]
        await link.act(rng.choice(decisions(link)))
        assert eve.table is not None
        shown.news(eve.table.snapshot)
    await settle(table, ana, bruno)
    await until(
        lambda: eve.table is not None and len(eve.table.snapshot.events) == len(game.events),
        eve,
    )
    assert eve.table is not None
    shown.news(eve.table.snapshot)
    assert not leaked, leaked[0]
    assert checked > 10 and hidden > 0  # hands held cards the watcher could not know
    assert eve.table is not None
    view = eve.table.snapshot.view
    assert view is not None and view.seat is None and view.hand == () and view.legal == ()
    assert view == replace(table.session.view(None), legal=())  # the public table, exactly
    assert eve.table.snapshot.events == tuple(event_for_seat(e, None) for e in game.events)
    # What it prints is the public table: the log's words, and who holds how many cards.
    assert any("Ana" in said and "cards" in said for said in lines)
    assert set(table.session.log_sentences(None)) <= set(lines) | {""}
    await table.close(ana, bruno, eve)


async def test_a_watcher_cannot_act_or_become_a_player() -> None:
    table = await hosted()
    eve = await watcher(table)
    ana = await table.join("Ana")
    before = table.state()
    game = table.session.game
    assert game is not None and game.current is not None
    for action in (Draw(game.current), SayUno(0)):
        with pytest.raises(Refused) as refused:
            await eve.act(action)
        assert refused.value.reason == p.NOT_YOUR_SEAT
    assert table.state() == before
    assert eve.key is None and table.host.seats[1].key is None  # no seat, no key
    # A watcher that says hello again, to take a seat, is cut off; the seat stays open.
    assert table.host.watchers() == 1
    eve.send(p.Hello(p.PROTOCOL, None, "Bruno", auth.nonce(), None, False))
    await until(lambda: eve.ended is not None)
    assert eve.ended == p.MALFORMED and table.host.seats[1].key is None
    assert table.host.watchers() == 0
    await table.close(ana, eve)


async def test_the_host_can_close_watching() -> None:
    table = await hosted()
    eve = await watcher(table)
    table.host.close_watching()
    await until(lambda: eve.ended is not None)
    assert eve.ended == p.NO_WATCHING
    with pytest.raises(Refused) as refused:
        await Link().watch("127.0.0.1", table.port, table.host.code)
    assert refused.value.reason == p.NO_WATCHING
    # Players still join; a watcher without the code learns nothing.
    ana = await table.join("Ana")
    table.host.watching = True
    with pytest.raises(Unproven):
        await Link().watch("127.0.0.1", table.port, "AAA-AAA")
    await table.close(ana)


async def test_join_watch_prints_the_public_table_until_the_table_closes() -> None:
    table = await hosted()
    said: list[str] = []

    async def host_closes() -> None:
        await until(lambda: table.host.watchers() == 1 and len(said) >= 2)
        await table.close()

    import asyncio

    ended, _ = await asyncio.gather(
        watch("127.0.0.1", table.port, table.host.code, said.append), host_closes()
    )
    assert ended == p.HOST_CLOSED
    assert any(s.startswith("Round 1 · Ana 7 cards") for s in said), said
