"""Choose the house rules at setup (docs/RULES.md HR1-HR7): all off until turned on.

Keys 1-8 turn a rule on or off; P puts on the next preset (a named set of rules:
``engine.rules.PRESETS``); F1 or ? shows each rule explained in one line under its name;
Enter keeps the choice, Esc goes back without it. Jump-in is offered only at a hosted
table whose host's keyboard has at most one player; elsewhere it is listed but cannot be
chosen, with the reason (it needs each player at their own terminal, and a shared screen
would show the card held).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Button, Label, Static

from ...engine import Rules
from ...engine.rules import next_preset, preset_of
from ...i18n import N_, _, ngettext
from ...i18n.house import (
    CHOICES,
    chosen,
    jump_in_refusal,
    preset_name,
    rule_line,
    rule_name,
    short_names,
    with_choice,
)
from ..base import Dialog
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text

#: Columns the setup row has for the names of the rules chosen (else: how many).
LABEL_ROOM = 50


def house_rules_label(rules: Rules) -> str:
    """The setup row's button: the rules chosen, or none (the classic game)."""
    if rules.classic:
        return _("None: the classic game")
    names = short_names(rules)
    preset = preset_of(rules)
    if len(names) > LABEL_ROOM and preset is not None:
        return _("Preset: {name}").format(name=preset_name(preset))
    if len(names) > LABEL_ROOM:
        return ngettext("{n} rule on", "{n} rules on", len(chosen(rules))).format(
            n=len(chosen(rules))
        )
    return names


def house_rules_row(rules: Rules) -> Horizontal:
    """The setup screen's row: what is chosen, and the key that changes it."""
    return Horizontal(
        Label(_("House rules")),
        Button(house_rules_label(rules), id="house-rules", compact=True, classes="option"),
        Static("^O", classes="option-key dim", markup=False),
        id="house-rules-row",
        classes="option-row",
    )


class HouseRulesDialog(Dialog[Rules | None]):
    """Returns the rules chosen, or ``None`` when the player goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "turn(0)", N_("Turn on/off"), key_display=f"1-{len(CHOICES)}"),
        *(Binding(str(n + 1), f"turn({n})", show=False) for n in range(1, len(CHOICES))),
        Binding("p", "preset", N_("Preset"), key_display="P"),
        Binding("f1,question_mark", "explain", N_("Explain"), key_display="?"),
        Binding("enter", "done", N_("Done"), key_display="⏎"),
        Binding("escape,x", "cancel", N_("Back"), key_display="X"),
    ]

    def __init__(self, rules: Rules, *, hosting: bool = False, sharing: bool = False) -> None:
        """``hosting``: a table other terminals join; ``sharing``: two or more people
        play at its keyboard (jump-in is then refused, with the reason)."""
        super().__init__()
        self.rules = rules
        self.hosting = hosting
        #: Why jump-in cannot be chosen here (``None``: it can).
        self.refusal = jump_in_refusal(hosting, sharing)
        #: Choices this table cannot make (the reason is shown beside them).
        self.unavailable = frozenset() if self.refusal is None else frozenset({"jump_in"})

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="house-dialog")
        box.border_title = _("House rules")
        with box:
            yield Static(
                _("All off is the classic game. Press a number to turn a rule on or off."),
                markup=False,
                classes="dim",
                id="house-intro",
            )
            for i, key in enumerate(CHOICES):
                yield Button(
                    self._label(i, key),
                    id=f"house-{key}",
                    compact=True,
                    classes="choice house-choice",
                    disabled=key in self.unavailable,
                )
                line = Static(rule_line(key), markup=False, classes="dim house-explain")
                line.display = False
                yield line
            yield Static(self._preset_line(), id="house-preset", markup=False)
        yield KeyBar()

    def _preset_line(self) -> str:
        """Which preset the rules chosen are, if one, and the key for the next."""
        name = preset_of(self.rules)
        shown = preset_name(name) if name is not None else _("none (your own choice)")
        return _("Preset: {name} · P puts on the next one").format(name=shown)

    def action_preset(self) -> None:
        """The next preset after the one on (the first, after a choice of one's own)."""
        self.rules = next_preset(self.rules)
        self._relabel()

    def action_explain(self) -> None:
        """F1 or ?: each rule explained in one line under its name (again: hidden)."""
        lines = list(self.query(".house-explain"))
        shown = not (lines and lines[0].display)
        for line in lines:
            line.display = shown
        # (The lines take the intro's place: the dialog stays within 24 rows.)
        self.query_one("#house-intro").display = not shown

    def _relabel(self) -> None:
        for i, each in enumerate(CHOICES):
            self.query_one(f"#house-{each}", Button).label = self._label(i, each)
        set_text(self.query_one("#house-preset", Static), self._preset_line())

    def _label(self, i: int, key: str) -> Content:
        by = self.rules.included().get(key)
        mark = "[x]" if key in chosen(self.rules) or by is not None else "[ ]"
        label = f"{i + 1}  {mark} {rule_name(key)}"
        if by is not None:
            # On with the rule that includes it: never shown off while it is in play.
            label = _("{label} — part of {n}").format(label=label, n=CHOICES.index(by) + 1)
        if key in self.unavailable:
            label = _("{label} — {reason}").format(
                label=f"{i + 1}  [-] {rule_name(key)}", reason=self.refusal
            )
        return Content(label)  # not markup: "[x]" is the words

    def toggle(self, key: str) -> None:
        if key in self.unavailable:
            self.refuse(_("Jump-in is not offered: {reason}.").format(reason=self.refusal))
            return
        self.rules = with_choice(self.rules, key, key not in chosen(self.rules))
        self._relabel()

    def action_turn(self, n: int) -> None:
        self.toggle(CHOICES[n])

    def action_done(self) -> None:
        self.dismiss(self.rules)

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, ".house-choice")
    def _pressed(self, event: Button.Pressed) -> None:
        assert event.button.id is not None
        self.toggle(event.button.id.removeprefix("house-"))
