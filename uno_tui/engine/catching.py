"""A catch at a table where several people may catch at once (docs/RULES.md, U6 and U7):
one try per player per catch window, and no catch during the forgetful player's grace.

A refused catch changes nothing in the game (U5), so these rules cannot live in the game's
own state: the table keeps who tried in which window and whether the grace is running, and
asks ``why_not_catch``, which says the whole rule. The engine stays clock-free: *whether*
the grace runs is the table's to say (its clock), *what it means* is written here.
"""

from __future__ import annotations

from collections.abc import Collection

from .actions import Catch
from .errors import IllegalAction, Refusal
from .game import Game
from .legal import refuse
from .state import GameState

__all__ = ["HOSTED_GRACE", "CatchWindow", "catch_window", "in_grace", "why_not_catch"]

#: U7: the seconds a player who went to one card without saying UNO has to say it before
#: anyone may catch them, at a table other terminals join (``uno-tui host``). The table
#: times it on its clock; the engine only names it, so the words say the same number.
HOSTED_GRACE = 2.0

#: U6: a catch window, told apart from any other: (round, actions applied so far).
CatchWindow = tuple[int, int]


def catch_window(game: GameState) -> CatchWindow:
    """U6: the catch window ``game`` is in: it lasts from one applied action to the next
    (any action: a play, a draw, a UNO said, a catch, a round dealt)."""
    return (game.round, len(game.actions))


def in_grace(game: GameState) -> int | None:
    """U7: the player whose forgotten UNO a grace would protect now (the one in the UNO
    window), or ``None``."""
    return game.uno_window


def why_not_catch(
    game: Game, action: Catch, *, tried: Collection[int], grace: bool
) -> IllegalAction | None:
    """Why the table refuses ``action`` now, or ``None``: U6, a player who already tried to
    catch in this window (``tried``) may not try again until the next action; U7, while
    ``grace`` runs nobody may catch the player in the UNO window; then the rules' own check
    (U2, U5, HR8). A try refused by U7 (or by the rules, U5) counts as the player's try."""
    seat = action.seat
    if seat in tried and 0 <= seat < game.n:
        return refuse(game, Refusal.CATCH_SPENT, seat)
    if grace and action.target == game.uno_window and action.target != seat:
        return refuse(game, Refusal.CATCH_GRACE, seat, target_name=game.names[action.target])
    return game.why_not(action)
