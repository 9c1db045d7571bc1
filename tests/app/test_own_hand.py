"""Your own hand while others play (issue 37, item 3): read-only on the screen a lone
person waits on while the computer players take their turns, in every language with
NO_COLOR; never on a hot-seat table's screen where another person sits. (A joined
terminal's: ``tests/net/test_own_hand_joined.py``.)"""

from __future__ import annotations

import pytest

from uno_tui.engine import Card
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.screens import HandScreen, WatchScreen
from uno_tui.ui.screens.ownhand import OwnHand
from uno_tui.ui.widgets import CardView

from .conftest import Run
from .driver import Table, screen_text, until_drawn
from .scenarios import deal

C = Card.from_code

#: The frame's words, in each language: Ana's two cards left, read only.
SAID = {
    "en": ("Ana — your cards · 2 cards", "Read only: you play when your turn comes"),
    "pt_PT": ("Ana — as tuas cartas · 2 cartas", "Só para ver: jogas quando chegar a tua vez"),
    "pt_BR": ("Ana — suas cartas · 2 cartas", "Só para ver: você joga quando chegar a sua vez"),
    "es": ("Ana — tus cartas · 2 cartas", "Solo para mirar: juegas cuando llegue tu turno"),
}

#: Bruno deals, so Ana plays first on Red 9; Bruno's cards are all red.
ANA_FIRST = [deal(["R5 R7 G2", "R3 R4 R6 R8 R1 R0 R1"], "R9", "G4 G5 G6 G7 Y1 Y2", dealer=1)]


def solo(lang: str = "en", **kwargs: object) -> UnoApp:
    """Ana against Bruno, a computer player whose move stays on show a long while (the
    watch screen stays up for the test to read: it never waits on the clock)."""
    return make_app(
        ["Ana", "Bruno"],
        seed=5,
        deals=ANA_FIRST,
        seats=("human", "cpu-normal"),
        bot_pace=60.0,
        reaction_scale=0.0,
        lang=lang,
        **kwargs,  # type: ignore[arg-type]
    )


async def watching(table: Table) -> WatchScreen:
    await table.wait_for(HandScreen)
    await table.play(C("R5"))
    for _ in range(100):
        screen = table.app.screen
        if isinstance(screen, WatchScreen) and screen.query_one(OwnHand).display:
            return screen
        await table.pilot.pause(0.01)
    raise AssertionError(f"no hand on the watch screen: {type(table.app.screen).__name__}")


@pytest.mark.parametrize("lang", list(SAID))
async def test_a_lone_person_sees_their_own_hand_read_only_while_the_computers_play(
    run: Run, lang: str, english_after: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = solo(lang)
    async with run(app) as table:
        screen = await watching(table)
        assert table.game.current == 1  # Bruno's turn
        await until_drawn(table.pilot)
        text = " ".join(screen_text(screen).split())
        for words in SAID[lang]:
            assert words in text, text
        hand = screen.query_one(OwnHand)
        shown = [v for v in hand.query(CardView)]
        assert sorted(v.card for v in shown) == sorted(table.game.hands[0])
        # Nothing there plays: no card is playable, none is chosen, none takes the focus.
        assert not any(v.playable or v.selected for v in shown)
        assert app.focused is None or app.focused not in shown


async def test_a_key_on_the_watch_screen_never_plays_from_the_hand_shown(run: Run) -> None:
    """Enter on the hand shown during Bruno's turn hurries him; it plays nothing of Ana's
    (the key guard holds it back on her own hand, issue 33)."""
    app = solo()
    async with run(app) as table:
        screen = await watching(table)
        before = list(table.game.hands[0])
        card = screen.query_one(OwnHand).query(CardView).first()
        await table.pilot.click(card)  # a click on a card shown plays nothing either
        await table.settle()
        assert sorted(table.game.hands[0]) == sorted(before) and table.game.current == 1
        await table.press("enter")
        for _ in range(100):
            if isinstance(app.screen, HandScreen):
                break
            await table.pilot.pause(0.01)
        assert sorted(table.game.hands[0]) == sorted(before)


async def test_no_hand_on_the_watch_screen_where_two_people_share_the_keyboard(
    run: Run,
) -> None:
    """Ana and Bruno share the keyboard: while Carla (a computer) plays, neither hand is
    on the public table."""
    app = make_app(
        ["Ana", "Bruno", "Carla"],
        seed=5,
        deals=[deal(["R5 R7 G2", "R3 B4 B6", "R8 R1 R0 R1"], "R9", dealer=0)],
        seats=("human", "human", "cpu-normal"),
        bot_pace=60.0,
        reaction_scale=0.0,
    )
    async with run(app) as table:
        await table.next_hand(seat=1)
        await table.play(C("R3"))
        for _ in range(100):
            if isinstance(app.screen, WatchScreen):
                break
            await table.pilot.pause(0.01)
        screen = app.screen
        assert isinstance(screen, WatchScreen) and table.game.current == 2
        await table.pilot.pause(0.05)
        assert not screen.query_one(OwnHand).display
        faces = [v for v in screen.query(CardView) if v.id != "top-card"]
        assert not faces
        await until_drawn(table.pilot)
        assert "your cards" not in screen_text(screen)
