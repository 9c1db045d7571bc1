"""The app of a joined terminal: the game's own screens, fed by the host.

The same hand screen, table and dialogs as at a shared keyboard, given this seat's view
and the public table as the host sent them (``RemoteTable``). No curtain: the screen
belongs to one player. Actions go to the host, which checks them like any other; the
rules' reasons for a refused key are worked out here from the view, in this terminal's
own language.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from typing import TYPE_CHECKING

from textual import work
from textual.message import Message

from ...engine import Action, Card, Catch, IllegalAction, Phase, SayUno, SeatView
from ...engine.events import Event, WildDrawFourChallenged
from ...i18n import _
from ...i18n.words import announcement, drawn_since_last_turn
from ...net import protocol as p
from ...net.client import Heard, Lost, NotHost, Refused, RemoteTable, Unproven
from ...net.keys import keep_key, saved_key
from ...net.link import LinkThread
from ...net.words import not_rejoined, refused
from ...table.public import LOG_TAIL, PublicView
from ...table.snapshot import Due, Snapshot, Who
from ..app import KEY_GUARD, AppOptions, UnoApp
from ..base import TableRefused

if TYPE_CHECKING:
    from .hand import JoinedHandScreen
    from .screens import RemoteTableScreen

#: Set to a file name: the app notes there the time each update from the host reached it.
TRACE_ENV = "UNO_TUI_NET_TRACE"


class JoinedTable:
    """The table a joined terminal's screens read (``conductor.TableReader``, as a local
    table's conductor answers it): one seat at the keyboard, snapshots built from what
    the host sent (there is no ``Game`` here), and intents sent to the host."""

    def __init__(self, client: ClientApp) -> None:
        self.client = client
        self._snapshot = Snapshot(0, (), None)
        self._heard: tuple[RemoteTable, Heard] | None = None

    @property
    def table(self) -> RemoteTable:
        return self.client.table

    @property
    def snapshot(self) -> Snapshot:
        """The table as the host last told it, in the shape a local table publishes: one
        more snapshot per update, its new public events, whose decision is due (as this
        terminal sees it), this seat's view and the public table (each built once)."""
        table = self.table
        heard = table.snapshot
        if self._heard is None or self._heard[0] is not table or self._heard[1] is not heard:
            last = self._heard[1] if self._heard is not None else None
            # The public events new since the last update (all of them: another game).
            old = len(last.events) if last is not None and last.game == heard.game else 0
            self._heard = (table, heard)
            self._snapshot = Snapshot(
                self._snapshot.seq + 1,
                heard.events[old:] if old <= len(heard.events) else heard.events,
                self._due(heard),
                heard.reveal,
                _HeardViews(table, heard),
            )
        return self._snapshot

    def _due(self, heard: Heard) -> Due | None:
        view = heard.view
        if view is None:
            return None
        seat = view.current
        if view.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) or seat is None:
            return Due(None, Who.JOINED)  # (the host's keyboard moves on to the next round)
        if seat == self.client.seat:
            return Due(seat, Who.HERE)
        return Due(seat, Who.COMPUTER if seat in heard.bots else Who.JOINED)

    def why_not(self, action: Action) -> IllegalAction | None:
        return self.table.why_not(action)

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        return self.table.log_sentences(tail)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self.table.snapshot.bots

    def is_remote(self, seat: int | None) -> bool:
        """Whether ``seat`` is played at another terminal (not this one)."""
        return seat is not None and seat != self.client.seat and seat in self.table.snapshot.remote

    @property
    def human_seats(self) -> list[int]:
        return [self.client.seat]

    @property
    def curtains(self) -> bool:
        return False

    def submit(self, seat: int | None, action: Action) -> list[Event]:
        """Send ``action`` to the host and wait for its answer; the view is the host's
        new one when this returns. ``IllegalAction`` when the rules refuse it;
        ``TableRefused`` when the host does before they see it, or is out of reach.

        The screens are not redrawn here: the host's update for this seat came before its
        answer, and the app redraws them as it takes that news (``ClientApp._changed``),
        once the screen that acted has gone on (a turn that ends here is not redrawn for
        nothing just before it gives way)."""
        client = self.client  # (an action for another seat: the host refuses it)
        try:
            events = client.link.act(action)
        except IllegalAction:
            raise
        except (Refused, Lost, TimeoutError, OSError) as exc:
            # Refused before the rules saw it (too many keys at once, say), or the host
            # is out of reach: the screen says so where it says why a key did nothing.
            reason = exc.reason if isinstance(exc, Refused) else "lost"
            raise TableRefused(refused(reason)) from exc
        return events


