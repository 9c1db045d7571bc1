"""S — setting up a round: dealer draw, dealing, and the effect of the start card."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import RecordBuilder, Replayer

# ---------------------------------------------------------------- S1: dealer draw


@pytest.mark.parametrize("n", [2, 3, 4, 6, 10])
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5, 17, 99])
def test_s1_first_round_without_deals_draws_a_dealer(
    record: RecordBuilder, replay: Replayer, n: int, seed: int
) -> None:  # S1, S3-S10 (whatever start card the seed turns up)
    st = replay.ok(record(n, hands=None, seed=seed))
    assert st["round"] == 1
    assert st["applied"] == 0
    assert st.scores() == [0] * n
    replay.expect_fresh_round(st)


def test_s1_same_record_same_game(record: RecordBuilder, replay: Replayer) -> None:
    # S1 / RECORD.md `seed`: the same record replays to the same game.
    rec = record(5, hands=None, seed=2024)
    assert replay.ok(rec) == replay.ok(rec)


def test_s1_seed_defaults_to_zero(record: RecordBuilder, replay: Replayer) -> None:
    # RECORD.md: `seed` defaults to 0, so leaving it out is the same game as seed 0.
    assert replay.ok(record(4, hands=None, seed=None)) == replay.ok(record(4, hands=None, seed=0))


def test_s1_spelled_out_first_deal_skips_dealer_draw(
    record: RecordBuilder, replay: Replayer
) -> None:  # S1 / RECORD.md `dealer`
    st = replay.ok(record(4, dealer=3, hands=[["R1"], ["R2"], ["R3"], ["R4"]], start="B5"))
    assert st["dealer"] == 3
    assert st["current"] == 0


# ---------------------------------------------------------------- S2: dealer passes left


def test_s2_second_round_dealer_is_left_of_last_dealer(
    record: RecordBuilder, replay: Replayer
) -> None:
    # S2/E4: round 1 dealt by Carla (2); Ana goes out; round 2 is dealt by seat 0.
    rec = record(
        3,
        dealer=2,
        hands=[["R5"], ["B1", "B2"], ["G1", "G2"]],
        start="R7",
        actions=[{"by": 0, "play": "R5"}, {"next_round": True}],
    )
    st = replay.ok(rec)
    assert st["round"] == 2
    replay.expect_fresh_round(st, dealer=0)
    assert st.scores() == [6, 0, 0]


@pytest.mark.parametrize(("n", "dealer"), [(2, 1), (3, 0), (4, 3), (5, 2)])
def test_s2_dealer_rotation_with_spelled_second_deal(
    record: RecordBuilder, replay: Replayer, n: int, dealer: int
) -> None:  # S2, S4
    left = (dealer + 1) % n
    hands = [[f"B{k + 1}", f"Y{k + 1}"] for k in range(n)]
    hands[left] = ["R5"]
    round2 = {"hands": [[f"G{k + 1}", f"G{k + 1}"] for k in range(n)], "start": "G9"}
    rec = record(
        n,
        dealer=dealer,
        hands=hands,
        start="R7",
        later_deals=[round2],
        actions=[{"by": left, "play": "R5"}, {"next_round": True}],
    )
    st = replay.ok(rec)
    new_dealer = (dealer + 1) % n
    assert (st["round"], st["dealer"]) == (2, new_dealer)
    assert st["current"] == (new_dealer + 1) % n
    assert (st["top"], st["phase"], st["direction"]) == ("G9", "turn", "clockwise")
    assert st.hands() == [[f"G{k + 1}", f"G{k + 1}"] for k in range(n)]
    assert st.scores()[left] == sum(2 * (k + 1) for k in range(n) if k != left)


def test_s2_three_rounds_dealer_keeps_rotating(record: RecordBuilder, replay: Replayer) -> None:
    # S2: dealers 1, 2, 0 over three rounds of three players.
    r2 = {"hands": [["Y1"], ["Y2", "Y3"], ["Y4", "Y5"]], "start": "Y7"}  # dealer 2: seat 0
    r3 = {"hands": [["B1", "B2"], ["G5"], ["B3", "B4"]], "start": "G7"}  # dealer 0: seat 1
    rec = record(
        3,
        dealer=1,
        hands=[["B1", "B2"], ["B3", "B4"], ["R5"]],
        start="R7",
        later_deals=[r2, r3],
        actions=[
            {"by": 2, "play": "R5"},
            {"next_round": True},
            {"by": 0, "play": "Y1"},
            {"next_round": True},
        ],
    )
    st = replay.ok(rec)
    assert (st["round"], st["dealer"], st["current"]) == (3, 0, 1)
    assert st.scores() == [14, 0, 10]
    rec["actions"].append({"by": 1, "play": "G5"})
    st = replay.ok(rec)
    assert st.scores() == [14, 10, 10]
    assert (st["phase"], st["round_winner"]) == ("round_over", 1)


# ---------------------------------------------------------------- S3: deal and start card


def test_s3_spelled_deal_is_dealt_as_written(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R1", "Y2", "G3"], ["B4", "B5"], ["W", "G+2", "YS", "BR"]]
    rec = record(3, dealer=0, hands=hands, start="Y8", draw_pile=["B9", "Y1"])
    st = replay.ok(rec)
    assert st.hands() == [sorted(h) for h in hands]
    assert (st["top"], st["color"]) == ("Y8", "Y")
    assert st["discard_pile"] == 1
    assert st["draw_pile"] == 108 - 9 - 1
    assert st["round"] == 1
    # The named draw pile is on top, top first: Bruno draws B9 (unplayable on Y8: turn passes)
    rec["actions"] = [{"by": 1, "draw": True}, {"by": 2, "draw": True}]
    st = replay.ok(rec)
    assert st.hand(1) == ["B4", "B5", "B9"]
    # ...and Carla then draws Y1, which is playable.
    assert (st["phase"], st["current"], st["drawn"]) == ("drawn", 2, "Y1")


def test_s3_seven_cards_each_when_shuffled(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(record(4, hands=None, seed=8))  # S3
    assert sum(st.sizes()) in (28, 30)
    assert sorted(st.sizes())[:3] == [7, 7, 7]


# ---------------------------------------------------------------- S4: left of the dealer


@pytest.mark.parametrize(("n", "dealer"), [(2, 0), (2, 1), (3, 0), (3, 2), (4, 1), (10, 9)])
def test_s4_player_left_of_dealer_starts_clockwise(
    record: RecordBuilder, replay: Replayer, n: int, dealer: int
) -> None:
    hands = [[f"B{k}", f"G{k}"] for k in range(n)]
    st = replay.ok(record(n, dealer=dealer, hands=hands, start="R7"))
    assert st["current"] == (dealer + 1) % n
    assert (st["direction"], st["phase"]) == ("clockwise", "turn")
    assert st["dealer"] == dealer


def test_s4_play_goes_clockwise(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R1", "R2"], ["R3", "R4"], ["R5", "R6"], ["R8", "R9"]]
    acts = [{"by": 2, "play": "R5"}, {"by": 3, "play": "R8"}, {"by": 0, "play": "R1"}]
    st = replay.ok(record(4, dealer=1, hands=hands, start="R7", actions=acts))
    assert st["current"] == 1  # S4: 2 -> 3 -> 0 -> 1


# ---------------------------------------------------------------- S5: start Draw Two


@pytest.mark.parametrize(("n", "dealer"), [(3, 0), (3, 2), (2, 0), (2, 1), (4, 3)])
def test_s5_start_draw_two_first_player_draws_two_and_is_skipped(
    record: RecordBuilder, replay: Replayer, n: int, dealer: int
) -> None:
    first = (dealer + 1) % n
    hands = [[f"B{k}", f"G{k}"] for k in range(1, n + 1)]
    rec = record(n, dealer=dealer, hands=hands, start="Y+2", draw_pile=["R1", "R2", "R3"])
    st = replay.ok(rec)
    assert st.hand(first) == sorted([*hands[first], "R1", "R2"])
    for seat in range(n):
        if seat != first:
            assert st.hand(seat) == sorted(hands[seat])
    assert st["current"] == (dealer + 2) % n
    assert (st["phase"], st["direction"]) == ("turn", "clockwise")
    assert (st["top"], st["color"]) == ("Y+2", "Y")
    assert st["draw_pile"] == 108 - 2 * n - 1 - 2
    assert st["uno_window"] is None


def test_s5_start_draw_two_victim_cannot_play(record: RecordBuilder, replay: Replayer) -> None:
    # S5/A3: Bruno (left of dealer 0) lost the turn; he cannot answer with a Draw Two.
    rec = record(
        3,
        dealer=0,
        hands=[["B1"], ["R+2", "B2"], ["G+2", "G3"]],
        start="G+2",
        draw_pile=["R1", "R2"],
        actions=[{"by": 1, "play": "R+2"}],
    )
    replay.refused(rec, 0, Refusal.NOT_YOUR_TURN)
    rec["actions"] = [{"by": 2, "play": "G3"}]
    assert replay.ok(rec)["current"] == 0


# ---------------------------------------------------------------- S6: start Skip


@pytest.mark.parametrize(("n", "dealer"), [(3, 0), (3, 1), (2, 0), (4, 3)])
def test_s6_start_skip_skips_first_player(
    record: RecordBuilder, replay: Replayer, n: int, dealer: int
) -> None:
    hands = [[f"Y{k}"] for k in range(1, n + 1)]
    st = replay.ok(record(n, dealer=dealer, hands=hands, start="GS"))
    assert st["current"] == (dealer + 2) % n
    assert st.hands() == [sorted(h) for h in hands]  # nobody draws
    assert (st["direction"], st["color"], st["top"]) == ("clockwise", "G", "GS")


# ---------------------------------------------------------------- S7: start Reverse


@pytest.mark.parametrize(("n", "dealer"), [(3, 2), (3, 0), (4, 1), (2, 0), (2, 1)])
def test_s7_start_reverse_dealer_starts_counterclockwise(
    record: RecordBuilder, replay: Replayer, n: int, dealer: int
) -> None:
    hands = [["R1", "B2"], ["R3", "B4"], ["R4", "B6"], ["R6", "B8"]][:n]
    rec = record(n, dealer=dealer, hands=hands, start="RR")
    st = replay.ok(rec)
    assert (st["current"], st["direction"]) == (dealer, "counterclockwise")
    assert (st["top"], st["color"]) == ("RR", "R")
    rec["actions"] = [{"by": dealer, "play": hands[dealer][0]}]
    st = replay.ok(rec)
    assert st["current"] == (dealer - 1) % n  # play goes to the right
    assert st["direction"] == "counterclockwise"


def test_s7_spec_example_start_reverse(record: RecordBuilder, replay: Replayer) -> None:
    # shared/spec/examples/start-reverse: dealer Carla (2) plays first, then Bruno (1).
    rec = record(
        ["Ana", "Bruno", "Carla"],
        dealer=2,
        hands=[["B1"], ["B4", "G5"], ["R5", "G8", "Y9"]],
        start="RR",
        actions=[{"by": 2, "play": "R5"}],
    )
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["direction"]) == ("turn", 1, "counterclockwise")
    assert (st["top"], st["color"]) == ("R5", "R")


def test_s7_first_player_left_of_dealer_may_not_start(
    record: RecordBuilder, replay: Replayer
) -> None:
    rec = record(
        3,
        dealer=2,
        hands=[["R1"], ["R3"], ["R4", "B6"]],
        start="RR",
        actions=[{"by": 0, "play": "R1"}],
    )
    replay.refused(rec, 0, Refusal.NOT_YOUR_TURN)  # S7: the dealer starts, not seat 0


# ---------------------------------------------------------------- S8: start Wild


def _wild_start(record: RecordBuilder) -> dict[str, object]:
    return record(
        3,
        dealer=1,
        hands=[["R1", "B1"], ["Y3", "G3"], ["G4", "Y5", "R5"]],
        start="W",
        draw_pile=["B9"],
    )


def test_s8_start_wild_first_player_names_colour(record: RecordBuilder, replay: Replayer) -> None:
    rec = _wild_start(record)
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["color"], st["top"]) == ("color", 2, None, "W")
    assert st["direction"] == "clockwise"
    rec["actions"] = [{"by": 2, "color": "G"}]
    st = replay.ok(rec)
    assert (st["phase"], st["current"], st["color"], st["top"]) == ("turn", 2, "G", "W")
    rec["actions"].append({"by": 2, "play": "G4"})  # then the same player plays
    st = replay.ok(rec)
    assert (st["current"], st["top"], st["color"]) == (0, "G4", "G")
    assert st.hand(2) == ["R5", "Y5"]


def test_s8_chosen_colour_is_binding(record: RecordBuilder, replay: Replayer) -> None:
    rec = _wild_start(record)
    rec["actions"] = [{"by": 2, "color": "B"}, {"by": 2, "play": "G4"}]
    replay.refused(rec, 1, Refusal.NO_MATCH)  # S8/T1: active colour is blue; G4 does not match


def test_s8_colour_letter_case_insensitive(record: RecordBuilder, replay: Replayer) -> None:
    rec = _wild_start(record)
    rec["actions"] = [{"by": 2, "color": "y"}]
    assert replay.ok(rec)["color"] == "Y"  # S8 / RECORD.md: upper case on output


def test_s8_only_the_first_player_names_the_colour(record: RecordBuilder, replay: Replayer) -> None:
    rec = _wild_start(record)
    rec["actions"] = [{"by": 0, "color": "G"}]
    replay.refused(rec, 0, Refusal.NOT_YOUR_TURN)
    rec["actions"] = [{"by": 1, "color": "G"}]  # the dealer neither
    replay.refused(rec, 0, Refusal.NOT_YOUR_TURN)


def test_s8_must_name_colour_before_playing(record: RecordBuilder, replay: Replayer) -> None:
    rec = _wild_start(record)
    rec["actions"] = [{"by": 2, "play": "G4"}]
    replay.refused(rec, 0, Refusal.MUST_NAME_COLOR)  # S8: phase `color`, a play is the wrong moment
    rec["actions"] = [{"by": 2, "color": "G"}, {"by": 2, "color": "R"}]
    replay.refused(rec, 1, Refusal.NO_COLOR_TO_NAME)  # and the colour is named once


def test_s8_chooser_may_play_a_wild_over_it(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=0,
        hands=[["B2"], ["W", "Y1"]],
        start="W",
        actions=[{"by": 1, "color": "R"}, {"by": 1, "play": "W", "color": "B"}],
    )
    st = replay.ok(rec)
    assert (st["current"], st["color"], st["discard_pile"]) == (0, "B", 2)


# ---------------------------------------------------------------- S9: start Wild Draw Four


def test_s9_start_wild_draw_four_goes_back_and_next_is_turned(
    record: RecordBuilder, replay: Replayer
) -> None:
    hands = [["B1", "B2"], ["R3", "G9"], ["Y4", "Y5"]]
    rec = record(3, dealer=0, hands=hands, start="W+4", draw_pile=["G1", "G2", "G3"])
    st = replay.ok(rec)
    assert (st["top"], st["color"], st["phase"]) == ("G1", "G", "turn")
    assert st["current"] == 1
    assert st["discard_pile"] == 1
    assert st["draw_pile"] == 108 - 6 - 1  # the W+4 is back in the draw pile
    assert st.hands() == [sorted(h) for h in hands]
    rec["actions"] = [{"by": 1, "play": "G9"}]  # S9/S10: G1 is an ordinary start card
    assert replay.ok(rec)["current"] == 2


def test_s9_wild_draw_four_lands_in_the_draw_pile(record: RecordBuilder, replay: Replayer) -> None:
    # All cards named: after S9 the draw pile can only be {G2, W+4}; Carla draws both.
    named = ["W+4", "G1", "G2", "G+2", "R1", "B1", "B2"]
    hands = [record.deck_without(named), ["G+2", "R1"], ["B1", "B2"]]
    rec = record(
        3,
        dealer=0,
        hands=hands,
        start="W+4",
        draw_pile=["G1", "G2"],
        actions=[{"by": 1, "play": "G+2"}],
    )
    before = replay.ok({**rec, "actions": []})
    assert (before["top"], before["draw_pile"], before["discard_pile"]) == ("G1", 2, 1)
    st = replay.ok(rec)
    assert st.hand(2) == ["B1", "B2", "G2", "W+4"]
    assert (st["draw_pile"], st["discard_pile"], st["current"]) == (0, 2, 0)


def test_s9_repeat_if_needed(record: RecordBuilder, replay: Replayer) -> None:
    # S9: the turned card is a W+4 again; it goes back too, and G1 ends up on top.
    rec = record(
        3,
        dealer=2,
        hands=[["G5"], ["B1"], ["B2"]],
        start="W+4",
        draw_pile=["W+4", "W+4", "G1", "R2"],
    )
    st = replay.ok(rec)
    assert (st["top"], st["color"], st["current"], st["discard_pile"]) == ("G1", "G", 0, 1)
    assert st["draw_pile"] == 108 - 3 - 1


@pytest.mark.parametrize(
    ("turned", "current", "phase", "direction", "drawn_by_first"),
    [
        ("B+2", 1, "turn", "clockwise", 2),  # S5: Ana draws 2 and is skipped
        ("BS", 1, "turn", "clockwise", 0),  # S6: Ana is skipped
        ("BR", 2, "turn", "counterclockwise", 0),  # S7: the dealer starts, to the right
        ("W", 0, "color", "clockwise", 0),  # S8: Ana names the colour
    ],
)
def test_s9_the_card_turned_instead_has_its_own_start_effect(
    record: RecordBuilder,
    replay: Replayer,
    turned: str,
    current: int,
    phase: str,
    direction: str,
    drawn_by_first: int,
) -> None:
    # S9: the start W+4 goes back; the card turned in its place is the start card, and
    # S5-S8 apply to it as if it had been turned first.
    hands = [["R5", "R6"], ["R1", "B2"], ["G1", "G2"]]
    rec = record(3, dealer=2, hands=hands, start="W+4", draw_pile=[turned, "Y1", "Y2"])
    st = replay.ok(rec)
    assert (st["top"], st["current"], st["phase"], st["direction"]) == (
        turned,
        current,
        phase,
        direction,
    )
    assert st.sizes() == [2 + drawn_by_first, 2, 2]
    assert st["discard_pile"] == 1


# ---------------------------------------------------------------- S10: start number


def test_s10_start_number_colour_and_number_active(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["B5", "Y2", "R3"], ["G1"], ["G2"]]
    base = record(3, dealer=2, hands=hands, start="Y5")
    st = replay.ok(base)
    assert (st["current"], st["color"], st["direction"], st["top"]) == (0, "Y", "clockwise", "Y5")
    assert st.hands() == [sorted(h) for h in hands]  # no effect
    for card in ("B5", "Y2"):
        assert replay.ok({**base, "actions": [{"by": 0, "play": card}]})["top"] == card
    replay.refused({**base, "actions": [{"by": 0, "play": "R3"}]}, 0, Refusal.NO_MATCH)


def test_s10_start_zero(record: RecordBuilder, replay: Replayer) -> None:
    base = record(
        2, dealer=1, hands=[["B0", "R9"], ["G1"]], start="R0", actions=[{"by": 0, "play": "R9"}]
    )
    assert replay.ok(base)["current"] == 1


def test_s8_two_players(record: RecordBuilder, replay: Replayer) -> None:
    rec = record(
        2,
        dealer=0,
        hands=[["B2", "B3"], ["Y1", "G1"]],
        start="W",
        actions=[{"by": 1, "color": "G"}, {"by": 1, "play": "G1"}],
    )
    st = replay.ok(rec)
    assert (st["current"], st["top"], st["color"]) == (0, "G1", "G")


@pytest.mark.parametrize(
    ("act", "reason"),
    [
        ({"by": 2, "draw": True}, Refusal.MUST_NAME_COLOR),
        ({"by": 2, "keep": True}, Refusal.MUST_NAME_COLOR),
        ({"by": 2, "uno": True}, Refusal.UNO_NOT_DUE),
        ({"by": 2, "accept": True}, Refusal.MUST_NAME_COLOR),
        ({"by": 0, "catch": 2}, Refusal.CATCH_NOT_ONE_CARD),
    ],
)
def test_s8_colour_phase_allows_only_the_colour(
    record: RecordBuilder, replay: Replayer, act: dict[str, object], reason: Refusal
) -> None:
    rec = _wild_start(record)
    rec["actions"] = [act]
    replay.refused(rec, 0, reason)
