"""House rules played at a hot-seat table through the real screens (issue 25): the
seven-O swap chosen in a dialog, made before the keyboard passes on (HR4)."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card, Rules
from uno_tui.engine.events import HandsSwapped
from uno_tui.i18n import LANGUAGES, _
from uno_tui.i18n.cards import cards_count
from uno_tui.i18n.house import (
    rules_line,
    stack_hint,
    stack_note,
    stack_on_wild_draw_four_hint,
)
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.drawn import PlayOrKeepDialog
from uno_tui.ui.dialogs.stack import DrewStackDialog, StackOrChallengeDialog, stack_sentence
from uno_tui.ui.dialogs.swap import SwapDialog
from uno_tui.ui.screens.curtain import PassScreen
from uno_tui.ui.screens.hand import HandScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame
from .scenarios import deal

C = Card.from_code
SEVEN_O = Rules(seven_o=True)

#: Cid deals, so Ana plays first, on Red 5; she holds R7.
ANA_HOLDS_A_SEVEN = [deal(["R7 B1 G2", "Y1 Y2 Y3 Y4", "G5 G6"], "R5", "B9 B8 B7", dealer=2)]


pytestmark = pytest.mark.usefixtures("english_after")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_hr4_a_seven_swaps_with_the_player_chosen_before_the_keyboard_passes(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(["Ana", "Bea", "Cid"], seed=5, deals=ANA_HOLDS_A_SEVEN, rules=SEVEN_O, lang=lang)
    async with run(app) as table:
        game = table.game
        await table.next_hand(seat=0)
        await table.play(C("R7"))
        assert isinstance(app.screen, SwapDialog)
        await until_drawn(table.pilot)
        text = "\n".join(frame(app))
        assert f"1  Bea · {cards_count(4)}" in text
        assert f"2  Cid · {cards_count(2)}" in text
        await table.press("escape")  # the 7 is played: no going back
        assert isinstance(app.screen, SwapDialog)
        await table.press("2")
        assert isinstance(game.events[-1], HandsSwapped) or any(
            isinstance(e, HandsSwapped) for e in game.events[-3:]
        )
        assert sorted(game.hands[0]) == sorted((C("G5"), C("G6")))
        assert sorted(game.hands[2]) == sorted((C("B1"), C("G2")))
        await table.wait_for(PassScreen)
        assert app.screen.seat == 1  # type: ignore[attr-defined]
        await until_drawn(table.pilot)
        curtain = "\n".join(frame(app))
        for card in ("G5", "G6", "B1", "G2"):  # nobody's hand shows on the curtain
            assert card not in curtain
        assert _("House rules: {rules}").format(rules=_("seven-O")) in curtain


#: Cid deals, so Ana plays first, on Red 5: R+2; Bea stacks B+2; Cid draws the 4.
A_STACK_OF_DRAW_TWOS = [
    deal(["R+2 B1 G2", "B+2 Y1 Y2", "G5 G6 G7"], "R5", "B9 B8 B7 B6 B5", dealer=2)
]


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_hr1_a_stack_shows_its_total_marks_what_stacks_and_d_draws_it(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    rules = Rules(stack_draw_two=True)
    app = make_app(
        ["Ana", "Bea", "Cid"], seed=5, deals=A_STACK_OF_DRAW_TWOS, rules=rules, lang=lang
    )
    async with run(app) as table:
        game = table.game
        await table.next_hand(seat=0)
        await table.play(C("R+2"))
        await table.through_announcements()
        await table.wait_for(PassScreen)
        await until_drawn(table.pilot)
        curtain = "\n".join(frame(app))
        assert stack_note("Bea", 2) in curtain
        assert rules_line(rules) in curtain
        await table.next_hand(seat=1)
        assert isinstance(app.screen, HandScreen)
        await until_drawn(table.pilot)
        hand = " ".join(frame(app))
        assert stack_hint(2, True).split(":")[0] in hand
        await table.select(C("B+2"))
        await until_drawn(table.pilot)
        assert "▲" in " ".join(frame(app))  # B+2 stacks
        await table.select(C("Y1"))
        await until_drawn(table.pilot)
        assert "✗" in " ".join(frame(app))  # only a card that stacks may go on the stack
        await table.play(C("B+2"))
        await table.next_hand(seat=2)
        await table.press("d")
        assert isinstance(app.screen, DrewStackDialog)
        await until_drawn(table.pilot)
        text = " ".join(frame(app))
        assert stack_sentence([C(c) for c in ["B9", "B8", "B7", "B6"]])[:20] in text
        assert len(game.hands[2]) == 7


#: Cid deals, so Ana plays first, on Red 5: W+4 (she holds no red) naming Blue; Bea may
#: stack her W+4 on it (HR2), naming Green; Cid draws the 8.
A_STACK_OF_WILD_DRAW_FOURS = [
    deal(
        ["W+4 B1 G2", "W+4 Y1 Y2", "G5 G6 G7"],
        "R5",
        "B9 B8 B7 B6 B5 B4 B3 B2 B1",
        dealer=2,
    )
]


async def test_hr2_s_stacks_on_a_wild_draw_four_instead_of_answering_it(run: Run) -> None:
    rules = Rules(stack_wild_draw_four=True)
    app = make_app(["Ana", "Bea", "Cid"], seed=5, deals=A_STACK_OF_WILD_DRAW_FOURS, rules=rules)
    async with run(app) as table:
        game = table.game
        await table.next_hand(seat=0)
        await table.play(C("W+4"), "B")
        await table.next_hand(seat=1)
        assert isinstance(app.screen, StackOrChallengeDialog)
        await until_drawn(table.pilot)
        assert "S  Stack" in " ".join(frame(app))
        await table.press("s")
        assert isinstance(app.screen, HandScreen)
        await until_drawn(table.pilot)
        assert stack_on_wild_draw_four_hint() in " ".join(frame(app))
        await table.play(C("W+4"), "G")
        await table.next_hand(seat=2)
        await table.press("d")
        assert isinstance(app.screen, DrewStackDialog)
        assert len(game.hands[2]) == 3 + 8


async def test_hr5_draw_to_match_says_every_card_drawn(run: Run) -> None:
    deals = [deal(["B1 G2 Y3", "Y1 Y2 Y4"], "R5", "B9 G8 R1", dealer=1)]
    app = make_app(["Ana", "Bea"], seed=5, deals=deals, rules=Rules(draw_to_match=True))
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("d")
        assert isinstance(app.screen, PlayOrKeepDialog)
        assert app.screen.card == C("R1")
        await until_drawn(table.pilot)
        words = " ".join(" ".join(frame(app)).split())  # the card is drawn beside the words
        assert "You drew 3 cards until one fits: ■ Blue 9," in words
        assert "◆ Green 8, ● Red 1. Matches the colour in play, ● Red." in words
