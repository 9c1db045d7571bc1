"""The play-or-keep dialog's key bar offers U (UNO!) only where it can matter: where
playing the card drawn leaves one card (U1, asked of the engine). A play-test read "U UNO!"
on it with eight cards in hand. Pressed there anyway, U still says why it does nothing.
Read off the real 80x24 frame with NO_COLOR."""

from __future__ import annotations

import pytest

from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import PlayOrKeepDialog
from uno_tui.ui.widgets.keybar import KeyBar

from .conftest import Run
from .driver import Table, until_drawn
from .reading import crop, frame, squash
from .scenarios import deal

pytestmark = pytest.mark.usefixtures("english_after", "no_color")

#: Ana holds eight cards, none matching the Red 5; she draws the Red 3, which can be played.
EIGHT = [deal(["Y1 Y2 Y3 G4 G6 G7 B8 B9", "R4 G1 G2 G3 B1 B2 B3"], "R5", "R3 Y9", dealer=1)]
#: Ana holds one card: playing the Red 3 she draws would leave her one.
ONE = [deal(["Y1", "R4 G1 G2 G3 B1 B2 B3"], "R5", "R3 Y9", dealer=1)]


async def drawn_dialog(table: Table) -> tuple[str, str]:
    """Ana draws: the play-or-keep dialog's key bar, and the whole frame."""
    await table.next_hand(seat=0)
    await table.press("d")
    assert isinstance(table.app.screen, PlayOrKeepDialog)
    await until_drawn(table.pilot)
    lines = frame(table.app)
    bar = table.app.screen.query_one(KeyBar).region
    return squash(crop(lines, bar)), squash("\n".join(lines))


async def test_no_uno_key_with_eight_cards(run: Run) -> None:
    async with run(make_app(["Ana", "Bruno"], seed=1, deals=EIGHT)) as table:
        bar, _text = await drawn_dialog(table)
        assert "Play it" in bar and "Keep it" in bar, bar
        assert "UNO" not in bar, bar
        await table.press("u")  # pressed anyway: said why, and the dialog stays
        await until_drawn(table.pilot)
        text = squash("\n".join(frame(table.app)))
        assert "UNO is said with your next-to-last card." in text, text
        assert isinstance(table.app.screen, PlayOrKeepDialog)
        await table.press("enter")  # Enter names the keys that answer: P and K
        await until_drawn(table.pilot)
        text = squash("\n".join(frame(table.app)))
        assert "answer with one of P, K." in text, text


async def test_the_uno_key_where_the_play_leaves_one_card(run: Run) -> None:
    async with run(make_app(["Ana", "Bruno"], seed=1, deals=ONE)) as table:
        bar, _text = await drawn_dialog(table)
        assert "U UNO!" in bar, bar
        await table.press("u")
        await until_drawn(table.pilot)
        text = squash("\n".join(frame(table.app)))
        assert "UNO! You will say it as you play this card." in text, text
