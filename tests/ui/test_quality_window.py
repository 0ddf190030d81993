"""The Quality levels in the window (Table3D.qml): Low draws the table in two layers without MSAA, Medium and High
in one view with 2x and 4x MSAA, High with shadow maps and ambient occlusion. A change of the setting while a
table is live waits for the next table: the live table's way of drawing never changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMetaObject, QObject
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.app.gui import build_window
from dicebar.app.self_test import walk_items
from dicebar.app.settings import SETTINGS_FILE, AppSettings
from dicebar.session.lobby import Lobby
from dicebar.ui import renderer
from ui.test_table_layers import OFFSCREEN, UNDERLAY, evaluate, human_setup, render_mode, views
from ui.test_table_window import click_item

pytestmark = pytest.mark.slow

# SceneEnvironment's enums, as QML gives them
NO_AA, MSAA = 0, 2
AA_MEDIUM, AA_HIGH = 2, 4  # the samples per pixel with MSAA


def tables(window: QQuickWindow) -> list[QObject]:
    return [table for table in window.findChildren(QQuickItem, "table3d") if table.property("session") is not None]


def drawing(table: QObject) -> dict[str, Any]:
    """How `table` draws: its level, its layers, its antialiasing, its shadows and ambient occlusion."""
    return {
        "quality": table.property("quality"),
        "layered": table.property("layered"),
        "mode": render_mode(table),
        "aa": int(evaluate(table, "environment.antialiasingMode + 0")),
        "samples": int(evaluate(table, "environment.antialiasingQuality + 0")),
        "ao": bool(evaluate(table, "environment.aoEnabled")),
        "die casts": bool(first_die(table).property("castsShadows")),
        "die blob": bool(first_die(table).property("blobShadow")),
        "die low mesh": bool(table.findChild(QObject, "diceKit").property("low")),
    }


def first_die(table: QObject) -> QObject:
    die = table.findChild(QObject, "die0")
    assert die is not None
    return die


def has_dice(table: QObject) -> bool:
    return table.findChild(QObject, "die0") is not None


EXPECTED = {
    renderer.LOW: {
        "layered": True,
        "mode": UNDERLAY,
        "aa": NO_AA,
        "ao": False,
        "die casts": False,
        "die blob": True,
        "die low mesh": True,
    },
    renderer.MEDIUM: {
        "layered": False,
        "mode": OFFSCREEN,
        "aa": MSAA,
        "samples": AA_MEDIUM,
        "ao": False,
        "die casts": False,
        "die blob": True,
        "die low mesh": False,
    },
    renderer.HIGH: {
        "layered": False,
        "mode": OFFSCREEN,
        "aa": MSAA,
        "samples": AA_HIGH,
        "ao": True,
        "die casts": True,
        "die blob": True,
        "die low mesh": False,
    },
}


def matches(found: dict[str, Any], level: str) -> bool:
    return found["quality"] == level and all(found[key] == value for key, value in EXPECTED[level].items())


@pytest.mark.parametrize("level", renderer.LEVELS)
def test_each_level_builds_its_way_of_drawing(qtbot: Any, monkeypatch: pytest.MonkeyPatch, level: str) -> None:
    monkeypatch.setenv(renderer.FORCE_ENV, level)
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1024, 600), auto_start=human_setup("bar-dice", 2))
    try:
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: len(tables(window)) == 1, timeout=10_000)
        qtbot.waitUntil(lambda: has_dice(tables(window)[0]), timeout=10_000)
        found = drawing(tables(window)[0])
        assert matches(found, level), repr(found)
        names = sorted(view.objectName() for view in views(window))
        assert names == (["table3d", "tableBackdrop"] if level == renderer.LOW else ["table3d"])
    finally:
        window.close()
        lobby.leave()
        del engine


def test_a_quality_change_during_a_table_applies_at_the_next(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(renderer.FORCE_ENV)
    settings = AppSettings(tmp_path / SETTINGS_FILE)
    settings.set("quality", renderer.LOW)
    lobby = Lobby()
    setup = human_setup("bar-dice", 2)
    engine, window = build_window(lobby, size=(1024, 600), auto_start=setup, context={"appSettings": settings})
    try:
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: len(tables(window)) == 1, timeout=10_000)
        live = tables(window)[0]
        qtbot.waitUntil(lambda: has_dice(live), timeout=10_000)
        assert matches(drawing(live), renderer.LOW)

        settings.set("quality", renderer.MEDIUM)  # as the settings' Medium button does
        assert window.property("quality") == renderer.MEDIUM  # the next table's
        qtbot.wait(300)
        assert tables(window) == [live]
        assert matches(drawing(live), renderer.LOW), "the live table changed its way of drawing"

        page = window.findChild(QQuickItem, "tablePage")
        assert page is not None
        page.leaveRequested.emit()  # type: ignore[attr-defined]  # the menu's Leave the table
        assert lobby.start(setup)
        QMetaObject.invokeMethod(window, "showTable")  # what the lobby's Start does
        qtbot.waitUntil(lambda: [table.property("quality") for table in tables(window)] == ["medium"], timeout=10_000)
        following = tables(window)[0]
        qtbot.waitUntil(lambda: has_dice(following), timeout=10_000)
        assert matches(drawing(following), renderer.MEDIUM), drawing(following)
    finally:
        window.close()
        lobby.leave()
        del engine
        settings.save()


def test_the_settings_offer_the_levels_and_keep_the_one_picked(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(renderer.FORCE_ENV)
    settings = AppSettings(tmp_path / SETTINGS_FILE)
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1280, 800), context={"appSettings": settings})
    try:
        window.show()
        qtbot.waitExposed(window)
        popup = window.findChild(QObject, "settingsPopup")
        assert popup is not None
        QMetaObject.invokeMethod(popup, "open")
        qtbot.waitUntil(lambda: bool(popup.property("opened")), timeout=5000)
        root = window.contentItem().parentItem() or window.contentItem()  # the popups' overlay sits beside content
        found = {item.objectName(): item for item in walk_items(root) if isinstance(item, QQuickItem)}
        buttons = {name: found.get(f"quality-{name}") for name in renderer.CHOICES}
        assert all(buttons.values()), buttons
        assert [buttons[name].property("text") for name in renderer.CHOICES] == ["Auto", "Low", "Medium", "High"]
        assert buttons[renderer.AUTO].property("checked")
        click_item(window, buttons[renderer.HIGH])
        assert settings.get("quality") == renderer.HIGH
        assert window.property("quality") == renderer.HIGH  # the next table's
        assert buttons[renderer.HIGH].property("checked") and not buttons[renderer.AUTO].property("checked")
    finally:
        window.close()
        lobby.leave()
        del engine
        settings.save()
