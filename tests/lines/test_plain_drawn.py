"""T3 in the line mode: a card drawn that cannot be played is named to its player, with
why, as the full-screen dialog names it (found in tmux: ``Ana drew a card.`` and the
keyboard passed on, Ana never told which card). Where the keyboard is passed, the hand
stays in sight until Enter; a person alone with computer players is told in one line."""

from __future__ import annotations

import pytest
from lines.test_lines import Lines

from uno_tui.engine import Rules
from uno_tui.i18n import activate

SAID = {
    "pt_PT": "Compraste 5 Azul. 5 Azul não combina nem na cor nem no número com 7 Vermelho.",
    "pt_BR": "Você comprou 5 Azul. 5 Azul não combina nem na cor nem no número com 7 Vermelho.",
    "es": "Robaste 5 Azul. 5 Azul no coincide ni en color ni en número con 7 Rojo.",
}


def test_a_hot_seat_player_reads_the_card_drawn_before_the_hand_goes() -> None:
    lines = Lines(["G2 G3", "Y1 Y2"], "R7", ["human", "human"], draw_pile="B5 Y9")
    lines.type("")
    said = lines.type("d")
    assert said == (
        "Ana drew a card.\n"
        "You drew Blue 5. Blue 5 matches neither the colour nor the number of Red 7.\n"
        "Your turn is over. Press Enter, then pass the keyboard.\n"
    )
    assert "Bruno" not in said.split("\n", 1)[1]  # the pass waits for Ana's Enter
    said = lines.type("")
    assert said.startswith("\n" * 24 + "Pass the keyboard to Bruno.")
    assert "Blue 5" not in said


def test_a_person_alone_with_computers_is_told_in_a_line() -> None:
    lines = Lines(["G2 G3", "Y1 Y2"], "R7", ["human", "cpu-normal"], draw_pile="B5 Y9")
    said = lines.type("d")
    assert said.startswith(
        "Ana drew a card.\n"
        "You drew Blue 5. Blue 5 matches neither the colour nor the number of Red 7.\n"
        "Bruno "
    )


def test_a_card_drawn_that_fits_is_asked_about_not_told() -> None:
    lines = Lines(["G2 G3", "Y1 Y2"], "R7", ["human", "cpu-normal"], draw_pile="R5 Y9")
    said = lines.type("d")
    assert "You drew Red 5. 1: plays it, 2: keeps it." in said
    assert "matches neither" not in said


@pytest.mark.parametrize("lang", list(SAID))
def test_the_card_drawn_is_named_in_the_language_played(lang: str) -> None:
    lines = Lines(["G2 G3", "Y1 Y2"], "R7", ["human", "cpu-normal"], draw_pile="B5 Y9")
    activate(lang)
    try:
        said = lines.type("d")
    finally:
        activate("en")
    assert said.splitlines()[1] == SAID[lang], said


def test_draw_to_match_names_the_cards_drawn_before_the_one_that_fits() -> None:
    """HR5: as the full-screen dialog says them, before the question about the last."""
    lines = Lines(
        ["G2 G3", "Y1 Y2"],
        "R7",
        ["human", "cpu-normal"],
        draw_pile="B5 Y9 R1",
        rules=Rules(draw_to_match=True),
    )
    said = lines.type("d")
    assert "You drew 3 cards until one fits: Blue 5, Yellow 9, Red 1.\n" in said, said
    assert said.rstrip().endswith("You drew Red 1. 1: plays it, 2: keeps it."), said
