"""The PeekPoker window says nothing wrong in QML: no binding assigns `undefined` and no script throws, from the
start-up with a game, through bets on the table, to a new game with more seats, one with fewer seats started over
it (the window's `poker` and `pokerSpots` follow the new session one after the other), and back to the lobby.
pytest-qt captures every Qt message of the test (`qtlog`)."""

from __future__ import annotations

from typing import Any

import pytest

from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby
from dicebar.session.poker_session import PokerSession

from .test_table_window import find

pytestmark = pytest.mark.slow

BAD = ("Unable to assign", "Cannot assign", "TypeError", "ReferenceError", "Error:", ".qml:")


def computers(count: int) -> dict[str, Any]:
    return {
        "game": "peekpoker",
        "options": {"stack": 6},
        "seats": [{"name": f"Computer {seat + 1}", "human": False, "strength": "good"} for seat in range(count)],
        "hints": False,
    }


def bad_qml_messages(qtlog: Any) -> list[str]:
    return [record.message for record in qtlog.records if any(word in record.message for word in BAD)]


def play_until_a_bet_lies_on_the_table(qtbot: Any, lobby: Lobby, window: Any) -> None:
    session = lobby.session
    assert isinstance(session, PokerSession)
    session.speed = 4.0
    seats = len(session.game.names)

    def betting() -> bool:
        return any(find(window, f"betTag{seat}").property("visible") for seat in range(seats)) or bool(session.over)

    qtbot.waitUntil(betting, timeout=60_000)


def test_the_poker_window_has_no_qml_warnings_from_start_up_to_a_change_of_table(qtbot: Any, qtlog: Any) -> None:
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1280, 800), auto_start=computers(3))
    window.show()
    qtbot.waitExposed(window)
    try:
        play_until_a_bet_lies_on_the_table(qtbot, lobby, window)
        assert bad_qml_messages(qtlog) == []
        for count in (6, 2):  # a new table over the old one, with more seats and then fewer
            assert lobby.start(computers(count))
            qtbot.waitUntil(lambda count=count: lobby.session is not None and len(lobby.session.game.names) == count)
            play_until_a_bet_lies_on_the_table(qtbot, lobby, window)
            assert bad_qml_messages(qtlog) == [], f"after starting a table of {count}"
        lobby.leave()
        qtbot.wait(300)
        assert bad_qml_messages(qtlog) == []
    finally:
        window.close()
        del engine
        lobby.leave()
