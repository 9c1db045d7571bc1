"""House rules as a player meets them (issue 25): listed at setup, all off; chosen with the
setup's dialog or ``--house-rules``; the game is made with them and a save keeps them."""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_tui.engine import CLASSIC, Rules
from uno_tui.i18n import LANGUAGES, _
from uno_tui.i18n.house import (
    CHOICES,
    jump_in_reason,
    parse_rules,
    rule_name,
    rule_sentence,
    rules_line,
)
from uno_tui.table.saves import SaveStore
from uno_tui.table.saves.format import load_save
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.house import HouseRulesDialog
from uno_tui.ui.screens import SetupScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame
from .scenarios import deal

pytestmark = pytest.mark.usefixtures("english_after")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_setup_lists_the_house_rules_all_off_and_starts_with_those_chosen(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(seed=4, lang=lang)
    async with run(app) as table:
        assert isinstance(app.screen, SetupScreen)
        await until_drawn(table.pilot)
        row = next(line for line in frame(app) if _("House rules") in line)
        assert _("None: the classic game") in row
        await table.press("ctrl+o")
        assert isinstance(app.screen, HouseRulesDialog)
        await until_drawn(table.pilot)
        text = "\n".join(frame(app))
        for key in CHOICES:
            assert f"[ ] {rule_name(key)}" in text or key == "jump_in", key
        jump = next(line for line in frame(app) if rule_name("jump_in") in line)
        assert "[-]" in jump and jump_in_reason() in jump  # hot-seat: why it is not offered
        await table.press("6")  # refused: nothing changes
        await table.press("1", "4")
        await until_drawn(table.pilot)
        text = "\n".join(frame(app))
        assert f"[x] {rule_name('stack_draw_two')}" in text
        assert f"[x] {rule_name('seven_o')}" in text
        assert f"[ ] {rule_name('jump_in')}" not in text
        await table.press("enter")
        assert isinstance(app.screen, SetupScreen)
        chosen = f"{rule_name('stack_draw_two')}, {rule_name('seven_o')}"
        for _wait in range(100):  # the row is made anew: on a loaded machine, a frame later
            if any(chosen in line for line in frame(app)):
                break
            await table.pilot.pause(0.01)
        row = next(line for line in frame(app) if _("House rules") in line)
        assert chosen in row
        await table.press("enter")
        game = app.session.game
        assert game is not None
        assert game.rules == Rules(stack_draw_two=True, seven_o=True)


async def test_escape_keeps_the_rules_as_they_were(run: Run) -> None:
    app = make_app(seed=4)
    async with run(app) as table:
        await table.press("ctrl+o", "2", "escape", "enter")
        game = app.session.game
        assert game is not None and game.rules is CLASSIC


def test_a_classic_table_has_no_house_rules_line() -> None:
    assert rules_line(CLASSIC) == ""
    assert rules_line(parse_rules("stacking,seven-o")) == "House rules: stacking, seven-O"
    assert rules_line(parse_rules("stack-mixed,uno-penalty-4")) == (
        "House rules: stacking either on either, UNO penalty of 4"
    )


def test_house_rules_option_names() -> None:
    rules = parse_rules("stacking, Seven-O,draw_to_match,uno-penalty-4")
    assert rules == Rules(
        stack_draw_two=True,
        stack_wild_draw_four=True,
        seven_o=True,
        draw_to_match=True,
        uno_penalty=4,
    )
    assert parse_rules("") is CLASSIC
    with pytest.raises(ValueError, match="unknown house rule 'sevens'; choose from stacking"):
        parse_rules("sevens")
    with pytest.raises(ValueError, match="only where each player has their own terminal"):
        parse_rules("jump-in")


def test_a_save_keeps_the_house_rules(tmp_path: Path) -> None:
    rules = parse_rules("stacking,seven-o")
    store = SaveStore(tmp_path)
    app = make_app(("Ana", "Bea"), seed=3, rules=rules, saves=store)
    path = app.session.save_path
    assert path is not None
    resumed = load_save(path).game
    assert resumed.rules == rules
    again = make_app(game=resumed, saves=store, save_path=path)
    assert again.session.rules == rules
    again.session.new_game(("Ana", "Bea"), 500)  # the next game goes on with them
    assert again.session.game is not None and again.session.game.rules == rules


def _read(app: object) -> str:
    """The frame's words, its box lines and wrapping undone."""
    lines = [line.strip(" │┃║▐▌█") for line in frame(app)]  # type: ignore[arg-type]
    return " ".join(" ".join(lines).split())


async def _help_words(table: object, key: str) -> str:
    await table.press(key)  # type: ignore[attr-defined]
    seen = [_read(table.app)]  # type: ignore[attr-defined]
    for _i in range(24):  # (half a page at a time: a sentence across two pages is read whole)
        await table.press(*["down"] * 8)  # type: ignore[attr-defined]
        seen.append(_read(table.app))  # type: ignore[attr-defined]
    return " ".join(seen)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_setup_help_explains_every_house_rule(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(seed=4, lang=lang)
    async with run(app) as table:
        words = await _help_words(table, "f1")
        for key in CHOICES:
            assert " ".join(rule_sentence(key).split()[:6]) in words, key


async def test_a_game_help_explains_only_the_rules_it_plays(run: Run) -> None:
    deals = [deal(["R1 R2 R3", "G1 G2 G3"], "R5", dealer=1)]  # no dealer draw
    app = make_app(("Ana", "Bea"), seed=4, deals=deals, rules=Rules(seven_o=True))
    async with run(app) as table:
        await table.next_hand()
        words = await _help_words(table, "question_mark")
        assert " ".join(rule_sentence("seven_o").split()[:6]) in words
        assert " ".join(rule_sentence("draw_to_match").split()[:6]) not in words
    classic = make_app(("Ana", "Bea"), seed=4, deals=deals)
    async with run(classic) as table:
        await table.next_hand()
        words = await _help_words(table, "question_mark")
        assert "House rules" not in words
