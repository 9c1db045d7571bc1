"""An open seat a computer player held (the host's H, or the turn timer) is taken at once
by a plain ``uno-tui join``, as docs/PROTOCOL.md (version 5) says: the game does not stop
for the newcomer. The terminal that took it is told so, once, in the line mode and in the
full-screen app's corner alike: the seat's moves so far were a computer player's, and
from now on the seat is theirs. A seat that never moved before it was taken says
nothing of the kind. In every language, with NO_COLOR."""

from __future__ import annotations

import pytest
from app.driver import shown, visible_text
from app.scenarios import deal
from lines.plain_joined import joined_lines

from uno_tui.engine import Phase
from uno_tui.i18n import activate

from .test_client_app import joined
from .threaded import HostThread

#: What the terminal that took Ana's seat is told.
HELD = {
    "en": "A computer player played Ana's seat until you took it: from now on, you play it.",
    "pt_PT": "O computador jogou no lugar de Ana até o ocupares: a partir de agora, jogas tu.",
    "pt_BR": "O computador jogou no lugar de Ana até você ocupá-lo: de agora em diante, quem "
    "joga é você.",
    "es": "La máquina jugó el puesto de Ana hasta que lo ocupaste: a partir de ahora, juegas tú.",
}


@pytest.fixture(autouse=True)
def _plain(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def held_table(hand_over: bool = True) -> HostThread:
    """Ana's seat (0) open, played first; Bruno at the host's keyboard (who never moves),
    Carla a computer player. ``hand_over``: the host lets a computer player sit in for
    Ana (H) and it plays her first move, before anyone takes the seat."""
    spec = deal(["R5 R7 G2 G3", "B3 B4 Y6 Y8", "R3 R4 R6 R8"], "R9", dealer=2)
    host = HostThread(("Ana", "Bruno", "Carla"), ("human", "human", "cpu-easy"), [0], deals=[spec])
    if hand_over:
        host.run(lambda: host.host.hand_to_computer(0))
        for _look in range(500):  # (the computer player's move, on the host's loop)
            game = host.session.game
            if game is not None and host.run(lambda game=game: game.current) != 0:
                break
            host.run(lambda: None)
        else:
            raise AssertionError("the computer player never moved for Ana")
    return host


@pytest.mark.parametrize("lang", list(HELD))
def test_join_plain_says_a_computer_player_held_the_seat_it_took(lang: str) -> None:
    activate(lang)
    host = held_table()
    try:
        with joined_lines(host) as seat:
            seat.lines.update()
            said = seat.out.getvalue().splitlines()
            assert said.count(HELD[lang]) == 1, said
            assert said[-1] == HELD[lang]  # (after what happened last at the table)
            assert not host.run(lambda: host.host.seats[0].computer)  # the seat is Ana's
            for _look in range(3):
                seat.lines.update()
            assert seat.out.getvalue().splitlines().count(HELD[lang]) == 1  # once
    finally:
        host.close()
        activate("en")


def test_join_plain_says_nothing_of_it_for_a_seat_that_never_moved() -> None:
    """The game waits on Ana's open seat (no H): taking it, she is asked her decision."""
    host = held_table(hand_over=False)
    try:
        with joined_lines(host) as seat:
            said = seat.until(lambda text: "Ana, your turn." in text)
            assert "computer player played" not in said
    finally:
        host.close()


@pytest.mark.parametrize("lang", list(HELD))
async def test_the_joined_app_says_a_computer_player_held_the_seat_it_took(lang: str) -> None:
    host = held_table()
    async with joined(host, key_guard=0.0, lang=lang, notifications=True) as (app, table):
        await table.settle()
        assert [n.message for n in app._notifications] == [HELD[lang]]
        # On the screen, in the corner (wrapped to its width: its first words, whole), once
        # drawn: a notice is drawn a refresh or more after it is taken.
        words = " ".join(HELD[lang].split()[:5])
        text = await shown(
            table.pilot, lambda: squash_borders(visible_text(app)), lambda t: words in t
        )
        assert words in text, text
        assert app.table_reader.snapshot.view(None).phase is Phase.TURN


def squash_borders(text: str) -> str:
    """``text`` without the notice's frame: its lines joined with single spaces."""
    for mark in "│▏▕▎▍▌▋▊▉█┃":
        text = text.replace(mark, " ")
    return " ".join(text.split())


async def test_the_joined_app_says_nothing_of_it_for_a_seat_that_never_moved() -> None:
    host = held_table(hand_over=False)
    async with joined(host, key_guard=0.0, notifications=True) as (app, table):
        await table.settle()
        assert not app._notifications, [n.message for n in app._notifications]
        assert "computer player played" not in squash_borders(visible_text(app))
        assert type(app.screen).__name__ == "JoinedHandScreen"
