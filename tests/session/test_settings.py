"""The lobby remembers the last table; a damaged stored table falls back to the default table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from dicebar.app.settings import SETUP_KEY, load_setup, save_setup
from dicebar.session.lobby import default_setup


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "dicebar.ini"), QSettings.Format.IniFormat)


def test_the_last_setup_is_remembered(settings: QSettings) -> None:
    setup = {
        "game": "layman-bar-dice",
        "seats": [
            {"name": "Ana", "human": True, "strength": "good"},
            {"name": "Bo", "human": False, "strength": "best"},
        ],
        "options": {"cocked_dice": True},
        "hints": True,
    }
    save_setup(settings, setup)
    assert load_setup(settings) == setup


@pytest.mark.parametrize(
    "stored",
    [
        "{broken",
        "[]",
        '{"game": "chess", "seats": []}',
        '{"game": "bar-dice", "seats": "AB"}',
        '{"game": "bar-dice", "seats": [{"name": 3}]}',
    ],
)
def test_a_damaged_stored_table_gives_the_default_table(settings: QSettings, stored: Any) -> None:
    settings.setValue(SETUP_KEY, stored)
    assert load_setup(settings) == default_setup()


def test_nothing_remembered_gives_the_default_table(settings: QSettings) -> None:
    assert load_setup(settings) == default_setup()
