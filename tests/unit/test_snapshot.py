"""The conductor publishes one snapshot per change (issue 24, item 2): consecutive sequence
numbers, the change's public events, whose decision is due, and the views, each built once
and only when asked; one seat's reader holds no other seat's hand."""

from __future__ import annotations

import pytest
from test_conductor import ManualClock, shown, table

import uno_tui.table.session as session_module
from uno_tui.engine import Draw, Phase, seat_view
from uno_tui.engine.events import CardsDrawn, Event, event_for_seat
from uno_tui.table.conductor import Conductor, Due, Snapshot, Who
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.table.session import GameSession
from uno_tui.table.snapshot import StaleSnapshot


def listen(conductor: Conductor) -> list[Snapshot]:
    heard: list[Snapshot] = []
    conductor.subscribe(heard.append)
    return heard


def test_a_listener_gets_one_snapshot_per_change_numbered_one_after_another() -> None:
    conductor, clock = table()
    session = conductor.session
    game = session.game
    assert game is not None
    heard = listen(conductor)
    first = conductor.snapshot.seq
    shown(conductor, clock)
    for _ in range(30):  # Ana's decisions; the computers answer on the clock
        due = conductor.due()
        assert due is not None
        if due.seat is None:
            break
        view = conductor.snapshot.view(0)
        conductor.submit(0, view.legal[0])
        shown(conductor, clock)
    changes = len(game.actions)
    assert changes > 5
    # Every action was one change, and each change one snapshot, in order.
    assert [s.seq for s in heard] == list(range(first + 1, first + 1 + len(heard)))
    assert len([s for s in heard if s.events]) == changes
    assert heard[-1] is conductor.snapshot
    # Each snapshot holds its change's events as the public table saw them: together,
    # the game's whole public log since the listener came.
    public = [event_for_seat(e, None) for e in game.events]
    told: list[Event] = [e for s in heard for e in s.events]
    assert told == public[len(public) - len(told) :]
    assert conductor.snapshot.due == conductor.due()


def test_a_change_that_is_no_action_publishes_one_snapshot_without_events() -> None:
    conductor, _clock = table(("human", "human", "human"))
    heard = listen(conductor)
    conductor.new_game(["Ana", "Bruno", "Carla"], 500)
    conductor.end_game()
    assert [len(s.events) for s in heard] == [0, 0]
    assert heard[0].due is not None and heard[1].due is None and not heard[1].playing
    assert heard[1].public is None


def test_a_snapshot_says_whose_decision_is_due_as_it_was_published() -> None:
    conductor, _clock = table(("human", "human", "human"))
    game = conductor.session.game
    assert game is not None and game.current is not None
    seat = game.current
    assert conductor.snapshot.due == Due(seat, Who.HERE)
    heard = listen(conductor)
    conductor.remote_seats([seat])
    assert heard[-1].due == Due(seat, Who.JOINED)
    conductor.seat_kind(seat, cpu("easy"), remote=False)
    assert heard[-1].due == Due(seat, Who.COMPUTER)
    conductor.seat_kind(seat, HUMAN, remote=False)
    assert heard[-1].due == Due(seat, Who.HERE) and conductor.remote == frozenset()


def test_views_are_built_when_asked_once_per_snapshot(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[int | None] = []

    def counting(game: object, seat: int | None) -> object:
        built.append(seat)
        return seat_view(game, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(session_module, "seat_view", counting)
    conductor, _clock = table(("human", "human", "human"))
    game = conductor.session.game
    assert game is not None and game.current is not None
    seat = game.current
    heard = listen(conductor)
    conductor.submit(seat, Draw(seat))
    assert built == []  # publishing builds no view: nobody asked for one yet
    snapshot = heard[-1]
    mine = snapshot.view(seat)
    for _ in range(3):
        assert snapshot.view(seat) is mine
        assert snapshot.public is snapshot.public
    assert sorted(built, key=str) == sorted([seat, None], key=str)
    assert mine.phase in (Phase.DRAWN, Phase.TURN) and any(
        isinstance(e, CardsDrawn) and e.cards == () for e in snapshot.events
    )  # (the card drawn is not in the public events)
    # The game moves on: what the old snapshot built stays; what it did not, it refuses.
    current = game.current
    assert current is not None
    conductor.submit(current, conductor.snapshot.view(current).legal[0])
    assert snapshot.view(seat) is mine
    other = next(s for s in range(3) if s not in (seat, current))
    with pytest.raises(StaleSnapshot):
        snapshot.view(other)


def test_a_seats_reader_holds_its_own_hand_and_no_other() -> None:
    session = GameSession(seed=4)
    conductor = Conductor(session, ManualClock())
    conductor.new_game(["Ana", "Bruno"], 500, ("human", "human"))
    snapshot = conductor.snapshot
    reader = snapshot.reader(1)
    assert reader.view == session.view(1) and reader.view.seat == 1
    assert reader.seq == snapshot.seq and reader.due == snapshot.due
    assert reader.public is snapshot.public
    names = {name for name in dir(reader) if not name.startswith("_")}
    assert names == {"seat", "seq", "events", "due", "view", "public", "reveal", "seating"}
    watcher = snapshot.reader(None)
    assert watcher.view.seat is None and watcher.view.hand == ()
