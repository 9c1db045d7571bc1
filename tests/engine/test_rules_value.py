"""``Rules``: the rules a game is played by, classic unless the table chose otherwise."""

from __future__ import annotations

import pytest

from uno_tui.engine import CLASSIC, Game, RecordError, Rules, make_setup, seat_view


def test_d2_classic_is_the_default_everywhere() -> None:
    assert Rules() == CLASSIC and CLASSIC.classic
    setup = make_setup(["Ana", "Bruno"])
    assert setup.rules is CLASSIC
    game = Game(setup)
    assert game.rules is CLASSIC
    assert seat_view(game, 0).rules is CLASSIC and seat_view(game, None).rules is CLASSIC


def test_rules_are_immutable_values() -> None:
    rules = Rules(uno_penalty=4)
    with pytest.raises(AttributeError):
        rules.uno_penalty = 2  # type: ignore[misc]
    assert rules == Rules(uno_penalty=4) and hash(rules) == hash(Rules(uno_penalty=4))
    assert rules != CLASSIC and not rules.classic


@pytest.mark.parametrize("penalty", [0, 3, 5, True, "2"])
def test_a_rule_out_of_its_choices_is_refused(penalty: object) -> None:
    with pytest.raises(RecordError):
        Rules(uno_penalty=penalty)  # type: ignore[arg-type]
