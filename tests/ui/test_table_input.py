"""The table's input through the window: tapping the cup to roll, and what the HUD says when play must stop."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Property, QObject, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QVector3D
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from tests.ui.conftest import program_window
from tests.ui.test_table_window import click_item, find, screenshot

from dicebar.app.gui import build_window
from dicebar.app.self_test import walk_items
from dicebar.rules.dice import ScriptedDice
from dicebar.rules.events import DiceThrown
from dicebar.rules.registry import new_game
from dicebar.session.lobby import Lobby, default_setup
from dicebar.session.sealing import TableSeeds

pytestmark = pytest.mark.slow


class ResumeSignal(QObject):
    """Stands in for the autosave: the window goes to the table when it says a game was resumed."""

    resumed = Signal()
    offer = Property(str, lambda self: "", constant=True)


@pytest.fixture
def window(qtbot: Any) -> Iterator[tuple[Lobby, QQuickWindow, ResumeSignal]]:
    lobby = Lobby()
    resumer = ResumeSignal()
    engine, window = build_window(lobby, size=(1280, 800), context={"autosave": resumer})
    window.show()
    qtbot.waitExposed(window)
    yield lobby, window, resumer
    window.close()
    del engine
    lobby.leave()


def test_scripted_dice_running_out_stop_play_with_one_line_in_the_hud(
    qtbot: Any, window: tuple[Lobby, QQuickWindow, ResumeSignal]
) -> None:
    lobby, win, resumer = window
    setup = default_setup("bar-dice")
    setup["seats"] = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana")]
    game = new_game("bar-dice", ["Max", "Ana"], ScriptedDice([[6, 6, 6, 2, 3]]), first="Max")
    assert lobby.resume(setup, game, TableSeeds.from_number(7, 2))
    resumer.resumed.emit()  # as the autosave does: the window goes to the table
    session = lobby.session
    assert session is not None
    session.skipAnimations = True
    qtbot.waitUntil(lambda: bool(session.hud["notice"]), timeout=15_000)
    line = find(win, "rollsLine")
    qtbot.waitUntil(lambda: line.property("text") == session.hud["notice"])
    assert line.property("text").startswith("The scripted dice have run out")
    assert line.property("lineCount") == 1 and line.property("visible")
    assert not find(win, "rollButton").property("enabled")


def _to_the_table(qtbot: Any, lobby: Lobby, win: QQuickWindow, game_id: str) -> Any:
    """The lobby's default table for `game_id` (you and two computers), started by clicks."""
    click_item(win, find(win, f"game-{game_id}"))
    click_item(win, find(win, "startButton"))
    qtbot.waitUntil(
        lambda: lobby.session is not None and any(o.objectName() == "tablePage" for o in walk_items(win.contentItem()))
    )
    stack = find(win, "stack")
    qtbot.waitUntil(lambda: not stack.property("busy"))  # the table page has slid in
    return lobby.session


def cup_point(win: QQuickWindow, session: Any) -> QPoint:
    """The middle of the waiting cup on screen: its 3D place (GameSession.cupSpot), half its height up."""
    view = find(win, "table3d")
    assert isinstance(view, QQuickItem)
    x, y, z = session.cupSpot
    projected = view.mapFrom3DScene(QVector3D(x, y + 5.0, z))  # type: ignore[attr-defined]
    return view.mapToScene(QPointF(projected.x(), projected.y())).toPoint()


