"""What a joined terminal's screen says, at 80x24 with NO_COLOR, in each language (issue 37
items 1 and 2): a catch pressed during the forgetful player's grace (U7), and a person's
decision a computer player took when the turn timer ran out."""

from __future__ import annotations

import pytest
from app.driver import visible_text

from uno_tui.engine import Card, DealSpec, Play, Rules
from uno_tui.ui.app import UnoApp
from uno_tui.ui.dialogs import AnnounceDialog
from uno_tui.ui.hosted.screens import RemoteTableScreen

from .test_client_app import joined, until_shown
from .threaded import HostThread, timed_host


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


#: Bruno (seat 1) plays first and holds two cards; Ana joins from another terminal.
DEAL = DealSpec(
    hands=(cards("G1 G2 G3 G4 G5"), cards("R5 R6"), cards("Y1 Y2 Y3 Y4 Y5")),
    start=Card.from_code("R9"),
    draw_pile=cards("B1 B2 B3 B4 B5 B6 B7 B8"),
    dealer=0,
)


def said(app: UnoApp) -> str:
    """The screen's words, the lines of a box (or of a notice in the corner, drawn with a
    bar on its left) run together."""
    return " ".join(visible_text(app).replace("│", " ").replace("▌", " ").split())


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Too soon: Bruno has 2 seconds to say UNO, and your try is spent"),
        ("pt_PT", "Cedo demais: Bruno tem 2 segundos para dizer UNO, e gastaste a tua"),
        ("pt_BR", "Cedo demais: Bruno tem 2 segundos para falar UNO, e você gastou"),
        ("es", "Demasiado pronto: Bruno tiene 2 segundos para decir UNO, y gastaste"),
    ],
)
async def test_a_catch_in_the_grace_is_refused_in_words(lang: str, words: str) -> None:
    host = HostThread(("Ana", "Bruno", "Carla"), ("human", "human", "cpu-easy"), [0], deals=[DEAL])
    host.run(lambda: setattr(host.conductor.catches, "grace", 600.0))  # (no race with it)
    async with joined(host, key_guard=0.0, lang=lang) as (app, table):
        await until_shown(table, lambda: app.view(0).current == 1)
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))  # no UNO
        await until_shown(table, lambda: app.view(0).uno_window == 1)
        await table.press("c")
        for _ in range(200):
            await table.pilot.pause(0.02)
            if words in said(app):
                break
        assert words in said(app), said(app)
        assert host.run(lambda: [len(h) for h in host.session.game.hands]) == [5, 1, 5]  # type: ignore[union-attr]


#: Bruno (seat 1, at the host's keyboard) plays first; nothing anyone can play is news.
QUIET = DealSpec(
    hands=(cards("G1 G2 G3 G4 G5"), cards("R5 R6 R7 B2 B3"), cards("R1 R2 R3 Y4 Y5")),
    start=Card.from_code("R9"),
    draw_pile=cards("B1 B4 B5 B6 B7 B8 Y1 Y2"),
    dealer=0,
)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Bruno ran out of time: a computer player moved for Bruno"),
        ("pt_PT", "Bruno ficou sem tempo: um jogador do computador jogou por Bruno"),
        ("pt_BR", "O tempo de Bruno acabou: um jogador do computador jogou por Bruno"),
        ("es", "A Bruno se le acabó el tiempo: un jugador de la máquina jugó por Bruno"),
    ],
)
async def test_every_terminal_is_told_a_person_ran_out_of_time_waiting_for_no_key(
    lang: str, words: str
) -> None:
    """A notice in the corner, as the host's: Ana's hand comes up under it with no key
    pressed (a notice that waited for her Enter would cost her her own time)."""
    host = timed_host(QUIET)
    async with joined(host, key_guard=0.0, lang=lang, notifications=True) as (app, table):
        await until_shown(table, lambda: app.view(0).current == 1)
        pressed = len(table.pressed)
        host.advance(31)  # Bruno, at the host's keyboard, does not move; Carla plays
        for _ in range(300):
            await table.pilot.pause(0.02)
            if words in said(app) and type(app.screen).__name__ == "JoinedHandScreen":
                break
        assert words in said(app), said(app)
        assert type(app.screen).__name__ == "JoinedHandScreen"  # Ana's turn, at once
        assert len(table.pressed) == pressed  # no Enter was needed on the way
        assert app.view(0).current == 0 and not host.run(
            lambda: host.conductor.turns.timed_out == {1, 0}
        )


