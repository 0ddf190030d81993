"""What Dice Bar remembers between runs: the player's settings (one validated schema) and the last table.

Settings live in `settings.json` in the data folder. Every setting has a type, a range and a default in
SCHEMA; a file is validated on load, and anything missing, of the wrong type or out of range takes its default
(one log line per value fixed). A file that is not a JSON object at all is kept aside as
`settings.json.bad-<time>` and the defaults are used, with one sentence for the user (`problem`).
"""

from __future__ import annotations

import json
import logging
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QObject, QSettings, QTimer, Signal, Slot

from dicebar.app.files import keep_aside, write_atomically
from dicebar.rules.registry import game_ids
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text
from dicebar.session.game_session import SPEED_RANGE
from dicebar.session.languages import LANGUAGES, SYSTEM
from dicebar.session.lobby import default_setup
from dicebar.session.translation import shown_now
from dicebar.ui import renderer, theme

log = logging.getLogger(__name__)
SETUP_KEY = "lobby/last_setup"
SETTINGS_FILE = "settings.json"
MAX_SETTINGS_BYTES = 64 * 1024
SAVE_DELAY_MS = 400  # a dragged slider writes once it rests, not at every step
GAME_ID = r"[a-z0-9][a-z0-9-]{0,39}"  # a game's id, as the registry names games ("bar-dice")


@dataclass(frozen=True)
class Setting:
    """One setting: its type (bool, int, float, str, or a list of texts), default, and the values it may take."""

    name: str
    kind: type
    default: bool | int | float | str | list[str]  # (a list is copied for each use: defaults())
    minimum: float | None = None
    maximum: float | None = None  # for a list: the most items it holds
    pattern: str | None = None  # for text, and each text of a list: the whole value must match
    description: str = ""

    def check(self, value: object) -> bool | int | float | str | list[str]:
        """The value as this setting stores it; ValueError (one line) when it is not one it may take."""
        if self.kind is list:
            return self._check_list(value)
        if self.kind is bool:
            if isinstance(value, bool):
                return value
            raise ValueError(f"{self.name} must be true or false, not {value!r:.40}")
        if self.kind in (int, float):
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                raise ValueError(f"{self.name} must be a number, not {value!r:.40}")
            if self.kind is int:
                if not float(value).is_integer():
                    raise ValueError(f"{self.name} must be a whole number, not {value!r:.40}")
                value = int(value)
            else:
                value = float(value)
            if (self.minimum is not None and value < self.minimum) or (
                self.maximum is not None and value > self.maximum
            ):
                raise ValueError(f"{self.name} must be from {self.minimum:g} to {self.maximum:g}, not {value:.6g}")
            return value
        if not isinstance(value, str):
            raise ValueError(f"{self.name} must be text, not {value!r:.40}")
        if self.pattern is not None and not re.fullmatch(self.pattern, value):
            raise ValueError(f"{self.name} has a value of the wrong form")
        return value

    def _check_list(self, value: object) -> list[str]:
        """A list of texts, each of the setting's form, at most `maximum` of them; each kept once, in order."""
        if not isinstance(value, list | tuple) or not all(isinstance(item, str) for item in value):
            raise ValueError(f"{self.name} must be a list of texts, not {value!r:.40}")
        if self.pattern is not None and not all(re.fullmatch(self.pattern, item) for item in value):
            raise ValueError(f"{self.name} has an item of the wrong form")
        if self.maximum is not None and len(value) > self.maximum:
            raise ValueError(f"{self.name} holds more than {self.maximum:g} items")
        return list(dict.fromkeys(value))


