"""Shuffles every terminal shares in, the host's side (docs/SECURITY.md, docs/PROTOCOL.md
version 5): commit-reveal, as in Blum's coin flipping by telephone.

For each deal (a round of a game), the host draws a fresh secret and sends each seated
terminal its commitment (``commit``), as soon as the deal before is made (or the terminal
joins); each terminal answers with the commitment to a fresh secret of its own. When the
round under way ends, the host fixes the list of the commitments it has and sends it to
those terminals (``reveal``); each then sends its secret to the host alone, at once, while
the players read the scores. The round is dealt from a round seed worked out from all the
secrets (``round_value``), the host's first and the seats' in order; a terminal whose
secret has not come by then is left out, and every terminal is told so (``dealt``). At the
round's end the host sends every secret (``open``): each terminal checks that each opens
its commitment, that its own is there, works out the round seed, and checks the round's
public events against the orders it gives (``engine/deal_check.py``).

A secret is 32 random bytes (a 16-byte value and a 16-byte salt); its commitment is
SHA-256 of ``uno-tui share``, a zero byte and the secret.
"""

from __future__ import annotations

import hashlib
import secrets
import weakref
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from . import protocol as p
from .handshake import Connection

SECRET_BYTES = 32


def new_secret() -> str:
    return secrets.token_hex(SECRET_BYTES)


def commitment(secret: str) -> str:
    """The commitment to ``secret`` (hex)."""
    return hashlib.sha256(b"uno-tui share\0" + bytes.fromhex(secret)).hexdigest()


def opens(secret: str, digest: str | None) -> bool:
    """Whether ``secret`` opens commitment ``digest`` (a malformed secret does not)."""
    try:
        return bool(digest) and len(secret) == 2 * SECRET_BYTES and commitment(secret) == digest
    except ValueError:
        return False


def round_value(round_: int, host: str, shares: Sequence[str]) -> int:
    """The round seed: the first 8 bytes of SHA-256 of the round, the host's value and each
    seat's value in seat order (an empty share: none)."""
    data = [b"uno-tui shuffle\0", round_.to_bytes(2, "big"), bytes.fromhex(host)[:16]]
    for share in shares:
        data.append(b"\1" + bytes.fromhex(share)[:16] if share else b"\0")
    value = int.from_bytes(hashlib.sha256(b"".join(data)).digest()[:8], "big")
    return value or 1  # (0 says "no round seed": engine/shared.py)


class Deal:
    """One deal's secrets on the host."""

    def __init__(self, number: int, seats: int) -> None:
        self.number = number
        self.secret = new_secret()
        self.digest = commitment(self.secret)
        self.commits: dict[int, str] = {}
        self.fixed: tuple[str, ...] | None = None
        self.secrets: dict[int, str] = {}
        self.seats = seats
        #: Once dealt: the game's key, the round, and the seats left out.
        self.game = 0
        self.round = 0
        self.dropped: tuple[int, ...] = ()
        self.ended = False

    def shares(self) -> tuple[str, ...]:
        fixed = self.fixed or ("",) * self.seats
        return tuple(self.secrets.get(seat, "") if c else "" for seat, c in enumerate(fixed))


def _deal_state(deal: Deal) -> dict[str, Any]:
    return {
        "number": deal.number,
        "seats": deal.seats,
        "secret": deal.secret,
        "commits": {str(seat): c for seat, c in deal.commits.items()},
        "fixed": list(deal.fixed) if deal.fixed is not None else None,
        "secrets": {str(seat): v for seat, v in deal.secrets.items()},
        "round": deal.round,
        "dropped": list(deal.dropped),
        "ended": deal.ended,
    }


