"""The command line: ``replay FILE --json`` exit codes (RECORD.md) and one-line usage errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from uno_tui import __version__
from uno_tui.cli import main

PROJECT = Path(__file__).resolve().parents[2]
#: The spec's examples live in the project (tests/data/spec_examples): a fresh clone checks them.
CHECK_EXAMPLES = PROJECT / "tools" / "check_examples.py"

Json = dict[str, Any]


def record(actions: list[Json] | None = None, **fields: Any) -> Json:
    """Ana (0) starts on a red 7; Bruno deals."""
    rec: Json = {
        "format": "uno-record/1",
        "players": ["Ana", "Bruno"],
        "seed": 1,
        "deals": [{"dealer": 1, "hands": [["R5", "R6", "B7"], ["B1", "G2", "Y3"]], "start": "R7"}],
        "actions": actions or [],
    }
    rec.update(fields)
    return rec


class Cli:
    """Runs ``main`` in-process and captures both streams."""

    def __init__(self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        self.capsys = capsys
        self.tmp_path = tmp_path

    def file(self, content: Json | str | bytes, name: str = "game.json") -> Path:
        path = self.tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            text = content if isinstance(content, str) else json.dumps(content)
            path.write_text(text, encoding="utf-8")
        return path

    def __call__(self, *argv: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        code = main(list(argv))
        out, err = self.capsys.readouterr()
        return code, out, err

    def replay(self, content: Json | str | bytes) -> tuple[int, str, str]:
        return self("replay", str(self.file(content)), "--json")


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Cli:
    return Cli(capsys, tmp_path)


def assert_one_line_error(code: int, out: str, err: str) -> str:
    assert code == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert err.startswith("uno-tui: ")
    return err.strip()


# ---------------------------------------------------------------- replay: exit 0, 1, 2


def test_replay_exit_0_prints_the_state(cli: Cli) -> None:
    code, out, err = cli.replay(record([{"by": 0, "play": "r5"}]))
    assert (code, err) == (0, "")
    state = json.loads(out)
    assert state["format"] == "uno-state/1"
    assert (state["applied"], state["error"], state["top"], state["current"]) == (1, None, "R5", 1)
    assert sorted(state["players"][0]["hand"]) == ["B7", "R6"]


def test_replay_exit_1_prints_the_state_before_the_refused_action(cli: Cli) -> None:
    actions = [{"by": 0, "play": "R5"}, {"by": 0, "play": "R6"}, {"by": 1, "play": "B1"}]
    code, out, err = cli.replay(record(actions))
    assert (code, err) == (1, "")
    state = json.loads(out)
    assert state["applied"] == 1
    assert state["error"] == {
        "action": 1,
        "message": "it is Bruno's turn, not Ana's",
        "reason": "not_your_turn",
    }
    assert (state["top"], state["current"]) == ("R5", 1)  # the later actions were not applied


def test_replay_without_json_prints_a_transcript(cli: Cli) -> None:
    code, out, err = cli("replay", str(cli.file(record([{"by": 0, "play": "R5"}]))))
    assert (code, err) == (0, "")
    assert "== Round 1 ==" in out
    assert "Ana played Red 5." in out
    assert "Score sheet" in out


def test_replay_reads_standard_input(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    data = json.dumps(record([{"by": 0, "play": "R5"}])).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, out, _ = cli("replay", "-", "--json")
    assert code == 0 and json.loads(out)["applied"] == 1


INVALID_RECORDS: dict[str, Json | str | bytes] = {
    "bad JSON": "{",
    "empty file": "",
    "not UTF-8": b'{"format": "\xff"}',
    "deeply nested": "[" * 100_000,
    "JSON array": "[]",
    "no format": {k: v for k, v in record().items() if k != "format"},
    "wrong format": record(format="uno-record/2"),
    "unknown card code": record([{"by": 0, "play": "R10"}]),
    "card named too often": record(
        deals=[{"dealer": 1, "hands": [["R0", "R0"], ["B1"]], "start": "R7"}]
    ),
    "one player": record(players=["Ana"], deals=[]),
    "eleven players": record(players=[f"P{i}" for i in range(11)], deals=[]),
    "unknown verb": record([{"by": 0, "shout": True}]),
    "two verbs": record([{"by": 0, "draw": True, "keep": True}]),
    "by outside the players": record([{"by": 2, "draw": True}]),
    "catch outside the players": record([{"by": 0, "catch": 5}]),
    "bad colour letter": record([{"by": 0, "play": "W", "color": "P"}]),
    "empty hand": record(deals=[{"dealer": 1, "hands": [[], ["B1"]], "start": "R7"}]),
    "first deal without dealer": record(deals=[{"hands": [["R1"], ["B1"]], "start": "R7"}]),
    "dealer in a later deal": record(
        deals=[
            {"dealer": 1, "hands": [["R1"], ["B1"]], "start": "R7"},
            {"dealer": 0, "hands": [["R2"], ["B2"]], "start": "R8"},
        ]
    ),
    "deal without start": record(deals=[{"dealer": 1, "hands": [["R1"], ["B1"]]}]),
    "scores at the target": record(scores=[500, 0]),
    "start W+4 with nothing to turn": record(
        deals=[
            {
                "dealer": 1,
                "hands": [["R1"], ["B1"]],
                "start": "W+4",
                "draw_pile": [],
                "rest": "discard",
            }
        ]
    ),
}


@pytest.mark.parametrize("content", INVALID_RECORDS.values(), ids=INVALID_RECORDS.keys())
def test_replay_exit_2_on_an_invalid_record(cli: Cli, content: Json | str | bytes) -> None:
    message = assert_one_line_error(*cli.replay(content))
    assert "invalid record" in message


def test_replay_exit_2_on_a_missing_file(cli: Cli, tmp_path: Path) -> None:
    message = assert_one_line_error(*cli("replay", str(tmp_path / "nope.json"), "--json"))
    assert "nope.json" in message


def test_replay_exit_2_on_a_directory(cli: Cli, tmp_path: Path) -> None:
    assert_one_line_error(*cli("replay", str(tmp_path), "--json"))


# ---------------------------------------------------------------- options


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["replay", "--help"]])
def test_help_exits_0(cli: Cli, argv: list[str]) -> None:
    with pytest.raises(SystemExit) as info:
        cli(*argv)
    assert info.value.code == 0
    out, err = cli.capsys.readouterr()
    assert out.startswith("usage: uno-tui") and err == ""


def test_version_exits_0(cli: Cli) -> None:
    with pytest.raises(SystemExit) as info:
        cli("--version")
    assert info.value.code == 0
    assert cli.capsys.readouterr().out.strip() == f"uno-tui {__version__}"


BAD_COMMAND_LINES = {
    "unknown option": ["--bogus"],
    "unknown command": ["frobnicate"],
    "one player": ["--players", "Ana"],
    "eleven players": ["--players", ",".join(f"P{i}" for i in range(11))],
    "duplicate names": ["--players", "Ana,Bruno,ana"],
    "empty name": ["--players", "Ana,,Bruno"],
    "blank name": ["--players", "Ana, "],
    "empty players": ["--players", ""],
    "players without value": ["--players"],
    "target 0": ["--target", "0"],
    "negative target": ["--target", "-5"],
    "target not a number": ["--target", "many"],
    "fractional target": ["--target", "1.5"],
    "bad seed": ["--seed", "x"],
    "replay without file": ["replay"],
    "replay unknown option": ["replay", "game.json", "--yaml"],
}


@pytest.mark.parametrize("argv", BAD_COMMAND_LINES.values(), ids=BAD_COMMAND_LINES.keys())
def test_bad_command_line_is_one_line_and_exit_2(cli: Cli, argv: list[str]) -> None:
    message = assert_one_line_error(*cli(*argv))
    assert "--help" in message


@pytest.mark.parametrize(
    ("argv", "helps"),
    [
        (["--bogus"], "uno-tui --help"),
        (["host", "--bogus"], "uno-tui host --help"),
        (["join", "ana", "--bogus"], "uno-tui join --help"),
        (["stats", "--bogus"], "uno-tui stats --help"),
        (["replay", "game.json", "--yaml"], "uno-tui replay --help"),
    ],
)
def test_an_unknown_option_points_to_the_help_that_lists_the_options(
    cli: Cli, argv: list[str], helps: str
) -> None:
    """An option after a subcommand is the subcommand's: its own --help lists them (the
    top --help only names the subcommands)."""
    message = assert_one_line_error(*cli(*argv))
    assert message.endswith(f"(see '{helps}')"), message
    assert f"unrecognized arguments: {argv[-1]}" in message


# ---------------------------------------------------------------- real processes


def test_python_m_uno_tui_replay_from_stdin() -> None:
    rec = record([{"by": 0, "play": "R5"}, {"by": 1, "draw": True}])
    proc = subprocess.run(
        [sys.executable, "-m", "uno_tui", "replay", "-", "--json"],
        input=json.dumps(rec),
        capture_output=True,
        text=True,
        cwd=PROJECT,
        timeout=60,
    )
    assert (proc.returncode, proc.stderr) == (0, "")
    state = json.loads(proc.stdout)
    assert state["applied"] == 2 and state["error"] is None


def test_shared_examples_replay_as_expected() -> None:
    proc = subprocess.run(
        [sys.executable, str(CHECK_EXAMPLES)],
        capture_output=True,
        text=True,
        cwd=PROJECT,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "examples: 3 passed, 0 failed" in proc.stdout, proc.stdout


def test_a_bad_house_rule_is_one_line(cli: Cli) -> None:
    err = assert_one_line_error(*cli("--house-rules", "stacking,sevens"))
    assert "unknown house rule 'sevens'; choose from stacking, stack-draw-two" in err
    err = assert_one_line_error(*cli("--house-rules", "jump-in"))
    assert "jump-in is not offered: only where each player has their own terminal" in err


def test_uno_tui_host_takes_jump_in_but_not_for_two_at_its_keyboard(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path / "data"))
    from uno_tui.cli.args import hosted_house_rules
    from uno_tui.engine import Rules

    assert hosted_house_rules("jump-in,seven-o") == Rules(jump_in=True, seven_o=True)
    err = assert_one_line_error(
        *cli("host", "--players", "Ana,Dan,open:Bruno", "--house-rules", "jump-in", "--port", "0")
    )
    assert err == "uno-tui: jump-in is not offered: two or more players share the host's screen"
    # Hot-seat, as before: never.
    err = assert_one_line_error(*cli("--house-rules", "jump-in"))
    assert "jump-in is not offered: only where each player has their own terminal" in err


def test_help_explains_house_rules(cli: Cli) -> None:
    with pytest.raises(SystemExit):
        cli("--help")
    out = cli.capsys.readouterr().out
    assert "--house-rules RULES" in out and "seven-o" in out and "draw-to-match" in out
