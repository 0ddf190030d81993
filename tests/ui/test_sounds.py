"""The table's sounds and its dice cup: the synthesised WAVs, Sounds.qml's timing of a throw's hits, Cup.qml's
shake, pour and lift (clear of the felt and the rails), and a program that stays quiet without an audio device.

The machine running the tests has no sound server (Xvfb, CI): Sounds.qml then makes no SoundEffect, and what
it would have played is read from its `scheduled` list and `played` count.
"""

from __future__ import annotations

import importlib.util
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
import wave
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, QObject, QPointF, Qt, QUrl
from PySide6.QtGui import QVector3D
from PySide6.QtQml import QJSValue, QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem, QQuickView, QQuickWindow
from PySide6.QtTest import QTest

from dicebar.app.gui import build_window
from dicebar.physics.flick import MAX_LAUNCH, MAX_TURN, MIN_LAUNCH, Launch
from dicebar.session.lobby import Lobby, default_setup
from dicebar.session.table_scene import FLICK_LEAD, TableScene
from dicebar.ui import audio, qml_types
from dicebar.ui.qt_messages import grab_window

from .conftest import QML_DIR

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
SOUNDS_DIR = ROOT / "resources" / "sounds"
SCRIPT = ROOT / "packaging" / "make_sounds.py"
ARTIFACTS = ROOT / "tests" / "artifacts" / "ui"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module
    spec.loader.exec_module(module)
    return module


make_sounds = load_script()


def read_wav(path: Path) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(path)) as file:
        params = file.getparams()
        samples = np.frombuffer(file.readframes(params.nframes), dtype="<i2")
    return params, samples


def plain(value: Any) -> Any:
    return value.toVariant() if isinstance(value, QJSValue) else value


def call(obj: QObject, method: str, *args: Any) -> Any:
    """Call a QML function with JS-convertible arguments (dicts become objects) and return its result."""
    result = QMetaObject.invokeMethod(obj, method, Q_RETURN_ARG("QVariant"), *(Q_ARG("QVariant", arg) for arg in args))
    return plain(result)


# ----- the WAVs ------------------------------------------------------------------------------------------------


def test_every_sound_file_is_a_short_clean_mono_wav() -> None:
    names = make_sounds.file_names()
    assert sorted(names) == sorted(path.name for path in SOUNDS_DIR.glob("*.wav"))
    for name in names:
        path = SOUNDS_DIR / name
        params, samples = read_wav(path)
        assert params.nchannels == 1 and params.sampwidth == 2, name
        assert params.framerate in (44100, 48000), name
        assert 0.03 <= params.nframes / params.framerate <= 1.0, name
        assert path.stat().st_size < 40 * 1024, name
        level = samples.astype(np.float64) / 32768
        assert np.max(np.abs(level)) < 0.99, f"{name} clips"
        assert np.sqrt(np.mean(level**2)) > 0.01, f"{name} is silent"
        assert abs(level[0]) < 0.01 and abs(level[-1]) < 0.01, f"{name} starts or ends with a click"


def test_the_variations_of_a_sound_differ() -> None:
    for name, (count, _, _) in make_sounds.SOUNDS.items():
        takes = [read_wav(SOUNDS_DIR / f"{name}_{k}.wav")[1] for k in range(1, count + 1)]
        assert count >= 2
        for k in range(1, count):
            assert not np.array_equal(takes[0], takes[k]), f"{name}_1 and {name}_{k + 1} are the same"


def test_the_script_regenerates_the_files_deterministically(tmp_path: Path) -> None:
    written = make_sounds.write_all(tmp_path)
    assert sorted(path.name for path in written) == sorted(make_sounds.file_names())
    again = make_sounds.write_all(tmp_path / "again")
    for first, second in zip(written, again, strict=True):
        assert first.read_bytes() == second.read_bytes(), f"{first.name}: not the same twice"
    for path in written:
        made_params, made = read_wav(path)
        kept_params, kept = read_wav(SOUNDS_DIR / path.name)
        assert made_params == kept_params, path.name
        # The same up to a rounding of the last bit (FFTs and sines may round differently on another machine).
        assert np.max(np.abs(made.astype(np.int32) - kept.astype(np.int32))) <= 2, path.name


