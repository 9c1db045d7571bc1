"""``uno-tui join --plain``: a seat at a hosted table (the host on a thread of this
process, its computer player moving at once), played through a real pty from the new
lines only, in every language: nothing moves the cursor, and the round's score sheet is
said once the host's table has scored it."""

from __future__ import annotations

import select
import sys
from pathlib import Path

import pytest
from net.threaded import HostThread
from plain_pty import LANGUAGES, LinePlayer, PlainTerminal, Words, no_screen_control

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")


@pytest.mark.parametrize("lang", LANGUAGES)
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


def test_host_plain_and_join_plain_play_a_game_together(tmp_path: Path) -> None:
    """The host's keyboard (Ana) and a joined terminal (Bruno), both in lines, with a
    computer player between them, to the game's end; the host's Q closes the table and
    the joined terminal is told."""
    words = Words("en")
    names = ["Ana", "Bruno", "Carla"]
    args = ["host", "--players", "Ana,open:Bruno,cpu:Carla", "--seed", "3", "--target", "1"]
    host = PlainTerminal([*args, "--port", "0", "--pace", "0"], tmp_path / "host")
    joined: PlainTerminal | None = None
    try:
        address = ""
        while not address:
            line = host.next_line()
            assert line is not None
            if line.startswith("Table open. Others join with: uno-tui join "):
                address = line.rsplit(" ", 1)[1]
        host.type("j")
        code = ""
        while not code:
            line = host.next_line()
            assert line is not None
            if "(join code " in line:
                code = line.rsplit(" ", 1)[1].rstrip(")")
            elif line == "Enter deals now.":  # (the first deal waits for Bruno's terminal:
                host.type("j")  # a J typed before its prompt showed was thrown away)
        joined = PlainTerminal(["join", address, "--code", code], tmp_path / "joined")
        at_host = LinePlayer(host, words, shared=False)
        at_join = LinePlayer(joined, words, shared=False)
        over = False
        for _turn in range(4000):
            if b"\n" not in host._partial + joined._partial:  # (until either writes)
                select.select([host.master, joined.master], [], [], 0.5)
            line = host.poll(0.01)
            if line is not None and at_host.answer(line, names):
                over = True  # (Q typed: the table closes)
                break
            line = joined.poll(0.01)
            if line is not None:
                at_join.answer(line, names)
        assert over, "the game never ended"
        assert host.wait() == 0
        assert joined.wait() == 0
    finally:
        host.close()
        if joined is not None:
            joined.close()
    assert no_screen_control(host.everything) == []
    assert no_screen_control(joined.everything) == []
    assert words.turn("Ana") in host.lines and words.turn("Bruno") not in host.lines
    assert words.turn("Bruno") in joined.lines and words.turn("Ana") not in joined.lines
    assert words.score_sheet in joined.lines
    assert words.over_hosted in host.lines and words.over not in host.lines
    assert any(line.startswith("The table is closed.") for line in host.lines)
    assert "uno-tui join --plain takes your seat back when the host is there." in joined.lines


def test_host_plain_lets_a_computer_sit_in_for_a_player_who_left(tmp_path: Path) -> None:
    words = Words("en")
    args = ["host", "--players", "Ana,open:Bruno", "--seed", "3", "--port", "0", "--pace", "0"]
    host = PlainTerminal(args, tmp_path / "host")
    joined: PlainTerminal | None = None
    try:
        address = code = ""
        while not address:
            line = host.next_line()
            assert line is not None
            if line.startswith("Table open. Others join with: uno-tui join "):
                address = line.rsplit(" ", 1)[1]
        host.type("j")  # (typed just before a prompt shows, it is thrown away: asked again)
        at_host = LinePlayer(host, words, shared=False)
        pending: str | None = None  # a decision of Ana's, answered once the code is said
        while not code:
            line = host.next_line()
            assert line is not None
            if "(join code " in line:
                code = line.rsplit(" ", 1)[1].rstrip(")")
                if pending is not None:
                    at_host.answer(pending, ["Ana", "Bruno"])
            elif line.startswith((words.top, words.colour)):
                pending = line  # (Ana's turn came first: J at her prompt says the code)
                host.type("j")
            elif line == "Enter deals now.":  # (the first deal waits for Bruno's terminal)
                host.type("j")
            else:
                at_host.answer(line, ["Ana", "Bruno"])
        joined = PlainTerminal(["join", address, "--code", code], tmp_path / "joined")
        for _turn in range(2000):
            if joined.poll() == words.turn("Bruno"):
                break  # Bruno's turn: he leaves
            line = host.poll()
            if line is not None:
                at_host.answer(line, ["Ana", "Bruno"])
        else:
            raise AssertionError("Bruno's turn never came")
        joined.close()
        joined = None
        waiting = "Waiting for Bruno to come back: H lets a computer play for now."
        while (line := host.next_line()) != waiting:
            assert line is not None
        host.type("h")
        while not (line := host.next_line() or "").startswith("Bruno "):
            pass  # (the computer player's move in Bruno's seat)
        while not (line := host.next_line() or "").startswith(words.top) and line != words.turn(
            "Ana"
        ):
            pass  # (Ana's turn again, or a challenge to answer: Q at its prompt is its answer)
        host.type("q")
        while host.next_line() != words.close_table:
            pass  # (the host asks before it closes the table)
        host.type("y")
        assert host.wait() == 0
    finally:
        host.close()
        if joined is not None:
            joined.close()
    assert no_screen_control(host.everything) == []


def test_host_plain_says_how_to_get_the_join_code_once_while_the_first_deal_waits(
    tmp_path: Path,
) -> None:
    """The opening line and the first deal's prompt after it: "J says the join code."
    once, not twice in a row."""
    args = ["host", "--players", "Ana,open:Bruno", "--seed", "3", "--port", "0"]
    host = PlainTerminal(args, tmp_path)
    try:
        lines: list[str] = []
        while "Enter deals now." not in lines[:-1]:  # (the prompt's lines, and one more)
            line = host.next_line()
            assert line is not None, lines
            lines.append(line)
        host.type("q")
    finally:
        host.close()
    assert lines[0].startswith("Table open. Others join with: uno-tui join ")
    assert lines.count("J says the join code.") == 1, lines
