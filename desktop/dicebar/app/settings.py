"""What Dice Bar remembers between runs: for now, the last table set up in the lobby."""

from __future__ import annotations

import json
import logging
from typing import Any

from PySide6.QtCore import QSettings

from dicebar.rules.registry import GAME_IDS
from dicebar.session.lobby import default_setup

log = logging.getLogger(__name__)
SETUP_KEY = "lobby/last_setup"


def load_setup(settings: QSettings) -> dict[str, Any]:
    """The last setup, or the default one when none was saved or the saved one is damaged."""
    text = settings.value(SETUP_KEY, "")
    if not text:
        return default_setup()
    try:
        setup = json.loads(str(text))
    except ValueError:
        log.warning("the remembered table setup is damaged; starting from the default")
        return default_setup()
    valid = (
        isinstance(setup, dict)
        and setup.get("game") in GAME_IDS
        and isinstance(setup.get("seats"), list)
        and 1 <= len(setup["seats"]) <= 8
        and all(isinstance(seat, dict) and isinstance(seat.get("name"), str) for seat in setup["seats"])
        and isinstance(setup.get("options", {}), dict)
    )
    return setup if valid else default_setup()


def save_setup(settings: QSettings, setup: dict[str, Any]) -> None:
    settings.setValue(SETUP_KEY, json.dumps(setup))
    settings.sync()
