"""House rules where they are chosen (issue 37, item 5): F1 or ? in the house-rules
dialog explains each rule in one line; P puts on the presets (``engine.rules.PRESETS``),
which ``--house-rules`` names too; the rules in play are never cut short with "…" on the
table. In every language with NO_COLOR."""

from __future__ import annotations

import pytest

from uno_tui import cli
from uno_tui.engine import Rules
from uno_tui.engine.rules import PRESETS, preset
from uno_tui.i18n.house import parse_rules, rules_line
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.house import HouseRulesDialog
from uno_tui.ui.widgets import TablePanel

from .conftest import Run
from .driver import until_drawn
from .reading import frame
from .scenarios import deal

pytestmark = pytest.mark.usefixtures("english_after")

#: In each language: the first and last rules' lines (F1 / ?), the preset line after P
#: twice (party, then house favourites).
SAID = {
    "en": (
        "Answer a Draw Two with a Draw Two; the total passes on.",
        "Caught without saying UNO: draw 4 cards, not 2.",
        "Preset: party · P puts on the next one",
        "Preset: house favourites · P puts on the next one",
    ),
    "pt_PT": (
        "Responde a um Comprar Duas com outro; o total passa adiante.",
        "Apanhado sem dizer UNO: compra 4 cartas, não 2.",
        "Conjunto: festa · P põe o seguinte",
        "Conjunto: favoritas da casa · P põe o seguinte",
    ),
    "pt_BR": (
        "Responda a um +2 com outro +2; o total passa adiante.",
        "Pego sem dizer UNO: compre 4 cartas, não 2.",
        "Conjunto: festa · P põe o seguinte",
        "Conjunto: favoritas da casa · P põe o seguinte",
    ),
    "es": (
        "Responde a un Toma dos con otro; el total pasa al siguiente.",
        "Pillado sin decir UNO: roba 4 cartas, no 2.",
        "Conjunto: fiesta · P pone el siguiente",
        "Conjunto: favoritas de la casa · P pone el siguiente",
    ),
}


def _read(app: object) -> str:
    lines = [line.strip(" │┃║▐▌█╭╮╰╯") for line in frame(app)]  # type: ignore[arg-type]
    return " ".join(" ".join(lines).split())


async def _shown(table: object, words: str, shown: bool = True) -> str:
    """The frame's words once ``words`` are (or are no longer) on it."""
    for _i in range(100):
        read = _read(table.app)  # type: ignore[attr-defined]
        if (words in read) == shown:
            return read
        await table.pilot.pause(0.01)  # type: ignore[attr-defined]
    raise AssertionError(f"{words!r} {'never shown' if shown else 'still shown'}: {read}")


