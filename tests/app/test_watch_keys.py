"""The keys of the screen that watches the computer players (found in tmux): any key
hurries them, but U, pressed there to say one's own forgotten UNO, hurried Bruno first,
whose reaction caught Ana before her UNO was heard. A key of the screen's own now does
what it says before any computer player moves; in each language, with NO_COLOR."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card
from uno_tui.engine.events import UnoCaught, UnoSaid
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.dialogs import AnnounceDialog
from uno_tui.ui.screens import WatchScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame
from .test_bots_ui import ANA_VS_BRUNO, my_hand

C = Card.from_code

pytestmark = pytest.mark.usefixtures("english_after")


def ana_vs_bruno(lang: str, pace: float, reaction: float = 1.0) -> UnoApp:
    """Ana against Bruno, a hard computer player who shows each move ``pace`` seconds."""
    return make_app(
        ["Ana", "Bruno"],
        seed=5,
        deals=ANA_VS_BRUNO,
        seats=("human", "cpu-hard"),
        bot_pace=pace,
        reaction_scale=reaction,
        lang=lang,
    )


#: The table's announcement of Ana's late UNO.
LATE = {
    "en": "Ana said UNO — late, but before anyone caught it. No penalty.",
    "pt_PT": "Ana disse UNO — tarde, mas antes de alguém dar por isso. Sem penalização.",
    "pt_BR": "Ana disse UNO — atrasado, mas antes que alguém percebesse. Sem penalidade.",
    "es": "Ana dijo UNO — tarde, pero antes de que nadie se diera cuenta. Sin castigo.",
}


@pytest.mark.parametrize("lang", list(LATE))
async def test_u_while_a_computer_player_thinks_says_the_uno_before_it_moves(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    # Bruno takes his time, to move and to react: U comes while he thinks.
    app = ana_vs_bruno(lang, pace=5.0, reaction=5.0)
    async with run(app) as table:
        game = table.game
        await my_hand(table)
        await table.play(C("R5"))
        for _i in range(20):  # (Bruno's move, without waiting for his pace)
            app.conductor.hurry()
            await table.pilot.pause(0)
        await my_hand(table)
        await table.play(C("R7"))  # next to last, without UNO
        for _i in range(50):
            if isinstance(app.screen, WatchScreen):
                break
            await table.pilot.pause(0)
        assert isinstance(app.screen, WatchScreen) and game.uno_window == 0
        await table.press("u")
        await table.settle()
        assert UnoSaid(0, late=True) in game.events
        assert not any(isinstance(event, UnoCaught) for event in game.events)
        assert isinstance(app.screen, AnnounceDialog)
        await until_drawn(table.pilot)
        words = " ".join(" ".join(line.strip(" │┃▌") for line in frame(app)).split())
        assert LATE[lang] in words, words


#: The watch screen's title while Bruno, a computer player, plays: Enter hurries him.
TITLE = {
    "en": "Bruno (computer) is playing… Enter hurries.",
    "pt_PT": "Bruno (computador) está a jogar… Enter apressa.",
    "pt_BR": "Bruno (computador) está jogando… Enter acelera.",
    "es": "Bruno (máquina) está jugando… Enter acelera.",
}


@pytest.mark.parametrize("lang", list(TITLE))
async def test_the_title_says_enter_hurries_and_it_does(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not "any key hurries": C, U, S, L, ? and Q now do what they say there."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = ana_vs_bruno(lang, pace=60.0)
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await table.wait_for(WatchScreen)
        await until_drawn(table.pilot)
        assert TITLE[lang] in "\n".join(frame(app))
        await table.press("enter")
        await my_hand(table)
        assert [type(a).__name__ for a in table.game.actions] == ["Play", "Play"]
