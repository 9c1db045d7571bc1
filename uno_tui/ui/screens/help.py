"""Help, from every screen: the keys that work there and the rules in short."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from ...engine import CLASSIC, Rules
from ...engine.ask import catch_cost
from ...i18n import N_, _
from ...i18n.house import CHOICES, chosen, rule_name, rule_sentence
from ..base import Dialog
from ..widgets.keybar import KeyBar


def rules_summary(rules: Rules = CLASSIC) -> list[str]:
    """The rules in short, as ``rules`` play them: where a house rule changes a classic
    rule the line says so (the house rules' own lines follow under it)."""
    if rules.draw_to_match:  # HR5
        draw = _(
            "Or draw instead: you keep drawing until a card can be played, then play it at "
            "once or keep it; either way your turn ends."
        )
    else:
        draw = _(
            "Or draw one card instead. If it can be played you may play it at once or keep "
            "it; either way your turn ends."
        )
    if rules.stacks_draw_two or rules.stacks_wild_draw_four:  # HR1-HR3
        actions = _(
            "Skip: the next player misses a turn. Reverse: play changes direction (with two "
            "players it works like Skip). Draw Two: the next player draws 2 and misses the "
            "turn, unless the house rules below let them stack."
        )
    else:
        actions = _(
            "Skip: the next player misses a turn. Reverse: play changes direction (with two "
            "players it works like Skip). Draw Two: the next player draws 2 and misses the "
            "turn. No stacking."
        )
    wild = _(
        "Wild: name any colour. Wild Draw Four: name a colour; allowed only when you hold "
        "no card of the colour in play. The next player accepts (draws 4, misses the "
        "turn) or challenges: if you held that colour you draw 4 instead, otherwise the "
        "challenger draws 6 and misses the turn. Only the challenger sees your hand."
    )
    if rules.stacks_wild_draw_four:  # HR2, HR3
        wild += " " + _("The house rules below also let the next player stack on it instead.")
    return [
        _("Play one card that matches the top card by colour, number or symbol, or a Wild."),
        draw,
        actions,
        wild,
        _(
            "Say UNO (U) as you play your next-to-last card, or afterwards. Anyone who "
            "catches you first (C, until the next player draws or plays) makes you draw {n}. "
            "The game never says UNO for you."
        ).format(n=catch_cost(rules)),
        _(
            "The first to play their last card scores the cards left in the others' hands: "
            "numbers at face value, Skip, Reverse and Draw Two 20, Wilds 50. The first to "
            "reach the target wins."
        ),
        _(
            "Hot-seat: when the curtain names you, take the keyboard and press Enter. Only "
            "you look while your hand is on screen."
        ),
    ]


class HelpScreen(Dialog[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,question_mark,escape,x", "close", N_("Close help"), key_display="⏎"),
        Binding("up", "scroll(-1)", N_("Scroll"), key_display="↑↓"),
        Binding("down", "scroll(1)", show=False),
        Binding("pageup", "scroll(-10)", show=False),
        Binding("pagedown,space", "scroll(10)", show=False),
    ]

    def __init__(self, keys: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.keys = tuple(keys)

    def compose_body(self) -> Iterable[Widget]:
        box = VerticalScroll(id="dialog", classes="help-dialog")
        box.border_title = _("Help")
        box.border_subtitle = _("Enter, X or Esc closes help")
        with box:
            if self.keys:
                yield Static(Text(_("Keys on this screen"), style="bold"))
                table = Table.grid(padding=(0, 2))
                table.add_column(no_wrap=True, style="bold")
                table.add_column()
                for key, description in self.keys:
                    # Descriptions come marked (``N_``), not worded: word them now.
                    table.add_row(key, _(description))
                yield Static(table)
            yield Static(Text(_("The rules in short"), style="bold"), classes="help-heading")
            for line in rules_summary(self._rules()):
                yield Static(Text("• " + line), classes="help-rule")
            house = self._house_rules()
            if house:
                yield Static(Text(_("House rules"), style="bold"), classes="help-heading")
                for key in house:
                    line = f"{rule_name(key)}: {rule_sentence(key)}"
                    yield Static(Text("• " + line), classes="help-rule")
        yield KeyBar()

    def _rules(self) -> Rules:
        """The rules the table plays (classic before a game)."""
        view = self.uno_app.public_view()
        return CLASSIC if view is None else view.table.rules

    def _house_rules(self) -> tuple[str, ...]:
        """The house rules to explain: those the table plays, or every one before a game
        (the setup, where they are chosen); none at a classic table."""
        if self.uno_app.public_view() is None:
            return CHOICES
        return chosen(self._rules())

    def action_scroll(self, delta: int) -> None:
        self.query_one(VerticalScroll).scroll_relative(y=delta, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