@pytest.mark.parametrize("lang", list(SAID))
@pytest.mark.parametrize("key", ["f1", "question_mark"])
async def test_f1_or_question_mark_explains_each_rule_and_p_puts_on_the_presets(
    run: Run, lang: str, key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    first, last, party, favourites = SAID[lang]
    app = make_app(seed=4, lang=lang)
    async with run(app) as table:
        await table.press("ctrl+o")
        assert isinstance(app.screen, HouseRulesDialog)
        assert first not in _read(app)
        await table.press(key)
        words = await _shown(table, first)
        assert isinstance(app.screen, HouseRulesDialog)  # not the help screen
        assert last in words, words
        assert "…" not in words
        await table.press("p")  # the preset's line stays in view with the rules' lines
        await _shown(table, party)
        assert last in _read(app)
        await table.press(key)  # again: the lines go
        await _shown(table, first, shown=False)
        await table.press("p")
        await _shown(table, favourites)
        await table.press("enter", "enter")
        game = app.session.game
        assert game is not None and game.rules == preset("house-favourites")


def test_the_presets_are_named_on_the_command_line() -> None:
    assert parse_rules("party") == Rules(
        stack_draw_two=True, stack_wild_draw_four=True, seven_o=True
    )
    assert parse_rules("house-favourites") == Rules(
        stack_draw_two=True, stack_wild_draw_four=True, draw_to_match=True
    )
    assert parse_rules("no-mercy,seven-o") == Rules(
        stack_mixed=True, draw_to_match=True, seven_o=True, uno_penalty=4
    )
    assert parse_rules("classic").classic
    # A preset too long for its names is said by its name where they do not fit.
    mercy = preset("no-mercy")
    assert mercy is not None and rules_line(mercy, 40) == "House rules: no mercy"
    # Every preset is open to every table (none holds jump-in, which some cannot choose).
    assert all(not rules.jump_in for _name, rules in PRESETS)


def test_house_rules_help_names_the_presets(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    said = " ".join(capsys.readouterr().out.split()).replace("- ", "-")  # (wrapped at -)
    assert "A preset names a set: classic, party, house-favourites, no-mercy" in said


EVERYTHING = Rules(stack_mixed=True, seven_o=True, draw_to_match=True, uno_penalty=4)
#: The table's line for ``EVERYTHING`` (too long for the frame at 80 columns).
SHORT = {
    "en": "House rules: 4 on, ? lists them",
    "pt_PT": "Regras da casa: 4 ligadas, ? lista-as",
    "pt_BR": "Regras da casa: 4 ligadas, ? mostra todas",
    "es": "Reglas de la casa: 4 activas, ? las muestra",
}


@pytest.mark.parametrize("lang", list(SHORT))
async def test_the_rules_in_play_are_never_cut_short_on_the_table(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    deals = [deal(["R1 R2 R3", "G1 G2 G3"], "R5", dealer=1)]
    app = make_app(("Ana", "Bea"), seed=4, deals=deals, rules=EVERYTHING, lang=lang)
    async with run(app) as table:
        await table.next_hand()
        assert len(rules_line(EVERYTHING)) > 76  # the whole names do not fit
        await until_drawn(table.pilot)
        words = " ".join("\n".join(frame(app)).split())
        assert SHORT[lang] in words, words
        panel = app.screen.query_one(TablePanel)
        assert "…" not in str(panel.border_subtitle)


#: In each language: the first two rules' lines once rule 3 (stacking either on either,
#: which includes them) is on.
INCLUDED = {
    "en": (
        "1 [x] stacking Draw Twos — part of 3",
        "2 [x] stacking Wild Draw Fours — part of 3",
    ),
    "pt_PT": (
        "1 [x] acumular Comprar Duas — incluída na 3",
        "2 [x] acumular Mudar Cor Comprar Quatro — incluída na 3",
    ),
    "pt_BR": (
        "1 [x] acumular +2 — incluída na 3",
        "2 [x] acumular Coringa +4 — incluída na 3",
    ),
    "es": (
        "1 [x] acumular Toma dos — incluida en la 3",
        "2 [x] acumular Comodín Toma cuatro — incluida en la 3",
    ),
}


@pytest.mark.parametrize("lang", list(INCLUDED))
async def test_the_stacking_rules_that_mixed_stacking_includes_are_shown_on(
    run: Run, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found in tmux: with 3 on, 1 and 2 showed '[ ]', as if a Draw Two could not answer
    a Draw Two; the engine plays them (``Rules.stacks_draw_two``)."""
    monkeypatch.setenv("NO_COLOR", "1")
    first, second = INCLUDED[lang]
    app = make_app(seed=4, lang=lang)
    async with run(app) as table:
        await table.press("ctrl+o")
        assert isinstance(app.screen, HouseRulesDialog)
        await table.press("3")
        words = await _shown(table, first)
        assert second in words, words
        await table.press("1")  # chosen itself: on, and no longer only through 3
        words = await _shown(table, first, shown=False)
        assert first.split(" — ")[0] in words and second in words, words
        await table.press("3")  # 3 off: 2 is off, 1 stays on
        words = await _shown(table, second, shown=False)
        off = second.replace("[x]", "[ ]").split(" — ")[0]
        assert first.split(" — ")[0] in words and off in words, words
