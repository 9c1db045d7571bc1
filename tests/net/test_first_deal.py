"""A hosted game's first round is dealt from a shuffle the joined terminals share in
(issue 38, net/firstdeal.py): the game waits, unseen, until every seat for a terminal is
taken, or the host deals at once; the dealer draw stays the same. Real ``Link`` terminals."""

from __future__ import annotations

import contextlib
import random
from pathlib import Path

import pytest

from uno_tui.engine import Draw, IllegalAction, Phase
from uno_tui.engine.deal_check import RoundCheck as Check
from uno_tui.engine.events import DealerDrawn
from uno_tui.engine.shared import round_seeds
from uno_tui.net import protocol as p
from uno_tui.net.client import Refused
from uno_tui.net.host import TableHost
from uno_tui.net.link import Link
from uno_tui.net.sidecar import read_sidecar, read_table, sidecar_path, write_sidecar
from uno_tui.table.conductor import Conductor
from uno_tui.table.saves import SaveStore
from uno_tui.table.session import GameSession

from .table import NAMES, Hosted, bot_turns, decisions, hosted, settle, until
from .test_shared_shuffles import checks, eventually, next_round, play_round


async def sit(table: Hosted, name: str) -> Link:
    """Take the open seat ``name`` (the host may not deal yet: no view needed)."""
    link = Link()
    await link.connect("127.0.0.1", table.port, code=table.host.code, name=name)
    await until(lambda: link.updates > 0, link)
    return link


def dealt(link: Link) -> bool:
    return link.table is not None and link.table.snapshot.view is not None


async def test_the_first_round_waits_for_the_seats_and_is_dealt_from_their_shares() -> None:
    table = await hosted(seed=31, share_first=True)
    game = table.session.game
    assert game is not None and not round_seeds(game.setup.seed)
    drawn = next(e for e in game.events if isinstance(e, DealerDrawn))
    ana = await sit(table, "Ana")
    assert not dealt(ana)  # no game is told while the first deal waits
    assert table.host.first.waiting and table.session.game is game
    bruno = await sit(table, "Bruno")
    await until(lambda: dealt(ana), ana)
    await until(lambda: dealt(bruno), bruno)
    now = table.session.game
    assert now is not None and now is not game and not now.actions
    assert round_seeds(now.setup.seed)[0] != 0  # the record carries round 1's shared seed
    assert next(e for e in now.events if isinstance(e, DealerDrawn)) == drawn
    for link in (ana, bruno):
        assert link.table is not None
        assert 1 in link.table.shares.shared() and link.table.shares.alarms == []
    await play_round(table, ana, bruno)
    await until(lambda: 1 in checks(ana) and 1 in checks(bruno), ana, bruno)
    assert checks(ana)[1] == Check(1, ()) and checks(bruno)[1] == Check(1, ())
    lines = ana.table.log_sentences(tail=None)  # type: ignore[union-attr]
    assert "Round 1 checked: every card came from the shuffle the terminals shared in." in lines
    await table.close(ana, bruno)


async def test_nothing_moves_while_the_first_deal_waits() -> None:
    table = await hosted(("cpu-normal", "human", "human"), (1, 2), seed=4, share_first=True)
    game = table.session.game
    assert game is not None
    ana = await sit(table, "Bruno")
    assert not table.conductor.step()  # the computer player waits with the deal
    try:
        await ana.act(Draw(1))
    except Refused as refused:
        assert refused.reason == p.NO_GAME
    else:
        raise AssertionError("an action in a game not dealt yet was taken")
    assert table.session.game is game and not game.actions
    await table.close(ana)


async def test_the_host_deals_at_once_with_the_seats_taken_so_far() -> None:
    table = await hosted(seed=31, share_first=True)
    ana = await sit(table, "Ana")
    book = table.host.shares
    await eventually(lambda: book.pending is not None and 0 in book.pending.commits)
    table.host.first.go()  # Bruno's seat stays open
    await until(lambda: dealt(ana), ana)
    game = table.session.game
    assert game is not None and round_seeds(game.setup.seed)[0] != 0
    bruno = await sit(table, "Bruno")  # joins the round under way: it checks it too
    await until(lambda: dealt(bruno), bruno)
    await play_round(table, ana, bruno)
    await until(lambda: 1 in checks(ana) and 1 in checks(bruno), ana, bruno)
    assert checks(ana)[1] == Check(1, ()) and checks(bruno)[1] == Check(1, ())
    await table.close(ana, bruno)


async def test_dealt_at_once_with_nobody_seated_the_round_is_said_not_shared() -> None:
    table = await hosted(seed=31, share_first=True)
    game = table.session.game
    table.host.first.go()
    await eventually(lambda: not table.host.first.waiting)
    assert table.session.game is game  # the game's own seeded shuffle, as dealt
    ana = await sit(table, "Ana")
    await until(lambda: dealt(ana), ana)
    assert ana.table is not None
    assert ana.table.shares.alone == {1} and ana.table.shares.alarms == []
    await table.close(ana)


# ---------------------------------------------------------------------- a host restarted


