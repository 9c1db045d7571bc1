"""What a play-test at 80x24 found, each item played through the real screens
with the keys the report gives, and read off the terminal as a person reads it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual import events

from uno_tui.engine import Card, Draw
from uno_tui.i18n import LANGUAGES
from uno_tui.i18n.keys import color_key
from uno_tui.i18n.words import color_glyph, color_word
from uno_tui.table.saves import SaveStore
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import CatchDialog, ColorDialog, DrewDialog, PlayOrKeepDialog, QuitDialog
from uno_tui.ui.screens import HandScreen, PassScreen, ScoreScreen
from uno_tui.ui.widgets import EventLog, HandRow

from .conftest import Run
from .driver import Table, until_drawn
from .reading import frame, squash
from .scenarios import deal

C = Card.from_code
PLAYERS = ["Ana", "Bruno", "Carla"]
COLOUR_KEYS = {"R": "Red", "Y": "Yellow", "G": "Green", "B": "Blue"}


pytestmark = pytest.mark.usefixtures("english_after")


async def read(table: Table) -> str:
    """The terminal once everything asked of it is drawn."""
    await until_drawn(table.pilot)
    return "\n".join(frame(table.app))


async def press_at_once(table: Table, *keys: str) -> None:
    """Keys typed faster than the screens change: all sent before any is handled."""
    driver = table.app._driver
    assert driver is not None
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(table.app)
        driver.send_message(event)
    await table.settle()


async def colour_buttons(table: Table) -> list[str]:
    """What each colour button of the dialog on top shows, read off the terminal."""
    screen = table.app.screen
    assert isinstance(screen, ColorDialog)
    await until_drawn(table.pilot)
    lines = frame(table.app)
    shown = []
    for button in screen.query(".color"):
        region = button.region
        rows = lines[region.y : region.bottom]
        text = " ".join(row[region.x : region.right] for row in rows)
        shown.append(squash(text.replace("▔", " ").replace("▁", " ")))
    return shown


# ---------------------------------------------------------------------- 1. colour buttons


#: Every language, with and without colour: European Portuguese without colour in every
#: run (English with colour is the start Wild's test below), the rest in the full run.
EVERY_LANGUAGE_AND_COLOUR = [
    pytest.param(
        lang,
        no_color,
        id=f"{lang}-{'NO_COLOR' if no_color else 'colour'}",
        marks=() if (lang, no_color) == ("pt_PT", True) else pytest.mark.slow,
    )
    for lang in LANGUAGES
    for no_color in (False, True)
]


@pytest.mark.parametrize(("lang", "no_color"), EVERY_LANGUAGE_AND_COLOUR)
async def test_1_every_colour_button_shows_its_name_and_key(
    run: Run, lang: str, no_color: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed 5: Enter, Enter, End, Enter (Carla's Wild), then Ana's Wild Draw Four."""
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(PLAYERS, seed=5, lang=lang)
    assert app.no_color is no_color
    async with run(app) as table:
        await table.press("enter", "enter", "end", "enter")
        # Each language's letter (Vermelho = V, Azul = Z: issue 26), then the colour's
        # shape and word (issue 35).
        colours = [Card.from_code(key + "1").color for key in COLOUR_KEYS]
        names = [
            f"{color_key(c)} {color_glyph(c)} {color_word(c)}" for c in colours if c is not None
        ]
        assert (await colour_buttons(table)) == names
        await table.press("r", "enter", "end", "enter")  # Ana: Wild Draw Four
        assert (
            "Wild Draw Four" in str(table.app.screen.query_one("#dialog").border_title)
            or lang != "en"
        )
        assert (await colour_buttons(table)) == names


async def test_1_the_start_wild_colour_buttons_are_labelled_too(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=7, deals=[deal(["R5 R7 R2", "G2 Y9 B7"], "W", dealer=1)])
    async with run(app) as table:
        await table.press("enter")
        assert (await colour_buttons(table)) == ["R ● Red", "Y ★ Yellow", "G ◆ Green", "B ■ Blue"]
        # X cannot go back from a start Wild, and says so instead of doing nothing.
        await table.press("x")
        assert isinstance(table.app.screen, ColorDialog)
        assert "its colour must be named" in (await read(table))


