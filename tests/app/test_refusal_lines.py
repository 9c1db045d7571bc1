"""A refused or ignored key is said on the screen's own line, never in a pop-up (issue 26,
item 4: "refused with the same message everywhere, on the screen's own line"): the resume
list, the setup form, and any screen without a line of its own. Read off the real screen
at 80x24 with NO_COLOR, in English and another language."""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_tui.table.saves import SaveStore
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import SetupScreen
from uno_tui.ui.screens.resume import ResumeScreen

from .conftest import Run
from .driver import Table, screen_text, until_drawn
from .test_saved_games import saved


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def said(table: Table) -> str:
    """The screen's words, on one line, once laid out; and no pop-up anywhere."""
    await until_drawn(table.pilot)
    assert not table.app._notifications, [n.message for n in table.app._notifications]
    return " ".join(screen_text(table.app.screen).split())


def open_elsewhere(tmp_path: Path) -> SaveStore:
    """Ana's game, open in another uno-tui (as far as the lock can tell)."""
    path = saved(SaveStore(tmp_path), ("Ana", "Bruno"))
    SaveStore(tmp_path).open(path)
    return SaveStore(tmp_path)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "It cannot be deleted: it is open in another uno-tui"),
        ("pt_PT", "Não pode ser apagado: está"),
        ("es", "No se puede borrar: está"),
    ],
)
async def test_the_resume_list_says_why_a_game_cannot_be_deleted_on_its_own_line(
    run: Run, tmp_path: Path, lang: str, words: str, english_after: None
) -> None:
    store = open_elsewhere(tmp_path)
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games, lang=lang)
    async with run(app) as table:
        await table.press("delete")
        assert isinstance(app.screen, ResumeScreen)
        text = await said(table)
        assert words in text, text
        # Under the list, above the key bar; moving to another choice clears it.
        await until_drawn(table.pilot)
        lines = screen_text(app.screen).splitlines()
        at = next(i for i, line in enumerate(lines) if words.split(":")[0] in line)
        assert at < len(lines) - 1
        await table.press("down")
        assert words not in await said(table)


async def test_space_on_a_new_game_says_only_a_saved_game_can_be_marked(
    run: Run, tmp_path: Path
) -> None:
    store = SaveStore(tmp_path)
    saved(store, ("Ana", "Bruno"))
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        await table.press("down", "space")
        assert "Only a saved game can be marked for deleting." in await said(table)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Enter came just as the screen changed and was ignored: press it again."),
        ("pt_BR", "Enter chegou quando a tela mudava"),
    ],
)
async def test_an_enter_typed_between_screens_is_refused_on_the_setup_forms_line(
    run: Run, tmp_path: Path, lang: str, words: str, english_after: None
) -> None:
    """An Enter kept while no screen was up (``Backdrop``) is dropped as the next screen
    shows, with the same words as on every screen: the setup form says it where it says
    what is wrong with the form."""
    app = make_app(saves=SaveStore(tmp_path), lang=lang)
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        app.queue_key("enter", None)
        app.replay_keys()
        assert words in await said(table)


async def test_ctrl_t_away_from_a_name_says_where_to_go_on_the_forms_line(
    run: Run, tmp_path: Path
) -> None:
    app = make_app(saves=SaveStore(tmp_path))
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        app.screen.query_one("#start").focus()
        await table.press("ctrl+t")
        text = await said(table)
        assert "Ctrl+T changes the player whose name you are on: go to a name first." in text
