"""PeekPoker through the real window: two people at one screen and a computer play a whole scripted game by
clicks, taps and held cups (a split pot, an all-in with a side pot, ace re-rolls, a busted player, the crown),
and the window is checked against the model whenever the table is idle; then one person against computers
with seeded dice and real bots. Screenshots of betting, peeking and the showdown land in tests/artifacts/ui/.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QMetaObject, QPointF, Qt
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from tests.qt_leaks import running_qml

import dicebar.session.lobby as lobby_module
from dicebar.app.gui import build_window
from dicebar.app.self_test import tap_die
from dicebar.rules.actions import ROLL, Action, action_from_json
from dicebar.rules.dice import ScriptedDice, parse_poker_face
from dicebar.rules.peekpoker import PRIVATE_DICE, PeekPoker
from dicebar.session.lobby import Lobby
from dicebar.session.poker_session import PokerSession
from dicebar.ui.qt_messages import close_window

from .conftest import wait_for_the_person
from .test_table_window import click_item, find, resize, screenshot, shown_top_value

pytestmark = pytest.mark.slow

SHOT_SIZES = ((1024, 600), (1920, 1080))
# One person against computers: a table whose game is short and busts the person (the skip to the end is offered)
COMPUTERS_SEED = 5

# Roll-off: Max (the computer) deals. Hand 1: You and Ana show the same pair of kings and split the pot (odd chip
# to You). Hand 2 (You deal): Max goes all in for 8, You re-raise all in to 10, Ana calls all in for 9; You
# re-roll your ace (an ace again: asked again, you keep it); Max's four kings take the main pot, Ana's three
# queens the side pot. Hand 3 (Ana deals): You are all in with the ante; Max bets 1, Ana calls all in; Max's
# full house takes everything and the crown.
ROLLS = [["9"], ["10"], ["A"]]
ROLLS += [["9", "10", "Q"], ["Q", "10", "9"], ["A", "K", "K"], ["K", "K", "J"]]
ROLLS += [["Q", "Q", "9"], ["K", "K", "K"], ["A", "9", "9"], ["Q", "K", "10"], ["A"]]
ROLLS += [["K", "K", "Q"], ["9", "10", "J"], ["9", "10", "Q"], ["K", "Q", "9"]]
MAX_MOVES: list[Any] = ["fold", {"bet": 8}, {"bet": 1}]
# What the people do, in order: (seat, move); "ready", "roll", "peek", taps and clicks are done on the way.
PEOPLE: list[tuple[int, Any]] = [
    (0, "check"),
    (1, {"bet": 1}),
    (0, "call"),
    (0, "check"),
    (1, "check"),
    (1, "check"),
    (0, {"raise_to": 10}),
    (1, "call"),
    (0, {"reroll": 1}),
    (0, {"reroll": 0}),
    (1, "call"),
]


class ScriptedComputer:
    """The computer's decisions for the scripted dice (a real computer seat: the session runs it on its timer)."""

    def __init__(self, moves: list[Any]) -> None:
        self.moves = [action_from_json(move) for move in moves]

    def choose(self, observation: dict[str, Any]) -> Action:
        return self.moves.pop(0)


@pytest.fixture
def poker_window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Lobby, QQuickWindow]]:
    faces = [[parse_poker_face(face) for face in entry] for entry in ROLLS]
    monkeypatch.setattr(lobby_module, "SealedDice", lambda seed: ScriptedDice(faces))
    monkeypatch.setattr(lobby_module, "make_bot", lambda *args, **kwargs: ScriptedComputer(MAX_MOVES))
    setup = {
        "game": "peekpoker",
        "options": {"stack": 10},
        "seats": [
            {"name": "You", "human": True},
            {"name": "Ana", "human": True},
            {"name": "Max", "human": False, "strength": "good"},
        ],
    }
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1280, 800), auto_start=setup)
    window.show()
    qtbot.waitExposed(window)
    yield lobby, window
    qtbot.waitUntil(lambda: not running_qml(window), timeout=5000)  # the last banner fades before the window closes
    close_window(window)
    del engine
    lobby.leave()


