"""The line mode's words and flow, without a process: a ``LineTable`` on a conductor whose
first deal is spelled out, its lines read from memory, its answers typed through a pipe
(and, for the rule that a key belongs to its prompt, a pseudo-terminal)."""

from __future__ import annotations

import io
import os
import pty
from collections.abc import Sequence
from pathlib import Path

import pytest

from uno_tui.engine import CLASSIC, Card, DealSpec, Phase, Rules
from uno_tui.i18n import activate
from uno_tui.lines.console import EOF, Console, TimerClock, plain
from uno_tui.lines.table import LineTable
from uno_tui.table.conductor import Conductor
from uno_tui.table.session import GameSession

NAMES = ("Ana", "Bruno", "Carla")


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


class Lines:
    """A table in lines: ``type`` answers, ``new`` is what was printed since the last look."""

    def __init__(
        self,
        hands: Sequence[str],
        start: str,
        seats: Sequence[str],
        draw_pile: str = "",
        *,
        rules: Rules = CLASSIC,
        pace: float = 0.0,
        turn_time: float = 0.0,
    ) -> None:
        activate("en")
        n = len(hands)
        deal = DealSpec(
            hands=tuple(cards(h) for h in hands),
            start=Card.from_code(start),
            draw_pile=cards(draw_pile) if draw_pile else (),
            dealer=n - 1,
        )
        self.session = GameSession(seed=3, deals=[deal], seats=seats, rules=rules)
        #: The table's time, moved on by ``wait`` (a computer player moves after ``pace``).
        self.now = 0.0
        self.clock = TimerClock(lambda: self.now)
        self.conductor = Conductor(
            self.session, self.clock, pace=lambda: pace, reaction_scale=lambda: 0.0
        )
        read, self.pipe = os.pipe()
        self.out = io.StringIO()
        self.table = LineTable(
            self.conductor, Console(read, self.out), self.clock, conductor=self.conductor
        )
        self.conductor.turns.seconds = turn_time  # (``host --turn-time``)
        self.conductor.new_game(NAMES[:n], 500, seats)
        self.table.start()
        self.settle()
        self.seen = 0

    def settle(self) -> None:
        for _turn in range(50):
            ran = self.clock.run_due()
            self.table.update()
            if not ran and self.clock.timeout() != 0:
                return

    def type(self, text: str) -> str:
        """Answer ``text``; what was printed from then on."""
        self.new()
        self.table.answer(text)
        self.settle()
        return self.new()

    def wait(self, seconds: float) -> str:
        """Let ``seconds`` of the table's time pass; what was printed from then on."""
        self.new()
        self.now += seconds
        self.settle()
        return self.new()

    def new(self) -> str:
        text = self.out.getvalue()
        fresh, self.seen = text[self.seen :], len(text)
        return fresh


def test_a_turn_says_the_top_card_and_colour_first_then_numbered_choices() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    said = lines.new()
    assert "Ana, your turn.\nYour hand, 3 cards: Red 2, Blue 5, Wild.\n" in said
    assert said.endswith("Top: Red 7. Colour: Red. 1: Red 2, 2: Wild, D: draws.\n")
    assert "Pass the keyboard" not in said  # one person at the keyboard: no pass


def test_a_wild_asks_its_colour_and_the_computer_move_is_a_line() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    assert lines.type("2") == "Name the colour: 1: Red, 2: Yellow, 3: Green, 4: Blue.\n"
    said = lines.type("3")
    assert said.startswith("Ana played Wild and named Green.\nBruno played Green ")
    game = lines.session.game
    assert game is not None and game.hands[1] != list(cards("G1 G2 G3"))


