"""Issue 37: a joined terminal shows the round's end as every table does, the winning card
on the pile and who went out with it, until Enter; then the score sheet. Its host deals on
without waiting for that Enter: the screen then keeps the round's end on show and says the
game went on, and no key typed for it lands in the next round's decision.

Bruno deals; Ana (the joined seat) plays R5 saying UNO, Bruno (a computer) has nothing red
and keeps the G4 he draws, Ana goes out with R7."""

from __future__ import annotations

import pytest
from app.driver import visible_text
from app.scenarios import deal

from uno_tui.engine import NextRound, Phase
from uno_tui.ui.screens.hand import HandScreen
from uno_tui.ui.screens.roundover import RoundOverScreen
from uno_tui.ui.screens.scores import ScoreScreen, SheetMode

from .test_client_app import joined, until_shown
from .threaded import HostThread

DEALS = [
    deal(["R5 R7", "G2 Y9 B7 G3"], "R1", "G4 G5 G6", dealer=1),
    deal(["B1 B2 B3", "G7 G8 G9"], "B5", "Y1 Y2 Y3 Y4"),
]


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def host() -> HostThread:
    return HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], deals=DEALS)


async def go_out(app: object, table: object) -> None:
    """Ana's two turns: R5 with UNO, then R7 (out)."""
    for keys in (("u", "enter"), ("enter",)):
        await until_shown(
            table,  # type: ignore[arg-type]
            lambda: (
                isinstance(app.screen, HandScreen)  # type: ignore[attr-defined]
                and not app.screen._done  # type: ignore[attr-defined]
                and app.view(0).current == 0  # type: ignore[attr-defined]
            ),
        )
        await table.press(*keys)  # type: ignore[attr-defined]


def text(app: object) -> str:
    """The screen's words, the boxes' sides left out (a sentence may wrap in its box)."""
    return " ".join(visible_text(app).replace("│", " ").split())  # type: ignore[arg-type]


async def test_a_joined_terminal_shows_the_winning_card_before_the_score_sheet() -> None:
    async with joined(host(), key_guard=0.0) as (app, table):
        await go_out(app, table)
        await until_shown(table, lambda: isinstance(app.screen, RoundOverScreen))
        shown = text(app)
        assert "Ana went out with ● Red 7." in shown
        assert "Press Enter for the score sheet." in shown
        await table.press("enter")
        await until_shown(table, lambda: isinstance(app.screen, ScoreScreen))
        screen = app.screen
        assert isinstance(screen, ScoreScreen) and screen.mode is SheetMode.VIEW
        assert "Round 1 — Ana went out and scores" in text(app)


DEALT = {
    "en": ("The host has dealt round 2.", "Ana went out with ● Red 7.", "■ Blue 5"),
    "pt_PT": ("O anfitrião deu as cartas da ronda 2.", "Ana ficou sem cartas", "■ Azul 5"),
    "pt_BR": ("O anfitrião distribuiu as cartas da rodada 2.", "Ana ficou sem cartas", "■ Azul 5"),
    "es": ("El anfitrión ha repartido la ronda 2.", "Ana se quedó sin cartas", "■ Azul 5"),
}


YOUR_TURN = {
    "en": "It is your turn.",
    "pt_PT": "É a tua vez.",
    "pt_BR": "É a sua vez.",
    "es": "Es tu turno.",
}


ROUND_1 = {
    "en": "Round 1 — Ana went out and scores 25 points.",
    "pt_PT": "Ronda 1 — Ana ficou sem cartas e marca 25 pontos.",
    "pt_BR": "Rodada 1 — Ana ficou sem cartas e marca 25 pontos.",
    "es": "Ronda 1 — Ana se quedó sin cartas y suma 25 puntos.",
}


