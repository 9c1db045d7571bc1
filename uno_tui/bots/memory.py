"""What the hard bot remembers of the public events (and of what was shown to it alone).

- The cards in the discard pile since the last reshuffle (T5), so the unseen cards can be
  counted: the deck, less its own hand, less the discard pile, less cards known to be in
  someone's hand.
- For each player, how likely they hold *no* card of each colour ("void"): a voluntary
  draw while colour X was active says they probably had no X (probably: drawing is legal
  even with a card that fits, T3); a drawn card they then kept fitted, so perhaps it is X;
  an accepted Wild Draw Four says they probably had none of the old colour (W1); a
  challenge's verdict says it for certain. Every unknown card they draw since wears the
  void down by the chance that it is of that colour.
- The hand a challenge showed it (W4), less the cards played from it since.
- What a player's hand cannot hold (``Lack``), for sampling the hidden cards: a player who
  drew instead of playing had nothing that fitted (no card of the active colour, none of
  the top card's rank, no Wild), and a Wild Draw Four ruled legal in a challenge says its
  player held none of the old colour. Cards drawn since are exempt (``Lack.free``), and a
  card played since that breaks the rule uses one of them up (or, if none is left, shows the
  rule wrong: drawing is allowed with a card that fits, T3).
- Each player's plays and draws this round, in order (``logs``), for reading every play
  of the round and not only the last (``sample.better_cards``).
- How each player answers a Wild Draw Four (accepted or challenged, by the size of the hand
  it left), and how often their own Wild Draw Fours turn out to be bluffs: a belief over a
  few bluffing rates, updated by each public verdict. These two last across rounds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from uno_tui.engine.cards import CARD_KINDS, COLORS, Card, Color, Rank, full_deck
from uno_tui.engine.events import (
    CardPlayed,
    CardsDrawn,
    ColorChosen,
    DealerDrawn,
    DirectionChanged,
    DrawnCardKept,
    DrawReason,
    Event,
    Reshuffled,
    RoundStarted,
    StartCardTurned,
    WildDrawFourAccepted,
    WildDrawFourChallenged,
)

#: Chance that a card drawn unseen is of a given colour (25 of 108).
COLOR_SHARE = 25 / 108
#: How sure a voluntary draw makes us that the player had no card of the active colour.
VOID_FROM_DRAW = 0.85
#: What is left of that when the drawn card fitted and was kept: it may be of that colour.
VOID_AFTER_KEEP = 0.35
#: Bluffing rates a player may have: the chance of playing a Wild Draw Four while holding
#: the active colour, relative to playing it without; with prior beliefs.
#: Many players never bluff (the sensible player: W1 is a rule).
BLUFF_RATES: tuple[float, ...] = (0.0, 0.02, 0.15, 0.4, 1.0)
BLUFF_PRIOR: tuple[float, ...] = (0.4, 0.3, 0.15, 0.09, 0.06)
#: Hand sizes the challenge counts tell apart (bigger hands count as this size).
BIG_HAND = 8


#: A sensible player's reasons to spend a Wild while another card fits: the next player
#: holds this many cards or fewer, or it holds this many itself (before playing).
SENSIBLE_DANGER = 2
SENSIBLE_SMALL = 3
#: How many rules a player's hand is remembered to break at most (the newest are kept).
MAX_LACKS = 4


@dataclass(frozen=True, slots=True)
class Decision:
    """A player's last play from their hand, and the table as they saw it then: which
    card, the colour it left in play, the colour and top card before it, every hand's size
    before it and the direction. A sensible player's choice says something of the hand it
    was made from (``sample.sensible``)."""

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


def hypergeometric_none(pool: int, marked: int, drawn: int) -> float:
    """Chance that ``drawn`` cards taken from ``pool`` include none of ``marked``."""
    if drawn <= 0 or marked <= 0:
        return 1.0
    if pool - marked < drawn:
        return 0.0
    p = 1.0
    for i in range(drawn):
        p *= (pool - marked - i) / (pool - i)
    return p


class Memory:
    """One seat's memory of a game; fed one redacted event at a time."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.n = 0
        self.sizes: list[int] = []
        self.top: Card | None = None
        self.color: Color | None = None
        #: Known cards of the discard pile, bottom first.
        self.discard: list[Card] = []
        self.void: list[dict[Color, float]] = []
        self.known: list[Counter[Card]] = []
        #: For each player, what their hidden cards cannot be (oldest first).
        self.lacks: list[list[Lack]] = []
        #: Belief over ``BLUFF_RATES`` for each player (kept across rounds).
        self.bluff: list[list[float]] = []
        #: For each player answering a Wild Draw Four: [faced, challenged] by the size of
        #: the hand it left (up to ``BIG_HAND``); kept across rounds.
        self.answers: list[list[list[int]]] = []
        #: Each player's last play from their hand this round (``Decision``), and how many
        #: cards they have drawn since.
        self.decisions: list[Decision | None] = []
        self.drawn_since: list[int] = []
        #: How many drawn cards each player kept though they fitted: a sensible player keeps
        #: only a Wild that does not matter yet, and plays any other card that fits (T3).
        self.kept_wilds: list[int] = []
        #: Each player's hand changes this round, oldest first (``LogEntry``), from the
        #: deal or from the moment their hand was last shown; None once they played in a way
        #: a sensible player never does (a bluff), so that their plays are not read.
        self.logs: list[list[LogEntry] | None] = []
        self.clockwise = True
        #: Own hand as of the last decision (the host's views keep it up to date).
        self.hand: Sequence[Card] = ()
        self._pending_draw: tuple[int, Color | None] | None = None
        #: The Wild Draw Four awaiting an answer: player, old colour, P(none of it), hand size.
        self._w4: tuple[int, Color, float, int] | None = None

    # ------------------------------------------------------------------ reading

    def unseen(self, hand: Sequence[Card]) -> Counter[Card]:
        """Cards this seat has not seen and knows nobody holds: the draw pile and the
        unknown part of the other hands."""
        counts = Counter(_DECK)
        counts.subtract(hand)
        counts.subtract(self.discard)
        for seat, known in enumerate(self.known):
            if seat != self.seat:
                counts.subtract(known)
        return +counts

    def unknown_cards(self, seat: int) -> int:
        """How many of ``seat``'s cards this seat knows nothing about."""
        return max(0, self.sizes[seat] - sum(self.known[seat].values()))

    def p_none_of(self, seat: int, color: Color, unseen: Counter[Card], pool: int) -> float:
        """Chance that ``seat`` holds no card of ``color``."""
        if not self.sizes:
            return hypergeometric_none(pool, 25, 7)
        if any(c.color is color for c in self.known[seat]):
            return 0.0
        marked = sum(unseen[card] for card in _BY_COLOR[color])
        fresh = hypergeometric_none(pool, marked, self.unknown_cards(seat))
        void = self.void[seat][color]
        return void + (1.0 - void) * fresh

    def p_bluff(self, seat: int, p_none: float) -> float:
        """Chance that ``seat``'s Wild Draw Four was illegal, given ``p_none`` that they held
        none of the old colour before knowing they played it."""
        if not self.bluff:
            weights: Sequence[float] = BLUFF_PRIOR
        else:
            weights = self.bluff[seat]
        held = 1.0 - p_none
        total = 0.0
        for weight, rate in zip(weights, BLUFF_RATES, strict=True):
            denominator = held * rate + p_none
            if denominator > 0:
                total += weight * held * rate / denominator
        return total

    def p_challenge(self, seat: int, hand_after: int) -> float:
        """Chance that ``seat`` challenges a Wild Draw Four played leaving ``hand_after``."""
        size = min(hand_after, BIG_HAND)
        # A sensible player challenges more the more cards the player kept.
        prior = min(0.6, 0.05 + 0.07 * size)
        if not self.answers:
            return prior
        faced, challenged = self.answers[seat][size]
        return (challenged + 2 * prior) / (faced + 2)

    # ------------------------------------------------------------------ remembering

    def see(self, event: Event) -> None:
        kind = type(event)
        from_hand = True
        if self._pending_draw is not None:
            if kind is CardPlayed:
                assert isinstance(event, CardPlayed)
                from_hand = event.seat != self._pending_draw[0]  # else the card just drawn
            self._resolve_draw(event)
        if kind is CardPlayed:
            assert isinstance(event, CardPlayed)
            self._played(event, from_hand)
        elif kind is CardsDrawn:
            assert isinstance(event, CardsDrawn)
            self._drawn(event)
        elif kind is ColorChosen:
            assert isinstance(event, ColorChosen)
            self.color = event.color
        elif kind is StartCardTurned:
            assert isinstance(event, StartCardTurned)
            self.discard.append(event.card)
            self.top = event.card
            self.color = event.card.color
        elif kind is DirectionChanged:
            assert isinstance(event, DirectionChanged)
            self.clockwise = event.clockwise
        elif kind is Reshuffled:
            self.discard = [self.top] if self.top is not None else []
        elif kind is WildDrawFourAccepted:
            assert isinstance(event, WildDrawFourAccepted)
            self._accepted(event)
        elif kind is WildDrawFourChallenged:
            assert isinstance(event, WildDrawFourChallenged)
            self._challenged(event)
        elif kind is RoundStarted:
            assert isinstance(event, RoundStarted)
            self.start(event.hand_sizes)
        elif kind is DealerDrawn:
            assert isinstance(event, DealerDrawn)
            self._ensure(len(event.rounds[0]))

    def _ensure(self, n: int) -> None:
        if self.n == n:
            return
        self.n = n
        self.sizes = [0] * n
        self.void = [dict.fromkeys(COLORS, 0.0) for _ in range(n)]
        self.known = [Counter() for _ in range(n)]
        self.lacks = [[] for _ in range(n)]
        self.decisions = [None] * n
        self.drawn_since = [0] * n
        self.kept_wilds = [0] * n
        self.logs = [[] for _ in range(n)]
        self.bluff = [list(BLUFF_PRIOR) for _ in range(n)]
        self.answers = [[[0, 0] for _ in range(BIG_HAND + 1)] for _ in range(n)]

    def start(self, sizes: Sequence[int]) -> None:
        """A new round with hands of ``sizes``: forget what the last one told."""
        self._ensure(len(sizes))
        self.sizes = list(sizes)
        self.discard = []
        self.top = None
        self.color = None
        self.void = [dict.fromkeys(COLORS, 0.0) for _ in range(self.n)]
        self.known = [Counter() for _ in range(self.n)]
        self.lacks = [[] for _ in range(self.n)]
        self.decisions = [None] * self.n
        self.drawn_since = [0] * self.n
        self.kept_wilds = [0] * self.n
        self.logs = [[] for _ in range(self.n)]
        self.clockwise = True
        self._pending_draw = None
        self._w4 = None

    def _played(self, event: CardPlayed, from_hand: bool = True) -> None:
        seat, card = event.seat, event.card
        previous = self.color
        if self.sizes and seat != self.seat and self.decisions:
            top = self.top
            log = self.logs[seat]
            if from_hand and previous is not None and top is not None:
                decision = Decision(
                    card, event.color, previous, top, tuple(self.sizes), self.clockwise
                )
                self.decisions[seat] = decision
                self.drawn_since[seat] = 0
                if log is not None:
                    log.append(decision)
                if card.is_wild:
                    self._wild_played(seat, card, previous, top)
                elif self._matters(seat):
                    # A sensible player spends a Wild when it matters: it holds none.
                    self._add_lack(seat, Lack(None, Rank.WILD, False))
            elif not from_hand:
                # The card just drawn went straight back out: the hand is as it was.
                self.drawn_since[seat] = max(0, self.drawn_since[seat] - 1)
                if log is not None:
                    log.append(card)
            elif log is not None:
                self.logs[seat] = None  # a play the memory cannot place: no reading
        self.discard.append(card)
        self.top = card
        self.color = event.color
        if not self.sizes:
            return
        self.sizes[seat] -= 1
        mine = seat == self.seat
        if card.rank is Rank.WILD_DRAW_FOUR and previous is not None:
            p_none = 1.0
            if not mine:
                unseen = self.unseen(self.hand)
                pool = max(1, sum(unseen.values()))
                p_none = self.p_none_of(seat, previous, unseen, pool)
            self._w4 = (seat, previous, p_none, self.sizes[seat])
        if mine:
            return
        known = self.known[seat]
        if card in known:
            known[card] -= 1
            if not known[card]:
                del known[card]
        else:
            self._spent(seat, card)
        if card.color is not None:
            self.void[seat][card.color] = 0.0
        elif self.kept_wilds[seat]:
            self.kept_wilds[seat] -= 1

    def _wild_played(self, seat: int, card: Card, previous: Color, top: Card) -> None:
        """A Wild from the hand: a Wild Draw Four says its player held none of the colour
        in play (W1, unless a bluff); and a sensible player spends a Wild only when it
        matters (the next player or itself nearly out) or when nothing else fits."""
        matters = self._matters(seat)
        rank = None if matters or top.is_wild else top.rank
        if card.rank is Rank.WILD_DRAW_FOUR or not matters:
            self._add_lack(seat, Lack(previous, rank, False))

    def _matters(self, seat: int) -> bool:
        """Before ``seat`` plays: is the next player or ``seat`` itself nearly out?"""
        nxt = (seat + (1 if self.clockwise else -1)) % len(self.sizes)
        return self.sizes[nxt] <= SENSIBLE_DANGER or self.sizes[seat] <= SENSIBLE_SMALL

    def _add_lack(self, seat: int, lack: Lack) -> None:
        lacks = self.lacks[seat]
        if lack not in lacks:  # the same rule, and no card drawn since
            lacks.append(lack)
            del lacks[:-MAX_LACKS]

    def _drawn(self, event: CardsDrawn) -> None:
        seat = event.seat
        if not self.sizes:
            return
        self.sizes[seat] += event.count
        if seat == self.seat or not event.count:
            return
        if self.drawn_since:
            self.drawn_since[seat] += event.count
            log = self.logs[seat]
            if log is not None:
                log.append(Drew(event.count))
        for lack in self.lacks[seat]:
            lack.free += event.count
        void = self.void[seat]
        if event.reason is DrawReason.CHOICE:
            top = self.top
            lacks = self.lacks[seat]
            lacks.append(
                Lack(
                    self.color,
                    top.rank if top is not None and not top.is_wild else None,
                    True,
                )
            )
            del lacks[:-MAX_LACKS]
            active = self.color
            for color in COLORS:
                if color is not active:
                    void[color] *= 1.0 - COLOR_SHARE
            if active is not None:
                void[active] = max(void[active], VOID_FROM_DRAW)
            self._pending_draw = (seat, active)
        else:
            keep = (1.0 - COLOR_SHARE) ** event.count
            for color in COLORS:
                void[color] *= keep

    def _resolve_draw(self, event: Event) -> None:
        """The event after a voluntary draw tells whether the drawn card fitted (T3)."""
        pending = self._pending_draw
        assert pending is not None
        self._pending_draw = None
        seat, active = pending
        kind = type(event)
        if kind is DrawnCardKept or kind is CardPlayed:
            assert isinstance(event, DrawnCardKept | CardPlayed)
            if event.seat == seat and self.lacks[seat]:
                # The drawn card fitted: it is the one hidden card the new rule spares (a
                # play uses it up at once).
                self.lacks[seat][-1].free = 1
        if kind is DrawnCardKept:
            assert isinstance(event, DrawnCardKept)
            if event.seat == seat:
                self.kept_wilds[seat] += 1
        if kind is DrawnCardKept and active is not None:
            assert isinstance(event, DrawnCardKept)
            if event.seat == seat:
                self.void[seat][active] = min(self.void[seat][active], VOID_AFTER_KEEP)
        # Played at once, or not playable at all: either way no card of the colour came in.

    def _accepted(self, event: WildDrawFourAccepted) -> None:
        w4 = self._w4
        self._w4 = None
        if w4 is None or not self.answers:
            return
        player, previous, p_none, size = w4
        counts = self.answers[event.seat][min(size, BIG_HAND)]
        counts[0] += 1
        if player != self.seat:
            void = self.void[player]
            void[previous] = max(void[previous], 1.0 - self.p_bluff(player, p_none))

    def _challenged(self, event: WildDrawFourChallenged) -> None:
        w4 = self._w4
        self._w4 = None
        player = event.player
        if not self.answers:
            return
        if w4 is not None:
            _, _, p_none, size = w4
            counts = self.answers[event.challenger][min(size, BIG_HAND)]
            counts[0] += 1
            counts[1] += 1
            if player != self.seat:
                self._update_bluff(player, p_none, event.legal)
        if player == self.seat:
            return
        self.void[player][event.previous_color] = 1.0 if event.legal else 0.0
        lacks = self.lacks[player]
        if event.legal:
            lacks.append(Lack(event.previous_color, None, False))  # W1, W5
            del lacks[:-MAX_LACKS]
        else:
            # W6: the hand held the old colour; a rule that left no room for it was wrong.
            # (The four cards of the penalty come as a draw of their own.)
            lacks[:] = [x for x in lacks if x.free or x.color is not event.previous_color]
        if event.hand or not event.legal:
            # Its hand is known now, or it bluffed: no longer read as a sensible player's.
            self.decisions[player] = None
            self.kept_wilds[player] = 0
            self.logs[player] = [] if event.legal else None
        if event.hand:
            self.known[player] = Counter(event.hand)
            lacks.clear()  # every card of the hand is known
            held = {c.color for c in event.hand}
            for color in COLORS:
                self.void[player][color] = 0.0 if color in held else 1.0

    def _spent(self, seat: int, card: Card) -> None:
        """``seat`` played ``card`` from its hidden cards: a rule it breaks used up a card
        drawn since, or was wrong."""
        lacks = self.lacks[seat]
        hidden = self.unknown_cards(seat)
        kept: list[Lack] = []
        if (
            not card.is_wild
            and self.kept_wilds[seat]
            and any(lack.free and lack.forbids(card) for lack in lacks)
        ):
            self.kept_wilds[seat] -= 1  # a card drawn and kept that fitted, not a Wild
        for lack in lacks:
            if lack.forbids(card):
                lack.free -= 1
                if lack.free < 0:
                    continue
            lack.free = min(lack.free, hidden)
            kept.append(lack)
        lacks[:] = kept

    def _update_bluff(self, player: int, p_none: float, legal: bool) -> None:
        held = 1.0 - p_none
        weights = self.bluff[player]
        for i, rate in enumerate(BLUFF_RATES):
            denominator = held * rate + p_none
            p_legal = p_none / denominator if denominator > 0 else 1.0
            weights[i] *= p_legal if legal else 1.0 - p_legal
        total = sum(weights)
        if total <= 0:
            weights[:] = BLUFF_PRIOR
        else:
            weights[:] = [w / total for w in weights]


_DECK: Counter[Card] = Counter(full_deck())
_BY_COLOR: dict[Color, tuple[Card, ...]] = {
    color: tuple(card for card in CARD_KINDS if card.color is color) for color in COLORS
}
