"""The cost of nothing lost: milliseconds per autosave (one atomic, fsynced write after each action) and per
finished game recorded in the statistics (one SQLite WAL transaction), printed as JSON. The faces of every throw
go into that same transaction: `faces_ms_per_throw` is their cost (counting them from the game's log and writing
them) spread over the game's throws, and `db_write_ms_without_faces_median` the same games recorded without them.

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
from dicebar.rules.events import DiceThrown
from dicebar.rules.game import Game
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


class KeepingStats(Stats):
    """The statistics, keeping each game recorded (to record them again without their faces)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.finished: list[tuple[Game, list[bool]]] = []

    def record_game(self, key: str, game: Game, humans: list[bool], started: float, ended: float) -> bool:
        self.finished.append((game, humans))
        return super().record_game(key, game, humans, started, ended)


class FacelessStats(Stats):
    """The statistics as they were before the faces: the same games recorded without them, for comparison."""

    def record_game(self, key: str, game: Game, humans: list[bool], started: float, ended: float) -> bool:
        log = game.log
        game.log = [event for event in log if not isinstance(event, DiceThrown)]
        try:
            return super().record_game(key, game, humans, started, ended)
        finally:
            game.log = log


def without_faces_ms(folder: Path, games: list[tuple[Game, list[bool]]]) -> list[float]:
    stats = FacelessStats(folder / "faceless.sqlite")
    for k, (game, humans) in enumerate(games):
        stats.record_game(f"{k:08x}", game, humans, 0, 1)
    stats.close()
    return [s * 1000 for s in stats.write_seconds]


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
        stats = KeepingStats(folder / STATS_FILE)
        autosave = Autosave(lobby, folder, stats)
        longest = 0
        for game_id in ("bar-dice", "fives-to-the-right", "layman-bar-dice", "aces-in-the-pot", "peekpoker"):
            for _ in range(args.games):
                longest = max(longest, play(lobby, game_id, 4))
        saves = [s * 1000 for s in autosave.save_seconds]
        writes = [s * 1000 for s in stats.write_seconds]
        faces = [s * 1000 for s in stats.faces_seconds]
        throws = stats.throws_recorded
        without_faces = without_faces_ms(folder, list(stats.finished))
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
                    "throws_recorded": sum(throws),
                    "throws_per_game_max": max(throws),
                    "faces_ms_per_throw": round(sum(faces) / max(1, sum(throws)), 4),
                    "faces_ms_per_throw_worst_game": round(
                        max(f / max(1, t) for f, t in zip(faces, throws, strict=True)), 4
                    ),
                    "faces_ms_per_game_max": round(max(faces), 3),
                    "db_write_ms_without_faces_median": round(statistics.median(without_faces), 2),
                }
            )
        )
    del app


if __name__ == "__main__":
    main()
