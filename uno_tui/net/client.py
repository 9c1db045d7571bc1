"""A terminal at a hosted table: the table as this seat sees it.

``RemoteTable`` is what the screens read: ``view(seat)``, ``public_view()``,
``why_not(action)``, ``log_sentences()`` — the same calls a ``GameSession`` answers, built
only from what the wire carried (``link.Link`` feeds it). The rules' reasons for a refusal
come from the engine, asked about the seat's view (the host checks every action again).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Action, Card, IllegalAction, SeatView, public_view, view_refusal
from ..engine.deal_check import RoundCheck
from ..engine.events import (
    CardPlayed,
    CardsDrawn,
    Event,
    HandsPassed,
    HandsSwapped,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
)
from ..table.public import LOG_TAIL, PublicView
from ..table.snapshot import Who
from . import protocol as p
from .deck import DeckLedger
from .shareledger import ShareLedger, share_notes, shown_hand

#: Not on the wire: a terminal's own reason to stop at a rejoin, when what answers holds
#: another key for the seat (another table, or the seat taken back at another terminal).
OTHER_KEY = "other_key"


class Refused(Exception):
    """The host refused the connection, or dropped it: ``reason`` is a ``protocol``
    reason code; ``protocol`` the host's version; ``open`` the names of its open seats."""

    def __init__(self, reason: str, protocol: int | None = None, open_: list[str] | None = None):
        super().__init__(reason)
        self.reason = reason
        self.protocol = protocol
        self.open = open_ or []


class Lost(Exception):
    """The connection to the host was lost."""


class Unanswered(Lost):
    """Nothing answers where the table was (no table of that account open, a port nobody
    listens on): the host is not back, or came back at another address."""


class NotHost(Exception):
    """The kernel says another account runs what answers (``found``; ``None``: it cannot
    say) than the one that ran the table this terminal joined (``expected``)."""

    def __init__(self, found: int | None, expected: int) -> None:
        super().__init__("not the host")
        self.found = found
        self.expected = expected


class Unproven(Exception):
    """The other end could not prove it knows the join code (``joining``: a wrong code, or
    not the table) or the seat's key (not the table this seat was taken at)."""

    def __init__(self, joining: bool) -> None:
        super().__init__("unproven")
        self.joining = joining


@dataclass(frozen=True)
class Heard:
    """The table as this seat last heard of it (replaced whole on each update; the
    screens read it as a ``table.snapshot.Snapshot``: ``ui.hosted.clientapp.JoinedTable``)."""

    game: int | None
    view: SeatView | None
    events: tuple[Event, ...] = ()
    start_scores: tuple[int, ...] = ()
    #: Who plays each seat, as the host sees it (``Who.HERE``: at the host's keyboard).
    seating: tuple[Who, ...] = ()
    away: frozenset[int] = frozenset()
    #: The seats nobody has taken yet (among ``away``).
    open: frozenset[int] = frozenset()
    reveal: WildDrawFourChallenged | None = None
    #: The seat whose decision the game waits for (``None``: the host's, or no game).
    due: int | None = None
    #: The turn timer's people out of time, and whether the table waits for one of them.
    timed_out: frozenset[int] = frozenset()
    paused: bool = False
    #: Seconds a person has for each decision (the host's turn timer; 0: none).
    turn_time: int = 0
    #: Seconds the decision due had run on the host's timer when the host told it.
    turn_spent: float = 0.0

    @property
    def bots(self) -> frozenset[int]:
        """The seats computer players hold."""
        return frozenset(s for s, who in enumerate(self.seating) if who is Who.COMPUTER)

    @property
    def remote(self) -> frozenset[int]:
        """The seats played at joined terminals (this one's too)."""
        return frozenset(s for s, who in enumerate(self.seating) if who is Who.JOINED)


def top_card_by(events: tuple[Event, ...], names: tuple[str, ...]) -> str:
    """Who played the top card, in words (as ``GameSession.top_card_by``)."""
    from ..i18n import _

    for event in reversed(events):
        if isinstance(event, CardPlayed):
            return _("played by {name}").format(name=names[event.seat])
        if isinstance(event, StartCardTurned | RoundStarted):
            return _("the start card")
    return ""


