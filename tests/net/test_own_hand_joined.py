"""Your own hand while others play, at a joined terminal (issue 37, item 3): the table it
waits on shows its own seat's cards, read-only, from its own seat's view; never another
seat's, and nothing there plays."""

from __future__ import annotations

import pytest
from app.driver import until_drawn, visible_text
from app.scenarios import deal

from uno_tui.ui.hosted.screens import RemoteTableScreen
from uno_tui.ui.screens.ownhand import OwnHand
from uno_tui.ui.widgets import CardView

from .test_client_app import joined, until_shown
from .threaded import HostThread

SAID = {
    "en": (
        "Ana — your cards · 3 cards",
        "Read only: you play when your turn comes",
        "Bruno's seat is open: waiting for someone to join.",
    ),
    "pt_PT": (
        "Ana — as tuas cartas · 3 cartas",
        "Só para ver: jogas quando chegar a tua vez",
        "O lugar de Bruno está livre: à espera de que alguém entre.",
    ),
    "pt_BR": (
        "Ana — suas cartas · 3 cartas",
        "Só para ver: você joga quando chegar a sua vez",
        "O lugar de Bruno está livre: esperando alguém entrar.",
    ),
    "es": (
        "Ana — tus cartas · 3 cartas",
        "Solo para mirar: juegas cuando llegue tu turno",
        "El puesto de Bruno está libre: esperando a que alguien se una.",
    ),
}


@pytest.mark.parametrize("lang", list(SAID))
async def test_a_joined_terminal_shows_its_own_hand_while_another_seat_decides(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ana deals, so Bruno (at a terminal that never joins) decides first: Ana's terminal
    waits on the public table, with her three cards under it and none of Bruno's; Bruno's
    seat, which nobody took, is open (issue 37.4), not waited for to come back."""
    monkeypatch.setenv("NO_COLOR", "1")
    host = HostThread(
        ("Ana", "Bruno"),
        ("human", "human"),
        [0, 1],
        deals=[deal(["R5 R7 G2", "B3 B4 Y6 Y8"], "R9", dealer=0)],
    )
    async with joined(host, key_guard=0.0, lang=lang) as (app, table):
        await until_shown(
            table,
            lambda: (
                isinstance(app.screen, RemoteTableScreen) and app.screen.query_one(OwnHand).display
            ),
        )
        screen = app.screen
        await until_drawn(table.pilot)
        text = " ".join(visible_text(app).split())
        for words in SAID[lang]:
            assert words in text, text
        shown = [v for v in screen.query_one(OwnHand).query(CardView)]
        assert sorted(v.card.code for v in shown) == ["G2", "R5", "R7"]
        assert not any(v.playable or v.selected for v in shown)
        faces = {v.card.code for v in screen.query(CardView) if v.id != "top-card"}
        assert not faces & {"B3", "B4", "Y6", "Y8"}  # never Bruno's
        await table.press("enter", "d")  # no play, no draw: it is not Ana's turn
        assert host.run(lambda: len(host.session.game.hands[0])) == 3  # type: ignore[union-attr]


async def test_a_joined_terminals_quit_dialog_says_the_same_join_takes_the_seat_back() -> None:
    """Not "start uno-tui again to carry on": the game is the host's."""
    from uno_tui.ui.dialogs.quit import QuitDialog

    host = HostThread(
        ("Ana", "Bruno"),
        ("human", "human"),
        [0, 1],
        deals=[deal(["R5 R7 G2", "B3 B4 Y6 Y8"], "R9", dealer=0)],
    )
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, RemoteTableScreen))
        await table.press("q")
        await until_shown(table, lambda: isinstance(app.screen, QuitDialog))
        await table.settle()
        await until_drawn(table.pilot)
        text = " ".join(visible_text(app).replace("│", " ").split())
        assert "the same uno-tui join command takes it back" in text
        assert "start uno-tui again" not in text