def test_the_sounds_have_their_materials_character() -> None:
    """A felt thud is low, a die on a die is high, a brass token rings long: the spectra and decays say so."""

    def centroid(name: str) -> float:
        params, samples = read_wav(SOUNDS_DIR / name)
        spectrum = np.abs(np.fft.rfft(samples.astype(np.float64)))
        frequencies = np.fft.rfftfreq(len(samples), 1 / params.framerate)
        return float(np.sum(frequencies * spectrum) / np.sum(spectrum))

    def ring_time(name: str) -> float:
        params, samples = read_wav(SOUNDS_DIR / name)
        level = np.abs(samples.astype(np.float64))
        return float(np.nonzero(level > level.max() * 0.05)[0][-1] / params.framerate)

    assert centroid("felt_1.wav") < centroid("rail_1.wav") < centroid("die_1.wav")
    assert ring_time("token_1.wav") > 3 * ring_time("felt_1.wav")
    assert ring_time("die_1.wav") < ring_time("rail_1.wav")


# ----- Sounds.qml ----------------------------------------------------------------------------------------------


@pytest.fixture
def sounds(qapp: Any) -> Iterator[QObject]:
    """A Sounds.qml on its own (no window: it draws nothing)."""
    audio.probe()
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(b"import QtQuick\nSounds { }\n", QUrl.fromLocalFile(str(QML_DIR / "SoundsTest.qml")))
    created = component.create()
    assert created is not None, component.errorString()
    yield created
    call(created, "cancel")
    created.deleteLater()
    del engine


def throw_step(contacts: list[dict[str, Any]], seconds: float, frames: int = 61, lead: float = 0.0) -> dict[str, Any]:
    return {"kind": "throw", "fps": 60, "frames": frames, "seconds": seconds, "lead": lead, "contacts": contacts}


def test_sounds_qml_knows_every_file_the_script_makes(sounds: QObject) -> None:
    variations = plain(sounds.property("variations"))
    assert variations == {name: count for name, (count, _, _) in make_sounds.SOUNDS.items()}
    assert sounds.property("available") is False  # the test machine has no audio output


def test_contacts_are_scheduled_at_their_time_in_the_playback(sounds: QObject) -> None:
    contacts = [
        {"time": 0.10, "kind": "felt", "loudness": 0.5},
        {"time": 0.40, "kind": "rail", "loudness": 0.5},
        {"time": 0.70, "kind": "die", "loudness": 0.5},
    ]
    # A one-second plan (61 frames at 60 fps) played at speed 1, then at speed 2 (half the time).
    call(sounds, "playContacts", throw_step(contacts, 1.0))
    normal = plain(sounds.property("scheduled"))
    call(sounds, "playContacts", throw_step(contacts, 0.5))
    fast = plain(sounds.property("scheduled"))
    assert [hit["sound"] for hit in normal] == ["felt", "rail", "die"]
    assert [hit["time"] for hit in normal] == pytest.approx([0.10, 0.40, 0.70])
    assert [hit["time"] for hit in fast] == pytest.approx([0.05, 0.20, 0.35])
    # With the cup's lead (0.5 s at speed 1), the hits come after it, scaled alike: at speed 2 the whole
    # 1.5 s step plays in 0.75 s.
    call(sounds, "playContacts", throw_step(contacts, 0.75, lead=0.5))
    led = plain(sounds.property("scheduled"))
    assert [hit["time"] for hit in led] == pytest.approx([0.30, 0.45, 0.60])


def test_harder_hits_are_louder_on_a_square_root_curve(sounds: QObject) -> None:
    contacts = [{"time": 0.1 * k, "kind": "felt", "loudness": loudness} for k, loudness in enumerate((0.04, 0.25, 1.0))]
    call(sounds, "playContacts", throw_step(contacts, 1.0))
    volumes = [hit["volume"] for hit in plain(sounds.property("scheduled"))]
    assert volumes[0] < volumes[1] < volumes[2] <= 1.0
    assert volumes[2] / volumes[1] == pytest.approx(2.0, rel=1e-6)  # sqrt(1.0 / 0.25)
    assert volumes[1] / volumes[0] == pytest.approx(2.5, rel=1e-6)  # sqrt(0.25 / 0.04)


