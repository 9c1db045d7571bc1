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
- What a player's hand cannot hold (``clues.Lack``), for sampling the hidden cards.
- Each player's last play from the hand, and their plays and draws this round in order
  (``logs``), for reading every play of the round and not only the last
  (``readings.better_cards``).
- Each player's Wild Draw Four habits (``habits.Habits``), kept across rounds.
- Under house rules (``handmoves``): what it knows of a hand moves with the hand when a 7
  or a 0 moves it (HR4); a stack drawn rather than passed on says the hand held nothing to
  stack (HR1-HR3); the cards drawn to match before the one that fitted did not fit (HR5);
  its own hand is followed through its plays and draws, so the hand it gives away is known.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

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
    HandsPassed,
    HandsSwapped,
    Reshuffled,
    RoundStarted,
    StartCardTurned,
    WildDrawFourAccepted,
    WildDrawFourChallenged,
)
from uno_tui.engine.rules import CLASSIC, Rules

from .clues import Decision, Drew, Lack, LogEntry, add_lack, draw_lack, matters, play_lack, spend
from .habits import Habits
from .handmoves import drew_stack, move_hands, sources_of_pass, sources_of_swap, stackers

#: Chance that a card drawn unseen is of a given colour (25 of 108).
COLOR_SHARE = 25 / 108
#: How sure a voluntary draw makes us that the player had no card of the active colour.
VOID_FROM_DRAW = 0.85
#: What is left of that when the drawn card fitted and was kept: it may be of that colour.
VOID_AFTER_KEEP = 0.35


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
        #: How each player bluffs and answers a Wild Draw Four (kept across rounds).
        self.habits = Habits()
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
        #: Own hand: as of the last decision (the host's views keep it up to date), then
        #: followed through this seat's plays and draws.
        self.hand: Sequence[Card] = ()
        #: The rules played (the bot tells them at its first decision; classic till then).
        self.rules: Rules = CLASSIC
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

    # ------------------------------------------------------------------ remembering

    def see(self, event: Event) -> None:
        kind = type(event)
        from_hand = True
        pending = self._pending_draw
        if pending is not None and kind is CardsDrawn:
            assert isinstance(event, CardsDrawn)
            if event.seat == pending[0] and event.reason is DrawReason.CHOICE:
                self._drawn(event, matching_on=True)  # HR5: the cards so far did not fit
                return
        if pending is not None:
            if kind is CardPlayed:
                assert isinstance(event, CardPlayed)
                from_hand = event.seat != pending[0]  # else the card just drawn
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
        elif kind is HandsSwapped:
            assert isinstance(event, HandsSwapped)
            move_hands(self, sources_of_swap(self.n, event))
        elif kind is HandsPassed:
            assert isinstance(event, HandsPassed)
            move_hands(self, sources_of_pass(self.n, event))

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
        self.habits.reset(n)

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
            if from_hand and self.rules.jump_in and card == top:
                pass  # perhaps a jump-in (HR6): played out of turn, not chosen among others
            elif from_hand and previous is not None and top is not None:
                decision = Decision(
                    card, event.color, previous, top, tuple(self.sizes), self.clockwise
                )
                self.decisions[seat] = decision
                self.drawn_since[seat] = 0
                if log is not None:
                    log.append(decision)
                lack = play_lack(card, previous, top, matters(self.sizes, seat, self.clockwise))
                if lack is not None:
                    add_lack(self.lacks[seat], lack, again=False)
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
        if mine and card in self.hand:
            hand = list(self.hand)
            hand.remove(card)
            self.hand = hand
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
            self.kept_wilds[seat] = spend(
                self.lacks[seat], card, self.unknown_cards(seat), self.kept_wilds[seat]
            )
        if card.color is not None:
            self.void[seat][card.color] = 0.0
        elif self.kept_wilds[seat]:
            self.kept_wilds[seat] -= 1

    def _drawn(self, event: CardsDrawn, matching_on: bool = False) -> None:
        """``matching_on``: a further card drawn to match (HR5): the ones before it did
        not fit, so the rule the first draw added spares none of them."""
        seat = event.seat
        if not self.sizes:
            return
        self.sizes[seat] += event.count
        if seat == self.seat:
            self.hand = [*self.hand, *event.cards]
        if seat == self.seat or not event.count:
            return
        if self.drawn_since:
            self.drawn_since[seat] += event.count
            log = self.logs[seat]
            if log is not None:
                log.append(Drew(event.count))
        lacks = self.lacks[seat]
        for lack in lacks[:-1] if matching_on else lacks:
            lack.free += event.count
        void = self.void[seat]
        if event.reason is DrawReason.STACK and self.top is not None:
            drew_stack(self, seat, event.count, stackers(self.rules, self.top.rank))
        if event.reason is DrawReason.CHOICE:
            if not matching_on:
                add_lack(self.lacks[seat], draw_lack(self.color, self.top))
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
        if w4 is None or not self.n:
            return
        player, previous, p_none, size = w4
        self.habits.answered(event.seat, size, False)
        if self.rules.stacks_wild_draw_four and event.seat != self.seat:
            drew_stack(self, event.seat, 0, stackers(self.rules, Rank.WILD_DRAW_FOUR))
        if player != self.seat:
            void = self.void[player]
            void[previous] = max(void[previous], 1.0 - self.habits.p_bluff(player, p_none))

    def _challenged(self, event: WildDrawFourChallenged) -> None:
        w4 = self._w4
        self._w4 = None
        player = event.player
        if not self.n:
            return
        if w4 is not None:
            _, _, p_none, size = w4
            self.habits.answered(event.challenger, size, True)
            if player != self.seat:
                self.habits.verdict(player, p_none, event.legal)
        if player == self.seat:
            return
        self.void[player][event.previous_color] = 1.0 if event.legal else 0.0
        lacks = self.lacks[player]
        if event.legal:
            add_lack(lacks, Lack(event.previous_color, None, False))  # W1, W5
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


_DECK: Counter[Card] = Counter(full_deck())
_BY_COLOR: dict[Color, tuple[Card, ...]] = {
    color: tuple(card for card in CARD_KINDS if card.color is color) for color in COLORS
}
