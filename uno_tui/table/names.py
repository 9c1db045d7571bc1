"""Who may sit at the table, in one place for every way a game starts (command line, setup
screen, records, saves), and text from files made safe to print.

The engine's ``check_names`` is the one rule for names; this module adds the app's rule for
seats (at least one person: an all-computer table is refused everywhere) and words both in
the player's language. ``printable`` escapes what a file or a command line may smuggle in —
control, format and surrogate characters — before it reaches a terminal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.setup import MAX_NAME_LENGTH, BadName, NameProblem, check_names, forbidden_char
from ..i18n import _
from .seats import humans

__all__ = [
    "MAX_NAME_LENGTH",
    "NAME_INPUT",
    "BadName",
    "NameProblem",
    "check_table",
    "describe",
    "printable",
]

#: Longest excerpt of a value an error line quotes.
EXCERPT = 40
#: What a name field accepts as it is typed or pasted (Textual's ``Input.restrict``): no
#: control, format, surrogate or separator character (Unicode 14's list; ``check_names``
#: still has the last word when the game starts).
NAME_INPUT = (
    "[^\x00-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2"
    "\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ud800-\udfff\ufeff"
    "\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]*"
)


def printable(text: object, limit: int | None = EXCERPT) -> str:
    """``text`` with every control, format, surrogate or line-separator character written
    as an escape (``\\x1b``, ``\\u202e``, ``\\udcff``) and cut to ``limit`` characters."""
    value = text if isinstance(text, str) else str(text)
    if limit is not None and len(value) > limit:
        value = value[:limit] + "…"
    if forbidden_char(value) is None:
        return value
    out: list[str] = []
    for char in value:
        if forbidden_char(char) is None:
            out.append(char)
        else:
            code = ord(char)
            if code < 0x100:
                out.append(f"\\x{code:02x}")
            elif code < 0x10000:
                out.append(f"\\u{code:04x}")
            else:
                out.append(f"\\U{code:08x}")
    return "".join(out)


def describe(exc: BadName, sentence: bool = False) -> str:
    """Why a name cannot be used, in the player's language: a clause for the command line
    and error lines, or (``sentence``) a sentence for the setup screen."""
    name = printable(exc.name) if isinstance(exc.name, str) else ""
    n = exc.seat + 1
    if exc.problem is NameProblem.EMPTY:
        if sentence:
            return _("Player {n} needs a name.").format(n=n)
        return _("player names cannot be empty")
    if exc.problem is NameProblem.DUPLICATE:
        if sentence:
            return _("Two players are called {name}: give each a different name.").format(
                name=name.strip()
            )
        return _("the name {name} is used twice").format(name=repr(name))
    if exc.problem is NameProblem.TOO_LONG:
        if sentence:
            return _("Player {n}'s name is longer than {max} characters.").format(
                n=n, max=MAX_NAME_LENGTH
            )
        return _("the name {name} is longer than {max} characters").format(
            name=repr(name), max=MAX_NAME_LENGTH
        )
    if exc.problem is NameProblem.CONTROL:
        if sentence:
            return _("Player {n}'s name holds a control character: type letters only.").format(n=n)
        return _("the name {name} holds a control or format character").format(name=repr(name))
    return _("player {n}'s name is not text").format(n=n)


def check_table(
    names: Sequence[object], seats: Sequence[str] = (), sentence: bool = False
) -> str | None:
    """What is wrong with this table (``None``: nothing), worded for the command line or,
    with ``sentence``, for the setup screen: the names (``check_names``) and the seats (at
    least one person)."""
    if seats and not humans(seats):
        if sentence:
            return _("At least one player must be a person.")
        return _("every player is a computer: name at least one person")
    try:
        check_names(names)
    except BadName as exc:
        return describe(exc, sentence)
    return None
