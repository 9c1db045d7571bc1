"""News from the other terminals may come as an app closes, when no screen is left on its
stack (a joined terminal's link thread, a host's joined player acting): it is dropped,
never a ``ScreenStackError`` ("No screens on stack", seen under load in test_replaced)."""

from __future__ import annotations

from uno_tui.net.linkthread import LinkThread
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.hosted.clientapp import joined_app

from .threaded import HostThread


def test_a_joined_terminal_without_a_screen_drops_the_hosts_news() -> None:
    host = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=8)
    link = LinkThread()
    try:
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        app = joined_app(link, f"127.0.0.1:{host.port}", key_guard=0.0)
        assert not app.screen_stack  # (not running: as after its screens were closed)
        app.on_uno_app_table_news(UnoApp.TableNews())
        app.refresh_views()
    finally:
        link.close()
        host.close()


def test_a_table_without_a_screen_is_not_redrawn_when_a_player_acts() -> None:
    app = make_app(["Ana", "Bruno"], seed=5, key_guard=0.0, bot_pace=0.0)
    assert not app.screen_stack
    view = app.view(app.conductor.snapshot.due.seat)  # type: ignore[union-attr]
    app.act(view.legal[-1])  # (the conductor publishes; the app has nothing to redraw)
    assert app.views_refreshed == 0