def test_a_cup_shaken_faster_rattles_louder(sounds: QObject) -> None:
    quiet, full = sounds.property("shakeQuiet"), sounds.property("shakeFull")
    speeds = [0.0, quiet / 2, quiet, quiet + 1, 20.0, 50.0, 100.0, full, 2 * full]  # cm/s over the felt
    volumes = [call(sounds, "shakeVolume", speed) for speed in speeds]
    assert volumes[:3] == [0, 0, 0]  # barely moved: silent
    assert 0 < volumes[3] < volumes[4] < volumes[5] < volumes[6] < volumes[7]
    assert volumes[7] == volumes[8] == pytest.approx(plain(sounds.property("levels"))["rattle"])
    # Each turn of the shake is a rattle at that loudness; a cup held still makes none.
    played = sounds.property("played")
    call(sounds, "shake", 80.0)
    call(sounds, "shake", 0.0)
    assert sounds.property("played") == played + 1


def test_a_throw_keeps_only_its_loudest_hits(sounds: QObject) -> None:
    rng = np.random.default_rng(3)
    loudness = [round(float(x), 3) for x in rng.uniform(0.05, 1.0, 40)]
    contacts: list[dict[str, Any]] = [
        {"time": 0.02 * k, "kind": "rail" if k % 3 else "felt", "loudness": v} for k, v in enumerate(loudness)
    ]
    call(sounds, "playContacts", throw_step(contacts, 1.0))
    hits = plain(sounds.property("scheduled"))
    cap = sounds.property("cap")
    assert cap == 12 and len(hits) == cap
    kept_times = sorted(round(hit["time"], 4) for hit in hits)
    loudest = sorted(contacts, key=lambda c: -c["loudness"])[:cap]
    assert kept_times == sorted(round(c["time"], 4) for c in loudest)
    assert [hit["time"] for hit in hits] == sorted(hit["time"] for hit in hits)


def test_quiet_touches_and_simultaneous_hits_are_not_each_a_sound(sounds: QObject) -> None:
    contacts = [
        {"time": 0.100, "kind": "felt", "loudness": 0.3},
        {"time": 0.104, "kind": "felt", "loudness": 0.4},  # the same instant: one louder thud
        {"time": 0.104, "kind": "die", "loudness": 0.4},  # another kind at that instant: its own click
        {"time": 0.300, "kind": "felt", "loudness": 0.01},  # too quiet to hear
    ]
    call(sounds, "playContacts", throw_step(contacts, 1.0))
    hits = plain(sounds.property("scheduled"))
    assert [hit["sound"] for hit in hits] == ["felt", "die"]
    assert hits[0]["volume"] == pytest.approx(0.9 * math.sqrt(0.5), rel=1e-6)  # sqrt(0.3² + 0.4²) = 0.5


def test_the_kinds_of_contact_map_to_their_sounds(sounds: QObject) -> None:
    kinds = {"felt": "felt", "rail": "rail", "die": "die", "tokens": "token", "chips": "chip", "cup": "die"}
    for kind, sound in kinds.items():
        assert call(sounds, "soundFor", kind) == sound


def test_scheduled_sounds_are_played_on_time(qtbot: Any, sounds: QObject) -> None:
    contacts = [{"time": 0.05 * (k + 1), "kind": "felt", "loudness": 0.5} for k in range(5)]
    before = sounds.property("played")
    started = time.monotonic()
    call(sounds, "playStep", throw_step(contacts, 0.3, frames=19))  # 0.3 s at speed 1: the rattle is skipped
    # The pour at once, then five thuds over the next 0.25 s.
    assert sounds.property("played") == before + 1
    qtbot.waitUntil(lambda: sounds.property("played") == before + 6, timeout=3000)
    assert time.monotonic() - started >= 0.24
    assert plain(sounds.property("queue")) == []


def test_counters_clink_when_they_land_and_moved_dice_click(qtbot: Any, sounds: QObject) -> None:
    before = sounds.property("played")
    call(sounds, "playStep", {"kind": "counters", "what": "tokens", "count": 1, "seconds": 0.2})
    queued = plain(sounds.property("queue"))
    assert [item["sound"] for item in queued] == ["token"]
    qtbot.waitUntil(lambda: sounds.property("played") == before + 1, timeout=3000)
    call(sounds, "playStep", {"kind": "counters", "what": "chips", "count": 3, "seconds": 0.2})
    assert [item["sound"] for item in plain(sounds.property("queue"))] == ["chip", "chip"]
    call(sounds, "cancel")
    call(sounds, "playStep", {"kind": "move", "seconds": 0.3})
    assert [item["sound"] for item in plain(sounds.property("queue"))] == ["die"]
    assert plain(sounds.property("queue"))[0]["volume"] < 0.5  # a soft click


