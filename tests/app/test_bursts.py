"""Keys typed faster than the screens change (issue 26): each is applied, in order, to the
screen it was meant for, or refused on that screen's own line, never dropped silently and
never in a pop-up over the hand."""

from __future__ import annotations

from textual import events

from uno_tui.engine import Card, Color
from uno_tui.engine.events import CardPlayed, CardsDrawn, DrawReason
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.dialogs import AnnounceDialog, ColorDialog
from uno_tui.ui.screens import DealerDrawScreen, HandScreen, PassScreen, SetupScreen

from .conftest import Run
from .driver import Table, on_screen, on_terminal
from .scenarios import deal
from .test_bots_ui import my_hand

C = Card.from_code

#: Ana (a person) against Bruno (a computer player, all red): Ana plays first on Red 9,
#: her Wild last in her hand (End selects it).
WILD_LAST = [deal(["R5 R7 W", "R3 R4 R6 R8 R1 R0 R1"], "R9", "G4 G5 G6 G7", dealer=1)]


def vs_bruno() -> UnoApp:
    return make_app(
        ["Ana", "Bruno"],
        seed=5,
        deals=WILD_LAST,
        seats=("human", "cpu-hard"),
        bot_pace=0.0,
        reaction_scale=0.0,
    )


async def burst(table: Table, *keys: str) -> None:
    """Keys as a fast typist (or a paste) sends them: all queued before any is handled."""
    driver = table.app._driver
    assert driver is not None
    for key in keys:
        table.pressed.append(key)
        char = key if len(key) == 1 else {"space": " "}.get(key)
        event = events.Key(key, char)
        event.set_sender(table.app)
        driver.send_message(event)
    await table.settle()
    await table.pilot.pause()  # keys kept for the next screen are handed on after it paints
    await table.settle()


async def test_a_colour_typed_with_the_enter_that_plays_a_wild_names_it(run: Run) -> None:
    app = vs_bruno()
    async with run(app) as table:
        await my_hand(table)
        await burst(table, "end", "enter", "b")
        assert CardPlayed(0, C("W"), Color.BLUE) in table.game.events
        assert not isinstance(table.app.screen, ColorDialog)


async def test_an_enter_too_many_is_refused_on_the_dialogs_own_line(run: Run) -> None:
    app = vs_bruno()
    async with run(app) as table:
        await my_hand(table)
        await burst(table, "end", "enter", "enter")
        assert isinstance(table.app.screen, ColorDialog)
        # (not "press it again": Enter names no colour; the dialog says which keys do)
        said = "Enter does nothing here: answer with one of R, Y, G, B, X."
        assert said in await on_screen(table, lambda text: said in text)
        assert not table.app._notifications  # no pop-up over the hand
        await table.press("g")
        assert CardPlayed(0, C("W"), Color.GREEN) in table.game.events


async def test_a_key_refused_before_the_dialogs_widgets_are_mounted_is_said_after(
    run: Run,
) -> None:
    """Found by CI with Textual's internals off: the Enter came as the colour dialog was
    pushed, before it had made its line, and the refusal crashed the app (NoMatches). The
    refusal is said once the line is there."""
    app = vs_bruno()
    async with run(app) as table:
        await my_hand(table)
        dialog = ColorDialog("Wild", [C("W"), C("R5")])
        app.push_screen(dialog)  # (not awaited: its widgets are not mounted yet)
        said = "Enter came just as the screen changed and was ignored: press it again."
        dialog.refuse(said)
        text = await on_screen(table, lambda text: said in text)
        assert app.is_running and app.screen is dialog
        assert said in text


async def test_an_announcement_refuses_a_key_on_its_own_line(run: Run) -> None:
    app = vs_bruno()
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
        await table.play(C("R7"))  # no UNO: Bruno catches Ana, the table is told
        for _ in range(100):
            if isinstance(table.app.screen, AnnounceDialog):
                break
            await table.pilot.pause(0)
        assert isinstance(table.app.screen, AnnounceDialog)
        table.app.screen._shown_at = None  # as if the key came as it showed
        table.app.key_guard = 10.0
        await table.press("enter")
        assert isinstance(table.app.screen, AnnounceDialog)
        said = "Enter came just as the screen changed"
        assert said in await on_screen(table, lambda text: said in text)
        assert not table.app._notifications
        table.app.key_guard = 0.0
        await table.press("enter")
        await my_hand(table)
        assert isinstance(table.app.screen, HandScreen)
        assert "Enter came just as" not in await on_terminal(table)


async def test_keys_typed_with_the_enter_that_lifts_a_curtain_go_to_the_hand(run: Run) -> None:
    """Hot-seat: ``Enter d`` on Ana's curtain shows her hand and draws (D was meant for
    the hand, not refused by the curtain)."""
    app = make_app(
        ["Ana", "Bruno"], seed=2, deals=[deal(["R5 R7 R2", "G2 Y9 B7"], "R1", "G4 G5", dealer=1)]
    )
    async with run(app) as table:
        await table.wait_for(PassScreen)
        await burst(table, "enter", "d")
        drawn = [e for e in table.game.events if isinstance(e, CardsDrawn)]
        assert drawn == [CardsDrawn(0, 1, 1, DrawReason.CHOICE, (C("G4"),))]
        text = await on_terminal(table, lambda text: "Ana drew a card." in text)
        assert "Ana drew a card." in text
        assert "does nothing here" not in text


async def test_an_enter_too_many_from_setup_is_refused_on_the_dealer_screens_line(
    run: Run,
) -> None:
    app = make_app(seed=4)
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        await burst(table, "enter", "enter")
        await table.wait_for(DealerDrawScreen)
        said = "Enter came just as the screen changed and was ignored: press it again."
        assert said in await on_screen(table, lambda text: said in text)
        assert not table.app._notifications
