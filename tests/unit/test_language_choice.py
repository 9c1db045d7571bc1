"""Which language is spoken, and that a game remembers it: ``--lang`` first, then
``LC_ALL`` / ``LC_MESSAGES`` / ``LANG``, else English; a save keeps the language and a
resumed game speaks it again unless ``--lang`` says otherwise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from uno_tui import cli
from uno_tui.engine import Game, make_setup
from uno_tui.i18n import current_language
from uno_tui.table.saves import SaveStore, load_save


def test_an_unknown_lang_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--lang", "klingon"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "klingon" in err and "pt_BR" in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "environ", "spoken"),
    [
        (["--lang", "es"], {"LANG": "pt_BR.UTF-8"}, "es"),
        (["--lang=pt-br"], {}, "pt_BR"),
        ([], {"LC_ALL": "pt_PT.UTF-8", "LANG": "es_ES.UTF-8"}, "pt_PT"),
        ([], {"LC_ALL": "", "LC_MESSAGES": "es_AR", "LANG": "pt_BR"}, "es"),
        ([], {"LANG": "pt_BR.UTF-8"}, "pt_BR"),
        ([], {"LANG": "fr_FR.UTF-8"}, "en"),
        ([], {"LANG": "C.UTF-8"}, "en"),
        ([], {}, "en"),
        (["replay", "x", "--lang", "pt"], {}, "pt_PT"),
    ],
)
def test_the_language_comes_from_lang_then_the_locale(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], environ: dict[str, str], spoken: str
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    # Stop before anything runs: only the language chosen on the way matters here.
    monkeypatch.setattr(cli, "build_parser", lambda: (_ for _ in ()).throw(SystemExit(0)))
    with pytest.raises(SystemExit):
        cli.main(argv)
    assert current_language() == spoken


def test_a_save_keeps_its_language(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = Game(make_setup(("Ana", "Bruno"), seed=1))
    path = store.new_path()
    store.save(path, game, ("human", "cpu-easy"), "pt_BR")
    document = json.loads(path.read_text())
    assert document["lang"] == "pt_BR" and document["seats"] == ["human", "cpu-easy"]
    loaded = load_save(path)
    assert loaded.lang == "pt_BR" and loaded.seats == ("human", "cpu-easy")
    (games, bad) = store.scan()
    assert not bad and games[0].lang == "pt_BR"


@pytest.mark.parametrize(("value", "read"), [("klingon", None), (7, None), ("es", "es")])
def test_a_strange_saved_language_is_ignored(tmp_path: Path, value: object, read: str) -> None:
    store = SaveStore(tmp_path)
    game = Game(make_setup(("Ana", "Bruno"), seed=1))
    path = store.new_path()
    store.save(path, game)
    document = json.loads(path.read_text())
    document["lang"] = value
    path.write_text(json.dumps(document))
    assert load_save(path).lang == read


def test_help_speaks_the_language_argparse_words_included(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--lang", "es", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("uso: uno-tui")
    assert "opciones:" in out and "muestra esta ayuda y sale" in out
    assert "puntos que ganan la partida (por defecto: 500)" in out


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("pt_PT", "uno-tui: argumento --players: 11 jogadores indicados; o UNO joga-se com"),
        (
            "pt_BR",
            "uno-tui: argumento --players: 11 jogadores informados; o UNO é jogado por 2 a 10",
        ),
        ("es", "uno-tui: argumento --players: 11 jugadores indicados; UNO se juega con 2 a 10"),
    ],
)
def test_command_line_errors_speak_the_language(
    capsys: pytest.CaptureFixture[str], lang: str, says: str
) -> None:
    assert cli.main(["--lang", lang, "--players", ",".join("ABCDEFGHIJK")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(says)


def test_the_transcript_speaks_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    record = Path(__file__).parent.parent / "data" / "spec_examples"
    example = next(record.glob("*challenge*.record.json"), None)
    if example is None:
        pytest.skip("no challenge example")
    assert cli.main(["replay", str(example), "--lang", "pt_BR"]) == 0
    out = capsys.readouterr().out
    assert "== Rodada 1 ==" in out and "Coringa +4" in out and "Placar" in out


def test_a_refused_action_is_worded_in_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "r.json"
    record.write_text(
        '{"format": "uno-record/1", "players": ["Ana", "Bruno"], "deals": [{"dealer": 1,'
        ' "hands": [["G4", "B2"], ["G3", "G5"]], "start": "R7"}],'
        ' "actions": [{"by": 0, "play": "G4"}]}'
    )
    assert cli.main(["replay", str(record), "--lang", "es"]) == 1
    out = capsys.readouterr().out
    assert "Green" not in out and "Verde" in out and "Rojo" in out
