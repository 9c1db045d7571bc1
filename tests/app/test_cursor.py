"""The terminal's own cursor sits on what the eyes are on (issue 35): screen readers and
braille displays follow it. The chosen card of a hand, a dialog's button, the focused
field or button of the setup form, the highlighted saved game, the score sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Offset, Region
from textual.screen import Screen
from textual.widgets import Button, Input, Static

from uno_tui.engine import Card
from uno_tui.table.saves import SaveStore
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ColorDialog, DrewDialog, QuitDialog
from uno_tui.ui.screens import HandScreen, PassScreen, ScoreScreen, SetupScreen
from uno_tui.ui.screens.resume import ResumeScreen
from uno_tui.ui.widgets import HandRow

from .conftest import Run
from .driver import Table, screen_text
from .scenarios import deal
from .test_saved_games import saved

C = Card.from_code


async def cursor_in(table: Table, region: Region) -> bool:
    """Whether the cursor is (or comes, once the screen is laid out) in ``region``."""
    for _ in range(100):
        if region.contains_point(table.app.cursor_position):
            return True
        await table.pilot.pause(0.01)
    return False


def chosen_card_region(screen: HandScreen) -> Region:
    view = screen.query_one(HandRow).selected_view
    assert view is not None
    return view.region


async def test_the_cursor_follows_the_chosen_card(run: Run) -> None:
    deals = [deal(["R7 G2 B3 Y4 R1", "R2 G4 Y1 B5 B6", "B2 B3 B4 G7 G8"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        screen = table.app.screen
        assert isinstance(screen, HandScreen)
        seen: list[Offset] = []
        for key in ("right", "right", "left", "end", "home"):
            await table.press(key)
            region = chosen_card_region(screen)
            assert await cursor_in(table, region), (key, region)
            seen.append(table.app.cursor_position)
        assert len(set(seen)) >= 3  # it moved with the card
        # The colour word of a big card: the line a braille display shows says the card.
        assert table.app.cursor_position == chosen_card_region(screen).offset + Offset(1, 1)


async def test_the_cursor_sits_on_a_dialogs_button(run: Run) -> None:
    deals = [deal(["W R7 G2", "R1 G4 Y1", "B2 B3 B4"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("end", "enter")
        dialog = table.app.screen
        assert isinstance(dialog, ColorDialog)
        buttons = list(dialog.query(Button))
        assert await cursor_in(table, buttons[0].region)
        await table.press("tab", "tab")
        focused = dialog.focused
        assert isinstance(focused, Button) and focused is not buttons[0]
        assert await cursor_in(table, focused.region)
        await table.press("escape")
        await table.press("q")
        assert isinstance(table.app.screen, QuitDialog)
        yes = table.app.screen.query(Button).first()
        assert await cursor_in(table, yes.region)


async def test_the_cursor_on_the_setup_form(run: Run) -> None:
    app = make_app()
    async with run(app) as table:
        screen = table.app.screen
        assert isinstance(screen, SetupScreen)
        for key in ("down", "down", "up"):
            await table.press(key)
            focused = screen.focused
            assert focused is not None
            assert await cursor_in(table, focused.region), focused
            assert isinstance(focused, Input | Button)


#: The table in one line after Ana's Red 7 on the Red 5, each language.
TABLE_LINE = {
    "en": "On top: ● Red 7. Colour in play: ● Red. Ana 4 cards, Bruno 5 cards, Carla 5 cards. "
    "Play goes clockwise. Bruno to play.",
    "pt_PT": "No topo: 7 ● Vermelho. Cor em jogo: ● Vermelho. Ana 4 cartas, Bruno 5 cartas, "
    "Carla 5 cartas. O jogo segue no sentido horário. Joga Bruno.",
    "pt_BR": "No topo: 7 ● Vermelho. Cor em jogo: ● Vermelho. Ana 4 cartas, Bruno 5 cartas, "
    "Carla 5 cartas. O jogo segue no sentido horário. Vez de Bruno.",
    "es": "Arriba: 7 ● Rojo. Color en juego: ● Rojo. Ana 4 cartas, Bruno 5 cartas, Carla 5 "
    "cartas. El juego va en sentido horario. Juega Bruno.",
}


def said(screen: Screen[object]) -> str:
    """What the screen's own line says (the hand's reason line, another screen's line)."""
    lines = [
        str(line.content)
        for line in screen.query(Static)
        if line.id in ("reason", "curtain-catch") or line.has_class("refusal")
    ]
    return " ".join(" ".join(lines).split())


