"""What each level does in positions spelled out card by card (RULES.md ids where a rule
decides the position)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from bot_host import TEST_BUDGET

from uno_tui.bots import Budget, HardBot, NormalBot, make_bot
from uno_tui.bots.memory import Memory
from uno_tui.engine import (
    Accept,
    Action,
    Card,
    Challenge,
    ChooseColor,
    Color,
    DealSpec,
    Draw,
    Game,
    Phase,
    Play,
    make_setup,
    seat_view,
)
from uno_tui.engine.events import (
    CardPlayed,
    CardsDrawn,
    DrawnCardKept,
    DrawReason,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
)

NAMES = ("Ana", "Bruno", "Carla", "Duda")
R, Y, G, B = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


def card(code: str) -> Card:
    return Card.from_code(code)


def table(hands: Sequence[str], start: str, draw: str = "", *, first: int = 0) -> Game:
    """A game with a spelled-out deal in which seat ``first`` plays first (S4)."""
    n = len(hands)
    deal = DealSpec(
        tuple(cards(h) for h in hands), card(start), cards(draw), dealer=(first - 1) % n
    )
    return Game(make_setup(NAMES[:n], seed=1, deals=[deal]))


def decide(game: Game, level: str, seat: int | None = None, seed: int = 0) -> Action:
    """What a bot of ``level`` that saw the whole game so far chooses now."""
    seat = game.current if seat is None else seat
    assert seat is not None
    bot = make_bot(level, seat, seed, budget=TEST_BUDGET)
    bot.observe(game.events)
    return bot.choose(seat_view(game, seat))


# ---------------------------------------------------------------- normal


def test_normal_names_the_colour_it_holds_most() -> None:  # A4
    game = table(["W R1 R2 R3 B3 Y4", "G1 G2 G3 G4 G6 G7 G8"], "G5")
    assert decide(game, "normal") == Play(0, card("W"), R)
    start_wild = table(["B1 B2 Y3 B4", "G1 G2 G3"], "W")  # S8
    assert start_wild.phase is Phase.COLOR
    assert decide(start_wild, "normal") == ChooseColor(0, B)


def test_normal_keeps_a_wild_with_three_cards_while_another_fits() -> None:
    # A Wild kept is a card that always fits: with three cards the normal level still
    # plays the card that fits (it spent the Wild there before: fewer rounds won).
    game = table(["W R1 B3", "G1 G2 G3 G4 G6 G7 G8", "Y1 Y2 Y3 Y4 Y6", "B1 B2 B4 B6 B7"], "R5")
    assert decide(game, "normal") == Play(0, card("R1"))


def test_normal_keeps_its_wilds_while_another_card_fits() -> None:
    game = table(["W R1 B3 B4 Y4", "G1 G2 G3 G4 G6 G7 G8"], "R5")
    assert decide(game, "normal") == Play(0, card("R1"))


def test_normal_spends_a_wild_draw_four_on_a_player_about_to_go_out() -> None:  # W1
    game = table(["W+4 B3 B4 Y4 G1", "G2 G3"], "R5")
    assert decide(game, "normal") == Play(0, card("W+4"), B)


def test_normal_never_plays_an_illegal_wild_draw_four() -> None:  # W1
    game = table(["W+4 R3 B4", "G2 G3"], "R5")
    action = decide(game, "normal")
    assert action == Play(0, card("R3"))


def test_normal_always_says_uno_with_its_next_to_last_card() -> None:  # U1
    game = table(["R1 B2", "G1 G2 G3 G4 G6 G7 G8"], "R5")
    assert decide(game, "normal") == Play(0, card("R1"), None, uno=True)
    after_draw = table(["B2", "G1 G2 G3 G4 G6 G7 G8"], "R5", draw="R7")
    after_draw.apply(Draw(0))
    assert decide(after_draw, "normal") == Play(0, card("R7"), None, uno=True)


def test_normal_hits_the_player_closest_to_going_out() -> None:  # A1
    closest_next = table(["RS R3 B4", "G1 G2", "G3 G4 G6 G7 G8"], "R5")
    assert decide(closest_next, "normal") == Play(0, card("RS"))
    closest_later = table(["RS R3 B4", "G1 G2 G3 G4 G6", "G7 G8"], "R5")
    assert decide(closest_later, "normal") == Play(0, card("R3"))


@pytest.mark.parametrize(("left", "answer"), [(6, Challenge), (1, Accept)])
def test_normal_challenges_a_wild_draw_four_from_a_big_hand(
    left: int, answer: type[Action]
) -> None:  # W3
    hand = "W+4 " + " ".join(["B1", "B2", "B3", "B4", "B6", "B7"][:left])
    game = table([hand, "G1 G2 G3 G4 G6 G7 G8"], "R5")
    game.apply(Play(0, card("W+4"), G, uno=True))
    assert game.phase is Phase.CHALLENGE
    assert type(decide(game, "normal")) is answer


# ---------------------------------------------------------------- hard: challenges


@pytest.mark.parametrize(
    ("hand", "answer"),
    [
        # Ten cards left and red barely seen: they almost surely held red.
        ("W+4 B1 B2 B3 B4 B6 B7 G6 G7 Y8 Y9", Challenge),
        # One card left: three chances in four it is not red; a challenge costs two cards.
        ("W+4 B1", Accept),
        # Four left: likely to hold red, but many players never bluff, and this one has
        # given no sign of it yet.
        ("W+4 B1 B2 B3 B4", Accept),
    ],
)
def test_hard_challenges_when_the_odds_favour_it(hand: str, answer: type[Action]) -> None:
    game = table([hand, "G1 G2 G3 G4 G6 G7 G8"], "R5")
    game.apply(Play(0, card("W+4"), G, uno=True))
    assert type(decide(game, "hard")) is answer


def test_hard_accepts_from_a_player_whose_past_wild_draw_fours_were_honest() -> None:
    memory = Memory(1)
    memory.start((7, 7))
    before = memory.habits.p_bluff(0, 0.2)
    for _ in range(4):
        memory._w4 = (0, R, 0.2, 6)
        memory.see(WildDrawFourChallenged(1, 0, True, R))
    assert memory.habits.p_bluff(0, 0.2) < before / 2
    liar = Memory(1)
    liar.start((7, 7))
    for _ in range(2):
        liar._w4 = (0, R, 0.2, 6)
        liar.see(WildDrawFourChallenged(1, 0, False, R))
    assert liar.habits.p_bluff(0, 0.2) > before


def test_hard_accepts_from_a_player_known_to_lack_the_colour() -> None:
    # Bruno drew rather than play on red (a void), then played the Wild Draw Four.
    game = table(
        ["B2 B3 G4 G6 G7 Y8 Y9", "W+4 G1 G2 G3 B6 B7 B8 B9 Y1 Y2"],
        "R5",
        draw="G8 Y3",
        first=1,
    )
    game.apply(Draw(1))  # G8 does not fit red 5: the turn ends (T3)
    game.apply(Draw(0))  # Y3 does not fit either
    game.apply(Play(1, card("W+4"), B))
    assert type(decide(game, "hard", seat=0)) is Accept
    fresh = HardBot(0, 0)  # one that did not see Bruno draw
    assert type(fresh.choose(seat_view(game, 0))) is Challenge


# ---------------------------------------------------------------- hard: bluffs and wilds


@pytest.mark.parametrize(
    ("challenged", "expected"),
    [(0, Play(0, card("W+4"), R, True)), (10, Play(0, card("R3"), None, True))],
)
def test_hard_bluffs_a_wild_draw_four_only_when_the_odds_favour_it(
    challenged: int, expected: Action
) -> None:  # W1, A5
    # Holding red, the Wild Draw Four is a bluff; unchallenged, it ends the round at once
    # (the opponent draws four and the turn comes back for the red 3).
    game = table(["W+4 R3", "G1 G2 G3 G4 G6 G7 G8"], "R5")
    bot = HardBot(0, 0)
    bot.observe(game.events)
    bot.memory.habits.answers[1][1] = [10, challenged]  # Bruno's answers to one-card bluffers
    assert bot.choose(seat_view(game, 0)) == expected


def test_hard_keeps_a_wild_draw_four_to_go_out_with_it() -> None:  # E2
    # Its first choice, the weighing in cards (the search may leave it: with a few hundred
    # samples it finds the four cards now worth more here, with the few of a test it may
    # or may not, by the seed).
    game = table(["W+4 G7 B2 Y9", "G1 G2 G3 G4 G6 G7 G8"], "R5")
    bot = HardBot(0, 0, budget=Budget(ms=60_000.0, steps=0))
    bot.observe(game.events)
    assert bot.choose(seat_view(game, 0)) == Draw(0)
    last = table(["W+4", "G1 G2 G3 G4 G6 G7 G8"], "R5")
    assert decide(last, "hard") in {Play(0, card("W+4"), c) for c in (R, Y, G, B)}


def test_hard_keeps_a_wild_to_go_out_with_at_a_table() -> None:  # T2
    # Two cards and a red one fits: the normal level spends the Wild for its hand being
    # small, hard's first choice keeps it as a last card that always fits...
    hands = ["W R1", "G1 G2 G3 G4 G6 G7 G8", "Y1 Y2 Y3 Y4 Y6", "B1 B2 B4 B6 B7"]
    game = table(hands, "R5")
    assert decide(game, "normal") == Play(0, card("W"), R, uno=True)
    first = HardBot(0, 0, budget=Budget(ms=60_000.0, steps=0))
    first.observe(game.events)
    assert first.choose(seat_view(game, 0)) == Play(0, card("R1"), uno=True)
    # ... unless the next player is nearly out.
    hands[1] = "G1 G2"
    danger = table(hands, "R5")
    first = HardBot(0, 0, budget=Budget(ms=60_000.0, steps=0))
    first.observe(danger.events)
    played = first.choose(seat_view(danger, 0))
    assert isinstance(played, Play) and played.card == card("W")


def test_hard_goes_out_through_a_chain_of_turns_coming_back() -> None:  # A5
    game = table(["B7 RS BS", "G1 G2 G3 G4 G6 G7 G8"], "R2")
    assert decide(game, "hard") == Play(0, card("RS"))


def test_hard_keeps_the_colour_its_opponent_could_not_follow() -> None:
    game = table(["W R3 R4 B6 B7", "R1 R2 G3 G4 B8 B9 G1"], "Y5", draw="G8", first=1)
    game.apply(Draw(1))  # Bruno has no yellow and no 5: he draws (T3)
    action = decide(game, "hard", seat=0)
    assert action == Play(0, card("W"), Y)
    # The same hand without having seen Bruno draw names a colour it holds.
    fresh = HardBot(0, 0)
    chosen = fresh.choose(seat_view(game, 0))
    assert isinstance(chosen, Play) and chosen.color in (R, B)


def test_normal_and_hard_always_choose_one_of_the_offered_actions() -> None:
    game = table(["W W+4 R1 R1 RS R+2 B3", "G1 G2 G3 G4 G6 G7 G8"], "R5")
    for level in ("easy", "normal", "hard"):
        for seed in range(20):
            assert decide(game, level, seed=seed) in seat_view(game, 0).legal


# ---------------------------------------------------------------- memory


def test_memory_counts_the_unseen_cards() -> None:
    memory = Memory(0)
    memory.see(RoundStarted(1, 1, (3, 3)))
    memory.see(StartCardTurned(card("R5")))
    memory.see(CardPlayed(1, card("R7"), R))
    hand = cards("R1 R2 W")
    unseen = memory.unseen(hand)
    assert sum(unseen.values()) == 108 - 3 - 2
    assert unseen[card("R7")] == 1 and unseen[card("R5")] == 1 and unseen[card("W")] == 3


def test_memory_marks_a_void_when_a_player_draws_and_wears_it_down() -> None:
    memory = Memory(0)
    memory.see(RoundStarted(1, 1, (7, 7)))
    memory.see(StartCardTurned(card("R5")))
    memory.see(CardsDrawn(1, 1, 1, DrawReason.CHOICE))
    memory.see(CardPlayed(0, card("R3"), R))  # the drawn card did not fit: still void
    assert memory.void[1][R] >= 0.8
    memory.see(CardsDrawn(1, 2, 2, DrawReason.DRAW_TWO))
    assert 0.4 < memory.void[1][R] < 0.8
    memory.see(CardPlayed(1, card("R9"), R))
    assert memory.void[1][R] == 0.0
    kept = Memory(0)
    kept.see(RoundStarted(1, 1, (7, 7)))
    kept.see(StartCardTurned(card("B5")))
    kept.see(CardsDrawn(1, 1, 1, DrawReason.CHOICE))
    kept.see(DrawnCardKept(1))  # it fitted: perhaps a blue card
    assert kept.void[1][B] < 0.5


def test_memory_keeps_the_hand_a_challenge_showed_it() -> None:  # W4
    memory = Memory(1)
    memory.see(RoundStarted(1, 1, (3, 7)))
    memory.see(StartCardTurned(card("R5")))
    memory.see(CardPlayed(0, card("W+4"), G))
    memory.see(WildDrawFourChallenged(1, 0, True, R, cards("B1 G2")))
    assert memory.known[0] == {card("B1"): 1, card("G2"): 1}
    assert memory.void[0][R] == 1.0 and memory.void[0][Y] == 1.0
    assert memory.void[0][B] == 0.0
    memory.see(CardPlayed(0, card("G2"), G))
    assert memory.known[0] == {card("B1"): 1}
    # A new round forgets the hands but not the habits.
    memory.see(RoundStarted(2, 0, (7, 7)))
    assert not memory.known[0]
    assert memory.habits.answers[1][2] == [1, 1]


def test_normal_bot_is_a_bot_of_its_own() -> None:
    assert not isinstance(NormalBot(0, 0), HardBot)
