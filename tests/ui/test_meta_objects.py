"""Every QObject of Dice Bar's own classes reads through its class's meta-object, never one of its own.

PySide gives an object a meta-object of its own when a method of it that is not a Slot is connected to a signal, and
frees it with the object. QML keeps what it knows of a type's properties and signals by the meta-object's address.
A later object whose own meta-object was made at a freed one's address was read with the dead object's properties:
a PeekPoker table's session, after tables of other games in the same process, showed none of its poker properties
and signals, and its cups never came to the table."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from PySide6.QtCore import QObject

from dicebar.rules.registry import game_ids
from dicebar.session.row_model import RowModel

from .conftest import program_window

PLAYERS = {"aces-in-the-pot": 3}  # the least each game is played by; two elsewhere


OWN_META_OBJECT = "__METAOBJECT__"  # where PySide keeps an object's own meta-object, in the object's __dict__


def own_meta_objects(*roots: QObject) -> list[str]:
    """The live QObjects of Dice Bar's classes that have a meta-object of their own, each with the methods it adds to
    its class's: those the garbage collector tracks and, as the program freezes what it made at start-up
    (gc.freeze), `roots` and their children. (Read from the object's __dict__: a meta-object's own Python wrapper
    may be a stale one, for a freed meta-object at the same address.)"""
    found = []
    tracked = [thing for root in roots for thing in (root, *root.findChildren(QObject))] + gc.get_objects()
    for thing in tracked:
        if not isinstance(thing, QObject) or not type(thing).__module__.startswith("dicebar."):
            continue
        if OWN_META_OBJECT not in getattr(thing, "__dict__", {}):
            continue
        try:
            mine, theirs = thing.metaObject(), type(thing).staticMetaObject
            added = range(theirs.methodCount(), mine.methodCount())
            extra = ", ".join(mine.method(i).methodSignature().data().decode() for i in added)
        except RuntimeError:
            extra = ""
        found.append(f"{type(thing).__name__}: {extra or 'a meta-object of its own'}")
    return found


@pytest.mark.parametrize("game_id", game_ids())
def test_the_objects_of_a_table_share_their_classes_meta_objects(qtbot: Any, game_id: str) -> None:
    seats = [{"name": "You", "human": True}] + [
        {"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana")[: PLAYERS.get(game_id, 2) - 1]
    ]
    with program_window(qtbot, {"game": game_id, "seats": seats}) as (lobby, _window):
        qtbot.waitUntil(lambda: lobby.session is not None, timeout=10_000)
        qtbot.wait(1500)  # the table's first steps: its timers and models are made and connected
        assert lobby.session is not None
        assert not own_meta_objects(lobby, lobby.session)


def test_the_check_sees_an_object_with_a_meta_object_of_its_own(qtbot: Any) -> None:
    """The check's own control: a method that is not a Slot, connected, gives its object a meta-object of its own."""
    rows = RowModel(("name",), [])
    assert not any(found.startswith("RowModel") for found in own_meta_objects())
    rows.modelReset.connect(rows.rows)  # a plain method of a Dice Bar class
    assert any(found.startswith("RowModel") for found in own_meta_objects()), own_meta_objects()


def test_the_objects_of_a_guided_first_game_share_their_classes_meta_objects(qtbot: Any) -> None:
    with program_window(qtbot) as (lobby, _window):
        assert lobby.learn("peekpoker")
        qtbot.waitUntil(lambda: lobby.session is not None and lobby.session.isTutorial, timeout=10_000)
        qtbot.wait(1500)
        assert not own_meta_objects(lobby, lobby.session)
