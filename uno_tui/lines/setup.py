"""The setup by questions (``uno-tui --plain`` without ``--players``): how many players,
each one's name, and which are computer players. One question a line; the names are
checked by the same rules as everywhere (``table.names.check_table``)."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import MAX_PLAYERS, MIN_PLAYERS, Rules
from ..i18n import _
from ..i18n.house import rules_line
from ..i18n.keys import no_key, yes_key
from ..table.names import check_table
from ..table.seats import HUMAN, cpu
from .console import EOF, Console

#: What a question's answer is when the player leaves instead (``q`` or the input's end).
LEAVE = None


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


def ask_yes(console: Console, question: str) -> bool | None:
    """A yes or no (the language's letters, or the English ones)."""
    yes, no = yes_key(), no_key()
    question = f"{question} ({yes}/{no})"
    while True:
        answer = _ask(console, question)
        if answer is None:
            return None
        word = answer.casefold()[:1]
        if word in {yes.casefold(), "y"}:
            return True
        if word in {no.casefold(), "n"} or not word:
            return False


def ask_table(
    console: Console, target: int, rules: Rules
) -> tuple[Sequence[str], Sequence[str], int] | None:
    """Names, seats' kinds and the target, asked; ``None`` when the player leaves."""
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
            computer = ask_yes(console, _("Is {name} a computer player?").format(name=name))
            if computer is None:
                return None
            seats.append(cpu() if computer else HUMAN)
        problem = check_table(names, seats, sentence=True)
        if problem is None:
            if rules.chosen():
                console.say(rules_line(rules))
            return names, seats, target
        console.say(problem)