# ---------------------------------------------------------------------- 2. the log leaks


async def test_2_a_draw_reads_the_same_whether_the_card_was_kept_or_could_not_be_played(
    run: Run,
) -> None:
    """Seed 2: Enter, Enter, D, K (kept); seed 4: Enter, Enter, D, Enter (no match)."""
    seen = []
    for seed, last in ((2, "k"), (4, "enter")):
        app = make_app(PLAYERS, seed=seed)
        async with run(app) as table:
            await table.press("enter", "enter", "d")
            dialog = PlayOrKeepDialog if last == "k" else DrewDialog
            assert isinstance(table.app.screen, dialog)
            await table.press(last)
            await table.wait_for(PassScreen)
            text = await read(table)
            assert "Carla drew a card." in text and "kept" not in text
            log = table.app.screen.query_one(EventLog)
            seen.append(log.sentences[-1])
    assert seen == ["Carla drew a card.", "Carla drew a card."]


# ---------------------------------------------------------------------- 3. no UNO reminder

FORGOT = [deal(["R1 G1", "Y1 Y2 R3", "B1 B2 B3"], "R5", dealer=2)]


async def test_3_the_curtain_does_not_spell_out_a_forgotten_uno(run: Run) -> None:
    app = make_app(PLAYERS, seed=2, deals=FORGOT)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R1"))  # down to one card, no UNO
        await table.wait_for(PassScreen)
        text = await read(table)
        assert "has not said UNO" not in text and "C to catch" not in text
        # The public facts are there: Ana's one card, and no UNO! beside it.
        seat_row = next(line for line in text.splitlines() if " Ana " in line and "│" in line)
        assert " 1 " in seat_row and "UNO!" not in seat_row
        assert "C Catch" in text.splitlines()[-1] and "U Say UNO" in text.splitlines()[-1]


async def test_3_c_and_u_are_on_the_curtain_when_nothing_can_be_caught(run: Run) -> None:
    app = make_app(PLAYERS, seed=5)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        bar = (await read(table)).splitlines()[-1]
        assert "C Catch" in bar and "U Say UNO" in bar


async def test_3_beginners_may_have_the_reminder_back(run: Run) -> None:
    app = make_app(PLAYERS, seed=2, deals=FORGOT)
    app.uno_reminders = True
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R1"))
        await table.wait_for(PassScreen)
        assert "Ana has one card and has not said UNO" in (await read(table))


async def test_3_the_reminder_option_is_in_setup_and_off_by_default(run: Run) -> None:
    app = make_app(seed=4)
    async with run(app) as table:
        text = await read(table)
        assert "UNO reminders" in text and "Off" in text and "^B Reminders" in text
        await table.press("ctrl+b")
        assert "On" in squash(str(table.app.screen.query_one("#reminders").label))
        await table.press("enter")
        assert app.uno_reminders is True


# ---------------------------------------------------------------------- 4. wrong keys say why

SAID = [deal(["R1 G1 G2", "G3 G4", "B1 B2 B3"], "G5", dealer=2)]


async def test_4_a_wrong_catch_says_why(run: Run) -> None:
    """Bruno plays his next-to-last card saying UNO; C on Carla's curtain says why."""
    app = make_app(PLAYERS, seed=5, deals=SAID)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("G1"))
        await table.next_hand(seat=1)
        await table.play(C("G3"), uno=True)
        await table.through_announcements()
        await table.wait_for(PassScreen)
        before = len(table.game.events)
        await table.press("c")
        assert isinstance(table.app.screen, PassScreen)
        assert len(table.game.events) == before
        assert "Bruno said UNO: there is nothing to catch." in (await read(table))
        # U when nobody's UNO is due says why too.
        await table.press("u")
        assert "UNO is said with the next-to-last card" in (await read(table))


async def test_4_c_with_nobody_on_one_card_says_so(run: Run) -> None:
    app = make_app(PLAYERS, seed=5)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        await table.press("c")
        assert "Nobody holds a single card: there is nobody to catch." in (await read(table))


