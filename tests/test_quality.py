"""The code's own checks run as tests: ruff, mypy, the import-linter layer contracts, a stdlib-only rules layer."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "desktop" / "dicebar"
BIN = Path(sys.executable).parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False, timeout=600)


@pytest.mark.parametrize(
    "command",
    [
        ("ruff", "check", "desktop", "tests", "packaging"),
        ("ruff", "format", "--check", "desktop", "tests", "packaging"),
        ("mypy",),
        ("lint-imports",),
    ],
    ids=["ruff", "ruff-format", "mypy", "import-linter"],
)
def test_tool_is_clean(command: tuple[str, ...]) -> None:
    done = _run(str(BIN / command[0]), *command[1:])
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_the_rules_layer_imports_only_the_standard_library_and_itself() -> None:
    outside = {
        f"{path.relative_to(ROOT)}: {module}"
        for path in (PACKAGE / "rules").rglob("*.py")
        for module in _imported_modules(path)
        if module.split(".")[0] not in sys.stdlib_module_names and not module.startswith("dicebar.rules")
    }
    assert not outside


def test_the_headless_commands_never_load_qt() -> None:
    commands = [
        ["score", "bar-dice", "3", "3", "4", "1", "1"],
        ["--help"],
        ["play", str(ROOT / "tests" / "scenarios" / "peekpoker" / "folds.json")],
        ["odds", "bar-dice", "--mark", "42", "--rolls", "3"],
        ["simulate", "bar-dice", "--players", "2", "--games", "1", "--seed", "1", "--bots", "easy,best"],
    ]
    probe = (
        "import sys; from dicebar.app.cli import main\n"
        f"codes = [main(args) for args in {commands!r}]\n"
        "assert codes == [0] * len(codes), codes\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'numpy'))\n"
        "assert not loaded, loaded"
    )
    done = _run(sys.executable, "-c", probe)
    assert done.returncode == 0, done.stderr


def test_the_session_layer_uses_only_qtcore() -> None:
    """Layer 4 turns games into signals and properties; drawing is the views' business."""
    qt_modules = {
        f"{path.relative_to(ROOT)}: {module}"
        for path in (PACKAGE / "session").rglob("*.py")
        for module in _imported_modules(path)
        if module.startswith("PySide6") and module != "PySide6.QtCore"
    }
    assert not qt_modules
