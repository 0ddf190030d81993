"""Shared test helpers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def run_dicebar(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real `dicebar` command line in a child process, as other programs would."""
    return subprocess.run(
        [sys.executable, "-m", "dicebar", *args], check=False, input=stdin, capture_output=True, text=True, timeout=120
    )


def play(scenario: dict[str, Any]) -> dict[str, Any]:
    """`dicebar play -` on a scenario; asserts success and returns the printed state."""
    done = run_dicebar("play", "-", stdin=json.dumps(scenario))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.fixture
def dicebar_cli() -> Any:
    return run_dicebar
