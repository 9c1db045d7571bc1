"""Catching at a table of several terminals (docs/RULES.md): HR8, a wrong catch costs the
catcher 2 cards; U6, one try at a catch per player per catch window; U7, the forgetful
player's grace. Every test names the rule id it checks."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from uno_tui.engine import (
    CLASSIC,
    Card,
    Catch,
    DealSpec,
    Draw,
    Game,
    IllegalAction,
    Play,
    Refusal,
    Rules,
    SayUno,
    game_state,
    game_to_record,
    loads_record,
    make_setup,
    parse_record,
    replay,
)
from uno_tui.engine.ask import wrong_catch_cost
from uno_tui.engine.catching import catch_window, why_not_catch
from uno_tui.engine.events import CardsDrawn, CatchMissed, DrawReason, UnoCaught

NAMES = ("Ana", "Bruno", "Carla")
HR8 = Rules(wrong_catch_penalty=True)


def card(code: str) -> Card:
    return Card.from_code(code)


def table(hands: Sequence[str], rules: Rules = CLASSIC) -> Game:
    """Seat 0 starts on a Red 9 (the last seat deals)."""
    deal = DealSpec(
        hands=tuple(tuple(card(c) for c in h.split()) for h in hands),
        start=card("R9"),
        draw_pile=tuple(card(c) for c in ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]),
        dealer=len(hands) - 1,
    )
    return Game(make_setup(NAMES[: len(hands)], seed=5, deals=[deal], rules=rules))


HANDS = ["R5 R6", "B1 B2 B3", "G1 G2 G3"]


# ---------------------------------------------------------------- HR8 a wrong catch costs 2


def test_hr8_is_off_by_default_a_wrong_catch_is_refused_and_costs_nothing() -> None:  # U5
    game = table(HANDS)
    game.apply(Play(0, card("R5"), uno=True))
    before = game_state(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(Catch(1, 0))
    assert info.value.reason is Refusal.CATCH_SAID_UNO
    assert game_state(game) == before and wrong_catch_cost(Rules()) == 0


def test_hr8_catching_a_player_who_said_uno_costs_the_catcher_2() -> None:
    game = table(HANDS, HR8)
    game.apply(Play(0, card("R5"), uno=True))
    events = game.apply(Catch(1, 0))
    assert events[0] == CatchMissed(1, 0)
    drew = [e for e in events if isinstance(e, CardsDrawn)]
    assert [(e.seat, e.count, e.reason) for e in drew] == [(1, 2, DrawReason.WRONG_CATCH)]
    assert [len(h) for h in game.hands] == [1, 5, 3]
    assert wrong_catch_cost(HR8) == 2
    assert not any(isinstance(e, UnoCaught) for e in game.events)


def test_hr8_catching_too_late_costs_the_catcher_2() -> None:
    game = table(HANDS, HR8)
    game.apply(Play(0, card("R5")))  # forgot UNO
    game.apply(Draw(1))  # U4: the next turn began
    game.apply(Catch(2, 0))
    assert [len(h) for h in game.hands] == [1, 4, 5]


def test_hr8_a_right_catch_is_the_classic_one_and_keeps_the_window_rules() -> None:  # U2
    game = table(HANDS, HR8)
    game.apply(Play(0, card("R5")))
    game.apply(Catch(1, 0))
    assert [len(h) for h in game.hands] == [3, 3, 3]
    assert game.uno_window is None


def test_hr8_a_wrong_catch_leaves_another_players_window_open() -> None:
    game = table(["R5 R6", "B1", "G1 G2 G3"], HR8)  # Bruno was dealt one card: nothing due
    game.apply(Play(0, card("R5")))  # Ana forgot UNO: her window is open
    game.apply(Catch(2, 1))  # Carla catches Bruno, who owed no UNO: Carla draws 2
    assert game.uno_window == 0 and [len(h) for h in game.hands] == [1, 1, 5]
    game.apply(Catch(1, 0))  # Ana is still caught
    assert [len(h) for h in game.hands] == [3, 1, 5]


def test_hr8_catching_oneself_or_a_player_not_holding_one_card_is_still_refused() -> None:
    game = table(HANDS, HR8)
    game.apply(Play(0, card("R5")))
    for action, reason in (
        (Catch(0, 0), Refusal.CATCH_SELF),
        (Catch(2, 1), Refusal.CATCH_NOT_ONE_CARD),
    ):
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.reason is reason
    assert game.uno_window == 0  # nothing changed: Ana may still be caught or say it
    game.apply(SayUno(0))


def test_hr8_is_recorded_as_a_house_rule_and_replays() -> None:  # RECORD.md rules
    game = table(HANDS, HR8)
    game.apply(Play(0, card("R5"), uno=True))
    game.apply(Catch(1, 0))
    record = game_to_record(game)
    assert record["rules"] == {"wrong_catch_penalty": True}
    assert record["actions"][-1] == {"by": 1, "catch": 0}
    assert parse_record(record).setup.rules == HR8
    again = replay(loads_record(json.dumps(record)))
    assert again.error is None and game_state(again.game) == game_state(game)
    assert [len(h) for h in again.game.hands] == [1, 5, 3]


def test_hr8_the_same_record_without_the_rule_stops_at_the_wrong_catch() -> None:
    game = table(HANDS, HR8)
    game.apply(Play(0, card("R5"), uno=True))
    game.apply(Catch(1, 0))
    record = game_to_record(game)
    del record["rules"]
    again = replay(loads_record(json.dumps(record)))
    assert again.error is not None and "Ana said UNO" in str(again.error)
    assert [len(h) for h in again.game.hands] == [1, 3, 3]


# ---------------------------------------------------------------- U6 one try per window


def test_u6_the_catch_window_lasts_from_one_action_to_the_next() -> None:
    game = table(HANDS)
    first = catch_window(game)
    game.apply(Play(0, card("R5")))
    second = catch_window(game)
    assert first != second
    game.apply(SayUno(0))
    assert catch_window(game) != second


def test_u6_a_player_who_tried_in_this_window_may_not_try_again() -> None:
    game = table(HANDS)
    game.apply(Play(0, card("R5")))
    right = Catch(1, 0)
    assert why_not_catch(game, right, tried=(), grace=False) is None
    error = why_not_catch(game, right, tried={1}, grace=False)
    assert error is not None and error.reason is Refusal.CATCH_SPENT
    assert str(error) == "Bruno already tried to catch since the last action: one catch each"
    # Another player who has not tried may.
    assert why_not_catch(game, Catch(2, 0), tried={1}, grace=False) is None


# ---------------------------------------------------------------- U7 the grace


def test_u7_no_catch_of_the_forgetful_player_while_the_grace_runs() -> None:
    game = table(HANDS)
    game.apply(Play(0, card("R5")))
    error = why_not_catch(game, Catch(1, 0), tried=(), grace=True)
    assert error is not None and error.reason is Refusal.CATCH_GRACE
    assert str(error) == "Ana may still say UNO: no catch during the grace"
    # The forgetful player may say it meanwhile, and after the grace the catch is made.
    assert game.why_not(SayUno(0)) is None
    assert why_not_catch(game, Catch(1, 0), tried=(), grace=False) is None


def test_u7_the_grace_does_not_hide_the_rules_own_refusals() -> None:  # U5
    game = table(HANDS)
    game.apply(Play(0, card("R5"), uno=True))
    error = why_not_catch(game, Catch(1, 0), tried=(), grace=True)
    assert error is not None and error.reason is Refusal.CATCH_SAID_UNO
