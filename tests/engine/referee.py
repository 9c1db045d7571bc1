"""A second referee, written from the rule book alone (docs/RULES.md, docs/RECORD.md), without
reading the engine: test_referee.py plays random records with it and checks that the engine's
`replay --json` state is the one the rule book gives, action after action.

It plays only what a spelled-out deal fixes: the hands, the start card and the whole draw pile
are named, top first, and the cards left over lie under the start card, so nothing is shuffled
until a draw finds the draw pile empty (T5). There the referee stops (``Unpredictable``): the
order of a reshuffle is the engine's seed's to decide. It never reads a start Wild Draw Four
(S9 puts it back at random).
"""

from __future__ import annotations

import copy
import random
from typing import Any

Json = dict[str, Any]
WILDS = ("W", "W+4")


def full_deck() -> list[str]:  # D1
    cards = [*WILDS] * 4
    for c in "RYGB":
        cards += [f"{c}0", *[f"{c}{face}" for face in [*"123456789", "S", "R", "+2"]] * 2]
    return cards


def rank(card: str) -> str:
    return card if card in WILDS else card[1:]


def colour(card: str) -> str | None:
    return None if card in WILDS else card[0]


def points(card: str) -> int:  # P1
    if card in WILDS:
        return 50
    return 20 if rank(card) in ("S", "R", "+2") else int(rank(card))


class Unpredictable(Exception):
    """A draw found the draw pile empty with cards to reshuffle: the seed decides the rest."""


class Referee:
    """One round of a classic game, as RULES.md tells it."""

    def __init__(self, rec: Json) -> None:
        deal = rec["deals"][0]
        self.n = len(rec["players"])
        self.target: int = rec.get("target", 500)
        self.scores: list[int] = list(rec.get("scores", [0] * self.n))
        self.hands: list[list[str]] = [list(h) for h in deal["hands"]]
        self.pile: list[str] = list(deal.get("draw_pile", []))  # top first
        start: str = deal["start"]
        named = [*(c for h in self.hands for c in h), start, *self.pile]
        rest = full_deck()
        for card in named:
            rest.remove(card)
        if deal.get("rest") == "discard":
            self.discard = [*rest, start]
        else:
            assert not rest, "the referee needs every card of the draw pile named"
            self.discard = [start]
        self.top, self.color = start, colour(start)
        self.step = 1  # +1 clockwise, -1 counterclockwise
        self.phase = "turn"
        self.drawn: str | None = None
        self.window: int | None = None  # U1-U4: who can be caught
        self.w4: tuple[int, bool] | None = None  # who played the Wild Draw Four, and was it legal
        self.round_winner: int | None = None
        self.winner: int | None = None
        dealer: int = deal["dealer"]
        first = (dealer + 1) % self.n  # S4
        self.current: int | None = first
        if rank(start) == "+2":  # S5
            self.give(first, 2)
            self.current = self.next(first)
        elif rank(start) == "S":  # S6
            self.current = self.next(first)
        elif rank(start) == "R":  # S7
            self.step, self.current = -1, dealer
        elif start == "W":  # S8
            self.phase, self.color = "color", None
        assert start != "W+4", "S9 is the seed's to place"

    def copy(self) -> Referee:
        twin = copy.copy(self)
        twin.hands = [list(hand) for hand in self.hands]
        twin.pile, twin.discard = list(self.pile), list(self.discard)
        twin.scores = list(self.scores)
        return twin

    def next(self, seat: int, k: int = 1) -> int:
        return (seat + k * self.step) % self.n

    def give(self, seat: int, k: int) -> None:
        """Draw ``k`` cards from the pile (T5: a reshuffle is unpredictable; T6: fewer)."""
        for _ in range(k):
            if not self.pile:
                if len(self.discard) > 1:
                    raise Unpredictable
                break
            self.hands[seat].append(self.pile.pop(0))
        if self.window == seat and len(self.hands[seat]) != 1:
            self.window = None

    def matches(self, card: str) -> bool:  # T1, T2
        return card in WILDS or colour(card) == self.color or rank(card) == rank(self.top)

    def end_round(self, seat: int) -> None:  # E1, P1, P2
        self.round_winner, self.current, self.window = seat, None, None
        self.scores[seat] += sum(points(c) for hand in self.hands for c in hand)
        self.phase = "round_over"
        if self.scores[seat] >= self.target:
            self.phase, self.winner = "game_over", seat

    def after(self, act: Json) -> Referee | None:
        """The referee after ``act``, or None when the rule book refuses it."""
        trial = self.copy()
        return trial if trial._apply(act) else None

    def _apply(self, act: Json) -> bool:
        by: int = act["by"]
        if "catch" in act:  # U2, U5
            caught: int = act["catch"]
            if caught == by or self.window != caught:
                return False
            self.window = None
            self.give(caught, 2)
            return True
        if "uno" in act and "play" not in act:  # U3
            if self.window != by:
                return False
            self.window = None
            return True
        if self.phase in ("round_over", "game_over") or by != self.current:
            return False
        if "color" in act and "play" not in act:  # S8
            if self.phase != "color":
                return False
            self.color, self.phase = act["color"], "turn"
            return True
        if "accept" in act or "challenge" in act:
            return self._answer(by, "challenge" in act)
        if "keep" in act:  # T3
            if self.phase != "drawn":
                return False
            self.phase, self.drawn, self.current = "turn", None, self.next(by)
            return True
        if "draw" in act:  # T3, U4: the next turn begins
            if self.phase != "turn":
                return False
            self.window = None
            held = len(self.hands[by])
            self.give(by, 1)
            if len(self.hands[by]) > held and self.matches(self.hands[by][-1]):
                self.phase, self.drawn = "drawn", self.hands[by][-1]
            else:
                self.current = self.next(by)  # T6: a draw of nothing ends the turn too
            return True
        return self._play(by, act)

    def _answer(self, by: int, challenge: bool) -> bool:  # W3-W7, E2
        if self.phase != "challenge" or self.w4 is None:
            return False
        player, legal = self.w4
        self.w4, self.phase = None, "turn"
        if not challenge or legal:
            self.give(by, 6 if challenge else 4)  # W3, W5
            self.current = self.next(by)
        else:
            self.give(player, 4)  # W6: the challenger keeps the turn
        if not self.hands[player]:
            self.end_round(player)
        return True

    def _play(self, by: int, act: Json) -> bool:
        card: str = act["play"]
        if self.phase not in ("turn", "drawn") or card not in self.hands[by]:
            return False
        if self.phase == "drawn" and card != self.drawn:  # T3
            return False
        if (card in WILDS) != ("color" in act) or not self.matches(card):
            return False
        before = self.color
        self.window = None  # U4
        self.hands[by].remove(card)
        self.discard.append(card)
        self.top, self.phase, self.drawn = card, "turn", None
        self.color = act["color"] if card in WILDS else colour(card)
        left = len(self.hands[by])
        if left == 1 and not act.get("uno"):
            self.window = by  # U1
        if card == "W+4":  # W1: judged on the hand it leaves
            self.w4 = (by, all(colour(c) != before for c in self.hands[by]))
            self.phase, self.current = "challenge", self.next(by)
            return True
        if rank(card) == "+2":  # A3, E2: the draw first, then the score
            self.give(self.next(by), 2)
            self.current = self.next(by, 2)
        elif left == 0:
            pass  # E1: the round is over; a last Skip or Reverse has nothing left to do
        elif rank(card) == "S":  # A1
            self.current = self.next(by, 2)
        elif rank(card) == "R":  # A2, A5
            self.step = -self.step
            self.current = by if self.n == 2 else self.next(by)
        else:
            self.current = self.next(by)
        if left == 0:
            self.end_round(by)
        return True

    def view(self) -> dict[str, Any]:
        """The state's fields the referee predicts, as `replay --json` words them."""
        return {
            "phase": self.phase,
            "current": self.current,
            "top": self.top,
            "color": self.color,
            "direction": "clockwise" if self.step == 1 else "counterclockwise",
            "drawn": self.drawn,
            "uno_window": self.window,
            "draw_pile": len(self.pile),
            "discard_pile": len(self.discard),
            "round_winner": self.round_winner,
            "winner": self.winner,
            "hands": [sorted(h) for h in self.hands],
            "scores": list(self.scores),
        }


