"""The top bar with the longest names the table allows: read off the terminal in every
language, nothing is cut. The target goes first, then the round, never a name."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from uno_tui.i18n import LANGUAGES, _, activate, install
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import HandScreen, PassScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame
from .scenarios import deal

LONG = ["Maximiliano Joao", "Bartholomew Anne", "Carla"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    install(None)
    activate("en")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_long_names_are_never_cut_in_the_top_bar(run: Run, lang: str) -> None:
    deals = [deal(["R1 G1 G2", "G3 G4 Y5", "B1 B2 B3"], "G5", dealer=1)]
    app = make_app(LONG, seed=5, deals=deals, lang=lang)
    async with run(app) as table:
        await table.wait_for(PassScreen)
        await until_drawn(table.pilot)
        curtain = frame(app)[0]
        await table.next_hand(seat=2)
        assert isinstance(app.screen, HandScreen)
        await until_drawn(table.pilot)
        hand = frame(app)[0]
    dealer = _("{name} deals").format(name=LONG[1])
    assert dealer in curtain, curtain
    title = _("{name}'s turn").format(name=LONG[2])
    assert title in hand and dealer in hand, hand
    for line in (curtain, hand):
        assert line.rstrip().endswith(dealer), line
        assert "…" not in line


async def test_the_target_shows_when_there_is_room(run: Run) -> None:
    deals = [deal(["R1 G1", "G3 G4"], "G5", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=5, target=300, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await until_drawn(table.pilot)
        top = frame(app)[0]
    assert "Round 1 · first to 300 wins · Ana's turn" in top
    assert top.rstrip().endswith("Bruno deals")
