"""``set_text`` lays the screen out again only when the words take another size."""

from __future__ import annotations

import asyncio

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from uno_tui.ui.widgets.text import set_text


class _Words(App[None]):
    CSS = "#auto { width: auto; } #fill { height: auto; }"

    def compose(self) -> ComposeResult:
        yield Static("", id="fill", markup=False)
        yield Static("", id="auto", markup=False)


@pytest.mark.textual_private
def test_new_words_of_the_same_size_are_only_repainted() -> None:
    async def run() -> list[bool]:
        laid_out: list[bool] = []
        app = _Words()
        async with app.run_test(size=(40, 10)) as pilot:
            fill, auto = app.query_one("#fill", Static), app.query_one("#auto", Static)
            set_text(fill, "Draw pile 9\nDiscards 12")
            set_text(auto, " RED ")
            await pilot.pause()
            for static, text in (
                (fill, "Draw pile 10\nDiscards 11"),  # the same two lines: no layout
                (fill, "Draw pile 10\nDiscards 11\nmore"),  # a line more
                (auto, " BLUE "),  # as wide as its words: wider
                (auto, " GOLD "),  # the same width
            ):
                set_text(static, text)
                laid_out.append(static._layout_required)
                await pilot.pause()
            assert str(fill.render()).startswith("Draw pile 10")
        return laid_out

    assert asyncio.run(run()) == [False, True, True, False]
