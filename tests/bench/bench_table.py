"""The 3D table's figures, printed as JSON: frame times during a 5-dice and a 25-dice throw and during cuts to a
close-up, Roll-to-motion, CPU while idle, launch-to-lobby, each run's peak memory. Every run is a process of its
own, read through Qt's render-loop log and the table's note of when something moves (or a cut is under way):

- `app_*`: the real program, computers playing, for `--seconds`.
- `five_dice`, `twenty_five_dice`: a table of people driven by this script in a child process, which presses Roll
  `--think` seconds after the table is ready, as a person would (the next throw is planned meanwhile), and once
  each throw has settled cuts to a close-up and back (Table3D.cutTo, waiting for cutDone; `--no-cuts`: none).
  Its own figures (`in_process`: each frame heard by a queued slot on the GUI thread, at or after the moment it
  was shown, so they are upper bounds) give Roll-to-motion and the cuts' durations; the intervals around cuts are
  also given apart (`cut_intervals`).
- `plain_*`: the plain Qt Quick 3D window (plain_scene.py) timed the same way, before the others and, with the
  driven tables, again after them (`plain_*_after`): on shared cores the plain window's own intervals over 50 ms
  tell how loaded the machine was.

Each gives `worst_frames`: the worst ten intervals (and every one over 50 ms) each told with its moment (time
since the first frame, interval, render time and its parts, and the phase: the table arriving, a throw's n-th frame
and whether it is the table's first, settling, idle between steps, a cut's n-th frame, a backdrop picture pending)
and what the program noted just before it (a garbage collection, a heap trim, a move applied and saved, the
backdrop drawn, a cut begun or done, the window's caches let go: dicebar.app.motion_notes), and `worst_renders`,
the five longest render times of any frame. Frame intervals count while something moves (a pause between steps
draws nothing). Run it on a real display or under Xvfb (software OpenGL):

    DISPLAY=:99 .venv/bin/python tests/bench/bench_table.py [--throws 12] [--seconds 20] [--app-only|--driven-only]
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from typing import Any

from private_data import use_a_private_data_folder
from PySide6.QtCore import QElapsedTimer, QEventLoop, QObject, QTimer
from PySide6.QtGui import QGuiApplication, QVector3D
from PySide6.QtQuick import QQuickItem
from window_renderer import window_renderer

from dicebar.app.gui import build_window
from dicebar.app.heap import serve_large_blocks_apart, stop_caching_sources
from dicebar.session.lobby import Lobby
from dicebar.ui.frame_clock import FrameClock

LAUNCH_PROBE = """
import time, sys
started = time.perf_counter()
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv[:1])
from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby
lobby = Lobby()
engine, window = build_window(lobby, size=(1280, 800))
def first_frame():
    print(round(time.perf_counter() - started, 3), flush=True)
    app.quit()
