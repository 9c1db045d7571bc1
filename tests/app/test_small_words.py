"""What the second play-test found (issue 26, item 8): the score sheet before anyone has
scored, and Q pressed while the terminal is too small."""

from __future__ import annotations

import pytest

from uno_tui.i18n import activate
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import QuitDialog
from uno_tui.ui.screens import HandScreen, ScoreScreen

from .conftest import Run
from .driver import screen_text
from .scenarios import deal

DEAL = [deal(["R5 R7 R2", "G2 Y9 B7"], "R1", dealer=1)]
NOBODY = {
    "en": "nobody has scored yet",
    "pt_PT": "ninguém marcou pontos ainda",
    "pt_BR": "ninguém marcou pontos ainda",
    "es": "nadie ha puntuado todavía",
}


@pytest.mark.parametrize("lang", list(NOBODY))
async def test_nobody_leads_before_anyone_has_scored(run: Run, lang: str) -> None:
    try:
        app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL, lang=lang)
        async with run(app) as table:
            await table.next_hand(seat=0)
            await table.press("s")
            assert isinstance(table.app.screen, ScoreScreen)
            text = screen_text(table.app.screen)
            assert NOBODY[lang] in text, text
            assert "Ana" in text and " 0 " in text
            assert "leads" not in text and "lidera" not in text and "va en cabeza" not in text
    finally:
        activate("en")


async def test_q_while_the_terminal_is_too_small_does_not_ask_to_quit_later(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.pilot.resize_terminal(60, 20)
        await table.settle()
        assert app.too_small
        assert "too small" in screen_text(app.screen)
        await table.press("q")
        await table.pilot.resize_terminal(80, 24)
        await table.settle()
        await table.pilot.pause()
        assert not app.too_small
        assert isinstance(app.screen, HandScreen)
        assert not any(isinstance(s, QuitDialog) for s in app.screen_stack)
        # ^Q still quits when the terminal is too small: it is the way out.
        await table.pilot.resize_terminal(60, 20)
        await table.settle()
        await table.press("ctrl+q")
        assert isinstance(app.screen, QuitDialog)
