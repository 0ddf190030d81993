"""Where the program's own files are: resources/ (QML, sounds, tutorials) beside the package in a checkout, or
inside the frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[3] / "resources"


def tutorials_dir() -> Path:
    """One tutorial file per game, named by the game's id (`<game-id>.json`)."""
    return resources_dir() / "tutorials"
