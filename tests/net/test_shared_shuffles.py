"""Shuffles every terminal shares in (issue 38, docs/SECURITY.md, PROTOCOL.md version 5).

An honest table: every round the terminals shared in is checked when it ends, at every
terminal. A dishonest host, changed at one seam here, is caught at the round's end or at
once, in every language: a card swapped into the draw pile, a second commitment, a seed
of its own choosing, a sorted reshuffle, a deal with no shared shuffle, leaving mid-game.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from uno_tui.engine import Card, Draw, Game, IllegalAction, NextRound, Phase
from uno_tui.engine import rounds as engine_rounds
from uno_tui.engine.deal_check import Alarm, Mismatch, RoundCheck
from uno_tui.engine.events import CardsDrawn, Reshuffled
from uno_tui.i18n import activate, current_language
from uno_tui.i18n.deal_check import alarm, round_verdict
from uno_tui.net import protocol as p
from uno_tui.net.link import Link
from uno_tui.net.shareledger import ShareLedger, left_line
from uno_tui.net.shares import Deal, commitment, new_secret

from .table import Hosted, bot_turns, decisions, hosted, settle, until

LANGUAGES = ("en", "pt_PT", "pt_BR", "es")
W4 = Card.from_code("W+4")


@contextmanager
def speaking(code: str) -> Iterator[None]:
    before = current_language()
    activate(code)
    try:
        yield
    finally:
        activate(before)


async def play_round(
    table: Hosted, *links: Link, seed: int = 1, draws: float = 0.1, reshuffle: bool = False
) -> None:
    """Play the round under way to its end (the joined seats choose at random, drawing
    whenever they can until the pile is reshuffled if ``reshuffle``)."""
    game = table.session.game
    assert game is not None
    rng = random.Random(seed)
    by_seat = {link.seat: link for link in links}
    for _ in range(3000):
        bot_turns(table)
        if game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            break
        if reshuffle and any(isinstance(e, Reshuffled) for e in game.events[-30:]):
            reshuffle, draws = False, 0.0
        await settle(table, *links)
        link = by_seat[game.current]
        choices = decisions(link)
        drawing = [a for a in choices if isinstance(a, Draw)]
        pick = drawing if drawing and (reshuffle or rng.random() < draws) else choices
        with contextlib.suppress(IllegalAction):  # (a view a moment old: choose again)
            await link.act(rng.choice(pick))
    assert game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    await settle(table, *links)


async def next_round(table: Hosted, *links: Link) -> None:
    """The host's keyboard deals the next round, once the terminals have shared in it."""
    book = table.host.shares
    await until(lambda: book.pending is not None and len(book.pending.secrets) == len(links))
    table.conductor.submit(None, NextRound())
    await settle(table, *links)


async def two_rounds(table: Hosted, *links: Link) -> None:
    """Round 1 (dealt before anyone joined), then round 2, shared, to its end."""
    await play_round(table, *links)
    await next_round(table, *links)
    await play_round(table, *links, seed=2)
    await until(lambda: all(2 in link.table.shares.checks for link in links), *links)  # type: ignore[union-attr]


async def eventually(condition: Callable[[], bool]) -> None:
    """Until ``condition()``: what comes in a ``shuffle`` message brings no update."""
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the condition never came")


def checks(link: Link) -> dict[int, RoundCheck]:
    assert link.table is not None
    return dict(link.table.shares.checks)


def log(link: Link) -> list[str]:
    assert link.table is not None
    return link.table.log_sentences(tail=None)


def alarms(link: Link) -> list[Alarm]:
    assert link.table is not None
    return [kind for _at, kind, _round in link.table.shares.alarms]


async def seated() -> tuple[Hosted, Link, Link]:
    # (a target no round reaches: the terminals' secrets deal round 2 afresh each run, and
    # two big rounds could end a game to 500 before the tests' third deal)
    table = await hosted(seed=31, target=5000)
    ana, bruno = await table.join("Ana"), await table.join("Bruno")
    return table, ana, bruno


# ---------------------------------------------------------------------- honest tables


async def test_an_honest_table_checks_each_shared_round_at_its_end_at_every_terminal() -> None:
    table, ana, bruno = await seated()
    await two_rounds(table, ana, bruno)
    game = table.session.game
    assert game is not None and game.round == 2
    for link in (ana, bruno):
        assert checks(link) == {2: RoundCheck(2, ())}
        assert alarms(link) == []
        lines = log(link)
        assert any(line.startswith("Round 2 is dealt from a shuffle") for line in lines)
        assert "Round 2 checked: every card came from the shuffle the terminals shared in." in lines
        assert link.table is not None
        public = link.table.public_view()
        assert public is not None and RoundCheck(2, ()) in public.deal_check
    await table.close(ana, bruno)


