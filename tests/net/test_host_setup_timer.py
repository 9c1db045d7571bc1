"""The turn timer in the hosted setup (issue 37 item 2: ``host --turn-time``, "also in the
hosted setup"): a row of its own, off unless a number of seconds is typed, a value out of
range refused in words on the form (never a crash), the time given on the command line
filled in, all by keys, at 80x24 with NO_COLOR in each language."""

from __future__ import annotations

import pytest
from app.driver import Table, until_drawn, visible_text

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from uno_tui.table.options import AppOptions
from uno_tui.ui.hosted.hostapp import HostApp
from uno_tui.ui.screens import DealerDrawScreen, SetupScreen

from .test_host_setup import a_host, squash

#: The row's label and hint, and the words of a value out of range, in each language.
WORDS = {
    "en": (
        "Turn time",
        "seconds a decision, 5 to 600",
        "The turn time is a whole number of seconds from 5 to 600; empty, there is no timer.",
    ),
    "pt_PT": (
        "Tempo por jogada",
        "segundos por decisão, de 5 a 600",
        "O tempo por jogada é um número inteiro de segundos, de 5 a 600; vazio, não há "
        "limite de tempo.",
    ),
    "pt_BR": (
        "Tempo por jogada",
        "segundos por decisão, de 5 a 600",
        "O tempo por jogada é um número inteiro de segundos, de 5 a 600; vazio, não há "
        "limite de tempo.",
    ),
    "es": (
        "Tiempo por turno",
        "segundos por decisión, de 5 a 600",
        "El tiempo por turno es un número entero de segundos, de 5 a 600; vacío, no hay "
        "límite de tiempo.",
    ),
}


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def to_turn_time(table: Table) -> None:
    """From the first name, down the form to the turn time (names, buttons, points)."""
    for _ in range(10):
        focused = table.app.screen.focused
        if focused is not None and focused.id == "turn-time":
            return
        await table.press("down")
    raise AssertionError("the turn time is not on the form's way down")


def screen_words(app: HostApp) -> str:
    """The screen on top's words (not the backdrop's under it)."""
    return squash(visible_text(app).split("=====")[-1])


@pytest.mark.parametrize("lang", list(WORDS))
async def test_the_hosted_setup_sets_the_turn_time_and_refuses_one_out_of_range(
    lang: str,
) -> None:
    label, hint, refused = WORDS[lang]
    app, _port = a_host(AppOptions(seed=3, lang=lang))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await table.settle()
            assert isinstance(app.screen, SetupScreen)
            await until_drawn(pilot)
            text = screen_words(app)
            assert f"{label} " in text and hint in text  # the whole row, in 80 columns
            await table.press("down", *["ctrl+t"] * 4)  # Bruno's seat: open
            await to_turn_time(table)
            for typed in ("700", "3"):
                await table.press("ctrl+u", *typed, "enter")
                for _ in range(50):  # (its second line comes with the next layout)
                    if refused in screen_words(app):
                        break
                    await table.pilot.pause(0.01)
                assert refused in screen_words(app), screen_words(app)
                assert isinstance(app.screen, SetupScreen) and app.session.game is None
                assert app.return_code is None
            # The Start button is still on the screen under the lines that say why.
            start = {"en": "Start the game", "es": "Empezar la partida"}
            assert f"{refused} {start.get(lang, 'Começar o jogo')} ⏎" in screen_words(app)
            await table.press("ctrl+u", *"30", "enter")
            await table.wait_for(DealerDrawScreen)
            assert app.conductor.turns.seconds == 30.0
    finally:
        app.sock.close()


@pytest.mark.parametrize(("given", "shown"), [(0.0, "Off"), (45.0, "45")])
async def test_the_form_starts_with_no_timer_or_the_one_given_on_the_command_line(
    given: float, shown: str
) -> None:
    app, _port = a_host(AppOptions(seed=3))
    app.conductor.turns.seconds = given  # (``host --turn-time 45``, as ``cli.hosted`` sets it)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await until_drawn(pilot)
            assert f"Turn time {shown} seconds a decision" in screen_words(app)
            await table.press("down", *["ctrl+t"] * 4, "enter")
            await table.wait_for(DealerDrawScreen)
            assert app.conductor.turns.seconds == given
    finally:
        app.sock.close()
