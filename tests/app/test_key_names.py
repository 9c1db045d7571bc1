"""The names of keys that have no letter (Space, Del, Home, End, Esc...) are the
language's, as its keyboards print them (issue 26: "Space" stayed English on the key bar):
on the key bar, in help's list of keys, and in a message naming a key that did nothing.
Read off the real screen at 80x24 with NO_COLOR."""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_tui.i18n import activate, install
from uno_tui.i18n.keys import key_name, pressed_key
from uno_tui.table.saves import SaveStore
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import HelpScreen, PassScreen

from .conftest import Run
from .driver import Table, screen_text
from .scenarios import deal
from .test_saved_games import saved

#: The resume list's bar (Space marks, Del deletes) in each language.
BARS = {
    "en": ("Space Mark", "Del Delete game"),
    "pt_PT": ("Espaço Marcar", "Del Apagar jogo"),
    "pt_BR": ("Espaço Marcar", "Del Excluir jogo"),
    "es": ("Espacio Marcar", "Supr Borrar partida"),
}


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def words(table: Table) -> str:
    await table.pilot.pause()
    return " ".join(screen_text(table.app.screen).split())


@pytest.mark.parametrize("lang", list(BARS))
async def test_the_key_bar_and_help_name_keys_in_the_language(
    run: Run, tmp_path: Path, lang: str, english_after: None
) -> None:
    store = SaveStore(tmp_path)
    saved(store, ("Ana", "Bruno"))
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games, lang=lang)
    async with run(app) as table:
        text = await words(table)
        for shown in BARS[lang]:
            assert shown in text, text
        if lang != "en":
            assert "Space" not in text
        await table.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        space = BARS[lang][0].split()[0]
        assert space in await words(table)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Space does nothing here: first press Enter"),
        ("pt_PT", "Espaço não faz nada aqui"),
        ("es", "Espacio no hace nada aquí"),
    ],
)
async def test_a_curtain_names_the_space_it_refused(
    run: Run, lang: str, said: str, english_after: None
) -> None:
    """Space on a curtain does nothing: it says so, naming the key (it named a blank)."""
    app = make_app(
        ["Ana", "Bruno"],
        seed=2,
        deals=[deal(["R5 R7 R2", "G2 Y9 B7"], "R1", "G4 G5", dealer=1)],
        lang=lang,
    )
    async with run(app) as table:
        await table.wait_for(PassScreen)
        await table.press("space")
        assert said in await words(table)


@pytest.mark.parametrize("lang", ["pt_PT", "pt_BR", "es"])
def test_every_key_name_is_translated_where_keyboards_differ(lang: str) -> None:
    activate(lang)
    try:
        shown = {name: key_name(name) for name in ("Space", "Home", "End", "Del", "PgUp")}
        assert shown["Space"] in ("Espaço", "Espacio")
        if lang == "es":
            assert shown == {
                "Space": "Espacio",
                "Home": "Inicio",
                "End": "Fin",
                "Del": "Supr",
                "PgUp": "RePág",
            }
        assert pressed_key("pagedown", None) == key_name("PgDn")
        assert pressed_key("ctrl+x", None) == "Ctrl+X"
        assert pressed_key("d", "d") == "D"
    finally:
        install(None)
        activate("en")
