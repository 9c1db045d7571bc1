"""Small readings of a ``SeatView`` that every level uses: which moves are offered, whose
turn comes next, which colour a hand holds most."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from uno_tui.engine.actions import (
    Accept,
    Challenge,
    ChooseColor,
    Draw,
    Keep,
    Play,
    SwapHands,
)
from uno_tui.engine.ask import seat_after
from uno_tui.engine.cards import COLORS, Card, Color, Rank
from uno_tui.engine.view import SeatView

ACTIONS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)


@dataclass(slots=True)
class Moves:
    """The legal moves of the deciding seat, sorted by kind (catches and late UNO left out).

    ``plays`` maps each playable card face to its Play actions: one per colour for a Wild,
    each with and without ``uno`` when the play leaves one card.
    """

    plays: dict[Card, list[Play]] = field(default_factory=dict)
    draw: Draw | None = None
    keep: Keep | None = None
    accept: Accept | None = None
    challenge: Challenge | None = None
    colors: list[ChooseColor] = field(default_factory=list)
    #: HR4: after a 7, whom to swap hands with.
    swaps: list[SwapHands] = field(default_factory=list)


def moves(view: SeatView) -> Moves:
    out = Moves()
    for action in view.legal:
        kind = type(action)
        if kind is Play:
            assert isinstance(action, Play)
            out.plays.setdefault(action.card, []).append(action)
        elif kind is Draw:
            assert isinstance(action, Draw)
            out.draw = action
        elif kind is Keep:
            assert isinstance(action, Keep)
            out.keep = action
        elif kind is Accept:
            assert isinstance(action, Accept)
            out.accept = action
        elif kind is Challenge:
            assert isinstance(action, Challenge)
            out.challenge = action
        elif kind is ChooseColor:
            assert isinstance(action, ChooseColor)
            out.colors.append(action)
        elif kind is SwapHands:
            assert isinstance(action, SwapHands)
            out.swaps.append(action)
    return out


def pick_play(options: list[Play], color: Color | None, uno: bool) -> Play:
    """The Play among ``options`` (one card face) naming ``color`` and saying UNO or not.

    ``uno`` is honoured when the play leaves one card; otherwise there is no such choice.
    """
    fallback: Play | None = None
    for play in options:
        if play.color is color:
            if play.uno is uno:
                return play
            fallback = play
    if fallback is None:
        raise ValueError(f"no play of {options[0].card} naming {color}")
    return fallback


def next_seat(view: SeatView, seat: int, steps: int = 1) -> int:
    """The seat ``steps`` turns after ``seat`` (the engine's ``seat_after``)."""
    return seat_after(view, seat, steps)


def color_counts(cards: Iterable[Card]) -> dict[Color, int]:
    counts = dict.fromkeys(COLORS, 0)
    for card in cards:
        if card.color is not None:
            counts[card.color] += 1
    return counts


def majority_color(cards: Iterable[Card], default: Color | None = None) -> Color:
    """The colour ``cards`` hold most, ties broken by points then by ``COLORS`` order."""
    counts = dict.fromkeys(COLORS, 0)
    points = dict.fromkeys(COLORS, 0)
    for card in cards:
        if card.color is not None:
            counts[card.color] += 1
            points[card.color] += card.points
    best = max(COLORS, key=lambda c: (counts[c], points[c]))
    if counts[best] == 0 and default is not None:
        return default
    return best


def without(hand: Iterable[Card], card: Card) -> list[Card]:
    """``hand`` less one copy of ``card``."""
    rest = list(hand)
    rest.remove(card)
    return rest


def is_action(card: Card) -> bool:
    return card.rank in ACTIONS
