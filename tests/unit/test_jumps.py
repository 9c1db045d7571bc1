"""The computer players' jump-ins (HR6) on the conductor's clock: a computer player
holding the very card on top is asked after its reaction delay, as for a forgotten UNO;
no computer player takes its turn until people have had their window to jump in; and a
race is won by the first to reach the conductor, the second refused, nothing changed."""

from __future__ import annotations

import pytest
from fakeclock import FakeClock

from uno_tui.engine import Card, DealSpec, IllegalAction, Play, Refusal, Rules
from uno_tui.engine.events import CardPlayed, JumpedIn
from uno_tui.table.conductor import Conductor
from uno_tui.table.jumps import WINDOW
from uno_tui.table.session import GameSession

R7 = Card.from_code("R7")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in text.split())


#: Carla (seat 2) plays first on a Red 7; Bruno (seat 1) holds the other.
DEAL = DealSpec(
    hands=(
        cards("B1 G2 Y3 B4 G5 Y6 B9"),
        cards("R7 R2 R3 B7 G7 Y7 B8"),
        cards("R1 G3 G4 G6 G8 G9 Y1"),
    ),
    start=R7,
    dealer=1,
)


class TimedClock(FakeClock):
    """The tests' clock of its own time (``fakeclock``), one callback at a time:
    ``run_next`` calls the earliest one due."""

    def delays(self) -> list[float]:
        return sorted(at - self.now for at, _n, _cb in self.timers)

    def run_next(self) -> None:
        entry = min(self.timers)
        self.timers.remove(entry)
        self.now = entry[0]
        entry[2]()


def table(kinds: tuple[str, ...], scale: float = 1.0) -> tuple[Conductor, TimedClock]:
    session = GameSession(seed=5, deals=[DEAL], rules=Rules(jump_in=True))
    clock = TimedClock()
    conductor = Conductor(session, clock, reaction_scale=lambda: scale)
    conductor.new_game(["Ana", "Bruno", "Carla"], 500, kinds)
    conductor.remote_seats([0])  # Ana plays at another terminal
    conductor.kick()
    return conductor, clock


def test_a_computer_jumps_in_after_its_reaction_delay_and_people_get_their_window() -> None:
    conductor, clock = table(("human", "cpu-hard", "cpu-easy"))
    game = conductor.session.game
    assert game is not None and game.current == 2
    while any(at == clock.now for at, _n, _cb in clock.timers):  # (what is due at once)
        clock.run_next()
    delays = clock.delays()
    # Bruno (hard) is asked after 1 to 2 seconds; Carla's turn waits out people's window.
    assert len(delays) == 2 and 1.0 <= delays[0] <= 2.0
    assert delays[1] == pytest.approx(WINDOW, abs=0.05)
    assert JumpedIn(1) not in game.events  # not before his delay
    clock.run_next()
    assert game.events[-2:] == [JumpedIn(1), CardPlayed(1, R7, R7.color)]
    assert game.current == 2  # play goes on from Bruno
    # A new card on top: Carla's turn waits for people's window again.
    assert clock.delays()[-1] == pytest.approx(WINDOW, abs=0.05)


def test_without_jump_in_no_computer_is_asked_and_nobody_waits() -> None:
    session = GameSession(seed=5, deals=[DEAL])
    clock = TimedClock()
    conductor = Conductor(session, clock, reaction_scale=lambda: 1.0)
    conductor.new_game(["Ana", "Bruno", "Carla"], 500, ("human", "cpu-hard", "cpu-easy"))
    conductor.kick()
    assert clock.delays() and max(clock.delays()) == 0.0


def test_a_race_the_first_to_reach_the_table_wins_the_second_is_refused() -> None:
    conductor, _clock = table(("human", "human", "human"))
    game = conductor.session.game
    assert game is not None and game.current == 2
    conductor.submit(2, Play(2, Card.from_code("R1")))  # Carla plays first
    before = list(game.events)
    with pytest.raises(IllegalAction) as refused:
        conductor.submit(1, Play(1, R7))  # Bruno's jump-in, on the Red 7 he saw
    assert refused.value.reason is Refusal.NOT_YOUR_TURN
    assert game.events == before and R7 in game.hands[1]


def test_a_refusal_after_a_race_says_who_came_first() -> None:
    from uno_tui.i18n.events import too_late

    names = ("Ana", "Bruno", "Carla")
    jumped = [JumpedIn(1), CardPlayed(1, R7, R7.color)]
    assert too_late(jumped, 0, names) == "Too late: Bruno jumped in first."
    played = [CardPlayed(2, Card.from_code("R1"), R7.color)]
    assert too_late(played, 1, names) == "Too late: Carla played first."
    assert too_late([CardPlayed(0, R7, R7.color)], 0, names) is None  # one's own: no race


def test_a_computer_jumps_in_with_the_card_on_top_saying_uno_with_its_next_to_last() -> None:
    from uno_tui.bots import make_bot
    from uno_tui.engine import Game, GameSetup, seat_view

    two = DealSpec(hands=(cards("B1 G2 Y3"), cards("R7 B8"), cards("R1 G3 G4")), start=R7, dealer=1)
    game = Game(GameSetup(("Ana", "Bruno", "Carla"), 500, 1, (), (two,), Rules(jump_in=True)))
    assert game.current == 2
    bot = make_bot("normal", 1, 7)
    assert bot.jump_in(seat_view(game, 1)) == Play(1, R7, None, True)  # (normal never forgets)
    assert make_bot("normal", 0, 7).jump_in(seat_view(game, 0)) is None  # no Red 7 held
    assert make_bot("normal", 2, 7).jump_in(seat_view(game, 2)) is None  # its own turn