# ----- Cup.qml -------------------------------------------------------------------------------------------------


class CupStage:
    """A View3D with the dice kit and one cup, for playing throw steps and posing the cup."""

    def __init__(self, directory: Path) -> None:
        qml_types.register()
        stage = directory / "cup_stage.qml"
        stage.write_text(
            "import QtQuick\nimport QtQuick3D\n"
            f'import "{QML_DIR.as_uri()}"\nimport "{(QML_DIR / "dice").as_uri()}"\n'
            "View3D {\n"
            "    width: 480; height: 360\n"
            '    environment: SceneEnvironment { clearColor: "#1f5d3a"; backgroundMode: SceneEnvironment.Color }\n'
            "    PerspectiveCamera { fieldOfView: 30; eulerRotation.x: -52; position: Qt.vector3d(0, 45, 50) }\n"
            "    DirectionalLight { eulerRotation: Qt.vector3d(-62, -28, 0) }\n"
            "    DiceKit { id: kit; engraved: false }\n"
            '    Cup { objectName: "cup"; kit: kit }\n'
            "}\n"
        )
        self.view = QQuickView()
        self.view.setSource(QUrl.fromLocalFile(str(stage)))
        assert not self.view.errors(), [error.toString() for error in self.view.errors()]
        self.view.show()
        root = self.view.rootObject()
        cup, pose = root.findChild(QObject, "cup"), root.findChild(QObject, "cupPose")
        assert cup is not None and pose is not None
        self.cup: Any = cup  # QML properties and signals, seen from Python
        self.pose: QObject = pose


@pytest.fixture
def stage(qtbot: Any, tmp_path: Path) -> Iterator[CupStage]:
    made = CupStage(tmp_path)
    qtbot.waitExposed(made.view)
    qtbot.waitUntil(lambda: not made.cup.property("visible"), timeout=5000)  # its shaders warmed, hidden
    yield made
    call(made.cup, "stop")
    made.view.close()
    made.view.deleteLater()


def table_json(scene: TableScene) -> dict[str, Any]:
    """What GameSession.table gives the view (centimetres, y up)."""
    table = scene.table
    seats = []
    for seat in range(scene.seats):
        x, y = scene.seat_point(seat, 0.0)
        mx, my, mz = table.seats[seat].cup_mouth
        seats.append(
            {
                "position": [x * 100, 0.0, -y * 100],
                "angle": table.seats[seat].angle,
                "cupMouth": [mx * 100, mz * 100, -my * 100],
            }
        )
    return {
        "feltHalf": [v * 100 for v in table.felt_half],
        "railWidth": table.rail_width * 100,
        "railHeight": table.rail_height * 100,
        "dieEdge": table.die.edge * 100,
        "seats": seats,
    }


def real_throw(
    scene: TableScene, seat: int, lead: float, speed: float = 1.0, launch: Launch | None = None
) -> dict[str, Any]:
    """The scene's throw step of five dice by `seat` (flicked with `launch` if given), played at `speed` with `lead`."""
    scene.launch = None if launch is None else (seat, launch)
    step = scene._throw(seat, (1, 2, 3, 4, 5))
    scene.launch = None
    data = dict(step.data)
    flight = step.seconds - float(data.get("lead", 0.0))  # the scene's own step already counts its cup lead
    data.update({"kind": "throw", "lead": lead, "seconds": (flight + lead) / speed})
    return data