async def test_4_a_bad_number_in_the_catch_dialog_says_why(run: Run) -> None:
    deals = [deal(["R1 G1", "Y1 Y2 R3", "B1 B2 B3", "Y4 Y5 Y6"], "R5", dealer=3)]
    app = make_app(["Ana", "Bruno", "Carla", "Duda"], seed=2, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R1"))
        await table.wait_for(PassScreen)
        await table.press("c")
        assert isinstance(table.app.screen, CatchDialog)
        await table.press("7")
        assert isinstance(table.app.screen, CatchDialog)
        assert "Nobody has the number 7: press a number from 1 to 3." in (await read(table))
        await table.press("2")
        said = await table.through_announcements()
        assert said == ["Carla caught Ana without UNO: Ana draws 2."]


# ---------------------------------------------------------------------- 5. keys never vanish


def guard_from_now(table: Table) -> None:
    """Guard every screen shown from now on against a double press (the curtain on view
    has been up long enough): no clock in the test, the guard never runs out."""
    table.app.key_guard = 3600.0
    table.app.screen._shown_at = -7200.0  # type: ignore[attr-defined]


async def test_5_a_key_typed_as_the_hand_comes_up_is_not_lost(run: Run) -> None:
    """Enter on Ana's curtain and D at once: the D draws for Ana (it was meant for her
    hand, which was still coming up)."""
    app = make_app(PLAYERS, seed=5)
    async with run(app) as table:
        await table.press("enter", "enter", "end", "enter", "r")
        await table.wait_for(PassScreen)
        assert app.screen.seat == 0  # type: ignore[attr-defined]
        actions = len(table.game.actions)
        guard_from_now(table)
        await press_at_once(table, "enter", "d")
        assert isinstance(table.game.actions[actions], Draw)


async def test_5_keys_on_a_curtain_too_soon_say_they_were_ignored(run: Run) -> None:
    """Enter on Ana's curtain as it comes up, then D: neither is lost without a word, and
    nothing is played by the Enter that finally lifts the curtain."""
    app = make_app(PLAYERS, seed=5)
    async with run(app) as table:
        await table.press("enter", "enter", "end", "enter")
        table.app.key_guard = 3600.0
        await table.press("r")  # Ana's curtain comes up now, guarded
        await table.wait_for(PassScreen)
        actions = len(table.game.actions)
        await table.press("enter")
        assert isinstance(table.app.screen, PassScreen)
        assert "Enter came just as the screen changed and was ignored" in (await read(table))
        await table.press("d")
        assert isinstance(table.app.screen, PassScreen)
        assert "D does nothing here" in (await read(table))
        assert len(table.game.actions) == actions


async def test_5_a_double_enter_is_ignored_out_loud(run: Run) -> None:
    app = make_app(PLAYERS, seed=5)
    async with run(app) as table:
        await table.press("enter", "enter", "end", "enter", "r")
        await table.wait_for(PassScreen)
        actions = len(table.game.actions)
        guard_from_now(table)
        await press_at_once(table, "enter", "enter")
        assert isinstance(table.app.screen, HandScreen)
        assert len(table.game.actions) == actions
        assert "Enter came just as the screen changed and was ignored" in (await read(table))


async def test_5_an_enter_kept_between_screens_never_lifts_a_curtain(run: Run) -> None:
    """An Enter typed while no screen was up (the backdrop, between two screens) was a
    second press for the screen before: handed on to the curtain that then shows, it would
    lift it however late the hand-on came (past the guard, on a loaded machine). Here the
    guard is off, so only the hand-on itself could let it through: the curtain stays and
    says the Enter was ignored; a D kept the same way still reaches the screen."""
    app = make_app(PLAYERS, seed=5)
    async with run(app) as table:
        await table.press("enter", "enter", "end", "enter", "r")
        await table.wait_for(PassScreen)
        actions = len(table.game.actions)
        table.app.key_guard = 0.0
        table.app.queue_key("enter", None)
        table.app.replay_keys()
        await table.settle()
        assert isinstance(table.app.screen, PassScreen)
        assert len(table.game.actions) == actions
        assert "Enter came just as the screen changed and was ignored" in (await read(table))
        table.app.queue_key("d", "d")
        table.app.replay_keys()
        await table.settle()
        assert "D does nothing here" in (await read(table))


# ---------------------------------------------------------------------- 6. quitting


async def test_6_quitting_says_the_game_is_saved(run: Run, tmp_path: Path) -> None:
    app = make_app(PLAYERS, seed=5, saves=SaveStore(tmp_path))
    async with run(app) as table:
        await table.press("q")
        assert isinstance(table.app.screen, QuitDialog)
        text = squash(await read(table))
        assert "will end" not in text
        assert "The game is saved as it stands" in text and "carry on" in text


# ---------------------------------------------------------------------- 7. small things


async def test_7_the_table_header_is_whole_beside_uno_and_a_computer(run: Run) -> None:
    deals = [deal(["R1 G1 G2", "G3 G4", "B1 B2 B3"], "G5", dealer=2)]
    app = make_app(
        PLAYERS,
        seed=5,
        deals=deals,
        seats=("human", "human", "cpu-easy"),
        bot_pace=0,
        reaction_scale=0,
    )
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("G1"))
        await table.next_hand(seat=1)
        await table.play(C("G3"), uno=True)
        await table.through_announcements()
        await table.wait_for(PassScreen)
        text = await read(table)
        header = next(line for line in text.splitlines() if "Cards" in line)
        assert "Player" in header and "Play…" not in header
        assert re.search(r"Bruno +1 +0 UNO!", text)
        assert re.search(r"Carla +\d+ +0 CPU", text)


