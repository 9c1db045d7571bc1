"""A benchmark-only trial (issue 36, fifth pass): the hard level's samples weighed by how
likely they make each other player's newest plays, with each player's way of playing learnt
over the match. Not kept in the package: it read the opponent's hidden colours much better
(``beliefs.py``) and won no more matches (docs/BOTS.md, "Issue 36, fifth pass").

    python benchmarks/weighed.py [--style NAME] [--learn deals|shown] bots [bots.py's ARGS]
    python benchmarks/weighed.py [--style NAME] [--learn deals|shown] beliefs [ARGS]

runs ``bots.py`` or ``beliefs.py`` with the package's ``sample.Dealer`` made to weigh its
deals in this process only (``install``). ``--style NAME`` reads every player by that one
style instead of learning it (with ``hoarder`` against MixBot, a belief that knows how the
opponent plays); ``--learn shown`` learns each player's style from the hands shown at the
rounds' ends (P1) rather than from the deals (``LEARN``).

The hard rules of ``clues`` and ``readings`` forbid a hand outright; here a sampled deal is
weighed by how well it explains what each player was seen to do. For each of a player's
newest plays (``READS``), the hand they made it from is rebuilt from the sampled hand (the
hidden cards less the newest ones drawn since, plus the cards played since), and the play
is scored under a few ways of playing (``STYLES``), each softened by ``EPSILON`` spread over
the legal moves:

- ``SENSIBLE``: the normal level (``readings.sensible``);
- ``HOARDER``: a generic hoarder of Wilds that keeps its majority colour: among the plain
  cards that fit, the colour it holds most, a Draw Two before a Skip before a number before
  a Reverse, the most other cards matched; a Wild only when no plain card fits (a Wild Draw
  Four with at most 4 plain cards held, a Wild with at most 2, else it draws); against a
  player on one card, a Draw Two, Wild Draw Four, Skip or Reverse first; it names the
  colour it holds most;
- ``UNIFORM``: any legal move alike.

Which way each player plays is learnt over the match (``Styles``, one for each hard seat's
memory, kept across rounds like its ``habits``): a belief over the styles, updated by each
play with the mean likelihood over the deals first dealt after it. At a table of up to
``WEIGH_SEATS`` the dealer deals ``WEIGHED`` deals a sample and keeps one in proportion to
its weight (sampling-importance-resampling), and leaves out the package's hard-rule
readings of plays (``readings.better_cards``, the Wild dealt again until it explains the
last play), which read every player as sensible and would bias the belief.

Everything is in the simulation's card numbers (``sim``).
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from weakref import WeakKeyDictionary

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from uno_tui.bots.clues import Decision, Drew, LogEntry
from uno_tui.bots.memory import Memory
from uno_tui.bots.readings import Play, decision_numbers, sensible
from uno_tui.bots.sample import Dealer
from uno_tui.bots.sim import CARD_INDEX, COL, NO_COLOR, RANK, REVERSE, SKIP, W4, WILD
from uno_tui.engine.ask import seats_after
from uno_tui.engine.cards import Card
from uno_tui.engine.events import Event, RoundEnded
from uno_tui.engine.lookahead import DRAW_TWO

#: The ways of playing a player is read by.
SENSIBLE = 0
HOARDER = 1
UNIFORM = 2
STYLES = 3
#: The belief before a player's first play, and the least any style keeps (so that a
#: player who changes their ways is read again).
STYLE_PRIOR: tuple[float, ...] = (0.45, 0.45, 0.1)
STYLE_FLOOR = 0.01
#: The share of a style's choices spread over every legal move alike.
EPSILON = 0.1
#: How many of a player's newest plays a deal is weighed by.
READS = 4
#: A yardstick (``--style NAME``): every player read by this one style, nothing learnt.
FIXED: int | None = None
#: How each player's style is learnt (``--learn``): from the deals (``"deals"``: each play's
#: mean likelihood over the first deals dealt after it) or from the hands shown at the
#: rounds' ends (``"shown"``, P1: the round's newest ``SHOWN_READS`` plays scored on the
#: true hands they were made from).
LEARN = "deals"
SHOWN_READS = 8
NAMES = {"sensible": SENSIBLE, "hoarder": HOARDER, "uniform": UNIFORM}
#: Deals dealt for each sample, one kept (1: the package's dealing), at tables of up to
#: ``WEIGH_SEATS``.
WEIGHED = 6
WEIGH_SEATS = 2

#: A hand change, newest first: cards drawn (``DREW``, how many), a card played from the
#: hand (``PLAYED``, card number, the play), the card just drawn played at once.
DREW = 0
PLAYED = 1
PLAYED_DRAWN = 2
Op = tuple[int, int, Play | None, Decision | None]


class Styles:
    """For each player of a table: the belief over ``STYLES``, and the newest play it has
    counted."""

    def __init__(self) -> None:
        self.weights: list[list[float]] = []
        self.counted: list[Decision | None] = []

    def reset(self, n: int) -> None:
        prior = STYLE_PRIOR if FIXED is None else [float(m == FIXED) for m in range(STYLES)]
        self.weights = [list(prior) for _ in range(n)]
        self.counted = [None] * n

    def update(self, seat: int, evidence: Sequence[float]) -> None:
        """A play of ``seat``'s was ``evidence[m]`` likely under style m."""
        if FIXED is not None:
            return
        weights = [w * e for w, e in zip(self.weights[seat], evidence, strict=True)]
        total = sum(weights)
        if total <= 0:
            return
        weights = [max(STYLE_FLOOR, w / total) for w in weights]
        total = sum(weights)
        self.weights[seat] = [w / total for w in weights]


