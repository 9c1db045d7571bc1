"""``--help`` in each language names what each command does in one voice (found in a
play-test: beside 'reproduce ...', 'abre ...', 'ocupa ...', the stats command said
'mostrar ...', an infinitive, in Spanish and both Portuguese)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from uno_tui import cli
from uno_tui.i18n import activate

STATS = {
    "en": "stats print each player's record across the saved games",
    "pt_PT": "stats mostra o historial de cada jogador nos jogos guardados",
    "pt_BR": "stats mostra o histórico de cada jogador nos jogos salvos",
    "es": "stats muestra el historial de cada jugador en las partidas guardadas",
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


@pytest.mark.parametrize("lang", list(STATS))
def test_help_says_what_stats_does_as_it_says_the_other_commands(
    lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit):
        cli.main(["--lang", lang, "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert STATS[lang] in said, said
