"""A computer player cannot reach another hand or the draw pile's order.

Three walls, each tested:
1. What a bot is given: ``choose``/``react`` take a ``SeatView`` and ``observe`` takes
   events, nothing else; a ``SeatView`` holds one hand, and only counts of the others and
   of the piles; ``observe`` redacts every event for the bot's seat itself.
2. What a bot's code can name: the modules of ``uno_tui.bots`` import only the standard
   library and the engine's ``actions``, ``cards``, ``events`` and ``view`` modules, never
   name ``Game`` or ``seat_view``, and use none of the ways Python offers to climb out to
   the host's objects (frames, the garbage collector, ``eval``...).
3. What a bot does: given two games alike in everything the seat may see but different in
   every hidden card (other hands, draw pile), a bot with the same seed chooses the same.
"""

from __future__ import annotations

import ast
import inspect
import random
import sys
import typing
from collections.abc import Iterable
from pathlib import Path

import pytest
from bot_host import TEST_BUDGET

import uno_tui.bots
from uno_tui.bots import LEVELS, Bot, EasyBot, make_bot
from uno_tui.engine import (
    Accept,
    Card,
    ChooseColor,
    Color,
    DealSpec,
    Draw,
    Game,
    Keep,
    Phase,
    SeatView,
    full_deck,
    make_setup,
    seat_view,
)
from uno_tui.engine.events import (
    CardsDrawn,
    DrawReason,
    Event,
    WildDrawFourChallenged,
    event_for_seat,
)
from uno_tui.engine.values import fields

BOTS = Path(uno_tui.bots.__file__).resolve().parent
MODULES = sorted(BOTS.glob("*.py"))
ENGINE_MODULES_ALLOWED = {
    "uno_tui.engine.ask",  # the rules asked of a view or a Rules value: no game in it
    "uno_tui.engine.actions",
    "uno_tui.engine.cards",
    "uno_tui.engine.events",
    "uno_tui.engine.lookahead",  # the rules a look-ahead asks, on cards and on numbers
    "uno_tui.engine.rules",  # the house rules a table plays (``SeatView.rules``): no game in it
    "uno_tui.engine.values",  # the base class of immutable values: no game in it
    "uno_tui.engine.view",
}
#: Names that would give a bot the whole game, or a way out to the host's objects.
FORBIDDEN_NAMES = {
    "Game",
    "seat_view",
    "replay",
    "game_state",
    "__import__",
    "eval",
    "exec",
    "compile",
    "globals",
    "vars",
    "locals",
    "getattr",
    "_getframe",
    "f_back",
    "f_locals",
    "f_globals",
    "get_objects",
    "get_referrers",
    "__subclasses__",
    "__globals__",
}
FORBIDDEN_MODULES = {"gc", "inspect", "sys", "importlib", "ctypes", "builtins", "traceback"}


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def test_the_bots_package_has_its_modules() -> None:
    names = {p.name for p in MODULES}
    assert {"__init__.py", "base.py", "easy.py", "normal.py", "hard.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_bot_modules_import_only_the_stdlib_and_the_public_engine(path: Path) -> None:
    bad: list[str] = []
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if top not in sys.stdlib_module_names or top in FORBIDDEN_MODULES:
                    bad.append(alias.name)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1:
                continue  # a sibling module of uno_tui.bots, checked on its own
            if node.level > 1:
                bad.append("." * node.level + module)
            elif module.startswith("uno_tui"):
                if module not in ENGINE_MODULES_ALLOWED:
                    bad.append(module)
            elif module.split(".")[0] not in sys.stdlib_module_names or (
                module.split(".")[0] in FORBIDDEN_MODULES
            ):
                bad.append(module)
    assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_bot_modules_never_name_the_game_or_a_way_out(path: Path) -> None:
    used: set[str] = set()
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Name):
            used.add(node.id)
        elif isinstance(node, ast.Attribute):
            used.add(node.attr)
        elif isinstance(node, ast.alias):
            used.add(node.asname or node.name.split(".")[-1])
    assert not used & FORBIDDEN_NAMES, f"{path.name} uses {sorted(used & FORBIDDEN_NAMES)}"


