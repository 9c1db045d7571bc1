"""The host's app: the hot-seat game as it is, with a table server beside it.

Local seats play at this keyboard with their curtains, computer players as always; a
seat played from another terminal shows here like a computer player's turn (the public
table), with "waiting for Bruno" while its player is away and a key to let a computer
player sit in for them. The game is saved after every action as always; the seats'
keys are kept beside the save (``sidecar.sidecar_path``).
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Mapping, Sequence

from ...engine import Game, Rules
from ...engine.events import DealerDrawn
from ...i18n import _
from ...i18n.seating import seats_news
from ...net.host import TableHost
from ...net.sidecar import write_sidecar
from ...table.conductor import ANNOUNCING
from ...table.seats import HUMAN, OPEN
from ..app import AppOptions, UnoApp
from ..corner import clear_corner
from ..screens.hand import HandScreen
from ..screens.scores import ScoreScreen
from ..screens.table import TableScreen
from ..timeouts import NOTICE_SECONDS
from .screens import DEALER_PACES, HostedDealerDraw, RemoteTurnScreen


class HostApp(UnoApp):
    """UNO at this keyboard, with seats other terminals join. Without them given, the
    setup screen chooses them (open seats), and the table opens when the game starts."""

    HOSTING = True
    NETWORKED = True
    #: The dealer draw stays ``DEALER_PACES`` paces on the host (it moves on by itself);
    #: a computer player who plays first does so a pace after it.
    DEAL_PACES = DEALER_PACES + 1

    def __init__(
        self,
        options: AppOptions,
        remote: Mapping[int, str],
        sock: socket.socket,
        address: str,
        *,
        keys: Mapping[int, bytes] | None = None,
        code: str | None = None,
        table: str | None = None,
    ) -> None:
        super().__init__(options)
        self.sock = sock
        self.address = address
        self.net = TableHost(
            self.conductor, remote, keys=keys, code=code, on_seats=self._seats, table=table
        )
        if self.net.first.waiting:  # a resumed game not dealt yet: its dealer draw first
            self.dealer_shown = False
        #: How each seat played from another terminal stood when last said (``_seats``).
        self.seat_states = self.net.seat_states()
        #: The join code's notice is on show (it pops up as the table opens; the screens
        #: then show the code for as long as a seat is open: ``open_seat_line``).
        self.code_shown = False
        #: Whether the table listens yet (it opens with the first game), and whether
        #: the app runs (a game started before it does opens the table when it does).
        self.opened = False
        self.mounted = False

    @property
    def join_line(self) -> str:
        """The command another terminal types to join, and the code it asks for (never
        on the command line, where every user of the machine could read it)."""
        return _("{command} (join code {code})").format(
            command=self.join_command, code=self.net.code
        )

    def open_seat_line(self) -> str:
        if not self.opened or not self.net.open_seats_left():
            return ""
        return _("Open seat: {join}").format(join=self.join_line)

    @property
    def join_command(self) -> str:
        """The command another terminal types to join, without the code (for this
        terminal's own output, which stays in its scrollback and logs)."""
        return " ".join(("uno-tui", "join", self.address))

    def new_game(
        self,
        players: Sequence[str],
        target: int,
        seats: Sequence[str] | None = None,
        *,
        save: bool = True,
        rules: Rules | None = None,
    ) -> Game:
        """As the app does; a game set up on the setup screen (its seats include
        ``seats.OPEN``) gives its open seats to the table, as ``open:NAME`` does, and opens
        the table."""
        if seats is not None and OPEN in seats:
            self.net.open_seats({i: players[i] for i, kind in enumerate(seats) if kind == OPEN})
            seats = tuple(HUMAN if kind == OPEN else kind for kind in seats)
        game = super().new_game(players, target, seats, save=save, rules=rules)
        if self.mounted and not self.opened:
            self._start()
        return game

    def on_mount(self) -> None:
        # (Textual calls ``UnoApp.on_mount`` as well, after this: each class's handler.)
        self.mounted = True
        if self.session.game is not None:
            self._start()

    def _start(self) -> None:
        self.opened = True
        self.run_worker(self._open(), group="table")

    async def _open(self) -> None:
        await self.net.start(sock=self.sock)
        self._seats()
        if self.net.open_seats_left():
            # The screens show the code while a seat is open (the dealer draw while the
            # first deal waits, the hand's frame, the table's screens, the scores); a
            # notice says it as the table opens only where the screen on show does not
            # (a dialog, say): over the dealer draw it stood on the lower right for its
            # seconds, over the end of the very line it repeated.
            self.code_shown = True
            self.refresh_views()
            if not self._shows_join_line():
                self.notify(self.join_line, title=_("Table open: others join with"), timeout=10)

    def _shows_join_line(self) -> bool:
        """Whether the screen on show says how to take an open seat (``open_seat_line``)."""
        screen = self.screen
        if isinstance(screen, HostedDealerDraw):
            return self.net.first.waiting
        return isinstance(screen, HandScreen | TableScreen | ScoreScreen)

    async def on_unmount(self) -> None:
        await self.net.close()

    async def announce_all(self) -> None:
        """The table's announcements, as notices that wait for nobody: most players sit
        at other terminals (their own screens announce it to them), and the game must not
        stop until someone at this keyboard presses Enter."""
        queue = self.announcements
        while queue:
            title, sentence = queue.pop(0)
            self.notify(sentence, title=title, timeout=6)
        self.conductor.release(ANNOUNCING)

    def remote_turn_screen(self, seat: int) -> RemoteTurnScreen:
        """The host's screen while ``seat``, played at another terminal, decides."""
        return RemoteTurnScreen(seat, self.net, self.join_command)

    def dealer_screen(self, event: DealerDrawn, names: Sequence[str]) -> HostedDealerDraw:
        """The host's dealer draw: it moves on by itself after a few of the table's paces,
        since the other terminals play from the deal on (``HostedDealerDraw``)."""
        return HostedDealerDraw(event, names, DEALER_PACES * self.bot_pace, self.net)

    def _seats(self) -> None:
        """A seat was taken, left or handed over: the table shows it, the sidecar keeps it."""
        path = self.session.save_path
        if path is not None and self.session.saves is not None:
            with contextlib.suppress(OSError):
                write_sidecar(path, self.net)
        if self.code_shown and not self.net.open_seats_left():
            self.code_shown = False  # every seat is taken: the code is no longer needed
            clear_corner(self)
        # A seat taken, left or taken back, said in the corner (host --plain says it too).
        before, self.seat_states = self.seat_states, self.net.seat_states()
        for line in seats_news(before, self.seat_states, self.session.players):
            self.notify(line, timeout=NOTICE_SECONDS, markup=False)
        if self.screen_stack:  # (not when the table closes as the app ends)
            self.refresh_views()
