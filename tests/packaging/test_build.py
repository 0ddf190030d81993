"""packaging/build.py without a real freeze: archive names, what the archive holds, and the Linux install files
(desktop entry, AppStream metainfo, install.sh into a temporary prefix)."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

import dicebar

from .scripts import ROOT, load_script

build = load_script("build", "dicebar_build")  # not "build": that is a package on PyPI

LINUX = ROOT / "packaging" / "linux"
APP_ID = "bar.dice.DiceBar"


def test_archive_names_carry_version_platform_and_arch() -> None:
    assert build.archive_name("0.1.0", "linux", "x86_64") == "dicebar-0.1.0-linux-x86_64.tar.gz"
    assert build.archive_name("0.1.0", "macos", "arm64") == "dicebar-0.1.0-macos-arm64.tar.gz"
    assert build.archive_name("1.2.3", "windows", "x86_64") == "dicebar-1.2.3-windows-x86_64.zip"
    with pytest.raises(ValueError):
        build.archive_name("1.0 beta/2", "linux", "x86_64")


def test_platform_and_arch_tags() -> None:
    assert [build.platform_tag(s) for s in ("linux", "darwin", "win32", "Windows")] == [
        "linux",
        "macos",
        "windows",
        "windows",
    ]
    assert [build.arch_tag(m) for m in ("AMD64", "x86_64", "aarch64", "arm64")] == [
        "x86_64",
        "x86_64",
        "arm64",
        "arm64",
    ]
    with pytest.raises(ValueError):
        build.platform_tag("sunos5")


def test_version_is_the_package_version() -> None:
    assert build.read_version() == dicebar.__version__


def test_pyproject_build_extra_pins_pyinstaller() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert "pyinstaller==6.22.3" in [dep.lower().replace(" ", "") for dep in extras["build"]]


def _fake_bundle(dist: Path) -> Path:
    """A onedir bundle's shape: the executable and _internal with resources, as PyInstaller leaves it."""
    bundle = dist / "dicebar"
    (bundle / "_internal" / "resources" / "qml").mkdir(parents=True)
    (bundle / "_internal" / "resources" / "qml" / "Main.qml").write_text("import QtQuick\nItem {}\n")
    exe = bundle / "dicebar"
    exe.write_text('#!/bin/sh\necho frozen dicebar "$@"\n')
    exe.chmod(0o755)
    return bundle


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux archive")
def test_linux_archive_holds_bundle_executable_resources_and_install_files(tmp_path: Path) -> None:
    _fake_bundle(tmp_path / "dist")
    out = build.build(tmp_path / "dist", tmp_path / "work", do_freeze=False)
    assert out.name == build.archive_name(build.read_version(), "linux", build.arch_tag())
    assert not list((tmp_path / "dist").glob("*.part"))
    top = out.name.removesuffix(".tar.gz")
    with tarfile.open(out) as archive:
        members = {m.name: m for m in archive.getmembers()}
        assert {m.name.split("/")[0] for m in members.values()} == {top}
        exe = members[f"{top}/dicebar/dicebar"]
        assert exe.isfile() and exe.mode & 0o111 and exe.uname == ""
        assert f"{top}/dicebar/_internal/resources/qml/Main.qml" in members
        for name in (
            "install.sh",
            "dicebar.desktop",
            f"{APP_ID}.metainfo.xml",
            "icons/dicebar.svg",
            "icons/dicebar-16.png",
        ):
            assert f"{top}/{name}" in members, name
        assert members[f"{top}/install.sh"].mode & 0o111


def test_zip_archive_keeps_the_tree(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path)
    out = tmp_path / "dicebar-0.1.0-windows-x86_64.zip"
    build.write_archive(out, build.archive_members(bundle, "dicebar-0.1.0-windows-x86_64", []))
    with zipfile.ZipFile(out) as archive:
        names = archive.namelist()
        assert "dicebar-0.1.0-windows-x86_64/dicebar/dicebar" in names
        assert archive.read("dicebar-0.1.0-windows-x86_64/dicebar/_internal/resources/qml/Main.qml").startswith(
            b"import"
        )


