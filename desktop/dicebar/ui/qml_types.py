"""The Python types the QML scene uses, in the module `DiceBar.Scene 1.0`.

Call `register()` once, after creating the QGuiApplication and before loading any QML that imports
`DiceBar.Scene`; then add `QML_DIR` to the engine's import path or import the dice components by directory
(`import "dice"` from a file in resources/qml).

All of them are plain QObjects whose properties and slots QML calls on the GUI thread. The scene's meshes and
textures are Qt's own types (ProceduralMesh, Texture with a file `source`) fed by these: Qt's render thread calls
virtual methods of Qt Quick 3D objects while the GUI thread may hold Python's lock (waiting in grabWindow, say),
and a Python-made QQuick3DGeometry or QQuick3DTextureData takes that lock for every one of them: a deadlock.

- `DiceMeshes { id: meshes }`: `meshes.die(edge, low)` and `meshes.disc(radius, thickness, bevel, sides, segments)` give
  a mesh of dicebar.ui.dice_geometry as ProceduralMesh's arrays (`mesh_arrays`); `meshes.cup()` and
  `meshes.peekCup()` the cups of dicebar.ui.cup_geometry (with vertex colours and the materials' subsets).
- `TextureFiles { id: files }`: `files.url(kind, resolution, variant)` is the file URL of a texture drawn by
  dicebar.ui.textures (drawn once into the cache folder): pips, pipNormals, poker, pokerNormals, felt, wood,
  shadow, glow, chip (variant: 1, 5, 25 or 100), token; resolution 0 takes the texture's default.
- `TableFraming { seats: 5; viewWidth: 1280; viewHeight: 800; insetTop: 64; insetBottom: 85; margin: 8;
  sideRoom: 200; focus: session.closeUp.points }`: the table's camera (dicebar.ui.camera.frame_table): read `fov`,
  `pitch`, `position`, `distance`; and the close-up over the dice at `focus` (dicebar.ui.camera.close_up):
  `closeFov`, `closePitch`, `closePosition`, `hasCloseUp` (false: no dice, or the whole table shows them as large).

And five singletons of constants, so that QML holds no copy of a number or a list Python owns:
- `TableSizes`: the die's edge and the sizes of the cups, tokens and chips (dicebar.session.sizes) in centimetres.
- `PokerFaces.faces`: each poker face's rank, ink and mark as the dice print them (dicebar.ui.textures).
- `PipFaces.faces`: each pip face's pips, their radius and ink as the dice print them (dicebar.ui.textures).
- `Choices`: the animation speed's range and step (dicebar.session.game_session), the computer players' strengths
  and the names new computer seats take (dicebar.bots.base), the Quality setting's values and words
  (dicebar.ui.renderer).
- `ThemeSource`: the palettes, the text size's range and the pages' unit (dicebar.ui.theme), for Theme.qml.

And `ViewTeardown.letGo(renderStats)`, which each Qt Quick 3D view (LettingGoView3D.qml) calls as it goes
(dicebar.ui.view_teardown).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, QUrl, Signal, Slot
from PySide6.QtGui import QVector2D, QVector3D, QVector4D
from PySide6.QtQml import qmlRegisterSingletonType, qmlRegisterType

from dicebar.bots import base
from dicebar.rules.words import QT_TRANSLATE_NOOP
from dicebar.session import game_session, languages, sizes, translation
from dicebar.session.translation import shown
from dicebar.ui import renderer, theme
from dicebar.ui.view_teardown import ViewTeardown

if TYPE_CHECKING:  # numpy and the drawing code load with the first table, not with the lobby (start-up time)
    from dicebar.ui import camera, cup_geometry, dice_geometry

log = logging.getLogger(__name__)

MODULE = "DiceBar.Scene"
MAJOR, MINOR = 1, 0
QML_DIR = Path(__file__).resolve().parents[3] / "resources" / "qml"
DICE_QML_DIR = QML_DIR / "dice"


def mesh_arrays(mesh: dice_geometry.Mesh) -> dict[str, Any]:
    """A mesh as ProceduralMesh's properties: positions, normals, uv0s and indexes. The mesh's v runs from the top
    of the image; Qt loads an image file with its bottom row at v = 0, so v is turned over here. The tangents stay
    out: Qt derives them from the UVs, as it always has for the dice (ProceduralMesh given the mesh's own lights
    the drilled pips from the other side)."""
    vertices = mesh.vertices.tolist()
    return {
        "positions": [QVector3D(*row[0:3]) for row in vertices],
        "normals": [QVector3D(*row[3:6]) for row in vertices],
        "uv0s": [QVector2D(row[6], 1.0 - row[7]) for row in vertices],
        "indexes": mesh.indices.ravel().tolist(),
    }


class DiceMeshes(QObject):
    """The die's and the discs' meshes (dicebar.ui.dice_geometry) for ProceduralMesh."""

    @Slot(float, bool, result="QVariantMap")
    def die(self, edge: float, low: bool) -> dict[str, Any]:
        """The die `edge` cm long; `low`: its edges rounded in fewer steps, for the Low level."""
        from dicebar.ui import dice_geometry  # numpy: with the first table, not the lobby

        segments = dice_geometry.LOW_ROUNDING_SEGMENTS if low else dice_geometry.ROUNDING_SEGMENTS
        return mesh_arrays(dice_geometry.die_mesh(edge, segments=segments))

    @Slot(float, float, float, int, int, result="QVariantMap")
    def disc(self, radius: float, thickness: float, bevel: float, sides: int, segments: int) -> dict[str, Any]:
        from dicebar.ui import dice_geometry, textures  # numpy: with the first table, not the lobby

        mesh = dice_geometry.disc_mesh(
            radius=radius, thickness=thickness, bevel=bevel, sides=sides, segments=segments, cap=textures.DISC_CAP
        )
        return mesh_arrays(mesh)

    @Slot(result="QVariantMap")
    def cup(self) -> dict[str, Any]:
        """The pip games' throwing cup (Cup.qml)."""
        from dicebar.ui import cup_geometry

        return cup_arrays(cup_geometry.leather_cup())

    @Slot(result="QVariantMap")
    def peekCup(self) -> dict[str, Any]:
        """A PeekPoker player's cup (PeekCup.qml)."""
        from dicebar.ui import cup_geometry

        return cup_arrays(cup_geometry.peek_cup())


