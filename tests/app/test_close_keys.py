"""X and Esc close the score sheet, the log and the help, as the README's key table says
(issue 26)."""

from __future__ import annotations

import pytest

from uno_tui.ui.app import make_app
from uno_tui.ui.screens import HandScreen, HelpScreen, LogScreen, ScoreScreen

from .conftest import Run
from .scenarios import deal


@pytest.mark.parametrize("close", ["x", "escape"])
async def test_x_and_esc_close_the_sheet_the_log_and_the_help(run: Run, close: str) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=[deal(["R5 R7 R2", "G2 Y9 B7"], "R1", dealer=1)])
    async with run(app) as table:
        await table.next_hand(seat=0)
        for key, kind in (("s", ScoreScreen), ("l", LogScreen), ("question_mark", HelpScreen)):
            await table.press(key)
            assert isinstance(table.app.screen, kind)
            await table.press(close)
            assert isinstance(table.app.screen, HandScreen), (key, close)