def _deal_from(state: Any, game: int) -> Deal | None:
    """A deal kept by ``ShareBook.state``, of game ``game`` (``None``: not one)."""
    try:
        deal = Deal(int(state["number"]), int(state["seats"]))
        deal.secret = str(state["secret"])
        deal.digest = commitment(deal.secret) if deal.secret else ""
        deal.commits = {int(seat): str(c) for seat, c in state["commits"].items()}
        fixed = state["fixed"]
        deal.fixed = tuple(str(c) for c in fixed) if fixed is not None else None
        deal.secrets = {int(seat): str(v) for seat, v in state["secrets"].items()}
        deal.game, deal.round = game, int(state["round"])
        deal.dropped = tuple(int(seat) for seat in state["dropped"])
        deal.ended = bool(state["ended"])
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    return deal


class ShareBook:
    """The host's deals: the one being prepared (``pending``) and those dealt, with what
    each connection has been sent of them."""

    def __init__(self, seated: Callable[[], list[Connection]], push: Callable[[], None]) -> None:
        #: The connections of the seats taken by joined terminals, now.
        self._seated = seated
        #: Sends every seated terminal what it is owed (``before``).
        self._push = push
        self._count = 0
        #: Called when what a restarted host needs changed (``state``: the sidecar keeps it).
        self.keep: Callable[[], None] = lambda: None
        self.pending: Deal | None = None
        self.dealt: list[Deal] = []
        #: The round under way has ended and the next is not dealt yet: a commitment that
        #: comes now (a terminal that joined between rounds, the first to) is fixed at once.
        self._between = False
        self._sent: weakref.WeakKeyDictionary[Connection, set[tuple[int, str]]] = (
            weakref.WeakKeyDictionary()
        )

    def state(self) -> dict[str, Any]:
        """What a restarted host needs (``host --resume``, net/sidecar.py): the count of
        deals, the pending deal and the rounds of the latest game dealt, with the host's
        secrets and the terminals' (kept beside the save, mode 0600; never in it)."""
        latest = max((d.game for d in self.dealt), default=0)
        return {
            "count": self._count,
            "pending": _deal_state(self.pending) if self.pending is not None else None,
            "dealt": [_deal_state(d) for d in self.dealt if d.game == latest and d.round],
        }

    def restore(self, state: Any, game: int) -> None:
        """Take up ``state`` (``state()``'s, kept by the host before it stopped): the
        rounds dealt are those of game ``game`` (the game resumed)."""
        if not isinstance(state, dict) or not isinstance(state.get("count"), int):
            return
        self._count = max(self._count, state["count"])
        pending = _deal_from(state.get("pending"), 0)
        if pending is not None:
            self.pending = pending
        elif self.pending is not None:
            self.prepare(self.pending.seats)
        kept = state.get("dealt")
        for each in kept if isinstance(kept, list) else []:
            deal = _deal_from(each, game)
            if deal is not None:
                self.dealt.append(deal)

    def prepare(self, seats: int) -> None:
        """Start the next deal's commitments (fixed when the round under way ends: ``seen``)."""
        self._count += 1
        self.pending = Deal(self._count, seats)

    def round_seed(self, key: Callable[[], int], session: object) -> Callable[[int, int], int]:
        """The session's ``round_seed``: the game's key is ``key()`` (the next game's for a
        round 1, dealt as the game is made)."""

        def shuffle(round_: int, seats: int) -> int:
            game = key() + (1 if round_ == 1 else 0)
            value = self.deal(game, round_, seats)
            self._push()
            return value

        return shuffle

    def seen(self, game: object, key: int) -> None:
        """The table changed: a round of game ``key`` that has ended may be opened."""
        phase = getattr(game, "phase", None)
        if phase is not None and phase.value in ("round_over", "game_over"):
            self._between = True
            self.round_over(key, getattr(game, "round", 0))
            if self.pending is not None and self.pending.fixed is None:
                self.fix()  # every seat that committed by the round's end is in
                self._push()

    def take(self, conn: Connection, message: p.Share) -> None:
        """A terminal's commitment or secret for the pending deal."""
        deal, seat = self.pending, conn.seat
        if deal is None or seat is None or message.deal != deal.number or seat >= deal.seats:
            return  # a deal already made, or not this seat's
        if message.commit is not None and deal.fixed is None and seat not in deal.commits:
            deal.commits[seat] = message.commit
            self.keep()
            if self._between:
                # Fixed later (as the round is dealt), it would be listed with no time
                # left to send its secret: the terminal would be told it was left out.
                self.fix()
                self._push()
        elif message.secret is not None and opens(message.secret, _at(deal.fixed, seat)):
            deal.secrets[seat] = message.secret  # (one that does not open is left out)
            self.keep()

    def fix(self) -> None:
        """Fix the pending deal's commitments as they are (``reveal``), once there is one."""
        deal = self.pending
        if deal is not None and deal.fixed is None and deal.commits:
            deal.fixed = tuple(deal.commits.get(s, "") for s in range(deal.seats))
            self.keep()

    def deal(self, game: int, round_: int, seats: int) -> int:
        """The round seed of round ``round_`` of game ``game`` (its key), dealt now: from
        the pending deal's secrets, and the next deal prepared. 0 (no round seed: the game's
        own seeded shuffle, whose deck commitment deck.py opens at the game's end) when no
        terminal committed to it."""
        deal = self.pending
        self._between = False
        if deal is None or deal.seats != seats:
            deal = Deal(self._count + 1, seats)
            self._count += 1
        self.fix()
        if deal.fixed is None:
            deal.fixed = ("",) * seats
        deal.game, deal.round = game, round_
        deal.dropped = tuple(s for s, c in enumerate(deal.fixed) if c and s not in deal.secrets)
        alone = not any(deal.fixed)
        if alone:
            deal.secret = deal.digest = ""
        self.dealt.append(deal)
        self.prepare(seats)
        self.keep()  # (before the round's events are sent)
        return 0 if alone else round_value(round_, deal.secret, deal.shares())

    def round_over(self, game: int, round_: int) -> None:
        """Round ``round_`` of game ``game`` has ended: its secrets may be opened."""
        for deal in self.dealt:
            if (deal.game, deal.round) == (game, round_) and not deal.ended:
                deal.ended = True
                self.keep()

    def before(self, conn: Connection, game: int) -> Iterator[p.Shuffle]:
        """What ``conn`` is owed before events: each round of game ``game`` dealt (the past
        first: a terminal that joins or rejoins learns it before the next deal's stages),
        then the pending deal's stage."""
        sent = self._sent.setdefault(conn, set())
        for done in self.dealt:
            if done.game == game and (done.number, "dealt") not in sent:
                sent.add((done.number, "dealt"))
                fixed = done.fixed or ()
                yield p.Shuffle(
                    done.number, "dealt", game, done.round, done.digest, fixed, done.dropped
                )
        deal = self.pending
        if deal is not None and conn.seat is not None:
            for stage in ("commit", "reveal"):
                if (deal.number, stage) in sent:
                    continue
                if stage == "reveal" and (
                    deal.fixed is None or (deal.number, "commit") not in sent
                ):
                    break
                sent.add((deal.number, stage))
                yield p.Shuffle(deal.number, stage, 0, 0, deal.digest, deal.fixed or (), ())

    def after(self, conn: Connection, game: int) -> Iterator[p.Shuffle]:
        """What ``conn`` is owed after events: each ended round's secrets."""
        sent = self._sent.setdefault(conn, set())
        for done in self.dealt:
            if (
                done.game == game
                and done.ended
                and done.secret
                and (done.number, "open") not in sent
            ):
                sent.add((done.number, "open"))
                yield p.Shuffle(
                    done.number, "open", game, done.round, done.secret, done.shares(), done.dropped
                )


def _at(fixed: tuple[str, ...] | None, seat: int) -> str | None:
    return fixed[seat] if fixed is not None and 0 <= seat < len(fixed) else None