def expected_cup(game: PeekPoker, seat: int) -> str:
    """The cup a seat should show, from the model alone."""
    betting = game.betting
    if game.is_over:
        return "out" if betting.stacks[seat] == 0 else ("away" if game.shown[seat] else "down")
    if not betting.dealt[seat]:
        return "out"
    if game.shown[seat]:
        return "away"
    if not game.private[seat]:
        return "up"
    return "folded" if betting.folded[seat] else "down"


def check_window_matches_model(window: QQuickWindow, session: PokerSession) -> None:
    game: PeekPoker = session.game  # type: ignore[assignment]
    betting = game.betting
    seats = range(len(game.names))
    bets = betting.round_bets if betting.in_round else [0] * len(seats)
    pots = session.poker["pots"]
    assert sum(pots) + sum(bets) == game.pot()
    for seat in seats:
        plate = find(window, f"seatPlate{seat}")
        assert plate.property("chips") == betting.stacks[seat]
        assert plate.property("status") == game.seat_status(seat)
        assert find(window, f"stack{seat}").property("amount") == betting.stacks[seat]
        assert find(window, f"bet{seat}").property("amount") == bets[seat]
        cup = find(window, f"peekCup{seat}").property("cupState")
        peeking = session.poker["peeking"] == seat
        assert cup == ("peek" if peeking else expected_cup(game, seat)), (seat, cup)
        for index in range(seat * PRIVATE_DICE, (seat + 1) * PRIVATE_DICE):
            node = find(window, f"die{index}")
            assert not node.property("flying")
            if game.shown[seat]:
                assert not node.property("hidden") and shown_top_value(node) == game.private[seat][index % 3]
            elif not peeking and not game.in_rolloff:
                assert node.property("hidden"), f"seat {seat}'s private die {index} is on show"
                assert node.property("restOffset").scalar() == 1.0  # no face turned up: no value at all
    for index, amount in enumerate(pots):
        assert find(window, f"pot{index}").property("amount") == amount
    community = [session.scene.dice[len(game.names) * PRIVATE_DICE + k] for k in range(3)]
    for die, value in zip(community, game.community, strict=False):
        assert shown_top_value(find(window, f"die{die.index}")) == value
    # The bar offers exactly the legal choices of the person to act.
    legal = game.legal_actions() if session.humanTurn and not session.awaitingReady else []
    kinds = {action.kind for action in legal}
    assert find(window, "checkButton").property("visible") == ("check" in kinds)
    assert find(window, "callButton").property("visible") == ("call" in kinds)
    assert find(window, "foldButton").property("visible") == ("fold" in kinds)
    assert find(window, "betButton").property("visible") == bool(kinds & {"bet", "raise_to"})
    assert find(window, "pokerRollButton").property("visible") == (legal == [ROLL])


def hold_cup(window: QQuickWindow) -> QPointF:
    area = find(window, "peekArea")
    assert isinstance(area, QQuickItem) and area.isVisible()
    centre = area.mapToScene(QPointF(area.width() / 2, area.height() / 2))
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre.toPoint())
    return centre


def let_go(window: QQuickWindow, centre: QPointF) -> None:
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre.toPoint())


def shots(qtbot: Any, window: QQuickWindow, name: str) -> None:
    for size in SHOT_SIZES:
        resize(qtbot, window, size)
        screenshot(window, name)
    resize(qtbot, window, (1280, 800))


def _items_over(window: QQuickWindow, name: str, others: list[str]) -> list[str]:
    """Those of the visible items named in `others` that a visible item `name` lies on, by name."""
    item = find(window, name)
    if not item.isVisible():
        return []
    box = item.mapRectToScene(item.boundingRect())
    return [
        other.objectName()
        for other in (find(window, each) for each in others)
        if other.isVisible() and other.mapRectToScene(other.boundingRect()).intersects(box)
    ]


def _hand_tags_over(window: QQuickWindow, name: str) -> list[str]:
    """The hand tags (at a showdown) that a visible item `name` lies under, by name."""
    return _items_over(window, name, [f"handTag{seat}" for seat in range(3)])


