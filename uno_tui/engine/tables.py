"""Speed-ups that change no rule: objects made once and shared, and a faster seeded shuffle.

Actions and events are immutable, so the ones that recur (a seat's plays, a seat drawing one
card, a seat skipped by a Skip, ...) are made once per seat and card and reused: building an
object costs more than most of a play. ``MATCHING`` holds T1's match test, the one place it
is written. The tables fill in place as games need them (``build``: each ``Game`` asks for
its seats), so that importing the engine costs little and a two-player game does not wait
for the tables of ten seats; the names bound here stay the same objects.
"""

from __future__ import annotations

import random
import threading

from .actions import (
    Accept,
    Action,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    Keep,
    NextRound,
    Play,
    SayUno,
)
from .cards import CARD_KINDS, COLORS, DECK_SIZE, Card, Color, Rank
from .events import (
    CardPlayed,
    CardsDrawn,
    DirectionChanged,
    DrawReason,
    SkipReason,
    StartCardTurned,
    TurnSkipped,
    UnoSaid,
    WildDrawFourAccepted,
)
from .setup import MAX_PLAYERS

#: T1 for every face, by the face's ``index``: True where it may be played.
Matching = tuple[bool, ...]


class _Matching(dict[tuple[Color | None, Rank], Matching]):
    """What T1 lets be played on a top card, by (colour in play, rank of the top card),
    each made when first asked for."""

    def __missing__(self, key: tuple[Color | None, Rank]) -> Matching:
        color, rank = key
        # T1: a card may go on a top card of ``rank`` while ``color`` is in play if it is a
        # Wild, of that colour, or of that rank.
        entry = self[key] = tuple(
            card.is_wild or card.color is color or card.rank is rank for card in CARD_KINDS
        )
        return entry


MATCHING = _Matching()
#: By card that is not a Wild: what may go on it, its colour in play.
MATCHING_ON: list[Matching] = []
#: By card ``index``: a face whose play only passes the turn on (a number, a plain Wild).
_ACTIONS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
PLAIN = tuple(card.rank not in _ACTIONS for card in CARD_KINDS)

# -------------------------------------------------------------------- actions, by seat

#: Tables by card are tuples indexed by ``Card.index``: no hashing on the hot path.
#: By seat, then card: the plays of that card (one per colour for a Wild).
PLAYS: list[tuple[tuple[Play, ...], ...]] = []
DRAWS: list[Draw] = []
#: By seat: (Accept, Challenge).
ANSWERS: list[tuple[Action, ...]] = []
#: By seat: naming each colour of a start Wild (S8).
COLOR_CHOICES: list[tuple[Action, ...]] = []
SAY_UNO: list[SayUno] = []
#: By number of players, then the seat in the UNO window: every other seat's catch.
CATCHES: list[list[tuple[Catch, ...]]] = []
NEXT_ROUND: tuple[Action, ...] = (NextRound(),)
#: By seat, then card: its plays with a hand of two cards, each also saying UNO (U1).
PLAYS_WITH_UNO: list[tuple[tuple[Play, ...], ...]] = []
#: By seat, then the card just drawn: the actions of phase ``drawn`` (T3), Keep last ...
AFTER_DRAW: list[tuple[tuple[Action, ...], ...]] = []
#: ... and the same with a hand of two cards (U1).
AFTER_DRAW_WITH_UNO: list[tuple[tuple[Action, ...], ...]] = []

# -------------------------------------------------------------------- events, by seat

#: By seat and card: playing a card that is not a Wild (its colour becomes active).
PLAYED: list[tuple[CardPlayed, ...]] = []
#: By seat, Wild and the colour it names.
PLAYED_WILD: list[dict[Card, dict[Color, CardPlayed]]] = []
#: By seat and card: drawing one card instead of playing (T3).
DRAWN_BY_CHOICE: list[tuple[CardsDrawn, ...]] = []
#: By reason, then seat.
SKIPPED: dict[SkipReason, list[TurnSkipped]] = {reason: [] for reason in SkipReason}
#: By the new direction's ``clockwise``.
DIRECTION_CHANGED: dict[bool, DirectionChanged] = {}
#: By seat: UNO said with the play (U1), and said late (U3).
UNO_SAID: list[UnoSaid] = []
UNO_SAID_LATE: list[UnoSaid] = []
#: By the seat that accepts and the seat that played the Wild Draw Four (W3).
W4_ACCEPTED: list[list[WildDrawFourAccepted]] = []
#: By card: the start card turned (S3).
START_TURNED: dict[Card, StartCardTurned] = {}


