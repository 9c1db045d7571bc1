"""What a fuzzer found: names that drive the terminal, lone
surrogates, huge integers, files that never end, error lines that echo whole values, and a
broken pipe. Each is refused in one line (exit 2), and what reaches a terminal is checked as
the bytes written to a pseudo-terminal, not as screen text."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pty_app import Terminal

from uno_tui.engine import Game, make_setup
from uno_tui.table.saves import SaveStore

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="needs Linux ptys, FIFOs")

#: A window title, a clear screen and blinking text: what a hostile name tries.
INJECTION = "\x1b]0;PWNED\x07\x1b[2J\x1b[5mEVIL"
#: Raw bytes that must never reach a terminal from a name or a file.
RAW = (b"\x1b]0;PWNED", b"\x1b[5mEVIL", b"\xc2\x9b", b"\xe2\x80\xae")


def uno(
    *args: str | bytes, stdin: int | None = subprocess.DEVNULL, stdout: int = subprocess.PIPE
) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
    env["LANG"] = "C.UTF-8"
    return subprocess.run(
        [sys.executable, "-m", "uno_tui", *args],
        stdin=stdin,
        stdout=stdout,
        stderr=subprocess.PIPE,
        env=env,
        timeout=60,  # a hang (a FIFO read forever) fails the test instead of blocking it
        check=False,
    )


def record(**fields: object) -> dict[str, object]:
    rec: dict[str, object] = {
        "format": "uno-record/1",
        "players": ["Ana", "Bruno"],
        "seed": 4,
        "actions": [{"by": 0, "play": "Y6"}],
    }
    rec.update(fields)
    return rec


def write(path: Path, rec: object) -> Path:
    path.write_text(json.dumps(rec))
    return path


def one_clean_line(err: bytes) -> str:
    text = err.decode("utf-8")
    assert text.endswith("\n") and text.count("\n") == 1, text
    assert "Traceback" not in text
    for raw in RAW:
        assert raw not in err
    assert "\x1b" not in text and "\x9b" not in text
    return text


# ---------------------------------------------------------------- 6: terminal injection


def test_a_hostile_name_on_the_command_line_never_reaches_the_terminal(tmp_path: Path) -> None:
    term = Terminal(["--players", f"{INJECTION},Bob"], tmp_path)
    try:
        assert term.wait() == 2
    finally:
        term.close()
    for raw in RAW:
        assert raw not in term.everything
    assert b"control or format character" in term.everything
    assert b"\\x1b]0;PWNED" in term.everything  # quoted, escaped


def test_a_hostile_name_in_a_record_never_reaches_the_terminal(tmp_path: Path) -> None:
    path = write(tmp_path / "evil.json", record(players=[INJECTION, "Bob"]))
    term = Terminal(["replay", str(path)], tmp_path)
    try:
        assert term.wait() == 2
    finally:
        term.close()
    for raw in RAW:
        assert raw not in term.everything
    assert b"invalid record" in term.everything


def test_the_unfinished_games_list_never_prints_a_hostile_file_name_or_name(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "games"
    folder.mkdir(mode=0o700)
    store = SaveStore(folder)
    game = Game(make_setup(["Ana", "Bruno"], seed=4))
    store.save(store.new_path(), game)
    (folder / f"game-{INJECTION}.uno.json").write_text("{")
    write(folder / "game-evil-name.uno.json", record(players=[INJECTION, "Bob"]))
    term = Terminal([], folder)
    try:
        term.read_until("Ana 0 · Bruno 0 — round 1")
        term.read_until("could not be used")
        term.read_until("game-evil-name.uno.json")
    finally:
        term.close()
    for raw in RAW:
        assert raw not in term.everything
    assert (folder / "game-evil-name.uno.json.bad").exists()


def test_a_hostile_name_pasted_into_setup_never_reaches_the_terminal(tmp_path: Path) -> None:
    term = Terminal([], tmp_path / "games")
    try:
        term.read_until("Start")
        term.seen = b""
        # A bracketed paste, as a terminal sends it.
        term.type(b"\x1b[200~" + INJECTION.encode() + b"\x1b[201~")
        term.read_until("PWNED")  # Textual turns an ESC it cannot parse into a caret
    finally:
        term.close()
    for raw in RAW:
        assert raw not in term.everything


def test_json_output_escapes_c1_and_bidi_controls() -> None:
    from uno_tui.cli.output import json_text

    text = json_text({"message": "a\x9b2Jb\u202ec\ud800", "n": 1})
    assert "\x9b" not in text and "\u202e" not in text and "\ud800" not in text
    assert json.loads(text) == {"message": "a\x9b2Jb\u202ec\ud800", "n": 1}
    text.encode("utf-8")  # no lone surrogate left: it prints


@pytest.mark.parametrize(
    "name", ["A\x9b2J", "Ana\u202e", "A\x00", "A\ud800", "A\u2028B", "Ana\u200b", "A\x7f"]
)
def test_control_and_format_characters_make_a_record_invalid(tmp_path: Path, name: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record(players=[name, "Bob"])))  # ASCII JSON, escapes
    for args in (["replay", str(path)], ["replay", str(path), "--json"]):
        done = uno(*args)
        assert done.returncode == 2
        assert done.stdout == b""
        assert "control or format" in one_clean_line(done.stderr)


# ---------------------------------------------------------------- 7: lone surrogates


def test_a_lone_surrogate_in_a_record_is_one_line_everywhere(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record(players=["A\ud800", "Bob"])))
    assert uno("replay", str(path)).returncode == 2
    done = uno("--load", str(path))
    assert done.returncode == 2
    one_clean_line(done.stderr)


def test_a_non_utf8_byte_on_the_command_line_is_one_line() -> None:
    done = uno("--players", b"An\xffa,Bob")
    assert done.returncode == 2
    assert "control or format" in one_clean_line(done.stderr)


def test_a_save_with_a_lone_surrogate_is_moved_aside(tmp_path: Path) -> None:
    bad = tmp_path / "game-x.uno.json"
    bad.write_text(json.dumps(record(players=["A\ud800", "Bob"])))
    data = bad.read_bytes()
    env_dir = {"UNO_TUI_DATA_DIR": str(tmp_path)}
    done = _resume(env_dir)
    assert done.returncode == 1
    assert b"Traceback" not in done.stderr
    assert b"there is no unfinished game" in done.stderr
    assert (tmp_path / "game-x.uno.json.bad").read_bytes() == data


def _resume(env_extra: dict[str, str]) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
    env.update(LANG="C.UTF-8", **env_extra)
    return subprocess.run(
        [sys.executable, "-m", "uno_tui", "--resume"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        env=env,
        timeout=60,
        check=False,
    )


# ---------------------------------------------------------------- 8: huge integers

HUGE = "9" * 5000


@pytest.mark.parametrize("where", ["seed", "target", "by", "seats"])
def test_an_integer_over_4300_digits_is_an_invalid_record(tmp_path: Path, where: str) -> None:
    text = json.dumps(record(seats=["human", "human"]))
    marker = {"seed": '"seed": 4', "target": '"format"', "by": '"by": 0', "seats": '"human"]'}
    replacement = {
        "seed": f'"seed": {HUGE}',
        "target": f'"target": {HUGE}, "format"',
        "by": f'"by": {HUGE}',
        "seats": f'"human", {HUGE}]',
    }
    text = text.replace(marker[where], replacement[where], 1)
    path = tmp_path / "r.json"
    path.write_text(text)
    done = uno("replay", str(path))
    assert done.returncode == 2
    assert "too many digits" in one_clean_line(done.stderr)
    done = uno("--load", str(path))
    assert done.returncode == 2
    one_clean_line(done.stderr)


def test_a_save_with_a_huge_integer_is_moved_aside(tmp_path: Path) -> None:
    save = tmp_path / "game-huge.uno.json"
    save.write_text(json.dumps(record()).replace('"seed": 4', f'"seed": {HUGE}'))
    done = _resume({"UNO_TUI_DATA_DIR": str(tmp_path)})
    assert done.returncode == 1
    assert b"too many digits" in done.stderr and b"Traceback" not in done.stderr
    assert (tmp_path / "game-huge.uno.json.bad").exists()


# ---------------------------------------------------------------- 9: unbounded reads


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "fifo.json"
    os.mkfifo(path)
    return path


def test_devices_fifos_and_links_to_them_are_refused_at_once(tmp_path: Path, fifo: Path) -> None:
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    for target in ("/dev/zero", str(fifo), str(link)):
        for args in (["replay", target], ["--load", target]):
            done = uno(*args)
            assert done.returncode == 2, args
            assert "not a regular file" in one_clean_line(done.stderr)


def test_a_file_over_16_mib_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as fh:
        fh.truncate(16 * 1024 * 1024 + 1)
    done = uno("replay", str(big))
    assert done.returncode == 2
    assert "larger than 16 MiB" in one_clean_line(done.stderr)
    with open("/dev/zero", "rb") as zero:
        done = uno("replay", "-", stdin=zero.fileno())
    assert done.returncode == 2
    assert "larger than 16 MiB" in one_clean_line(done.stderr)


def test_fifos_and_device_links_in_the_saves_folder_are_set_aside(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game-fifo.uno.json")
    (tmp_path / "game-zero.uno.json").symlink_to("/dev/zero")
    done = _resume({"UNO_TUI_DATA_DIR": str(tmp_path)})
    assert done.returncode == 1
    lines = done.stderr.decode().splitlines()
    assert sum("not a regular file" in line for line in lines) == 2, lines
    assert (tmp_path / "game-fifo.uno.json.bad").exists()
    assert (tmp_path / "game-zero.uno.json.bad").is_symlink()


# ---------------------------------------------------------------- 10: error lines


def test_an_error_line_quotes_a_short_excerpt(tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", record(actions=[{"by": 0, "play": "X" * 1_000_000}]))
    done = uno("replay", str(path))
    assert done.returncode == 2
    assert len(one_clean_line(done.stderr)) < 400


def test_an_error_line_escapes_a_file_name(tmp_path: Path) -> None:
    name = tmp_path / "bad\n\x1b[2Jname.json"
    name.write_text("{")
    done = uno("replay", str(name))
    assert done.returncode == 2
    line = one_clean_line(done.stderr)
    missing = uno("replay", str(tmp_path / "no\nsuch\x1b[2J.json"))
    assert missing.returncode == 2
    assert "\\x1b[2J" in one_clean_line(missing.stderr)
    assert "not valid JSON" in line


# ---------------------------------------------------------------- 11: a broken pipe


def test_replay_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    path = Path(__file__).parents[1] / "data" / "long_game.record.json"
    read_end, write_end = os.pipe()
    os.close(read_end)  # ``| head`` that has already gone
    try:
        done = uno("replay", str(path), stdout=write_end)
    finally:
        os.close(write_end)
    assert b"Traceback" not in done.stderr and b"BrokenPipe" not in done.stderr
    assert done.stderr == b""
    assert done.returncode == 0
