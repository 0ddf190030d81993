"""The table's input through the window: tapping the cup to roll, and what the HUD says when play must stop."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQuick import QQuickWindow
from tests.ui.test_table_window import find

from dicebar.app.gui import build_window
from dicebar.rules.dice import ScriptedDice
from dicebar.rules.registry import new_game
from dicebar.session.lobby import Lobby, default_setup


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
    assert lobby.resume(setup, game, seed=7)
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
