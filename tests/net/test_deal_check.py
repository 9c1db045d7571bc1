"""A deal players can check (issue 23, docs/SECURITY.md): the host commits to each deck
order when it is fixed and opens them at the game's end; every terminal checks them.
Honest tables check out; a host that deals a card other than the one it committed to is
caught by every terminal; a terminal sees no deck order before the game ends."""

from __future__ import annotations

import json
import random

from uno_tui.engine import Card, Phase
from uno_tui.engine.deal_check import Mismatch, RoundCheck, Stock
from uno_tui.net import deck
from uno_tui.net.link import Link

from .table import Hosted, bot_turns, decisions, hosted, settle, until

NEAR_THE_END = (499, 499, 499)  # one round ends the game


def swap_first_deal(table: Hosted) -> None:
    """The host commits to (and opens) its first deal's order with two cards swapped: it
    dealt other cards than the ones it committed to."""
    book = table.host.decks
    honest = book._stocks

    def cheat(game: object) -> list[Stock]:
        stocks = honest(game)  # type: ignore[arg-type]
        cards = list(stocks[0].cards)
        far = next(k for k in range(len(cards) - 1, 40, -1) if cards[k] != cards[0])
        cards[0], cards[far] = cards[far], cards[0]
        return [Stock(stocks[0].event, tuple(cards)), *stocks[1:]]

    book._stocks = cheat  # type: ignore[method-assign]


async def play_to_the_end(table: Hosted, *links: Link, seed: int = 1) -> None:
    game = table.session.game
    assert game is not None
    rng = random.Random(seed)
    by_seat = {link.seat: link for link in links}
    for _ in range(2000):
        bot_turns(table)
        if game.phase is Phase.GAME_OVER:
            break
        await settle(table, *links)
        link = by_seat[game.current]
        await link.act(rng.choice(decisions(link)))
    assert game.phase is Phase.GAME_OVER
    await settle(table, *links)


async def test_an_honest_table_checks_out_at_every_terminal() -> None:
    table = await hosted(seed=21, scores=NEAR_THE_END)
    ana, bruno = await table.join("Ana"), await table.join("Bruno")
    await play_to_the_end(table, ana, bruno)
    for link in (ana, bruno):
        assert link.table is not None
        public = link.table.public_view()
        assert public is not None
        assert public.deal_check == (RoundCheck(1, ()),)
        log = link.table.log_sentences()
        assert any(line.startswith("The host committed to the deck: ") for line in log)
        assert log[-1] == (
            "Deal checked: every card of the round came from the deck the host committed to."
        )
    await table.close(ana, bruno)


async def test_the_commitment_comes_at_the_deal_and_the_order_only_at_the_games_end() -> None:
    table = await hosted(seed=22, scores=NEAR_THE_END)
    ana, bruno = await table.join("Ana"), await table.join("Bruno")
    game = table.session.game
    assert game is not None
    await play_to_the_end(table, ana, bruno)
    for seat in (0, 1):
        lines = [json.loads(line) for line in table.wire[seat]]
        decks = [m for m in lines if m["t"] == "deck"]
        commit, opened = decks[0], decks[-1]
        assert commit["salt"] is None and commit["cards"] == []
        assert opened["cards"] and opened["event"] == commit["event"]
        assert deck.digest(opened["salt"], game_cards(opened)) == commit["digest"]
        # The commitment was sent before any card of the round was played; the order not
        # before the game's last events.
        first_play = next(
            i
            for i, m in enumerate(lines)
            if m["t"] == "events" and any(e["k"] == "CardPlayed" for e in m["events"])
        )
        assert lines.index(commit) < first_play
        last_events = max(i for i, m in enumerate(lines) if m["t"] == "events")
        assert lines.index(opened) > last_events
    await table.close(ana, bruno)


def game_cards(message: dict[str, object]) -> list[Card]:
    cards = message["cards"]
    assert isinstance(cards, list)
    return [Card.from_code(code) for code in cards]


async def test_a_host_that_deals_other_cards_than_it_committed_to_is_caught() -> None:
    table = await hosted(seed=23, scores=NEAR_THE_END)
    swap_first_deal(table)
    ana, bruno = await table.join("Ana"), await table.join("Bruno")
    await play_to_the_end(table, ana, bruno)
    for link in (ana, bruno):
        assert link.table is not None
        public = link.table.public_view()
        assert public is not None
        (check,) = public.deal_check
        assert check.problems and check.problems[0][0] in (Mismatch.PLAYED, Mismatch.SHOWN)
        assert link.table.log_sentences()[-1].startswith(
            "WARNING: round 1's deal does not check out: "
        )
    await table.close(ana, bruno)


async def test_an_opening_that_is_not_what_was_committed_is_caught() -> None:
    table = await hosted(seed=24, scores=NEAR_THE_END)
    ana, bruno = await table.join("Ana"), await table.join("Bruno")
    assert ana.table is not None
    # The host committed; now it opens another order (a salt of its choosing).
    await until(lambda: bool(ana.table and ana.table.decks.digests), ana)
    ledger = ana.table.decks
    (event,) = ledger.digests
    ledger.digests[event] = deck.digest("00" * 16, ())
    await play_to_the_end(table, ana, bruno)
    public = ana.table.public_view()
    assert public is not None
    (check,) = public.deal_check
    assert check.problems[0] == (Mismatch.NOT_COMMITTED, None)
    await table.close(ana, bruno)


async def test_a_host_that_never_opens_its_commitment_is_called_out() -> None:
    table = await hosted(seed=25, scores=NEAR_THE_END)
    book = table.host.decks
    honest = book.due
    book.due = lambda *args: [m for m in honest(*args) if m.salt is None]  # type: ignore[method-assign]
    ana, bruno = await table.join("Ana"), await table.join("Bruno")
    await play_to_the_end(table, ana, bruno)
    assert ana.table is not None
    public = ana.table.public_view()
    assert public is not None
    assert public.deal_check == (RoundCheck(1, ((Mismatch.NOT_OPENED, None),)),)
    assert ana.table.log_sentences()[-1] == (
        "WARNING: round 1's deal does not check out: the host did not show the deck's order."
    )
    await table.close(ana, bruno)
