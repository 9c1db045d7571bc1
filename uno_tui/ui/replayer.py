"""``uno-tui replay FILE --watch``: step through a game record on the table screen, one
action at a time (← →, Home, End), every hand face up, marked as a replay: for reviewing a
game or a bug report. It only reads the record: nothing is saved, nothing is played."""

from __future__ import annotations

from pathlib import PurePath
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from ..engine import Game, IllegalAction, Record, seat_view
from ..engine.events import CardPlayed, Event, event_for_seat
from ..i18n import N_, _
from ..i18n.cards import show_shapes
from ..i18n.words import card_list, describe_events
from .sheets import sheet_path
from .theme import apply_theme
from .widgets import EventLog, TablePanel, TopBar
from .widgets.keybar import KeyBar

#: The events before a step worded as its context (more than the log has room for).
CONTEXT_EVENTS = 30


def at_step(record: Record, step: int) -> tuple[Game, list[Event], str]:
    """The game after the record's first ``step`` actions, the events of the last of them,
    and why the next action was refused, if it was (the replay stops there)."""
    game = Game(record.setup)
    before = len(game.events)
    for action in record.actions[:step]:
        before = len(game.events)
        try:
            game.apply(action)
        except IllegalAction as exc:
            return game, [], str(exc)
    return game, list(game.events[before:]) if step else list(game.events), ""


class ReplayApp(App[None]):
    """The table at one step of a record, every hand face up."""

    TITLE = "UNO"
    CSS_PATH: ClassVar[list[str | PurePath]] = [
        sheet_path(name) for name in ("base", "screens", "cards")
    ]
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", N_("One action back"), key_display="←"),
        Binding("right", "step(1)", N_("One action on"), key_display="→"),
        Binding("home", "step(-1000000)", N_("To the start"), key_display="Home"),
        Binding("end", "step(1000000)", N_("To the end"), key_display="End"),
        Binding("q,escape", "quit", N_("Quit"), key_display="Q"),
    ]

    def __init__(self, record: Record) -> None:
        super().__init__()
        apply_theme(self)
        self.record = record
        self.step = 0

    def compose(self) -> ComposeResult:
        yield TopBar()
        yield TablePanel()
        yield Static("", id="replay-hands", markup=False)
        yield EventLog(id="log")
        yield KeyBar()

    def on_load(self) -> None:
        show_shapes(True)  # (as in a game: ``AppKeys``)

    def on_unmount(self) -> None:
        show_shapes(False)

    def on_mount(self) -> None:
        self.query_one("#replay-hands", Static).styles.padding = (0, 2)
        self.show()

    def action_step(self, delta: int) -> None:
        self.step = max(0, min(len(self.record.actions), self.step + delta))
        self.show()

    def show(self) -> None:
        game, events, refused = at_step(self.record, self.step)
        view = seat_view(game, None)
        title = _("REPLAY · action {step} of {total}").format(
            step=self.step, total=len(self.record.actions)
        )
        self.query_one(TopBar).show(view, title)
        played = [e for e in game.events if isinstance(e, CardPlayed)]
        top_by = _("played by {name}").format(name=game.names[played[-1].seat]) if played else ""
        self.query_one(TablePanel).show(view, top_by=top_by)
        hands = [
            _("{name}: {cards}").format(name=name, cards=card_list(sorted(game.hands[seat])))
            for seat, name in enumerate(game.names)
        ]
        self.query_one("#replay-hands", Static).update(
            _("Every hand, face up:") + "\n" + "\n".join(hands)
        )
        # What came before the step, too: the log shows as much of it as fits above the
        # step's own sentences (the last in bold), as the table's log does in a game.
        before = len(game.events) - len(events)
        shown = game.events[max(0, before - CONTEXT_EVENTS) :]
        sentences = describe_events([event_for_seat(e, None) for e in shown], game.names)
        if refused:
            sentences.append(_("The next action was refused: {reason}").format(reason=refused))
        self.query_one(EventLog).show(sentences or [_("Nothing yet.")])
