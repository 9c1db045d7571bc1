"""The Textual app (issue 3 builds it out)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Footer, Static


class UnoApp(App[None]):
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Static("uno-tui: the table is being built. The engine and records work today:\n"
                     "  uno-tui replay FILE --json")
        yield Footer()


def run_app(players: list[str] | None, target: int, seed: int | None) -> int:
    UnoApp().run()
    return 0
