"""``Game.apply`` returns structured events, and refuses with a reason a player understands."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from uno_tui.engine import (
    CLASSIC,
    Accept,
    Action,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    DealSpec,
    Draw,
    Game,
    IllegalAction,
    Keep,
    NextRound,
    Phase,
    Play,
    Refusal,
    Rest,
    Rules,
    SayUno,
    UnoError,
    full_deck,
    game_state,
    make_setup,
)
from uno_tui.engine.actions import SwapHands
from uno_tui.engine.events import (
    CardPlayed,
    CardsDrawn,
    ColorChosen,
    DealerDrawn,
    DirectionChanged,
    DrawnCardKept,
    DrawReason,
    GameEnded,
    OpponentScore,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SkipReason,
    StartCardReturned,
    StartCardTurned,
    TurnSkipped,
    UnoCaught,
    UnoSaid,
    WildDrawFourAccepted,
    WildDrawFourChallenged,
)

NAMES = ("Ana", "Bruno", "Carla", "Duda")
R, Y, G, B = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE


def c(code: str) -> Card:
    return Card.from_code(code)


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in codes.split())


def table(
    hands: Sequence[str],
    start: str = "R7",
    draw_pile: str = "",
    *,
    dealer: int = -1,
    rest: Rest = Rest.DRAW_PILE,
    target: int = 500,
    scores: Sequence[int] = (),
    rules: Rules = CLASSIC,
) -> Game:
    """A spelled-out first deal; by default the last seat deals, so Ana (0) starts."""
    n = len(hands)
    deal = DealSpec(
        hands=tuple(cards(h) for h in hands),
        start=c(start),
        draw_pile=cards(draw_pile),
        rest=rest,
        dealer=dealer % n,
    )
    return Game(
        make_setup(NAMES[:n], target=target, seed=5, scores=scores, deals=[deal], rules=rules)
    )


def applied(game: Game, action: Action) -> list[object]:
    """Apply, check the returned events are what the game logged, return them."""
    before = len(game.events)
    events = game.apply(action)
    assert game.events[before:] == events
    assert game.actions[-1] == action
    return list(events)


# ---------------------------------------------------------------- playing (T1, A1-A4)


def test_t1_a_play_is_one_card_played_event() -> None:
    game = table(["R5 B7 G0", "B1 B2", "G8 G9"])
    assert applied(game, Play(0, c("R5"))) == [CardPlayed(0, c("R5"), R)]
    assert (game.current, game.top, game.color) == (1, c("R5"), R)


def test_a4_a_wild_play_carries_the_named_colour() -> None:
    game = table(["W B7 G0", "B1 B2", "G8 G9"])
    assert applied(game, Play(0, c("W"), G)) == [CardPlayed(0, c("W"), G)]
    assert game.color is G


def test_a1_skip() -> None:
    game = table(["RS B7", "B1 B2", "G8 G9"])
    assert applied(game, Play(0, c("RS"))) == [
        CardPlayed(0, c("RS"), R),
        TurnSkipped(1, SkipReason.SKIP),
    ]
    assert game.current == 2


def test_a2_reverse() -> None:
    game = table(["RR B7", "B1 B2", "G8 G9"])
    assert applied(game, Play(0, c("RR"))) == [CardPlayed(0, c("RR"), R), DirectionChanged(False)]
    assert (game.current, game.clockwise) == (2, False)


def test_a5_reverse_with_two_players_skips_the_other() -> None:
    game = table(["RR B7", "B1 B2"])
    assert applied(game, Play(0, c("RR"))) == [
        CardPlayed(0, c("RR"), R),
        DirectionChanged(False),
        TurnSkipped(1, SkipReason.REVERSE),
    ]
    assert game.current == 0


def test_a3_draw_two_draws_and_skips() -> None:
    game = table(["R+2 B7", "B1 B2", "G8 G9"], draw_pile="Y1 Y2 Y3")
    assert applied(game, Play(0, c("R+2"))) == [
        CardPlayed(0, c("R+2"), R),
        CardsDrawn(1, 2, 2, DrawReason.DRAW_TWO, cards("Y1 Y2")),
        TurnSkipped(1, SkipReason.DRAW_TWO),
    ]
    assert game.current == 2
    assert sorted(game.hands[1]) == sorted(cards("B1 B2 Y1 Y2"))


# ---------------------------------------------------------------- drawing (T3)


def test_t3_drawing_a_playable_card_then_keeping_it() -> None:
    game = table(["B7 G0", "B1 B2", "G8 G9"], draw_pile="R1 Y2")
    assert applied(game, Draw(0)) == [CardsDrawn(0, 1, 1, DrawReason.CHOICE, cards("R1"))]
    assert (game.phase, game.drawn, game.current) == (Phase.DRAWN, c("R1"), 0)
    assert applied(game, Keep(0)) == [DrawnCardKept(0)]
    assert (game.phase, game.drawn, game.current) == (Phase.TURN, None, 1)


def test_t3_drawing_an_unplayable_card_ends_the_turn() -> None:
    game = table(["B7 G0", "B1 B2", "G8 G9"], draw_pile="Y2 R1")
    assert applied(game, Draw(0)) == [CardsDrawn(0, 1, 1, DrawReason.CHOICE, cards("Y2"))]
    assert (game.phase, game.current) == (Phase.TURN, 1)


# ---------------------------------------------------------------- Wild Draw Four (W1-W7)


def test_w3_accepting_draws_four_and_skips() -> None:
    game = table(["W+4 B7", "B1 B2", "G8 G9"], draw_pile="Y1 Y2 Y3 Y4 Y5")
    assert applied(game, Play(0, c("W+4"), G)) == [CardPlayed(0, c("W+4"), G)]
    assert (game.phase, game.current) == (Phase.CHALLENGE, 1)
    assert applied(game, Accept(1)) == [
        WildDrawFourAccepted(1, 0),
        CardsDrawn(1, 4, 4, DrawReason.WILD_DRAW_FOUR, cards("Y1 Y2 Y3 Y4")),
        TurnSkipped(1, SkipReason.WILD_DRAW_FOUR),
    ]
    assert (game.phase, game.current, game.color) == (Phase.TURN, 2, G)


def test_w5_worked_example_wrong_challenge_draws_six() -> None:
    # RULES.md worked example: red 7 showing; A holds no red, a blue 7 and a Wild Draw Four.
    game = table(["W+4 B7 G3", "B1 B2", "G8 G9"], draw_pile="Y1 Y2 Y3 Y4 Y5 Y6 Y7")
    applied(game, Play(0, c("W+4"), G))
    assert applied(game, Challenge(1)) == [
        WildDrawFourChallenged(1, 0, True, R, cards("B7 G3")),
        CardsDrawn(1, 6, 6, DrawReason.CHALLENGE_LOST, cards("Y1 Y2 Y3 Y4 Y5 Y6")),
        TurnSkipped(1, SkipReason.WILD_DRAW_FOUR),
    ]
    assert (game.current, game.top, game.color) == (2, c("W+4"), G)  # W7


def test_w6_right_challenge_makes_the_player_draw_four() -> None:
    # The worked example again, but A holds a red 2: the challenge wins.
    game = table(["W+4 R2 B7", "B1 B2", "G8 G9"], draw_pile="Y1 Y2 Y3 Y4 Y5")
    applied(game, Play(0, c("W+4"), G))
    assert applied(game, Challenge(1)) == [
        WildDrawFourChallenged(1, 0, False, R, cards("R2 B7")),
        CardsDrawn(0, 4, 4, DrawReason.CHALLENGE_PENALTY, cards("Y1 Y2 Y3 Y4")),
    ]
    assert (game.phase, game.current, game.top, game.color) == (Phase.TURN, 1, c("W+4"), G)


def test_w1_holding_a_wild_or_another_colour_same_number_is_no_bluff() -> None:
    game = table(["W+4 W B7 G7", "B1 B2", "G8 G9"], draw_pile="Y1 Y2 Y3 Y4 Y5 Y6")
    applied(game, Play(0, c("W+4"), B))
    (event, *_) = applied(game, Challenge(1))
    assert event == WildDrawFourChallenged(1, 0, True, R, cards("W B7 G7"))


# ---------------------------------------------------------------- UNO (U1-U5)


def test_u1_uno_said_with_the_card() -> None:
    game = table(["R5 R6", "B1 B2", "G8 G9"])
    assert applied(game, Play(0, c("R5"), uno=True)) == [
        CardPlayed(0, c("R5"), R),
        UnoSaid(0, late=False),
    ]
    assert game.uno_window is None


def test_u3_uno_said_late() -> None:
    game = table(["R5 R6", "B1 B2", "G8 G9"])
    assert applied(game, Play(0, c("R5"))) == [CardPlayed(0, c("R5"), R)]
    assert game.uno_window == 0
    assert applied(game, SayUno(0)) == [UnoSaid(0, late=True)]
    assert game.uno_window is None


def test_u2_a_catch_draws_two() -> None:
    game = table(["R5 R6", "B1 B2", "G8 G9"], draw_pile="Y1 Y2 Y3")
    applied(game, Play(0, c("R5")))
    assert applied(game, Catch(2, 0)) == [
        UnoCaught(2, 0),
        CardsDrawn(0, 2, 2, DrawReason.CAUGHT, cards("Y1 Y2")),
    ]
    assert game.uno_window is None
    assert sorted(game.hands[0]) == sorted(cards("R6 Y1 Y2"))
    assert game.current == 1  # a catch does not move the turn


# ---------------------------------------------------------------- the piles (T5, T6)


def test_t5_reshuffle_when_the_draw_pile_is_empty() -> None:
    game = table(["B7 G0", "B1 B2", "G8 G9"], draw_pile="", rest=Rest.DISCARD)
    under = 108 - 6 - 1  # every other card lies under the start card
    assert len(game.draw_pile) == 0 and len(game.discard) == under + 1
    events = applied(game, Draw(0))
    assert events[0] == Reshuffled(under)
    (drawn,) = events[1:]
    assert isinstance(drawn, CardsDrawn)
    assert (drawn.seat, drawn.count, drawn.wanted, drawn.reason) == (0, 1, 1, DrawReason.CHOICE)
    assert (game.top, game.color, game.discard) == (c("R7"), R, [c("R7")])  # T5
    assert len(game.draw_pile) == under - 1


def test_t5_reshuffle_in_the_middle_of_a_forced_draw() -> None:
    game = table(["R+2 B7", "B1 B2", "G8 G9"], draw_pile="Y1", rest=Rest.DISCARD)
    under = 108 - 6 - 1 - 1
    events = applied(game, Play(0, c("R+2")))
    assert events[0] == CardPlayed(0, c("R+2"), R)
    assert events[1] == Reshuffled(under + 1)  # the old start card R7 goes in too
    drawn = events[2]
    assert isinstance(drawn, CardsDrawn)
    assert (drawn.seat, drawn.count, drawn.wanted) == (1, 2, 2)
    assert drawn.cards[0] == c("Y1")
    assert events[3] == TurnSkipped(1, SkipReason.DRAW_TWO)
    assert (game.top, game.color, game.discard) == (c("R+2"), R, [c("R+2")])


def test_t6_a_draw_from_empty_piles_gives_nothing_and_ends_the_turn() -> None:
    rest = full_deck()
    rest.remove(c("R7"))
    codes = [card.code for card in rest]
    game = table([" ".join(codes[:50]), " ".join(codes[50:])], "R7")
    # Ana may or may not hold something playable; drawing is always allowed (T3).
    assert applied(game, Draw(0)) == [CardsDrawn(0, 0, 1, DrawReason.CHOICE, ())]
    assert (game.phase, game.current) == (Phase.TURN, 1)


# ---------------------------------------------------------------- round and game end (E, P)


def test_e1_p1_round_end_scores_the_opponents_cards() -> None:
    game = table(["R5", "B1 R3 W", "G8 GS"])
    events = applied(game, Play(0, c("R5")))
    assert events == [
        CardPlayed(0, c("R5"), R),
        RoundEnded(
            round=1,
            winner=0,
            points=82,
            opponents=(
                OpponentScore(1, cards("B1 R3 W"), 54),
                OpponentScore(2, cards("G8 GS"), 28),
            ),
            scores=(82, 0, 0),
        ),
    ]
    assert (game.phase, game.round_winner, game.current, game.winner) == (
        Phase.ROUND_OVER,
        0,
        None,
        None,
    )
    assert game.round_results == [(0, 82)]


def test_p2_game_end_when_the_target_is_reached() -> None:
    game = table(["R5", "B1 R3 W", "G8 GS"], target=100, scores=(30, 99, 0))
    events = applied(game, Play(0, c("R5")))
    assert events[-2:] == [
        RoundEnded(
            1,
            0,
            82,
            (OpponentScore(1, cards("B1 R3 W"), 54), OpponentScore(2, cards("G8 GS"), 28)),
            (112, 99, 0),
        ),
        GameEnded(0, (112, 99, 0)),
    ]
    assert (game.phase, game.winner, game.round_winner) == (Phase.GAME_OVER, 0, 0)


def test_e2_a_last_draw_two_is_drawn_before_scoring() -> None:
    game = table(["R+2", "B1", "G2"], draw_pile="Y1 Y9")
    events = applied(game, Play(0, c("R+2")))
    assert events == [
        CardPlayed(0, c("R+2"), R),
        CardsDrawn(1, 2, 2, DrawReason.DRAW_TWO, cards("Y1 Y9")),
        TurnSkipped(1, SkipReason.DRAW_TWO),
        RoundEnded(
            1,
            0,
            13,
            (OpponentScore(1, cards("B1 Y1 Y9"), 11), OpponentScore(2, cards("G2"), 2)),
            (13, 0, 0),
        ),
    ]


def test_e2_a_last_wild_draw_four_waits_for_the_answer() -> None:
    game = table(["W+4", "B1", "G2"], draw_pile="Y1 Y2 Y3 Y4")
    assert applied(game, Play(0, c("W+4"), B)) == [CardPlayed(0, c("W+4"), B)]
    assert (game.phase, game.round_winner, game.hands[0]) == (Phase.CHALLENGE, None, [])
    events = applied(game, Accept(1))
    assert events[:3] == [
        WildDrawFourAccepted(1, 0),
        CardsDrawn(1, 4, 4, DrawReason.WILD_DRAW_FOUR, cards("Y1 Y2 Y3 Y4")),
        TurnSkipped(1, SkipReason.WILD_DRAW_FOUR),
    ]
    assert events[3] == RoundEnded(
        1,
        0,
        13,
        (OpponentScore(1, cards("B1 Y1 Y2 Y3 Y4"), 11), OpponentScore(2, cards("G2"), 2)),
        (13, 0, 0),
    )


def test_e4_next_round_deals_a_new_round() -> None:
    game = table(["R5", "B1 R3", "G8 GS"])  # Carla (2) deals round 1
    applied(game, Play(0, c("R5")))
    events = applied(game, NextRound())
    assert events[0] == RoundStarted(2, 0, (7, 7, 7))  # S2: the dealer passes left
    assert isinstance(events[1], StartCardReturned | StartCardTurned)
    assert game.round == 2 and game.phase in (Phase.TURN, Phase.COLOR)


# ---------------------------------------------------------------- the start of a round (S)


def test_s1_a_game_without_deals_starts_with_the_dealer_draw() -> None:
    game = Game(make_setup(NAMES, seed=11))
    first = game.events[0]
    assert isinstance(first, DealerDrawn)
    assert first.dealer == game.dealer
    assert game.events[1] == RoundStarted(1, game.dealer, (7, 7, 7, 7))


def test_s3_a_spelled_out_deal_starts_with_round_started_and_the_start_card() -> None:
    game = table(["R5 B7", "B1 B2", "G8 G9"])
    assert game.events == [RoundStarted(1, 2, (2, 2, 2)), StartCardTurned(c("R7"))]


def test_s9_start_wild_draw_four_goes_back() -> None:
    game = table(["R5 B7", "B1 B2", "G8 G9"], "W+4", draw_pile="Y5")
    kinds = [type(e) for e in game.events]
    assert kinds[0] is RoundStarted and kinds[-1] is StartCardTurned
    assert set(kinds[1:-1]) == {StartCardReturned}
    assert all(e == StartCardReturned(c("W+4")) for e in game.events[1:-1])
    last = game.events[-1]
    assert isinstance(last, StartCardTurned) and last.card != c("W+4")


def test_s8_start_wild_colour_chosen() -> None:
    game = table(["R5 B7", "B1 B2", "G8 G9"], "W")
    assert (game.phase, game.current, game.color) == (Phase.COLOR, 0, None)
    assert applied(game, ChooseColor(0, B)) == [ColorChosen(0, B)]
    assert (game.phase, game.current, game.color) == (Phase.TURN, 0, B)


def test_s5_start_draw_two() -> None:
    game = table(["R5 B7", "B1 B2", "G8 G9"], "R+2", draw_pile="Y1 Y2")
    assert game.events[1:] == [
        StartCardTurned(c("R+2")),
        CardsDrawn(0, 2, 2, DrawReason.START_DRAW_TWO, cards("Y1 Y2")),
        TurnSkipped(0, SkipReason.START_DRAW_TWO),
    ]
    assert game.current == 1


def test_s6_s7_start_skip_and_reverse() -> None:
    skip = table(["R5 B7", "B1 B2", "G8 G9"], "RS")
    assert skip.events[2:] == [TurnSkipped(0, SkipReason.START_SKIP)]
    assert skip.current == 1
    reverse = table(["R5 B7", "B1 B2", "G8 G9"], "RR")
    assert reverse.events[2:] == [DirectionChanged(False)]
    assert (reverse.current, reverse.clockwise) == (2, False)  # S7: the dealer starts


# ---------------------------------------------------------------- refusals (T8, U5)

BASE = ["R5 G4 W W+4 B7", "B1 R3", "G8 G9"]


@dataclass(frozen=True)
class Refused:
    """One refusal scenario: the table, what happens first, the refused action."""

    reason: Refusal
    action: Action
    message: str
    before: tuple[Action, ...] = ()
    hands: tuple[str, ...] = tuple(BASE)
    start: str = "R7"
    target: int = 500
    rules: Rules = CLASSIC


REFUSALS = [
    Refused(Refusal.NO_MATCH, Play(0, c("G4")), "Green 4 does not match Red 7"),
    Refused(
        Refusal.NO_MATCH,
        Play(1, c("R3")),
        "Red 3 does not match Wild (colour in play: Green)",
        before=(Play(0, c("W"), G),),
    ),
    Refused(Refusal.NOT_YOUR_TURN, Play(1, c("R3")), "it is Ana's turn, not Bruno's"),
    Refused(Refusal.NO_SUCH_SEAT, Play(3, c("R3")), "there is no player 3 at this table (0 to 2)"),
    Refused(Refusal.CARD_NOT_HELD, Play(0, c("Y9")), "Ana does not hold Yellow 9"),
    Refused(Refusal.COLOR_NEEDED, Play(0, c("W")), "playing Wild must name a colour"),
    Refused(
        Refusal.COLOR_NOT_ALLOWED, Play(0, c("R5"), G), "only a Wild names a colour, not Red 5"
    ),
    Refused(
        Refusal.ONLY_DRAWN_CARD,
        Play(0, c("R5")),
        "after drawing, Ana may play only the drawn card, Red 1",
        before=(Draw(0),),
    ),
    Refused(
        Refusal.MUST_PLAY_OR_KEEP,
        Draw(0),
        "Ana just drew Red 1: play it or keep it",
        before=(Draw(0),),
    ),
    Refused(
        Refusal.MUST_ANSWER_CHALLENGE,
        Play(1, c("R3")),
        "Bruno must first accept or challenge the Wild Draw Four",
        before=(Play(0, c("W+4"), G),),
    ),
    Refused(
        Refusal.MUST_NAME_COLOR,
        Play(0, c("R5")),
        "Ana must first name the colour of the start Wild",
        start="W",
    ),
    Refused(
        Refusal.NOTHING_TO_ANSWER, Accept(0), "there is no Wild Draw Four to accept or challenge"
    ),
    Refused(
        Refusal.NO_COLOR_TO_NAME,
        ChooseColor(0, R),
        "there is no start Wild whose colour is to be named",
    ),
    Refused(Refusal.NOTHING_DRAWN, Keep(0), "Ana has not just drawn a card to keep"),
    Refused(Refusal.CATCH_SELF, Catch(0, 0), "Ana cannot catch themselves"),
    Refused(
        Refusal.CATCH_SAID_UNO,
        Catch(2, 1),
        "Bruno said UNO",
        before=(Play(0, c("R5")), Play(1, c("R3"), uno=True)),
    ),
    Refused(Refusal.CATCH_NOT_ONE_CARD, Catch(1, 0), "Ana holds 5 cards, not one"),
    Refused(
        Refusal.CATCH_TOO_LATE,
        Catch(0, 1),
        "too late to catch Bruno: the next turn has begun",
        before=(Play(0, c("R5")), Play(1, c("R3")), Draw(2)),
    ),
    Refused(Refusal.UNO_NOT_DUE, SayUno(0), "Ana has no UNO to say right now"),
    Refused(Refusal.ROUND_NOT_OVER, NextRound(), "the round is still being played"),
    Refused(
        Refusal.ROUND_OVER,
        Play(1, c("R3")),
        "the round is over: deal the next round first",
        before=(Play(0, c("R5")),),
        hands=("R5", "B1 R3", "G8 G9"),
    ),
    Refused(
        Refusal.GAME_OVER,
        NextRound(),
        "the game is over",
        before=(Play(0, c("R5")),),
        hands=("R5", "B1 R3", "G8 G9"),
        target=1,
    ),
]


REFUSALS += [
    Refused(  # HR4
        Refusal.MUST_SWAP,
        Draw(0),
        "Ana must first choose whom to swap hands with",
        before=(Play(0, c("R7")),),
        hands=("R7 R5 B7", "B1 R3", "G8 G9"),
        rules=Rules(seven_o=True),
    ),
    Refused(  # HR4
        Refusal.NOTHING_TO_SWAP,
        SwapHands(0, 1),
        "there is no 7 whose hands are to be swapped",
        rules=Rules(seven_o=True),
    ),
    Refused(  # HR4
        Refusal.SWAP_SELF,
        SwapHands(0, 0),
        "Ana cannot swap hands with themselves",
        before=(Play(0, c("R7")),),
        hands=("R7 R5 B7", "B1 R3", "G8 G9"),
        rules=Rules(seven_o=True),
    ),
    Refused(  # HR1
        Refusal.ONLY_STACK,
        Play(1, c("R3")),
        "only a card that stacks may go on the stack: Bruno stacks or draws 2",
        before=(Play(0, c("R+2")),),
        hands=("R+2 R5 B7", "B1 R3", "G8 G9"),
        rules=Rules(stack_draw_two=True),
    ),
]


def test_every_refusal_reason_has_a_scenario() -> None:
    # (U6, U7: the table's refusals of a catch, test_rules_catching.py)
    table_only = {Refusal.CATCH_SPENT, Refusal.CATCH_GRACE}
    assert {case.reason for case in REFUSALS} == set(Refusal) - table_only


@pytest.mark.parametrize("case", REFUSALS, ids=lambda case: case.message)
def test_t8_refusals_carry_a_reason_and_a_plain_message(case: Refused) -> None:
    game = table(case.hands, case.start, "R1 Y2 Y3 Y4 Y5 Y6", target=case.target, rules=case.rules)
    for action in case.before:
        game.apply(action)
    state, applied_count = game_state(game), len(game.actions)
    assert game.why_not(case.action) is not None
    with pytest.raises(IllegalAction) as info:
        game.apply(case.action)
    error = info.value
    assert isinstance(error, UnoError) and isinstance(error, ValueError)
    assert error.reason is case.reason
    assert str(error) == case.message
    # No code-speak in a message meant for players.
    for token in ("Card(", "Refusal", "None", "<", "{", "_"):
        assert token not in str(error)
    assert game_state(game) == state and len(game.actions) == applied_count
    why = game.why_not(case.action)
    assert why is not None and (why.reason, str(why)) == (error.reason, str(error))


def test_apply_rejects_what_is_not_an_action() -> None:
    game = table(["R5 B7", "B1 B2"])
    with pytest.raises(TypeError):
        game.apply("R5")  # type: ignore[arg-type]


def _seat_fields(seat: int) -> list[Action]:
    """Every action kind naming ``seat`` in one of its seat fields."""
    return [
        Play(seat, c("R5")),
        Play(seat, c("W"), G),
        Draw(seat),
        Keep(seat),
        Accept(seat),
        Challenge(seat),
        ChooseColor(seat, R),
        SayUno(seat),
        Catch(seat, 0),
        Catch(1, seat),
    ]


@pytest.mark.parametrize("seat", [3, 4, 9, 10, 11, -1, -3, -4])
@pytest.mark.parametrize("moment", ["turn", "uno_window", "challenge", "drawn", "round_over"])
def test_a_seat_outside_the_table_is_refused_and_never_applied(seat: int, moment: str) -> None:
    # Ana (0) in the UNO window is the moment a catch by a seat that is not there was applied.
    before = {
        "turn": (),
        "uno_window": (Play(0, c("R5")), Play(1, c("R3"))),
        "challenge": (Play(0, c("W+4"), G),),
        "drawn": (Draw(0),),
        "round_over": (Play(0, c("R5")),),
    }[moment]
    hands = ("R5 W+4", "R3 B1 B2", "G8 G9") if moment != "round_over" else ("R5", "R3", "G8")
    game = table(hands, "R7", "R1 Y2 Y3")
    for action in before:
        game.apply(action)
    state, applied_count = game_state(game), len(game.actions)
    for action in _seat_fields(seat):
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.reason is Refusal.NO_SUCH_SEAT, action
        assert info.value.details == {"seat": seat, "players": 3}
        assert str(info.value) == f"there is no player {seat} at this table (0 to 2)"
        why = game.why_not(action)
        assert why is not None and why.reason is Refusal.NO_SUCH_SEAT
        assert action not in game.legal_actions()
        assert game_state(game) == state and len(game.actions) == applied_count


def test_every_reason_code_is_documented_for_record_writers() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "RECORD.md").read_text(encoding="utf-8")
    table = doc.split("## Why an action is refused", 1)[1].split("\n## ", 1)[0]
    listed = re.findall(r"^\| `([a-z_]+)` \|", table, flags=re.MULTILINE)
    assert sorted(listed) == sorted(reason.value for reason in Refusal)