SCHEMA: tuple[Setting, ...] = (
    Setting("animation_speed", float, 1.0, *SPEED_RANGE, description="how fast the dice and counters move"),
    Setting("skip_animations", bool, False, description="dice land at once, no throw to watch"),
    Setting("volume", float, 0.8, 0.0, 1.0, description="sound volume, 0 to 1"),
    Setting("muted", bool, False, description="no sound at all"),
    Setting("reduced_motion", bool, False, description="no thrown dice or moving banners (motion sensitivity)"),
    Setting(
        "text_size",
        int,
        theme.TEXT_SIZE_RANGE[0],
        *theme.TEXT_SIZE_RANGE,
        description="the size of all words, percent (at most 150 in a window under 800 px high)",
    ),
    Setting("high_contrast", bool, False, description="black and white panels, brighter words"),
    Setting("fixed_camera", bool, False, description="the whole table always in view: no close-ups of a throw"),
    Setting("fullscreen", bool, False, description="open the window full screen"),
    Setting(
        "quality",
        str,
        renderer.AUTO,
        pattern="|".join(renderer.CHOICES),
        description="how well the table is drawn: auto, low, medium or high (from the next table)",
    ),
    Setting(
        "auto_quality",
        str,
        "",
        pattern="|".join(("", *renderer.LEVELS)),
        description="the level Auto stepped down to on this computer (empty: none)",
    ),
    Setting(
        "language",
        str,
        SYSTEM,
        pattern="|".join((SYSTEM, *LANGUAGES)),
        description="the language of the window: empty for the system's, else en, es or de",
    ),
    Setting("hints_allowed", bool, True, description="the lobby may switch on the coach's hints"),
    Setting("kiosk", bool, False, description="fullscreen touch kiosk that cannot be left without the PIN"),
    Setting("attract_after_s", int, 120, 15, 3600, description="idle seconds before the attract demo"),
    Setting("operator_pin_hash", str, "", pattern=r"[0-9a-f]{0,128}", description="hex hash of the PIN"),
    Setting("operator_pin_salt", str, "", pattern=r"[0-9a-f]{0,64}", description="hex salt of the PIN hash"),
    Setting(
        "learnt_games", list, [], maximum=64, pattern=GAME_ID, description="games whose guided first game was played"
    ),
)
SPECS: dict[str, Setting] = {spec.name: spec for spec in SCHEMA}


def defaults() -> dict[str, Any]:
    return {spec.name: list(spec.default) if isinstance(spec.default, list) else spec.default for spec in SCHEMA}


def stored_value(path: Path, name: str) -> Any:
    """One setting as `path` holds it, read before the rest of the program starts (the language); its default when
    the file is missing or damaged (`AppSettings` says why when it opens the file)."""
    try:
        raw = json.loads(path.read_bytes()[:MAX_SETTINGS_BYTES])
    except (OSError, ValueError):
        return SPECS[name].default
    values, _fixes = validate(raw)
    return values[name]


def validate(raw: object) -> tuple[dict[str, Any], list[str]]:
    """Every setting from `raw` that is valid, defaults for the rest; and one line per value fixed."""
    values = defaults()
    fixes: list[str] = []
    if not isinstance(raw, Mapping):
        return values, [f"the settings are not a set of names and values ({type(raw).__name__}); using defaults"]
    for name, value in raw.items():
        spec = SPECS.get(name) if isinstance(name, str) else None
        if spec is None:
            fixes.append(f"unknown setting {str(name)[:40]!r} ignored")
            continue
        try:
            values[name] = spec.check(value)
        except ValueError as error:
            fixes.append(f"{error}; using the default {values[name]!r}")
    return values, fixes


def parse(data: bytes) -> object:
    """The JSON in a settings file; ValueError (one line) for a file that is not JSON at all."""
    if len(data) > MAX_SETTINGS_BYTES:
        raise ValueError(f"the file is larger than {MAX_SETTINGS_BYTES // 1024} KB")
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ValueError(f"not valid JSON ({str(error).splitlines()[0][:80]})") from None


