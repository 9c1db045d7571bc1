"""What a player's plays and draws say of the hand they hold, read as a sensible player's.

The hard level's memory keeps, for each other player, the records it reads later
(``Decision``: a play from the hand and the table then; ``Drew``; a log of both, ``LogEntry``)
and what their hand cannot hold (``Lack``), for sampling the hidden cards: a player who
drew instead of playing had nothing that fitted (no card of the active colour, none of the
top card's rank, no Wild), a Wild Draw Four ruled legal in a challenge says its player held
none of the old colour, and a sensible player spends a Wild only when it matters or nothing
else fits. Cards drawn since are exempt (``Lack.free``), and a card played since that
breaks the rule uses one of them up (or, if none is left, shows the rule wrong: drawing is
allowed with a card that fits, T3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from uno_tui.engine.ask import direction_of, next_seat
from uno_tui.engine.cards import Card, Color, Rank

#: A sensible player's reasons to spend a Wild while another card fits: the next player
#: holds this many cards or fewer, or it holds this many itself (before playing).
SENSIBLE_DANGER = 2
SENSIBLE_SMALL = 2
#: At two seats: as the look-ahead (``sim.SMALL_HAND_TWO``).
SENSIBLE_SMALL_TWO = 3
#: How many rules a player's hand is remembered to break at most (the newest are kept).
MAX_LACKS = 4


@dataclass(frozen=True, slots=True)
class Decision:
    """A player's last play from their hand, and the table as they saw it then: which
    card, the colour it left in play, the colour and top card before it, every hand's size
    before it and the direction. A sensible player's choice says something of the hand it
    was made from (``readings.sensible``)."""

    card: Card
    named: Color
    color: Color
    top: Card
    sizes: tuple[int, ...]
    clockwise: bool


#: One change to a player's hand this round, oldest first (``Memory.logs``): a draw of
#: unseen cards (``Drew``), a card played from the hand with the table as it was then
#: (``Decision``, None when the memory had no table yet), or the card just drawn played at
#: once (``Card``).
@dataclass(frozen=True, slots=True)
class Drew:
    count: int


LogEntry = Drew | Decision | Card


@dataclass(slots=True)
class Lack:
    """What one player's hand cannot hold: cards of ``color``, of ``rank`` (when not None),
    Wilds (when ``wilds``); except ``free`` of its hidden cards (those drawn since)."""

    color: Color | None
    rank: Rank | None
    wilds: bool
    free: int = 0

    def forbids(self, card: Card) -> bool:
        if card.is_wild:
            return self.wilds or card.rank is self.rank
        return card.color is self.color or card.rank is self.rank


def matters(sizes: Sequence[int], seat: int, clockwise: bool) -> bool:
    """Before ``seat`` plays: is the next player or ``seat`` itself nearly out?"""
    nxt = next_seat(len(sizes), seat, direction_of(clockwise))
    small = SENSIBLE_SMALL if len(sizes) > 2 else SENSIBLE_SMALL_TWO
    return sizes[nxt] <= SENSIBLE_DANGER or sizes[seat] <= small


def play_lack(card: Card, previous: Color, top: Card, urgent: bool) -> Lack | None:
    """What a play of ``card`` from the hand says the hand lacked (``previous``, ``top``:
    the colour and the top card before it; ``urgent``: ``matters`` then). A Wild Draw
    Four says its player held none of the colour in play (W1, unless a bluff); a sensible
    player spends a Wild only when it matters or when nothing else fits, and when it
    matters spends a Wild if it has one."""
    if not card.is_wild:
        return Lack(None, Rank.WILD, False) if urgent else None
    rank = None if urgent or top.is_wild else top.rank
    if card.rank is Rank.WILD_DRAW_FOUR or not urgent:
        return Lack(previous, rank, False)
    return None


def draw_lack(color: Color | None, top: Card | None) -> Lack:
    """A player drew instead of playing on ``color`` and ``top``: nothing fitted."""
    return Lack(color, top.rank if top is not None and not top.is_wild else None, True)


def add_lack(lacks: list[Lack], lack: Lack, *, again: bool = True) -> None:
    """Remember ``lack`` among a player's ``lacks`` (not ``again`` if the same rule with no
    card drawn since is there already), keeping the newest ``MAX_LACKS``."""
    if again or lack not in lacks:
        lacks.append(lack)
        del lacks[:-MAX_LACKS]


def spend(lacks: list[Lack], card: Card, hidden: int, kept_wilds: int) -> int:
    """A player played ``card`` from its hidden cards (``hidden`` left): a rule it breaks
    used up a card drawn since, or was wrong. Returns how many drawn cards it still kept
    though they fitted (``Memory.kept_wilds``, of ``kept_wilds`` before)."""
    kept: list[Lack] = []
    if not card.is_wild and kept_wilds and any(lack.free and lack.forbids(card) for lack in lacks):
        kept_wilds -= 1  # a card drawn and kept that fitted, not a Wild
    for lack in lacks:
        if lack.forbids(card):
            lack.free -= 1
            if lack.free < 0:
                continue
        lack.free = min(lack.free, hidden)
        kept.append(lack)
    lacks[:] = kept
    return kept_wilds
