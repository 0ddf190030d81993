"""README.md opens with the two commands that matter (CI runs the second one verbatim), then a picture of the table."""

from __future__ import annotations

import json
import re
import struct
import subprocess
import sys
from pathlib import Path

from tests.rules.histories import played_game

from dicebar.rules.history import game_history
from dicebar.rules.sealed_dice import SealedDice

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


def readme_dice_script() -> str:
    """The standalone script of "Dice anyone can check": the Python block after the words that name it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    after = readme[readme.index("python3 check_dice.py HISTORY.json`") :]
    return after[after.index("```python\n") + len("```python\n") : after.index("\n```\n")] + "\n"


def test_the_readme_script_checks_a_history_with_the_standard_library_alone(tmp_path: Path) -> None:
    script = readme_dice_script()
    assert len(script.splitlines()) < 40
    imported = set(re.findall(r"^import (\w+)", script, flags=re.MULTILINE))
    assert imported == {"hashlib", "json", "sys"} and not re.search(r"^from ", script, flags=re.MULTILINE)
    game = played_game("peekpoker", 3, 12, {"stack": 6})
    history = game_history(game, [True, False, False]).record
    path = tmp_path / "game.json"
    path.write_text(json.dumps(history))
    (tmp_path / "check_dice.py").write_text(script)
    run = subprocess.run(
        [sys.executable, "-I", "check_dice.py", str(path)], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    lines = run.stdout.splitlines()
    seal = str(history["seal"])
    assert lines[0] == f"seal {seal[:4].upper()}-{seal[4:8].upper()}-{seal[8:12].upper()} matches"
    dice = SealedDice(str(history["seed"]))
    counts = [len(roll) for roll in history["start"]["rolls"]]  # type: ignore[index]
    counts += [len(roll) for action in history["actions"] for roll in action["rolls"]]  # type: ignore[attr-defined]
    assert len(counts) > 30
    assert lines[1:] == [
        f"roll {number}: {' '.join(map(str, dice.roll(count)))} " for number, count in enumerate(counts, 1)
    ]

    history["actions"][0]["rolls"][0][0] = history["actions"][0]["rolls"][0][0] % 6 + 1  # type: ignore[index]
    history["seed"] = "f" * 32
    path.write_text(json.dumps(history))
    run = subprocess.run(
        [sys.executable, "-I", "check_dice.py", str(path)], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert run.stdout.splitlines()[0].endswith("DOES NOT MATCH the history's")
    assert "(the history says" in run.stdout