def test_two_people_and_a_computer_play_a_whole_game_through_the_window(
    qtbot: Any, poker_window: tuple[Lobby, QQuickWindow]
) -> None:
    lobby, window = poker_window
    session = lobby.session
    assert isinstance(session, PokerSession)
    game: PeekPoker = session.game  # type: ignore[assignment]
    session.speed = 4.0
    steps: list[str] = []
    session.stepStarted.connect(lambda step: steps.append(step["kind"]))
    todo = list(PEOPLE)
    shot = {"betting": False, "peeking": False, "showdown": False}

    for _ in range(200):
        wait_for_the_person(qtbot, session)
        qtbot.wait(30)
        if session.over:
            break
        current = game.current_player
        assert current in (0, 1)
        if session.awaitingReady:
            assert find(window, "passScreen").property("visible")
            title = find(window, "passTitle").property("text")
            assert title == f"{game.names[current]}, your turn"
            assert not find(window, "peekArea").property("visible")  # nobody peeks before the others look away
            click_item(window, find(window, "readyButton"))
            qtbot.waitUntil(lambda: not session.awaitingReady)
        check_window_matches_model(window, session)
        if session.controls["kind"] == "roll":
            click_item(window, find(window, "pokerRollButton"))
            continue
        seat, move = todo.pop(0)
        assert seat == current, (seat, current, move)
        # Peek: hold the cup, see one's own dice (and only those), let go.
        if game.private[current] and not game.shown[current]:
            centre = hold_cup(window)
            qtbot.waitUntil(lambda seat=current: session.poker["peeking"] == seat)
            mine = [find(window, f"die{current * 3 + k}") for k in range(3)]
            assert not any(node.property("hidden") for node in mine)
            assert [shown_top_value(node) for node in mine] == game.private[current]
            check_window_matches_model(window, session)
            if not shot["peeking"] and current == 0:
                qtbot.wait(400)
                for size in SHOT_SIZES:
                    resize(qtbot, window, size)
                    let_go(window, centre)
                    centre = hold_cup(window)
                    qtbot.wait(400)
                    screenshot(window, "poker-peeking")
                shot["peeking"] = True
            let_go(window, centre)
            qtbot.waitUntil(lambda: session.poker["peeking"] == -1)
            resize(qtbot, window, (1280, 800))
            assert all(node.property("hidden") for node in mine)
        if not shot["betting"] and game.hand_number == 2 and session.controls["kind"] == "bet":
            shots(qtbot, window, "poker-betting")
            shot["betting"] = True
        before = len(game.history)
        if isinstance(move, dict) and "reroll" in move:
            aces = session.controls["dice"]
            for index in aces[: move["reroll"]]:
                tap_die(window, session, index)
            qtbot.waitUntil(lambda aces=move["reroll"]: session.controls["chosen"] == aces)
            if move["reroll"] == 0:
                session.speed = 0.5  # the showdown that follows plays slowly enough to be photographed
            click_item(window, find(window, "rerollButton"))
        elif isinstance(move, dict):
            amount = move.get("bet", move.get("raise_to"))
            quick = [q for q in session.controls["quick"] if q["amount"] == amount]
            assert quick, f"{amount} is one of the quick sizes"
            click_item(window, find(window, f"quick{session.controls['quick'].index(quick[0])}"))
            assert find(window, "betButton").property("text").endswith(str(amount))
            click_item(window, find(window, "betButton"))
        else:
            click_item(window, find(window, f"{move}Button"))
        qtbot.waitUntil(lambda done=before: len(game.history) > done)
        assert game.history[before] == action_from_json(move)
        if session.speed < 1:
            qtbot.waitUntil(lambda: "hands" in steps[-3:], timeout=30_000)
            qtbot.wait(1200)  # the last banner fades
            shots(qtbot, window, "poker-showdown")
            shot["showdown"] = True
            assert find(window, "readingLine").property("text") == "Max's hand: four kings"  # the best hand shown
            assert not _hand_tags_over(window, "dealerMark")
            session.speed = 4.0
    assert not todo and session.over and game.is_over
    assert game.result().winner == (2,)
    assert session.drift == []
    assert {"cup", "counters", "gather", "win", "hands", "button", "throw", "move"} <= set(steps)
    assert all(shot.values())
    qtbot.waitUntil(lambda: find(window, "endOverlay").property("visible"))
    assert find(window, "crown").property("visible")
    assert find(window, "crown").parentItem().objectName() == "endOverlay"  # over the result, not under it
    assert find(window, "resultLine").property("text") == "Max wins the game with all 30 chips"
    assert [find(window, f"seatPlate{seat}").property("status") for seat in range(3)] == ["out", "out", "in"]
    screenshot(window, "poker-end")


