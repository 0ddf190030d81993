"""dicebar.physics never imports Qt, and imports only the layers below it, numpy and the engine."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PHYSICS = Path(__file__).resolve().parents[2] / "desktop" / "dicebar" / "physics"
ALLOWED_THIRD_PARTY = {"numpy", "mujoco"}
ALLOWED_OWN = ("dicebar.rules", "dicebar.bots", "dicebar.physics")


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_the_physics_modules_import_only_what_their_layer_may() -> None:
    files = sorted(PHYSICS.glob("*.py"))
    assert {path.name for path in files} >= {"__init__.py", "table.py", "throw.py", "moves.py"}
    outside = {
        f"{path.name}: {module}"
        for path in files
        for module in imported_modules(path)
        if module.split(".")[0] not in sys.stdlib_module_names | ALLOWED_THIRD_PARTY
        and not module.startswith(ALLOWED_OWN)
        and module != "__future__"
    }
    assert not outside


def test_planning_a_throw_loads_no_qt() -> None:
    probe = (
        "import sys\n"
        "from dicebar.physics import moves, table, throw\n"
        "plan = throw.plan_throw([1, 2, 3, 4, 5], 1, table=table.table_for(5), seat=3)\n"
        "moves.plan_moves([(0, 0, 0)], [(0.2, 0, 0)])\n"
        "table.table_for(8).to_json(); plan.to_json()\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'))\n"
        "assert not loaded, loaded\n"
        "print('ok')"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
