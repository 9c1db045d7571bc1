"""The opt-in turn timer (issue 37 item 2; docs/RULES.md "The turn timer") on the
conductor's clock, a fake one here: what happens at 29 s and at 31 s, a person taking the
seat back with their next action, and a table of people all out of time waiting rather
than playing on alone."""

from __future__ import annotations

from fakeclock import FakeClock

from uno_tui.engine import Card, DealSpec, Draw, Phase
from uno_tui.table.conductor import Conductor
from uno_tui.table.session import GameSession


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


DEAL = DealSpec(
    hands=(cards("R5 R6 B4 G7 Y2"), cards("B1 B2 B3 G2 Y3"), cards("G1 G3 R4 Y4 B5")),
    start=Card.from_code("R9"),
    draw_pile=cards("Y1 Y5 Y6 Y7 Y8 B7 B8 G8 G9 R1 R2 R3"),
    dealer=2,
)


def table(seconds: float = 30.0) -> tuple[Conductor, FakeClock]:
    """Ana (seat 0, first to play) and Bruno at terminals of their own, Carla a computer."""
    session = GameSession(seed=5, deals=[DEAL])
    clock = FakeClock()
    conductor = Conductor(session, clock, reaction_scale=lambda: 0.0)
    conductor.turns.seconds = seconds
    conductor.new_game(["Ana", "Bruno", "Carla"], 500, ("human", "human", "cpu-normal"))
    conductor.remote_seats([0, 1])
    clock.advance(0)
    return conductor, clock


def actions(conductor: Conductor) -> int:
    game = conductor.session.game
    assert game is not None
    return len(game.actions)


def current(conductor: Conductor) -> int | None:
    game = conductor.session.game
    assert game is not None
    return game.current


def test_at_29_seconds_the_person_still_decides_at_31_a_computer_played_for_them() -> None:
    conductor, clock = table()
    assert current(conductor) == 0
    clock.advance(29)
    assert actions(conductor) == 0 and not conductor.snapshot.seating.timed_out
    clock.advance(2)  # 31 s
    assert actions(conductor) >= 1 and current(conductor) != 0
    assert conductor.snapshot.seating.timed_out == frozenset({0})  # said on every screen


def test_a_person_who_acts_in_time_is_never_timed_out() -> None:
    conductor, clock = table()
    clock.advance(20)
    conductor.submit(0, Draw(0))
    game = conductor.session.game
    assert game is not None
    if game.phase is Phase.DRAWN:
        clock.advance(25)  # a new decision: 30 s again from the draw
        assert game.phase is Phase.DRAWN and not conductor.snapshot.seating.timed_out
    assert 0 not in conductor.turns.timed_out


def test_the_next_action_takes_the_seat_back() -> None:
    conductor, clock = table()
    clock.advance(31)  # Ana ran out of time
    assert conductor.turns.timed_out == {0}
    while current(conductor) != 1:
        clock.advance(0.1)
    conductor.submit(1, Draw(1))  # Bruno plays on in time
    clock.advance(0)
    game = conductor.session.game
    assert game is not None
    while current(conductor) != 0 or game.phase is not Phase.TURN:
        clock.advance(0.1)
    conductor.submit(0, Draw(0))  # Ana is back: her key takes her seat back
    assert conductor.turns.timed_out == set()
    assert not conductor.snapshot.seating.timed_out


def test_when_every_person_is_out_of_time_the_table_waits_rather_than_playing_alone() -> None:
    conductor, clock = table()
    clock.advance(31)  # Ana
    assert conductor.turns.timed_out == {0}
    clock.advance(31)  # Bruno
    assert conductor.turns.timed_out == {0, 1} and conductor.snapshot.seating.paused
    clock.advance(1)  # Carla, the computer, plays up to the next person's decision
    assert current(conductor) == 0
    before = actions(conductor)
    clock.advance(3600)  # an hour: nobody plays for anyone
    assert actions(conductor) == before and current(conductor) == 0
    conductor.submit(0, Draw(0))  # Ana comes back: the table goes on, timed again
    assert not conductor.snapshot.seating.paused


def test_without_turn_time_nobody_is_ever_played_for() -> None:
    conductor, clock = table(seconds=0)
    clock.advance(3600)
    assert actions(conductor) == 0 and current(conductor) == 0
