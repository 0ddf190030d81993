"""What the frozen Dice Bar leaves out of PySide6: the Qt modules, QML modules, plugins and translations the program
never loads. PyInstaller's PySide6 hooks collect every QML module in the wheel (and with them Qt WebEngine, Qt Pdf,
Qt Charts...), so the spec (packaging/dicebar.spec) passes each collected file's destination through `dropped()`.

Qt's own translations stay only for the languages Dice Bar speaks (dicebar.session.languages). Kept, as measured from
the running program (/proc/self/maps under Xvfb): QtQml, QtCore, QtQuick (Controls with the
Basic and Material styles, Layouts, Templates, Window...), QtQuick3D (+ Helpers), QtMultimedia (+ its FFmpeg
backend), the xcb and Wayland platforms, the SVG icon engine. `packaging/build.py` then checks on Linux that every
bundled library still finds all its dependencies, so a rule here that removes too much fails the build, and the
frozen `--self-test` plays every game in the real window.

Destinations look different per platform (PySide6/Qt/lib/libQt6Pdf.so.6 on Linux, PySide6/Qt6Pdf.dll on Windows,
PySide6/Qt/lib/QtPdf.framework/... on macOS); the rules match Qt module names, not whole paths.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable

from dicebar.session.languages import LANGUAGES

# Qt modules (library names without the Qt6 / lib prefix) the program never uses.
UNUSED_QT_MODULES = (
    "3D",  # Qt 3D (Qt3DCore, Qt3DRender...), not Qt Quick 3D
    "Bluetooth",
    "Charts",
    "ChartsQml",
    "DataVisualization",
    "DataVisualizationQml",
    "Designer",
    "Graphs",
    "GraphsWidgets",
    "Help",
    "HttpServer",
    "Location",
    "Nfc",
    "Pdf",
    "PdfQuick",
    "PdfWidgets",
    "Positioning",
    "PositioningQuick",
    "Quick3DAssetImport",
    "Quick3DAssetUtils",
    "Quick3DParticleEffects",
    "Quick3DParticles",
    "Quick3DPhysics",
    "Quick3DPhysicsHelpers",
    "Quick3DXr",
    "LabsPlatform",  # Qt.labs.platform: native dialogs through Qt Widgets
    "LabsStyleKit",
    "LabsStyleKitImpl",
    "MultimediaWidgets",
    "OpenGLWidgets",
    "QuickControls2FluentWinUI3StyleImpl",
    "QuickControls2Fusion",
    "QuickControls2FusionStyleImpl",
    "QuickControls2IOSStyleImpl",
    "QuickControls2Imagine",
    "QuickControls2ImagineStyleImpl",
    "QuickControls2MacOSStyleImpl",
    "QuickControls2Universal",
    "QuickControls2UniversalStyleImpl",
    "QuickControls2WindowsStyleImpl",
    "QuickDialogs2",
    "QuickDialogs2QuickImpl",
    "QuickDialogs2Utils",
    "QuickParticles",
    "QuickTimeline",
    "QuickTimelineBlendTrees",
    "QuickVectorImage",
    "QuickVectorImageGenerator",
    "RemoteObjects",
    "RemoteObjectsQml",
    "Scxml",
    "ScxmlQml",
    "Sensors",
    "SensorsQuick",
    "SerialBus",
    "SerialPort",
    "SpatialAudio",
    "Sql",
    "StateMachine",
    "StateMachineQml",
    "TextToSpeech",
    "VirtualKeyboard",
    "VirtualKeyboardQml",
    "VirtualKeyboardSettings",
    "WebChannel",
    "WebChannelQuick",
    "WebEngine",
    "WebEngineCore",
    "WebEngineQuick",
    "WebEngineQuickDelegatesQml",
    "WebEngineWidgets",
    "WebSockets",
    "WebView",
    "WebViewQuick",
    "WaylandCompositor",
    "Widgets",  # a Qt Quick program; the --self-test clicks and waits without Qt Test (which links to Widgets)
)
# QML modules (directories under qml/) the QML files import, directly or through Qt's own QML.
KEPT_QML = ("QtCore", "QtMultimedia", "QtQml", "QtQuick", "QtQuick3D")
# ... and sub-modules of those that nothing imports.
UNUSED_QML = (
    "QtQuick/Controls/FluentWinUI3",
    "QtQuick/Controls/Fusion",
    "QtQuick/Controls/Imagine",
    "QtQuick/Controls/iOS",
    "QtQuick/Controls/macOS",
    "QtQuick/Controls/Universal",
    "QtQuick/Controls/Windows",
    "QtQuick/Dialogs",
    "QtQuick/Particles",
    "QtQuick/Pdf",
    "QtQuick/Scene2D",
    "QtQuick/Scene3D",
    "QtQuick/Timeline",
    "QtQuick/VectorImage",
    "QtQuick/VirtualKeyboard",
    "QtQuick/tooling",
    "QtQuick3D/AssetUtils",
    "QtQuick3D/ParticleEffects",
    "QtQuick3D/Particles3D",
    "QtQuick3D/Physics",
    "QtQuick3D/SpatialAudio",
    "QtQuick3D/Xr",
    "QtQuick3D/designer",
    "QtQuick3D/lightmapviewer",
)
# Plugin directories of unused features (Qt's plugins/<kind>/).
UNUSED_PLUGIN_KINDS = (
    "assetimporters",
    "canbus",
    "designer",
    "geometryloaders",
    "geoservices",
    "networkinformation",  # the program is offline; the glib backend alone pulls in GIO
    "position",
    "printsupport",
    "qmllint",
    "qmltooling",
    "renderers",
    "renderplugins",
    "sceneparsers",
    "scxmldatamodel",
    "sensors",
    "sqldrivers",
    "texttospeech",
    "vectorimageformats",
    "wayland-graphics-integration-server",
    "webview",
)
# Image format plugins: the window icon is an SVG; the textures are drawn by code.
# Desktop-theme plugins that need a toolkit the bundle does not carry (GTK 3 drags in Cairo, Pango, GdkPixbuf).
UNUSED_PLATFORM_THEMES = ("qgtk3",)
#: Qt's translation catalogues the program loads (dicebar.app.translators), in the languages it speaks
QT_CATALOGUES = ("qtbase", "qtdeclarative")
UNUSED_IMAGE_FORMATS = ("pdf", "tga", "tiff", "wbmp", "webp", "gif")

_LIBRARY = re.compile(
    r"^(?:lib)?Qt6?(?P<module>[A-Za-z0-9]+?)(?:\.framework|\.so(?:\.[\d.]+)?|\.dll|\.dylib|\.prl|\.abi3\.so|\.pyd|\.pyi)$"
)
_UNUSED_MODULES = frozenset(UNUSED_QT_MODULES)


def dropped(destination: str) -> str | None:
    """Why the file collected at `destination` (relative to the bundle) is left out, or None to keep it."""
    parts = destination.replace("\\", "/").split("/")
    if not parts or parts[0] != "PySide6":
        return None
    inner = parts[1:]
    if inner[:1] == ["Qt"]:  # Linux and macOS keep Qt under PySide6/Qt; Windows wheels do not
        inner = inner[1:]
    if inner[:1] == ["translations"]:
        return (
            None if _qt_words_kept(inner[-1]) else "translations of Qt's words for a language Dice Bar does not speak"
        )
    if inner[:1] == ["qml"] and len(inner) > 2:
        module = "/".join(inner[1:])
        if inner[1] not in KEPT_QML:
            return f"QML module {inner[1]} is not imported"
        for unused in UNUSED_QML:
            if module == unused or module.startswith(unused + "/"):
                return f"QML module {unused} is not imported"
        return None
    if inner[:1] == ["plugins"] and len(inner) > 2:
        kind = inner[1]
        if kind in UNUSED_PLUGIN_KINDS:
            return f"{kind} plugins are not used"
        if kind == "platformthemes" and any(name in inner[-1] for name in UNUSED_PLATFORM_THEMES):
            return f"platform theme {inner[-1]} needs a toolkit we do not ship"
        if kind == "imageformats" and any(f"q{name}." in inner[-1] for name in UNUSED_IMAGE_FORMATS):
            return f"image format {inner[-1]} is not used"
        return None
    for part in inner:
        match = _LIBRARY.match(part)
        if match and _module_unused(match.group("module")):
            return f"Qt module {match.group('module')} is not used"
    return None


def _qt_words_kept(name: str) -> bool:
    """Qt's own words (its dialogs', its controls') in a language Dice Bar speaks: `qtbase_es.qm`, the ones
    dicebar.app.translators loads."""
    catalogue, _, language = name.removesuffix(".qm").rpartition("_")
    return name.endswith(".qm") and catalogue in QT_CATALOGUES and language in LANGUAGES


def _module_unused(module: str) -> bool:
    return module in _UNUSED_MODULES or module.startswith("3D") or module.startswith("WebEngine")


def filter_toc(toc: list[tuple[str, str, str]], log: list[str] | None = None) -> list[tuple[str, str, str]]:
    """PyInstaller TOC entries (destination, source, kind) minus the dropped ones; reasons go to `log`."""
    kept = []
    for entry in toc:
        reason = dropped(entry[0])
        if reason is None:
            kept.append(entry)
        elif log is not None:
            log.append(f"{entry[0]}: {reason}")
    return kept


_EXTENSION = re.compile(r"(\.(cpython-\d+[^/]*|abi3)\.so|\.pyd)$")


def is_root(destination: str) -> bool:
    """A binary something loads by path (a Python extension, a Qt or QML plugin, MuJoCo's plugins, the Python
    library); every other library is there only because one of these links to it."""
    path = destination.replace("\\", "/")
    name = path.rsplit("/", 1)[-1]
    return bool(
        _EXTENSION.search(path)
        or "/plugins/" in path
        or "/qml/" in path
        or path.startswith(("python3", "lib-dynload/", "mujoco/plugin/"))
        or name.startswith("libpython")
    )


def prune_unreachable(
    toc: list[tuple[str, str, str]], imports_of: Callable[[str], Iterable[str]], log: list[str] | None = None
) -> list[tuple[str, str, str]]:
    """The binaries minus the plain libraries no root binary links to, directly or through others. PyInstaller
    collected them for files that `dropped()` has since removed (Qt WebEngine's NSS, GTK's Cairo...).
    `imports_of(source)` gives the names a binary links to (PyInstaller's bindepend.get_imports)."""
    links = [entry for entry in toc if entry[2] == "SYMLINK"]
    toc = [entry for entry in toc if entry[2] != "SYMLINK"]
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in toc:
        by_name.setdefault(_base(entry[0]), []).append(entry)
    reached: set[str] = set()
    pending = [entry for entry in toc if is_root(entry[0])]
    while pending:
        entry = pending.pop()
        if entry[0] in reached:
            continue
        reached.add(entry[0])
        for name in imports_of(entry[1]):
            pending.extend(other for other in by_name.get(_base(name), []) if other[0] not in reached)
    kept = [entry for entry in toc if entry[0] in reached]
    if log is not None:
        log.extend(f"{entry[0]}: nothing kept links to it" for entry in toc if entry[0] not in reached)
    return kept + links


def drop_dangling(
    toc: list[tuple[str, str, str]], everything: Iterable[tuple[str, str, str]], log: list[str] | None = None
) -> list[tuple[str, str, str]]:
    """`toc` minus the SYMLINK entries (destination, relative target, "SYMLINK") whose target is not among the
    files of `everything` (binaries and data: a link in one may point into the other)."""
    present = {entry[0].replace("\\", "/") for entry in everything if entry[2] != "SYMLINK"}
    kept = []
    for entry in toc:
        if entry[2] == "SYMLINK":
            dest = entry[0].replace("\\", "/")
            target = posixpath.normpath(posixpath.join(posixpath.dirname(dest), entry[1].replace("\\", "/")))
            if target not in present:
                if log is not None:
                    log.append(f"{entry[0]}: a link to {target}, which is left out")
                continue
        kept.append(entry)
    return kept


def _base(name: str) -> str:
    return name.replace("\\", "/").rsplit("/", 1)[-1].lower()
