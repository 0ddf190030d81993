"""Memory of the real program, printed as JSON: the lobby, a full game of Fives to the Right with five computers
at 1280x800, and the peak. Run it by hand on a display or under Xvfb (software OpenGL, as CI):

    DISPLAY=:99 .venv/bin/python tests/bench/bench_memory.py [--tracemalloc] [--timeout 400]
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python tests/bench/bench_memory.py

Method. Each figure comes from its own process, started as `python -m dicebar` would start (the same
`dicebar.app.cli.main`), with one thing added: a probe wraps `gui.build_window` to read the process's memory at
marks, in the process itself, and quits when done. The probe's own cost is a timer every 100 ms and a few
reads of /proc; it allocates next to nothing.

- `lobby`: `dicebar --size 1280x800`, read at the first frame (`first_frame`) and 4 s later (`warmed`: the
  warm-up thread has imported numpy and MuJoCo and drawn the table's textures by then, app/warm_up.py).
- `game`: `dicebar --start fives-to-the-right --players 5 --size 1280x800`, read 1.5 s after the table's first
  frame (`table`), then when the game is over and 2 s of the end screen are drawn (`end`), then the process
  quits; `peak_mb` is its VmHWM (the kernel's high-water mark of the resident set) at the end, which covers every
  moment of the game. A poll of VmRSS every 100 ms also gives the time of the peak (`peak_at_s`). The game is
  the same every run (`--seed`, 1 unless told; -1 for a new one each time): with a new game each run, the peak of
  the same build wandered by 10-14 MB, more than most changes it was to measure.

At each mark: `rss_mb` / `hwm_mb` (/proc/self/status), `anon_mb` / `file_mb` (smaps_rollup: private heap and
stacks vs mapped libraries and fonts), `malloc` (glibc mallinfo2: bytes in use and free inside the heaps, and
how many heaps (arenas) malloc_info lists), `threads`, and the code-drawn textures the process has asked for
(`textures`: dicebar.ui.textures' files, loaded by Qt). `--tracemalloc`
starts tracemalloc first thing in the process and adds Python's own allocations (`python_mb`); it costs
memory itself (some 10-20%), so those runs' RSS figures are not the program's.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from typing import Any

PROBE = r"""
import ctypes, ctypes.util, gc, json, os, re, sys, tempfile, time
if os.environ.get("BENCH_TRACEMALLOC"):
    import tracemalloc
    tracemalloc.start()
started = time.monotonic()
MB = 1024 * 1024


def kb_fields(path):
    out = {}
    try:
        with open(path) as f:
            for line in f:
                name, _, value = line.partition(":")
                parts = value.split()
                if len(parts) == 2 and parts[1] == "kB":
                    out[name] = int(parts[0]) * 1024
                elif name == "Threads":
                    out[name] = int(parts[0])
    except OSError:
        pass
    return out


class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def malloc_figures():
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
        with tempfile.NamedTemporaryFile("r") as out:
            libc.fopen.restype = ctypes.c_void_p
            stream = libc.fopen(out.name.encode(), b"w")
            libc.malloc_info(0, ctypes.c_void_p(stream))
            libc.fclose(ctypes.c_void_p(stream))
            xml = out.read()
            heaps = len(re.findall(r'<heap nr="', xml))
    except (OSError, AttributeError):
        return None
    return {
        "heaps": heaps,
        "in_use_mb": round(info.uordblks / MB, 1),
        "free_in_heaps_mb": round(info.fordblks / MB, 1),
        "mmapped_mb": round(info.hblkhd / MB, 1),
        # each heap's (arena's) bytes in use by the system (the largest first): which threads' allocations weigh
        "heap_sizes_mb": sorted((round(int(size) / MB, 1) for size in re.findall(
            r'<heap nr="\d+">.*?<system type="current" size="(\d+)"/>', xml, re.S)), reverse=True)[:6],
    }


def textures_held():
    texture_module = sys.modules.get("dicebar.ui.textures")
    files = {} if texture_module is None else dict(texture_module._files)
    return {
        "files": sorted(f"{k}{'/' + v if v else ''}@{s}" for k, s, v in files),
        "file_mb": round(sum(path.stat().st_size for path in files.values()) / MB, 2),
    }


