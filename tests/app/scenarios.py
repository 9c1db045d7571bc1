"""Spelled-out deals (RECORD.md ``deals``) for the app tests: every card that matters is
named, so each scenario plays the same way through the real screens every time."""

from __future__ import annotations

from collections.abc import Sequence

from uno_tui.engine import Card, DealSpec


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


def deal(
    hands: Sequence[str], start: str, draw: str = "", *, dealer: int | None = None
) -> DealSpec:
    """``hands`` as space-separated card codes per seat; ``draw`` is the top of the draw
    pile, top first; the rest of the deck is shuffled under it."""
    return DealSpec(
        hands=tuple(cards(h) for h in hands),
        start=Card.from_code(start),
        draw_pile=cards(draw) if draw else (),
        dealer=dealer,
    )


#: Two players. Bruno deals, so Ana plays first; the start card is a Wild (S8).
#: Ana names Red and plays R5; Bruno draws R1 and plays it; Ana plays R7 saying UNO;
#: Bruno draws R3 and keeps it; Ana goes out with R2: she scores G2 Y9 B7 R3 = 21 points,
#: reaching the target of 20.
TWO_PLAYER_WILD_START = [
    deal(["R5 R7 R2", "G2 Y9 B7"], "W", "R1 R3 G4 G5", dealer=1),
]

#: Four players; Duda deals, so Ana plays first on Red 5.
#: Ana plays W+4 (legal: no red) naming Blue; Bruno challenges and loses (draws 6).
#: Carla plays W+4 holding B8 (illegal) naming Green; Duda challenges and wins (Carla
#: draws 4). Duda plays G7 forgetting UNO and says it late from Ana's curtain. Ana plays
#: G6 forgetting UNO and Bruno catches her.
FOUR_PLAYER_CHALLENGES = [
    deal(
        ["W+4 B1 G6", "Y5 Y6 Y7", "W+4 B8 Y3", "G7 G9"],
        "R5",
        "B2 B3 B4 B5 B6 B7 Y1 Y2 Y4 Y8 G1 G2",
        dealer=3,
    ),
]
