"""What a person missed since their last turn (issue 26): a lone person at a table of
computer players reads it beside their hand; a curtain says a won challenge happened.
Read off the real screen at 80x24, as a player reads it."""

from __future__ import annotations

import itertools
import re
from typing import Any

from uno_tui.engine import Card, Color
from uno_tui.engine.events import (
    CardPlayed,
    CardsDrawn,
    DrawReason,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
)
from uno_tui.i18n import activate
from uno_tui.i18n.words import describe_events, since_last_turn
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.screens import HandScreen, PassScreen
from uno_tui.ui.widgets import CardView, EventLog, HandRow

from .conftest import Run
from .driver import Table, until_drawn
from .reading import frame, squash
from .scenarios import FOUR_PLAYER_CHALLENGES, deal
from .test_bots_ui import my_hand

C = Card.from_code
NAMES = ("Ana", "Bruno", "Carla", "Duda")

#: Ana (a person) first on Red 9, against Bruno (hard) and Carla. Ana plays R5; Bruno can
#: only play his Red Skip (Carla is skipped); Ana plays R7 forgetting UNO and Bruno
#: catches her (she draws G4 G5); Bruno has nothing red or 7: he draws Y1 and keeps it;
#: Carla can only play R8.
SKIP_AND_CATCH = [
    deal(["R5 R7 R2", "RS G1 G2 G3", "B1 B2 B3 R8"], "R9", "G4 G5 Y1 B4 B5", dealer=2)
]


def vs_two(lang: str = "en", **kwargs: Any) -> UnoApp:
    """Ana (a person) against Bruno and Carla (``SKIP_AND_CATCH``)."""
    return make_app(
        ["Ana", "Bruno", "Carla"],
        seed=3,
        deals=SKIP_AND_CATCH,
        seats=("human", "cpu-hard", "cpu-normal"),
        bot_pace=0.0,
        reaction_scale=0.0,
        lang=lang,
        **kwargs,
    )


async def read(table: Table) -> str:
    await until_drawn(table.pilot)
    return squash(" ".join(frame(table.app)))


async def test_a_lone_person_reads_who_was_skipped_beside_the_hand(run: Run) -> None:
    app = vs_two()
    async with run(app) as table:
        await my_hand(table)
        # The first turn of a round: the log as it is (the deal), no "since".
        assert "Since your last turn" not in await read(table)
        await table.play(C("R5"))
        await my_hand(table)
        text = await read(table)
        assert "Since your last turn: Bruno played ● Red Skip. Carla is skipped." in text, text
        log = table.app.screen.query_one(EventLog)
        assert log.heading == "Since your last turn:"


async def test_a_lone_person_reads_who_caught_them_and_who_drew(run: Run) -> None:
    app = vs_two()
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
        await table.play(C("R7"))  # one card left, no UNO: Bruno catches her
        said = await my_hand(table)
        assert said == ["Bruno caught Ana without UNO: Ana draws 2."]
        text = await read(table)
        assert (
            "Since your last turn: Bruno caught you without UNO: you draw 2. "
            "Bruno drew a card. Carla played ● Red 8."
        ) in text, text


async def test_what_was_missed_in_each_language(run: Run) -> None:
    said = {
        "pt_PT": "Desde a tua última vez:",
        "pt_BR": "Desde a sua última vez:",
        "es": "Desde tu último turno:",
    }
    try:
        for lang, heading in said.items():
            async with run(vs_two(lang)) as table:
                await my_hand(table)
                await table.play(C("R5"))
                await my_hand(table)
                assert isinstance(table.app.screen, HandScreen)
                assert heading in await read(table), lang
    finally:
        activate("en")


def test_what_the_challenger_missed_includes_the_won_challenge() -> None:
    """Duda, who played before, challenges Carla's Wild Draw Four and wins: what Duda
    missed says the challenge happened and who won it, not only "Carla draws 4."."""
    events = [
        RoundStarted(1, 3, (3, 3, 3, 3)),
        StartCardTurned(C("R5")),
        CardPlayed(0, C("R1"), Color.RED),
        CardPlayed(1, C("R2"), Color.RED),
        CardPlayed(2, C("R3"), Color.RED),
        CardPlayed(3, C("R4"), Color.RED),
        CardPlayed(0, C("R6"), Color.RED),
        CardPlayed(1, C("R7"), Color.RED),
        CardPlayed(2, C("W+4"), Color.GREEN),
        WildDrawFourChallenged(3, 2, False, Color.RED),
        CardsDrawn(2, 4, 4, DrawReason.CHALLENGE_PENALTY),
    ]
    start, had_turn = since_last_turn(events, 3)
    assert had_turn
    assert describe_events(events[start:], NAMES) == [
        "Ana played Red 6.",
        "Bruno played Red 7.",
        "Carla played Wild Draw Four and named Green.",
        "Duda challenged — Carla had Red: Carla draws 4 and Duda plays.",
    ]
    # A lost challenge ends the challenger's turn: the next summary starts after it.
    lost = [*events[:-2], WildDrawFourChallenged(3, 2, True, Color.RED)]
    lost.append(CardsDrawn(3, 6, 6, DrawReason.CHALLENGE_LOST))
    lost.append(CardPlayed(0, C("G6"), Color.GREEN))
    start, _had = since_last_turn(lost, 3)
    assert describe_events(lost[start:], NAMES) == ["Ana played Green 6."]


