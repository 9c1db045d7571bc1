"""The turn timer's time left for a person deciding elsewhere, in lines (``host --plain``,
``join --plain``): the full-screen table's top bar counts it down ("Bruno's turn · 27 s
to decide", ``TurnClock.whose_time``); the line mode says the same words once, as that
decision starts its time, and again, with the time left then, on Enter or any key that is
no answer; never a line per second. Times are the tests' own clocks."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from lines.plain_joined import joined_lines
from lines.test_lines import Lines

from net.plain_host import plain_host
from net.test_turn_time import BRUNO_FIRST, Now
from net.threaded import timed_host
from uno_tui.engine import Action, Card, Catch, Play, SayUno
from uno_tui.i18n import activate
from uno_tui.table.session import GameSession

#: "Bruno's turn · 30 s to decide." in each language (the top bar's words, and a stop).
WHOSE = {
    "en": "{name}'s turn · {n} s to decide.",
    "pt_PT": "Vez de {name} · {n} s para decidir.",
    "pt_BR": "Vez de {name} · {n} s para decidir.",
    "es": "Turno de {name} · {n} s para decidir.",
}


@pytest.fixture(autouse=True)
def _plain(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("NO_COLOR", "1")
    yield
    activate("en")


def first_decision(actions: Sequence[Action]) -> Action:
    """The first legal action that is no catch and no UNO said late."""
    return next(a for a in actions if not isinstance(a, Catch | SayUno))


@pytest.mark.parametrize("lang", list(WHOSE))
async def test_host_plain_says_whose_turn_and_the_time_a_joined_player_has(lang: str) -> None:
    """Ana at the host's keyboard, Bruno at another terminal, 30 s a decision: as
    Bruno's decision comes, the host is told whose turn it is and his time; as time
    passes, nothing more; Enter says the time left then."""
    activate(lang)
    session = GameSession(seed=10)  # (Ana, here, plays first)
    session.new_game(["Ana", "Bruno", "Carla"], 500, ("human", "human", "cpu-easy"))
    now = Now()
    async with plain_host(session, turn_time=30.0) as host:
        lines, out, conductor = host.lines, host.out, host.conductor
        lines.turn_clock.now = now
        lines.start()
        lines.update()
        game = session.game
        assert game is not None and game.current == 0
        assert WHOSE[lang].format(name="Bruno", n=30) not in out.getvalue()
        while game.current == 0:  # Ana's decision (a draw may ask a second)
            conductor.submit(0, first_decision(game.legal_actions()))
            lines.update()
        assert game.current == 1
        said = out.getvalue().splitlines()
        assert said.count(WHOSE[lang].format(name="Bruno", n=30)) == 1, said
        now.time += 12
        for _look in range(5):  # (time passes: no line per second)
            lines.update()
        assert out.getvalue().splitlines() == said
        lines.answer("")  # Enter: the time left now
        assert out.getvalue().splitlines()[len(said) :] == [WHOSE[lang].format(name="Bruno", n=18)]


def test_without_a_timer_a_key_that_answers_nothing_says_whose_turn_as_before() -> None:
    """No turn timer: no time is said, and a key typed while a computer player moves
    says whose turn it is in the words it always had (Enter alone hurries it, silently)."""
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"], pace=1.0)
    lines.type("1")  # (Ana plays Red 2): Bruno, a computer player, moves in a second
    assert lines.type("x") == "It is Bruno's turn.\n"
    assert "to decide" not in lines.out.getvalue()
    assert lines.type("").startswith("Bruno played")


@pytest.mark.parametrize("lang", list(WHOSE))
def test_the_pass_to_a_person_at_the_host_s_keyboard_says_their_time(lang: str) -> None:
    """Two people at the keyboard: the time of the next one's decision runs during the
    pass (as the full-screen pass curtain's top bar shows), so the pass says it."""
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "human"], turn_time=30)
    activate(lang)
    lines.type("")  # Ana holds the keyboard
    lines.now += 3
    said = lines.type("1").splitlines()  # (she plays Red 2): the keyboard goes to Bruno
    assert WHOSE[lang].format(name="Bruno", n=30) in said, said
    assert said.index(WHOSE[lang].format(name="Bruno", n=30)) == len(said) - 2  # (Enter last)


@pytest.mark.parametrize("lang", list(WHOSE))
def test_join_plain_says_whose_turn_and_the_time_the_host_s_player_has(lang: str) -> None:
    """Ana at a joined terminal, Bruno at the host's keyboard: as Bruno's decision comes
    after Ana's, her terminal says whose turn it is and his time, once; Enter again."""
    activate(lang)
    host = timed_host(BRUNO_FIRST)
    now = Now()
    try:
        with joined_lines(host, now) as joined:
            bruno = WHOSE[lang].format(name="Bruno", n=30)
            # (Bruno's decision was under way as Ana joined: all its time left, the
            # host's clock has not moved; test_turn_spent moves it)
            first = len(joined.until(lambda text: bruno in text))
            host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))
            host.advance(5)  # Carla plays: Ana's decision is due (her own 30 s, after his)
            joined.until(lambda text: "30 s" in text[first:])
            before = joined.out.getvalue()
            joined.lines.answer("1")  # Ana plays her first card: Bruno's decision comes
            said = joined.until(lambda text: bruno in text[len(before) :])
            assert said[len(before) :].splitlines().count(bruno) == 1
            now.time += 20.5
            for _look in range(5):
                joined.lines.update()
            assert joined.out.getvalue() == said  # (no line per second)
            joined.lines.answer("")
            told = joined.out.getvalue()[len(said) :]
            assert told == WHOSE[lang].format(name="Bruno", n=10) + "\n"
    finally:
        host.close()
