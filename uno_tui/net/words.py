"""What a player reads when a table refuses a terminal or the connection ends."""

from __future__ import annotations

from ..i18n import _
from . import protocol as p
from .client import OTHER_KEY


def refused(
    reason: str,
    *,
    name: str | None = None,
    open_: list[str] | None = None,
    protocol: int | None = None,
) -> str:
    """One sentence for a ``refused`` reason code (``protocol``: the host's version)."""
    if reason == p.BAD_CODE:
        return _("That join code is not this table's: ask the host for it again.")
    if reason == p.BAD_TOKEN:
        return _("This terminal's seat at that table is no longer kept: join with the code.")
    if reason == p.NO_OPEN_SEAT:
        return _(
            "Every seat at that table is taken. A player coming back to their seat needs no "
            "code: uno-tui join takes it back from the account and data folder they joined "
            "with, which keep the seat's key."
        )
    if reason == p.NO_SUCH_NAME:
        return _("No open seat is called {name}; open seats: {names}.").format(
            name=name or "", names=", ".join(open_ or []) or "—"
        )
    if reason == p.SEAT_TAKEN:
        return _("{name}'s seat is already taken.").format(name=name or "")
    if reason == p.UPGRADE:
        if protocol is not None and protocol > p.PROTOCOL:
            return _("The host runs a newer uno-tui: upgrade yours to join its table.")
        return _("The host runs an older uno-tui: the host must upgrade to let you join.")
    if reason == p.TOO_FAST:
        return _("Too many tries or keys at once: wait a moment and try again.")
    if reason == p.TIMEOUT:
        return _("The host stopped waiting for this terminal.")
    if reason == p.REPLACED:
        return _("Your seat was taken by a newer terminal (yours, with your seat's key).")
    if reason == p.HOST_CLOSED:
        return _("The host closed the table.")
    if reason == p.NO_GAME:
        return _("The host has no game under way.")
    if reason == p.NO_WATCHING:
        return _("The host does not let anyone watch the table (now).")
    if reason == p.NOT_YOUR_SEAT:
        return _("That is not this terminal's seat.")
    if reason == p.TAMPERED:
        return _(
            "A message between this terminal and the host was changed, dropped or replayed "
            "on the way: nothing it carried was used."
        )
    if reason == OTHER_KEY:
        return _(
            "This is not the table you joined (or your seat was taken back at another "
            "terminal of yours): nothing was sent to it."
        )
    if reason in (p.MALFORMED, p.TOO_LONG):
        return _("The host and this terminal do not understand each other.")
    return _("The connection to the host was lost.")


def unreachable(address: str, why: str, local: bool = False) -> str:
    """``local``: ``address`` names an account, whose table was looked for on this
    machine's socket only (a table on TCP, ``host --port``, is joined at its address)."""
    if local:
        return _(
            "Cannot reach a table at {address}: {reason}. A table on TCP (host --port) is "
            "joined at its address, as its host's screen shows: {command}"
        ).format(address=address, reason=why, command="uno-tui join 127.0.0.1:PORT")
    return _("Cannot reach a table at {address}: {reason}").format(address=address, reason=why)


def seat_left(ended: str | None, command: str) -> tuple[str, ...]:
    """The last line of a joined terminal: how its seat is taken back with ``command``
    (``uno-tui join ana``), after its player left (``ended`` ``None``) or the link ended
    (``ended``: why)."""
    if ended is None:
        return (_("You left the table: {command} takes your seat back.").format(command=command),)
    back = _("{command} takes your seat back when the host is there.").format(command=command)
    return refused(ended), back


def unproven(address: str, joining: bool) -> str:
    """The other end could not prove it knows the code (``joining``) or the seat's key."""
    if joining:
        return _(
            "The table at {address} did not accept that join code, or what answers there is "
            "not the table: check the code with the host. Nothing it could use was sent."
        ).format(address=address)
    return _(
        "What answers at {address} cannot prove it is the table your seat was taken at: "
        "your seat's key was not sent. Try again when the host is back."
    ).format(address=address)


def hosted_by(uid: int | None, address: str) -> str:
    """Who runs the table, as the kernel says: "hosted by ana", or "at ADDRESS"."""
    from .local import account_name

    if uid is None:
        return _("at {address}").format(address=address)
    return _("hosted by {account}").format(account=account_name(uid))


def not_host(found: int | None, expected: int, address: str) -> str:
    """Another account than the one that ran the joined table runs what answers."""
    from .local import account_name

    if found is None:
        return _(
            "The table at {address} is not on this machine, and {account} hosted the table "
            "you joined: nothing was sent to it."
        ).format(address=address, account=account_name(expected))
    return _(
        "The table at {address} is run by {found}, not by {account}, who hosted the table "
        "you joined: nothing was sent to it."
    ).format(address=address, found=account_name(found), account=account_name(expected))


def not_rejoined(exc: Exception, address: str) -> str:
    """Why a try to take the seat back failed, in one line."""
    from .client import NotHost, Refused, Unanswered, Unproven

    if isinstance(exc, Unanswered):
        if ":" not in address:  # an account's table on this machine
            return _("{account}'s table is not open yet: R tries again once it is.").format(
                account=address
            )
        return _(
            "Nothing answers at {address} yet: R tries again once the host is back. A host "
            "back at another address gives another join command (Q, then that command)."
        ).format(address=address)
    if isinstance(exc, Unproven):
        return unproven(address, exc.joining)
    if isinstance(exc, NotHost):
        return not_host(exc.found, exc.expected, address)
    return refused(exc.reason if isinstance(exc, Refused) else "lost")
