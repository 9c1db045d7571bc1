"""``uno-tui --plain`` played through a real pseudo-terminal by a player who reads only the
new lines: a whole game against a computer player, a hot-seat game with a pass, a
challenge and a catch, in every language; nothing the game writes moves the cursor,
colours, draws a box or redraws, and no hand is printed before its player's Enter."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from plain_pty import (
    LANGUAGES,
    LinePlayer,
    PlainTerminal,
    Words,
    no_screen_control,
    saved_actions,
)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")

#: Both players of this deal hold a Wild Draw Four (a challenge comes in the first round), and
#: one reaches UNO with the other next (the catch).
BOTH_HOLD_WILD_DRAW_FOUR = "201"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_game_against_a_computer_player_in_lines(tmp_path: Path, lang: str) -> None:
    words = Words(lang)
    args = ["--players", "Ana,cpu:Bruno", "--seed", "7", "--target", "1", "--pace", "0"]
    term = PlainTerminal([*args, "--lang", lang], tmp_path)
    try:
        LinePlayer(term, words, shared=False).play(["Ana", "Bruno"])
        assert term.wait() == 0
    finally:
        term.close()
    assert no_screen_control(term.everything) == []
    text = "\n".join(term.lines)
    assert words.turn("Ana") in text
    assert "Bruno" in text
    assert words.passing("Ana") not in text  # one person: no pass
    assert words.over in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hot_seat_passes_a_challenge_and_a_catch(tmp_path: Path, lang: str) -> None:
    words = Words(lang)
    args = ["--players", "Ana,Bruno", "--seed", BOTH_HOLD_WILD_DRAW_FOUR, "--target", "1"]
    env = {"LANG": f"{lang}.UTF-8"} if lang == "pt_BR" else {}
    term = PlainTerminal(args if env else [*args, "--lang", lang], tmp_path, env)
    player = LinePlayer(term, words, shared=True, challenge=True, forget=True)
    try:
        player.play(["Ana", "Bruno"])
        assert term.wait() == 0
    finally:
        term.close()
    assert no_screen_control(term.everything) == []
    actions = saved_actions(tmp_path)
    assert any("challenge" in a for a in actions)
    assert any("catch" in a for a in actions)
    text = "\n".join(term.lines)
    assert words.passing("Bruno") in text and words.passing("Ana") in text


def test_quitting_says_the_game_is_saved_and_resume_picks_it_up(tmp_path: Path) -> None:
    words = Words("en")
    term = PlainTerminal(["--players", "Ana,Bruno", "--seed", "5"], tmp_path)
    try:
        while (line := term.next_line()) != words.press_enter("Ana"):
            assert line is not None and not line.startswith(words.hand)
        term.type("q")
        assert term.wait() == 0
    finally:
        term.close()
    assert words.saved in term.lines
    again = PlainTerminal(["--resume"], tmp_path)
    try:
        while (line := again.next_line()) != words.press_enter("Ana"):
            assert line is not None and not line.startswith(words.hand), line
        again.type("")
        while not (line := again.next_line() or "").startswith(words.top):
            pass
        again.type("d")
        while not (line := again.next_line() or "").startswith(words.top):
            if line in (words.press_enter("Bruno"), words.drew_over):
                break
        again.type("q")  # (typed after the next prompt: one typed before it is not its)
        assert again.wait() == 0
    finally:
        again.close()
    assert no_screen_control(again.everything) == []
    assert saved_actions(tmp_path) == [{"by": 0, "draw": True}]
