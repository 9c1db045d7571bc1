"""D — the deck (D1), what the classic rules leave out (D2), player counts (D3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from uno_tui.engine import Refusal

if TYPE_CHECKING:
    from conftest import Json, RecordBuilder, Replayer


def _three(record: RecordBuilder, actions: list[Json], **kw: object) -> Json:
    """Ana (0) starts: dealer 2, start R7."""
    deal: dict[str, object] = {
        "hands": [["R5", "R+2", "B7", "G0"], ["B1", "B2", "R3"], ["G8", "G9", "R4"]],
        "start": "R7",
        "draw_pile": ["Y1", "Y2", "Y3", "Y4"],
    }
    deal.update(kw)
    return record(3, dealer=2, actions=actions, **deal)


# ---------------------------------------------------------------- D1: 108 cards


def test_d1_full_deck_composition_is_108(record: RecordBuilder) -> None:  # D1
    deck = record.full_deck()
    assert len(deck) == 108
    for c in "RYGB":
        assert sum(card[0] == c and card not in ("W", "W+4") for card in deck) == 25


def test_d1_every_card_of_the_deck_can_be_named(record: RecordBuilder, replay: Replayer) -> None:
    # D1: all 108 cards named (107 in hands, 1 start) is a valid deal; nothing is left over.
    rest = record.deck_without(["R7"])
    rec = record(3, dealer=2, hands=[rest[:40], rest[40:80], rest[80:]], start="R7", draw_pile=[])
    st = replay.ok(rec)
    assert st.sizes() == [40, 40, 27]
    assert (st["draw_pile"], st["discard_pile"]) == (0, 1)
    assert st["top"] == "R7"


@pytest.mark.parametrize(
    ("card", "copies"),
    [
        ("R0", 1),
        ("G0", 1),
        ("B0", 1),
        ("Y0", 1),
        ("Y7", 2),
        ("B9", 2),
        ("R1", 2),
        ("GS", 2),
        ("RR", 2),
        ("B+2", 2),
        ("W", 4),
        ("W+4", 4),
    ],
)
def test_d1_deck_holds_exactly_this_many(
    record: RecordBuilder, replay: Replayer, card: str, copies: int
) -> None:  # D1
    ok = record(3, dealer=2, hands=[[card] * copies + ["B5"], ["B1"], ["G1"]], start="Y6")
    st = replay.ok(ok)
    assert st.hand(0) == sorted([card] * copies + ["B5"])
    assert st["draw_pile"] == 108 - (copies + 3) - 1
    too_many = record(
        3, dealer=2, hands=[[card] * (copies + 1) + ["B5"], ["B1"], ["G1"]], start="Y6", check=False
    )
    replay.invalid(too_many)


def test_d1_count_spans_hands_start_and_draw_pile(record: RecordBuilder, replay: Replayer) -> None:
    # D1: R0 exists once; naming it in a hand and as the start card is one too many.
    replay.invalid(record(2, hands=[["R0"], ["B1"]], start="R0", check=False))
    # Y7 exists twice: hand + start + draw pile is three.
    replay.invalid(
        record(2, hands=[["Y7"], ["B1"]], start="G3", draw_pile=["Y7", "Y7"], check=False)
    )
    replay.invalid(record(2, hands=[["Y7"], ["Y7"]], start="Y7", check=False))
    # Spread over two players, within the limit, is fine.
    replay.ok(record(2, hands=[["Y7"], ["B1"]], start="Y7"))


def test_d1_shuffled_round_accounts_for_108(record: RecordBuilder, replay: Replayer) -> None:
    # D1/S3: with nothing spelled out, the dealt round still holds exactly 108 cards.
    st = replay.ok(record(4, hands=None, seed=11))
    assert st.card_total() == 108
    every = [c for h in st.hands() for c in h] + [st["top"]]
    for card in every:
        assert card in record.full_deck()


# ---------------------------------------------------------------- D2: nothing extra


@pytest.mark.parametrize("code", ["SH", "WS", "X", "R10", "Z5", "W+2", "B+4", "RD", "WW", "C7"])
def test_d2_no_extra_card_codes(record: RecordBuilder, replay: Replayer, code: str) -> None:
    # D2: no Shuffle Hands, no blank/custom cards, nothing outside RECORD.md's table.
    replay.invalid(record(2, hands=[[code, "B1"], ["B2"]], start="R7", check=False))


def test_d2_no_stacking_on_draw_two(record: RecordBuilder, replay: Replayer) -> None:
    # D2/A3: Bruno must take the 2 cards; he cannot answer with his own Draw Two.
    rec = _three(
        record,
        [{"by": 0, "play": "R+2"}, {"by": 1, "play": "B+2"}],
        hands=[["R+2", "R5"], ["B+2", "B1"], ["G8", "G9"]],
    )
    st = replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)
    assert st["current"] == 2
    assert st.hand(1) == ["B+2", "B1", "Y1", "Y2"]


def test_d2_no_jump_in_with_identical_card(record: RecordBuilder, replay: Replayer) -> None:
    # D2/T4: Carla holds the identical R5 but it is Bruno's turn.
    rec = _three(
        record,
        [{"by": 0, "play": "R5"}, {"by": 2, "play": "R5"}],
        hands=[["R5", "B7"], ["B1", "B2"], ["R5", "G9"]],
    )
    replay.refused(rec, 1, Refusal.NOT_YOUR_TURN)


def test_d2_no_seven_zero_swaps(record: RecordBuilder, replay: Replayer) -> None:
    # D2: playing a 7 or a 0 moves no hands.
    rec = _three(
        record,
        [{"by": 0, "play": "R7"}, {"by": 1, "play": "R0"}],
        hands=[["R7", "B7", "G2"], ["R0", "B1", "B2"], ["G8", "G9", "R4"]],
    )
    st = replay.ok(rec)
    assert st.hands() == [["B7", "G2"], ["B1", "B2"], ["G8", "G9", "R4"]]
    assert st["current"] == 2


def test_d2_one_card_per_play(record: RecordBuilder, replay: Replayer) -> None:
    # D2/T4: holding two R5, a play of R5 lays down one of them.
    rec = _three(record, [{"by": 0, "play": "R5"}], hands=[["R5", "R5", "B7"], ["B1"], ["G8"]])
    st = replay.ok(rec)
    assert st.hand(0) == ["B7", "R5"]
    assert st["discard_pile"] == 2


def test_d2_multi_card_play_is_not_a_record(record: RecordBuilder, replay: Replayer) -> None:
    # D2: `play` names one card code; a list of cards is not something a record can say.
    rec = _three(
        record, [{"by": 0, "play": ["R5", "R5"]}], hands=[["R5", "R5", "B7"], ["B1"], ["G8"]]
    )
    replay.invalid(rec)


def test_d2_no_play_on_after_someone_goes_out(record: RecordBuilder, replay: Replayer) -> None:
    # D2/E1: no elimination play-on; once Ana goes out nobody plays in that round.
    rec = _three(
        record,
        [{"by": 0, "play": "R5"}, {"by": 1, "play": "R3"}],
        hands=[["R5"], ["B1", "R3"], ["G8", "R4"]],
    )
    st = replay.refused(rec, 1, Refusal.ROUND_OVER)
    assert st["phase"] == "round_over"


# ---------------------------------------------------------------- D3: 2 to 10 players


@pytest.mark.parametrize("n", [2, 3, 7, 10])
def test_d3_two_to_ten_players_accepted(record: RecordBuilder, replay: Replayer, n: int) -> None:
    st = replay.ok(record(n, hands=None, seed=3))  # D3
    assert len(st["players"]) == n
    assert [p["name"] for p in st["players"]] == record(n, hands=None)["players"]


def test_d3_ten_players_spelled_out(record: RecordBuilder, replay: Replayer) -> None:
    # D3/S4: ten seats; dealer 9, so seat 0 (left of the dealer) starts.
    hands = [[f"{c}{k}"] for c in "RB" for k in range(1, 6)]
    st = replay.ok(record(10, dealer=9, hands=hands, start="Y9"))
    assert st["current"] == 0
    assert st.sizes() == [1] * 10


@pytest.mark.parametrize("n", [0, 1, 11, 12])
def test_d3_bad_player_count_is_invalid(record: RecordBuilder, replay: Replayer, n: int) -> None:
    names = [f"P{i}" for i in range(n)]
    replay.invalid(record(names, hands=None))  # D3


def test_d3_bad_player_count_with_deal_is_invalid(record: RecordBuilder, replay: Replayer) -> None:
    replay.invalid(record(1, hands=[["R1"]], start="R7", check=False))  # D3
