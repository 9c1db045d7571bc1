"""The conductor on its own (no Textual, no screen, no network): whose decision is due,
every action through ``submit``, the computer players run on a clock, holds that only a
hot-seat table honours, the first save, and views built once per change."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

import uno_tui.table.conductor as conductor_module
import uno_tui.table.session as session_module
from uno_tui.engine import Draw, IllegalAction, NextRound, Phase, Play, seat_view
from uno_tui.table.conductor import ANNOUNCING, Conductor, Due, NotYourSeat, Who
from uno_tui.table.saves import SaveStore
from uno_tui.table.session import GameSession


class ManualClock:
    """The app's clock, turned by hand: ``run()`` calls what is due, in order."""

    def __init__(self) -> None:
        self.queue: list[Callable[[], None]] = []
        self.timers: list[tuple[float, Callable[[], None]]] = []

    def soon(self, callback: Callable[[], None]) -> None:
        self.queue.append(callback)

    def later(self, seconds: float, callback: Callable[[], None]) -> Callable[[], None]:
        entry = (seconds, callback)
        self.timers.append(entry)

        def cancel() -> None:
            if entry in self.timers:
                self.timers.remove(entry)

        return cancel

    def time(self) -> float:
        return 0.0

    def run(self, limit: int = 10_000) -> None:
        """Everything due now and every timer, as if its time had come."""
        for _ in range(limit):
            if self.queue:
                self.queue.pop(0)()
            elif self.timers:
                self.timers.pop(0)[1]()
            else:
                return
        raise AssertionError("the clock never ran out of callbacks")


def table(
    kinds: tuple[str, ...] = ("human", "cpu-easy", "cpu-normal"), seed: int = 4
) -> tuple[Conductor, ManualClock]:
    session = GameSession(seed=seed)
    clock = ManualClock()
    conductor = Conductor(session, clock, reaction_scale=lambda: 0.0)
    conductor.new_game(["Ana", "Bruno", "Carla"], 500, kinds)
    return conductor, clock


def shown(conductor: Conductor, clock: ManualClock) -> None:
    """The table was told its announcements (``UnoApp.announce_all``): play goes on."""
    for _ in range(100):
        clock.run()
        if not conductor.held:
            return
        conductor.release(ANNOUNCING)


def test_the_conductor_imports_neither_textual_nor_rich_nor_the_network() -> None:
    tree = ast.parse(Path(conductor_module.__file__).read_text(encoding="utf-8"))
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(("." * node.level) + node.module)
    roots = {m.split(".")[0] for m in modules if not m.startswith(".")}
    assert not roots & {"textual", "rich"}
    assert not any(m.lstrip(".").startswith("net") for m in modules)


def test_whose_decision_is_due_a_person_here_a_joined_terminal_or_a_computer() -> None:
    conductor, _clock = table()
    session = conductor.session
    assert [conductor.who(s) for s in range(3)] == [Who.HERE, Who.COMPUTER, Who.COMPUTER]
    conductor.remote_seats([0])
    assert conductor.who(0) is Who.JOINED and conductor.joined
    seating = conductor.snapshot.seating
    assert seating.is_remote(0) and seating.is_bot(1) and not seating.is_bot(0)
    assert seating.human_seats == [] and not seating.curtains
    game = session.game
    assert game is not None and game.current is not None
    assert conductor.due() == Due(game.current, conductor.who(game.current))
    conductor.end_game()
    assert conductor.due() is None


def test_an_action_sent_for_another_seat_or_refused_by_the_rules_changes_nothing() -> None:
    conductor, _clock = table(("human", "human", "human"))
    game = conductor.session.game
    assert game is not None and game.current is not None
    seat = game.current
    other = (seat + 1) % 3
    before = list(game.events)
    with pytest.raises(NotYourSeat):
        conductor.submit(other, Draw(seat))
    with pytest.raises(IllegalAction):
        conductor.submit(other, Draw(other))
    with pytest.raises(IllegalAction):
        conductor.submit(None, NextRound())  # the round is still being played
    assert game.events == before
    heard: list[int] = []
    conductor.subscribe(lambda snapshot: heard.append(len(snapshot.events)))
    events = conductor.submit(seat, Draw(seat))
    assert events and heard == [len(events)]


