"""The joined terminal's real app, under Pilot, plays a seeded round against a host: its
screens are the game's own, every hand it shows is its own seat's, and no curtain
stands between its turns."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from app.driver import Table, until_drawn, visible_text
from app.scenarios import deal

from uno_tui.engine import Phase
from uno_tui.i18n import activate, install
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted.clientapp import joined_app
from uno_tui.ui.hosted.screens import RemoteTableScreen
from uno_tui.ui.screens.hand import HandScreen
from uno_tui.ui.screens.scores import ScoreScreen
from uno_tui.ui.widgets import CardView, HandRow

from .joined import ANSWERS, wait_for_news
from .threaded import HostThread


@asynccontextmanager
async def joined(
    host: HostThread,
    key_guard: float,
    lang: str | None = None,
    turn_alert: bool = True,
    notifications: bool = False,
    clock: Callable[[], float] | None = None,
) -> AsyncIterator[tuple[UnoApp, Table]]:
    """Seat 0's terminal joined to ``host``: its app running under Pilot, at 80x24 (in
    ``lang``; English again afterwards); ``notifications``: its notices in the corner are
    drawn on the screen (``visible_text`` reads them), as on a terminal; ``clock``: the
    terminal's clock (``app.keys.clock``) from the first news it reads."""
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        app = joined_app(
            link, f"127.0.0.1:{host.port}", key_guard=key_guard, lang=lang, turn_alert=turn_alert
        )
        if clock is not None:
            app.keys.clock = clock
        async with app.run_test(size=(80, 24), notifications=notifications) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            yield app, table
    finally:
        link.close()
        host.close()
        if lang is not None:
            install(None)
            activate("en")


async def until_shown(table: Table, shown: Callable[[], bool]) -> None:
    """Until ``shown()`` (the host's news and the screens it brings take their time),
    saying OK to the announcements on the way."""
    for _ in range(500):
        if shown():
            return
        if type(table.app.screen).__name__ == "AnnounceDialog":
            await table.press("enter")
        await table.pilot.pause(0.02)
    raise AssertionError(f"never shown; the screen is {type(table.app.screen).__name__}")


async def test_a_joined_terminal_plays_a_round_through_its_own_screens() -> None:
    host = HostThread(("Ana", "Bruno", "Carla"), ("human", "cpu-easy", "cpu-easy"), [0], seed=8)
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        app = joined_app(link, f"127.0.0.1:{host.port}", key_guard=0.0)
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
                since = link.link.updates  # (read first: news meanwhile ends the wait)
                if (
                    app.joined.table.snapshot.view is not None
                    and app.joined.table.snapshot.view.phase is (Phase.ROUND_OVER)
                ):
                    break
                await wait_for_news(link, since)
            # …and the screen its news brings, a few of the app's turns later.
            await until_shown(
                table,
                lambda: (
                    "went out" in visible_text(app) or type(app.screen).__name__ == "ScoreScreen"
                ),
            )
            await until_drawn(table.pilot)
            assert "went out" in visible_text(app) or type(app.screen).__name__ == "ScoreScreen"
    finally:
        link.close()
        host.close()


async def test_the_first_enter_on_a_joined_hand_plays_the_card() -> None:
    """Issue 23.9: the joined terminal's hand comes up when the others have played; its
    player was only watching, so the Enter pressed as it shows is meant for it and plays
    the card. (The guard against a double press is on for the whole hour the test
    could take: before, it dropped any Enter in that time, asking for another.)"""
    host = HostThread(("Ana", "Bruno", "Carla"), ("human", "cpu-easy", "cpu-easy"), [0], seed=8)
    async with joined(host, key_guard=3600.0) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))
        screen = app.screen
        assert isinstance(screen, HandScreen) and app.view(0).phase is Phase.TURN
        card = screen.query_one(HandRow).cards[screen.query_one(HandRow).selected]
        assert any(getattr(a, "card", None) == card for a in app.view(0).legal)
        game = host.session.game
        assert game is not None
        before = host.run(lambda: len(game.actions))
        await table.press("enter")
        await table.settle()
        await until_drawn(table.pilot)
        assert "was ignored" not in visible_text(app)
        played = host.run(lambda: game.actions[before:])
        assert played and getattr(played[0], "card", None) == card


async def test_a_joined_terminals_score_sheet_at_the_rounds_end_says_who_won_it() -> None:
    """Issue 23.9: at the round's end the joined terminal shows the score sheet; it says
    the round is over and who went out, as the hot-seat table's does, not that the round
    is being played. Bruno deals; Ana plays R5 saying UNO, Bruno (a computer) has nothing
    red and keeps the G4 he draws, Ana goes out with R7."""
    host = HostThread(
        ("Ana", "Bruno"),
        ("human", "cpu-easy"),
        [0],
        deals=[deal(["R5 R7", "G2 Y9 B7 G3"], "R1", "G4 G5 G6", dealer=1)],
    )
    async with joined(host, key_guard=0.0) as (app, table):
        for keys in (("u", "enter"), ("enter",)):
            await until_shown(
                table,
                lambda: (
                    isinstance(app.screen, HandScreen)
                    and not app.screen._done
                    and app.view(0).current == 0
                ),
            )
            await table.press(*keys)
        # (The table with the card that went out first: ``test_joined_round_over``.)
        await until_shown(table, lambda: type(app.screen).__name__ == "RoundOverScreen")
        await table.press("enter")
        await until_shown(table, lambda: isinstance(app.screen, ScoreScreen))
        await until_drawn(table.pilot)
        text = " ".join(visible_text(app).split())
        assert "Round 1 — Ana went out and scores" in text
        assert "is being played" not in text


async def test_a_joined_terminal_shows_the_house_rules_the_host_plays() -> None:
    """Issue 25: the rules pass to the joined terminal with the views; its table names
    them, as the host's does."""
    from uno_tui.engine import Rules
    from uno_tui.i18n.house import rules_line

    rules = Rules(stack_draw_two=True, seven_o=True)
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=8, rules=rules)
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: rules_line(rules) in visible_text(app))
        assert app.view(0).rules == rules
        await until_drawn(table.pilot)
        assert "House rules: stacking Draw Twos, seven-O" in visible_text(app)
