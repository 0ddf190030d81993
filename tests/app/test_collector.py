"""Python's full garbage collections are kept out of the table's frames: the heap is collected and frozen when a
table first settles, and unfrozen when it goes (dicebar.app.collector)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import pytest

from dicebar.app.collector import FreezeWhenSettled
from dicebar.session.lobby import Lobby


@pytest.fixture
def unfrozen() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()


def two_people(game: str = "bar-dice") -> dict[str, Any]:
    return {"game": game, "options": {}, "seats": [{"name": name, "human": True} for name in ("Ann", "Bo")]}


def settled_table(lobby: Lobby) -> Any:
    """A new game at `lobby` (two people), once it has settled: its session."""
    assert lobby.start(two_people())
    session = lobby.session
    assert session is not None
    session.settled.emit()
    return session


def test_a_table_freezes_the_heap_once_and_its_leaving_unfreezes_it(qapp: object, unfrozen: None) -> None:
    lobby = Lobby()
    freezer = FreezeWhenSettled(lobby)
    session = settled_table(lobby)
    frozen = gc.get_freeze_count()
    assert frozen > 0 and freezer.freezes == 1
    session.settled.emit()  # settled again: nothing more is frozen (a cycle made meanwhile stays collectable)
    assert freezer.freezes == 1
    lobby.leave()
    assert gc.get_freeze_count() == 0


def test_the_next_table_freezes_anew(qapp: object, unfrozen: None) -> None:
    lobby = Lobby()
    freezer = FreezeWhenSettled(lobby)
    first = settled_table(lobby)
    lobby.again()  # a new session replaces the first one directly
    assert gc.get_freeze_count() == 0
    second = lobby.session
    assert second is not None and second is not first
    second.settled.emit()
    assert gc.get_freeze_count() > 0 and freezer.freezes == 2
    lobby.leave()
