"""The pip-dice table says nothing wrong in QML: a person and a computer play a few throws of Bar Dice (the cup
stands for the person between throws, is tapped away, pours), the person leaves to the lobby, and the window closes
and its lobby goes away. No binding assigns `undefined`, no script throws, at any point. pytest-qt captures every Qt
message of the test (`qtlog`)."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from PySide6.QtCore import QMetaObject

from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby

from .test_poker_qml_messages import bad_qml_messages
from .test_table_window import find

pytestmark = pytest.mark.slow

THROWS = 4


def a_person_and_a_computer() -> dict[str, Any]:
    return {
        "game": "bar-dice",
        "options": {},
        "seats": [
            {"name": "Ana", "human": True, "strength": "good"},
            {"name": "Computer", "human": False, "strength": "good"},
        ],
        "hints": False,
    }


def test_the_table_has_no_qml_warnings_from_throws_to_the_lobby_and_closing(qtbot: Any, qtlog: Any) -> None:
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1024, 600), auto_start=a_person_and_a_computer())
    window.show()
    qtbot.waitExposed(window)
    try:
        session = lobby.session
        assert session is not None
        session.speed = 4.0
        throws = 0
        while throws < THROWS:
            qtbot.waitUntil(lambda: session.over or session.canRoll, timeout=30_000)
            if session.over:
                break
            qtbot.wait(100)  # the cup stands and drops in for the person
            session.roll()
            throws += 1
        qtbot.waitUntil(lambda: session.over or session.humanTurn, timeout=30_000)
        assert throws == THROWS and len(session.game.history) >= THROWS
        assert bad_qml_messages(qtlog) == [], "at the table"
        QMetaObject.invokeMethod(find(window, "tablePage"), "leaveRequested")  # the menu's Leave
        qtbot.waitUntil(lambda: lobby.session is None and find(window, "stack").property("depth") == 1)
        qtbot.wait(500)  # the table page slides out and goes
        assert bad_qml_messages(qtlog) == [], "on leaving to the lobby"
        window.close()
        # The lobby's object goes before the window's pages do (as at a test's or the program's end): the pages
        # left must not read it.
        destroyed: list[bool] = []
        lobby.destroyed.connect(lambda: destroyed.append(True))
        lobby.deleteLater()
        qtbot.waitUntil(lambda: destroyed == [True])
        qtbot.wait(100)
        assert bad_qml_messages(qtlog) == [], "once the lobby is gone"
    finally:
        window.close()
        del engine
        gc.collect()
        qtbot.wait(100)
    assert bad_qml_messages(qtlog) == [], "on closing the window"