async def play_some(table: Hosted, *links: Link, actions: int = 6) -> None:
    """A few decisions of the round under way (not to its end)."""
    game = table.session.game
    assert game is not None
    by_seat = {link.seat: link for link in links}
    rng = random.Random(7)
    while len(game.actions) < actions and game.phase is not Phase.ROUND_OVER:
        bot_turns(table)
        if game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            break
        await settle(table, *links)
        link = by_seat[game.current]
        with contextlib.suppress(IllegalAction):
            await link.act(rng.choice(decisions(link)))
    await settle(table, *links)


def saved_host(session: GameSession, remote: object, **more: object) -> TableHost:
    """A host that keeps its seats beside the save as the app does (``on_seats``)."""
    conductor = Conductor(session)
    host: TableHost

    def kept() -> None:
        assert session.save_path is not None
        write_sidecar(session.save_path, host)

    host = TableHost(conductor, remote, rate=1000.0, burst=1000, on_seats=kept, **more)  # type: ignore[arg-type]
    return host


async def a_saved_table(tmp_path: Path) -> tuple[Hosted, SaveStore, Link, Link]:
    store = SaveStore(tmp_path)
    session = GameSession(seed=31, saves=store)
    session.new_game(list(NAMES), 500, ("human", "human", "cpu-normal"))
    host = saved_host(session, [0, 1])
    table = Hosted(session, host.conductor, host, await host.start(port=0))
    ana, bruno = await sit(table, "Ana"), await sit(table, "Bruno")
    await until(lambda: dealt(ana) and dealt(bruno), ana, bruno)
    return table, store, ana, bruno


async def restarted(table: Hosted, store: SaveStore, tmp_path: Path) -> tuple[Hosted, SaveStore]:
    """The host stops (the terminals are told), and ``host --resume`` takes the save and
    the sidecar beside it up again."""
    path = table.session.save_path
    assert path is not None
    await table.host.close()
    store.close()
    store = SaveStore(tmp_path)
    saved = store.open(path)
    again = GameSession(saves=store)
    again.resume(saved)
    remote, held = read_sidecar(path, saved.game.names)
    host = saved_host(again, remote, keys=held, table=read_table(path))
    return Hosted(again, host.conductor, host, await host.start(port=0)), store


async def rejoin_keeping(table: Hosted, before: Link) -> Link:
    """The same terminal rejoins (R): it keeps what it shared in (``LinkThread.reconnect``)."""
    link = Link()
    link.table = before.table
    assert before.seat is not None
    await link.connect("127.0.0.1", table.port, seat=before.seat, key=before.key)
    await until(lambda: link.table is not None and link.table.snapshot.view is not None, link)
    return link


async def checked_then_closed(
    table: Hosted, store: SaveStore, round_: int, old: tuple[Link, ...], new: tuple[Link, ...]
) -> None:
    """Round ``round_`` is checked at every rejoined terminal, with no warning; then all
    is closed."""
    await until(lambda: all(round_ in checks(link) for link in new), *new)
    for link in new:
        assert checks(link)[round_] == Check(round_, ())
        assert link.table is not None and link.table.shares.alarms == []
    await table.close(*new)
    for link in old:
        await link.close()
    store.close()


async def test_a_host_restarted_mid_round_opens_that_round_at_its_end(tmp_path: Path) -> None:
    table, store, ana, bruno = await a_saved_table(tmp_path)
    await play_some(table, ana, bruno)
    path = table.session.save_path
    game = table.session.game
    assert path is not None and game is not None and game.phase is not Phase.ROUND_OVER
    assert oct(sidecar_path(path).stat().st_mode & 0o777) == "0o600"
    assert b"secret" not in path.read_bytes()  # never in the save: its record is public
    keys = {0: ana.key, 1: bruno.key}
    table, store = await restarted(table, store, tmp_path)
    await until(lambda: ana.ended is not None, ana)
    ana2 = await table.rejoin(0, keys[0] or b"")  # new terminals: their data folders only
    bruno2 = await table.rejoin(1, keys[1] or b"")
    await play_round(table, ana2, bruno2)
    await checked_then_closed(table, store, 1, (ana, bruno), (ana2, bruno2))


@pytest.mark.parametrize("same_terminal", [True, False])
async def test_a_host_restarted_between_rounds_deals_the_next_from_the_same_shares(
    tmp_path: Path, same_terminal: bool
) -> None:
    """The terminals rejoin (R, keeping what they shared in), or are started again (their
    own secrets, like the host's commitments, are in their data folder)."""
    table, store, ana, bruno = await a_saved_table(tmp_path)
    await play_round(table, ana, bruno)
    book = table.host.shares
    await until(lambda: book.pending is not None and len(book.pending.secrets) == 2)
    pending = book.pending
    assert pending is not None
    table, store = await restarted(table, store, tmp_path)
    assert table.host.shares.pending is not None
    assert table.host.shares.pending.digest == pending.digest  # the same commitment
    for old in (ana, bruno):  # (each terminal has seen its host go, as R comes after)
        await until(lambda old=old: old.ended is not None, old)
    if same_terminal:
        ana2, bruno2 = await rejoin_keeping(table, ana), await rejoin_keeping(table, bruno)
    else:
        ana2 = await table.rejoin(0, ana.key or b"")
        bruno2 = await table.rejoin(1, bruno.key or b"")
    await next_round(table, ana2, bruno2)
    await play_round(table, ana2, bruno2, seed=2)
    await checked_then_closed(table, store, 2, (ana, bruno), (ana2, bruno2))
