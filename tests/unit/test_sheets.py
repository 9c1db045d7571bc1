"""The style sheets end up in one order whichever screen reads them first
(``uno_tui/ui/sheets.py``): those read at start come first, and should a sheet ever be read
before one that precedes it, no rule of the two may tie in specificity on a widget both
could style."""

from __future__ import annotations

from itertools import product

from textual.app import App
from textual.css.model import Selector
from textual.css.stylesheet import Stylesheet

from uno_tui.ui.sheets import FIRST, SHEETS, sheet_path


def _rules(name: str) -> list[tuple[Selector, tuple[int, int, int], set[str]]]:
    sheet = Stylesheet(variables=App[None]().get_css_variables())
    sheet.read(sheet_path(name))
    sheet.parse()
    return [
        (selectors.selectors[-1], selectors.specificity, set(rule.styles.get_rules()))
        for rule in sheet.rules
        for selectors in rule.selector_set
    ]


def _may_style_the_same_widget(a: Selector, b: Selector) -> bool:
    if a.name and b.name and a.name != "*" and b.name != "*" and a.name != b.name:
        return False
    return not (a.id and b.id and a.id != b.id)


def test_the_sheets_read_at_start_come_first_in_order() -> None:
    assert SHEETS[0] == FIRST[0] == "base"
    assert SHEETS[: len(FIRST)] == FIRST  # so every order of reading is SHEETS' own


def test_a_sheet_read_later_ties_with_no_rule_of_one_read_before_it() -> None:
    # A sheet read on demand after one that follows it in SHEETS: only a tie of
    # specificity on one property of one widget could tell the two orders apart.
    later = [s for s in SHEETS if s not in FIRST]
    for name in later:
        before = [s for s in SHEETS[SHEETS.index(name) + 1 :] if s in FIRST]
        for other in before:
            for (sa, pa, ka), (sb, pb, kb) in product(_rules(name), _rules(other)):
                if pa == pb and ka & kb:
                    assert not _may_style_the_same_widget(sa, sb), (name, other, sa, sb)
