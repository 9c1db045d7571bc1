"""In the line mode, ``?`` says the help and then the question on show again (its last
line, the choices, as a key that answers nothing does): a play-test typed ? at play or
keep and was left with the help's last line and no question. Play or keep, a Wild's
colour, accept or challenge, and a turn, each read off the lines printed."""

from __future__ import annotations

from lines.test_lines import Lines

HELP_END = "Q quits: the game is saved after every move.\n"


def test_help_at_play_or_keep_asks_play_or_keep_again() -> None:
    lines = Lines(["B5 B6", "G1 G2 G3"], "R7", ["human", "cpu-normal"], "R3 Y9 Y8")
    asked = "Top: Red 7. Colour: Red. You drew Red 3. 1: plays it, 2: keeps it.\n"
    assert lines.type("d").endswith(asked)
    said = lines.type("?")
    assert said.endswith(HELP_END + asked), said
    assert "Ana played Red 3." in lines.type("1")  # (still the question it answers)


def test_help_at_a_wild_asks_its_colour_again() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    asked = "Name the colour: 1: Red, 2: Yellow, 3: Green, 4: Blue.\n"
    assert lines.type("2") == asked
    assert lines.type("?").endswith(HELP_END + asked)
    assert lines.type("3").startswith("Ana played Wild and named Green.\n")


def test_help_at_a_challenge_asks_accept_or_challenge_again() -> None:
    lines = Lines(["W+4 G1", "B5 B6 B7"], "R7", ["cpu-normal", "human"])
    lines.wait(5)  # Ana, a computer player, plays her Wild Draw Four
    asked = (
        "1: accepts (you draw 4 and lose your turn), 2: challenges (Ana shows you their hand).\n"
    )
    assert lines.type("?").endswith(HELP_END + asked)


def test_help_on_a_turn_says_the_turn_again() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    asked = "Top: Red 7. Colour: Red. 1: Red 2, 2: Wild, D: draws.\n"
    assert lines.new().endswith(asked)
    assert lines.type("?").endswith(HELP_END + asked)
