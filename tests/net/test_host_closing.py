"""``host --plain``: Q asks before it closes the table (closing it disconnects every
terminal that joined), in the quit dialog's words about the game, and only Y (the
language's own letter, or the English one) closes it; anything else keeps playing. The
host's table and its line mode on this test's loop, with the game saved in a folder."""

from __future__ import annotations

import io
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from net.plain_host import plain_host
from uno_tui.i18n import activate
from uno_tui.lines.hosted import HostedLines
from uno_tui.table.saves import SaveStore
from uno_tui.table.session import GameSession

#: The question; what it says of the saved game; how to answer; the answer no.
WORDS = {
    "en": (
        "Close the table? The terminals that joined it are disconnected.",
        "The game is saved as it stands: uno-tui host --resume opens the table again where "
        "you left off, and its players join again.",
        "Y: close it. Anything else: keep playing.",
        "The table stays open.",
    ),
    "pt_PT": (
        "Fechar a mesa? Os terminais que se juntaram a ela são desligados.",
        "O jogo fica guardado tal como está: uno-tui host --resume volta a abrir a mesa onde "
        "ficaste, e os jogadores voltam a entrar.",
        "S: fechar. Qualquer outra coisa: continuar a jogar.",
        "A mesa continua aberta.",
    ),
    "pt_BR": (
        "Fechar a mesa? Os terminais que entraram nela são desconectados.",
        "uno-tui host --resume",
        "S: fechar. Qualquer outra coisa: continuar jogando.",
        "A mesa continua aberta.",
    ),
    "es": (
        "¿Cerrar la mesa? Los terminales que se unieron a ella se desconectan.",
        "uno-tui host --resume",
        "S: cerrarla. Cualquier otra cosa: seguir jugando.",
        "La mesa sigue abierta.",
    ),
}


class Table:
    """A hosted table of Ana (here), Bruno (an open seat) and Carla (a computer player),
    whose keyboard plays in lines; what it printed is ``said``."""

    def __init__(self, lines: HostedLines, out: io.StringIO) -> None:
        self.lines = lines
        self.out = out
        self.seen = 0

    def type(self, text: str) -> list[str]:
        """Type ``text`` (and Enter): the lines printed since the last time."""
        self.lines.answer(text)
        self.lines.update()
        said = self.out.getvalue()[self.seen :]
        self.seen = len(self.out.getvalue())
        return said.splitlines()


@asynccontextmanager
async def hosted(tmp_path: Path) -> AsyncIterator[Table]:
    store = SaveStore(tmp_path)
    session = GameSession(seed=10, saves=store)  # (Ana, here, plays first)
    session.new_game(["Ana", "Bruno", "Carla"], 500, ("human", "human", "cpu-easy"))
    try:
        async with plain_host(session) as host:
            host.lines.start()
            host.lines.update()
            yield Table(host.lines, host.out)
    finally:
        store.close()


@pytest.mark.parametrize("lang", list(WORDS))
async def test_q_asks_before_the_host_closes_the_table(tmp_path: Path, lang: str) -> None:
    activate(lang)
    async with hosted(tmp_path) as table:
        asks_before_closing(table, lang)


def asks_before_closing(table: Table, lang: str) -> None:
    question, saved, how, stays = WORDS[lang]
    table.type("")  # (whatever is on show)
    asked = table.type("q")
    assert not table.lines.done
    assert asked[0] == question
    assert saved in asked[1]
    assert asked[-1] == how
    # Anything but Y keeps the table open, and says so.
    for answer in ("n", "", "quit"):
        assert stays in table.type(answer)
        assert not table.lines.done
        assert question in table.type("q")
    assert table.type(how[0].lower()) == []  # the language's own Yes: no prompt after it
    assert table.lines.done


async def test_the_english_y_closes_the_table_in_every_language(tmp_path: Path) -> None:
    activate("pt_PT")
    async with hosted(tmp_path) as table:
        table.type("q")
        assert not table.lines.done
        table.type("y")
        assert table.lines.done


async def test_the_question_stays_on_show_until_it_is_answered(tmp_path: Path) -> None:
    """A key typed after Q answers the question, not the prompt that was on show (1 does
    not play Ana's first card)."""
    async with hosted(tmp_path) as table:
        game = table.lines.conductor.session.game if table.lines.conductor else None
        assert game is not None and game.current == 0
        hand = len(game.hands[0])
        table.type("q")
        assert "The table stays open." in table.type("1")
        assert len(game.hands[0]) == hand


#: What ``?`` says Q does at the host's keyboard: it asks first; the game is saved.
HELP = {
    "en": (
        "Q asks before it closes the table: closing it disconnects the terminals that joined "
        "it. The game is saved after every move: uno-tui host --resume opens it again."
    ),
    "pt_PT": (
        "Q pergunta antes de fechar a mesa: fechá-la desliga os terminais que se juntaram a "
        "ela. O jogo é guardado depois de cada jogada: uno-tui host --resume volta a abri-lo."
    ),
    "pt_BR": (
        "Q pergunta antes de fechar a mesa: fechá-la desconecta os terminais que entraram "
        "nela. O jogo é salvo depois de cada jogada: uno-tui host --resume o abre de novo."
    ),
    "es": (
        "Q pregunta antes de cerrar la mesa: cerrarla desconecta los terminales que se "
        "unieron a ella. La partida se guarda tras cada jugada: uno-tui host --resume la "
        "vuelve a abrir."
    ),
}


@pytest.mark.parametrize("lang", list(HELP))
async def test_help_at_the_host_says_q_asks_before_it_closes_the_table(
    tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found in a play-test: ``?`` at ``host --plain`` said "Q quits: the game is saved
    after every move", the hot-seat table's words, while Q there asks first and closes
    the table for every terminal that joined it."""
    monkeypatch.setenv("NO_COLOR", "1")
    activate(lang)
    try:
        async with hosted(tmp_path) as table:
            table.type("")
            said = table.type("?")
            assert said[1].endswith(" " + HELP[lang]), said
            assert len(said) == 3  # (the keys, then the question on show again)
            assert not table.lines.done  # (? only says: the table stays open)
    finally:
        activate("en")


async def test_help_at_the_host_never_says_saved_while_the_save_fails(tmp_path: Path) -> None:
    import errno

    async with hosted(tmp_path) as table:
        assert table.lines.conductor is not None
        session = table.lines.conductor.session
        session.save_error = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        said = " ".join(table.type("?"))
        assert "saved after every move" not in said, said
        assert (
            "Q asks before it closes the table: closing it disconnects the terminals that "
            "joined it. The game is not saved: No space left on device. It is tried again "
            "after every move."
        ) in said, said
        session.save_error = None
        assert HELP["en"] in " ".join(table.type("?"))
