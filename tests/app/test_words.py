"""The words players read: card names, chips, the event log, announcements, refusals."""

from __future__ import annotations

import re

from uno_tui.engine import (
    Accept,
    Card,
    Catch,
    Challenge,
    Color,
    Draw,
    Game,
    Play,
    make_setup,
)
from uno_tui.engine.events import (
    CardsDrawn,
    DrawReason,
    Event,
    SkipReason,
    TurnSkipped,
    event_for_seat,
)
from uno_tui.i18n import _, install, ngettext
from uno_tui.i18n.words import (
    announcement,
    card_chip,
    card_lines,
    card_name,
    describe_events,
    fit_sentence,
    refusal,
)

from .scenarios import deal

C = Card.from_code
NAMES = ("Ana", "Bruno", "Carla")


def test_cards_always_name_their_colour() -> None:
    assert card_name(C("R7")) == "Red 7"
    assert card_name(C("B+2")) == "Blue Draw Two"
    assert card_name(C("W+4")) == "Wild Draw Four"
    assert card_lines(C("YR")) == ("YELLOW", "REV")
    assert card_lines(C("W")) == ("WILD", "")
    assert [card_chip(C(c)) for c in ("R5", "GS", "BR", "Y+2", "W", "W+4")] == [
        "R5",
        "GSk",
        "BRv",
        "Y+2",
        "W",
        "W+4",
    ]


def game_for(deals: list, names: tuple[str, ...] = NAMES) -> Game:  # type: ignore[type-arg]
    return Game(make_setup(names, seed=1, deals=deals))


def log(game: Game) -> list[str]:
    return describe_events([event_for_seat(e, None) for e in game.events], game.names)


def test_the_log_tells_a_challenge_in_one_sentence() -> None:
    # RULES.md's worked example: red 7 on top; Ana holds no red, plays W+4, names Green.
    game = game_for([deal(["W+4 B7 G1", "Y1 Y2 Y3", "Y4 Y5 Y6"], "R7", dealer=2)])
    game.apply(Play(0, C("W+4"), Color.GREEN))
    game.apply(Challenge(1))
    assert log(game)[-2:] == [
        "Ana played Wild Draw Four and named Green.",
        "Bruno challenged — Ana had no Red: Bruno draws 6 and loses the turn.",
    ]


def test_the_log_tells_a_lost_bluff_and_an_accepted_draw() -> None:
    game = game_for([deal(["W+4 R2 G1", "W+4 Y2 Y3", "Y4 Y5 Y6"], "R7", dealer=2)])
    game.apply(Play(0, C("W+4"), Color.YELLOW))
    game.apply(Challenge(1))
    assert log(game)[-1] == "Bruno challenged — Ana had Red: Ana draws 4 and Bruno plays."
    game.apply(Play(1, C("W+4"), Color.GREEN))
    game.apply(Accept(2))
    assert log(game)[-1] == "Carla accepted the Wild Draw Four: draws 4 and loses the turn."


def test_the_log_folds_draws_into_the_sentence_that_caused_them() -> None:
    game = game_for([deal(["R+2 R3 G1", "Y1 Y2 Y3", "Y4 Y5 Y6"], "R7", dealer=2)])
    game.apply(Play(0, C("R+2")))
    assert log(game)[-2:] == ["Ana played Red Draw Two.", "Bruno draws 2 and loses the turn."]
    game.apply(Draw(2))
    assert log(game)[-1] == "Carla drew a card."
    # Never which card: the log is public.
    assert not any("Yellow 7" in s for s in log(game)[-1:])


def test_catch_and_late_uno_sentences_and_announcements() -> None:
    game = game_for([deal(["R1 G1", "Y1 Y2 Y3", "Y4 Y5 Y6"], "R7", dealer=2)])
    game.apply(Play(0, C("R1")))
    events = game.apply(Catch(2, 0))
    assert log(game)[-1] == "Carla caught Ana without UNO: Ana draws 2."
    public = [event_for_seat(e, None) for e in events]
    assert announcement(public[0], NAMES, public[1:]) == (
        "Caught!",
        "Carla caught Ana without UNO: Ana draws 2.",
    )


def test_a_short_draw_says_how_many_cards_came() -> None:
    events: list[Event] = [
        CardsDrawn(1, 1, 2, DrawReason.DRAW_TWO),
        TurnSkipped(1, SkipReason.DRAW_TWO),
    ]
    assert describe_events(events, NAMES) == [
        "Bruno draws 1 card (only 1 card was left) and loses the turn."
    ]


def test_refusals_and_reasons_are_worded_by_the_ui() -> None:
    game = game_for([deal(["B3 W+4 R2", "Y1 Y2 Y3", "Y4 Y5 Y6"], "R7", dealer=2)])
    error = game.why_not(Play(0, C("B3")))
    assert error is not None
    assert refusal(error) == "Blue 3 matches neither the colour nor the number of Red 7."
    error = game.why_not(Catch(1, 0))
    assert error is not None and refusal(error) == "Ana holds 3 cards, not one."
    hand = game.hands[0]
    assert fit_sentence(C("R2"), C("R7"), Color.RED, hand) == ("Matches the colour in play, Red.")
    assert fit_sentence(C("W+4"), C("R7"), Color.RED, hand).startswith("Bluff: you hold Red.")


def test_catalogues_plug_in() -> None:
    def shout(message: str) -> str:
        """Upper case, leaving the {placeholders} alone (as a translation must)."""
        return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", lambda m: m.group(0).upper(), message)

    class Shout:
        def gettext(self, message: str, /) -> str:
            return shout(message)

        def ngettext(self, singular: str, plural: str, n: int, /) -> str:
            return shout(singular if n == 1 else plural)

    install(Shout())
    try:
        assert _("Red") == "RED"
        assert card_name(C("G2")) == "GREEN 2"
        assert ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 CARDS"
    finally:
        install(None)
    assert card_name(C("G2")) == "Green 2"