def test_one_person_against_computers_keeps_the_cup_up_and_plays_to_the_end(qtbot: Any) -> None:
    setup = {
        "game": "peekpoker",
        "options": {"stack": 6, "blinds": True},
        "seats": [{"name": "You", "human": True}]
        + [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo", "Cy", "Dee")],
    }
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1920, 1080))
    window.show()
    qtbot.waitExposed(window)
    assert lobby._seat(setup, seed=COMPUTERS_SEED)  # as the lobby's Start does, with the same game each run
    QMetaObject.invokeMethod(window, "showTable")
    session = lobby.session
    assert isinstance(session, PokerSession)
    game: PeekPoker = session.game  # type: ignore[assignment]
    session.speed = 4.0
    kept = out = False
    try:
        for _ in range(300):
            qtbot.waitUntil(
                lambda: session.over or session.peopleOut or (session.humanTurn and not session.busy), timeout=90_000
            )
            qtbot.wait(30)
            if session.peopleOut:  # out of chips: the computers finish the game without the show
                info = str(find(window, "bettingInfo").property("text")).replace("\u00a0", " ")  # (no break inside)
                assert "out of chips" in info
                click_item(window, find(window, "skipToEndButton"))
                qtbot.waitUntil(lambda: session.over, timeout=120_000)
                out = True
            if session.over:
                break
            assert not session.awaitingReady  # one person: nobody to send away
            check_window_matches_model(window, session)
            for seat in range(1, 6):  # the computers' private dice stay hidden until a showdown
                if game.private[seat] and not game.shown[seat]:
                    assert all(find(window, f"die{seat * 3 + k}").property("hidden") for k in range(3))
            controls = session.controls
            if controls["kind"] == "roll":
                click_item(window, find(window, "pokerRollButton"))
                continue
            if game.private[0] and not game.shown[0] and not kept:
                click_item(window, find(window, "keepLiftedSwitch"))
                qtbot.waitUntil(lambda: session.poker["peeking"] == 0)
                mine = [find(window, f"die{k}") for k in range(3)]
                assert [shown_top_value(node) for node in mine] == game.private[0]
                # this table's first hand is dealt by the person: the dealer's letter is not left over the cup held up
                assert session.poker["dealer"] == 0
                assert not _items_over(window, "dealerMark", ["peekArea"])
                screenshot(window, "poker-cup-kept-up")
                kept = True
            before = len(game.history)
            if controls["kind"] == "reroll":
                click_item(window, find(window, "rerollButton"))
            elif controls["call"]:
                click_item(window, find(window, "callButton"))
            elif controls["check"]:
                click_item(window, find(window, "checkButton"))
            else:
                click_item(window, find(window, "foldButton"))
            qtbot.waitUntil(lambda done=before: len(game.history) > done)
        assert session.over and session.drift == []
        assert kept
        if out:  # (a person busted in the game's last hand never sees the offer: nothing is left to skip)
            assert find(window, "seatPlate0").property("status") == "out"
        assert not find(window, "skipToEndButton").property("visible")
        if out:
            assert find(window, "skipSwitch").property("checked")  # the menu says animations are skipped now
            qtbot.waitUntil(lambda: not running_qml(window), timeout=5000)  # the switch's own animations end
        qtbot.waitUntil(lambda: find(window, "crown").property("visible"))
    finally:
        close_window(window)
        del engine
        lobby.leave()
