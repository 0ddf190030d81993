"""The table drawn in two layers against one view, in one process and on the same throws (JSON): the same 25-dice
throw replayed at 1280x800, alternating the two ways (so a busy machine weighs on both alike); CPU ms (all
threads, llvmpipe's included) and wall ms per frame while the dice move. Run it under Xvfb:

    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python tests/bench/bench_table_layers.py [--rounds 4]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import time
from typing import Any

from bench_table import percentile, wait
from PySide6.QtCore import QElapsedTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem
from window_renderer import window_renderer

from dicebar.app.gui import build_window
from dicebar.session import lobby as lobby_module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    size = tuple(int(part) for part in args.size.split("x"))

    app = QGuiApplication(sys.argv[:1])
    lobby_module.secrets.randbits = lambda bits: 20261122  # type: ignore[attr-defined]  # the same throws
    names = ["You", "Max", "Danielle", "James", "Ana"]
    setup = {"game": "fives-to-the-right", "options": {}, "seats": [{"name": n, "human": True} for n in names]}
    lobby = lobby_module.Lobby()
    engine, window = build_window(lobby, size=size, auto_start=setup)  # type: ignore[arg-type]
    window.show()
    session = lobby.session
    steps: list[dict[str, Any]] = []
    session.stepStarted.connect(steps.append)
    wait(2.0)
    table = window.findChild(QQuickItem, "table3d")
    step: dict[str, Any] = {}
    while len(step.get("dice", ())) < 5:  # past the roll-off (a die each) to a throw of a whole hand
        while not session.canRoll:
            wait(0.05)
        steps.clear()
        session.roll()
        while not any(step.get("kind") == "throw" for step in steps):
            wait(0.05)
        step = next(step for step in steps if step.get("kind") == "throw")
        wait(float(step["seconds"]) + 1.0)
    clock = QElapsedTimer()
    clock.start()
    stamps: list[tuple[float, float]] = []
    window.frameSwapped.connect(lambda: stamps.append((clock.nsecsElapsed() / 1e6, time.process_time() * 1000)))
    figures: dict[str, dict[str, list[float]]] = {"two": {"cpu": [], "wall": []}, "one": {"cpu": [], "wall": []}}
    for _ in range(args.rounds):
        for way in ("two", "one"):
            table.setProperty("layered", way == "two")
            wait(1.0)
            stamps.clear()
            table.play(step)  # type: ignore[attr-defined]
            wait(float(step["seconds"]) + 0.3)
            frames = stamps[2:]  # the first frames of a throw compile nothing now, but settle the cup
            figures[way]["wall"] += [b[0] - a[0] for a, b in itertools.pairwise(frames)]
            figures[way]["cpu"] += [b[1] - a[1] for a, b in itertools.pairwise(frames)]
    report: dict[str, Any] = {
        **window_renderer(),
        "size": args.size,
        "load_average": os.getloadavg()[0],
        "dice": len(step["dice"]),
    }
    for way, values in figures.items():
        report[way] = {
            "frames": len(values["wall"]),
            "cpu_ms_median": round(statistics.median(values["cpu"]), 1),
            "cpu_ms_p95": round(percentile(values["cpu"], 0.95), 1),
            "wall_ms_median": round(statistics.median(values["wall"]), 1),
            "wall_ms_p95": round(percentile(values["wall"], 0.95), 1),
            "wall_ms_worst": round(max(values["wall"]), 1),
        }
    window.close()
    lobby.leave()
    del engine, app
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
