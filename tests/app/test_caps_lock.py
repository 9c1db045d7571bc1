"""A letter typed with Caps Lock on (or Shift) is the key the bar names: the bar says D,
and D draws as d does. Found in a play-test: with Caps Lock on, D, L, S and Q did nothing
on the hand and said nothing, though the key guard's own words say "press D again"."""

from __future__ import annotations

from uno_tui.engine import Card
from uno_tui.engine.events import CardsDrawn
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import QuitDialog
from uno_tui.ui.screens import HandScreen, SetupScreen
from uno_tui.ui.screens.log import LogScreen

from .conftest import Run
from .driver import screen_text, until_drawn
from .scenarios import deal

C = Card.from_code


async def test_capital_letters_run_the_keys_the_bar_shows(run: Run) -> None:
    deals = [deal(["R7 G2 Y1", "R1 G4 Y1", "B2 B3 B4"], "B5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("L")
        await until_drawn(table.pilot)
        assert isinstance(table.app.screen, LogScreen), screen_text(table.app.screen)
        await table.press("escape")
        await table.press("Q")
        assert isinstance(table.app.screen, QuitDialog)
        await table.press("N")
        assert isinstance(table.app.screen, HandScreen)
        await table.press("D")
        assert any(isinstance(e, CardsDrawn) and e.seat == 0 for e in table.game.events)


async def test_capital_letters_still_type_capitals_in_a_name(run: Run) -> None:
    app = make_app(None)
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        await until_drawn(table.pilot)
        text_before = screen_text(table.app.screen)
        await table.press("Z", "o", "E")
        await until_drawn(table.pilot)
        text = screen_text(table.app.screen)
        assert "ZoE" in text and "ZoE" not in text_before, text
