"""Build Dice Bar's standalone package for this platform: freeze with PyInstaller (packaging/dicebar.spec, onedir)
and pack a versioned archive under dist/: dicebar-<version>-<platform>-<arch>.tar.gz on Linux and macOS, .zip on
Windows. Prints the archive's path and size.

    python packaging/build.py            # freeze, check, pack
    python packaging/build.py --no-freeze  # pack the bundle already in dist/ again

The archive holds one folder named like the archive. On Linux: the onedir bundle `dicebar/` (run `dicebar/dicebar`),
`install.sh`, the .desktop entry, the AppStream metainfo and the icons (PNG sizes and the SVG) for install.sh.
On macOS: `Dice Bar.app`. On Windows: the `dicebar/` bundle with dicebar.exe.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "dicebar.spec"
LINUX_DIR = ROOT / "packaging" / "linux"
ICONS = ROOT / "icons"
APP_NAME = "dicebar"
MAC_APP = "Dice Bar.app"
# Bundled libraries whose links build.py checks after the spec's pruning (Qt, PySide, shiboken and friends).
_BUNDLED_LINK = re.compile(r"^(libQt6|libpyside6|libshiboken6|libicu|libav|libsw)")


def platform_tag(system: str | None = None) -> str:
    """'linux', 'macos' or 'windows' for sys.platform-style or platform.system()-style names."""
    name = (system or sys.platform).lower()
    if name.startswith("linux"):
        return "linux"
    if name in ("darwin", "macos"):
        return "macos"
    if name.startswith(("win", "cygwin")):
        return "windows"
    raise ValueError(f"no standalone package for platform {name!r}")


def arch_tag(machine: str | None = None) -> str:
    """The CPU name used in archive names: x86_64 or arm64 (the names users see on download pages)."""
    name = (machine or platform.machine()).lower()
    aliases = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64", "armv8": "arm64"}
    return aliases.get(name, name)


def archive_name(version: str, plat: str, arch: str) -> str:
    """dicebar-0.1.0-linux-x86_64.tar.gz; .zip on Windows, where Explorer opens zips but not tarballs."""
    if not re.fullmatch(r"[0-9A-Za-z.+-]+", version):
        raise ValueError(f"version {version!r} cannot be used in a file name")
    suffix = ".zip" if plat == "windows" else ".tar.gz"
    return f"{APP_NAME}-{version}-{plat}-{arch}{suffix}"


def read_version() -> str:
    """The package version from desktop/dicebar/__init__.py, read as text so the build needs no import path."""
    text = (ROOT / "desktop" / "dicebar" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.MULTILINE)
    if not match:
        raise SystemExit("build: no __version__ in desktop/dicebar/__init__.py")
    return match.group(1)


def bundle_path(dist: Path, plat: str) -> Path:
    """Where PyInstaller leaves the program: the .app on macOS, the onedir folder elsewhere."""
    return dist / MAC_APP if plat == "macos" else dist / APP_NAME


def executable_path(bundle: Path, plat: str) -> Path:
    if plat == "macos":
        return bundle / "Contents" / "MacOS" / APP_NAME
    return bundle / (APP_NAME + ".exe" if plat == "windows" else APP_NAME)


def linux_extras() -> list[tuple[Path, str]]:
    """Files that go next to the Linux bundle: install.sh, the .desktop entry, the metainfo and the icons."""
    extras = [(path, path.name) for path in sorted(LINUX_DIR.glob("*")) if path.is_file()]
    extras += [(path, f"icons/{path.name}") for path in sorted(ICONS.glob("dicebar-*.png"))]
    extras.append((ICONS / "dicebar.svg", "icons/dicebar.svg"))
    return extras


def _walk(bundle: Path, prefix: str) -> Iterator[tuple[Path, str]]:
    yield bundle, prefix
    for path in sorted(bundle.rglob("*")):
        yield path, f"{prefix}/{path.relative_to(bundle).as_posix()}"


def archive_members(bundle: Path, top: str, extras: Iterable[tuple[Path, str]]) -> list[tuple[Path, str]]:
    """(source, name in the archive) for the bundle folder and the extras, all under the one folder `top`."""
    members = list(_walk(bundle, f"{top}/{bundle.name}"))
    members += [(source, f"{top}/{name}") for source, name in extras]
    return members


def write_archive(out: Path, members: list[tuple[Path, str]]) -> None:
    """Pack to a temporary name first, so a failed build never leaves a half-written archive under its real name."""
    partial = out.with_name(out.name + ".part")
    if out.name.endswith(".zip"):
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
            for source, name in members:
                archive.write(source, name)
    else:
        with tarfile.open(partial, "w:gz", compresslevel=6) as archive:
            for source, name in members:
                archive.add(source, name, recursive=False, filter=_normalise)
    os.replace(partial, out)


def _normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
    # Nobody's user name in the archive; keep the modes (executables stay executable).
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def missing_links(bundle: Path) -> list[str]:
    """Linux: every 'lib => not found' that ldd reports for a bundled Qt/PySide library (the spec prunes libraries
    by their link graph, and PyInstaller collects plugins whose Qt module it left out). The bootloader puts
    _internal on the library path, so ldd gets the same."""
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}")
    problems = []
    for lib in sorted(bundle.rglob("*.so*")):
        if not lib.is_file() or lib.is_symlink():
            continue
        out = subprocess.run(["ldd", str(lib)], capture_output=True, text=True, env=env, check=False).stdout
        for line in out.splitlines():
            name, _, where = line.strip().partition(" => ")
            if where.startswith("not found") and _BUNDLED_LINK.match(name):
                problems.append(f"{lib.relative_to(bundle)}: {name}")
    return problems


def drop_unloadable(bundle: Path) -> list[str]:
    """Linux: delete the bundled libraries that link to a Qt/PySide library the spec left out (the QML LocalStorage
    plugin without QtSql, the virtual keyboard input context...): the loader could never open them, so they are
    dead weight and a confusing warning. Repeats until nothing dangles, since one removal can strand another."""
    removed: list[str] = []
    while missing := missing_links(bundle):
        for entry in sorted({line.split(": ")[0] for line in missing}):
            (bundle / entry).unlink(missing_ok=True)
            removed.append(entry)
    return removed


def directory_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def freeze(dist: Path, work: Path) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if subprocess.run(command, cwd=ROOT, check=False).returncode != 0:
        raise SystemExit("build: PyInstaller failed (see above)")


def build(dist: Path, work: Path, do_freeze: bool = True) -> Path:
    plat, arch, version = platform_tag(), arch_tag(), read_version()
    if do_freeze:
        freeze(dist, work)
    bundle = bundle_path(dist, plat)
    if not executable_path(bundle, plat).is_file():
        raise SystemExit(f"build: no frozen program at {executable_path(bundle, plat)}")
    if plat == "linux":
        for path in drop_unloadable(bundle):
            print(f"build: dropped {path} (a bundled library it links to is not in the bundle; it could never load)")
    name = archive_name(version, plat, arch)
    top = name.removesuffix(".zip").removesuffix(".tar.gz")
    out = dist / name
    write_archive(out, archive_members(bundle, top, linux_extras() if plat == "linux" else []))
    print(f"bundle  {bundle}  {directory_size(bundle) / 1e6:.0f} MB on disk")
    print(f"archive {out}  {out.stat().st_size / 2**20:.1f} MiB")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (build/)")
    parser.add_argument("--no-freeze", action="store_true", help="pack the bundle already in --dist again")
    args = parser.parse_args(argv)
    build(args.dist.resolve(), args.work.resolve(), do_freeze=not args.no_freeze)
    return 0


if __name__ == "__main__":
    sys.exit(main())
