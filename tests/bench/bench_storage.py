"""The cost of nothing lost: milliseconds per autosave (one atomic, fsynced write after each action), per action's
throws recorded in the statistics as they are thrown (one SQLite WAL transaction right after the action's save),
and per finished game recorded (another), printed as JSON. `throw_ms_per_throw` is the throws' cost spread over
the throws; `throw_ms_*` are per action that threw.

.venv/bin/python tests/bench/bench_storage.py [--games N] [--folder DIR]   (DIR on the disk to measure)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from dicebar.app.autosave import Autosave
from dicebar.app.stats import STATS_FILE, Stats
from dicebar.session.lobby import Lobby


def play(lobby: Lobby, game_id: str, players: int) -> int:
    seats = [{"name": f"P{k}", "human": False, "strength": "good"} for k in range(players)]
    lobby.start({"game": game_id, "seats": seats, "options": {}, "hints": False})
    session = lobby.property("session")
    session.skipAnimations = True
    loop = QEventLoop()
    session.finished.connect(loop.quit)
    QTimer.singleShot(120_000, loop.quit)
    loop.exec()
    return len(session.game.history)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3, help="games of each kind")
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    app = QCoreApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(dir=args.folder) as name:
        folder = Path(name)
        lobby = Lobby()
        stats = Stats(folder / STATS_FILE)
        autosave = Autosave(lobby, folder, stats)
        longest = 0
        for game_id in ("bar-dice", "fives-to-the-right", "layman-bar-dice", "aces-in-the-pot", "peekpoker"):
            for _ in range(args.games):
                longest = max(longest, play(lobby, game_id, 4))
        saves = [s * 1000 for s in autosave.save_seconds]
        writes = [s * 1000 for s in stats.write_seconds]
        throws = [s * 1000 for s in stats.throw_seconds]
        counts = stats.throws_recorded
        print(
            json.dumps(
                {
                    "folder": str(folder.parent),
                    "saves": len(saves),
                    "save_ms_median": round(statistics.median(saves), 2),
                    "save_ms_p95": round(percentile(saves, 0.95), 2),
                    "save_ms_max": round(max(saves), 2),
                    "longest_game_actions": longest,
                    "games_recorded": len(writes),
                    "db_write_ms_median": round(statistics.median(writes), 2),
                    "db_write_ms_max": round(max(writes), 2),
                    "throws_recorded": sum(counts),
                    "actions_that_threw": len(counts),
                    "throw_ms_per_throw": round(sum(throws) / max(1, sum(counts)), 4),
                    "throw_ms_median": round(statistics.median(throws), 3),
                    "throw_ms_p95": round(percentile(throws, 0.95), 3),
                    "throw_ms_max": round(max(throws), 3),
                }
            )
        )
    del app


if __name__ == "__main__":
    main()