def random_deal(rng: random.Random) -> Json:
    """A record of 2 to 10 players with short hands and every card named."""
    n = rng.choice([2, 2, 3, 3, 4, 5, 7, 10])
    cards = full_deck()
    rng.shuffle(cards)
    hands = [[cards.pop() for _ in range(rng.randint(1, 4))] for _ in range(n)]
    start = cards.pop(next(i for i, c in enumerate(cards) if c != "W+4"))
    cut = rng.choice([len(cards), len(cards), rng.randint(0, len(cards))])
    target = rng.choice([500, 500, 60, 150])
    return {
        "format": "uno-record/1",
        "players": [f"P{k}" for k in range(n)],
        "seed": rng.randrange(1000),
        "target": target,
        "scores": [rng.randrange(target) if rng.random() < 0.3 else 0 for _ in range(n)],
        "deals": [
            {
                "dealer": rng.randrange(n),
                "hands": hands,
                "start": start,
                "draw_pile": cards[:cut],
                "rest": "discard",
            }
        ],
        "actions": [],
    }


def candidates(ref: Referee, rng: random.Random) -> list[Json]:
    """Actions to try: right and wrong ones, by the player due and by anybody."""
    n, out = ref.n, []
    for seat in range(n):
        out += [{"by": seat, "catch": other} for other in range(n)]
        out.append({"by": seat, "uno": True})
    if ref.current is None:
        return out
    for seat in {ref.current, rng.randrange(n)}:
        for card in sorted({*ref.hands[seat], rng.choice(full_deck())}):
            act: Json = {"by": seat, "play": card}
            if card in WILDS or rng.random() < 0.03:
                act["color"] = rng.choice("RYGB")
            if rng.random() < 0.5:
                act["uno"] = True
            out.append(act)
        out += [{"by": seat, verb: True} for verb in ("draw", "keep", "accept", "challenge")]
        out.append({"by": seat, "color": rng.choice("RYGB")})
    return out
