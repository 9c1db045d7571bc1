"""Whole games through the real screens, keys only (S8, T3, W3-W6, U1-U3, E1, P1, P2, H1-H4).

Each scenario spells out its deal (``tests/app/scenarios.py``) so that every key lands on
a known card; the asserts read the game, the screens and what the table was told.
"""

from __future__ import annotations

from uno_tui.engine import Card, Color, Phase
from uno_tui.engine.events import (
    CardPlayed,
    ColorChosen,
    DrawnCardKept,
    GameEnded,
    RoundEnded,
    UnoCaught,
    UnoSaid,
    WildDrawFourChallenged,
)
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import (
    AnnounceDialog,
    CatchDialog,
    ChallengeDialog,
    ColorDialog,
    DrewDialog,
    PlayOrKeepDialog,
    RevealDialog,
)
from uno_tui.ui.screens import (
    DealerDrawScreen,
    HandScreen,
    PassScreen,
    RevealCurtain,
    ScoreScreen,
    SetupScreen,
    SheetMode,
)
from uno_tui.ui.widgets import CardView, EventLog, KeyBar

from .conftest import Run
from .driver import Table, screen_text, until_drawn
from .scenarios import FOUR_PLAYER_CHALLENGES, TWO_PLAYER_WILD_START, deal

C = Card.from_code


def curtain_text(table: Table) -> str:
    screen = table.app.screen
    assert isinstance(screen, PassScreen), type(screen).__name__
    return screen_text(screen)


async def draw_and_take(table: Table) -> None:
    """Draw; keep the card if it can be played, else acknowledge it."""
    await table.press("d")
    if isinstance(table.app.screen, PlayOrKeepDialog):
        await table.press("k")
    else:
        assert isinstance(table.app.screen, DrewDialog)
        await table.press("enter")


async def test_two_players_wild_start_draws_uno_round_end_and_target(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], target=20, seed=11, deals=TWO_PLAYER_WILD_START)
    async with run(app) as table:
        game = table.game
        # No dealer draw: the deal names the dealer. The curtain says what waits for Ana.
        await table.wait_for(PassScreen)
        assert "Pass the keyboard to ANA" in curtain_text(table)
        assert "The start card is a Wild" in curtain_text(table)

        # S8: Ana names the colour of the start Wild, over her own hand.
        await table.press("enter")
        await table.wait_for(ColorDialog)
        assert isinstance(app.screen_stack[-2], HandScreen)
        await table.press("escape")  # a start Wild cannot be taken back
        assert isinstance(app.screen, ColorDialog)
        await table.press("r")
        assert isinstance(game.events[-1], ColorChosen)
        assert game.color is Color.RED and game.phase is Phase.TURN

        await table.play(C("R5"))
        assert game.top is C("R5") and game.current == 1

        # T3: Bruno draws R1, which can be played, and plays it.
        await table.next_hand(seat=1)
        await table.press("d")
        assert isinstance(app.screen, PlayOrKeepDialog)
        assert app.screen.card is C("R1")
        await table.press("p")
        played = [e for e in game.events if isinstance(e, CardPlayed)]
        assert played[-1] == CardPlayed(1, C("R1"), Color.RED)

        # U1: Ana says UNO as she plays her next-to-last card.
        await table.next_hand(seat=0)
        await table.play(C("R7"), uno=True)
        assert UnoSaid(0, False) in game.events
        said = await table.through_announcements()
        assert said == ["Ana has one card left and said UNO."]
        assert "UNO!" in curtain_text(table)  # the seat strip keeps showing it

        # T3: Bruno draws R3, which can be played, and keeps it.
        await table.next_hand(seat=1)
        await table.press("d")
        assert isinstance(app.screen, PlayOrKeepDialog) and app.screen.card is C("R3")
        await table.press("k")
        assert isinstance(game.events[-1], DrawnCardKept)
        assert C("R3") in game.hands[1]

        # E1, P1, P2: Ana goes out; Bruno's G2 Y9 B7 R3 are 21 points: the target is reached.
        await table.next_hand(seat=0)
        await table.play(C("R2"))
        await table.wait_for(ScoreScreen)
        sheet = app.screen
        assert isinstance(sheet, ScoreScreen) and sheet.mode is SheetMode.FINAL
        ended = [e for e in game.events if isinstance(e, RoundEnded)]
        assert ended[-1].winner == 0 and ended[-1].points == 21
        assert isinstance(game.events[-1], GameEnded)
        await until_drawn(table.pilot)
        text = screen_text(sheet)
        assert "Ana wins the game with 21 points!" in text
        assert "Round 1 — Ana went out and scores 21 points." in text
        assert "● Red 3, ★ Yellow 9, ◆ Green 2, ■ Blue 7" in text

        # A new game: the setup screen comes back with the same names.
        await table.press("n")
        await table.wait_for(SetupScreen)
        names = [i.value for i in app.screen.query("Input") if str(i.id).startswith("name-")]
        assert names == ["Ana", "Bruno"]
        await table.press("enter")
        await table.wait_for(DealerDrawScreen)
        assert (
            app.session.game is not game
            and app.session.game is not None
            and app.session.game.round == 1
        )


