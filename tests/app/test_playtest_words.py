"""What the second play-test found in the words and keys of a turn (issue 37, item 6),
read off the real screens at 80x24 with NO_COLOR, in each language whose words change."""

from __future__ import annotations

import pytest
from textual.widget import Widget

from uno_tui.engine import Card, Color, Rules
from uno_tui.engine.events import HandsSwapped
from uno_tui.i18n import activate
from uno_tui.i18n.words import card_name, describe_events, no_match
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ColorDialog, PlayOrKeepDialog
from uno_tui.ui.screens import PassScreen
from uno_tui.ui.widgets import EventLog

from .conftest import Run
from .driver import Table, until_drawn
from .reading import crop, frame, squash
from .scenarios import deal

C = Card.from_code

pytestmark = pytest.mark.usefixtures("english_after", "no_color")


async def read(table: Table) -> str:
    """The terminal as a person reads it, once everything asked of it is drawn."""
    await until_drawn(table.pilot)
    return squash("\n".join(frame(table.app)))


async def read_widget(table: Table, selector: str | type[Widget]) -> str:
    """What one widget of the screen on top shows, read off the terminal."""
    await until_drawn(table.pilot)
    region = table.app.screen.query_one(selector).region
    return squash(crop(frame(table.app), region))


#: The colour dialog counts the hand's colours with ×, so that they do not read as cards.
COUNTS = {
    "en": "In your hand: ● Red ×1 · ★ Yellow ×0 · ◆ Green ×1 · ■ Blue ×0",
    "pt_PT": "Na tua mão: ● Vermelho ×1 · ★ Amarelo ×0 · ◆ Verde ×1 · ■ Azul ×0",
    "pt_BR": "Na sua mão: ● Vermelho ×1 · ★ Amarelo ×0 · ◆ Verde ×1 · ■ Azul ×0",
    "es": "En tu mano: ● Rojo ×1 · ★ Amarillo ×0 · ◆ Verde ×1 · ■ Azul ×0",
}


