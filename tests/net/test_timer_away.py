"""The turn timer's words for a player whose terminal is not connected: a computer player
moves for Bruno while he is away, and the corner says what brings him back (joining the
table again), not a key he cannot press (found in a play-test: "until Bruno presses a key
again" while Bruno had dropped). Read on the host's 80x24 frame, with NO_COLOR, in every
language; the turn timer's clock is a fake one (``advance``)."""

from __future__ import annotations

import pytest
from app.driver import Table, visible_text
from app.scenarios import deal
from fakeclock import LoopFakeClock

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from uno_tui.engine import Card
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN

from .test_decision_gone_host import until
from .test_host_setup import a_host, squash

#: What the host's corner says once Bruno, away, ran out of time.
AWAY = {
    "en": "Bruno ran out of time: a computer player moved for Bruno, until Bruno joins the "
    "table again.",
    "pt_PT": "Bruno ficou sem tempo: um jogador do computador jogou por Bruno, até Bruno "
    "voltar a entrar na mesa.",
    "pt_BR": "O tempo de Bruno acabou: um jogador do computador jogou por Bruno, até Bruno "
    "entrar na mesa de novo.",
    "es": "A Bruno se le acabó el tiempo: un jugador de la máquina jugó por Bruno, hasta que "
    "Bruno vuelva a unirse a la mesa.",
}


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.parametrize("lang", list(AWAY))
async def test_a_player_away_is_told_to_join_again_not_to_press_a_key(lang: str) -> None:
    app, _port = a_host(
        AppOptions(players=("Ana", "Bruno"), seed=1, bot_pace=0.0, lang=lang), {1: "Bruno"}
    )
    clock = LoopFakeClock()
    app.conductor.clock = clock  # (the turn timer's: its ``later``)
    app.conductor.turns.seconds = 30.0
    app.session.deals = [deal(["R1 G2 G3", "Y4 Y5 R6 B7"], "R9", dealer=1)]  # type: ignore[misc]
    try:
        app.new_game(("Ana", "Bruno"), 100, (HUMAN, HUMAN))
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            table = Table(app, pilot)
            await until(table, "HandScreen")
            await table.play(Card.from_code("R1"))  # Ana plays; Bruno, who never came, is due
            await until(table, "RemoteTurnScreen")
            assert 1 in app.net.away()
            clock.advance(31)  # Bruno's time runs out while he is away
            shown = ""
            for _ in range(100):
                shown = squash(visible_text(app).replace("▌", ""))
                if squash(AWAY[lang])[:40] in shown:
                    break
                await pilot.pause(0.01)
            assert squash(AWAY[lang]) in shown, shown
            assert app.conductor.turns.timed_out == {1}
    finally:
        app.sock.close()
