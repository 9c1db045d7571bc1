"""Choosing the language: an explicit code, else the locale variables as POSIX reads them;
switching it while the game runs; and the card words each language prints."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from uno_tui.engine import COLORS, Card, Color, Rank
from uno_tui.i18n import (
    LANGUAGES,
    _,
    activate,
    check_language,
    current_language,
    ngettext,
    normalize_language,
    pgettext,
    resolve_language,
)
from uno_tui.i18n.words import card_chip, card_lines, card_name, cards_count, color_letter

from .catalogues import TRANSLATED


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    activate("en")


@pytest.mark.parametrize(
    ("requested", "expected"),
    [
        ("en", "en"),
        ("pt_PT", "pt_PT"),
        ("pt_BR", "pt_BR"),
        ("es", "es"),
        ("pt-BR", "pt_BR"),
        ("pt_br", "pt_BR"),
        ("PT-br", "pt_BR"),
        ("pt", "pt_PT"),
        ("pt-PT", "pt_PT"),
        ("pt_PT.UTF-8@euro", "pt_PT"),
        ("pt_PT@euro", "pt_PT"),
        ("pt_AO.UTF-8", "pt_PT"),
        ("pt_BR.UTF-8", "pt_BR"),
        ("es_MX.UTF-8", "es"),
        ("es-419", "es"),
        ("es_ES@euro", "es"),
        ("en_GB.UTF-8", "en"),
        ("C", "en"),
        ("C.UTF-8", "en"),
        ("POSIX", "en"),
    ],
)
def test_an_explicit_language_wins(requested: str, expected: str) -> None:
    environ = {"LC_ALL": "es_ES.UTF-8", "LANG": "pt_BR.UTF-8"}
    assert resolve_language(requested, environ) == expected
    assert normalize_language(requested) == expected


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "pt_BR.UTF-8"}, "pt_BR"),
        ({"LANG": "pt_PT.UTF-8"}, "pt_PT"),
        ({"LANG": "es_AR.UTF-8"}, "es"),
        # LC_ALL overrides everything, then LC_MESSAGES, then LANG.
        ({"LC_ALL": "es_ES.UTF-8", "LC_MESSAGES": "pt_PT.UTF-8", "LANG": "pt_BR"}, "es"),
        ({"LC_MESSAGES": "pt_PT.UTF-8", "LANG": "pt_BR.UTF-8"}, "pt_PT"),
        # Set but empty counts as not set.
        ({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_CL.UTF-8"}, "es"),
        # The first one set decides, even when it is C or a language we do not speak.
        ({"LC_ALL": "C", "LANG": "pt_BR.UTF-8"}, "en"),
        ({"LC_ALL": "POSIX", "LANG": "es_ES.UTF-8"}, "en"),
        ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "pt_BR.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        # Other variables do not choose the language.
        ({"LC_CTYPE": "pt_BR.UTF-8", "LANGUAGE": "es"}, "en"),
    ],
)
def test_otherwise_the_locale_decides(environ: dict[str, str], expected: str) -> None:
    assert resolve_language(None, environ) == expected
    assert resolve_language("", environ) == expected


def test_an_unknown_explicit_language_falls_back_to_the_locale() -> None:
    assert resolve_language("fr", {"LANG": "pt_BR.UTF-8"}) == "pt_BR"
    assert resolve_language("klingon", {}) == "en"


@pytest.mark.parametrize("code", ["fr", "de_DE", "", "ptx", "xx-BR"])
def test_unknown_languages_are_refused_in_one_line(code: str) -> None:
    assert normalize_language(code) is None
    with pytest.raises(ValueError) as error:
        check_language(code)
    message = str(error.value)
    assert "\n" not in message
    for choice in LANGUAGES:
        assert choice in message
    with pytest.raises(ValueError):
        activate(code)
    assert current_language() == "en"


def test_each_language_names_itself() -> None:
    assert LANGUAGES == {
        "en": "English",
        "pt_PT": "Português (Portugal)",
        "pt_BR": "Português (Brasil)",
        "es": "Español",
    }
    assert check_language("pt-br") == "pt_BR"


def test_switching_language_changes_every_word_at_once() -> None:
    activate("pt_PT")
    assert current_language() == "pt_PT"
    assert _("Quit") == "Sair"
    assert card_name(Card(Color.RED, Rank.SKIP)) == "Saltar Vermelho"
    activate("es-MX")
    assert current_language() == "es"
    assert card_name(Card(Color.BLUE, Rank.DRAW_TWO)) == "Toma dos Azul"
    assert cards_count(1) == "1 carta"
    activate("en")
    assert _("Quit") == "Quit"
    assert ngettext("{n} card", "{n} cards", 2) == "{n} cards"
    assert pgettext("card face", "RED") == "RED"


#: Each language's card names, as its players know them (the rule sheets in
#: shared/seeds: Portugal, Spanish; in Brazil as the players say them, +2, +4 and
#: Bloqueio, issue 37's play-test).
CARD_NAMES = {
    "pt_PT": ("Saltar", "Inverter", "Comprar Duas", "Mudar Cor", "Mudar Cor Comprar Quatro"),
    "pt_BR": ("Bloqueio", "Inverter", "+2", "Coringa", "Coringa +4"),
    "es": ("Salta", "Reversa", "Toma dos", "Comodín", "Comodín Toma cuatro"),
}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_cards_have_their_names_in_each_language(lang: str) -> None:
    activate(lang)
    skip, reverse, draw_two, wild, wild_four = CARD_NAMES[lang]
    red = _("Red")
    assert card_name(Card(None, Rank.WILD)) == wild
    assert card_name(Card(None, Rank.WILD_DRAW_FOUR)) == wild_four
    assert card_name(Card(Color.RED, Rank.SKIP)) == f"{skip} {red}"
    assert card_name(Card(Color.RED, Rank.REVERSE)) == f"{reverse} {red}"
    assert card_name(Card(Color.RED, Rank.DRAW_TWO)) == f"{draw_two} {red}"
    assert card_name(Card(Color.RED, Rank.SEVEN)) == f"7 {red}"


def _every_card() -> list[Card]:
    ranks = [r for r in Rank if r not in (Rank.WILD, Rank.WILD_DRAW_FOUR)]
    return [
        *(Card(c, r) for c in COLORS for r in ranks),
        Card(None, Rank.WILD),
        Card(None, Rank.WILD_DRAW_FOUR),
    ]


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_card_faces_and_chips_fit_and_never_collide(lang: str) -> None:
    from uno_tui.ui.widgets.card import CARD_WIDTH, chip_width

    activate(lang)
    cards = _every_card()
    for card in cards:
        top, rank = card_lines(card)
        assert 0 < len(top) <= CARD_WIDTH - 2, (card, top)
        assert len(rank) <= CARD_WIDTH - 2, (card, rank)
        assert len(card_chip(card)) <= 4, (card, card_chip(card))
    # Every card a chip can show reads differently: colour always as letters.
    chips = {card_chip(card): card for card in cards}
    assert len(chips) == len(cards)
    letters = [color_letter(c) for c in COLORS]
    assert len(set(letters)) == 4
    assert all(letter.strip() and not letter.isdigit() for letter in letters)
    wild = card_chip(Card(None, Rank.WILD))
    assert all(not wild.startswith(letter) and not letter.startswith(wild) for letter in letters)
    faces = {card_lines(Card(c, Rank.FIVE))[0] for c in COLORS}
    assert len(faces) == 4
    assert chip_width() == 6  # the shape, a letter, a two-cell rank; two brackets
