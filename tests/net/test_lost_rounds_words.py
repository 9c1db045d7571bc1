"""A joined terminal's lost screen, when the host left before any round was checked, says
so in words: a play-test read "Rounds checked: —." there. Read off the real client app's
80x24 frame with NO_COLOR, in every language."""

from __future__ import annotations

import asyncio

import pytest
from app.driver import visible_text

from uno_tui.i18n.deal_check import rounds_checked
from uno_tui.ui.hosted.screens import LostScreen
from uno_tui.ui.screens.hand import HandScreen

from .test_client_app import joined, until_shown
from .threaded import HostThread

#: Round 1 was dealt, and the host left before its end.
NONE_CHECKED = {
    "en": "No round was checked: the host left before round 1 could be checked.",
    "pt_PT": "Nenhuma ronda foi verificada: o anfitrião saiu antes de a ronda 1 poder ser "
    "verificada.",
    "pt_BR": "Nenhuma rodada foi verificada: o anfitrião saiu antes que a rodada 1 pudesse ser "
    "verificada.",
    "es": "No se comprobó ninguna ronda: el anfitrión se fue antes de que la ronda 1 pudiera "
    "comprobarse.",
}


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.parametrize("lang", list(NONE_CHECKED))
async def test_the_lost_screen_says_no_round_was_checked_in_words(lang: str) -> None:
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=8)
    async with joined(host, key_guard=0.0, lang=lang) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))
        host.call(host.host.close())  # the host leaves in round 1
        for _look in range(200):
            await table.settle()
            if isinstance(app.screen, LostScreen):
                break
            await asyncio.sleep(0.02)
        assert isinstance(app.screen, LostScreen)
        shown = " ".join(visible_text(app).replace("┃", " ").split())
        assert " ".join(NONE_CHECKED[lang].split()) in shown, shown
        assert "—" not in shown, shown


def test_rounds_checked_lists_several_unchecked_rounds_as_a_sentence() -> None:
    assert rounds_checked([], [1, 3]) == (
        "No round was checked: the host left before rounds 1 and 3 could be checked."
    )
    assert rounds_checked([2], [1, 3]) == (
        "Rounds checked: 2. Not checked: 1, 3 (the host left first)."
    )