async def test_the_secrets_go_to_the_host_alone_and_are_opened_only_after_the_round() -> None:
    table, ana, bruno = await seated()
    await play_round(table, ana, bruno)
    await next_round(table, ana, bruno)
    for seat in (0, 1):  # (what the host sent: commitments, never another's secret)
        sent = [p.decode(line) for line in table.wire[seat]]
        shuffles = [m for m in sent if isinstance(m, p.Shuffle)]
        assert {m.stage for m in shuffles} >= {"commit", "reveal", "dealt"}
        assert all(m.stage != "open" or m.round == 0 for m in shuffles)
    await play_round(table, ana, bruno, seed=2)
    await until(lambda: 2 in checks(ana) and 2 in checks(bruno), ana, bruno)
    opened = [p.decode(line) for line in table.wire[0]]
    assert any(isinstance(m, p.Shuffle) and m.stage == "open" and m.round == 2 for m in opened)
    await table.close(ana, bruno)


# ---------------------------------------------------------------------- dishonest hosts


def swap_in_a_wild_draw_four(table: Hosted) -> None:
    """The host puts a Wild Draw Four on top of the draw pile, from deeper in it, and the
    card it takes the place of at the bottom (and sends no deck commitment, whose replay
    the change would leave behind)."""
    table.host.decks.due = lambda *_args: []  # type: ignore[method-assign]
    game = table.session.game
    assert game is not None
    pile = game.draw_pile
    # (The round's order comes from the terminals' secrets: Wild Draw Fours may already be
    # on top, and the host then changes the first card under them.)
    top = max(i for i, card in enumerate(pile) if card != W4)
    card = pile[top]
    far = next((i for i in range(top) if pile[i] == W4), None)  # the deepest
    if far is None:  # (no other Wild Draw Four in the pile: any other card will do)
        far = next(i for i in range(top) if pile[i] != card)
    # The card taken off the top goes to the bottom, which a round seldom reaches: had
    # the seat that drew the Wild Draw Four drawn it too (in the same draw or later), it
    # would hold the cards the shuffle gave it, and nobody else could tell.
    low = 0 if far == 0 else next(i for i in range(top) if i != far and pile[i] != card)
    pile[top], pile[far], pile[low] = pile[far], pile[low], card


def changed_a_hand(game: Game, first: int, dealt: list[Card], swapped: list[Card]) -> bool:
    """Whether the cards moved in the draw pile (``dealt``: as the shuffle left it, the top
    last; ``swapped``: after the host's change) gave some seat other cards than the shuffle
    did, in the round from the ``first``-th event: else nobody could tell (the round ran
    through the pile, and every card moved came to one seat)."""
    drawn = [e.seat for e in game.events[first:] if isinstance(e, CardsDrawn) for _ in e.cards]
    real: dict[int, Counter[Card]] = {}
    shuffled: dict[int, Counter[Card]] = {}
    for depth, seat in enumerate(drawn[: len(dealt)]):
        at = len(dealt) - 1 - depth
        if dealt[at] != swapped[at]:
            real.setdefault(seat, Counter())[swapped[at]] += 1
            shuffled.setdefault(seat, Counter())[dealt[at]] += 1
    return real != shuffled


def choose_the_seed(table: Hosted) -> None:
    """The host deals from a round seed of its own choosing (one tried offline until it
    deals well), whatever the terminals shared."""
    shuffle = table.session.round_seed
    assert shuffle is not None

    def mine(round_: int, seats: int) -> int:
        shuffle(round_, seats)  # (the wire goes on as usual)
        return 123456789

    table.session.round_seed = mine


def never_commit(table: Hosted) -> None:
    """The host deals without any shared shuffle (nor says so)."""
    table.session.round_seed = None


async def a_changed_round(cheat: str) -> tuple[Hosted, Link, Link, bool]:
    """Round 2 dealt by a dishonest host and played to its end; whether the change gave a
    seat other cards than the shuffle did (a swap may not: ``changed_a_hand``)."""
    table, ana, bruno = await seated()
    await play_round(table, ana, bruno)
    if cheat == "seed":
        choose_the_seed(table)
    await next_round(table, ana, bruno)
    game = table.session.game
    assert game is not None
    first, dealt = len(game.events), list(game.draw_pile)
    if cheat == "swap":
        swap_in_a_wild_draw_four(table)
    swapped = list(game.draw_pile)
    await play_round(table, ana, bruno, seed=2, draws=0.5)
    await until(lambda: 2 in checks(ana) and 2 in checks(bruno), ana, bruno)
    return table, ana, bruno, cheat != "swap" or changed_a_hand(game, first, dealt, swapped)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("cheat", ["swap", "seed"])