def build(players: int = MAX_PLAYERS) -> None:
    """Fill the tables for seats 0 to ``players - 1`` (each seat once: a game with more
    players than any before extends them; later calls return at once)."""
    if len(PLAYS) >= players:
        return
    with _BUILDING:
        if not START_TURNED:
            _build_shared()
        for seat in range(len(PLAYS), players):
            _build_seat(seat)


#: Held while the tables grow (a computer player's thread may start a game meanwhile).
_BUILDING = threading.Lock()


def _build_shared() -> None:
    """What does not depend on the seats."""
    CATCHES.append([])  # no players, no catch
    DIRECTION_CHANGED.update({True: DirectionChanged(True), False: DirectionChanged(False)})
    # (A Wild's entry is never read: a Wild names its colour.)
    MATCHING_ON.extend(MATCHING[c.color, c.rank] for c in CARD_KINDS)
    START_TURNED.update({card: StartCardTurned(card) for card in CARD_KINDS})  # last: done


def _build_seat(seat: int) -> None:
    """One seat's entries, appended to every table by seat (``PLAYS`` last: ``build``
    counts the seats built by it)."""
    plain: dict[Card, tuple[Play, ...]] = {}
    uno: dict[Card, tuple[Play, ...]] = {}
    for card in CARD_KINDS:
        colors: tuple[Color | None, ...] = COLORS if card.is_wild else (None,)
        plain[card] = tuple(Play(seat, card, c, False) for c in colors)
        uno[card] = tuple(Play(seat, card, c, True) for c in colors)
    n = seat + 1  # this seat is the last of a game of n players
    CATCHES.append([tuple(Catch(s, t) for s in range(n) if s != t) for t in range(n)])
    DRAWS.append(Draw(seat))
    ANSWERS.append((Accept(seat), Challenge(seat)))
    COLOR_CHOICES.append(tuple(ChooseColor(seat, c) for c in COLORS))
    SAY_UNO.append(SayUno(seat))
    with_uno = {card: plain[card] + uno[card] for card in CARD_KINDS}
    PLAYS_WITH_UNO.append(tuple(with_uno[card] for card in CARD_KINDS))
    keep = Keep(seat)
    AFTER_DRAW.append(tuple((*plain[card], keep) for card in CARD_KINDS))
    AFTER_DRAW_WITH_UNO.append(tuple((*with_uno[card], keep) for card in CARD_KINDS))
    # A Wild's entry is never read (a Wild names its colour: PLAYED_WILD): red fills it.
    PLAYED.append(tuple(CardPlayed(seat, card, card.color or Color.RED) for card in CARD_KINDS))
    PLAYED_WILD.append(
        {
            card: {color: CardPlayed(seat, card, color) for color in COLORS}
            for card in CARD_KINDS
            if card.is_wild
        }
    )
    DRAWN_BY_CHOICE.append(
        tuple(CardsDrawn(seat, 1, 1, DrawReason.CHOICE, (card,)) for card in CARD_KINDS)
    )
    for reason, skipped in SKIPPED.items():
        skipped.append(TurnSkipped(seat, reason))
    UNO_SAID.append(UnoSaid(seat, False))
    UNO_SAID_LATE.append(UnoSaid(seat, True))
    W4_ACCEPTED.append([WildDrawFourAccepted(seat, player) for player in range(MAX_PLAYERS)])
    PLAYS.append(tuple(plain[card] for card in CARD_KINDS))


# -------------------------------------------------------------------- the shuffle

#: (i, bits that can hold i + 1) for each step of ``shuffle``'s walk.
_SHUFFLE_STEPS: tuple[tuple[int, int], ...] = tuple(
    (i, (i + 1).bit_length()) for i in range(DECK_SIZE)
)


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle(cards)`` does, twice as fast.

    The same Fisher-Yates walk, each index drawn as ``Random._randbelow`` draws it (the
    fewest random bits that can hold it, drawn again while too big), with the method
    calls taken out of the loop: seeded games stay the games they were.
    """
    n = len(cards)
    if n > DECK_SIZE:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, bits in reversed(_SHUFFLE_STEPS[1:n]):
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]