async def test_four_players_both_challenges_late_uno_catch_to_target(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno", "Carla", "Duda"], target=30, seed=5, deals=FOUR_PLAYER_CHALLENGES
    )
    async with run(app) as table:
        game = table.game

        # Ana: Wild Draw Four while holding no Red (legal), naming Blue.
        await table.next_hand(seat=0)
        await table.play(C("W+4"), "b")

        # W3: Bruno's curtain says what waits; his answer comes over his own hand.
        await table.wait_for(PassScreen)
        assert "Ana played a Wild Draw Four: Bruno accepts it or challenges." in curtain_text(table)
        await table.press("enter")
        await table.wait_for(ChallengeDialog)
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "If Ana held any ● RED card: Ana draws 4, and you play." in text
        assert "If not: you draw 6 and lose your turn." in text

        # W4, W5, H3: he challenges; his own curtain, then Ana's hand for him alone.
        await table.press("c")
        await table.wait_for(RevealCurtain)
        await until_drawn(table.pilot)
        assert "Bruno challenged" not in screen_text(app.screen)  # no verdict before the reveal
        await table.press("enter")
        await table.wait_for(RevealDialog)
        reveal = app.screen
        assert isinstance(reveal, RevealDialog)
        assert sorted(reveal.event.hand) == sorted([C("B1"), C("G6")])
        await until_drawn(table.pilot)
        assert "the Wild Draw Four was legal. You draw 6" in screen_text(reveal)
        await table.press("enter")
        said = await table.through_announcements()
        assert said == ["Bruno challenged — Ana had no ● Red: Bruno draws 6 and loses the turn."]
        assert len(game.hands[1]) == 9

        # Carla: Wild Draw Four while holding Blue 8 (a bluff), naming Green.
        await table.next_hand(seat=2)
        await table.play(C("W+4"), "g")

        # W6: Duda challenges and wins: Carla draws 4 and Duda plays.
        await table.next_hand(seat=3)
        await table.wait_for(ChallengeDialog)
        await table.press("c")
        await table.press("enter")  # the reveal curtain
        await table.wait_for(RevealDialog)
        await until_drawn(table.pilot)
        assert "Carla held ■ Blue (■ Blue 8)" in screen_text(app.screen)
        await table.press("enter")
        said = await table.through_announcements()
        assert said == ["Duda challenged — Carla had ■ Blue: Carla draws 4 and Duda plays."]
        challenges = [e for e in game.events if isinstance(e, WildDrawFourChallenged)]
        assert [c.legal for c in challenges] == [True, False]
        assert len(game.hands[2]) == 6

        # Duda plays G7 down to one card and forgets UNO...
        await table.next_hand(seat=3)
        await table.play(C("G7"))
        assert game.uno_window == 3
        # U3: ...and says it late from Ana's curtain, before anyone catches.
        await table.wait_for(PassScreen)
        # Forgetting UNO is noticed, not announced: the curtain shows the counts only.
        assert "has not said UNO" not in curtain_text(table)
        await table.press("u")
        said = await table.through_announcements()
        assert said == ["Duda said UNO — late, but before anyone caught it. No penalty."]
        assert UnoSaid(3, True) in game.events and game.uno_window is None

        # Ana plays G6 down to one card and forgets; Bruno catches her (U2, H4).
        await table.next_hand(seat=0)
        await table.play(C("G6"))
        await table.wait_for(PassScreen)
        await table.press("c")
        assert isinstance(app.screen, CatchDialog)
        await table.press("1")  # 1: Bruno, the first player other than Ana
        said = await table.through_announcements()
        assert said == ["Bruno caught Ana without UNO: Ana draws 2."]
        assert UnoCaught(1, 0) in game.events and len(game.hands[0]) == 3
        await until_drawn(table.pilot)
        assert "Bruno caught Ana without UNO" in screen_text(app.screen)  # the log says it

        # Bruno and Carla have nothing green: each draws; Duda goes out with G9.
        await table.next_hand(seat=1)
        await draw_and_take(table)
        await table.next_hand(seat=2)
        await draw_and_take(table)
        await table.next_hand(seat=3)
        if game.top.color is Color.GREEN or game.top.rank is C("G9").rank:
            await table.play(C("G9"))
        await table.wait_for(ScoreScreen)
        assert game.phase is Phase.GAME_OVER and game.winner == 3
        await until_drawn(table.pilot)
        assert "Duda wins the game" in screen_text(app.screen)
        await table.press("q")
        await table.press("y")
        assert not app.is_running


