"""README.md opens with the two commands that matter (CI runs the second one verbatim), then a picture of the table."""

from __future__ import annotations

import re
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.startswith("    ")][:2]


def test_the_readme_opens_with_a_start_command_and_a_test_command() -> None:
    start, test = _readme_commands()
    assert "python3 -m venv .venv" in start and start.endswith(".venv/bin/dicebar")
    assert "python3 -m venv .venv" in test and "pytest" in test and "[test]" in test


def test_ci_runs_the_readme_test_command() -> None:
    _, test = _readme_commands()
    assert test in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def test_the_readme_shows_a_picture_of_the_table_and_says_how_it_is_made() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]+\]\(([^)]+)\)", readme)
    assert pictures, "README.md shows no picture"
    assert readme.index(pictures[0]) < readme.index("\n## "), "the picture comes before the first section"
    picture = ROOT / pictures[0]
    data = picture.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{pictures[0]} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    assert 1280 <= width <= 1920 and 720 <= height <= 1080, (width, height)
    assert 100_000 < len(data) < 1_000_000, len(data)
    # the command README.md gives writes this very file: the screenshot test's picture, by that test's name
    command = next(line.strip() for line in readme.splitlines() if "DICEBAR_README_PICTURE=1" in line)
    test = re.search(r"-k (\w+)", command)
    assert test and "tests/ui/test_screenshots.py" in command
    screenshots = (ROOT / "tests" / "ui" / "test_screenshots.py").read_text(encoding="utf-8")
    assert f"def test_the_{test.group(1)}(" in screenshots
    assert '"DICEBAR_README_PICTURE"' in screenshots
    assert f'README_PICTURE = Path(__file__).resolve().parents[2] / "{picture.parent.name}" / "{picture.name}"' in (
        screenshots
    )
