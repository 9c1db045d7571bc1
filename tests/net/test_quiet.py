"""A hosted or joined table collects garbage while idle, not while it paints
(``net.quiet``)."""

from __future__ import annotations

import asyncio
import gc

from uno_tui.net import quiet
from uno_tui.net.quiet import QuietCollector


async def test_full_collections_wait_for_the_frame_and_the_settings_come_back() -> None:
    before = gc.get_threshold()
    first, second = QuietCollector(), QuietCollector()  # a host and a client in one process
    loop = asyncio.get_running_loop()
    first.start(loop)
    second.start(loop)
    assert gc.get_threshold() == (*before[:2], quiet.NEVER)  # no automatic full collection
    first.painted()
    first.painted()  # a second frame puts the collection off again: one collection
    while first.collections == 0:
        await asyncio.sleep(quiet.DELAY / 2)
    assert first.collections == 1
    assert gc.get_freeze_count() > 0  # what the app holds from the start is not walked again
    first.stop()
    assert gc.get_threshold() == (*before[:2], quiet.NEVER)  # the other app still runs
    second.stop()
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_a_hot_seat_app_leaves_the_collector_alone() -> None:
    from uno_tui.ui.app import UnoApp

    assert UnoApp.NETWORKED is False
