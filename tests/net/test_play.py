"""A host and two joined terminals play a seeded round to its end: each terminal has
exactly its own seat's view and the public table, and nothing sent to a terminal names a
card it could not know."""

from __future__ import annotations

import json
import random

from uno_tui.engine import Card, Phase
from uno_tui.engine.events import Event, event_for_seat
from uno_tui.net.host import TableHost
from uno_tui.net.wire import EVENT

from .table import bot_turns, card_codes, decisions, hosted, settle


def _cards_in(event: Event) -> set[Card]:
    return card_codes(json.dumps(EVENT.encode(event)).encode())


async def test_two_terminals_play_a_round_each_seeing_only_its_own_hand() -> None:
    table = await hosted(seed=11)
    session = table.session
    game = session.game
    assert game is not None
    # What each seat may know, kept up as the game goes: every card it ever held, every
    # card the public events show, and what private events told it alone.
    held: dict[int, set[Card]] = {0: set(), 1: set()}
    leaks_possible = 0

    def known(seat: int) -> set[Card]:
        held[seat] |= set(game.hands[seat])
        cards = set(held[seat])
        for event in game.events:
            cards |= _cards_in(event_for_seat(event, seat))
        return cards

    checked = 0
    leaked: list[str] = []

    def tap(seat: int | None, data: bytes) -> None:
        nonlocal checked, leaks_possible
        table.wire.setdefault(seat, []).append(data)
        if seat is None:
            return
        allowed = known(seat)
        sent = card_codes(data)
        if not sent <= allowed:
            leaked.append(f"seat {seat} was sent {sent - allowed} ({data[:300]!r})")
        others = {c for s, hand in enumerate(game.hands) if s != seat for c in hand}
        leaks_possible += bool(others - allowed)
        checked += 1

    table.host.tap = tap
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    assert (ana.seat, bruno.seat) == (0, 1)
    rng = random.Random(3)
    links = {0: ana, 1: bruno}
    turns = 0
    while game.phase is not Phase.ROUND_OVER:
        bot_turns(table)
        if game.phase is Phase.ROUND_OVER:
            break
        await settle(table, ana, bruno)
        assert not leaked, leaked[0]
        for seat, link in links.items():
            assert link.table is not None
            # Each terminal holds its own seat's view and the public table, nothing else.
            assert link.table.view(seat) == session.view(seat)
            public, mine = link.table.public_view(), session.public_view()
            assert public is not None
            assert (public.table, public.events, public.top_by) == (
                mine.table,
                mine.events,
                mine.top_by,
            )
            assert public.start_scores == mine.start_scores and public.bots == mine.bots
            # The same log, and the deal check's lines (the host's commitments).
            notes = {line for _at, line in link.table.decks.notes(public.events, public.names)}
            assert notes and any("committed to the deck" in line for line in notes)
            log = link.table.log_sentences()
            assert [line for line in log if line not in notes] == session.log_sentences()
        current = game.current
        assert current in links
        link = links[current]
        await link.act(rng.choice(decisions(link)))
        turns += 1
    await settle(table, ana, bruno)
    assert not leaked, leaked[0]
    assert turns > 10
    assert checked > 2 * turns
    assert leaks_possible > 0  # other hands held cards these terminals could not know
    # Every terminal saw the round end and its result.
    for link in (ana, bruno):
        assert link.table is not None
        public = link.table.public_view()
        assert public is not None and public.last_round_end() is not None
        # The deck is opened only at the game's end (docs/SECURITY.md).
        assert public.deal_check == () and link.table.decks.digests
    await table.close(ana, bruno)


async def test_the_refusal_reasons_a_terminal_works_out_are_the_hosts() -> None:
    """Every card of the hand, and catches and late UNOs by anyone: the terminal's stand-in
    game gives the engine's own reason (or none) at every moment of a round."""
    table = await hosted(seed=4)
    session = table.session
    game = session.game
    assert game is not None
    ana = await table.join("Ana")
    bruno = await table.join("Bruno")
    links = {0: ana, 1: bruno}
    rng = random.Random(9)
    from uno_tui.engine import CARD_KINDS, Catch, Color, Play, SayUno

    compared = 0
    while game.phase is not Phase.ROUND_OVER:
        bot_turns(table)
        if game.phase is Phase.ROUND_OVER:
            break
        await settle(table, ana, bruno)
        for seat, link in links.items():
            assert link.table is not None
            asks = [Play(seat, c, Color.RED if c.is_wild else None) for c in CARD_KINDS]
            asks += [SayUno(seat)] + [Catch(seat, t) for t in range(3)]
            for action in asks:
                theirs, ours = link.table.why_not(action), session.why_not(action)
                assert (theirs is None) == (ours is None), action
                if ours is not None and theirs is not None:
                    assert (theirs.reason, str(theirs)) == (ours.reason, str(ours))
                compared += 1
        link = links[game.current]  # type: ignore[index]
        await link.act(rng.choice(decisions(link)))
    assert compared > 1000
    await table.close(ana, bruno)


def test_a_join_code_is_short_and_random() -> None:
    from uno_tui.engine import Game, make_setup
    from uno_tui.table.conductor import Conductor
    from uno_tui.table.session import GameSession

    conductor = Conductor(GameSession(game=Game(make_setup(["Ana", "Bruno"], seed=1))))
    codes = {TableHost(conductor, [1]).code for _ in range(50)}
    assert len(codes) == 50
    assert all(len(c) == 7 and c[3] == "-" for c in codes)
