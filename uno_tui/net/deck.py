"""A deal players can check, on the wire (docs/SECURITY.md): the host commits to each deck
order a round uses when it is fixed (at the deal, at each reshuffle) and opens them all at
the game's end; each terminal checks each opening against its commitment, then each
round's public events against the orders (``engine/deal_check.py`` says which cards they
give). Not at each round's end: the orders come from the game's seeded generator, and
one round's order would help to foretell the next rounds' (docs/SECURITY.md).

A commitment is SHA-256 of a fresh 16-byte salt and the cards' codes, top first; a person
compares its first eight hex digits (``short``) between terminals.
"""

from __future__ import annotations

import hashlib
import secrets
import weakref
from collections.abc import Container, Sequence

from ..engine import Card, Game
from ..engine.deal_check import Mismatch, RoundCheck, Stock, StockWatch, check_round
from ..engine.events import Event, GameEnded, Reshuffled, RoundEnded, RoundStarted
from ..i18n.deal_check import committed, verdict
from . import protocol as p
from .handshake import Connection

SALT_BYTES = 16


def digest(salt: str, cards: Sequence[Card]) -> str:
    """The commitment to ``cards`` (top first) with ``salt`` (hex)."""
    codes = " ".join(card.code for card in cards).encode()
    data = b"uno-tui deck\0" + bytes.fromhex(salt) + b"\0" + codes
    return hashlib.sha256(data).hexdigest()


def short(full: str) -> str:
    """What a person reads and compares: ``3F9A-C21B``."""
    return f"{full[:4]}-{full[4:8]}".upper()


class DeckBook:
    """The host's side: each stock of its game with its salt, and what each terminal has
    been sent of them (``due``)."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._watch: StockWatch | None = None
        self._salts: dict[int, str] = {}
        self._end: int | None = None
        self._scanned = 0
        #: By connection: (game key, commitments sent, openings sent).
        self._sent: weakref.WeakKeyDictionary[Connection, tuple[int, int, int]] = (
            weakref.WeakKeyDictionary()
        )

    def _stocks(self, game: Game) -> list[Stock]:
        if game is not self._game or self._watch is None:
            self._game, self._watch = game, StockWatch(game)
            self._salts, self._end, self._scanned = {}, None, 0
        stocks = self._watch.follow(game.actions, game.setup.seed)
        events = game.events
        for index in range(self._scanned, len(events)):
            if isinstance(events[index], GameEnded):
                self._end = index
        self._scanned = len(events)
        return stocks

    def due(self, conn: Connection, game: Game, key: int, sent: int) -> list[p.Deck]:
        """The commitments and openings ``conn`` lacks, once it holds ``sent`` events."""
        stocks = self._stocks(game)
        was, committed, opened = self._sent.get(conn, (key, 0, 0))
        if was != key:
            committed = opened = 0
        out: list[p.Deck] = []
        while committed < len(stocks) and stocks[committed].event < sent:
            stock = stocks[committed]
            salt = self._salts.setdefault(stock.event, secrets.token_hex(SALT_BYTES))
            out.append(p.Deck(key, stock.event, digest(salt, stock.cards), None, ()))
            committed += 1
        while opened < committed and self._end is not None and self._end < sent:
            stock = stocks[opened]
            salt = self._salts[stock.event]
            out.append(p.Deck(key, stock.event, digest(salt, stock.cards), salt, stock.cards))
            opened += 1
        self._sent[conn] = (key, committed, opened)
        return out


class DeckLedger:
    """A terminal's side: the commitments it was sent, the orders opened, and the verdict
    on each round once they are (``checks``, by round)."""

    def __init__(self) -> None:
        self.game: int | None = None
        self.digests: dict[int, str] = {}
        self._stocks: dict[int, Stock] = {}
        self._unopened: set[int] = set()
        #: By round: the index of its ``RoundEnded`` and the verdict.
        self.checks: dict[int, tuple[int, RoundCheck]] = {}
        #: Changes whenever what the log shows of it does.
        self.version = 0

    def take(self, message: p.Deck, events: Sequence[Event]) -> None:
        self.version += 1
        if message.game != self.game:
            self.game = message.game
            self.digests, self._stocks, self._unopened, self.checks = {}, {}, set(), {}
        event = message.event
        if message.salt is None:
            self.digests[event] = message.digest  # a host resumed mid-round commits again
            return
        try:
            opens = digest(message.salt, message.cards) == self.digests.get(event)
        except ValueError:  # a salt that is not hex
            opens = False
        if not opens:
            self._unopened.add(event)
        self._stocks[event] = Stock(event, message.cards)
        self._judge(event, events)

    def _judge(self, event: int, events: Sequence[Event]) -> None:
        """The verdict on the round of the stock fixed at ``event``, if it has ended."""
        first = next(
            (i for i in range(min(event, len(events) - 1), -1, -1) if _started(events[i])), None
        )
        end = next(
            (i for i in range(event, len(events)) if isinstance(events[i], RoundEnded)), None
        )
        if first is None or end is None:
            return
        started = events[first]
        assert isinstance(started, RoundStarted)
        stocks = [s for e, s in self._stocks.items() if first <= e <= end]
        problems = check_round(events[first : end + 1], first, stocks)
        if any(first <= e <= end for e in self._unopened):
            problems.insert(0, (Mismatch.NOT_COMMITTED, None))
        self.checks[started.round] = (end, RoundCheck(started.round, tuple(problems)))

    def verdicts(self, events: Sequence[Event] = ()) -> tuple[RoundCheck, ...]:
        """The verdict on each round checked, in order; once the game has ended (in
        ``events``), a round with an order committed to and never opened is one too."""
        checks = dict(self.checks)
        if any(isinstance(event, GameEnded) for event in events[-2:]):
            for event in set(self.digests) - set(self._stocks):
                started = next(
                    (e for e in reversed(events[: event + 1]) if isinstance(e, RoundStarted)),
                    None,
                )
                if started is not None and started.round not in checks:
                    problem = ((Mismatch.NOT_OPENED, None),)
                    checks[started.round] = (event, RoundCheck(started.round, problem))
        return tuple(check for _end, check in sorted(checks.values()))

    def notes(
        self,
        events: Sequence[Event],
        names: Sequence[str],
        base: int = 0,
        checks: Sequence[RoundCheck] | None = None,
        shared: Container[int] = (),
    ) -> list[tuple[int, str]]:
        """The log's lines, each with the index of the event it follows (from ``base``);
        ``checks``: the verdicts to sum up at the game's end (by default, its own), and
        ``shared`` the rounds a shared shuffle (shareledger.py) speaks for instead."""
        out = [
            (event, committed(short(full), isinstance(events[event], Reshuffled)))
            for event, full in self.digests.items()
            if base <= event < len(events) and _round_of(events, event) not in shared
        ]
        end = next((i for i, e in enumerate(events) if isinstance(e, GameEnded)), None)
        checks = self.verdicts(events) if checks is None else checks
        if checks and end is not None and base <= end:
            out.append((end, verdict(checks, names)))
        return sorted(out, key=lambda note: note[0])


def _round_of(events: Sequence[Event], index: int) -> int:
    """The round the ``index``-th event belongs to."""
    for event in reversed(events[: index + 1]):
        if isinstance(event, RoundStarted):
            return event.round
    return 0


def _started(event: Event) -> bool:
    return isinstance(event, RoundStarted)
