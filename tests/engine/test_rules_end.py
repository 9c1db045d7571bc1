"""E — end of a round (E1-E4) and P — points (P1-P3)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import Json, RecordBuilder, Replayer

DATA = Path(__file__).resolve().parents[1] / "data"
DRAW = ["Y9", "W", "R0", "RS", "B4", "B5", "G6", "G7"]
OUT: Json = {"by": 0, "play": "R5"}


def _game(record: RecordBuilder, hands: list[list[str]], actions: list[Json], **kw: Any) -> Json:
    """Three players, dealer 2: Ana (0) plays first on R7."""
    return record(
        3,
        dealer=2,
        hands=hands,
        start=kw.pop("start", "R7"),
        draw_pile=kw.pop("draw_pile", DRAW),
        actions=actions,
        **kw,
    )


EXAMPLE = [["R5"], ["Y7", "BS", "W"], ["G0", "R+2"]]  # Bruno holds the 77 of RULES.md P1


# ---------------------------------------------------------------- E1: the last card


def test_e1_last_card_ends_round(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, EXAMPLE, [OUT]))
    assert (st["phase"], st["current"], st["round_winner"], st["winner"]) == (
        "round_over",
        None,
        0,
        None,
    )
    assert st.hand(0) == []
    assert st.hand(1) == ["BS", "W", "Y7"] and st.hand(2) == ["G0", "R+2"]
    assert st.scores() == [97, 0, 0]  # P1: 77 + 20
    assert (st["top"], st["uno_window"], st["round"]) == ("R5", None, 1)


@pytest.mark.parametrize(("card", "color"), [("RS", None), ("RR", None), ("W", "G"), ("R1", None)])
def test_e1_any_last_card_ends_round(
    record: RecordBuilder, replay: Replayer, card: str, color: str | None
) -> None:
    act: Json = {"by": 0, "play": card}
    if color:
        act["color"] = color
    hands = [[card], ["Y7", "BS", "W"], ["G0", "R+2"]]
    st = replay.ok(_game(record, hands, [act]))
    assert (st["phase"], st["round_winner"], st["current"]) == ("round_over", 0, None)
    assert st.scores() == [97, 0, 0]
    assert st.sizes() == [0, 3, 2]


@pytest.mark.parametrize(
    ("start", "dealer", "direction"), [("R7", 2, "clockwise"), ("RR", 0, "counterclockwise")]
)
def test_e1_a_last_reverse_turns_nothing_round(
    record: RecordBuilder, replay: Replayer, start: str, dealer: int, direction: str
) -> None:
    # E1: the round is over as the last card lands; the direction stays as it was.
    hands = [["RR"], ["R3", "G3"], ["R4", "G4"]]
    rec = record(3, dealer=dealer, hands=hands, start=start, actions=[{"by": 0, "play": "RR"}])
    st = replay.ok(rec)
    assert (st["phase"], st["round_winner"], st["current"]) == ("round_over", 0, None)
    assert (st["top"], st["direction"]) == ("RR", direction)


def test_e1_a_last_wild_still_names_its_colour(record: RecordBuilder, replay: Replayer) -> None:
    act: Json = {"by": 0, "play": "W", "color": "B"}
    st = replay.ok(_game(record, [["W"], ["R3", "G3"], ["R4", "G4"]], [act]))
    assert (st["phase"], st["top"], st["color"]) == ("round_over", "W", "B")


def test_e1_round_ends_after_several_turns(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R5", "B5"], ["R3", "R6", "G3"], ["R4", "R2"]]
    acts = [
        {"by": 0, "play": "R5", "uno": True},
        {"by": 1, "play": "R3"},
        {"by": 2, "play": "R4", "uno": True},
        {"by": 0, "draw": True},
        {"by": 1, "play": "R6"},
        {"by": 2, "play": "R2"},
    ]
    st = replay.ok(_game(record, hands, acts, draw_pile=["Y1"]))
    assert (st["phase"], st["round_winner"]) == ("round_over", 2)
    assert st.scores() == [0, 0, 5 + 1 + 3]  # Ana B5 Y1, Bruno G3


@pytest.mark.parametrize(
    ("act", "reason"),
    [
        ({"by": 1, "play": "Y7"}, Refusal.ROUND_OVER),
        ({"by": 1, "draw": True}, Refusal.ROUND_OVER),
        ({"by": 0, "draw": True}, Refusal.ROUND_OVER),
        ({"by": 2, "catch": 1}, Refusal.CATCH_NOT_ONE_CARD),
        ({"by": 1, "uno": True}, Refusal.UNO_NOT_DUE),
        ({"by": 1, "accept": True}, Refusal.ROUND_OVER),
        ({"by": 1, "challenge": True}, Refusal.ROUND_OVER),
        ({"by": 1, "keep": True}, Refusal.ROUND_OVER),
        ({"by": 1, "color": "G"}, Refusal.ROUND_OVER),
    ],
)
def test_e1_nothing_but_next_round_after_the_round(
    record: RecordBuilder, replay: Replayer, act: Json, reason: Refusal
) -> None:
    replay.refused(_game(record, EXAMPLE, [OUT, act]), 1, reason)


def test_e1_refused_last_card_does_not_end_round(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.refused(
        _game(record, [["G5"], ["Y7"], ["G0"]], [{"by": 0, "play": "G5"}]), 0, Refusal.NO_MATCH
    )
    assert (st["phase"], st["round_winner"]) == ("turn", None)


# ---------------------------------------------------------------- E2: last Draw Two


def test_e2_last_draw_two_is_drawn_then_scored(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [["R+2"], ["B1"], ["G2"]], [{"by": 0, "play": "R+2"}]))
    assert st.hand(1) == ["B1", "W", "Y9"]
    assert (st["phase"], st["round_winner"], st["current"]) == ("round_over", 0, None)
    assert st.scores() == [1 + 50 + 9 + 2, 0, 0]


def test_e2_last_draw_two_counterclockwise(record: RecordBuilder, replay: Replayer) -> None:
    # After Ana's Reverse, Carla goes out with a Draw Two: Bruno (to her right) draws 2.
    hands = [["RR", "B6"], ["B1", "B2"], ["R+2"]]
    acts = [{"by": 0, "play": "RR", "uno": True}, {"by": 2, "play": "R+2"}]
    st = replay.ok(_game(record, hands, acts))
    assert st.hand(1) == ["B1", "B2", "W", "Y9"] and st.hand(0) == ["B6"]
    assert (st["phase"], st["round_winner"]) == ("round_over", 2)
    assert st.scores() == [0, 0, 6 + 62]


def test_e2_last_draw_two_two_players(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=1,
        hands=[["R+2"], ["B1", "B2"]],
        start="R7",
        draw_pile=DRAW,
        actions=[{"by": 0, "play": "R+2"}],
    )
    st = replay.ok(rec)
    assert st.hand(1) == ["B1", "B2", "W", "Y9"]
    assert (st["phase"], st["round_winner"]) == ("round_over", 0)
    assert st.scores() == [62, 0]


def test_e2_last_wild_draw_four_waits_for_the_answer(
    record: RecordBuilder, replay: Replayer
) -> None:
    rec = _game(record, [["W+4"], ["B1"], ["G2"]], [{"by": 0, "play": "W+4", "color": "B"}])
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["round_winner"], st["winner"]) == (
        "challenge",
        1,
        None,
        None,
    )
    assert st.hand(0) == []
    assert st.scores() == [0, 0, 0]
    replay.refused(
        {**rec, "actions": [*rec["actions"], {"next_round": True}]}, 1, Refusal.ROUND_NOT_OVER
    )


def test_e2_last_wild_draw_four_accepted(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "B"}, {"by": 1, "accept": True}]
    st = replay.ok(_game(record, [["W+4"], ["B1"], ["G2"]], acts))
    assert st.hand(1) == ["B1", "R0", "RS", "W", "Y9"]
    assert (st["phase"], st["round_winner"], st["current"]) == ("round_over", 0, None)
    assert st.scores() == [1 + 9 + 50 + 0 + 20 + 2, 0, 0]
    assert (st["top"], st["color"]) == ("W+4", "B")


def test_e3_last_wild_draw_four_challenge_always_fails(
    record: RecordBuilder, replay: Replayer
) -> None:
    # E2/E3: with an empty hand Ana cannot hold the active colour, so the challenge fails;
    # Bruno draws 6 and they count. The round is over, not continued.
    acts = [{"by": 0, "play": "W+4", "color": "B"}, {"by": 1, "challenge": True}]
    st = replay.ok(_game(record, [["W+4"], ["B1"], ["G2"]], acts))
    assert st.hand(1) == ["B1", "B4", "B5", "R0", "RS", "W", "Y9"]
    assert st.hand(0) == []
    assert (st["phase"], st["round_winner"], st["current"]) == ("round_over", 0, None)
    assert st.scores() == [1 + 9 + 50 + 0 + 20 + 4 + 5 + 2, 0, 0]


def test_e3_last_wild_draw_four_two_players(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=0,
        hands=[["B1"], ["W+4"]],
        start="R7",
        draw_pile=DRAW,
        actions=[{"by": 1, "play": "W+4", "color": "G"}, {"by": 0, "challenge": True}],
    )
    st = replay.ok(rec)
    assert (st["phase"], st["round_winner"]) == ("round_over", 1)
    assert st.scores() == [0, 1 + 9 + 50 + 0 + 20 + 4 + 5]


# ---------------------------------------------------------------- E4: next round


def test_e4_next_round_deals_all_108_again(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, EXAMPLE, [OUT, {"next_round": True}]))
    assert st["round"] == 2
    replay.expect_fresh_round(st, dealer=0)
    assert st.scores() == [97, 0, 0]


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5, 6, 7])
def test_e4_next_round_from_seed(record: RecordBuilder, replay: Replayer, seed: int) -> None:
    rec = record(
        4,
        dealer=1,
        hands=[["B1"], ["B2"], ["R5"], ["B3"]],
        start="R7",
        seed=seed,
        actions=[{"by": 2, "play": "R5"}, {"next_round": True}],
    )
    st = replay.ok(rec)
    replay.expect_fresh_round(st, dealer=2)
    assert st.scores() == [0, 0, 6, 0]


def test_e4_next_round_only_after_the_round(record: RecordBuilder, replay: Replayer) -> None:
    replay.refused(_game(record, EXAMPLE, [{"next_round": True}]), 0, Refusal.ROUND_NOT_OVER)
    replay.refused(
        _game(record, EXAMPLE, [OUT, {"next_round": True}, {"next_round": True}]),
        2,
        Refusal.ROUND_NOT_OVER,
    )


def test_e4_second_round_is_playable(record: RecordBuilder, replay: Replayer) -> None:
    r2 = {
        "hands": [["Y1", "Y2"], ["G1", "G2"], ["B1", "B2"]],
        "start": "Y5",
        "draw_pile": ["R1", "G9"],
    }
    acts = [OUT, {"next_round": True}, {"by": 1, "draw": True}, {"by": 2, "draw": True}]
    st = replay.ok(_game(record, EXAMPLE, acts, later_deals=[r2]))
    assert (st["round"], st["dealer"], st["current"]) == (2, 0, 0)
    assert st.hands() == [["Y1", "Y2"], ["G1", "G2", "R1"], ["B1", "B2", "G9"]]
    assert st["round_winner"] is None and st.scores() == [97, 0, 0]


# ---------------------------------------------------------------- P1: card values


@pytest.mark.parametrize(
    ("bruno", "carla", "score"),
    [
        (["Y7", "BS", "W"], [], 77),  # RULES.md's example
        (["R9", "Y0", "GR", "B+2", "W+4", "W"], ["BS", "G3"], 149 + 23),
        (["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9"], ["Y0"], 45),
        (["G0"], ["B0"], 0),
        (["RS", "YR", "G+2"], ["BS", "BR", "B+2"], 120),
        (["W+4", "W+4"], ["W", "W"], 200),
    ],
)
def test_p1_card_values(
    record: RecordBuilder, replay: Replayer, bruno: list[str], carla: list[str], score: int
) -> None:
    carla = carla or ["G0"]
    st = replay.ok(_game(record, [["G5"], bruno, carla], [{"by": 0, "play": "G5"}], start="G7"))
    assert st.scores() == [score, 0, 0]
    assert score == record.points(bruno) + record.points(carla)


def test_p1_winner_scores_every_opponent(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["B1", "B2"], ["B3"], ["R5"], ["G1", "G2"], ["Y9", "W"]]
    rec = record(5, dealer=1, hands=hands, start="R7", actions=[{"by": 2, "play": "R5"}])
    st = replay.ok(rec)
    assert st.scores() == [0, 0, 3 + 3 + 3 + 59, 0, 0]


# ---------------------------------------------------------------- P2: target and game over


def test_p2_reaching_target_ends_game(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, EXAMPLE, [OUT], target=100, scores=[10, 50, 99])
    st = replay.ok(rec)
    assert (st["phase"], st["winner"], st["round_winner"], st["current"]) == (
        "game_over",
        0,
        0,
        None,
    )
    assert st.scores() == [107, 50, 99]
    rec["actions"].append({"next_round": True})
    replay.refused(rec, 1, Refusal.GAME_OVER)


def test_p2_exactly_the_target_wins(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, EXAMPLE, [OUT], target=100, scores=[3, 0, 0]))
    assert (st["phase"], st["winner"]) == ("game_over", 0)
    assert st.scores() == [100, 0, 0]


def test_p2_one_short_of_target_goes_on(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, EXAMPLE, [OUT], target=100, scores=[2, 0, 0]))
    assert (st["phase"], st["winner"], st["round_winner"]) == ("round_over", None, 0)
    assert st.scores() == [99, 0, 0]


def test_p2_default_target_is_500(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, EXAMPLE, [OUT], scores=[402, 0, 499]))
    assert (st["phase"], st["winner"]) == ("round_over", None)
    assert st.scores() == [499, 0, 499]
    st = replay.ok(_game(record, EXAMPLE, [OUT], scores=[403, 0, 499]))
    assert (st["phase"], st["winner"]) == ("game_over", 0)
    assert st.scores() == [500, 0, 499]


def test_p2_starting_scores_show_before_play(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, EXAMPLE, [], scores=[5, 6, 7]))
    assert st.scores() == [5, 6, 7]
    assert replay.ok(_game(record, EXAMPLE, [])).scores() == [0, 0, 0]


def test_p2_scores_add_up_over_rounds(record: RecordBuilder, replay: Replayer) -> None:
    r2 = {"hands": [["Y1", "Y2"], ["G5"], ["B1", "W"]], "start": "G8"}  # dealer 0: Bruno
    acts = [OUT, {"next_round": True}, {"by": 1, "play": "G5"}]
    st = replay.ok(_game(record, EXAMPLE, acts, later_deals=[r2], scores=[1, 2, 3]))
    assert (st["phase"], st["round_winner"], st["round"]) == ("round_over", 1, 2)
    assert st.scores() == [98, 2 + 3 + 51, 3]


def test_p2_game_over_ends_everything(record: RecordBuilder, replay: Replayer) -> None:
    for act in ({"by": 1, "play": "Y7"}, {"by": 1, "draw": True}, {"next_round": True}):
        replay.refused(_game(record, EXAMPLE, [OUT, act], target=50), 1, Refusal.GAME_OVER)


# ---------------------------------------------------------------- P3: no penalty scoring


def test_p3_losers_scores_unchanged(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, EXAMPLE, [OUT], scores=[10, 20, 30]))
    assert st.scores() == [107, 20, 30]


def test_p3_only_one_player_scores_per_round(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(
        _game(record, [["R+2"], ["B1"], ["G2"]], [{"by": 0, "play": "R+2"}], scores=[0, 40, 40])
    )
    assert st.scores() == [62, 40, 40]


# ---------------------------------------------------------------- a longer game (data file)


def _long_game() -> Json:
    data: Json = json.loads((DATA / "long_game.record.json").read_text(encoding="utf-8"))
    return data


def test_long_game_first_round(replay: Replayer) -> None:  # T1-T3, A1-A3, W3, W5, U1, E1, P1
    rec = _long_game()
    rec["actions"] = rec["actions"][:25]
    st = replay.ok(rec)
    assert (st["phase"], st["round_winner"], st["current"]) == ("round_over", 1, None)
    assert st.hands() == [["B4", "G0", "G7", "R1", "Y4"], [], ["B1", "B9", "R8", "Y0", "Y8", "Y9"]]
    assert st.scores() == [0, 51, 0]
    assert (st["top"], st["color"], st["direction"]) == ("R4", "R", "counterclockwise")
    assert (st["discard_pile"], st["draw_pile"]) == (23, 74)


def test_long_game_middle(replay: Replayer) -> None:
    rec = _long_game()
    rec["actions"] = rec["actions"][:14]  # just after Carla's wrong challenge
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["color"], st["top"]) == ("turn", 0, "Y", "W+4")
    assert st.sizes() == [5, 5, 10]


def test_long_game_to_the_end(replay: Replayer) -> None:  # S2, E4, P2
    st = replay.ok(_long_game())
    assert (st["phase"], st["winner"], st["round_winner"]) == ("game_over", 1, 1)
    assert (st["round"], st["dealer"]) == (2, 1)
    assert st.scores() == [0, 73, 0]
    assert st.hands() == [["B3", "B6", "G1", "Y7"], [], ["G5"]]


def test_p2_drawn_cards_can_reach_the_target(record: RecordBuilder, replay: Replayer) -> None:
    # E2 + P2: only Bruno's two drawn cards (Y9, W) take Ana past 60.
    st = replay.ok(_game(record, [["R+2"], ["B1"], ["G2"]], [{"by": 0, "play": "R+2"}], target=60))
    assert (st["phase"], st["winner"], st.scores()) == ("game_over", 0, [62, 0, 0])


def test_p2_game_over_after_last_wild_draw_four(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "B"}]
    rec = _game(record, [["W+4"], ["B1"], ["G2"]], acts, target=50)
    assert replay.ok(rec)["phase"] == "challenge"  # not over before the answer (E2)
    rec["actions"].append({"by": 1, "accept": True})
    st = replay.ok(rec)
    assert (st["phase"], st["winner"], st["round_winner"]) == ("game_over", 0, 0)
