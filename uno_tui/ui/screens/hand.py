"""The current player's turn: their hand, with the table in view.

Built from ``seat_view(game, seat)`` only, so it cannot show another hand. The screen
dismisses itself when the turn is over; the app then brings up the next curtain.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Iterable
from typing import ClassVar

from textual import events, on, work
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.geometry import Offset
from textual.widget import Widget
from textual.widgets import Static

from ...engine import (
    Accept,
    Action,
    Card,
    Color,
    Draw,
    Phase,
    Play,
    SeatView,
)
from ...engine.ask import why_not_play
from ...i18n import N_, _
from ...i18n.words import card_name, cards_count, play_sentence, refusal
from ..base import HELP, QUIT, UnoScreen
from ..corner import keep_clear
from ..lapse import hand_gone, leave
from ..timeouts import count_down, with_time_left
from ..widgets import EventLog, HandRow, TablePanel, TopBar
from ..widgets.card import CardView
from ..widgets.keybar import KeyBar
from ..widgets.text import fit_two_lines, set_border, set_text
from .alert import turn_over, your_turn
from .calls import hand_catch, hand_uno
from .hints import hand_hints
from .since import new_flags, show_missed, turn_start
from .table import CATCH, LOG, SCORES
from .turn import before_turn, choose_swap, draw_turn, play_turn


class HandScreen(UnoScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", N_("Choose"), key_display="←→"),
        Binding("right", "move(1)", show=False),
        Binding("up", "move_rows(-1)", show=False),
        Binding("down", "move_rows(1)", show=False),
        Binding("home", "move(-1000)", show=False),
        Binding("end", "move(1000)", show=False),
        Binding("enter", "play", N_("Play"), key_display="⏎"),
        Binding("d", "draw", N_("Draw"), key_display="D"),
        Binding("u", "uno", N_("UNO!"), key_display="U"),
        CATCH,
        SCORES,
        LOG,
        HELP,
        QUIT,
    ]

    GATED: ClassVar[tuple[str, ...]] = ("play", "draw")
    _row: HandRow | None = None  # (the hand, once composed)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.uno_armed = False
        self._message = ""
        self._selected_card: Card | None = None
        self._done = False
        self._busy = False
        #: The hand has ended its turn and handed the screen over (once a turn).
        self._handed_over = False
        #: A lone person: where what they missed since their last turn begins in the log.
        self._missed_from: int | None = None
        #: The cards that came into the hand since this seat's last turn (marked NEW).
        self._new: Counter[Card] = Counter()

    # ------------------------------------------------------------------ layout

    def compose_body(self) -> Iterable[Widget]:
        yield TopBar()
        yield TablePanel()
        yield EventLog(id="log")
        view = self.view
        hand = self._hand(view)
        playable = self._playable(view)
        first = [i for i, c in enumerate(hand) if c in playable]
        selected = first[0] if first else 0
        self._selected_card = hand[selected] if hand else None
        with Vertical(id="hand-panel"):
            self._row = HandRow(
                hand,
                [c in playable for c in hand],
                selected,
                budget=self._hand_budget(view, self.app.size.height),
                width=self.app.size.width - 6,
                new=new_flags(hand, self._new),
                marks=True,
                id="hand",
            )
            yield self._row
            yield Static("", id="reason", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self._begin()
        self.draw_on_mount()
        count_down(self, self.uno_app, lambda: self._show_title(self.view))
        keep_clear(self, self.query_one("#hand-panel"))  # (notices stand above the cards)

    def cursor_spot(self) -> tuple[Offset | None, Widget | None]:
        """The terminal's cursor sits on the chosen card (``ui.cursor``: before each frame)."""
        row = self._row
        view = row.selected_view if row is not None and row.is_attached else None
        return (view.cursor_spot(), view) if view is not None else (None, None)

    def select_playable(self) -> None:
        """Put the cursor on a card that can be played (after the start Wild's colour)."""
        self._selected_card = None
        self.refresh_view()

    @property
    def view(self) -> SeatView:
        return self.uno_app.view(self.seat)

    def _hand(self, view: SeatView) -> list[Card]:
        return sorted(view.hand)

    def _playable(self, view: SeatView) -> set[Card]:
        return {a.card for a in view.legal if isinstance(a, Play)}

    def refresh_view(self) -> None:
        if not self.uno_app.playing:
            return
        view = self.view
        name = view.names[self.seat]
        self._show_title(view)
        self.query_one(TablePanel).show(view, **self.uno_app.table_marks())
        self._show_log()
        hand = self._hand(view)
        playable = self._playable(view)
        row = self.query_one(HandRow)
        index = row.selected
        if self._selected_card in hand:
            index = hand.index(self._selected_card)
        elif self._selected_card is None:
            first = [i for i, c in enumerate(hand) if c in playable]
            index = first[0] if first else 0
        row.set_budget(self._hand_budget(view, self.size.height or self.app.size.height))
        row.set_hand(hand, [c in playable for c in hand], index, new_flags(hand, self._new))
        self._selected_card = hand[row.selected] if hand else None
        set_border(
            self.query_one("#hand-panel"),
            _("{name} — your hand · {cards}").format(name=name, cards=cards_count(len(hand))),
            _("UNO! You will say it as you play your next card.")
            if self.uno_armed
            else self.uno_app.open_seat_line(),
        )
        self._show_reason()
        self.update_bindings()
        if not (self._busy or self._done) and self.app.screen is self and hand_gone(self):
            self._leave()  # (the turn timer's computer player took the decision, say)

    def _show_title(self, view: SeatView) -> None:
        """The top bar: whose turn, and the turn timer's time left."""
        name = view.names[self.seat]
        if view.current == self.seat or view.current is None:
            title = with_time_left(self.uno_app, self.seat, _("{name}'s turn").format(name=name))
        else:
            # Play has moved on (▶ on the table): the header must not say otherwise.
            title = _("{name}'s turn is over").format(name=name)
        for bar in self.query(TopBar).results(TopBar):  # (none while it is built or taken down)
            bar.show(view, title)

    def _show_log(self) -> None:
        """The table log; for a lone person, what they missed since their last turn, for
        the whole turn (the log is under L)."""
        log = self.query_one(EventLog)
        public = self.uno_app.public_view()
        if self._missed_from is None or public is None:
            log.show(self.uno_app.log_sentences())
            return
        show_missed(log, public, self._missed_from, self.seat, _("Since your last turn:"))

    def _hand_budget(self, view: SeatView, height: int) -> int:
        """Lines left for the cards once the bars, the table, one log line, the hand's
        frame and its reason lines have theirs."""
        table = max(5, len(view.names) + 1) + 2
        return height - 1 - table - 1 - 4 - 1

    def on_resize(self) -> None:
        rows = self.query(HandRow)  # (none before the screen is built, or as the app closes)
        if self.uno_app.playing and rows:
            rows.first().set_budget(self._hand_budget(self.view, self.size.height))

    def _show_reason(self) -> None:
        """Why the selected card can or cannot be played, then a hint (nothing playable,
        cards scrolled out of view), under the hand."""
        view = self.view
        row = self.query_one(HandRow)
        playable = self._playable(view)
        new = any(new_flags(row.cards, self._new)) if row.compact else None
        hints = hand_hints(view, self.seat, bool(playable), new, row.hidden_count)
        card = self._selected_card
        if self._done or view.current != self.seat:
            first, hints = _("Your turn is over."), []
        elif self._message:
            first = self._message
        elif card is None:
            first = ""
        elif card in playable:
            why = play_sentence(view, card)
            first = _("▲ {card}: {reason}").format(card=card_name(card), reason=why)
        else:
            first = "✗ " + self._why_not(card)
        self._set_reason(first, " ".join(hints))

    def _set_reason(self, first: str, second: str) -> None:  # (or: the game is not saved)
        reasons = self.query("#reason").results(Static)
        reason = next(reasons, None)
        if reason is None:
            return  # (not built yet, or gone as the app closes)
        width = reason.content_size.width or max(20, self.app.size.width - 6)
        text = fit_two_lines(first, second, width, self.uno_app.not_saved_line(width))
        set_text(reason, text, layout=False)

    def _why_not(self, card: Card) -> str:
        error = why_not_play(self.view, card)
        if error is None:
            return ""
        return refusal(error)

    # ------------------------------------------------------------------ keys

    def can(self, action: str) -> bool | None:
        if not self.uno_app.playing or self._done:
            return False
        if action in ("play", "draw", "move", "move_rows"):
            legal = self.view.legal  # this seat's turn, before drawing; or HR2, HR3: a Wild
            # Draw Four to accept (D) or stack on (the stacking plays are legal)
            stacks = Accept(self.seat) in legal and any(isinstance(a, Play) for a in legal)
            return Draw(self.seat) in legal or stacks
        return True

    def _say(self, message: str) -> None:
        self._message = message
        self._show_reason()

    def show_waiting(self, text: str) -> None:
        before, self._waiting = self._waiting, text
        if text or self._message == before:
            self._message = text
            with contextlib.suppress(NoMatches):  # (the hand may have gone by then)
                self._show_reason()

    def say_line(self, text: str) -> None:
        self._say(text)

    def show_refusal(self, reason: str) -> None:
        self._message = reason if reason.startswith("✗") else "✗ " + reason
        # A key may come before the hand is built: it shows the message when it is.
        with contextlib.suppress(NoMatches):
            self._show_reason()

    def action_move(self, delta: int) -> None:
        row = self.query_one(HandRow)
        row.move(delta)
        self._moved(row)

    def action_move_rows(self, delta: int) -> None:
        row = self.query_one(HandRow)
        row.move_rows(delta)
        self._moved(row)

    def _moved(self, row: HandRow) -> None:
        self._selected_card = row.cards[row.selected] if row.cards else None
        self._message = ""
        self._show_reason()

    @on(CardView.Clicked)
    def _clicked(self, event: CardView.Clicked) -> None:
        row = self.query_one(HandRow)
        if event.index == row.selected:
            self.action_play()
        else:
            row.select(event.index)
            self._moved(row)

    async def on_key(self, event: events.Key) -> None:
        """Keys in the order they come; while a dialog of the turn is on its way (``End
        Enter b``) or after the turn, kept for the screen they were meant for."""
        if self.uno_app.too_small or event.key in ("ctrl+q", "ctrl+c", "f1"):
            return
        if not (self._busy or self._done):
            await self.run_binding_now(event)
            return
        event.stop()
        event.prevent_default()
        self.uno_app.queue_key(event.key, event.character)
        if not self.is_current:  # the dialog is already up: it takes the key now
            self.call_later(self.uno_app.replay_keys)

    def _idle(self) -> None:
        """A sequence of dialogs is over and the hand is on view again: keys typed
        meanwhile are its own. The game may have gone on meanwhile (a decision taken
        elsewhere, a race lost), with nothing new to come from it soon: shown as it is."""
        self._busy = False
        if self.is_current and not self._done:
            self.call_later(self.uno_app.replay_keys)
            if self.uno_app.playing:
                with contextlib.suppress(NoMatches):  # (not built yet: it shows the game then)
                    self.refresh_view()

    def decision_gone(self) -> None:
        """A decision of this turn was taken elsewhere while its dialog was open (the
        turn timer's notice says so in the corner; ``PlayerHand``: a jump-in)."""

    @property
    def said(self) -> bool:
        """Whether the hand says something of its own (a refusal, a race lost)."""
        return bool(self._message)

    def _leave(self) -> None:
        """The game no longer waits for this hand: on to the table (``lapse.leave``)."""
        self._done = True
        self.update_bindings()
        if self._message:
            self._show_reason()
        leave(self, self._gone)

    def _gone(self) -> None:
        if not self._done or self._handed_over:
            return  # (gone already, or shown again since for a new turn: ``again``)
        if self.app.screen is self:  # (not under a dialog: ``is_current`` would be True)
            # A key meant for this hand (Enter on a card, J to jump in) is not the next
            # screen's.
            self.uno_app.moved_on_by_itself()
            self.end_turn()
        elif self.is_attached:  # a dialog over it (help, the log): once it closes
            self.set_timer(0.5, self._gone)

    def _start(self) -> bool:
        """Claim the turn for one sequence of dialogs; a key pressed again while one runs
        (or after the turn) does nothing."""
        if self._busy or self._done:
            return False
        self._busy = True
        return True

    def action_play(self) -> None:
        if self._busy or self._done or self.too_soon():
            return
        card = self._selected_card
        if card is None:
            return
        if card not in self._playable(self.view):
            self.refuse(self._why_not(card))
            return
        if self._start():
            self._play(card)

    @work(group="turn")
    async def _play(self, card: Card) -> None:
        try:
            await play_turn(self, card)
        finally:
            self._idle()

    def play_action(self, card: Card, color: Color | None, uno: bool) -> Play:
        play = Play(self.seat, card, color, uno)
        if uno and play not in self.view.legal:
            play = Play(self.seat, card, color, False)
        return play

    def action_draw(self) -> None:
        if self._start():
            self._draw()

    @work(group="turn")
    async def _draw(self) -> None:
        try:
            await draw_turn(self)
        finally:
            self._idle()

    def action_uno(self) -> None:
        hand_uno(self)

    def action_catch(self) -> None:
        hand_catch(self)

    # ------------------------------------------------------------------ phases

    def _begin(self) -> None:  # (each turn: a joined terminal shows this screen again)
        self._missed_from, self._new = turn_start(self.uno_app, self.seat)
        your_turn(self.uno_app)
        # An ordinary turn needs no dialog first: keys work at once (a worker running
        # here would turn away a key pressed as the hand shows).
        if self.view.phase is not Phase.TURN and self._start():
            self._decide_first()

    @work(group="turn")
    async def _decide_first(self) -> None:
        try:
            await before_turn(self)
        finally:
            self._idle()

    async def finish(self, action: Action) -> None:
        """Apply the action that ends this turn, then leave the screen."""
        if await self.send(action) is None:
            return
        view = self.view
        if view.phase is Phase.SWAP and view.current == self.seat:
            # HR4: a 7 played; whom to swap with is chosen before the keyboard passes on.
            self.run_worker(choose_swap(self), group="swap")
            return
        self.end_turn()

    def end_turn(self) -> None:
        if self._handed_over:
            return  # (it gave way by itself already: a 7's swap was the turn's last word)
        self._handed_over = True
        turn_over(self.uno_app)
        self._done = True
        self.update_bindings()
        self.hand_over(None)
