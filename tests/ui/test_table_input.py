"""The table's input through the window: tapping the cup to roll, and what the HUD says when play must stop."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Property, QObject, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QVector3D
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from tests.ui.test_table_window import click_item, find, screenshot

from dicebar.app.gui import build_window
from dicebar.app.self_test import walk_items
from dicebar.rules.dice import ScriptedDice
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