def test_a_throw_shows_the_cup_shaking_then_hides_it(qtbot: Any, stage: CupStage) -> None:
    scene = TableScene(3, 0, 5, seed=5)
    stage.cup.setProperty("table", table_json(scene))
    step = real_throw(scene, 0, lead=1.0)
    started = time.monotonic()
    call(stage.cup, "play", step)
    assert stage.cup.property("visible") and stage.cup.property("phase") == "shake"
    qtbot.wait(150)
    assert stage.cup.property("visible") and stage.cup.property("phase") == "shake"
    phases = [stage.cup.property("phase")]
    stage.cup.phaseChanged.connect(lambda: phases.append(stage.cup.property("phase")))
    qtbot.waitUntil(lambda: not stage.cup.property("visible"), timeout=10_000)
    # In this order (a slow frame may step over a short phase, never back).
    order = ["shake", "tip", "pour", "lift", "idle"]
    assert phases[0] == "shake" and phases[-1] == "idle" and "lift" in phases
    assert [order.index(phase) for phase in phases] == sorted(order.index(phase) for phase in phases)
    assert time.monotonic() - started <= step["seconds"] + 1.0  # gone with the step (and a frame or two)


def test_without_a_lead_the_cup_only_pours_and_lifts(qtbot: Any, stage: CupStage) -> None:
    scene = TableScene(2, 0, 5, seed=6)
    stage.cup.setProperty("table", table_json(scene))
    call(stage.cup, "play", real_throw(scene, 1, lead=0.0))
    assert stage.cup.property("visible") and stage.cup.property("phase") == "pour"
    assert call(stage.cup, "leadOf", real_throw(scene, 1, lead=0.0)) == 0
    qtbot.waitUntil(lambda: not stage.cup.property("visible"), timeout=5000)


def test_the_cup_is_not_shown_when_animations_are_skipped_or_for_other_steps(stage: CupStage) -> None:
    scene = TableScene(2, 0, 5, seed=7)
    stage.cup.setProperty("table", table_json(scene))
    call(stage.cup, "play", {"kind": "move", "seconds": 0.5, "frames": 31, "fps": 60})
    assert not stage.cup.property("visible")
    stage.cup.setProperty("suppressed", True)
    call(stage.cup, "play", real_throw(scene, 0, lead=0.5))
    assert not stage.cup.property("visible")


def test_the_cup_moves_faster_at_a_higher_speed(stage: CupStage) -> None:
    scene = TableScene(4, 0, 5, seed=8)
    stage.cup.setProperty("table", table_json(scene))
    for speed in (1.0, 2.0, 3.0):
        step = real_throw(scene, 2, lead=0.5, speed=speed)
        call(stage.cup, "play", step)
        assert call(stage.cup, "leadOf", step) == pytest.approx(0.5 / speed)
        tip_starts = (0.5 - stage.cup.property("tipSeconds")) / speed
        for seconds, phase in ((tip_starts - 0.01, "shake"), (tip_starts + 0.01, "tip"), (0.5 / speed + 0.01, "pour")):
            call(stage.cup, "seek", seconds)
            assert stage.cup.property("phase") == phase, (speed, seconds)


def test_the_held_cup_follows_the_pointer_over_the_felt_and_rattles_as_it_shakes(qtbot: Any, stage: CupStage) -> None:
    scene = TableScene(3, 0, 5, seed=9)
    table = table_json(scene)
    stage.cup.setProperty("table", table)
    speeds: list[float] = []
    stage.cup.shaken.connect(speeds.append)
    height = stage.cup.property("holdHeight")

    def hold(x: float, z: float) -> None:
        qtbot.wait(16)
        call(stage.cup, "hold", QVector3D(x, height, z))

    # Resting beside you, it is pressed 2 cm right of and 1 cm beyond its middle, and picked up there: it does not
    # jump, it is held by that point.
    stage.cup.setProperty("restSpot", [4.0, 0.0, 9.0])
    qtbot.waitUntil(lambda: stage.cup.property("resting"))
    call(stage.cup, "grip", QVector3D(6.0, height, 8.0))
    hold(6.0, 8.0)
    assert stage.cup.property("phase") == "held" and stage.cup.property("visible")
    foot = stage.pose.property("position")
    assert (foot.x(), foot.y(), foot.z()) == pytest.approx((4.0, stage.cup.property("holdLift"), 9.0), abs=1e-4)
    call(stage.cup, "grip", QVector3D(0.0, height, 0.0))  # (from here on, held by its middle)
    shakes = []
    for sweep in (1.0, 6.0):  # a gentle shake, then a hard one: each turn rattles, the hard one louder
        before = len(speeds)
        for _ in range(3):
            for x in (1, 2, 1, 0, -1, -2, -1, 0):
                hold(x * sweep, 10.0)
        shakes.append(speeds[before + 1 :])  # (its first turn may still carry the last shake's speed)
    gentle, hard = shakes
    assert gentle and hard and statistics.median(gentle) < statistics.median(hard) / 2
    # Let go in a quick move: its velocity is the flick's, that way.
    for k in range(1, 6):
        hold(-3.0 * k, 10.0 - 3.0 * k)
    velocity = call(stage.cup, "flickVelocity")
    assert velocity.x() < 0 and velocity.z() < 0 and velocity.x() == pytest.approx(velocity.z(), rel=0.3)
    # Never past the felt, however far and fast the pointer goes: the whole cup, leaning into its motion, stays
    # inside the rails and above the felt.
    for x, z in ((500.0, -500.0), (-500.0, 500.0)):
        hold(x, z)
        world = placed(cup_points(stage.cup), stage.pose.property("position"), stage.pose.property("rotation"))
        half_x, half_z = table["feltHalf"]
        assert np.all(np.abs(world[:, 0]) < half_x) and np.all(np.abs(world[:, 2]) < half_z)
        assert world[:, 1].min() > 0.1
    qtbot.wait(120)
    assert call(stage.cup, "flickVelocity").length() == 0  # held still since: no flick
    call(stage.cup, "putBack")
    assert stage.cup.property("phase") == "idle" and stage.cup.property("resting")
    foot = stage.pose.property("position")
    assert (foot.x(), foot.z()) == pytest.approx((4.0, 9.0), abs=1e-4)  # on its place again


