"""What one seat may see (T7, H2): its own hand and the public table, nothing else.

The hand screen and the computer players are given only a ``SeatView``, so neither can show
or use another player's cards by mistake.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card, Color
from .game import Game, Phase


@dataclass(frozen=True, slots=True)
class SeatView:
    """An immutable snapshot of the game as ``seat`` sees it (``seat`` None: a spectator)."""

    seat: int | None
    names: tuple[str, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    target: int
    round: int
    dealer: int
    current: int | None
    phase: Phase
    clockwise: bool
    top: Card
    color: Color | None
    draw_pile: int
    discard_pile: int
    drawn: Card | None
    uno_window: int | None
    uno_said: tuple[bool, ...]
    round_winner: int | None
    winner: int | None
    #: In phase ``challenge``: who played the Wild Draw Four and the colour before it.
    wild_draw_four: tuple[int, Color] | None
    #: The actions this seat may take now (all of them when ``seat`` is None).
    legal: tuple[Action, ...]
    #: Points each finished round gave: (winner, points).
    round_results: tuple[tuple[int, int], ...]

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.current == self.seat


def seat_view(game: Game, seat: int | None) -> SeatView:
    """Build the view of ``game`` for ``seat`` (``None`` for the public table)."""
    legal = game.legal_actions()
    if seat is not None:
        legal = [a for a in legal if a.seat == seat]
    mine = seat is not None and seat == game.current
    return SeatView(
        seat=seat,
        names=game.names,
        hand=tuple(game.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in game.hands),
        scores=tuple(game.scores),
        target=game.target,
        round=game.round,
        dealer=game.dealer,
        current=game.current,
        phase=game.phase,
        clockwise=game.clockwise,
        top=game.top,
        color=game.color,
        draw_pile=len(game.draw_pile),
        discard_pile=len(game.discard),
        drawn=game.drawn if mine else None,
        uno_window=game.uno_window,
        uno_said=tuple(game.uno_said),
        round_winner=game.round_winner,
        winner=game.winner,
        wild_draw_four=game.pending_wild_draw_four,
        legal=tuple(legal),
        round_results=tuple(game.round_results),
    )
