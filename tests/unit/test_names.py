"""One rule for who sits at the table: the command line, the setup
screen, records and saves refuse the same names and the same tables, and say so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from uno_tui.cli import main
from uno_tui.engine import RecordError, loads_record
from uno_tui.engine.setup import MAX_NAME_LENGTH, BadName, NameProblem, check_names
from uno_tui.table.names import NAME_INPUT, check_table, printable
from uno_tui.table.saves import SaveStore, load_save
from uno_tui.ui.screens.setup import NAME_LENGTH
from uno_tui.ui.screens.setup_form import check_setup

#: (names, seat kinds, the problem) — each refused everywhere.
BAD_TABLES: list[tuple[list[str], list[str], str]] = [
    (["Ana", "ana"], ["human", "human"], "duplicate"),
    (["Ana", " Ana "], ["human", "human"], "duplicate"),
    (["Ana", "B" * (MAX_NAME_LENGTH + 1)], ["human", "human"], "too_long"),
    (["Ana", "Bo\x1b[2Jb"], ["human", "human"], "control"),
    (["Ana", "Bob\x9b"], ["human", "human"], "control"),
    (["Ana", "Bob\u202e"], ["human", "human"], "control"),
    (["Ana", "Bob\ud800"], ["human", "human"], "control"),
    (["Ana", "Bo\u2029b"], ["human", "human"], "control"),
    (["Ana", "Bob"], ["cpu-normal", "cpu-hard"], "computers"),
]


def cli_player(name: str, kind: str) -> str:
    return name if kind == "human" else f"{kind}:{name}"


@pytest.mark.parametrize(("names", "seats", "problem"), BAD_TABLES)
def test_every_entry_point_refuses_the_same_tables(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    names: list[str],
    seats: list[str],
    problem: str,
) -> None:
    # The command line (a table it let through would start the game: 99 here).
    monkeypatch.setattr("uno_tui.cli.play.run", lambda args: 99)
    players = ",".join(cli_player(n, k) for n, k in zip(names, seats, strict=True))
    assert main(["--players", players]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err and "\x9b" not in err
    # The setup screen (its fields strip the names).
    said = check_setup(names, "500", seats)
    assert isinstance(said, str)
    # A save: refused, moved aside.
    save = tmp_path / "game-x.uno.json"
    save.write_text(
        json.dumps({"format": "uno-record/1", "players": names, "seats": seats, "actions": []})
    )
    with pytest.raises(RecordError):
        load_save(save)
    games, bad = SaveStore(tmp_path).scan()
    assert games == [] and len(bad) == 1 and bad[0].moved_to is not None
    assert "\n" not in bad[0].reason and "\x1b" not in bad[0].reason
    # A record (no seat kinds: everyone is a person, so only name problems apply).
    if problem != "computers":
        with pytest.raises(BadName) as caught:
            loads_record(json.dumps({"format": "uno-record/1", "players": names}))
        assert caught.value.problem == NameProblem(problem)
        assert check_table(names) is not None


def test_good_tables_pass_everywhere() -> None:
    names = ["Ana", "João", "Zoë 😀", "Ñandú", "X" * MAX_NAME_LENGTH]
    check_names(names)
    assert check_table(names, ["human", "cpu-easy", "human", "cpu-hard", "human"]) is None
    assert not isinstance(check_setup(names, "500"), str)


def test_the_setup_field_holds_as_many_characters_as_a_name_may_have() -> None:
    assert NAME_LENGTH == MAX_NAME_LENGTH == 16


def test_the_setup_field_refuses_what_a_name_may_not_hold() -> None:
    import re
    import unicodedata

    forbidden = {"Cc", "Cf", "Cs", "Zl", "Zp"}
    for code in range(0x30000):
        char = chr(code)
        if unicodedata.category(char) in forbidden:
            assert re.fullmatch(NAME_INPUT, "A" + char) is None, hex(code)
    assert re.fullmatch(NAME_INPUT, "João Ñandú 😀") is not None


def test_printable_escapes_what_could_drive_a_terminal() -> None:
    assert printable("a\x1b[2Jb\x9bc\u202ed\ud800e\U000e0001") == (
        "a\\x1b[2Jb\\x9bc\\u202ed\\ud800e\\U000e0001"
    )
    assert printable("x" * 100) == "x" * 40 + "…"
    assert printable("Ana") == "Ana"
