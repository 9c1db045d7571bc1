"""The screens around the game: setup, the dealer draw, help, log, score sheet, the
"terminal too small" notice, big hands, ten players, the mouse."""

from __future__ import annotations

from textual.widgets import Input

from uno_tui.engine import Card, Color
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ColorDialog
from uno_tui.ui.screens import (
    DealerDrawScreen,
    HandScreen,
    HelpScreen,
    LogScreen,
    PassScreen,
    ScoreScreen,
    SetupScreen,
)
from uno_tui.ui.widgets import CardView, HandRow, TooSmall

from .conftest import Run
from .driver import screen_text, until_drawn
from .scenarios import TWO_PLAYER_WILD_START, deal


def name_inputs(screen: SetupScreen) -> list[Input]:
    return [i for i in screen.query(Input) if str(i.id).startswith("name-")]


async def test_setup_names_target_and_the_dealer_draw_with_a_tie(run: Run) -> None:
    app = make_app(seed=4)
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert [i.value for i in name_inputs(setup)] == ["Player 1", "Player 2"]
        # Typing replaces a default name (it is selected when the field is focused).
        await table.press(*"Ana", "down", *"Bruno")
        await table.press("ctrl+n", *"Ana")  # a third player, named like the first
        await table.press("enter")
        assert isinstance(app.screen, SetupScreen)
        await until_drawn(table.pilot)
        assert "Two players are called Ana" in screen_text(app.screen)
        await table.press("ctrl+r", "ctrl+n", *"Carla")
        assert [i.value for i in name_inputs(setup)] == ["Ana", "Bruno", "Carla"]
        # The target must be a whole number above 0.
        target = setup.query_one("#target", Input)
        target.value = "0"
        await table.press("enter")
        await until_drawn(table.pilot)
        assert "above 0" in screen_text(app.screen)
        target.value = "200"
        await table.press("enter")

        # S1: seed 4 deals Y3, Y7, R7: Bruno and Carla tie on 7 and draw again.
        await table.wait_for(DealerDrawScreen)
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Tie — draw again" in text
        assert "Yellow 7" in text and "Red 7" in text and "Blue 9" in text
        assert "Bruno deals." in text
        game = table.game
        assert game.names == ("Ana", "Bruno", "Carla") and game.target == 200
        assert game.dealer == 1
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert isinstance(app.screen, PassScreen) and app.screen.seat == game.current


async def test_terminal_too_small_and_back(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], target=20, seed=11, deals=TWO_PLAYER_WILD_START)
    async with run(app) as table:
        await table.wait_for(PassScreen)
        notice = app.screen.query_one(TooSmall)
        assert not notice.display
        await table.pilot.resize_terminal(70, 20)
        await table.settle()
        assert app.too_small and notice.display
        assert "this one has 70 and 20" in str(notice.render())
        await table.press("enter")  # ignored: nothing happens behind the notice
        assert isinstance(app.screen, PassScreen)
        await table.pilot.resize_terminal(80, 24)
        await table.settle()
        assert not app.too_small and not notice.display
        await table.press("enter")
        await table.wait_for(ColorDialog)


async def test_help_log_and_scores_from_the_curtain(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], target=20, seed=11, deals=TWO_PLAYER_WILD_START)
    async with run(app) as table:
        await table.wait_for(PassScreen)
        await table.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Show my hand" in text and "The rules in short" in text
        await table.press("enter")
        await table.press("l")
        assert isinstance(app.screen, LogScreen)
        await until_drawn(table.pilot)
        assert "The start card is Wild." in screen_text(app.screen)
        await table.press("l")
        await table.press("s")
        assert isinstance(app.screen, ScoreScreen)
        await until_drawn(table.pilot)
        assert "Round 1 is being played." in screen_text(app.screen)
        await table.press("s")
        assert isinstance(app.screen, PassScreen)
        await table.press("f1")
        assert isinstance(app.screen, HelpScreen)
        await table.press("enter")
        assert isinstance(app.screen, PassScreen)


async def test_colour_dialog_by_mouse(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], target=20, seed=11, deals=TWO_PLAYER_WILD_START)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.wait_for(ColorDialog)
        await table.pilot.click("#color-B")
        await table.settle()
        assert table.game.color is Color.BLUE
        assert isinstance(app.screen, HandScreen)


async def test_ten_players_and_a_big_hand_fit_at_80x24(run: Run) -> None:
    names = ["Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio", "Gil", "Hugo", "Ines", "Joao"]
    big = (
        "R1 R2 R3 R4 R6 R7 R8 R9 Y1 Y2 Y3 Y4 Y6 Y7 Y8 Y9 "
        "G1 G2 G3 G4 G6 G7 G8 G9 B1 B2 B3 B4 B6 B7 B8 B9"
    )
    others = ["RS", "YS", "GS", "BS", "RR", "YR", "GR", "BR", "R+2"]
    app = make_app(names, seed=1, deals=[deal([big, *others], "G5", dealer=9)])
    async with run(app) as table:
        await table.next_hand(seat=0)
        screen = app.screen
        await until_drawn(table.pilot)
        text = screen_text(screen)
        for name in names:
            assert name in text
        row = screen.query_one(HandRow)
        assert row.compact  # 32 cards: compact chips, not big cards
        assert len(row.query(CardView)) == 32
        shown = [v for v in row.query(CardView) if v.region.height and v.region.width]
        assert len(shown) + row.hidden_count == 32
        assert row.hidden_count == 0 or "more cards below" in str(
            screen.query_one("#reason").render()
        )
        # The selected chip is written with its colour letter and bracketed.
        assert "[◆G1 ▲ ]" in text  # the first card that can be played, marked so
        assert Card.from_code("G1") in row.cards
