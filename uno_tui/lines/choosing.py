"""What is typed at a decision in the line mode: one of the choices ``say`` lists, by its
key, with UNO's letter before or after a play's number (``3u``, ``u3``: the engine says
whether UNO may be said with that card, U1); after a Wild, the colour it names, asked
next. The table sends the action (``LineTable.act``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine import Play
from ..engine.ask import uno_with
from ..i18n import _
from ..i18n.cards import cards_count
from . import say
from .prompt import Prompt
from .say import Choice

if TYPE_CHECKING:
    from .table import LineTable


def choose(table: LineTable, seat: int, choices: Sequence[Choice], text: str) -> bool:
    """``text`` typed at ``seat``'s decision: a choice's key, with UNO's letter before or
    after a play's number (``3u``, ``u3``); a Wild's colour is asked next (``follow``).
    False: it is none of the choices."""
    uno = False
    if len(text) > 1 and text.endswith(say.UNO) and text[:-1].isdigit():
        text, uno = text[:-1], True
    elif len(text) > 1 and text.startswith(say.UNO) and text[1:].isdigit():
        text, uno = text[1:], True
    choice = next((c for c in choices if c.key.casefold() == text), None)
    if choice is None or not choice.actions:
        return False
    actions = list(choice.actions)
    plays = [a for a in actions if isinstance(a, Play)]
    if plays:
        view = table.reader.snapshot.view(seat)
        if uno and not uno_with(view, plays[0].card):  # (the engine's U1)
            table.console.say(
                _("UNO is said as you play your next-to-last card (you hold {cards}).").format(
                    cards=cards_count(len(view.hand))
                )
            )
            return True
        actions = [a for a in plays if a.uno == uno]
    if len(actions) > 1:  # a Wild: its colour next
        colors = say.color_choices(actions)
        table.follow = Prompt(
            table.prompt_key(),
            [_("Name the colour:") + " " + say.numbered(colors)],
            lambda answer: _pick(table, seat, colors, answer),
        )
        table.shown = None  # (printed at once)
        return True
    table.act(seat, actions[0])
    return True


def _pick(table: LineTable, seat: int, colors: Sequence[Choice], text: str) -> bool:
    choice = next((c for c in colors if c.key == text), None)
    if choice is None:
        return False
    table.follow = None
    table.act(seat, choice.actions[0])
    return True
