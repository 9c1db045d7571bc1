"""The colours by shape and word on the full-screen table, with NO_COLOR (issue 35): each
card of the hand carries its colour's word and shape, the colour in play and the top card
too, and the colour dialog names each colour with its key, shape and word."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ColorDialog
from uno_tui.ui.screens import HandScreen
from uno_tui.ui.widgets import CardView, HandRow

from .conftest import Run
from .driver import screen_text, until_drawn
from .scenarios import deal

C = Card.from_code

#: Per language: the big cards' faces and their shapes (Red, Yellow, Green, Blue), the
#: colour in play (Red), and the colour dialog's buttons.
SEEN = {
    "en": (
        ["RED", "YELLOW", "GREEN", "BLUE"],
        "● RED",
        ["R  ● Red", "Y  ★ Yellow", "G  ◆ Green", "B  ■ Blue"],
    ),
    "pt_PT": (
        ["VERM.", "AMAR.", "VERDE", "AZUL"],
        "● VERMELHO",
        ["V  ● Vermelho", "A  ★ Amarelo", "E  ◆ Verde", "Z  ■ Azul"],
    ),
    "pt_BR": (
        ["VERM.", "AMAR.", "VERDE", "AZUL"],
        "● VERMELHO",
        ["V  ● Vermelho", "A  ★ Amarelo", "E  ◆ Verde", "Z  ■ Azul"],
    ),
    "es": (
        ["ROJO", "AMAR.", "VERDE", "AZUL"],
        "● ROJO",
        ["R  ● Rojo", "A  ★ Amarillo", "V  ◆ Verde", "Z  ■ Azul"],
    ),
}
SHAPES = ["●", "★", "◆", "■"]


@pytest.mark.parametrize("lang", list(SEEN))
async def test_hand_and_colour_dialog_say_each_colour_by_word_and_shape(
    run: Run, lang: str, english_after: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    faces, in_play, buttons = SEEN[lang]
    deals = [deal(["R7 Y3 G2 B4 W", "R1 G4 Y1 B5 B6", "B2 B3 B4 G7 G8"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals, lang=lang)
    async with run(app) as table:
        assert table.app.no_color
        await table.next_hand(seat=0)
        hand = table.app.screen
        assert isinstance(hand, HandScreen)
        await until_drawn(table.pilot)
        text = screen_text(hand)
        assert in_play in text, text
        lines = text.splitlines()
        # Each big card: its colour's word inside, its shape on its bottom edge, in the
        # same columns.
        for face, shape in zip(faces, SHAPES, strict=True):
            row = next(i for i, line in enumerate(lines) if face in line and i > 10)
            col = lines[row].index(face)
            edge = lines[row + 2][max(0, col - 2) : col + 6]
            assert shape in edge, (face, shape, lines[row + 2])
        cards = list(hand.query_one(HandRow).cards)
        await table.press("home", *["right"] * cards.index(C("W")), "enter")
        dialog = table.app.screen
        assert isinstance(dialog, ColorDialog)
        await until_drawn(table.pilot)
        text = screen_text(dialog)
        for button in buttons:
            assert button in text, (button, text)


@pytest.mark.parametrize("theme", ["terminal", "default"])
async def test_the_terminal_theme_paints_cards_in_the_terminals_own_palette(
    run: Run, theme: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--theme terminal`` (``UNO_TUI_THEME``): the cards take the terminal's ANSI red,
    yellow, green and blue (its palette, as its player set it up), not RGB colours."""
    monkeypatch.setenv("UNO_TUI_THEME", theme)
    deals = [deal(["R7 Y3 G2 B4 W", "R1 G4 Y1 B5 B6", "B2 B3 B4 G7 G8"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        hand = table.app.screen.query_one(HandRow)
        views = {view.card: view for view in hand.query(CardView)}
        playable = views[C("R7")].styles.background  # (the unplayable ones have none)
        top = table.app.screen.query_one("#top-card", CardView).styles.background
        if theme == "terminal":
            assert table.app.theme == "ansi-dark"
            assert playable.ansi == 1 and top.ansi == 1  # ANSI red: the terminal's own
        else:
            assert playable.ansi is None and playable.rgb == (0xCC, 0, 0)


#: The log's sentence for the start card, with its colour's shape, per language.
START_SAID = {
    "en": "The start card is ● Red 5.",
    "pt_PT": "A carta inicial é 5 ● Vermelho.",
    "es": "La carta inicial es 5 ● Rojo.",
}


@pytest.mark.parametrize("lang", list(START_SAID))
async def test_the_log_names_each_colour_with_its_shape(
    run: Run, lang: str, english_after: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every colour word the full-screen game writes carries its shape, as the cards
    do: the log's sentences, the hand's reason line; the line mode's words do not
    (``tests/lines``), and none is left on once the game's app has ended."""
    from uno_tui.engine import Color
    from uno_tui.i18n.cards import card_name, color_name

    monkeypatch.setenv("NO_COLOR", "1")
    deals = [deal(["R7 Y3 G2 B4 W", "R1 G4 Y1 B5 B6", "B2 B3 B4 G7 G8"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await until_drawn(table.pilot)
        text = screen_text(table.app.screen)
        assert START_SAID[lang] in text, text
        seven = card_name(C("R7"))  # the chosen card's reason line: its colour's shape too
        assert "●" in seven and f"▲ {seven}:" in text, text
    assert color_name(Color.RED) == {"en": "Red", "pt_PT": "Vermelho", "es": "Rojo"}[lang]
