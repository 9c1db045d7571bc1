"""Jump-in (docs/RULES.md HR6) at a hosted table, through a joined terminal's real app
under Pilot: the hand comes up when its player holds the very card on top out of turn,
says so in words and on the key bar, J plays it; the log says who jumped in with what,
and play goes on from them. A play that lost the race is refused in words, nothing lost;
the computer players jump in too, after their reaction delay."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager

import pytest
from app.driver import Table, until_drawn, visible_text
from app.scenarios import deal

from uno_tui.engine import Card, Phase, Play, Rules
from uno_tui.engine.events import CardPlayed, JumpedIn
from uno_tui.i18n import _, activate, install
from uno_tui.i18n.cards import card_name
from uno_tui.i18n.events import jump_sentence
from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted.clientapp import joined_app
from uno_tui.ui.hosted.screens import RemoteTableScreen
from uno_tui.ui.screens.jumpin import PlayerHand

from .test_client_app import until_shown
from .threaded import HostThread

R7 = Card.from_code("R7")
JUMP = Rules(jump_in=True)
#: Ana (seat 0) plays at a joined terminal and holds the Red 7 the round starts on; Bruno
#: is a computer player; Carla's terminal has not joined, so her first turn waits. Nobody
#: else holds a face Ana holds, so Ana has one chance only.
HANDS = deal(
    [
        "R7 B1 G2 Y3 B4 G5 Y6",
        "R1 R2 R3 B7 G7 Y7 B8",
        "G1 G3 G4 G6 G8 G9 Y1",
    ],
    "R7",
    dealer=1,
)


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    install(None)
    activate("en")


def jump_table(kinds: tuple[str, ...] = ("human", "cpu-easy", "human")) -> HostThread:
    names = ("Ana", "Bruno", "Carla")
    return HostThread(names, kinds, [0, 2], deals=[HANDS], rules=JUMP, reaction_scale=0.0)


@asynccontextmanager
async def ana(
    host: HostThread, lang: str | None = None, key_guard: float = 0.0
) -> AsyncIterator[tuple[UnoApp, Table]]:
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        app = joined_app(link, f"127.0.0.1:{host.port}", key_guard=key_guard, lang=lang)
        async with app.run_test(size=(100, 30)) as pilot:
            table = Table(app, pilot)  # type: ignore[arg-type]
            await table.settle()
            yield app, table
    finally:
        link.close()
        host.close()


@pytest.mark.parametrize("lang", ["en", "pt_PT", "es"])
async def test_a_joined_player_jumps_in_and_the_table_says_so(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    host = jump_table()
    async with ana(host, lang) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, PlayerHand))
        screen = app.screen
        assert isinstance(screen, PlayerHand) and screen.jump_mode
        assert Play(0, R7) in app.view(0).legal  # the view the host sent lists it
        game = host.session.game
        assert game is not None and host.run(lambda: game.current) == 2  # Carla's turn
        await until_drawn(table.pilot)
        text = visible_text(app)
        key = {"en": "J", "pt_PT": "E", "es": "E"}[lang]
        assert (
            _("{name}, you hold the card on top: {key} jumps in").format(name="Ana", key=key)
            in text
        )
        assert f"{key} {_('Jump in')}" in text  # the key bar, in the language's letter
        marked = _("▲ {card}: the very card on top. {key} jumps in, out of turn.")
        assert marked.format(card=card_name(R7), key=key) in text
        assert {"en": "out of turn", "pt_PT": "fora de vez", "es": "fuera de turno"}[lang] in text
        assert f"D {_('Draw')}" not in text  # not her turn: only the jump-in
        await table.press(key.lower())
        await until_shown(table, lambda: isinstance(app.screen, RemoteTableScreen))
        events = host.run(lambda: list(game.events))
        at = events.index(JumpedIn(0))
        assert events[at + 1] == CardPlayed(0, R7, R7.color)
        assert R7 not in app.view(0).hand and len(app.view(0).hand) == 6
        # Play went on from Ana: Bruno (a computer) played next, and now Carla waits.
        assert isinstance(events[at + 2], CardPlayed) and events[at + 2].seat == 1
        await until_shown(table, lambda: host.run(lambda: game.current) == 2)
        await until_shown(table, lambda: jump_sentence("Ana", R7) in visible_text(app))
        text = visible_text(app)
        assert jump_sentence("Ana", R7) in text
        said = {"en": "Ana jumps in with", "pt_PT": "Ana entra fora de vez com", "es": "fuera"}
        assert said[lang] in text
        assert "\x1b[" not in text


async def test_a_jump_in_refused_by_a_race_says_who_was_first() -> None:
    """Ana's turn: she plays as Bruno, at another terminal, jumps in with the other Red 7
    on the host: his reached it first, so hers is refused in words, and nothing is lost."""
    hands = deal(
        ["R5 B1 G2 Y3 B4 G5 Y6", "R7 R2 R3 B7 G7 Y7 B8", "G1 G3 G4 G6 G8 G9 Y1"],
        "R7",
        dealer=2,  # Ana plays first
    )
    host = HostThread(
        ("Ana", "Bruno", "Carla"), ("human", "human", "human"), [0, 1, 2], deals=[hands], rules=JUMP
    )
    async with ana(host) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, PlayerHand))
        screen = app.screen
        assert isinstance(screen, PlayerHand) and not screen.jump_mode
        game = host.session.game
        assert game is not None
        host.run(lambda: host.conductor.submit(1, Play(1, R7)))  # Bruno jumps in
        # Ana's key was pressed on the hand as it stood: her play reaches the host second.
        assert screen._start()  # (as Enter on the Red 5 does)
        screen._play(Card.from_code("R5"))
        await until_shown(table, lambda: "Too late: Bruno jumped in first." in visible_text(app))
        assert Card.from_code("R5") in app.view(0).hand  # nothing lost
        events = host.run(lambda: list(game.events))
        assert events[-2:] == [JumpedIn(1), CardPlayed(1, R7, R7.color)]
        assert host.run(lambda: game.current) == 2
        # The hand gives way to the table once the refusal has been read.
        await until_shown(table, lambda: isinstance(app.screen, RemoteTableScreen))
        await until_shown(table, lambda: "Bruno jumps in with ● Red 7." in visible_text(app))


async def test_a_computer_player_jumps_in_after_its_reaction_delay() -> None:
    """Bruno (a computer) holds the Red 7 on top while Carla's turn waits: he jumps in once
    his reaction delay has passed (zero here), and play goes on from him."""
    hands = deal(
        ["B1 G2 Y3 B4 G5 Y6 B9", "R7 R2 R3 B7 G7 Y7 B8", "G1 G3 G4 G6 G8 G9 Y1"],
        "R7",
        dealer=1,
    )
    kinds = ("human", "cpu-normal", "human")
    host = HostThread(
        ("Ana", "Bruno", "Carla"), kinds, [0, 2], deals=[hands], rules=JUMP, reaction_scale=0.0
    )
    async with ana(host) as (app, table):
        game = host.session.game
        assert game is not None
        await until_shown(table, lambda: JumpedIn(1) in host.run(lambda: list(game.events)))
        await until_shown(
            table, lambda: jump_sentence("Bruno", R7) in "\n".join(app.log_sentences())
        )
        assert host.run(lambda: game.phase) is Phase.TURN
        # After Bruno, Carla (away) is to play: nobody played in between.
        events = host.run(lambda: list(game.events))
        assert events[-1] == CardPlayed(1, R7, R7.color) and host.run(lambda: game.current) == 2


async def test_a_turn_jumped_in_on_gives_way_to_the_table() -> None:
    """Ana's hand is up for her turn when Bruno jumps in: the turn is no longer hers, so her
    hand gives way to the table at once, whose log says who jumped in."""
    hands = deal(
        ["R5 B1 G2 Y3 B4 G5 Y6", "R7 R2 R3 B7 G7 Y7 B8", "G1 G3 G4 G6 G8 G9 Y1"],
        "R7",
        dealer=2,  # Ana plays first
    )
    host = HostThread(
        ("Ana", "Bruno", "Carla"), ("human", "human", "human"), [0, 1, 2], deals=[hands], rules=JUMP
    )
    async with ana(host) as (app, table):
        await until_shown(table, lambda: isinstance(app.screen, PlayerHand))
        host.run(lambda: host.conductor.submit(1, Play(1, R7)))  # Bruno jumps in
        await until_shown(table, lambda: isinstance(app.screen, RemoteTableScreen))
        await until_shown(table, lambda: "Bruno jumps in with ● Red 7." in visible_text(app))
        await until_shown(
            table, lambda: "Carla's seat is open: waiting for someone to join." in visible_text(app)
        )
