"""``uno-tui host`` without ``--players``: the setup screen names the players and marks
the open seats (^T), a table with none is refused in words, and the table opens (the join
line, the seats others join) when the game starts. At a hosted table's game-over sheet
the same players play again at the same terminals; no other setup remaps them."""

from __future__ import annotations

import asyncio
import contextlib
import re
import socket
import sys
from pathlib import Path

import pytest
from app.driver import Table, screen_text, until_drawn, visible_text
from app.scenarios import deal

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from uno_tui.cli.args import host_players
from uno_tui.engine import Draw, IllegalAction, Phase, Play, SeatView
from uno_tui.net import protocol as p
from uno_tui.net.client import Refused
from uno_tui.net.link import Link
from uno_tui.net.local import listen_tcp as _listen
from uno_tui.net.sidecar import read_sidecar, read_table, sidecar_path
from uno_tui.table.options import AppOptions
from uno_tui.table.saves import SaveStore
from uno_tui.table.seats import HUMAN, OPEN, cpu
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted.hostapp import HostApp
from uno_tui.ui.hosted.screens import RemoteTurnScreen
from uno_tui.ui.screens import DealerDrawScreen, HandScreen, ScoreScreen, SetupScreen
from uno_tui.ui.screens.scores import SheetMode

from .table import until

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "system"))
from pty_app import Terminal

OPEN_LABEL = "Open seat — joins from another terminal"


def a_host(options: AppOptions, remote: dict[int, str] | None = None) -> tuple[HostApp, int]:
    sock = _listen("127.0.0.1", 0)
    port = int(sock.getsockname()[1])
    return HostApp(options, remote or {}, sock, f"127.0.0.1:{port}"), port


def squash(text: str) -> str:
    return " ".join(text.split())


async def test_the_setup_screen_marks_open_seats_and_the_table_opens_with_the_game(
    tmp_path: Path,
) -> None:
    store = SaveStore(tmp_path)
    app, port = a_host(AppOptions(saves=store, seed=3))
    bruno = Link()
    try:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            table = Table(app, pilot)
            await table.settle()
            assert isinstance(app.screen, SetupScreen)
            await until_drawn(table.pilot)
            text = squash(visible_text(app))
            assert "^T makes a seat a computer player or an open seat" in text
            # Nobody can join yet: the table is not open while it is being set up.
            assert app.net.seats == {} and not app.opened
            # Two people: the hosted table says what it lacks and does not start.
            await table.press("enter")
            await until_drawn(table.pilot)
            text = squash(visible_text(app))
            assert "A hosted table needs at least one open seat" in text
            assert app.session.game is None
            # Row 2: person → computer easy, normal, hard → open, named Bruno.
            await table.press("down")
            for kind in ("Computer · easy", "Computer · normal", "Computer · hard"):
                await table.press("ctrl+t")
                await until_drawn(table.pilot)
                assert kind in visible_text(app)
            await table.press("ctrl+t")
            await until_drawn(table.pilot)
            assert OPEN_LABEL in visible_text(app)
            await table.press("ctrl+u", *"Bruno")
            await table.press("up", "ctrl+u", *"Ana", "enter")
            await table.wait_for(DealerDrawScreen)
            session = app.session
            assert session.players == ("Ana", "Bruno")
            assert session.seats == (HUMAN, HUMAN)  # an open seat is a person's, elsewhere
            assert app.conductor.remote == frozenset({1})
            await until(lambda: app.net._server is not None and app.code_shown)
            await pilot.pause()
            await table.settle()
            # The join line shows as the table opens: the dealer draw says it while the
            # first deal waits (no notice repeats it: test_host_open_notice).
            await until_drawn(table.pilot)
            shown = squash(visible_text(app).replace("▌", ""))
            assert f"uno-tui join 127.0.0.1:{port} (join code {app.net.code})" in shown
            # What the host prints on its standard output (its scrollback, its logs) has
            # no code.
            assert app.net.code not in app.join_command
            # Once the notice is gone, the table itself shows the code while a seat is
            # open: on the hand's frame, or on the screen of a turn played elsewhere.
            if isinstance(app.screen, DealerDrawScreen):
                await table.press("enter")  # deal
            for _ in range(200):
                if isinstance(app.screen, (HandScreen, RemoteTurnScreen)):
                    break
                await pilot.pause(0.01)
            assert isinstance(app.screen, (HandScreen, RemoteTurnScreen)), app.screen
            app.clear_notifications()
            await pilot.pause()
            await table.settle()
            await until_drawn(table.pilot)
            shown = squash(visible_text(app))
            assert f"uno-tui join 127.0.0.1:{port} (join code {app.net.code})" in shown
            # Bruno joins from another terminal with the name the setup gave the seat.
            assert await bruno.connect("127.0.0.1", port, code=app.net.code, name="Bruno") == 1
            await until(lambda: app.net.seats[1].key is not None)
            path = session.save_path
            assert path is not None and sidecar_path(path).exists()
            seats, keys = read_sidecar(path, ("Ana", "Bruno"))
            assert seats == {1: "Bruno"} and set(keys) == {1}
            assert read_table(path) == app.net.table  # the table's name, for a restart
            # Every seat is taken now: the code is no longer on show; the corner says who
            # took the seat (as host --plain says it).
            await until(lambda: not app.open_seat_line() and len(app._notifications) == 1)
            said = [n.message for n in app._notifications]
            assert said == ["Bruno joined from another terminal and took the open seat."]
            await pilot.pause()
            await table.settle()
            # (The screen on show: the backdrop under it keeps an old frame of the notice.)
            await until_drawn(table.pilot)
            assert "join code" not in squash(screen_text(app.screen).replace("▌", ""))
            # Ana's seat is this keyboard's: nobody else may take it.
            other = Link()
            try:
                await other.connect("127.0.0.1", port, code=app.net.code, name="Ana")
            except Refused as refused:
                assert refused.reason
            else:
                raise AssertionError("a seat at this keyboard was taken from another terminal")
            # The host quits with Bruno still there: his terminal is told, nothing breaks.
            await table.press("ctrl+q", "y")
        await until(lambda: bruno.ended is not None, bruno)  # (the host's last line, read)
        assert bruno.ended == p.HOST_CLOSED
        assert app.return_code in (0, None)
    finally:
        await bruno.close()
        store.close()


