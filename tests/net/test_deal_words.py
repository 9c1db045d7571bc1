"""What a joined terminal's screen says of a shared shuffle (issue 38), at 80x24 with
NO_COLOR, in each language: the round's verdict on the real score sheet at its end, and
the warning notice, at once, when a dishonest host (changed at one seam here) opens the
round with a secret that does not open its commitment."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest
from app.driver import shown, visible_text

from uno_tui.engine.deal_check import Alarm, Mismatch, RoundCheck
from uno_tui.i18n.deal_check import alarm, round_verdict
from uno_tui.net import protocol as p
from uno_tui.net.local import account_name
from uno_tui.net.shares import new_secret
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted import clientapp
from uno_tui.ui.screens.scores import ScoreScreen

from .joined import play_on
from .test_client_app import joined
from .test_shared_shuffles import speaking
from .threaded import HostThread


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def said(app: UnoApp) -> str:
    """The screen's words (notices included), the lines of a box run together."""
    return " ".join(visible_text(app).replace("│", " ").replace("▌", " ").split())


CHECKED = {
    "en": "Round 1 checked: every card came from the shuffle the terminals shared in.",
    "pt_PT": "Ronda 1 verificada: todas as cartas saíram da baralhação em que os terminais "
    "participaram.",
    "pt_BR": "Rodada 1 verificada: todas as cartas saíram do embaralhamento do qual os "
    "terminais participaram.",
    "es": "Ronda 1 comprobada: todas las cartas salieron del barajado en el que participaron "
    "los terminales.",
}


def wrong_secret(host: HostThread) -> None:
    """The host opens each round with a secret of its own, not the one it committed to."""
    book = host.host.shares
    after = book.after

    def opened(conn: object, game: int) -> Iterator[p.Shuffle]:
        for message in after(conn, game):  # type: ignore[arg-type]
            yield p.Shuffle(
                message.deal,
                "open",
                message.game,
                message.round,
                new_secret(),
                message.shares,
                message.dropped,
            )

    book.after = opened  # type: ignore[method-assign]


async def a_round_at_a_joined_terminal(
    lang: str, honest: bool, watch: str = "\0"
) -> tuple[str, str, str]:
    """Ana plays round 1, dealt from her share and the host's, to its end at her terminal:
    the screen's words once the score sheet shows, the notices shown on the way, and the
    screen's words on the first step before the score sheet that showed ``watch``."""
    host = HostThread(
        ("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=5, share_first=True, reaction_scale=0.0
    )
    if not honest:
        host.run(lambda: wrong_secret(host))
    rng = random.Random(3)
    first = ""
    async with joined(host, key_guard=0.0, lang=lang, notifications=True) as (app, table):
        link = app.joined.link  # type: ignore[union-attr]
        for _ in range(600):
            if not first and watch != "\0":
                # (the warning comes with the round's end, a notice drawn a refresh or
                # more after it is mounted: read once drawn, or the score sheet comes first)
                text = await shown(table.pilot, lambda: said(app))
                first = text if watch in text else ""
            if isinstance(app.screen, ScoreScreen):
                break
            await play_on(table, app, link, rng)
        assert isinstance(app.screen, ScoreScreen)
        await table.settle()
        # (a toast mounted at the sheet is drawn on a later refresh)
        await shown(table.pilot, lambda: said(app), lambda text: watch == "\0" or watch in text)
        notices = " ".join(str(n.message) for n in app._notifications)
        if os.environ.get("UNO_TUI_SHOW_SCREEN"):  # (to look at it by hand)
            print(visible_text(app))
        return said(app), notices, first


@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "es"])
async def test_the_score_sheet_says_the_round_was_checked(lang: str) -> None:
    words, notices, _ = await a_round_at_a_joined_terminal(lang, honest=True)
    assert CHECKED[lang] in words, words
    assert "WARNING" not in notices and "AVISO" not in notices


@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "es"])
async def test_a_host_that_opens_a_round_with_another_secret_is_warned_of_and_named(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The warning stays in the corner for ALARM_SECONDS of the wall clock; a slow machine
    # can take longer than that over the round, so here it outlasts the round.
    monkeypatch.setattr(clientapp, "ALARM_SECONDS", 3600.0)
    host = account_name(os.getuid())  # (the kernel says who runs the table)
    with speaking(lang):
        warning = alarm(Alarm.BAD_OPEN, host, 1)
        line = round_verdict(RoundCheck(1, ((Mismatch.NOT_COMMITTED, None),)), ("Ana", "Bruno"))
    with speaking("en"):
        english = alarm(Alarm.BAD_OPEN, host, 1)
    words, notices, first = await a_round_at_a_joined_terminal(lang, False, warning)
    assert lang == "en" or warning != english
    assert host in warning
    assert notices.count(warning) == 1, notices  # once, however often the corner is quieted
    assert first, "the warning was never shown during the round"  # whole, at 80x24
    assert warning in words, words  # shown again over the round's score sheet
    assert line in words, words  # and the round's line on its score sheet
    assert CHECKED[lang] not in words
