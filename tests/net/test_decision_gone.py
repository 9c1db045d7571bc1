"""A dialog left open for a decision the turn timer took (issue 37 item 2): it closes by
itself, the hand gives way to the table, and the corner says why, at a joined terminal
whose host's clock is a fake one (the test says when 31 seconds have passed). Every
decision's dialog alike: a Wild's colour, the start Wild's colour, a challenge, play or
keep the card drawn, whom a 7 swaps with (HR4)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from app.driver import Table
from fakeclock import LoopFakeClock

from uno_tui.engine import Card, DealSpec, Play, Rules
from uno_tui.ui.app import UnoApp

from .test_catch_words import said
from .test_client_app import joined, until_shown
from .threaded import HostThread, timed_host


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


def deal(
    hands: Sequence[str], start: str, dealer: int, pile: str = "B1 B2 B3 B4 B5 B6"
) -> DealSpec:
    return DealSpec(
        hands=tuple(cards(h) for h in hands),
        start=Card.from_code(start),
        draw_pile=cards(pile),
        dealer=dealer,
    )


async def run_out(
    app: UnoApp, table: Table, host: HostThread, dialog: str, words: str = ""
) -> None:
    """The dialog is up; 31 seconds pass: it closes by itself, and the hand with it (the
    table until Ana's next decision), with ``words`` on the screen."""
    assert type(app.screen).__name__ == dialog
    host.advance(31)
    for _ in range(300):
        await table.pilot.pause(0.02)
        if type(app.screen).__name__ == "RemoteTableScreen" and words in said(app):
            break
    assert type(app.screen).__name__ == "RemoteTableScreen", type(app.screen).__name__
    assert words in said(app), said(app)
    assert host.run(lambda: host.conductor.turns.timed_out) == {0}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "You ran out of time: a computer player moved for you, until you press a key"),
        ("pt_PT", "Ficaste sem tempo: um jogador do computador jogou por ti, até voltares"),
        ("pt_BR", "Seu tempo acabou: um jogador do computador jogou por você, até você"),
        ("es", "Se te acabó el tiempo: un jugador de la máquina jugó por ti, hasta que"),
    ],
)
async def test_the_colour_dialog_of_a_decision_the_timer_took_closes_by_itself(
    lang: str, words: str
) -> None:
    host = timed_host(deal(["W G1 G2", "G3 G4 G5", "Y1 Y2 Y3"], "R9", dealer=2))
    async with joined(host, key_guard=0.0, lang=lang, notifications=True) as (app, table):
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        await table.press("enter")  # the Wild: which colour?
        await until_shown(table, lambda: type(app.screen).__name__ == "ColorDialog")
        await run_out(app, table, host, "ColorDialog", words)
        played = host.run(lambda: len(host.session.game.actions))  # type: ignore[union-attr]
        await table.press("r")  # Red, a moment too late: nothing is sent for it
        for _ in range(10):
            await table.pilot.pause(0.02)
        assert host.run(lambda: len(host.session.game.actions)) == played  # type: ignore[union-attr]
        assert app.return_code is None and app.is_running


async def test_the_start_colour_dialog_closes_by_itself_and_the_turn_is_timed_anew() -> None:
    host = timed_host(deal(["G1 G2", "G3 G4", "Y1 Y2"], "W", dealer=2))
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: type(app.screen).__name__ == "ColorDialog")
        host.advance(31)
        # The colour is named for Ana; her turn that follows is hers, timed afresh.
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        assert app.view(0).color is not None and app.view(0).current == 0
        await table.press("d")  # her key takes the seat back
        await until_shown(table, lambda: app.view(0).current != 0)
        assert host.run(lambda: host.conductor.turns.timed_out) == set()


async def test_the_challenge_dialog_closes_by_itself() -> None:
    # Carla plays first, her Wild Draw Four (nothing else fits): Ana challenges or not.
    host = timed_host(deal(["G1 G2", "G3 G4", "W+4 Y1 Y2"], "R9", dealer=1))
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: type(app.screen).__name__ == "ChallengeDialog")
        await run_out(app, table, host, "ChallengeDialog")


