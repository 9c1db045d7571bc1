"""R on the lost screen when nothing answers where the table was: the player is told so,
and what to do if the host came back elsewhere. Found in a play-test over SSH: the host
came back with `host --resume --port` on another port, Bruno pressed R, and the lost screen
said again only "The connection to the host was lost." (R seemed to do nothing)."""

from __future__ import annotations

import socket

import pytest

from uno_tui.net.linkthread import LinkThread
from uno_tui.net.words import not_rejoined, refused


def closed_port() -> int:
    """A port of the loopback on which nothing listens (bound, then let go)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def rejoin_error(host: str, port: int) -> Exception:
    link = LinkThread()
    try:
        link.reconnect(host, port, 0, bytes(32))
    except Exception as exc:  # (what the lost screen catches)
        return exc
    finally:
        link.close()
    raise AssertionError("a rejoin where nothing listens succeeded")


def test_nothing_answering_at_the_address_says_so_and_what_to_do() -> None:
    port = closed_port()
    address = f"127.0.0.1:{port}"
    line = not_rejoined(rejoin_error("127.0.0.1", port), address)
    assert line != refused("lost"), line
    assert f"Nothing answers at {address} yet" in line, line
    assert "another address" in line and "join command" in line, line


def test_no_table_of_the_account_open_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    line = not_rejoined(rejoin_error("@nobody", 0), "nobody")
    assert line != refused("lost"), line
    assert "nobody's table is not open yet" in line, line
