"""What the screens and dialogs may ask of the app they run in (``TableApp``), and nothing
more: the table they read (its newest snapshot, the seating, the rules' reasons, the log),
where their intents go, the keys it keeps for the next screen, and the few Textual calls
they make. ``UnoApp`` answers it; the screens are typed against this, not the app, so
they and the app do not import each other (not even for the type checker)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

if TYPE_CHECKING:
    from textual.screen import Screen

    from ..engine import Action, Card, IllegalAction, SeatView
    from ..engine.events import Event
    from ..table.conductor import Conductor
    from ..table.public import PublicView
    from ..table.session import GameSession
    from ..table.snapshot import TableReader
    from .hosted.clientapp import JoinedTable
    from .keyguard import KeyGuard
    from .widgets.table import TableMarks

ResultT = TypeVar("ResultT")

__all__ = ["TableApp"]


class TableApp(Protocol):
    """The app as its screens see it (``UnoApp``)."""

    #: A table other terminals join (``HostApp``).
    HOSTING: ClassVar[bool]

    # -- the table
    table_reader: TableReader
    joined: JoinedTable | None

    @property
    def playing(self) -> bool: ...

    @property
    def human_seats(self) -> list[int]: ...

    @property
    def curtains(self) -> bool: ...

    @property
    def session(self) -> GameSession: ...

    @property
    def conductor(self) -> Conductor: ...

    @property
    def answers_at_once(self) -> bool: ...

    @property
    def uno_reminders(self) -> bool: ...

    def is_bot(self, seat: int | None) -> bool: ...

    def is_remote(self, seat: int | None) -> bool: ...

    def view(self, seat: int | None) -> SeatView: ...

    def public_view(self) -> PublicView | None: ...

    def why_not(self, action: Action) -> IllegalAction | None: ...

    def log_sentences(self, tail: int | None = ...) -> list[str]: ...

    def new_in_hand(self, seat: int) -> list[Card]: ...

    def table_marks(self) -> TableMarks: ...

    def open_seat_line(self) -> str: ...

    def not_saved_line(self, width: int) -> str: ...

    def act(self, action: Action) -> list[Event]: ...

    async def answer(self, action: Action) -> list[Event]: ...

    async def announce_all(self) -> None: ...

    def set_language(self, code: str) -> None: ...

    # -- keys and the terminal
    #: The command line's warnings, not yet said (``notices``: the first screen says them).
    notices: tuple[str, ...]
    key_guard: float
    #: When the last keys came, and whether they hurried the others.
    keys: KeyGuard
    too_small: bool
    turn_alert: bool

    def queue_key(self, key: str, character: str | None) -> None: ...

    def replay_keys(self) -> None: ...

    def typing_at(self, moment: float) -> bool: ...

    def moved_on_by_itself(self) -> None: ...

    def hold_paint(self) -> None: ...

    def release_paint(self) -> None: ...

    # -- Textual's
    def bell(self) -> None: ...

    async def push_screen_wait(self, screen: Screen[ResultT]) -> ResultT: ...
