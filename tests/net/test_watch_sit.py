"""A watcher takes an open seat (issue 37, item 4): while a seat is open the watcher is told
so and which key takes it (the host sends the open seats: ``Update.open``, protocol 5);
asked, the watch ends on the open seat's name, and the join that follows (the same code,
that name) takes the seat as any join does, with a key of its own."""

from __future__ import annotations

import asyncio

import pytest
from app.scenarios import deal

from uno_tui.engine import Phase
from uno_tui.i18n import activate, install
from uno_tui.net import protocol as p
from uno_tui.net.link import Link
from uno_tui.net.watch import Sit, next_game_line, open_seats_line, watch

from .table import Hosted, bot_turns, hosted, until


async def test_a_watcher_is_told_the_open_seats_and_takes_one() -> None:
    table = await hosted()  # Ana and Bruno: seats other terminals join, both open
    said: list[str] = []
    sit = asyncio.Event()

    async def ask_once_told() -> None:
        await until(lambda: any(s.startswith("Open seats:") for s in said))
        sit.set()

    ended, _ = await asyncio.gather(
        watch("127.0.0.1", table.port, table.host.code, said.append, sit), ask_once_told()
    )
    assert "Open seats: Ana, Bruno. S and Enter takes one: you stop watching and play." in said
    assert ended == Sit("Ana")
    ana = await table.join("Ana")  # what ``uno-tui join`` then does, with the same code
    assert table.host.seats[0].key is not None and table.host.seats[1].key is None
    await table.close(ana)


async def test_a_watcher_asking_with_no_seat_open_is_told_and_watches_on() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    said: list[str] = []
    sit = asyncio.Event()

    async def ask_then_close() -> None:
        await until(lambda: table.host.watchers() == 1 and len(said) >= 2)
        assert not any(s.startswith("Open seats:") for s in said)
        sit.set()
        await until(lambda: "No seat is open now." in said)
        await table.close(ana, bruno)

    ended, _ = await asyncio.gather(
        watch("127.0.0.1", table.port, table.host.code, said.append, sit), ask_then_close()
    )
    assert ended == p.HOST_CLOSED


async def test_the_open_seats_reach_a_joined_terminal_too() -> None:
    table = await hosted()
    ana = await table.join("Ana")
    link: Link = ana
    assert link.table is not None
    await until(lambda: link.table is not None and link.table.snapshot.open == {1}, link)
    bruno = await table.join("Bruno")
    await until(lambda: link.table is not None and not link.table.snapshot.open, link)
    await table.close(ana, bruno)


#: Ana (seat 0, open) goes out with her only card; 490 points already: the game ends.
LAST_DEAL = deal(["R5", "G2 Y9 B7", "B8 B9 G1"], "R1", "G4 G5 G6", dealer=2)


async def computer_held() -> Hosted:
    """Ana's and Bruno's seats are open, and the host let a computer play each for now."""
    table = await hosted(deals=[LAST_DEAL], scores=(490, 0, 0))
    table.host.hand_to_computer(0)
    table.host.hand_to_computer(1)
    return table


NEXT_GAME = (
    "Ana's seat is yours from the next game: a computer plays it until this game ends. "
    "You watch until then."
)


async def asked_for_next_game() -> tuple[
    Hosted, list[str], asyncio.Future[str | Sit], asyncio.Event
]:
    """A watcher at ``computer_held``'s table, told the open seats and asking for one:
    the table, what it was told, its watch (going on) and its key."""
    table = await computer_held()
    said: list[str] = []
    sit = asyncio.Event()
    watching = asyncio.ensure_future(
        watch("127.0.0.1", table.port, table.host.code, said.append, sit)
    )
    await until(lambda: any(s.startswith("Open seats:") for s in said))
    sit.set()
    await until(lambda: NEXT_GAME in said)
    return table, said, watching, sit


async def test_a_seat_a_computer_holds_is_the_watchers_from_the_next_game() -> None:
    """Issue 37: an open seat a computer player holds during a game is not taken from it
    mid-game: the watcher is told it is theirs from the next game and watches on; the
    watch ends for the join when this game is over."""
    table, said, watching, sit = await asked_for_next_game()
    sit.set()  # asked again: the same answer
    await until(lambda: said.count(NEXT_GAME) == 2)
    assert (
        "Open seats: Ana, Bruno, played by a computer until this game ends. S and Enter "
        "takes one for the next game: you watch until then." in said
    )
    assert not watching.done()  # still watching
    assert table.host.seats[0].key is None
    bot_turns(table)  # the computer in Ana's seat goes out: the game is over
    game = table.session.game
    assert game is not None and game.phase is Phase.GAME_OVER
    assert await asyncio.wait_for(watching, 10) == Sit("Ana")
    ana = await table.join("Ana")  # what ``uno-tui join`` then does
    assert table.host.seats[0].key is not None and not table.host.seats[0].computer
    await table.close(ana)


async def test_a_seat_asked_for_the_next_game_taken_by_someone_else_is_said() -> None:
    table, said, watching, _sit = await asked_for_next_game()
    ana = await table.join("Ana")  # someone else joins Ana's seat (at once: a join's own)
    await until(lambda: "Someone else took Ana's seat." in said)
    assert not watching.done()
    await table.close(ana)
    assert await asyncio.wait_for(watching, 10) == p.HOST_CLOSED


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Ana's seat is yours from the next game"),
        ("pt_PT", "O lugar de Ana é teu a partir do próximo jogo"),
        ("pt_BR", "O lugar de Ana é seu a partir do próximo jogo"),
        ("es", "El puesto de Ana es tuyo a partir de la próxima partida"),
    ],
)
def test_the_next_game_words_in_each_language(lang: str, words: str) -> None:
    install(lang)
    activate(lang)
    try:
        assert next_game_line("Ana").startswith(words)
        assert "Ana" in open_seats_line(["Ana"], now=False)
        if lang != "en":
            assert open_seats_line(["Ana"], now=False) != (
                "Open seats: Ana, played by a computer until this game ends. S and Enter "
                "takes one for the next game: you watch until then."
            )
    finally:
        install(None)
        activate("en")
