"""The packaging scripts (packaging/*.py: scripts, not a package) loaded as modules for the tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_script(name: str, module_name: str | None = None) -> ModuleType:
    """packaging/`name`.py as the module `module_name` (default: `name`), registered in sys.modules as it would be
    on import (dataclasses and pickling look their module up there)."""
    module_name = module_name or name
    spec = importlib.util.spec_from_file_location(module_name, ROOT / "packaging" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
