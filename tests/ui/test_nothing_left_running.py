"""The watch behind tests/conftest.py's autouse check (tests/qt_leaks.py): what it catches and what it lets be."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtQuick import QQuickView
from tests.qt_leaks import Watch

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession
from dicebar.session.lobby import Lobby


def test_a_timer_left_running_is_named_with_where_it_was_started(qtbot: Any) -> None:
    watch = Watch()
    left, stopped = QTimer(), QTimer()
    left.start(60_000)
    stopped.start(60_000)
    stopped.stop()
    found = watch.finish()
    assert len(found) == 1 and found[0].startswith("QTimer started at ")
    assert "test_nothing_left_running.py" in found[0] and "in test_a_timer_left_running" in found[0]
    assert not left.isActive()  # stopped on the way, so the next test starts clean


def _computers() -> GameSession:
    game = new_game("bar-dice", ["Max", "Ana"], SeededDice(3))
    choosers = {seat: make_bot("bar-dice", "good", seat).choose for seat in range(2)}
    return GameSession(game, [False, False], choosers)


def test_a_session_left_playing_is_caught_and_one_disposed_of_is_not(qtbot: Any) -> None:
    watch = Watch()
    session = _computers()
    qtbot.waitUntil(lambda: session.busy, timeout=5000)  # a computer thinks or a throw plays: a timer runs
    found = watch.finish()
    assert found and all(line.startswith("QTimer of a GameSession started at ") for line in found)
    assert "game_session.py" in found[0]

    watch = Watch()
    session = _computers()
    qtbot.waitUntil(lambda: session.busy, timeout=5000)
    session.dispose()
    assert watch.finish() == []


def test_a_qml_animation_in_a_closed_window_is_caught_not_in_an_open_one(qtbot: Any, tmp_path: Path) -> None:
    page = tmp_path / "spinner.qml"
    page.write_text(
        "import QtQuick\n"
        'Rectangle { width: 100; height: 100; Rectangle { objectName: "spinner"; width: 20; height: 20\n'
        "    NumberAnimation on rotation { from: 0; to: 360; duration: 500; loops: Animation.Infinite } } }\n"
    )
    view = QQuickView()
    view.setSource(QUrl.fromLocalFile(str(page)))
    view.show()
    qtbot.waitExposed(view)
    watch = Watch()
    assert watch.finish() == []  # on screen, an animation is the window's business
    view.hide()
    watch = Watch()
    found = watch.finish()
    assert len(found) == 1 and found[0].startswith("QQuickNumberAnimation in QQuickRectangle")
    assert found[0].endswith("'spinner' in a closed window")
    assert Watch().finish() == []  # it was stopped
    view.destroy()
    view.deleteLater()


def test_leaving_the_table_stops_the_sessions_timers_at_once(qtbot: Any) -> None:
    lobby = Lobby()
    seats = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo")]
    assert lobby.start({"game": "fives-to-the-right", "seats": seats})
    first = lobby.session
    assert first is not None
    qtbot.waitUntil(lambda: first.busy, timeout=5000)
    assert lobby.start({"game": "bar-dice", "seats": seats})  # a new game replaces it: the old one is still
    assert not first.busy and not first._bot_timer.isActive() and not first._step_timer.isActive()
    second = lobby.session
    assert second is not None
    qtbot.waitUntil(lambda: second.busy, timeout=5000)
    game = second.game
    lobby.leave()
    assert not second.busy
    history = len(game.history)
    qtbot.wait(300)  # no computer acts any more (the session itself goes at the event loop's leisure)
    assert len(game.history) == history and not shiboken6.isValid(second)
