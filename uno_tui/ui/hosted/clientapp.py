"""A joined terminal: the game's own app and flow, reading the table the host sends.

``joined_app`` makes the app of a terminal that joined a hosted table: the same
``UnoApp``, flow and screens as at a shared keyboard, given a ``JoinedTable`` to read
instead of a conductor of its own. The table builds snapshots of the same shape as a
local conductor publishes, from each update the host sent (this seat's view, the public
table, whose decision is due and who sits where, as the host said); intents go to the
host, which checks them like any other, and are awaited without holding up the app.
No curtain: the screen belongs to one player. The rules' reasons for a refused key are
worked out from the view, in this terminal's own language.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from typing import TYPE_CHECKING

from ...engine import Action, IllegalAction
from ...engine.events import Event
from ...i18n import _
from ...net import protocol as p
from ...net.client import Lost, NotHost, Refused, Unproven
from ...net.heard import HeardTable
from ...net.keys import keep_key, saved_key
from ...net.linkthread import LinkThread
from ...net.shareledger import left_line
from ...net.words import not_rejoined, refused
from ...table.snapshot import Who
from ..app import KEY_GUARD, AppOptions, UnoApp
from ..corner import clear_corner
from ..sending import TableRefused

if TYPE_CHECKING:
    from textual.screen import Screen

    from .hand import JoinedHandScreen
    from .screens import RemoteTableScreen

#: Set to a file name: the app notes there the time each update from the host reached it.
TRACE_ENV = "UNO_TUI_NET_TRACE"
#: Seconds a shared shuffle's warning stays in the corner (it stays in the log and on the
#: round's score sheet).
ALARM_SECONDS = 30.0
#: Seconds the corner says that a computer player held the seat this terminal took.
HELD_SECONDS = 10.0


def joined_app(
    link: LinkThread,
    address: str,
    *,
    lang: str | None = None,
    key_guard: float = KEY_GUARD,
    rejoin: tuple[str, int] | None = None,
    turn_alert: bool = True,
) -> UnoApp:
    """The app of the terminal that joined the table at ``address`` over ``link``."""
    table = JoinedTable(link, address, rejoin)
    opts = AppOptions(lang=lang, key_guard=key_guard, bot_pace=0.0, turn_alert=turn_alert)
    app = UnoApp(opts, joined=table)
    table.app = app
    return app


class JoinedTable(HeardTable):
    """The table a joined terminal's app reads (``net.heard.HeardTable``: snapshots built
    from what the host sent, intents sent to it), and what only the app has: news handed
    to it as messages, the link lost and rejoined, and its two screens, built once and
    shown again."""

    def __init__(
        self, link: LinkThread, address: str, rejoin: tuple[str, int] | None = None
    ) -> None:
        super().__init__(link, address, rejoin)
        #: The app that reads this table (``joined_app`` sets it).
        self.app: UnoApp | None = None
        #: Why the last try to rejoin failed ("": it did not), for the lost screen.
        self.rejoin_failed = ""
        #: A line the host sent was tampered with, said, and the seat taken back once.
        self._resealed = False
        #: A file to note the time of each update in (``benchmarks/join_latency.py``).
        self.trace = os.environ.get(TRACE_ENV)
        #: The hand and the public table, built once and shown again (``installed``).
        self._screens: dict[str, JoinedHandScreen | RemoteTableScreen] = {}
        #: The shared shuffle's warnings in the corner, with when each came.
        self._alarms: list[tuple[float, str]] = []
        link.on_change = self._changed_elsewhere

    # ------------------------------------------------------------------ intents

    async def answer(self, seat: int | None, action: Action) -> list[Event]:
        """Send ``action`` to the host and await its answer on the link's own thread: the
        app's loop goes on meanwhile (keys answer, the screen says it waits). The view is
        the host's new one when this returns (its update came before its answer; the
        screens are redrawn as the app takes that news). ``IllegalAction`` when the rules
        refuse it; ``TableRefused`` when the host does before they see it, or is out of
        reach. (An action for another seat: the host refuses it.)"""
        link = self.link
        try:
            sent = asyncio.run_coroutine_threadsafe(link.link.act(action), link.loop)
            return await asyncio.wrap_future(sent)
        except IllegalAction:
            raise
        except (Refused, Lost, TimeoutError, OSError) as exc:
            # Refused before the rules saw it (too many keys at once, say), or the host
            # is out of reach: the screen says so where it says why a key did nothing.
            reason = exc.reason if isinstance(exc, Refused) else "lost"
            raise TableRefused(refused(reason)) from exc

    def submit(self, seat: int | None, action: Action) -> list[Event]:
        """As ``answer``, blocking until the host answers: never on the app's loop (the
        screens await ``answer``)."""
        try:
            return super().submit(seat, action)
        except IllegalAction:
            raise
        except (Refused, Lost, TimeoutError, OSError) as exc:
            reason = exc.reason if isinstance(exc, Refused) else "lost"
            raise TableRefused(refused(reason)) from exc

    # ------------------------------------------------------------------ news from the host

    def _changed_elsewhere(self) -> None:
        """Called on the link's thread: hand the news to the app as a message (never wait
        for it: the app may be waiting for this very link). A message, not a bare call on
        the loop, so that the screens repaint as after any other message."""
        app = self.app
        if app is not None and app.news_welcome:
            app.post_message(app.TableNews())

    def took_news(self) -> None:
        """The app takes the host's news (on its own loop)."""
        app = self.app
        if app is None or not app.screen_stack:
            return  # (news that comes as the app closes: no screen is left to show it)
        if self.trace is not None:
            with contextlib.suppress(OSError), open(self.trace, "a") as out:
                out.write(f"{time.time():.6f}\n")
        from .screens import RemoteTableScreen

        self.snapshot  # noqa: B018  (the news as a snapshot: its announcements)
        alarms = list(self.table.shares.new_alarms())  # a shared shuffle's warnings, at once
        if alarms:
            now = time.monotonic()
            self._alarms += [(now, line) for line in alarms]
            self.quiet_notices()
        screen = app.screen
        if (
            isinstance(screen, RemoteTableScreen)
            and screen.is_current
            and not app.announcements
            and screen.done()
        ):
            # The public table gives way (to this seat's hand, say): the next screen shows
            # the game as it is; drawing the table first would only delay it.
            screen.wake()
        else:
            app.refresh_views()
        if self.ended is not None:
            from ..screens.hand import HandScreen
            from ..screens.scores import ScoreScreen

            # The hand cannot be played without the host: on to the lost screen. The
            # sheet read meanwhile goes as its S would take it (else it hid the news).
            if isinstance(app.screen, HandScreen):
                app.screen.hand_over(None)
            elif isinstance(app.screen, ScoreScreen) and app.screen.gives_way():
                app.call_after_refresh(self.took_news)  # (and the hand under it, if any)

    # ------------------------------------------------------------------ the flow's questions

    def quiet_notices(self) -> None:
        """Only the shared shuffle's warnings in the corner, each whole (older notices are
        in the log): when one comes, and at a round's end, whose sheet they would cover."""
        app = self.app
        if app is None:
            return
        now = time.monotonic()
        self._alarms = [(at, line) for at, line in self._alarms if now - at < ALARM_SECONDS]
        clear_corner(app)  # (a warning posted by a call just before this one too)
        for at, line in self._alarms:
            left = ALARM_SECONDS - (now - at)
            app.notify(line, severity="error", timeout=left, markup=False)

    def decision_due(self) -> bool:
        """Whether the game waits for this seat (as the host said), or it may jump in."""
        snapshot = self.snapshot
        if not snapshot.playing:
            return False
        due = snapshot.due
        return (due is not None and due.who is Who.HERE) or bool(snapshot.view(self.seat).jump_ins)

    def next_screen_due(self) -> bool:
        """Whether the public table should give way (to the hand, a reveal, the lost
        screen or the round's scores)."""
        return (
            self.ended is not None
            or self.decision_due()
            or self.snapshot.reveal is not None
            or self.round_end_due() is not None
        )

    def hand_screen(self) -> Screen[None]:
        """This seat's hand, built once and shown again."""
        from .hand import JoinedHandScreen

        return self._installed(JoinedHandScreen)

    def table_screen(self) -> Screen[None]:
        """The public table while others play, built once and shown again."""
        from .screens import RemoteTableScreen

        return self._installed(RemoteTableScreen)

    def _installed(
        self, kind: type[JoinedHandScreen] | type[RemoteTableScreen]
    ) -> JoinedHandScreen | RemoteTableScreen:
        """The screen of ``kind``, made the first time and installed (kept when it is
        dismissed), or made ready to show again: the two screens a joined terminal goes
        back and forth between on every turn are not composed anew each time."""
        assert self.app is not None
        name = kind.__name__
        screen = self._screens.get(name)
        if screen is None:
            held = None if self._screens else self.played_before()  # (the first screen)
            screen = self._screens[name] = kind(self.seat)
            self.app.install_screen(screen, name)
            if held is not None:
                self.app.notify(held, timeout=HELD_SECONDS, markup=False)
        else:
            screen.again()
        return screen

    async def lost(self) -> bool:
        """The link to the host ended: the lost screen, and R tries to rejoin (True: go
        on, rejoined or back to that screen; False: leave)."""
        from .screens import LostScreen

        app, ended = self.app, self.ended
        assert app is not None and ended is not None
        if ended == p.TAMPERED and not self._resealed:  # (nothing in the line was used)
            self._resealed = True  # said, and connected again by itself, once
            app.notify(refused(ended), severity="warning", timeout=8)
            if await self._rejoin() and self.ended is None:
                return True
            ended = self.ended
            assert ended is not None
        # A terminal whose seat a newer one took stays out unless its player chooses to
        # take the seat back (no two terminals bouncing one seat).
        can_rejoin = self.rejoin_to is not None and ended != "closed"
        take_back = _("R takes your seat back (the newer terminal is then closed); Q leaves.")
        events = self.table.snapshot.events  # (and which rounds were checked: shareledger)
        lost = LostScreen(
            " ".join(
                filter(None, (refused(ended), left_line(self.table.deal_checks(events), events)))
            ),
            can_rejoin,
            take_back if ended == "replaced" else None,
            self.rejoin_failed,
        )
        again = await app.push_screen_wait(lost)
        return bool(again) and await self._rejoin()

    async def _rejoin(self) -> bool:
        """Connect again and take the seat back with its key (the newest this user keeps
        for the table: another of their terminals may have rejoined since)."""
        app = self.app
        if self.rejoin_to is None or app is None:
            return False
        kept = saved_key(self.address)
        key = kept[1] if kept is not None and kept[0] == self.seat else self.link.link.key
        try:
            await asyncio.to_thread(self.reconnect, key)
        except (Unproven, NotHost, Refused, Lost, OSError, TimeoutError) as exc:
            self.rejoin_failed = not_rejoined(exc, self.address)
            return True  # back to the lost screen, which says why on its own line
        self.rejoin_failed = ""
        if not app.is_running:
            # The app closed while the link reconnected in its thread (its screens are
            # gone already): nothing to show the table on.
            return False
        new_key = self.link.link.key
        if new_key is not None:
            with contextlib.suppress(OSError):
                link = self.link.link
                name = self.table.names[self.seat]
                keep_key(
                    self.address, self.seat, new_key, name, table=link.table_id, host=link.host_uid
                )
        table = self.link.link.table
        assert table is not None
        self._table = table
        app.refresh_views()
        return True