window.frameSwapped.connect(first_frame)
app.exec()
"""


STILL_MS = 200.0  # a gap this long between frames is the table standing still (nothing drawn), not a frame


def render_timing_env() -> dict[str, str]:
    """The environment for the real program to log its render loop's timing (the threaded loop, Qt's default)."""
    # dicebar.motion: the table says when something starts and stops moving (Table3D.qml)
    env = dict(os.environ, QSG_RENDER_TIMING="1", QT_LOGGING_RULES="dicebar.motion.info=true")
    env[MOTION_NOTES] = "1"  # and what happens between the frames (dicebar.app.motion_notes)
    env.pop("QSG_RENDER_LOOP", None)
    return env


def render_timing(log: str) -> tuple[list[float], list[float]]:
    """Qt's render-loop timing log (QSG_RENDER_TIMING=1) read: the intervals between frames and each frame's
    render time, in milliseconds."""
    intervals = [float(ms) for ms in re.findall(r"syncAndRender: start, elapsed since last call: (\d+) ms", log)]
    rendered = [float(ms) for ms in re.findall(r"syncAndRender: frame rendered in (\d+)ms", log)]
    return intervals, rendered


MOTION_NOTES = "DICEBAR_MOTION_NOTES"  # dicebar.app.motion_notes.ENV (not imported: that would load Qt Quick)
WORST_SHOWN = 10  # the worst frames described, and every one over HITCH_MS
HITCH_MS = 50.0

LOG_EVENT = re.compile(
    r"syncAndRender: start, elapsed since last call: (?P<interval>\d+) ms"
    r"|dicebar\.motion: (?P<motion>moving|still|paused)"
)
TIMELINE_EVENT = re.compile(
    r"syncAndRender: start, elapsed since last call: (?P<interval>\d+) ms"
    r"|syncAndRender: frame rendered in (?P<rendered>\d+)ms, (?P<parts>sync=\d+, render=\d+, swap=\d+)"
    r"|dicebar\.motion: (?:note (?P<note>[^\n]*?)(?=qt\.|dicebar\.|\n|$)|(?P<motion>moving|still|paused))"
)


@dataclass
class Frame:
    """One frame of the real program read from its log: when it started (ms since the first frame), the interval
    since the frame before, whether it and the frame before were drawn while something moved (`counted`, as in
    moving_frames), what the program was doing (`phase`), the notes written since the frame before, and its render
    time with its parts ("sync=0, render=3, swap=39")."""

    clock: float
    interval: float
    counted: bool
    phase: str
    notes: list[str]
    rendered: float | None = None
    parts: str = ""

    def describe(self) -> str:
        rendered = "?" if self.rendered is None else f"{self.rendered:.0f} ms ({self.parts})"
        said = f"; before it: {', '.join(self.notes)}" if self.notes else ""
        return f"t={self.clock / 1000:.3f} s, interval {self.interval:.0f} ms, render {rendered}: {self.phase}{said}"


class _Phase:
    """What the program is doing, followed through its notes (dicebar.app.motion_notes) and motion lines."""

    def __init__(self) -> None:
        self.table = ""  # the game on the table; empty in the lobby
        self.throws = 0  # throws since the table arrived
        self.step = ""  # the step playing (e.g. "throw 1 (the table's first)")
        self.step_frames = 0
        self.settling = False  # the step's motion ended, the session not settled yet
        self.backdrop = False  # a backdrop copy asked for and not made yet
        self.cut = False  # a cut to another camera pose under way (its backdrop drawn band by band)
        self.cut_frames = 0
        self.cut_motion = False  # the table's motion is a cut's (it names no step, and no step settles after it)
        self.moving = False

    def hear(self, note: str) -> None:
        if note.startswith("table "):
            self.table, self.throws, self.step, self.settling = note[6:], 0, "", False
        elif note == "lobby":
            self.table, self.step = "", ""
        elif note.startswith("step "):
            kind = note[5:]
            if kind == "throw":
                self.throws += 1
                kind = f"throw {self.throws}" + (" (the table's first)" if self.throws == 1 else "")
            self.step, self.step_frames, self.settling = kind, 0, False
        elif note == "settled":
            self.settling = False
        elif note == "backdrop asked":
            self.backdrop = True
        elif note == "backdrop copied":
            self.backdrop = False
        elif note == "cut":
            self.cut, self.cut_frames, self.cut_motion = True, 0, True
        elif note == "cut done":
            self.cut = False

    def move(self, moving: bool) -> None:
        if self.cut_motion:
            if self.moving and not moving:
                self.cut_motion = False
            self.moving = moving
            return
        if moving and not self.moving:
            self.step, self.step_frames = "a step", 0  # named by its note (a program without notes: unnamed)
        if self.moving and not moving:
            self.settling = True
        self.moving = moving

    def describe(self) -> str:
        if self.cut:
            self.cut_frames += 1
            return f"cut, frame {self.cut_frames}" + (", backdrop copy pending" if self.backdrop else "")
        if self.moving:
            self.step_frames += 1
            where = f"{self.step}, frame {self.step_frames}"
        elif not self.table:
            return "lobby, or no notes"
        elif self.settling:
            where = "settling (the step's motion over)"
        elif self.throws == 0:
            where = "table arriving"
        else:
            where = "idle between steps"
        return where + (", backdrop copy pending" if self.backdrop else "")


def timeline(log: str) -> list[Frame]:
    """Every frame of the real program's log (render timing, `dicebar.motion` lines and notes), in order, with
    what was happening; `counted` as in moving_frames. Stops at `paused` (the --screenshot grab)."""
    frames: list[Frame] = []
    phase = _Phase()
    notes: list[str] = []
    clock, moved_at_last_frame = 0.0, False
    for event in TIMELINE_EVENT.finditer(log):
        if event.group("motion") == "paused":
            break
        if event.group("motion"):
            phase.move(event.group("motion") == "moving")
        elif event.group("note") is not None:
            notes.append(event.group("note").strip())
            phase.hear(notes[-1])
        elif event.group("rendered") is not None:
            if frames and frames[-1].rendered is None:
                frames[-1].rendered = float(event.group("rendered"))
                frames[-1].parts = event.group("parts")
        else:
            interval = float(event.group("interval"))
            clock += interval
            counted = moved_at_last_frame and phase.moving
            frames.append(Frame(clock, interval, counted, phase.describe(), notes))
            notes = []
            moved_at_last_frame = phase.moving
    return frames


def worst_frames(frames: list[Frame]) -> list[str]:
    """The WORST_SHOWN longest intervals among the frames drawn while something moved, and every one over
    HITCH_MS, in the order they came, each with what was happening."""
    counted = [frame for frame in frames if frame.counted]
    ranked = sorted(counted, key=lambda frame: frame.interval, reverse=True)
    shown = {id(frame) for frame in ranked[:WORST_SHOWN]} | {id(f) for f in counted if f.interval > HITCH_MS}
    return [frame.describe() for frame in counted if id(frame) in shown]


def worst_renders(frames: list[Frame], count: int = 5) -> list[str]:
    """The `count` longest render times of any frame (moving or not: the table's arrival, a backdrop copy)."""
    timed = [frame for frame in frames if frame.rendered is not None]
    return [frame.describe() for frame in sorted(timed, key=lambda frame: frame.rendered or 0.0, reverse=True)[:count]]


def moving_frames(log: str) -> list[tuple[float, float]]:
    """The real program's frames drawn while something moved, from its log (render timing and `dicebar.motion`):
    (milliseconds since the first frame, interval since the frame before) for each frame whose predecessor was
    also drawn while something moved. A pause between steps draws nothing; the interval across it is no frame.
    The GUI and render threads write to stderr at once, so one line may end inside another: the events are read
    wherever they stand, in order. `paused`: the program reads its window back for --screenshot and ends; the
    frame across that is none of the table's."""
    frames: list[tuple[float, float]] = []
    clock, moving, moved_at_last_frame = 0.0, False, False
    for event in LOG_EVENT.finditer(log):
        if event.group("motion") == "paused":
            break
        if event.group("motion"):
            moving = event.group("motion") == "moving"
            continue
        interval = float(event.group("interval"))
        clock += interval
        if moved_at_last_frame and moving:
            frames.append((clock, interval))
        moved_at_last_frame = moving
    return frames


def frame_figures(intervals: list[float], rendered: list[float]) -> dict[str, Any]:
    """Count, median, 95th percentile, worst and count over HITCH_MS of the frame intervals (the still gaps left
    out), and the render times' median and 95th percentile."""
    return {**interval_figures([ms for ms in intervals if ms < STILL_MS]), **render_figures(rendered)}


def render_figures(rendered: list[float]) -> dict[str, Any]:
    """The render times' median and 95th percentile."""
    return {
        "render_ms_median": statistics.median(rendered) if rendered else None,
        "render_ms_p95": percentile(rendered, 0.95) if rendered else None,
    }


@dataclass
class ChildRun:
    """A child process's output and its peak resident memory (the kernel's high-water mark, from wait4)."""

    stdout: str
    stderr: str
    peak_mb: float


def run_child(command: list[str], env: dict[str, str], timeout: float) -> ChildRun:
    """Run `command` to its end (killed past `timeout` seconds) and read what it wrote and its peak memory."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        child = subprocess.Popen(command, stdout=out, stderr=err, text=True, env=env)
        killer = threading.Timer(timeout, child.kill)
        killer.start()
        try:
            _, _, usage = os.wait4(child.pid, 0)
        finally:
            killer.cancel()
        child.returncode = 0  # reaped by wait4: Popen must not wait for it again
        out.seek(0)
        err.seek(0)
        return ChildRun(out.read(), err.read(), round(usage.ru_maxrss / 1024, 1))


def interval_figures(intervals: list[float]) -> dict[str, Any]:
    """Count, median, 95th percentile, worst and count over HITCH_MS of some frame intervals."""
    return {
        "frames": len(intervals),
        "interval_ms_median": statistics.median(intervals) if intervals else None,
        "interval_ms_p95": percentile(intervals, 0.95) if intervals else None,
        "interval_ms_worst": max(intervals) if intervals else None,
        "frames_over_50ms": sum(ms > HITCH_MS for ms in intervals),
    }


def app_frame_times(game_id: str, players: int, seconds: float = 20.0) -> dict[str, Any]:
    """Frame times of the real program (threaded render loop) with computers playing, read from Qt's own
    render-loop timing log (no slot of ours runs per frame; the log's lines pass the program's message handler,
    which measured no different from Qt's own). Only frames drawn while something moves count (moving_frames)."""
    env = render_timing_env()
    with tempfile.TemporaryDirectory() as folder:
        done = run_child(
            [
                sys.executable,
                "-m",
                "dicebar",
                "--start",
                game_id,
                "--players",
                str(players),
                "--size",
                "1280x800",
                "--screenshot",
                os.path.join(folder, "end.png"),
                "--after",
                str(int(seconds * 1000)),
            ],
            env,
            seconds + 120,
        )
    _, rendered = render_timing(done.stderr)
    moving = moving_frames(done.stderr)
    intervals = [ms for _, ms in moving]
    # The table's entrance (its textures made, its shaders compiled, the page sliding in) is over within the
    # first 3 s; `play_*` are the frames after it, while the computers play.
    playing = [ms for clock, ms in moving if clock > 3000]
    return {
        "game": game_id,
        "players": players,
        **interval_figures(intervals),
        **render_figures(rendered),
        "play_ms_median": statistics.median(playing) if playing else None,
        "play_ms_p95": percentile(playing, 0.95) if playing else None,
        "play_ms_worst": max(playing) if playing else None,
        "play_frames_over_50ms": sum(ms > HITCH_MS for ms in playing),
        "worst_frames": worst_frames(timeline(done.stderr)),
        "worst_renders": worst_renders(timeline(done.stderr)),
        "peak_mb": done.peak_mb,
    }


def plain_frame_times(cubes: int, seconds: float) -> dict[str, Any]:
    """The plain Qt Quick 3D window (plain_scene.py: `cubes` spinning cubes, a felt plane, one light) at the same
    size, timed as the program is (Qt's render-loop log, the threaded loop): every frame counts, since the cubes
    never stop. The first second (the window's first frames, its shaders made) is left out."""
    env = render_timing_env()
    done = run_child([sys.executable, PLAIN_SCENE, str(cubes), str(seconds + 1)], env, seconds + 120)
    intervals, rendered = render_timing(done.stderr)
    clock = list(itertools.accumulate(intervals))
    kept = [index for index, at in enumerate(clock) if at > 1000]
    return {
        "cubes": cubes,
        **frame_figures(
            [intervals[index] for index in kept], [rendered[index] for index in kept if index < len(rendered)]
        ),
        "peak_mb": done.peak_mb,
    }


PLAIN_SCENE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plain_scene.py")
DICE_THROWN = {"bar-dice": 5, "fives-to-the-right": 25}  # the games timed, and the plain window's cubes for each
RATIO_FIGURES = ("interval_ms_median", "interval_ms_p95", "render_ms_median", "render_ms_p95")


def ratios_to_plain(figures: dict[str, Any], plain: dict[str, Any]) -> dict[str, float | None]:
    """The program's frame figures divided by the plain window's (1.0: as fast as plain Qt Quick 3D)."""
    return {
        name: round(figures[name] / plain[name], 2) if figures.get(name) and plain.get(name) else None
        for name in RATIO_FIGURES
    }


def launch_to_lobby(runs: int = 3) -> float:
    """Median seconds from the interpreter's start to the lobby's first frame on screen."""
    times = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", LAUNCH_PROBE], capture_output=True, text=True, timeout=120, check=True
        )
        times.append(float(done.stdout.strip().splitlines()[-1]))
    return statistics.median(times)


def wait(seconds: float = 0.01) -> None:
    """Let Qt run for a while without spinning: a busy loop would steal the core the renderer needs."""
    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


CLOSE_SHARE = 0.45  # a close-up's camera: this share of the way from the table's pose to the felt


def closer_pose(table: QObject, share: float = CLOSE_SHARE) -> tuple[QVector3D, float, float]:
    """The table's camera moved `share` of the way along its line of sight to the felt: a close-up's pose
    (position, pitch, field of view) as the camera's close-ups give Table3D.cutTo."""
    position, pitch = table.property("cameraPosition"), float(table.property("pitch"))
    to_felt = position.y() / math.sin(math.radians(pitch))
    step = QVector3D(0, -math.sin(math.radians(pitch)), -math.cos(math.radians(pitch))) * (share * to_felt)
    return position + step, pitch, float(table.property("fov"))


def measure_throws(game_id: str, players: int, throws: int, think: float = 0.3, cuts: bool = True) -> dict[str, Any]:
    """Press Roll `throws` times at a table of people (in this process), and after each throw has settled cut to a
    close-up and back (Table3D.cutTo, waiting for cutDone) when `cuts`: Roll-to-motion, the cuts' durations
    and the frame intervals seen by a Python slot on every frame. Run by driven_frame_times in a child process."""
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    names = ["You", "Max", "Danielle", "James", "Ana", "Bo", "Cy", "Dee"]
    setup = {
        "game": game_id,
        "options": {},
        "seats": [{"name": names[k], "human": True, "strength": "good"} for k in range(players)],
    }
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1280, 800), auto_start=setup)
    window.show()
    session = lobby.session
    clock = QElapsedTimer()
    clock.start()
    frames: list[float] = []
    moving: list[bool] = []  # at each frame: dice, counters or the cup in motion
    motion: list[float] = []
    pressed = {"at": -1.0}
    deadline = time.monotonic() + 30
    while window.findChild(QQuickItem, "table3d") is None and time.monotonic() < deadline:
        wait()  # the table page comes a moment after the window
    table = window.findChild(QQuickItem, "table3d")
    cup = window.findChild(QObject, "cup")

    # each frame heard on this (the GUI) thread, a queued slot of an object living here: a plain function would
    # run on the render thread, which would then wait for Python's lock every frame (while this thread holds it)
    # and read the table's properties while this thread changes them
    def on_frame() -> None:
        frames.append(clock.nsecsElapsed() / 1e6)
        moving.append(bool(table.property("animating") or cup.property("active")))

    FrameClock(window, on_frame)  # (the window's child)
    cuts_done: list[float] = []
    if cuts:
        table.cutDone.connect(lambda: cuts_done.append(clock.nsecsElapsed() / 1e6))  # type: ignore[attr-defined]

    def cut(position: QVector3D | None, pitch: float, fov: float) -> float:
        """Milliseconds from cutTo to cutDone."""
        asked = clock.nsecsElapsed() / 1e6
        cuts_done.clear()
        table.cutTo(position, pitch, fov)  # type: ignore[attr-defined]
        deadline = time.monotonic() + 10
        while not cuts_done and time.monotonic() < deadline:
            wait()
        return cuts_done[0] - asked if cuts_done else float("inf")

    intervals: list[float] = []
    roll_to_motion: list[float] = []
    cut_ms: list[float] = []
    for _ in range(throws):
        deadline = time.monotonic() + 30
        # (a press before the view has drawn the table is kept until it has: GameSession.tableShown)
        while not (session.humanTurn and session.tableShown) and time.monotonic() < deadline:
            wait()
        if session.over or not session.canRoll:
            break
        wait(think)  # a person's reaction before pressing (the table plans the next throw meanwhile)
        frames.clear()
        moving.clear()
        pressed["at"] = clock.nsecsElapsed() / 1e6
        session.roll()
        deadline = time.monotonic() + 30
        while (session.busy or not frames) and time.monotonic() < deadline:
            wait()
        if frames:
            roll_to_motion.append(frames[0] - pressed["at"])
            # frame to frame while something moves; a pause with nothing moving draws nothing and is no frame
            pairs = zip(itertools.pairwise(frames), itertools.pairwise(moving), strict=True)
            intervals.extend(b - a for (a, b), (was, still) in pairs if was and still)
        motion.append(len(frames))
        if cuts:  # the close-up once the throw has settled, held a moment, and back to the whole table
            cut_ms.append(cut(*closer_pose(table)))
            wait(think)
            cut_ms.append(cut(None, 0.0, 0.0))
    # idle: a human to act, nothing moving; the table must not redraw (after the last banner has faded)
    wait(2.0)
    before_frames = len(frames)
    cpu0, wall0 = time.process_time(), time.monotonic()
    wait(3.0)
    idle_cpu = (time.process_time() - cpu0) / (time.monotonic() - wall0)
    result = {
        "game": game_id,
        "players": players,
        "throws": len(motion),
        "frame_ms_median": round(statistics.median(intervals), 2) if intervals else None,
        "frame_ms_p95": round(percentile(intervals, 0.95), 2) if intervals else None,
        "frame_ms_worst": round(max(intervals), 2) if intervals else None,
        "roll_to_first_frame_ms_median": round(statistics.median(roll_to_motion), 1) if roll_to_motion else None,
        "roll_to_first_frame_ms_p95": round(percentile(roll_to_motion, 0.95), 1) if roll_to_motion else None,
        "roll_to_first_frame_ms_worst": round(max(roll_to_motion), 1) if roll_to_motion else None,
        "frames_over_50ms": sum(ms > HITCH_MS for ms in intervals),
        "cuts": len(cut_ms),
        "cut_to_done_ms_median": round(statistics.median(cut_ms), 1) if cut_ms else None,
        "cut_to_done_ms_worst": round(max(cut_ms), 1) if cut_ms else None,
        "idle_cpu_share_of_a_core": round(idle_cpu, 4),
        "idle_frames_in_3s": len(frames) - before_frames,
    }
    window.close()
    lobby.leave()
    del engine
    return result


