"""A Wild Draw Four challenged over the wire, and a colour named at a joined terminal, at
a host changed at one seam (issue 38, item 4): a made-up hand shown to the challenger or
a wrong verdict is caught when the round is opened at its end, a colour recorded other
than the one named at once; each warning names the host. Real ``Link`` terminals; the
round is dealt from the terminals' shared shuffle, so the test picks the secrets (at the
one place each side draws them) until the deal gives the cards it needs."""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import random
from collections.abc import Callable

import pytest

from uno_tui.engine import (
    Card,
    Challenge,
    Color,
    Game,
    IllegalAction,
    Phase,
    Play,
)
from uno_tui.engine.deal_check import Alarm, Mismatch
from uno_tui.engine.events import WildDrawFourChallenged
from uno_tui.engine.shared import base_seed, with_round_seed
from uno_tui.engine.values import replace
from uno_tui.i18n.deal_check import alarm
from uno_tui.net import shareledger, shares
from uno_tui.net.link import Link
from uno_tui.table.session import GameSession

from .table import Hosted, decisions, hosted, settle, until
from .test_first_deal import dealt, sit
from .test_shared_shuffles import checks, eventually

W4 = Card.from_code("W+4")
ANA, BRUNO = 0, 1  # Ana joins; Bruno plays at the host's keyboard (the test's hand)


def secrets_for(
    table: Hosted, monkeypatch: pytest.MonkeyPatch, wanted: Callable[[Game], bool]
) -> None:
    """Make the host's and Ana's next secrets a pair whose shared first deal ``wanted``."""
    game = table.session.game
    assert game is not None
    for k in itertools.count():
        host = hashlib.sha256(b"host %d" % k).hexdigest()  # (a secret: value and salt)
        ana = hashlib.sha256(b"ana %d" % k).hexdigest()
        value = shares.round_value(1, host, (ana, ""))
        seed = with_round_seed(base_seed(game.setup.seed), value)
        if wanted(Game(replace(game.setup, seed=seed))):
            break
    mine = iter([ana])
    monkeypatch.setattr(shareledger, "new_secret", lambda: next(mine, shares.new_secret()))
    table.host.shares.pending.secret = host  # type: ignore[union-attr]
    table.host.shares.pending.digest = shares.commitment(host)  # type: ignore[union-attr]


async def shared_table(
    monkeypatch: pytest.MonkeyPatch, wanted: Callable[[Game], bool]
) -> tuple[Hosted, Link]:
    table = await hosted(
        ("human", "human"), (ANA,), seed=31, names=("Ana", "Bruno"), share_first=True
    )
    secrets_for(table, monkeypatch, wanted)
    ana = await sit(table, "Ana")
    await until(lambda: dealt(ana), ana)
    return table, ana


def bruno_plays(table: Hosted, rng: random.Random, prefer: Callable[[Play], bool]) -> None:
    """Bruno's decision at the host's keyboard: a play ``prefer`` likes, else any."""
    view = table.session.view(BRUNO)
    legal = [a for a in view.legal if type(a).__name__ not in ("Catch", "SayUno")]
    liked = [a for a in legal if isinstance(a, Play) and prefer(a)]
    table.conductor.submit(BRUNO, rng.choice(liked or legal))


async def play_on(
    table: Hosted,
    ana: Link,
    ana_picks: Callable[[list[object]], object],
    until_: Callable[[], bool],
    prefer: Callable[[Play], bool] = lambda _play: False,
) -> None:
    game = table.session.game
    assert game is not None
    rng = random.Random(5)
    for _ in range(3000):
        if until_() or game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            break
        if game.current == BRUNO:
            bruno_plays(table, rng, prefer)
            continue
        await settle(table, ana)
        with contextlib.suppress(IllegalAction):
            await ana.act(ana_picks(decisions(ana)))  # type: ignore[arg-type]
    await settle(table, ana)


def holds_w4(game: Game) -> bool:
    return W4 in game.hands[BRUNO]


def after_each_action(table: Hosted, lie: Callable[[GameSession], None]) -> None:
    """The host's one seam: ``lie`` changes what it tells after each action applied."""
    session = table.session
    apply = session.apply

    def apply_and_lie(action: object) -> object:
        out = apply(action)  # type: ignore[arg-type]
        lie(session)
        return out

    session.apply = apply_and_lie  # type: ignore[method-assign]


