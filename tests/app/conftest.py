"""Fixtures of the app tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dicebar.session.lobby import Lobby


@pytest.fixture
def new_lobby(qtbot: Any) -> Iterator[Callable[[], Lobby]]:
    """Lobbies that are taken down cleanly at the end (their sessions' timers stopped, then deleted)."""
    made: list[Lobby] = []

    def make() -> Lobby:
        made.append(Lobby())
        return made[-1]

    yield make
    for lobby in made:
        lobby.leave()
        lobby.deleteLater()
    qtbot.wait(20)
