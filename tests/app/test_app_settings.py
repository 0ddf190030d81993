"""The settings schema: validated on load, defaults for anything out of range, damaged files kept aside."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicebar.app.settings import SCHEMA, SETTINGS_FILE, AppSettings, defaults, validate

HYPOTHESIS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def test_every_setting_has_a_valid_default() -> None:
    for spec in SCHEMA:
        assert spec.check(spec.default) == spec.default
    assert set(defaults()) == {
        "animation_speed", "skip_animations", "volume", "muted", "reduced_motion", "fixed_camera", "fullscreen",
        "quality", "auto_quality", "language", "hints_allowed", "kiosk", "attract_after_s", "operator_pin_hash",
        "operator_pin_salt", "learnt_games",
    }  # fmt: skip


def test_a_missing_file_gives_the_defaults(tmp_path: Path) -> None:
    store = AppSettings(tmp_path / SETTINGS_FILE)
    assert store.values == defaults()
    assert store.problem == ""


def test_settings_are_kept_between_runs(tmp_path: Path) -> None:
    store = AppSettings(tmp_path / SETTINGS_FILE)
    assert store.set("animation_speed", 2.5)
    assert store.set("muted", True)
    assert store.set("attract_after_s", 300.0)  # QML numbers are floats: a whole one is fine
    store.save()
    again = AppSettings(tmp_path / SETTINGS_FILE)
    assert again.get("animation_speed") == 2.5
    assert again.get("muted") is True
    assert again.get("attract_after_s") == 300
    assert isinstance(again.get("attract_after_s"), int)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("animation_speed", 99),
        ("animation_speed", float("nan")),
        ("volume", -0.1),
        ("volume", True),
        ("muted", 1),
        ("attract_after_s", 2.5),
        ("attract_after_s", 10**30),
        ("operator_pin_hash", "not hex!"),
        ("kiosk", "yes"),
        ("learnt_games", "bar-dice"),
        ("learnt_games", ["bar-dice", 3]),
        ("learnt_games", ["Bar Dice!"]),
        ("learnt_games", ["bar-dice"] * 65),
        ("no_such_setting", 1),
    ],
)
def test_a_value_out_of_range_is_refused(tmp_path: Path, name: str, value: Any) -> None:
    store = AppSettings(tmp_path / SETTINGS_FILE)
    assert not store.set(name, value)
    assert store.values == defaults()


def test_the_games_learnt_are_kept_once_each_in_order(tmp_path: Path) -> None:
    store = AppSettings(tmp_path / SETTINGS_FILE)
    store.learnt("peekpoker")
    store.learnt("bar-dice")
    store.learnt("peekpoker")
    store.save()
    assert AppSettings(tmp_path / SETTINGS_FILE).get("learnt_games") == ["peekpoker", "bar-dice"]
    assert store.set("learnt_games", ["bar-dice", "bar-dice"]) and store.get("learnt_games") == ["bar-dice"]
    shown = store.values["learnt_games"]
    shown.append("layman-bar-dice")  # a copy: what QML or a caller holds cannot change the settings
    assert store.get("learnt_games") == ["bar-dice"]


def test_each_bad_value_takes_its_default_with_one_log_line(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / SETTINGS_FILE
    path.write_text(json.dumps({"volume": 7, "muted": "no", "animation_speed": 2.0, "colour": "red"}))
    with caplog.at_level(logging.WARNING, logger="dicebar.app.settings"):
        store = AppSettings(path)
    assert store.get("volume") == 0.8
    assert store.get("muted") is False
    assert store.get("animation_speed") == 2.0
    assert len([r for r in caplog.records if r.name == "dicebar.app.settings"]) == 3
    assert path.exists()  # a file with some bad values is not damaged: it is kept, fixed on the next save
    assert store.problem == ""


def check_damaged(path: Path, store: AppSettings) -> None:
    assert store.values == defaults()
    assert "damaged" in store.problem and store.problem.count(".") == 1  # one sentence
    assert not path.exists()
    assert len(list(path.parent.glob(SETTINGS_FILE + ".bad-*"))) == 1


@HYPOTHESIS
@given(data=st.binary(max_size=400))
def test_random_bytes_never_crash(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    folder = tmp_path_factory.mktemp("settings")
    path = folder / SETTINGS_FILE
    path.write_bytes(data)
    store = AppSettings(path)
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError):
        raw = None
    if isinstance(raw, dict):
        assert store.values == validate(raw)[0]
    else:
        check_damaged(path, store)
    store.set("volume", 0.5)
    store.save()  # the next save writes a good file again
    assert AppSettings(path).get("volume") == 0.5


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=20,
)


@HYPOTHESIS
@given(raw=st.dictionaries(st.sampled_from([s.name for s in SCHEMA] + ["x"]), JSON, max_size=12))
def test_wrong_types_and_huge_numbers_take_defaults(tmp_path_factory: pytest.TempPathFactory, raw: Any) -> None:
    path = tmp_path_factory.mktemp("settings") / SETTINGS_FILE
    path.write_text(json.dumps(raw))
    values = AppSettings(path).values
    for spec in SCHEMA:
        assert spec.check(values[spec.name]) == values[spec.name]  # every value loaded is a valid one
        if spec.name not in raw:
            assert values[spec.name] == spec.default


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000, "[]", "3", '"settings"', "{", "\xff\xfe", '{"volume": 1e999}', "x" * 100_000],
)
def test_hostile_files_are_kept_aside(tmp_path: Path, text: str) -> None:
    path = tmp_path / SETTINGS_FILE
    path.write_bytes(text.encode("utf-8", "surrogateescape") if text != "\xff\xfe" else b"\xff\xfe")
    store = AppSettings(path)
    if text == '{"volume": 1e999}':  # JSON with an infinite number: the value takes its default
        assert store.get("volume") == 0.8 and path.exists()
    else:
        check_damaged(path, store)
