"""The full-screen host as its table opens, on the real 80x24 frame with NO_COLOR: the
dealer draw says how to take the open seat ("Open seat: uno-tui join … (join code …)")
while the first deal waits, so no notice repeats it over the lower right of that screen
(it stood there for ten seconds over the end of the very line it repeated); and that line
stays in sight above the key bar however long the draw (three tied draws pushed it under
the key bar)."""

from __future__ import annotations

import pytest
from app.driver import Table, until_drawn, visible_text

from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui.screens import DealerDrawScreen

from .table import until
from .test_host_setup import a_host

#: What the dealer draw says of the open seat, and the notice's title, in each language.
WORDS = {
    "en": ("Open seat: {join} (join code {code})", "Table open"),
    "pt_PT": ("Lugar livre: {join} (código de entrada {code})", "Mesa aberta"),
    "es": ("Puesto libre: {join} (código de la mesa {code})", "Mesa abierta"),
}


#: Four players, one draw; two players, three draws (two ties: the longest screen).
TABLES = {
    "one draw": (("Ana", "Bruno", "Carla", "Dan"), 5),
    "three draws": (("Ana", "Bruno"), 25),
}


@pytest.mark.parametrize(
    ("lang", "draw"),
    [("en", "one draw"), ("pt_PT", "one draw"), ("es", "one draw"), ("en", "three draws")],
)
async def test_the_dealer_draw_shows_the_join_line_whole_and_no_notice_over_it(
    lang: str, draw: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    names, seed = TABLES[draw]
    app, port = a_host(AppOptions(players=names, seed=seed, lang=lang), {1: "Bruno"})
    kinds = (HUMAN, HUMAN, cpu("easy"), cpu("easy"))[: len(names)]
    app.new_game(names, 500, kinds)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = Table(app, pilot)
        await until(lambda: app.opened and app.net._server is not None and app.code_shown)
        await table.settle()
        assert isinstance(app.screen, DealerDrawScreen)
        draws = len(app.screen.event.rounds)
        assert draws == (3 if draw == "three draws" else 1)
        await until_drawn(pilot)
        lines = visible_text(app).splitlines()
        line, title = WORDS[lang]
        join = line.format(join=f"uno-tui join 127.0.0.1:{port}", code=app.net.code)
        assert any(join in row for row in lines), "\n".join(lines)
        assert not any(title in row for row in lines), "\n".join(lines)
