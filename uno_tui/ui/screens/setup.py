"""A new game: 2 to 10 players in clockwise order, and the points that win."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static

from ...engine import CLASSIC, DEFAULT_TARGET, MAX_PLAYERS, MIN_PLAYERS, Rules
from ...i18n import LANGUAGES, N_, _, current_language
from ...table.names import MAX_NAME_LENGTH, NAME_INPUT
from ...table.seats import HOST_KINDS, HUMAN, KINDS
from ..base import UnoScreen
from ..dialogs.house import HouseRulesDialog, house_rules_row
from ..widgets.keybar import KeyBar
from .form import FormInput
from .setup_form import (
    DEFAULT_PACE,
    PACES,
    KindButton,
    LanguageButton,
    SetupResult,
    check_setup,
    default_name,
    pace_label,
    reminders_label,
    turn_time_hint,
)

NAME_LENGTH = MAX_NAME_LENGTH


#: ^T at a hosted table, where a seat can also be open: the key bar and help say so (one
#: of the two ^T keys shows, ``can``).
HOSTED_KIND = Binding("ctrl+t", "kind_hosted", N_("Person/computer/open"), key_display="^T")


class SetupScreen(UnoScreen[SetupResult]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "start", N_("Start"), key_display="⏎"),
        Binding("ctrl+n", "add", N_("Add player"), key_display="^N"),
        Binding("ctrl+r", "remove", N_("Remove last"), key_display="^R"),
        Binding("ctrl+t", "kind", N_("Person/computer"), key_display="^T"),
        HOSTED_KIND,
        Binding("ctrl+l", "language", N_("Language"), key_display="^L"),
        Binding("ctrl+p", "pace", N_("Pace"), key_display="^P"),
        Binding("ctrl+b", "reminders", N_("Reminders"), key_display="^B"),
        Binding("ctrl+o", "house_rules", N_("House rules"), key_display="^O"),
        Binding("up", "app.focus_previous", show=False),
        Binding("down", "app.focus_next", show=False),
        Binding("f1", "app.help", N_("Help"), key_display="F1"),
        Binding("ctrl+q", "app.request_quit", N_("Quit"), key_display="^Q"),
    ]
    AUTO_FOCUS = "#name-0"

    def __init__(
        self,
        names: Sequence[str] = (),
        target: int = DEFAULT_TARGET,
        seats: Sequence[str] = (),
        *,
        pace: float = DEFAULT_PACE,
        reminders: bool = False,
        hosting: bool = False,
        rules: Rules = CLASSIC,
        turn_time: int = 0,
    ) -> None:
        super().__init__()
        self._answered = False
        self.rules = rules
        #: A table other terminals join (``uno-tui host``): a seat can also be open.
        self.hosting = hosting
        self.pace = pace
        self.reminders = reminders
        names = list(names)
        kinds = list(seats) if len(seats) == len(names) else [HUMAN] * len(names)
        while len(names) < MIN_PLAYERS:  # (``host --players Ana``: the others to name)
            names.append(default_name(len(names)))
            kinds.append(HUMAN)
        self.initial_names = names[:MAX_PLAYERS]
        self.initial_target = str(target)
        #: A hosted table's turn timer, in seconds ("": none; ``host --turn-time``).
        self.initial_turn_time = str(turn_time) if turn_time > 0 else ""
        self.initial_seats = kinds[:MAX_PLAYERS]

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="setup", classes="hosting" if self.hosting else ""):
            yield Static(_("UNO — a new game"), id="setup-title", markup=False)
            yield Static(
                (
                    _(
                        "Name the players in the order they sit, clockwise ({low} to "
                        "{high}); ^T makes a seat a computer player or an open seat, which "
                        "a player at another terminal joins with its name. Enter starts "
                        "the game."
                    )
                    if self.hosting
                    else _(
                        "Name the players in the order they sit, clockwise ({low} to "
                        "{high}); ^T makes a seat a computer player. Enter starts the game."
                    )
                ).format(low=MIN_PLAYERS, high=MAX_PLAYERS),
                markup=False,
                classes="dim",
            )
            with VerticalScroll(id="names"):
                for i, name in enumerate(self.initial_names):
                    yield self._row(i, name, self.initial_seats[i])
            with Horizontal(classes="buttons"):
                yield Button(_("Add player (^N)"), id="add", compact=True)
                yield Button(_("Remove last (^R)"), id="remove", compact=True)
            with Horizontal(id="lang-row"):
                yield Label(_("Language"))
                yield LanguageButton(current_language(), id="lang")
            with Horizontal(id="target-row"):
                yield Label(_("Points to win"))
                target = FormInput(
                    self.initial_target,
                    id="target",
                    type="integer",
                    max_length=6,
                    compact=True,
                )
                target.cursor_blink = not self.app.is_headless
                yield target
            if self.hosting:
                yield self._turn_time_row()
            with Horizontal(id="pace-row", classes="option-row"):
                yield Label(_("Computer pace"))
                yield Button(pace_label(self.pace), id="pace", compact=True, classes="option")
                yield Static("^P", classes="option-key dim", markup=False)
            with Horizontal(id="reminders-row", classes="option-row"):
                yield Label(_("UNO reminders"))
                yield Button(
                    reminders_label(self.reminders), id="reminders", compact=True, classes="option"
                )
                yield Static(
                    _("^B · for beginners"),
                    classes="option-key dim",
                    markup=False,
                )
            yield house_rules_row(self.rules)
            yield Static("", id="setup-error", markup=False)
            yield Button(_("Start the game"), id="start", variant="primary", compact=True)
        yield KeyBar()

    def _turn_time_row(self) -> Horizontal:
        """A hosted table's turn timer (``host --turn-time``): empty, off."""
        field = FormInput(
            self.initial_turn_time,
            id="turn-time",
            type="integer",
            max_length=3,
            placeholder=_("Off"),
            compact=True,
        )
        field.cursor_blink = not self.app.is_headless
        hint = Static(turn_time_hint(), classes="option-key dim", markup=False)
        return Horizontal(Label(_("Turn time")), field, hint, id="turn-row")

    def _row(self, i: int, name: str, kind: str = HUMAN) -> Horizontal:
        field = FormInput(
            name, id=f"name-{i}", max_length=NAME_LENGTH, restrict=NAME_INPUT, compact=True
        )
        field.cursor_blink = not self.app.is_headless  # no clocks in tests and snapshots
        return Horizontal(
            Label(f"{i + 1:>2}", classes="seat-number"),
            field,
            KindButton(kind, id=f"kind-{i}", kinds=HOST_KINDS if self.hosting else KINDS),
            classes="name-row",
        )

    def action_pace(self) -> None:
        """The next pace offered (one given with ``--pace`` is kept until changed)."""
        later = [p for p in PACES if p > self.pace]
        self.pace = later[0] if later else PACES[0]
        self.query_one("#pace", Button).label = pace_label(self.pace)

    def action_reminders(self) -> None:
        self.reminders = not self.reminders
        self.query_one("#reminders", Button).label = reminders_label(self.reminders)

    def action_house_rules(self) -> None:
        here = sum(1 for button in self._kinds() if button.kind == HUMAN)
        dialog = HouseRulesDialog(self.rules, hosting=self.hosting, sharing=here >= 2)
        self.app.push_screen(dialog, self._chosen)

    async def _chosen(self, rules: Rules | None) -> None:
        if rules is not None:
            # A new row: a new label's width is laid out afresh ("auto" keeps the first).
            self.rules = rules
            await self.query_one("#house-rules-row").remove()
            await self.query_one("#setup").mount(house_rules_row(rules), before="#setup-error")

    @on(Button.Pressed, "#house-rules")
    def _house_rules_pressed(self) -> None:
        self.action_house_rules()

    @on(Button.Pressed, "#pace")
    def _pace_pressed(self) -> None:
        self.action_pace()

    @on(Button.Pressed, "#reminders")
    def _reminders_pressed(self) -> None:
        self.action_reminders()

    def _kinds(self) -> list[KindButton]:
        return list(self.query(KindButton))

    def show_refusal(self, reason: str) -> None:
        """Why a key did nothing, on the form's error line (never a pop-up)."""
        self.query_one("#setup-error", Static).update(reason)

    def action_kind_hosted(self) -> None:
        self.action_kind()

    def action_kind(self) -> None:
        """Cycle the focused row's seat: person, computer easy, normal, hard."""
        focused = self.focused
        for i, field in enumerate(self._inputs()):
            if field is focused:
                self._kinds()[i].cycle()
                return
        self.refuse(_("Ctrl+T changes the player whose name you are on: go to a name first."))

    @on(Button.Pressed, ".seat-kind")
    def _kind_pressed(self, event: Button.Pressed) -> None:
        assert isinstance(event.button, KindButton)
        event.button.cycle()

    def _inputs(self) -> list[Input]:
        return [i for i in self.query(Input) if i.id and i.id.startswith("name-")]

    def can(self, action: str) -> bool | None:
        if action in ("kind", "kind_hosted"):
            return self.hosting == (action == "kind_hosted")
        count = len(self._inputs()) if self.is_mounted else len(self.initial_names)
        if action == "add":
            return count < MAX_PLAYERS
        if action == "remove":
            return count > MIN_PLAYERS
        return True

    async def action_add(self) -> None:
        inputs = self._inputs()
        if len(inputs) >= MAX_PLAYERS:
            return
        row = self._row(len(inputs), default_name(len(inputs)))
        await self.query_one("#names").mount(row)
        # At once (``focus()`` waits a turn): the next keys typed are for the new field.
        self.set_focus(self._inputs()[-1])
        self.refresh_bindings()

    async def action_remove(self) -> None:
        rows = list(self.query(".name-row"))
        if len(rows) <= MIN_PLAYERS:
            return
        await rows[-1].remove()
        self.refresh_bindings()

    async def action_language(self) -> None:
        """Speak the next language: every word on the screen changes, what was typed stays."""
        codes = list(LANGUAGES)
        code = codes[(codes.index(current_language()) + 1) % len(codes)]
        names = [field.value for field in self._inputs()]
        defaults = [default_name(i) for i in range(len(names))]
        self.initial_seats = [k.kind for k in self._kinds()]
        self.initial_target = self.query_one("#target", Input).value
        if self.hosting:
            self.initial_turn_time = self.query_one("#turn-time", Input).value
        focused = self.focused.id if self.focused is not None else None
        self.uno_app.set_language(code)
        # Names nobody typed follow the language ("Player 1" → "Jogador 1").
        self.initial_names = [
            default_name(i) if name == defaults[i] else name for i, name in enumerate(names)
        ]
        await self.recompose()
        if focused is not None:
            with contextlib.suppress(NoMatches):
                self.query_one(f"#{focused}").focus()

    @on(Button.Pressed, "#lang")
    async def _language_pressed(self) -> None:
        await self.action_language()

    def action_start(self) -> None:
        if self._answered:  # Enter twice: the second is the next screen's (refused there)
            self.uno_app.queue_key("enter", "\r")
            return
        names = [i.value for i in self._inputs()]
        seats = [k.kind for k in self._kinds()]
        result = check_setup(
            names,
            self.query_one("#target", Input).value,
            seats,
            pace=self.pace,
            reminders=self.reminders,
            hosting=self.hosting,
            rules=self.rules,
            turn_time=self.query_one("#turn-time", Input).value if self.hosting else "",
        )
        if isinstance(result, str):
            self.query_one("#setup-error", Static).update(result)
            self.app.bell()
            return
        self._answered = True
        self.hand_over(result)

    @on(FormInput.Pasted)
    async def _pasted(self, event: FormInput.Pasted) -> None:
        """Names pasted one a line fill the field and the ones after it (rows are added as
        needed, up to the most players)."""
        fields = self._inputs()
        if event.field not in fields:
            return
        start = fields.index(event.field)
        for offset, line in enumerate(event.lines[: MAX_PLAYERS - start]):
            if start + offset >= len(self._inputs()):
                await self.action_add()
            field = self._inputs()[start + offset]
            if field.restrict is None or re.fullmatch(field.restrict, line):
                field.value = line[:NAME_LENGTH]  # (else, as a field refuses a paste: kept)

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#add")
    async def _add(self) -> None:
        await self.action_add()

    @on(Button.Pressed, "#remove")
    async def _remove(self) -> None:
        await self.action_remove()
