"""The engine's events as the sentences of the table log, and the moments announced to
the whole table. Everything returns plain strings (no markup): names may hold any
character."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Rules
from ..engine.ask import catch_cost
from ..engine.events import (
    CardPlayed,
    CardsDrawn,
    CatchMissed,
    ColorChosen,
    DealerDrawn,
    DirectionChanged,
    DrawnCardKept,
    DrawReason,
    Event,
    GameEnded,
    HandsPassed,
    HandsSwapped,
    JumpedIn,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SkipReason,
    StartCardReturned,
    StartCardTurned,
    TurnSkipped,
    UnoCaught,
    UnoSaid,
    WildDrawFourAccepted,
    WildDrawFourChallenged,
)
from . import _, ngettext, yours
from .cards import card_name, color_name, points


def _drawn_count(events: Sequence[Event], start: int, seat: int, reason: DrawReason) -> int | None:
    """The count of the ``CardsDrawn`` for ``seat`` and ``reason`` right after ``start``."""
    for event in events[start : start + 3]:
        if isinstance(event, CardsDrawn) and event.seat == seat and event.reason is reason:
            return event.count
    return None


def _draws(name: str, count: int) -> str:
    return ngettext("{name} draws {n} card", "{name} draws {n}", count).format(name=name, n=count)


def jump_sentence(name: str, card: Card) -> str:
    """HR6: ``name`` played ``card``, the very card on top, out of turn."""
    return _("{name} jumps in with {card}.").format(name=name, card=card_name(card))


def too_late(events: Sequence[Event], seat: int, names: Sequence[str]) -> str | None:
    """HR6: why an action of ``seat`` came too late, from the public ``events`` that came
    before it: someone jumped in, or (for a jump-in) the next card was played."""
    jumped = [e.seat for e in events if isinstance(e, JumpedIn) and e.seat != seat]
    if jumped:
        return _("Too late: {name} jumped in first.").format(name=names[jumped[-1]])
    played = [e.seat for e in events if isinstance(e, CardPlayed) and e.seat != seat]
    if played:
        return _("Too late: {name} played first.").format(name=names[played[-1]])
    return None


def describe_events(
    events: Sequence[Event], names: Sequence[str], you: int | None = None
) -> list[str]:
    """Word a run of (public) events as plain sentences, one per thing that happened.

    Events that only repeat what the sentence before them said (the cards a challenge or a
    catch makes someone draw, the turn a draw costs) are folded into that sentence; so are
    the cards one player drew one after another (HR5). ``you``: the seat the sentences
    are said to (its recap): what happened to it is said to it ("You draw 2").
    """
    out: list[str] = []
    skip: set[int] = set()
    for i, event in enumerate(events):
        if i in skip:
            continue
        nxt = events[i + 1] if i + 1 < len(events) else None
        text = _describe(event, names, events, i, skip, nxt, you)
        if text:
            out.append(text)
    return out


def _describe(
    event: Event,
    names: Sequence[str],
    events: Sequence[Event],
    i: int,
    skip: set[int],
    nxt: Event | None,
    you: int | None = None,
) -> str | None:
    n = names
    if isinstance(event, DealerDrawn):
        return _("{name} drew the highest card and deals.").format(name=n[event.dealer])
    if isinstance(event, RoundStarted):
        sizes = set(event.hand_sizes)
        if len(sizes) == 1:
            return ngettext(
                "Round {round}: {name} deals {n} card to each player.",
                "Round {round}: {name} deals {n} cards to each player.",
                event.hand_sizes[0],
            ).format(round=event.round, name=n[event.dealer], n=event.hand_sizes[0])
        return _("Round {round}: {name} deals the cards.").format(
            round=event.round, name=n[event.dealer]
        )
    if isinstance(event, StartCardReturned):
        return _("{card} was turned first: it goes back into the draw pile.").format(
            card=card_name(event.card)
        )
    if isinstance(event, StartCardTurned):
        if isinstance(nxt, DirectionChanged) and not nxt.clockwise:
            # S7: a start Reverse: the dealer plays first, to the right.
            skip.add(i + 1)
            dealer = _dealer_before(events, i)
            if dealer is not None:
                return _(
                    "The start card is {card}: {name} (the dealer) plays first, and play goes "
                    "counter-clockwise."
                ).format(card=card_name(event.card), name=n[dealer])
        return _("The start card is {card}.").format(card=card_name(event.card))
    if isinstance(event, JumpedIn):  # HR6: the play out of turn that follows, said once
        if isinstance(nxt, CardPlayed) and nxt.seat == event.seat:
            skip.add(i + 1)
            return jump_sentence(n[event.seat], nxt.card)
        return None
    if isinstance(event, CardPlayed):
        if event.card.is_wild:
            return _("{name} played {card} and named {color}.").format(
                name=n[event.seat], card=card_name(event.card), color=color_name(event.color)
            )
        return _("{name} played {card}.").format(name=n[event.seat], card=card_name(event.card))
    if isinstance(event, ColorChosen):
        return _("{name} named {color} for the start Wild.").format(
            name=n[event.seat], color=color_name(event.color)
        )
    if isinstance(event, CardsDrawn):
        return _describe_draw(event, n, events, i, skip, you)
    if isinstance(event, DrawnCardKept):
        # Keeping is worded like any draw that ends a turn: "kept" would tell the table
        # that the card drawn could have been played (T3's choice is private).
        return None
    if isinstance(event, TurnSkipped):
        if event.seat == you:
            return yours.you_skipped(event.reason.value)
        return _describe_skip(event, n)
    if isinstance(event, DirectionChanged):
        if event.clockwise:
            return _("Play now goes clockwise.")
        return _("Play now goes counter-clockwise.")
    if isinstance(event, WildDrawFourAccepted):
        count = _drawn_count(events, i + 1, event.seat, DrawReason.WILD_DRAW_FOUR)
        _fold(events, i, skip, event.seat, DrawReason.WILD_DRAW_FOUR)
        return _("{name} accepted the Wild Draw Four: {draws} and loses the turn.").format(
            name=n[event.seat], draws=_draws_phrase(count if count is not None else 4)
        )
    if isinstance(event, WildDrawFourChallenged):
        _fold(events, i, skip, event.challenger, DrawReason.CHALLENGE_LOST)
        _fold(events, i, skip, event.player, DrawReason.CHALLENGE_PENALTY)
        return challenge_sentence(event, names, events[i + 1 :], you)
    if isinstance(event, UnoSaid):
        if event.late:
            return _("{name} said UNO late, before anyone caught it.").format(name=n[event.seat])
        return _("{name} said UNO!").format(name=n[event.seat])
    if isinstance(event, UnoCaught):
        _fold(events, i, skip, event.target, DrawReason.CAUGHT)
        count = _drawn_count(events, i + 1, event.target, DrawReason.CAUGHT)
        if event.target == you:
            return yours.you_were_caught(n[event.seat], 2 if count is None else count)
        return catch_sentence(event, names, count)
    if isinstance(event, CatchMissed):
        _fold(events, i, skip, event.seat, DrawReason.WRONG_CATCH)
        count = _drawn_count(events, i + 1, event.seat, DrawReason.WRONG_CATCH)
        return missed_sentence(event, names, count)
    if isinstance(event, HandsSwapped):
        if event.target == you:
            return yours.swapped_with_you(n[event.seat])
        if event.seat == you:
            return yours.you_swapped(n[event.target])
        return _("{name} swapped hands with {other}.").format(
            name=n[event.seat], other=n[event.target]
        )
    if isinstance(event, HandsPassed):
        return _("Every hand passed on to the next player.")
    if isinstance(event, Reshuffled):
        return _(
            "The draw pile ran out: the discards were shuffled into a new pile of {n}."
        ).format(n=event.count)
    if isinstance(event, RoundEnded):
        return _("{name} went out and scores {points}.").format(
            name=n[event.winner], points=points(event.points)
        )
    if isinstance(event, GameEnded):
        return _("{name} wins the game with {points}!").format(
            name=n[event.winner], points=points(event.scores[event.winner])
        )
    raise AssertionError(event)  # pragma: no cover


def _dealer_before(events: Sequence[Event], i: int) -> int | None:
    """The dealer of the round that event ``i`` belongs to, if its deal is in ``events``."""
    for event in reversed(events[:i]):
        if isinstance(event, RoundStarted):
            return event.dealer
    return None


def _draws_phrase(count: int) -> str:
    return ngettext("draws {n} card", "draws {n}", count).format(n=count)


def _fold(events: Sequence[Event], i: int, skip: set[int], seat: int, reason: DrawReason) -> None:
    """Mark the draw and lost turn that follow event ``i`` for ``seat`` as already said."""
    for j in range(i + 1, min(i + 4, len(events))):
        e = events[j]
        if isinstance(e, CardsDrawn) and e.seat == seat and e.reason is reason:
            skip.add(j)
            break
    if reason not in (DrawReason.CHALLENGE_LOST, DrawReason.WILD_DRAW_FOUR):
        return
    for j in range(i + 1, min(i + 5, len(events))):
        e = events[j]
        if isinstance(e, TurnSkipped) and e.seat == seat and e.reason is SkipReason.WILD_DRAW_FOUR:
            skip.add(j)
            break


def _describe_draw(
    event: CardsDrawn,
    n: Sequence[str],
    events: Sequence[Event],
    i: int,
    skip: set[int],
    you: int | None = None,
) -> str:
    name = n[event.seat]
    short = ""
    if event.count < event.wanted:
        short = " " + ngettext(
            "(only {n} card was left)", "(only {n} cards were left)", event.count
        ).format(n=event.count)
    if event.reason is DrawReason.CHOICE:
        if event.count == 0:
            return _("{name} tried to draw, but no card is left.").format(name=name)
        # HR5: the cards drawn one after another until one could be played, said once.
        count = event.count
        for j in range(i + 1, len(events)):
            more = events[j]
            if not (
                isinstance(more, CardsDrawn)
                and more.seat == event.seat
                and more.reason is DrawReason.CHOICE
                and more.count
            ):
                break
            skip.add(j)
            count += more.count
        if count > 1:
            return ngettext("{name} drew {n} card.", "{name} drew {n} cards.", count).format(
                name=name, n=count
            )
        # The same words whether the card could be played and was kept, or could not:
        # which it was is the drawer's secret.
        return _("{name} drew a card.").format(name=name)
    nxt = events[i + 1] if i + 1 < len(events) else None
    loses = isinstance(nxt, TurnSkipped) and nxt.seat == event.seat
    if loses:
        skip.add(i + 1)
    if event.seat == you:
        return yours.you_draw_sentence(
            event.count, short, loses, event.reason is DrawReason.START_DRAW_TWO
        )
    if event.reason is DrawReason.START_DRAW_TWO:
        return _("The start card is a Draw Two: {draws} and loses the turn.").format(
            draws=_draws(name, event.count) + short
        )
    if loses:
        return _("{draws} and loses the turn.").format(draws=_draws(name, event.count) + short)
    return _("{draws}.").format(draws=_draws(name, event.count) + short)


def _describe_skip(event: TurnSkipped, n: Sequence[str]) -> str:
    name = n[event.seat]
    if event.reason is SkipReason.START_SKIP:
        return _("The start card is a Skip: {name} is skipped.").format(name=name)
    if event.reason is SkipReason.REVERSE:
        return _("{name} is skipped (Reverse with two players).").format(name=name)
    if event.reason is SkipReason.SKIP:
        return _("{name} is skipped.").format(name=name)
    return _("{name} loses the turn.").format(name=name)


def challenge_sentence(
    event: WildDrawFourChallenged,
    names: Sequence[str],
    after: Sequence[Event] = (),
    you: int | None = None,
) -> str:
    """``Bruno challenged — Ana had no Red: Bruno draws 6 and loses the turn.`` (``you``:
    said to the player of the Wild Draw Four, when it is that seat)."""
    challenger, player = names[event.challenger], names[event.player]
    color = color_name(event.previous_color)
    if event.legal:
        count = _drawn_count(after, 0, event.challenger, DrawReason.CHALLENGE_LOST)
        if event.player == you:
            draws = _draws_phrase(6 if count is None else count)
            return yours.your_wild_draw_four_upheld(challenger, color, draws)
        return _(
            "{challenger} challenged — {player} had no {color}: "
            "{challenger} {draws} and loses the turn."
        ).format(
            challenger=challenger,
            player=player,
            color=color,
            draws=_draws_phrase(6 if count is None else count),
        )
    count = _drawn_count(after, 0, event.player, DrawReason.CHALLENGE_PENALTY)
    if event.player == you:
        return yours.your_bluff_challenged(challenger, color, 4 if count is None else count)
    return _(
        "{challenger} challenged — {player} had {color}: {player} {draws} and {challenger} plays."
    ).format(
        challenger=challenger,
        player=player,
        color=color,
        draws=_draws_phrase(4 if count is None else count),
    )


def catch_sentence(event: UnoCaught, names: Sequence[str], count: int | None = None) -> str:
    """``Bruno caught Ana without UNO: Ana draws 2.``"""
    return _("{catcher} caught {target} without UNO: {draws}.").format(
        catcher=names[event.seat],
        target=names[event.target],
        draws=_draws(names[event.target], 2 if count is None else count),
    )


def missed_sentence(event: CatchMissed, names: Sequence[str], count: int | None = None) -> str:
    """HR8: ``Bruno caught Ana wrongly (Ana owed no UNO): Bruno draws 2.``"""
    catcher = names[event.seat]
    return _("{catcher} caught {target} wrongly ({target} owed no UNO): {draws}.").format(
        catcher=catcher,
        target=names[event.target],
        draws=_draws(catcher, 2 if count is None else count),
    )


def caught_sentence(target: str, rules: Rules) -> str:
    """What the catcher reads: ``You caught Ana: Ana draws 2.`` (U2, HR7: what a catch
    costs is the engine's ``catch_cost``)."""
    return _("You caught {target}: {draws}.").format(
        target=target, draws=_draws(target, catch_cost(rules))
    )


def announcement(
    event: Event, names: Sequence[str], after: Sequence[Event] = ()
) -> tuple[str, str] | None:
    """The title and sentence that announce ``event`` to the whole table, if it is one of the
    moments that deserve it (UNO called, a catch, a challenge)."""
    if isinstance(event, UnoSaid):
        name = names[event.seat]
        if event.late:
            return _("UNO!"), _(
                "{name} said UNO — late, but before anyone caught it. No penalty."
            ).format(name=name)
        return _("UNO!"), _("{name} has one card left and said UNO.").format(name=name)
    if isinstance(event, UnoCaught):
        count = _drawn_count(after, 0, event.target, DrawReason.CAUGHT)
        return _("Caught!"), catch_sentence(event, names, count)
    if isinstance(event, CatchMissed):
        count = _drawn_count(after, 0, event.seat, DrawReason.WRONG_CATCH)
        return _("Wrong catch!"), missed_sentence(event, names, count)
    if isinstance(event, WildDrawFourChallenged):
        return _("Challenge!"), challenge_sentence(event, names, after)
    return None
