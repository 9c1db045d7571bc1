"""The table, a hand, a decision and the scores as lines of words (no markup, no drawing).

Every card, colour, event and refusal is worded by ``i18n`` as everywhere else; this
module only puts those words in the order a listener needs them: the card on top and the
colour in play first, then the choices, each with the number that chooses it. What may be
chosen is the view's ``legal`` (the engine's list), never worked out here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import COLORS, Accept, Action, Card, Challenge, Draw, Keep, Phase, Play, SeatView
from ..engine.actions import SwapHands as Swap
from ..engine.ask import uno_with
from ..engine.events import (
    CardPlayed,
    CardsDrawn,
    DrawReason,
    Event,
    UnoSaid,
    WildDrawFourChallenged,
)
from ..i18n import _
from ..i18n.cards import card_list, card_name, cards_count, color_name, points
from ..i18n.house import stack_hint
from ..i18n.reasons import drew_and_kept, drew_to_match
from ..i18n.timer import timeout_announcement, waiting_sentence
from ..table.saves import HOST_RESUME, quit_line
from ..table.snapshot import Snapshot, Who
from ..table.turnclock import TurnClock

#: The key that draws a card; letters are typed in any case.
DRAW = "d"
#: Added to a number, says UNO with that play (``1u``); alone, a forgotten UNO said late.
UNO = "u"


class Choice:
    """One numbered (or lettered) answer to a decision: its ``key``, its words, and the
    plays it stands for (a Wild's, one per colour: the colour is asked next)."""

    def __init__(self, key: str, words: str, actions: Sequence[Action]) -> None:
        self.key = key
        self.words = words
        self.actions = tuple(actions)


def top_line(view: SeatView) -> str:
    """``Top: Red 7. Colour: Red.``: what every decision is made against."""
    color = color_name(view.color) if view.color is not None else "-"
    return _("Top: {card}. Colour: {color}.").format(card=card_name(view.top), color=color)


def hand_line(view: SeatView) -> str:
    """``Your hand, 3 cards: Red 2, Blue 5, Wild.``"""
    return _("Your hand, {cards}: {list}.").format(
        cards=cards_count(len(view.hand)), list=card_list(view.hand)
    )


def scores_line(view: SeatView) -> str:
    """``Scores: Ana 0, Bruno 23. Target: 500.``"""
    totals = zip(view.names, view.scores, strict=True)
    scores = ", ".join(f"{name} {score}" for name, score in totals)
    return _("Scores: {scores}. Target: {target}.").format(scores=scores, target=view.target)


def score_sheet(view: SeatView) -> list[str]:
    """The score sheet after a round: who won each round and with what, then the totals."""
    lines = [_("Score sheet") + ":"]
    for number, (winner, got) in enumerate(view.round_results, start=1):
        lines.append(
            _("Round {round}: {name} went out and scored {points}.").format(
                round=number, name=view.names[winner], points=points(got)
            )
        )
    lines.append(scores_line(view))
    return lines


def numbered(choices: Sequence[Choice]) -> str:
    """``1: Red 2, 2: Wild, D: draws.`` (a colon after the key: a card's name may begin
    with its number, ``1: 7 Vermelho``)."""
    return ", ".join(f"{c.key}: {c.words}" for c in choices) + "."


def play_choices(view: SeatView, start: int = 1) -> list[Choice]:
    """The cards this seat may play now, each once, in hand order, numbered from ``start``."""
    plays: dict[Card, list[Action]] = {}
    for action in view.legal:
        if type(action) is Play and action.seat == view.seat:
            plays.setdefault(action.card, []).append(action)
    return [
        Choice(str(n), card_name(card), actions)
        for n, (card, actions) in enumerate(plays.items(), start=start)
    ]


def uno_hint(view: SeatView, choices: Sequence[Choice]) -> str | None:
    """How to say UNO with a play, when a play now may say it (U1)."""
    for choice in choices:
        play = choice.actions[0]
        if isinstance(play, Play) and uno_with(view, play.card):
            return _("To say UNO as you play, add U to the number: {example}.").format(
                example=choice.key + "U"
            )
    return None


def turn_choices(view: SeatView) -> tuple[list[str], list[Choice]]:
    """The lines of this seat's decision now (its own seat's view), and the answers."""
    seat = view.seat
    assert seat is not None
    names = view.names
    lines: list[str] = []
    choices: list[Choice] = []
    if view.phase is Phase.TURN:
        choices = play_choices(view)
        draws = [a for a in view.legal if isinstance(a, Draw) and a.seat == seat]
        hint = stack_hint(view.owed, bool(choices)) if view.owed else ""
        if draws:
            choices.append(Choice(DRAW.upper(), _("draws"), draws))
        lines.append(" ".join(p for p in (top_line(view), hint, numbered(choices)) if p))
    elif view.phase is Phase.DRAWN and view.drawn is not None:
        choices = play_choices(view)
        keeps = [a for a in view.legal if isinstance(a, Keep) and a.seat == seat]
        if choices:
            choices[0].words = _("plays it")
        choices.append(Choice(str(len(choices) + 1), _("keeps it"), keeps))
        said = _("You drew {card}").format(card=card_name(view.drawn)) + "."
        lines.append(" ".join((top_line(view), said, numbered(choices))))
    elif view.phase is Phase.CHALLENGE and view.wild_draw_four is not None:
        player, previous = view.wild_draw_four
        accept = [a for a in view.legal if isinstance(a, Accept)]
        challenge = [a for a in view.legal if isinstance(a, Challenge)]
        choices = [
            Choice("1", _("accepts (you draw 4 and lose your turn)"), accept),
            Choice(
                "2",
                _("challenges ({player} shows you their hand)").format(player=names[player]),
                challenge,
            ),
            *play_choices(view, start=3),  # HR2, HR3: a stack on the Wild Draw Four
        ]
        lines.append(
            _("{player} played a Wild Draw Four: {name} accepts it or challenges.").format(
                player=names[player], name=names[seat]
            )
            + " "
            + _("{me}, the colour in play was {color}.").format(
                me=names[seat], color=color_name(previous)
            )
        )
        lines.append(numbered(choices))
    elif view.phase is Phase.COLOR:
        lines.append(
            _("The start card is a Wild: {name} names the colour, then plays.").format(
                name=names[seat]
            )
        )
        choices = color_choices([a for a in view.legal if a.seat == seat])
        lines.append(_("Name the colour:") + " " + numbered(choices))
    elif view.phase is Phase.SWAP:
        swaps = [a for a in view.legal if isinstance(a, Swap)]
        choices = [
            Choice(str(n), f"{names[a.target]} ({cards_count(view.hand_sizes[a.target])})", [a])
            for n, a in enumerate(swaps, start=1)
        ]
        lines.append(_("Swap hands with:") + " " + numbered(choices))
    if view.phase in (Phase.TURN, Phase.DRAWN, Phase.CHALLENGE):
        uno = uno_hint(view, [c for c in choices if isinstance(c.actions[0], Play)])
        if uno:  # (before the choices: the last line said is always what to type)
            lines.insert(len(lines) - 1, uno)
    return lines, choices


def jump_choices(view: SeatView) -> tuple[list[str], list[Choice]]:
    """HR6: the lines of a jump-in offered to this seat out of turn (its own seat's view,
    whose ``jump_ins`` the engine listed), and the answer that plays it."""
    choices = [c for c in play_choices(view) if any(a in view.jump_ins for a in c.actions)]
    for choice in choices:
        choice.words = _("jumps in with {card}").format(card=choice.words)
    lines = [
        _(
            "{name}, you hold the card on top, {card}: you may jump in, playing it now, out "
            "of turn, before the next move."
        ).format(name=view.names[view.seat or 0], card=card_name(view.top))
    ]
    uno = uno_hint(view, choices)
    if uno:
        lines.append(uno)
    lines.append(numbered(choices))
    return lines, choices


def drew_line(before: SeatView, events: Sequence[Event], after: SeatView) -> str:
    """T3, to the one who drew: the card drawn, which cannot be played, and why (the
    full-screen game's dialog says the same). When it can be played (the next question
    names it), the cards drawn before it until one fitted (HR5), or ""."""
    seat = before.seat
    drawn = [
        card
        for e in events
        if isinstance(e, CardsDrawn) and e.seat == seat and e.reason is DrawReason.CHOICE
        for card in e.cards
    ]
    if after.phase is Phase.DRAWN and after.my_turn:
        return drew_to_match(drawn)
    if before.color is None:
        return ""
    reason = drew_and_kept(drawn, before.top, before.color)
    if not drawn:
        return reason
    return _("You drew {card}").format(card=card_name(drawn[-1])) + ". " + reason


def color_choices(actions: Sequence[Action]) -> list[Choice]:
    """A colour for each of ``actions`` (the plays of one Wild, or the start Wild's
    colours), numbered in the colours' order."""
    by_color: dict[object, list[Action]] = {}
    for action in actions:
        by_color.setdefault(getattr(action, "color", None), []).append(action)
    present = [c for c in COLORS if c in by_color]
    return [
        Choice(str(n), color_name(color), by_color[color])
        for n, color in enumerate(present, start=1)
    ]


def one_card_left(events: Sequence[Event], view: SeatView) -> list[str]:
    """``Ana has one card left.``: what every player at a table sees after a play that
    leaves one card without UNO said (the words say the UNO when it is)."""
    said = {e.seat for e in events if isinstance(e, UnoSaid)}
    if view.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return []
    return [
        _("{name} has one card left.").format(name=view.names[event.seat])
        for event in events
        if isinstance(event, CardPlayed)
        and event.seat not in said
        and view.hand_sizes[event.seat] == 1
    ]


def timer_lines(
    snapshot: Snapshot, names: Sequence[str], waits_said: bool
) -> tuple[list[str], bool]:
    """What the turn timer (``host --turn-time``) did in ``snapshot``: a decision a
    computer player took for a person out of time, and, once a wait, a table where every
    person is out of time waiting for the one due (``waits_said``: said already); and
    whether that wait is said now. The one person at this terminal (a joined seat, or
    the host's one player) is told of their own in the second person."""
    seating = snapshot.seating
    mine = seating.one_here
    said = timeout_announcement(snapshot.events, seating.timed_out, names, mine, seating.away)
    lines = [said[1]] if said is not None else []
    due = snapshot.due.seat if snapshot.due is not None else None
    waiting = seating.paused and due is not None and not seating.is_bot(due)
    if waiting and not waits_said and due is not None:
        lines.append(waiting_sentence(names[due], due == mine))
    return lines, (waits_said or waiting) and seating.paused


def time_started(
    clock: TurnClock, snapshot: Snapshot, told: int | None
) -> tuple[list[str], int | None]:
    """``Bruno's turn · 30 s to decide.``, once a decision of a person at another terminal
    has started its time (the turn timer's, as ``clock`` counts it; the full-screen
    table's top bar counts it down), never a line a second; ``told``: the snapshot (its
    ``seq``) whose decision was said last. The lines, and the ``told`` after them."""
    clock.heard(snapshot)
    due, started = snapshot.due, clock.started
    if started == told or due is None or due.who is not Who.JOINED:
        return [], told
    said = clock.whose_time(snapshot)
    return ([said + "."], started) if said else ([], told)


def whose_turn(clock: TurnClock, snapshot: Snapshot, text: str) -> list[str]:
    """What a key that answers nothing says while nobody here decides: whose turn it is,
    with the time they have left if the turn timer counts it (Enter alone: only then)."""
    due = snapshot.due
    if not snapshot.playing or due is None or due.seat is None:
        return []
    timed = clock.whose_time(snapshot)
    if timed:
        return [timed + "."]
    if not text:
        return []
    name = snapshot.view(None).names[due.seat]
    return [_("It is {current}'s turn.").format(current=name)]


def reveal_lines(event: WildDrawFourChallenged, names: Sequence[str]) -> list[str]:
    """The challenged hand, for its challenger (H3), and what the challenge decided."""
    player, challenger = names[event.player], names[event.challenger]
    color = color_name(event.previous_color)
    lines = [
        _("{player}'s hand — for {challenger} only").format(player=player, challenger=challenger)
        + ": "
        + card_list(sorted(event.hand))
        + "."
    ]
    if event.legal:
        lines.append(
            _(
                "{player} held no {color}: the Wild Draw Four was legal. "
                "You draw 6 and lose your turn."
            ).format(player=player, color=color)
        )
    else:
        held = [c for c in event.hand if c.color is event.previous_color]
        lines.append(
            _(
                "{player} held {color} ({cards}): the Wild Draw Four was not allowed. "
                "{player} draws 4, and you play."
            ).format(player=player, color=color, cards=card_list(held))
        )
    return lines


def help_lines(quits: str, jump_in: bool = False) -> list[str]:
    """What the keys do (``?``); ``quits``: what Q does at this table (``quit_help``, or a
    hosted table's, a joined seat's); ``jump_in``: the table plays jump-in (HR6)."""
    jump = _(
        "Jump-in is played at this table: when you hold the very card on top while it is "
        "not your turn, the game says so, and the number it gives plays that card at once, "
        "out of turn, until the next move."
    )
    return [
        _(
            "Type the number of your choice and press Enter. D draws a card. To say UNO as "
            "you play your next-to-last card, add U to its number (2U)."
        ),
        _(
            "At any prompt: T says the table, H your hand (on your turn), L the last events, "
            "S the scores, ? this help. C catches a player who forgot to say UNO, U alone "
            "says your own forgotten UNO."
        )
        + " "
        + quits,
        *([jump] if jump_in else []),
    ]


def quit_help(unsaved: str | None) -> str:
    """What Q does at a table this keyboard alone plays: it quits, the game saved
    (``unsaved``: why the last write of the save failed; help then never says it is)."""
    if unsaved is None:
        return _("Q quits: the game is saved after every move.")
    return _(
        "Q quits, but the game is not saved: {reason}. It is tried again after every move."
    ).format(reason=unsaved)


def host_quit_help(unsaved: str | None) -> str:
    """What Q does at the keyboard of a hosted table (``host --plain``): it asks first,
    as closing the table disconnects every terminal that joined it (``lines.closing``)."""
    closes = _(
        "Q asks before it closes the table: closing it disconnects the terminals that joined it."
    )
    if unsaved is None:
        saved = _("The game is saved after every move: {command} opens it again.").format(
            command=HOST_RESUME
        )
    else:
        saved = _("The game is not saved: {reason}. It is tried again after every move.").format(
            reason=unsaved
        )
    return f"{closes} {saved}"


def joined_quit_help() -> str:
    """What Q does at a joined seat (``join --plain``): it leaves; the host keeps the seat."""
    leaves = _("Q leaves the table.")
    return f"{leaves} {quit_line(in_game=True, saved=False, unsaved=None, joined=True)}"
