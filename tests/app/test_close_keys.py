"""X and Esc close the score sheet, the log and the help, as the README's key table says
(issue 26)."""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_tui.ui.app import make_app
from uno_tui.ui.screens import HandScreen, HelpScreen, LogScreen, ScoreScreen

from .conftest import Run
from .driver import screen_text, until_drawn
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


#: What each closable screen says closes it, in each language (on its own lines: the score
#: sheet's hint, the log's and help's frame).
SAID = {
    "en": (
        "S, X or Esc goes back to the game.",
        "Enter, X or Esc closes the log",
        "Enter, X or Esc closes help",
    ),
    "pt_PT": (
        "S, X ou Esc volta ao jogo.",
        "Enter, X ou Esc fecha o registo",
        "Enter, X ou Esc fecha a ajuda",
    ),
    "pt_BR": (
        "S, X ou Esc volta ao jogo.",
        "Enter, X ou Esc fecha o registro",
        "Enter, X ou Esc fecha a ajuda",
    ),
    "es": (
        "S, X o Esc vuelve a la partida.",
        "Enter, X o Esc cierra el registro",
        "Enter, X o Esc cierra la ayuda",
    ),
}


@pytest.mark.parametrize("lang", list(SAID))
async def test_each_closable_screen_says_the_keys_that_close_it_as_the_readme_does(
    run: Run, lang: str, english_after: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The score sheet used to say only "Press S to go back" (X and Esc close it too, as the
    README says); the log and help said nothing of X and Esc."""
    monkeypatch.setenv("NO_COLOR", "1")
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith("| X, Esc |"))
    assert "score sheet (S too)" in row and "the log and help (Enter too)" in row
    app = make_app(
        ["Ana", "Bruno"],
        seed=1,
        deals=[deal(["R5 R7 R2", "G2 Y9 B7"], "R1", dealer=1)],
        lang=lang,
    )
    async with run(app) as table:
        await table.next_hand(seat=0)
        for key, words in zip(("s", "l", "question_mark"), SAID[lang], strict=True):
            await table.press(key)
            await until_drawn(table.pilot)
            text = " ".join(screen_text(table.app.screen).split())
            assert words in text, text
            await table.press("x")
            assert isinstance(table.app.screen, HandScreen)


async def test_x_goes_back_from_the_house_rules_dialog_as_from_every_dialog(run: Run) -> None:
    """The README: X or Esc goes back from a dialog (the house rules took only Esc)."""
    from uno_tui.ui.dialogs.house import HouseRulesDialog
    from uno_tui.ui.screens import SetupScreen

    app = make_app()
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        await table.press("ctrl+o")
        assert isinstance(app.screen, HouseRulesDialog)
        await until_drawn(table.pilot)
        assert "X Back" in " ".join(screen_text(app.screen).split())
        await table.press("x")
        assert isinstance(app.screen, SetupScreen)