def recent(log: Sequence[LogEntry], seat: int, reads: int = 0) -> list[Op]:
    """``seat``'s hand changes, newest first, back to the ``reads``-th play from the hand
    (``READS`` by default)."""
    reads = reads or READS
    ops: list[Op] = []
    plays = 0
    for entry in reversed(log):
        if isinstance(entry, Drew):
            ops.append((DREW, entry.count, None, None))
        elif isinstance(entry, Decision):
            ops.append((PLAYED, CARD_INDEX[entry.card], decision_numbers(entry, seat), entry))
            plays += 1
            if plays >= reads:
                break
        else:
            ops.append((PLAYED_DRAWN, CARD_INDEX[entry], None, None))
    return ops


def explain(hand: Sequence[int], ops: Sequence[Op]) -> list[list[float]]:
    """For each play of ``ops`` (newest first) that the sampled ``hand`` (oldest card
    first) can be taken back to: its likelihood under each style."""
    held = list(hand)
    out: list[list[float]] = []
    for kind, card, play, _ in ops:
        if kind == DREW:
            if card > len(held):
                break
            del held[len(held) - card :]
        elif kind == PLAYED_DRAWN:
            held.append(card)
        else:
            assert play is not None
            held.insert(0, card)
            if len(held) != play[4][play[5]]:
                break  # the memory lost count: no reading
            out.append(likelihoods(held, play))
    return out


def likelihoods(hand: list[int], play: Play) -> list[float]:
    """How likely ``play`` is from ``hand`` (which holds its card) under each style."""
    color, top_rank = play[2], play[3]
    plain = 0
    has_color = False
    fits: set[int] = set()
    wilds: set[int] = set()
    for c in hand:
        col = COL[c]
        if col == NO_COLOR:
            wilds.add(c)
            continue
        plain += 1
        if col == color:
            has_color = True
            fits.add(c)
        elif RANK[c] == top_rank:
            fits.add(c)
    if has_color:
        wilds.discard(W4)  # W1
    moves = len(fits) + 4 * len(wilds) + 1
    uniform = 1.0 / moves
    soft = EPSILON * uniform
    hard = 1.0 - EPSILON
    normal = soft + (hard if sensible(hand, play) else 0.0)
    hoarder = soft + hard * _hoarder(hand, play, fits, wilds, plain)
    return [normal, hoarder, uniform]


