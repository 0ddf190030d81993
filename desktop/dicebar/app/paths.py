"""Where Dice Bar keeps its files: the platform's data folder (QStandardPaths), or DICEBAR_DATA_DIR.

DICEBAR_DATA_DIR moves everything (save, settings, statistics, logs) to one folder: tests, portable installs,
and a kiosk that keeps its state on a separate partition use it.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

DATA_DIR_VARIABLE = "DICEBAR_DATA_DIR"


def data_dir() -> Path:
    """The folder for the save, settings and statistics (created on first use)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        folder = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = Path(location) if location else Path.home() / ".dicebar"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def log_dir() -> Path:
    """The folder for the rotating log (AppLocalDataLocation/logs, or DICEBAR_DATA_DIR/logs)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        base = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
        base = Path(location) if location else Path.home() / ".dicebar"
    folder = base / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
