"""The time already spent on a decision (protocol version 7): a terminal that joins while
another person decides is told how long that decision has run on the host's timer
(``Update.turn_spent``), and counts down only what the host has left, on the full-screen
table's top bar and in ``join --plain``'s lines alike, from the first thing it shows, in
every language, with NO_COLOR. A version-6 terminal is refused with ``upgrade``. The
host's timer runs on a fake clock the test moves, and so does the terminal's count."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lines.plain_joined import joined_lines

from uno_tui.i18n import activate
from uno_tui.net import protocol as p
from uno_tui.net.client import Refused
from uno_tui.net.link import Link
from uno_tui.net.linkthread import LinkThread

from .test_client_app import joined, until_shown
from .test_plain_whose_time import WHOSE
from .test_turn_time import BRUNO_FIRST, WAITING, Now, until_said
from .threaded import timed_host


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("NO_COLOR", "1")
    yield
    activate("en")


def test_an_update_says_how_long_the_decision_due_has_run() -> None:
    """Bruno (at the host's keyboard) has decided for 12 s of his 30 when Ana joins:
    her first update says so; a decision of a computer player is timed by nobody (0)."""
    host = timed_host(BRUNO_FIRST)
    link = LinkThread()
    try:
        host.advance(12)
        assert host.run(host.conductor.turns.spent) == 12
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        table = link.link.table
        assert table is not None
        assert (table.snapshot.due, table.snapshot.turn_time) == (1, 30)
        assert table.snapshot.turn_spent == 12.0
    finally:
        link.close()
        host.close()


async def test_a_version_6_terminal_is_told_to_upgrade() -> None:
    host = timed_host(BRUNO_FIRST)
    try:
        assert p.PROTOCOL == 7
        with pytest.raises(Refused) as refused:
            await Link().connect("127.0.0.1", host.port, code=host.host.code, protocol=6)
        assert (refused.value.reason, refused.value.protocol) == (p.UPGRADE, 7)
    finally:
        host.close()


@pytest.mark.parametrize(
    "lang",
    ["en", *(pytest.param(lang, marks=pytest.mark.slow) for lang in ("pt_PT", "pt_BR", "es"))],
)
async def test_a_terminal_that_joins_mid_decision_shows_the_host_s_time_left(lang: str) -> None:
    """Ana joins 12 s into Bruno's decision: her table's top bar says his 18 s left at
    once (not nothing, as before version 7; not 30, which the host would not give), and
    counts them down."""
    host = timed_host(BRUNO_FIRST)
    host.advance(12)
    now = Now()
    async with joined(host, key_guard=0.0, lang=lang, clock=now) as (app, table):
        await until_shown(table, lambda: app.view(0).current == 1)
        line = await until_said(table, WAITING[lang].format(n=18))
        assert WAITING[lang].format(n=30) not in line
        now.time += 8
        await until_said(table, WAITING[lang].format(n=10))


@pytest.mark.parametrize("lang", list(WHOSE))
def test_join_plain_mid_decision_says_the_host_s_time_left(lang: str) -> None:
    """The same in ``join --plain``: its first lines say Bruno's turn and his 18 s left,
    once; Enter later says the time left then."""
    activate(lang)
    host = timed_host(BRUNO_FIRST)
    host.advance(12)
    now = Now()
    try:
        with joined_lines(host, now) as ana:
            said = ana.until(lambda text: "·" in text)
            assert said.splitlines().count(WHOSE[lang].format(name="Bruno", n=18)) == 1, said
            now.time += 8
            ana.lines.answer("")
            told = ana.out.getvalue()[len(said) :]
            assert told == WHOSE[lang].format(name="Bruno", n=10) + "\n"
    finally:
        host.close()
