"""The table's side of catching (docs/RULES.md U6, U7) on a fake clock: the forgetful
player's grace, timed by the conductor's clock alike for every seat, one try per player per
catch window, and the computer players waiting for the grace as people do."""

from __future__ import annotations

import pytest
from fakeclock import FakeClock

from uno_tui.engine import (
    CLASSIC,
    Card,
    Catch,
    DealSpec,
    IllegalAction,
    Play,
    Refusal,
    Rules,
    SayUno,
)
from uno_tui.engine.catching import HOSTED_GRACE
from uno_tui.table.conductor import Conductor
from uno_tui.table.session import GameSession


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


#: Ana starts with two cards; Bruno and Carla hold three.
DEAL = DealSpec(
    hands=(cards("R5 R6"), cards("B1 B2 B3"), cards("G1 G2 G3")),
    start=Card.from_code("R9"),
    draw_pile=cards("Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8"),
    dealer=2,
)


def table(
    kinds: tuple[str, ...] = ("human", "human", "human"),
    grace: float = HOSTED_GRACE,
    rules: Rules | None = None,
) -> tuple[Conductor, FakeClock]:
    session = GameSession(seed=5, deals=[DEAL], rules=rules or CLASSIC)
    clock = FakeClock()
    conductor = Conductor(session, clock, reaction_scale=lambda: 0.0)
    conductor.catches.grace = grace
    conductor.new_game(["Ana", "Bruno", "Carla"], 500, kinds)
    conductor.remote_seats([0, 1, 2])  # each at a terminal of their own
    clock.advance(0)
    return conductor, clock


def refused(conductor: Conductor, action: Catch) -> Refusal:
    with pytest.raises(IllegalAction) as info:
        conductor.submit(action.seat, action)
    return info.value.reason


def sizes(conductor: Conductor) -> list[int]:
    game = conductor.session.game
    assert game is not None
    return [len(hand) for hand in game.hands]


def test_u7_no_catch_during_the_grace_and_a_try_in_it_is_spent() -> None:
    conductor, clock = table()
    conductor.submit(0, Play(0, Card.from_code("R5")))  # Ana forgets UNO
    assert refused(conductor, Catch(1, 0)) is Refusal.CATCH_GRACE  # Bruno, at once
    clock.advance(HOSTED_GRACE - 0.1)
    assert refused(conductor, Catch(1, 0)) is Refusal.CATCH_SPENT  # (his try is spent)
    clock.advance(0.2)  # the grace is over
    assert refused(conductor, Catch(1, 0)) is Refusal.CATCH_SPENT  # Bruno spammed: no more
    conductor.submit(2, Catch(2, 0))  # Carla waited: her catch is made
    assert sizes(conductor) == [3, 3, 3]


def test_u7_the_forgetful_player_says_uno_during_the_grace() -> None:
    conductor, clock = table()
    conductor.submit(0, Play(0, Card.from_code("R5")))
    clock.advance(HOSTED_GRACE / 2)
    conductor.submit(0, SayUno(0))
    clock.advance(HOSTED_GRACE)
    assert refused(conductor, Catch(2, 0)) is Refusal.CATCH_SAID_UNO
    assert sizes(conductor) == [1, 3, 3]


def test_u6_the_try_comes_back_with_the_next_action() -> None:
    conductor, _clock = table()
    conductor.submit(0, Play(0, Card.from_code("R5")))
    assert refused(conductor, Catch(1, 0)) is Refusal.CATCH_GRACE
    conductor.submit(0, SayUno(0))  # an action: a new catch window
    assert refused(conductor, Catch(1, 0)) is Refusal.CATCH_SAID_UNO  # a try again (U5)


def test_u7_without_a_grace_a_catch_is_made_at_once_as_before() -> None:  # a hot-seat table
    conductor, _clock = table(grace=0.0)
    conductor.submit(0, Play(0, Card.from_code("R5")))
    conductor.submit(1, Catch(1, 0))
    assert sizes(conductor) == [3, 3, 3]


def test_u7_the_computer_players_wait_for_the_grace_too() -> None:
    conductor, clock = table(("human", "cpu-hard", "cpu-hard"))
    conductor.submit(0, Play(0, Card.from_code("R5")))
    clock.advance(HOSTED_GRACE - 0.01)
    assert sizes(conductor) == [1, 3, 3]  # no computer caught Ana, none moved
    game = conductor.session.game
    assert game is not None and game.uno_window == 0
    clock.advance(0.02)
    # After the grace they react as their level does (the hard level catches 95 in 100, and
    # this seed's does): a computer that had tried during the grace would have spent its try.
    assert sizes(conductor)[0] == 3


def test_hr8_a_wrong_catch_at_the_table_costs_the_catcher() -> None:
    conductor, clock = table(rules=Rules(wrong_catch_penalty=True))
    conductor.submit(0, Play(0, Card.from_code("R5"), uno=True))
    clock.advance(HOSTED_GRACE)
    conductor.submit(1, Catch(1, 0))
    assert sizes(conductor) == [1, 5, 3]