async def test_the_play_or_keep_dialog_closes_by_itself() -> None:
    host = timed_host(deal(["B1 B2", "G3 G4", "Y1 Y2"], "R9", dealer=2, pile="R1 B3 B4"))
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        await table.press("d")  # Red 1 drawn: play it or keep it
        await until_shown(table, lambda: type(app.screen).__name__ == "PlayOrKeepDialog")
        await run_out(app, table, host, "PlayOrKeepDialog")


async def test_the_seven_o_swap_dialog_closes_by_itself() -> None:
    host = timed_host(
        deal(["R7 G1 G2", "G3 G4 G5", "Y1 Y2 Y3"], "R9", dealer=2), Rules(seven_o=True)
    )
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        await table.press("enter")  # Red 7: whom to swap hands with?
        await until_shown(table, lambda: type(app.screen).__name__ == "SwapDialog")
        await run_out(app, table, host, "SwapDialog")


async def test_a_colour_dialog_a_jump_in_overtook_closes_and_says_who_was_first() -> None:
    """HR6: Ana names the colour of her Wild as Bruno, at the host, jumps in with the very
    card on top: her dialog closes by itself and her hand says who was first."""
    host = HostThread(
        ("Ana", "Bruno", "Carla"),
        ("human", "human", "cpu-easy"),
        [0],
        deals=[deal(["W G1 G2", "R9 G3 G4", "Y1 Y2 Y3"], "R9", dealer=2)],
        rules=Rules(jump_in=True),
        clock=LoopFakeClock(),
    )
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        await table.press("enter")  # the Wild: which colour?
        await until_shown(table, lambda: type(app.screen).__name__ == "ColorDialog")
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R9"))))
        words = "Too late: Bruno jumped in first."
        await until_shown(table, lambda: words in said(app))
        assert type(app.screen).__name__ == "JoinedHandScreen"  # read, then the table
        await until_shown(table, lambda: type(app.screen).__name__ == "RemoteTableScreen")
        assert Card.from_code("W") in app.view(0).hand  # nothing lost


async def test_a_notice_waiting_for_enter_gives_way_when_the_players_decision_comes() -> None:
    """Bruno says UNO: Ana's terminal announces it, waiting for Enter. Ana does not press
    it; Carla plays and Ana's turn comes: the notice goes to the corner by itself and her
    hand comes up (a notice must never cost her her time)."""
    host = timed_host(deal(["G1 G2 G3 G4 G5", "R5 R6", "R1 R2 R3"], "R9", dealer=0), carla="human")
    async with joined(host, key_guard=0.0, notifications=True) as (app, table):
        for _ in range(300):  # (no Enter pressed on the way: ``until_shown`` would)
            if app.view(0).current == 1:
                break
            await table.pilot.pause(0.02)
        pressed = len(table.pressed)
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"), uno=True)))
        for _ in range(300):
            if type(app.screen).__name__ == "AnnounceDialog":
                break
            await table.pilot.pause(0.02)
        assert type(app.screen).__name__ == "AnnounceDialog"  # UNO! ... Press Enter
        host.run(lambda: host.conductor.submit(2, Play(2, Card.from_code("R1"))))  # Ana's turn
        words = "Bruno has one card left and said UNO"
        for _ in range(300):
            await table.pilot.pause(0.02)
            if type(app.screen).__name__ == "JoinedHandScreen" and words in said(app):
                break
        assert type(app.screen).__name__ == "JoinedHandScreen"
        assert words in said(app), said(app)
        assert len(table.pressed) == pressed


async def test_the_card_drawn_notice_gives_way_to_the_next_decision() -> None:
    """Ana draws a card she cannot play ("Your turn is over. Press Enter.") and leaves it
    up; when her next decision comes, it closes by itself and her hand shows it."""
    host = timed_host(
        deal(["B1 B2", "R5 R6 R7", "R1 R2 R3"], "R9", dealer=2, pile="Y7 B3 B4 B5 B6")
    )
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        await table.press("d")  # Yellow 7: no match, the turn is over
        await until_shown(table, lambda: type(app.screen).__name__ == "DrewAloneDialog")
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))
        host.advance(1)  # Carla plays: Ana's turn again
        for _ in range(300):
            await table.pilot.pause(0.02)
            if type(app.screen).__name__ == "JoinedHandScreen":
                break
        assert type(app.screen).__name__ == "JoinedHandScreen"
        assert app.view(0).current == 0 and len(app.view(0).hand) == 3
