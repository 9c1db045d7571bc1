"""The hard level at a table whose house rules its look-ahead cannot play (HR1-HR5).

The look-ahead (``engine.lookahead``) knows the classic rules only: a 7 or a 0 there moves
no hand, a Draw Two there is never stacked, a draw there is one card. A search on it would
weigh these cards and draws wrongly, so at such a table the hard level makes its first
choice (the normal level's heuristics with its own: the challenge by the odds, the colour
the next player lacks, a Wild kept to go out with), weighs what the house rules change
with its memory (``houseplay.HouseSense``), and then searches only among the moves the
look-ahead plays right (``weigh_plain``: the cards that neither stack nor move hands, and
a one-card draw), leaving that choice only for one that does clearly better:

- **Whom to swap with on a 7** (HR4): the hand that leaves it the best position: the
  fewest cards, its Wilds (a hand it gave away it knows card for card); of equal ones, it
  gives its own hand to the player with most points.
- **When to play a 7 or a 0** (HR4): a 7 when the swap it allows gains on shedding a plain
  card, a 0 when the hand coming from the player before it is smaller than its own; not
  when its hand is the smallest (a 7 would have to take a bigger one). Drawing rather than
  a 7 or 0 that only loses.
- **Stacks** (HR1-HR3): it answers a stack with a card that stacks (a Draw Two before a
  Wild Draw Four) unless the stack would likely come back round to it with nothing left
  to pass it on (every other player holding a card that stacks, ``p_comes_back``); it
  keeps its last Draw Two as the answer to a stack rather than spend it on a player not
  about to go out, and at two seats does not start a stack the opponent can pass back.
- **Draw to match** (HR5): a player with nothing to play draws until a card fits, so the
  card it leaves (and the colour it names) counts for the next player's chance of having
  nothing that fits more than at a classic table.
- **Jump-in** (HR6, ``jump_in_choice``): with the very card on top it jumps in (a card shed
  and the turn taken), unless that card is a 7 or 0 whose swap or pass would lose, or its
  last Draw Two kept for a stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from uno_tui.engine.actions import Action, Play
from uno_tui.engine.ask import house_ranks
from uno_tui.engine.cards import Card, Rank
from uno_tui.engine.rules import Rules
from uno_tui.engine.view import SeatView

from .handmoves import stackers
from .houseplay import HouseSense, stackers_held
from .normal import DANGER, NormalBot
from .tactics import Moves, moves, next_seat, pick_play

if TYPE_CHECKING:
    from .hard import HardBot, _Odds

#: What the whole of our chance of going out first (``HouseSense.share``) weighs in the
#: normal level's score of a play (``NormalBot._score``: about 1 for each card kept of the
#: colour played).
SHARE_WEIGHT = 60.0
#: The score a Draw Two loses when it is the last card that stacks in the hand and the
#: next player is not about to go out: it is kept as the answer to a stack (HR1, HR3).
KEEP_STACKER = 8.0
#: Draw to match (HR5): what the next player having nothing to play on the card left
#: adds to a play's score (they draw on until a card fits).
MATCH_BLOCK = 2.5
#: Draw to match: the cards a draw costs, on average, when nothing fits (the classic 1 and
#: a little more).
MATCH_DRAWS = 2.0

#: Search the choice among the moves the look-ahead plays right (``weigh_plain``; 0: never).
SEARCH_PLAIN = 1

_SEVEN, _ZERO, _DRAW_TWO = Rank.SEVEN, Rank.ZERO, Rank.DRAW_TWO


def lookahead_plays(rules: Rules) -> bool:
    """Can the classic look-ahead play a table with ``rules``? Yes unless a rule changes
    the cards a play or draw moves: it leaves out UNO calls (HR7's penalty with them) and
    never foresees a jump-in (HR6), which changes nothing of a play itself."""
    return not (house_ranks(rules) or rules.draw_to_match)


def sync(bot: HardBot, view: SeatView) -> None:
    """The memory's own hand, sizes and rules from ``view`` (a host's views are the truth)."""
    mem = bot.memory
    if len(mem.sizes) != len(view.hand_sizes):
        mem.start(view.hand_sizes)  # a host that never called ``observe``
    mem.hand = view.hand
    mem.sizes = list(view.hand_sizes)
    mem.rules = view.rules


def house_decide(bot: HardBot, view: SeatView, odds: _Odds) -> Action:
    """The hard level's move at a table with house rules the look-ahead cannot play."""
    sync(bot, view)
    sense = HouseSense(bot.memory, view)
    m = moves(view)
    if m.swaps:
        target, _ = sense.best_swap(None)
        return next(a for a in m.swaps if a.target == target)
    if m.plays and (view.owed or m.accept is not None):
        return answer_stack(bot, view, m, sense)
    heuristic = NormalBot._decide(bot, view)
    if len(view.hand_sizes) > 2:
        heuristic = bot._keep_finisher(view, m, heuristic)
    choice = adjust(bot, view, m, sense, odds, heuristic)
    return weigh_plain(bot, view, m, choice) if SEARCH_PLAIN else choice


def weigh_plain(bot: HardBot, view: SeatView, m: Moves, choice: Action) -> Action:
    """Search (``HardBot._weigh``) the choice among the moves whose own effect the
    look-ahead plays as the rules do: the cards that neither stack nor move hands, and a
    draw of one card. The turns after them it plays by the classic rules (a Draw Two there
    is not stacked on, a 7 swaps nothing): an approximation, and the search leaves the
    first choice only for a move that does clearly better."""
    if view.owed or (m.draw is None and m.keep is None):
        return choice
    rules = view.rules
    special = house_ranks(rules)  # what a play does beyond the classic rules (the engine's)
    plain = Moves(
        plays={c: p for c, p in m.plays.items() if c.rank not in special},
        draw=None if rules.draw_to_match else m.draw,
        keep=m.keep,
    )
    if m.keep is not None and view.drawn is not None and view.drawn.rank in special:
        return choice
    return bot._weigh(view, plain, choice)