async def test_the_curtain_after_a_won_challenge_tells_the_challenge(run: Run) -> None:
    """Duda's first turn is a won challenge: her curtain's log says it happened."""
    app = make_app(
        ["Ana", "Bruno", "Carla", "Duda"], target=30, seed=5, deals=FOUR_PLAYER_CHALLENGES
    )
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("W+4"), "b")
        await table.next_hand(seat=1)
        await table.press("c", "enter")  # challenge, the reveal curtain
        await table.press("enter")  # the reveal
        await table.next_hand(seat=2)
        await table.play(C("W+4"), "g")
        await table.next_hand(seat=3)
        await table.press("c", "enter", "enter")
        await table.through_announcements()
        await table.wait_for(PassScreen)
        assert "Duda challenged — Carla had ■ Blue: Carla draws 4 and Duda plays." in (
            await read(table)
        )


def hand_lines(table: Table) -> list[str]:
    """The lines of the hand on screen, and the two under it (why, and hints)."""
    region = table.hand_row.region
    return frame(table.app)[region.y : region.bottom + 2]


async def test_cards_a_catch_added_are_marked_new_in_each_language(run: Run) -> None:
    words = {"en": "NEW", "pt_PT": "NOVA", "pt_BR": "NOVA", "es": "NUEVA"}
    try:
        for lang, word in words.items():
            async with run(vs_two(lang)) as table:
                await my_hand(table)
                assert word not in "\n".join(hand_lines(table))  # the dealt cards: none new
                await table.play(C("R5"))
                await my_hand(table)
                await table.play(C("R7"))  # no UNO: Bruno catches her, she draws G4 G5
                await my_hand(table)
                assert table.hand_row.cards == (C("R2"), C("G4"), C("G5"))
                edge = hand_lines(table)[0]
                # Only G4 and G5 carry the word, on their top edge (R2 is selected).
                assert edge.count(word) == 2, edge
                assert edge.index(word) > edge.index("┓"), edge
                if lang == "en":
                    # A card drawn now joins the hand; the marks stay where they were.
                    await table.press("d")
                    views = table.app.screen_stack[-2].query_one(HandRow).query(CardView)
                    assert {v.card: v.new for v in views} == {
                        C("R2"): False,
                        C("G4"): True,
                        C("G5"): True,
                        C("B4"): False,
                    }
    finally:
        activate("en")


#: Ana holds 17 cards (a compact list): on Red 9, her red cards and the 9 can be played;
#: Bruno deals, Ana plays first.
BIG_HAND = [
    deal(
        ["R1 R2 G1 G2 G3 G4 G5 G6 G7 G8 Y1 Y2 Y3 Y4 B9 B1 B2", "G9 Y9 B3 B4 B5 B6 B7"],
        "R9",
        dealer=1,
    )
]


async def test_playable_chips_are_marked_in_text_in_a_compact_hand(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno"],
        seed=3,
        deals=BIG_HAND,
        seats=("human", "cpu-normal"),
        bot_pace=0.0,
        reaction_scale=0.0,
    )
    async with run(app) as table:
        await my_hand(table)
        row = table.hand_row
        assert row.compact and len(row.cards) == 17
        text = "\n".join(hand_lines(table))
        rows = "\n".join(hand_lines(table)[:-2])
        tokens = re.findall(r"[A-Z][\w+]+|▲", rows)
        marked = {chip for chip, mark in itertools.pairwise(tokens) if mark == "▲"}
        assert marked == {"R1", "R2", "B9"}, rows
        assert "▲ can be played." in text


async def test_what_is_about_the_player_is_dropped_last_when_it_does_not_fit() -> None:
    from textual.app import App, ComposeResult

    from uno_tui.ui.screens.since import about

    class Two(App[None]):
        CSS = "EventLog { height: 2; width: 60; }"

        def compose(self) -> ComposeResult:
            yield EventLog()

    sentences = [
        "Bruno challenged — Ana had Blue: Ana draws 4 and Bruno plays.",
        "Bruno played Blue Draw Two.",
        "Carla draws 2 and loses the turn.",
        "Duda played Wild and named Red.",
    ]
    assert about(sentences, "Ana") == [True, False, False, False]
    assert about(["Anabel played Red 1."], "Ana") == [False]
    app = Two()
    async with app.run_test(size=(60, 6)) as pilot:
        log = app.query_one(EventLog)
        log.show(sentences, "Since your last turn:", about(sentences, "Ana"))
        await until_drawn(pilot)
        shown = squash(" ".join(frame(app)))  # type: ignore[arg-type]
        assert "Since your last turn: … Bruno challenged — Ana had Blue" in shown, shown
        assert "Duda played Wild and named Red." in shown
        assert "Bruno played Blue Draw Two" not in shown
