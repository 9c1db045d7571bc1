"""How a game is set up: players, target, seed, starting scores and spelled-out deals.

``GameSetup`` is the part of a game record (RECORD.md) that comes before the actions; it
validates itself so that a ``Game`` built from it can always be played.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from enum import StrEnum

from .cards import DECK_COUNTS, Card, Rank
from .errors import RecordError, card_name
from .rules import CLASSIC, Rules
from .values import Value

MIN_PLAYERS = 2  # D3
MAX_PLAYERS = 10  # D3
DEFAULT_TARGET = 500  # P2
HAND_SIZE = 7  # S3
#: The longest player name, in characters (the setup screen's name field holds as many).
MAX_NAME_LENGTH = 16
#: Unicode categories a name may not hold: controls (C0, DEL, C1), format characters
#: (bidi controls, zero-width ones), lone surrogates, and line or paragraph separators.
#: A name reaches terminals, transcripts and other people's screens: it must not drive them.
_FORBIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


class NameProblem(StrEnum):
    """Why a player name, or the table's names, cannot be used (the UI words it)."""

    NOT_TEXT = "not_text"
    EMPTY = "empty"
    TOO_LONG = "too_long"
    CONTROL = "control"
    DUPLICATE = "duplicate"


class BadName(RecordError):
    """A player name that cannot be used: ``problem`` says why, ``seat`` which one (0-based)."""

    def __init__(self, problem: NameProblem, seat: int, name: object) -> None:
        self.problem = problem
        self.seat = seat
        self.name = name
        super().__init__(f"player {seat}: {_PROBLEM_TEXT[problem]}: {quote(name)}")


_PROBLEM_TEXT = {
    NameProblem.NOT_TEXT: "a name must be text",
    NameProblem.EMPTY: "every player needs a name",
    NameProblem.TOO_LONG: f"a name has at most {MAX_NAME_LENGTH} characters",
    NameProblem.CONTROL: "a name may not hold control or format characters",
    NameProblem.DUPLICATE: "two players have the same name",
}


def quote(value: object, limit: int = 40) -> str:
    """A short, printable excerpt of ``value`` for an error line: ``repr`` (which escapes
    control, format and surrogate characters), cut to about ``limit`` characters."""
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit]) + "…"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "a number too large"
    if isinstance(value, (list, dict)):
        return "a list" if isinstance(value, list) else "an object"
    text = repr(value)
    return text if len(text) <= limit + 2 else text[:limit] + "…"


def forbidden_char(name: str) -> str | None:
    """The first character of ``name`` that may not appear in a name, if any."""
    for char in name:
        if unicodedata.category(char) in _FORBIDDEN_CATEGORIES:
            return char
    return None


def check_names(names: Sequence[object]) -> None:
    """Every entry point's one rule for player names (command line, setup screen, records,
    saves): text, not blank, at most ``MAX_NAME_LENGTH`` characters, no control or format
    character, and no two the same (ignoring case and surrounding spaces). Raises
    ``BadName``."""
    seen: dict[str, int] = {}
    for seat, name in enumerate(names):
        if not isinstance(name, str):
            raise BadName(NameProblem.NOT_TEXT, seat, name)
        if forbidden_char(name) is not None:
            raise BadName(NameProblem.CONTROL, seat, name)
        if not name.strip():
            raise BadName(NameProblem.EMPTY, seat, name)
        if len(name) > MAX_NAME_LENGTH:
            raise BadName(NameProblem.TOO_LONG, seat, name)
        key = name.strip().casefold()
        if key in seen:
            raise BadName(NameProblem.DUPLICATE, seat, name)
        seen[key] = seat


class Rest(StrEnum):
    """Where the cards a spelled-out deal does not name go (RECORD.md)."""

    DRAW_PILE = "draw_pile"
    DISCARD = "discard"


