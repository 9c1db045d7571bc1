"""The host closes watching from its own screen while the game runs: W on the screen it
shows while a joined terminal plays (its key bar and its help say so, in the host's
language); those watching are told why, and nobody else may watch. With nobody watching,
the key says what it does then too ("Let nobody watch", not "Close watching", which a
play-test read while nobody watched), and so does the notice after it."""

from __future__ import annotations

import pytest
from app.driver import Table, until_drawn, visible_text

from uno_tui.net import protocol as p
from uno_tui.net.client import Refused
from uno_tui.net.link import Link
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN
from uno_tui.ui.hosted.screens import RemoteTurnScreen

from .table import until
from .test_decision_gone_host import until as until_screen
from .test_host_setup import a_host, squash


@pytest.mark.parametrize(
    ("lang", "key", "closed"),
    [
        ("en", "W Let nobody watch", "Watching is closed"),
        ("es", "W Cerrar al público", "La mesa se cerró al público"),
    ],
)
async def test_w_on_the_hosts_screen_closes_watching(lang: str, key: str, closed: str) -> None:
    app, port = a_host(
        AppOptions(players=("Ana", "Bruno"), seed=2, lang=lang), {0: "Ana", 1: "Bruno"}
    )
    app.new_game(("Ana", "Bruno"), 500, (HUMAN, HUMAN))
    links = [Link(), Link(), Link()]
    ana, bruno, eve = links
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await until(lambda: app.net._server is not None)
            await ana.connect("127.0.0.1", port, code=app.net.code, name="Ana")
            await bruno.connect("127.0.0.1", port, code=app.net.code, name="Bruno")
            await eve.watch("127.0.0.1", port, app.net.code)
            # (The first deal waits for both seats' shares, which come on their links: Enter
            # pressed before would deal without them, a few timers later.)
            await until(lambda: not app.net.first.waiting)
            await table.press("enter")  # the dealer draw, sooner
            await table.settle()
            assert isinstance(app.screen, RemoteTurnScreen)
            await until_drawn(table.pilot)
            assert key in squash(visible_text(app))
            await pilot.press("f1")  # the help lists it in the same words
            await until_drawn(table.pilot)
            assert key.removeprefix("W ") in squash(visible_text(app))
            await table.press("escape")
            await table.press("w")
            await until(lambda: eve.ended is not None)
            assert eve.ended == p.NO_WATCHING and not app.net.watching
            await table.settle()
            await until_drawn(table.pilot)
            assert key not in squash(visible_text(app))  # nothing left to close
            # The host is told in a notice (Textual's toast, not in the screen's text).
            assert any(closed in note.message for note in app._notifications)
            late = Link()
            links.append(late)
            with pytest.raises(Refused) as refused:
                await late.watch("127.0.0.1", port, app.net.code)
            assert refused.value.reason == p.NO_WATCHING
            assert ana.ended is None and bruno.ended is None  # the players play on
    finally:
        for link in links:
            await link.close()


#: W's label, and the notice after it, when nobody watches.
NOBODY = {
    "en": ("W Let nobody watch", "Nobody may watch the table from now on."),
    "pt_PT": (
        "W Fechar ao público",
        "A mesa fechou ao público: a partir de agora ninguém pode assistir.",
    ),
    "pt_BR": (
        "W Fechar ao público",
        "A mesa fechou ao público: de agora em diante ninguém pode assistir.",
    ),
    "es": ("W Cerrar al público", "La mesa se cerró al público: desde ahora nadie puede mirar."),
}


@pytest.mark.parametrize("lang", list(NOBODY))
async def test_w_while_nobody_watches_says_nobody_may_watch_from_now_on(lang: str) -> None:
    key, closed = NOBODY[lang]
    app, port = a_host(
        AppOptions(players=("Ana", "Bruno"), seed=2, lang=lang), {0: "Ana", 1: "Bruno"}
    )
    app.new_game(("Ana", "Bruno"), 500, (HUMAN, HUMAN))
    links = [Link(), Link()]
    ana, bruno = links
    try:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            table = Table(app, pilot)
            await until(lambda: app.net._server is not None)
            await ana.connect("127.0.0.1", port, code=app.net.code, name="Ana")
            await bruno.connect("127.0.0.1", port, code=app.net.code, name="Bruno")
            await until_screen(table, "RemoteTurnScreen")  # (Enter at the dealer draw)
            assert app.net.watchers() == 0
            await until_drawn(table.pilot)
            assert key in squash(visible_text(app))
            await table.press("w")
            await table.settle()
            await until_drawn(table.pilot)
            shown = squash(visible_text(app).replace("▌", ""))
            assert squash(closed)[:20] in shown and key not in shown, shown  # (a notice)
            said = [note.message for note in app._notifications]
            assert said[-1] == closed, said  # (not "those watching were told")
            assert not app.net.watching
    finally:
        for link in links:
            await link.close()
