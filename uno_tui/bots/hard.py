"""Hard: remembers every public event (``Memory``) and plays the odds.

At any table it
- challenges a Wild Draw Four by the odds that the player held the old colour (the unseen
  cards of that colour, the size of the player's hand, what their draws and past challenges
  gave away) and bluffed (how often their Wild Draw Fours turned out to be bluffs, starting
  from the belief that many players never bluff): when the
  four cards the player would draw, the four we would not and the turn we keep outweigh the
  two extra cards a wrong challenge costs (W5, W6);
- names, with a Wild, the colour it holds most, preferring one the next player seems to lack;
- at a table of three or more, keeps a Wild to go out with: the normal level spends its
  Wilds once its hand is small, but a Wild kept is a last card that always fits, so while a
  plain card fits and the next player is not nearly out it plays the plain card (and plays
  on so in its look-ahead, ``World.keeper``).

It plans (``search``): for every decision with more than one move worth weighing (which
card, which colour, play or draw, play the drawn card or keep it) it samples the hidden
cards consistently with what it has seen (reading the others as sensible players: what a
Wild, a kept card, a Wild not played or the card chosen among others says of a hand), plays
each move out to the end of the round many times, and makes the one that wins most (the
round, and its points; at a table of three or more, the chance of winning the match that
the round's points leave, ``value.Standing``). It thinks within a ``Budget``: a time
limit, and a number of simulated turns that does not grow with the table. Where nothing
needs weighing, or its memory does not match the view (a host that never called
``observe``), it plays its first choice: at a table of three or more the normal level's
heuristics with the three improvements above.

Two players, its first choice weighs every move in "cards" (below), and the search then
leaves it only for a move that beats it clearly, as at a bigger table (against normal, with
the same seeds: 74.3% of 300 matches instead of 70.3%, 83% of 100 instead of 79%). The
weighing: one for the card shed (more for its
points when the opponent is about to go out), the cards it makes the opponent draw, the cost
of spending a card worth keeping, and the position it leaves: the chance that the opponent
cannot follow the new colour and number (from the unseen cards and the opponent's voids)
and the cards it holds of that colour. A Skip, Reverse, Draw Two or accepted Wild Draw Four
gives the turn straight back (A5), so it looks for a chain of such plays that empties its
hand. What the benchmark taught it:

- A Wild Draw Four is worth most as the last card: it always fits, and the four cards it
  makes the opponent draw count in the score (E2). So it keeps it (drawing rather than
  spending it) until it can go out with it, alone or in a chain; when that means a bluff,
  it bluffs only if the opponent has seldom challenged a hand of that size.
- A Draw Two is likewise kept for late, a Wild for when it matters.

House rules: its memory follows every house rule's events (``handmoves``). Its look-ahead
plays the classic rules only, so at a table with stacking, seven-O or draw to match
(HR1-HR5) it searches only among the moves the look-ahead plays right, and weighs the
rest with its memory (``househard``: whom to swap with, when to play a 7 or a 0, when to
stack, when to keep a Draw Two); at a table with jump-in or the 4-card UNO penalty alone
it plays as at a classic one. ``jump_in`` is its choice of a jump-in (HR6).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import ClassVar

from uno_tui.engine.actions import Action, Play
from uno_tui.engine.cards import COLORS, Card, Color, Rank
from uno_tui.engine.events import Event
from uno_tui.engine.lookahead import goes_out_in_a_row, matches
from uno_tui.engine.view import SeatView

from .base import Budget, CatchModel
from .househard import house_decide, jump_in_choice, lookahead_plays, sync
from .memory import Memory, hypergeometric_none
from .normal import DANGER, NormalBot
from .sample import Inconsistent
from .search import DRAW, KEEP, Move, Stats, play_move, search
from .sim import COLOR_INDEX
from .tactics import Moves, color_counts, moves, next_seat, pick_play, without

#: In cards: what a challenge wins when the Wild Draw Four was illegal (the player draws
#: four, we draw none and keep the turn) and what it loses when legal (two more cards).
CHALLENGE_GAIN = 9.0
CHALLENGE_LOSS = 2.0
#: Naming a colour: each card held of it counts 1, the next player lacking it this much.
NAME_VOID = 1.5
#: At a table of three or more, keep a Wild to go out with: do not spend it for the hand
#: being small while a plain card fits and the next player is not nearly out (0: spend it
#: as the normal level does).
KEEP_FINISHER = 1

# Two players: what the parts of a move's value weigh, in cards (tuned with the benchmark).
#: Going out.
WIN = 100.0
#: Going out with a card that makes the opponent draw (E2).
WIN_DRAWING = 10.0
#: Cost of spending a Wild now rather than later (less near the end).
KEEP_WILD = 1.5
#: Cost of spending a Wild Draw Four other than to go out: more than any move is worth,
#: and still more than the four cards it gives once the opponent or we are nearly out.
KEEP_WILD_FOUR = 20.0
KEEP_WILD_FOUR_LATE = 8.0
#: Cost of spending a Draw Two, a Skip or a Reverse now rather than later.
KEEP_DRAW_TWO = 3.0
KEEP_SKIP = 0.5
#: Value of the opponent having nothing to follow with (they draw instead of playing).
BLOCK = 1.0
#: Value of each card left in hand of the colour left in play.
FOLLOW = 0.15
#: Value of playing again at once (A5) when that does not empty the hand.
TEMPO = 0.5
#: Bluff a Wild Draw Four only when the opponent challenges less often than this.
BLUFF_MAX = 0.2

_W4 = Rank.WILD_DRAW_FOUR
_WILD = Rank.WILD
_SKIP = Rank.SKIP
_REVERSE = Rank.REVERSE
_DRAW_TWO = Rank.DRAW_TWO


class HardBot(NormalBot):
    level: ClassVar[str] = "hard"
    catching: ClassVar[CatchModel] = CatchModel(catch=0.95, delay=(1.0, 2.0))

    def __init__(self, seat: int, seed: int, *, budget: Budget | None = None) -> None:
        super().__init__(seat, seed)
        self.memory = Memory(seat)
        self.budget = budget if budget is not None else Budget()
        self.stats = Stats()
        #: How it plays should its memory ever lose the thread of the events, and whether
        #: it has (never, with the events of any rules the engine plays: a safety net).
        self._fallback = NormalBot(seat, seed)
        self._lost = False

    def _see(self, event: Event) -> None:
        if self._lost:
            return
        try:
            self.memory.see(event)
        except (AssertionError, IndexError, KeyError, ValueError):
            self._lost = True

    def jump_in(self, view: SeatView) -> Play | None:
        """HR6: the jump-in to make now, out of turn (a host asks while ``view.legal``
        lists one for this seat), or None (``househard.jump_in_choice``)."""
        if self._lost:
            return None
        return jump_in_choice(self, view)

    def _decide(self, view: SeatView) -> Action:
        if self._lost:
            return self._fallback._decide(view)
        if not lookahead_plays(view.rules):
            # Stacking, seven-O, draw to match: the look-ahead cannot play them.
            return house_decide(self, view, _Odds(self.memory, view))
        sync(self, view)
        if len(view.hand_sizes) > 2:
            return self._plan(view)
        m = moves(view)
        if m.colors or (m.accept is not None and m.challenge is not None):
            return super()._decide(view)
        plan = _Duel(self, view)
        best: Action | None = None
        best_value = float("-inf")
        for card, options in m.plays.items():
            colors: Sequence[Color | None] = COLORS if card.is_wild else (None,)
            for color in colors:
                value = plan.play_value(view.hand, card, color or card.color, view.color)
                if value > best_value:
                    best_value = value
                    best = pick_play(options, color, True)
        if m.keep is not None and plan.stay_value() >= best_value:
            return self._weigh(view, m, m.keep)
        if m.draw is not None and (best is None or plan.draw_value() > best_value):
            return self._weigh(view, m, m.draw)
        assert best is not None
        return self._weigh(view, m, best)

    def _weigh(self, view: SeatView, m: Moves, heuristic: Action) -> Action:
        """Search the decision (``search``), leaving ``heuristic``'s move only for one that
        beats it clearly; ``heuristic`` where nothing needs weighing or the memory cannot
        sample."""
        if self.budget.steps <= 0:
            return heuristic
        candidates = self._candidates(view, m)
        actions = [c.action for c in candidates]
        if len(candidates) < 2 or heuristic not in actions:
            return heuristic
        mem = self.memory
        if len(mem.discard) != view.discard_pile or mem.top is not view.top:
            return heuristic  # the memory missed events: it cannot sample
        prior = actions.index(heuristic)
        try:
            keeper = KEEP_FINISHER > 0 and len(view.hand_sizes) > 2
            best = search(mem, view, candidates, prior, self.budget, self.rng, self.stats, keeper)
        except Inconsistent:
            return heuristic
        return candidates[best].action

    def _plan(self, view: SeatView) -> Action:
        """A table of three or more: search when there is a choice worth weighing."""
        heuristic = super()._decide(view)
        m = moves(view)
        if m.colors or m.accept is not None:
            return heuristic
        if KEEP_FINISHER:
            heuristic = self._keep_finisher(view, m, heuristic)
        return self._weigh(view, m, heuristic)

    def _keep_finisher(self, view: SeatView, m: Moves, heuristic: Action) -> Action:
        """The normal level spends a Wild once its hand is small; a Wild kept is a last
        card that always fits, so while a plain card fits and the next player is not
        nearly out, play the plain card."""
        if not isinstance(heuristic, Play) or not heuristic.card.is_wild or m.keep is not None:
            return heuristic
        plain = [c for c in m.plays if not c.is_wild]
        if not plain or view.hand_sizes[next_seat(view, self.seat)] <= DANGER:
            return heuristic
        return self._play(view, m, max(plain, key=lambda c: self._score(view, c)))

    def _candidates(self, view: SeatView, m: Moves) -> list[Move]:
        """The moves worth weighing: each playable card (a Wild naming each colour its
        holder keeps, or the one it would name), then drawing or keeping."""
        out: list[Move] = []
        for card, options in m.plays.items():
            if not card.is_wild:
                out.append(play_move(pick_play(options, None, True), card, -1))
                continue
            rest = without(view.hand, card)
            named = {c.color for c in rest if c.color is not None}
            named.add(self._name_color(view, rest))
            for color in COLORS:
                if color in named:
                    action = pick_play(options, color, True)
                    out.append(play_move(action, card, COLOR_INDEX[color]))
        if m.draw is not None:
            out.append(Move(m.draw, DRAW))
        if m.keep is not None:
            out.append(Move(m.keep, KEEP))
        return out

    def _challenges(self, view: SeatView) -> bool:
        pending = view.wild_draw_four
        assert pending is not None
        player, previous = pending
        odds = _Odds(self.memory, view)
        p_illegal = self.memory.habits.p_bluff(player, odds.p_none(player, previous))
        return p_illegal * CHALLENGE_GAIN > (1.0 - p_illegal) * CHALLENGE_LOSS

    def _name_color(self, view: SeatView, rest: Sequence[Card]) -> Color:
        odds = _Odds(self.memory, view)
        counts = color_counts(rest)
        nxt = next_seat(view, self.seat)
        return max(COLORS, key=lambda c: counts[c] + NAME_VOID * odds.p_none(nxt, c))


class _Odds:
    """Chances about the other hands, from the unseen cards and the memory."""

    def __init__(self, memory: Memory, view: SeatView) -> None:
        self.mem = memory
        self.unseen: Counter[Card] = memory.unseen(view.hand)
        self.pool = max(1, sum(self.unseen.values()))
        self.wilds = self.unseen[_WILD_CARD] + self.unseen[_W4_CARD]
        self._block: dict[tuple[int, Color, Rank], float] = {}

    def p_none(self, seat: int, color: Color) -> float:
        """Chance that ``seat`` holds no card of ``color``."""
        return self.mem.p_none_of(seat, color, self.unseen, self.pool)

    def p_block(self, seat: int, color: Color, rank: Rank) -> float:
        """Chance that ``seat`` has nothing to play on ``color`` / ``rank``."""
        key = (seat, color, rank)
        cached = self._block.get(key)
        if cached is not None:
            return cached
        unknown = self.mem.unknown_cards(seat)
        p = self.p_none(seat, color)
        if rank is not _WILD and rank is not _W4:
            same_rank = sum(
                k
                for card, k in self.unseen.items()
                if card.rank is rank and card.color is not color
            )
            p *= hypergeometric_none(self.pool, same_rank, unknown)
        p *= hypergeometric_none(self.pool, self.wilds, unknown)
        self._block[key] = p
        return p


class _Duel(_Odds):
    """Two players: the value, in cards, of each move of one decision."""

    def __init__(self, bot: HardBot, view: SeatView) -> None:
        super().__init__(bot.memory, view)
        self.view = view
        self.opponent = next_seat(view, bot.seat)
        left = view.hand_sizes[self.opponent]
        #: How much the points of a card shed count: most when the opponent is nearly out.
        self.points_weight = 1.2 if left <= 1 else 0.6 if left == 2 else 0.2 if left <= 4 else 0.05
        self.danger = left <= 2

    def leave(self, rest: Sequence[Card], top: Card, color: Color) -> float:
        """The position when the opponent moves next on ``top`` / ``color``."""
        value = BLOCK * self.p_block(self.opponent, color, top.rank)
        return value + FOLLOW * sum(1 for c in rest if c.color is color)

    def play_value(
        self, hand: Sequence[Card], card: Card, color: Color | None, active: Color | None
    ) -> float:
        """Playing ``card`` from ``hand`` (naming ``color``) when ``active`` is in play."""
        assert color is not None
        rest = list(hand)
        rest.remove(card)
        rank = card.rank
        if not rest:
            return WIN + (WIN_DRAWING if rank is _DRAW_TWO or rank is _W4 else 0.0)
        value = 1.0 + self.points_weight * card.points / 20
        if rank is _W4:
            if goes_out_in_a_row(rest, card, color):
                value = WIN
            else:
                keep = KEEP_WILD_FOUR_LATE if len(rest) <= 2 or self.danger else KEEP_WILD_FOUR
                value += 4.0 + TEMPO + self.leave(rest, card, color) - keep
            if not any(c.color is active for c in rest):
                return value
            # A bluff (W1): if challenged we draw four and the opponent plays on.
            p = self.mem.habits.p_challenge(self.opponent, len(rest))
            if p > BLUFF_MAX:
                return -WIN
            caught = -3.0 - KEEP_WILD_FOUR_LATE + self.leave(rest, card, color)
            return (1.0 - p) * value + p * caught
        if rank is _WILD:
            keep = KEEP_WILD * (0.4 if len(rest) <= 2 or self.danger else 1.0)
            return value - keep + self.leave(rest, card, color)
        if rank is _DRAW_TWO:
            return value - KEEP_DRAW_TWO + 2.0 + self.again(rest, card, color)
        if rank is _SKIP or rank is _REVERSE:
            return value - KEEP_SKIP + self.again(rest, card, color)
        return value + self.leave(rest, card, color)

    def again(self, rest: list[Card], top: Card, color: Color) -> float:
        """Our turn again at once (A5): going out if the hand allows, else tempo."""
        if goes_out_in_a_row(rest, top, color):
            return WIN
        return TEMPO + self.leave(rest, top, color)

    def draw_value(self) -> float:
        """Drawing instead of playing (T3): a card more, perhaps one that fits."""
        view = self.view
        assert view.color is not None
        fits = sum(k for card, k in self.unseen.items() if matches(card, view.top, view.color))
        return -1.0 + 0.5 * fits / self.pool + self.stay_value()

    def stay_value(self) -> float:
        """The table left as it is (keeping a drawn card, T3)."""
        view = self.view
        assert view.color is not None
        return self.leave(view.hand, view.top, view.color)


_WILD_CARD = Card(None, Rank.WILD)
_W4_CARD = Card(None, Rank.WILD_DRAW_FOUR)
