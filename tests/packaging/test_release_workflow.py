"""The release workflow (.github/workflows/release.yml): builds with packaging/build.py on the three platforms for
version tags, runs the frozen --self-test and publishes the archives. Parsed with PyYAML when it is installed,
otherwise checked line by line."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

WORKFLOW = Path(__file__).resolve().parents[2] / ".github" / "workflows" / "release.yml"
TEXT = WORKFLOW.read_text(encoding="utf-8")


def _steps_text(steps: list[dict[str, Any]]) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", "")) for step in steps)


def test_workflow_is_plain_yaml_text() -> None:
    assert "\t" not in TEXT
    # Every indentation is a multiple of two spaces, as YAML block style here uses.
    assert all((len(line) - len(line.lstrip(" "))) % 2 == 0 for line in TEXT.splitlines() if line.strip())


def test_workflow_structure_with_pyyaml() -> None:
    yaml = pytest.importorskip("yaml")
    data = yaml.safe_load(TEXT)
    on = data.get("on", data.get(True))  # YAML 1.1 reads the key `on` as True
    assert on["push"]["tags"] == ["v*"]
    package = data["jobs"]["package"]
    assert package["strategy"]["matrix"]["os"] == ["ubuntu-22.04", "windows-latest", "macos-14"]
    steps = package["steps"]
    assert any(step.get("with", {}).get("python-version") == "3.11" for step in steps)
    text = _steps_text(steps)
    assert "python packaging/build.py" in text and "--self-test" in text and "xvfb-run" in text
    assert "actions/upload-artifact" in text
    release = data["jobs"]["release"]
    assert release["needs"] == "package" and release["permissions"]["contents"] == "write"
    assert any(str(step.get("uses", "")).startswith("softprops/action-gh-release") for step in release["steps"])


def test_workflow_builds_self_tests_and_publishes() -> None:
    assert re.search(r"^on:\n  push:\n    tags: \[\"v\*\"\]", TEXT, re.MULTILINE)
    assert "os: [ubuntu-22.04, windows-latest, macos-14]" in TEXT
    assert 'python-version: "3.11"' in TEXT
    assert 'pip install -e ".[build]"' in TEXT
    assert "run: python packaging/build.py" in TEXT
    assert "bash packaging/linux-deps.sh" in TEXT
    # The frozen program's self-test on each platform; Windows reads the --report file (a GUI program, no console).
    commands = "\n".join(line for line in TEXT.splitlines() if not line.lstrip().startswith("#"))
    assert commands.count("--self-test") == 3 and commands.count("--report") == 3
    assert 'xvfb-run -a -s "-screen 0 1920x1080x24" dist/dicebar/dicebar --self-test' in TEXT
    assert '"dist/Dice Bar.app/Contents/MacOS/dicebar" --self-test' in TEXT
    assert "dist\\dicebar\\dicebar.exe" in TEXT
    assert "uses: actions/upload-artifact@v4" in TEXT and "uses: softprops/action-gh-release@v2" in TEXT
    assert "dist/dicebar-*.tar.gz" in TEXT and "dist/dicebar-*.zip" in TEXT
