"""A seat plate (SeatPlate.qml) is as wide from its first frame as it will ever need to be: whatever its seat comes to
hold (up to every token, die or chip there is, GameSession.holdingMost) and whatever its status. A plate that
widened mid-game would move the camera (TablePage.frameSide), and under software rendering that draws and copies
the whole backdrop again, at a cost of some 20 MB in a game of Fives."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.rules.registry import game_type
from dicebar.session.game_session import seat_holds
from dicebar.session.lobby import session_from_setup

from .conftest import QML_DIR, next_frame

pytestmark = pytest.mark.slow

U = 8.0

# game id -> the plate's property that counts what the seat holds ("" where it holds nothing), and its status words
HOLDINGS = {
    "aces-in-the-pot": ("tokens", ("in", "out")),
    "fives-to-the-right": ("dice", ("in", "out")),
    "peekpoker": ("chips", ("in", "out")),
    "bar-dice": ("", ("in", "safe")),
    "layman-bar-dice": ("", ("in", "safe")),
}


@pytest.fixture
def make_plate(qtbot: Any) -> Iterator[Any]:
    """Plates in a shown window: a layout measures its text only when its window polishes it."""
    engine = QQmlEngine()
    window = QQuickWindow()
    window.resize(900, 200)
    window.show()
    qtbot.waitExposed(window)
    made: list[QQuickItem] = []
    components: list[QQmlComponent] = []  # kept: a plate goes with its component

    def make(game_id: str, holding_most: int, human: bool = False) -> QQuickItem:
        component = QQmlComponent(engine)
        components.append(component)
        component.setData(b"import QtQuick\nSeatPlate { }\n", QUrl.fromLocalFile(str(QML_DIR / "SeatPlateTest.qml")))
        plate = component.createWithInitialProperties(
            {
                "name": "Ana",
                "human": human,
                "strength": "good",
                "tokens": 0,
                "dice": 0,
                "chips": 0,
                "status": "in",
                "current": False,
                "u": U,
                "holds": seat_holds(game_type(game_id)),
                "holdingMost": holding_most,
            }
        )
        assert isinstance(plate, QQuickItem), component.errorString()
        made.append(plate)
        plate.setParentItem(window.contentItem())
        settle(qtbot, plate)
        return plate

    yield make
    for plate in made:
        plate.deleteLater()
    window.close()
    engine.deleteLater()  # after the plates made in it


def settle(qtbot: Any, plate: QQuickItem) -> None:
    """The window's next frame: its layouts are polished before it is drawn."""
    next_frame(qtbot, plate.window())


def detail_width(plate: QQuickItem) -> float:
    """What the plate's text needs: its column and the margins SeatPlate.qml gives it."""
    content = plate.childItems()[0]
    return float(content.implicitWidth()) + 3 * U


@pytest.mark.parametrize("game_id", HOLDINGS)
@pytest.mark.parametrize("human", [True, False])
@pytest.mark.parametrize("most", [10, 12_345])  # the status word is the widest text, or the count is
def test_a_plate_never_widens_whatever_its_seat_comes_to_hold(
    qtbot: Any, make_plate: Any, game_id: str, human: bool, most: int
) -> None:
    counted, words = HOLDINGS[game_id]
    plate = make_plate(game_id, most if counted else 0, human)
    first = plate.width()
    for count in [n for n in (0, 1, 9, 10, 99, 100, 9_999, most) if n <= most]:
        for word in words:
            if word == "out" and count:
                continue  # out means holding nothing (the games' seat_status)
            if counted:
                plate.setProperty(counted, count)
            plate.setProperty("status", word)
            settle(qtbot, plate)
            assert detail_width(plate) <= first + 0.5, (count, word, plate.width(), first)
            assert plate.width() == pytest.approx(first), (count, word)


def test_without_the_most_the_plate_would_widen(qtbot: Any, make_plate: Any) -> None:
    """The check above can fail: told a smaller most, the plate grows when its seat holds more than that."""
    plate = make_plate("fives-to-the-right", 5)
    first = plate.width()
    plate.setProperty("dice", 12_345_678)
    settle(qtbot, plate)
    assert plate.width() > first + 1


@pytest.mark.parametrize("game_id", HOLDINGS)
def test_the_most_a_seat_can_hold_is_everything_on_the_table(qapp: Any, game_id: str) -> None:
    seats = [{"name": name, "human": True} for name in "ABCDE"]
    session = session_from_setup({"game": game_id, "seats": seats}, seed=3, animate=False)
    game = session.game
    counted, _ = HOLDINGS[game_id]
    total = sum(game.seat_tokens(s) + game.seat_dice(s) + game.seat_chips(s) for s in range(5))
    assert session.holdingMost == total + game.pot() + game.center()
    assert (session.holdingMost > 0) == bool(counted)
    session.dispose()
