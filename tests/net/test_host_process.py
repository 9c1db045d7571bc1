"""The real ``uno-tui host`` in a pseudo-terminal, killed with SIGKILL in the middle of a
game and started again with ``--resume``: the seats wait for their players, who rejoin
with the keys they derived, and the game goes on where it was. The keys are kept beside
the save, never in it."""

from __future__ import annotations

import asyncio
import json
import socket
import sys
from pathlib import Path

import pytest

from uno_tui.engine import loads_record, replay, seat_view
from uno_tui.net.link import Link

from .table import decisions, until

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "system"))
from pty_app import Terminal, code_of, the_save


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def play(link: Link, others: list[Link], actions: int) -> int:
    """Play ``actions`` decisions for whoever of the links is due; return how many."""
    done = 0
    links = [link, *others]
    for _ in range(200):
        if done >= actions:
            break
        due = [
            k
            for k in links
            if k.table is not None and k.table.snapshot.view is not None and decisions(k)
        ]
        if not due:
            await asyncio.wait_for(
                asyncio.wait(
                    [asyncio.ensure_future(k.wait_update()) for k in links],
                    return_when=asyncio.FIRST_COMPLETED,
                ),
                20,
            )
            continue
        await due[0].act(decisions(due[0])[0])
        done += 1
    return done


@pytest.mark.slow
def test_a_killed_host_resumes_and_its_seats_rejoin_with_their_keys(tmp_path: Path) -> None:
    port = free_port()
    args = ["host", "--players", "open:Ana,open:Bruno,cpu:Carla", "--port", str(port)]
    host = Terminal([*args, "--seed", "4", "--pace", "0"], tmp_path)
    try:
        code = code_of(host)
        # The first deal waits for the seats' terminals (net/firstdeal.py), then the dealer
        # draw moves on by itself (at once, at pace 0), with nobody pressing Enter here.
        host.read_until("Enter deals now")

        async def first() -> tuple[dict[int, str], list[list[object]]]:
            ana, bruno = Link(), Link()
            await ana.connect("127.0.0.1", port, code=code, name="Ana")
            await bruno.connect("127.0.0.1", port, code=code, name="Bruno")
            await until(lambda: ana.table is not None and ana.table.snapshot.view is not None, ana)
            assert await play(ana, [bruno], 6) == 6
            # Carla (the computer) plays at once when her turn comes, and the host tells
            # the terminals before its save's fsync: kill it only once its save holds the
            # game the terminals see (else the resumed game may open a move earlier).
            await until(lambda: ana.table.snapshot.view.current != 2, ana)  # type: ignore[union-attr]
            for _ in range(500):
                record = loads_record(the_save(tmp_path).read_bytes())
                if seat_view(replay(record).game, 0) == ana.table.snapshot.view:  # type: ignore[union-attr]
                    break
                await asyncio.sleep(0.01)
            keys = {0: ana.key or b"", 1: bruno.key or b""}
            views = [[ana.table.snapshot.view], [bruno.table.snapshot.view]]  # type: ignore[union-attr]
            return keys, views  # the links stay open: the host dies under them

        keys, _views = asyncio.run(first())
        save = the_save(tmp_path)
        raw = save.read_bytes()
        for key in keys.values():
            assert key.hex().encode() not in raw  # never in the save...
        document = json.loads(raw)  # ...which is a game record as ever, nothing added
        assert {"format", "players", "actions"} <= set(document)
        assert not [key for key in document if "token" in key or ("seat" in key and key != "seats")]
        sidecar = save.with_name(save.name + ".net")
        assert sidecar.exists() and oct(sidecar.stat().st_mode & 0o777) == "0o600"
        host.proc.kill()  # SIGKILL: no goodbye, no last save
        host.proc.wait(10)
    finally:
        host.close()

    game = replay(loads_record(the_save(tmp_path).read_bytes())).game
    applied = len(game.actions)
    again = Terminal([*args[:1], "--resume", "--port", str(port), "--pace", "0"], tmp_path)
    try:
        again.read_until("Discards")  # (its seats are all taken: no code on show)

        async def second() -> None:
            ana, bruno = Link(), Link()
            # The keys open the seats without a code.
            await ana.connect("127.0.0.1", port, seat=0, key=keys[0])
            await bruno.connect("127.0.0.1", port, seat=1, key=keys[1])
            for seat, link in ((0, ana), (1, bruno)):
                await until(
                    lambda link=link: (
                        link.table is not None and link.table.snapshot.view is not None
                    ),
                    link,
                )
                assert link.table is not None
                assert link.table.snapshot.view == seat_view(game, seat)
            assert await play(ana, [bruno], 2) == 2
            await ana.close()
            await bruno.close()

        asyncio.run(second())
        later = replay(loads_record(the_save(tmp_path).read_bytes())).game
        assert len(later.actions) >= applied + 2
        assert later.actions[:applied] == game.actions
    finally:
        again.close()
