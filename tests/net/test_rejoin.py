"""A terminal that drops rejoins its seat with its key, whatever the moment: in the
middle of its turn, of a Wild Draw Four challenge, of a forgotten UNO's catch window. The
table waits for it meanwhile, or the host hands the seat to a computer player."""

from __future__ import annotations

import asyncio

import pytest

from uno_tui.engine import (
    Card,
    Catch,
    Challenge,
    DealSpec,
    IllegalAction,
    Phase,
    Play,
    Refusal,
    SayUno,
)
from uno_tui.engine.events import WildDrawFourChallenged
from uno_tui.net import protocol as p
from uno_tui.net.link import Link

from .table import Hosted, hosted, settle, until

HUMANS = ("human", "human", "human")  # Ana and Bruno join; Carla plays at the host


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


#: Ana holds a Wild Draw Four and no blue (so it is legal on the blue 5); she plays first.
DEAL = DealSpec(
    (cards("W+4 R1 G2"), cards("Y3 Y4 G5"), cards("R7 R8 G9")),
    Card.from_code("B5"),
    cards("Y1 Y2 Y5 Y6 Y7 Y8 Y9 G1 G3 G4"),
    dealer=2,
)


async def drop(table: Hosted, link: Link) -> tuple[int, bytes]:
    """Cut the link as a dropped connection would; the host sees the seat empty."""
    seat, key = link.seat, link.key
    assert seat is not None and key is not None
    await link.close()
    await until(lambda: seat in table.host.away())
    return seat, key


async def test_drop_and_rejoin_in_the_middle_of_a_turn() -> None:
    table = await hosted(HUMANS, deals=[DEAL])
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    before = table.state()
    seat, key = await drop(table, ana)
    assert table.state() == before  # nothing happens to the seat while its player is away
    ana = await table.rejoin(seat, key)
    assert ana.seat == 0 and table.host.away() == []
    await settle(table, ana, bruno)
    assert ana.table is not None and ana.table.view(0).my_turn
    await ana.act(Play(0, Card.from_code("W+4"), Card.from_code("R1").color))
    assert table.session.game is not None and table.session.game.phase is Phase.CHALLENGE
    await table.close(ana, bruno)


async def test_a_seat_handed_to_a_computer_comes_back_when_its_player_rejoins() -> None:
    table = await hosted(HUMANS, deals=[DEAL])
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    seat, key = await drop(table, ana)
    table.host.hand_to_computer(seat)
    assert seat in table.session.bots and table.host.away() == []
    await until(lambda: bruno.table is not None and bruno.table.snapshot.bots == {0}, bruno)
    ana = await table.rejoin(seat, key)
    assert seat not in table.session.bots and table.session.seats[seat] == "human"
    await until(lambda: bruno.table is not None and not bruno.table.snapshot.bots, bruno)
    await table.close(ana, bruno)


async def test_drop_and_rejoin_in_the_middle_of_a_challenge() -> None:
    table = await hosted(HUMANS, deals=[DEAL])
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    await ana.act(Play(0, Card.from_code("W+4"), Card.from_code("R1").color))
    # Bruno drops while he must answer the Wild Draw Four, and comes back to answer it.
    seat, key = await drop(table, bruno)
    bruno = await table.rejoin(seat, key)
    await settle(table, bruno)
    assert bruno.table is not None
    assert Challenge(1) in bruno.table.view(1).legal
    events = await bruno.act(Challenge(1))
    shown = [e for e in events if isinstance(e, WildDrawFourChallenged)]
    assert shown and shown[0].hand == cards("R1 G2")  # the hand, to the challenger alone
    assert table.session.pending_reveal is not None
    # He drops again before he has seen it: rejoining, he is shown it first.
    seat, key = await drop(table, bruno)
    bruno = await table.rejoin(seat, key)
    assert bruno.table is not None
    reveal = bruno.table.snapshot.reveal
    assert reveal is not None and reveal.hand == cards("R1 G2")
    assert ana.table is not None and ana.table.snapshot.reveal is None
    bruno.send(p.Seen())
    await until(lambda: table.session.pending_reveal is None)
    await until(lambda: bruno.table is not None and bruno.table.snapshot.reveal is None, bruno)
    await table.close(ana, bruno)


async def open_catch_window(table: Hosted, ana: Link, bruno: Link) -> None:
    """Ana plays the Wild Draw Four, Bruno accepts, Carla plays, and Ana plays her
    next-to-last card without saying UNO."""
    from uno_tui.engine import Accept

    await ana.act(Play(0, Card.from_code("W+4"), Card.from_code("R1").color))
    await bruno.act(Accept(1))
    table.conductor.submit(2, Play(2, Card.from_code("R7")))
    await settle(table, ana)
    await ana.act(Play(0, Card.from_code("R1")))
    game = table.session.game
    assert game is not None and game.uno_window == 0


async def test_drop_and_rejoin_in_the_middle_of_a_catch_window() -> None:
    table = await hosted(HUMANS, deals=[DEAL])
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    await open_catch_window(table, ana, bruno)
    seat, key = await drop(table, ana)
    ana = await table.rejoin(seat, key)
    await settle(table, ana, bruno)
    assert ana.table is not None and SayUno(0) in ana.table.view(0).legal
    assert bruno.table is not None and Catch(1, 0) in bruno.table.view(1).legal
    await ana.act(SayUno(0))  # still in time: the window stayed open while she was away
    with pytest.raises(IllegalAction) as refused:
        await bruno.act(Catch(1, 0))
    assert refused.value.reason is Refusal.CATCH_SAID_UNO
    await table.close(ana, bruno)


async def test_the_first_valid_catch_wins() -> None:
    table = await hosted(HUMANS, deals=[DEAL])
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    await open_catch_window(table, ana, bruno)
    before = len(table.session.game.hands[0])  # type: ignore[union-attr]
    # Bruno's catch and Ana's late UNO race: exactly one is applied.
    results = await asyncio.gather(
        bruno.act(Catch(1, 0)), ana.act(SayUno(0)), return_exceptions=True
    )
    refused = [r for r in results if isinstance(r, IllegalAction)]
    assert len(refused) == 1
    game = table.session.game
    assert game is not None
    caught = isinstance(results[1], IllegalAction)
    assert len(game.hands[0]) == before + (2 if caught else 0)
    # And the host's own keyboard is too late either way.
    with pytest.raises(IllegalAction):
        table.conductor.submit(2, Catch(2, 0))
    await table.close(ana, bruno)
