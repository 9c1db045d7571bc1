"""``uno-tui join --plain``: a seat at a hosted table (the host on a thread of this
process, its computer player moving at once), played through a real pty from the new
lines only, in every language: nothing moves the cursor, and the round's score sheet is
said once the host's table has scored it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from net.threaded import HostThread
from plain_pty import LinePlayer, PlainTerminal, Words, no_screen_control

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")


@pytest.mark.parametrize(
    "lang", ["en", pytest.param("pt_PT", marks=pytest.mark.slow), "pt_BR", "es"]
)
def test_a_joined_seat_plays_a_round_in_lines(tmp_path: Path, lang: str) -> None:
    words = Words(lang)
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=8)
    term = PlainTerminal(
        ["join", f"127.0.0.1:{host.port}", "--code", host.host.code, "--lang", lang], tmp_path
    )
    player = LinePlayer(term, words, shared=False)
    try:
        for _line in range(2000):
            line = term.next_line()
            assert line is not None, "the joined terminal ended before the round did"
            player.answer(line, ["Ana", "Bruno"])
            if line == words.host_deals:
                term.type("q")
                break
        assert term.wait() == 0
    finally:
        term.close()
        host.close()
    assert no_screen_control(term.everything) == []
    assert words.turn("Ana") in term.lines
    assert words.score_sheet in term.lines
    game = host.session.game
    assert game is not None and game.round_winner is not None
