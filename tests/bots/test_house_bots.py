"""The hard level at tables with house rules (RULES.md HR1-HR7): its memory follows the
hands a 7 or a 0 moves, it chooses whom to swap with, when to play a 7 or a 0, when to
stack and when to keep a Draw Two, when to jump in; and every pair of house rules plays
seeded games of hard bots to the end."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from bot_host import BotTable

from uno_tui.bots import Budget, HardBot, make_bot
from uno_tui.engine import (
    DECK_SIZE,
    Card,
    DealSpec,
    Draw,
    Game,
    Phase,
    Play,
    make_setup,
    seat_view,
)
from uno_tui.engine.actions import SwapHands
from uno_tui.engine.rules import SWITCHES, Rules

NAMES = ("Ana", "Bruno", "Carla", "Duda")
#: The house-rule play alone (no search), so that a position shows the policy.
HEURISTIC = Budget(ms=60_000.0, steps=0)
SEVEN_O = Rules(seven_o=True)
STACKING = Rules(stack_draw_two=True)


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


def table(hands: Sequence[str], start: str, rules: Rules, *, first: int = 0) -> Game:
    """A game with a spelled-out deal in which seat ``first`` plays first (S4)."""
    n = len(hands)
    hands_dealt = tuple(cards(h) for h in hands)
    deal = DealSpec(hands_dealt, Card.from_code(start), (), dealer=(first - 1) % n)
    return Game(make_setup(NAMES[:n], seed=1, deals=[deal], rules=rules))


def bot_at(game: Game, level: str, seat: int) -> HardBot:
    bot = make_bot(level, seat, 0, budget=HEURISTIC)
    bot.observe(game.events)
    return bot  # type: ignore[return-value]


def apply(game: Game, bot: HardBot, action: object) -> None:
    bot.observe(game.apply(action))  # type: ignore[arg-type]


# ---------------------------------------------------------------- memory (HR4)


def test_memory_follows_a_swap_and_a_rotation() -> None:
    game = table(["R7 R1 B2 G3", "R0 Y1 Y2 Y3 Y4 Y5", "B5 B6", "G1 G2 G4 G5 G6"], "R5", SEVEN_O)
    hard = bot_at(game, "hard", 0)
    apply(game, hard, Play(0, Card.from_code("R7")))
    swap = hard.choose(seat_view(game, 0))
    assert swap == SwapHands(0, 2)  # the smallest hand
    apply(game, hard, swap)
    mem = hard.memory
    # The hand it gave away is known card for card, where it went.
    assert mem.known[2] == Counter(cards("R1 B2 G3"))
    assert mem.sizes == [2, 6, 3, 5]
    apply(game, hard, Play(1, Card.from_code("R0")))  # every hand passes on, clockwise
    assert mem.known[3] == Counter(cards("R1 B2 G3"))
    assert not mem.known[2]
    assert mem.sizes == [len(h) for h in game.hands] == [5, 2, 5, 3]


# ---------------------------------------------------------------- seven-O (HR4)


def test_hard_swaps_with_the_small_hand_it_knows_is_strong() -> None:
    game = table(
        ["R7 R1 B2 G3 Y4 Y6", "B1 B3 B4", "G7 G8 G9", "Y1 Y2 Y3 Y5 Y7 Y8 Y9"], "R5", SEVEN_O
    )
    apply(game, hard := bot_at(game, "hard", 0), Play(0, Card.from_code("R7")))
    normal = bot_at(game, "normal", 0)
    view = seat_view(game, 0)
    assert normal.choose(view) == SwapHands(0, 1)  # the first of the smallest hands
    # It knows Carla's three cards are two Wilds and a Green (say, a challenge showed them).
    hard.memory.known[2] = Counter(cards("W W+4 G7"))
    assert hard.choose(view) == SwapHands(0, 2)


def test_hard_plays_a_seven_or_a_zero_only_when_the_hands_it_brings_help() -> None:
    # Its hand is the smallest: a 7 would have to take a bigger one.
    hands = ["R7 R2 B9", "G1 G2 G3 G4 G6 G7 G8", "Y1 Y2 Y3 Y4 Y6 Y7 Y8", "B1 B2 B3 B4 B5 B6 B7"]
    game = table(hands, "R5", SEVEN_O)
    assert bot_at(game, "normal", 0).choose(seat_view(game, 0)).card.code == "R7"  # type: ignore[union-attr]
    assert bot_at(game, "hard", 0).choose(seat_view(game, 0)) == Play(0, Card.from_code("R2"))
    # The hand before it (clockwise: it comes to us with a 0) holds 2 cards, ours 6.
    game = table(
        ["R0 R1 R2 R3 B4 B5", "G1 G2 G3 G4 G6 G7 G8", "Y1 Y2 Y3 Y4 Y6", "B1 B2"], "R9", SEVEN_O
    )
    assert bot_at(game, "normal", 0).choose(seat_view(game, 0)).card.code == "R3"  # type: ignore[union-attr]
    assert bot_at(game, "hard", 0).choose(seat_view(game, 0)) == Play(0, Card.from_code("R0"))


# ---------------------------------------------------------------- stacking (HR1)


def test_hard_keeps_its_last_draw_two_for_a_stack() -> None:
    hands = [
        "R+2 R3 G8 B9 Y1",
        "G1 G2 G3 G4 G6 G7 G8",
        "Y2 Y3 Y4 Y6 Y7 Y8 Y9",
        "B1 B2 B3 B4 B5 B6 B7",
    ]
    game = table(hands, "R5", STACKING)
    assert bot_at(game, "normal", 0).choose(seat_view(game, 0)) == Play(0, Card.from_code("R+2"))
    assert bot_at(game, "hard", 0).choose(seat_view(game, 0)) == Play(0, Card.from_code("R3"))
    # The next player is about to go out: then the Draw Two is for them.
    hands[1] = "G1 G2"
    game = table(hands, "R5", STACKING)
    assert bot_at(game, "hard", 0).choose(seat_view(game, 0)) == Play(0, Card.from_code("R+2"))


def test_hard_does_not_pass_a_stack_to_a_player_who_passes_it_back() -> None:
    game = table(["G+2 R+2 G1 G2 G3", "B+2 R3 G4 Y5 Y6"], "R5", STACKING)
    normal, hard = bot_at(game, "normal", 1), bot_at(game, "hard", 1)
    events = game.apply(Play(0, Card.from_code("R+2")))
    normal.observe(events)
    hard.observe(events)
    assert game.owed == 2 and game.current == 1
    view = seat_view(game, 1)
    assert normal.choose(view) == Play(1, Card.from_code("B+2"))
    assert hard.choose(view) == Play(1, Card.from_code("B+2"))  # it cannot know they can
    # It knows Ana holds another Draw Two (say, it gave her that hand with a 7): two
    # cards now would be six then.
    hard.memory.known[0] = Counter(cards("G+2"))
    assert hard.choose(view) == Draw(1)


# ---------------------------------------------------------------- jump-in (HR6)


def test_hard_jumps_in_with_the_card_on_top_but_keeps_its_last_draw_two() -> None:
    jump = Rules(jump_in=True, stack_draw_two=True)
    game = table(["R1 G2 G3", "B3 B4 B6", "R5 Y1 Y2", "Y3 Y4 Y6"], "R5", jump)
    hard = bot_at(game, "hard", 2)
    assert hard.jump_in(seat_view(game, 2)) == Play(2, Card.from_code("R5"))
    game = table(["R1 G2 G3", "B3 B4 B6", "R+2 Y1 Y2", "Y3 Y4 Y6 Y7"], "R+2", jump)
    view = seat_view(game, 2)
    assert any(type(a) is Play for a in view.legal)  # the engine lists the jump-in
    assert bot_at(game, "hard", 2).jump_in(view) is None


# ---------------------------------------------------------------- whole games

#: Every house rule by itself: the switches and the 4-card UNO penalty (HR1-HR7).
CHOICES: tuple[Rules, ...] = (*(Rules(**{name: True}) for name in SWITCHES), Rules(uno_penalty=4))


def _union(a: Rules, b: Rules) -> Rules:
    on = {name: True for name in SWITCHES if getattr(a, name) or getattr(b, name)}
    return Rules(**on, uno_penalty=max(a.uno_penalty, b.uno_penalty))


PAIRS = [_union(a, b) for a, b in itertools.combinations(CHOICES, 2)]
ALL = Rules(**dict.fromkeys(SWITCHES, True), uno_penalty=4)


@pytest.mark.parametrize("rules", [*PAIRS, ALL], ids=lambda r: "+".join(r.chosen()))
def test_every_pair_of_house_rules_plays_to_the_end_with_hard_bots(rules: Rules) -> None:
    for seed in (1, 2):
        rng = random.Random(f"{rules.chosen()}:{seed}")
        seats = rng.choice((2, 3, 4))
        levels = ["hard"] + [rng.choice(("normal", "hard")) for _ in range(seats - 1)]
        setup = make_setup(NAMES[:seats], target=100, seed=seed, rules=rules)
        host = BotTable(setup, levels, seed, budget=Budget(ms=60_000.0, steps=30))
        game = host.game
        for _ in range(20_000):
            if game.phase is Phase.GAME_OVER:
                break
            if rules.jump_in and game.phase is Phase.TURN and _jumped_in(host):
                continue
            host.step()
            assert sum(map(len, game.hands)) + len(game.draw_pile) + len(game.discard) == DECK_SIZE
        assert game.phase is Phase.GAME_OVER


def _jumped_in(host: BotTable) -> bool:
    """HR6: each hard bot holding the card on top may jump in, as a hosted table asks."""
    for bot in host.bots:
        if isinstance(bot, HardBot) and bot.seat != host.game.current:
            view = seat_view(host.game, bot.seat)
            action = bot.jump_in(view)
            if action is not None:
                assert action in view.legal
                host.apply(action, None)
                return True
    return False
