"""``--color`` picks the colours Textual uses, for terminals whose TERM/COLORTERM undersell them
(COLORTERM is not passed on over SSH)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from uno_tui.cli import main
from uno_tui.cli.play import apply_color_choice


@pytest.fixture(autouse=True)
def restore_colour_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    """``apply_color_choice`` writes to ``os.environ``: have monkeypatch put both variables
    back as they were (it only restores variables it has touched itself)."""
    for name in ("NO_COLOR", "TEXTUAL_COLOR_SYSTEM", "UNO_TUI_THEME"):
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)


@pytest.mark.parametrize(
    ("choice", "system", "no_color"),
    [("16", "standard", None), ("256", "256", None), ("truecolor", "truecolor", None)],
)
def test_color_choice_sets_textuals_colour_system(
    monkeypatch: pytest.MonkeyPatch, choice: str, system: str, no_color: str | None
) -> None:
    monkeypatch.delenv("TEXTUAL_COLOR_SYSTEM", raising=False)
    monkeypatch.setenv("NO_COLOR", "1")
    apply_color_choice(choice)
    assert os.environ["TEXTUAL_COLOR_SYSTEM"] == system
    assert os.environ.get("NO_COLOR") == no_color


def test_color_none_turns_colour_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    apply_color_choice("none")
    assert os.environ["NO_COLOR"] == "1"


def test_color_auto_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TEXTUAL_COLOR_SYSTEM", raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    apply_color_choice("auto")
    assert "TEXTUAL_COLOR_SYSTEM" not in os.environ and "NO_COLOR" not in os.environ


def test_a_bad_color_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--color", "8"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--color" in err and "Traceback" not in err


def test_textual_reads_the_choice_at_import() -> None:
    code = (
        "from uno_tui.cli.play import apply_color_choice; apply_color_choice('16');"
        "from textual import constants; print(constants.COLOR_SYSTEM)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "standard"


def test_theme_terminal_is_passed_to_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--theme terminal``: the app reads it from ``UNO_TUI_THEME`` (``ui.theme``), which a
    player may also set to keep it; no ``--theme`` leaves the variable as it was."""
    from uno_tui.ui.theme import chosen_theme

    apply_color_choice("auto")
    assert chosen_theme() == "default"
    monkeypatch.setenv("UNO_TUI_THEME", "Terminal")
    assert chosen_theme() == "terminal"
    apply_color_choice("auto", "default")
    assert chosen_theme() == "default"
    apply_color_choice("auto", "terminal")
    assert os.environ["UNO_TUI_THEME"] == "terminal"
    monkeypatch.setenv("UNO_TUI_THEME", "sepia")
    assert chosen_theme() == "default"


def test_a_bad_theme_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--theme", "sepia"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--theme" in err and "Traceback" not in err


def test_show_cursor_is_passed_to_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    from uno_tui.ui.theme import cursor_shown

    monkeypatch.setenv("UNO_TUI_SHOW_CURSOR", "")
    apply_color_choice("auto")
    assert not cursor_shown()
    apply_color_choice("auto", None, True)
    assert cursor_shown()