def driven_frame_times(game_id: str, players: int, throws: int, think: float, cuts: bool) -> dict[str, Any]:
    """measure_throws in a child process with Qt's render-loop timing log (as app_frame_times): its own figures
    (`in_process`), and from the log the intervals and render times of every frame drawn while something moved or
    a cut was under way, those of the cuts apart (`cut_*`), the worst frames told, and the child's peak memory."""
    env = render_timing_env()
    command = [sys.executable, __file__, "--child", game_id, str(players), str(throws), str(think), str(int(cuts))]
    done = run_child(command, env, throws * 30 + 120)
    lines = done.stdout.strip().splitlines()
    if not lines:
        raise RuntimeError(f"the driven table printed nothing: {done.stderr[-2000:]}")
    frames = timeline(done.stderr)
    counted = [frame for frame in frames if frame.counted]
    _, rendered = render_timing(done.stderr)
    cut_frames = [frame for frame in counted if frame.phase.startswith("cut")]
    cut_rendered = [frame.rendered for frame in frames if frame.phase.startswith("cut") and frame.rendered is not None]
    return {
        "game": game_id,
        "players": players,
        **interval_figures([frame.interval for frame in counted]),
        **render_figures(rendered),
        "render_ms_worst": max(rendered) if rendered else None,
        "cut_intervals": interval_figures([frame.interval for frame in cut_frames]),
        "cut_render_ms_median": statistics.median(cut_rendered) if cut_rendered else None,
        "cut_render_ms_p95": percentile(cut_rendered, 0.95) if cut_rendered else None,
        "cut_render_ms_worst": max(cut_rendered) if cut_rendered else None,
        "worst_frames": worst_frames(frames),
        "worst_renders": worst_renders(frames),
        "peak_mb": done.peak_mb,
        "in_process": json.loads(lines[-1]),
    }