def mappings(top=25):
    # resident MB by mapped file (anonymous mappings by their kind), the largest first
    sizes, name = {}, "?"
    with open("/proc/self/smaps") as f:
        for line in f:
            head = line.split()
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                name = os.path.basename(head[5]) if len(head) > 5 else "[anon]"
            elif head[0] == "Rss:":
                sizes[name] = sizes.get(name, 0) + int(head[1]) * 1024
    ranked = sorted(sizes.items(), key=lambda item: -item[1])[:top]
    return {n: round(b / MB, 1) for n, b in ranked}


def figures(mark):
    status = kb_fields("/proc/self/status")
    rollup = kb_fields("/proc/self/smaps_rollup")
    out = {
        "mark": mark,
        "at_s": round(time.monotonic() - started, 1),
        "rss_mb": round(status.get("VmRSS", 0) / MB, 1),
        "hwm_mb": round(status.get("VmHWM", 0) / MB, 1),
        "anon_mb": round(rollup.get("Anonymous", 0) / MB, 1),
        "file_mb": round((rollup.get("Rss", 0) - rollup.get("Anonymous", 0)) / MB, 1),
        "threads": status.get("Threads"),
        "malloc": malloc_figures(),
        "textures": textures_held(),
    }
    import linecache
    out["linecache_files"] = len(linecache.cache)
    out["linecache_mb"] = round(sum(sum(map(len, e[2])) for e in linecache.cache.values() if len(e) > 2) / MB, 1)
    if os.environ.get("BENCH_LINECACHE"):
        out["linecache"] = sorted(linecache.cache)
    if os.environ.get("BENCH_MAPPINGS"):
        out["mappings_mb"] = mappings()
    if os.environ.get("BENCH_TRACEMALLOC"):
        current, peak = tracemalloc.get_traced_memory()
        out["python_mb"] = round(current / MB, 1)
        out["python_peak_mb"] = round(peak / MB, 1)
        top = tracemalloc.take_snapshot().statistics("filename")[:12]
        out["python_top_mb"] = {str(s.traceback[0].filename).split("site-packages/")[-1]: round(s.size / MB, 1)
                                for s in top}
    print("BENCH " + json.dumps(out), file=sys.stderr, flush=True)


from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtGui import QGuiApplication
from dicebar.app import gui

original = gui.build_window
peak = {"rss": 0, "at": 0.0}


class Marks(QObject):
    def __init__(self, window, lobby, game):
        super().__init__(window)
        self.window, self.lobby, self.game = window, lobby, game
        self.frames = 0
        self.state = "start"
        self.since = time.monotonic()
        window.frameSwapped.connect(self.swapped)  # queued to this (GUI) thread
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.poll)
        self.timer.start(int(os.environ.get("BENCH_POLL_MS", "100")))

    @Slot()
    def swapped(self):
        self.frames += 1

    def after(self, seconds):
        return time.monotonic() - self.since >= seconds

    def go(self, state):
        self.state, self.since = state, time.monotonic()

    def poll(self):
        rss = kb_fields("/proc/self/status").get("VmRSS", 0)
        if os.environ.get("BENCH_TIMELINE"):
            print(f"TL {time.monotonic() - started:.1f} {rss / MB:.0f} {self.state}", file=sys.stderr, flush=True)
        if rss > peak["rss"]:
            peak["rss"], peak["at"] = rss, round(time.monotonic() - started, 1)
        session = self.lobby.property("session")
        if not self.game:
            if self.state == "start" and self.frames:
                figures("first_frame")
                self.go("lobby")
            elif self.state == "lobby" and self.after(4.0):
                self.finish("warmed")
        elif self.state == "start" and session is not None and self.frames:
            self.go("table")
        elif self.state == "table" and self.after(1.5):
            figures("table")
            self.go("playing")
        elif self.state == "playing" and session is not None and session.property("over"):
            self.go("over")
        elif self.state == "playing" and os.environ.get("BENCH_QUICK") and self.after(float(os.environ["BENCH_QUICK"])):
            self.go("over")
        elif self.state == "over" and self.after(2.0):
            self.finish("end")

    def finish(self, mark):
        figures(mark)
        print("BENCH " + json.dumps({"mark": "peak", "peak_rss_mb": round(peak["rss"] / MB, 1),
                                     "peak_at_s": peak["at"]}), file=sys.stderr, flush=True)
        self.timer.stop()
        QGuiApplication.instance().exit(0)


