"""A notice in the corner never hides a card of the hand (issue 37's play at hosted
tables): at 80x24 with NO_COLOR, the turn timer's notice of three lines stood over the
rightmost cards of the hand for eight seconds. The real frame is read, notices included,
in every language: the notice is there, and every card's colour and value read whole
(``reading.card_faults``), on the hand a person plays from and on their read-only hand
while others play."""

from __future__ import annotations

import pytest
from textual.geometry import Region

from uno_tui.engine import DealSpec
from uno_tui.i18n import _
from uno_tui.i18n.timer import timed_out_sentence
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.dialogs.quit import QuitDialog
from uno_tui.ui.screens import HandScreen, HelpScreen
from uno_tui.ui.widgets.card import CardView

from .driver import Table, shown, until_drawn
from .reading import card_faults, card_lines, crop, frame, squash
from .scenarios import deal
from .test_own_hand import watching

LANGUAGES = ["en", "pt_PT", "pt_BR", "es"]

#: Bruno deals, so Ana plays first, holding eight cards: the hand's row is full to its
#: right end, where the notices stack.
EIGHT = [deal(["R1 R2 Y3 Y4 G5 G6 B7 B8", "R3 R4 R6 R8 R0 R9 R1"], "R5", "G4 G7 Y1 Y2", dealer=1)]


#: The same, with the Red 5 Ana plays first: eight cards left on her read-only hand.
NINE = [deal(["R5 R1 R2 Y3 Y4 G5 G6 B7 B8", "R3 R4 R6 R8 R0 R9 R1"], "R7", "G4 G7 Y1 Y2", dealer=1)]


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def notice_drawn(table: Table, sentence: str) -> list[str]:
    """Put the turn timer's notice in the corner; the frame once it is drawn."""
    table.app.notify(sentence, timeout=8, markup=False)
    for _look in range(100):
        await table.pilot.pause(0.02)
        lines = frame(table.app)
        if squash(sentence)[:30] in squash(" ".join(lines).replace("▌", " ")):
            return lines
    raise AssertionError("the notice was never drawn:\n" + "\n".join(frame(table.app)))


def solo(lang: str, deals: list[DealSpec]) -> UnoApp:
    """Ana against Bruno, a computer player whose moves stay on show a long while."""
    return make_app(
        ["Ana", "Bruno"],
        seed=5,
        deals=deals,
        seats=("human", "cpu-normal"),
        bot_pace=60.0,
        reaction_scale=0.0,
        lang=lang,
    )


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_notice_leaves_every_card_of_the_hand_readable(lang: str) -> None:
    app = solo(lang, EIGHT)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = Table(app, pilot)
        await table.wait_for(HandScreen)
        lines = await notice_drawn(table, timed_out_sentence("Bruno"))
        assert len(app.screen.query("#hand CardView")) == 8
        assert card_faults(app, lines) == [], "\n".join(lines)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_notice_leaves_the_read_only_hand_readable(lang: str) -> None:
    app = solo(lang, NINE)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = Table(app, pilot)
        screen = await watching(table)
        lines = await notice_drawn(table, timed_out_sentence("Bruno"))
        assert len(screen.query("#own-hand-row CardView")) == 8
        assert card_faults(app, lines) == [], "\n".join(lines)


def faults_below(app: UnoApp, lines: list[str]) -> list[str]:
    """Every card of the hand on the screen under the dialog, where the dialog's box leaves
    it in sight, shows its colour and value."""
    dialog = app.screen
    box = dialog.query_one("#dialog").region
    below = app.screen_stack[-2]
    faults = []
    for view in below.query("#hand CardView").results(CardView):
        if view.region.overlaps(box):
            continue
        shown = crop(lines, view.region)
        top, rank = card_lines(view.card)
        for word in (top, rank):
            if word and word[:6] not in shown:
                faults.append(f"card {view.card}: {word!r} missing from {shown!r}")
    return faults


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_notice_over_a_dialog_leaves_the_hand_under_it_readable(lang: str) -> None:
    # The quit dialog over the hand: its box is in the middle, the hand's row stays in
    # sight under it, and a notice in the corner (on the dialog) stands above both: over
    # the right of the table for a while, never over a card or the dialog's words.
    app = solo(lang, EIGHT)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = Table(app, pilot)
        await table.wait_for(HandScreen)
        hand = app.screen
        await pilot.press("q")
        await table.wait_for(QuitDialog)
        lines = await notice_drawn(table, timed_out_sentence("Bruno"))
        cards = list(hand.query("#hand CardView").results(CardView))
        box = app.screen.query_one("#dialog").region
        assert sum(not v.region.overlaps(box) for v in cards) == 8, "\n".join(lines)
        assert faults_below(app, lines) == [], "\n".join(lines)
        # ... and stands clear of the dialog's box, which holds the decision.
        assert "▌" not in crop(lines, box), "\n".join(lines)


def covered_words(lines: list[str], box: Region) -> list[str]:
    """The rows of ``box`` where a notice (its edge, ``▌``) stands after some of the
    dialog's words: each row as it reads from the box's left edge to the notice."""
    rows = [row[box.x : box.right] for row in lines[box.y : box.bottom]]
    return [row for row in rows if "▌" in row and row[1 : row.index("▌")].strip(" │")]


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_notice_over_help_hides_none_of_its_words(lang: str) -> None:
    # Help (?) is too tall to leave a notice room above its box: the notice stood over
    # the box's lower right, over the end of the keys' lines. It stands at the box's top
    # right now, over the frame's blank end, and the words start under it (the box
    # scrolls the rest, as it always does); once it is gone they stand where they stood.
    app = solo(lang, EIGHT)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = Table(app, pilot)
        await table.wait_for(HandScreen)
        await pilot.press("question_mark")
        await table.wait_for(HelpScreen)
        box = app.screen.query_one("#dialog")
        heading, closes = _("Keys on this screen"), str(box.border_subtitle)
        await until_drawn(pilot)
        before = frame(app)
        assert heading in before[box.region.y + 1], "\n".join(before)
        await notice_drawn(table, timed_out_sentence("Bruno"))
        lines = await shown(
            pilot, lambda: frame(app), lambda lines: not covered_words(lines, box.region)
        )
        assert covered_words(lines, box.region) == [], "\n".join(lines)
        text = crop(lines, box.region)
        assert "▌" in text and heading in text and closes in text, "\n".join(lines)
        app.clear_notifications()
        lines = await shown(pilot, lambda: frame(app), lambda lines: "▌" not in "".join(lines))
        assert (
            lines[box.region.y + 1 : box.region.bottom]
            == before[box.region.y + 1 : box.region.bottom]
        )
