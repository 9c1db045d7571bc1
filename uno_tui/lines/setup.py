"""The setup by questions (``uno-tui --plain`` and ``uno-tui host --plain`` without
``--players``): how many players, each one's name and who plays it (a person here, a
computer player of some level, and at a hosted table a person at another terminal), the
house rules unless ``--house-rules`` chose them, and at a hosted table the turn time
unless ``--turn-time`` did. One question a line, each answered by a number (or Enter, for
the first choice). The table is checked by the same rules as everywhere
(``table.names.check_table``, ``i18n.house`` for jump-in)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..bots import LEVELS
from ..engine import CLASSIC, MAX_PLAYERS, MIN_PLAYERS, Rules
from ..engine.rules import CHOICES
from ..i18n import _
from ..i18n.house import (
    jump_in_refusal,
    jump_in_refused,
    parse_rules,
    rule_line,
    rule_name,
    rules_line,
)
from ..table.names import check_table
from ..table.seats import HUMAN, OPEN, cpu, level_of
from ..table.turns import MAX_TURN_TIME, MIN_TURN_TIME
from .console import EOF, Console
from .say import Choice, numbered

#: What a question's answer is when the player leaves instead (``q`` or the input's end).
LEAVE = None


@dataclass(frozen=True)
class Chosen:
    """The table the questions set up."""

    names: tuple[str, ...]
    #: Each seat's kind (``table.seats``); ``OPEN``: a person at another terminal.
    seats: tuple[str, ...]
    target: int
    rules: Rules = CLASSIC
    #: Seconds for each person's decision (0: no turn timer).
    turn_time: int = 0

    @property
    def remote(self) -> dict[int, str]:
        """The open seats, by their players' names: those other terminals join."""
        return {seat: self.names[seat] for seat, kind in enumerate(self.seats) if kind == OPEN}

    @property
    def kinds(self) -> tuple[str, ...]:
        """The seats' kinds as a game keeps them (an open seat is a person's)."""
        return tuple(HUMAN if kind == OPEN else kind for kind in self.seats)


def _ask(console: Console, question: str) -> str | None:
    """One answer (``None``: the player left)."""
    console.fresh_prompt()
    console.say(question)
    line = console.read(None)
    if line is None or line == EOF or line.strip().casefold() == "q":
        return LEAVE
    return line.strip()


def ask_count(console: Console) -> int | None:
    question = _("How many players? ({low} to {high})").format(low=MIN_PLAYERS, high=MAX_PLAYERS)
    while True:
        answer = _ask(console, question)
        if answer is None:
            return None
        if answer.isdigit() and MIN_PLAYERS <= int(answer) <= MAX_PLAYERS:
            return int(answer)
        console.say(
            _("{text} is not a number from {low} to {high}.").format(
                text=answer or "-", low=MIN_PLAYERS, high=MAX_PLAYERS
            )
        )


def kind_words(kind: str) -> str:
    """Who plays a seat of ``kind``, as the question offers it."""
    if kind == OPEN:
        return _("a person at another terminal, who joins (an open seat)")
    level = level_of(kind)
    if level is None:
        return _("a person at this keyboard")
    return {
        "easy": _("a computer player, easy"),
        "normal": _("a computer player, normal"),
        "hard": _("a computer player, hard"),
    }.get(level, level)


def ask_choice(console: Console, question: str, choices: Sequence[Choice]) -> Choice | None:
    """One of ``choices`` by its number (Enter: the first); ``None``: the player left."""
    question = " ".join((question, numbered(choices), _("Enter: 1.")))
    while True:
        answer = _ask(console, question)
        if answer is None:
            return None
        choice = next((c for c in choices if c.key == (answer or "1")), None)
        if choice is not None:
            return choice
        console.say(_("{text} is not one of the choices.").format(text=answer))


def ask_seat(console: Console, name: str, hosting: bool) -> str | None:
    """Who plays ``name``'s seat: its kind, or ``None`` when the player leaves."""
    kinds = [HUMAN, *([OPEN] if hosting else []), *(cpu(level) for level in LEVELS)]
    choices = [Choice(str(n), kind_words(kind), ()) for n, kind in enumerate(kinds, start=1)]
    chosen = ask_choice(console, _("Who plays {name}?").format(name=name), choices)
    return None if chosen is None else kinds[int(chosen.key) - 1]