class RemoteTable:
    """The table as one joined seat knows it: what the screens ask a session for."""

    def __init__(self, seat: int | None, names: tuple[str, ...]) -> None:
        self.seat = seat
        self.names = names
        self.snapshot = Heard(None, None)
        self._events: list[Event] = []
        #: The game ``_events`` belong to (the snapshot's comes only with the update
        #: after them: a log sent in several chunks is one game's until then).
        self._events_game: int | None = None
        #: The deck orders the host committed to and opened (a deal players can check).
        self.decks = DeckLedger()
        #: The shuffles this terminal shares in, and each round's verdict (version 5).
        self.shares = ShareLedger(seat)
        self._sentences: tuple[tuple[object, ...], list[str]] | None = None
        #: The cards this seat drew at each of its public ``CardsDrawn`` events (by index),
        #: learnt from its hand before and after (the host sends only the public events).
        self._drawn: dict[int, tuple[Card, ...]] = {}
        #: Those of them known for certain (the only draw of this seat between two
        #: updates, its hand changed by nothing else): the round's check compares them
        #: with the cards the shuffle gave (``deal_check.check_round``).
        self._sure: set[int] = set()

    # -- fed by the link

    def take_events(self, message: p.Events) -> None:
        start = message.first
        if message.game != self._events_game or start == 0:
            self._events, self._events_game = [], message.game
        if start != len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": events out of order")
        self._events.extend(message.events)
        self.shares.saw(self._events, start)

    def take_deck(self, message: p.Deck) -> None:
        if not 0 <= message.event < len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": a deck before its event")
        self.decks.take(message, self._events)

    def take_shuffle(self, message: p.Shuffle) -> p.Share | None:
        """A stage of a shared shuffle (``shareledger.py``); what to answer, if anything.
        The round is checked on the public events with the cards this seat surely drew."""
        events = list(self._events)
        for index in self._sure:
            event = events[index] if index < len(events) else None
            cards = self._drawn.get(index, ())
            if isinstance(event, CardsDrawn) and event.seat == self.seat and cards:
                events[index] = CardsDrawn(
                    event.seat, event.count, event.wanted, event.reason, cards
                )
        return self.shares.take(message, message.game or self.snapshot.game, events)

    def acted(self, action: Action, events: Sequence[Event]) -> None:
        """This terminal's ``action`` was applied: a colour it named must be the one
        recorded in the public events."""
        color = getattr(action, "color", None)
        if color is not None and self.seat is not None:
            self.shares.named(self.seat, color, self._events)

    def take_update(self, message: p.Update) -> None:
        game, view = message.game, message.view
        if game is None or view is None:
            self.snapshot = Heard(None, None)
            self._events, self._events_game = [], None
            return
        if view.seat != self.seat or message.events != len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": another seat's view")
        seats = range(len(view.names))
        self.names = view.names

        def seat_set(value: tuple[int, ...]) -> frozenset[int]:
            if not all(s in seats for s in value):
                raise p.ProtocolError(p.MALFORMED + ": no such seat")
            return frozenset(value)

        if len(message.seating) != len(view.names):
            raise p.ProtocolError(p.MALFORMED + ": a seating of another table")
        if message.due is not None:
            seat_set((message.due,))
        before = self.snapshot
        if before.game != game:
            self._drawn, self._sure = {}, set()
        elif before.view is not None:
            self._learn_drawn(before.view.hand, view.hand, len(before.events))
        if message.reveal is not None:  # a challenge's hand shown here: checked at the end
            at = shown_hand(message.reveal, self._events)
            if at is not None:
                self.shares.shown[at] = message.reveal.hand
        self.shares.live = True
        self.snapshot = Heard(
            game=game,
            view=view,
            events=tuple(self._events),
            start_scores=message.start_scores,
            seating=message.seating,
            away=seat_set(message.away),
            open=seat_set(message.open),
            reveal=message.reveal,
            due=message.due,
            timed_out=seat_set(message.timed_out),
            paused=message.paused,
            turn_time=message.turn_time,
            turn_spent=message.turn_spent / 1000,
        )

    def _learn_drawn(self, before: tuple[Card, ...], after: tuple[Card, ...], first: int) -> None:
        """The hand gained cards with the events from ``first`` on: those this seat drew."""
        gained = list((Counter(after) - Counter(before)).elements())
        mine: list[int] = []
        other = False  # (something else changed the hand: a new deal, hands that moved)
        for index in range(first, len(self._events)):
            event = self._events[index]
            if isinstance(event, CardsDrawn) and event.seat == self.seat:
                mine.append(index)
                if gained:
                    self._drawn[index] = tuple(gained[: event.count])
                    gained = gained[event.count :]
            other = other or isinstance(event, RoundStarted | HandsSwapped | HandsPassed)
        if len(mine) == 1 and not other:
            drawn = self._events[mine[0]]
            assert isinstance(drawn, CardsDrawn)
            if drawn.count and len(self._drawn.get(mine[0], ())) == drawn.count and not gained:
                self._sure.add(mine[0])

    def seat_events(self) -> list[Event]:
        """The events as this seat saw them: the public ones, with the cards it drew in its
        own ``CardsDrawn`` (as far as its hand tells them)."""
        events = list(self.snapshot.events)
        for i, cards in self._drawn.items():
            event = events[i] if i < len(events) else None
            if isinstance(event, CardsDrawn):
                events[i] = CardsDrawn(event.seat, event.count, event.wanted, event.reason, cards)
        return events

    # -- what the screens ask

    @property
    def playing(self) -> bool:
        return self.snapshot.view is not None

    def view(self, seat: int | None = None, heard: Heard | None = None) -> SeatView:
        """This seat's view (the only one this terminal has); ``None``: the public table.
        Of ``heard`` (an update heard before), or by default of the last one."""
        view = (self.snapshot if heard is None else heard).view
        if view is None:
            raise RuntimeError("no game is being played")
        if seat is None:
            return public_view(view)
        if seat != self.seat:
            raise PermissionError("this terminal sees only its own seat")
        return view

    def public_view(self, heard: Heard | None = None) -> PublicView | None:
        snap = self.snapshot if heard is None else heard
        if snap.view is None:
            return None
        return PublicView(
            table=public_view(snap.view),
            events=snap.events,
            start_scores=snap.start_scores,
            bots=snap.bots,
            top_by=top_card_by(snap.events, snap.view.names),
            deal_check=self.deal_checks(snap.events),
        )

    def deal_checks(self, events: Sequence[Event]) -> tuple[RoundCheck, ...]:
        """Each round's verdict: its shared shuffle's, else its deck commitment's."""
        checks = {check.round: check for check in self.decks.verdicts(events)}
        checks.update((check.round, check) for check in self.shares.verdicts())
        return tuple(checks[r] for r in sorted(checks))

    def why_not(self, action: Action, heard: Heard | None = None) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (or as of ``heard``), as far as this seat can
        tell."""
        view = (self.snapshot if heard is None else heard).view
        if view is None:
            return None
        return view_refusal(view, action)

    def log_notes(self, events: Sequence[Event], base: int = 0) -> list[tuple[int, str]]:
        """The deal check's lines, each with the index of the public event it follows (a
        commitment after the deal or the reshuffle, a shared shuffle's deal, the verdict
        after the round's end, a warning naming the host), in order; from ``base`` on."""
        shared = self.shares.shared()
        notes = self.decks.notes(events, self.names, base, self.deal_checks(events), shared)
        notes += share_notes(self.shares, events, self.names, base)
        return sorted(notes, key=lambda note: note[0])

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        from ..i18n import current_language
        from ..i18n.words import describe_events

        events = self.snapshot.events
        # Every screen asks on every redraw; the words change only with the events.
        key = (
            events,
            self.names,
            tail,
            current_language(),
            self.decks.version,
            self.shares.version,
        )
        if self._sentences is not None and self._sentences[0] == key:
            return list(self._sentences[1])
        chosen = events if tail is None else events[-tail:]
        sentences = describe_events(list(chosen), self.names)
        base = len(events) - len(chosen)
        for index, line in reversed(self.log_notes(events, base)):
            at = len(describe_events(list(chosen[: index - base + 1]), self.names))
            sentences.insert(at, line)
        self._sentences = (key, sentences)
        return list(sentences)
