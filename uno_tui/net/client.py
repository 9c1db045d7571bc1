"""A terminal at a hosted table: the table as this seat sees it.

``RemoteTable`` is what the screens read: ``view(seat)``, ``public_view()``,
``why_not(action)``, ``log_sentences()`` — the same calls a ``GameSession`` answers, built
only from what the wire carried (``link.Link`` feeds it). The rules' reasons for a refusal
are worked out here, on a stand-in game made from the view (the host checks every action
again).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine import (
    Action,
    Card,
    Catch,
    Color,
    Game,
    IllegalAction,
    Rank,
    SayUno,
    SeatView,
    make_setup,
)
from ..engine import tables as engine_tables
from ..engine.events import (
    CardPlayed,
    Event,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
)
from ..session import LOG_TAIL, PublicView
from . import protocol as p
from .deck import DeckLedger


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


class Unproven(Exception):
    """The other end could not prove it knows the join code (``joining``: a wrong code, or
    not the table) or the seat's key (not the table this seat was taken at)."""

    def __init__(self, joining: bool) -> None:
        super().__init__("unproven")
        self.joining = joining


@dataclass(frozen=True)
class Snapshot:
    """The table as this seat last heard of it (replaced whole on each update)."""

    game: int | None
    view: SeatView | None
    events: tuple[Event, ...] = ()
    start_scores: tuple[int, ...] = ()
    bots: frozenset[int] = frozenset()
    remote: frozenset[int] = frozenset()
    away: frozenset[int] = frozenset()
    reveal: WildDrawFourChallenged | None = None


def public_table(view: SeatView) -> SeatView:
    """The public ``SeatView`` (as ``GameSession.public_view`` gives it) from a seat's view:
    no hand, and only the actions anyone may take (saying a forgotten UNO, catching it) —
    the same list, in the same order, as the engine's."""
    window = view.uno_window
    legal: tuple[Action, ...] = ()
    if window is not None:
        legal = (SayUno(window), *(Catch(s, window) for s in range(len(view.names)) if s != window))
    return replace(
        view,
        seat=None,
        hand=(),
        drawn=None,
        legal=legal,
    )


def top_card_by(events: tuple[Event, ...], names: tuple[str, ...]) -> str:
    """Who played the top card, in words (as ``GameSession.top_card_by``)."""
    from ..i18n import _

    for event in reversed(events):
        if isinstance(event, CardPlayed):
            return _("played by {name}").format(name=names[event.seat])
        if isinstance(event, StartCardTurned | RoundStarted):
            return _("the start card")
    return ""


def stand_in(view: SeatView) -> Game:
    """A game in the state ``view`` shows, for the rules' reasons only: the seat's own
    hand is real, the others are blanks of the right size (never shown)."""
    game = Game(make_setup(list(view.names), target=view.target, seed=0))
    blank = Card(Color.RED, Rank.ZERO)
    game.hands = [
        list(view.hand) if seat == view.seat else [blank] * size
        for seat, size in enumerate(view.hand_sizes)
    ]
    game.scores = list(view.scores)
    game.round, game.dealer = view.round, view.dealer
    game.current, game.phase = view.current, view.phase
    game.direction = 1 if view.clockwise else -1
    game.top, game.color, game.drawn = view.top, view.color, view.drawn
    game.uno_window, game.uno_said = view.uno_window, list(view.uno_said)
    game.round_winner, game.winner = view.round_winner, view.winner
    if view.wild_draw_four is not None:
        player, previous = view.wild_draw_four
        game._w4 = (player, True, previous, ())
    else:
        game._w4 = None
    if view.color is not None:
        game._matching = engine_tables.MATCHING[view.color, view.top.rank]
    return game


class RemoteTable:
    """The table as one joined seat knows it: what the screens ask a session for."""

    def __init__(self, seat: int | None, names: tuple[str, ...]) -> None:
        self.seat = seat
        self.names = names
        self.snapshot = Snapshot(None, None)
        self._events: list[Event] = []
        #: The deck orders the host committed to and opened (a deal players can check).
        self.decks = DeckLedger()
        self._stand_in: tuple[SeatView, Game] | None = None
        self._sentences: tuple[tuple[object, ...], list[str]] | None = None

    # -- fed by the link

    def take_events(self, message: p.Events) -> None:
        start = message.first
        if message.game != self.snapshot.game or start == 0:
            self._events = []
        if start != len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": events out of order")
        self._events.extend(message.events)

    def take_deck(self, message: p.Deck) -> None:
        if not 0 <= message.event < len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": a deck before its event")
        self.decks.take(message, self._events)

    def take_update(self, message: p.Update) -> None:
        game, view = message.game, message.view
        if game is None or view is None:
            self.snapshot = Snapshot(None, None)
            self._events = []
            return
        if view.seat != self.seat or message.events != len(self._events):
            raise p.ProtocolError(p.MALFORMED + ": another seat's view")
        seats = range(len(view.names))
        self.names = view.names

        def seat_set(value: tuple[int, ...]) -> frozenset[int]:
            if not all(s in seats for s in value):
                raise p.ProtocolError(p.MALFORMED + ": no such seat")
            return frozenset(value)

        self.snapshot = Snapshot(
            game=game,
            view=view,
            events=tuple(self._events),
            start_scores=message.start_scores,
            bots=seat_set(message.bots),
            remote=seat_set(message.remote),
            away=seat_set(message.away),
            reveal=message.reveal,
        )

    # -- what the screens ask

    @property
    def playing(self) -> bool:
        return self.snapshot.view is not None

    def view(self, seat: int | None = None) -> SeatView:
        """This seat's view (the only one this terminal has); ``None``: the public table."""
        view = self.snapshot.view
        if view is None:
            raise RuntimeError("no game is being played")
        if seat is None:
            return public_table(view)
        if seat != self.seat:
            raise PermissionError("this terminal sees only its own seat")
        return view

    def public_view(self) -> PublicView | None:
        snap = self.snapshot
        if snap.view is None:
            return None
        return PublicView(
            table=public_table(snap.view),
            events=snap.events,
            start_scores=snap.start_scores,
            bots=snap.bots,
            top_by=top_card_by(snap.events, snap.view.names),
            deal_check=self.decks.verdicts(snap.events),
        )

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now, as far as this seat can tell."""
        view = self.snapshot.view
        if view is None:
            return None
        if action in view.legal:
            return None
        cached = self._stand_in
        if cached is None or cached[0] is not view:
            cached = self._stand_in = (view, stand_in(view))
        return cached[1].why_not(action)

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        from ..i18n import current_language
        from ..i18n.words import describe_events

        events = self.snapshot.events
        # Every screen asks on every redraw; the words change only with the events.
        key = (events, self.names, tail, current_language(), self.decks.version)
        if self._sentences is not None and self._sentences[0] == key:
            return list(self._sentences[1])
        chosen = events if tail is None else events[-tail:]
        sentences = describe_events(list(chosen), self.names)
        base = len(events) - len(chosen)
        # The deal check's lines, each after the event it follows (a commitment after
        # the deal or the reshuffle, the verdict after the round's end).
        for index, line in reversed(self.decks.notes(events, self.names, base)):
            at = len(describe_events(list(chosen[: index - base + 1]), self.names))
            sentences.insert(at, line)
        self._sentences = (key, sentences)
        return list(sentences)
