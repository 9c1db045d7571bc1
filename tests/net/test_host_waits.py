"""Issue 23.5: nothing at a hosted table waits on a key only one terminal can press,
unless it is that terminal's own decision. The conductor runs the computer players, not
the host's screens, so a dialog at the host's keyboard holds nobody else's game."""

from __future__ import annotations

from app.driver import Table, until_drawn, visible_text
from app.scenarios import deal

from uno_tui.engine.events import CardPlayed, CardsDrawn
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.drawn import DrewDialog
from uno_tui.ui.screens import HandScreen

from .test_host_setup import a_host

NAMES = ("Ana", "Carla", "Bruno")


async def test_the_hosts_drew_dialog_does_not_hold_the_computer_player() -> None:
    # Ana plays at the host's keyboard, Carla is a computer player, Bruno joins from
    # another terminal. Bruno deals, so Ana plays first: she draws G4, which does not go
    # on R1, and the host says "Your turn is over. Press Enter." Nobody presses it.
    hands = [deal(["G2 Y9 B7 G3 Y3", "R3 R4 R6 R8 R5", "B1 B2 B3 B4 B5"], "R1", "G4", dealer=2)]
    options = AppOptions(players=NAMES, seed=1, bot_pace=0.05, key_guard=0.0, deals=hands)
    app, _port = a_host(options, {2: "Bruno"})
    app.new_game(NAMES, 500, (HUMAN, cpu(), HUMAN))
    game = app.session.game
    assert game is not None and game.current == 0
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        for _ in range(400):  # the dealer draw moves on by itself
            if isinstance(app.screen, HandScreen):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, HandScreen) and app.screen.seat == 0
        drawn = len(game.events)
        await table.press("d")
        assert isinstance(app.screen, DrewDialog)
        await until_drawn(table.pilot)
        assert "Your turn is over. Press Enter." in visible_text(app)
        assert any(isinstance(e, CardsDrawn) and e.seat == 0 for e in game.events[drawn:])
        for _ in range(400):  # a pace or so: a condition, not a time
            if any(isinstance(e, CardPlayed) and e.seat == 1 for e in game.events[drawn:]):
                break
            await pilot.pause(0.02)
        # Carla played while the host's dialog was still up: it is Bruno's turn now.
        assert any(isinstance(e, CardPlayed) and e.seat == 1 for e in game.events[drawn:]), (
            game.current,
            game.phase,
            app.conductor.due(),
            app.conductor._timer,
            app.conductor._soon,
            app.conductor.held,
            type(app.screen).__name__,
        )
        assert isinstance(app.screen, DrewDialog) and game.current == 2
        assert table.pressed == ["d"]


async def test_at_a_hot_seat_table_the_same_dialog_holds_the_computer_player() -> None:
    # The same deal with Bruno a computer player too: everyone who plays sits at this
    # keyboard, so the computer players wait until Ana has read that her turn is over.
    hands = [deal(["G2 Y9 B7 G3 Y3", "R3 R4 R6 R8 R5", "B1 B2 B3 B4 B5"], "R1", "G4", dealer=2)]
    app = make_app(
        list(NAMES), seed=1, seats=(HUMAN, cpu(), cpu()), deals=hands, bot_pace=0.0, key_guard=0.0
    )
    game = app.session.game
    assert game is not None and game.current == 0
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await table.press("enter")  # the dealer draw
        await table.wait_for(HandScreen)
        await table.press("d")
        assert isinstance(app.screen, DrewDialog)
        drawn = len(game.events)
        await pilot.pause(0.2)
        assert len(game.events) == drawn and game.current == 1  # Carla waits for Ana
        await table.press("enter")
        for _ in range(100):
            if any(isinstance(e, CardPlayed) and e.seat == 1 for e in game.events[drawn:]):
                break
            await pilot.pause(0.02)
        assert any(isinstance(e, CardPlayed) and e.seat == 1 for e in game.events[drawn:])