async def test_a_host_that_changes_the_deal_is_caught_at_the_rounds_end(
    cheat: str, language: str
) -> None:
    for _attempt in range(5):
        table, ana, bruno, changed = await a_changed_round(cheat)
        if changed:
            break
        await table.close(ana, bruno)  # (seldom: a change nobody could see; again)
    else:
        raise AssertionError("every swap came back to the seat that drew it")
    with speaking(language):
        for link in (ana, bruno):
            check = checks(link)[2]
            assert check.problems, cheat
            words = round_verdict(check, link.table.names)  # type: ignore[union-attr]
            assert words in log(link)
            if language != "en":
                with speaking("en"):
                    assert round_verdict(check, link.table.names) != words  # type: ignore[union-attr]
    await table.close(ana, bruno)


async def test_a_sorted_reshuffle_is_caught_at_the_rounds_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = engine_rounds.shuffle

    def sort_reshuffles(rng: random.Random, cards: list[Card]) -> None:
        real(rng, cards)
        if len(cards) < 100:  # a reshuffle: the host sorts the new pile
            cards.sort(key=lambda card: card.index)

    table = await hosted(("human", "human"), seed=31, names=("Ana", "Bruno"))
    ana, bruno = await table.join("Ana"), await table.join("Bruno")
    await play_round(table, ana, bruno)
    await next_round(table, ana, bruno)
    monkeypatch.setattr(engine_rounds, "shuffle", sort_reshuffles)  # (the host's engine)
    await play_round(table, ana, bruno, seed=3, reshuffle=True)
    game = table.session.game
    assert game is not None
    assert any(isinstance(e, Reshuffled) for e in game.events)
    await until(lambda: 2 in checks(ana) and 2 in checks(bruno), ana, bruno)
    assert checks(ana)[2].problems and checks(bruno)[2].problems
    await table.close(ana, bruno)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_second_commitment_is_warned_of_at_once_naming_the_host(language: str) -> None:
    table, ana, bruno = await seated()
    await play_round(table, ana, bruno)  # (the secrets for round 2 are sent as it ends)
    book = table.host.shares
    await until(lambda: book.pending is not None and len(book.pending.secrets) == 2)
    pending = book.pending
    assert pending is not None
    again = Deal(pending.number, pending.seats)  # the host commits again to the same deal
    book.pending = again
    book._sent.clear()
    table.host._push_shares()
    await eventually(lambda: Alarm.RECOMMIT in alarms(ana) and Alarm.RECOMMIT in alarms(bruno))
    with speaking(language):
        for link in (ana, bruno):
            assert link.table is not None
            words = alarm(Alarm.RECOMMIT, link.table.shares.host_name, 0)
            assert words in log(link)
            assert link.table.shares.host_name in words
    await table.close(ana, bruno)


async def test_the_host_commitments_are_kept_across_a_rejoin(tmp_path: object) -> None:
    table, ana, bruno = await seated()
    await play_round(table, ana, bruno)
    book = table.host.shares
    await until(lambda: book.pending is not None and len(book.pending.secrets) == 2)
    assert ana.key is not None and ana.table is not None
    kept = dict(ana.table.shares.host)
    await ana.close()
    again = await table.rejoin(0, ana.key)  # a new terminal: only the data folder remembers
    assert again.table is not None and again.table.shares.host == kept
    pending = book.pending
    assert pending is not None
    book.pending = Deal(pending.number, pending.seats)
    book._sent.clear()
    table.host._push_shares()
    await eventually(lambda: Alarm.RECOMMIT in alarms(again))
    await table.close(again, bruno)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_round_dealt_with_no_shared_shuffle_is_warned_of_at_once(language: str) -> None:
    table, ana, bruno = await seated()
    await play_round(table, ana, bruno)
    never_commit(table)
    table.conductor.submit(None, NextRound())
    await settle(table, ana, bruno)
    for link in (ana, bruno):
        assert Alarm.NO_COMMIT in alarms(link)
        assert checks(link)[2].problems == ((Mismatch.NOT_OPENED, None),)
        with speaking(language):
            assert link.table is not None
            assert alarm(Alarm.NO_COMMIT, link.table.shares.host_name, 2) in log(link)
    await table.close(ana, bruno)


