"""Waiting for the host's next update never misses one that is read before the wait's
task first runs (a real host and test helpers wait this way; a missed update left a test
waiting for a turn already taken)."""

from __future__ import annotations

import asyncio

from uno_tui.net.link import Link


def test_an_update_read_before_the_wait_starts_still_ends_it() -> None:
    async def main() -> None:
        link = Link()
        waiting = asyncio.ensure_future(link.wait_update())
        # What the link's reader does with a host's update, before ``waiting`` first runs.
        link.updates += 1
        link.updated.set()
        await asyncio.wait_for(waiting, 2)

    asyncio.run(main())


def test_a_wait_started_after_an_update_waits_for_the_next() -> None:
    async def main() -> None:
        link = Link()
        link.updates += 1
        waiting = asyncio.ensure_future(link.wait_update())
        await asyncio.sleep(0.05)
        assert not waiting.done()
        link.updates += 1
        link.updated.set()
        await asyncio.wait_for(waiting, 2)

    asyncio.run(main())
