"""The game state machine: phases, whose decision it is, ``legal_actions()`` and ``apply()``.

One ``Game`` plays a whole game to the target, round after round. It is deterministic for a
given ``GameSetup`` (its seed drives every shuffle the setup does not spell out) and keeps
the list of applied actions, so ``setup`` + ``actions`` is its game record.

Internally the draw pile and the discard pile are lists whose *end* is the top.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import StrEnum
from typing import Any

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
from .cards import COLORS, DECK_SIZE, Card, Color, Rank, full_deck
from .errors import IllegalAction, Refusal
from .events import (
    CardPlayed,
    CardsDrawn,
    ColorChosen,
    DealerDrawn,
    DirectionChanged,
    DrawnCardKept,
    DrawReason,
    Event,
    GameEnded,
    OpponentScore,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SkipReason,
    StartCardReturned,
    StartCardTurned,
    TurnSkipped,
    UnoCaught,
    UnoSaid,
    WildDrawFourAccepted,
    WildDrawFourChallenged,
)
from .setup import HAND_SIZE, MAX_PLAYERS, GameSetup, Rest


class Phase(StrEnum):
    """What kind of decision the game waits for (RECORD.md ``phase``)."""

    TURN = "turn"
    DRAWN = "drawn"
    CHALLENGE = "challenge"
    COLOR = "color"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


# The enum members the hot path reads, as module globals: in Python 3.11 reading a member
# through its class (``Phase.TURN``) costs five times as much as reading a global.
_SKIP = Rank.SKIP
_REVERSE = Rank.REVERSE
_DRAW_TWO = Rank.DRAW_TWO
_W4 = Rank.WILD_DRAW_FOUR
_TURN = Phase.TURN
_DRAWN = Phase.DRAWN
_CHALLENGE = Phase.CHALLENGE
_COLOR = Phase.COLOR
_ROUND_OVER = Phase.ROUND_OVER
_GAME_OVER = Phase.GAME_OVER
_DRAWN_BY_CHOICE = DrawReason.CHOICE
_DRAWN_BY_DRAW_TWO = DrawReason.DRAW_TWO
_DRAWN_BY_W4 = DrawReason.WILD_DRAW_FOUR


class _ActionTables:
    """Action objects made once per seat and reused: ``legal_actions()`` is on the hot path."""

    def __init__(self) -> None:
        from .cards import CARD_KINDS

        seats = range(MAX_PLAYERS)
        self.plays: list[dict[Card, tuple[Play, ...]]] = []
        self.plays_uno: list[dict[Card, tuple[Play, ...]]] = []
        for seat in seats:
            plain: dict[Card, tuple[Play, ...]] = {}
            uno: dict[Card, tuple[Play, ...]] = {}
            for card in CARD_KINDS:
                colors: tuple[Color | None, ...] = COLORS if card.is_wild else (None,)
                plain[card] = tuple(Play(seat, card, c, False) for c in colors)
                uno[card] = tuple(Play(seat, card, c, True) for c in colors)
            self.plays.append(plain)
            self.plays_uno.append(uno)
        self.draw = [Draw(s) for s in seats]
        self.keep = [Keep(s) for s in seats]
        self.answers = [(Accept(s), Challenge(s)) for s in seats]
        self.colors = [tuple(ChooseColor(s, c) for c in COLORS) for s in seats]
        self.say_uno = [SayUno(s) for s in seats]
        self.catches = [
            [tuple(Catch(s, t) for s in range(n) if s != t) for t in range(n)]
            for n in range(MAX_PLAYERS + 1)
        ]
        self.next_round = (NextRound(),)
        #: By seat, then "the hand holds two cards" (the plays may say UNO), then the drawn
        #: card: the actions of phase ``drawn``, Keep last.
        self.after_draw: list[tuple[dict[Card, tuple[Action, ...]], ...]] = [
            tuple(
                {
                    card: (
                        *self.plays[seat][card],
                        *(self.plays_uno[seat][card] if two else ()),
                        self.keep[seat],
                    )
                    for card in CARD_KINDS
                }
                for two in (False, True)
            )
            for seat in seats
        ]


_TABLES = _ActionTables()
_DRAW_ACTIONS = _TABLES.draw
_PLAYS = _TABLES.plays
_PLAYS_UNO = _TABLES.plays_uno
_AFTER_DRAW = _TABLES.after_draw
_SAY_UNO = _TABLES.say_uno
_CATCHES = _TABLES.catches


class _EventTables:
    """Events that recur, made once and shared (events are immutable): building a frozen
    dataclass costs more than the rest of a play, and feeds the garbage collector."""

    def __init__(self) -> None:
        from .cards import CARD_KINDS

        seats = range(MAX_PLAYERS)
        #: By seat and card: playing a card that is not a Wild (its colour becomes active).
        self.played = [
            {
                card: CardPlayed(seat, card, card.color)
                for card in CARD_KINDS
                if card.color is not None
            }
            for seat in seats
        ]
        #: By seat, Wild and the colour it names.
        self.played_wild = [
            {
                card: {color: CardPlayed(seat, card, color) for color in COLORS}
                for card in CARD_KINDS
                if card.is_wild
            }
            for seat in seats
        ]
        #: By seat and card: drawing one card instead of playing (T3).
        self.drawn_by_choice = [
            {card: CardsDrawn(seat, 1, 1, DrawReason.CHOICE, (card,)) for card in CARD_KINDS}
            for seat in seats
        ]
        #: By reason and seat.
        self.skipped = {
            reason: tuple(TurnSkipped(seat, reason) for seat in seats) for reason in SkipReason
        }
        #: By the new direction's ``clockwise``.
        self.direction_changed = {True: DirectionChanged(True), False: DirectionChanged(False)}
        #: By seat: UNO said with the play (U1), and said late (U3).
        self.uno_said = [UnoSaid(seat, False) for seat in seats]
        self.uno_said_late = [UnoSaid(seat, True) for seat in seats]
        #: By the seat that accepts and the seat that played the Wild Draw Four (W3).
        self.w4_accepted = [[WildDrawFourAccepted(s, p) for p in seats] for s in seats]
        #: By card: the start card turned (S3).
        self.start_turned = {card: StartCardTurned(card) for card in CARD_KINDS}


_EVENTS = _EventTables()
_PLAYED = _EVENTS.played
_PLAYED_WILD = _EVENTS.played_wild
_DRAWN_BY_CHOICE_EVENTS = _EVENTS.drawn_by_choice
_UNO_SAID = _EVENTS.uno_said
_SKIPPED_BY_SKIP = _EVENTS.skipped[SkipReason.SKIP]
_SKIPPED_BY_DRAW_TWO = _EVENTS.skipped[SkipReason.DRAW_TWO]
_DIRECTION_CHANGED = _EVENTS.direction_changed
_SKIPPED_BY_W4 = _EVENTS.skipped[SkipReason.WILD_DRAW_FOUR]
_W4_ACCEPTED = _EVENTS.w4_accepted
_START_TURNED = _EVENTS.start_turned

#: (i, bits that can hold i + 1) for each step of ``_shuffle``'s walk.
_SHUFFLE_STEPS: tuple[tuple[int, int], ...] = tuple(
    (i, (i + 1).bit_length()) for i in range(DECK_SIZE)
)


def _shuffle(rng: random.Random, cards: list[Card]) -> None:
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


class Game:
    """A game of classic UNO from the dealer draw to the target (RULES.md)."""

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.names: tuple[str, ...] = setup.players
        self.n = len(setup.players)
        self.target = setup.target
        self.scores: list[int] = list(setup.scores)
        self.rng = random.Random(setup.seed)
        self.actions: list[Action] = []
        #: Every event so far, private details included (use ``SeatView`` to show them).
        self.events: list[Event] = []
        #: (winner, points) for each finished round, for the score sheet.
        self.round_results: list[tuple[int, int]] = []
        self.round = 0
        self.dealer = 0
        self.hands: list[list[Card]] = [[] for _ in range(self.n)]
        self.draw_pile: list[Card] = []
        self.discard: list[Card] = []
        self.top: Card = Card(Color.RED, Rank.ZERO)
        self.color: Color | None = None
        self.direction = 1
        self.current: int | None = None
        self.phase = Phase.TURN
        self.drawn: Card | None = None
        self.uno_window: int | None = None
        #: Who said UNO for the single card they hold (for U5's explanation).
        self.uno_said: list[bool] = [False] * self.n
        self.round_winner: int | None = None
        self.winner: int | None = None
        #: The Wild Draw Four being answered: (player, legal, previous colour, shown hand).
        self._w4: tuple[int, bool, Color, tuple[Card, ...]] | None = None
        self._handlers: dict[type, Callable[[Any, list[Event]], None]] = {
            Play: self._play,
            Draw: self._draw_action,
            Keep: self._keep,
            Accept: self._accept,
            Challenge: self._challenge,
            SayUno: self._say_uno,
            Catch: self._catch,
            ChooseColor: self._choose_color,
            NextRound: self._next_round,
        }
        self._start_round(self.events)

    # ------------------------------------------------------------------ queries

    @property
    def clockwise(self) -> bool:
        return self.direction == 1

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the current direction."""
        return (seat + self.direction * steps) % self.n

    def playable(self, card: Card) -> bool:
        """T1: does ``card`` match the top of the discard pile (or is it a Wild)?"""
        return card.is_wild or card.color is self.color or card.rank is self.top.rank

    @property
    def pending_wild_draw_four(self) -> tuple[int, Color] | None:
        """In phase ``challenge``: who played the Wild Draw Four and the colour before it."""
        if self._w4 is None:
            return None
        return self._w4[0], self._w4[2]

    def legal_actions(self) -> list[Action]:
        """Every action the rules allow right now, by anyone: the single authority."""
        phase = self.phase
        cur = self.current
        acts: list[Action]
        if phase is _TURN and cur is not None:
            hand = self.hands[cur]
            plain = _PLAYS[cur]
            color = self.color
            top_rank = self.top.rank
            acts = []
            # T1; each face once, in hand order (a hand may hold two of a card): the first
            # face that matches, then a set of the others, made only when a hand needs it.
            first: Card | None = None
            seen: set[Card] | None = None
            if len(hand) == 2:
                uno = _PLAYS_UNO[cur]  # U1: either play may say UNO
                for card in hand:
                    if card.is_wild or card.color is color or card.rank is top_rank:
                        if first is None:
                            first = card
                        elif card is first:
                            continue
                        acts += plain[card]
                        acts += uno[card]
            else:
                for card in hand:
                    if card.is_wild or card.color is color or card.rank is top_rank:
                        if first is None:
                            first = card
                        elif card is first:
                            continue
                        elif seen is None:
                            seen = {card}
                        elif card in seen:
                            continue
                        else:
                            seen.add(card)
                        acts += plain[card]
            acts.append(_DRAW_ACTIONS[cur])
        elif phase is _DRAWN and cur is not None and self.drawn is not None:
            acts = list(_AFTER_DRAW[cur][len(self.hands[cur]) == 2][self.drawn])
        elif phase is _CHALLENGE and cur is not None:
            acts = list(_TABLES.answers[cur])
        elif phase is _COLOR and cur is not None:
            acts = list(_TABLES.colors[cur])
        elif phase is _ROUND_OVER:
            acts = list(_TABLES.next_round)
        else:
            acts = []
        window = self.uno_window
        if window is not None:
            acts.append(_SAY_UNO[window])
            acts += _CATCHES[self.n][window]
        return acts

    def why_not(self, action: Action) -> IllegalAction | None:
        """``None`` when ``action`` is legal now, else the refusal ``apply`` would raise.

        Every handler checks everything before it changes anything, so running it on an
        action outside ``legal_actions()`` raises without touching the state.
        """
        if type(action) is Play and action.uno and len(self.hands[action.seat]) != 2:
            # RECORD.md: "uno" on a play that does not leave one card is ignored.
            action = Play(action.seat, action.card, action.color, False)
        if action in self.legal_actions():
            return None
        try:
            self._handlers[type(action)](action, [])
        except IllegalAction as refusal:
            return refusal
        raise AssertionError(f"{action!r} is outside legal_actions() but applied")

    # ------------------------------------------------------------------ applying

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` and return what happened; raise ``IllegalAction`` and change
        nothing when the rules do not allow it."""
        events: list[Event] = []
        if type(action) is Play:
            self._play(action, events)  # the usual action, without the look-up
        else:
            try:
                handler = self._handlers[type(action)]
            except KeyError:
                raise TypeError(f"not an action: {action!r}") from None
            handler(action, events)
        self.actions.append(action)
        self.events.extend(events)
        return events

    # -- checks shared by the turn actions

    def _refuse(self, reason: Refusal, seat: int | None = None, **details: Any) -> IllegalAction:
        if seat is not None:
            details["name"] = self.names[seat]
        return IllegalAction(reason, **details)

    def _check_decision(self, seat: int, phase: Phase) -> None:
        """Refuse unless it is ``seat``'s decision and the game waits for ``phase``."""
        if self.phase is not phase:
            cur = self.current
            if self.phase is Phase.GAME_OVER:
                raise self._refuse(Refusal.GAME_OVER, seat)
            if self.phase is Phase.ROUND_OVER:
                raise self._refuse(Refusal.ROUND_OVER, seat)
            if cur is not None and cur != seat:
                raise self._refuse(Refusal.NOT_YOUR_TURN, seat, current_name=self.names[cur])
            if self.phase is Phase.CHALLENGE:
                raise self._refuse(Refusal.MUST_ANSWER_CHALLENGE, cur)
            if self.phase is Phase.COLOR:
                raise self._refuse(Refusal.MUST_NAME_COLOR, cur)
            if self.phase is _DRAWN:
                raise self._refuse(Refusal.MUST_PLAY_OR_KEEP, cur, drawn=self.drawn)
            # The game waits for a turn: say what the action needed instead.
            if phase is Phase.CHALLENGE:
                raise self._refuse(Refusal.NOTHING_TO_ANSWER, seat)
            if phase is Phase.COLOR:
                raise self._refuse(Refusal.NO_COLOR_TO_NAME, seat)
            raise self._refuse(Refusal.NOTHING_DRAWN, seat)
        if self.current != seat:
            assert self.current is not None
            raise self._refuse(Refusal.NOT_YOUR_TURN, seat, current_name=self.names[self.current])

    # -- the turn

    def _play(self, action: Play, events: list[Event]) -> None:
        seat = action.seat
        card = action.card
        if self.phase is not _TURN or self.current != seat:
            if self.phase is _DRAWN and self.current == seat:
                if card is not self.drawn:
                    raise self._refuse(Refusal.ONLY_DRAWN_CARD, seat, drawn=self.drawn)
            else:
                self._check_decision(seat, _TURN)
        hand = self.hands[seat]
        where = 0  # the card's place in the hand, found by identity (cards are interned)
        for held in hand:
            if held is card:
                break
            where += 1
        else:
            raise self._refuse(Refusal.CARD_NOT_HELD, seat, card=card)
        color = action.color
        previous = self.color
        if card.is_wild:
            if color is None:
                raise self._refuse(Refusal.COLOR_NEEDED, seat, card=card)
            played = (
                _PLAYED_WILD[seat][card][color]
                if type(color) is Color
                else CardPlayed(seat, card, color)
            )
        elif color is not None:
            raise self._refuse(Refusal.COLOR_NOT_ALLOWED, seat, card=card)
        else:
            color = card.color
            if color is not previous and card.rank is not self.top.rank:
                raise self._refuse(Refusal.NO_MATCH, seat, card=card, top=self.top, color=previous)
            played = _PLAYED[seat][card]
        # --- legal: from here on the state changes.
        self.uno_window = None  # U4: playing a card begins the next turn.
        self.drawn = None
        del hand[where]
        self.discard.append(card)
        self.top = card
        self.color = color
        events.append(played)
        left = len(hand)
        if left == 1:
            if action.uno:
                self.uno_said[seat] = True
                events.append(_UNO_SAID[seat])
            else:
                self.uno_window = seat  # U1: open until caught, said, or the next turn.
                self.uno_said[seat] = False
        rank = card.rank
        n = self.n
        d = self.direction
        nxt = (seat + d) % n
        if rank is _W4:
            assert previous is not None
            # W1: judged on the hand right after the Wild Draw Four leaves it.
            legal = True
            for held in hand:
                if held.color is previous:
                    legal = False
                    break
            self._w4 = (seat, legal, previous, tuple(hand))
            self.phase = _CHALLENGE  # W3: the next player answers (E2 if left == 0).
            self.current = nxt
            return
        if rank is _DRAW_TWO:
            self._draw(nxt, 2, _DRAWN_BY_DRAW_TWO, events)  # A3
            events.append(_SKIPPED_BY_DRAW_TWO[nxt])
            if left == 0:
                self._end_round(seat, events)  # E2: the draw first, then the score.
                return
            self.current = (nxt + d) % n
        elif left == 0:
            self._end_round(seat, events)  # E1
            return
        elif rank is _SKIP:
            events.append(_SKIPPED_BY_SKIP[nxt])  # A1
            self.current = (nxt + d) % n
        elif rank is _REVERSE:
            d = self.direction = -d  # A2
            events.append(_DIRECTION_CHANGED[d == 1])
            if n == 2:
                events.append(TurnSkipped(nxt, SkipReason.REVERSE))  # A5
                self.current = seat
            else:
                self.current = (seat + d) % n
        else:
            self.current = nxt
        self.phase = _TURN

    def _draw_action(self, action: Draw, events: list[Event]) -> None:
        seat = action.seat
        if self.phase is not _TURN or self.current != seat:
            self._check_decision(seat, _TURN)
        self.uno_window = None  # U4: drawing from the pile begins the next turn.
        pile = self.draw_pile
        card: Card | None
        if pile:
            card = pile.pop()  # T3
            self.hands[seat].append(card)
            self.uno_said[seat] = False
            events.append(_DRAWN_BY_CHOICE_EVENTS[seat][card])  # the usual draw, made once
        else:
            got = self._draw(seat, 1, _DRAWN_BY_CHOICE, events)  # T3, T5
            card = got[0] if got else None
        if card is not None and (
            card.is_wild or card.color is self.color or card.rank is self.top.rank
        ):
            self.phase = _DRAWN
            self.drawn = card
        else:
            self.current = (seat + self.direction) % self.n  # T3, T6: the turn ends.

    def _keep(self, action: Keep, events: list[Event]) -> None:
        seat = action.seat
        self._check_decision(seat, _DRAWN)
        self.drawn = None
        events.append(DrawnCardKept(seat))
        self.phase = _TURN
        self.current = (seat + self.direction) % self.n

    def _accept(self, action: Accept, events: list[Event]) -> None:
        self._answer(action.seat, False, events)

    def _challenge(self, action: Challenge, events: list[Event]) -> None:
        self._answer(action.seat, True, events)

    def _answer(self, seat: int, challenge: bool, events: list[Event]) -> None:
        if self.phase is not _CHALLENGE or self.current != seat:
            self._check_decision(seat, _CHALLENGE)
        assert self._w4 is not None
        player, legal, previous, shown = self._w4
        self._w4 = None
        nxt = (seat + self.direction) % self.n
        self.phase = _TURN
        if not challenge:
            events.append(_W4_ACCEPTED[seat][player])
            self._draw(seat, 4, _DRAWN_BY_W4, events)  # W3
        else:
            events.append(WildDrawFourChallenged(seat, player, legal, previous, shown))  # W4
            if not legal:
                # W6, E3: the player draws 4; the challenger takes the turn normally.
                self._draw(player, 4, DrawReason.CHALLENGE_PENALTY, events)
                self.current = seat
                return
            self._draw(seat, 6, DrawReason.CHALLENGE_LOST, events)  # W5
        events.append(_SKIPPED_BY_W4[seat])
        if not self.hands[player]:
            self._end_round(player, events)  # E2
            return
        self.current = nxt

    def _choose_color(self, action: ChooseColor, events: list[Event]) -> None:
        seat, color = action.seat, action.color
        self._check_decision(seat, Phase.COLOR)
        self.color = color  # S8: then the same player plays.
        events.append(ColorChosen(seat, color))
        self.phase = _TURN

    # -- UNO

    def _say_uno(self, action: SayUno, events: list[Event]) -> None:
        seat = action.seat
        if self.uno_window != seat:
            raise self._refuse(Refusal.UNO_NOT_DUE, seat)
        self.uno_window = None
        self.uno_said[seat] = True
        events.append(_EVENTS.uno_said_late[seat])  # U3

    def _catch(self, action: Catch, events: list[Event]) -> None:
        seat, target = action.seat, action.target
        if seat == target:
            raise self._refuse(Refusal.CATCH_SELF, seat)
        if self.uno_window != target:
            count = len(self.hands[target])
            name = self.names[target]
            if count != 1:
                raise self._refuse(Refusal.CATCH_NOT_ONE_CARD, seat, target_name=name, count=count)
            if self.uno_said[target]:
                raise self._refuse(Refusal.CATCH_SAID_UNO, seat, target_name=name)
            raise self._refuse(Refusal.CATCH_TOO_LATE, seat, target_name=name)
        self.uno_window = None
        events.append(UnoCaught(seat, target))
        self._draw(target, 2, DrawReason.CAUGHT, events)  # U2

    # -- rounds

    def _next_round(self, action: NextRound, events: list[Event]) -> None:
        if self.phase is not Phase.ROUND_OVER:
            if self.phase is Phase.GAME_OVER:
                raise self._refuse(Refusal.GAME_OVER)
            raise self._refuse(Refusal.ROUND_NOT_OVER)
        self._start_round(events)

    def _draw(self, seat: int, count: int, reason: DrawReason, events: list[Event]) -> list[Card]:
        """Move up to ``count`` cards from the draw pile to ``seat``'s hand (T5, T6)."""
        pile = self.draw_pile
        if 0 < count <= len(pile):
            got = pile[: -count - 1 : -1]  # the top ``count`` cards, top first
            del pile[-count:]
        else:
            got = []
            for _ in range(count):
                if not pile:
                    discard = self.discard
                    if len(discard) <= 1:
                        break  # T6: nothing left anywhere; the draw gives fewer cards.
                    top = discard.pop()
                    # T5: keep the top discard; the rest becomes the new draw pile.
                    self.draw_pile = pile = discard
                    self.discard = [top]
                    _shuffle(self.rng, pile)
                    events.append(Reshuffled(len(pile)))
                got.append(pile.pop())
        if got:
            self.hands[seat] += got
            self.uno_said[seat] = False
            if self.uno_window == seat:
                self.uno_window = None  # they no longer hold one card
            if count == 1 and reason is _DRAWN_BY_CHOICE:
                events.append(_DRAWN_BY_CHOICE_EVENTS[seat][got[0]])  # the usual draw, made once
                return got
        events.append(CardsDrawn(seat, len(got), count, reason, tuple(got)))
        return got

    def _end_round(self, winner: int, events: list[Event]) -> None:
        opponents = []
        total = 0
        for seat, hand in enumerate(self.hands):
            if seat != winner:
                points = 0
                for card in hand:
                    points += card.points  # P1
                opponents.append(OpponentScore(seat, tuple(hand), points))
                total += points
        scores = self.scores
        scores[winner] += total  # P2
        self.round_results.append((winner, total))
        self.round_winner = winner
        self.current = None
        self.uno_window = None
        self.drawn = None
        final = tuple(scores)
        events.append(RoundEnded(self.round, winner, total, tuple(opponents), final))
        if scores[winner] >= self.target:
            self.phase = _GAME_OVER
            self.winner = winner
            events.append(GameEnded(winner, final))
        else:
            self.phase = _ROUND_OVER

    def _dealer_draw(self, events: list[Event]) -> int:
        """S1: everyone draws; the highest number deals; those tied on it draw again."""
        deck = full_deck()
        _shuffle(self.rng, deck)
        contenders = list(range(self.n))
        rounds: list[tuple[tuple[int, Card], ...]] = []
        while True:
            draws = []
            for seat in contenders:
                if not deck:
                    deck = full_deck()
                    _shuffle(self.rng, deck)
                draws.append((seat, deck.pop()))
            rounds.append(tuple(draws))
            best = max(card.number for _, card in draws)
            contenders = [seat for seat, card in draws if card.number == best]
            if len(contenders) == 1:
                break
        events.append(DealerDrawn(tuple(rounds), contenders[0]))
        return contenders[0]

    def _start_round(self, events: list[Event]) -> None:
        n = self.n
        self.round += 1
        deals = self.setup.deals
        spec = deals[self.round - 1] if self.round <= len(deals) else None
        if self.round == 1:
            if spec is not None:
                assert spec.dealer is not None
                self.dealer = spec.dealer
            else:
                self.dealer = self._dealer_draw(events)
        else:
            self.dealer = (self.dealer + 1) % n  # S2
        dealer = self.dealer
        self.direction = 1
        self.drawn = None
        self.uno_window = None
        self.uno_said = [False] * n
        self.round_winner = None
        self._w4 = None
        rng = self.rng
        if spec is None:
            deck = full_deck()
            _shuffle(rng, deck)
            cut = HAND_SIZE * n
            dealt = deck[-1 : -cut - 1 : -1]  # the top ``cut`` cards, top first
            del deck[-cut:]
            # S3: one at a time from the dealer's left: the i-th card to seat dealer + 1 + i.
            self.hands = [dealt[(seat - dealer - 1) % n :: n] for seat in range(n)]
            self.draw_pile = deck
            self.discard = []
            start = deck.pop()
        else:
            self.hands = [list(hand) for hand in spec.hands]
            rest = spec.rest_cards()
            _shuffle(rng, rest)
            named = list(reversed(spec.draw_pile))
            if spec.rest is Rest.DRAW_PILE:
                self.draw_pile = rest + named
                self.discard = []
            else:
                self.draw_pile = named
                self.discard = rest
            start = spec.start
        events.append(RoundStarted(self.round, dealer, tuple(map(len, self.hands))))
        pile = self.draw_pile
        while start.rank is _W4:
            # S9: back into the draw pile at a random place; the others keep their order.
            events.append(StartCardReturned(start))
            pile.insert(rng.randrange(len(pile) + 1), start)
            start = pile.pop()
        self.discard.append(start)
        self.top = start
        self.color = start.color
        events.append(_START_TURNED[start])
        first = (dealer + 1) % n  # S4
        self.phase = _TURN
        rank = start.rank
        if rank is Rank.WILD:
            self.phase = _COLOR  # S8
            self.current = first
        elif rank is _SKIP:
            events.append(TurnSkipped(first, SkipReason.START_SKIP))  # S6
            self.current = (first + 1) % n
        elif rank is _REVERSE:
            self.direction = -1  # S7
            events.append(DirectionChanged(False))
            self.current = dealer
        elif rank is _DRAW_TWO:
            self._draw(first, 2, DrawReason.START_DRAW_TWO, events)  # S5
            events.append(TurnSkipped(first, SkipReason.START_DRAW_TWO))
            self.current = (first + 1) % n
        else:
            self.current = first  # S4, S10
