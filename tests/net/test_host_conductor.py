"""The host is a client of its table's conductor (issue 24, item 2): it submits every
joined terminal's action there, a seat changing hands (a computer sitting in for an absent
player, the player taking it back) is the conductor's decision, and what each terminal is
sent comes from the snapshot the conductor published. A joined terminal reads snapshots of
the same shape, built from the wire."""

from __future__ import annotations

import inspect
from types import SimpleNamespace

import pytest

from uno_tui.engine import Draw, Play
from uno_tui.net.host import TableHost
from uno_tui.table.conductor import Conductor, Snapshot, Who
from uno_tui.table.seats import HUMAN
from uno_tui.ui.hosted.clientapp import JoinedTable

from .table import decisions, hosted, settle, until

THREE = ("human", "human", "human")


def test_a_host_is_made_with_a_conductor_and_has_no_way_around_it() -> None:
    parameters = inspect.signature(TableHost).parameters
    assert "act" not in parameters
    assert next(iter(parameters)) == "conductor"
    assert parameters["conductor"].annotation in ("Conductor", Conductor)
    from uno_tui.table.session import GameSession

    session = GameSession(seed=1)
    session.new_game(["Ana", "Bruno"], 500)
    with pytest.raises(TypeError):
        TableHost(session, [1])  # type: ignore[arg-type]


async def test_a_joined_terminals_action_is_submitted_to_the_conductor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = await hosted(THREE, (0, 1, 2))
    submitted: list[tuple[int | None, object]] = []
    real = table.conductor.submit

    def spy(seat: int | None, action: Play | Draw) -> object:
        submitted.append((seat, action))
        return real(seat, action)

    monkeypatch.setattr(table.conductor, "submit", spy)
    heard: list[Snapshot] = []
    table.conductor.subscribe(heard.append)
    links = [await table.join(name) for name in ("Ana", "Bruno", "Carla")]
    game = table.session.game
    assert game is not None and game.current is not None
    link = links[game.current]
    action = decisions(link)[0]
    published = len(heard)
    events = await link.act(action)
    assert submitted == [(link.seat, action)]
    assert events and len([s for s in heard[published:] if s.events]) == 1  # published once
    await table.close(*links)


async def test_a_seat_handed_to_a_computer_and_taken_back_goes_through_the_conductor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = await hosted(THREE, (0, 1))
    conductor = table.conductor
    asked: list[tuple[int, str, bool]] = []
    real = conductor.seat_kind

    def spy(seat: int, kind: str, *, remote: bool) -> None:
        asked.append((seat, kind, remote))
        real(seat, kind, remote=remote)

    monkeypatch.setattr(conductor, "seat_kind", spy)
    heard: list[Snapshot] = []
    conductor.subscribe(heard.append)
    ana = await table.join("Ana")
    key = ana.key
    assert key is not None
    await ana.close()
    await until(lambda: 0 in table.host.away())
    table.host.hand_to_computer(0)
    assert asked == [(0, "cpu-normal", False)]
    assert 0 in table.session.bots and 0 not in conductor.remote
    assert conductor.who(0) is Who.COMPUTER
    if heard[-1].due is not None and heard[-1].due.seat == 0:
        assert heard[-1].due.who is Who.COMPUTER
    back = await table.rejoin(0, key)
    assert asked[-1] == (0, HUMAN, True)
    assert 0 not in table.session.bots and conductor.who(0) is Who.JOINED
    await table.close(back)


async def test_a_joined_terminal_reads_snapshots_of_the_same_shape_as_the_host() -> None:
    table = await hosted(THREE, (0, 1))
    ana = await table.join("Ana")
    assert ana.table is not None
    link = SimpleNamespace(link=SimpleNamespace(table=ana.table, seat=0), on_change=None)
    reader = JoinedTable(link, "127.0.0.1")  # type: ignore[arg-type]
    await settle(table, ana)
    first = reader.snapshot
    assert reader.snapshot is first  # one per update heard, not per question
    host = table.conductor.snapshot
    assert first.view(0) == host.reader(0).view
    assert first.public is not None and host.public is not None
    assert first.public.events == host.public.events
    assert first.due is not None and host.due is not None and first.due.seat == host.due.seat
    # Who sits where, as the host said (issue 34): this seat here, the others elsewhere.
    assert first.seating.who(0) is Who.HERE and first.seating.human_seats == [0]
    assert [first.seating.is_bot(s) for s in range(3)] == [host.seating.is_bot(s) for s in range(3)]
    with pytest.raises(PermissionError):
        first.view(1)  # another seat's hand is not here to be read
    game = table.session.game
    assert game is not None and game.current is not None
    seat = game.current
    before = len(game.events)
    table.conductor.submit(seat, Draw(seat))
    await settle(table, ana)
    after = reader.snapshot
    assert after.seq > first.seq
    assert after.events == tuple(table.conductor.snapshot.public.events[before:])  # type: ignore[union-attr]
    assert after.view(0) == table.session.view(0)
    if after.due is not None and after.due.seat == 0:
        assert after.due.who is Who.HERE
    await table.close(ana)