@pytest.mark.parametrize("lang", list(COUNTS))
async def test_the_colour_dialog_counts_colours_not_cards(run: Run, lang: str) -> None:
    deals = [deal(["W R7 G2", "R1 G4 Y1"], "R5", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=1, deals=deals, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.select(C("W"))
        await table.press("enter")
        assert isinstance(table.app.screen, ColorDialog)
        text = await read(table)
        assert COUNTS[lang] in text, text


#: Yellow Skip on Red 6 and Yellow 5 on Red Skip: a Skip has no number to compare.
NO_MATCH = {
    "en": (
        "★ Yellow Skip does not match ● Red 6: the colour differs, and a symbol never matches "
        "a number.",
        "Yellow 5 does not match Red Skip: the colour differs, and a number never matches "
        "a symbol.",
    ),
    "pt_PT": (
        "{skip} não combina com {six}: a cor é outra, e um símbolo nunca combina com um número.",
        "{five} não combina com {rskip}: a cor é outra, e um número nunca combina com um símbolo.",
    ),
    "pt_BR": (
        "{skip} não combina com {six}: a cor é outra, e um símbolo nunca combina com um número.",
        "{five} não combina com {rskip}: a cor é outra, e um número nunca combina com um símbolo.",
    ),
    "es": (
        "{skip} no combina con {six}: el color es otro, y un símbolo nunca coincide con un número.",
        "{five} no combina con {rskip}: el color es otro, y un número nunca coincide con un "
        "símbolo.",
    ),
}


@pytest.mark.parametrize("lang", list(NO_MATCH))
async def test_a_skip_is_not_said_to_miss_a_number(run: Run, lang: str) -> None:
    """The hand says why the card under the cursor cannot be played: a Skip on a 6
    misses by colour and by kind, not by 'number' (a Skip has none)."""
    deals = [deal(["YS Y5 R1", "R2 G4 Y1"], "R6", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=1, deals=deals, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.select(C("YS"))
        text = await read_widget(table, "#reason")
        skip, six = card_name(C("YS")), card_name(C("R6"))
        assert NO_MATCH[lang][0].format(skip=skip, six=six) in text, text


@pytest.mark.parametrize("lang", list(NO_MATCH))
def test_a_number_is_not_said_to_miss_a_symbol(lang: str) -> None:
    activate(lang)
    five, skip = card_name(C("Y5")), card_name(C("RS"))
    assert no_match(C("Y5"), C("RS"), Color.RED) == NO_MATCH[lang][1].format(five=five, rskip=skip)


#: Bruno deals, so Ana plays first, on Red 9: R3; Bruno R4; Ana R+2 (Bruno draws B1 B2
#: and loses his turn), then R5. Bruno's curtain tells him what he missed.
DRAW_TWO_ON_BRUNO = [deal(["R3 R+2 R5 G7 G8", "R4 G1 G2 G3"], "R9", "B1 B2 Y1 Y2", dealer=1)]

#: What Bruno's curtain says happened to him: said to him.
YOUR_RECAP = {
    "en": ("You draw 2 and lose the turn.", "Bruno draws 2"),
    "pt_PT": ("Compras 2 e perdes a vez.", "Bruno compra 2"),
    "pt_BR": ("Você compra 2 e perde a vez.", "Bruno compra 2"),
    "es": ("Robas 2 y pierdes el turno.", "Bruno roba 2"),
}


@pytest.mark.parametrize("lang", list(YOUR_RECAP))
async def test_your_recap_speaks_to_you(run: Run, lang: str) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DRAW_TWO_ON_BRUNO, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R3"))
        await table.next_hand(seat=1)
        await table.play(C("R4"))
        await table.next_hand(seat=0)
        await table.play(C("R+2"))
        await table.next_hand(seat=0)  # Bruno lost his turn
        await table.play(C("R5"))
        await table.through_announcements()
        await table.wait_for(PassScreen)
        text = await read(table)
        yours, of_you = YOUR_RECAP[lang]
        assert yours in text, text
        assert of_you not in text, text


#: Under draw to match (HR5) Ana draws B1, B2, then R6, which can be played.
DRAWS_TO_MATCH = [deal(["G7 G8 Y3", "R4 G1 G2 G3"], "R9", "B1 B2 R6 Y1", dealer=1)]
DREW = {
    "en": "Ana drew 3 cards.",
    "pt_PT": "Ana comprou 3 cartas.",
    "pt_BR": "Ana comprou 3 cartas.",
    "es": "Ana robó 3 cartas.",
}
DREW_ONE = {
    "en": "Ana drew a card.",
    "pt_PT": "Ana comprou uma carta.",
    "pt_BR": "Ana comprou uma carta.",
    "es": "Ana robó una carta.",
}


@pytest.mark.parametrize("lang", list(DREW))
async def test_drawing_to_match_is_said_once_with_the_count(run: Run, lang: str) -> None:
    app = make_app(
        ["Ana", "Bruno"], seed=1, deals=DRAWS_TO_MATCH, rules=Rules(draw_to_match=True), lang=lang
    )
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("d")
        assert isinstance(table.app.screen, PlayOrKeepDialog)
        await table.press("k")
        await table.through_announcements()
        await table.wait_for(PassScreen)
        log = await read_widget(table, EventLog)
        assert DREW[lang] in log, log
        assert DREW_ONE[lang] not in log, log


SWAPS = {
    "en": ("You swapped hands with Bruno.", "Ana swapped hands with you."),
    "pt_PT": ("Trocaste de mão com Bruno.", "Ana trocou de mão contigo."),
    "pt_BR": ("Você trocou de mão com Bruno.", "Ana trocou de mão com você."),
    "es": ("Intercambiaste tu mano con Bruno.", "Ana intercambió su mano con la tuya."),
}


@pytest.mark.parametrize("lang", list(SWAPS))
def test_a_swap_in_your_recap_is_said_to_you(lang: str) -> None:
    activate(lang)
    swap = [HandsSwapped(0, 1)]
    assert describe_events(swap, ["Ana", "Bruno"], 0) == [SWAPS[lang][0]]
    assert describe_events(swap, ["Ana", "Bruno"], 1) == [SWAPS[lang][1]]