class AppSettings(QObject):
    """The settings as a QObject: `values` for QML bindings, `get`/`set` for Python and QML.

    `problem` holds the one sentence to show when the file was damaged (empty otherwise)."""

    changed = Signal()
    #: a setting was set (by its name), even to the value it had: a choice made (the Language setting applies it)
    picked = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._values = defaults()
        self._problem: Text | str = ""
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.save)
        if path is not None:
            self.load()

    @property
    def path(self) -> Path | None:
        return self._path

    def load(self) -> None:
        """Read the file; never raises. A damaged file is kept aside and the defaults are used."""
        assert self._path is not None
        self._values, self._problem = defaults(), ""
        try:
            data = self._path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as error:
            log.error("cannot read the settings %s: %s; using defaults", self._path, error)
            self._problem = QT_TRANSLATE_NOOP("Storage", "The settings could not be read, so the defaults are used.")
            return
        try:
            raw = parse(data)
        except ValueError as error:
            raw = error
        if not isinstance(raw, dict):
            aside = keep_aside(self._path)
            reason = raw if isinstance(raw, ValueError) else f"not a set of names and values ({type(raw).__name__})"
            log.error("the settings file is damaged (%s); moved to %s; using defaults", reason, aside)
            self._problem = QT_TRANSLATE_NOOP(
                "Storage", "The settings were damaged, so the defaults are used; the old file is kept aside."
            )
            return
        self._values, fixes = validate(raw)
        for fix in fixes:
            log.warning("settings: %s", fix)

    @Slot()
    def save(self) -> None:
        """Write the settings now (atomically); a disk that refuses is logged, never raised."""
        self._save_timer.stop()
        if self._path is None:
            return
        try:
            write_atomically(self._path, json.dumps(self._values, indent=1, sort_keys=True).encode("utf-8"))
        except OSError as error:
            log.error("cannot write the settings %s: %s", self._path, error)

    def get(self, name: str) -> Any:
        return self._values[name]

    def set(self, name: str, value: object) -> bool:
        """Change one setting (saved shortly after); False, with a log line, for a value it may not take."""
        spec = SPECS.get(name)
        if spec is None:
            log.warning("settings: no setting called %r", name)
            return False
        try:
            checked = spec.check(value)
        except ValueError as error:
            log.warning("settings: %s; kept %r", error, self._values[name])
            return False
        changed = checked != self._values[name]
        self._values[name] = checked
        self.picked.emit(name)  # (first: what it changes is in place when `changed` has the values read again)
        if changed:
            self.changed.emit()
            self._save_timer.start()
        return True

    @Slot(str, "QVariant", result=bool)
    def setValue(self, name: str, value: object) -> bool:
        return self.set(name, value)

    def learnt(self, game_id: str) -> None:
        """Remember that the guided first game of `game_id` was played to its end (the lobby marks it)."""
        known = list(self._values["learnt_games"])
        if game_id not in known:
            self.set("learnt_games", [*known, game_id][-int(SPECS["learnt_games"].maximum or 0) :])

    def _get_values(self) -> dict[str, Any]:
        return {name: list(value) if isinstance(value, list) else value for name, value in self._values.items()}

    def _get_problem(self) -> str:
        return shown_now(self._problem)

    values = Property(dict, _get_values, notify=changed)
    problem = Property(str, _get_problem, notify=changed)


# ----- the last table set up in the lobby (QSettings) --------------------------------------------------------


def load_setup(settings: QSettings) -> dict[str, Any]:
    """The last setup, or the default one when none was saved or the saved one is damaged."""
    text = settings.value(SETUP_KEY, "")
    if not text:
        return default_setup()
    try:
        setup = json.loads(str(text))
    except (ValueError, RecursionError):
        log.warning("the remembered table setup is damaged; starting from the default")
        return default_setup()
    valid = (
        isinstance(setup, dict)
        and setup.get("game") in game_ids()
        and isinstance(setup.get("seats"), list)
        and 1 <= len(setup["seats"]) <= 8
        and all(isinstance(seat, dict) and isinstance(seat.get("name"), str) for seat in setup["seats"])
        and isinstance(setup.get("options", {}), dict)
    )
    return setup if valid else default_setup()


def save_setup(settings: QSettings, setup: dict[str, Any]) -> None:
    settings.setValue(SETUP_KEY, json.dumps(setup))
    settings.sync()
