"""A fair catch between terminals (issue 37; docs/RULES.md U6, U7, HR8): at a hosted table
the terminal that presses C fastest and most often does not win every catch. The host
times the forgetful player's grace on its own clock (here a fake one, moved by the test)
and keeps one try per player per catch window."""

from __future__ import annotations

import asyncio

import pytest
from fakeclock import LoopFakeClock

from uno_tui.engine import Card, Catch, DealSpec, IllegalAction, Play, Refusal, Rules, SayUno
from uno_tui.engine.catching import HOSTED_GRACE
from uno_tui.net.link import Link

from .table import Hosted, hosted

THREE = ("human", "human", "human")


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


#: Ana starts with two cards; Bruno and Carla hold three.
DEAL = DealSpec(
    hands=(cards("R5 R6"), cards("B1 B2 B3"), cards("G1 G2 G3")),
    start=Card.from_code("R9"),
    draw_pile=cards("Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 B7 B8"),
    dealer=2,
)


async def table_and_links(rules: Rules | None = None) -> tuple[Hosted, LoopFakeClock, list[Link]]:
    clock = LoopFakeClock()
    extra = {"rules": rules} if rules is not None else {}
    hosting = await hosted(THREE, (0, 1, 2), deals=[DEAL], clock=clock, **extra)  # type: ignore[arg-type]
    links = [await hosting.join(name) for name in ("Ana", "Bruno", "Carla")]
    return hosting, clock, links


async def spam(link: Link, action: Catch, times: int) -> list[str]:
    """Press C ``times`` times as fast as the terminal can: the host's answers."""
    answers = await asyncio.gather(
        *(link.act(action) for _ in range(times)), return_exceptions=True
    )
    return [a.reason.value if isinstance(a, IllegalAction) else "made" for a in answers]


def hands(table: Hosted) -> list[int]:
    game = table.session.game
    assert game is not None
    return [len(hand) for hand in game.hands]


async def test_the_terminal_that_spams_c_does_not_win_the_catch() -> None:
    table, clock, (ana, bruno, carla) = await table_and_links()
    await ana.act(Play(0, Card.from_code("R5")))  # Ana forgets UNO
    said = await spam(bruno, Catch(1, 0), 20)  # Bruno presses C at once, again and again
    assert said == [Refusal.CATCH_GRACE.value] + [Refusal.CATCH_SPENT.value] * 19
    clock.advance(HOSTED_GRACE)
    # The grace is over: Bruno's try is spent; Carla, who waited, catches Ana.
    assert await spam(bruno, Catch(1, 0), 5) == [Refusal.CATCH_SPENT.value] * 5
    await carla.act(Catch(2, 0))
    assert hands(table) == [3, 3, 3]
    await table.close(ana, bruno, carla)


async def test_a_terminal_that_waits_for_the_grace_catches() -> None:
    table, clock, (ana, bruno, carla) = await table_and_links()
    await ana.act(Play(0, Card.from_code("R5")))
    clock.advance(HOSTED_GRACE)
    await bruno.act(Catch(1, 0))
    assert hands(table) == [3, 3, 3]
    with pytest.raises(IllegalAction) as info:  # Carla was slower: nothing to catch
        await carla.act(Catch(2, 0))
    assert info.value.reason is Refusal.CATCH_NOT_ONE_CARD
    await table.close(ana, bruno, carla)


async def test_the_forgetful_player_says_uno_in_the_grace_whoever_spams() -> None:
    table, clock, (ana, bruno, carla) = await table_and_links()
    await ana.act(Play(0, Card.from_code("R5")))
    await spam(bruno, Catch(1, 0), 10)
    await ana.act(SayUno(0))
    clock.advance(HOSTED_GRACE)
    assert hands(table) == [1, 3, 3]
    await table.close(ana, bruno, carla)


async def test_hr8_spamming_after_a_uno_said_costs_two_cards_once() -> None:
    table, clock, (ana, bruno, carla) = await table_and_links(Rules(wrong_catch_penalty=True))
    await ana.act(Play(0, Card.from_code("R5"), uno=True))
    clock.advance(HOSTED_GRACE)
    said = await spam(bruno, Catch(1, 0), 3)
    # The first is made and costs Bruno 2; it is an action, so a new window begins, and
    # each press after it is another wrong catch: spamming under HR8 is paid for.
    assert said == ["made"] * 3
    assert hands(table) == [1, 9, 3]
    await table.close(ana, bruno, carla)