def test_build_without_a_frozen_program_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match="no frozen program"):
        build.build(tmp_path / "dist", tmp_path / "work", do_freeze=False)
    assert not (tmp_path / "dist").exists() or not list((tmp_path / "dist").iterdir())


def test_desktop_entry_keys() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(LINUX / "dicebar.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Dice Bar"
    assert entry["Exec"] == "dicebar"
    assert entry["Icon"] == "dicebar"
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["Terminal"] == "false"
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(LINUX / "dicebar.desktop")], check=True)


def test_metainfo_is_appstream() -> None:
    path = LINUX / f"{APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == "Dice Bar"
    assert root.findtext("summary")
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id" and launchable.text == "dicebar.desktop"
    assert root.find("content_rating") is not None
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == build.read_version()
    if shutil.which("appstreamcli"):
        result = subprocess.run(
            check=False, args=["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True
        )
        assert result.returncode == 0, result.stdout + result.stderr


def _unpacked_linux_archive(tmp_path: Path) -> Path:
    """The Linux archive's folder as a user unpacks it, with a fake bundle."""
    here = tmp_path / "unpacked"
    _fake_bundle(here)
    for source, name in build.linux_extras():
        (here / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, here / name)
    return here


def test_install_sh_puts_everything_in_the_prefix(tmp_path: Path) -> None:
    here = _unpacked_linux_archive(tmp_path)
    prefix = tmp_path / "prefix"
    env = dict(os.environ, HOME=str(tmp_path / "home"))
    result = subprocess.run(
        args=[str(here / "install.sh"), "--prefix", str(prefix)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    link = prefix / "bin" / "dicebar"
    assert link.is_symlink() and link.resolve() == (prefix / "lib" / "dicebar" / "dicebar").resolve()
    assert subprocess.run(
        check=False, args=[str(link), "--version"], capture_output=True, text=True
    ).stdout.strip() == ("frozen dicebar --version")
    assert (prefix / "lib/dicebar/_internal/resources/qml/Main.qml").is_file()
    hicolor = prefix / "share/icons/hicolor"
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (hicolor / f"{size}x{size}/apps/dicebar.png").read_bytes() == (
            ROOT / f"icons/dicebar-{size}.png"
        ).read_bytes()
    assert (hicolor / "scalable/apps/dicebar.svg").is_file()
    desktop = (prefix / "share/applications/dicebar.desktop").read_text()
    assert f"Exec={prefix}/bin/dicebar\n" in desktop and "Icon=dicebar\n" in desktop
    assert (prefix / f"share/metainfo/{APP_ID}.metainfo.xml").is_file()
    assert not (tmp_path / "home").exists()  # --prefix, not ~/.local

    # Installing again replaces the program; --uninstall takes it all away.
    assert (
        subprocess.run(
            check=False, args=[str(here / "install.sh"), f"--prefix={prefix}"], env=env, capture_output=True
        ).returncode
        == 0
    )
    assert (
        subprocess.run(
            [str(here / "install.sh"), "--prefix", str(prefix), "--uninstall"], env=env, check=False
        ).returncode
        == 0
    )
    assert not link.exists() and not (prefix / "lib/dicebar").exists()
    assert not list(hicolor.rglob("dicebar.*"))


def test_install_sh_defaults_to_local_and_refuses_bad_input(tmp_path: Path) -> None:
    here = _unpacked_linux_archive(tmp_path)
    env = dict(os.environ, HOME=str(tmp_path / "home"))
    assert subprocess.run([str(here / "install.sh")], check=False, env=env, capture_output=True).returncode == 0
    assert (tmp_path / "home/.local/bin/dicebar").is_symlink()
    bad = subprocess.run(
        check=False, args=[str(here / "install.sh"), "--frobnicate"], env=env, capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stderr.strip() == "install.sh: unknown argument: --frobnicate"
    shutil.rmtree(here / "dicebar")
    missing = subprocess.run(
        check=False,
        args=[str(here / "install.sh"), "--prefix", str(tmp_path / "p2")],
        env=env,
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 1 and "no bundle" in missing.stderr
    assert not (tmp_path / "p2").exists()