async def test_a_round_never_opened_is_warned_of_at_the_next_deal() -> None:
    table, ana, bruno = await seated()
    await play_round(table, ana, bruno)
    await next_round(table, ana, bruno)
    table.host.shares.after = lambda *_args: iter(())  # type: ignore[method-assign]
    await play_round(table, ana, bruno, seed=2)
    assert 2 not in checks(ana)
    await next_round(table, ana, bruno)
    for link in (ana, bruno):
        assert Alarm.UNOPENED in alarms(link)
        assert checks(link)[2].problems == ((Mismatch.NOT_OPENED, None),)
    await table.close(ana, bruno)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_host_that_leaves_mid_game_costs_only_the_round_it_is_in(language: str) -> None:
    table, ana, bruno = await seated()
    await two_rounds(table, ana, bruno)
    await next_round(table, ana, bruno)  # round 3 dealt, and the host leaves
    await table.host.close()
    await until(lambda: ana.ended is not None, ana)
    assert ana.table is not None
    events = ana.table.snapshot.events
    with speaking(language):
        line = left_line(ana.table.deal_checks(events), events)
        from uno_tui.i18n.deal_check import rounds_checked

        assert line == rounds_checked([2], [1, 3])
        with speaking("en"):
            english = rounds_checked([2], [1, 3])
        assert english == "Rounds checked: 2. Not checked: 1, 3 (the host left first)."
        assert language == "en" or line != english
    await ana.close()
    await bruno.close()


# ---------------------------------------------------------------------- one terminal's ledger


def test_a_colour_recorded_otherwise_than_named_here_is_warned_of_at_once() -> None:
    from uno_tui.engine import Color
    from uno_tui.engine.events import CardPlayed

    ledger = ShareLedger(1)
    wild = Card.from_code("W")
    ledger.named(1, Color.GREEN, [CardPlayed(1, wild, Color.GREEN)])
    assert ledger.alarms == []
    ledger.named(1, Color.GREEN, [CardPlayed(1, wild, Color.RED)])
    assert [kind for _at, kind, _round in ledger.alarms] == [Alarm.BAD_COLOR]


def test_a_secret_that_does_not_open_or_a_share_left_out_is_warned_of() -> None:
    from uno_tui.engine.events import RoundEnded, RoundStarted

    ledger = ShareLedger(0)
    events = [RoundStarted(2, 0, (7, 7)), RoundEnded(2, 0, 0, (), (0, 0))]
    host = new_secret()
    asked = p.Shuffle(5, "commit", 0, 0, commitment(host), (), ())
    answer = ledger.take(asked, 1, events[:1])
    assert answer is not None and answer.commit is not None
    listed = (answer.commit, "")
    revealed = ledger.take(p.Shuffle(5, "reveal", 0, 0, commitment(host), listed, ()), 1, [])
    assert revealed is not None and revealed.secret is not None
    ledger.take(p.Shuffle(5, "dealt", 1, 2, commitment(host), listed, (0,)), 1, events[:1])
    assert [kind for _at, kind, _r in ledger.alarms] == [Alarm.LEFT_OUT]
    wrong = p.Shuffle(5, "open", 1, 2, new_secret(), ("", ""), (0,))
    ledger.take(wrong, 1, events)
    assert [kind for _at, kind, _r in ledger.alarms] == [Alarm.LEFT_OUT, Alarm.BAD_OPEN]
    assert ledger.checks[2].problems == ((Mismatch.NOT_COMMITTED, None),)


async def test_a_terminal_that_joins_between_rounds_shares_in_the_next_deal() -> None:
    """The first terminal to join after a round's end (a watcher taking an open seat at
    the game's end, say) commits after the host fixed the list it would have been in: its
    commitment is fixed at once and its secret asked for, and the next round is dealt
    with it, not "without this terminal's share, though it had listed it"."""
    table = await hosted(seed=31)
    table.host.hand_to_computer(0)
    table.host.hand_to_computer(1)
    await play_round(table)  # computer players only: nobody shares in round 1
    bruno = await table.join("Bruno")
    await next_round(table, bruno)
    assert alarms(bruno) == []
    dealt = table.host.shares.dealt[-1]
    assert dealt.round == 2 and dealt.fixed is not None and dealt.fixed[1]
    assert dealt.dropped == ()
    await table.close(bruno)