class ClientApp(UnoApp):
    """UNO at a hosted table, from one seat's terminal."""

    NETWORKED = True

    def __init__(
        self,
        link: LinkThread,
        address: str,
        *,
        lang: str | None = None,
        key_guard: float = KEY_GUARD,
        rejoin: tuple[str, int] | None = None,
        turn_alert: bool = True,
    ) -> None:
        opts = AppOptions(lang=lang, key_guard=key_guard, bot_pace=0.0, turn_alert=turn_alert)
        super().__init__(opts)
        self.link = link
        self.address = address
        #: Where to rejoin when the link is lost: (host, port).
        self.rejoin_to = rejoin
        table = link.link.table
        assert table is not None and link.link.seat is not None
        self.seat: int = link.link.seat
        self._table: RemoteTable = table
        self.table_reader = JoinedTable(self)
        self._news_loop: asyncio.AbstractEventLoop | None = None
        #: Public events already turned into announcements.
        self._announced = len(table.snapshot.events)
        self._reveal_seen: WildDrawFourChallenged | None = None
        self._round_seen: tuple[int, int] | None = None
        #: Why the last try to rejoin failed ("": it did not), for the lost screen.
        self._rejoin_failed = ""
        self._resealed = False
        link.on_change = self._changed_elsewhere
        #: A file to note the time of each update in (``benchmarks/join_latency.py``).
        self.trace = os.environ.get(TRACE_ENV)
        #: The hand and the public table, built once and shown again (``_installed``).
        self._screens: dict[str, JoinedHandScreen | RemoteTableScreen] = {}

    @property
    def table(self) -> RemoteTable:
        return self._table

    # ------------------------------------------------------------------ the game

    def save_now(self) -> bool:
        return False  # the host saves the game

    def new_in_hand(self, seat: int) -> list[Card]:
        """As at a local table, from the events as this seat saw them (the cards it drew
        are learnt from its hand: the host sends only the public events)."""
        return drawn_since_last_turn(self.table.seat_events(), seat)

    # ------------------------------------------------------------------ news from the host

    def on_mount(self) -> None:
        # (Textual calls ``UnoApp.on_mount`` as well, after this: each class's handler.)
        self._news_loop = asyncio.get_running_loop()

    class HostNews(Message):
        """The host sent something new (posted from the link's thread)."""

    def _changed_elsewhere(self) -> None:
        """Called on the link's thread: hand the news to the app as a message (never wait
        for it: the app may be waiting for this very link). A message, not a bare call on
        the loop, so that the screens repaint as after any other message."""
        if self._news_loop is not None:
            self.post_message(self.HostNews())

    def on_client_app_host_news(self, _message: HostNews) -> None:
        if self.is_running:  # (news that comes as the app closes its screens is not shown)
            self._changed()

    def _changed(self) -> None:
        if not self.screen_stack:
            return  # (news that comes as the app closes: no screen is left to show it)
        if self.trace is not None:
            with contextlib.suppress(OSError), open(self.trace, "a") as out:
                out.write(f"{time.time():.6f}\n")
        from .screens import RemoteTableScreen

        self._take_announcements()
        screen = self.screen
        if (
            isinstance(screen, RemoteTableScreen)
            and screen.is_current
            and not self.session.announcements
            and screen.done()
        ):
            # The public table gives way (to this seat's hand, say): the next screen shows
            # the game as it is; drawing the table first would only delay it.
            screen.wake()
        else:
            self.refresh_views()
        if self.link.link.ended is not None:
            from ..screens.hand import HandScreen

            # The hand cannot be played without the host: on to the lost screen.
            if isinstance(self.screen, HandScreen):
                self.screen.hand_over(None)

    def _take_announcements(self) -> None:
        """The public events that arrived since the last time, as announcements."""
        snapshot = self.table.snapshot
        events = snapshot.events
        if self._announced > len(events):
            self._announced = 0  # another game
        names = snapshot.view.names if snapshot.view is not None else self.table.names
        fresh = list(events[self._announced :])
        self._announced = len(events)
        for i, event in enumerate(fresh):
            said = announcement(event, names, fresh[i + 1 :])
            if said is not None:
                self.session.announcements.append(said)

    # ------------------------------------------------------------------ the flow

    def decision_due(self) -> bool:
        """Whether the game waits for this seat (more than a catch or a late UNO)."""
        view = self.table.snapshot.view
        if view is None:
            return False
        return any(not isinstance(a, Catch | SayUno) for a in view.legal)

    def reveal_due(self) -> WildDrawFourChallenged | None:
        reveal = self.table.snapshot.reveal
        return reveal if reveal is not None and reveal != self._reveal_seen else None

    def next_screen_due(self, screen: object) -> bool:
        """Whether the public table should give way (to the hand, a reveal, the lost
        screen or the round's scores)."""
        return (
            self.link.link.ended is not None
            or self.decision_due()
            or self.reveal_due() is not None
            or self._round_end_due() is not None
        )

    def _round_end_due(self) -> tuple[int, int] | None:
        view = self.table.snapshot.view
        if view is None or view.round_winner is None:
            return None
        key = (view.round, len(view.round_results))
        return key if key != self._round_seen else None

    @work(exclusive=True, group="flow")
    async def _flow(self) -> None:
        from ..dialogs.challenge import RevealDialog
        from ..screens.scores import ScoreScreen, SheetMode
        from .hand import JoinedHandScreen
        from .screens import LostScreen, RemoteTableScreen

        while True:
            ended = self.link.link.ended
            if ended == p.TAMPERED and not self._resealed:  # (nothing in the line was used)
                self._resealed = True  # said, and connected again by itself, once
                self.notify(refused(ended), severity="warning", timeout=8)
                if await self._rejoin() and self.link.link.ended is None:
                    continue
            if ended is not None:
                # A terminal whose seat a newer one took stays out unless its player
                # chooses to take the seat back (no two terminals bouncing one seat).
                can_rejoin = self.rejoin_to is not None and ended != "closed"
                take_back = _(
                    "R takes your seat back (the newer terminal is then closed); Q leaves."
                )
                lost = LostScreen(
                    refused(ended),
                    can_rejoin,
                    take_back if ended == "replaced" else None,
                    self._rejoin_failed,
                )
                again = await self.push_screen_wait(lost)
                if not again or not await self._rejoin():
                    self.exit()
                    return
                continue
            reveal = self.reveal_due()
            if reveal is not None:
                await self.push_screen_wait(RevealDialog(reveal, self.table.names))
                self._reveal_seen = reveal
                with contextlib.suppress(Exception):
                    self.link.send(p.Seen())
                continue
            round_end = self._round_end_due()
            if round_end is not None:
                self._round_seen = round_end
                await self.push_screen_wait(ScoreScreen(SheetMode.VIEW))
                continue
            if self.decision_due():
                await self.push_screen_wait(self._installed(JoinedHandScreen))
                continue
            await self.push_screen_wait(self._installed(RemoteTableScreen))

    def _installed(
        self, kind: type[JoinedHandScreen] | type[RemoteTableScreen]
    ) -> JoinedHandScreen | RemoteTableScreen:
        """The screen of ``kind``, made the first time and installed (kept when it is
        dismissed), or made ready to show again: the two screens a joined terminal goes
        back and forth between on every turn are not composed anew each time."""
        name = kind.__name__
        screen = self._screens.get(name)
        if screen is None:
            screen = self._screens[name] = kind(self.seat)
            self.install_screen(screen, name)
        else:
            screen.again()
        return screen

    async def _rejoin(self) -> bool:
        """Connect again and take the seat back with its key (the newest this user keeps
        for the table: another of their terminals may have rejoined since)."""
        if self.rejoin_to is None:
            return False
        host, port = self.rejoin_to
        kept = saved_key(self.address)
        key = kept[1] if kept is not None and kept[0] == self.seat else self.link.link.key
        try:
            await asyncio.to_thread(self.link.reconnect, host, port, self.seat, key)
        except (Unproven, NotHost, Refused, Lost, OSError, TimeoutError) as exc:
            self._rejoin_failed = not_rejoined(exc, self.address)
            return True  # back to the lost screen, which says why on its own line
        self._rejoin_failed = ""
        if not self.is_running:
            # The app closed while the link reconnected in its thread (its screens are
            # gone already): nothing to show the table on.
            return False
        new_key = self.link.link.key
        if new_key is not None:
            with contextlib.suppress(OSError):
                keep_key(self.address, self.seat, new_key, self.table.names[self.seat])
        table = self.link.link.table
        assert table is not None
        self._table = table
        self._announced = len(table.snapshot.events)
        self.refresh_views()
        return True

    def action_request_quit(self) -> None:
        from ..dialogs.quit import QuitDialog

        if isinstance(self.screen, QuitDialog):
            return

        def done(quit_: bool | None) -> None:
            if quit_:
                self.exit()

        self.push_screen(QuitDialog(self.playing, True), done)


class _HeardViews:
    """A joined terminal's snapshot's views: its own seat's as the host sent it and the
    public table built from it (any other seat's: ``PermissionError``)."""

    def __init__(self, table: RemoteTable, heard: Heard) -> None:
        self.table = table
        self.heard = heard

    def current(self) -> bool:
        return self.table.snapshot is self.heard

    def view(self, seat: int | None) -> SeatView:
        return self.table.view(seat)

    def public_view(self) -> PublicView | None:
        return self.table.public_view()