@pytest.mark.parametrize("lang", list(TABLE_LINE))
async def test_t_says_the_table_in_one_line(run: Run, lang: str, english_after: None) -> None:
    deals = [deal(["R7 G2 B3 Y4 R1", "R2 G4 Y1 B5 B6", "B2 B3 B4 G7 G8"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        hand = table.app.screen
        assert isinstance(hand, HandScreen)
        await table.press("t")  # on the hand: the table before Ana plays
        first = TABLE_LINE[lang].split(".")[0].replace("7", "5")  # (the Red 5 on top)
        assert said(hand).startswith(first + "."), said(hand)
        cards = list(hand.query_one(HandRow).cards)
        await table.press("home", *["right"] * cards.index(C("R7")), "enter")
        assert not isinstance(table.app.screen, HandScreen)  # the pass screen to Bruno
        await table.press("t")
        assert said(table.app.screen) == TABLE_LINE[lang]


async def test_the_cursor_on_the_highlighted_saved_game(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    saved(store, ("Ana", "Bruno"))
    saved(store, ("Carla", "Duda"), seed=5)
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        screen = table.app.screen
        assert isinstance(screen, ResumeScreen)
        lines: list[str] = []
        for key in ("", "down", "down", "up"):
            if key:
                await table.press(key)
            for _ in range(100):  # (once the list is laid out)
                row = table.app.cursor_position.y
                line = screen_text(screen).splitlines()[row]
                if "▶" in line:
                    break
                await table.pilot.pause(0.01)
            assert "▶" in line, (key, line)  # the highlighted game's first line
            assert line.index("▶") >= table.app.cursor_position.x - 1
            lines.append(line)
        assert "Carla" in lines[0] and "Ana" in lines[1] and "Ana" not in lines[2]
        assert lines[3] == lines[1]


async def test_the_cursor_on_the_score_sheet(run: Run) -> None:
    deals = [deal(["R7 G2 B3 Y4 R1", "R2 G4 Y1 B5 B6", "B2 B3 B4 G7 G8"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("s")
        sheet = table.app.screen
        assert isinstance(sheet, ScoreScreen)
        first = sheet.query_one("#round-result")
        assert await cursor_in(table, first.region)


@pytest.mark.parametrize("shown", [True, False])
async def test_show_cursor_shows_the_terminals_cursor(
    run: Run, shown: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--show-cursor``: the app tells the terminal to show its cursor as it starts
    (Textual hides it)."""
    import uno_tui.ui.appkeys as appkeys

    written: list[str] = []
    monkeypatch.setattr(appkeys, "write_to_terminal", lambda _app, text: written.append(text))
    monkeypatch.setenv("UNO_TUI_SHOW_CURSOR", "1" if shown else "")
    async with run(make_app()):
        pass
    assert written == (["\x1b[?25h"] if shown else [])


async def test_the_cursor_on_a_curtains_title(run: Run) -> None:
    """The curtain: "Pass the keyboard to Bruno" is the line the cursor is on."""
    deals = [deal(["R7 G2 B3 Y4 R1", "R2 G4 Y1 B5 B6", "B2 B3 B4 G7 G8"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("d")  # Ana draws (and keeps it, or passes): Bruno's curtain next
        for _ in range(3):
            if isinstance(table.app.screen, PassScreen):
                break
            await table.press("k")
        curtain = table.app.screen
        assert isinstance(curtain, PassScreen)
        title = curtain.query_one("#curtain-title")
        assert "Bruno" in str(title.render()).upper() or "BRUNO" in str(title.render())
        assert await cursor_in(table, title.region)


async def test_t_in_a_dialog_says_the_table_on_the_dialogs_line(run: Run) -> None:
    """A dialog hides the app's keys (Textual's modal screens): T is each dialog's too."""
    deals = [deal(["W R7 G2", "R1 G4 Y1", "B2 B3 B4"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("end", "enter", "t")
        dialog = table.app.screen
        assert isinstance(dialog, ColorDialog)
        line = dialog.query_one("#color-reason", Static)
        assert line.display
        assert " ".join(str(line.content).split()) == (
            "On top: ● Red 5. Colour in play: ● Red. Ana 3 cards, Bruno 3 cards, Carla 3 cards. "
            "Play goes clockwise. Ana to play."
        )


async def test_the_cursor_on_a_dialog_without_buttons(run: Run) -> None:
    """The card drawn cannot be played: the dialog says so, and the cursor is on its box."""
    from .shots import NOTHING

    app = make_app(["Ana", "Bruno"], seed=2, deals=NOTHING)
    async with run(app) as table:
        await table.press("enter", "d")
        dialog = table.app.screen
        assert isinstance(dialog, DrewDialog)
        assert not list(dialog.query(Button))
        box = dialog.query_one("#dialog")
        assert await cursor_in(table, box.region)
        assert table.app.cursor_position.y > box.region.y  # inside, on its first line


async def test_the_cursor_on_the_logs_newest_sentence() -> None:
    """While others play (the public table), the cursor is on the newest event, the line a
    reader reads next: the log's last sentence, however many lines it wraps to."""
    from textual.app import App, ComposeResult

    from uno_tui.ui.cursor import place_cursor
    from uno_tui.ui.widgets import EventLog

    class LogApp(App[None]):
        def compose(self) -> ComposeResult:
            yield EventLog(id="log")

        def on_mount(self) -> None:
            self.screen.CURSOR_AT = "#log"  # type: ignore[attr-defined]

    app = LogApp()
    async with app.run_test(size=(30, 6)) as pilot:
        log = app.query_one(EventLog)
        for sentences, line in (
            (["Ana played Red 7."], 0),
            (["Ana played Red 7.", "Bruno played Red 2."], 1),
            (["Ana played Red 7.", "Bruno drew a card and kept it, then said UNO."], 1),
            ([f"Event {i}." for i in range(10)], 5),
        ):
            log.show(sentences)
            await pilot.pause()
            place_cursor(app)
            assert app.cursor_position == Offset(0, line), (sentences, app.cursor_position)
