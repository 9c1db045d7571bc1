"""What the setup form offers and checks: each seat's kind, the computer players' paces,
the result it hands on, and the form's buttons (the screen is ``setup.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from textual.widgets import Button

from ...engine import CLASSIC, Rules
from ...i18n import LANGUAGES, _
from ...i18n.house import jump_in_refusal
from ...i18n.words import decimal
from ...table.names import check_table
from ...table.seats import HUMAN, KINDS, OPEN, level_of
from ...table.turns import MAX_TURN_TIME, MIN_TURN_TIME


def default_name(i: int) -> str:
    return _("Player {n}").format(n=i + 1)


def kind_label(kind: str) -> str:
    if kind == OPEN:
        return _("Open seat — joins from another terminal")
    level = level_of(kind)
    if level is None:
        return _("Person")
    return {
        "easy": _("Computer · easy"),
        "normal": _("Computer · normal"),
        "hard": _("Computer · hard"),
    }.get(level, level)


#: The computer players' paces offered (seconds each action stays on show).
PACES = (0.4, 0.9, 1.5, 2.5)
DEFAULT_PACE = 0.9


def pace_label(pace: float) -> str:
    return _("{seconds} s a move").format(seconds=decimal(pace))


def reminders_label(on: bool) -> str:
    return _("On") if on else _("Off")


@dataclass(frozen=True)
class SetupResult:
    players: tuple[str, ...]
    target: int
    #: Each seat's kind (``seats.KINDS``).
    seats: tuple[str, ...] = ()
    #: Seconds each computer action stays on show.
    pace: float = DEFAULT_PACE
    #: For beginners: the curtain spells out a forgotten UNO (off by default).
    reminders: bool = False
    #: The house rules chosen (all off: the classic rules).
    rules: Rules = CLASSIC
    #: A hosted table's turn timer: seconds each person has for a decision (0: none).
    turn_time: int = 0


def turn_time_hint() -> str:
    """What the setup's turn time field takes, beside it."""
    return _("seconds a decision, {low} to {high}").format(low=MIN_TURN_TIME, high=MAX_TURN_TIME)


def check_turn_time(text: str) -> int | str:
    """The setup's turn time (``host --turn-time``): seconds, 0 for none (the field left
    empty), or what is wrong with it."""
    text = text.strip()
    if not text:
        return 0
    try:
        seconds = int(text)
    except ValueError:
        seconds = -1
    if not MIN_TURN_TIME <= seconds <= MAX_TURN_TIME:
        return _(
            "The turn time is a whole number of seconds from {low} to {high}; empty, "
            "there is no timer."
        ).format(low=MIN_TURN_TIME, high=MAX_TURN_TIME)
    return seconds


def check_setup(
    names: Sequence[str],
    target_text: str,
    seats: Sequence[str] = (),
    *,
    pace: float = DEFAULT_PACE,
    reminders: bool = False,
    hosting: bool = False,
    rules: Rules = CLASSIC,
    turn_time: str = "",
) -> SetupResult | str:
    """The game to start, or what is wrong with the form. ``hosting``: a table other
    terminals join (``uno-tui host``), which needs an open seat for them."""
    seats = tuple(seats) or (HUMAN,) * len(names)
    clean = [n.strip() for n in names]
    problem = check_table(clean, seats, sentence=True)  # the one rule (names.py)
    if problem is not None:
        return problem
    if hosting and OPEN not in seats:
        return _(
            "A hosted table needs at least one open seat, for a player at another "
            "terminal: ^T on a row makes it open."
        )
    if rules.jump_in:
        refusal = jump_in_refusal(hosting, sum(1 for kind in seats if kind == HUMAN) >= 2)
        if refusal is not None:
            return _(
                "Jump-in is not offered: {reason}. Make the other seats open (^T) or turn "
                "it off (^O)."
            ).format(reason=refusal)
    try:
        target = int(target_text)
    except ValueError:
        return _("The points to win must be a whole number.")
    if target <= 0:
        return _("The points to win must be above 0.")
    seconds = check_turn_time(turn_time) if hosting else 0
    if isinstance(seconds, str):
        return seconds
    return SetupResult(tuple(clean), target, seats, pace, reminders, rules, seconds)


class LanguageButton(Button):
    """The language spoken, in its own name: ^L (or a click) changes it."""

    can_focus = False

    def __init__(self, code: str, *, id: str | None = None) -> None:
        super().__init__(LANGUAGES[code], id=id, compact=True)
        self.code = code


class KindButton(Button):
    """Who sits in a row's seat: a person or a computer player of some level. Not in the
    focus chain (^T cycles the focused row's); a click cycles it too."""

    can_focus = False

    def __init__(
        self, kind: str = HUMAN, *, id: str | None = None, kinds: tuple[str, ...] = KINDS
    ) -> None:
        super().__init__(kind_label(kind), id=id, compact=True, classes="seat-kind")
        self.kind = kind
        #: The kinds it cycles through (``seats.HOST_KINDS`` at a hosted table).
        self.kinds = kinds

    def cycle(self) -> None:
        kinds = self.kinds
        at = kinds.index(self.kind) if self.kind in kinds else -1
        self.kind = kinds[(at + 1) % len(kinds)]
        self.label = kind_label(self.kind)