def cup_arrays(mesh: cup_geometry.CupMesh) -> dict[str, Any]:
    """A cup as ProceduralMesh's properties, and its subsets as [offset, count] pairs (one per material)."""
    return {
        "positions": [QVector3D(*point) for point in mesh.positions],
        "normals": [QVector3D(*normal) for normal in mesh.normals],
        "colors": [QVector4D(*colour) for colour in mesh.colors],
        "indexes": mesh.indexes,
        "subsets": [list(subset) for subset in mesh.subsets],
    }


def _constant(kind: type, value: Callable[[], object]) -> Property:
    """A constant property whose value Python computes when QML first reads it (an engine's singleton is made then)."""
    return Property(kind, lambda _self: value(), constant=True)


def _centimetres(name: str) -> Property:
    """The size `name` of dicebar.session.sizes in the scene's centimetres."""
    return _constant(float, lambda: sizes.centimetres(getattr(sizes, name)))


def _die_edge() -> float:
    from dicebar.physics.table import DieSpec

    return sizes.centimetres(DieSpec().edge)


class TableSizes(QObject):
    """The sizes of the things on the table, scene centimetres (dicebar.session.sizes; the die: dicebar.physics)."""

    dieEdge = _constant(float, _die_edge)
    cupHeight = _centimetres("CUP_HEIGHT")
    cupFootRadius = _centimetres("CUP_FOOT")
    cupMouthRadius = _centimetres("CUP_RADIUS")
    peekCupHeight = _centimetres("PEEK_CUP_HEIGHT")
    peekCupRadius = _centimetres("PEEK_CUP_RADIUS")
    tokenRadius = _centimetres("TOKEN_RADIUS")
    tokenThickness = _centimetres("TOKEN_THICKNESS")
    tokenStack = _constant(float, lambda: sizes.TOKEN_STACK)
    chipRadius = _centimetres("CHIP_RADIUS")
    chipThickness = _centimetres("CHIP_THICKNESS")
    chipDenominations = _constant(list, lambda: list(sizes.CHIP_DENOMINATIONS))
    chipPairSpread = _constant(float, lambda: sizes.CHIP_PAIR_SPREAD)
    chipClusterSpread = _constant(float, lambda: sizes.CHIP_CLUSTER_SPREAD)


def _printed(kind: type, name: str) -> Property:
    """What dicebar.ui.textures' function `name` says of the dice's print (numpy: with the first table)."""

    def value() -> object:
        from dicebar.ui import textures

        return getattr(textures, name)()

    return _constant(kind, value)


class PokerFaces(QObject):
    """The poker faces as the dice print them (dicebar.ui.textures.poker_faces): [{rank, ink, mark}], index - 1, and
    the dice's body colour ("#rrggbb") they are printed on."""

    faces = _printed(list, "poker_faces")
    body = _printed(str, "die_body")


