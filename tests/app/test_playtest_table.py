"""What the play-test found at a table of computer players (issue 37, item 6), played
through the real screens at 80x24 with NO_COLOR."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card
from uno_tui.engine.events import UnoSaid
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import AnnounceDialog
from uno_tui.ui.screens import HandScreen, RoundOverScreen, ScoreScreen
from uno_tui.ui.widgets.topbar import TopBar

from .conftest import Run
from .driver import Table, until_drawn
from .reading import frame, squash
from .scenarios import deal
from .test_playtest_words import read

C = Card.from_code

pytestmark = pytest.mark.usefixtures("english_after", "no_color")


async def hand_of_ana(table: Table) -> list[str]:
    """Wait through the computers' turns for Ana's hand; the dialogs that asked for Enter
    on the way (pressed)."""
    asked: list[str] = []
    for _ in range(400):
        await table.settle()
        screen = table.app.screen
        if isinstance(screen, AnnounceDialog):
            asked.append(screen.sentence)
            await table.press("enter")
            continue
        if isinstance(screen, HandScreen) and not (screen._busy or screen._done):
            return asked
        await table.pilot.pause(0)
    raise AssertionError(f"no hand for Ana; the screen is {type(table.app.screen).__name__}")


#: Ana (a person) against Bruno and Carla (computers), on Red 9: each of them holds two
#: red cards and says UNO with the first.
TWO_UNO_CALLS = [deal(["R5 G7 G8 Y1 Y2", "R6 R7", "R3 R4"], "R9", "B1 B2 B3 B4", dealer=2)]


@pytest.mark.parametrize("lang", ["en", "pt_PT"])
async def test_computer_players_uno_calls_need_no_enter(run: Run, lang: str) -> None:
    app = make_app(
        ["Ana", "Bruno", "Carla"],
        seed=3,
        deals=TWO_UNO_CALLS,
        seats=("human", "cpu-normal", "cpu-normal"),
        bot_pace=0.0,
        reaction_scale=0.0,
        lang=lang,
    )
    async with run(app) as table:
        assert await hand_of_ana(table) == []
        await table.play(C("R5"))
        asked = await hand_of_ana(table)
        calls = [e.seat for e in table.game.events if isinstance(e, UnoSaid)]
        assert calls == [1, 2]
        assert asked == []  # no Enter for either call
        text = await read(table)
        said = {"en": "said UNO!", "pt_PT": "disse UNO!"}[lang]
        assert f"Bruno {said}" in text and f"Carla {said}" in text, text


#: Bruno deals, Ana plays first on Red 5 and goes out with Red 2: Bruno's G1 G2 G3 are 6
#: points, past the target of 5.
ANA_GOES_OUT = [deal(["R2", "G1 G2 G3"], "R5", dealer=1)]
WON = {
    "en": ("Ana went out with ● Red 2.", "Ana wins the game with 6 points!"),
    "pt_PT": ("Ana ficou sem cartas com 2 ● Vermelho.", "Ana ganha o jogo com 6 pontos!"),
    "pt_BR": ("Ana ficou sem cartas com 2 ● Vermelho.", "Ana vence o jogo com 6 pontos!"),
    "es": ("Ana se quedó sin cartas con 2 ● Rojo.", "¡Ana gana la partida con 6 puntos!"),
}


@pytest.mark.parametrize("lang", list(WON))
async def test_the_winning_card_and_the_winner_stay_until_enter(run: Run, lang: str) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, target=5, deals=ANA_GOES_OUT, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R2"))
        await table.settle()
        assert isinstance(table.app.screen, RoundOverScreen)
        went_out, wins = WON[lang]
        for _ in range(3):  # it stays: no timer takes it away, nor a stray key
            await table.press("x")
            await table.pilot.pause(0.05)
            assert isinstance(table.app.screen, RoundOverScreen)
            text = await read(table)
            assert went_out in text and wins in text, text
        await table.press("enter")
        assert isinstance(table.app.screen, ScoreScreen)
        assert wins in await read(table)


async def test_a_command_line_warning_shows_on_the_first_screen_covering_nothing() -> None:
    """Issue 37: the ``--seed`` warning comes before the game (printed, it was read only
    after quitting), as lines in the first screen's own layout: a pop-up there covered
    the right half of the dealer draw and the first hand for ten seconds. The whole draw
    reads beside it, at 80x24."""
    from uno_tui.engine.events import DealerDrawn
    from uno_tui.ui.screens import DealerDrawScreen

    warning = (
        "uno-tui: warning: --seed on the command line can be read by every user of this "
        "machine (ps); a prompt or a file only you can read keeps it private"
    )
    app = make_app(["Ana", "Bruno", "Carla"], seed=4, notices=[warning])
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause(0.2)
        assert isinstance(app.screen, DealerDrawScreen)
        assert not app._notifications  # no pop-up over the draw
        await until_drawn(pilot)
        lines = frame(app)
        text = squash("\n".join(lines))
        assert squash(warning) in text, text
        drawn = next(e for e in app.session.game.events if isinstance(e, DealerDrawn))
        names = ("Ana", "Bruno", "Carla")
        for seat, card in drawn.rounds[0]:
            row = next(line for line in lines if names[seat] in line and "counts" in line)
            assert f"counts {card.number}" in row, row  # each row whole, to its end
        assert f"{names[drawn.dealer]} deals." in text
        assert "Deal the cards" in text  # the key bar under it
        await pilot.press("enter")  # a key was typed: the warning was read, and goes
        await pilot.pause(0.2)
        await until_drawn(pilot)
        assert squash(warning) not in squash("\n".join(frame(app)))


async def test_a_warning_stays_until_a_key_when_the_first_screen_moves_on_by_itself() -> None:
    """The host's dealer draw moves on by itself after a few seconds: the warning goes
    on to the next screen rather than with it, and leaves at the first key."""
    from textual.widgets import Static

    from uno_tui.ui.screens import DealerDrawScreen

    warning = "uno-tui: warning: --bind: other machines can reach the table"
    app = make_app(["Ana", "Bruno"], seed=4, notices=[warning])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        first = app.screen
        assert isinstance(first, DealerDrawScreen)
        first.hand_over(None)  # (as the hosted draw does when its time is up)
        # The next screen and its notice are drawn a refresh or two later: a busy
        # machine takes longer (the frame is read once it shows the new screen).
        for _ in range(100):
            await pilot.pause(0.02)
            if app.screen is not first and warning in squash("\n".join(frame(app))):
                break
        assert app.screen is not first
        await until_drawn(pilot)
        assert warning in squash("\n".join(frame(app)))
        assert isinstance(app.screen.query_one("#notices"), Static)
        await pilot.press("left")
        for _ in range(100):
            await pilot.pause(0.02)
            if warning not in squash("\n".join(frame(app))):
                break
        await until_drawn(pilot)
        assert warning not in squash("\n".join(frame(app)))
        assert not app.screen.query("#notices")


#: Ana plays first on Red 7; Bruno (a computer) says UNO as he plays one of his two reds
#: and goes out with the other after Ana's next card: the round ends while his UNO's
#: notice is up.
BOT_SAYS_UNO_AND_GOES_OUT = [deal(["R5 R6 G1", "R3 R4"], "R7", dealer=1)]


async def test_a_computer_s_uno_notice_does_not_cover_the_round_s_end(run: Run) -> None:
    """Found in a play-test (a lone player hurrying the computers): the 'UNO!' notice of a
    computer player who went out a moment later sat in the corner over the round's verdict
    line ("Bruno went out with ◆ Green 0. Br▌ UNO!"). Stale then (the seat has gone out),
    it goes as the round's end shows; the call is in the log."""
    app = make_app(
        ["Ana", "Bruno"],
        seed=1,
        deals=BOT_SAYS_UNO_AND_GOES_OUT,
        seats=("human", "cpu-normal"),
        bot_pace=0.0,
        reaction_scale=0.0,
    )
    async with run(app) as table:
        await hand_of_ana(table)
        await table.play(C("R5"))
        await hand_of_ana(table)
        assert any(isinstance(e, UnoSaid) and e.seat == 1 for e in table.game.events)
        assert app._notifications  # Bruno's UNO, in the corner
        await table.play(C("R6"), uno=True)
        for _ in range(50):  # (Ana's own UNO is told in a dialog)
            await table.settle()
            if not isinstance(app.screen, AnnounceDialog):
                break
            await table.press("enter")
        await table.wait_for(RoundOverScreen)
        await table.settle()
        assert not app._notifications, [n.message for n in app._notifications]
        assert "Bruno went out with ● Red 3." in await read(table)


async def test_the_turn_timer_s_tick_on_a_hand_being_taken_down_draws_nothing(run: Run) -> None:
    """Found by CI at a joined terminal: the turn timer's tick (every second, while the
    hand is attached) came as the hand was being taken down, its top bar already gone,
    and the app crashed (NoMatches: TopBar). The tick now draws on whatever bar is there."""
    app = make_app(["Ana", "Bruno"], seed=1, deals=[deal(["R5 R7", "G2 Y9"], "R1", dealer=1)])
    async with run(app) as table:
        await table.next_hand(seat=0)
        screen = app.screen
        assert isinstance(screen, HandScreen)
        await screen.query_one(TopBar).remove()
        screen._show_title(screen.view)  # what the tick calls
        await table.settle()
        assert app.screen is screen and app.return_code is None
