"""A joined terminal's snapshot answers for the update it was made of, whenever it is read.

The link's thread takes the host's next update as it comes, while the app's thread reads
the snapshot it took a moment before: a snapshot that refused to build its views once a
newer update had come (``StaleSnapshot``) took the app down in CI, a hand screen reading
its view as it sent a card. The newer update here is taken the way the link's thread takes
it, between the app's two reads."""

from __future__ import annotations

from dataclasses import replace

from uno_tui.engine.values import replace as changed
from uno_tui.net.heard import HeardTable
from uno_tui.net.linkthread import LinkThread

from .threaded import HostThread


def test_a_snapshot_read_after_the_next_update_came_still_shows_its_own() -> None:
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=3)
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        heard = HeardTable(link, f"127.0.0.1:{host.port}")
        table = link.link.table
        assert table is not None
        snapshot = heard.snapshot  # (the app's thread takes it)
        before = table.snapshot
        # The link's thread takes the next update meanwhile: this seat's hand has changed.
        newer = before.view
        assert newer is not None and newer.hand
        fewer = changed(newer, hand=newer.hand[1:], hand_sizes=(len(newer.hand) - 1, 7))
        table.snapshot = replace(before, view=fewer)
        mine = snapshot.view(0)  # (the app's thread reads it now)
        assert mine.hand == newer.hand, "the snapshot shows the update it was made of"
        public = snapshot.public
        assert public is not None and public.table.hand_sizes == newer.hand_sizes
        assert heard.snapshot.view(0).hand == newer.hand[1:]  # the next snapshot, the news
    finally:
        link.close()
        host.close()
