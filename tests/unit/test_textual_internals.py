"""The Textual internals the app leans on are still there (textual is pinned; an upgrade that
moves one of them must fail here, loudly, not paint a stale screen at a player).

They are all used in ``uno_tui/ui/textual_private.py`` (and only there,
``test_textual_private.py``): it keeps a screen from being sent twice, is told when a frame
was written, reads a screen's style sheets as it is registered and refreshes the screens
under a dialog. These checks run whatever its switch (``UNO_TUI_TEXTUAL_PRIVATE``) says, on
the classes as written.
"""

from __future__ import annotations

import inspect

import pytest
from textual._compositor import Compositor, LayoutUpdate
from textual.app import App
from textual.screen import Screen

from uno_tui.ui.textual_private import WRITTEN

PaintOnce = WRITTEN["PaintOnce"]

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
    assert "_background_screens" in dir(App)
    assert app._driver is None  # (set as the app runs: its ``write`` takes the filter)


def test_the_app_is_told_of_each_frame_it_writes() -> None:
    hook = WRITTEN["FrameHook"]
    ours = inspect.signature(hook._display)
    assert list(ours.parameters) == list(inspect.signature(App._display).parameters)
    assert "_batch_count" in inspect.getsource(App._display)


def test_static_says_whether_it_reads_markup() -> None:
    from textual.widgets import Static

    assert Static("x", markup=False)._render_markup is False
    assert Static("x")._render_markup is True


def test_compositor_renders_a_whole_update_on_request() -> None:
    assert "screen_stack" in inspect.signature(Compositor.render_update).parameters
    assert "full" in inspect.signature(Compositor.render_update).parameters
    assert callable(LayoutUpdate.render_segments)
    assert "_dirty_regions" in inspect.getsource(Compositor.__init__)


def test_a_screen_is_told_it_is_registered_before_it_is_styled() -> None:
    # ``textual_private.RegisterHook`` has a screen read its sheets (``sheets.py``) in
    # ``_post_register``, which ``App._register`` calls before applying the style sheet to
    # the new widgets.
    from textual.css.stylesheet import Stylesheet

    hook = WRITTEN["RegisterHook"]
    assert list(inspect.signature(Screen._post_register).parameters) == ["self", "app"]
    assert list(inspect.signature(hook._post_register).parameters) == ["self", "app"]
    register = inspect.getsource(App._register)
    assert register.index("_register_child") < register.index("apply_stylesheet(widget")
    assert "_post_register" in inspect.getsource(App._register_child)
    assert callable(Stylesheet.has_source) and callable(Stylesheet.read)


def test_a_dialog_can_tint_a_style_at_a_time() -> None:
    # ``Tinted`` keys each style's tint on its colours and attributes; ``tinted_background``
    # finds the screen under a dialog on the stack Textual renders.
    from rich.style import Style
    from textual._context import visible_screen_stack

    style = Style(color="red", bgcolor="blue", bold=True)
    for attr in ("_color", "_bgcolor", "_attributes", "_set_attributes", "_null"):
        assert hasattr(style, attr), f"rich.style.Style.{attr} is gone"
    assert visible_screen_stack.name == "visible_screen_stack"
    assert isinstance(Screen[None]()._size, tuple)  # (``PaintOnce``: laid out at this size)