def _hoarder(hand: list[int], play: Play, fits: set[int], wilds: set[int], plain: int) -> float:
    """The chance that the hoarder of Wilds (``HOARDER``) makes ``play``."""
    card, named, _, _, sizes, seat, d = play
    nxt = seats_after(len(sizes), d)[seat]
    counts = [0, 0, 0, 0, 0]
    for c in hand:
        counts[COL[c]] += 1
    if sizes[nxt] == 1:
        options = list(fits) + sorted(wilds)
        best = max(_URGENT[RANK[c]] if COL[c] != NO_COLOR else _URGENT_WILD[c] for c in options)
        chosen = [
            c
            for c in options
            if (_URGENT[RANK[c]] if COL[c] != NO_COLOR else _URGENT_WILD[c]) == best
        ]
    elif fits:
        # Narrowed step by step: the colour held most, the rank, the cards matched.
        if card not in fits:
            return 0.0
        most = max(counts[COL[c]] for c in fits)
        if counts[COL[card]] != most:
            return 0.0
        chosen = [c for c in fits if counts[COL[c]] == most]
        if len(chosen) > 1:
            best = max(_ORDER[RANK[c]] for c in chosen)
            if _ORDER[RANK[card]] != best:
                return 0.0
            chosen = [c for c in chosen if _ORDER[RANK[c]] == best]
        if len(chosen) > 1:
            matched = {c: _matches(hand, c) for c in chosen}
            top = max(matched.values())
            chosen = [c for c in chosen if matched[c] == top]
    elif W4 in wilds and plain <= 4:
        chosen = [W4]
    elif WILD in wilds and plain <= 2:
        chosen = [WILD]
    else:
        return 0.0  # it would have drawn
    if card not in chosen:
        return 0.0
    share = 1.0 / len(chosen)
    if COL[card] == NO_COLOR:
        rest = list(counts[:4])
        most = max(rest)
        if most and rest[named] != most:
            return 0.0
        share /= sum(1 for n in rest if n == most) if most else 4
    return share


def _matches(hand: Sequence[int], card: int) -> int:
    """How many other held cards share ``card``'s colour or rank."""
    col, rank = COL[card], RANK[card]
    return sum(1 for c in hand if COL[c] == col or RANK[c] == rank) - 1


def _rank_order() -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """The hoarder's ranking of ranks (higher first), and against a player on one card."""
    ranks = set(RANK)
    order = {r: 1 for r in ranks}  # numbers
    order[DRAW_TWO] = 3
    order[SKIP] = 2
    order[REVERSE] = 0
    urgent = {r: 1 for r in ranks}
    urgent[DRAW_TWO] = 6
    urgent[SKIP] = 4
    urgent[REVERSE] = 3
    urgent_wild = {W4: 5, WILD: 0}
    return order, urgent, urgent_wild


_ORDER, _URGENT, _URGENT_WILD = _rank_order()


class Reader:
    """The other players' newest plays at one decision, to weigh sampled deals by."""

    def __init__(
        self,
        logs: Sequence[Sequence[LogEntry] | None],
        styles: Styles,
        readable: Sequence[bool],
    ) -> None:
        self.styles = styles
        #: For each seat read: its hand changes (``recent``) and how many of its newest
        #: plays the belief in its style has not counted yet.
        self.seats: list[tuple[int, list[Op], int]] = []
        for seat, log in enumerate(logs):
            if not readable[seat] or not log:
                continue
            ops = recent(log, seat)
            plays = [decision for kind, _, _, decision in ops if kind == PLAYED]
            if not plays:
                continue
            counted = styles.counted[seat]
            new = next((i for i, d in enumerate(plays) if d is counted), len(plays))
            self.seats.append((seat, ops, new))
        self._learnt = False

    def weights(self, deals: Sequence[Sequence[Sequence[int]]]) -> list[float]:
        """How likely each deal (every seat's hand) makes the plays read. The first time,
        the plays not counted yet update each player's style (the mean likelihood over
        ``deals`` is the evidence)."""
        out = [1.0] * len(deals)
        styles = self.styles
        for seat, ops, new in self.seats:
            table = [explain(hands[seat], ops) for hands in deals]
            if not self._learnt and new and LEARN == "deals":
                for t in range(new - 1, -1, -1):  # the oldest first
                    rows = [x[t] for x in table if len(x) > t]
                    if rows:
                        styles.update(
                            seat, [sum(r[m] for r in rows) / len(rows) for m in range(STYLES)]
                        )
                styles.counted[seat] = next(d for kind, _, _, d in ops if kind == PLAYED)
            belief = styles.weights[seat]
            for k, rows in enumerate(table):
                like = 0.0
                for m in range(STYLES):
                    p = belief[m]
                    for row in rows:
                        p *= row[m]
                    like += p
                out[k] *= like
        self._learnt = True
        return out


# ---------------------------------------------------------------- the trial's installer

#: Each hard seat's belief in the other players' styles, kept across rounds (its memory's).
_STYLES: WeakKeyDictionary[Memory, Styles] = WeakKeyDictionary()
_package_init = Dealer.__init__
_package_deal = Dealer.deal


