"""A chaos run: random pointer and key input to the real program for `--minutes` (default 10), with a watchdog.

    .venv/bin/python tests/bench/bench_chaos.py [--minutes 10] [--seed 1] [--rate 4]

The real program (`python -m dicebar`, an ordinary window, never kiosk mode) runs under Xvfb (started here, 1920x1080)
with Qt's default render loop, its data in a folder of its own (DICEBAR_DATA_DIR: the saves, settings and
statistics of whoever runs it are not touched). It is driven from outside with xdotool: clicks, double and right
clicks, drags and wheel turns anywhere in the window, keys (Space, Return, Escape, Tab, arrows, letters, digits,
F11) and now and then a new window size; never the keys that quit (Ctrl+Q, Ctrl+W). From outside, because that is
how a person reaches it: through the X server and Qt's own event handling, with nothing of ours running in the
program's process (in-process QTest events would skip the window system and run Python in the GUI thread, the
very thread whose stalls this looks for). The program runs in turns of a game each (`--start GAME`, computers in
every seat, the games in rotation), so that every game's table is visited; the input itself wanders from there
into menus, dialogs, the lobby and the games it starts.

Frames and what the program does are read from its stderr as bench_table.py reads them: Qt's render-loop timing
log (QSG_RENDER_TIMING=1, a line per frame) and the `dicebar.motion` notes (DICEBAR_MOTION_NOTES=1: a table
arriving, a step starting, a page or popup shown). The watchdog fails the run (exit status 1, one line on stderr
saying what) when no frame comes within 5 s after an input or a step's start. An input that changes nothing on
screen draws nothing, so when 1.5 s pass after an input without a frame, the run nudges the window (one pixel
wider, then back): a window that still draws no frame 5 s after the input is stuck. A program that ends by itself
with status 0 (a menu's Quit) is started again; any other end fails the run.

At the end it prints its figures as JSON: inputs sent (by kind), frames, steps, screens and popups visited, games
started, the longest wait for a frame after an input (without a nudge, and with one), the QML and Qt warnings and
errors in the program's log, the program's exit statuses, the machine's load, and the run's exit status.

Needs: Xvfb and xdotool on PATH (Debian/Ubuntu: `apt-get install xvfb xdotool`), the project installed in .venv.
Not part of the test suite.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO, Any

from bench_table import TIMELINE_EVENT, render_timing_env  # frames and notes as bench_table reads them

from dicebar.app.display import start_xvfb
from dicebar.app.self_test import SelfTestFailure
from dicebar.rules.registry import game_ids

SCREEN = (1920, 1080)
START_SIZE = (1280, 800)
MIN_SIZE = (800, 520)  # Main.qml's minimumWidth / minimumHeight
FRAME_DEADLINE_S = 5.0
NUDGE_AFTER_S = 1.5
SAFE_KEYS = (
    ["space"] * 6
    + ["Return"] * 3
    + ["Escape"] * 3
    + ["Tab", "shift+Tab", "Up", "Down", "Left", "Right", "BackSpace", "Delete", "Home", "End", "Page_Up"]
    + list("abcdefghijklmnopqrstuvwxyz0123456789")
    + ["F11"]
)
NEVER_KEYS = ("ctrl+q", "ctrl+w", "alt+F4")  # quit or close the window: left out of SAFE_KEYS
TRACKED_NOTES = re.compile(r"^(table|step|page|popup|lobby)$")
WARNING_LINE = re.compile(r" (WARNING|ERROR|CRITICAL) ")
TAIL_LINES = 25  # of a failed program's output, printed with the figures


class Program:
    """The real program as a child process, its stderr read on a thread: frame times, notes, the latest step."""

    def __init__(self, display: str, data: Path, game: str, players: int) -> None:
        # frame timing and notes, Qt's default (threaded) render loop as users run it
        env = render_timing_env() | {"DISPLAY": display, "DICEBAR_DATA_DIR": str(data)}
        size = f"{START_SIZE[0]}x{START_SIZE[1]}"
        command = [sys.executable, "-m", "dicebar", "--size", size, "--start", game, "--players", str(players)]
        self.display = display
        self.process = subprocess.Popen(command, env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        self.lock = threading.Lock()
        self.frames = 0
        self.last_frame = 0.0  # time.monotonic() of the latest frame
        self.steps = 0
        self.step_at: float | None = None  # the latest step's start, until a frame follows it
        self.notes: collections.Counter[str] = collections.Counter()
        self.screens: set[str] = set()
        self.games: list[str] = []
        self.where = ""  # the latest page, popup or table noted
        self.tail: collections.deque[str] = collections.deque(maxlen=TAIL_LINES)  # its last lines but the frames'
        assert self.process.stderr is not None
        self._reader = threading.Thread(target=self._read, args=(self.process.stderr,), daemon=True)
        self._reader.start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            now = time.monotonic()
            if "qt.scenegraph" not in line:
                self.tail.append(line.rstrip()[:300])
            for event in TIMELINE_EVENT.finditer(line):  # (two threads write: one line may hold several)
                if event.group("interval") is not None:
                    with self.lock:
                        self.frames += 1
                        self.last_frame = now
                        self.step_at = None
                elif event.group("note") is not None:
                    self._hear(event.group("note").strip(), now)

    def _hear(self, note: str, now: float) -> None:
        kind, _, rest = note.partition(" ")
        if not TRACKED_NOTES.match(kind):
            return
        with self.lock:
            self.notes[kind] += 1
            if kind == "step":
                self.steps += 1
                self.step_at = now
            elif kind == "table":
                self.games.append(rest)
                self.screens.add(note)
                self.where = note
            elif kind in ("page", "popup"):
                self.screens.add(note)
                self.where = note

    def window(self, deadline: float) -> str | None:
        """The X id of the program's window, once it shows (None at the deadline or if the program ended)."""
        while time.monotonic() < deadline and self.process.poll() is None:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Dice Bar$"],
                env=dict(os.environ, DISPLAY=self.display),
                capture_output=True,
                text=True,
                check=False,
            )
            ids = found.stdout.split()
            if ids:
                return ids[-1]
            time.sleep(0.2)
        return None

    def stop(self) -> int | None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._reader.join(timeout=5)  # its last lines read
        return self.process.returncode