def cup_points(cup: QObject) -> np.ndarray:
    """Points on the cup's outside, in its own frame: rings from the foot to the lip, (n, 3)."""
    height, foot, mouth = (cup.property(name) for name in ("height", "footRadius", "mouthRadius"))
    points = []
    for y in np.linspace(0.0, height + 0.1, 7):
        radius = foot + (mouth - foot) * y / height + 0.1
        for angle in np.linspace(0, 2 * math.pi, 24, endpoint=False):
            points.append((radius * math.sin(angle), y, radius * math.cos(angle)))
    return np.array(points)


def placed(points: np.ndarray, position: QVector3D, rotation: Any) -> np.ndarray:
    """The points turned by the quaternion `rotation` and moved to `position`."""
    w, u = rotation.scalar(), np.array([rotation.x(), rotation.y(), rotation.z()])
    t = 2.0 * np.cross(u, points)
    moved: np.ndarray = points + w * t + np.cross(u, t) + np.array([position.x(), position.y(), position.z()])
    return moved


@pytest.mark.parametrize("seats", range(2, 9))
def test_the_cup_stays_above_the_felt_and_clear_of_the_rails(stage: CupStage, seats: int) -> None:
    scene = TableScene(seats, 0, 5, seed=seats)
    table = table_json(scene)
    stage.cup.setProperty("table", table)
    half_x, half_z = table["feltHalf"]
    rail_top = table["railHeight"]
    points = cup_points(stage.cup)
    # Tapped (with its shake, or without a lead), and flicked as far to either side and as hard or soft as it goes.
    throws = (
        (0.0, None),
        (0.5, None),
        (FLICK_LEAD, Launch(MAX_TURN, MAX_LAUNCH)),
        (FLICK_LEAD, Launch(-MAX_TURN, MIN_LAUNCH)),
    )
    for seat in range(seats):
        for lead, launch in throws:
            step = real_throw(scene, seat, lead, launch=launch)
            call(stage.cup, "play", step)
            mouth = stage.cup.property("_mouth")
            for k in range(int(step["seconds"] * 100) + 1):
                call(stage.cup, "seek", k / 100)
                if stage.cup.property("phase") == "idle":
                    break
                world = placed(points, stage.pose.property("position"), stage.pose.property("rotation"))
                where = (
                    f"{seats} seats, seat {seat}, lead {lead}, {launch}, {stage.cup.property('phase')} at {k / 100}s"
                )
                assert world[:, 1].min() > 0.1, f"the cup dips into the felt: {where}"
                beyond = (np.abs(world[:, 0]) > half_x) | (np.abs(world[:, 2]) > half_z)
                assert np.all(world[beyond, 1] > rail_top), f"the cup cuts through the rail: {where}"
            # It pours at the physics' cup mouth: the dice's first frame starts in front of its mouth.
            assert abs(mouth.y() - 3.5) < 0.5
            assert math.hypot(mouth.x(), mouth.z()) < math.hypot(*table["seats"][seat]["position"][::2])


