"""Auto's level for the next table (dicebar.app.quality): from the adapter the window draws with, stepped down a
level at a time while a table's first throws come too slowly, remembered for the next start; an explicit level is
never changed. The frames are fed here: a stand-in window emits them, a stand-in clock times them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from dicebar.app.quality import QualityChooser, ThrowFrames
from dicebar.app.settings import SETTINGS_FILE, AppSettings
from dicebar.ui import renderer
from dicebar.ui.renderer import HIGH, LOW, MEDIUM, Adapter

CARD = Adapter("vulkan", "NVIDIA GeForce RTX 3060", "discrete")
LAPTOP = Adapter("direct3d11", "Intel(R) UHD Graphics 620", "integrated")
SLOW_MS, SMOOTH_MS = 33.3, 16.7
FRAMES_A_THROW = 40


class Session(QObject):
    stepStarted = Signal(dict)
    settled = Signal()


class Lobby(QObject):
    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.session: Session | None = None

    def property(self, name: str) -> Any:  # the lobby's `session`, as the real one's Qt property
        assert name == "session"
        return self.session


class Window(QObject):
    """What the chooser uses of the window: its frames, its `quality` and `qualityKnown`, its tables."""

    frameSwapped = Signal()


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Bar:
    """A chooser with a lobby, a window and a clock; `table()` seats a new table, `throw()` plays a throw."""

    def __init__(self, settings: AppSettings | None, adapter: Adapter | None = CARD) -> None:
        self.lobby = Lobby()
        self.window = Window()
        self.clock = Clock()
        self.adapter = adapter
        self.chooser = QualityChooser(
            self.lobby, settings, environ={}, find_adapter=lambda _window: self.adapter, clock=self.clock
        )
        for name, value in self.chooser.initial_properties().items():
            self.window.setProperty(name, value)
        self.chooser.attach(self.window)  # type: ignore[arg-type]
        self.tables: list[QObject] = []

    @property
    def quality(self) -> str:
        return str(self.window.property("quality"))

    def table(self) -> Session:
        """A new table, built at the window's level as Main.qml builds one."""
        session = Session()
        table = QObject(self.window)
        table.setObjectName("table3d")
        table.setProperty("session", session)
        table.setProperty("quality", self.quality)
        self.tables.append(table)
        self.lobby.session = session
        self.lobby.changed.emit()
        return session

    def throw(self, session: Session, interval_ms: float, frames: int = FRAMES_A_THROW) -> None:
        session.stepStarted.emit({"kind": "throw", "seconds": 2.0})
        for _ in range(frames):
            self.clock.now += interval_ms / 1000
            self.window.frameSwapped.emit()
        self.clock.now += 1.5  # the pause before the next step: never a frame of a throw
        session.settled.emit()

    def throws(self, session: Session, interval_ms: float, count: int = renderer.WATCHED_THROWS) -> None:
        for _ in range(count):
            self.throw(session, interval_ms)


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[AppSettings]:
    store = AppSettings(tmp_path / SETTINGS_FILE)
    yield store
    store.save()


def test_auto_starts_from_the_adapters_level(settings: AppSettings) -> None:
    assert Bar(settings, CARD).quality == HIGH
    assert Bar(settings, LAPTOP).quality == MEDIUM
    assert Bar(settings, Adapter("opengl", "llvmpipe (LLVM 15.0.6, 256 bits)")).quality == LOW


def test_auto_waits_for_the_windows_renderer(settings: AppSettings) -> None:
    bar = Bar(settings, adapter=None)  # no renderer yet: before the window's first frame
    assert bar.window.property("qualityKnown") is False
    bar.adapter = LAPTOP
    bar.window.frameSwapped.emit()
    assert bar.window.property("qualityKnown") is True
    assert bar.quality == MEDIUM


