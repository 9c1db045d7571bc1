"""Shared machinery for the rule-scenario tests.

Every scenario is a game record (the format docs/RECORD.md describes) replayed through the
engine -- ``loads_record``, ``replay``, ``game_state``, what ``uno-tui replay --json`` prints
-- and the tests assert on that state JSON. Builders here spell out every deal so that
expectations never depend on a shuffle. The command line itself is tested in tests/cli.
"""

from __future__ import annotations

import copy
import itertools
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from uno_tui.engine import RecordError, Refusal, game_state, loads_record, replay

Json = dict[str, Any]

NAMES = ["Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio", "Gil", "Hugo", "Ines", "Joao"]
COLORS = "RYGB"
TOTAL = 108
TERMINAL = ("round_over", "game_over")
PHASES = ("turn", "drawn", "challenge", "color", "round_over", "game_over")


def full_deck() -> list[str]:
    """The 108 cards of the classic deck (D1), as upper-case codes."""
    cards: list[str] = []
    for c in COLORS:
        cards.append(f"{c}0")
        for face in [*"123456789", "S", "R", "+2"]:
            cards += [f"{c}{face}"] * 2
    cards += ["W"] * 4 + ["W+4"] * 4
    return cards


DECK_COUNTS: Counter[str] = Counter(full_deck())


def deck_without(cards: Iterable[str]) -> list[str]:
    """The full deck minus one copy of each card in ``cards`` (for all-cards-named deals)."""
    rest = full_deck()
    for card in cards:
        rest.remove(card.upper())
    return rest


def points(cards: Iterable[str]) -> int:
    """P1 card values: numbers at face value, S/R/+2 20, W/W+4 50."""
    total = 0
    for card in cards:
        code = card.upper()
        if code in ("W", "W+4"):
            total += 50
        elif code[1:] in ("S", "R", "+2"):
            total += 20
        else:
            total += int(code[1:])
    return total


def build_record(
    players: int | Sequence[str] = 3,
    *,
    dealer: int | None = 0,
    hands: Sequence[Sequence[str]] | None = None,
    start: str | None = None,
    draw_pile: Sequence[str] | None = None,
    rest: str | None = None,
    actions: Sequence[Json] = (),
    scores: Sequence[int] | None = None,
    target: int | None = None,
    seed: int | None = 1,
    later_deals: Sequence[Json] = (),
    check: bool = True,
) -> Json:
    """Build a ``uno-record/1`` dict.

    ``hands=None`` leaves ``deals`` out entirely (S1 dealer draw). With ``check`` the builder
    refuses a deal that names a card more often than the deck holds it, so that a typo in a
    scenario fails loudly instead of turning the scenario into an exit-2 test by accident.
    """
    names = list(NAMES[:players]) if isinstance(players, int) else list(players)
    rec: Json = {"format": "uno-record/1", "players": names}
    if target is not None:
        rec["target"] = target
    if seed is not None:
        rec["seed"] = seed
    if scores is not None:
        rec["scores"] = list(scores)
    if hands is not None:
        assert start is not None, "a spelled-out deal needs a start card"
        deal: Json = {"hands": [list(h) for h in hands], "start": start}
        if dealer is not None:
            deal = {"dealer": dealer, **deal}
        if draw_pile is not None:
            deal["draw_pile"] = list(draw_pile)
        if rest is not None:
            deal["rest"] = rest
        rec["deals"] = [deal, *[copy.deepcopy(d) for d in later_deals]]
        if check:
            for d in rec["deals"]:
                named = Counter(
                    c.upper()
                    for c in [
                        *itertools.chain.from_iterable(d["hands"]),
                        d["start"],
                        *d.get("draw_pile", []),
                    ]
                )
                over = {c: k for c, k in named.items() if k > DECK_COUNTS.get(c, 0)}
                assert not over, f"scenario names cards too often: {over}"
    rec["actions"] = copy.deepcopy(list(actions))
    return rec


class State(dict[str, Any]):
    """A parsed state with a few read helpers (hands compare sorted)."""

    def hand(self, i: int) -> list[str]:
        """Player ``i``'s hand, sorted (order is not significant)."""
        return sorted(self["players"][i]["hand"])

    def hands(self) -> list[list[str]]:
        return [sorted(p["hand"]) for p in self["players"]]

    def sizes(self) -> list[int]:
        return [len(p["hand"]) for p in self["players"]]

    def scores(self) -> list[int]:
        return [p["score"] for p in self["players"]]

    def card_total(self) -> int:
        return sum(self.sizes()) + self["draw_pile"] + self["discard_pile"]


@dataclass
class Result:
    """What one replay gave: the exit code RECORD.md gives it (0 applied, 1 refused, 2
    invalid), the state (none for an invalid record) and, for an invalid one, why."""

    code: int
    state: State | None
    message: str = ""

    @property
    def s(self) -> State:
        assert self.state is not None, f"no state (exit {self.code}): {self.message!r}"
        return self.state


