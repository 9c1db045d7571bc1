"""The hand's words come from the rules in play, as the engine answers them (issue 34): the
cards a catch costs (U2, HR7: 4 with the UNO penalty of 4) and what a Wild Draw Four or a
Draw Two stacked on a stack does (HR1-HR3: a stack is never challenged, so never a bluff).
Read on the real hand screen, in every language, without colour."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card, Rules
from uno_tui.i18n import LANGUAGES, _, ngettext
from uno_tui.i18n.cards import card_name, cards_count, color_name
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.stack import StackOrChallengeDialog
from uno_tui.ui.screens.hand import HandScreen
from uno_tui.ui.screens.help import HelpScreen, rules_summary

from .conftest import Run
from .reading import frame
from .scenarios import deal
from .test_house_play import A_STACK_OF_DRAW_TWOS  # Ana R+2, Bea may stack B+2 (HR1)

C = Card.from_code

pytestmark = pytest.mark.usefixtures("english_after")


def words(app: object) -> str:
    """The screen's text with the lines joined (less the boxes' sides, so that a sentence
    wrapped inside a box reads whole) and the spaces made single."""
    lines = (line.strip(" │┃║▐▌█▁▂▃▄▅▆▇") for line in frame(app))  # type: ignore[arg-type]
    return " ".join(" ".join(lines).split())


#: Cid deals, so Ana plays first, on Red 5: R7 leaves her one card, UNO unsaid.
ANA_FORGETS_UNO = [deal(["R7 B1", "Y1 Y2 Y3", "G5 G6 G7"], "R5", "B9 B8 B7 B6 B5", dealer=2)]


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_hr7_the_catcher_reads_the_four_cards_the_catch_costs(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    rules = Rules(uno_penalty=4)
    app = make_app(["Ana", "Bea", "Cid"], seed=5, deals=ANA_FORGETS_UNO, rules=rules, lang=lang)
    async with run(app) as table:
        game = table.game
        await table.next_hand(seat=0)
        await table.play(C("R7"))
        await table.next_hand(seat=1)
        assert isinstance(app.screen, HandScreen)
        await table.press("c")
        assert len(game.hands[0]) == 1 + 4
        draws = ngettext("{name} draws {n} card", "{name} draws {n}", 4).format(name="Ana", n=4)
        said = _("You caught {target}: {draws}.").format(target="Ana", draws=draws)
        text = words(app)
        assert said in text
        if lang == "en":
            assert "You caught Ana: Ana draws 4." in text
        wrong = ngettext("{name} draws {n} card", "{name} draws {n}", 2).format(name="Ana", n=2)
        assert wrong not in text


#: Cid deals, so Ana plays first, on Red 5: W+4 naming Blue; Bea, holding Blue, may stack
#: her own W+4 on it (HR2), which is no bluff: a stack is not challenged.
BEA_STACKS_HOLDING_BLUE = [
    deal(["W+4 G1 G2", "W+4 B2 Y2", "G5 G6 G7"], "R5", "B9 B8 B7 B6 B5 B4 B3 B2 B1", dealer=2)
]


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_hr2_a_wild_draw_four_on_a_stack_is_no_bluff_and_says_what_it_adds(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    rules = Rules(stack_wild_draw_four=True)
    app = make_app(
        ["Ana", "Bea", "Cid"], seed=5, deals=BEA_STACKS_HOLDING_BLUE, rules=rules, lang=lang
    )
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("W+4"), "B")
        await table.next_hand(seat=1)
        assert isinstance(app.screen, StackOrChallengeDialog)
        await table.press("s")
        assert isinstance(app.screen, HandScreen)
        await table.select(C("W+4"))
        text = words(app)
        stacks = _("Stacks: the next player draws {cards} or stacks on.").format(
            cards=cards_count(8)
        )
        assert _("▲ {card}: {reason}").format(card=card_name(C("W+4")), reason=stacks) in text
        bluff = _(
            "Bluff: you hold {color}. If challenged, you draw 4 instead of the next player."
        ).format(color=color_name(C("B2").color))
        assert bluff.split(":")[0] + ":" not in text
        if lang == "en":
            assert "Stacks: the next player draws 8 cards or stacks on." in text


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_hr1_a_draw_two_on_a_stack_says_the_total_it_passes_on(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    rules = Rules(stack_draw_two=True)
    app = make_app(
        ["Ana", "Bea", "Cid"], seed=5, deals=A_STACK_OF_DRAW_TWOS, rules=rules, lang=lang
    )
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R+2"))
        await table.next_hand(seat=1)
        await table.select(C("B+2"))
        stacks = _("Stacks: the next player draws {cards} or stacks on.").format(
            cards=cards_count(4)
        )
        assert stacks in words(app)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_help_says_the_rules_in_play_not_the_classic_ones_they_change(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    rules = Rules(stack_draw_two=True, stack_wild_draw_four=True, draw_to_match=True, uno_penalty=4)
    deals = [deal(["R1 R2 R3", "G1 G2 G3"], "R5", dealer=1)]
    app = make_app(("Ana", "Bea"), seed=4, deals=deals, rules=rules, lang=lang)
    async with run(app) as table:
        await table.next_hand()
        await table.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        # Each rule is one line of the help (the frame shows a few at a time, wrapped).
        shown = [
            str(getattr(w.content, "plain", w.content)) for w in app.screen.query(".help-rule")
        ]
        text = " ".join(" ".join(shown).split())
    summary = rules_summary(rules)
    classic = rules_summary()
    for line in summary:
        assert " ".join(line.split()) in text, line
    now = " ".join(summary)
    gone = [
        part  # each sentence of the classic summary these rules change: "draw one card",
        for line in set(classic) - set(summary)  # "no stacking", "makes you draw 2"
        for part in line.split(". ")
        if part not in now
    ]
    assert len(gone) >= 3, gone
    stack_on_it = _("The house rules below also let the next player stack on it instead.")
    assert stack_on_it in text
    for part in gone:
        assert " ".join(part.split()) not in text, part