def made_up_hand(table: Hosted) -> None:
    """The host shows the challenger a hand of its own making (all Wild Draw Fours)."""

    def lie(session: GameSession) -> None:
        reveal = session.pending_reveal
        if reveal is not None:
            session.pending_reveal = replace(reveal, hand=(W4,) * len(reveal.hand))

    after_each_action(table, lie)


def wrong_verdict(table: Hosted) -> None:
    """The host tells the table the other verdict than the cards give."""

    def lie(session: GameSession) -> None:
        game = session.game
        assert game is not None
        for i, event in enumerate(game.events):
            if isinstance(event, WildDrawFourChallenged) and event.challenger == ANA:
                game.events[i] = replace(event, legal=not event.legal)  # type: ignore[index]

    after_each_action(table, lie)


@pytest.mark.parametrize("cheat", [made_up_hand, wrong_verdict])
async def test_a_challenge_the_deck_does_not_give_is_caught_when_the_round_is_opened(
    monkeypatch: pytest.MonkeyPatch, cheat: Callable[[Hosted], None]
) -> None:
    table, ana = await shared_table(monkeypatch, holds_w4)
    cheat(table)
    game = table.session.game
    assert game is not None
    challenged = lambda: any(isinstance(e, WildDrawFourChallenged) for e in game.events)  # noqa: E731

    def ana_picks(choices: list[object]) -> object:
        challenge = [a for a in choices if isinstance(a, Challenge)]
        return challenge[0] if challenge else random.Random(len(game.events)).choice(choices)

    # Bruno plays his Wild Draw Four as soon as he may; Ana challenges it.
    await play_on(table, ana, ana_picks, challenged, prefer=lambda play: play.card == W4)
    assert challenged(), "no challenge came"
    assert ana.table is not None and Alarm.BAD_CHALLENGE not in _kinds(ana)  # not yet open
    await play_on(table, ana, ana_picks, lambda: False)
    await until(lambda: 1 in checks(ana), ana)
    assert Alarm.BAD_CHALLENGE in _kinds(ana)  # at the round's end, as it is opened
    assert any(kind is Mismatch.CHALLENGE for kind, _seat in checks(ana)[1].problems)
    words = alarm(Alarm.BAD_CHALLENGE, ana.table.shares.host_name, 1)
    assert ana.table.shares.host_name in words and words in ana.table.log_sentences(tail=None)
    await table.close(ana)


def _kinds(link: Link) -> list[Alarm]:
    assert link.table is not None
    return [kind for _at, kind, _round in link.table.shares.alarms]


async def test_a_colour_recorded_other_than_the_one_named_is_warned_of_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table, ana = await shared_table(
        monkeypatch, lambda game: any(card.is_wild for card in game.hands[ANA])
    )
    submit = table.conductor.submit

    def record_green(seat: int | None, action: object) -> object:
        color = getattr(action, "color", None)
        if seat == ANA and color is not None and color is not Color.GREEN:
            action = replace(action, color=Color.GREEN)  # type: ignore[type-var]
        return submit(seat, action)  # type: ignore[arg-type]

    table.conductor.submit = record_green  # type: ignore[method-assign,assignment]
    game = table.session.game
    assert game is not None
    named: list[Play] = []

    def ana_picks(choices: list[object]) -> object:
        wild = [
            a for a in choices if isinstance(a, Play) and a.card.is_wild and a.color is Color.RED
        ]
        if wild:
            named.append(wild[0])  # type: ignore[arg-type]
            return wild[0]
        return random.Random(len(game.events)).choice(choices)

    await play_on(table, ana, ana_picks, lambda: bool(named))
    assert named, "Ana never held a Wild on her turn"
    await eventually(lambda: Alarm.BAD_COLOR in _kinds(ana))  # at once, not at the round's end
    assert game.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER) or len(named) == 1
    assert ana.table is not None
    words = alarm(Alarm.BAD_COLOR, ana.table.shares.host_name, 0)
    assert ana.table.shares.host_name in words and words in ana.table.log_sentences(tail=None)
    await table.close(ana)
