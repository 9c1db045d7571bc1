"""The host's app: the hot-seat game as it is, with a table server beside it.

Local seats play at this keyboard with their curtains, computer players as always; a
seat played from another terminal shows here like a computer player's turn (the public
table), with "waiting for Bruno" while its player is away and a key to let a computer
player sit in for them. The game is saved after every action as always; the seats'
token hashes are kept beside the save (``host.sidecar_path``).
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Mapping

from ..app import AppOptions, UnoApp
from .host import TableHost, write_sidecar


class HostApp(UnoApp):
    """UNO at this keyboard, with seats other terminals join."""

    def __init__(
        self,
        options: AppOptions,
        remote: Mapping[int, str],
        sock: socket.socket,
        address: str,
        *,
        tokens: Mapping[int, str] | None = None,
        code: str | None = None,
    ) -> None:
        super().__init__(options)
        self.sock = sock
        self.address = address
        self.net = TableHost(
            self.session, remote, tokens=tokens, code=code, act=self.act, on_seats=self._seats
        )

    @property
    def join_line(self) -> str:
        """The command another terminal types to join."""
        return f"uno-tui join {self.address} --code {self.net.code}"

    def on_mount(self) -> None:
        super().on_mount()
        self.run_worker(self._open(), group="table")

    async def _open(self) -> None:
        await self.net.start(sock=self.sock)
        self._seats()

    async def on_unmount(self) -> None:
        await self.net.close()

    def _seats(self) -> None:
        """A seat was taken, left or handed over: the table shows it, the sidecar keeps it."""
        path = self.session.save_path
        if path is not None and self.session.saves is not None:
            with contextlib.suppress(OSError):
                write_sidecar(path, self.net)
        self.refresh_views()