def tap(win: QQuickWindow, point: QPoint) -> None:
    QTest.mouseClick(win, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def _throws_by(session: Any, seat: int) -> list[int]:
    """A list that grows by one for every throw step of `seat` the session starts."""
    thrown: list[int] = []
    session.stepStarted.connect(
        lambda step: thrown.append(1) if step["kind"] == "throw" and step["seat"] == seat else 0
    )
    return thrown


@pytest.mark.parametrize("game_id", ["bar-dice", "aces-in-the-pot"])
def test_tapping_the_waiting_cup_rolls_once(
    qtbot: Any, window: tuple[Lobby, QQuickWindow, ResumeSignal], game_id: str
) -> None:
    lobby, win, _ = window
    session = _to_the_table(qtbot, lobby, win, game_id)
    cup, area = find(win, "cup"), find(win, "cupTapArea")
    # the whole table, where the cup waits beside you (a close-up of your dice may leave it out of view)
    find(win, "table3d").setProperty("closeUps", False)
    thrown = _throws_by(session, 0)
    for _ in range(3):
        qtbot.waitUntil(lambda: session.canRoll or session.over, timeout=60_000)
        if session.over:
            break
        # The cup stands beside you, at rest, with a touch target over it no smaller than a fingertip.
        assert session.cupSpot and cup.property("visible") and cup.property("phase") == "idle"
        qtbot.waitUntil(lambda: cup.property("_drop") == 0)  # (the first turn taps during its drop instead)
        assert area.property("visible") and area.property("width") >= 48 and area.property("height") >= 48
        point = cup_point(win, session)
        screenshot(win, f"cup-waiting-{game_id}")
        assert isinstance(area, QQuickItem) and area.contains(area.mapFromScene(QPointF(point)))
        history = len(session.game.history)
        before = len(thrown)
        tap(win, point)
        tap(win, point)  # a double tap: the second finds the cup already thrown
        assert len(session.game.history) == history + 1 and len(thrown) == before + 1
        assert not session.cupSpot and not area.property("visible")
        qtbot.waitUntil(lambda: cup.property("phase") == "shake")
        # until the person acts again (the computers may play in between), nothing was kept for later either
        qtbot.waitUntil(lambda: session.humanTurn or session.over, timeout=60_000)
        assert len(thrown) == before + 1
    assert len(thrown) >= 2


def test_a_tap_on_the_cup_as_it_drops_in_is_not_lost(
    qtbot: Any, window: tuple[Lobby, QQuickWindow, ResumeSignal]
) -> None:
    lobby, win, _ = window
    session = _to_the_table(qtbot, lobby, win, "bar-dice")
    cup = find(win, "cup")
    thrown = _throws_by(session, 0)
    drops: list[float] = []
    phases: list[str] = []

    def tap_at_once() -> None:
        drops.append(cup.property("_drop"))
        tap(win, cup_point(win, session))
        phases.append(cup.property("phase"))

    def on_changed() -> None:  # the cup is offered: tap it at the next turn of the event loop, as it drops in
        if session.cupSpot and not drops:
            drops.append(-1)
            QTimer.singleShot(0, tap_at_once)

    qtbot.waitUntil(lambda: session.canRoll, timeout=60_000)
    click_item(win, find(win, "rollButton"))  # the cup is offered again when this throw has played
    assert len(thrown) == 1
    session.changed.connect(on_changed)
    qtbot.waitUntil(lambda: len(drops) == 2, timeout=60_000)
    assert drops[1] > 0  # its entrance was still playing
    assert len(thrown) == 2 and phases == ["shake"]  # the tap threw the cup at once
    qtbot.waitUntil(lambda: session.humanTurn or session.over, timeout=60_000)
    assert len(thrown) == 2


def test_taps_where_no_cup_waits_roll_nothing(qtbot: Any, window: tuple[Lobby, QQuickWindow, ResumeSignal]) -> None:
    lobby, win, _ = window
    session = _to_the_table(qtbot, lobby, win, "bar-dice")
    qtbot.waitUntil(lambda: session.canRoll, timeout=60_000)
    point = cup_point(win, session)
    click_item(win, find(win, "rollButton"))
    thrown = _throws_by(session, 0)
    history = len(session.game.history)
    assert not find(win, "cupTapArea").property("visible")
    # While your throw plays (and the computers' after it), the cup's old place takes no roll, now or later.
    while session.busy or not session.humanTurn:
        tap(win, point)
        qtbot.wait(120)
        if session.over:
            break
    assert thrown == [] and len(session.game.history) > history


# ----- the cup in the hand: pressed and dragged it is shaken, let go with a flick it is thrown ------------------


@pytest.fixture
def sized_window(qtbot: Any, request: Any) -> Iterator[tuple[Lobby, QQuickWindow]]:
    """The program's window at the size the test is parametrised with, around a fresh lobby."""
    with program_window(qtbot, size=request.param) as opened:
        yield opened


class Pointer:
    """A mouse, or a finger on a touch screen, on the window: pressed, moved at a hand's pace (the flick is measured
    by it), lifted."""

    touch_screen: Any = None

    def __init__(self, qtbot: Any, win: QQuickWindow, finger: bool = False) -> None:
        self.qtbot, self.win, self.finger = qtbot, win, finger
        if finger and Pointer.touch_screen is None:
            Pointer.touch_screen = QTest.createTouchDevice()

    def _touch(self) -> Any:
        return QTest.touchEvent(self.win, Pointer.touch_screen)

    def press(self, point: QPoint) -> None:
        if self.finger:
            self._touch().press(0, point, self.win).commit()
        else:
            QTest.mousePress(self.win, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def move(self, points: list[QPoint], pause: int = 16) -> None:
        for point in points:
            self.qtbot.wait(pause)
            if self.finger:
                self._touch().move(0, point, self.win).commit()
            else:
                QTest.mouseMove(self.win, point)

    def release(self, point: QPoint) -> None:
        if self.finger:
            self._touch().release(0, point, self.win).commit()
        else:
            QTest.mouseRelease(self.win, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def shake(self, start: QPoint, reach: int, times: int) -> None:
        """Back and forth sideways from `start`, `reach` px either way, `times` times."""
        for _ in range(times):
            for dx in (reach // 2, reach, reach // 2, 0, -reach // 2, -reach, -reach // 2, 0):
                self.move([start + QPoint(dx, 0)])


def offered_cup(qtbot: Any, win: QQuickWindow, session: Any) -> QPoint:
    """The cup waiting for you, settled on its place: where it shows on screen."""
    qtbot.waitUntil(lambda: session.canRoll, timeout=60_000)
    cup = find(win, "cup")
    qtbot.waitUntil(lambda: cup.property("resting") and cup.property("_drop") == 0)
    return cup_point(win, session)


def heading_turn(step: dict[str, Any], seat_aim: tuple[float, float]) -> float:
    """How far (degrees, positive: to the thrower's left) the thrown dice's first tenth of a second heads from the
    seat's aim, from the step's frames (scene centimetres, y up: the table's y is the scene's -z)."""
    positions, count = step["positions"], len(step["dice"])

    def middle(frame: int) -> tuple[float, float]:
        xs = [positions[(frame * count + k) * 3] for k in range(count)]
        zs = [positions[(frame * count + k) * 3 + 2] for k in range(count)]
        return sum(xs) / count, -sum(zs) / count

    (x0, y0), (x1, y1) = middle(0), middle(round(step["fps"] * 0.1))
    dx, dy = x1 - x0, y1 - y0
    ax, ay = seat_aim
    return math.degrees(math.atan2(ax * dy - ay * dx, ax * dx + ay * dy))


@pytest.mark.parametrize(
    ("sideways", "finger"), [(-1, False), (1, False), (1, True)], ids=["right", "left", "left-by-finger"]
)
def test_a_flick_of_the_shaken_cup_throws_it_that_way(
    qtbot: Any, window: tuple[Lobby, QQuickWindow, ResumeSignal], sideways: int, finger: bool
) -> None:
    """With the mouse, and with a finger on a touch screen (a kiosk): the same."""
    lobby, win, _ = window
    hand = Pointer(qtbot, win, finger)
    session = _to_the_table(qtbot, lobby, win, "bar-dice")
    cup, sounds = find(win, "cup"), find(win, "sounds")
    throws: list[dict[str, Any]] = []
    session.stepStarted.connect(lambda step: throws.append(step) if step["kind"] == "throw" else None)
    start = offered_cup(qtbot, win, session)
    history, rattles = len(session.game.history), sounds.property("played")
    hand.press(start)
    hand.shake(start, 60, 3)
    # Held and shaken: the cup follows the pointer over the felt, and it rattles; nothing is thrown yet.
    assert cup.property("phase") == "held" and cup.property("visible")
    assert sounds.property("played") > rattles
    assert len(session.game.history) == history and throws == []
    # A flick up the screen and to one side (to the thrower's left: the screen's left), let go as it flies.
    path = [start + QPoint(-sideways * 18 * k, -14 * k) for k in range(1, 7)]
    hand.move(path)
    hand.release(path[-1])
    assert len(session.game.history) == history + 1 and len(throws) == 1
    throw = throws[0]
    assert throw["seat"] == 0 and throw["lead"] < 0.5  # shaken already: it only swings to its pour and tips
    thrown = [event for event in session.game.log if isinstance(event, DiceThrown)]
    assert throw["values"] == list(thrown[-1].faces)  # the model's values, whatever the flick
    mouth = session.scene.table.seats[0].cup_mouth
    aim = (-mouth[0] / math.hypot(*mouth[:2]), -mouth[1] / math.hypot(*mouth[:2]))
    turn = heading_turn(throw, aim)
    assert 15 <= sideways * turn <= 45, turn  # the dice head off the way of the flick
    qtbot.waitUntil(lambda: cup.property("phase") in ("tip", "pour", "lift", "idle"))
    screenshot(win, f"cup-flicked-{'left' if sideways > 0 else 'right'}{'-by-finger' if finger else ''}")


@pytest.mark.parametrize("sized_window", [(1920, 1080), (1024, 600)], indirect=True, ids=["1920x1080", "1024x600"])
def test_the_cup_dragged_back_to_its_place_is_not_thrown(qtbot: Any, sized_window: tuple[Lobby, QQuickWindow]) -> None:
    lobby, win = sized_window
    hand = Pointer(qtbot, win)
    session = _to_the_table(qtbot, lobby, win, "bar-dice")
    cup = find(win, "cup")
    throws: list[dict[str, Any]] = []
    session.stepStarted.connect(lambda step: throws.append(step) if step["kind"] == "throw" else None)
    start = offered_cup(qtbot, win, session)
    history = len(session.game.history)
    hand.press(start)
    away = [start + QPoint(12 * k, -10 * k) for k in range(1, 9)]
    hand.move(away)
    hand.shake(away[-1], 50, 2)
    # The cup is up in the hand, over the felt away from its place.
    held = cup.property("heldAt")
    x, _, z = session.cupSpot
    assert cup.property("phase") == "held" and math.hypot(held.x() - x, held.z() - z) > 5
    screenshot(win, "cup-shaken")
    hand.move([*reversed(away[:-1]), start])
    qtbot.wait(200)  # held still on its place
    hand.release(start)
    assert len(session.game.history) == history and throws == []
    assert session.canRoll and cup.property("phase") == "idle" and cup.property("resting")
