"""``join --plain`` says the deal check as the full screen's log does (docs/SECURITY.md, "A
deal players can check"): the round dealt from the shuffle the terminals shared in, and at
once a warning naming a host that does what no honest host does. Played over ssh, a blind
player's line mode said neither: its lines were the events' words alone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lines.plain_joined import joined_lines
from net.threaded import HostThread

from uno_tui.engine.deal_check import Alarm
from uno_tui.i18n import activate

DEALT = {
    "en": "Round 1 is dealt from a shuffle the terminals shared in: ",
    "pt_PT": "A ronda 1 é dada de uma baralhação em que os terminais participaram: ",
}
WARNED = {
    "en": "WARNING: the host ({host}) dealt again without opening round 1's shuffle",
    "pt_PT": "AVISO: o anfitrião ({host}) voltou a dar sem abrir a baralhação da ronda 1",
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


@pytest.mark.parametrize("lang", sorted(DEALT))
def test_join_plain_says_the_shared_deal_and_a_warning_at_once(lang: str) -> None:
    activate(lang)
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], share_first=True)
    try:
        with joined_lines(host) as joined:
            said = joined.until(lambda out: DEALT[lang] in out)
            assert said.count(DEALT[lang]) == 1
            # What the terminal's ledger finds wrong (net/shareledger.py) is said at once,
            # once, naming the host, as the full screen's corner and log say it.
            shares = joined.lines.heard.table.shares
            events = len(joined.lines.heard.table.snapshot.events)
            shares.alarms.append((events - 1, Alarm.UNOPENED, 1))
            warned = WARNED[lang].format(host=shares.host_name)
            said = joined.until(lambda out: warned in out)
            joined.lines.update()
            assert joined.out.getvalue().count(warned) == 1
    finally:
        host.close()
