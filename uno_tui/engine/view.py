"""What one seat may see (T7, H2): its own hand and the public table, nothing else.

The hand screen and the computer players are given only a ``SeatView``, so neither can show
or use another player's cards by mistake.
"""

from __future__ import annotations

from . import tables
from .actions import Action, Play
from .cards import Card, Color, Rank
from .errors import IllegalAction
from .game import Game, Phase, variant
from .legal import matching_now, public_actions
from .rules import CLASSIC, Rules
from .setup import GameSetup
from .state import GameState
from .values import Value, replace


class SeatView(Value):
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
    #: The actions this seat may take now (``seat`` None: the public ones, ``public_actions``).
    legal: tuple[Action, ...]
    #: Points each finished round gave: (winner, points).
    round_results: tuple[tuple[int, int], ...]
    #: The rules played.
    rules: Rules = CLASSIC
    #: HR1-HR3: the cards a stack makes the next to draw from it draw (0: no stack).
    owed: int = 0

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.current == self.seat

    @property
    def jump_ins(self) -> list[Play]:
        """HR6: the plays out of turn this seat may make now (the very card on top), as
        ``legal`` lists them; empty on its own turn and for the public table."""
        if self.seat is None or self.current == self.seat or self.phase is not Phase.TURN:
            return []
        return [a for a in self.legal if type(a) is Play]


def seat_view(game: Game, seat: int | None) -> SeatView:
    """Build the view of ``game`` for ``seat`` (``None`` for the public table, whose
    ``legal`` holds only what anyone may do, whatever the hands hold)."""
    legal: list[Action]
    if seat is not None:
        legal = [a for a in game.legal_actions() if a.seat == seat]
    else:
        legal = public_actions(game.phase, game.uno_window, game.n)
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
        rules=game.rules,
        owed=game.owed,
    )


def public_view(view: SeatView) -> SeatView:
    """The public table (``seat_view(game, None)``) from any seat's view of it (in a
    process that made no ``Game`` too: a joined terminal's)."""
    tables.build(len(view.names))  # (at once when built: a game built them, or a view)
    legal = public_actions(view.phase, view.uno_window, len(view.names))
    return replace(view, seat=None, hand=(), drawn=None, legal=tuple(legal))


def view_refusal(view: SeatView, action: Action) -> IllegalAction | None:
    """Why the rules refuse ``action`` now, as far as ``view`` shows (``Game.why_not`` on
    the game it shows): the same predicates, on a state holding the view's seat's own hand
    and blanks of the right size for the others."""
    if view.seat is not None and action.seat == view.seat and action in view.legal:
        return None
    return _game_of(view).why_not(action)


#: What a hidden card is in ``_game_of``'s game: only hand sizes are read of it.
_BLANK = Card(Color.RED, Rank.ZERO)


def _game_of(view: SeatView) -> Game:
    """A game in the state ``view`` shows, for its checks only (never played on: it is
    not dealt, and holds blanks for the hidden cards)."""
    state = object.__new__(variant(view.rules))
    GameState.__init__(state, GameSetup(view.names, target=view.target, rules=view.rules))
    tables.build(state.n)
    state.hands = [
        list(view.hand) if seat == view.seat else [_BLANK] * size
        for seat, size in enumerate(view.hand_sizes)
    ]
    state.scores = list(view.scores)
    state.round, state.dealer = view.round, view.dealer
    state.current, state.phase = view.current, view.phase
    state.direction = 1 if view.clockwise else -1
    state.top, state.color, state.drawn = view.top, view.color, view.drawn
    state.uno_window, state.uno_said = view.uno_window, list(view.uno_said)
    state.round_winner, state.winner = view.round_winner, view.winner
    if view.wild_draw_four is not None:
        player, previous = view.wild_draw_four
        state._w4 = (player, True, previous, ())
    state.owed = view.owed
    state._matching = matching_now(state)
    return state