class PipFaces(QObject):
    """The pip faces as the dice print them (dicebar.ui.textures.pip_faces): [{pips, radius, ink}], index value - 1,
    and the body colour they are printed on."""

    faces = _printed(list, "pip_faces")
    body = _printed(str, "die_body")


def _qualities() -> list[dict[str, str]]:
    return [{"name": name, "text": shown(text)} for name, text in renderer.CHOICES.items()]


#: the computer players' strengths (dicebar.bots.base.STRENGTHS) as the lobby says them
STRENGTH_WORDS = {
    "easy": QT_TRANSLATE_NOOP("Choices", "easy"),
    "good": QT_TRANSLATE_NOOP("Choices", "good"),
    "best": QT_TRANSLATE_NOOP("Choices", "best"),
}


def _strength_words() -> list[str]:
    return [shown(STRENGTH_WORDS[strength]) for strength in base.STRENGTHS]


def _languages() -> list[dict[str, str]]:
    """The Language setting's values: the system's, then each language by its own name (never translated)."""
    return [{"name": languages.SYSTEM, "text": shown(languages.SYSTEM_WORDS)}] + [
        {"name": code, "text": name} for code, name in languages.LANGUAGES.items()
    ]


class Choices(QObject):
    """What the pages offer to choose from: the animation speed's range and a slider's step
    (dicebar.session.game_session); the computer players' strengths, weakest first, the one a new seat takes, and
    the names new computer seats take, in order (dicebar.bots.base); the Quality setting's values, each with the
    word shown for it ({name, text}, dicebar.ui.renderer); the strengths as said (`strengthWords`, in the same
    order); the Language setting's values ({name, text}, dicebar.session.languages). The words are said again
    when the language changes (`languageChanged`)."""

    languageChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        translation.switched().switched.connect(self.languageChanged)

    speedMinimum = _constant(float, lambda: game_session.SPEED_RANGE[0])
    speedMaximum = _constant(float, lambda: game_session.SPEED_RANGE[1])
    speedStep = _constant(float, lambda: game_session.SPEED_STEP)
    strengths = _constant(list, lambda: list(base.STRENGTHS))
    defaultStrength = _constant(str, lambda: base.DEFAULT_STRENGTH)
    computerNames = _constant(list, lambda: list(base.COMPUTER_NAMES))
    qualities = Property(list, lambda _self: _qualities(), notify=languageChanged)
    strengthWords = Property(list, lambda _self: _strength_words(), notify=languageChanged)
    languages = Property(list, lambda _self: _languages(), notify=languageChanged)


class ThemeSource(QObject):
    """What Theme.qml is made of (dicebar.ui.theme): the palettes by name ({role: colour}), the text size's range,
    step and its most in a small window, the pages' unit, and the unit Material's own controls are drawn for."""

    palettes = _constant(dict, lambda: {name: dict(colours) for name, colours in theme.PALETTES.items()})
    textSizeMinimum = _constant(int, lambda: theme.TEXT_SIZE_RANGE[0])
    textSizeMaximum = _constant(int, lambda: theme.TEXT_SIZE_RANGE[1])
    textSizeStep = _constant(int, lambda: theme.TEXT_SIZE_STEP)
    smallWindowHeight = _constant(int, lambda: theme.SMALL_WINDOW_HEIGHT)
    smallWindowMost = _constant(int, lambda: theme.SMALL_WINDOW_MOST)
    pageColumns = _constant(float, lambda: theme.PAGE_UNITS[0])
    pageRows = _constant(float, lambda: theme.PAGE_UNITS[1])
    minimumUnit = _constant(float, lambda: theme.MINIMUM_UNIT)
    compactColumns = _constant(float, lambda: theme.COMPACT_COLUMNS)
    controlUnit = _constant(float, lambda: theme.CONTROL_UNIT)


class TextureFiles(QObject):
    """The files of the textures drawn by code (dicebar.ui.textures.file), as URLs for a Texture's `source`, and the
    atlases' px per face on a GPU and under a software renderer (the sizes the warm-up draws ahead)."""

    def _get_atlas_size(self) -> int:
        from dicebar.ui import textures

        return textures.GPU_ATLAS

    def _get_software_atlas_size(self) -> int:
        from dicebar.ui import textures

        return textures.SOFTWARE_ATLAS

    atlasSize = Property(int, _get_atlas_size, constant=True)
    softwareAtlasSize = Property(int, _get_software_atlas_size, constant=True)

    @Slot(str, int, str, result=str)
    def url(self, kind: str, resolution: int, variant: str) -> str:
        """The texture's file URL, drawn first if no run has drawn it yet (or is drawing it: waited for); "" for
        no texture when it cannot be had (logged)."""
        from dicebar.ui import textures  # numpy: with the first table, not the lobby

        try:
            return QUrl.fromLocalFile(str(textures.file(kind, resolution, variant))).toString()
        except (OSError, ValueError):
            log.exception("the texture %r could not be drawn", kind)
            return ""