def child(arguments: list[str]) -> None:
    """The driven table of driven_frame_times, in this (child) process: its figures printed as one JSON line."""
    use_a_private_data_folder()
    game_id, players, throws, think, cuts = arguments
    serve_large_blocks_apart()  # as dicebar starts (dicebar.app.gui.run): the peak is the program's
    stop_caching_sources()
    app = QGuiApplication(sys.argv[:1])
    result = measure_throws(game_id, int(players), int(throws), float(think), cuts == "1")
    del app
    print(json.dumps(result), flush=True)


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2:])
        return
    use_a_private_data_folder()
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--throws", type=int, default=12)
    parser.add_argument("--think", type=float, default=0.3, help="seconds a person takes before pressing Roll")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long the real program plays each game")
    parser.add_argument("--app-only", action="store_true", help="only the real program's figures (app_*)")
    parser.add_argument("--driven-only", action="store_true", help="only the driven tables' figures (with cuts)")
    parser.add_argument("--no-cuts", action="store_true", help="the driven tables without close-up cuts")
    parser.add_argument("--plain-seconds", type=float, default=10.0, help="how long the plain window is timed")
    args = parser.parse_args()

    app = QGuiApplication(sys.argv[:1])
    report: dict[str, Any] = {
        **window_renderer(),
        "display": os.environ.get("DISPLAY", ""),
    }
    report["load_average"] = [round(value, 2) for value in os.getloadavg()]  # the machine may be shared
    plain = {count: plain_frame_times(count, args.plain_seconds) for count in (5, 25)}
    report["plain_five_cubes"], report["plain_twenty_five_cubes"] = plain[5], plain[25]
    if not args.driven_only:
        report["app_five_dice"] = app_frame_times("bar-dice", 2, args.seconds)
        report["app_twenty_five_dice"] = app_frame_times("fives-to-the-right", 5, args.seconds)
    if not args.app_only:
        cuts = not args.no_cuts
        report["five_dice"] = driven_frame_times("bar-dice", 2, args.throws, args.think, cuts)
        report["twenty_five_dice"] = driven_frame_times("fives-to-the-right", 5, args.throws, args.think, cuts)
        report["launch_to_lobby_s"] = launch_to_lobby()
        # The plain window again after the driven tables: the machine's load over their minutes, bracketed (a
        # plain Qt Quick 3D window has intervals over 50 ms of its own when the shared cores are busy)
        after = {count: plain_frame_times(count, args.plain_seconds) for count in (5, 25)}
        report["plain_five_cubes_after"], report["plain_twenty_five_cubes_after"] = after[5], after[25]
    for name, figures in list(report.items()):
        if isinstance(figures, dict) and figures.get("game") in DICE_THROWN:
            report[f"{name}_to_plain"] = ratios_to_plain(figures, plain[DICE_THROWN[figures["game"]]])
    report["load_average_after"] = [round(value, 2) for value in os.getloadavg()]
    del app
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
