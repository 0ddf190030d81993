"""The table's reason line: when a round ends, its result and why ("Ana is safe: fifty-six in one beats forty-six in
two") show on the table, readable and clear of the dice, until the next turn throws.

Screenshots land in tests/artifacts/ui/ (look at them).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtQuick import QQuickItem

from dicebar.rules.events import Decision
from dicebar.session.lobby import default_setup
from dicebar.session.translation import render

from .conftest import program_window
from .test_table_window import find, resize, screenshot

PEOPLE = ("Ana", "Max", "Dee")


def test_the_reason_line_shows_why_a_round_ended_until_the_next_throw(qtbot: Any) -> None:
    setup = default_setup("bar-dice")
    setup["seats"] = [{"name": name, "human": True, "strength": ""} for name in PEOPLE]
    with program_window(qtbot, setup) as (lobby, window):
        qtbot.waitUntil(lambda: lobby.session is not None, timeout=10_000)
        session = lobby.session
        assert session is not None
        session.speed = 4.0
        line = find(window, "reasonLine")
        assert line.property("text") == ""
        for _ in range(60):  # each person rolls once and stops, until a round ends with someone safe
            qtbot.waitUntil(lambda: session.humanTurn and not session.busy, timeout=30_000)
            if " is safe: " in session.reason:
                break
            if session.canStop:
                session.stop()
            else:
                session.roll()
        reason = session.reason
        decisions = [render(session.game.describe(event)) for event in session.game.log if isinstance(event, Decision)]
        assert reason == decisions[-1] and (" beats " in reason or reason.endswith(", and no one else scores"))
        qtbot.waitUntil(lambda: line.property("text") == reason and line.property("opacity") == 1)
        for size in ((1024, 600), (1920, 1080)):
            resize(qtbot, window, size)
            _readable_and_clear_of_the_dice(window, line)
            screenshot(window, "reason-bar-dice")
        session.roll()  # the next turn throws: the line clears
        qtbot.waitUntil(lambda: line.property("text") == "", timeout=10_000)


def _readable_and_clear_of_the_dice(window: Any, line: Any) -> None:
    assert isinstance(line, QQuickItem) and line.isVisible()
    assert not line.property("truncated"), "the whole reason shows"
    assert line.property("font").pixelSize() >= 12
    top_left = line.mapToScene(QPointF(0, 0))
    assert top_left.x() >= 0 and top_left.x() + line.width() <= window.width()
    assert top_left.y() >= 0 and top_left.y() + line.height() <= window.height()
    table = find(window, "table3d")
    left, top = top_left.x(), top_left.y()
    for index in range(5):
        die = table.mapFrom3DScene(find(window, f"die{index}").property("position"))  # type: ignore[attr-defined]
        spot = table.mapToScene(QPointF(die.x(), die.y()))  # type: ignore[attr-defined]
        inside = left <= spot.x() <= left + line.width() and top <= spot.y() <= top + line.height()
        assert not inside, f"die {index} lies under the reason line"
