"""A watcher takes an open seat (issue 37, item 4): while a seat is open the watcher is told
so and which key takes it (the host sends the open seats: ``Update.open``, protocol 5);
asked, the watch ends on the open seat's name, and the join that follows (the same code,
that name) takes the seat as any join does, with a key of its own."""

from __future__ import annotations

import asyncio

from uno_tui.net import protocol as p
from uno_tui.net.link import Link
from uno_tui.net.watch import Sit, watch

from .table import hosted, until


async def test_a_watcher_is_told_the_open_seats_and_takes_one() -> None:
    table = await hosted()  # Ana and Bruno: seats other terminals join, both open
    said: list[str] = []
    sit = asyncio.Event()

    async def ask_once_told() -> None:
        await until(lambda: any(s.startswith("Open seats:") for s in said))
        sit.set()

    ended, _ = await asyncio.gather(
        watch("127.0.0.1", table.port, table.host.code, said.append, sit), ask_once_told()
    )
    assert "Open seats: Ana, Bruno. S and Enter takes one: you stop watching and play." in said
    assert ended == Sit("Ana")
    ana = await table.join("Ana")  # what ``uno-tui join`` then does, with the same code
    assert table.host.seats[0].key is not None and table.host.seats[1].key is None
    await table.close(ana)


async def test_a_watcher_asking_with_no_seat_open_is_told_and_watches_on() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    said: list[str] = []
    sit = asyncio.Event()

    async def ask_then_close() -> None:
        await until(lambda: table.host.watchers() == 1 and len(said) >= 2)
        assert not any(s.startswith("Open seats:") for s in said)
        sit.set()
        await until(lambda: "No seat is open now." in said)
        await table.close(ana, bruno)

    ended, _ = await asyncio.gather(
        watch("127.0.0.1", table.port, table.host.code, said.append, sit), ask_then_close()
    )
    assert ended == p.HOST_CLOSED


async def test_the_open_seats_reach_a_joined_terminal_too() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    link: Link = ana
    assert link.table is not None
    await until(lambda: link.table is not None and link.table.snapshot.open == {1}, link)
    bruno = await table.join("Bruno")
    await until(lambda: link.table is not None and not link.table.snapshot.open, link)
    await table.close(ana, bruno)
