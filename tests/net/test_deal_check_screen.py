"""The joined terminal's own screens, under Pilot, at a table whose game ends after one
round: the table's log shows the host's commitment to the deck, and the final score sheet
says whether the deal checked out, in the player's language (with NO_COLOR too)."""

from __future__ import annotations

import random

import pytest
from app.driver import Table, until_drawn, visible_text

from uno_tui.engine import Phase
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.hosted.clientapp import joined_app

from .joined import play_on
from .test_deal_check import NEAR_THE_END, swap_first_deal
from .threaded import HostThread

CASES = [
    (
        "en",
        False,
        "Deal checked: every card of the round came from the deck the host committed to.",
    ),
    ("es", True, "ATENCIÓN: el reparto de la ronda 1 no cuadra: "),
    ("pt_PT", False, "Distribuição verificada: cada carta da ronda saiu do baralho com que"),
]


@pytest.mark.parametrize(("lang", "cheat", "words"), CASES, ids=[c[0] for c in CASES])
async def test_the_score_sheet_says_whether_the_deal_checked_out(
    lang: str, cheat: bool, words: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if cheat:
        monkeypatch.setenv("NO_COLOR", "1")
    host = HostThread(
        ("Ana", "Bruno", "Carla"),
        ("human", "cpu-easy", "cpu-easy"),
        [0],
        seed=8,
        scores=NEAR_THE_END,
    )
    if cheat:
        swap_first_deal(host)  # type: ignore[arg-type]
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        app = joined_app(link, f"127.0.0.1:{host.port}", lang=lang, key_guard=0.0)
        rng = random.Random(2)
        committed = False
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            for _ in range(800):
                game = host.session.game
                assert game is not None
                if host.run(lambda game=game: game.phase) is Phase.GAME_OVER:
                    break
                short = app.joined.table.decks.digests and next(
                    iter(app.joined.table.decks.digests.values())
                )
                if short:
                    code = f"{short[:4]}-{short[4:8]}".upper()
                    await until_drawn(table.pilot)
                    committed = committed or code in visible_text(app)
                await play_on(table, app, link, rng)
            # The short commitment was on the table's log while the round was played.
            assert committed
            for _ in range(500):  # a dialog left from the last turn, the end, the sheet
                await table.settle()
                if type(app.screen).__name__ == "ScoreScreen":
                    break
                if type(app.screen).__name__.endswith(("Dialog", "RoundOverScreen")):
                    await table.press("enter")
                else:  # (the host's news, and the screen it brings, come when they come)
                    await table.pilot.pause(0.02)
            await until_drawn(table.pilot)
            text = " ".join(visible_text(app).replace("│", " ").split())
            assert type(app.screen).__name__ == "ScoreScreen", text
            assert words in text
    finally:
        link.close()
        host.close()
