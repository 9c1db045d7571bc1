"""What ``?`` says Q does, at each kind of table in lines: a joined seat's Q
(``join --plain``) leaves the table, whose host keeps the game and the seat; it never
says the game is saved here, where nothing is (the host's keyboard's help is tested with
its question, in tests/net/test_host_closing.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lines.plain_joined import joined_lines
from net.threaded import HostThread

from uno_tui.i18n import activate

#: What Q does at a joined seat, as ``?`` says it.
LEAVES = {
    "en": "Q leaves the table. The host keeps the game and your seat: the same uno-tui join "
    "command takes it back.",
    "pt_PT": "Q sai da mesa. O anfitrião guarda o jogo e o teu lugar: o mesmo comando "
    "uno-tui join recupera-o.",
    "pt_BR": "Q sai da mesa. O anfitrião guarda o jogo e o seu lugar: o mesmo comando "
    "uno-tui join o recupera.",
    "es": "Q deja la mesa. El anfitrión guarda la partida y tu puesto: el mismo comando "
    "uno-tui join lo recupera.",
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


@pytest.mark.parametrize("lang", list(LEAVES))
def test_help_at_a_joined_seat_says_q_leaves_and_the_host_keeps_the_seat(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    activate(lang)
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=8)
    try:
        with joined_lines(host) as joined:
            joined.lines.update()
            start = len(joined.out.getvalue())
            joined.lines.answer("?")
            said = joined.out.getvalue()[start:].splitlines()
            assert said[1].endswith(" " + LEAVES[lang]), said
            assert "Q quits" not in joined.out.getvalue()
            assert not joined.lines.done
    finally:
        host.close()
