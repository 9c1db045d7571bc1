"""The system's reason a save fails, in the language played (found in a play-test: with
the save folder under a file, a Brazilian table read 'Não salvo em …: Not a directory',
the system's English). The usual reasons are worded in each language
(``i18n.system.os_reason``); the full-screen table's are in tests/app/test_save_truth.py."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator

import pytest
from lines.test_lines import Lines

from uno_tui.i18n import activate

#: ``?`` while every save fails because the save folder's parent is a file (ENOTDIR).
SAID = {
    "en": "Q quits, but the game is not saved: Not a directory.",
    "pt_PT": "Q sai, mas o jogo não está guardado: Não é uma pasta.",
    "pt_BR": "Q sai, mas o jogo não está salvo: Não é uma pasta.",
    "es": "Q sale, pero la partida no está guardada: No es una carpeta.",
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


@pytest.mark.parametrize("lang", list(SAID))
def test_help_says_why_the_game_is_not_saved_in_the_language_played(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    activate(lang)
    lines.session.save_error = NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
    said = lines.type("?")
    assert SAID[lang] in said, said
    if lang != "en":
        assert "Not a directory" not in said


@pytest.mark.parametrize("lang", list(SAID))
def test_every_reason_worded_keeps_the_not_saved_line_within_80_columns(lang: str) -> None:
    """The hand's 'Not saved in …' line cuts the folder, never the reason: each reason
    worded leaves the folder its fewest characters in the 76 cells of the line (a longer
    wording pushed 'novo…' off the line)."""
    from pathlib import Path

    from uno_tui.i18n.system import _words
    from uno_tui.table.saves.words import NOT_SAVED_WIDTH, not_saved_line

    activate(lang)
    path = Path("/a-folder-with-a-rather-long-name/and-another-one-inside/uno-tui/game.json")
    for number, reason in _words().items():
        line = not_saved_line(OSError(number, os.strerror(number)), path)
        assert reason in line and len(line) <= NOT_SAVED_WIDTH, line