def check_state_shape(state: State) -> None:
    """Invariants RECORD.md gives for every state."""
    assert state["format"] == "uno-state/1"
    assert state["phase"] in PHASES, state["phase"]
    assert state.card_total() == TOTAL, (state.sizes(), state["draw_pile"], state["discard_pile"])
    assert state["direction"] in ("clockwise", "counterclockwise")
    n = len(state["players"])
    if state["phase"] in TERMINAL:
        assert state["current"] is None
        assert state["round_winner"] in range(n)
    else:
        assert state["current"] in range(n)
        assert state["round_winner"] is None
    assert (state["winner"] is not None) == (state["phase"] == "game_over")
    assert (state["color"] is None) == (state["phase"] == "color")
    assert (state["drawn"] is not None) == (state["phase"] == "drawn")
    assert state["uno_window"] is None or state["uno_window"] in range(n)
    assert state["discard_pile"] >= 1
    for p in state["players"]:
        for card in p["hand"]:
            assert card in DECK_COUNTS, f"output card code not canonical: {card!r}"
        assert p["score"] >= 0


def _without_error(state: Json) -> Json:
    return {k: v for k, v in state.items() if k != "error"}


class Replayer:
    """Replays a record (a dict, or JSON text) through the engine and checks what it gives."""

    def __call__(self, rec: Json | str) -> Result:
        try:
            record = loads_record(rec if isinstance(rec, str) else json.dumps(rec))
        except RecordError as exc:
            return Result(2, None, str(exc))
        result = replay(record)
        # Through JSON and back, as a tool reading ``replay --json`` would see it.
        state = State(json.loads(json.dumps(game_state(result.game, result.error))))
        return Result(0 if result.error is None else 1, state)

    def ok(self, rec: Json) -> State:
        """Replay a record every action of which must apply; return the final state."""
        r = self(rec)
        detail = r.message or (r.state["error"] if r.state else "")
        assert r.code == 0, f"expected every action applied, got exit {r.code}: {detail}"
        state = r.s
        check_state_shape(state)
        assert state["error"] is None
        assert state["applied"] == len(rec["actions"])
        return state

    def refused(self, rec: Json, index: int, reason: Refusal) -> State:
        """Replay a record whose action ``index`` must be refused, for ``reason``.

        Checks the error fields and that the state is exactly the state just before the
        refused action (the same record cut at ``index`` replays to it).
        """
        r = self(rec)
        assert r.code == 1, f"expected action {index} refused, got exit {r.code}: {r.message}"
        state = r.s
        check_state_shape(state)
        err = state["error"]
        assert isinstance(err, dict), err
        assert err["action"] == index, err
        assert isinstance(err["message"], str) and err["message"].strip()
        assert set(err) == {"action", "message", "reason"}, err
        assert err["reason"] in {r.value for r in Refusal}, err
        assert err["reason"] == reason.value, err
        assert state["applied"] == index
        before = copy.deepcopy(rec)
        before["actions"] = before["actions"][:index]
        assert _without_error(state) == _without_error(self.ok(before))
        return state

    def invalid(self, rec: Json | str) -> str:
        """Replay an invalid record: no state, and one line saying why."""
        r = self(rec)
        assert r.code == 2, f"expected an invalid record, got exit {r.code}: {r.state}"
        assert r.state is None
        message = r.message.strip()
        assert message, "an invalid record must say why"
        assert "\n" not in message, f"the reason must be one line: {r.message!r}"
        return message

    @staticmethod
    def expect_fresh_round(state: State, dealer: int | None = None) -> None:
        expect_fresh_round(state, dealer)


@pytest.fixture(name="replay")
def replay_fixture() -> Replayer:
    return Replayer()


class RecordBuilder:
    """The ``record`` fixture: call it to build a record; deck helpers ride along."""

    __call__ = staticmethod(build_record)
    full_deck = staticmethod(full_deck)
    deck_without = staticmethod(deck_without)
    points = staticmethod(points)


@pytest.fixture
def record() -> RecordBuilder:
    return RecordBuilder()


def expect_fresh_round(state: State, dealer: int | None = None) -> None:
    """A freshly dealt, shuffled round (S1/S2/S3): check everything that follows from
    the dealer and the start card, whatever the shuffle turned up (S4-S10)."""
    check_state_shape(state)
    n = len(state["players"])
    d = state["dealer"]
    assert d in range(n)
    if dealer is not None:
        assert d == dealer
    top = state["top"]
    assert top != "W+4", "S9: a start Wild Draw Four is put back and another card turned"
    assert state["discard_pile"] == 1
    assert state["uno_window"] is None
    assert state["drawn"] is None
    assert state["round_winner"] is None
    assert state["winner"] is None
    left = (d + 1) % n
    expected_sizes = [7] * n
    if top == "W":  # S8
        assert state["phase"] == "color"
        assert state["color"] is None
        assert state["current"] == left
        assert state["direction"] == "clockwise"
    else:
        assert state["phase"] == "turn"
        assert state["color"] == top[0]
        face = top[1:]
        if face == "S":  # S6
            assert (state["current"], state["direction"]) == ((d + 2) % n, "clockwise")
        elif face == "R":  # S7
            assert (state["current"], state["direction"]) == (d, "counterclockwise")
        elif face == "+2":  # S5
            assert (state["current"], state["direction"]) == ((d + 2) % n, "clockwise")
            expected_sizes[left] = 9
        else:  # S4, S10
            assert (state["current"], state["direction"]) == (left, "clockwise")
    assert state.sizes() == expected_sizes  # S3
    assert state["draw_pile"] == TOTAL - sum(expected_sizes) - 1