async def test_7_the_bluff_hint_is_not_cut(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=2, deals=[deal(["W+4 R1 G1", "Y1 Y2"], "R5", dealer=1)])
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.select(C("W+4"))
        reason = squash(str(table.app.screen.query_one("#reason").render()))
        assert reason.endswith("If challenged, you draw 4 instead of the next player.")
        shown = squash((await read(table)).replace("│", " "))
        assert "If challenged, you draw 4 instead of the next player." in shown


async def test_7_after_naming_a_start_wild_the_cursor_is_on_a_playable_card(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=7, deals=[deal(["R5 B2 Y9", "G1 G2"], "W", dealer=1)])
    async with run(app) as table:
        await table.press("enter")
        assert isinstance(table.app.screen, ColorDialog)
        row = table.app.screen_stack[-2].query_one(HandRow)
        assert row.cards[0] == C("R5")
        await table.press("b")
        assert row.cards[row.selected] == C("B2")
        assert "▲ ■ Blue 2" in (await read(table))


async def test_7_game_over_says_who_won(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno"], target=10, seed=1, deals=[deal(["R2", "G2 Y9 B7"], "R5", dealer=1)]
    )
    async with run(app) as table:
        await table.press("enter", "enter")
        await table.wait_for(ScoreScreen)
        text = squash(await read(table))
        assert "Ana won with 18" in text and "leads" not in text


async def test_7_spanish_names_the_dealer_in_one_word(run: Run) -> None:
    app = make_app(PLAYERS, seed=5, lang="es")
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        text = await read(table)
        assert "Bruno reparte" in text.splitlines()[0]
        assert not any(line.rstrip(" │").endswith(" da") for line in text.splitlines())


async def test_7_one_person_is_not_told_to_pass_the_keyboard(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno"],
        seed=2,
        deals=[deal(["G2 G3", "Y1 Y2"], "R5", "B7", dealer=1)],
        seats=("human", "cpu-easy"),
        bot_pace=0,
        reaction_scale=0,
    )
    async with run(app) as table:
        await table.wait_for(HandScreen)
        await table.press("d")
        assert isinstance(table.app.screen, DrewDialog)
        assert "pass the keyboard" not in (await read(table)).lower()


async def test_7_while_you_drew_is_open_the_header_agrees_with_the_table(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=2, deals=[deal(["G2 G3", "Y1 Y2"], "R5", "B7", dealer=1)])
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("d")
        assert isinstance(table.app.screen, DrewDialog)
        top = (await read(table)).splitlines()[0]
        assert "Ana's turn is over" in top


async def test_7_the_log_says_the_dealer_starts_after_a_start_reverse(run: Run) -> None:
    app = make_app(PLAYERS, seed=2, deals=[deal(["R1 G1", "Y1 Y2", "B1 B2"], "RR", dealer=1)])
    async with run(app) as table:
        await table.wait_for(PassScreen)
        assert "Bruno (the dealer) plays first" in squash(await read(table))
        assert table.app.screen.seat == 1  # type: ignore[attr-defined]
