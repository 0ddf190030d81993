"""A benchmark's own data folder: the programs it starts keep their settings, saves and statistics there, never
in the user's (DICEBAR_DATA_DIR, which every child process inherits; a window built in the benchmark's own
process finds Qt's standard places in test mode). Removed when the benchmark ends."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

from PySide6.QtCore import QStandardPaths


def use_a_private_data_folder() -> str:
    folder = tempfile.mkdtemp(prefix="dicebar-bench-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    os.environ["DICEBAR_DATA_DIR"] = folder
    QStandardPaths.setTestModeEnabled(True)
    return folder