def _styles(memory: Memory) -> Styles:
    styles = _STYLES.get(memory)
    if styles is None or len(styles.weights) != len(memory.sizes):
        styles = _STYLES[memory] = Styles()
        styles.reset(len(memory.sizes))
    return styles


def _init(
    self: Dealer,
    memory: Memory,
    hand: Sequence[Card],
    draw_pile: int,
    unseen: Counter[Card] | None = None,
) -> None:
    """The package's ``Dealer``; at a table of up to ``WEIGH_SEATS`` without its hard-rule
    readings of plays (``readings``), which the weighing replaces."""
    n = len(memory.sizes)
    self.reader = None  # type: ignore[attr-defined]
    if WEIGHED <= 1 or n > WEIGH_SEATS or not memory.logs:
        _package_init(self, memory, hand, draw_pile, unseen)
        return
    logs, decisions = memory.logs, memory.decisions
    memory.logs, memory.decisions = [], []
    try:
        _package_init(self, memory, hand, draw_pile, unseen)
    finally:
        memory.logs, memory.decisions = logs, decisions
    readable = [s != self.me and not self.known[s] for s in range(n)]
    reader = Reader(logs, _styles(memory), readable)
    self.reader = reader if reader.seats else None  # type: ignore[attr-defined]


def _deal(self: Dealer, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """``WEIGHED`` deals of the package's, one kept in proportion to how likely it makes
    the other players' newest plays (``Reader``)."""
    reader: Reader | None = self.reader  # type: ignore[attr-defined]
    if reader is None:
        return _package_deal(self, rng)
    deals = [_package_deal(self, rng) for _ in range(WEIGHED)]
    weights = reader.weights([hands for hands, _ in deals])
    pick = rng.random() * sum(weights)
    for sample, weight in zip(deals, weights, strict=True):
        pick -= weight
        if pick < 0:
            return sample
    return deals[-1]


_package_see = Memory.see


def _see(self: Memory, event: Event) -> None:
    """The package's ``Memory.see``; with ``LEARN == "shown"``, a round's end (P1) first
    teaches each other player's style from the hand they still held (none: the winner's)."""
    if LEARN == "shown" and type(event) is RoundEnded and self.logs:
        assert isinstance(event, RoundEnded)
        styles = _styles(self)
        shown = {o.seat: o.cards for o in event.opponents}
        shown.setdefault(event.winner, ())
        for seat, held in shown.items():
            log = self.logs[seat]
            if seat == self.seat or not log:
                continue
            rows = explain([CARD_INDEX[c] for c in held], recent(log, seat, SHOWN_READS))
            for row in reversed(rows):  # the oldest first
                styles.update(seat, row)
    _package_see(self, event)


def install() -> None:
    """Make the package's ``Dealer`` weigh its deals, in this process only."""
    Memory.see = _see  # type: ignore[method-assign]
    Dealer.__init__ = _init  # type: ignore[method-assign]
    Dealer.deal = _deal  # type: ignore[method-assign]
    Dealer.deal_one = _package_deal  # type: ignore[attr-defined]


def uninstall() -> None:
    """The package's ``Dealer`` as it was."""
    Memory.see = _package_see  # type: ignore[method-assign]
    Dealer.__init__ = _package_init  # type: ignore[method-assign]
    Dealer.deal = _package_deal  # type: ignore[method-assign]
    del Dealer.deal_one  # type: ignore[attr-defined]


def main(argv: Sequence[str]) -> int:
    global FIXED, LEARN
    argv = list(argv)
    while len(argv) > 1 and argv[0] in ("--style", "--learn"):
        if argv[0] == "--style" and argv[1] in NAMES:
            FIXED = NAMES[argv[1]]
        elif argv[0] == "--learn" and argv[1] in ("deals", "shown"):
            LEARN = argv[1]
        else:
            break
        argv = argv[2:]
    if not argv or argv[0] not in ("bots", "beliefs"):
        print(
            "usage: python benchmarks/weighed.py [--style sensible|hoarder|uniform] "
            "[--learn deals|shown] bots|beliefs [ARGS...]",
            file=sys.stderr,
        )
        return 2
    install()
    if argv[0] == "bots":
        import bots

        return int(bots.main(argv[1:]))
    import beliefs

    return int(beliefs.main(argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
