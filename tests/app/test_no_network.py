"""Dice Bar opens no network connection, ever: the real program (lobby, a game at the table, the kiosk's attract
demo) runs under three watches at once, each of which would catch what the others miss:

- Python's socket calls refused and written down (no_network_guard.py);
- strace: every socket the process (and its threads and children) makes, and every connect, at the system call
  level, so Qt's and the C libraries' own attempts show too; only local (AF_UNIX) sockets and the kernel's netlink
  are allowed, and no Qt network-information plugin may even be loaded;
- a network namespace with no network at all (unshare -n): the program still does everything it should.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

pytestmark = pytest.mark.slow

GUARD = Path(__file__).with_name("no_network_guard.py")
ALLOWED_FAMILIES = {"AF_UNIX", "AF_LOCAL", "AF_NETLINK"}
# a kiosk at the table with computers in every seat: the game plays, then 3 s without a touch bring the demo
RUN = ["--kiosk", "--start", "bar-dice", "--players", "3", "--attract-after", "3", "--size", "1024x600"]


def _run(tmp_path: Path, prefix: list[str], shot: Path) -> subprocess.CompletedProcess[str]:
    record = tmp_path / "python-network-calls.txt"
    env = dict(
        os.environ,
        DICEBAR_DATA_DIR=str(tmp_path / "data"),
        PYTHONPATH=os.pathsep.join(
            [str(Path(__file__).resolve().parents[2] / "desktop"), os.environ.get("PYTHONPATH", "")]
        ),
        QT_QPA_PLATFORM="xcb",
    )
    command = [*prefix, sys.executable, str(GUARD), str(record), *RUN, "--screenshot", str(shot), "--after", "14000"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=240, check=False)
    assert not record.exists(), record.read_text()  # no Python-level attempt at all
    return done


def _shows_the_attract_demo(shot: Path) -> bool:
    """The screenshot shows the attract screen: its amber "Touch to play" across the bottom middle."""
    image = QImage(str(shot))
    if image.isNull():
        return False
    width, height = image.width(), image.height()
    amber = 0
    for y in range(int(height * 0.84), int(height * 0.90), 4):
        for x in range(int(width * 0.3), int(width * 0.7), 4):
            colour = image.pixelColor(x, y)
            red, green, blue = colour.red(), colour.green(), colour.blue()
            # the accent (#f2a93b) at any point of its pulse (opacity 0.55 to 1) over the dark band; not wood
            amber += red > 110 and 0.62 < green / red < 0.78 and blue < 0.45 * red
    return amber > 50


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace is not installed")
def test_the_program_makes_no_network_socket_at_the_system_call_level(tmp_path: Path) -> None:
    trace = tmp_path / "trace.txt"
    shot = tmp_path / "attract.png"
    prefix = ["strace", "-f", "-qq", "-e", "trace=socket,connect,sendto,sendmsg,openat", "-o", str(trace)]
    done = _run(tmp_path, prefix, shot)
    assert done.returncode == 0, done.stderr[-3000:]
    assert _shows_the_attract_demo(shot)
    calls = trace.read_text(errors="replace").splitlines()
    sockets = [line for line in calls if re.search(r"\bsocket\(", line)]
    families = {match.group(1) for line in sockets if (match := re.search(r"socket\((AF_\w+)", line))}
    assert sockets and families <= ALLOWED_FAMILIES, families
    connects = [line for line in calls if re.search(r"\bconnect\(", line)]
    assert connects  # it did talk to the X server (and maybe the sound server), over local sockets
    assert all("sa_family=AF_UNIX" in line for line in connects), [c for c in connects if "AF_UNIX" not in c]
    sends = [line for line in calls if re.search(r"\bsend(to|msg)\(.*sa_family=AF_INET", line)]
    assert sends == []
    opened = [line for line in calls if "openat(" in line and "networkinformation" in line.lower()]
    assert opened == []  # Qt's network-information plugins (NetworkManager, glib) are never even loaded


def _can_unshare_network() -> bool:
    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-n", "true"], capture_output=True, check=False).returncode == 0


@pytest.mark.skipif(not _can_unshare_network(), reason="no network namespaces here (unshare -n needs privileges)")
def test_the_program_plays_and_shows_the_demo_with_no_network_at_all(tmp_path: Path) -> None:
    shot = tmp_path / "attract.png"
    done = _run(tmp_path, ["unshare", "-n"], shot)
    assert done.returncode == 0, done.stderr[-3000:]
    assert _shows_the_attract_demo(shot)
    log = "\n".join(path.read_text(errors="replace") for path in (tmp_path / "data" / "logs").glob("*.log*"))
    assert "Dice Bar starts" in log and "Traceback" not in log