async def test_hand_screen_explains_and_obeys(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], target=20, seed=11, deals=TWO_PLAYER_WILD_START)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("g")  # Green
        game = table.game
        # Nothing Green in hand: Enter on a card refuses with the reason, nothing changes.
        reason = str(app.screen.query_one("#reason").render())
        assert "None of your cards can be played: D draws one." in reason
        assert "✗ ● Red 2 does not match Wild with ◆ Green in play." in reason
        before = len(game.actions)
        await table.press("enter")
        assert len(game.actions) == before and isinstance(app.screen, HandScreen)
        # U with three cards: not yet, and the game says so (it never says UNO for you).
        await table.press("u")
        assert "UNO is said as you play your next-to-last card (you hold 3 cards)." in str(
            app.screen.query_one("#reason").render()
        )
        # S, L and ? open over the hand and close again; the turn is still Ana's.
        for key, kind in (("s", ScoreScreen), ("l", None), ("question_mark", None)):
            await table.press(key)
            assert not isinstance(app.screen, HandScreen)
            if kind is not None:
                assert isinstance(app.screen, kind)
            await table.press("enter" if key != "s" else "s")
            assert isinstance(app.screen, HandScreen)
        # D draws: whatever comes, the log (public) says only that Ana drew a card.
        await table.press("d")
        assert isinstance(app.screen, DrewDialog | PlayOrKeepDialog)
        log = app.screen_stack[-2].query_one(EventLog)
        assert log.sentences[-1] == "Ana drew a card."


async def test_click_to_play_and_quit_dialog(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], target=20, seed=11, deals=TWO_PLAYER_WILD_START)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.press("r")
        row = table.hand_row
        target = row.query(CardView)[2]  # R7 (sorted: R2 R5 R7)
        await table.pilot.click(target)
        await table.settle()
        assert row.selected == 2 and table.game.top.code == "W"
        await table.pilot.click(target)
        await table.settle()
        assert table.game.top is C("R7")
        await table.wait_for(PassScreen)
        await table.press("q")
        assert table.app.screen.__class__.__name__ == "QuitDialog"
        await table.press("n")
        assert isinstance(table.app.screen, PassScreen)
        await table.press("q", "y")
        assert not table.app.is_running
        assert not any(isinstance(s, AnnounceDialog) for s in table.app.screen_stack)


async def test_same_player_again_gets_the_curtain_too(run: Run) -> None:
    """H1, A5: with two players a Skip gives Ana the turn back, behind a curtain."""
    deals = [deal(["RS R1 G1", "Y1 Y2 Y3"], "R5", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=2, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("RS"))
        await table.wait_for(PassScreen)
        screen = app.screen
        assert isinstance(screen, PassScreen) and screen.seat == 0
        assert "Pass the keyboard to ANA" in curtain_text(table)
        await until_drawn(table.pilot)
        assert "Bruno is skipped." in screen_text(screen)
        # The key bar is clickable too: its first key lifts the curtain.
        await table.pilot.click(KeyBar, offset=(2, 0))
        await table.settle()
        assert isinstance(app.screen, HandScreen) and app.screen.seat == 0


async def test_catch_from_the_hand_before_the_turn_begins(run: Run) -> None:
    """H4, U2, U4: Bruno can still catch Ana from his hand until he draws or plays."""
    deals = [deal(["R1 G1", "Y1 Y2 R3"], "R5", dealer=1)]
    app = make_app(["Ana", "Bruno"], seed=2, deals=deals)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("R1"))  # down to one card, no UNO
        await table.next_hand(seat=1)
        hand = app.screen
        # C is always on the key bar: its being there tells nobody that a catch is on.
        await until_drawn(table.pilot)
        assert " Catch " in screen_text(hand).splitlines()[-1]
        await table.press("c")
        assert UnoCaught(1, 0) in table.game.events and len(table.game.hands[0]) == 3
        assert "You caught Ana: Ana draws 2." in str(hand.query_one("#reason").render())
        await until_drawn(table.pilot)
        assert " Catch " in screen_text(hand).splitlines()[-1]
        # Pressed again, C says why nothing happens (U5).
        await table.press("c")
        assert "there is nobody to catch" in str(hand.query_one("#reason").render())
