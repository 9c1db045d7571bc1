"""The words of a hosted table's seats while the game waits on one: a seat nobody has
taken yet is open (someone may still join it); a seat whose player joined and left is
waited for until they come back. The host's screen, a joined terminal's and a watcher's
lines say it alike. And what changed at a seat played from another terminal, as it
happens: taken, left, back (``seat_news``; ``host --plain`` says it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import _, ngettext

#: How a seat played from another terminal stands (``net.seating.Seating.seat_states``):
#: nobody took it yet, its player is connected, its player left, a computer sits in.
OPEN, JOINED, AWAY, COMPUTER = "open", "joined", "away", "computer"


def seat_open(name: str) -> str:
    """The game waits on a seat nobody has taken yet."""
    return _("{name}'s seat is open: waiting for someone to join.").format(name=name)


def seat_open_short(name: str) -> str:
    """The same, in a watcher's one line about the table."""
    return _("{name}'s seat is open").format(name=name)


def come_back(name: str) -> str:
    """The game waits on a seat whose player joined and left (at the other terminals)."""
    return _("Waiting for {name} to come back…").format(name=name)


def rejoins_with(name: str, command: str) -> str:
    """The host's line under a seat whose player left: the command that takes it back
    (with the seat's key, kept at their terminal: no join code, which takes only a seat
    nobody has taken yet)."""
    return _("{name} rejoins with: {command}").format(name=name, command=command)


def computer_for_now() -> str:
    """The host's key that lets a computer player sit in while the game waits on a seat."""
    return _("H lets a computer play for now.")


def played_for_you(name: str) -> str:
    """Said once at the terminal that took ``name``'s open seat while a computer player held
    it (the host's H, or the turn timer): the seat's moves so far were not its player's."""
    return _(
        "A computer player played {name}'s seat until you took it: from now on, you play it."
    ).format(name=name)


def names_listed(names: Sequence[str]) -> str:
    """``Bruno``, ``Bruno and Carla``, ``Bruno, Carla and Dora``: names as a sentence
    lists them."""
    if len(names) < 2:
        return "".join(names)
    # Translators: the last two of a list of player names, as in "Bruno, Carla and Dora".
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def first_deal_waits(names: Sequence[str], join: str, unshared: Sequence[str] = ()) -> str:
    """On the host's dealer draw while the first deal waits for the seats' terminals
    (net/firstdeal.py), with the line that says how to join: the open seats (``names``)
    and the terminals that took a seat and have not sent their share of the shuffle
    (``unshared``), each named, and what Enter does."""
    parts = []
    if names:
        text = ngettext(
            "Waiting for {names} to join: the first deal is shuffled with the joined terminals.",
            "Waiting for {names} to join: the first deal is shuffled with the joined terminals.",
            len(names),
        )
        parts.append(text.format(names=names_listed(names)))
    if unshared:
        listed, n = names_listed(unshared), len(unshared)
        parts.append(
            ngettext(
                "Waiting for {names}'s terminal to send its share of the first deal's shuffle.",
                "Waiting for the terminals of {names} to send their share of the first deal's "
                "shuffle.",
                n,
            ).format(names=listed)
        )
        enter = ngettext(
            "Enter deals now, without it: {names} plays all the same.",
            "Enter deals now, without them: {names} play all the same.",
            n,
        ).format(names=listed)
    else:
        enter = _("Enter deals now.")
    if not parts:
        parts.append(_("Shuffling the first deal with the joined terminals…"))
    return "\n".join(part for part in (*parts, enter, join) if part)


def seat_news(name: str, before: str, after: str) -> str | None:
    """What the host's table is told when ``name``'s seat went from ``before`` to ``after``
    (``OPEN``, ``JOINED``, ``AWAY``, ``COMPUTER``), or ``None``: nothing to say (the host's
    own H, say, which the host knows of)."""
    if after == JOINED and before == OPEN:
        return _("{name} joined from another terminal and took the open seat.").format(name=name)
    if after == JOINED and before != JOINED:
        return _("{name} is back at the table.").format(name=name)
    if after == AWAY and before == JOINED:
        return _("{name} left the table: the seat waits for {name} to come back.").format(name=name)
    return None


def seats_news(
    before: Mapping[int, str], now: Mapping[int, str], names: Sequence[str]
) -> list[str]:
    """What changed at the seats between ``before`` and ``now`` (seat → ``OPEN``, ...;
    ``net.seating.Seating.seat_states``), seat by seat, in words (``seat_news``)."""
    said = (seat_news(names[seat], before.get(seat, state), state) for seat, state in now.items())
    return [line for line in said if line is not None]
