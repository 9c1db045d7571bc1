"""Who sits in each seat: a person or a computer player of some level.

A seat kind is ``"human"`` or ``"cpu-LEVEL"`` (``cpu-easy``, ``cpu-normal``, ``cpu-hard``).
Saves keep them in the record's extra top-level ``"seats"`` list, which the record parser
ignores, so a resumed game gets its computer players back.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..bots import LEVELS
from ..i18n import _

HUMAN = "human"
CPU_PREFIX = "cpu-"
#: The level of a plain ``cpu:NAME``.
DEFAULT_LEVEL = "normal"
#: Every kind, in the order the setup screen cycles through them.
KINDS: tuple[str, ...] = (HUMAN, *(CPU_PREFIX + level for level in LEVELS))
#: A seat of a hosted table, played from another terminal: only the setup screen of
#: ``uno-tui host`` offers it, and the host turns it into a person's seat that the joining
#: terminal plays (``open:NAME`` on the command line). Never saved: not in ``KINDS``.
OPEN = "open"
#: The kinds the setup screen of a hosted table cycles through.
HOST_KINDS: tuple[str, ...] = (*KINDS, OPEN)


def cpu(level: str = DEFAULT_LEVEL) -> str:
    return CPU_PREFIX + level


def level_of(kind: str) -> str | None:
    """The computer level of a seat kind, or None for a person."""
    if kind.startswith(CPU_PREFIX) and kind[len(CPU_PREFIX) :] in LEVELS:
        return kind[len(CPU_PREFIX) :]
    return None


def parse_player(text: str) -> tuple[str, str]:
    """``Ana`` → (Ana, human); ``cpu:Bruno`` → (Bruno, cpu-normal); ``cpu-hard:Carla`` →
    (Carla, cpu-hard). Raises ValueError for an unknown prefix."""
    prefix, sep, name = text.partition(":")
    if not sep:
        return text.strip(), HUMAN
    prefix = prefix.strip().casefold()
    if prefix == "cpu":
        return name.strip(), cpu()
    if prefix in KINDS and prefix != HUMAN:
        return name.strip(), prefix
    raise ValueError(
        _("unknown player kind {kind}: use {choices}").format(
            kind=repr(prefix), choices=", ".join(("cpu", *KINDS[1:]))
        )
    )


def valid_seats(value: object, count: int) -> tuple[str, ...] | None:
    """Seat kinds read from a save: a list of ``count`` known kinds, or None."""
    if not isinstance(value, list) or len(value) != count:
        return None
    if not all(isinstance(k, str) and k in KINDS for k in value):
        return None
    return tuple(value)


def all_human(count: int) -> tuple[str, ...]:
    return (HUMAN,) * count


def humans(seats: Sequence[str]) -> list[int]:
    return [i for i, kind in enumerate(seats) if level_of(kind) is None]
