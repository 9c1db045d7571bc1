"""U — saying UNO: the obligation (U1), the catch (U2), saying it late (U3), when the window
closes (U4), wrong catches (U5). The state's `uno_window` names who can be caught right now."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import Json, RecordBuilder, Replayer

DRAW = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "B5", "B6", "B7", "B8"]
PLAY_R5: Json = {"by": 0, "play": "R5"}
PLAY_R_DRAW_TWO: Json = {"by": 0, "play": "R+2"}


def _game(
    record: RecordBuilder, actions: list[Json], ana: list[str] | None = None, **kw: Any
) -> Json:
    """Three players, dealer 2: Ana (0) plays first on R7."""
    hands = kw.pop("hands", [ana or ["R5", "R6"], ["B1", "B2", "R3"], ["G1", "G2", "G3"]])
    return record(
        3,
        dealer=2,
        hands=hands,
        start=kw.pop("start", "R7"),
        draw_pile=kw.pop("draw_pile", DRAW),
        actions=actions,
        **kw,
    )


# ---------------------------------------------------------------- U1: the obligation


def test_u1_next_to_last_card_opens_window(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [PLAY_R5]))
    assert (st["uno_window"], st["current"], st["phase"]) == (0, 1, "turn")
    assert st.hand(0) == ["R6"]


def test_u1_no_window_before_anything_happens(record: RecordBuilder, replay: Replayer) -> None:
    assert replay.ok(_game(record, []))["uno_window"] is None


def test_u1_saying_uno_with_the_play(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "play": "R5", "uno": True}])
    st = replay.ok(rec)
    assert st["uno_window"] is None
    assert st.hand(0) == ["R6"]
    rec["actions"].append({"by": 2, "catch": 0})
    replay.refused(rec, 1, Refusal.CATCH_SAID_UNO)  # U5: she said UNO


def test_u1_uno_flag_lower_case_codes(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [{"by": 0, "play": "r5", "uno": True}]))
    assert (st["uno_window"], st["top"]) == (None, "R5")


def test_u1_uno_flag_ignored_when_more_cards_remain(
    record: RecordBuilder, replay: Replayer
) -> None:
    # RECORD.md: `"uno": true` on a play that does not leave one card is ignored.
    hands = [["R5", "R6", "R4"], ["B1", "R3", "B2"], ["G1", "R2", "G2"]]
    acts = [{"by": 0, "play": "R5", "uno": True}]
    st = replay.ok(_game(record, acts, hands=hands))
    assert st["uno_window"] is None and st.hand(0) == ["R4", "R6"]
    # ...and it does not count for the later play down to one card.
    acts += [{"by": 1, "play": "R3"}, {"by": 2, "play": "R2"}, {"by": 0, "play": "R6"}]
    st = replay.ok(_game(record, acts, hands=hands))
    assert (st["uno_window"], st["current"]) == (0, 1)
    assert st.hand(0) == ["R4"]


def test_u1_dealt_one_card_has_nothing_to_say(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 1, "catch": 0}], ana=["B9"])
    replay.refused(rec, 0, Refusal.CATCH_TOO_LATE)  # U5: no window to catch in
    assert replay.ok({**rec, "actions": []})["uno_window"] is None
    rec["actions"] = [{"by": 0, "uno": True}]
    replay.refused(rec, 0, Refusal.UNO_NOT_DUE)  # nor anything to say


def test_u1_dealt_one_card_stays_out_of_window_after_others_play(
    record: RecordBuilder, replay: Replayer
) -> None:
    hands = [["B9", "B8"], ["R3"], ["G1", "G2"]]
    acts = [{"by": 0, "draw": True}]  # Ana draws Y1 (unplayable); Bruno holds one card
    st = replay.ok(_game(record, acts, hands=hands))
    assert (st["uno_window"], st["current"]) == (None, 1)
    replay.refused(
        _game(record, [*acts, {"by": 0, "catch": 1}], hands=hands), 1, Refusal.CATCH_TOO_LATE
    )


def test_u1_said_uno_then_drew_must_say_it_again(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R5", "R6"], ["B1", "R3", "R4"], ["G1", "R2", "R1"]]
    acts = [
        {"by": 0, "play": "R5", "uno": True},
        {"by": 1, "play": "R3"},
        {"by": 2, "play": "R2"},
        {"by": 0, "draw": True},  # Y1, unplayable on R2
        {"by": 1, "play": "R4"},
        {"by": 2, "play": "R1"},
        {"by": 0, "play": "R6"},
    ]
    st = replay.ok(_game(record, acts, hands=hands))
    assert st.hand(0) == ["Y1"]
    assert st["uno_window"] == 0
    st = replay.ok(_game(record, [*acts, {"by": 1, "catch": 0}], hands=hands))
    assert st.hand(0) == ["Y1", "Y2", "Y3"]


def test_u1_said_uno_then_a_won_challenge_gave_cards_must_say_it_again(
    record: RecordBuilder, replay: Replayer
) -> None:
    # U1 with W6: Ana says UNO with an illegal W+4 (she holds R6 on R7); Bruno's challenge
    # gives her 4 cards. Playing back down to one, she must say it again.
    acts: list[Json] = [
        {"by": 0, "play": "W+4", "color": "B", "uno": True},
        {"by": 1, "challenge": True},
        {"by": 1, "play": "B2"},
        {"by": 0, "play": "B4"},
        {"by": 1, "play": "B3"},
        {"by": 0, "play": "B5"},
        {"by": 1, "play": "B7"},
        {"by": 0, "play": "B6"},
        {"by": 1, "play": "B9"},
        {"by": 0, "play": "B8"},
    ]
    rec = record(
        2,
        dealer=1,
        hands=[["W+4", "R6"], ["B2", "B3", "B7", "B9", "G1"]],
        start="R7",
        draw_pile=["B4", "B5", "B6", "B8", "Y1", "Y2"],
        actions=acts,
    )
    st = replay.ok(rec)
    assert (st["uno_window"], st.hand(0), st["current"]) == (0, ["R6"], 1)
    st = replay.ok({**rec, "actions": [*acts, {"by": 1, "catch": 0}]})
    assert st.hands() == [["R6", "Y1", "Y2"], ["G1"]]


def test_u1_playing_the_drawn_card_down_to_one(record: RecordBuilder, replay: Replayer) -> None:
    # Ana, one card (B9), draws R1 and plays it: that was her next-to-last card.
    acts = [{"by": 0, "draw": True}, {"by": 0, "play": "R1"}]
    st = replay.ok(_game(record, acts, ana=["B9"], draw_pile=["R1", *DRAW]))
    assert (st["uno_window"], st.hand(0), st["current"]) == (0, ["B9"], 1)
    acts[1] = {"by": 0, "play": "R1", "uno": True}
    assert replay.ok(_game(record, acts, ana=["B9"], draw_pile=["R1", *DRAW]))["uno_window"] is None


@pytest.mark.parametrize(
    ("card", "color", "current"),
    [("RS", None, 2), ("RR", None, 2), ("W", "B", 1), ("R5", None, 1)],
)
def test_u1_window_after_any_kind_of_card(
    record: RecordBuilder, replay: Replayer, card: str, color: str | None, current: int
) -> None:
    act: Json = {"by": 0, "play": card}
    if color:
        act["color"] = color
    st = replay.ok(_game(record, [act], ana=[card, "B9"]))
    assert (st["uno_window"], st["current"]) == (0, current)


# ---------------------------------------------------------------- U2: the catch


def test_u2_spec_example_catch(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [PLAY_R5, {"by": 2, "catch": 0}]))
    assert st.hand(0) == ["R6", "Y1", "Y2"]
    assert (st["phase"], st["current"], st["uno_window"]) == ("turn", 1, None)
    assert st.hand(2) == ["G1", "G2", "G3"]  # the catcher draws nothing


def test_u2_next_player_may_catch_before_beginning(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [PLAY_R5, {"by": 1, "catch": 0}]))
    assert st.hand(0) == ["R6", "Y1", "Y2"]
    assert (st["current"], st["phase"]) == (1, "turn")
    st = replay.ok(_game(record, [PLAY_R5, {"by": 1, "catch": 0}, {"by": 1, "play": "R3"}]))
    assert (st["current"], st["top"]) == (2, "R3")


def test_u2_catch_draws_from_the_pile_top(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [PLAY_R5, {"by": 2, "catch": 0}], draw_pile=["W", "BS", "G9"]))
    assert st.hand(0) == ["BS", "R6", "W"]
    assert st["draw_pile"] == 108 - 8 - 1 - 2


def test_u2_caught_player_keeps_playing_later(record: RecordBuilder, replay: Replayer) -> None:
    acts = [PLAY_R5, {"by": 2, "catch": 0}, {"by": 1, "play": "R3"}, {"by": 2, "draw": True}]
    st = replay.ok(_game(record, acts, draw_pile=["Y1", "Y2", "B5"]))
    assert st["current"] == 0 and st.sizes() == [3, 2, 4]


def test_u2_catch_with_lower_case_record(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [{"by": 0, "play": "r5"}, {"by": 2, "catch": 0}]))
    assert st.hand(0) == ["R6", "Y1", "Y2"]


# ---------------------------------------------------------------- U3: saying it late


def test_u3_late_uno_avoids_penalty(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [PLAY_R5, {"by": 0, "uno": True}])
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"], st["phase"]) == (None, 1, "turn")
    assert st.hand(0) == ["R6"]
    rec["actions"].append({"by": 2, "catch": 0})
    replay.refused(rec, 2, Refusal.CATCH_SAID_UNO)  # U5: she said it


def test_u3_late_uno_during_a_challenge(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "G"}, {"by": 0, "uno": True}]
    st = replay.ok(_game(record, acts, ana=["W+4", "B9"]))
    assert (st["uno_window"], st["phase"], st["current"]) == (None, "challenge", 1)


def test_u3_late_uno_twice_refused(record: RecordBuilder, replay: Replayer) -> None:
    replay.refused(
        _game(record, [PLAY_R5, {"by": 0, "uno": True}, {"by": 0, "uno": True}]),
        2,
        Refusal.UNO_NOT_DUE,
    )


def test_u3_too_late_after_next_turn_began(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [PLAY_R5, {"by": 1, "play": "R3"}, {"by": 0, "uno": True}])
    replay.refused(rec, 2, Refusal.UNO_NOT_DUE)


# ---------------------------------------------------------------- U4: when the window closes


def test_u4_window_closes_when_next_player_plays(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [PLAY_R5, {"by": 1, "play": "R3"}])
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"]) == (None, 2)
    rec["actions"].append({"by": 2, "catch": 0})
    st = replay.refused(rec, 2, Refusal.CATCH_TOO_LATE)
    assert st.hand(0) == ["R6"]


def test_u4_window_closes_when_next_player_draws(record: RecordBuilder, replay: Replayer) -> None:
    # Bruno draws Y1 (unplayable): his turn began, and ended.
    rec = _game(record, [PLAY_R5, {"by": 1, "draw": True}])
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"]) == (None, 2)
    rec["actions"].append({"by": 2, "catch": 0})
    replay.refused(rec, 2, Refusal.CATCH_TOO_LATE)


def test_u4_a_draw_that_finds_nothing_still_begins_the_turn(
    record: RecordBuilder, replay: Replayer
) -> None:
    # U4 with T6: every card is named. Ana's Draw Two leaves her one card, no UNO; Bruno's
    # forced draw takes R7, the last card to reshuffle. Carla draws and finds nothing: she
    # took her turn all the same (T6: it ends), so the window has closed.
    carla = record.deck_without(["R7", "R+2", "R6", "B1"])
    hands = [["R+2", "R6"], ["B1"], carla]
    rec = record(3, dealer=2, hands=hands, start="R7", draw_pile=[], actions=[PLAY_R_DRAW_TWO])
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"], st["draw_pile"], st["discard_pile"]) == (0, 2, 0, 1)
    rec["actions"].append({"by": 2, "draw": True})
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"], st.sizes()) == (None, 0, [1, 2, 104])
    rec["actions"].append({"by": 1, "catch": 0})
    replay.refused(rec, 2, Refusal.CATCH_TOO_LATE)


def test_u4_window_closes_on_a_playable_draw(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [PLAY_R5, {"by": 1, "draw": True}], draw_pile=["R1", *DRAW])
    st = replay.ok(rec)
    assert (st["uno_window"], st["phase"], st["current"]) == (None, "drawn", 1)
    rec["actions"].append({"by": 2, "catch": 0})
    replay.refused(rec, 2, Refusal.CATCH_TOO_LATE)
    rec["actions"][2] = {"by": 1, "catch": 0}
    replay.refused(rec, 2, Refusal.CATCH_TOO_LATE)


def test_u4_draw_two_does_not_close_window(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "play": "R+2"}], ana=["R+2", "R6"])
    st = replay.ok(rec)
    assert st.hand(1) == ["B1", "B2", "R3", "Y1", "Y2"]
    assert (st["uno_window"], st["current"]) == (0, 2)
    rec["actions"].append({"by": 1, "catch": 0})  # even the victim may catch
    st = replay.ok(rec)
    assert st.hand(0) == ["R6", "Y3", "Y4"]
    assert (st["uno_window"], st["current"], st["phase"]) == (None, 2, "turn")


def test_u4_skip_does_not_close_window(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [{"by": 0, "play": "RS"}, {"by": 1, "catch": 0}], ana=["RS", "R6"])
    st = replay.ok(rec)
    assert st.hand(0) == ["R6", "Y1", "Y2"]
    assert st["current"] == 2


def test_u4_accepted_wild_draw_four_does_not_close_window(
    record: RecordBuilder, replay: Replayer
) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "G"}]
    st = replay.ok(_game(record, acts, ana=["W+4", "B9"]))
    assert (st["uno_window"], st["phase"], st["current"]) == (0, "challenge", 1)
    acts.append({"by": 1, "accept": True})
    st = replay.ok(_game(record, acts, ana=["W+4", "B9"]))
    assert (st["uno_window"], st["current"]) == (0, 2)
    acts.append({"by": 2, "catch": 0})
    st = replay.ok(_game(record, acts, ana=["W+4", "B9"]))
    assert st.hand(0) == ["B9", "Y5", "Y6"]
    assert st.hand(1) == ["B1", "B2", "R3", "Y1", "Y2", "Y3", "Y4"]


def test_u4_catch_during_the_challenge_phase(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "G"}, {"by": 2, "catch": 0}]
    st = replay.ok(_game(record, acts, ana=["W+4", "B9"]))
    assert st.hand(0) == ["B9", "Y1", "Y2"]
    assert (st["phase"], st["current"], st["uno_window"]) == ("challenge", 1, None)


def test_u4_lost_challenge_does_not_close_window(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "G"}, {"by": 1, "challenge": True}]
    st = replay.ok(_game(record, acts, ana=["W+4", "B9"]))
    assert len(st.hand(1)) == 9
    assert (st["uno_window"], st["current"]) == (0, 2)
    st = replay.ok(_game(record, [*acts, {"by": 1, "catch": 0}], ana=["W+4", "B9"]))
    assert st.hand(0) == ["B5", "B6", "B9"]  # Bruno took Y1-Y6


def test_u4_won_challenge_leaves_nobody_to_catch(record: RecordBuilder, replay: Replayer) -> None:
    # Ana bluffed holding R6; she draws 4 and no longer holds one card.
    acts = [{"by": 0, "play": "W+4", "color": "G"}, {"by": 1, "challenge": True}]
    st = replay.ok(_game(record, acts, ana=["W+4", "R6"]))
    assert st.hand(0) == ["R6", "Y1", "Y2", "Y3", "Y4"]
    assert (st["uno_window"], st["current"], st["phase"]) == (None, 1, "turn")
    replay.refused(
        _game(record, [*acts, {"by": 2, "catch": 0}], ana=["W+4", "R6"]),
        2,
        Refusal.CATCH_NOT_ONE_CARD,
    )


def test_u4_two_players_skip_keeps_window_open(record: RecordBuilder, replay: Replayer) -> None:
    # Ana's Skip gives her the turn back; until she begins it, Bruno may catch her.
    rec = record(
        2,
        dealer=1,
        hands=[["RS", "R6"], ["B1", "B2"]],
        start="R7",
        draw_pile=DRAW,
        actions=[{"by": 0, "play": "RS"}],
    )
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"]) == (0, 0)
    rec["actions"].append({"by": 1, "catch": 0})
    st = replay.ok(rec)
    assert st.hand(0) == ["R6", "Y1", "Y2"]
    assert st["current"] == 0


def test_u4_two_players_draw_two_keeps_window_open(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=1,
        hands=[["R+2", "R6"], ["B1", "B2"]],
        start="R7",
        draw_pile=DRAW,
        actions=[{"by": 0, "play": "R+2"}],
    )
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"]) == (0, 0)
    assert st.hand(1) == ["B1", "B2", "Y1", "Y2"]
    rec["actions"].append({"by": 1, "catch": 0})
    assert replay.ok(rec).hand(0) == ["R6", "Y3", "Y4"]


def test_u4_window_moves_to_the_next_player(record: RecordBuilder, replay: Replayer) -> None:
    # Ana forgets; Bruno begins his turn by playing his own next-to-last card, forgetting too.
    hands = [["R5", "R6"], ["R3", "B2"], ["G1", "G2", "G3"]]
    st = replay.ok(_game(record, [PLAY_R5, {"by": 1, "play": "R3"}], hands=hands))
    assert st["uno_window"] == 1
    rec = _game(record, [PLAY_R5, {"by": 1, "play": "R3"}, {"by": 2, "catch": 0}], hands=hands)
    replay.refused(rec, 2, Refusal.CATCH_TOO_LATE)


def test_u4_no_window_after_round_ends(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R5", "R6"], ["R3"], ["G1", "G2", "G3"]]
    st = replay.ok(_game(record, [PLAY_R5, {"by": 1, "play": "R3"}], hands=hands))
    assert (st["phase"], st["uno_window"], st["round_winner"]) == ("round_over", None, 1)
    rec = _game(record, [PLAY_R5, {"by": 1, "play": "R3"}, {"by": 2, "catch": 0}], hands=hands)
    replay.refused(rec, 2, Refusal.CATCH_TOO_LATE)


# ---------------------------------------------------------------- U5: wrong catches


def test_u5_catching_yourself_refused(record: RecordBuilder, replay: Replayer) -> None:
    replay.refused(_game(record, [PLAY_R5, {"by": 0, "catch": 0}]), 1, Refusal.CATCH_SELF)


def test_u5_catching_someone_with_several_cards(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.refused(
        _game(record, [PLAY_R5, {"by": 2, "catch": 1}]), 1, Refusal.CATCH_NOT_ONE_CARD
    )
    assert st["uno_window"] == 0  # still open: the wrong catch changed nothing
    replay.refused(
        _game(record, [{"by": 2, "catch": 0}]), 0, Refusal.CATCH_NOT_ONE_CARD
    )  # Ana holds 2 cards


def test_u5_second_catch_refused(record: RecordBuilder, replay: Replayer) -> None:
    rec = _game(record, [PLAY_R5, {"by": 2, "catch": 0}, {"by": 1, "catch": 0}])
    replay.refused(rec, 2, Refusal.CATCH_NOT_ONE_CARD)


def test_u5_wrong_catch_then_right_one(record: RecordBuilder, replay: Replayer) -> None:
    # A refused action stops the replay (RECORD.md), so a wrong catch is never in a record;
    # the right catch alone works.
    rec = _game(record, [PLAY_R5, {"by": 0, "catch": 0}, {"by": 2, "catch": 0}])
    st = replay.refused(rec, 1, Refusal.CATCH_SELF)
    assert st.hand(0) == ["R6"]


@pytest.mark.parametrize("by", [1, 2])
def test_u5_uno_by_player_not_in_window(record: RecordBuilder, replay: Replayer, by: int) -> None:
    replay.refused(_game(record, [PLAY_R5, {"by": by, "uno": True}]), 1, Refusal.UNO_NOT_DUE)


def test_u5_uno_before_any_play_refused(record: RecordBuilder, replay: Replayer) -> None:
    replay.refused(_game(record, [{"by": 0, "uno": True}]), 0, Refusal.UNO_NOT_DUE)


def test_u1_uno_flag_on_the_last_card_is_ignored(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_game(record, [{"by": 0, "play": "R5", "uno": True}], ana=["R5"]))
    assert (st["phase"], st["round_winner"], st["uno_window"]) == ("round_over", 0, None)


def test_u3_late_uno_by_the_current_player(record: RecordBuilder, replay: Replayer) -> None:
    # Two players: after her Skip it is Ana's turn again; she may still say UNO first.
    rec = record(
        2,
        dealer=1,
        hands=[["RS", "R6"], ["B1", "B2"]],
        start="R7",
        draw_pile=DRAW,
        actions=[{"by": 0, "play": "RS"}, {"by": 0, "uno": True}],
    )
    st = replay.ok(rec)
    assert (st["uno_window"], st["current"]) == (None, 0)
    rec["actions"].append({"by": 1, "catch": 0})
    replay.refused(rec, 2, Refusal.CATCH_SAID_UNO)