def test_importing_the_bots_loads_no_ui() -> None:
    import subprocess

    code = (
        "import json, sys, uno_tui.bots; "
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('textual', 'rich', 'uno_tui'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=BOTS.parent.parent,
        check=True,
        timeout=60,
    ).stdout
    loaded = [m for m in __import__("json").loads(out) if m != "uno_tui"]
    assert all(m.startswith(("uno_tui.engine", "uno_tui.bots")) for m in loaded), loaded


def test_the_host_calls_take_only_a_seat_view_or_events() -> None:
    for name, params in (
        ("choose", {"view": SeatView}),
        ("react", {"view": SeatView}),
        ("observe", {"events": Iterable[Event]}),
    ):
        method = getattr(Bot, name)
        signature = inspect.signature(method)
        assert list(signature.parameters) == ["self", *params], name
        hints = typing.get_type_hints(method)
        for param, expected in params.items():
            assert hints[param] == expected, (name, param, hints[param])
    # The constructor takes a seat and a seed: no game, no deck.
    assert list(inspect.signature(Bot.__init__).parameters) == ["self", "seat", "seed"]


def test_a_seat_view_holds_one_hand_and_only_counts_of_the_rest() -> None:
    hints = typing.get_type_hints(SeatView)
    cards_fields = {name for name, hint in hints.items() if "Card" in str(hint) and name != "legal"}
    # Own hand, the top of the discard pile, the card just drawn (own turn only).
    assert cards_fields == {"hand", "top", "drawn"}
    assert hints["hand_sizes"] == tuple[int, ...]
    assert hints["draw_pile"] is int and hints["discard_pile"] is int
    field_names = set(fields(SeatView))
    assert not field_names & {"hands", "deck", "game", "rng", "discard", "actions", "events"}


def test_observe_redacts_every_event_for_its_own_seat() -> None:
    seen: list[Event] = []

    class Recorder(EasyBot):
        def _see(self, event: Event) -> None:
            seen.append(event)

    secret = tuple(Card.from_code(c) for c in ("R1", "G2"))
    shown = tuple(Card.from_code(c) for c in ("B3", "Y4"))
    Recorder(0, 0).observe(
        [
            CardsDrawn(1, 2, 2, DrawReason.DRAW_TWO, secret),
            CardsDrawn(0, 2, 2, DrawReason.DRAW_TWO, shown),
            WildDrawFourChallenged(2, 1, True, Color.RED, secret),
        ]
    )
    assert seen[0] == CardsDrawn(1, 2, 2, DrawReason.DRAW_TWO, ())
    assert isinstance(seen[1], CardsDrawn) and seen[1].cards == shown
    assert isinstance(seen[2], WildDrawFourChallenged) and seen[2].hand == ()


# ---------------------------------------------------------------- same public, other secrets


def _deal(seed: int, seats: int) -> tuple[DealSpec, DealSpec, int]:
    """Two deals alike for seat ``me`` and the table, different in every hidden card."""
    rng = random.Random(seed)
    deck = full_deck()
    rng.shuffle(deck)
    start = next(c for c in deck if c.rank.is_number)
    deck.remove(start)
    hands = [deck[7 * s : 7 * s + 7] for s in range(seats)]
    rest = deck[7 * seats :]
    me = rng.randrange(seats)
    hidden = [c for s in range(seats) if s != me for c in hands[s]] + rest
    rng.shuffle(hidden)
    other_hands: list[list[Card]] = []
    for s in range(seats):
        if s == me:
            other_hands.append(hands[s])
        else:
            other_hands.append(hidden[:7])
            hidden = hidden[7:]
    dealer = (me - 1) % seats  # ``me`` plays first
    a = DealSpec(tuple(map(tuple, hands)), start, tuple(rest), dealer=dealer)
    b = DealSpec(tuple(map(tuple, other_hands)), start, tuple(hidden), dealer=dealer)
    return a, b, me


def _others_move(game: Game) -> None:
    """Every seat but the bot's answers the same way in both games: draw and keep."""
    seat = game.current
    assert seat is not None
    phase = game.phase
    if phase is Phase.TURN:
        game.apply(Draw(seat))
    elif phase is Phase.DRAWN:
        game.apply(Keep(seat))
    elif phase is Phase.CHALLENGE:
        game.apply(Accept(seat))
    else:
        game.apply(ChooseColor(seat, Color.RED))


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_chooses_the_same_when_only_hidden_cards_differ(level: str) -> None:
    decisions = 0
    for seed in range(200):
        seats = 2 + seed % 4
        deal_a, deal_b, me = _deal(seed, seats)
        assert deal_a.hands[me] == deal_b.hands[me]
        assert sorted(deal_a.draw_pile) != sorted(deal_b.draw_pile) or seats == 2
        games = [
            Game(make_setup([f"P{i}" for i in range(seats)], seed=seed, deals=[deal]))
            for deal in (deal_a, deal_b)
        ]
        bots = [make_bot(level, me, seed, budget=TEST_BUDGET) for _ in games]
        for game, bot in zip(games, bots, strict=True):
            bot.observe(game.events)
        for _ in range(200):
            views = [seat_view(g, me) for g in games]
            if views[0] != views[1] or games[0].phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
                break  # the seat can now tell the games apart, or the round is over
            if games[0].current == me:
                choices = [bot.choose(view) for bot, view in zip(bots, views, strict=True)]
                assert choices[0] == choices[1], (seed, choices)
                decisions += 1
                events = [g.apply(choices[0]) for g in games]
            else:
                before = [len(g.events) for g in games]
                for g in games:
                    _others_move(g)
                events = [g.events[n:] for g, n in zip(games, before, strict=True)]
            redacted = [[event_for_seat(e, me) for e in batch] for batch in events]
            if redacted[0] != redacted[1]:
                break
            for bot, batch in zip(bots, events, strict=True):
                bot.observe(batch)
    assert decisions >= 200
