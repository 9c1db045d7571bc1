"""The NEW marks the play-test found missing (issue 37, item 6): after a seven-O rotation
the whole hand is new to its player, and the cards of a Draw Two stay new across a Wild
Draw Four answered in its dialog, until the player has had a turn on the hand. Read off
the real screens at 80x24 with NO_COLOR."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card, Rules
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ChallengeDialog
from uno_tui.ui.widgets import CardView, HandRow

from .conftest import Run
from .driver import Table, until_drawn
from .reading import frame
from .scenarios import deal

C = Card.from_code

pytestmark = pytest.mark.usefixtures("english_after", "no_color")


async def marked(table: Table) -> dict[Card, bool]:
    """Each card of the hand on screen, and whether it is marked NEW."""
    await table.pilot.pause()
    return {view.card: view.new for view in table.hand_row.query(CardView)}


async def new_words(table: Table) -> int:
    """How many times the hand's edge says NEW on the terminal."""
    await until_drawn(table.pilot)
    region = table.app.screen.query_one(HandRow).region
    return frame(table.app)[region.y].count("NEW")


#: Cid deals, so Ana plays first, on Red 5: her R0 passes every hand on (HR4).
ANA_HOLDS_A_ZERO = [deal(["R0 B1 G2", "Y1 Y2 Y3 Y4", "G5 G6"], "R5", "B9 B8 B7", dealer=2)]


async def test_after_a_zero_the_whole_hand_passed_on_is_new(run: Run) -> None:
    app = make_app(["Ana", "Bea", "Cid"], seed=5, deals=ANA_HOLDS_A_ZERO, rules=Rules(seven_o=True))
    async with run(app) as table:
        await table.next_hand(seat=0)
        assert not any((await marked(table)).values())  # the dealt cards: none new
        await table.play(C("R0"))
        await table.next_hand(seat=1)  # Bea now holds Ana's B1 G2
        assert await marked(table) == {C("B1"): True, C("G2"): True}
        assert await new_words(table) == 2


#: Bruno deals, so Ana plays first, on Red 9: R+2 (Bruno draws B1 B2), then W+4 (Bruno
#: accepts: Y1 Y2 Y3 Y4), then B5; Bruno's hand then shows the six cards as new.
DRAW_TWO_THEN_WILD_DRAW_FOUR = [
    deal(["R+2 W+4 B5 R3 R4", "G1 G2 G3"], "R9", "B1 B2 Y1 Y2 Y3 Y4 G7", dealer=1)
]


async def test_a_draw_two_stays_new_across_a_wild_draw_four_answered(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=5, deals=DRAW_TWO_THEN_WILD_DRAW_FOUR)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R+2"))
        await table.next_hand(seat=0)  # Bruno drew 2 and lost his turn
        await table.play(C("W+4"), "b")
        await table.next_hand(seat=1)
        await table.wait_for(ChallengeDialog)
        await table.press("a")  # Bruno accepts: draws 4, loses his turn
        await table.next_hand(seat=0)
        await table.play(C("B5"))
        await table.next_hand(seat=1)
        shown = await marked(table)
        assert shown == {
            **{C(c): False for c in ("G1", "G2", "G3")},
            **{C(c): True for c in ("B1", "B2", "Y1", "Y2", "Y3", "Y4")},
        }
