"""A hosted game's first round, dealt from a shuffle the joined terminals share in
(docs/SECURITY.md, "Which rounds are shared").

A game is made, and its first round dealt, as it starts: at a table with seats for other
terminals, before anyone has joined them. Such a game *waits* before anything of it is
seen: the host's screen stays on the dealer draw (the game's own seed, the same after),
the terminals are told no game is under way, the computer players and the turn timer
wait. Each terminal that takes its seat commits to a secret (``shares.py``); once every
seat for a terminal is taken (or given to a computer player) and has committed, or the
host deals at once (``go``), the commitments are fixed, the secrets come, and the round
is dealt again from the round seed of them all and the host's, with the same dealer draw.
A terminal whose secret has not come in ``REVEAL_WAIT`` seconds is left out and every
terminal is told so, as for any round. Dealt at once with nobody seated, the round is the
game's own seeded shuffle, and terminals that join later are told it was not shared.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from ..engine import Game
from ..engine.shared import round_seeds

if TYPE_CHECKING:
    from .host import TableHost

#: Seconds the table waits for the fixed seats' secrets before it deals without them.
REVEAL_WAIT = 3.0
#: The conductor's hold while the first deal waits (computer players wait too).
FIRST_DEAL = "first deal"


class FirstDeal:
    """The first deal of ``host``'s games (``TableHost.first``)."""

    def __init__(self, host: TableHost, on: bool = True) -> None:
        self.host = host
        #: Whether a game's first deal waits at all (tests of other things deal at once).
        self.on = on
        #: The game held back (``None``: none).
        self.game: Game | None = None
        #: The games whose first deal is settled (by ``id``): never held again.
        self._done: set[int] = set()
        self._go = False
        self._late = False
        self._dealing = False
        self.check()  # (a game made, or resumed, before the table was)

    @property
    def waiting(self) -> bool:
        """Whether the game under way is held back until its first deal is shared."""
        return self.game is not None and self.game is self.host.session.game

    def unshared(self) -> list[int]:
        """The seats taken at another terminal whose share of the shuffle (a commitment)
        has not come while the deal waits for them: ``go`` deals without their shares, and
        those seats play all the same."""
        deal = self.host.shares.pending
        if not self.waiting or deal is None or deal.fixed is not None:
            return []
        seats = self.host.seats.items()
        return [
            s for s, r in seats if r.key is not None and not r.computer and s not in deal.commits
        ]

    def hidden(self) -> Game | None:
        """The game the wire may speak of: none while it waits."""
        game = self.host.session.game
        return None if self.waiting else game

    def go(self) -> None:
        """The host deals now, with the terminals seated so far (the open seats stay open)."""
        if self.waiting:
            self._go = True
            self.step()

    def check(self) -> None:
        """The table changed: hold a new game back if it is one to hold, then ``step``."""
        game = self.host.session.game
        if game is not None and game is not self.game and self._holds(game):
            self._hold(game)
        self.step()

    def _holds(self, game: Game) -> bool:
        if (
            not self.on
            or id(game) in self._done
            or game.round != 1
            or game.actions
            or game.setup.deals
        ):
            return False
        if any(round_seeds(game.setup.seed)):
            return False  # (already shared: a later game, or a resumed one)
        return any(not remote.computer for remote in self.host.seats.values())

    def _hold(self, game: Game) -> None:
        self.game, self._go, self._late = game, False, False
        book, key = self.host.shares, self.host.game_key
        # The deal made with the game, before anyone joined, is not the round's: it goes.
        book.dealt = [d for d in book.dealt if (d.game, d.round) != (key, 1)]
        if book.pending is None or book.pending.seats != game.n:
            book.prepare(game.n)
        conductor = self.host.conductor
        conductor.hold(FIRST_DEAL)
        conductor.turns.suspended = True

    def step(self) -> None:
        """Fix the commitments once every seat is in (or the host says go); deal once
        the secrets are in (or late)."""
        deal = self.host.shares.pending
        if not self.waiting or deal is None or self._dealing:
            return
        if deal.fixed is None:
            seats = self.host.seats
            wanted = [s for s, r in seats.items() if not r.computer]
            ready = all(seats[s].conn is not None and s in deal.commits for s in wanted)
            if not (ready or self._go):
                return
            if deal.commits:
                self.host.shares.fix()
                self.host._push_shares()
                self._later(REVEAL_WAIT, self._time_up)
                if not self._go:
                    return
        fixed = deal.fixed or ()
        if self._late or all(s in deal.secrets for s, c in enumerate(fixed) if c):
            self._dealing = True
            self._later(0.0, self._deal)  # (not inside a listener of the conductor)

    def _time_up(self) -> None:
        self._late = True
        self.step()

    def _later(self, seconds: float, then: object) -> None:
        assert callable(then)
        try:
            asyncio.get_running_loop().call_later(seconds, then)
        except RuntimeError:  # (no loop: a test's table without a server)
            if not seconds:
                then()

    def _deal(self) -> None:
        self._dealing = False
        game = self.game
        if not self.waiting or game is None:
            return
        host, session = self.host, self.host.session
        deal = host.shares.pending
        shared = deal is not None and bool(deal.commits)
        value = host.shares.deal(host.game_key + (1 if shared else 0), 1, game.n)
        self._done.add(id(game))
        self.game = None
        if value:
            session.deal_first_again(value)
            self._done.add(id(session.game))
        conductor = host.conductor
        conductor.turns.suspended = False
        conductor.turns.forget()
        conductor.release(FIRST_DEAL)
        conductor.publish()
        conductor.kick()
