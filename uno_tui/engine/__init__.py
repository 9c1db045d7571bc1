"""The rules engine: pure Python, standard library only, no words for players.

The UI and the computer players talk to it only through actions, ``Game.legal_actions()``
and a per-seat ``SeatView``.
"""

from .actions import (
    Accept,
    Action,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    Keep,
    NextRound,
    Play,
    SayUno,
    action_from_record,
)
from .cards import CARD_KINDS, COLORS, DECK_SIZE, Card, Color, Rank, full_deck
from .errors import IllegalAction, RecordError, Refusal, UnoError, card_name
from .game import Game, Phase
from .house import HouseGame
from .legal import Fit, fit, holds_color, matches
from .record import (
    Record,
    Replay,
    ReplayError,
    game_state,
    game_to_record,
    loads_record,
    parse_record,
    replay,
)
from .rules import CLASSIC, Rules
from .setup import DEFAULT_TARGET, MAX_PLAYERS, MIN_PLAYERS, DealSpec, GameSetup, Rest, make_setup
from .view import SeatView, public_view, seat_view, view_refusal

__all__ = [
    "CARD_KINDS",
    "CLASSIC",
    "COLORS",
    "DECK_SIZE",
    "DEFAULT_TARGET",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Accept",
    "Action",
    "Card",
    "Catch",
    "Challenge",
    "ChooseColor",
    "Color",
    "DealSpec",
    "Draw",
    "Fit",
    "Game",
    "GameSetup",
    "HouseGame",
    "IllegalAction",
    "Keep",
    "NextRound",
    "Phase",
    "Play",
    "Rank",
    "Record",
    "RecordError",
    "Refusal",
    "Replay",
    "ReplayError",
    "Rest",
    "Rules",
    "SayUno",
    "SeatView",
    "UnoError",
    "action_from_record",
    "card_name",
    "fit",
    "full_deck",
    "game_state",
    "game_to_record",
    "holds_color",
    "loads_record",
    "make_setup",
    "matches",
    "parse_record",
    "public_view",
    "replay",
    "seat_view",
    "view_refusal",
]
