"""T — a turn: matching (T1, T2), drawing (T3), turn order (T4), empty piles (T5, T6),
public counts (T7), refused plays (T8), advice (T9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import Json, RecordBuilder, Replayer

HANDS = [
    ["R5", "B7", "G2", "Y+2", "W", "RS", "RR"],  # Ana (0) starts: dealer is 2
    ["B1", "B2", "G3", "GS", "BR"],
    ["G8", "G9", "Y1", "R4"],
]


def _game(record: RecordBuilder, actions: list[Json], **kw: Any) -> Json:
    deal: dict[str, Any] = {
        "hands": HANDS,
        "start": "R7",
        "draw_pile": ["Y3", "R1", "W", "G5", "B5", "B6"],
    }
    deal.update(kw)
    return record(3, dealer=2, actions=actions, **deal)


# ---------------------------------------------------------------- T1: what matches


@pytest.mark.parametrize(("card", "color"), [("R5", "R"), ("RS", "R"), ("RR", "R")])
def test_t1_match_by_colour(record: RecordBuilder, replay: Replayer, card: str, color: str) -> None:
    st = replay.ok(_game(record, [{"by": 0, "play": card}]))
    assert (st["top"], st["color"]) == (card, color)
    assert st.hand(0) == sorted(c for c in HANDS[0] if c != card)


def test_t1_match_by_number(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [{"by": 0, "play": "B7"}]))
    assert (st["top"], st["color"], st["current"]) == ("B7", "B", 1)
    assert st.hand(0) == sorted(set(HANDS[0]) - {"B7"})


def test_t1_skip_on_skip_other_colour(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RS", "B7"], ["B1", "B2"], ["GS", "G9"]]
    st = replay.ok(_game(record, [{"by": 0, "play": "RS"}, {"by": 2, "play": "GS"}], hands=hands))
    assert (st["top"], st["color"], st["current"]) == ("GS", "G", 1)  # T1, A1


def test_t1_reverse_on_reverse_other_colour(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RR", "B7"], ["B1", "B2"], ["BR", "G9"]]
    st = replay.ok(_game(record, [{"by": 0, "play": "RR"}, {"by": 2, "play": "BR"}], hands=hands))
    assert (st["top"], st["color"], st["current"], st["direction"]) == (
        "BR",
        "B",
        0,
        "clockwise",
    )  # T1, A2


def test_t1_draw_two_on_draw_two_other_colour(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R+2", "B7"], ["B1", "B2"], ["G+2", "G9"]]
    st = replay.ok(_game(record, [{"by": 0, "play": "R+2"}, {"by": 2, "play": "G+2"}], hands=hands))
    assert (st["top"], st["color"], st["current"]) == ("G+2", "G", 1)  # T1, A3
    assert st.hand(1) == ["B1", "B2", "R1", "Y3"]  # Bruno drew for Ana's R+2
    assert st.hand(0) == ["B7", "G5", "W"]  # Ana drew for Carla's G+2


@pytest.mark.parametrize("card", ["G2", "Y+2"])
def test_t1_no_match_is_refused(record: RecordBuilder, replay: Replayer, card: str) -> None:
    st = replay.refused(_game(record, [{"by": 0, "play": card}]), 0, Refusal.NO_MATCH)  # T1, T8
    assert st["top"] == "R7" and st["current"] == 0


def test_t1_number_does_not_match_symbol(record: RecordBuilder, replay: Replayer) -> None:
    # A Draw Two is not a "2": Y+2 does not match G2 by number, nor G2 match Y+2.
    hands = [["G2", "B7"], ["Y+2", "B2"], ["G8"]]
    rec = _game(record, [{"by": 0, "play": "G2"}], hands=hands, start="G7")
    assert replay.ok(rec)["current"] == 1
    rec["actions"].append({"by": 1, "play": "Y+2"})
    replay.refused(rec, 1, Refusal.NO_MATCH)


def test_t1_wild_colour_is_the_named_one(record: RecordBuilder, replay: Replayer) -> None:
    # After a Wild naming blue, only blue (or a wild) matches: B1 yes, G3 no.
    rec = _game(record, [{"by": 0, "play": "W", "color": "B"}, {"by": 1, "play": "G3"}])
    replay.refused(rec, 1, Refusal.NO_MATCH)
    rec["actions"][1] = {"by": 1, "play": "B1"}
    st = replay.ok(rec)
    assert (st["top"], st["color"], st["current"]) == ("B1", "B", 2)


def test_t1_action_card_by_colour_of_wild(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "play": "W", "color": "G"}, {"by": 1, "play": "GS"}])
    st = replay.ok(rec)
    assert (st["top"], st["color"], st["current"]) == ("GS", "G", 0)


def test_t1_lower_case_play_code(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(
        _game(
            record,
            [{"by": 0, "play": "r5"}, {"by": 1, "play": "w", "color": "b"}],
            hands=[["R5", "B7"], ["W", "B2"], ["G8"]],
        )
    )
    assert (st["top"], st["color"]) == ("W", "B")
    assert st.hand(0) == ["B7"]


# ---------------------------------------------------------------- T2: plain Wild


def test_t2_wild_always_legal_even_with_playable_card(
    record: RecordBuilder, replay: Replayer
) -> None:
    st = replay.ok(_game(record, [{"by": 0, "play": "W", "color": "Y"}]))  # Ana holds R5
    assert (st["top"], st["color"], st["current"]) == ("W", "Y", 1)


@pytest.mark.parametrize("color", ["R", "Y", "G", "B"])
def test_t2_wild_names_any_colour(record: RecordBuilder, replay: Replayer, color: str) -> None:
    assert replay.ok(_game(record, [{"by": 0, "play": "W", "color": color}]))["color"] == color


def test_t2_wild_on_wild(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["W", "B7"], ["W", "B2"], ["G8"]]
    st = replay.ok(
        _game(
            record,
            [{"by": 0, "play": "W", "color": "Y"}, {"by": 1, "play": "W", "color": "G"}],
            hands=hands,
        )
    )
    assert (st["top"], st["color"], st["current"]) == ("W", "G", 2)


# ---------------------------------------------------------------- T3: drawing


def test_t3_draw_unplayable_passes_turn(record: RecordBuilder, replay: Replayer) -> None:
    # Ana could play, draws anyway; Y3 does not match R7, so her turn ends at once.
    st = replay.ok(_game(record, [{"by": 0, "draw": True}]))
    assert (st["phase"], st["current"], st["drawn"]) == ("turn", 1, None)
    assert st.hand(0) == sorted([*HANDS[0], "Y3"])
    assert st["top"] == "R7"


def test_t3_draw_playable_then_play_it(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "draw": True}], draw_pile=["R1", "Y3"])
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["drawn"]) == ("drawn", 0, "R1")
    assert "R1" in st.hand(0)
    rec["actions"].append({"by": 0, "play": "R1"})
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["top"], st["drawn"]) == ("turn", 1, "R1", None)
    assert st.hand(0) == sorted(HANDS[0])


def test_t3_drawn_card_matching_by_number(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [{"by": 0, "draw": True}], draw_pile=["G7"]))
    assert (st["phase"], st["drawn"]) == ("drawn", "G7")


def test_t3_drawn_card_then_keep(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "draw": True}, {"by": 0, "keep": True}], draw_pile=["R1"])
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["drawn"], st["top"]) == ("turn", 1, None, "R7")
    assert st.hand(0) == sorted([*HANDS[0], "R1"])


@pytest.mark.parametrize("other", ["R5", "W", "RS", "B7"])
def test_t3_after_drawing_no_card_from_old_hand(
    record: RecordBuilder, replay: Replayer, other: str
) -> None:
    act: Json = {"by": 0, "play": other}
    if other == "W":
        act["color"] = "R"
    rec = _game(record, [{"by": 0, "draw": True}, act], draw_pile=["R1"])
    st = replay.refused(rec, 1, Refusal.ONLY_DRAWN_CARD)
    assert (st["phase"], st["drawn"]) == ("drawn", "R1")


def test_t3_old_copy_of_the_drawn_card_is_fine(record: RecordBuilder, replay: Replayer) -> None:
    # Drawing R5 while holding R5: playing "R5" plays one R5 (the hands are the same either way).
    rec = _game(record, [{"by": 0, "draw": True}, {"by": 0, "play": "R5"}], draw_pile=["R5"])
    st = replay.ok(rec)
    assert st.hand(0) == sorted(HANDS[0])
    assert st["top"] == "R5"


def test_t3_drawn_wild_is_playable(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "draw": True}], draw_pile=["W"])
    st = replay.ok(rec)
    assert (st["phase"], st["drawn"]) == ("drawn", "W")
    rec["actions"].append({"by": 0, "play": "W", "color": "G"})
    st = replay.ok(rec)
    assert (st["color"], st["current"]) == ("G", 1)
    assert st.hand(0) == sorted(HANDS[0])


def test_t3_drawn_wild_draw_four_is_playable(record: RecordBuilder, replay: Replayer) -> None:
    # Ana holds red cards: the W+4 would be an illegal bluff (W1), yet it may be played (T8).
    rec = _game(record, [{"by": 0, "draw": True}], draw_pile=["W+4"])
    st = replay.ok(rec)
    assert (st["phase"], st["drawn"]) == ("drawn", "W+4")
    rec["actions"].append({"by": 0, "play": "W+4", "color": "B"})
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["color"]) == ("challenge", 1, "B")


def test_t3_drawn_action_card_takes_effect(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "draw": True}, {"by": 0, "play": "RS"}], draw_pile=["RS"])
    st = replay.ok(rec)
    assert (st["top"], st["current"]) == ("RS", 2)
    assert st.hand(0) == sorted(HANDS[0])


def test_t3_drawn_wild_needs_colour(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "draw": True}, {"by": 0, "play": "W"}], draw_pile=["W"])
    replay.refused(rec, 1, Refusal.COLOR_NEEDED)


def test_t3_no_second_draw(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "draw": True}, {"by": 0, "draw": True}], draw_pile=["R1"])
    replay.refused(rec, 1, Refusal.MUST_PLAY_OR_KEEP)


def test_t3_keep_only_after_drawing(record: RecordBuilder, replay: Replayer) -> None:
    replay.refused(_game(record, [{"by": 0, "keep": True}]), 0, Refusal.NOTHING_DRAWN)


def test_t3_keep_only_by_the_drawer(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "draw": True}, {"by": 1, "keep": True}], draw_pile=["R1"])
    replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)
    rec["actions"][1] = {"by": 1, "play": "B1"}
    replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)


def test_t3_no_keep_after_unplayable_draw(record: RecordBuilder, replay: Replayer) -> None:
    # The turn already passed; keep is the wrong moment, for Ana and for Bruno.
    rec = _game(record, [{"by": 0, "draw": True}, {"by": 0, "keep": True}])
    replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)
    rec["actions"][1] = {"by": 1, "keep": True}
    replay.refused(rec, 1, Refusal.NOTHING_DRAWN)


def test_t3_unplayable_draw_counterclockwise(record: RecordBuilder, replay: Replayer) -> None:
    # After Ana's Reverse, Carla draws an unplayable card; the turn goes on to Bruno.
    rec = _game(record, [{"by": 0, "play": "RR"}, {"by": 2, "draw": True}])
    st = replay.ok(rec)
    assert (st["current"], st["direction"], st["phase"]) == (1, "counterclockwise", "turn")
    assert "Y3" in st.hand(2)


def test_t3_drawn_card_judged_against_wild_colour(record: RecordBuilder, replay: Replayer) -> None:
    # Top W naming G: a drawn G5 is playable, a drawn R1 is not.
    rec = _game(
        record, [{"by": 0, "play": "W", "color": "G"}, {"by": 1, "draw": True}], draw_pile=["G5"]
    )
    assert replay.ok(rec)["phase"] == "drawn"
    rec = _game(
        record, [{"by": 0, "play": "W", "color": "G"}, {"by": 1, "draw": True}], draw_pile=["R1"]
    )
    st = replay.ok(rec)
    assert (st["phase"], st["current"]) == ("turn", 2)


# ---------------------------------------------------------------- T4: one card, in turn


def test_t4_out_of_turn_play_refused(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.refused(_game(record, [{"by": 1, "play": "B1"}]), 0, Refusal.NOT_YOUR_TURN)
    assert st["current"] == 0
    replay.refused(_game(record, [{"by": 2, "play": "R4"}]), 0, Refusal.NOT_YOUR_TURN)


def test_t4_out_of_turn_draw_refused(record: RecordBuilder, replay: Replayer) -> None:
    replay.refused(_game(record, [{"by": 2, "draw": True}]), 0, Refusal.NOT_YOUR_TURN)


def test_t4_one_card_per_turn(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "play": "R5"}, {"by": 0, "play": "RS"}])
    replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)


def test_t4_refusal_stops_the_replay(record: RecordBuilder, replay: Replayer) -> None:
    # RECORD.md: the actions after a refused one are not applied.
    rec = _game(
        record,
        [
            {"by": 0, "play": "R5"},
            {"by": 2, "play": "R4"},
            {"by": 1, "play": "B1"},
            {"by": 2, "play": "G8"},
        ],
    )
    st = replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)
    assert st["top"] == "R5"
    assert st.hand(1) == sorted(HANDS[1])


# ---------------------------------------------------------------- T5: reshuffle


def _low(
    record: RecordBuilder, actions: list[Json], hands: list[list[str]], draw_pile: list[str]
) -> Json:
    return record(
        3, dealer=2, hands=hands, start="R9", draw_pile=draw_pile, rest="discard", actions=actions
    )


def test_t5_rest_under_start_card(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R+2", "B1"], ["B2", "B3"], ["G2", "G3"]]
    st = replay.ok(_low(record, [], hands, ["Y7"]))
    assert (st["draw_pile"], st["discard_pile"]) == (1, 108 - 6 - 1)
    assert (st["top"], st["color"]) == ("R9", "R")


def test_t5_no_reshuffle_until_a_draw_finds_pile_empty(
    record: RecordBuilder, replay: Replayer
) -> None:
    hands = [["R+2", "B1"], ["B2", "B3"], ["G2", "G3"]]
    st = replay.ok(_low(record, [{"by": 0, "draw": True}], hands, ["Y7"]))
    assert (st["draw_pile"], st["discard_pile"]) == (0, 101)
    assert (st["current"], st["phase"]) == (1, "turn")
    assert st.hand(0) == ["B1", "R+2", "Y7"]


def test_t5_voluntary_draw_reshuffles(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R+2", "B1"], ["B2", "B3"], ["G2", "G3"]]
    st = replay.ok(_low(record, [{"by": 0, "draw": True}, {"by": 1, "draw": True}], hands, ["Y7"]))
    assert (st["top"], st["color"]) == ("R9", "R")
    assert st["discard_pile"] == 1
    assert st["draw_pile"] == 100 - 1
    assert len(st.hand(1)) == 3
    if st["phase"] == "drawn":  # the reshuffled card may or may not be playable
        assert st["current"] == 1 and st["drawn"] in st.hand(1)
    else:
        assert (st["phase"], st["current"]) == ("turn", 2)


def test_t5_forced_draw_runs_through_reshuffle(record: RecordBuilder, replay: Replayer) -> None:
    # Bruno owes 2: Y7 from the pile, then one more from the reshuffled discards.
    hands = [["R+2", "B1"], ["B2", "B3"], ["G2", "G3"]]
    st = replay.ok(_low(record, [{"by": 0, "play": "R+2"}], hands, ["Y7"]))
    assert len(st.hand(1)) == 4 and "Y7" in st.hand(1)
    assert (st["draw_pile"], st["discard_pile"]) == (100, 1)
    assert (st["top"], st["color"], st["current"]) == ("R+2", "R", 2)


def test_t5_reshuffle_keeps_top_and_named_colour(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["W+4", "B1"], ["B2", "B3"], ["G2", "G3"]]
    acts = [{"by": 0, "play": "W+4", "color": "G"}, {"by": 1, "accept": True}]
    st = replay.ok(_low(record, acts, hands, []))
    assert (st["top"], st["color"]) == ("W+4", "G")
    assert st.sizes() == [1, 6, 2]
    assert (st["draw_pile"], st["discard_pile"]) == (108 - 9 - 1, 1)
    assert st["current"] == 2


def test_t5_reshuffled_cards_are_the_old_discards(
    record: RecordBuilder, replay: Replayer
) -> None:  # T5, T6
    # Everything named. Ana's R+2: Bruno owes 2; the only card under the top is R9, so he
    # gets R9 alone. Carla's R+2: Ana owes 2; under the top lies only Ana's R+2: she gets it.
    acts = [{"by": 0, "play": "R+2"}, {"by": 2, "play": "R+2"}]
    st = replay.ok(_full(record, ["R+2", "B4"], ["B2", "B3"], acts))
    assert st.hand(1) == ["B2", "B3", "R9"]
    assert st.hand(0) == ["B4", "R+2"]
    assert (st["draw_pile"], st["discard_pile"], st["current"]) == (0, 1, 1)
    assert (st["top"], st["color"]) == ("R+2", "R")


# ---------------------------------------------------------------- T6: nothing to draw


def _full(record: RecordBuilder, a: list[str], b: list[str], actions: list[Json]) -> Json:
    """Every card named: start R9, Ana and Bruno as given, Carla holds all the rest."""
    c = record.deck_without(["R9", *a, *b])
    return record(3, dealer=2, hands=[a, b, c], start="R9", draw_pile=[], actions=actions)


def test_t6_voluntary_draw_of_nothing_ends_turn(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_full(record, ["R+2", "B1"], ["B2", "B3"], [{"by": 0, "draw": True}]))
    assert (st["phase"], st["current"], st["drawn"]) == ("turn", 1, None)
    assert st.hand(0) == ["B1", "R+2"]
    assert (st["draw_pile"], st["discard_pile"]) == (0, 1)


def test_t6_forced_draw_gives_fewer(record: RecordBuilder, replay: Replayer) -> None:
    # Bruno owes 2; only R9 (under the top) can be reshuffled: he draws 1.
    st = replay.ok(_full(record, ["R+2", "B1"], ["B2", "B3"], [{"by": 0, "play": "R+2"}]))
    assert st.hand(1) == ["B2", "B3", "R9"]
    assert (st["current"], st["phase"], st["top"]) == (2, "turn", "R+2")
    assert (st["draw_pile"], st["discard_pile"]) == (0, 1)


def test_t6_accept_with_nothing_left(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "B"}, {"by": 1, "accept": True}]
    st = replay.ok(_full(record, ["W+4", "B1"], ["B2", "B3"], acts))
    assert st.hand(1) == ["B2", "B3", "R9"]
    assert (st["current"], st["color"], st["draw_pile"], st["discard_pile"]) == (2, "B", 0, 1)


def test_t6_draws_of_nothing_keep_the_game_going(record: RecordBuilder, replay: Replayer) -> None:
    # Ana draws nothing, Bruno draws nothing, Carla plays, Ana plays: nothing breaks.
    acts = [
        {"by": 0, "draw": True},
        {"by": 1, "draw": True},
        {"by": 2, "play": "R8"},
        {"by": 0, "play": "B8"},
    ]
    st = replay.ok(_full(record, ["B8", "B1"], ["B2", "B3"], acts))
    assert (st["top"], st["current"], st["draw_pile"], st["discard_pile"]) == ("B8", 1, 0, 3)
    rec = _full(record, ["B8", "B1"], ["B2", "B3"], [*acts, {"by": 1, "draw": True}])
    st = replay.ok(rec)  # the reshuffle of {R9, R8} gives Bruno one of them
    assert len(st.hand(1)) == 3
    assert st["discard_pile"] == 1


# ---------------------------------------------------------------- T7: counts are public


def test_t7_every_hand_and_count_in_state(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, []))
    assert [p["name"] for p in st["players"]] == ["Ana", "Bruno", "Carla"]
    assert st.sizes() == [7, 5, 4]
    assert st.hands() == [sorted(h) for h in HANDS]


# ---------------------------------------------------------------- T8: refused plays


def test_t8_illegal_play_refused_with_reason(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "play": "R5"}, {"by": 1, "play": "G3"}])
    st = replay.refused(rec, 1, Refusal.NO_MATCH)  # no penalty: nothing drawn, still Bruno's turn
    assert st["current"] == 1 and st.hand(1) == sorted(HANDS[1])
    assert st["draw_pile"] == 108 - 16 - 1


def test_t8_card_not_held_refused(record: RecordBuilder, replay: Replayer) -> None:
    replay.refused(_game(record, [{"by": 0, "play": "R3"}]), 0, Refusal.CARD_NOT_HELD)
    replay.refused(
        _game(record, [{"by": 0, "play": "W+4", "color": "G"}]), 0, Refusal.CARD_NOT_HELD
    )


def test_t8_wild_draw_four_may_always_be_played(record: RecordBuilder, replay: Replayer) -> None:
    # Ana holds red (R5): the W+4 is an illegal bluff but the engine lets it on the table.
    hands = [["R5", "W+4"], ["B1", "B2"], ["G8"]]
    st = replay.ok(_game(record, [{"by": 0, "play": "W+4", "color": "Y"}], hands=hands))
    assert (st["phase"], st["current"], st["top"], st["color"]) == ("challenge", 1, "W+4", "Y")


# ---------------------------------------------------------------- T9: advice


def test_t9_no_advice_penalty_verb(record: RecordBuilder, replay: Replayer) -> None:
    # T9 is a table matter: a record has no verb for it (unknown verb: invalid record).
    replay.invalid(_game(record, [{"by": 1, "advise": 0}]))


def test_t5_reshuffle_inside_a_lost_challenge(record: RecordBuilder, replay: Replayer) -> None:
    # Bruno owes 6: Y7, Y8 from the pile, then 4 from the reshuffled discards.
    hands = [["W+4", "B1"], ["B2", "B3"], ["G2", "G3"]]
    acts = [{"by": 0, "play": "W+4", "color": "G"}, {"by": 1, "challenge": True}]
    st = replay.ok(_low(record, acts, hands, ["Y7", "Y8"]))
    assert len(st.hand(1)) == 8 and {"Y7", "Y8"} <= set(st.hand(1))
    assert (st["draw_pile"], st["discard_pile"]) == (108 - 11 - 1, 1)
    assert (st["top"], st["color"], st["current"]) == ("W+4", "G", 2)


def test_t5_reshuffle_inside_a_catch(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R5", "R6"], ["B2", "B3"], ["G2", "G3"]]
    st = replay.ok(_low(record, [{"by": 0, "play": "R5"}, {"by": 2, "catch": 0}], hands, ["Y7"]))
    assert len(st.hand(0)) == 3 and {"R6", "Y7"} <= set(st.hand(0))
    assert (st["top"], st["discard_pile"], st["current"], st["uno_window"]) == ("R5", 1, 1, None)


def test_t6_catch_with_one_card_left_to_draw(record: RecordBuilder, replay: Replayer) -> None:
    # Everything named; Carla catches Ana, who can only get R9 (under the top R5).
    st = replay.ok(
        _full(record, ["R5", "R6"], ["B2", "B3"], [{"by": 0, "play": "R5"}, {"by": 2, "catch": 0}])
    )
    assert st.hand(0) == ["R6", "R9"]
    assert (st["draw_pile"], st["discard_pile"], st["uno_window"]) == (0, 1, None)
    assert (st["current"], st["phase"]) == (1, "turn")


def test_t3_keep_counterclockwise(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(
        record,
        [{"by": 0, "play": "RR"}, {"by": 2, "draw": True}, {"by": 2, "keep": True}],
        draw_pile=["R1"],
    )
    st = replay.ok(rec)
    assert (st["current"], st["phase"], st["top"]) == (1, "turn", "RR")
    assert "R1" in st.hand(2)
