"""Hot-seat privacy (H1-H3, T7): every frame the app draws during whole games is checked.

A frame is checked at the moment Textual hands it to the terminal. While a curtain (the
pass screen, the reveal curtain) or the public table is on view, no card face from any
hand may be on screen, as a card or in words; a hand screen shows its owner's cards and
nobody else's, and only while its owner holds the keyboard; the one exception is the
challenged hand, shown to the challenger alone behind its own curtain (H3).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest
from textual.screen import Screen

from uno_tui.engine import Card, DealSpec, Phase, full_deck
from uno_tui.engine.events import (
    CardPlayed,
    DealerDrawn,
    RoundEnded,
    StartCardReturned,
    StartCardTurned,
)
from uno_tui.i18n.words import card_name
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.dialogs import (
    AnnounceDialog,
    CatchDialog,
    ChallengeDialog,
    ColorDialog,
    DrewDialog,
    PlayOrKeepDialog,
    RevealDialog,
)
from uno_tui.ui.screens import HandScreen, PassScreen, RevealCurtain, TableScreen
from uno_tui.ui.widgets import CardView, HandRow

from .conftest import Run
from .driver import autoplay_step, screen_text

#: Dialogs that belong to the player whose hand is under them.
PRIVATE_DIALOGS = (ColorDialog, PlayOrKeepDialog, DrewDialog, ChallengeDialog)


def short_deals(seed: int, players: int, rounds: int, size: int) -> list[DealSpec]:
    """Deals of ``size`` cards each (short rounds, so a whole game stays quick)."""
    rng = random.Random(seed)
    deals = []
    for k in range(rounds):
        deck = full_deck()
        rng.shuffle(deck)
        hands = tuple(tuple(deck.pop() for _ in range(size)) for _ in range(players))
        start = next(c for c in reversed(deck) if c.code != "W+4")
        deals.append(DealSpec(hands, start, dealer=0 if k == 0 else None))
    return deals


def public_cards(app: UnoApp) -> set[Card]:
    """Faces the whole table has seen: played, turned, drawn for the deal, scored."""
    assert app.session.game is not None
    seen: set[Card] = set()
    for e in app.session.game.events:
        if isinstance(e, CardPlayed | StartCardTurned | StartCardReturned):
            seen.add(e.card)
        elif isinstance(e, DealerDrawn):
            seen.update(card for draw in e.rounds for _seat, card in draw)
        elif isinstance(e, RoundEnded):
            seen.update(card for opp in e.opponents for card in opp.cards)
    return seen


def visible_screens(app: UnoApp) -> list[Screen[Any]]:
    top = app.screen
    if top.styles.background.a == 1:
        return [top]
    return [*app._background_screens, top]


def faces(screen: Screen[Any]) -> list[Card]:
    """Every card face drawn on ``screen`` except the top of the discard pile."""
    return [v.card for v in screen.query(CardView) if v.id != "top-card"]


@dataclass
class Watch:
    """Checks each frame; counts what it saw so the test can tell it was not vacuous."""

    app: UnoApp
    seen: Counter[str] = field(default_factory=Counter)
    revealed_to: int | None = None
    #: The seat the last curtain named, and the hand screens already seen (by id).
    curtain_for: int | None = None
    hands_seen: set[int] = field(default_factory=set)

    def frame(self) -> None:
        app, game = self.app, self.app.session.game
        if game is None:
            return
        screens = visible_screens(app)
        hands = [s for s in screens if isinstance(s, HandScreen)]
        curtains = [s for s in screens if isinstance(s, TableScreen)]
        assert not (hands and curtains), "a hand and a curtain on view together"
        last = game.actions[-1].seat if game.actions else None
        for screen in screens:
            self.seen[type(screen).__name__] += 1
            shown = faces(screen)
            if isinstance(screen, HandScreen):
                owner = screen.seat
                if id(screen) not in self.hands_seen:
                    # H1: every hand comes right after a curtain that named its owner.
                    assert self.curtain_for == owner, ("no curtain before", owner)
                    self.hands_seen.add(id(screen))
                    self.curtain_for = None
                # The owner has the keyboard: it is their decision, or the action that
                # just ended their turn was theirs (the screen is on its way out).
                assert owner in (game.current, last), (owner, game.current, last)
                played = {
                    e.card
                    for e in game.events[-6:]
                    if isinstance(e, CardPlayed) and e.seat == owner
                }
                mine = set(game.hands[owner]) | (played if owner == last else set())
                assert set(shown) <= mine, ("not the owner's cards", shown, owner)
                if owner == game.current and game.phase is not Phase.GAME_OVER:
                    row = screen.query_one(HandRow)
                    assert Counter(row.cards) == Counter(game.hands[owner])
            elif isinstance(screen, PRIVATE_DIALOGS):
                assert hands, f"{type(screen).__name__} without its owner's hand under it"
                owner = hands[0].seat
                assert all(c in game.hands[owner] or c is game.top for c in shown)
            elif isinstance(screen, RevealDialog):
                event = screen.event
                assert not hands
                assert self.revealed_to == event.challenger, "reveal without its own curtain"
                assert Counter(shown) == Counter(event.hand)
                self.seen["reveal cards"] += len(shown)
            else:
                assert not shown, f"card faces on {type(screen).__name__}: {shown}"
                top = screen.query("#top-card")
                for view in top.results(CardView):
                    assert view.card is game.top
            if isinstance(screen, RevealCurtain):
                self.revealed_to = screen.event.challenger
            elif isinstance(screen, PassScreen):
                self.curtain_for = screen.seat
            if isinstance(screen, TableScreen | AnnounceDialog | CatchDialog):
                self.words(screen)

    def words(self, screen: Screen[Any]) -> None:
        """No private card named in words on a public screen."""
        game = self.app.session.game
        assert game is not None
        text = screen_text(screen)
        public = public_cards(self.app)
        for name in sorted({card_name(c) for c in public}, key=len, reverse=True):
            text = text.replace(name, "")
        private = {c for hand in game.hands for c in hand} - public
        for card in private:
            assert not re.search(rf"\b{re.escape(card_name(card))}\b", text), (
                card_name(card),
                type(screen).__name__,
            )
        self.seen["public words"] += 1


async def play_watched(run: Run, app: UnoApp, seed: int, limit: int = 2500) -> Watch:
    watch = Watch(app)
    display = app._display

    def checked(screen: Screen[Any], renderable: object) -> None:
        watch.frame()
        display(screen, renderable)  # type: ignore[arg-type]

    app._display = checked  # type: ignore[method-assign]
    rng = random.Random(seed)
    async with run(app) as table:
        for _ in range(limit):
            if not app.is_running:
                break
            await autoplay_step(table, rng)
    assert not app.is_running, "the game did not finish"
    return watch


@pytest.mark.slow
async def test_no_frame_shows_a_hand_it_should_not(run: Run) -> None:
    """Four players, a whole game of short rounds with every hot-seat moment in it:
    curtains, hands, UNO called and caught, a challenge and its reveal, score sheets."""
    app = make_app(
        ["Ana", "Bruno", "Carla", "Duda"], target=150, seed=8, deals=short_deals(1, 4, 4, 2)
    )
    watch = await play_watched(run, app, seed=3)
    game = app.session.game
    assert game is not None and game.phase is Phase.GAME_OVER and game.round >= 3
    kinds = Counter(type(e).__name__ for e in game.events)
    assert kinds["UnoCaught"] and kinds["WildDrawFourChallenged"] and kinds["UnoSaid"]
    assert watch.seen["PassScreen"] > 20 and watch.seen["HandScreen"] > 20
    assert watch.seen["RevealCurtain"] and watch.seen["reveal cards"]
    assert watch.seen["ScoreScreen"] and watch.seen["public words"] > 20
