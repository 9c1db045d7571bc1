"""What the second play-test found in the words and keys of a turn (issue 37, item 6),
read off the real screens at 80x24 with NO_COLOR, in each language whose words change."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ColorDialog

from .conftest import Run
from .driver import Table
from .reading import frame, squash
from .scenarios import deal

C = Card.from_code

pytestmark = pytest.mark.usefixtures("english_after")


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def read(table: Table) -> str:
    """The terminal as a person reads it, once everything asked of it is drawn."""
    await table.pilot.pause()
    return squash("\n".join(frame(table.app)))


#: The colour dialog counts the hand's colours with ×, so that they do not read as cards.
COUNTS = {
    "en": "In your hand: Red ×1 · Yellow ×0 · Green ×1 · Blue ×0",
    "pt_PT": "Na tua mão: Vermelho ×1 · Amarelo ×0 · Verde ×1 · Azul ×0",
    "pt_BR": "Na sua mão: Vermelho ×1 · Amarelo ×0 · Verde ×1 · Azul ×0",
    "es": "En tu mano: Rojo ×1 · Amarillo ×0 · Verde ×1 · Azul ×0",
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
