"""The power goes at any instant: the real program is killed (SIGKILL) at random moments of real games and
started again with --resume. Every time the save on disk is a valid one, the program resumes at the last
applied action (its log says where), and every later save extends that history: nothing lost, nothing twice.
Finished games are in the statistics exactly once, with all their actions."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from app.test_damaged_saves import real_save
from dicebar.app.autosave import SAVE_FILE, read_save
from dicebar.app.stats import STATS_FILE

pytestmark = pytest.mark.slow

GAMES = ("bar-dice", "fives-to-the-right", "layman-bar-dice", "aces-in-the-pot")
RESUMED = re.compile(r"resumed .* \(game ([0-9a-f]+) at action (\d+)\)")


@dataclass
class Record:
    """What the test knows of the games so far."""

    key: str = ""
    history: list[object] = field(default_factory=list)
    finished: dict[str, int] = field(default_factory=dict)  # key -> the number of actions it had at least
    kills: int = 0
    mid_game: int = 0
    resumes: int = 0


def launch(folder: Path, game: str, skip: bool) -> subprocess.Popen[bytes]:
    (folder / "settings.json").write_text(json.dumps({"skip_animations": skip, "animation_speed": 4.0}))
    env = dict(os.environ, DICEBAR_DATA_DIR=str(folder))
    env["PULSE_SERVER"] = f"unix:{folder / 'no-sound'}"  # no sound server: quicker, and silent
    return subprocess.Popen(
        [sys.executable, "-m", "dicebar", "--resume", "--start", game, "--players", "3", "--size", "800x600"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def finished_games(folder: Path) -> dict[str, int]:
    if not (folder / STATS_FILE).exists():
        return {}
    db = sqlite3.connect(folder / STATS_FILE)
    try:
        rows = db.execute("SELECT key, actions FROM games").fetchall()
        assert len(rows) == len({key for key, _ in rows})
        return dict(rows)
    finally:
        db.close()


def resumed_at(folder: Path, already: int) -> list[tuple[str, int]]:
    text = (folder / "logs" / "dicebar.log").read_text(encoding="utf-8") if (folder / "logs").exists() else ""
    return [(m.group(1), int(m.group(2))) for m in RESUMED.finditer(text)][already:]


def check_after_kill(folder: Path, record: Record) -> None:
    """The files a killed program left: a valid save extending the last one, or a finished game recorded."""
    assert len(list(folder.glob(".save.json.*.tmp"))) <= 1  # at most the one write the kill interrupted
    finished = finished_games(folder)
    for key, actions in record.finished.items():
        assert finished.get(key) == actions  # recorded games stay as they were
    path = folder / SAVE_FILE
    saved = read_save(path.read_bytes()) if path.exists() else None  # raises on a broken save: the test fails
    if record.key and (saved is None or saved.key != record.key):
        # the game we followed ended: it is in the statistics once, with every action saved so far and more
        assert record.key in finished, "a game in progress vanished"
        assert finished[record.key] >= len(record.history)
        record.finished[record.key] = finished[record.key]
        record.key, record.history = "", []
    if saved is not None:
        history = [action.to_json() for action in saved.game.history]
        if saved.key == record.key:
            assert history[: len(record.history)] == record.history, "the saved history lost or changed actions"
        else:
            # a finished game's save beside its record: the kill came between recording it and clearing the save,
            # and the next start records it again (which changes nothing) and clears it (dicebar.app.autosave)
            assert saved.key not in finished or (saved.game.is_over and finished[saved.key] == len(history))
        record.key, record.history = saved.key, history
        record.mid_game += 1
    for key, actions in finished.items():
        record.finished.setdefault(key, actions)


def run_kills(folder: Path, kills: int, seed: int, enough: Callable[[Record], bool], most: int) -> Record:
    """Kill the program `kills` times, then on until `enough` holds (a slow machine gets less done between
    kills), at most `most` times."""
    rng = random.Random(seed)
    record = Record()
    seen_resumes = 0
    for _ in range(most):
        if record.kills >= kills and enough(record):
            break
        expected = (record.key, len(record.history))  # where a resume must start
        process = launch(folder, rng.choice(GAMES), skip=rng.random() < 0.5)
        time.sleep(rng.uniform(1.5, 6.0))
        assert process.poll() is None, "the program stopped by itself"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        record.kills += 1
        for key, at in resumed_at(folder, seen_resumes):
            seen_resumes += 1
            record.resumes += 1
            assert (key, at) == expected, "the program did not resume at the last applied action"
        check_after_kill(folder, record)
    return record


def test_killed_at_random_moments_the_game_resumes_with_nothing_lost(tmp_path: Path) -> None:
    record = run_kills(tmp_path, kills=24, seed=7, enough=lambda r: r.resumes >= 8 and r.mid_game >= 8, most=60)
    print(f"\nkills {record.kills}, mid-game saves {record.mid_game}, resumes {record.resumes}, "
          f"games finished {len(record.finished)}")  # fmt: skip
    assert record.resumes >= 8 and record.mid_game >= 8  # the kills really landed in games under way


def test_killed_many_more_times(tmp_path: Path) -> None:
    record = run_kills(tmp_path, kills=40, seed=11, enough=lambda r: r.resumes >= 30 and len(r.finished) >= 3, most=200)
    assert record.resumes >= 30 and len(record.finished) >= 3


def test_kiosk_mode_resumes_by_itself(tmp_path: Path) -> None:
    """With the kiosk setting on, the saved game is back on the table without anyone asking. (A kiosk refuses
    to quit, so the test ends it the hard way once the log says it resumed.)"""
    (tmp_path / SAVE_FILE).write_text(json.dumps(real_save("bar-dice", 9)))
    (tmp_path / "settings.json").write_text(json.dumps({"kiosk": True}))
    env = dict(os.environ, DICEBAR_DATA_DIR=str(tmp_path))
    process = subprocess.Popen(
        [sys.executable, "-m", "dicebar", "--size", "800x600"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while not resumed_at(tmp_path, 0) and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.2)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    assert resumed_at(tmp_path, 0) == [("0123456789abcdef", 9)]