class Chaos:
    """Random input to one window through xdotool."""

    def __init__(self, display: str, rng: random.Random) -> None:
        self.env = dict(os.environ, DISPLAY=display)
        self.rng = rng
        self.sent: collections.Counter[str] = collections.Counter()
        self.size = START_SIZE

    def xdotool(self, *arguments: str) -> None:
        subprocess.run(["xdotool", *arguments], env=self.env, capture_output=True, timeout=10, check=False)

    def geometry(self, window: str) -> tuple[int, int, int, int]:
        command = ["xdotool", "getwindowgeometry", "--shell", window]
        done = subprocess.run(command, env=self.env, capture_output=True, text=True, check=False)
        values = dict(line.split("=", 1) for line in done.stdout.split() if "=" in line)
        try:
            return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])
        except (KeyError, ValueError):
            return 0, 0, *self.size

    def point(self, window: str) -> tuple[int, int]:
        x, y, width, height = self.geometry(window)
        # the window's bars (the HUD's top and bottom, the lobby's buttons) hold most controls: aim there a third
        # of the time
        if self.rng.random() < 0.33:
            band = self.rng.choice([(0, 0.12), (0.85, 1.0)])
            return x + self.rng.randrange(width), y + int(height * self.rng.uniform(*band))
        return x + self.rng.randrange(width), y + self.rng.randrange(height)

    def send(self, window: str) -> str:
        """One random input; its kind."""
        roll = self.rng.random()
        if roll < 0.45:
            kind = "click"
            self.xdotool("mousemove", *map(str, self.point(window)), "click", "1")
        elif roll < 0.50:
            kind = "double_click"
            self.xdotool("mousemove", *map(str, self.point(window)), "click", "--repeat", "2", "1")
        elif roll < 0.53:
            kind = "right_click"
            self.xdotool("mousemove", *map(str, self.point(window)), "click", "3")
        elif roll < 0.60:
            kind = "drag"
            (x0, y0), (x1, y1) = self.point(window), self.point(window)
            self.xdotool("mousemove", str(x0), str(y0), "mousedown", "1")
            self.xdotool("mousemove", str((x0 + x1) // 2), str((y0 + y1) // 2))
            self.xdotool("mousemove", str(x1), str(y1), "mouseup", "1")
        elif roll < 0.65:
            kind = "wheel"
            self.xdotool("mousemove", *map(str, self.point(window)), "click", self.rng.choice(["4", "5"]))
        elif roll < 0.68:
            kind = "hover"
            self.xdotool("mousemove", *map(str, self.point(window)))
        elif roll < 0.98:
            kind = "key"
            key = self.rng.choice(SAFE_KEYS)
            assert key not in NEVER_KEYS
            self.xdotool("windowfocus", window)  # (an event sent to a window, `key --window`, Qt ignores)
            self.xdotool("key", key)
        else:
            kind = "resize"
            self.size = (self.rng.randint(MIN_SIZE[0], SCREEN[0]), self.rng.randint(MIN_SIZE[1], SCREEN[1] - 40))
            self.xdotool("windowsize", window, *map(str, self.size))
        self.sent[kind] += 1
        return kind

    def nudge(self, window: str) -> None:
        """A change that must draw a frame: the window one pixel wider, then as it was."""
        _, _, width, height = self.geometry(window)
        self.xdotool("windowsize", window, str(width + 1), str(height))
        self.xdotool("windowsize", window, str(width), str(height))


def x_server() -> str:
    """An Xvfb of our own (it ends with this process); its display name."""
    try:
        return start_xvfb(screen=f"{SCREEN[0]}x{SCREEN[1]}x24")
    except SelfTestFailure as error:
        raise SystemExit(f"bench_chaos: {error}") from None


def x_server_answers(display: str) -> bool:
    """Whether the X server at `display` still answers. Other programs on a shared machine start and stop X
    servers of their own, and one has taken our display away mid-run: the program then fails to start for want of
    a display, which is no fault of its own."""
    done = subprocess.run(
        ["xdotool", "getdisplaygeometry"], env=dict(os.environ, DISPLAY=display), capture_output=True, check=False
    )
    return done.returncode == 0


def load_average() -> list[float]:
    return [round(value, 2) for value in os.getloadavg()]


def log_problems(data: Path) -> tuple[int, int, list[str]]:
    """Warnings and errors in the program's log (Qt's and QML's messages are logged there at WARNING and up):
    (warnings, errors, up to ten distinct messages)."""
    warnings = errors = 0
    distinct: list[str] = []
    for path in sorted((data / "logs").glob("dicebar.log*")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            found = WARNING_LINE.search(line)
            if not found:
                continue
            if found.group(1) == "WARNING":
                warnings += 1
            else:
                errors += 1
            message = line[found.start() :].strip()
            if message not in distinct and len(distinct) < 10:
                distinct.append(message[:300])
    return warnings, errors, distinct


def run(minutes: float, seed: int, rate: float) -> tuple[dict[str, Any], str]:
    """The chaos run; its figures and, if it failed, one line saying why."""
    rng = random.Random(seed)
    display = x_server()
    data = Path(tempfile.mkdtemp(prefix="dicebar-chaos-"))
    chaos = Chaos(display, rng)
    figures: dict[str, Any] = {"minutes": minutes, "seed": seed, "display": display, "load_before": load_average()}
    began = time.monotonic()
    end = began + minutes * 60
    turn_seconds = max(60.0, minutes * 60 / len(game_ids()))
    frames = steps = 0
    games: list[str] = []
    screens: set[str] = set()
    statuses: list[int | None] = []
    waits: list[tuple[float, str]] = []  # (seconds, what was sent where, when)
    nudged_waits: list[tuple[float, str]] = []
    nudges = restarts = x_restarts = 0
    failure = ""
    tail: list[str] = []  # the failed program's last lines
    turn = 0
    while time.monotonic() < end and not failure:
        game = game_ids()[turn % len(game_ids())]
        if not x_server_answers(display):
            display = x_server()
            chaos.env["DISPLAY"] = display
            x_restarts += 1
        program = Program(display, data, game, rng.randint(2, 5))
        turn += 1
        window = program.window(time.monotonic() + 60)
        if window is None and not x_server_answers(display):
            statuses.append(program.stop())
            turn -= 1  # the display went away under it: another one, and the same game again
            continue
        if window is None:
            failure = f"the program's window did not show within 60 s ({game}, exit status {program.process.poll()})"
            statuses.append(program.stop())
            tail = list(program.tail)
            break
        turn_end = min(end, time.monotonic() + turn_seconds)
        while time.monotonic() < turn_end:
            if program.process.poll() is not None:
                break
            kind = chaos.send(window)
            sent_at = time.monotonic()
            nudged = False
            got_frame = False
            while time.monotonic() - sent_at < FRAME_DEADLINE_S:
                with program.lock:
                    if program.last_frame > sent_at:
                        got_frame = True
                        told = f"a {kind} at {sent_at - began:.1f} s ({program.where or game})"
                        (nudged_waits if nudged else waits).append((program.last_frame - sent_at, told))
                        break
                if program.process.poll() is not None:
                    break
                if not nudged and time.monotonic() - sent_at > NUDGE_AFTER_S:
                    chaos.nudge(window)
                    nudges += 1
                    nudged = True
                time.sleep(0.01)
            if program.process.poll() is not None:
                break
            if not got_frame:
                failure = (
                    f"no frame within {FRAME_DEADLINE_S:.0f} s after a {kind} at {sent_at - began:.1f} s "
                    f"({game}, screens so far: {sorted(program.screens)})"
                )
                break
            with program.lock:
                step_at = program.step_at
            if step_at is not None and time.monotonic() - step_at > FRAME_DEADLINE_S:
                failure = f"no frame within {FRAME_DEADLINE_S:.0f} s after a step's start at {step_at - began:.1f} s"
                break
            time.sleep(max(0.0, rng.expovariate(rate) - (time.monotonic() - sent_at)))
        with program.lock:
            frames += program.frames
            steps += program.steps
            games += program.games
            screens |= program.screens
        ended_itself = program.process.poll()
        status = program.stop()
        statuses.append(status)
        if failure or ended_itself not in (None, 0):
            tail = list(program.tail)
        if ended_itself is not None:
            if ended_itself != 0 and not x_server_answers(display):
                continue  # the display went away under it (counted in x_server_restarts when replaced)
            if ended_itself != 0:
                failure = failure or f"the program ended with status {ended_itself} during {game}"
            else:
                restarts += 1
    warnings, errors, messages = log_problems(data)
    if failure:  # its save, settings and log, to start the program again as it was
        figures["data_kept"] = str(data)
        figures["failed_program_output"] = tail
    else:
        shutil.rmtree(data, ignore_errors=True)
    figures.update(
        {
            "seconds": round(time.monotonic() - began, 1),
            "inputs_sent": sum(chaos.sent.values()),
            "inputs_by_kind": dict(chaos.sent),
            "frames": frames,
            "steps_played": steps,
            "screens_visited": sorted(screens),
            "games_started": len(games),
            "games_by_kind": dict(collections.Counter(games)),
            "longest_wait_for_frame_after_input_ms": round(max(waits)[0] * 1000) if waits else None,
            "longest_wait_after": max(waits)[1] if waits else None,
            "median_wait_for_frame_after_input_ms": round(sorted(waits)[len(waits) // 2][0] * 1000) if waits else None,
            "nudges": nudges,
            "longest_wait_after_nudged_input_ms": round(max(nudged_waits)[0] * 1000) if nudged_waits else None,
            "longest_nudged_wait_after": max(nudged_waits)[1] if nudged_waits else None,
            "program_runs": len(statuses),
            "program_restarts_after_quitting": restarts,
            "program_exit_statuses": statuses,
            "x_server_restarts": x_restarts,
            "log_warnings": warnings,
            "log_errors": errors,
            "log_messages": messages,
            "load_after": load_average(),
            "exit_status": 1 if failure else 0,
        }
    )
    return figures, failure


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to run (default 10)")
    parser.add_argument("--seed", type=int, default=1, help="the random input's seed")
    parser.add_argument("--rate", type=float, default=4.0, help="inputs per second, on average")
    args = parser.parse_args()
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        print(f"bench_chaos: needs {' and '.join(missing)} on PATH (apt-get install xvfb xdotool)", file=sys.stderr)
        return 2
    if args.minutes <= 0 or args.rate <= 0:
        print("bench_chaos: --minutes and --rate must be positive", file=sys.stderr)
        return 2
    figures, failure = run(args.minutes, args.seed, args.rate)
    print(json.dumps(figures, indent=1))
    if failure:
        print(f"bench_chaos: {failure}", file=sys.stderr)
    return int(figures["exit_status"])


if __name__ == "__main__":
    sys.exit(main())
