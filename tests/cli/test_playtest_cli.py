"""The command line's findings of issue 37's play-test: ``stats``' average for a player
whose games are all unfinished, and the ``--seed`` warning read before the game."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from uno_tui.cli import main
from uno_tui.i18n import activate
from uno_tui.table.saves import SaveStore

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))
from test_stats import challenges_and_a_catch, won_game

#: Duda played only the unfinished game: her average is not a number yet.
NOTE = {
    "en": "Average: points a finished game (— where none of the player's is finished).",
    "pt_PT": "Média: pontos por jogo terminado (— quando nenhum jogo do jogador terminou).",
    "pt_BR": "Média: pontos por jogo terminado (— quando nenhum jogo do jogador terminou).",
    "es": "Media: puntos por partida terminada (— si ninguna del jugador ha terminado).",
}


@pytest.mark.parametrize("lang", list(NOTE))
def test_stats_say_no_average_for_unfinished_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    store = SaveStore()
    store.root.mkdir(parents=True, exist_ok=True)
    for game in (challenges_and_a_catch(), won_game()):
        store.save(store.new_path(), game)
    try:
        assert main(["--lang", lang, "stats"]) == 0
    finally:
        activate("en")
    out = capsys.readouterr().out.splitlines()
    rows = {line.split()[0]: line.split() for line in out[1:] if line.strip()}
    assert rows["Ana"][4] == "18"  # a finished game: its points
    assert rows["Duda"][4] == "—", out  # none finished: not 0
    assert out[-1] == NOTE[lang]


def test_the_seed_warning_is_for_the_first_screen_not_after_quitting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Printed before the game, the warning was covered by it and read only after quitting:
    it goes to the game's first screen instead (``AppOptions.notices``)."""
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    given: dict[str, Any] = {}

    def run_app(*args: Any, **kwargs: Any) -> int:
        given.update(kwargs)
        return 0

    monkeypatch.setattr("uno_tui.cli.run.run_app", run_app)
    assert main(["--players", "Ana,Bruno", "--seed", "4"]) == 0
    assert capsys.readouterr().err == ""
    (notice,) = given["notices"]
    assert notice.startswith("uno-tui: warning: --seed on the command line can be read")
