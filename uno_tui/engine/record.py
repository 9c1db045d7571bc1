"""Game records and states in and out, exactly as ``shared/spec/RECORD.md`` writes them.

A record is a ``GameSetup`` plus the actions applied; replaying it rebuilds the ``Game``.
"""

from __future__ import annotations

import json
from typing import Any

from .actions import Action, ActionFormatError, action_from_record
from .cards import Card
from .errors import IllegalAction, RecordError
from .game import Game
from .rules import CLASSIC, Rules
from .setup import DEFAULT_TARGET, DealSpec, GameSetup, Rest, quote
from .values import Value

RECORD_FORMAT = "uno-record/1"
STATE_FORMAT = "uno-state/1"


class Record(Value):
    """A parsed, validated game record."""

    setup: GameSetup
    actions: tuple[Action, ...]


class ReplayError(Value):
    """The first refused action of a replay: its 0-based index and why."""

    action: int
    message: str
    error: IllegalAction


class Replay(Value):
    game: Game
    error: ReplayError | None


# ---------------------------------------------------------------------- reading


def _card(value: Any, where: str) -> Card:
    try:
        return Card.from_code(value)
    except ValueError:
        raise RecordError(f"{where}: unknown card code {quote(value)}") from None


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RecordError(f"{where} must be a list of card codes")
    return tuple(_card(v, where) for v in value)


def _deal(obj: Any, k: int) -> DealSpec:
    where = f"deal {k + 1}"
    if not isinstance(obj, dict):
        raise RecordError(f"{where} must be an object")
    if "hands" not in obj:
        raise RecordError(f"{where} has no hands")
    if "start" not in obj:
        raise RecordError(f"{where} has no start card")
    hands = obj["hands"]
    if not isinstance(hands, list):
        raise RecordError(f"{where}: hands must be a list of hands")
    rest_value = obj.get("rest", Rest.DRAW_PILE.value)
    try:
        rest = Rest(rest_value)
    except ValueError:
        raise RecordError(f"{where}: rest must be 'draw_pile' or 'discard'") from None
    dealer = obj.get("dealer")
    if "dealer" in obj and (isinstance(dealer, bool) or not isinstance(dealer, int)):
        raise RecordError(f"{where}: dealer must be a player index")
    return DealSpec(
        hands=tuple(_cards(h, f"{where}, hand {i}") for i, h in enumerate(hands)),
        start=_card(obj["start"], f"{where}, start"),
        draw_pile=_cards(obj.get("draw_pile", []), f"{where}, draw_pile"),
        rest=rest,
        dealer=dealer,
    )


def parse_record(obj: Any) -> Record:
    """Validate a decoded record; raise ``RecordError`` with a one-line reason."""
    if not isinstance(obj, dict):
        raise RecordError("a record must be a JSON object")
    if "format" not in obj:
        raise RecordError("the record has no 'format'")
    if obj["format"] != RECORD_FORMAT:
        raise RecordError(
            f"unknown format {quote(obj['format'])} (this version reads {RECORD_FORMAT})"
        )
    players = obj.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError("'players' must be a list of names")
    scores = obj.get("scores", [])
    if not isinstance(scores, list):
        raise RecordError("'scores' must be a list of numbers")
    deals = obj.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError("'deals' must be a list")
    setup = GameSetup(
        players=tuple(players),
        target=obj.get("target", DEFAULT_TARGET),
        seed=obj.get("seed", 0),
        scores=tuple(scores),
        deals=tuple(_deal(d, k) for k, d in enumerate(deals)),
        rules=Rules.from_record(obj["rules"]) if "rules" in obj else CLASSIC,
    )
    raw_actions = obj.get("actions", [])
    if not isinstance(raw_actions, list):
        raise RecordError("'actions' must be a list")
    actions = []
    for i, raw in enumerate(raw_actions):
        try:
            actions.append(action_from_record(raw, len(setup.players)))
        except ActionFormatError as exc:
            raise RecordError(f"action {i}: {cut(str(exc))}") from None
    return Record(setup, tuple(actions))


def loads_record(text: str | bytes) -> Record:
    """Parse a record from JSON text; any problem is a one-line ``RecordError``."""
    try:
        obj = json.loads(text)
    except UnicodeDecodeError:
        raise RecordError("the file is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc.msg} (line {exc.lineno})") from None
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply") from None
    except ValueError:
        # Python refuses to read an integer of more than 4,300 digits (int_max_str_digits).
        raise RecordError("not valid JSON: a number has too many digits") from None
    return parse_record(obj)


def cut(message: str, limit: int = 160) -> str:
    """``message`` on one line and at most about ``limit`` characters (an error line quotes
    values from a file, which may be huge)."""
    message = " ".join(message.split())
    return message if len(message) <= limit else message[:limit] + "…"


def replay(record: Record) -> Replay:
    """Apply the record's actions in order, stopping at the first refused one."""
    game = Game(record.setup)
    for i, action in enumerate(record.actions):
        try:
            game.apply(action)
        except IllegalAction as exc:
            return Replay(game, ReplayError(i, str(exc), exc))
    return Replay(game, None)


# ---------------------------------------------------------------------- writing


def deal_to_record(deal: DealSpec) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if deal.dealer is not None:
        out["dealer"] = deal.dealer
    out["hands"] = [[c.code for c in hand] for hand in deal.hands]
    out["start"] = deal.start.code
    out["draw_pile"] = [c.code for c in deal.draw_pile]
    out["rest"] = deal.rest.value
    return out


def game_to_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` so far: replaying it gives the identical state."""
    setup = game.setup
    out: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "players": list(setup.players),
        "target": setup.target,
        "seed": setup.seed,
        "scores": list(setup.scores),
    }
    if setup.deals:
        out["deals"] = [deal_to_record(d) for d in setup.deals]
    if not setup.rules.classic:
        out["rules"] = setup.rules.as_record()  # absent: the classic rules
    out["actions"] = [a.to_record() for a in game.actions]
    return out


def game_state(game: Game, error: ReplayError | None = None) -> dict[str, Any]:
    """The state object of RECORD.md for where ``game`` stands."""
    state = {
        "format": STATE_FORMAT,
        "round": game.round,
        "phase": game.phase.value,
        "players": [
            {"name": name, "hand": [c.code for c in hand], "score": score}
            for name, hand, score in zip(game.names, game.hands, game.scores, strict=True)
        ],
        "dealer": game.dealer,
        "current": game.current,
        "direction": "clockwise" if game.clockwise else "counterclockwise",
        "top": game.top.code,
        "color": game.color.value if game.color is not None else None,
        "drawn": game.drawn.code if game.drawn is not None else None,
        "uno_window": game.uno_window,
        "draw_pile": len(game.draw_pile),
        "discard_pile": len(game.discard),
        "round_winner": game.round_winner,
        "winner": game.winner,
        "applied": len(game.actions),
        "error": None
        if error is None
        else {
            "action": error.action,
            "message": error.message,
            "reason": error.error.reason.value,
        },
    }
    if not game.rules.classic:
        # House rules: the rules played, and the cards a stack owes (HR1-HR3).
        state["rules"] = game.rules.as_record()
        state["owed"] = game.owed
    return state