class DealSpec(Value):
    """One spelled-out round: hands, start card and the top of the draw pile (top first)."""

    hands: tuple[tuple[Card, ...], ...]
    start: Card
    draw_pile: tuple[Card, ...] = ()
    rest: Rest = Rest.DRAW_PILE
    dealer: int | None = None

    def named(self) -> Counter[Card]:
        """How often each face is named anywhere in this deal."""
        counts: Counter[Card] = Counter()
        for hand in self.hands:
            counts.update(hand)
        counts[self.start] += 1
        counts.update(self.draw_pile)
        return counts

    def rest_cards(self) -> list[Card]:
        """The cards of the 108 not named here, in deck order (the caller shuffles them)."""
        named = self.named()
        return [
            card for card, copies in DECK_COUNTS.items() for _ in range(copies - named.get(card, 0))
        ]


class GameSetup(Value):
    """Everything a game needs before its first action."""

    players: tuple[str, ...]
    target: int = DEFAULT_TARGET
    seed: int = 0
    scores: tuple[int, ...] = ()
    deals: tuple[DealSpec, ...] = ()
    #: The rules played (RECORD.md ``rules``; classic unless the table chose house rules).
    rules: Rules = CLASSIC

    def __post_init__(self) -> None:
        n = len(self.players)
        if not isinstance(self.rules, Rules):
            raise RecordError("rules must be a Rules value")
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise RecordError(f"{n} players: a game has {MIN_PLAYERS} to {MAX_PLAYERS}")
        check_names(self.players)
        if not _is_int(self.target) or self.target <= 0:
            raise RecordError(f"target must be a positive whole number, not {quote(self.target)}")
        if not _is_int(self.seed):
            raise RecordError(f"seed must be a whole number, not {quote(self.seed)}")
        if not self.scores:
            object.__setattr__(self, "scores", (0,) * n)
        if len(self.scores) != n:
            raise RecordError(f"scores has {len(self.scores)} entries for {n} players")
        for score in self.scores:
            if not _is_int(score) or score < 0:
                raise RecordError(
                    f"a score must be a whole number of 0 or more, not {quote(score)}"
                )
            if score >= self.target:
                raise RecordError(f"a starting score of {quote(score)} is already at the target")
        for k, deal in enumerate(self.deals):
            _check_deal(k, deal, n)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_deal(k: int, deal: DealSpec, players: int) -> None:
    where = f"deal {k + 1}"
    if k == 0:
        if deal.dealer is None:
            raise RecordError(f"{where} needs a dealer")
        if not _is_int(deal.dealer) or not 0 <= deal.dealer < players:
            raise RecordError(f"{where}: dealer {quote(deal.dealer)} is not a player")
    elif deal.dealer is not None:
        raise RecordError(f"{where}: only the first deal names a dealer (S2 picks the rest)")
    if len(deal.hands) != players:
        raise RecordError(f"{where} has {len(deal.hands)} hands for {players} players")
    for i, hand in enumerate(deal.hands):
        if not hand:
            raise RecordError(f"{where}: player {i}'s hand is empty")
    for card, count in deal.named().items():
        if count > DECK_COUNTS[card]:
            raise RecordError(
                f"{where} names {card.code} {count} times; the deck has {DECK_COUNTS[card]}"
            )
    if deal.start.rank is Rank.WILD_DRAW_FOUR:
        # S9: another card must be turned; only the draw pile can give one.
        pile = list(deal.draw_pile)
        if deal.rest is Rest.DRAW_PILE:
            pile += deal.rest_cards()
        if all(card.rank is Rank.WILD_DRAW_FOUR for card in pile):
            raise RecordError(
                f"{where}: the start {card_name(deal.start)} has no other card to turn (S9)"
            )


def make_setup(
    players: Sequence[str],
    *,
    target: int = DEFAULT_TARGET,
    seed: int = 0,
    scores: Sequence[int] = (),
    deals: Sequence[DealSpec] = (),
    rules: Rules = CLASSIC,
) -> GameSetup:
    """Build and validate a ``GameSetup`` from plain sequences."""
    return GameSetup(tuple(players), target, seed, tuple(scores), tuple(deals), rules)