async def test_given_players_without_an_open_seat_fill_the_setup_screen() -> None:
    given = host_players("Ana,open:Bruno,cpu:Carla")
    assert given.remote == {1: "Bruno"} and given.seats == (HUMAN, HUMAN, cpu())
    one = host_players("open:Bruno")  # fewer than a game takes: setup adds the rest
    assert list(one) == ["Bruno"] and one.remote == {0: "Bruno"}
    app, _port = a_host(AppOptions(players=("Ana", "Bruno"), seats=(HUMAN, OPEN)))
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await table.settle()
        assert isinstance(app.screen, SetupScreen)
        await until_drawn(table.pilot)
        text = visible_text(app)
        assert "Ana" in text and "Bruno" in text and OPEN_LABEL in text
        # Bruno's seat cycles on, back to a person: the seat kinds go round.
        await table.press("down", "ctrl+t")
        await until_drawn(table.pilot)
        assert OPEN_LABEL not in visible_text(app) and "Person" in visible_text(app)


async def test_the_game_over_sheet_of_a_hosted_table_keeps_its_players() -> None:
    app, _port = a_host(
        AppOptions(
            players=("Ana", "Bruno"),
            target=10,
            seed=1,
            deals=[deal(["R2", "G2 Y9 B7"], "R5", dealer=1)],
        ),
        {1: "Bruno"},
    )
    app.new_game(("Ana", "Bruno"), 10)
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await table.settle()
        for _ in range(6):
            if isinstance(app.screen, ScoreScreen):
                break
            await table.press("enter")
        screen = app.screen
        assert isinstance(screen, ScoreScreen) and screen.mode is SheetMode.FINAL
        await until_drawn(table.pilot)
        text = squash(visible_text(app).replace("│", ""))
        assert (
            "A plays again with the same players, each at the same terminal; Q closes the "
            "table (a new table with other players: uno-tui host again)."
        ) in text
        assert "A Same players again" in text and "N New game" not in text
        first = app.session.game
        await table.press("n")  # no setup that would hand Bruno's seat to someone else
        assert app.screen is screen and app.session.game is first
        await table.press("a")
        assert app.session.game is not first
        assert app.conductor.remote == frozenset({1}) and app.net.seats[1].name == "Bruno"


