"""What the screens, the words and the computer players ask of the rules.

Every answer comes from the rules the engine plays (``Rules``, legal.py, the seat tables in
state.py), so that nothing above the engine writes a rule again: who plays next, what stacks
on what, where the hands go after a 0, why a card cannot be played now and what playing it
would cost, whether UNO may be said with a play, what a catch costs. docs/ARCHITECTURE.md
lists them; tests/unit/test_rules_asked.py scans the other floors for a rule written again.
"""

from __future__ import annotations

from functools import cache

from .actions import Play
from .cards import CARD_KINDS, COLORS, Card, Rank
from .errors import IllegalAction
from .legal import Fit, fit, stack_table
from .rules import WRONG_CATCH_PENALTY, Rules
from .state import Phase, seats_after, seats_before
from .view import SeatView, view_refusal

__all__ = [
    "catch_cost",
    "direction_of",
    "house_ranks",
    "next_seat",
    "passed_from",
    "play_fit",
    "previous_seat",
    "seat_after",
    "seats_after",
    "seats_before",
    "stack_total",
    "stackers",
    "stacks_on",
    "uno_with",
    "why_not_play",
    "wrong_catch_cost",
]

_DRAW_TWO, _W4 = Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR
_ADDS = {_DRAW_TWO: 2, _W4: 4}


# ---------------------------------------------------------------------- seats


def direction_of(clockwise: bool) -> int:
    """+1 for play going clockwise, -1 for the other way (``GameState.direction``)."""
    return 1 if clockwise else -1


def next_seat(n: int, seat: int, direction: int, steps: int = 1) -> int:
    """T4: the seat ``steps`` turns after ``seat`` in ``direction`` at a table of ``n``
    (``steps`` below 0: before it)."""
    after = seats_after(n, direction) if steps >= 0 else seats_before(n, direction)
    for _ in range(abs(steps)):
        seat = after[seat]
    return seat


def previous_seat(n: int, seat: int, direction: int) -> int:
    """The seat that played just before ``seat`` in ``direction`` at a table of ``n``."""
    return seats_before(n, direction)[seat]


def seat_after(view: SeatView, seat: int, steps: int = 1) -> int:
    """The seat ``steps`` turns after ``seat`` in the direction of play ``view`` shows."""
    return next_seat(len(view.hand_sizes), seat, direction_of(view.clockwise), steps)


def passed_from(n: int, clockwise: bool) -> tuple[int, ...]:
    """HR4: after a 0, for each seat, the seat whose hand it holds (every hand passes on to
    the next player in the direction of play)."""
    return seats_before(n, direction_of(clockwise))


# ---------------------------------------------------------------------- stacks


@cache
def stackers(rules: Rules, rank: Rank) -> tuple[Rank, ...]:
    """HR1-HR3: the ranks that may stack on a stack topped by ``rank`` (a Draw Two or a
    Wild Draw Four) under ``rules`` (legal.py's ``stack_table``, by rank)."""
    table = stack_table(rules, rank)
    other = _W4 if rank is _DRAW_TWO else _DRAW_TWO
    return tuple(r for r in (rank, other) if any(table[c.index] for c in CARD_KINDS if c.rank is r))


def stacks_on(rules: Rules, card: Card, rank: Rank) -> bool:
    """HR1-HR3: may ``card`` stack on a stack topped by ``rank`` under ``rules``?"""
    return rank in _ADDS and stack_table(rules, rank)[card.index]


def house_ranks(rules: Rules) -> frozenset[Rank]:
    """The ranks whose play does more under ``rules`` than the classic rules say: a Draw
    Two or a Wild Draw Four that may be stacked on (HR1-HR3), a 7 and a 0 (HR4)."""
    ranks: set[Rank] = set()
    if rules.stacks_draw_two:
        ranks.add(_DRAW_TWO)
    if rules.stacks_wild_draw_four:
        ranks.add(_W4)
    if rules.seven_o:
        ranks |= {Rank.SEVEN, Rank.ZERO}
    return frozenset(ranks)


def stack_total(view: SeatView, card: Card) -> int:
    """HR1-HR3: the cards the next player owes after ``card`` stacks on what is owed now
    (a Wild Draw Four being answered counts its 4); 0 when ``card`` does not stack now."""
    if play_fit(view, card) is not Fit.STACK:
        return 0
    return (view.owed or 4) + _ADDS[card.rank]


# ---------------------------------------------------------------------- a card in the hand


def _plays_of(view: SeatView, card: Card) -> list[Play]:
    return [a for a in view.legal if type(a) is Play and a.card == card]


def _stacking(view: SeatView) -> bool:
    """Is a play now a stack (HR1-HR3: a stack owed, or a Wild Draw Four answered)?"""
    return bool(view.owed) or view.phase is Phase.CHALLENGE


def play_fit(view: SeatView, card: Card) -> Fit:
    """Which rule lets this seat play ``card`` now (``Fit.NONE``: none does): on a stack,
    ``Fit.STACK`` (a Wild Draw Four stacked is never challenged, so never a bluff: HR2,
    HR3); else T1, T2 and W1 as ``fit`` says."""
    if _stacking(view):
        return Fit.STACK if _plays_of(view, card) else Fit.NONE
    if view.color is None:
        return Fit.NONE
    return fit(card, view.top, view.color, view.hand)


def why_not_play(view: SeatView, card: Card) -> IllegalAction | None:
    """Why this seat may not play ``card`` now (``None``: it may), whatever colour a Wild
    would name: the engine's own check of the play (``view_refusal``)."""
    if view.seat is None:
        return None
    if _plays_of(view, card):
        return None
    color = COLORS[0] if card.is_wild else None  # any colour: legality does not depend on it
    return view_refusal(view, Play(view.seat, card, color))


def uno_with(view: SeatView, card: Card) -> bool:
    """U1: may UNO be said with the play of ``card`` now (its next-to-last card)?"""
    return any(play.uno for play in _plays_of(view, card))


def catch_cost(rules: Rules) -> int:
    """U2, HR7: the cards a player caught without saying UNO draws."""
    return rules.uno_penalty


def wrong_catch_cost(rules: Rules) -> int:
    """HR8: the cards a wrong catch costs the catcher (0: a wrong catch is only refused)."""
    return WRONG_CATCH_PENALTY if rules.wrong_catch_penalty else 0