def _problem(
    names: Sequence[str], seats: Sequence[str], hosting: bool, rules: Rules | None
) -> str | None:
    """What is wrong with the seats (``None``: nothing); ``rules``: the house rules the
    options chose, if they did."""
    kinds = [HUMAN if kind == OPEN else kind for kind in seats]
    problem = check_table(names, kinds, sentence=True)  # the one rule (names.py)
    if problem is None and hosting and OPEN not in seats:
        problem = _("A hosted table needs at least one seat for a person at another terminal.")
    if problem is None and rules is not None and rules.jump_in:
        refusal = jump_in_refusal(hosting, _sharing(seats))
        problem = None if refusal is None else jump_in_refused(refusal) + "."
    return problem


def _sharing(seats: Sequence[str]) -> bool:
    """Two or more people at this keyboard (an open seat's person is elsewhere)."""
    return sum(1 for kind in seats if kind == HUMAN) >= 2


def ask_rules(console: Console, seats: Sequence[str], hosting: bool) -> Rules | None:
    """The house rules, by their numbers (Enter: none); ? says what each does. Jump-in
    only at a hosted table whose keyboard one person plays (``jump_in_refusal``)."""
    keys = [key for key in CHOICES if hosting or key != "jump_in"]
    offered = [Choice(str(n), rule_name(key), ()) for n, key in enumerate(keys, start=1)]
    question = " ".join(
        (
            _(
                "House rules? Enter: none, the classic rules. Or the numbers of those to "
                "play, separated by commas (? says what each does):"
            ),
            numbered(offered),
        )
    )
    sharing = _sharing(seats)
    while True:
        answer = _ask(console, question)
        if answer is None:
            return None
        if answer == "?":
            console.say(
                *(f"{c.key}: {c.words}: {rule_line(k)}" for c, k in zip(offered, keys, strict=True))
            )
            continue
        rules = _rules(answer, keys, hosting)
        if isinstance(rules, str):
            console.say(rules)
            continue
        refusal = jump_in_refusal(hosting, sharing) if rules.jump_in else None
        if refusal is not None:
            console.say(jump_in_refused(refusal) + ".")
            continue
        return rules


def _rules(answer: str, keys: Sequence[str], hosting: bool) -> Rules | str:
    """The rules ``answer`` names (numbers, or the names ``--house-rules`` takes), or
    what is wrong with it."""
    items = [item.strip() for item in answer.replace(" ", ",").split(",") if item.strip()]
    if not all(item.isdigit() for item in items):
        try:
            return parse_rules(answer, hosting=hosting)
        except ValueError as exc:
            return str(exc)
    rules = CLASSIC
    for item in items:
        if not 1 <= int(item) <= len(keys):
            return _("{text} is not one of the choices.").format(text=item)
        rules = rules.with_choice(keys[int(item) - 1], True)
    return rules


def ask_turn_time(console: Console) -> int | None:
    """Seconds for each person's decision (0: no timer); ``None``: the player left."""
    question = _(
        "Seconds each person has for a decision, from {low} to {high}? Enter: no time limit."
    ).format(low=MIN_TURN_TIME, high=MAX_TURN_TIME)
    while True:
        answer = _ask(console, question)
        if answer is None:
            return None
        if not answer:
            return 0
        if answer.isdigit() and MIN_TURN_TIME <= int(answer) <= MAX_TURN_TIME:
            return int(answer)
        console.say(
            _("{text} is not a number from {low} to {high}.").format(
                text=answer, low=MIN_TURN_TIME, high=MAX_TURN_TIME
            )
        )


def ask_table(
    console: Console,
    target: int,
    rules: Rules | None,
    *,
    hosting: bool = False,
    turn_time: int | None = 0,
) -> Chosen | None:
    """The table, asked; ``None`` when the player leaves. ``rules``: the house rules the
    options chose (``None``: asked); ``hosting``: a table other terminals join, whose
    seats may be open, and whose turn time is asked when ``turn_time`` is ``None``."""
    console.say(_("A new game. Q leaves."))
    while True:
        count = ask_count(console)
        if count is None:
            return None
        names: list[str] = []
        seats: list[str] = []
        for n in range(1, count + 1):
            name = _ask(console, _("Name of player {n}?").format(n=n))
            if name is None:
                return None
            names.append(name)
            kind = ask_seat(console, name, hosting)
            if kind is None:
                return None
            seats.append(kind)
        problem = _problem(names, seats, hosting, rules)
        if problem is None:
            break
        console.say(problem)
    if rules is None:
        rules = ask_rules(console, seats, hosting)
        if rules is None:
            return None
    if rules.chosen():
        console.say(rules_line(rules))
    if turn_time is None:
        turn_time = ask_turn_time(console)
        if turn_time is None:
            return None
    return Chosen(tuple(names), tuple(seats), target, rules, turn_time)
