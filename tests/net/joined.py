"""Helpers for Pilot tests of a joined terminal's app (``joined_app``) against a host in a
thread: waiting for the host's news, and the keys that answer its screens."""

from __future__ import annotations

import asyncio
import random

from app.driver import Table

from uno_tui.engine import Phase
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted.screens import RemoteTableScreen
from uno_tui.ui.screens.hand import HandScreen
from uno_tui.ui.widgets import CardView, HandRow

#: The key that answers each dialog a joined player meets (any other screen: Enter).
ANSWERS = {
    "ColorDialog": "r",
    "ColourDialog": "r",
    "PlayOrKeepDialog": "p",
    "ChallengeDialog": "a",
    "ScoreScreen": "s",
}


async def wait_for_news(link: LinkThread, since: int) -> None:
    """Until the host has sent this terminal something new (awaited, not slept)."""
    future = asyncio.run_coroutine_threadsafe(link.link.wait_update(since), link.loop)
    await asyncio.wait_for(asyncio.wrap_future(future), 10)


async def play_on(table: Table, app: UnoApp, link: LinkThread, rng: random.Random) -> None:
    """One step of a player at the joined terminal: a playable card (or a draw) on the
    hand, a wait on the public table, the usual answer to a dialog."""
    screen = app.screen
    if isinstance(screen, HandScreen):
        row = screen.query_one(HandRow)
        playable = [c for c, v in zip(row.cards, row.query(CardView), strict=True) if v.playable]
        if playable and app.view(app.joined.seat).phase is Phase.TURN:
            await table.select(rng.choice(playable))
            await table.press("enter")
        else:
            await table.press("d")
    elif isinstance(screen, RemoteTableScreen):
        since = link.link.updates
        if not screen.done():
            await wait_for_news(link, since)
        await table.settle()
    else:
        await table.press(ANSWERS.get(type(screen).__name__, "enter"))
