"""README.md opens with the two commands that matter, and CI runs the second one verbatim."""

from __future__ import annotations

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
