"""Enter at a dialog answered only by letters is said, not dropped without a word (found in
tmux: Enter at "You drew ... P Play it  K Keep it" did nothing and said nothing). The
words name the dialog's keys as its key bar shows them, in the player's language."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card
from uno_tui.engine.events import CardPlayed, DrawnCardKept
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ColorDialog, PlayOrKeepDialog

from .conftest import Run
from .driver import on_screen
from .scenarios import deal

C = Card.from_code

#: Ana holds nothing that fits Red 5 and draws Red 1, which does.
DRAWS_ONE_THAT_FITS = [deal(["G2 B7 Y9", "G4 Y1 B3"], "R5", "R1", dealer=1)]

#: (U, which arms UNO beside the answer, is not one: it was named among them, found in tmux.)
SAID = {
    "en": "Enter does nothing here: answer with one of P, K.",
    "pt_PT": "Enter não faz nada aqui: responde com uma destas: J, G.",
    "pt_BR": "Enter não faz nada aqui: responda com uma destas: J, G.",
    "es": "Enter no hace nada aquí: responde con una de estas: J, G.",
}


@pytest.mark.usefixtures("no_color", "english_after")
@pytest.mark.parametrize("lang", list(SAID))
async def test_enter_at_the_drawn_card_dialog_says_which_keys_answer_it(
    run: Run, lang: str
) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=DRAWS_ONE_THAT_FITS, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("d")
        assert isinstance(app.screen, PlayOrKeepDialog)
        await table.press("enter")
        said = SAID[lang]
        text = await on_screen(table, lambda text: said in text)
        assert said in text, text
        assert isinstance(app.screen, PlayOrKeepDialog)  # nothing chosen for Ana
        assert not any(isinstance(e, CardPlayed | DrawnCardKept) for e in table.game.events)


async def test_enter_at_the_colour_dialog_names_the_colours_keys(run: Run) -> None:
    deals = [deal(["W R7 G2", "R1 G4 Y1"], "R5", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.select(C("W"))
        await table.press("enter")
        assert isinstance(app.screen, ColorDialog)
        await table.press("enter")
        said = "Enter does nothing here: answer with one of R, Y, G, B, X."
        assert said in await on_screen(table, lambda text: said in text)
        assert isinstance(app.screen, ColorDialog)
