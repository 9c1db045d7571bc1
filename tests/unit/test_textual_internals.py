"""The Textual internals the app leans on are still there (textual is pinned; an upgrade that
moves one of them must fail here, loudly, not paint a stale screen at a player).

``uno_tui/paint.py`` keeps a screen from being sent twice; ``uno_tui/app.py`` holds painting
back between two screens of the flow and refreshes the screens under a dialog.
"""

from __future__ import annotations

import inspect

import pytest
from textual._compositor import Compositor, LayoutUpdate
from textual.app import App
from textual.screen import Screen

from uno_tui.paint import PaintOnce

SCREEN_METHODS = ("_on_screen_resume", "_on_timer_update", "_compositor_refresh", "_refresh_layout")


@pytest.mark.parametrize("name", SCREEN_METHODS)
def test_screen_still_has(name: str) -> None:
    assert callable(getattr(Screen, name, None)), f"textual.screen.Screen.{name} is gone"


def test_paint_once_overrides_exactly_screen_methods() -> None:
    own = {
        n
        for n, v in vars(PaintOnce).items()
        if (callable(v) and n.startswith("_on")) or n == "_compositor_refresh"
    }
    assert own and own <= set(SCREEN_METHODS), own
    for name in own:
        ours = inspect.signature(getattr(PaintOnce, name))
        theirs = inspect.signature(getattr(Screen, name))
        assert list(ours.parameters) == list(theirs.parameters), name


def test_screen_state_the_app_reads() -> None:
    screen = Screen[None]()
    for attr in ("_repaint_required", "_layout_required", "_scroll_required", "_dirty_widgets"):
        assert hasattr(screen, attr), f"Screen.{attr} is gone"
    assert hasattr(screen, "_compositor")


def test_app_batching_and_stack() -> None:
    app = App[None]()
    assert isinstance(app._batch_count, int)
    assert callable(app._begin_batch) and callable(app._end_batch)
    assert "_background_screens" in dir(App)


def test_compositor_renders_a_whole_update_on_request() -> None:
    assert "screen_stack" in inspect.signature(Compositor.render_update).parameters
    assert "full" in inspect.signature(Compositor.render_update).parameters
    assert callable(LayoutUpdate.render_segments)
    assert "_dirty_regions" in inspect.getsource(Compositor.__init__)


def test_a_screen_is_told_it_is_registered_before_it_is_styled() -> None:
    # ``sheets.SheetsOnDemand`` reads a screen's sheets in ``_post_register``, which
    # ``App._register`` calls before applying the style sheet to the new widgets.
    from textual.css.stylesheet import Stylesheet

    from uno_tui.sheets import SheetsOnDemand

    assert list(inspect.signature(Screen._post_register).parameters) == ["self", "app"]
    assert list(inspect.signature(SheetsOnDemand._post_register).parameters) == ["self", "app"]
    register = inspect.getsource(App._register)
    assert register.index("_register_child") < register.index("apply_stylesheet(widget")
    assert "_post_register" in inspect.getsource(App._register_child)
    assert callable(Stylesheet.has_source) and callable(Stylesheet.read)
