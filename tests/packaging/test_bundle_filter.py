"""What the frozen bundle leaves out of PySide6 (packaging/bundle_filter.py), on all three platforms' layouts."""

from __future__ import annotations

import pytest

from .scripts import load_script

bundle_filter = load_script("bundle_filter")
dropped = bundle_filter.dropped

KEPT = (
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Quick3DRuntimeRender.so.6",
    "PySide6/Qt/lib/libQt6QuickControls2Material.so.6",
    "PySide6/Qt/lib/libQt6Multimedia.so.6",
    "PySide6/Qt/lib/libavcodec.so.61",
    "PySide6/Qt/qml/QtQuick3D/Helpers/qmldir",
    "PySide6/Qt/qml/QtQuick/Controls/Material/qmldir",
    "PySide6/Qt/qml/QtQuick/Controls/Basic/libqtquickcontrols2basicstyleplugin.so",
    "PySide6/Qt/qml/QtMultimedia/libquickmultimediaplugin.so",
    "PySide6/Qt/qml/QtCore/qmldir",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
    "PySide6/QtQuick3D.abi3.so",
    "PySide6/Qt6Quick3D.dll",  # Windows
    "PySide6/qml/QtQuick/Controls/Material/qmldir",
    "PySide6/Qt/lib/QtQuick3D.framework/Versions/A/QtQuick3D",  # macOS
    "mujoco/libmujoco.so.4.0.1",
    "PySide6/Qt/translations/qtbase_de.qm",  # Qt's own words in the languages Dice Bar speaks
    "PySide6/translations/qtdeclarative_es.qm",
    "resources/qml/Main.qml",
)
DROPPED = (
    "PySide6/Qt/lib/libQt6Widgets.so.6",  # nothing uses Qt Widgets (the --self-test needs no Qt Test)
    "PySide6/QtWidgets.abi3.so",
    "PySide6/Qt6Widgets.dll",
    "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
    "PySide6/Qt/lib/libQt6WebEngineCore.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/lib/libQt63DRender.so.6",
    "PySide6/Qt/lib/libQt6Charts.so.6",
    "PySide6/Qt/lib/libQt6QuickControls2Fusion.so.6",
    "PySide6/Qt6WebEngineCore.dll",
    "PySide6/Qt/lib/QtWebEngineCore.framework/Versions/A/QtWebEngineCore",
    "PySide6/Qt/qml/QtWebEngine/qmldir",
    "PySide6/Qt/qml/QtQuick/Controls/Fusion/qmldir",
    "PySide6/Qt/qml/QtQuick/VirtualKeyboard/qmldir",
    "PySide6/Qt/qml/QtQuick3D/Physics/qmldir",
    "PySide6/qml/QtCharts/qmldir",
    "PySide6/translations/qtbase_fr.qm",
    "PySide6/Qt/translations/qt_help_de.qm",
    "PySide6/Qt/translations/qtmultimedia_es.qm",
    "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    "PySide6/Qt/plugins/imageformats/libqpdf.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/plugins/imageformats/qpdf.dll",
)


@pytest.mark.parametrize("destination", KEPT)
def test_what_the_program_loads_is_kept(destination: str) -> None:
    assert dropped(destination) is None


@pytest.mark.parametrize("destination", DROPPED)
def test_unused_qt_modules_plugins_and_translations_are_dropped(destination: str) -> None:
    assert dropped(destination)


def test_a_library_stays_only_while_something_kept_links_to_it() -> None:
    toc = [
        ("PySide6/QtCore.abi3.so", "/src/QtCore.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/src/libQt6XcbQpa.so.6", "BINARY"),
        ("libicudata.so.73", "/src/libicudata.so.73", "BINARY"),
        ("libnss3.so", "/src/libnss3.so", "BINARY"),  # WebEngine's, whose library is gone
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    links = {
        "/src/QtCore.abi3.so": ["libQt6Core.so.6"],
        "/src/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/src/libQt6XcbQpa.so.6": ["libQt6Core.so.6"],
        "/src/libQt6Core.so.6": ["libicudata.so.73", "libc.so.6"],
    }
    log: list[str] = []
    kept = bundle_filter.prune_unreachable(toc, lambda source: links.get(source, []), log)
    assert [entry[0] for entry in kept] == [entry[0] for entry in toc if entry[0] != "libnss3.so"]
    assert log == ["libnss3.so: nothing kept links to it"]


def test_links_to_left_out_files_are_left_out_too() -> None:
    binaries = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Pdf.so.6", "PySide6/Qt/lib/libQt6Pdf.so.6", "SYMLINK"),
    ]
    kept = bundle_filter.drop_dangling(binaries, binaries)
    assert [entry[0] for entry in kept] == ["PySide6/Qt/lib/libQt6Core.so.6", "libQt6Core.so.6"]
