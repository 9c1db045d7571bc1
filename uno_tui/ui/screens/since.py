"""What a player missed since their own last turn: the sentences a curtain shows (and a
lone person's hand, where no curtain comes), and the cards new in their hand."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...engine import Card, Phase
from ...i18n import _
from ...i18n.words import describe_events, since_last_turn

if TYPE_CHECKING:
    from ...table.public import PublicView
    from ..tableapp import TableApp
    from ..widgets import EventLog


def turn_start(app: TableApp, seat: int) -> tuple[int | None, Counter[Card]]:
    """As ``seat``'s hand shows: where what a lone person missed begins in the log (None
    at a shared keyboard: the curtain told it), and the cards new in the hand."""
    public = app.public_view()
    if public is None:
        return None, Counter()
    start = None if app.curtains else missed_from(public, seat)
    return start, Counter(app.new_in_hand(seat))


def missed_from(view: PublicView, seat: int) -> int | None:
    """Where what ``seat`` missed since its own last turn begins in ``view.events``; None
    when there is nothing to tell apart from the log (no turn yet this round, or the start
    Wild's colour is due)."""
    start, had_turn = since_last_turn(list(view.events), seat)
    if view.table.phase is Phase.COLOR or not had_turn:
        return None
    return start


def missed(view: PublicView, start: int, seat: int | None = None) -> list[str]:
    """What happened from ``start`` on, in the log's sentences (a curtain's "since your last
    turn", and a lone person's hand at the start of their turn), what happened to ``seat``
    said to it ("You draw 2")."""
    return describe_events(list(view.events[start:]), view.names, seat) or [_("Nothing yet.")]


def about(sentences: Sequence[str], name: str) -> list[bool]:
    """Which ``sentences`` name ``name`` (kept longest when they do not all fit)."""
    word = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)")
    return [bool(word.search(sentence)) for sentence in sentences]


def show_missed(log: EventLog, view: PublicView, start: int, seat: int, heading: str) -> None:
    """Show in ``log`` what ``seat`` missed from ``start`` on under ``heading``; what is
    about them is dropped last when it does not all fit."""
    sentences = missed(view, start, seat)
    # About them: what names them, and what is said to them (it differs from the log's).
    said_of = missed(view, start)
    mine = about(sentences, view.names[seat])
    if len(said_of) == len(sentences):
        mine = [m or you != of for m, you, of in zip(mine, sentences, said_of, strict=True)]
    log.show(sentences, heading, mine)


def new_flags(hand: Sequence[Card], new: Counter[Card]) -> list[bool]:
    """Which cards of ``hand`` are among ``new`` (of two alike, one may be new)."""
    left = Counter(new)
    flags = []
    for card in hand:
        flags.append(left[card] > 0)
        left[card] -= 1
    return flags


def chip_legend(any_new: bool) -> str:
    """Under a hand of compact chips: what their marks say."""
    legend = [_("▲ can be played")]
    if any_new:
        legend.append(_("* new this turn"))
    return " · ".join(legend) + "."
