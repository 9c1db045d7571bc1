"""The full-screen host as its table opens, on the real 80x24 frame with NO_COLOR: the
dealer draw says how to take the open seat ("Open seat: uno-tui join … (join code …)")
while the first deal waits, so no notice repeats it over the lower right of that screen
(it stood there for ten seconds over the end of the very line it repeated)."""

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


@pytest.mark.parametrize("lang", ["en", "pt_PT", "es"])
async def test_the_dealer_draw_shows_the_join_line_whole_and_no_notice_over_it(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    names = ("Ana", "Bruno", "Carla", "Dan")
    app, port = a_host(AppOptions(players=names, seed=5, lang=lang), {1: "Bruno"})
    app.new_game(names, 500, (HUMAN, HUMAN, cpu("easy"), cpu("easy")))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = Table(app, pilot)
        await until(lambda: app.opened and app.net._server is not None and app.code_shown)
        await table.settle()
        assert isinstance(app.screen, DealerDrawScreen)
        await until_drawn(pilot)
        lines = visible_text(app).splitlines()
        line, title = WORDS[lang]
        join = line.format(join=f"uno-tui join 127.0.0.1:{port}", code=app.net.code)
        assert any(join in row for row in lines), "\n".join(lines)
        assert not any(title in row for row in lines), "\n".join(lines)
