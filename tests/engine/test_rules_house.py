"""House rules (docs/RULES.md, HR1-HR7): each off by default, each doing what it says when
the table turns it on. Every test names the rule id it checks."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from uno_tui.engine import (
    Accept,
    Card,
    Catch,
    Challenge,
    Color,
    DealSpec,
    Draw,
    Game,
    IllegalAction,
    Keep,
    Phase,
    Play,
    RecordError,
    Refusal,
    Rules,
    game_state,
    game_to_record,
    loads_record,
    make_setup,
    parse_record,
    replay,
    seat_view,
    view_refusal,
)
from uno_tui.engine.actions import SwapHands
from uno_tui.engine.events import (
    CardPlayed,
    CardsDrawn,
    DrawReason,
    HandsPassed,
    HandsSwapped,
    JumpedIn,
)

NAMES = ("Ana", "Bruno", "Carla", "Duda")
R = Color.RED


def cards(codes: str) -> list[Card]:
    return [Card.from_code(code) for code in codes.split()]


def card(code: str) -> Card:
    return Card.from_code(code)


def table(hands: Sequence[str], start: str, rules: Rules, draw_pile: str = "") -> Game:
    """Seat 0 starts (the last seat deals)."""
    deal = DealSpec(
        hands=tuple(tuple(cards(h)) for h in hands),
        start=card(start),
        draw_pile=tuple(cards(draw_pile)),
        dealer=len(hands) - 1,
    )
    return Game(make_setup(NAMES[: len(hands)], seed=5, deals=[deal], rules=rules))


def drawn(game: Game, seat: int) -> list[CardsDrawn]:
    return [e for e in game.events if isinstance(e, CardsDrawn) and e.seat == seat]


def round_trips(game: Game) -> None:
    """Records and states keep the rules (RECORD.md ``rules``)."""
    text = json.dumps(game_to_record(game))
    again = replay(loads_record(text))
    assert again.error is None
    assert game_state(again.game) == game_state(game)


# ---------------------------------------------------------------- HR1 stacking Draw Twos

HR1 = Rules(stack_draw_two=True)


def test_hr1_a_draw_two_answers_a_draw_two_and_the_total_passes_on() -> None:
    game = table(["R+2 R5 R6", "B+2 B7 B8", "G1 G2 G3"], "R9", HR1, "Y1 Y2 Y3 Y4 Y5 Y6")
    game.apply(Play(0, card("R+2")))
    assert (game.current, game.owed, game.phase) == (1, 2, Phase.TURN)
    # Only a Draw Two may go on the stack; anything else is refused with the reason.
    error = game.why_not(Play(1, card("B7")))
    assert error is not None and error.reason is Refusal.ONLY_STACK
    assert {type(a) for a in seat_view(game, 1).legal} == {Play, Draw}
    game.apply(Play(1, card("B+2")))
    assert (game.current, game.owed) == (2, 4)
    game.apply(Draw(2))  # Carla cannot stack: she draws the four and loses the turn
    assert drawn(game, 2)[-1].count == 4 and drawn(game, 2)[-1].reason is DrawReason.STACK
    assert (game.current, game.owed, len(game.hands[2])) == (0, 0, 7)
    round_trips(game)


def test_hr1_off_a_draw_two_is_drawn_at_once() -> None:  # A3, D2
    game = table(["R+2 R5 R6", "B+2 B7 B8", "G1 G2 G3"], "R9", Rules(), "Y1 Y2 Y3 Y4")
    game.apply(Play(0, card("R+2")))
    assert (game.current, game.owed, len(game.hands[1])) == (2, 0, 5)


def test_hr1_the_last_card_ends_the_stack() -> None:  # E2
    game = table(["R+2", "B+2 B7", "G1 G2"], "R9", HR1, "Y1 Y2 Y3 Y4")
    game.apply(Play(0, card("R+2"), uno=False))
    assert game.phase is Phase.ROUND_OVER and game.round_winner == 0
    assert len(game.hands[1]) == 4  # drew the 2 before the score


# ---------------------------------------------------------------- HR2, HR3 Wild Draw Fours


def test_hr2_a_wild_draw_four_answers_a_wild_draw_four_and_gives_up_the_challenge() -> None:
    rules = Rules(stack_wild_draw_four=True)
    game = table(["W+4 R5", "W+4 B7 B8", "G1 G2 G3"], "Y9", rules, "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8")
    game.apply(Play(0, card("W+4"), R, uno=True))
    assert game.phase is Phase.CHALLENGE
    legal = seat_view(game, 1).legal
    assert {Accept(1), Challenge(1)} <= set(legal) and Play(1, card("W+4"), R) in legal
    game.apply(Play(1, card("W+4"), Color.BLUE))
    assert (game.phase, game.current, game.owed) == (Phase.TURN, 2, 8)
    assert game.pending_wild_draw_four is None  # stacked on: nobody challenges it
    game.apply(Draw(2))
    assert drawn(game, 2)[-1].count == 8 and game.current == 0
    round_trips(game)


@pytest.mark.parametrize("rules", [Rules(stack_wild_draw_four=True), Rules(stack_mixed=True)])
def test_hr2_a_last_wild_draw_four_is_answered_not_stacked_on(rules: Rules) -> None:  # E2
    # Ana's Wild Draw Four is her last card: Bea accepts or challenges it, and the round
    # ends; no card stacks on it, and a card of the colour named is no answer (it was once
    # taken for one, leaving a stack of 4 owed after a plain 8).
    game = table(["W+4", "W+4 R8 B7 B8", "G1 G2 G3"], "Y9", rules, "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8")
    game.apply(Play(0, card("W+4"), R))
    assert game.phase is Phase.CHALLENGE
    plays = [a for a in game.legal_actions() if isinstance(a, Play)]
    assert plays == [] and [a for a in seat_view(game, 1).legal if isinstance(a, Play)] == []
    for refused in (Play(1, card("R8")), Play(1, card("W+4"), Color.BLUE)):
        assert game.why_not(refused) is not None
        with pytest.raises(IllegalAction):
            game.apply(refused)
    assert game.owed == 0
    game.apply(Accept(1))
    assert game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) and game.round_winner == 0
    round_trips(game)


def test_hr2_a_draw_two_does_not_answer_a_wild_draw_four_unless_mixed() -> None:
    hands = ["W+4 R5", "B+2 B7 B8", "G1 G2 G3"]
    plain = table(hands, "Y9", Rules(stack_wild_draw_four=True), "Y1 Y2 Y3 Y4")
    plain.apply(Play(0, card("W+4"), R, uno=True))
    error = plain.why_not(Play(1, card("B+2")))
    assert error is not None and error.reason is Refusal.MUST_ANSWER_CHALLENGE
    mixed = table(hands, "Y9", Rules(stack_mixed=True), "Y1 Y2 Y3 Y4 Y5 Y6")
    mixed.apply(Play(0, card("W+4"), R, uno=True))
    mixed.apply(Play(1, card("B+2")))  # HR3: either on either
    assert (mixed.current, mixed.owed) == (2, 6)


def test_hr3_a_wild_draw_four_on_a_draw_two_stack_adds_four() -> None:
    game = table(["R+2 R5", "W+4 B7 B8", "G1 G2 G3"], "R9", Rules(stack_mixed=True))
    game.apply(Play(0, card("R+2"), uno=True))
    game.apply(Play(1, card("W+4"), Color.GREEN))
    assert (game.current, game.owed, game.color) == (2, 6, Color.GREEN)


def test_hr2_a_first_wild_draw_four_is_still_challenged_as_classic() -> None:  # W3-W6
    game = table(["W+4 R5", "B7 B8 B9", "G1 G2 G3"], "R9", Rules(stack_mixed=True))
    game.apply(Play(0, card("W+4"), Color.BLUE, uno=True))
    game.apply(Challenge(1))  # Ana held red: the challenge wins, Ana draws 4
    assert len(game.hands[0]) == 5 and game.current == 1 and game.owed == 0


# ---------------------------------------------------------------- HR4 seven-O

HR4 = Rules(seven_o=True)


def test_hr4_a_seven_swaps_hands_with_the_player_chosen() -> None:
    game = table(["R7 R5 R6", "B1 B2 B3 B4", "G1"], "R9", HR4)
    game.apply(Play(0, card("R7")))
    assert (game.phase, game.current) == (Phase.SWAP, 0)
    assert seat_view(game, 0).legal == (SwapHands(0, 1), SwapHands(0, 2))
    error = game.why_not(Draw(1))
    assert error is not None and error.reason is Refusal.NOT_YOUR_TURN
    error = game.why_not(SwapHands(0, 0))
    assert error is not None and error.reason is Refusal.SWAP_SELF
    game.apply(SwapHands(0, 2))
    assert game.hands[0] == cards("G1") and game.hands[2] == cards("R5 R6")
    assert game.events[-1] == HandsSwapped(0, 2)
    assert (game.phase, game.current) == (Phase.TURN, 1)
    round_trips(game)


def test_hr4_a_zero_passes_every_hand_on_in_the_direction_of_play() -> None:
    game = table(["R0 R5 R6", "B1 B2", "G1 G2 G3 G4"], "R9", HR4)
    game.apply(Play(0, card("R0")))
    # Clockwise: Ana's hand goes to Bruno, Bruno's to Carla, Carla's to Ana.
    assert game.hands == [cards("G1 G2 G3 G4"), cards("R5 R6"), cards("B1 B2")]
    assert game.events[-1] == HandsPassed(True)
    assert game.current == 1


def test_hr4_off_seven_and_zero_are_numbers() -> None:  # D2, T1
    game = table(["R7 R5 R6", "B1 B2 B3 B4", "G1"], "R9", Rules())
    game.apply(Play(0, card("R7")))
    assert (game.phase, game.current) == (Phase.TURN, 1)


# ---------------------------------------------------------------- HR5 draw to match


def test_hr5_a_player_who_draws_keeps_drawing_until_a_card_can_be_played() -> None:
    rules = Rules(draw_to_match=True)
    game = table(["B1 B2", "G1 G2"], "R9", rules, "Y1 Y2 R3 Y4")
    game.apply(Draw(0))
    assert [e.cards for e in drawn(game, 0)] == [(card("Y1"),), (card("Y2"),), (card("R3"),)]
    assert (game.phase, game.drawn) == (Phase.DRAWN, card("R3"))
    game.apply(Keep(0))
    assert game.current == 1


# ---------------------------------------------------------------- HR6 jump-in


def test_hr6_the_very_card_on_top_may_be_played_out_of_turn() -> None:
    rules = Rules(jump_in=True)
    game = table(["R5 B6", "G2 G3", "R9 B1 B2"], "R9", rules)
    assert Play(2, card("R9")) in seat_view(game, 2).legal
    assert seat_view(game, 2).jump_ins == [Play(2, card("R9"))]  # what a seat may jump in with
    assert seat_view(game, 0).jump_ins == [] == seat_view(game, None).jump_ins  # its turn; public
    error = game.why_not(Play(2, card("B1")))
    assert error is not None and error.reason is Refusal.NOT_YOUR_TURN
    events = game.apply(Play(2, card("R9")))
    assert events[:2] == [JumpedIn(2), CardPlayed(2, card("R9"), Color.RED)]  # said as such
    assert game.events[-2:] == events[:2]
    assert game.current == 0  # play goes on from the player who jumped in
    assert game.why_not(Play(1, card("R9"))) is not None  # only a card they hold
    plain = table(["R5 B6", "G2 G3", "R9 B1 B2"], "R9", Rules())
    assert plain.why_not(Play(2, card("R9"))) is not None  # T4, D2: off by default


# ---------------------------------------------------------------- HR7 the UNO penalty


@pytest.mark.parametrize(("rules", "penalty"), [(Rules(), 2), (Rules(uno_penalty=4), 4)])
def test_hr7_a_player_caught_draws_the_penalty_chosen(rules: Rules, penalty: int) -> None:
    game = table(["R5 R6", "B1 B2 B3", "G1 G2"], "R9", rules)
    game.apply(Play(0, card("R5")))
    game.apply(Catch(1, 0))
    assert drawn(game, 0)[-1].count == penalty and len(game.hands[0]) == 1 + penalty


# ---------------------------------------------------------------- the record


def test_records_carry_the_rules_and_classic_records_carry_none() -> None:  # RECORD.md
    classic = Game(make_setup(NAMES[:2], seed=1))
    assert "rules" not in game_to_record(classic) and "rules" not in game_state(classic)
    house = Game(make_setup(NAMES[:2], seed=1, rules=Rules(seven_o=True, uno_penalty=4)))
    record = game_to_record(house)
    assert record["rules"] == {"seven_o": True, "uno_penalty": 4}
    assert parse_record(record).setup.rules == house.rules
    assert game_state(house)["rules"] == record["rules"] and game_state(house)["owed"] == 0


@pytest.mark.parametrize(
    "rules",
    [[], {"stacking": True}, {"seven_o": "yes"}, {"uno_penalty": 3}, {"jump_in": 1}],
)
def test_a_record_with_bad_rules_is_refused_in_one_line(rules: object) -> None:
    record = {"format": "uno-record/1", "players": ["Ana", "Bruno"], "rules": rules}
    with pytest.raises(RecordError) as info:
        parse_record(record)
    assert "\n" not in str(info.value)


def test_a_seat_view_gives_the_house_rules_refusals() -> None:  # T8, HR1
    game = table(["R+2 R5 R6", "B+2 B7 B8", "G1 G2 G3"], "R9", HR1)
    game.apply(Play(0, card("R+2")))
    view = seat_view(game, 1)
    mine, theirs = view_refusal(view, Play(1, card("B7"))), game.why_not(Play(1, card("B7")))
    assert mine is not None and theirs is not None and str(mine) == str(theirs)
    assert view.owed == 2


def test_an_illegal_house_play_changes_nothing() -> None:
    game = table(["R7 R5 R6", "B1 B2 B3 B4", "G1"], "R9", HR4)
    game.apply(Play(0, card("R7")))
    before = game_state(game)
    with pytest.raises(IllegalAction):
        game.apply(Play(0, card("R5")))
    assert game_state(game) == before
