"""The setup form takes keys in the order they are typed, however fast (issue 26): a
burst ``Ana`` Down ``Bruno`` names two players, ``^N`` then ``Carla`` names the new one,
and names can be pasted, one or several (one a line)."""

from __future__ import annotations

from textual import events
from textual.widgets import Input

from uno_tui.ui.app import make_app
from uno_tui.ui.screens import SetupScreen

from .conftest import Run
from .driver import screen_text, until_drawn
from .test_bursts import burst


def names(table_screen: object) -> list[str]:
    assert isinstance(table_screen, SetupScreen)
    return [field.value for field in table_screen._inputs()]


async def test_a_burst_of_names_and_down_fills_each_field(run: Run) -> None:
    async with run(make_app()) as table:
        await table.wait_for(SetupScreen)
        await burst(table, *"Ana", "down", *"Bruno")
        assert names(table.app.screen) == ["Ana", "Bruno"]
        await burst(table, "ctrl+n", *"Carla")
        assert names(table.app.screen) == ["Ana", "Bruno", "Carla"]
        await burst(table, "up", "up", *"Eva")
        assert names(table.app.screen) == ["Eva", "Bruno", "Carla"]
        await until_drawn(table.pilot)
        text = screen_text(table.app.screen)
        assert "Eva" in text and "Bruno" in text and "Carla" in text


async def test_names_can_be_pasted_one_or_several(run: Run) -> None:
    async with run(make_app()) as table:
        await table.wait_for(SetupScreen)
        screen = table.app.screen
        field = screen.query_one("#name-0", Input)
        field.value = ""
        field.post_message(events.Paste("Ana"))
        await table.settle()
        assert names(screen) == ["Ana", "Player 2"]
        field.post_message(events.Paste("Bia\nBruno\r\nCarla\n"))
        await table.settle()
        await table.pilot.pause()
        assert names(screen) == ["Bia", "Bruno", "Carla"]
        # A line a field refuses (a control character) leaves that field as it was.
        field.post_message(events.Paste("Duda\nE\x1b]0;x\x07va"))
        await table.settle()
        assert names(screen) == ["Duda", "Bruno", "Carla"]
        await table.press("enter")
        assert table.app.session.players == ("Duda", "Bruno", "Carla")


async def test_a_fields_own_editing_keys_typed_fast_stay_in_that_field(run: Run) -> None:
    """``^U Ana`` Tab, typed at once, clears and names the first field and leaves the
    second's name alone: an editing key (^U, Backspace, ^T for the row's kind) belongs to
    the field it was typed in, not to the one a later key moved to before it was handled."""
    async with run(make_app()) as table:
        await table.wait_for(SetupScreen)
        await burst(table, "ctrl+u", *"Ana", "tab")
        assert names(table.app.screen) == ["Ana", "Player 2"]
        await burst(table, "ctrl+u", *"Bruno", "backspace", "ctrl+t", "up")
        assert names(table.app.screen) == ["Ana", "Brun"]
        await until_drawn(table.pilot)
        text = screen_text(table.app.screen)
        assert "Ana" in text and "Brun " in text and "Player 2" not in text
        rows = [line for line in text.splitlines() if "Ana" in line or "Brun" in line]
        assert "Person" in rows[0] and "Computer" in rows[1], rows
