"""RECORD.md's contract: the state JSON, exit codes 0/1/2, the fine print, `-` for stdin."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import Json, RecordBuilder, Replayer

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tests" / "data" / "spec_examples"
STATE_KEYS = {
    "format",
    "round",
    "phase",
    "players",
    "dealer",
    "current",
    "direction",
    "top",
    "color",
    "drawn",
    "uno_window",
    "draw_pile",
    "discard_pile",
    "round_winner",
    "winner",
    "applied",
    "error",
}


def _base(record: RecordBuilder, actions: list[Json] | None = None, **kw: Any) -> Json:
    """Three players, dealer 2: Ana (0) plays first on R7."""
    hands = kw.pop("hands", [["R5", "R6", "W", "B7"], ["B1", "B2", "R3"], ["G1", "G2", "G3"]])
    return record(
        3,
        dealer=2,
        hands=hands,
        start=kw.pop("start", "R7"),
        draw_pile=kw.pop("draw_pile", ["Y1", "Y2", "Y3", "Y4"]),
        actions=actions or [],
        **kw,
    )


# ---------------------------------------------------------------- the spec's own examples


@pytest.mark.parametrize("name", ["start-reverse", "uno-caught", "worked-example-wrong-challenge"])
def test_spec_examples(replay: Replayer, name: str) -> None:
    rec = json.loads((EXAMPLES / f"{name}.record.json").read_text(encoding="utf-8"))
    expect = json.loads((EXAMPLES / f"{name}.expect.json").read_text(encoding="utf-8"))
    st = replay.ok(rec)
    for key, value in expect.items():
        if key == "players":
            assert [sorted(p["hand"]) for p in value] == st.hands()
        else:
            assert st[key] == value, key


# ---------------------------------------------------------------- the state object


def test_state_has_every_field(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_base(record))
    assert set(st) >= STATE_KEYS
    assert st["format"] == "uno-state/1"
    assert (st["round"], st["phase"], st["dealer"], st["current"]) == (1, "turn", 2, 0)
    assert (st["direction"], st["top"], st["color"], st["drawn"]) == ("clockwise", "R7", "R", None)
    assert (st["uno_window"], st["round_winner"], st["winner"]) == (None, None, None)
    assert (st["applied"], st["error"]) == (0, None)
    assert (st["draw_pile"], st["discard_pile"]) == (108 - 10 - 1, 1)
    assert [set(p) >= {"name", "hand", "score"} for p in st["players"]] == [True] * 3
    assert [p["name"] for p in st["players"]] == ["Ana", "Bruno", "Carla"]


def test_applied_counts_actions(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "R5"}, {"by": 1, "play": "R3"}, {"by": 2, "draw": True}]
    st = replay.ok(_base(record, acts))
    assert st["applied"] == 3


# ---------------------------------------------------------------- case-insensitive codes


def test_codes_case_insensitive_everywhere(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        3,
        dealer=2,
        hands=[["r5", "w+4", "b7"], ["y+2", "gs", "br"], ["g1", "w"]],
        start="r7",
        draw_pile=["y1", "b2", "g3", "y4", "r1"],
        actions=[
            {"by": 0, "play": "r5"},
            {"by": 1, "draw": True},
            {"by": 2, "play": "w", "color": "b"},
            {"by": 0, "play": "W+4", "color": "y"},
            {"by": 1, "accept": True},
        ],
        check=False,
    )
    st = replay.ok(rec)
    assert st.hands() == [["B7"], ["B2", "BR", "G3", "GS", "R1", "Y+2", "Y1", "Y4"], ["G1"]]
    assert (st["top"], st["color"]) == ("W+4", "Y")


def test_lower_case_counts_as_the_same_card(record: RecordBuilder, replay: Replayer) -> None:
    # RECORD.md: codes are case-insensitive, so "r0" and "R0" are the same single card.
    replay.invalid(record(2, hands=[["r0"], ["R0"]], start="B7", check=False))


def test_mixed_case_codes(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=1,
        hands=[["Gs", "y+2"], ["bR"]],
        start="g9",
        actions=[{"by": 0, "play": "gS"}],
        check=False,
    )
    st = replay.ok(rec)
    assert (st["top"], st["color"], st["current"]) == ("GS", "G", 0)
    assert st.hands() == [["Y+2"], ["BR"]]


# ---------------------------------------------------------------- defaults


def test_defaults_scores_target_rest(record: RecordBuilder, replay: Replayer) -> None:
    plain = _base(record)
    st = replay.ok(plain)
    assert st.scores() == [0, 0, 0]
    explicit = copy.deepcopy(plain)
    explicit["deals"][0]["rest"] = "draw_pile"
    explicit["target"] = 500
    explicit["scores"] = [0, 0, 0]
    assert replay.ok(explicit) == st


# ---------------------------------------------------------------- exit 2: invalid records


@pytest.mark.parametrize(
    "text",
    ["", "{", "not json", "[1, 2]", "null", "42", '{"format": "uno-record/1",'],
)
def test_invalid_json(replay: Replayer, text: str) -> None:
    replay.invalid(text)


def test_invalid_missing_format(record: RecordBuilder, replay: Replayer) -> None:
    rec = _base(record)
    del rec["format"]
    replay.invalid(rec)


def test_invalid_wrong_format(record: RecordBuilder, replay: Replayer) -> None:
    replay.invalid({**_base(record), "format": "uno-state/1"})


@pytest.mark.parametrize("where", ["hand", "start", "draw_pile", "play"])
@pytest.mark.parametrize("code", ["R10", "X5", "WW", "+2", "R", "W+", "Wild", "7R", ""])
def test_invalid_unknown_card_code(
    record: RecordBuilder, replay: Replayer, where: str, code: str
) -> None:
    rec = _base(record)
    deal = rec["deals"][0]
    if where == "hand":
        deal["hands"][1].append(code)
    elif where == "start":
        deal["start"] = code
    elif where == "draw_pile":
        deal["draw_pile"].append(code)
    else:
        rec["actions"] = [{"by": 0, "play": code}]
    replay.invalid(rec)


@pytest.mark.parametrize("value", [5, None, ["R5"], {"card": "R5"}, True])
def test_invalid_play_value(record: RecordBuilder, replay: Replayer, value: object) -> None:
    replay.invalid(_base(record, [{"by": 0, "play": value}]))


def test_invalid_card_named_too_often(record: RecordBuilder, replay: Replayer) -> None:
    rec = _base(record, hands=[["R5", "R5"], ["R5"], ["G1"]], check=False)
    replay.invalid(rec)
    rec = _base(record, draw_pile=["W", "W", "W", "W", "W"], check=False)
    replay.invalid(rec)


@pytest.mark.parametrize("n", [0, 1, 11])
def test_invalid_player_count(record: RecordBuilder, replay: Replayer, n: int) -> None:
    replay.invalid(record([f"P{i}" for i in range(n)], hands=None))


@pytest.mark.parametrize(
    "act",
    [
        {"by": 0, "dance": True},  # unknown verb
        {"by": 0},  # no verb
        {"by": 0, "play": "R5", "draw": True},  # several verbs
        {"by": 0, "draw": True, "keep": True},
        {"by": 1, "accept": True, "challenge": True},
        {"by": 0, "uno": True, "catch": 1},
        {"by": 3, "play": "R5"},  # by outside the players
        {"by": -1, "play": "R5"},
        {"by": 2, "catch": 3},  # catch outside the players
        {"by": 2, "catch": -1},
        {"by": 0, "play": "W", "color": "X"},  # bad colour letter
        {"by": 0, "play": "W", "color": "W"},
        {"by": 0, "play": "W", "color": "red"},
        {"by": 0, "play": "W", "color": ""},
        {"play": "R5"},  # no `by`
        {"by": 0, "next_round": True},  # `next_round` has no `by` (RECORD.md)
        {"by": 7, "next_round": True},
        {"by": "Ana", "play": "R5"},
        "play R5",
        ["by", 0],
    ],
)
def test_invalid_action(record: RecordBuilder, replay: Replayer, act: object) -> None:
    replay.invalid(_base(record, [act]))  # type: ignore[list-item]


def test_invalid_bad_colour_on_start_wild(record: RecordBuilder, replay: Replayer) -> None:
    rec = _base(record, [{"by": 0, "color": "P"}], start="W")
    replay.invalid(rec)


def test_invalid_action_late_in_the_record(record: RecordBuilder, replay: Replayer) -> None:
    # The file is invalid however far into it the bad action sits.
    acts = [{"by": 0, "play": "R5"}, {"by": 1, "play": "R3"}, {"by": 2, "fly": True}]
    replay.invalid(_base(record, acts))


def test_invalid_beats_refused(record: RecordBuilder, replay: Replayer) -> None:
    # Action 0 would be refused (exit 1), but action 1 makes the file not a record (exit 2).
    acts = [{"by": 1, "play": "R3"}, {"by": 2, "play": "ZZ"}]
    replay.invalid(_base(record, acts))


def test_invalid_deal_without_hands_or_start(record: RecordBuilder, replay: Replayer) -> None:
    rec = _base(record)
    del rec["deals"][0]["hands"]
    replay.invalid(rec)
    rec = _base(record)
    del rec["deals"][0]["start"]
    replay.invalid(rec)


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_invalid_empty_hand(record: RecordBuilder, replay: Replayer, seat: int) -> None:
    rec = _base(record)
    rec["deals"][0]["hands"][seat] = []
    replay.invalid(rec)


def test_invalid_hands_for_wrong_number_of_players(record: RecordBuilder, replay: Replayer) -> None:
    replay.invalid(_base(record, hands=[["R5"], ["B1"]]))
    replay.invalid(_base(record, hands=[["R5"], ["B1"], ["G1"], ["Y1"]]))


def test_invalid_first_deal_without_dealer(record: RecordBuilder, replay: Replayer) -> None:
    rec = _base(record)
    del rec["deals"][0]["dealer"]
    replay.invalid(rec)


def test_invalid_dealer_in_later_deal(record: RecordBuilder, replay: Replayer) -> None:
    later = {"dealer": 0, "hands": [["B1"], ["B2"], ["B3"]], "start": "B9"}
    replay.invalid(_base(record, later_deals=[later]))
    del later["dealer"]
    replay.ok(_base(record, later_deals=[later]))  # the same without `dealer` is fine


@pytest.mark.parametrize("dealer", [3, -1, 10])
def test_invalid_dealer_outside_players(
    record: RecordBuilder, replay: Replayer, dealer: int
) -> None:
    rec = _base(record)
    rec["deals"][0]["dealer"] = dealer
    replay.invalid(rec)


@pytest.mark.parametrize(
    ("scores", "target"),
    [([0, 0, 500], None), ([0, 600, 0], None), ([100, 0, 0], 100), ([0, 0, 101], 100)],
)
def test_invalid_scores_at_or_above_target(
    record: RecordBuilder, replay: Replayer, scores: list[int], target: int | None
) -> None:
    replay.invalid(_base(record, scores=scores, target=target))


def test_scores_just_below_target_valid(record: RecordBuilder, replay: Replayer) -> None:
    assert replay.ok(_base(record, scores=[99, 0, 0], target=100)).scores() == [99, 0, 0]
    assert replay.ok(_base(record, scores=[0, 499, 0])).scores() == [0, 499, 0]


def test_invalid_scores_wrong_length(record: RecordBuilder, replay: Replayer) -> None:
    replay.invalid(_base(record, scores=[0, 0]))
    replay.invalid(_base(record, scores=[0, 0, 0, 0]))


def test_invalid_rest_value(record: RecordBuilder, replay: Replayer) -> None:
    replay.invalid(_base(record, rest="nowhere"))


def test_invalid_start_wild_draw_four_nothing_to_turn(
    record: RecordBuilder, replay: Replayer
) -> None:
    # S9 needs another card to turn; with every other card in hands there is none.
    rest = record.deck_without(["W+4"])
    rec = record(
        3, dealer=0, hands=[rest[:50], rest[50:100], rest[100:]], start="W+4", draw_pile=[]
    )
    replay.invalid(rec)


def test_start_wild_draw_four_with_one_card_to_turn(
    record: RecordBuilder, replay: Replayer
) -> None:
    rest = record.deck_without(["W+4", "B3"])
    rec = record(
        3, dealer=0, hands=[rest[:50], rest[50:100], rest[100:]], start="W+4", draw_pile=["B3"]
    )
    st = replay.ok(rec)
    assert (st["top"], st["color"], st["draw_pile"], st["discard_pile"]) == ("B3", "B", 1, 1)


# ---------------------------------------------------------------- exit 1: refused actions


@pytest.mark.parametrize(
    ("actions", "index", "reason"),
    [
        ([{"by": 1, "play": "B1"}], 0, Refusal.NOT_YOUR_TURN),  # wrong player
        ([{"by": 0, "accept": True}], 0, Refusal.NOTHING_TO_ANSWER),  # wrong phase
        ([{"by": 0, "challenge": True}], 0, Refusal.NOTHING_TO_ANSWER),
        ([{"by": 0, "keep": True}], 0, Refusal.NOTHING_DRAWN),
        ([{"by": 0, "color": "G"}], 0, Refusal.NO_COLOR_TO_NAME),
        ([{"by": 0, "play": "G9"}], 0, Refusal.CARD_NOT_HELD),  # card not held
        ([{"by": 0, "play": "B7"}, {"by": 1, "play": "R3"}], 1, Refusal.NO_MATCH),  # not matching
        ([{"by": 0, "play": "W"}], 0, Refusal.COLOR_NEEDED),  # colour missing on a Wild
        ([{"by": 0, "play": "R5", "color": "R"}], 0, Refusal.COLOR_NOT_ALLOWED),
        ([{"by": 2, "catch": 0}], 0, Refusal.CATCH_NOT_ONE_CARD),  # catch: does not hold one card
        (
            [{"by": 0, "play": "R5"}, {"by": 0, "play": "R6"}, {"by": 2, "catch": 0}],
            1,
            Refusal.NOT_YOUR_TURN,
        ),
        ([{"by": 0, "uno": True}], 0, Refusal.UNO_NOT_DUE),  # uno by a player not in the window
        ([{"next_round": True}], 0, Refusal.ROUND_NOT_OVER),
    ],
)
def test_refused_actions(
    record: RecordBuilder, replay: Replayer, actions: list[Json], index: int, reason: Refusal
) -> None:
    replay.refused(_base(record, actions), index, reason)


def test_refused_state_is_the_one_before(record: RecordBuilder, replay: Replayer) -> None:
    acts = [
        {"by": 0, "play": "R5"},
        {"by": 1, "draw": True},
        {"by": 2, "play": "G1"},
        {"by": 0, "play": "R6"},
    ]
    st = replay.refused(_base(record, acts), 2, Refusal.NO_MATCH)
    assert (st["applied"], st["current"], st["top"]) == (2, 2, "R5")
    assert st.hand(1) == ["B1", "B2", "R3", "Y1"]
    assert st.hand(0) == ["B7", "R6", "W"]


def test_refused_is_first_refused_action(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "R5"}, {"by": 2, "play": "G1"}, {"by": 0, "play": "G9"}]
    st = replay.refused(_base(record, acts), 1, Refusal.NOT_YOUR_TURN)
    assert st["error"]["action"] == 1


# ---------------------------------------------------------------- the real command, stdin


def _run_stdin(text: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(
            p for p in [str(ROOT), os.environ.get("PYTHONPATH", "")] if p
        ),
    }
    return subprocess.run(
        [sys.executable, "-m", "uno_tui", "replay", "-", "--json"],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
        check=False,
    )


def test_cli_stdin_exit_0(record: RecordBuilder) -> None:
    hands = [["R5", "R6"], ["B1", "B2", "R3"], ["G1", "G2", "G3"]]
    rec = _base(record, [{"by": 0, "play": "R5"}, {"by": 2, "catch": 0}], hands=hands)
    proc = _run_stdin(json.dumps(rec))
    assert proc.returncode == 0, proc.stderr
    st = json.loads(proc.stdout)
    assert sorted(st["players"][0]["hand"]) == ["R6", "Y1", "Y2"]
    assert (st["applied"], st["error"], st["current"]) == (2, None, 1)


def test_cli_stdin_exit_1(record: RecordBuilder) -> None:
    rec = _base(record, [{"by": 0, "play": "R5"}, {"by": 0, "play": "R6"}])
    proc = _run_stdin(json.dumps(rec))
    assert proc.returncode == 1
    st = json.loads(proc.stdout)
    assert st["error"]["action"] == 1 and st["applied"] == 1
    assert st["top"] == "R5"


@pytest.mark.parametrize("text", ["{not json", json.dumps({"format": "uno-record/1"})])
def test_cli_stdin_exit_2(text: str) -> None:
    proc = _run_stdin(text)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    "later",
    [
        {"hands": [["B1"], ["B2"], ["B3"]]},  # no start
        {"start": "B9"},  # no hands
        {"hands": [["B1"], [], ["B3"]], "start": "B9"},  # an empty hand
        {"hands": [["B1", "B1", "B1"], ["B2"], ["B3"]], "start": "B9"},  # B1 three times
        {"hands": [["B1"], ["B2"], ["Q3"]], "start": "B9"},  # unknown code
    ],
)
def test_invalid_later_deal(record: RecordBuilder, replay: Replayer, later: Json) -> None:
    # The file is invalid even though round 1 never gets to the later deal.
    replay.invalid(_base(record, later_deals=[later], check=False))


def test_later_deal_may_use_rest_discard(record: RecordBuilder, replay: Replayer) -> None:
    later = {"hands": [["B1"], ["B2"], ["B3"]], "start": "B9", "rest": "discard"}
    acts = [{"by": 0, "play": "R5"}, {"by": 1, "play": "R3"}, {"by": 2, "draw": True}]
    hands = [["R5"], ["B1", "R3"], ["G1"]]
    rec = _base(record, [acts[0], {"next_round": True}], hands=hands, later_deals=[later])
    st = replay.ok(rec)
    assert (st["round"], st["dealer"], st["current"]) == (2, 0, 1)
    assert (st["draw_pile"], st["discard_pile"]) == (0, 108 - 3)
