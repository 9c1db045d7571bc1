"""The setup by questions of the line mode (``lines.setup.ask_table``): the same questions
set up ``uno-tui --plain`` and ``uno-tui host --plain`` without ``--players``: names, who
plays each seat (a person here, a computer player of a level, and at a hosted table a
person at another terminal), the house rules, and at a hosted table the turn time. The
answers are typed through a pipe; what was said is read from memory."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from plain_pty import PlainTerminal, no_screen_control

from uno_tui.engine import CLASSIC, Rules
from uno_tui.i18n import activate
from uno_tui.lines.console import Console
from uno_tui.lines.setup import Chosen, ask_table


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


def ask(
    answers: str,
    *,
    hosting: bool = False,
    rules: Rules | None = None,
    turn_time: int | None = 0,
    lang: str = "en",
) -> tuple[Chosen | None, str]:
    activate(lang)
    read, write = os.pipe()
    os.write(write, answers.encode())
    os.close(write)
    out = io.StringIO()
    console = Console(read, out)
    try:
        chosen = ask_table(console, 500, rules, hosting=hosting, turn_time=turn_time)
    finally:
        console.close()
        os.close(read)
    return chosen, out.getvalue()


def test_a_hosted_table_by_questions_open_seats_levels_rules_and_turn_time() -> None:
    # Ana here, Bruno at another terminal, Carla a hard computer player; jump-in and
    # stacking Draw Twos; 30 s a decision.
    chosen, said = ask("3\nAna\n1\nBruno\n2\nCarla\n5\n6, 1\n30\n", hosting=True, turn_time=None)
    assert chosen == Chosen(
        ("Ana", "Bruno", "Carla"),
        ("human", "open", "cpu-hard"),
        500,
        Rules(stack_draw_two=True, jump_in=True),
        30,
    )
    assert chosen.remote == {1: "Bruno"} and chosen.kinds == ("human", "human", "cpu-hard")
    assert (
        "Who plays Bruno? 1: a person at this keyboard, 2: a person at another terminal, who "
        "joins (an open seat), 3: a computer player, easy, 4: a computer player, normal, "
        "5: a computer player, hard. Enter: 1.\n"
    ) in said
    assert "6: jump-in" in said
    assert "House rules: stacking Draw Twos, jump-in\n" in said
    assert said.endswith(
        "Seconds each person has for a decision, from 5 to 600? Enter: no time limit.\n"
    )


def test_a_hosted_table_needs_an_open_seat_and_jump_in_one_person_here() -> None:
    # First no open seat: asked again; then two people here, and jump-in refused for them.
    chosen, said = ask(
        "2\nAna\n\nBruno\n3\n2\nAna\n\nBruno\n\n2\nAna\n1\nBruno\n2\n?\n6\n\n",
        hosting=True,
        turn_time=None,
    )
    assert "A hosted table needs at least one seat for a person at another terminal.\n" in said
    assert chosen is not None and chosen.seats == ("human", "open")
    assert "6: jump-in: Hold the very card on top? Play it out of turn.\n" in said  # (?)
    assert chosen.rules == Rules(jump_in=True) and chosen.turn_time == 0
    _chosen, said = ask("3\nAna\n\nBruno\n\nCarla\n2\n", hosting=True, rules=Rules(jump_in=True))
    assert "jump-in is not offered: two or more players share the host's screen.\n" in said


def test_a_local_table_by_questions_never_offers_an_open_seat_or_jump_in() -> None:
    chosen, said = ask("2\nAna\n\nBruno\n2\njump-in\n\n")
    assert chosen == Chosen(("Ana", "Bruno"), ("human", "cpu-easy"), 500, CLASSIC, 0)
    assert "another terminal" not in said and "jump-in:" not in said
    assert "jump-in is not offered: only where each player has their own terminal\n" in said
    assert "Seconds each person" not in said  # (no turn timer at one keyboard)
    chosen, said = ask("2\nAna\n\nBruno\n4\n", rules=Rules(seven_o=True))
    assert chosen is not None and chosen.rules == Rules(seven_o=True)
    assert "House rules?" not in said and "House rules: seven-O\n" in said  # (--house-rules)


def test_q_leaves_the_questions() -> None:
    assert ask("3\nAna\nq\n", hosting=True)[0] is None
    assert ask("2\nAna\n\nBruno\n2\nq\n")[0] is None


@pytest.mark.parametrize("lang", ["pt_PT", "pt_BR", "es"])
def test_the_questions_are_asked_in_the_language_played(lang: str) -> None:
    chosen, said = ask("2\nAna\n\nBruno\n2\n?\n\n\n", hosting=True, turn_time=None, lang=lang)
    assert chosen is not None and chosen.remote == {1: "Bruno"}
    for english in ("Who plays", "a person at", "computer player", "House rules", "Seconds"):
        assert english not in said
    assert "Enter" in said  # (the key's name)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")
def test_host_plain_without_players_asks_and_opens_the_table(tmp_path: Path) -> None:
    term = PlainTerminal(["host", "--port", "0", "--pace", "0", "--seed", "3"], tmp_path)
    answers = iter(["2", "Ana", "1", "Bruno", "2", "", ""])
    try:
        while True:
            line = term.next_line()
            assert line is not None
            if line.startswith("Table open. Others join with: uno-tui join "):
                break
            if line.endswith(("?", "(2 to 10)", "Enter: 1.", "time limit.", "2.")):
                term.type(next(answers))
        while not (line := term.next_line() or "").startswith(("Top:", "Enter deals now")):
            pass  # (Ana's decision, or the first deal waiting for Bruno: Q answers it)
        term.type("q")
        while term.next_line() != "Y: close it. Anything else: keep playing.":
            pass  # (the host asks before it closes the table)
        term.type("y")
        assert term.wait() == 0
    finally:
        term.close()
    assert no_screen_control(term.everything) == []
    assert "Who plays Bruno?" in term.everything.decode()
