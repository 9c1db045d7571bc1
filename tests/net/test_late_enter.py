"""A screen that invites a key and moves on by itself does not pass a late key on. At a
hosted table the dealer draw moves on after a few paces: an Enter the host pressed to deal,
landing just after, must not play the card selected in the hand that came up instead. A
hand up to jump in gives way when the chance passes: the Enter meant to jump in must not
play on the turn that follows. The key is dropped and the hand says so; pressed again after
a pause, it plays. The guard reads the app's clock, which the tests drive (``Clock``): a
loaded machine cannot let the test's Enter land past it."""

from __future__ import annotations

import time

import pytest
from app.driver import Table, until_drawn, visible_text
from app.scenarios import deal
from textual.pilot import Pilot

from uno_tui.engine import Card, Game, Play
from uno_tui.engine.events import CardPlayed
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui.app import KEY_GUARD
from uno_tui.ui.hosted.hostapp import HostApp
from uno_tui.ui.screens import HandScreen
from uno_tui.ui.screens.jumpin import PlayerHand

from .test_client_app import until_shown
from .test_host_setup import a_host
from .test_jump_in import JUMP, ana
from .threaded import HostThread

NAMES = ("Ana", "Carla", "Bruno")
R1 = Card.from_code("R1")
GUARD = KEY_GUARD
IGNORED = "Enter was ignored: it was typed while others played."


class Clock:
    """The key guard's clock, moved on by the test: still unless told."""

    def __init__(self) -> None:
        self.now = time.monotonic()

    def __call__(self) -> float:
        return self.now


def _host(key_guard: float) -> tuple[HostApp, Game]:
    # Ana plays at the host's keyboard, Carla is a computer player, Bruno joins from
    # another terminal. The cards are drawn for the deal (seed 10): Ana plays first, and
    # the one card she can play, B8, is the one her hand selects.
    options = AppOptions(players=NAMES, seed=10, bot_pace=0.05, key_guard=key_guard)
    app, _port = a_host(options, {2: "Bruno"})
    app.new_game(NAMES, 500, (HUMAN, cpu(), HUMAN))
    app.net.first.go()  # Bruno's seat stays open: the host deals at once, from the seed
    game = app.session.game
    assert game is not None
    return app, game


async def _hand_comes_up(app: HostApp, pilot: Pilot[None]) -> None:
    for _ in range(400):  # the dealer draw moves on by itself
        if isinstance(app.screen, HandScreen):
            return
        await pilot.pause(0.01)
    raise AssertionError("the hand never came up")


def _ana_played(game: Game) -> bool:
    return any(isinstance(e, CardPlayed) and e.seat == 0 for e in game.events)


async def test_an_enter_just_after_the_dealer_draw_moved_on_is_dropped() -> None:
    app, game = _host(GUARD)
    clock = app.keys.clock = Clock()
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await _hand_comes_up(app, pilot)
        clock.now += 0.1
        await table.press("enter")  # meant to deal: the draw had just moved on
        assert not _ana_played(game)
        await until_drawn(table.pilot)
        assert IGNORED in " ".join(visible_text(app).split())
        clock.now += 1.0  # a pause: the hand is read
        await table.press("enter")  # pressed again, once the hand is read: it plays
        for _ in range(100):
            if _ana_played(game):
                break
            await pilot.pause(0.02)
        assert _ana_played(game)


async def test_without_the_guard_the_same_enter_plays() -> None:
    """(The test above fails for the right reason: the Enter reaches the hand.)"""
    app, game = _host(0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await _hand_comes_up(app, pilot)
        await table.press("enter")
        for _ in range(100):
            if _ana_played(game):
                break
            await pilot.pause(0.02)
        assert _ana_played(game)


def _turn_moved_on(host: HostThread) -> bool:
    game = host.session.game
    return game is not None and game.current != 0


@pytest.mark.parametrize("guard", [GUARD, 0.0])
async def test_an_enter_meant_to_jump_in_is_not_played_on_the_turn_that_follows(
    guard: float,
) -> None:
    """Ana's hand is up to jump in with her Red 7 when Carla plays a Red 1 before her: the
    chance passed, and her own turn's hand comes up. The Enter she pressed to jump in,
    landing just then, is dropped with a word; without the guard it would play."""
    hands = deal(
        ["R7 B1 G2 Y3 B4 G5 Y6", "R2 R3 B7 G7 Y7 B8 B9", "R1 G3 G4 G6 G8 G9 Y1"],
        "R7",
        dealer=1,  # Carla plays first, then Ana
    )
    host = HostThread(
        ("Ana", "Bruno", "Carla"), ("human", "human", "human"), [0, 1, 2], deals=[hands], rules=JUMP
    )
    async with ana(host, key_guard=guard) as (app, table):
        clock = app.keys.clock = Clock()
        await until_shown(
            table, lambda: isinstance(app.screen, PlayerHand) and app.screen.jump_mode
        )
        host.run(lambda: host.conductor.submit(2, Play(2, R1)))  # Carla is first
        await until_shown(
            table, lambda: isinstance(app.screen, PlayerHand) and not app.screen.jump_mode
        )
        clock.now += 0.1
        await table.press("enter")  # meant to jump in
        ana_played = host.run(lambda: _turn_moved_on(host))
        if guard:
            assert not ana_played
            await until_drawn(table.pilot)
            assert IGNORED in " ".join(visible_text(app).split())
        else:
            for _ in range(100):
                if ana_played:
                    break
                await table.pilot.pause(0.02)
                ana_played = host.run(lambda: _turn_moved_on(host))
            assert ana_played
