"""The log file (rotating, Qt's warnings in it) and the settings carried to and from the table's sessions."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import qInstallMessageHandler, qWarning

from dicebar.app.logs import LOG_BYTES, LOG_FILE, ErrorReport, install_error_hooks, setup_logging
from dicebar.app.storage import open_storage
from dicebar.session.lobby import Lobby
from dicebar.ui.qt_messages import print_like_qt

pytestmark = pytest.mark.slow


@pytest.fixture
def restore_hooks() -> Iterator[None]:
    hooks, root = sys.excepthook, list(logging.getLogger().handlers)
    yield
    sys.excepthook = hooks
    qInstallMessageHandler(print_like_qt)  # the test process's own (tests/conftest.py), never None
    for handler in logging.getLogger().handlers:
        if handler not in root:
            logging.getLogger().removeHandler(handler)
            handler.close()


def test_qt_warnings_go_into_the_log(tmp_path: Path, restore_hooks: None) -> None:
    path = setup_logging(tmp_path)
    install_error_hooks(ErrorReport(), lambda: None)
    qWarning("file:///Main.qml:12: TypeError: Cannot read property 'x' of null")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "WARNING dicebar.qt: file:///Main.qml:12: TypeError" in path.read_text(encoding="utf-8")


def test_the_log_rotates(tmp_path: Path, restore_hooks: None) -> None:
    path = setup_logging(tmp_path)
    for k in range(LOG_BYTES // 100 * 3):
        logging.getLogger("dicebar.test").info("line %06d %s", k, "x" * 80)
    assert path.name == LOG_FILE and path.stat().st_size <= LOG_BYTES
    assert (tmp_path / (LOG_FILE + ".1")).exists() and (tmp_path / (LOG_FILE + ".2")).exists()
    assert not (tmp_path / (LOG_FILE + ".5")).exists()  # four old files are kept, no more


def test_an_error_hook_failure_to_save_is_itself_logged(tmp_path: Path, restore_hooks: None) -> None:
    path = setup_logging(tmp_path)
    error_report = ErrorReport()

    def broken_save() -> None:
        raise OSError("disk full")

    install_error_hooks(error_report, broken_save)
    try:
        raise ValueError("boom")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    text = path.read_text(encoding="utf-8")
    assert "unexpected error" in text and "could not save the game after the error" in text
    assert error_report.property("message").startswith("Something went wrong")


def seats() -> list[dict[str, Any]]:
    return [{"name": n, "human": n == "Ana", "strength": "good"} for n in ("Ana", "Bo")]


def test_the_table_takes_speed_and_skipping_from_the_settings_and_keeps_changes(
    qtbot: Any, tmp_path: Path, restore_hooks: None
) -> None:
    lobby = Lobby()
    storage = open_storage(lobby, lobby, tmp_path)
    storage.settings.set("animation_speed", 2.5)
    assert lobby.start({"game": "bar-dice", "seats": seats(), "options": {}, "hints": False})
    session = lobby.property("session")
    assert session.property("speed") == 2.5 and session.property("skipAnimations") is False
    session.setProperty("speed", 3.0)
    session.setProperty("skipAnimations", True)
    assert storage.settings.get("animation_speed") == 3.0 and storage.settings.get("skip_animations") is True
    storage.settings.save()
    assert '"animation_speed": 3.0' in (tmp_path / "settings.json").read_text()
    lobby.leave()
    qtbot.wait(10)


def test_reduced_motion_skips_the_throws_without_changing_the_choice(
    qtbot: Any, tmp_path: Path, restore_hooks: None
) -> None:
    lobby = Lobby()
    storage = open_storage(lobby, lobby, tmp_path)
    storage.settings.set("reduced_motion", True)
    assert lobby.start({"game": "bar-dice", "seats": seats(), "options": {}, "hints": False})
    session = lobby.property("session")
    assert session.property("skipAnimations") is True
    session.setProperty("speed", 2.0)
    assert storage.settings.get("skip_animations") is False  # the player's own choice stays as it was
    storage.settings.save()  # as the program does when it quits: no save left pending for later
    lobby.leave()
    qtbot.wait(10)
