"""A test run (tests/conftest.py) gives itself a home of its own, so the tests never touch the developer's
settings."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
needs_display = pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs an X display (Xvfb)")


def fresh_home(tmp_path: Path, data: Path | None) -> tuple[Path, dict[str, str]]:
    """An empty HOME, no XDG folders but the runtime one a login session gives, and DICEBAR_DATA_DIR if `data`."""
    home, runtime = tmp_path / "home", tmp_path / "runtime"
    home.mkdir()
    runtime.mkdir(mode=0o700)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "DICEBAR_DATA_DIR", "PYTEST_"))}
    env.update(HOME=str(home), XDG_RUNTIME_DIR=str(runtime))  # without it PulseAudio's client writes in ~/.config
    if data is not None:
        env["DICEBAR_DATA_DIR"] = str(data)
    return home, env


def written(home: Path, *kept: str) -> list[str]:
    """Everything under `home` (folders too) outside its cache folder and the `kept` paths (and their folders)."""
    allowed = (".cache", *kept)

    def expected(name: str) -> bool:
        return any(name == a or name.startswith(a + "/") or a.startswith(name + "/") for a in allowed)

    return sorted(name for path in home.rglob("*") if not expected(name := path.relative_to(home).as_posix()))


# ----- the test suite keeps out of the user's home (tests/conftest.py) -------------------------------------------

SUBSET = (
    "tests/app/test_screenshot_option.py",  # the real program, as a child process
    "tests/ui/test_screenshots.py::test_hidpi_scale_two[lobby-None]",  # the real program, DICEBAR_DATA_DIR given
    "tests/app/test_memory_window.py::test_the_settings_popup_changes_and_keeps_the_settings",  # a window in-process
)


@needs_display
def test_the_test_suite_keeps_out_of_the_users_home(tmp_path: Path) -> None:
    """A child test run of app tests, as a developer starts one (a plain HOME, no XDG folders, no
    DICEBAR_DATA_DIR): nothing lands in that HOME."""
    home, env = fresh_home(tmp_path, None)
    del env["XDG_RUNTIME_DIR"]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *SUBSET]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    passed = re.search(r"(\d+) passed", done.stdout)
    assert passed and int(passed[1]) >= len(SUBSET) and "skipped" not in done.stdout, done.stdout[-3000:]
    assert written(home) == []
