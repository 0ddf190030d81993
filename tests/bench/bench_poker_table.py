"""PeekPoker at the table: the real program's frame times (from Qt's render-loop log, as bench_table.py) while
six computers play (18 private dice under cups, 3 community dice, chips, the showdown), printed as JSON. Run
it on a real display or under Xvfb (software OpenGL):

    DISPLAY=:99 .venv/bin/python tests/bench/bench_poker_table.py [--seconds 40]

The program runs without --screenshot and is stopped after the time (a window grab from Python under the
threaded render loop can stall, which would lose the log); gaps of 200 ms or more are the table standing still
(nothing drawn), not frames.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from typing import Any

from bench_table import frame_figures, render_timing, render_timing_env
from private_data import use_a_private_data_folder
from PySide6.QtGui import QGuiApplication
from window_renderer import window_renderer


def frame_times(game: str, players: int, seconds: float) -> dict[str, Any]:
    env = render_timing_env()
    command = [sys.executable, "-m", "dicebar", "--start", game, "--players", str(players), "--size", "1280x800"]
    with tempfile.TemporaryFile(mode="w+") as log:
        program = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log, env=env, text=True)
        time.sleep(seconds)
        program.send_signal(signal.SIGTERM)
        try:
            program.wait(10)
        except subprocess.TimeoutExpired:
            program.kill()
            program.wait()
        log.seek(0)
        text = log.read()
    return {
        "game": game,
        "players": players,
        "dice": players * 3 + 3 if game == "peekpoker" else None,
        "seconds": seconds,
        **frame_figures(*render_timing(text)),
    }


def main() -> None:
    use_a_private_data_folder()
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=40.0, help="how long the computers play (a hand or two)")
    args = parser.parse_args()

    app = QGuiApplication(sys.argv[:1])
    report = {
        **window_renderer(),
        "display": os.environ.get("DISPLAY", ""),
        "app_six_player_hand": frame_times("peekpoker", 6, args.seconds),
        "app_three_player_hand": frame_times("peekpoker", 3, args.seconds),
        # the same measure of a pip game, on the same machine at the same time, for comparison
        "app_bar_dice_reference": frame_times("bar-dice", 2, args.seconds / 2),
    }
    del app
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
