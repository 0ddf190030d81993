"""Frozen bundle benchmark (run by hand; Linux, needs Xvfb): the real program built by packaging/build.py against a
minimal PySide6 Qt Quick 3D window (a few cubes: plain_scene.py) frozen with PyInstaller's defaults. Prints JSON:
for both, the bundle size on disk, the .tar.gz size, cold start to the first shown frame (median of --runs; wall
time from spawn until the child prints `first-frame`, and the child's own figure since its process started) and
peak memory (VmHWM just after the first frame, once the window has settled).

    .venv/bin/python tests/bench/bench_bundle.py [--runs 5] [--no-build] [--no-minimal]

Targets: the real archive at most 1.5x the minimal one's; its first frame at most 1.0 s later.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

from plain_scene import cubes_qml
from private_data import use_a_private_data_folder

ROOT = Path(__file__).resolve().parents[2]

MINIMAL_SCRIPT = """
import os, sys, time
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine

QML = QML_BYTES


def since_start():
    with open("/proc/self/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return time.clock_gettime(time.CLOCK_BOOTTIME) - int(fields[19]) / os.sysconf("SC_CLK_TCK")


app = QGuiApplication(sys.argv)
engine = QQmlApplicationEngine()
engine.loadData(QML)
window = engine.rootObjects()[0]


def swapped():
    window.frameSwapped.disconnect(swapped)
    print(f"first-frame {since_start():.3f}", flush=True)


window.frameSwapped.connect(swapped)
sys.exit(app.exec())
""".replace("QML_BYTES", repr(cubes_qml(5).encode()))


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def tar_gz(folder: Path, out: Path) -> int:
    with tarfile.open(out, "w:gz", compresslevel=6) as archive:
        archive.add(folder, folder.name)
    return out.stat().st_size


def freeze_minimal(work: Path) -> Path:
    script = work / "cubes.py"
    script.write_text(MINIMAL_SCRIPT, encoding="utf-8")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--name", "cubes"]
    command += ["--distpath", str(work / "dist"), "--workpath", str(work / "build"), "--specpath", str(work)]
    subprocess.run([*command, str(script)], check=True, cwd=work)
    return work / "dist" / "cubes"


def vm_hwm_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def cold_start(executable: Path, env: dict[str, str], settle: float = 2.0) -> dict[str, float]:
    """One start: wall seconds from spawn to the child's first-frame line, its own figure, and VmHWM (MB) after it
    settled. The child is killed afterwards (neither program quits by itself)."""
    started = time.monotonic()
    child = subprocess.Popen(
        [str(executable)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=executable.parent
    )
    try:
        assert child.stdout is not None
        for line in child.stdout:
            if line.startswith("first-frame "):
                wall = time.monotonic() - started
                own = float(line.split()[1])
                break
        else:
            raise RuntimeError(f"{executable} exited with {child.wait()} before its first frame")
        time.sleep(settle)
        return {"wall_s": wall, "own_s": own, "peak_mb": vm_hwm_mb(child.pid)}
    finally:
        child.kill()
        child.wait()


def measure(
    name: str, bundle: Path, executable: Path, archive: Path, *, runs: int, env: dict[str, str]
) -> dict[str, Any]:
    starts = [cold_start(executable, env) for _ in range(runs)]
    return {
        "name": name,
        "bundle_mb": round(dir_size(bundle) / 1e6, 1),
        "archive_mib": round(archive.stat().st_size / 2**20, 1),
        "first_frame_s_median": round(statistics.median(s["wall_s"] for s in starts), 3),
        "first_frame_own_s_median": round(statistics.median(s["own_s"] for s in starts), 3),
        "first_frame_s_runs": [round(s["wall_s"], 3) for s in starts],
        "peak_mb_median": round(statistics.median(s["peak_mb"] for s in starts), 1),
    }


def main() -> int:
    use_a_private_data_folder()
    parser = argparse.ArgumentParser(description="frozen bundle benchmark (JSON)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="use the real build already in dist/")
    parser.add_argument("--no-minimal", action="store_true", help="measure only the real program")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        raise SystemExit("bench_bundle: needs a display; run it under xvfb-run -a -s '-screen 0 1920x1080x24'")
    data_dir = Path(tempfile.mkdtemp(prefix="dicebar-bench-data-"))
    env = dict(os.environ, DICEBAR_FIRST_FRAME="1", DICEBAR_DATA_DIR=str(data_dir))
    dist = ROOT / "dist"
    if not args.no_build:
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], check=True, stdout=subprocess.DEVNULL)
    archives = sorted(dist.glob("dicebar-*-linux-*.tar.gz"), key=lambda p: p.stat().st_mtime)
    if not archives:
        raise SystemExit("bench_bundle: no archive in dist/; run without --no-build")
    results = [measure("real", dist / "dicebar", dist / "dicebar" / "dicebar", archives[-1], runs=args.runs, env=env)]
    if not args.no_minimal:
        with tempfile.TemporaryDirectory(prefix="dicebar-bench-minimal-") as tmp:
            work = Path(tmp)
            bundle = freeze_minimal(work)
            archive = work / "cubes.tar.gz"
            tar_gz(bundle, archive)
            results.append(measure("minimal", bundle, bundle / "cubes", archive, runs=args.runs, env=env))
    shutil.rmtree(data_dir, ignore_errors=True)
    report: dict[str, Any] = {"results": results}
    if len(results) == 2:
        real, minimal = results
        report["archive_ratio"] = round(real["archive_mib"] / minimal["archive_mib"], 2)
        report["first_frame_later_s"] = round(real["first_frame_s_median"] - minimal["first_frame_s_median"], 3)
        report["targets_met"] = report["archive_ratio"] <= 1.5 and report["first_frame_later_s"] <= 1.0
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
