"""Shuffles every terminal shares in, a joined terminal's side (``shares.py`` is the
host's): it commits to a fresh secret for each deal, sends the secret once the host has
fixed every seat's commitment, checks each round when its secrets are opened at its end,
and warns at once of what no honest host does (``Alarm``): a second commitment to a deal
already committed to, a round dealt with no shuffle shared, a secret that does not open
its commitment, this terminal's secret left out though it was sent, a challenge's hand
or verdict the deck does not give, a colour recorded other than the one named here.

The host's commitments are kept in the terminal's data folder (``shares.json``, beside
``joined.json``), so a rejoin cannot be answered with a second one unseen.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path

from ..engine import Card
from ..engine.deal_check import Alarm, Mismatch, RoundCheck, check_round, round_stocks
from ..engine.events import (
    CardPlayed,
    ColorChosen,
    Event,
    GameEnded,
    RoundEnded,
    RoundStarted,
    WildDrawFourChallenged,
)
from ..i18n.deal_check import alarm, round_verdict, rounds_checked, shared_deal
from . import protocol as p
from .shares import commitment, new_secret, opens, round_value

#: Commitments kept per table in ``shares.json``: the latest deals'.
KEEP = 200
#: The key of this terminal's own secrets in ``shares.json``: the table's name, this,
#: and the seat.
MINE = "/mine"


class ShareLedger:
    """What this terminal knows of the table's shared shuffles, and its verdicts."""

    def __init__(self, seat: int | None, folder: Path | None = None, table: str = "") -> None:
        self.seat = seat
        self._file = folder / "shares.json" if folder is not None else None
        self.table = table
        #: Who runs the table (the account, as the kernel says): the warnings name it.
        self.host_name = "?"
        #: The host's commitment to each deal, by deal number (kept in ``shares.json``).
        self.host: dict[int, str] = self._load(self.table)
        #: This terminal's own secret for each deal (kept too: a terminal restarted before
        #: the deal reveals the secret it committed to, not a new one).
        self._mine: dict[int, str] = self._load(self._mine_key)
        self._revealed: set[int] = set()
        #: The deals told dealt, and the round each dealt (told again after a rejoin).
        self._dealt: dict[int, int] = {}
        self.game: int | None = None
        #: By round of the current game: its ``dealt`` message.
        self.dealt: dict[int, p.Shuffle] = {}
        #: By round: the verdict once its secrets are opened; the rounds no terminal shared
        #: in (their deck commitment, deck.py, is checked at the game's end).
        self.checks: dict[int, RoundCheck] = {}
        self.alone: set[int] = set()
        #: Each warning: the index of the event it follows, what, and the round.
        self.alarms: list[tuple[int, Alarm, int]] = []
        #: The hand this terminal was shown at a challenge, by the event's index.
        self.shown: dict[int, tuple[Card, ...]] = {}
        #: Changes whenever what the log shows of it does.
        self.version = 0
        #: Whether this connection's first update has come (the events before it were
        #: the table so far, not dealt as this terminal watched).
        self.live = False
        self._shown_alarms = 0

    # -- the host's commitments, kept across rejoins

    @property
    def _mine_key(self) -> str:
        return f"{self.table}{MINE}/{self.seat}"

    def _load(self, key: str) -> dict[int, str]:
        if self._file is None:
            return {}
        try:
            kept = json.loads(self._file.read_text()).get(key, {})
            return {int(deal): str(digest) for deal, digest in kept.items()}
        except (OSError, ValueError, AttributeError):
            return {}

    def _save(self) -> None:
        if self._file is None:
            return
        try:
            kept = json.loads(self._file.read_text()) if self._file.exists() else {}
        except (OSError, ValueError):
            kept = {}
        recent = sorted(self.host.items())[-KEEP:]  # (the table's latest deals)
        kept[self.table] = {str(deal): digest for deal, digest in recent}
        mine = sorted(self._mine.items())[-KEEP:]
        kept[self._mine_key] = {str(deal): secret for deal, secret in mine}
        try:
            self._file.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(self._file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w") as out:
                json.dump(kept, out)
        except OSError:
            pass  # (the warnings at this terminal still hold until it closes)

    # -- fed by the link

    def take(self, message: p.Shuffle, game: int | None, events: Sequence[Event]) -> p.Share | None:
        """A stage of a shared shuffle; the answer to send the host, if any."""
        self.version += 1
        deal, at = message.deal, max(len(events) - 1, 0)
        if message.stage == "commit":
            known = self.host.get(deal)
            if known is not None and known != message.host:
                self.alarms.append((at, Alarm.RECOMMIT, 0))
                return None
            if known is None:
                self.host[deal] = message.host
                self._save()
            if deal not in self._mine:
                self._mine[deal] = new_secret()
                self._save()
            secret = self._mine[deal]
            return p.Share(deal, commitment(secret), None)
        if message.stage == "reveal":
            kept = self._mine.get(deal)
            listed = _share_at(message.shares, self.seat)
            if kept is None:
                return None
            if self.host.get(deal) != message.host:
                self.alarms.append((at, Alarm.RECOMMIT, 0))  # not what it committed to
                return None
            if not listed or listed != commitment(kept):
                return None  # (left out, or not ours: never send the secret for another's)
            self._revealed.add(deal)
            return p.Share(deal, None, kept)
        if message.stage == "dealt" and self.live:  # the rounds before are opened by now
            for round_, dealt in self.dealt.items():
                done = game != self.game or round_ < message.round
                if dealt.host and done and round_ not in self.checks:
                    self.alarms.append((at, Alarm.UNOPENED, round_))
                    self.checks[round_] = RoundCheck(round_, ((Mismatch.NOT_OPENED, None),))
        if game != self.game:
            self.game, self.dealt, self.checks, self.alone = game, {}, {}, set()
        if message.stage == "dealt":
            known = self.host.get(deal)
            waiting = [d for d in self._revealed if d not in self._dealt]
            own = self._mine.get(deal)
            ours = _share_at(message.shares, self.seat)
            again = self._dealt.get(deal) == message.round  # (a rejoin: told once more)
            if known is not None and known != message.host:
                self.alarms.append((at, Alarm.RECOMMIT, message.round))  # another shuffle
            elif again:
                pass  # (checked when it was first told)
            elif waiting and deal not in waiting:
                self.alarms.append((at, Alarm.RECOMMIT, message.round))  # another shuffle
            elif own is not None and ours and ours != commitment(own):
                self.alarms.append((at, Alarm.RECOMMIT, message.round))
            elif own is not None and ours and self.seat in message.dropped:
                self.alarms.append((at, Alarm.LEFT_OUT, message.round))
            elif self.live and not message.host:
                self.alarms.append((at, Alarm.NO_COMMIT, message.round))
            if known is None and message.host:
                self.host[deal] = message.host
                self._save()
            self._dealt[deal] = message.round
            self.dealt[message.round] = message
            if not message.host:
                self.alone.add(message.round)
        elif message.stage == "open":
            self._open(message, events)
        return None

    def saw(self, events: Sequence[Event], first: int) -> None:
        """New events from the ``first``-th: a round dealt, as this terminal watched, with no
        shared shuffle is warned of at once (one dealt before it joined is not: its deck
        commitment, deck.py, speaks for it)."""
        for index in range(first, len(events)):
            event = events[index]
            if not self.live:
                continue
            if isinstance(event, RoundStarted) and event.round not in self.dealt:
                self.version += 1
                self.alarms.append((index, Alarm.NO_COMMIT, event.round))
                self.checks[event.round] = RoundCheck(event.round, ((Mismatch.NOT_OPENED, None),))

    def named(self, seat: int, color: object, events: Sequence[Event]) -> None:
        """This terminal named ``color`` with the action just applied: the table's public
        record (``events``) must say the same."""
        for index in range(len(events) - 1, -1, -1):
            event = events[index]
            if isinstance(event, CardPlayed | ColorChosen) and event.seat == seat:
                if event.color is not color:
                    self.version += 1
                    self.alarms.append((index, Alarm.BAD_COLOR, 0))
                return

    # -- the round's end

    def _open(self, message: p.Shuffle, events: Sequence[Event]) -> None:
        round_, at = message.round, max(len(events) - 1, 0)
        dealt = self.dealt.get(round_)
        starts = [i for i, e in enumerate(events) if _round_started(e, round_)]
        first = starts[-1] if starts else None
        end = next(
            (i for i in range(first or 0, len(events)) if isinstance(events[i], RoundEnded)), None
        )
        if dealt is None or first is None or end is None:
            return
        ok = opens(message.host, dealt.host) and len(message.shares) == len(dealt.shares)
        for seat, share in enumerate(message.shares if ok else ()):
            committed = dealt.shares[seat]
            if share and not opens(share, committed):
                ok = False
            if bool(share) != (bool(committed) and seat not in dealt.dropped):
                ok = False
        if self.seat is not None and ok and self.seat < len(message.shares):
            mine = self._mine.get(dealt.deal)
            if mine is not None and self.seat not in dealt.dropped:
                ok = message.shares[self.seat] == mine
        if not ok:
            self.alarms.append((at, Alarm.BAD_OPEN, round_))
            self.checks[round_] = RoundCheck(round_, ((Mismatch.NOT_COMMITTED, None),))
            return
        value = round_value(round_, message.host, message.shares)
        public = events[first : end + 1]
        problems = check_round(public, first, round_stocks(value, public, first), self.shown)
        if any(kind is Mismatch.CHALLENGE for kind, _seat in problems):
            self.alarms.append((at, Alarm.BAD_CHALLENGE, round_))
        self.checks[round_] = RoundCheck(round_, tuple(problems))

    def verdicts(self) -> tuple[RoundCheck, ...]:
        return tuple(self.checks[r] for r in sorted(self.checks))

    def new_alarms(self) -> list[str]:
        """The warnings not yet shown on the table, in words (each is shown once)."""
        fresh = self.alarms[self._shown_alarms :]
        self._shown_alarms = len(self.alarms)
        return [alarm(kind, self.host_name, round_) for _at, kind, round_ in fresh]

    def shared(self) -> set[int]:
        """The rounds dealt from a shuffle the terminals shared in."""
        return {r for r, dealt in self.dealt.items() if dealt.host}

    def unchecked(self, events: Sequence[Event]) -> list[int]:
        """The rounds of the game dealt and not checked (the host left before their end)."""
        dealt = [e.round for e in events if isinstance(e, RoundStarted)]
        return [r for r in dealt if r not in self.checks]


def shown_hand(reveal: WildDrawFourChallenged, events: Sequence[Event]) -> int | None:
    """The index of the challenge ``reveal`` shows (the last such event)."""
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if (
            isinstance(event, WildDrawFourChallenged)
            and event.challenger == reveal.challenger
            and event.player == reveal.player
        ):
            return index
    return None


def _round_started(event: Event, round_: int) -> bool:
    return isinstance(event, RoundStarted) and event.round == round_


def _share_at(shares: Sequence[str], seat: int | None) -> str:
    return shares[seat] if seat is not None and 0 <= seat < len(shares) else ""


def shares_for(before: object, seat: int | None, table: str | None) -> ShareLedger:
    """A new connection's ledger: the one before it at the same seat of the same table (a
    rejoin), else a new one; the host's commitments come from the data folder either way."""
    from ..table.saves.disk import data_dir

    old = getattr(before, "shares", None)
    if isinstance(old, ShareLedger) and old.seat == seat and old.table == (table or ""):
        old.live = False
        return old
    try:
        folder: Path | None = data_dir()
    except Exception:  # (no data folder: the warnings still hold in this terminal)
        folder = None
    return ShareLedger(seat, folder, table or "")


def share_notes(
    ledger: ShareLedger, events: Sequence[Event], names: Sequence[str], base: int = 0
) -> list[tuple[int, str]]:
    """The log's lines of the shared shuffles, each with the index of the event it follows:
    each deal, each round's verdict, and each warning."""
    out: list[tuple[int, str]] = []
    host = ledger.host_name
    for index, event in enumerate(events):
        if index < base:
            continue
        dealt = ledger.dealt.get(getattr(event, "round", 0))
        if isinstance(event, RoundStarted) and dealt is not None and dealt.host:
            code = f"{dealt.host[:4]}-{dealt.host[4:8]}".upper()
            out.append((index, shared_deal(event.round, code)))
        elif isinstance(event, RoundEnded) and event.round in ledger.checks:
            out.append((index, round_verdict(ledger.checks[event.round], names)))
    for index, kind, round_ in ledger.alarms:
        if base <= index < len(events):
            out.append((index, alarm(kind, host, round_)))
    return out


def left_line(checks: Sequence[RoundCheck], events: Sequence[Event]) -> str:
    """When the table ends before the game does: which rounds were checked."""
    if (
        not events
        or isinstance(events[-1], GameEnded)
        or not any(isinstance(e, RoundStarted) for e in events)
    ):
        return ""
    done = [c.round for c in checks if not c.problems]
    dealt = [e.round for e in events if isinstance(e, RoundStarted)]
    return rounds_checked(done, [r for r in dealt if r not in {c.round for c in checks}])
