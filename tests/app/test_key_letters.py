"""Keys that stand for a word use the language's letter (issue 26): Sim = S, Vermelho = V,
Verde = E beside Vermelho, Azul = Z beside Amarelo; the English letter keeps working. The
pace is written with the language's decimal mark."""

from __future__ import annotations

import re
from typing import ClassVar

import pytest
from textual.binding import Binding, BindingType

from uno_tui.engine import Card, Color
from uno_tui.engine.events import CardPlayed, WildDrawFourChallenged
from uno_tui.i18n import activate
from uno_tui.ui.app import make_app
from uno_tui.ui.base import Dialog
from uno_tui.ui.dialogs import ChallengeDialog, ColorDialog, QuitDialog
from uno_tui.ui.letters import localize_keys
from uno_tui.ui.screens import HandScreen, SetupScreen

from .conftest import Run
from .driver import screen_text, until_drawn
from .scenarios import deal

C = Card.from_code

#: The colour keys shown, and the one pressed for Blue.
COLOURS = {
    "en": (["R  ● Red", "Y  ★ Yellow", "G  ◆ Green", "B  ■ Blue"], "b"),
    "pt_PT": (["V  ● Vermelho", "A  ★ Amarelo", "E  ◆ Verde", "Z  ■ Azul"], "z"),
    "pt_BR": (["V  ● Vermelho", "A  ★ Amarelo", "E  ◆ Verde", "Z  ■ Azul"], "z"),
    "es": (["R  ● Rojo", "A  ★ Amarillo", "V  ◆ Verde", "Z  ■ Azul"], "z"),
}
QUIT = {
    "en": ("Y  Yes, quit", "Y Yes, quit", "N No, keep playing"),
    "pt_PT": ("S  Sim, sair", "S Sim, sair", "N Não, continuar a jogar"),
    "pt_BR": ("S  Sim, sair", "S Sim, sair", "N Não, continuar jogando"),
    "es": ("S  Sí, salir", "S Sí, salir", "N No, seguir jugando"),
}
CHALLENGE = {"en": "c", "pt_PT": "c", "pt_BR": "c", "es": "c"}
PACE = {"en": "0.9 s", "pt_PT": "0,9 s", "pt_BR": "0,9 s", "es": "0,9 s"}


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    activate("en")


@pytest.mark.parametrize("lang", list(COLOURS))
async def test_colour_and_yes_keys_in_each_language(run: Run, lang: str) -> None:
    deals = [deal(["W+4 R7 G2", "R1 G4 Y1", "B2 B3 B4"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("q")
        assert isinstance(table.app.screen, QuitDialog)
        await until_drawn(table.pilot)
        text = screen_text(table.app.screen)
        button, yes, no = QUIT[lang]
        assert button in text and yes in text and no in text, text
        await table.press("n")
        assert isinstance(table.app.screen, HandScreen)
        await table.select(C("W+4"))
        await table.press("enter")
        assert isinstance(table.app.screen, ColorDialog)
        await until_drawn(table.pilot)
        text = screen_text(table.app.screen)
        labels, blue = COLOURS[lang]
        for label in labels:
            assert label in text, (label, text)
        await table.press(blue)
        assert CardPlayed(0, C("W+4"), Color.BLUE) in table.game.events
        # Bruno answers in his language's letter (C everywhere: D draws on the hand, issue 37).
        await table.next_hand(seat=1)
        await table.wait_for(ChallengeDialog)
        await table.press(CHALLENGE[lang])
        assert any(isinstance(e, WildDrawFourChallenged) for e in table.game.events)


async def test_the_english_letter_still_names_the_colour(run: Run) -> None:
    deals = [deal(["W R7 G2", "R1 G4 Y1"], "R5", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=1, deals=deals, lang="pt_PT")
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.select(C("W"))
        await table.press("enter", "g")
        assert CardPlayed(0, C("W"), Color.GREEN) in table.game.events


@pytest.mark.parametrize("lang", list(PACE))
async def test_the_pace_has_the_languages_decimal_mark(run: Run, lang: str) -> None:
    async with run(make_app(lang=lang)) as table:
        await table.wait_for(SetupScreen)
        await until_drawn(table.pilot)
        assert PACE[lang] in screen_text(table.app.screen)


async def test_help_names_the_languages_letters(run: Run) -> None:
    """Help lists the keys of the dialog under it as the key bar shows them: Vermelho = V."""
    deals = [deal(["W R7 G2", "R1 G4 Y1"], "R5", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=1, deals=deals, lang="pt_PT")
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.select(C("W"))
        await table.press("enter")
        assert isinstance(table.app.screen, ColorDialog)
        await table.press("question_mark")
        await until_drawn(table.pilot)
        text = screen_text(table.app.screen)
        for key, word in (("V", "Vermelho"), ("A", "Amarelo"), ("E", "Verde"), ("Z", "Azul")):
            assert re.search(rf"\b{key}\b\s+{word}", text), (key, word, text)
        assert not re.search(r"\bR\b\s+Vermelho", text), text


def test_a_letter_the_dialog_binds_already_is_left_out() -> None:
    """A language's letter that is another key of the same dialog stays that key's: the
    English key is shown and works (the translators are told to pick another letter)."""

    class Both(Dialog[None]):
        BINDINGS: ClassVar[list[BindingType]] = [
            Binding("y", "yes", "Yes"),
            Binding("s", "stop", "Stop"),
        ]

    dialog = Both()
    localize_keys(dialog, {"y": "S", "s": "S"})
    assert dialog.key_letters == {"s": "s"}
    localize_keys(dialog, {"y": "J"})
    assert dialog.key_letters == {"y": "j"}
