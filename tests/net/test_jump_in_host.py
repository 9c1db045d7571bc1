"""Jump-in (HR6) where it is chosen and at the host's own keyboard: the hosted setup offers
it (the dialog and ``uno-tui host --house-rules jump-in``), hot-seat still refuses it with
the reason, and so does a hosted table with two people at the host's keyboard (they share
its screen). The host's one player jumps in from their own hand."""

from __future__ import annotations

from app.driver import Table, until_drawn, visible_text
from app.scenarios import deal

from uno_tui.engine import Card, Rules
from uno_tui.engine.events import CardPlayed, JumpedIn
from uno_tui.i18n import _
from uno_tui.i18n.house import jump_in_reason, rule_name, shared_screen_reason
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui.dialogs.house import HouseRulesDialog
from uno_tui.ui.hosted.screens import RemoteTurnScreen
from uno_tui.ui.screens import SetupScreen
from uno_tui.ui.screens.jumpin import PlayerHand
from uno_tui.ui.screens.setup_form import check_setup

from .test_host_setup import a_host, squash
from .test_jump_in import until_shown

R7 = Card.from_code("R7")


def jump_line(app: object) -> str:
    from app.reading import frame

    return next(line for line in frame(app) if rule_name("jump_in") in line)  # type: ignore[arg-type]


async def test_the_hosted_setup_offers_jump_in_unless_two_share_the_hosts_screen() -> None:
    app, _port = a_host(AppOptions(seed=3))
    async with app.run_test(size=(80, 30), notifications=True) as pilot:
        table = Table(app, pilot)
        await table.settle()
        assert isinstance(app.screen, SetupScreen)
        # Two people at this keyboard (the form's first rows): refused, with the reason.
        await table.press("ctrl+o")
        assert isinstance(app.screen, HouseRulesDialog)
        line = jump_line(app)
        assert "[-]" in line and shared_screen_reason() in line
        await table.press("6")
        await table.pilot.pause()
        assert "Jump-in is not offered: two or more players share the host's screen." in (
            squash(visible_text(app))
        )
        await table.press("escape")
        # Row 2 an open seat: one person here, and jump-in can be chosen.
        await table.press("down", *["ctrl+t"] * 4, "ctrl+u", *"Bruno", "up")
        await table.press("ctrl+o", "6")
        assert f"[x] {rule_name('jump_in')}" in jump_line(app)
        await table.press("enter", "enter")
        game = app.session.game
        assert game is not None and game.rules == Rules(jump_in=True)


def test_the_form_refuses_jump_in_hot_seat_and_with_two_at_the_hosts_keyboard() -> None:
    rules = Rules(jump_in=True)
    hot_seat = check_setup(["Ana", "Bruno"], "500", rules=rules)
    assert isinstance(hot_seat, str) and jump_in_reason() in hot_seat
    shared = check_setup(
        ["Ana", "Dan", "Bruno"], "500", (HUMAN, HUMAN, "open"), hosting=True, rules=rules
    )
    assert isinstance(shared, str)
    assert shared.startswith("Jump-in is not offered: two or more players share the host's screen.")
    alone = check_setup(["Ana", "Bruno"], "500", (HUMAN, "open"), hosting=True, rules=rules)
    assert not isinstance(alone, str) and alone.rules == rules


async def test_the_hosts_own_player_jumps_in_from_their_hand() -> None:
    """Ana plays at the host's keyboard, Bruno at a terminal that has not joined yet (his
    turn waits), Carla is a computer: Ana holds the Red 7 on top, so her hand shows it,
    and J plays it out of turn; play goes on from her (to Bruno)."""
    app, _port = a_host(
        AppOptions(
            players=("Ana", "Bruno", "Carla"),
            seed=1,
            rules=Rules(jump_in=True),
            deals=[
                deal(
                    ["R7 B1 G2 Y3 B4 G5 Y6", "R1 R2 R3 B7 G7 Y7 B8", "G1 G3 G4 G6 G8 G9 Y1"],
                    "R7",
                    dealer=0,  # Bruno plays first
                )
            ],
            bot_pace=0.0,
            reaction_scale=0.0,
        ),
        {1: "Bruno"},
    )
    app.new_game(("Ana", "Bruno", "Carla"), 500, (HUMAN, HUMAN, cpu()))
    async with app.run_test(size=(100, 30)) as pilot:
        table = Table(app, pilot)
        await table.settle()
        await until_shown(table, lambda: isinstance(app.screen, PlayerHand))
        screen = app.screen
        assert isinstance(screen, PlayerHand) and screen.jump_mode and screen.seat == 0
        await until_drawn(table.pilot)
        text = visible_text(app)
        assert "Ana, you hold the card on top: J jumps in" in text
        assert f"⏎ {_('Play')}  J {_('Jump in')}  U" in text  # beside Play on the key bar
        await table.press("j")
        game = app.session.game
        assert game is not None
        assert game.events[-2:] == [JumpedIn(0), CardPlayed(0, R7, R7.color)]
        assert game.current == 1  # on from Ana: Bruno, who is away
        await until_shown(table, lambda: isinstance(app.screen, RemoteTurnScreen))
        await until_drawn(table.pilot)
        assert "Ana jumps in with ● Red 7." in visible_text(app)
