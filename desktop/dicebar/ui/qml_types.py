"""The Python types the QML scene uses, in the module `DiceBar.Scene 1.0`.

Call `register()` once, after creating the QGuiApplication and before loading any QML that imports
`DiceBar.Scene`; then add `QML_DIR` to the engine's import path or import the dice components by directory
(`import "dice"` from a file in resources/qml).

- `DieGeometry { edge: 1.6; rounding: 0.21; segments: 4 }`: the rounded die (dicebar.ui.dice_geometry.die_mesh),
  rounding < 0 takes the default (13% of the edge).
- `DiscGeometry { radius: 2; thickness: 0.34; bevel: 0.06; sides: 64; segments: 3 }`: chips and tokens.
- `GeneratedTexture { kind: "pips"; resolution: 512; variant: "" }`: a texture made by code (dicebar.ui.textures):
  pips, pipNormals, poker, pokerNormals, felt, wood, shadow, glow, chip (variant: 1, 5, 25 or 100), token.
- `PictureTexture { id: picture }` and `picture.show(grab.image)`: texture data holding a copy of a picture (an
  item's grabToImage result); `ready` once it holds one. Table3D's backdrop reaches the moving layer this way.
- `TableFraming { seats: 5; viewWidth: 1280; viewHeight: 800; insetTop: 64; insetBottom: 85; margin: 8;
  sideRoom: 200 }`: the
  table's camera (dicebar.ui.camera.frame_table): read `fov`, `pitch`, `position`, `distance`.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, QSize, Signal, Slot
from PySide6.QtGui import QImage, QVector3D
from PySide6.QtQml import qmlRegisterType
from PySide6.QtQuick3D import QQuick3DGeometry, QQuick3DObject, QQuick3DTextureData

if TYPE_CHECKING:  # numpy and the drawing code load with the first table, not with the lobby (start-up time)
    from dicebar.ui import camera, dice_geometry

MODULE = "DiceBar.Scene"
MAJOR, MINOR = 1, 0
QML_DIR = Path(__file__).resolve().parents[3] / "resources" / "qml"
DICE_QML_DIR = QML_DIR / "dice"

_Attribute = QQuick3DGeometry.Attribute


class _MeshGeometry(QQuick3DGeometry):
    """A QQuick3DGeometry filled from a `dice_geometry.Mesh`; subclasses say which mesh."""

    def __init__(self, parent: QQuick3DObject | None = None) -> None:
        super().__init__(parent)
        self._built: dice_geometry.Mesh | None = None

    def _mesh(self) -> dice_geometry.Mesh:
        raise NotImplementedError

    def _changed(self) -> None:
        # Built at once, on the GUI thread: PySide6 does not forward componentComplete to Python, and preSync runs
        # on the render thread (Python there deadlocks against a GUI thread blocked in grabWindow). The meshes are
        # cached, so the rebuilds while QML sets several properties cost little.
        mesh = self._mesh()
        if mesh is not self._built:
            self._built = mesh
            self._upload(mesh)

    def _upload(self, mesh: dice_geometry.Mesh) -> None:
        from dicebar.ui import dice_geometry

        self.clear()
        self.setStride(dice_geometry.STRIDE)
        self.setPrimitiveType(QQuick3DGeometry.PrimitiveType.Triangles)
        f32 = _Attribute.ComponentType.F32Type
        self.addAttribute(_Attribute.Semantic.PositionSemantic, dice_geometry.POSITION_OFFSET, f32)
        self.addAttribute(_Attribute.Semantic.NormalSemantic, dice_geometry.NORMAL_OFFSET, f32)
        self.addAttribute(_Attribute.Semantic.TexCoord0Semantic, dice_geometry.UV_OFFSET, f32)
        self.addAttribute(_Attribute.Semantic.TangentSemantic, dice_geometry.TANGENT_OFFSET, f32)
        self.addAttribute(_Attribute.Semantic.BinormalSemantic, dice_geometry.BINORMAL_OFFSET, f32)
        self.addAttribute(_Attribute.Semantic.IndexSemantic, 0, _Attribute.ComponentType.U32Type)
        self.setVertexData(mesh.vertex_bytes())
        self.setIndexData(mesh.index_bytes())
        low, high = mesh.bounds
        self.setBounds(QVector3D(*low), QVector3D(*high))
        self.update()


class DieGeometry(_MeshGeometry):
    """The rounded die; value v on the local axis to_y_up(FACE_NORMALS[v])."""

    edgeChanged = Signal()
    roundingChanged = Signal()
    segmentsChanged = Signal()

    def __init__(self, parent: QQuick3DObject | None = None) -> None:
        super().__init__(parent)
        from dicebar.ui import dice_geometry

        self._edge = dice_geometry.DIE_EDGE
        self._rounding = -1.0
        self._segments = 4
        self._changed()

    def _mesh(self) -> dice_geometry.Mesh:
        from dicebar.ui import dice_geometry

        return dice_geometry.die_mesh(self._edge, None if self._rounding < 0 else self._rounding, self._segments)

    def _get_edge(self) -> float:
        return self._edge

    def _set_edge(self, value: float) -> None:
        if value != self._edge:
            self._edge = value
            self.edgeChanged.emit()
            self._changed()

    def _get_rounding(self) -> float:
        return self._rounding

    def _set_rounding(self, value: float) -> None:
        if value != self._rounding:
            self._rounding = value
            self.roundingChanged.emit()
            self._changed()

    def _get_segments(self) -> int:
        return self._segments

    def _set_segments(self, value: int) -> None:
        if value != self._segments:
            self._segments = max(0, value)
            self.segmentsChanged.emit()
            self._changed()

    edge = Property(float, _get_edge, _set_edge, notify=edgeChanged)
    rounding = Property(float, _get_rounding, _set_rounding, notify=roundingChanged)
    segments = Property(int, _get_segments, _set_segments, notify=segmentsChanged)


def _shape_property(name: str, kind: type, notify: Signal) -> Property:
    """A property of DiscGeometry kept in its `_shape` dict; setting it rebuilds the mesh."""

    def get_value(self: DiscGeometry) -> float:
        return self._shape[name]

    def set_value(self: DiscGeometry, value: float) -> None:
        if value != self._shape[name]:
            self._shape[name] = value
            self.shapeChanged.emit()
            self._changed()

    return Property(kind, get_value, set_value, notify=notify)


class DiscGeometry(_MeshGeometry):
    """A disc on the y axis with rounded rims (chips, tokens); UVs as dice_geometry.disc_mesh."""

    shapeChanged = Signal()

    def __init__(self, parent: QQuick3DObject | None = None) -> None:
        super().__init__(parent)
        self._shape: dict[str, float] = {
            "radius": 2.0,
            "thickness": 0.34,
            "bevel": 0.06,
            "sides": 64,
            "segments": 3,
        }
        self._changed()

    def _mesh(self) -> dice_geometry.Mesh:
        from dicebar.ui import dice_geometry, textures

        s = self._shape
        return dice_geometry.disc_mesh(
            radius=s["radius"],
            thickness=s["thickness"],
            bevel=s["bevel"],
            sides=int(s["sides"]),
            segments=int(s["segments"]),
            cap=textures.DISC_CAP,
        )

    radius = _shape_property("radius", float, shapeChanged)
    thickness = _shape_property("thickness", float, shapeChanged)
    bevel = _shape_property("bevel", float, shapeChanged)
    sides = _shape_property("sides", int, shapeChanged)
    segments = _shape_property("segments", int, shapeChanged)


class GeneratedTexture(QQuick3DTextureData):
    """Texture data drawn by dicebar.ui.textures (cached per kind, size and variant)."""

    kindChanged = Signal()
    resolutionChanged = Signal()
    variantChanged = Signal()

    def __init__(self, parent: QQuick3DObject | None = None) -> None:
        super().__init__(parent)
        self._kind = ""
        self._size = 0
        self._variant = ""
        self._drawn: object = None

    def _regenerate(self) -> None:
        """Draw at once (see _MeshGeometry._changed); nothing until `kind` is set. The drawings are kept per
        (kind, resolution, variant) as bytes that every texture shares, so a property set after `kind` costs
        little; an empty `kind` (a DiceKit texture nobody uses yet) draws nothing."""
        if not self._kind:
            return
        from dicebar.ui import textures

        made = textures.upload(self._kind, self._size, self._variant)
        if made is self._drawn:
            return
        self._drawn = made
        self.setFormat(QQuick3DTextureData.Format.RGBA8)
        self.setSize(QSize(made.width, made.height))
        self.setHasTransparency(made.transparent)
        self.setTextureData(made.data)

    def _get_kind(self) -> str:
        return self._kind

    def _set_kind(self, value: str) -> None:
        if value != self._kind:
            self._kind = value
            self.kindChanged.emit()
            self._regenerate()

    def _get_resolution(self) -> int:
        return self._size

    def _set_resolution(self, value: int) -> None:
        if value != self._size:
            self._size = value
            self.resolutionChanged.emit()
            self._regenerate()

    def _get_variant(self) -> str:
        return self._variant

    def _set_variant(self, value: str) -> None:
        if value != self._variant:
            self._variant = value
            self.variantChanged.emit()
            self._regenerate()

    kind = Property(str, _get_kind, _set_kind, notify=kindChanged)
    resolution = Property(int, _get_resolution, _set_resolution, notify=resolutionChanged)
    variant = Property(str, _get_variant, _set_variant, notify=variantChanged)


# the QImage formats whose bytes are RGBA8 texture data as they are, for an opaque picture
RGBA_BYTES = (
    QImage.Format.Format_RGBA8888,
    QImage.Format.Format_RGBA8888_Premultiplied,
    QImage.Format.Format_RGBX8888,
)


class PictureTexture(QQuick3DTextureData):
    """Texture data copied from a picture: Table3D grabs its backdrop layer (drawn only when the window changes)
    and the moving layer samples this copy. A Texture whose sourceItem is the backdrop View3D itself would share
    that view's texture provider, which Qt 6.11 deletes when the table leaves its window while the Texture still
    points at it: the next frame crashed. A copy belongs to nobody else."""

    readyChanged = Signal()

    def __init__(self, parent: QQuick3DObject | None = None) -> None:
        super().__init__(parent)
        self._ready = False

    @Slot(QImage)
    def show(self, image: QImage) -> None:
        """Hold a copy of `image`, an opaque picture in any format; an empty picture is ignored. A grab comes as
        RGBA8888, premultiplied, which for an opaque picture is the same bytes: copied as it is, without converting
        4 MB a copy at 1280x800."""
        if image.isNull():
            return
        if image.format() not in RGBA_BYTES:
            image = image.convertToFormat(QImage.Format.Format_RGBA8888)
        self.setFormat(QQuick3DTextureData.Format.RGBA8)
        self.setSize(image.size())
        self.setHasTransparency(False)
        self.setTextureData(bytes(image.constBits()))
        if not self._ready:
            self._ready = True
            self.readyChanged.emit()

    def _get_ready(self) -> bool:
        return self._ready

    ready = Property(bool, _get_ready, notify=readyChanged)


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
        self._camera = self._framed()

    def _framed(self) -> camera.Camera:
        from dicebar.ui import camera

        i = self._inputs
        window = camera.Window(i["width"], i["height"], i["top"], i["bottom"], i["margin"], i["side"])
        return camera.frame_table(int(i["seats"]), window)

    def _frame(self) -> None:
        framed = self._framed()
        if framed != self._camera:
            self._camera = framed
            self.changed.emit()

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
    seats = _framing_input("seats", int, changed)
    viewWidth = _framing_input("width", float, changed)
    viewHeight = _framing_input("height", float, changed)
    insetTop = _framing_input("top", float, changed)
    insetBottom = _framing_input("bottom", float, changed)
    margin = _framing_input("margin", float, changed)
    sideRoom = _framing_input("side", float, changed)


_registered = False


def register() -> None:
    """Register DieGeometry, DiscGeometry, GeneratedTexture, PictureTexture and TableFraming as `DiceBar.Scene 1.0`
    (once per process). The textures are drawn when a table asks for them, or before on a background thread
    (`textures.prewarm`; the window starts it after its first frame, dicebar.app.warm_up)."""
    global _registered  # noqa: PLW0603
    if _registered:
        return
    for cls in (DieGeometry, DiscGeometry, GeneratedTexture, PictureTexture, TableFraming):
        qmlRegisterType(cls, MODULE, MAJOR, MINOR, cls.__name__)  # type: ignore[call-overload]
    _registered = True