def build_window(lobby, **kwargs):
    engine, window = original(lobby, **kwargs)
    window._bench_marks = Marks(window, lobby, bool(os.environ.get("BENCH_GAME")))
    return engine, window


gui.build_window = build_window
if os.environ.get("BENCH_SEED"):  # the same game every run (its dice, its computers, its throws)
    from dicebar.session import lobby as lobby_module

    any_seed = lobby_module.session_from_setup

    def seeded(setup, **kwargs):
        if kwargs.get("seed") is None:
            kwargs["seed"] = int(os.environ["BENCH_SEED"])
        return any_seed(setup, **kwargs)

    lobby_module.session_from_setup = seeded
from dicebar.app.cli import main
sys.argv[0] = "dicebar"
raise SystemExit(main())
"""


def run(
    args: list[str], *, game: bool, trace: bool, timeout: float, quick: float = 0, seed: int | None = None
) -> list[dict[str, Any]]:
    """The marks the probe printed while running the program with `args`."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, DICEBAR_DATA_DIR=data)  # no settings, save or statistics of the user's
        given = (("BENCH_GAME", game), ("BENCH_TRACEMALLOC", trace), ("BENCH_QUICK", quick), ("BENCH_SEED", seed))
        for name, value in given:
            env.pop(name, None)
            if value or (name == "BENCH_SEED" and value is not None):
                env[name] = str(value)
        done = subprocess.run(
            [sys.executable, "-c", PROBE, *args],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            check=False,
        )
    marks = [json.loads(line[6:]) for line in done.stderr.splitlines() if line.startswith("BENCH ")]
    if done.returncode != 0 or not marks:
        raise SystemExit(f"the program failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    return marks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tracemalloc", action="store_true", help="add Python's own allocations (costs memory)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds a full game may take")
    parser.add_argument("--game", default="fives-to-the-right")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--quick", type=float, default=0, help="end the game this many seconds after the table")
    parser.add_argument("--no-lobby", action="store_true", help="skip the lobby's run")
    parser.add_argument(
        "--seed", type=int, default=1, help="the game's seed: the same game every run, so that runs compare (-1: any)"
    )
    options = parser.parse_args()
    size = ["--size", "1280x800"]
    lobby = [] if options.no_lobby else run(size, game=False, trace=options.tracemalloc, timeout=120)
    game = run(
        ["--start", options.game, "--players", str(options.players), *size],
        game=True,
        trace=options.tracemalloc,
        timeout=options.timeout,
        quick=options.quick,
        seed=None if options.seed < 0 else options.seed,
    )
    by_mark = {mark.pop("mark"): mark for mark in lobby + game}
    end = by_mark["end"]
    report = {
        "game": options.game,
        "players": options.players,
        "window": "1280x800",
        "tracemalloc": options.tracemalloc,
        "peak_mb": end["hwm_mb"],
        "peak_polled_at_s": by_mark["peak"]["peak_at_s"],
        "game_seconds": end["at_s"],
        "full_game": not options.quick,
        "seed": options.seed,
        "lobby_mb": by_mark.get("first_frame", {}).get("rss_mb"),
        "lobby_warmed_mb": by_mark.get("warmed", {}).get("rss_mb"),
        "lobby_peak_mb": by_mark.get("warmed", {}).get("hwm_mb"),
        "table_mb": by_mark["table"]["rss_mb"],
        "end_mb": end["rss_mb"],
        "marks": {name: by_mark[name] for name in ("first_frame", "warmed", "table", "end") if name in by_mark},
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
