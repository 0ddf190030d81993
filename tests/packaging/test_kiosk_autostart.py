"""The kiosk's autostart recipes (packaging/kiosk/) are units systemd accepts, with what a kiosk needs in them."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

KIOSK = Path(__file__).resolve().parents[2] / "packaging" / "kiosk"
USER_UNIT = KIOSK / "dicebar-kiosk.service"
CAGE_UNIT = KIOSK / "dicebar-cage.service"
SHELL_LAUNCHER = KIOSK / "windows" / "shell-launcher.ps1"


def parse_unit(path: Path) -> dict[str, list[tuple[str, str]]]:
    """A unit file as systemd reads it: sections of (key, value) lines, keys may repeat; comments skipped."""
    sections: dict[str, list[tuple[str, str]]] = {}
    current: list[tuple[str, str]] | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], [])
            continue
        key, equals, value = line.partition("=")
        assert equals and current is not None and re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", key), f"{path.name}:{number}"
        current.append((key, value))
    return sections


def values(unit: dict[str, list[tuple[str, str]]], section: str, key: str) -> list[str]:
    return [value for name, value in unit.get(section, []) if name == key]


@pytest.mark.parametrize("path", [USER_UNIT, CAGE_UNIT], ids=["user unit", "cage unit"])
def test_each_unit_restarts_dice_bar_in_kiosk_mode_after_a_crash(path: Path) -> None:
    unit = parse_unit(path)
    assert set(unit) == {"Unit", "Service", "Install"}
    (command,) = values(unit, "Service", "ExecStart")
    assert command.endswith("dicebar --kiosk")
    assert values(unit, "Service", "Restart") == ["on-failure"]  # the operator's Quit (status 0) is not a crash
    assert int(values(unit, "Service", "RestartSec")[0]) > 0
    assert values(unit, "Service", "Environment")  # the Qt platform is chosen, not left to chance
    assert values(unit, "Install", "WantedBy")


def test_the_cage_unit_runs_on_tty1_as_the_kiosk_user() -> None:
    unit = parse_unit(CAGE_UNIT)
    assert values(unit, "Service", "User") == ["dicebar"]
    assert values(unit, "Service", "TTYPath") == ["/dev/tty1"]
    assert values(unit, "Service", "PAMName") == ["login"]  # a logind seat session: cage may open the screen
    assert values(unit, "Service", "ExecStart")[0].startswith("/usr/bin/cage ")
    assert " -- " in values(unit, "Service", "ExecStart")[0]
    assert "getty@tty1.service" in values(unit, "Unit", "Conflicts")


def _verify(path: Path, *, user: bool, runtime: Path) -> list[str]:
    """systemd-analyze's complaints about the unit, except that the programs are not installed here."""
    command = ["systemd-analyze", *(["--user"] if user else []), "verify", str(path)]
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), SYSTEMD_LOG_COLOR="0")
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, env=env, check=False)
    lines = (done.stdout + done.stderr).splitlines()
    return [line for line in lines if line.strip() and not re.search(r"Command \S+ is not executable", line)]


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_accepts_the_units(tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    assert _verify(CAGE_UNIT, user=False, runtime=runtime) == []
    assert _verify(USER_UNIT, user=True, runtime=runtime) == []
    broken = tmp_path / "broken.service"
    broken.write_text(USER_UNIT.read_text().replace("Restart=on-failure", "Restart=sometimes"))
    assert any("restart specifier" in line for line in _verify(broken, user=True, runtime=runtime))


def test_the_windows_script_sets_dice_bar_as_the_kiosk_users_shell() -> None:
    script = SHELL_LAUNCHER.read_text(encoding="utf-8")
    assert "Client-EmbeddedShellLauncher" in script
    assert "root\\standardcimv2\\embedded:WESL_UserSetting" in script
    assert re.search(r"SetCustomShell\(\$sid, \"`\"\$Program`\" --kiosk\"", script)
    assert "SetEnabled($true)" in script and "RemoveCustomShell($sid)" in script
    assert script.count("{") == script.count("}") and script.count("(") == script.count(")")
