"""The screens in other languages: every word on screen comes from the catalogues (a
pseudo-language shows any that does not), the key bar follows a language switch, and
long words and colour chips (a shape and a letter) still fit at 80x24."""

from __future__ import annotations

import re

import pytest

from uno_tui.i18n import LANGUAGES, activate, install
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.screens import HandScreen, HelpScreen, PassScreen
from uno_tui.ui.widgets import CardView, HandRow, KeyBar
from uno_tui.ui.widgets.card import chip_width

from .conftest import Run
from .driver import screen_text, until_drawn, visible_text
from .scenarios import deal
from .shots import SCENARIOS, SHOTS, TEN, run, until

TRANSLATED = ("pt_PT", "pt_BR", "es")
#: The translated languages as test cases: European Portuguese in every run, the others in
#: the full run.
EACH_TRANSLATED = [
    pytest.param(lang, marks=() if lang == "pt_PT" else pytest.mark.slow) for lang in TRANSLATED
]


pytestmark = pytest.mark.usefixtures("english_after")


# ---------------------------------------------------------------------- pseudo-language

_PLAIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_ACCENTED = "ÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŚŢÚṼŴẊÝŽáƀçđéƒĝĥíĵķĺɱñóƥʠŕśţúʋŵẋýž"
_SWAP = str.maketrans(_PLAIN, _ACCENTED)
_FIELD = re.compile(r"(\{[^{}]*\})")


def pseudo(message: str) -> str:
    """``message`` with every letter swapped for an accented look-alike of the same width,
    its ``{placeholders}`` left alone: the layout stays, and English shows up at once."""
    return "".join(
        part if _FIELD.fullmatch(part) else part.translate(_SWAP) for part in _FIELD.split(message)
    )


class Pseudo:
    def gettext(self, message: str, /) -> str:
        return pseudo(message)

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str, /) -> str:
        return pseudo(message)


#: Words on screen that are not the game's to translate: the players' names (in capitals
#: on curtains, or cut short where a dialog covers them), the game's name, and the
#: languages' own names (on the setup screen).
NAMES = ("Ana", "Bruno", "Carla", "Duda", *TEN)
NOT_WORDS = {
    "UNO",
    *(word for name in LANGUAGES.values() for word in name.replace("(", " ").split()),
}
_ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


def untranslated(text: str) -> set[str]:
    return {
        word
        for word in _ASCII_WORD.findall(text)
        if word not in NOT_WORDS and not any(n.upper().startswith(word.upper()) for n in NAMES)
    }


@pytest.mark.slow
async def test_every_word_on_every_screen_comes_from_the_catalogues() -> None:
    install(Pseudo())
    english: dict[str, set[str]] = {}

    def on_shot(app: UnoApp, name: str) -> None:
        words = untranslated(visible_text(app))
        if words:
            english[name] = words

    for scenario in SCENARIOS:
        await run(scenario, on_shot)
    assert not english, f"English words on screen, outside the catalogues: {english}"


def test_the_pseudo_language_keeps_placeholders_and_widths() -> None:
    text = "{name} draws {n} cards"
    assert pseudo(text) == "{name} đŕáŵś {n} çáŕđś"
    assert len(pseudo(text)) == len(text)


# ---------------------------------------------------------------------- a language switch


async def test_the_key_bar_and_help_follow_a_language_switch(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=3)
    async with run(app) as table:
        await table.press("enter")  # the dealer draw
        await table.wait_for(PassScreen)
        bar = app.screen.query_one(KeyBar)
        await until_drawn(table.pilot)
        assert "Show my hand" in screen_text(app.screen)
        activate("pt_PT")
        app.screen.refresh_bindings()
        await table.settle()
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Mostrar a minha mão" in text
        assert "Show my hand" not in text
        assert "Ajuda" in str(bar.render())
        await table.press("question_mark")
        await table.wait_for(HelpScreen)
        await until_drawn(table.pilot)
        help_text = screen_text(app.screen)
        assert "Mostrar a minha mão" in help_text
        assert "As regras em resumo" in help_text


# ---------------------------------------------------------------------- fitting at 80x24


@pytest.mark.parametrize("lang", EACH_TRANSLATED)
async def test_every_key_stays_on_the_bar_when_a_catch_is_possible(run: Run, lang: str) -> None:
    """The curtain with C (catch) and U (say UNO) as well: the longest key bar. Words run
    longer than in English; the bar drops its padding rather than a key."""
    activate(lang)
    scenario = SHOTS["20-catch"]
    app = scenario.make()
    async with run(app) as table:
        await until("20-catch")(table.pilot)
        await table.press("escape")  # back from "who caught?" to the curtain
        await table.wait_for(PassScreen)
        bar = app.screen.query_one(KeyBar)
        line = str(bar.render())
        assert len(line) <= 80
        for binding in PassScreen.BINDINGS:
            assert binding.key_display and f"{binding.key_display} " in line  # type: ignore[union-attr]
        assert line.rstrip().endswith(_quit(lang))


def _quit(lang: str) -> str:
    return {"pt_PT": "Q Sair", "pt_BR": "Q Sair", "es": "Q Salir"}[lang]


@pytest.mark.parametrize("lang", EACH_TRANSLATED)
async def test_ten_players_and_a_big_hand_fit_at_80x24_in_each_language(
    run: Run, lang: str
) -> None:
    activate(lang)
    names = ["Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio", "Gil", "Hugo", "Ines", "Joao"]
    big = (
        "RS RR R+2 R1 R2 R3 R4 R6 Y1 Y2 Y3 Y4 YS YR Y+2 G1 G2 G3 G4 GS GR G+2 "
        "B1 B2 B3 B4 BS BR B+2 W W+4 W"
    )
    others = ["R7", "Y7", "G7", "B7", "R8", "Y8", "G8", "B8", "R9"]
    app = make_app(names, seed=1, deals=[deal([big, *others], "G5", dealer=9)])
    async with run(app) as table:
        await table.next_hand(seat=0)
        screen = app.screen
        assert isinstance(screen, HandScreen)
        await until_drawn(table.pilot)
        text = screen_text(screen)
        for name in names:
            assert name in text
        row = screen.query_one(HandRow)
        assert row.compact
        assert chip_width() == 6  # the shape and a letter: [★ASa], [MC+4]
        width = chip_width(marks=True)  # and in a hand, ▲ (playable) and * (new)
        assert width == 8
        shown = [v for v in row.query(CardView) if v.region.height and v.region.width]
        assert all(v.region.width == width for v in shown)
        assert len(shown) + row.hidden_count == 32
        # Every chip on screen is whole, its colour in a shape and a letter.
        from uno_tui.ui.widgets.card import chip_label

        for view in shown:
            assert chip_label(view.card) in text
        assert "more cards below" not in text