def test_slow_first_throws_step_auto_down_for_the_next_table(settings: AppSettings) -> None:
    bar = Bar(settings)
    table = bar.table()
    bar.throws(table, SLOW_MS, renderer.WATCHED_THROWS - 1)
    assert bar.quality == HIGH  # not before the last watched throw has settled
    bar.throw(table, SLOW_MS)
    assert bar.quality == MEDIUM
    assert bar.tables[0].property("quality") == HIGH  # the live table keeps its level
    assert settings.get("auto_quality") == MEDIUM
    # the next table, at Medium, is still too slow: Low
    bar.throws(bar.table(), SLOW_MS)
    assert bar.quality == LOW
    assert settings.get("auto_quality") == LOW


def test_the_next_start_begins_at_the_level_stepped_down_to(settings: AppSettings) -> None:
    bar = Bar(settings)
    bar.throws(bar.table(), SLOW_MS)
    assert Bar(settings).quality == MEDIUM
    assert Bar(settings, Adapter("vulkan", "llvmpipe", "cpu")).quality == LOW  # never above what the adapter gets


def test_smooth_throws_keep_the_level(settings: AppSettings) -> None:
    bar = Bar(settings)
    table = bar.table()
    bar.throws(table, SMOOTH_MS, renderer.WATCHED_THROWS + 2)
    assert bar.quality == HIGH
    assert settings.get("auto_quality") == ""


def test_only_the_first_throws_are_watched(settings: AppSettings) -> None:
    bar = Bar(settings)
    table = bar.table()
    bar.throws(table, SMOOTH_MS)
    bar.throws(table, SLOW_MS, 5)  # later throws (a busy moment) decide nothing
    assert bar.quality == HIGH


def test_the_pauses_between_throws_are_not_frames(settings: AppSettings) -> None:
    bar = Bar(settings)
    table = bar.table()
    for _ in range(renderer.WATCHED_THROWS):
        bar.clock.now += 5.0
        bar.window.frameSwapped.emit()  # a frame drawn between steps (the HUD changing): not a throw's
        bar.throw(table, SMOOTH_MS)
    assert bar.quality == HIGH


def test_a_chosen_level_is_never_stepped_down(settings: AppSettings) -> None:
    settings.set("quality", HIGH)
    bar = Bar(settings, LAPTOP)
    assert bar.quality == HIGH
    bar.throws(bar.table(), SLOW_MS)
    assert bar.quality == HIGH
    assert settings.get("auto_quality") == ""


def test_a_change_of_the_setting_is_the_next_tables_level(settings: AppSettings) -> None:
    bar = Bar(settings, CARD)
    bar.table()
    settings.set("quality", LOW)
    assert bar.quality == LOW
    assert bar.tables[0].property("quality") == HIGH
    settings.set("quality", MEDIUM)
    assert bar.quality == MEDIUM


def test_picking_auto_again_forgets_the_step_down(settings: AppSettings) -> None:
    bar = Bar(settings, CARD)
    bar.throws(bar.table(), SLOW_MS)
    assert bar.quality == MEDIUM
    settings.set("quality", LOW)
    settings.set("quality", renderer.AUTO)
    assert settings.get("auto_quality") == ""
    assert bar.quality == HIGH


def test_dicebar_quality_overrides_the_setting(settings: AppSettings) -> None:
    settings.set("quality", HIGH)
    chooser = QualityChooser(Lobby(), settings, environ={renderer.FORCE_ENV: "software"})
    assert chooser.initial_properties() == {"quality": LOW, "qualityKnown": True}


def test_without_settings_auto_still_steps_down() -> None:
    bar = Bar(None, CARD)
    bar.throws(bar.table(), SLOW_MS)
    assert bar.quality == MEDIUM


def test_throw_frames_count_only_inside_the_first_throws() -> None:
    frames = ThrowFrames()
    frames.frame(0.0)  # before any throw
    for throw in range(renderer.WATCHED_THROWS):
        frames.throw_started()
        for k in range(3):
            frames.frame(throw * 10 + k * 0.02)
        assert frames.settled() == (throw == renderer.WATCHED_THROWS - 1)
    frames.throw_started()
    frames.frame(100.0)
    frames.frame(100.5)
    assert not frames.settled()
    assert frames.times == pytest.approx([20.0, 20.0] * renderer.WATCHED_THROWS)