def play_value(sense: HouseSense, card: Card) -> float:
    """Our position after playing ``card`` (not our last): a 7's best swap, a 0's pass."""
    if sense.view.rules.seven_o:
        if card.rank is _SEVEN:
            return sense.best_swap(card)[1]
        if card.rank is _ZERO:
            return sense.pass_value()
    return sense.after(-1, -1.0 if card.is_wild else 0.0)


def adjust(
    bot: HardBot, view: SeatView, m: Moves, sense: HouseSense, odds: _Odds, heuristic: Action
) -> Action:
    """The first choice, with what the house rules change about which plain card to play."""
    rules = view.rules
    hand = view.hand
    if m.keep is not None:
        drawn = view.drawn
        played = type(heuristic) is Play and drawn is not None and len(hand) > 1
        if played and drawn is not None and play_value(sense, drawn) < sense.after(0):
            return m.keep  # HR4: a 7 or 0 that would leave us worse off
        return heuristic
    if type(heuristic) is not Play or heuristic.card.is_wild or len(hand) == 1:
        return heuristic
    plain = [c for c in m.plays if not c.is_wild]
    nxt = next_seat(view, bot.seat)
    base = sense.after(-1)
    d2_stackers = stackers(rules, _DRAW_TWO) if rules.stacks_draw_two else ()
    urgent = view.hand_sizes[nxt] <= DANGER or len(hand) <= 2

    def bonus(card: Card) -> float:
        extra = 0.0
        if rules.seven_o and card.rank in (_SEVEN, _ZERO):
            extra += SHARE_WEIGHT * (play_value(sense, card) - base)
        if card.rank is _DRAW_TWO and d2_stackers and not urgent:
            if stackers_held(hand, d2_stackers) == 1:
                extra -= KEEP_STACKER
            if sense.n == 2:
                # It would come straight back, two more on it, if they can stack.
                extra -= KEEP_STACKER * sense.p_holds(nxt, d2_stackers)
        if rules.draw_to_match and card.color is not None:
            extra += MATCH_BLOCK * odds.p_block(nxt, card.color, card.rank)
        return extra

    best = max(plain, key=lambda c: bot._score(view, c) + bonus(c))
    if rules.seven_o and best.rank in (_SEVEN, _ZERO) and m.draw is not None:
        drawing = MATCH_DRAWS if rules.draw_to_match else 1.0
        if play_value(sense, best) < sense.after(round(drawing)):
            return m.draw  # every card we could play would leave us worse than a draw
    return bot._play(view, m, best)


def answer_stack(bot: HardBot, view: SeatView, m: Moves, sense: HouseSense) -> Action:
    """HR1-HR3: pass the stack on with a card that stacks, or take it."""
    top = view.top.rank
    ranks = stackers(view.rules, top)
    cards = list(m.plays)
    twos = [c for c in cards if c.rank is _DRAW_TWO]
    hand = view.hand
    # A Draw Two before a Wild Draw Four (which fits any later turn), in the colour kept.
    card = max(twos, key=lambda c: sum(1 for x in hand if x.color is c.color), default=cards[0])
    owed = view.owed or 4
    if len(hand) > 1:
        # In cards against the others: the card shed; the next player drawing the stack
        # grown by ours (one opponent of n - 1); it coming back round, every other player
        # passing it on, when we hold nothing more to pass it on with.
        left = stackers_held(hand, ranks) - 1
        n = sense.n
        p_next = sense.p_holds(next_seat(view, bot.seat), ranks)
        back = owed + 2 * n  # at least two more from each player passing it on
        cost = -1.0 - (1.0 - p_next) * (owed + 2) / (n - 1)
        if left == 0:
            cost += sense.p_comes_back(ranks) * back
        if cost >= owed:
            if m.draw is not None:
                return m.draw
            if m.challenge is not None and m.accept is not None:
                return m.challenge if bot._challenges(view) else m.accept
    return bot._play(view, m, card)


def jump_in_choice(bot: HardBot, view: SeatView) -> Play | None:
    """HR6: the jump-in the hard level makes now, out of turn, or None: with the very card
    on top (the engine lists the jump-ins, ``view.legal``) it jumps in, saying UNO with
    its next-to-last card, unless the card is a 7 or 0 whose swap or pass would leave it
    worse off, or its last Draw Two, kept as the answer to a stack."""
    if view.seat != bot.seat or view.owed:
        return None
    plays = view.jump_ins
    if not plays:
        return None
    action = pick_play(plays, None, True)
    hand = view.hand
    if len(hand) == 1:
        return action
    sync(bot, view)
    sense = HouseSense(bot.memory, view)
    card = action.card
    rules = view.rules
    if rules.seven_o and card.rank in (_SEVEN, _ZERO) and play_value(sense, card) < sense.after(0):
        return None
    if card.rank is _DRAW_TWO and rules.stacks_draw_two:
        ranks = stackers(rules, _DRAW_TWO)
        danger = min(s for i, s in enumerate(view.hand_sizes) if i != bot.seat) <= DANGER
        if stackers_held(hand, ranks) == 1 and not danger:
            return None
    return action
