"""The lobby's page is let go while a table is played over it and made again as the table leaves, showing the game
and the seats played (Main.qml: lobbyPlace); the notices a person dismissed stay dismissed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Q_ARG, QMetaObject, QObject
from PySide6.QtQuick import QQuickWindow

from .conftest import program_window
from .test_table_window import click_item, find, resize, screenshot

pytestmark = pytest.mark.slow

GAME = "fives-to-the-right"


def lobby_page(window: QQuickWindow) -> QObject | None:
    return window.findChild(QObject, "lobbyPage")


def seat_names(page: QObject) -> list[str]:
    """The names of the seats the lobby's page would start a game with (LobbyPage.setup())."""
    setup = page.setup().toVariant()  # type: ignore[attr-defined]
    return [seat["name"] for seat in setup["seats"]]


def test_the_lobby_is_let_go_under_a_table_and_made_again_as_it_was(qtbot: Any) -> None:
    with program_window(qtbot) as (lobby, window):
        page = lobby_page(window)
        assert page is not None
        QMetaObject.invokeMethod(page, "pickGame", Q_ARG("QVariant", GAME))
        page.setProperty("noticesDismissed", True)
        click_item(window, find(window, "startButton"))
        stack = find(window, "stack")
        qtbot.waitUntil(lambda: lobby.session is not None and stack.property("depth") == 2, timeout=10_000)
        session: Any = lobby.property("session")
        played = [row["name"] for row in session.seats.rows()]
        qtbot.waitUntil(lambda: lobby_page(window) is None, timeout=10_000)  # let go a moment after the table came
        QMetaObject.invokeMethod(find(window, "tablePage"), "leaveRequested")
        qtbot.waitUntil(lambda: stack.property("depth") == 1 and not stack.property("busy"), timeout=10_000)
        again = lobby_page(window)
        assert again is not None and again.isVisible()  # type: ignore[attr-defined]
        assert again.property("gameId") == GAME
        assert seat_names(again) == played
        assert again.property("noticesDismissed") is True
        assert find(window, "startButton").property("text").endswith("Fives to the Right")
        for size in ((1024, 600), (1920, 1080)):
            resize(qtbot, window, size)
            screenshot(window, "lobby-made-again")


def test_a_glance_at_the_leaderboard_keeps_the_lobby(qtbot: Any) -> None:
    with program_window(qtbot) as (_, window):
        page = lobby_page(window)
        assert page is not None
        stack = find(window, "stack")
        QMetaObject.invokeMethod(page, "leaderboardRequested")
        qtbot.waitUntil(lambda: stack.property("depth") == 2 and not stack.property("busy"), timeout=5000)
        QMetaObject.invokeMethod(stack, "popCurrentItem")
        qtbot.waitUntil(lambda: stack.property("depth") == 1 and not stack.property("busy"), timeout=5000)
        assert lobby_page(window) is page  # the same page: not made again
