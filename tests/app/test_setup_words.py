"""The setup screen read off the terminal: every seat kind's words are whole, in every
language (the longest, "Computador · difícil", was cut to "Computador ·")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from uno_tui.i18n import LANGUAGES, activate, install
from uno_tui.table.seats import KINDS
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import SetupScreen
from uno_tui.ui.screens.setup_form import kind_label

from .conftest import Run
from .driver import until_drawn
from .reading import frame


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    install(None)
    activate("en")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_every_seat_kind_reads_whole(run: Run, lang: str) -> None:
    app = make_app(seed=4, lang=lang)
    async with run(app) as table:
        assert isinstance(app.screen, SetupScreen)
        for kind in (*KINDS[1:], KINDS[0]):
            await table.press("ctrl+t")
            await until_drawn(table.pilot)
            row = next(line for line in frame(app) if line.lstrip().startswith("1 "))
            assert row.rstrip().endswith(kind_label(kind)), (kind, row)
