"""Where Dice Bar keeps its files: the platform's data folder (QStandardPaths), or DICEBAR_DATA_DIR.

DICEBAR_DATA_DIR moves everything (save, settings, statistics, logs, Qt's settings file) to one folder: tests,
portable installs, and a kiosk that keeps its state on a separate partition use it. Only caches (compiled QML,
shaders, the drawn textures) stay in the platform's cache folder.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

log = logging.getLogger(__name__)

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


def keep_qt_settings_in_data_dir() -> Path:
    """Make QSettings an INI file in the data folder (`<data folder>/<organization>/<application>.ini`) rather
    than the platform's own place (~/.config, the registry, a plist), for Python's QSettings() and QML's
    `Settings` alike: the lobby's last table, the kiosk's recent names, the table's volume and mute. Returns the
    file. Call once the application has its names, before the first QSettings and before any QML loads.

    Without DICEBAR_DATA_DIR, what an earlier Dice Bar kept in the platform's place is copied over once (while
    the new file does not exist yet); the old values stay where they were. A DICEBAR_DATA_DIR starts afresh.
    """
    app = QCoreApplication.instance()
    names = (app.organizationName(), app.applicationName()) if app is not None else ("", "")
    earlier = QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, *names)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(data_dir()))
    settings = QSettings()
    path = Path(settings.fileName())
    if not os.environ.get(DATA_DIR_VARIABLE) and not path.exists() and earlier.allKeys():
        for key in earlier.allKeys():
            settings.setValue(key, earlier.value(key))
        settings.sync()
        if settings.status() == QSettings.Status.NoError:
            log.info("carried %d settings over from %s to %s", len(earlier.allKeys()), earlier.fileName(), path)
        else:
            log.error("could not carry the settings over from %s to %s", earlier.fileName(), path)
    return path