def _framing_input(name: str, kind: type, notify: Signal) -> Property:
    """An input of TableFraming; setting it frames the table again."""

    def get_value(self: TableFraming) -> float:
        return self._inputs[name]

    def set_value(self: TableFraming, value: float) -> None:
        if value != self._inputs[name]:
            self._inputs[name] = value
            self._frame()

    return Property(kind, get_value, set_value, notify=notify)


class TableFraming(QObject):
    """The table's camera for a view's size and the HUD bars over it: dicebar.ui.camera.frame_table, the same
    maths the tests check. Table3D binds its camera (and its backdrop's) to `fov`, `pitch` and `position`."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inputs: dict[str, float] = {
            "seats": 2,
            "width": 1,
            "height": 1,
            "top": 0,
            "bottom": 0,
            "margin": 0,
            "side": 0,
        }
        self._focus: tuple[tuple[float, float, float], ...] = ()
        self._camera, self._close = self._framed()

    def _framed(self) -> tuple[camera.Camera, camera.Camera]:
        from dicebar.ui import camera  # numpy: with the first table, not the lobby

        i = self._inputs
        window = camera.Window(i["width"], i["height"], i["top"], i["bottom"], i["margin"], i["side"])
        seats = int(i["seats"])
        return camera.frame_table(seats, window), camera.close_up(seats, window, self._focus)

    def _frame(self) -> None:
        framed = self._framed()
        if framed != (self._camera, self._close):
            self._camera, self._close = framed
            self.changed.emit()

    def _get_focus(self) -> list[list[float]]:
        return [list(point) for point in self._focus]

    def _set_focus(self, points: list[Any]) -> None:
        try:
            focus = tuple((float(p[0]), float(p[1]), float(p[2])) for p in points or [])
        except (TypeError, ValueError, IndexError):
            log.warning("TableFraming.focus takes [x, y, z] points, not %.80r", points)
            focus = ()
        if focus != self._focus:
            self._focus = focus
            self._frame()

    def _get_fov(self) -> float:
        return self._camera.fov

    def _get_pitch(self) -> float:
        return self._camera.pitch

    def _get_position(self) -> QVector3D:
        return QVector3D(*self._camera.position)

    def _get_distance(self) -> float:
        return math.hypot(*self._camera.position)

    fov = Property(float, _get_fov, notify=changed)
    pitch = Property(float, _get_pitch, notify=changed)
    position = Property(QVector3D, _get_position, notify=changed)
    distance = Property(float, _get_distance, notify=changed)
    focus = Property(list, _get_focus, _set_focus, notify=changed)
    closeFov = Property(float, lambda self: self._close.fov, notify=changed)
    closePitch = Property(float, lambda self: self._close.pitch, notify=changed)
    closePosition = Property(QVector3D, lambda self: QVector3D(*self._close.position), notify=changed)
    hasCloseUp = Property(bool, lambda self: self._close != self._camera, notify=changed)
    seats = _framing_input("seats", int, changed)
    viewWidth = _framing_input("width", float, changed)
    viewHeight = _framing_input("height", float, changed)
    insetTop = _framing_input("top", float, changed)
    insetBottom = _framing_input("bottom", float, changed)
    margin = _framing_input("margin", float, changed)
    sideRoom = _framing_input("side", float, changed)


_registered = False


def register() -> None:
    """Register DiceMeshes, TextureFiles and TableFraming, and the singletons TableSizes, PokerFaces, PipFaces,
    Choices, ThemeSource and ViewTeardown, as `DiceBar.Scene 1.0` (once per process, before the first QML engine is
    made: PySide6 registers a type made after an engine wrongly, "Cannot assign object of type DiceMeshes"). The
    textures are drawn when a table asks for them, or before on a background thread (`textures.prewarm`; the
    window starts it after its first frame, dicebar.app.warm_up)."""
    global _registered  # noqa: PLW0603
    if _registered:
        return
    for cls in (DiceMeshes, TextureFiles, TableFraming):
        qmlRegisterType(cls, MODULE, MAJOR, MINOR, cls.__name__)  # type: ignore[call-overload]
    for singleton in (TableSizes, PokerFaces, PipFaces, Choices, ThemeSource, ViewTeardown):
        qmlRegisterSingletonType(singleton, MODULE, MAJOR, MINOR, singleton.__name__)  # type: ignore[call-overload]
    _registered = True
