"""The joined terminal's real app, under Pilot, plays a seeded round against a host: its
screens are the game's own, every hand it shows is its own seat's, and no curtain
stands between its turns."""

from __future__ import annotations

import random

from app.driver import Table, visible_text

from uno_tui.engine import Phase
from uno_tui.net.clientapp import ClientApp
from uno_tui.net.link import LinkThread
from uno_tui.net.screens import RemoteTableScreen
from uno_tui.screens.hand import HandScreen
from uno_tui.widgets import CardView, HandRow

from .joined import ANSWERS, wait_for_news
from .threaded import HostThread


async def test_a_joined_terminal_plays_a_round_through_its_own_screens() -> None:
    host = HostThread(("Ana", "Bruno", "Carla"), ("human", "cpu-easy", "cpu-easy"), [0], seed=8)
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        app = ClientApp(link, f"127.0.0.1:{host.port}", key_guard=0.0)
        rng = random.Random(2)
        hands = 0
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            for _ in range(800):
                game = host.session.game
                assert game is not None
                if host.run(lambda game=game: game.phase) is Phase.ROUND_OVER:
                    break
                screen = app.screen
                kind = type(screen).__name__
                assert "Pass" not in kind and "Curtain" not in kind  # no curtain here
                if isinstance(screen, HandScreen):
                    assert screen.seat == 0
                    own = host.run(lambda game=game: sorted(game.hands[0]))
                    row = screen.query_one(HandRow)
                    if host.run(lambda game=game: game.current) == 0 and row.cards:
                        assert list(row.cards) == own  # the hand shown is Ana's, as it is
                        # …card for card on the screen, in order (the screen is kept from
                        # turn to turn, and only the cards that changed are replaced).
                        assert [v.card for v in row.query(CardView)] == own
                        assert [v.index for v in row.query(CardView)] == list(range(len(own)))
                        hands += 1
                    playable = [
                        c for c, v in zip(row.cards, row.query(CardView), strict=True) if v.playable
                    ]
                    if playable and app.view(0).phase is Phase.TURN:
                        await table.select(rng.choice(playable))
                        await table.press("enter")
                    else:
                        await table.press("d")
                elif isinstance(screen, RemoteTableScreen):
                    since = link.link.updates
                    if screen.done():
                        await table.settle()
                    else:
                        await wait_for_news(link, since)
                        await table.settle()
                else:
                    await table.press(ANSWERS.get(kind, "enter"))
            assert host.run(lambda game=game: game.phase) is Phase.ROUND_OVER
            assert hands > 3
            # The round's end comes to this terminal too, and its log has every event.
            await table.settle()
            for _ in range(20):
                if app.table.snapshot.view is not None and app.table.snapshot.view.phase is (
                    Phase.ROUND_OVER
                ):
                    break
                await wait_for_news(link, link.link.updates - 1)
            assert "went out" in visible_text(app) or type(app.screen).__name__ == "ScoreScreen"
    finally:
        link.close()
        host.close()
