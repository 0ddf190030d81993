"""Soak: the kiosk's attract demo runs for a long time (computers only, top speed, the games cycling) while the
process's resident memory is sampled every 10 s. Prints JSON: memory after the warm-up and at the end, the growth
between them, the games played, the QML items alive (a leak of views shows there first), and the samples.

Run it by hand, on a display or under Xvfb (the default is 30 minutes, 5 of them warm-up):

    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python tests/bench/bench_soak.py [--minutes 30] [--warmup 5]

The settings live in a throw-away folder (Qt's test mode), so a soak run never touches the real ones.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from typing import Any

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem

from dicebar.app.gui import build_window
from dicebar.app.kiosk import Kiosk
from dicebar.app.kiosk_prefs import KioskPrefs
from dicebar.session.lobby import Lobby

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * PAGE / 2**20


def median_growth(samples: list[dict[str, Any]], warmup_s: float, window_s: float) -> dict[str, float] | None:
    """The median resident memory over the first `window_s` after the warm-up and over the last `window_s`: one
    sample differs from the next by up to 25 MB with the game being played at that moment, so the growth between
    two single samples says little; between two medians of some thirty samples it says what stays."""
    end = samples[-1]["t_s"]
    if end < warmup_s + 2 * window_s:  # too short for two windows that do not overlap
        return None
    first = [s["rss_mb"] for s in samples if warmup_s <= s["t_s"] < warmup_s + window_s]
    last = [s["rss_mb"] for s in samples if s["t_s"] > end - window_s]
    return {
        "first_median_mb": round(statistics.median(first), 1),
        "last_median_mb": round(statistics.median(last), 1),
        "growth_mb": round(statistics.median(last) - statistics.median(first), 1),
    }


def count_items(item: QQuickItem) -> int:
    return 1 + sum(count_items(child) for child in item.childItems())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=5.0, help="minutes before the reference sample")
    parser.add_argument("--every", type=float, default=10.0, help="seconds between samples")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--speed", type=float, default=4.0, help="the demo's table speed (4 is the top)")
    parser.add_argument("--window", type=float, default=5.0, help="minutes each median covers (see median_growth)")
    args = parser.parse_args()
    QStandardPaths.setTestModeEnabled(True)
    app = QGuiApplication([sys.argv[0]])
    app.setOrganizationName("Dice Bar soak")
    app.setApplicationName("Dice Bar soak")
    lobby = Lobby()
    kiosk = Kiosk(lobby, KioskPrefs(attract_after_s=0), lambda _: None, active=True)
    kiosk.demo_speed = args.speed
    width, _, height = args.size.partition("x")
    engine, window = build_window(lobby, size=(int(width), int(height)), kiosk=kiosk)
    window.show()
    started = time.monotonic()
    samples: list[dict[str, Any]] = []

    def sample() -> None:
        elapsed = time.monotonic() - started
        samples.append(
            {
                "t_s": round(elapsed),
                "rss_mb": round(rss_mb(), 1),
                "games": kiosk.games_played,
                "started": kiosk.games_started,
                "game": kiosk.demoSession.gameId if kiosk.demoSession else "",
                "items": count_items(window.contentItem()),
            }
        )
        print(json.dumps(samples[-1]), file=sys.stderr, flush=True)
        if elapsed >= args.minutes * 60:
            app.exit(0)  # not quit(): that asks the windows to close first, and the kiosk's window refuses

    QTimer.singleShot(500, kiosk.startAttract)
    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(round(args.every * 1000))
    sample()
    app.exec()
    kiosk.stopAttract()
    warm = next((s for s in samples if s["t_s"] >= args.warmup * 60), samples[0])
    end = samples[-1]
    print(
        json.dumps(
            {
                "minutes": round(end["t_s"] / 60, 1),
                "size": args.size,
                "speed": args.speed,
                "games_played": end["games"],
                "games_started": end["started"],
                "games_seen": sorted({s["game"] for s in samples if s["game"]}),
                "rss_start_mb": samples[0]["rss_mb"],
                "rss_after_warmup_mb": warm["rss_mb"],
                "warmup_minutes": args.warmup,
                "rss_end_mb": end["rss_mb"],
                "rss_peak_mb": max(s["rss_mb"] for s in samples),
                "growth_after_warmup_mb": round(end["rss_mb"] - warm["rss_mb"], 1),
                "window_minutes": args.window,
                "median_growth": median_growth(samples, args.warmup * 60, args.window * 60),
                "items_after_warmup": warm["items"],
                "items_end": end["items"],
                "samples": [[s["t_s"], s["rss_mb"]] for s in samples],
            }
        )
    )
    del engine
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
