"""House rules at a joined terminal (issue 25): the seven-O swap is chosen in the dialog
on the terminal of the player of the 7 (HR4), a Wild Draw Four may be stacked on from
there (HR2: the answer's dialog offers it), and no other seat's hand reaches that
terminal's wire messages on the way."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from app.driver import until_drawn, visible_text
from app.scenarios import deal

from uno_tui.engine import Card, Color, Phase, Play, Rules
from uno_tui.engine.events import HandsSwapped
from uno_tui.i18n import _, activate, install
from uno_tui.i18n.cards import cards_count
from uno_tui.i18n.house import stack_on_wild_draw_four_hint
from uno_tui.ui.dialogs.color import ColorDialog
from uno_tui.ui.dialogs.stack import StackOrChallengeDialog
from uno_tui.ui.dialogs.swap import SwapDialog
from uno_tui.ui.hosted.screens import RemoteTableScreen
from uno_tui.ui.screens.hand import HandScreen

from .test_client_app import until_shown
from .test_jump_in import ana
from .threaded import HostThread

C = Card.from_code
NAMES = ("Ana", "Bruno", "Carla")


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    install(None)
    activate("en")


def sent_to(host: HostThread, seat: int) -> list[bytes]:
    """Every line the host sends ``seat``'s terminal from now on."""
    lines: list[bytes] = []

    def tap(to: int | None, data: bytes) -> None:
        if to == seat:
            lines.append(data)

    host.host.tap = tap
    return lines


def hands_seen(lines: list[bytes]) -> list[tuple[int | None, list[str]]]:
    """(the view's seat, its hand) of every view in ``lines``."""
    seen = []
    for line in lines:
        message = json.loads(line)
        view = message.get("view")
        if isinstance(view, dict):
            seen.append((view["seat"], view["hand"]))
    return seen


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
async def test_hr4_the_swap_is_chosen_on_the_joined_terminal_of_the_seven(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    # Carla deals, so Ana (at her terminal) plays first, on Red 5, and holds the Red 7.
    hands = deal(["R7 B1 G2", "Y1 Y2 Y3 Y4", "G5 G6"], "R5", "B9 B8 B7", dealer=2)
    host = HostThread(
        NAMES, ("human", "human", "human"), [0, 1, 2], deals=[hands], rules=Rules(seven_o=True)
    )
    lines = sent_to(host, 0)
    async with ana(host, lang) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))
        await table.select(C("R7"))
        await table.press("enter")
        await until_shown(table, lambda: isinstance(app.screen, SwapDialog))
        await until_drawn(table.pilot)
        text = visible_text(app)
        assert _("Seven-O: {name} swaps hands").format(name="Ana") in text
        assert f"1  Bruno · {cards_count(4)}" in text
        assert f"2  Carla · {cards_count(2)}" in text
        await table.press("2")
        await until_shown(table, lambda: isinstance(app.screen, RemoteTableScreen))
        game = host.session.game
        assert game is not None
        assert HandsSwapped(0, 2) in host.run(lambda: list(game.events))
        assert sorted(app.view(0).hand) == [C("G5"), C("G6")]  # Carla's cards, now Ana's
        assert _("{name} swapped hands with {other}.").format(name="Ana", other="Carla") in (
            "\n".join(app.log_sentences())
        )
    # Ana's terminal was sent her own seat's views only, and never Bruno's cards.
    seen = hands_seen(lines)
    assert seen and all(seat == 0 for seat, _hand in seen)
    assert not any(code in hand for _seat, hand in seen for code in ("Y1", "Y2", "Y3", "Y4"))
    assert not any(b'"Y1"' in line or b'"Y4"' in line for line in lines)


async def test_hr2_a_wild_draw_four_is_stacked_on_from_the_joined_terminal() -> None:
    # Bruno deals, so Carla plays first: her Wild Draw Four falls on Ana, who holds one too.
    hands = deal(["W+4 B1 G2", "G5 G6 G7", "W+4 Y1 Y2 Y3"], "R5", "B9 B8 B7 B6", dealer=1)
    rules = Rules(stack_wild_draw_four=True)
    host = HostThread(NAMES, ("human", "human", "human"), [0, 1, 2], deals=[hands], rules=rules)
    lines = sent_to(host, 0)
    async with ana(host) as (app, table):
        game = host.session.game
        assert game is not None
        host.run(lambda: host.conductor.submit(2, Play(2, C("W+4"), Color.BLUE)))
        await until_shown(table, lambda: isinstance(app.screen, StackOrChallengeDialog))
        await until_drawn(table.pilot)
        text = " ".join(visible_text(app).split())
        assert _("Stack — answer it from your hand; that gives up the challenge.") in text
        await table.press("s")
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))
        await until_drawn(table.pilot)
        assert stack_on_wild_draw_four_hint() in " ".join(visible_text(app).split())
        await table.select(C("W+4"))
        await table.press("enter")
        await until_shown(table, lambda: isinstance(app.screen, ColorDialog))
        await table.press("g")
        await until_shown(table, lambda: isinstance(app.screen, RemoteTableScreen))
        assert host.run(lambda: (game.owed, game.current, game.phase)) == (8, 1, Phase.TURN)
    seen = hands_seen(lines)
    assert seen and all(seat == 0 for seat, _hand in seen)
    # Bruno's and Carla's cards never reached Ana's terminal.
    for code in ("Y1", "Y2", "Y3", "G5", "G6", "G7"):
        assert not any(f'"{code}"'.encode() in line for line in lines), code