# ----- the window: the cup and the sounds follow the session, the menu sets the volume -------------------------


@pytest.fixture
def computers_at_the_table(qtbot: Any) -> Iterator[tuple[Lobby, QQuickWindow]]:
    lobby = Lobby()
    start = default_setup("bar-dice")
    start["seats"] = [{"name": name, "human": False, "strength": "easy"} for name in ("Max", "Ana", "Bo")]
    engine, window = build_window(lobby, size=(1280, 800), auto_start=start)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: lobby.session is not None, timeout=5000)
    stack = window.findChild(QObject, "stack")
    assert stack is not None
    qtbot.waitUntil(lambda: stack.property("depth") == 2 and not stack.property("busy"), timeout=5000)
    yield lobby, window
    window.close()
    del engine
    lobby.leave()


def find(window: QQuickWindow, name: str) -> QObject:
    found = window.findChild(QObject, name)
    if found is None:
        pending: list[QObject] = [window.contentItem()]
        while pending and found is None:
            item = pending.pop()
            if item.objectName() == name:
                found = item
            pending.extend(item.children())
            if isinstance(item, QQuickItem):
                pending.extend(item.childItems())
    assert found is not None, f"no object named {name!r}"
    return found


def test_a_throw_at_the_table_shows_the_cup_and_schedules_its_sounds(
    qtbot: Any, qtlog: Any, computers_at_the_table: tuple[Lobby, QQuickWindow]
) -> None:
    lobby, window = computers_at_the_table
    session: Any = lobby.session
    assert session is not None
    cup, sounds = find(window, "cup"), find(window, "sounds")
    seen: list[tuple[bool, str, int]] = []

    def on_step(step: dict[str, Any]) -> None:
        if step["kind"] == "throw":
            seen.append((bool(cup.property("visible")), str(cup.property("phase")), len(step["contacts"])))

    session.stepStarted.connect(on_step)
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=60_000)
    session.stepStarted.disconnect(on_step)
    assert all(visible and phase == "shake" for visible, phase, _ in seen)  # every throw starts with the cup shaking
    scheduled = plain(sounds.property("scheduled"))
    assert 0 < len(scheduled) <= 12
    # Each time the table settles (the throw has played), the cup is gone and every die is shown.
    dice = [find(window, f"die{index}") for index in range(len(session.scene.dice))]
    settled: list[tuple[bool, bool]] = []
    session.settled.connect(
        lambda: settled.append((bool(cup.property("visible")), all(die.property("visible") for die in dice)))
    )
    qtbot.waitUntil(lambda: len(settled) >= 2, timeout=60_000)
    assert all(not cup_shown and dice_shown for cup_shown, dice_shown in settled)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert grab_window(window).save(str(ARTIFACTS / "sounds-table-after-throws.png"))
    noisy = [
        record.message
        for record in qtlog.records
        if "ultimedia" in (record.context.category or "") + record.message
        or any(word in record.message for word in ("SoundEffect", "PulseAudio", "Sounds.qml", "Cup.qml"))
    ]
    assert noisy == []


def test_the_menu_sets_the_volume_and_mutes(qtbot: Any, computers_at_the_table: tuple[Lobby, QQuickWindow]) -> None:
    _, window = computers_at_the_table
    sounds = find(window, "sounds")
    volume, muted = sounds.property("volume"), sounds.property("muted")
    try:
        sounds.setProperty("muted", False)
        button = find(window, "menuButton")
        assert isinstance(button, QQuickItem)
        corner = button.mapToScene(QPointF(button.width() / 2, button.height() / 2)).toPoint()
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner)
        menu = find(window, "menu")
        qtbot.waitUntil(lambda: menu.property("opened"), timeout=5000)
        slider, switch = find(window, "volumeSlider"), find(window, "muteSwitch")
        assert isinstance(slider, QQuickItem) and isinstance(switch, QQuickItem)
        left = slider.mapToScene(QPointF(slider.width() * 0.2, slider.height() / 2)).toPoint()
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, left)
        qtbot.waitUntil(lambda: sounds.property("volume") < 0.35, timeout=3000)
        assert sounds.property("gain") == pytest.approx(sounds.property("volume") ** 2)
        middle = switch.mapToScene(QPointF(switch.width() / 2, switch.height() / 2)).toPoint()
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
        qtbot.waitUntil(lambda: sounds.property("muted") is True, timeout=3000)
        assert sounds.property("gain") == 0
        assert not slider.property("enabled")
    finally:
        sounds.setProperty("volume", volume)
        sounds.setProperty("muted", muted)


