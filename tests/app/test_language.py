"""The language in the app: chosen in setup with ^L, saved with the game, and
spoken again when the game is resumed, unless ``--lang`` asked for another."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input

from uno_tui.engine import Game, make_setup
from uno_tui.i18n import current_language
from uno_tui.table.saves import SaveStore
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import PassScreen, SetupScreen

from .conftest import Run
from .driver import screen_text, until_drawn


async def test_setup_switches_language_and_the_save_keeps_it(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = make_app(saves=store, seed=3)
    async with run(app) as table:
        assert isinstance(app.screen, SetupScreen)
        await table.press(*"Ana")
        await until_drawn(table.pilot)
        assert "English" in screen_text(app.screen)
        await table.press("ctrl+l")
        assert current_language() == "pt_PT" and app.session.lang == "pt_PT"
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Português (Portugal)" in text
        assert "Jogador 2" in text  # a name nobody typed follows the language
        names = [i.value for i in app.screen.query(Input) if i.id and i.id.startswith("name-")]
        assert names == ["Ana", "Jogador 2"]  # what was typed stays
        await table.press("ctrl+l")
        assert current_language() == "pt_BR"
        await table.press("ctrl+l")
        assert current_language() == "es"
        await until_drawn(table.pilot)
        assert "Jugador 2" in screen_text(app.screen)
        await table.press("enter")
        assert app.session.game is not None and app.session.save_path is not None
        assert json.loads(app.session.save_path.read_text())["lang"] == "es"


def saved(store: SaveStore, lang: str) -> SaveStore:
    game = Game(make_setup(("Ana", "Bruno"), seed=2))
    game.apply(game.legal_actions()[0])
    store.save(store.new_path(), game, (), lang)
    return store


async def test_a_resumed_game_speaks_its_own_language(run: Run, tmp_path: Path) -> None:
    store = saved(SaveStore(tmp_path), "pt_BR")
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert current_language() == "pt_BR" and app.session.lang == "pt_BR"


async def test_lang_on_the_command_line_wins_over_the_saved_one(run: Run, tmp_path: Path) -> None:
    store = saved(SaveStore(tmp_path), "pt_BR")
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games, lang="es", lang_chosen=True)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert current_language() == "es"
        await table.press("enter")
        assert app.session.save_path is not None
        assert json.loads(app.session.save_path.read_text())["lang"] == "es"
