"""The real window: lobby and 3D table, driven by clicks and taps like a person, checked against the model.

Screenshots land in tests/artifacts/ui/ (look at them: a screen nobody has looked at is not done).
"""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QQuaternion, QVector3D
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from dicebar.app.self_test import tap_die, walk_items
from dicebar.physics.table import FACE_NORMALS, to_y_up
from dicebar.session.lobby import Lobby
from dicebar.ui.qt_messages import grab_window

from .conftest import wait_for_the_person

pytestmark = pytest.mark.slow

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "ui"
PIP_GAMES = ("aces-in-the-pot", "fives-to-the-right", "bar-dice", "layman-bar-dice")
SIZES = ((1024, 600), (1920, 1080), (3840, 2160))


def find(window: QQuickWindow, name: str, seconds: float = 3.0) -> QObject:
    """The window's item or object named `name`, waiting up to `seconds` for it: views make their delegates and
    loaders their items at the window's next polish, which a window just exposed on a busy machine may not have had."""

    def lookup() -> QObject | None:
        found = next((obj for obj in walk_items(window) if obj.objectName() == name), None)
        if found is None:
            found = next((obj for obj in walk_items(window.contentItem()) if obj.objectName() == name), None)
        return found

    found = lookup()
    for _ in range(round(seconds / 0.02)):
        if found is not None:
            break
        QTest.qWait(20)
        found = lookup()
    assert found is not None, f"no item named {name!r}"
    return found


def laid_out(window: QQuickWindow) -> None:
    """The window's items polished now, so that its layouts place every item where it will show (a window just
    shown, or a page just changed, may still stand in its first layout until its next frame is prepared). A grab
    polishes every item on the GUI thread, then draws a frame: nothing of Python is hung on the window's signals
    (whose connections the render thread would clean up, taking the GIL: a deadlock), and no item is touched from
    Python while a layout replaces it (a wrapper of an item deleted meanwhile crashes the process)."""
    grab_window(window)


def click_item(window: QQuickWindow, item: QObject) -> None:
    """Click the item's centre, as a person would: once it is laid out and inside the window (a page may still be
    sliding in)."""
    assert isinstance(item, QQuickItem)
    laid_out(window)

    def centre() -> QPointF:
        return item.mapToScene(QPointF(item.width() / 2, item.height() / 2))

    for _ in range(100):
        if 0 <= centre().x() < window.width() and 0 <= centre().y() < window.height():
            break
        QTest.qWait(20)
    point = centre()
    assert 0 <= point.x() < window.width() and 0 <= point.y() < window.height(), (
        f"{item.objectName() or item} lies outside the window at {point.x():.0f},{point.y():.0f}"
    )
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint())


def shown_top_value(node: QObject) -> int:
    """The face value a die node shows on top, from the rotation the view gives its mesh."""
    rotation: QQuaternion = node.property("shownRotation")
    best, best_y = 0, -2.0
    for value, normal in FACE_NORMALS.items():
        axis, _ = to_y_up(normal, (1.0, 0.0, 0.0, 0.0))
        y = rotation.rotatedVector(QVector3D(*(float(c) for c in axis))).y()
        if y > best_y:
            best, best_y = value, y
    assert best_y > math.cos(math.radians(3)), "a die at rest lies flat"
    return best


def resize(qtbot: Any, window: QQuickWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1], timeout=5000)
    qtbot.wait(400)


def screenshot(window: QQuickWindow, name: str, folder: Path = ARTIFACTS) -> Path:
    """The window as drawn now, saved as `folder`/<name>-<width>x<height>.png."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}-{window.width()}x{window.height()}.png"
    image = grab_window(window)
    assert not image.isNull() and image.width() == window.width()
    assert image.save(str(path))
    return path


def test_the_lobby_at_every_size(qtbot: Any, table_window: tuple[Lobby, QQuickWindow]) -> None:
    _, window = table_window
    for size in SIZES:
        resize(qtbot, window, size)
        screenshot(window, "lobby")
    click_item(window, find(window, "game-peekpoker"))
    click_item(window, find(window, "rulesButton"))
    qtbot.waitUntil(lambda: find(window, "rulesPopup").property("opened"))
    screenshot(window, "lobby-rules-peekpoker")


def _check_table_matches_model(window: QQuickWindow, lobby: Lobby) -> None:
    session = lobby.session
    assert session is not None
    game = session.game
    for seat in range(len(game.names)):
        plate = find(window, f"seatPlate{seat}")
        assert plate.property("tokens") == game.seat_tokens(seat)
        assert plate.property("dice") == game.seat_dice(seat)
        assert plate.property("status") == game.seat_status(seat)
        assert plate.property("current") == (seat == game.current_player)
    for die in session.scene.dice:
        node = find(window, f"die{die.index}")
        assert not node.property("flying")
        if die.zone in ("felt", "aside"):
            assert shown_top_value(node) == die.value


@pytest.mark.parametrize("game_id", PIP_GAMES)
def test_a_person_and_two_computers_play_to_the_end_through_the_window(
    qtbot: Any, table_window: tuple[Lobby, QQuickWindow], game_id: str
) -> None:
    lobby, window = table_window
    click_item(window, find(window, f"game-{game_id}"))
    click_item(window, find(window, "hintsSwitch"))
    click_item(window, find(window, "startButton"))  # the lobby's default table: you and two computers
    qtbot.waitUntil(
        lambda: (
            lobby.session is not None and any(o.objectName() == "tablePage" for o in walk_items(window.contentItem()))
        )
    )
    session = lobby.session
    assert session is not None and session.gameId == game_id
    assert [row["human"] for row in session.seats.rows()] == [True, False, False]
    session.speed = 4.0
    chooser = random.Random(game_id)
    shots = 0
    hinted = False
    settled: list[int] = []
    session.settled.connect(lambda: settled.append(1))
    for _ in range(400):
        wait_for_the_person(qtbot, session)
        qtbot.wait(50)
        _check_table_matches_model(window, lobby)
        if session.over:
            break
        if shots < len(SIZES) and len(session.game.history) > 4:
            resize(qtbot, window, SIZES[shots])
            screenshot(window, f"table-{game_id}")
            shots += 1
        if session.canChooseDice and not hinted:
            click_item(window, find(window, "hintButton"))
            qtbot.waitUntil(lambda: find(window, "hintPanel").property("visible"))
            assert find(window, "hintText").property("text").startswith(("Keep ", "Roll ", "Stop: "))
            screenshot(window, f"hint-{game_id}")
            hinted = True
        if session.canChooseDice and chooser.random() < 0.7:
            felt = [die.index for die in session.scene.felt_dice()]
            for index in chooser.sample(felt, chooser.randint(1, len(felt) - 1)):
                tap_die(window, session, index)
                assert session.scene.dice[index].selected, "the tap lands on the die and chooses it"
        if session.canStop and chooser.random() < 0.3:
            click_item(window, find(window, "stopButton"))
        else:
            click_item(window, find(window, "rollButton"))
    assert session.over and session.game.is_over
    # Bar Dice always gives the person a choice after their first roll; Layman's one-roll elimination may not.
    assert hinted or game_id != "bar-dice"
    assert session.drift == []
    qtbot.waitUntil(lambda: find(window, "endOverlay").property("visible"))
    assert find(window, "resultLine").property("text") == session.hud["result"]
    screenshot(window, f"end-{game_id}")
