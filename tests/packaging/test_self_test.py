"""`dicebar --self-test`: the real window plays every game between computers and checks itself (run as a user
would, in a child process, on the test run's X display)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtGui import QQuaternion, QVector3D

from dicebar.app import self_test
from dicebar.physics.table import FACE_NORMALS, to_y_up
from dicebar.rules.registry import game_ids
from dicebar.session.tutorial import load_game_tutorial, tutorial_games

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def _self_test(*args: str, env: dict[str, str] | None = None, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dicebar", "--self-test", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )


# The bundle carries neither Qt Widgets nor Qt Test (packaging/bundle_filter.py): the self-test runs with both
# unimportable, and on Linux the child says whether Qt Widgets' library was loaded all the same.
WITHOUT_WIDGETS = """
import sys
sys.modules["PySide6.QtWidgets"] = sys.modules["PySide6.QtTest"] = None
from dicebar.app.cli import main
code = main(sys.argv[1:])
if sys.platform.startswith("linux"):
    with open("/proc/self/maps", encoding="utf-8") as maps:
        print("libQt6Widgets loaded" if "libQt6Widgets" in maps.read() else "no Qt Widgets", file=sys.stderr)
raise SystemExit(code)
"""


def test_the_self_test_plays_every_game_and_every_tutorial_at_the_table_without_qt_widgets(tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_WIDGETS, "--self-test", "--report", str(report)],
        capture_output=True,
        text=True,
        timeout=300,
        env=dict(os.environ, QT_QPA_PLATFORM="xcb"),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    *tutorials, line = done.stdout.strip().splitlines()
    games = tutorial_games()
    assert line.startswith(
        f"dicebar --self-test: passed: {len(game_ids())} games at the table, {len(games)} tutorials, "
    )
    assert "3D drawing not checked" not in line  # the felt was looked at
    # every tutorial played by clicks to its end, a line each, before the run's line
    steps = {game: len(load_game_tutorial(game).steps) for game in games}
    assert tutorials == [f"dicebar --self-test: tutorial {game}: {steps[game]} steps, passed" for game in games]
    assert report.read_text(encoding="utf-8").strip() == done.stdout.strip()
    assert "failed" not in done.stderr
    if sys.platform.startswith("linux"):
        assert "no Qt Widgets" in done.stderr


def test_without_any_display_it_says_so_in_one_line(tmp_path: Path) -> None:
    env = {
        key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["PATH"] = str(tmp_path)  # no Xvfb to start
    done = _self_test("--games", "bar-dice", env=env, timeout=60)
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.strip().count("\n") == 0
    assert done.stderr.startswith("dicebar --self-test: failed: no display: set DISPLAY, or install Xvfb")


def test_an_unknown_game_is_refused(tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    done = _self_test("--games", "snakes", "--report", str(report), timeout=60)
    assert done.returncode == 1
    assert done.stderr.strip() == report.read_text(encoding="utf-8").strip()
    assert "unknown game snakes" in done.stderr


def test_a_hang_ends_with_the_stage_it_hung_in() -> None:
    done = _self_test("--games", "layman-bar-dice", "--timeout", "1", env=dict(os.environ, QT_QPA_PLATFORM="xcb"))
    assert done.returncode == 1
    assert done.stderr.startswith("dicebar --self-test: failed: timed out after 1 s while ")
    assert done.stderr.strip().count("\n") == 0


def test_counts_that_drifted_from_the_model_fail_the_run() -> None:
    counts = {"tokens": [3, 3], "dice": [0, 0], "chips": [0, 0], "status": ["", ""], "pot": 0, "centre": 0}
    good = SimpleNamespace(drift=[], displayed_counts=lambda: dict(counts), model_counts=lambda: dict(counts))
    self_test.check_counts(good, "aces-in-the-pot")
    shown = dict(counts, pot=1)
    drifted = SimpleNamespace(drift=[(shown, counts)], displayed_counts=lambda: shown, model_counts=lambda: counts)
    with pytest.raises(self_test.SelfTestFailure, match="aces-in-the-pot: the table showed"):
        self_test.check_counts(drifted, "aces-in-the-pot")
    wrong = SimpleNamespace(drift=[], displayed_counts=lambda: shown, model_counts=lambda: counts)
    with pytest.raises(self_test.SelfTestFailure, match="the table shows"):
        self_test.check_counts(wrong, "aces-in-the-pot")


def test_the_face_on_top_is_read_from_the_die_nodes_rotation() -> None:
    for value, normal in FACE_NORMALS.items():
        axis, _ = to_y_up(normal, (1.0, 0.0, 0.0, 0.0))
        # the rotation that turns this face's axis straight up
        turn = QQuaternion.rotationTo(QVector3D(*(float(c) for c in axis)), QVector3D(0, 1, 0))
        node = SimpleNamespace(property=lambda _name, turn=turn: turn)
        assert self_test.shown_top_value(node) == value
    tilted = QQuaternion.fromEulerAngles(20, 0, 0)
    assert self_test.shown_top_value(SimpleNamespace(property=lambda _name: tilted)) == 0


# A table that shows too much, or miscounts, fails PeekPoker's run: the session peeks under Max's cup (a private
# die on show), or the table shows one chip too many behind Danielle.
BROKEN_TABLES = {
    "a private die on show": """
from dicebar.session.poker_session import PokerSession
PokerSession.peeking_seat = lambda self: 0 if self.game.private[0] and not self.game.shown[0] else -1
""",
    "a chip too many": """
from dicebar.session.poker_scene import PokerScene
table_state = PokerScene.table_state
def one_more(self):
    state = table_state(self)
    state["seats"][1]["stack"] += 1
    return state
PokerScene.table_state = one_more
""",
}


@pytest.mark.parametrize(
    ("broken", "reason"),
    [("a private die on show", "Max's private die 0 is on show before the showdown"), ("a chip too many", "stacks")],
)
def test_a_poker_table_that_differs_from_the_model_fails_the_run(broken: str, reason: str) -> None:
    code = BROKEN_TABLES[broken] + "\nfrom dicebar.app.cli import main\nraise SystemExit(main(sys.argv[1:]))\n"
    done = subprocess.run(
        [sys.executable, "-c", "import sys\n" + code, "--self-test", "--games", "peekpoker"],
        capture_output=True,
        text=True,
        timeout=180,
        env=dict(os.environ, QT_QPA_PLATFORM="xcb"),
        check=False,
    )
    assert done.returncode == 1, done.stdout
    assert done.stderr.startswith("dicebar --self-test: failed: peekpoker (hand ") and reason in done.stderr
