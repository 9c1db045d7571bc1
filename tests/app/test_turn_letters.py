"""No letter means opposite things on two screens of one turn, in any language (issue 37,
play-test): in Portuguese D drew on the hand but challenged in the Wild Draw Four dialog,
so a player pressing D from habit challenged and could draw 6.

Each screen's letters are read from the screen itself: its bindings, and the language's
letters (``i18n.keys``) that stand for them (``key_letters``). Two meanings are opposite
when they are two answers of one decision (Accept and Challenge, Play it and Keep it, Yes
and No, Stack and Accept, the four colours); the hand's Draw counts as the answer that
takes the cards (Accept, Keep it), which is what a player pressing D means."""

from __future__ import annotations

from typing import Any

import pytest
from textual.binding import Binding
from textual.screen import Screen

from uno_tui.engine import Card, Color
from uno_tui.i18n import LANGUAGES, activate
from uno_tui.ui.dialogs import (
    ChallengeDialog,
    ColorDialog,
    PlayOrKeepDialog,
    QuitDialog,
)
from uno_tui.ui.dialogs.stack import StackOrChallengeDialog
from uno_tui.ui.screens import HandScreen, PassScreen
from uno_tui.ui.screens.jumpin import PlayerHand

#: A binding's action -> (the decision it answers, the answer). ``*`` is the hand's Draw,
#: the answer that takes the cards of whichever decision has one.
ANSWERS: dict[tuple[type[Screen[Any]], str], tuple[str, str]] = {
    (HandScreen, "draw"): ("*", "take"),
    (PlayerHand, "draw"): ("*", "take"),
    (ChallengeDialog, "answer(False)"): ("wild draw four", "take"),
    (ChallengeDialog, "answer(True)"): ("wild draw four", "challenge"),
    (StackOrChallengeDialog, "answer(False)"): ("wild draw four", "take"),
    (StackOrChallengeDialog, "answer(True)"): ("wild draw four", "challenge"),
    (StackOrChallengeDialog, "stack"): ("wild draw four", "stack"),
    (PlayOrKeepDialog, "play"): ("card drawn", "play"),
    (PlayOrKeepDialog, "keep"): ("card drawn", "take"),
    (QuitDialog, "answer(True)"): ("quit", "yes"),
    (QuitDialog, "answer(False)"): ("quit", "no"),
    **{(ColorDialog, f"pick('{c.value}')"): ("colour", c.value) for c in Color},
}


def _screens() -> list[Screen[Any]]:
    """The screens and dialogs one turn goes through, made in the active language."""
    card = Card.from_code("R5")
    return [
        PassScreen(0),
        HandScreen(0),
        PlayerHand(0),
        ChallengeDialog("Ana", "Bruno", Color.RED, Color.BLUE),
        StackOrChallengeDialog("Ana", "Bruno", Color.RED, Color.BLUE),
        ColorDialog("Wild", [card]),
        PlayOrKeepDialog(card, "", uno_due=False),
        QuitDialog(in_game=True),
    ]


def letters(screen: Screen[Any]) -> dict[str, str]:
    """Each letter a player may press on ``screen`` -> the action it runs there."""
    actions: dict[str, str] = {}
    for key, bindings in screen._bindings.key_to_bindings.items():
        for binding in bindings:
            if isinstance(binding, Binding) and len(key) == 1 and key.isalpha():
                actions[key] = binding.action
    for english, letter in getattr(screen, "key_letters", {}).items():
        if english in actions:
            actions[letter] = actions[english]
    return actions


def opposite(a: tuple[str, str], b: tuple[str, str]) -> bool:
    (decision_a, answer_a), (decision_b, answer_b) = a, b
    if answer_a == answer_b:
        return False
    if "*" in (decision_a, decision_b):
        return True  # Draw (take) against another answer of a decision that can take
    return decision_a == decision_b


def clashes(lang: str) -> list[str]:
    activate(lang)
    found = []
    screens = _screens()
    for i, first in enumerate(screens):
        for second in screens[i + 1 :]:
            one, two = letters(first), letters(second)
            for letter in sorted(one.keys() & two.keys()):
                a = ANSWERS.get((type(first), one[letter]))
                b = ANSWERS.get((type(second), two[letter]))
                if a and b and opposite(a, b):
                    found.append(
                        f"{letter.upper()}: {type(first).__name__} {one[letter]} / "
                        f"{type(second).__name__} {two[letter]}"
                    )
    return found


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_letter_means_opposite_things_in_one_turn(lang: str, english_after: None) -> None:
    assert clashes(lang) == []


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_check_sees_the_letters_it_checks(lang: str, english_after: None) -> None:
    """The check reads each screen's letters: D draws on the hand, the language's letters
    answer the dialogs (a check that saw none would pass for nothing)."""
    activate(lang)
    screens = {type(s): letters(s) for s in _screens()}
    assert screens[HandScreen]["d"] == "draw"
    dialog = screens[ChallengeDialog]
    assert {dialog[k] for k in dialog} >= {"answer(False)", "answer(True)"}
    assert len(screens[ColorDialog]) >= 4
    if lang != "en":
        assert screens[QuitDialog]["s"] == "answer(True)"  # Sim / Sí
        assert screens[ColorDialog]["z"] == "pick('B')"  # Azul
