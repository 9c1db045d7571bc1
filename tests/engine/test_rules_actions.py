"""A — action cards: Skip (A1), Reverse (A2), Draw Two (A3), Wild (A4), two players (A5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import Json, RecordBuilder, Replayer

DRAW = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]


def _four(record: RecordBuilder, hands: list[list[str]], actions: list[Json], **kw: Any) -> Json:
    """Four players, dealer 3: Ana (0) starts on R7."""
    return record(
        4,
        dealer=3,
        hands=hands,
        start=kw.pop("start", "R7"),
        draw_pile=kw.pop("draw_pile", DRAW),
        actions=actions,
        **kw,
    )


def _three(record: RecordBuilder, hands: list[list[str]], actions: list[Json], **kw: Any) -> Json:
    """Three players, dealer 2: Ana (0) starts on R7."""
    return record(
        3,
        dealer=2,
        hands=hands,
        start=kw.pop("start", "R7"),
        draw_pile=kw.pop("draw_pile", DRAW),
        actions=actions,
        **kw,
    )


def _two(record: RecordBuilder, hands: list[list[str]], actions: list[Json], **kw: Any) -> Json:
    """Two players, dealer 1: Ana (0) starts on R7."""
    return record(
        2,
        dealer=1,
        hands=hands,
        start=kw.pop("start", "R7"),
        draw_pile=kw.pop("draw_pile", DRAW),
        actions=actions,
        **kw,
    )


# ---------------------------------------------------------------- A1: Skip


def test_a1_skip_next_player_loses_turn(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RS", "B1"], ["R2", "B2"], ["R3", "B3"], ["R4", "B4"]]
    st = replay.ok(_four(record, hands, [{"by": 0, "play": "RS"}]))
    assert (st["current"], st["top"], st["color"], st["direction"]) == (2, "RS", "R", "clockwise")
    assert st.hand(1) == ["B2", "R2"]  # the skipped player draws nothing
    assert st["draw_pile"] == 108 - 8 - 1


def test_a1_skip_counterclockwise(record: RecordBuilder, replay: Replayer) -> None:
    # Ana reverses (-> Duda, 3); Duda's Skip skips Carla (2): Bruno (1) plays.
    hands = [["RR", "B1"], ["R2", "B2"], ["R3", "B3"], ["RS", "B4"]]
    acts = [{"by": 0, "play": "RR"}, {"by": 3, "play": "RS"}]
    st = replay.ok(_four(record, hands, acts))
    assert (st["current"], st["direction"]) == (1, "counterclockwise")


def test_a1_skipped_player_cannot_play(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RS", "B1"], ["R2", "B2"], ["R3", "B3"], ["R4", "B4"]]
    replay.refused(
        _four(record, hands, [{"by": 0, "play": "RS"}, {"by": 1, "play": "R2"}]),
        1,
        Refusal.NOT_YOUR_TURN,
    )


def test_a1_skip_wraps_around(record: RecordBuilder, replay: Replayer) -> None:
    # Carla (2) skips Ana (0): Bruno plays next.
    hands = [["R1", "B1"], ["R2", "B2"], ["RS", "B3"]]
    acts = [{"by": 0, "play": "R1"}, {"by": 1, "play": "R2"}, {"by": 2, "play": "RS"}]
    assert replay.ok(_three(record, hands, acts))["current"] == 1


def test_a1_two_skips_in_a_row(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RS", "B1"], ["R2", "B2"], ["GS", "B3"], ["R4", "B4"]]
    acts = [{"by": 0, "play": "RS"}, {"by": 2, "play": "GS"}]
    st = replay.ok(_four(record, hands, acts))
    assert (st["current"], st["color"]) == (0, "G")  # Carla skips Duda


# ---------------------------------------------------------------- A2: Reverse


def test_a2_reverse_changes_direction(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RR", "B1"], ["R2", "B2"], ["R3", "B3"]]
    st = replay.ok(_three(record, hands, [{"by": 0, "play": "RR"}]))
    assert (st["current"], st["direction"], st["top"]) == (2, "counterclockwise", "RR")
    rec = _three(record, hands, [{"by": 0, "play": "RR"}, {"by": 2, "play": "R3"}])
    assert replay.ok(rec)["current"] == 1


def test_a2_reverse_twice_restores_clockwise(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RR", "B1"], ["R2", "B2"], ["R3", "B3"], ["GR", "B4"]]
    acts = [{"by": 0, "play": "RR"}, {"by": 3, "play": "GR"}]
    st = replay.ok(_four(record, hands, acts))
    assert (st["current"], st["direction"], st["color"]) == (0, "clockwise", "G")


def test_a2_reverse_four_players_order(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R1", "R9", "B1"], ["RR", "B2"], ["R3", "B3"], ["R4", "B4"]]
    acts = [{"by": 0, "play": "R1"}, {"by": 1, "play": "RR"}, {"by": 0, "play": "R9"}]
    st = replay.ok(_four(record, hands, acts))
    assert (st["current"], st["direction"]) == (3, "counterclockwise")


def test_a2_wrong_player_after_reverse(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RR", "B1"], ["R2", "B2"], ["R3", "B3"]]
    replay.refused(
        _three(record, hands, [{"by": 0, "play": "RR"}, {"by": 1, "play": "R2"}]),
        1,
        Refusal.NOT_YOUR_TURN,
    )


# ---------------------------------------------------------------- A3: Draw Two


def test_a3_draw_two_next_draws_two_and_loses_turn(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R+2", "B1"], ["R2", "B2"], ["R3", "B3"]]
    st = replay.ok(_three(record, hands, [{"by": 0, "play": "R+2"}]))
    assert st.hand(1) == ["B2", "R2", "Y1", "Y2"]
    assert (st["current"], st["phase"], st["top"], st["color"]) == (2, "turn", "R+2", "R")
    assert st["draw_pile"] == 108 - 6 - 1 - 2
    assert st["discard_pile"] == 2


def test_a3_draw_two_on_draw_two_draws_just_two(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R+2", "B1"], ["R2", "B2"], ["B+2", "B3"]]
    acts = [{"by": 0, "play": "R+2"}, {"by": 2, "play": "B+2"}]
    st = replay.ok(_three(record, hands, acts))
    assert st.hand(1) == ["B2", "R2", "Y1", "Y2"]
    assert st.hand(0) == ["B1", "Y3", "Y4"]  # 2, not 4: nothing accumulates
    assert (st["current"], st["color"]) == (1, "B")


def test_a3_victim_cannot_answer_with_wild_draw_four(
    record: RecordBuilder, replay: Replayer
) -> None:
    hands = [["R+2", "B1"], ["W+4", "B2"], ["R3", "B3"]]
    acts = [{"by": 0, "play": "R+2"}, {"by": 1, "play": "W+4", "color": "G"}]
    replay.refused(_three(record, hands, acts), 1, Refusal.NOT_YOUR_TURN)


def test_a3_draw_two_counterclockwise(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["RR", "B1"], ["R2", "B2"], ["R+2", "B3"]]
    acts = [{"by": 0, "play": "RR"}, {"by": 2, "play": "R+2"}]
    st = replay.ok(_three(record, hands, acts))
    assert st.hand(1) == ["B2", "R2", "Y1", "Y2"]
    assert (st["current"], st["direction"]) == (0, "counterclockwise")


def test_a3_draw_two_matches_by_colour_or_symbol(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["G+2", "B1", "W"], ["R2", "B2"], ["R3", "B3"]]
    replay.refused(
        _three(record, hands, [{"by": 0, "play": "G+2"}]), 0, Refusal.NO_MATCH
    )  # T1: not on R7
    # On a Wild naming green, Bruno's G+2 matches: Carla draws 2, Ana plays next.
    hands = [["W", "B1"], ["G+2", "B2"], ["R3", "B3"]]
    acts = [{"by": 0, "play": "W", "color": "G"}, {"by": 1, "play": "G+2"}]
    st = replay.ok(_three(record, hands, acts))
    assert st.hand(2) == ["B3", "R3", "Y1", "Y2"]
    assert (st["current"], st["color"], st["top"]) == (0, "G", "G+2")


# ---------------------------------------------------------------- A4: Wild


@pytest.mark.parametrize("color", ["R", "Y", "G", "B"])
def test_a4_wild_names_active_colour(record: RecordBuilder, replay: Replayer, color: str) -> None:
    hands = [["W", "B1"], ["R2", "B2", "Y2", "G2"], ["R3", "B3"]]
    st = replay.ok(_three(record, hands, [{"by": 0, "play": "W", "color": color}]))
    assert (st["top"], st["color"], st["current"]) == ("W", color, 1)
    rec = _three(
        record, hands, [{"by": 0, "play": "W", "color": color}, {"by": 1, "play": f"{color}2"}]
    )
    assert replay.ok(rec)["color"] == color


def test_a4_wild_without_colour_refused(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["W", "W+4"], ["R2", "B2"], ["R3", "B3"]]
    replay.refused(_three(record, hands, [{"by": 0, "play": "W"}]), 0, Refusal.COLOR_NEEDED)
    replay.refused(_three(record, hands, [{"by": 0, "play": "W+4"}]), 0, Refusal.COLOR_NEEDED)


def test_a4_colour_on_coloured_card_refused(record: RecordBuilder, replay: Replayer) -> None:
    hands = [["R5", "RS", "B1"], ["R2", "B2"], ["R3", "B3"]]
    replay.refused(
        _three(record, hands, [{"by": 0, "play": "R5", "color": "R"}]), 0, Refusal.COLOR_NOT_ALLOWED
    )
    replay.refused(
        _three(record, hands, [{"by": 0, "play": "RS", "color": "B"}]), 0, Refusal.COLOR_NOT_ALLOWED
    )


# ---------------------------------------------------------------- A5: two players


def test_a5_two_players_skip_returns_turn(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_two(record, [["RS", "B1", "R8"], ["R2", "B2"]], [{"by": 0, "play": "RS"}]))
    assert (st["current"], st["direction"], st["phase"]) == (0, "clockwise", "turn")
    st = replay.ok(
        _two(
            record,
            [["RS", "B1", "R8"], ["R2", "B2"]],
            [{"by": 0, "play": "RS"}, {"by": 0, "play": "R8"}],
        )
    )
    assert st["current"] == 1


def test_a5_two_players_reverse_returns_turn_and_flips(
    record: RecordBuilder, replay: Replayer
) -> None:
    rec = _two(record, [["RR", "B1", "R8"], ["R2", "B2"]], [{"by": 0, "play": "RR"}])
    st = replay.ok(rec)
    assert (st["current"], st["direction"]) == (0, "counterclockwise")
    rec["actions"].append({"by": 0, "play": "R8"})
    st = replay.ok(rec)
    assert (st["current"], st["direction"]) == (1, "counterclockwise")


def test_a5_two_players_reverse_twice(record: RecordBuilder, replay: Replayer) -> None:
    rec = _two(
        record,
        [["RR", "B1", "GR"], ["R2", "B2"]],
        [{"by": 0, "play": "RR"}, {"by": 0, "play": "GR"}],
    )
    st = replay.ok(rec)
    assert (st["current"], st["direction"]) == (0, "clockwise")


def test_a5_two_players_opponent_cannot_play_after_skip(
    record: RecordBuilder, replay: Replayer
) -> None:
    rec = _two(
        record,
        [["RS", "B1", "R8"], ["R2", "B2"]],
        [{"by": 0, "play": "RS"}, {"by": 1, "play": "R2"}],
    )
    replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)


def test_a5_two_players_draw_two(record: RecordBuilder, replay: Replayer) -> None:
    st = replay.ok(_two(record, [["R+2", "B1", "R8"], ["R2", "B2"]], [{"by": 0, "play": "R+2"}]))
    assert st.hand(1) == ["B2", "R2", "Y1", "Y2"]
    assert (st["current"], st["direction"]) == (0, "clockwise")


def test_a5_two_players_wild_draw_four_accepted(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "W+4", "color": "B"}, {"by": 1, "accept": True}]
    st = replay.ok(_two(record, [["W+4", "B1", "B8"], ["R2", "B2"]], acts))
    assert st.hand(1) == ["B2", "R2", "Y1", "Y2", "Y3", "Y4"]
    assert (st["current"], st["color"], st["phase"]) == (0, "B", "turn")


def test_a5_two_players_plain_cards_alternate(record: RecordBuilder, replay: Replayer) -> None:
    acts = [{"by": 0, "play": "R8"}, {"by": 1, "play": "R2"}, {"by": 0, "play": "W", "color": "Y"}]
    st = replay.ok(_two(record, [["W", "B1", "R8"], ["R2", "B2"]], acts))
    assert st["current"] == 1
