"""W — Wild Draw Four: legality (W1), colour (W2), accept or challenge (W3-W6), W7."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import Json, RecordBuilder, Replayer

DRAW = ["G1", "G3", "Y1", "Y2", "B2", "B3", "B4", "B5", "B6", "Y6"]


def _worked(record: RecordBuilder, ana: list[str], actions: list[Json], **kw: Any) -> Json:
    """RULES.md worked example: red 7 on the discard, Ana (0) to play, Bruno answers."""
    hands = kw.pop("hands", [ana, ["Y4", "Y5"], ["B9", "G8"]])
    return record(
        ["Ana", "Bruno", "Carla"],
        dealer=2,
        hands=hands,
        start="R7",
        draw_pile=kw.pop("draw_pile", DRAW),
        actions=actions,
        **kw,
    )


PLAY_G: Json = {"by": 0, "play": "W+4", "color": "G"}


def test_w_worked_example_wrong_challenge(record: RecordBuilder, replay: Replayer) -> None:
    # W1, W4, W5, W7: Ana holds no red (a blue 7 does not count); Bruno challenges wrongly.
    st = replay.ok(_worked(record, ["B7", "W+4", "G2"], [PLAY_G, {"by": 1, "challenge": True}]))
    assert (st["phase"], st["current"], st["color"], st["top"]) == ("turn", 2, "G", "W+4")
    assert st.hand(0) == ["B7", "G2"]
    assert st.hand(1) == sorted(["Y4", "Y5", "G1", "G3", "Y1", "Y2", "B2", "B3"])
    assert st.hand(2) == ["B9", "G8"]


def test_w6_worked_example_right_challenge(record: RecordBuilder, replay: Replayer) -> None:
    # W1, W4, W6, W7: Ana held a red 2; she draws 4 and Bruno keeps the turn.
    hands = [["B7", "W+4", "R2"], ["Y4", "G5"], ["B9", "G8"]]
    rec = _worked(record, [], [PLAY_G, {"by": 1, "challenge": True}], hands=hands)
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["color"], st["top"]) == ("turn", 1, "G", "W+4")
    assert st.hand(0) == sorted(["B7", "R2", "G1", "G3", "Y1", "Y2"])
    assert st.hand(1) == ["G5", "Y4"]  # the challenger draws nothing
    assert st["discard_pile"] == 2
    rec["actions"].append({"by": 1, "play": "G5"})  # and takes the turn normally
    st = replay.ok(rec)
    assert (st["current"], st["top"]) == (2, "G5")


def test_w6_challenger_may_draw_instead(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["B7", "W+4", "R2"], ["Y4", "G5"], ["B9", "G8"]]
    acts = [PLAY_G, {"by": 1, "challenge": True}, {"by": 1, "draw": True}]
    st = replay.ok(_worked(record, [], acts, hands=hands, draw_pile=["Y1", "Y2", "Y3", "Y6", "R1"]))
    assert st.hand(1) == ["G5", "R1", "Y4"]  # R1 does not match green: turn passes
    assert (st["current"], st["phase"]) == (2, "turn")


def test_w3_accept_draws_four_loses_turn(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_worked(record, ["B7", "W+4", "G2"], [PLAY_G, {"by": 1, "accept": True}]))
    assert st.hand(1) == sorted(["Y4", "Y5", "G1", "G3", "Y1", "Y2"])
    assert (st["phase"], st["current"], st["color"], st["top"]) == ("turn", 2, "G", "W+4")
    assert st.hand(0) == ["B7", "G2"]


def test_w3_accepting_an_illegal_one_still_draws_four(
    record: RecordBuilder, replay: Replayer
) -> None:
    st = replay.ok(_worked(record, ["R2", "W+4", "G2"], [PLAY_G, {"by": 1, "accept": True}]))
    assert st.hand(1) == sorted(["Y4", "Y5", "G1", "G3", "Y1", "Y2"])
    assert st.hand(0) == ["G2", "R2"]
    assert st["current"] == 2


def test_w3_challenge_phase_waits_for_the_next_player(
    record: RecordBuilder, replay: Replayer
) -> None:
    st = replay.ok(_worked(record, ["B7", "W+4", "G2"], [PLAY_G]))
    assert (st["phase"], st["current"], st["top"], st["color"]) == ("challenge", 1, "W+4", "G")
    assert st.hand(1) == ["Y4", "Y5"]  # nothing drawn before the answer


@pytest.mark.parametrize(
    ("act", "reason"),
    [
        ({"by": 1, "play": "Y4"}, Refusal.MUST_ANSWER_CHALLENGE),
        ({"by": 1, "draw": True}, Refusal.MUST_ANSWER_CHALLENGE),
        ({"by": 1, "keep": True}, Refusal.MUST_ANSWER_CHALLENGE),
        ({"by": 1, "color": "Y"}, Refusal.MUST_ANSWER_CHALLENGE),
        ({"by": 2, "accept": True}, Refusal.NOT_YOUR_TURN),
        ({"by": 2, "challenge": True}, Refusal.NOT_YOUR_TURN),
        ({"by": 0, "challenge": True}, Refusal.NOT_YOUR_TURN),
        ({"by": 0, "accept": True}, Refusal.NOT_YOUR_TURN),
        ({"by": 2, "play": "G8"}, Refusal.NOT_YOUR_TURN),
        ({"by": 0, "play": "G2"}, Refusal.NOT_YOUR_TURN),
    ],
)
def test_w3_only_accept_or_challenge_by_the_target(
    record: RecordBuilder, replay: Replayer, act: Json, reason: Refusal
) -> None:
    replay.refused(_worked(record, ["B7", "W+4", "G2"], [PLAY_G, act]), 1, reason)


@pytest.mark.parametrize("verb", ["accept", "challenge"])
def test_w3_no_answer_without_a_wild_draw_four(
    record: RecordBuilder, replay: Replayer, verb: str
) -> None:
    rec = _worked(record, ["B7", "W+4", "G2"], [{"by": 0, "play": "B7"}, {"by": 1, verb: True}])
    replay.refused(rec, 1, Refusal.NOTHING_TO_ANSWER)
    replay.refused(
        _worked(record, ["B7", "W+4", "G2"], [{"by": 0, verb: True}]), 0, Refusal.NOTHING_TO_ANSWER
    )


def test_w3_second_answer_refused(record: RecordBuilder, replay: Replayer) -> None:
    rec = _worked(
        record,
        ["B7", "W+4", "G2"],
        [PLAY_G, {"by": 1, "accept": True}, {"by": 1, "challenge": True}],
    )
    replay.refused(rec, 2, Refusal.NOT_YOUR_TURN)


# ---------------------------------------------------------------- W1: legality by colour only


@pytest.mark.parametrize(
    ("held", "legal"),
    [
        ("B7", True),  # same number, other colour
        ("Y7", True),  # playable by number, still not the active colour
        ("W", True),  # another Wild
        ("W+4", True),  # another Wild Draw Four
        ("GS", True),
        ("R0", False),
        ("R9", False),
        ("RS", False),
        ("RR", False),
        ("R+2", False),
    ],
)
def test_w1_legality_checks_active_colour_only(
    record: RecordBuilder, replay: Replayer, held: str, legal: bool
) -> None:
    ana = ["W+4", held, "B1"]
    st = replay.ok(_worked(record, ana, [PLAY_G, {"by": 1, "challenge": True}]))
    if legal:  # W5
        assert st.hand(0) == sorted([held, "B1"])
        assert st.hand(1) == sorted(["Y4", "Y5", *DRAW[:6]])
        assert st["current"] == 2
    else:  # W6
        assert st.hand(0) == sorted([held, "B1", *DRAW[:4]])
        assert st.hand(1) == ["Y4", "Y5"]
        assert st["current"] == 1
    assert (st["phase"], st["color"], st["top"]) == ("turn", "G", "W+4")  # W7


def test_w1_naming_the_old_colour_changes_nothing(record: RecordBuilder, replay: Replayer) -> None:
    # Named colour red again; Ana holds R2: still illegal (judged on the colour before).
    acts = [{"by": 0, "play": "W+4", "color": "R"}, {"by": 1, "challenge": True}]
    st = replay.ok(_worked(record, ["W+4", "R2", "B1"], acts))
    assert st.hand(0) == sorted(["R2", "B1", *DRAW[:4]])
    assert (st["current"], st["color"]) == (1, "R")


def test_w1_active_colour_after_a_wild(record: RecordBuilder, replay: Replayer) -> None:
    # Start Wild, Ana names blue; her W+4 is illegal if she holds blue, legal holding red.
    def game(ana: list[str]) -> Json:
        return record(
            3,
            dealer=2,
            hands=[ana, ["Y4", "Y5"], ["B9", "G8"]],
            start="W",
            draw_pile=DRAW,
            actions=[
                {"by": 0, "color": "B"},
                {"by": 0, "play": "W+4", "color": "Y"},
                {"by": 1, "challenge": True},
            ],
        )

    st = replay.ok(game(["W+4", "B3", "G2"]))
    assert st.sizes() == [6, 2, 2] and st["current"] == 1  # W6
    st = replay.ok(game(["W+4", "R3", "R4"]))
    assert st.sizes() == [2, 8, 2] and st["current"] == 2  # W5
    assert st["color"] == "Y"


def test_w1_active_colour_after_a_wild_draw_four(record: RecordBuilder, replay: Replayer) -> None:
    # Ana's W+4 names green; Bruno accepts; Carla's W+4 while holding G8 is illegal.
    hands = [["W+4", "B7", "B1"], ["Y4", "Y5"], ["W+4", "G8", "B9"]]
    acts = [
        PLAY_G,
        {"by": 1, "accept": True},
        {"by": 2, "play": "W+4", "color": "Y"},
        {"by": 0, "challenge": True},
    ]
    st = replay.ok(_worked(record, [], acts, hands=hands))
    assert st.hand(2) == sorted(["G8", "B9", *DRAW[4:8]])
    assert (st["current"], st["phase"], st["color"]) == (0, "turn", "Y")
    assert st.hand(0) == ["B1", "B7"]


def test_w1_judged_right_after_it_leaves_the_hand(record: RecordBuilder, replay: Replayer) -> None:
    # Ana plays W+4 from [W+4, B1] without UNO; Carla catches her and she draws R1, R2.
    # The red cards came after the play: the challenge still fails.
    acts = [PLAY_G, {"by": 2, "catch": 0}, {"by": 1, "challenge": True}]
    draw = ["R1", "R2", "Y1", "Y2", "Y3", "B2", "B3", "B4"]
    st = replay.ok(_worked(record, ["W+4", "B1"], acts, draw_pile=draw))
    assert st.hand(0) == ["B1", "R1", "R2"]
    assert st.hand(1) == sorted(["Y4", "Y5", *draw[2:8]])
    assert (st["current"], st["phase"], st["color"]) == (2, "turn", "G")


def test_w1_drawn_wild_draw_four_played_illegally(record: RecordBuilder, replay: Replayer) -> None:
    # T3 + W1: Ana holds red, draws a W+4 and plays it; the challenge wins.
    acts = [
        {"by": 0, "draw": True},
        {"by": 0, "play": "W+4", "color": "B"},
        {"by": 1, "challenge": True},
    ]
    st = replay.ok(_worked(record, ["R2", "G2"], acts, draw_pile=["W+4", *DRAW]))
    assert st.hand(0) == sorted(["R2", "G2", *DRAW[:4]])
    assert (st["current"], st["color"]) == (1, "B")


def test_w1_drawn_wild_draw_four_played_legally(record: RecordBuilder, replay: Replayer) -> None:
    acts = [
        {"by": 0, "draw": True},
        {"by": 0, "play": "W+4", "color": "B"},
        {"by": 1, "challenge": True},
    ]
    st = replay.ok(_worked(record, ["Y2", "G2"], acts, draw_pile=["W+4", *DRAW]))
    assert st.hand(0) == ["G2", "Y2"]
    assert st.hand(1) == sorted(["Y4", "Y5", *DRAW[:6]])
    assert st["current"] == 2


# ---------------------------------------------------------------- W2: naming the colour


@pytest.mark.parametrize("color", ["R", "Y", "G", "B"])
def test_w2_names_any_colour(record: RecordBuilder, replay: Replayer, color: str) -> None:
    acts = [{"by": 0, "play": "W+4", "color": color}, {"by": 1, "accept": True}]
    st = replay.ok(_worked(record, ["B7", "W+4", "G2"], acts))
    assert (st["color"], st["top"]) == (color, "W+4")  # W2, W7


# ---------------------------------------------------------------- W5/W6 in other seatings


def test_w5_counterclockwise(record: RecordBuilder, replay: Replayer) -> None:
    # Ana reverses; Carla plays a legal W+4; Bruno (next to the right) challenges and loses;
    # the turn goes on to Ana.
    hands = [["RR", "B1"], ["Y4", "Y5"], ["W+4", "B9"]]
    acts = [
        {"by": 0, "play": "RR"},
        {"by": 2, "play": "W+4", "color": "Y"},
        {"by": 1, "challenge": True},
    ]
    st = replay.ok(_worked(record, [], acts, hands=hands))
    assert st.hand(1) == sorted(["Y4", "Y5", *DRAW[:6]])
    assert (st["current"], st["direction"], st["color"]) == (0, "counterclockwise", "Y")


def test_w6_counterclockwise(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RR", "B1"], ["Y4", "Y5"], ["W+4", "R9"]]
    acts = [
        {"by": 0, "play": "RR"},
        {"by": 2, "play": "W+4", "color": "Y"},
        {"by": 1, "challenge": True},
    ]
    st = replay.ok(_worked(record, [], acts, hands=hands))
    assert st.hand(2) == sorted(["R9", *DRAW[:4]])
    assert (st["current"], st["direction"], st["phase"]) == (1, "counterclockwise", "turn")


def test_w5_two_players(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=1,
        hands=[["W+4", "B1"], ["Y4", "Y5"]],
        start="R7",
        draw_pile=DRAW,
        actions=[PLAY_G, {"by": 1, "challenge": True}],
    )
    st = replay.ok(rec)
    assert st.hand(1) == sorted(["Y4", "Y5", *DRAW[:6]])
    assert (st["current"], st["phase"], st["color"]) == (0, "turn", "G")  # A5


def test_w6_two_players(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=1,
        hands=[["W+4", "R1", "B1"], ["Y4", "G5"]],
        start="R7",
        draw_pile=DRAW,
        actions=[PLAY_G, {"by": 1, "challenge": True}],
    )
    st = replay.ok(rec)
    assert st.hand(0) == sorted(["R1", "B1", *DRAW[:4]])
    assert (st["current"], st["phase"], st["color"]) == (1, "turn", "G")


def test_w7_colour_and_card_stay_after_either_outcome(
    record: RecordBuilder, replay: Replayer
) -> None:
    for ana in (["W+4", "B1", "B2"], ["W+4", "R1", "B2"]):
        acts = [{"by": 0, "play": "W+4", "color": "Y"}, {"by": 1, "challenge": True}]
        st = replay.ok(_worked(record, ana, acts))
        assert (st["top"], st["color"], st["discard_pile"]) == ("W+4", "Y", 2)
