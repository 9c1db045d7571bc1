"""The yardstick for ``tui_speed.py``: a bare Textual app that shows one line of text."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Static

TEXT = "Hello from a bare Textual app."


class BareApp(App[None]):
    """One ``Static`` line, default styles, nothing else."""

    def compose(self) -> ComposeResult:
        yield Static(TEXT)


if __name__ == "__main__":
    BareApp().run()