def test_the_computer_players_move_on_the_clock_until_a_persons_decision() -> None:
    conductor, clock = table()
    game = conductor.session.game
    assert game is not None
    shown(conductor, clock)
    for _ in range(40):  # Ana plays (or draws and keeps); the computers answer
        due = conductor.due()
        assert due is not None
        if due.seat is None:
            break
        assert due == Due(0, Who.HERE)  # the clock ran: only Ana's turn waits
        view = conductor.session.view(0)
        action = next((a for a in view.legal if isinstance(a, Play)), None) or view.legal[0]
        conductor.submit(0, action)
        clock.run()
        shown(conductor, clock)
    assert any(getattr(e, "seat", None) == 1 for e in game.events)
    assert any(getattr(e, "seat", None) == 2 for e in game.events)


def test_at_a_hot_seat_table_the_computers_wait_for_the_keyboard_not_at_a_hosted_one() -> None:
    conductor, clock = table(("cpu-easy", "human", "cpu-easy"), seed=0)
    game = conductor.session.game
    assert game is not None and game.current is not None
    assert conductor.who(game.current) is Who.COMPUTER
    conductor.hold("keyboard")
    clock.run()
    actions = len(game.actions)
    assert actions == 0 and conductor.held  # held: the hand or a dialog is being read
    conductor.remote_seats([1])  # Bruno plays from another terminal now
    assert not conductor.held
    conductor.kick()
    clock.run()
    assert len(game.actions) > actions  # the keyboard holds nobody else's game


def test_announcements_waiting_to_be_shown_hold_a_hot_seat_tables_computers() -> None:
    conductor, clock = table(("cpu-easy", "human", "cpu-easy"), seed=0)
    session = conductor.session
    conductor.hold(ANNOUNCING)  # (``UnoApp.take_announcements``: "Bruno misses a turn.")
    clock.run()
    game = session.game
    assert game is not None and game.actions == []
    conductor.release(ANNOUNCING)  # shown (``UnoApp.announce_all``), then:
    clock.run()
    assert game.actions


def test_a_key_hurries_the_computer_action_on_its_way() -> None:
    session = GameSession(seed=0)
    clock = ManualClock()
    conductor = Conductor(session, clock, pace=lambda: 60.0, reaction_scale=lambda: 0.0)
    conductor.new_game(["Ana", "Bruno", "Carla"], 500, ("cpu-easy", "human", "cpu-easy"))
    game = session.game
    assert game is not None
    while clock.queue:
        clock.queue.pop(0)()
    assert [s for s, _ in clock.timers if s == 60.0] and not game.actions
    conductor.hurry()
    assert len(game.actions) == 1


def test_a_new_game_is_saved_at_once_or_once_the_table_is_shown(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    conductor = Conductor(GameSession(seed=4, saves=store))
    conductor.new_game(["Ana", "Bruno"], 500)
    first = conductor.session.save_path
    assert first is not None and first.exists() and not conductor.unsaved
    conductor.new_game(["Ana", "Bruno"], 500, save_when_shown=True)
    path = conductor.session.save_path
    assert path is not None and path != first and not path.exists() and conductor.unsaved
    conductor.shown()
    assert path.exists() and not conductor.unsaved
    written = path.stat().st_mtime_ns
    conductor.shown()  # saved once
    assert path.stat().st_mtime_ns == written
    store.close()


def test_each_view_is_built_once_per_change(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[int | None] = []
    real = seat_view

    def counting(game: object, seat: int | None) -> object:
        built.append(seat)
        return real(game, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(session_module, "seat_view", counting)
    conductor, _clock = table(("human", "human", "human"))
    session = conductor.session
    game = session.game
    assert game is not None and game.current is not None
    seat = game.current
    for _ in range(3):  # (the snapshot keeps each view; the session keeps none)
        conductor.snapshot.view(seat)
        assert conductor.snapshot.public is not None
        conductor.snapshot.view(None)
    assert sorted(built, key=str) == sorted([seat, None], key=str)
    conductor.submit(seat, Draw(seat))
    mine = conductor.snapshot.view(seat)
    assert conductor.snapshot.view(seat) is mine and built.count(seat) == 2
    assert mine.phase in (Phase.DRAWN, Phase.TURN)
