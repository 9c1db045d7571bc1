"""No player-facing string is left outside the catalogues: an AST scan of the UI code (all
of ``uno_tui/`` but the wordless engine). What counts as player-facing, and the few shown
strings that are not words to translate, are in ``scan.py``."""

from __future__ import annotations

import textwrap
from pathlib import Path

from .scan import PACKAGE, scan, scan_import_time, scan_source, ui_files


def test_every_player_facing_string_goes_through_the_catalogues() -> None:
    found = scan()
    assert not found, "player-facing strings outside _()/ngettext()/pgettext()/N_():\n" + (
        "\n".join(f"  {f}" for f in found)
    )


def test_no_words_are_fixed_at_import_time() -> None:
    """Words are looked up when they are shown, so a language switch reaches them all."""
    found = scan_import_time()
    assert not found, "translated at import time (use N_() and translate where shown):\n" + (
        "\n".join(f"  {f}" for f in found)
    )


def test_the_scan_covers_the_ui_and_skips_the_engine() -> None:
    names = {p.relative_to(PACKAGE).as_posix() for p in ui_files()}
    assert {
        "ui/app.py",
        "ui/base.py",
        "cli/play.py",
        "ui/screens/hand.py",
        "ui/widgets/keybar.py",
    } <= names
    assert not any(name.startswith("engine/") for name in names)


def _found(source: str) -> list[str]:
    return [f.text for f in scan_source(textwrap.dedent(source), "example.py")]


def test_the_scan_finds_words_given_to_the_player() -> None:
    source = """
        from textual.binding import Binding

        class S:
            BINDINGS = [Binding("q", "quit", "Quit the game")]
            TITLE = "A title"

            def compose(self):
                yield Static("Hello there", id="greeting")
                yield Button(f"{n} more cards", id=f"more-{n}")
                self.border_title = "Your hand"
                self.notify("Saved!" if ok else "Not saved", severity="error")
                table.add_row(name, "went out")
                text.append(" points", style="bold")
                self.push_screen(AnnounceDialog("Caught!", sentence))
                raise ValueError("that is not a number")

            def render(self):
                return "Nothing to show"

        def hint(n):
            return "You hold " + str(n)

        line = f"Round {k} is over"
    """
    assert sorted(_found(source)) == sorted(
        [
            "Quit the game",
            "A title",
            "Hello there",
            "{} more cards",
            "Your hand",
            "Saved!",
            "Not saved",
            "went out",
            " points",
            "Caught!",
            "that is not a number",
            "Nothing to show",
            "You hold ",
            "Round {} is over",
        ]
    )


def test_the_scan_lets_translated_and_non_word_strings_be() -> None:
    source = """
        from textual.binding import Binding

        class S:
            BINDINGS = [Binding("ctrl+q", "app.request_quit", N_("Quit"), key_display="^Q")]

            def compose(self):
                yield Static(_("Hello {name}").format(name=name), id="greeting", classes="dim")
                yield Static("", id="reason", markup=False)
                yield Static("UNO", id="brand")
                yield Button(f"{i}  {name}", id=f"catcher-{seat}", classes=f"choice {cls}")
                self.border_title = ngettext("{n} card", "{n} cards", n).format(n=n)
                text.append("█" * filled, style="bold")
                text.append(" · ")
                table.add_row(pgettext("score sheet", "Start"), "—")
                self.query_one("#top-card", CardView)
                Binding("1", f"pick({i})", show=False)
                raise AssertionError(f"unknown level {level}")
                path = folder / f"game-{stamp}.json"

            def __repr__(self):
                return f"Card({self.code})"

        def level_of(kind):
            return "cpu-hard"
    """
    assert _found(source) == []


def test_the_import_time_scan_finds_words_fixed_in_class_bodies(tmp_path: Path) -> None:
    package = tmp_path / "uno_tui"
    package.mkdir()
    (package / "screen.py").write_text(
        textwrap.dedent(
            """
            HELP = Binding("?", "help", _("Help"))
            LATER = Binding("q", "quit", N_("Quit"))

            class S:
                BINDINGS = [Binding("a", "accept", _("Accept"))]
                TITLE = pgettext("title", "Scores")

                def compose(self):
                    yield Static(_("Fine: worded when shown"))
                    yield Button(label=lambda: _("Fine too"))
            """
        )
    )
    found = [(f.line, f.text) for f in scan_import_time(package)]
    assert found == [(2, "Help"), (6, "Accept"), (7, "Scores")]
