"""The operator's PIN (a salted PBKDF2 hash, never the PIN itself), `dicebar --set-pin`, and what the kiosk keeps."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from dicebar.app.kiosk_prefs import RECENT_NAMES, KioskPrefs, load_prefs, save_prefs
from dicebar.app.pin import PinRecord, make_record, pin_matches, pin_problem, set_pin_command
from dicebar.app.settings import SETTINGS_FILE, AppSettings


@pytest.mark.parametrize(
    ("pin", "fragment"),
    [("12a4", "digits only"), ("123", "4 to 8"), ("123456789", "4 to 8"), ("7777", "too easy"), ("3456", "too easy"),
     ("٣٤٥٦", "digits only")],
)  # fmt: skip
def test_a_pin_must_be_four_to_eight_digits_and_not_obvious(pin: str, fragment: str) -> None:
    assert fragment in pin_problem(pin)
    with pytest.raises(ValueError, match=fragment):
        make_record(pin)


def test_the_pin_is_stored_only_as_a_salted_hash() -> None:
    first, second = make_record("2580"), make_record("2580")
    assert first.salt != second.salt and first.digest != second.digest  # a fresh salt every time
    assert "2580" not in first.salt + first.digest and len(first.digest) == 64 and len(first.salt) == 32
    assert pin_matches("2580", first) and pin_matches("2580", second)
    assert not pin_matches("2581", first) and not pin_matches("25800", first) and not pin_matches("", first)


def test_no_pin_or_a_damaged_record_opens_nothing() -> None:
    assert not PinRecord().is_set and not pin_matches("", PinRecord())
    record = make_record("2580")
    assert not pin_matches("2580", PinRecord("not hex", record.digest))
    last = record.digest[-1]
    damaged = record.digest[:-1] + ("0" if last != "0" else "1")  # one digit changed, whatever the digest
    assert not pin_matches("2580", PinRecord(record.salt, damaged))


def test_set_pin_asks_twice_and_stores_the_hash() -> None:
    saved: list[PinRecord] = []
    out = io.StringIO()
    answers = iter(["9713", "9713"])
    assert set_pin_command(saved.append, ask=lambda prompt: next(answers), out=out) == 0
    assert len(saved) == 1 and pin_matches("9713", saved[0]) and "is set" in out.getvalue()


@pytest.mark.parametrize(
    ("answers", "fragment"), [(["9713", "9714"], "differ"), (["12"], "4 to 8"), ([], "No PIN given")]
)
def test_set_pin_refuses_with_one_line_and_changes_nothing(answers: list[str], fragment: str) -> None:
    saved: list[PinRecord] = []
    out = io.StringIO()
    given = iter(answers)

    def ask(prompt: str) -> str:
        try:
            return next(given)
        except StopIteration:
            raise EOFError from None

    assert set_pin_command(saved.append, ask=ask, out=out) == 2
    assert saved == [] and fragment in out.getvalue() and len(out.getvalue().splitlines()) == 1


def _set_pin(folder: Path, typed: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, DICEBAR_DATA_DIR=str(folder))
    return subprocess.run(
        [sys.executable, "-m", "dicebar", "--set-pin"],
        input=typed,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        start_new_session=True,  # no terminal: getpass reads the standard input, as a provisioning script's pipe
        check=False,
    )


def test_the_set_pin_command_writes_the_settings_file(tmp_path: Path) -> None:
    done = _set_pin(tmp_path, "4862\n4862\n")
    assert done.returncode == 0, done.stderr
    stored = json.loads((tmp_path / SETTINGS_FILE).read_text())
    record = PinRecord(stored["operator_pin_salt"], stored["operator_pin_hash"])
    assert pin_matches("4862", record) and "4862" not in json.dumps(stored) and "4862" not in done.stdout
    again = _set_pin(tmp_path, "4862\n4869\n")
    assert again.returncode == 2 and "differ" in again.stderr
    assert json.loads((tmp_path / SETTINGS_FILE).read_text()) == stored  # nothing changed


def test_the_kiosk_keeps_its_choices_in_the_app_settings(tmp_path: Path) -> None:
    qsettings = QSettings(str(tmp_path / "q.ini"), QSettings.Format.IniFormat)
    app = AppSettings(tmp_path / SETTINGS_FILE)
    record = make_record("2580")
    prefs = KioskPrefs(kiosk=True, attract_after_s=300, speed=2.0, pin=record).with_names(["Roz", "Ann"])
    save_prefs(qsettings, prefs, app)
    stored = json.loads((tmp_path / SETTINGS_FILE).read_text())  # written at once, not after a delay
    assert stored["kiosk"] is True and stored["attract_after_s"] == 300 and stored["animation_speed"] == 2.0
    loaded = load_prefs(QSettings(str(tmp_path / "q.ini"), QSettings.Format.IniFormat), AppSettings(app.path))
    assert loaded == prefs


def test_recent_names_newest_first_each_once_and_a_damaged_list_is_ignored(tmp_path: Path) -> None:
    prefs = KioskPrefs().with_names(["Ann", "Bo"]).with_names(["bo", " Cy ", ""])
    assert prefs.recent_names == ("bo", "Cy", "Ann")
    many = KioskPrefs().with_names([f"P{k}" for k in range(30)])
    assert len(many.recent_names) == RECENT_NAMES
    qsettings = QSettings(str(tmp_path / "q.ini"), QSettings.Format.IniFormat)
    for damaged in ("{not json", '{"a": 1}', "[1, 2, null]"):
        qsettings.setValue("kiosk/recent_names", damaged)
        assert load_prefs(qsettings).recent_names == ()
    qsettings.setValue("kiosk/attract_after_s", "forever")
    assert load_prefs(qsettings).attract_after_s == KioskPrefs().attract_after_s