# ----- no audio device: not a word on the console ---------------------------------------------------------------


def no_audio_environment(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PULSE_SERVER"] = f"unix:{tmp_path / 'no-such-socket'}"  # no sound server to be found
    env["PIPEWIRE_REMOTE"] = str(tmp_path / "no-such-pipewire")
    env["XDG_RUNTIME_DIR"] = str(tmp_path)
    env.pop("QT_LOGGING_RULES", None)
    return env


def test_without_an_audio_device_the_program_runs_silently(tmp_path: Path) -> None:
    """The real program, computers playing for a few seconds with sounds due: nothing on stdout or stderr."""
    shot = tmp_path / "table.png"
    done = subprocess.run(
        [sys.executable, "-m", "dicebar", "--start", "bar-dice", "--screenshot", str(shot), "--after", "5000"],
        env=no_audio_environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert shot.exists()
    assert done.stdout == ""
    assert done.stderr == ""


PLAYER = """
import sys, time
from PySide6.QtCore import QUrl, QMetaObject, Q_ARG, Q_RETURN_ARG
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlComponent, QQmlEngine
from dicebar.ui import audio, qml_types
app = QGuiApplication(["player", "-platform", "offscreen"])
print("outputs", audio.probe())
qml_types.register()  # the program's QML types, as the window has them (the folder's singletons use them)
engine = QQmlEngine()
component = QQmlComponent(engine)
component.setData(b"import QtQuick\\nSounds { }\\n", QUrl.fromLocalFile(sys.argv[1] + "/SoundsTest.qml"))
sounds = component.create()
deadline = time.monotonic() + 10
def statuses():
    return QMetaObject.invokeMethod(sounds, "statuses", Q_RETURN_ARG("QVariant")).toVariant()
while time.monotonic() < deadline and (not statuses() or any(s != 2 for s in statuses())):
    app.processEvents(); time.sleep(0.02)
pool = sum(sounds.property("poolSizes").toVariant().values())
print("ready", len(statuses()) == pool, all(s == 2 for s in statuses()))
step = {"kind": "throw", "fps": 60, "frames": 31, "seconds": 1.0, "lead": 0.5,
        "contacts": [{"time": 0.05 * k, "kind": "felt", "loudness": 0.6} for k in range(8)]}
QMetaObject.invokeMethod(sounds, "playStep", Q_ARG("QVariant", step))
end = time.monotonic() + 1.5
while time.monotonic() < end:
    app.processEvents(); time.sleep(0.005)
print("played", sounds.property("played"))
"""


@pytest.mark.skipif(shutil.which("pulseaudio") is None, reason="needs pulseaudio to run a private null sink")
def test_with_an_audio_device_every_sound_loads_and_plays_quietly(tmp_path: Path) -> None:
    """A private PulseAudio server with a null sink stands in for a sound card."""
    socket = tmp_path / "pulse" / "native"
    socket.parent.mkdir()
    env = dict(os.environ, PULSE_RUNTIME_PATH=str(socket.parent), HOME=str(tmp_path), XDG_RUNTIME_DIR=str(tmp_path))
    server = subprocess.Popen(
        ["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--use-pid-file=no", "--disable-shm=yes",
         f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1", "--load=module-null-sink"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 10
        while not socket.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert socket.exists(), "pulseaudio did not start"
        done = subprocess.run(
            [sys.executable, "-c", PLAYER, str(QML_DIR)],
            env=dict(env, PULSE_SERVER=f"unix:{socket}"),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.split("\n")
    assert lines[0] == "outputs 1"
    assert lines[1] == "ready True True"  # every player of every pool has its file loaded
    assert lines[2] == "played 10"  # the rattle, the pour and eight thuds
    assert done.stderr == ""