def test_uno_is_said_with_the_number_and_refused_in_the_engine_s_words() -> None:
    lines = Lines(["R2 R3 B5", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    assert "say UNO" not in lines.new()
    refused = lines.type("1u")
    assert refused == "UNO is said as you play your next-to-last card (you hold 3 cards).\n"
    assert "Ana played Red 2." in lines.type("1")
    assert (
        lines.type("u") == "UNO is said with the next-to-last card, or afterwards until caught.\n"
    )


def test_uno_said_as_the_next_to_last_card_is_played() -> None:
    lines = Lines(["R2 R3", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    said = lines.new()
    assert "To say UNO as you play, add U to the number: 1U.\nTop: Red 7." in said
    assert lines.type("1u").startswith("Ana played Red 2.\nAna said UNO!\n")


def test_a_hot_seat_hand_waits_for_its_player_s_enter() -> None:
    lines = Lines(["R2 R3 B5", "G1 G2 G3"], "R7", ["human", "human"])
    said = lines.new()
    assert said.endswith(
        "Pass the keyboard to Ana.\nAna: press Enter when nobody else can see the screen.\n"
    )
    assert "Your hand" not in said and "Red 2" not in said
    assert lines.type("h") == "Your hand is said on your turn, once you hold the keyboard.\n"
    assert "Red 2" not in lines.type("1")
    said = lines.type("")
    assert said.startswith("Ana, your turn.\nYour hand, 3 cards: Red 2, Red 3, Blue 5.\n")
    said = lines.type("1")
    # Ana's hand goes out of sight before the keyboard is passed to Bruno.
    assert said.startswith("Ana played Red 2.\n" + "\n" * 24 + "Pass the keyboard to Bruno.")
    assert "Green" not in said


def test_a_player_who_forgot_uno_is_caught_from_the_next_pass() -> None:
    lines = Lines(["R2 R3", "G1 G2 G3"], "R7", ["human", "human"])
    lines.type("")
    said = lines.type("1")  # without U
    assert "Ana has one card left." in said
    caught = lines.type("c")
    assert caught.startswith("Bruno caught Ana without UNO: Ana draws 2.")
    assert "Your hand" not in caught  # the pass is still on: the hand waits for Enter
    game = lines.session.game
    assert game is not None and len(game.hands[0]) == 3


def test_the_score_sheet_after_a_round_and_enter_deals_the_next() -> None:
    lines = Lines(["R2", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    said = lines.type("1")
    assert "Ana went out and scores 6 points." in said
    assert said.endswith(
        "Score sheet:\nRound 1: Ana went out and scored 6 points.\n"
        "Scores: Ana 6, Bruno 0. Target: 500.\nPress Enter to deal the next round.\n"
    )
    assert "Round 2:" in lines.type("")
    game = lines.session.game
    assert game is not None and game.round == 2 and game.phase is not Phase.ROUND_OVER


def test_the_keys_that_say_again_each_say_one_line() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    table = (
        "On top: Red 7. Colour in play: Red. Ana 3 cards, Bruno 3 cards. "
        "Play goes clockwise. Ana to play.\n"
    )
    assert lines.type("t") == table
    assert lines.type("h") == "Your hand, 3 cards: Red 2, Blue 5, Wild.\n"
    assert lines.type("s") == "Scores: Ana 0, Bruno 0. Target: 500.\n"
    assert lines.type("l").count("\n") == 1
    assert lines.type("?").count("\n") == 3  # (the keys, then the question again)
    assert lines.type("").endswith("D: draws.\n")  # Enter alone: the prompt again
    assert lines.type("9") == (
        "9 is not one of the choices: ? says the keys.\n"
        "Top: Red 7. Colour: Red. 1: Red 2, 2: Wild, D: draws.\n"
    )


@pytest.mark.parametrize("lang", ["pt_PT", "pt_BR", "es"])
def test_the_lines_are_said_in_the_language_played(lang: str) -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    activate(lang)
    try:
        said = lines.type("t") + lines.type("?") + lines.type("h")
    finally:
        activate("en")
    for english in ("Top:", "Your hand", "Play goes", "Type the number", "At any prompt"):
        assert english not in said


def test_a_line_typed_before_its_prompt_is_not_its_answer() -> None:
    master, slave = pty.openpty()
    try:
        console = Console(slave, io.StringIO())
        os.write(master, b"1\n")
        console.fresh_prompt()
        assert console.read(0.2) is None
        os.write(master, b"2\n")
        assert console.read(5) == "2"
        console.close()
    finally:
        os.close(master)
        os.close(slave)


def test_nothing_printed_moves_the_cursor_or_colours() -> None:
    out = io.StringIO()
    read, _write = os.pipe()
    Console(read, out).say("Ana\x1b[2J\x1b]0;title\x07 played\r\x08 Red 7\x9b")
    assert out.getvalue() == "Ana[2J]0;title played Red 7\n"
    assert plain("Red\u00a07 ↻") == "Red\u00a07 ↻"


def test_answers_read_from_a_file_are_a_script(tmp_path: Path) -> None:
    script = tmp_path / "answers"
    script.write_bytes(b"1\nt\n")
    with script.open("rb") as answers:
        console = Console(answers.fileno(), io.StringIO())
        console.fresh_prompt()  # (not a terminal: nothing typed ahead is thrown away)
        assert [console.read(1), console.read(1), console.read(1)] == ["1", "t", EOF]
        console.close()


def test_a_resumed_game_opens_on_a_pass_even_for_one_person() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    lines.new()
    lines.table.resumed = True  # (as ``uno-tui --plain --resume`` makes it)
    lines.table.shown = None
    lines.table.update()
    said = lines.new()
    assert said == "Ana, your turn.\nAna: press Enter to see your hand.\n"
    assert lines.type("").startswith("Ana, your turn.\nYour hand, 3 cards: Red 2, Blue 5, Wild.")


def jump_table(carla: str = "cpu-normal") -> Lines:
    """HR6: Ana plays her Blue 3 first; Bruno (a computer player) plays a Blue 7 a second
    later, and Ana holds the other; Carla moves a second after him."""
    return Lines(
        ["B3 B7 G9", "B7 Y1 Y2", "Y3 Y4 Y5 Y6"],
        "B1",
        ["human", "cpu-normal", carla],
        rules=Rules(jump_in=True),
        pace=1.0,
    )


def test_jump_in_is_offered_out_of_turn_as_the_engine_lists_it() -> None:
    """HR6: Bruno plays the Blue 7 Ana also holds; before Carla (a computer player) moves,
    Ana is told she may jump in, with the number that does it, and UNO with it."""
    lines = jump_table()
    assert lines.new().endswith("1: Blue 3, 2: Blue 7, D: draws.\n")
    assert lines.type("1") == "Ana played Blue 3.\n"  # (no jump-in on a Blue 3: none held)
    said = lines.wait(1.0)
    assert said == (
        "Bruno played Blue 7.\n"
        "Ana, you hold the card on top, Blue 7: you may jump in, playing it now, out of turn, "
        "before the next move.\n"
        "To say UNO as you play, add U to the number: 1U.\n"
        "1: jumps in with Blue 7.\n"
    )
    assert "Jump-in is played at this table" in lines.type("?")
    assert lines.type("1u") == "Ana jumps in with Blue 7.\nAna said UNO!\n"
    game = lines.session.game
    assert game is not None and game.hands[0] == [Card.from_code("G9")]
    assert game.current == 1  # play goes on from Ana: Bruno is next


def test_jump_in_passes_with_the_next_move_and_is_not_offered_at_a_shared_keyboard() -> None:
    lines = jump_table()
    lines.type("1")
    assert "jumps in with Blue 7" in lines.wait(1.0)
    said = lines.wait(1.0)  # Carla moved: the chance has passed, and it is Ana's turn
    assert said.startswith("Carla ") and "jump in" not in said
    assert said.endswith("1: Blue 7, D: draws.\n")
    shared = jump_table(carla="human")
    shared.type("")
    shared.type("1")
    assert "jump in" not in shared.wait(1.0)


def test_the_turn_timer_is_said_when_a_computer_moves_for_a_person_out_of_time() -> None:
    """``host --turn-time``: Ana, alone with a computer player, lets 5 s pass; a computer
    player takes her decision, and the line says so, to her (the one person at this
    keyboard: "you", as the full-screen table says it); every person is then out of
    time, so the table waits for her next decision, said once."""
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"], pace=1.0)
    lines.conductor.turns.seconds = 5
    lines.table.shown = None
    lines.conductor.kick()
    lines.settle()
    said = lines.wait(5.0)
    assert said.startswith("Ana played ")
    assert (
        "You ran out of time: a computer player moved for you, until you press a key again.\n"
    ) in said
    said += lines.wait(1.0)  # (Bruno moves; then it is Ana's turn, and the table waits)
    assert said.count("Every person ran out of time: the table waits for you to play.") == 1
    assert "Ana ran out of time" not in said


def test_a_table_that_heard_news_while_it_was_read_is_read_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A joined seat's table may hear the host's news on another thread while a prompt
    is worked out from it (``StaleSnapshot``): it is read again, never a traceback."""
    from uno_tui.table.snapshot import StaleSnapshot

    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    lines.table.shown = None
    real = lines.table._due_now
    stale = [True]

    def once() -> object:
        if stale.pop() if stale else False:
            raise StaleSnapshot(1)
        return real()

    monkeypatch.setattr(lines.table, "_due_now", once)
    lines.table.update()
    assert lines.new().endswith("1: Red 2, 2: Wild, D: draws.\n")


def test_a_jump_in_on_your_turn_makes_it_a_new_decision() -> None:
    """HR6: Bruno (a computer player) jumps in with the other Blue 7 while Ana decides on
    the Blue 7 the round starts on: play goes on from him, to Ana, on a Blue 7 again, with
    the same hand. Her decision is said again: it is a new one (a key typed for the first
    is not the second's)."""
    lines = Lines(
        ["B3 G9 Y2", "B7 Y1 Y2 Y3"], "B7", ["human", "cpu-normal"], rules=Rules(jump_in=True)
    )
    turn = "Ana, your turn.\nYour hand, 3 cards: Blue 3, Green 9, Yellow 2.\n"
    assert lines.new().endswith(turn + "Top: Blue 7. Colour: Blue. 1: Blue 3, D: draws.\n")
    said = lines.wait(0.01)  # (Bruno's reaction: no delay in tests)
    assert said == "Bruno jumps in with Blue 7.\n" + turn + (
        "Top: Blue 7. Colour: Blue. 1: Blue 3, D: draws.\n"
    )


def test_help_says_the_game_is_not_saved_while_its_save_fails() -> None:
    """Found in a play-test (a save folder the account cannot write): ? said "Q quits: the
    game is saved after every move" while every write failed. Nothing says saved that is
    not; once a write succeeds, help says so again."""
    import errno

    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    assert "Q quits: the game is saved after every move." in lines.type("?")
    lines.session.save_error = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    said = lines.type("?")
    assert "saved after every move" not in said, said
    assert "Q quits, but the game is not saved: No space left on device." in said, said
    assert said.count("\n") == 3  # (the keys, then the question again)
    lines.session.save_error = None
    assert "Q quits: the game is saved after every move." in lines.type("?")