#: Ana (seat 0, at a joined terminal) plays first and holds nothing that fits: D draws a Wild.
DRAWS_A_WILD = DealSpec(
    hands=(cards("B1 B2 B3"), cards("G1 G2 G3"), cards("Y1 Y2 Y3")),
    start=Card.from_code("R9"),
    draw_pile=cards("W B4 B5 B6 B7 B8"),
    dealer=2,
)


async def test_a_dialog_whose_decision_the_timer_took_goes_back_without_harm() -> None:
    host = HostThread(
        ("Ana", "Bruno", "Carla"), ("human", "cpu-easy", "cpu-easy"), [0], deals=[DRAWS_A_WILD]
    )
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: app.view(0).current == 0)
        await table.press("d")  # the Wild drawn: play it or keep it
        await until_shown(table, lambda: type(app.screen).__name__ == "PlayOrKeepDialog")
        await table.press("p")  # play it: which colour?
        await until_shown(table, lambda: type(app.screen).__name__ == "ColorDialog")
        # Ana thinks too long: the host's timer lets a computer player decide for her.
        host.run(lambda: setattr(host.conductor.turns, "seconds", 0.01))
        host.run(host.conductor.kick)
        for _ in range(300):
            await table.pilot.pause(0.02)
            if app.view(0).drawn is None:
                break
        await table.press("x")  # back from the colour dialog: the decision is gone
        for _ in range(20):
            await table.pilot.pause(0.02)
        assert app.return_code is None and app.is_running  # no traceback
        assert type(app.screen).__name__ != "PlayOrKeepDialog"


#: Ana (seat 0) joins; Bruno (seat 1, at the host's keyboard) plays first and says UNO;
#: Carla decides next, at the host's keyboard too.
SAID_UNO = DealSpec(
    hands=(cards("G1 G2 G3 G4 G5"), cards("R5 R6"), cards("Y1 Y2 Y3 Y4 Y5")),
    start=Card.from_code("R9"),
    draw_pile=cards("B1 B2 B3 B4 B5 B6 B7 B8"),
    dealer=0,
)

#: Ana's wrong catch of Bruno, as her terminal announces it (HR8).
WRONG = {
    "en": "Ana caught Bruno wrongly (Bruno owed no UNO): Ana draws 2.",
    "pt_PT": "Ana apanhou Bruno por engano (Bruno não devia UNO): Ana compra 2.",
    "pt_BR": "Ana pegou Bruno por engano (Bruno não devia UNO): Ana compra 2.",
    "es": "Ana atrapó a Bruno por error (Bruno no debía UNO): Ana roba 2.",
}


@pytest.mark.parametrize("lang", list(WRONG))
async def test_c_at_a_joined_terminal_makes_the_wrong_catch_the_house_rule_allows(
    lang: str,
) -> None:
    """HR8 at a joined terminal, as at the host's (found by the hot-seat play-test: C
    there said nobody could be caught while Bruno held one card)."""
    host = HostThread(
        ("Ana", "Bruno", "Carla"),
        ("human", "human", "human"),  # (Carla decides at the host: Ana's screen stays)
        [0],
        deals=[SAID_UNO],
        rules=Rules(wrong_catch_penalty=True),
    )
    async with joined(host, key_guard=0.0, lang=lang) as (app, table):
        await until_shown(table, lambda: app.view(0).current == 1)
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"), uno=True)))
        await until_shown(table, lambda: isinstance(app.screen, AnnounceDialog))
        await table.press("enter")  # (Bruno said UNO: read, then the table again)
        await until_shown(table, lambda: isinstance(app.screen, RemoteTableScreen))
        await table.press("c")
        for _ in range(200):
            await table.pilot.pause(0.02)
            if WRONG[lang] in said(app):
                break
        assert WRONG[lang] in said(app), said(app)
        hands = host.run(lambda: [len(h) for h in host.session.game.hands])  # type: ignore[union-attr]
        assert hands[:2] == [7, 1]
