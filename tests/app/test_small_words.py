"""What the second play-test found (issue 26, item 8): the score sheet before anyone has
scored, and Q pressed while the terminal is too small (issue 33: it quits from the
notice; nothing reaches the screen hidden behind it)."""

from __future__ import annotations

import pytest
from textual.widgets import Input

from uno_tui.i18n import activate
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import QuitDialog
from uno_tui.ui.screens import ScoreScreen, SetupScreen

from .conftest import Run
from .driver import screen_text, until_drawn
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
            await until_drawn(table.pilot)
            text = screen_text(table.app.screen)
            assert NOBODY[lang] in text, text
            assert "Ana" in text and " 0 " in text
            assert "leads" not in text and "lidera" not in text and "va en cabeza" not in text
    finally:
        activate("en")


async def test_q_while_the_terminal_is_too_small_quits_from_the_notice(run: Run) -> None:
    """The notice says Q quits, and it does: no dialog hidden behind it (issue 33)."""
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.pilot.resize_terminal(60, 20)
        await table.settle()
        assert app.too_small
        await until_drawn(table.pilot)
        assert "too small" in screen_text(app.screen)
        assert "press Q to quit" in " ".join(screen_text(app.screen).split())
        await table.press("q")
        assert not app.is_running
        assert not any(isinstance(s, QuitDialog) for s in app.screen_stack)


@pytest.mark.parametrize("key", ["ctrl+q", "ctrl+c"])
async def test_ctrl_q_and_ctrl_c_quit_from_the_notice_on_the_setup_screen(
    run: Run, key: str
) -> None:
    """On the setup screen too: the keys typed meanwhile go into no hidden field, and the
    quit keys quit (no invisible dialog ignoring Y)."""
    app = make_app()
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        name = app.screen.query_one("#name-0", Input)
        before = name.value
        await table.pilot.resize_terminal(40, 12)
        await table.settle()
        assert app.too_small
        for letter in "zed":
            await table.press(letter)
        await table.press("enter")
        assert name.value == before
        assert isinstance(app.screen, SetupScreen)
        await table.press(key)
        assert not app.is_running


async def test_a_dialog_opened_while_small_says_the_real_size(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.pilot.resize_terminal(60, 20)
        await table.settle()
        app.push_screen(QuitDialog(True, True))  # (a screen the flow brings up meanwhile)
        await table.settle()
        await until_drawn(table.pilot)
        text = " ".join(screen_text(app.screen).split())
        assert "this one has 60 and 20" in text, text
        assert "80 and 24" not in text


async def test_at_20_by_8_the_notice_is_whole(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DEAL)
    async with run(app, size=(20, 8)) as table:
        await table.settle()
        assert app.too_small
        await until_drawn(table.pilot)
        text = " ".join(screen_text(app.screen).split())
        assert "Too small: 20x8. UNO needs 80x24. Q quits." in text, text