@pytest.mark.slow
def test_host_with_one_open_seat_named_opens_the_setup_screen_with_it(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    host = Terminal(["host", "--players", "open:Bruno", "--port", str(port)], tmp_path)
    try:
        host.read_until("UNO — a new game")
        host.read_until("Open seat — joins from another terminal")
        assert b"Bruno" in host.everything and b"Player 2" in host.everything
        host.press(b"\r", "Open seat: uno-tui join")  # (the dealer draw says it)
        host.read_until("(join")
        escape = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")
        code = re.compile(r"\(join[^A-Z]*code[^0-9A-Z]*([0-9A-Z]{3}-[0-9A-Z]{3})")
        for _ in range(100):  # (the code may come a moment later)
            found = code.search(escape.sub(b"", host.everything).decode(errors="replace"))
            if found is not None:
                break
            host._read(0.2)
        assert found is not None

        async def join() -> int:
            bruno = Link()
            try:
                return await bruno.connect("127.0.0.1", port, code=found.group(1), name="Bruno")
            finally:
                await bruno.close()

        assert asyncio.run(join()) == 0  # the seat the command line opened
    finally:
        host.close()


async def test_a_hosted_dealer_draw_does_not_hold_the_computer_players_for_enter() -> None:
    # Ana plays at another terminal, Carla is a computer player who plays first (seed 1).
    # Nobody at the host's keyboard presses anything.
    app, port = a_host(AppOptions(players=("Ana", "Carla"), seed=1, bot_pace=0.2), {0: "Ana"})
    app.new_game(("Ana", "Carla"), 100, (HUMAN, cpu()))
    ana = Link()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await table.wait_for(DealerDrawScreen)
            await until_drawn(table.pilot)
            assert "Who deals?" in visible_text(app)
            # The first deal waits for Ana's seat (net/firstdeal.py); nothing moves.
            await until(lambda: app.net._server is not None)
            assert app.net.first.waiting and not app.conductor.step()
            await table.settle()
            await until_drawn(table.pilot)
            shown = squash(visible_text(app))
            assert (
                "Waiting for Ana to join: the first deal is shuffled with the joined "
                "terminals. Enter deals now."
            ) in shown
            assert f"(join code {app.net.code})" in shown
            await ana.connect("127.0.0.1", port, code=app.net.code, name="Ana")
            await until(lambda: not app.net.first.waiting)
            game = app.session.game
            assert game is not None and not game.actions
            dealt = len(game.events)
            # (The deal is shared now: the start card may give Ana the first turn; she
            # plays it at her terminal, and Carla's comes.)
            carla = lambda: any(getattr(e, "seat", None) == 1 for e in game.events[dealt:])  # noqa: E731
            for _ in range(400):  # the draw's few paces, then Carla's: a condition, not a time
                if carla() and game.current == 0 and not isinstance(app.screen, DealerDrawScreen):
                    break  # (the dealer draw moved on by itself too)
                view = ana.table.snapshot.view if ana.table is not None else None
                if not carla() and view is not None and view.current == 0 and game.current == 0:
                    with contextlib.suppress(IllegalAction):
                        await ana.act(next(a for a in view.legal if type(a).__name__ != "Catch"))
                await pilot.pause(0.02)
            # Carla played (or drew) without anyone at the host pressing Enter.
            assert game.current == 0 and carla(), type(app.screen).__name__
            assert not table.pressed
            # Now it is Ana's turn, at her terminal: the host shows that it waits for her.
            await table.settle()
            assert not isinstance(app.screen, DealerDrawScreen)
            await until_drawn(table.pilot)
            assert "Ana is playing at another terminal" in squash(visible_text(app))
    finally:
        await ana.close()


async def test_enter_on_the_waiting_dealer_draw_deals_now_and_the_seat_stays_open() -> None:
    app, _port = a_host(AppOptions(players=("Ana", "Carla"), seed=1, bot_pace=0.2), {0: "Ana"})
    app.new_game(("Ana", "Carla"), 100, (HUMAN, cpu()))
    game = app.session.game
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await table.wait_for(DealerDrawScreen)
        await until(lambda: app.net._server is not None)
        assert app.net.first.waiting
        await table.press("enter")  # deal now, nobody seated: the game's own shuffle
        for _ in range(400):
            if not isinstance(app.screen, DealerDrawScreen):
                break
            await pilot.pause(0.02)
        assert not app.net.first.waiting and app.session.game is game
        await table.settle()
        assert not isinstance(app.screen, DealerDrawScreen)
        assert app.net.open_seats_left() == [0]


@pytest.mark.parametrize(
    ("lang", "hosted", "alone"),
    [
        ("en", "^T Person/computer/open", "^T Person/computer"),
        ("pt_PT", "^T Pessoa/computador/livre", "^T Pessoa/computador"),
        ("pt_BR", "^T Pessoa/computador/livre", "^T Pessoa/computador"),
        ("es", "^T Persona/máquina/libre", "^T Persona/máquina"),
    ],
)
async def test_the_hosted_setup_key_bar_says_that_t_also_opens_a_seat(
    lang: str, hosted: str, alone: str
) -> None:
    app, _port = a_host(AppOptions(lang=lang))
    async with app.run_test(size=(80, 24)) as pilot:
        await Table(app, pilot).settle()
        assert isinstance(app.screen, SetupScreen)
        await until_drawn(pilot)
        assert hosted in visible_text(app)
        await pilot.press("f1")  # the help lists it in the same words
        await until_drawn(pilot)
        assert hosted.removeprefix("^T ") in visible_text(app)
    # At a table without other terminals, ^T still says what it does there.
    plain = UnoApp(AppOptions(lang=lang))
    async with plain.run_test(size=(80, 24)) as pilot:
        await Table(plain, pilot).settle()
        assert isinstance(plain.screen, SetupScreen)
        await until_drawn(pilot)
        text = visible_text(plain)
        assert alone in text and hosted not in text


async def test_the_host_follows_the_turn_from_one_joined_terminal_to_another() -> None:
    # Ana and Bruno both play at other terminals: as the turn passes between them, the
    # host's screen says who it waits for, each time as a new screen said it.
    app, port = a_host(AppOptions(players=("Ana", "Bruno"), seed=2), {0: "Ana", 1: "Bruno"})
    app.new_game(("Ana", "Bruno"), 500, (HUMAN, HUMAN))
    links = {0: Link(), 1: Link()}
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await until(lambda: app.net._server is not None)
            for seat, name in ((0, "Ana"), (1, "Bruno")):
                joined = await links[seat].connect("127.0.0.1", port, code=app.net.code, name=name)
                assert joined == seat
            # The first deal waits for both seats' shares (net/firstdeal.py), then deals.
            await until(lambda: not app.net.first.waiting)
            await table.press("enter")  # the dealer draw, sooner
            await table.settle()
            game = app.session.game
            assert game is not None
            screen = app.screen
            assert isinstance(screen, RemoteTurnScreen)
            names = ("Ana", "Bruno")

            def heard(seat: int) -> SeatView | None:
                remote = links[seat].table
                return remote.snapshot.view if remote is not None else None

            async def told(seat: int) -> SeatView:
                """The seat's view once its terminal has heard the game as the host has it
                now, its own decision due (the host is a line or two ahead of a terminal)."""

                def due() -> bool:
                    view = heard(seat)
                    return (
                        view is not None
                        and (view.current, view.phase) == (seat, game.phase)
                        and sorted(view.hand) == sorted(game.hands[seat])
                    )

                await until(due, links[seat])
                view = heard(seat)
                assert view is not None
                return view

            if game.phase is Phase.COLOR:  # a Wild turned first: its colour, first (S9)
                first = links[game.current or 0]
                await first.act((await told(game.current or 0)).legal[0])
                await table.settle()
            for _ in range(6):
                seat = game.current
                assert seat is not None and game.phase is Phase.TURN
                await until_drawn(table.pilot)
                text = squash(visible_text(app))
                assert f"{names[seat]} is playing at another terminal…" in text
                assert f"{names[1 - seat]} is playing" not in text
                view = await told(seat)
                # (a number card: the deal is shared now, and a Skip would keep the turn)
                plays = [a for a in view.legal if isinstance(a, Play) and a.card.rank.is_number]
                await links[seat].act(plays[0] if plays else Draw(seat))
                await until(lambda seat=seat: game.current != seat or game.phase is not Phase.TURN)
                if game.phase is not Phase.TURN:
                    break
                await table.settle()
                # The same screen, now waiting for the other seat.
                assert app.screen is screen and screen.seat == game.current
            # A player who leaves: the screen says so, and H lets a computer play.
            seat = game.current
            assert seat is not None
            await links[seat].close()
            await until(lambda: seat in app.net.away())
            await table.settle()
            await until_drawn(table.pilot)
            text = squash(visible_text(app))
            assert f"Waiting for {names[seat]} to come back" in text
    finally:
        for link in links.values():
            await link.close()
