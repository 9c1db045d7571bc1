"""What the line mode's flow is made of: a question on show (``Prompt``), the table it
reads (``Reader``: a local conductor, or a joined seat's table) and how a new game is set
up (``Setup``)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Protocol

from ..engine import Action
from ..engine.events import Event
from ..table.snapshot import Snapshot
from .setup import Chosen


class Prompt:
    """A question on show: its ``key`` (the same question is not printed twice), its lines
    and what to do with the answer typed (``answer`` returns False: not an answer)."""

    def __init__(self, key: Hashable, lines: Sequence[str], answer: Callable[[str], bool]) -> None:
        self.key = key
        self.lines = list(lines)
        self.answer = answer


#: What a new game asks for (``setup.ask_table``), or ``None`` to stop.
Setup = Callable[[], "Chosen | None"]


class Reader(Protocol):
    """A table the line mode reads (``TableReader``'s own, without the awaited answer:
    the line mode waits for it): a local ``Conductor`` or a joined seat's
    ``net.heard.HeardTable``, each telling its listeners of every snapshot."""

    @property
    def snapshot(self) -> Snapshot: ...

    def submit(self, seat: int | None, action: Action) -> list[Event]: ...

    def reveal_shown(self) -> None: ...

    def subscribe(self, listener: Callable[[Snapshot], None]) -> object: ...
