"""Render dice, tokens and chips on a small stage (dice_stage.qml) and read the pixels back.

`DiceStage.render(pieces, **properties)` sets the stage's pieces and properties, renders a frame and returns it
as an (height, width, 3) uint8 array; `save` writes it under tests/artifacts/ui/. The pixel helpers find the die's
top face seen from above, its dark marks (pips) as connected components, and the colour class of its ink.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import shiboken6
from PySide6.QtCore import QSize, QUrl
from PySide6.QtGui import QColor, QGuiApplication, QImage, QQuaternion, QVector3D
from PySide6.QtQuick import QQuickView

from dicebar.ui import dice_geometry, qml_types, textures
from dicebar.ui.qt_messages import close_window, grab_window

ROOT = Path(__file__).resolve().parents[2]
STAGE_QML = Path(__file__).resolve().parent / "dice_stage.qml"
ARTIFACTS = ROOT / "tests" / "artifacts" / "ui"
BACKGROUND = (74, 106, 138)

Pixels = npt.NDArray[np.uint8]
Mask = npt.NDArray[np.bool_]


def face_up_quaternion(value: int, yaw_degrees: float = 0.0) -> list[float]:
    """(w, x, y, z) turning the mesh so that face `value` is on top (+y) and its tile's "up" points to -z (the top
    of the screen seen from above), then turned `yaw_degrees` about +y."""
    normal = QVector3D(*dice_geometry.FACE_AXES[value])
    up = QVector3D(*dice_geometry.FACE_UP[value])
    right = QVector3D.crossProduct(up, normal)
    # fromAxes(a, b, c) maps the local x, y, z to a, b, c; its inverse takes right -> x, normal -> y, up -> -z.
    turned = QQuaternion.fromAxes(right, normal, -up).conjugated()
    q = QQuaternion.fromAxisAndAngle(QVector3D(0, 1, 0), yaw_degrees) * turned
    return [q.scalar(), q.x(), q.y(), q.z()]


class DiceStage:
    """One window showing dice_stage.qml; reuse it for many renders."""

    def __init__(self, width: int = 600, height: int = 600) -> None:
        qml_types.register()
        self.view = QQuickView()
        self.view.setResizeMode(QQuickView.ResizeMode.SizeRootObjectToView)
        self.view.setColor(QColor(*BACKGROUND))
        self.view.resize(QSize(width, height))
        self.view.setSource(QUrl.fromLocalFile(str(STAGE_QML)))
        errors = [error.toString() for error in self.view.errors()]
        assert not errors, errors
        self.root = self.view.rootObject()
        self.view.show()
        self._settle()

    def _settle(self) -> None:
        deadline = time.monotonic() + 5
        while not self.view.isExposed() and time.monotonic() < deadline:
            QGuiApplication.processEvents()
            time.sleep(0.01)
        QGuiApplication.processEvents()

    def render(self, pieces: Sequence[dict[str, Any]], **properties: Any) -> Pixels:
        defaults: dict[str, Any] = {
            "topView": True,
            "viewHeight": 2.4,
            "lookAt": (0.0, 0.0, 0.0),
            "eye": (0.0, 12.0, 14.0),
            "fieldOfView": 30.0,
            "felt": False,
            "rail": False,
            "engraved": True,
        }
        defaults.update(properties)
        for name, value in defaults.items():
            self.root.setProperty(name, QVector3D(*value) if isinstance(value, tuple) else value)
        self.root.setProperty("pieces", [dict(piece) for piece in pieces])
        QGuiApplication.processEvents()
        grab_window(self.view)  # the first frame after a change uploads new textures; grab the next one
        return to_pixels(grab_window(self.view))

    def pixels_per_unit(self, view_height: float = 2.4) -> float:
        return self.view.height() / view_height

    def close(self) -> None:
        """Close and destroy the window now (not at exit, when the X server may be gone)."""
        close_window(self.view)
        shiboken6.delete(self.view)
        QGuiApplication.processEvents()


def to_pixels(image: QImage) -> Pixels:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = rgb.width(), rgb.height()
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8).reshape(height, rgb.bytesPerLine())
    return data[:, : width * 3].reshape(height, width, 3).copy()


def save(pixels: Pixels, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / name
    height, width = pixels.shape[:2]
    image = QImage(np.ascontiguousarray(pixels).tobytes(), width, height, width * 3, QImage.Format.Format_RGB888)
    assert image.save(str(path)), path
    return path


# ---------------------------------------------------------------------------------------------------------------
# Reading the pixels


def luminance(pixels: Pixels) -> npt.NDArray[np.float64]:
    rgb = pixels.astype(np.float64)
    return 0.299 * rgb[..., 0] + 0.587 * rgb[..., 1] + 0.114 * rgb[..., 2]


def not_background(pixels: Pixels, tolerance: int = 12) -> Mask:
    """Pixels that differ from the clear colour (read from the image's top left corner: the scene's colour
    management turns the stage's background colour into a slightly different one)."""
    background = pixels[0, 0].astype(np.int32)
    difference = np.abs(pixels.astype(np.int32) - background).max(axis=-1)
    return np.asarray(difference > tolerance)


def erode(mask: Mask, steps: int) -> Mask:
    """Shrink a mask by `steps` pixels (4-neighbourhood per step)."""
    out = mask.copy()
    for _ in range(steps):
        shrunk = out.copy()
        shrunk[1:, :] &= out[:-1, :]
        shrunk[:-1, :] &= out[1:, :]
        shrunk[:, 1:] &= out[:, :-1]
        shrunk[:, :-1] &= out[:, 1:]
        out = shrunk
    return out


def components(mask: Mask, min_area: int = 1) -> list[npt.NDArray[np.int64]]:
    """The 8-connected components of a mask with at least `min_area` pixels, each as an (n, 2) array of (row, col)."""
    seen = np.zeros_like(mask, dtype=bool)
    height, width = mask.shape
    found = []
    for start in zip(*np.nonzero(mask), strict=True):
        if seen[start]:
            continue
        seen[start] = True
        queue = deque([start])
        cells = []
        while queue:
            r, c = queue.popleft()
            cells.append((r, c))
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < height and 0 <= nc < width and mask[nr, nc] and not seen[nr, nc]:
                        seen[nr, nc] = True
                        queue.append((nr, nc))
        if len(cells) >= min_area:
            found.append(np.array(cells))
    return found


def top_face(pixels: Pixels, pixels_per_unit: float, edge: float = dice_geometry.DIE_EDGE) -> Mask:
    """The flat of the top face of the single die in a top view: its silhouette shrunk by the rounded border."""
    silhouette = not_background(pixels)
    rounding = dice_geometry.DIE_ROUNDING * edge * pixels_per_unit
    return erode(silhouette, math.ceil(rounding) + 2)


def ink(pixels: Pixels, face: Mask, threshold: float = 0.5) -> Mask:
    """Pixels of the face clearly darker than the face's body colour (pips, letters, marks)."""
    light = luminance(pixels)
    body = float(np.percentile(light[face], 90))
    return np.asarray(face & (light < threshold * body))


def count_pips(pixels: Pixels, pixels_per_unit: float) -> int:
    face = top_face(pixels, pixels_per_unit)
    pip_area = math.pi * (textures.PIP_RADIUS * dice_geometry.DIE_EDGE * pixels_per_unit) ** 2
    return len(components(ink(pixels, face), min_area=max(4, int(0.3 * pip_area))))


def colour_classes(pixels: Pixels, mask: Mask) -> dict[str, int]:
    """How many pixels of the mask look red, green or black (clearly, by channel ratios)."""
    rgb = pixels[mask].astype(np.float64)
    r, g, b = rgb[:, 0], rgb[:, 1], rgb[:, 2]
    red = (r > 80) & (r > 1.8 * g) & (r > 1.6 * b)
    green = (g > 50) & (g > 1.4 * r) & (g > 1.1 * b)
    black = (np.maximum(np.maximum(r, g), b) < 70) & ~red & ~green
    return {"red": int(red.sum()), "green": int(green.sum()), "black": int(black.sum())}


def dominant_class(pixels: Pixels, mask: Mask) -> str:
    counts = colour_classes(pixels, mask)
    return max(counts, key=lambda name: counts[name])
