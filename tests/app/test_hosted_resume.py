"""A hosted table's game found by plain ``uno-tui`` (issue 37, item 4): the resume list
marks it and, chosen, says that ``uno-tui host --resume`` continues it (its seats are
other terminals'; played on here, they would come to this keyboard); ``--resume`` and
``--load`` say the same in one line; the host's quit dialog says it too. In every
language with NO_COLOR."""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_tui import cli
from uno_tui.table.saves import DATA_DIR_ENV, SaveStore
from uno_tui.table.saves.disk import sidecar_path
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.quit import QuitDialog
from uno_tui.ui.screens.resume import ResumeScreen

from .conftest import Run
from .driver import screen_text, until_drawn
from .test_saved_games import saved

SAID = {
    "en": "This game was hosted: uno-tui host --resume continues it, and its players join again.",
    "pt_PT": "Este jogo era em rede: uno-tui host --resume continua-o, e os jogadores voltam a "
    "entrar.",
    "pt_BR": "Este jogo era em rede: uno-tui host --resume continua o jogo, e os jogadores "
    "entram de novo.",
    "es": "Esta partida era en red: uno-tui host --resume la continúa, y sus jugadores vuelven "
    "a unirse.",
}
MARK = {
    "en": "· a hosted table",
    "pt_PT": "uma mesa em rede",
    "pt_BR": "uma mesa em rede",
    "es": "una mesa en red",
}
QUIT_SAID = {
    "en": "uno-tui host --resume opens the table again where you left off",
    "pt_PT": "uno-tui host --resume volta a abrir a mesa onde ficaste",
    "pt_BR": "uno-tui host --resume abre a mesa de novo de onde parou",
    "es": "uno-tui host --resume vuelve a abrir la mesa donde la dejaste",
}


def hosted_save(store: SaveStore) -> Path:
    """A saved game with the hosted table's seats beside it (what ``uno-tui host`` keeps)."""
    path = saved(store, ("Ana", "Bruno"))
    sidecar_path(path).write_text("{}", encoding="utf-8")
    return path


def squash(text: str) -> str:
    """The words on screen, whatever the lines they wrap on (a dialog's frame left out)."""
    return " ".join(text.replace("│", " ").split())


@pytest.mark.parametrize("lang", list(SAID))
async def test_the_resume_list_says_a_hosted_game_continues_with_host_resume(
    run: Run, tmp_path: Path, lang: str, english_after: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    store = SaveStore(tmp_path)
    hosted_save(store)
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games, lang=lang)
    async with run(app) as table:
        assert isinstance(app.screen, ResumeScreen)
        await until_drawn(table.pilot)
        assert MARK[lang] in squash(screen_text(app.screen))  # marked
        await table.press("enter")  # the hosted game: not continued at this keyboard
        for _ in range(50):
            if SAID[lang] in squash(screen_text(app.screen)):
                break
            await table.pilot.pause(0.01)
        assert isinstance(app.screen, ResumeScreen)
        assert app.session.game is None
        await until_drawn(table.pilot)
        assert SAID[lang] in squash(screen_text(app.screen))


def test_resume_says_the_latest_hosted_game_continues_with_host_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    store = SaveStore()
    path = hosted_save(store)
    assert cli.main(["--resume"]) == 1
    assert capsys.readouterr().err == f"uno-tui: {SAID['en']}\n"
    assert cli.main(["--load", str(path)]) == 1
    assert capsys.readouterr().err == f"uno-tui: {SAID['en']}\n"


@pytest.mark.parametrize("lang", list(QUIT_SAID))
async def test_the_hosts_quit_dialog_says_host_resume_continues_the_game(
    run: Run, lang: str, english_after: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    from uno_tui.i18n import activate, install

    install(lang)
    activate(lang)
    app = make_app(["Ana", "Bruno"], seed=1)
    async with run(app) as table:
        app.push_screen(QuitDialog(True, True, hosted=True))
        for _ in range(50):
            if isinstance(app.screen, QuitDialog):
                break
            await table.pilot.pause(0.01)
        await table.settle()
        await until_drawn(table.pilot)
        assert QUIT_SAID[lang] in squash(screen_text(app.screen)), screen_text(app.screen)