@pytest.mark.parametrize("lang", sorted(DEALT))
async def test_the_host_deals_on_while_the_round_over_shows_and_no_key_leaks(lang: str) -> None:
    dealt, went_out, next_top = DEALT[lang]
    thread = host()
    async with joined(thread, key_guard=0.0, lang=lang) as (app, table):
        await go_out(app, table)
        await until_shown(table, lambda: isinstance(app.screen, RoundOverScreen))
        # The host's keyboard deals round 2 without waiting for Ana.
        thread.run(lambda: thread.conductor.submit(None, NextRound()))
        await until_shown(table, lambda: dealt in text(app))
        shown = text(app)
        assert went_out in shown  # the round's end stays on show…
        assert next_top not in shown  # …not round 2's first card, nor its log
        # Bruno (a computer) plays at once: the game comes to wait for Ana, and the
        # screen says so.
        await until_shown(table, lambda: app.view(0).current == 0)
        await until_shown(table, lambda: YOUR_TURN[lang] in text(app))
        game = thread.session.game
        assert game is not None

        def anas() -> int:
            return sum(1 for a in game.actions if getattr(a, "seat", None) == 0)

        before = thread.run(anas)
        # Enter (for the score sheet) pressed twice: the second lands on the sheet, which
        # takes it and does nothing; the sheet goes back to the game with S.
        await table.press("enter", "enter")
        await until_shown(table, lambda: isinstance(app.screen, ScoreScreen))
        # The sheet is round 1's, though round 2 is under way (it said "Round 2 is being
        # played." and not who went out, in a play-test over ssh).
        assert ROUND_1[lang] in text(app)
        await table.press("s")
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))
        await table.settle()
        assert thread.run(anas) == before  # Ana played nothing
        assert thread.run(lambda: game.phase) is Phase.TURN


BACK = {
    "en": "S, X or Esc goes back to the game.",
    "pt_PT": "S, X ou Esc volta ao jogo.",
    "pt_BR": "S, X ou Esc volta ao jogo.",
    "es": "S, X o Esc vuelve a la partida.",
}


@pytest.mark.parametrize("lang", sorted(YOUR_TURN))
async def test_the_score_sheet_says_when_the_next_round_waits_for_its_player(lang: str) -> None:
    """Played over ssh: Bruno read round 1's sheet while his host dealt round 2, whose
    first turn was his; the sheet (taller than 24 lines, its hint scrolled out of sight)
    said nothing and his turn timed out. Its bottom edge now says it is his turn."""
    thread = host()
    async with joined(thread, key_guard=0.0, lang=lang) as (app, table):
        await go_out(app, table)
        await until_shown(table, lambda: isinstance(app.screen, RoundOverScreen))
        await table.press("enter")
        await until_shown(table, lambda: isinstance(app.screen, ScoreScreen))
        assert YOUR_TURN[lang] not in text(app)  # round 1 is over: nobody's turn yet
        thread.run(lambda: thread.conductor.submit(None, NextRound()))
        await until_shown(table, lambda: app.view(0).current == 0 and app.view(0).round == 2)
        await until_shown(table, lambda: YOUR_TURN[lang] in text(app))
        last = visible_text(app).splitlines()[-2]  # the sheet's bottom edge, above the keys
        assert YOUR_TURN[lang] in last and BACK[lang] in last
        assert isinstance(app.screen, ScoreScreen)  # the sheet stays until S
        await table.press("s")
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))


async def test_the_score_sheet_gives_way_when_the_host_closes_the_table() -> None:
    """Played over ssh: the host closed the table while Bruno read round 1's sheet; it
    stayed, saying nothing, until he pressed S. The lost screen now comes by itself."""
    from uno_tui.ui.hosted.screens import LostScreen

    thread = host()
    async with joined(thread, key_guard=0.0) as (app, table):
        await go_out(app, table)
        await until_shown(table, lambda: isinstance(app.screen, RoundOverScreen))
        await table.press("enter")
        await until_shown(table, lambda: isinstance(app.screen, ScoreScreen))
        thread.call(thread.host.close())  # the host's Q
        await until_shown(table, lambda: isinstance(app.screen, LostScreen))
        await until_shown(table, lambda: "The host closed the table." in text(app))


async def test_a_sheet_opened_from_the_hand_gives_way_to_the_lost_screen_too() -> None:
    """S from the hand, then the host closes the table: the sheet goes, and the hand
    under it (which cannot be played without the host) with it."""
    from uno_tui.ui.hosted.screens import LostScreen

    thread = host()
    async with joined(thread, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))
        await table.press("s")
        await until_shown(table, lambda: isinstance(app.screen, ScoreScreen))
        thread.call(thread.host.close())
        await until_shown(table, lambda: isinstance(app.screen, LostScreen))
        await until_shown(table, lambda: "The host closed the table." in text(app))
