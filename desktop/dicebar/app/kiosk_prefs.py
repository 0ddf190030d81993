"""What the kiosk remembers: on or off, the attract timeout, the table speed, the operator PIN, recent names.

With the app's settings (dicebar.app.settings.AppSettings, settings.json: kiosk, attract_after_s,
animation_speed, operator_pin_hash/salt) those come from there; the recent names, and everything when there is
no AppSettings (benchmarks, tools), live in QSettings under "kiosk/" (a file in the data folder:
dicebar.app.paths.keep_qt_settings_in_data_dir). Every value is checked on load and falls back to its default.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QSettings

from dicebar.app.pin import PinRecord
from dicebar.app.settings import AppSettings
from dicebar.session.game_session import SPEED_RANGE

ATTRACT_RANGE = (15, 3600)  # seconds (the settings schema's range)
RECENT_NAMES = 12
GROUP = "kiosk"


@dataclass(frozen=True)
class KioskPrefs:
    kiosk: bool = False
    attract_after_s: int = 120
    speed: float = 1.0
    pin: PinRecord = field(default_factory=PinRecord)
    recent_names: tuple[str, ...] = field(default_factory=tuple)

    def with_names(self, names: list[str]) -> KioskPrefs:
        """The newest names first, each once, at most RECENT_NAMES."""
        merged: list[str] = []
        for given in [*names, *self.recent_names]:
            name = given.strip()[:40]
            if name and name.casefold() not in (seen.casefold() for seen in merged):
                merged.append(name)
        return replace(self, recent_names=tuple(merged[:RECENT_NAMES]))


def _int(value: object, default: int, low: int, high: int) -> int:
    try:
        number = int(str(value))
    except ValueError:
        return default
    return number if low <= number <= high else default


def _float(value: object, default: float, low: float, high: float) -> float:
    try:
        number = float(str(value))
    except ValueError:
        return default
    return number if low <= number <= high else default


def _hex(value: object) -> str:
    text = str(value or "")
    return text if all(c in "0123456789abcdefABCDEF" for c in text) else ""


def load_prefs(settings: QSettings, app: AppSettings | None = None) -> KioskPrefs:
    default = KioskPrefs()

    def get(key: str, fallback: object) -> object:
        return settings.value(f"{GROUP}/{key}", fallback)

    try:
        names = json.loads(str(get("recent_names", "[]")))
    except ValueError:
        names = []
    if not isinstance(names, list):
        names = []
    prefs = KioskPrefs(
        kiosk=str(get("enabled", "false")).lower() == "true",
        attract_after_s=_int(get("attract_after_s", default.attract_after_s), default.attract_after_s, *ATTRACT_RANGE),
        speed=_float(get("speed", default.speed), default.speed, *SPEED_RANGE),
        pin=PinRecord(_hex(get("operator_pin_salt", "")), _hex(get("operator_pin_hash", ""))),
    ).with_names([name for name in names if isinstance(name, str)])
    if app is None:
        return prefs
    speed = float(app.get("animation_speed"))
    return replace(
        prefs,
        kiosk=bool(app.get("kiosk")),
        attract_after_s=int(app.get("attract_after_s")),
        speed=min(SPEED_RANGE[1], max(SPEED_RANGE[0], speed)),
        pin=PinRecord(str(app.get("operator_pin_salt")), str(app.get("operator_pin_hash"))),
    )


def save_prefs(settings: QSettings, prefs: KioskPrefs, app: AppSettings | None = None) -> None:
    settings.setValue(f"{GROUP}/recent_names", json.dumps(list(prefs.recent_names)))
    if app is not None:
        for name, value in (
            ("kiosk", prefs.kiosk),
            ("attract_after_s", prefs.attract_after_s),
            ("animation_speed", prefs.speed),
            ("operator_pin_salt", prefs.pin.salt),
            ("operator_pin_hash", prefs.pin.digest),
        ):
            app.set(name, value)
        app.save()  # now: a PIN or a switch the operator just set must survive a power cut a moment later
        settings.sync()
        return
    settings.setValue(f"{GROUP}/enabled", "true" if prefs.kiosk else "false")
    settings.setValue(f"{GROUP}/attract_after_s", prefs.attract_after_s)
    settings.setValue(f"{GROUP}/speed", prefs.speed)
    settings.setValue(f"{GROUP}/operator_pin_salt", prefs.pin.salt)
    settings.setValue(f"{GROUP}/operator_pin_hash", prefs.pin.digest)
    settings.sync()
