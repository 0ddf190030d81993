"""Textures made by code: the dice atlases and their normal maps, felt, wood, chips, tokens and the blob shadow.

Every function returns an (height, width, 4) uint8 RGBA array, rows from the top of the image, straight (not
premultiplied) alpha, and is cached: each texture is drawn once per process. The die atlases follow the tile
layout of `dicebar.ui.dice_geometry` (3 x 2 tiles, value v in tile v - 1, each tile the whole face). Pips and
marks are drawn with exact anti-aliased edges at the tile's resolution; the materials use mipmaps for distance.

The poker faces and the chips' numbers use the system's fonts (DejaVu Serif / Sans Bold where present) through
QPainter and so need a QGuiApplication; everything else is plain numpy.

Normal maps are tangent space with x along the image's right, y toward the image's top (OpenGL convention,
"green up"), z out of the face: (n + 1) / 2 in RGB; their alpha holds a roughness factor (matte paint, polished
body) for the material's roughnessMap.
"""

from __future__ import annotations

import hashlib
import math
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QByteArray, QPointF, QRectF, QStandardPaths, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QImageWriter, QPainter, QPainterPath, QTransform

from dicebar.rules.dice import POKER_FACE_NAMES
from dicebar.rules.registry import game_type
from dicebar.ui.dice_geometry import ATLAS_COLUMNS, ATLAS_ROWS

Image = npt.NDArray[np.uint8]
Float = npt.NDArray[np.floating[Any]]  # computed in float32 where it counts: half the memory traffic


IVORY = (246, 241, 229)
PIP_INK = (22, 22, 26)
ACE_RED = (178, 22, 34)

# Pip layout, as fractions of the face's edge from its centre (x right, y up).
PIP_OFFSET = 0.265
PIP_RADIUS = 0.09
ACE_RADIUS = 0.125
PIP_DEPTH = 0.4  # the drilled bowl's depth, as a fraction of its radius
# Roughness factors in the normal maps' alpha (the material's roughness is multiplied by them): polished acrylic
# against matte paint. With the material's roughness at 0.6 the body comes out at 0.3.
ROUGHNESS_BODY = 0.5
_D = PIP_OFFSET
PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.0),),
    2: ((-_D, _D), (_D, -_D)),
    3: ((-_D, _D), (0.0, 0.0), (_D, -_D)),
    4: ((-_D, _D), (_D, _D), (-_D, -_D), (_D, -_D)),
    5: ((-_D, _D), (_D, _D), (0.0, 0.0), (-_D, -_D), (_D, -_D)),
    6: ((-_D, _D), (-_D, 0.0), (-_D, -_D), (_D, _D), (_D, 0.0), (_D, -_D)),
}

# Poker dice: index 1..6 = 9, 10, J, Q, K, A; PeekPoker's colours, each colour class with its own mark.
POKER_RANKS = POKER_FACE_NAMES
POKER_CLASS = {"9": "red", "10": "black", "J": "green", "Q": "black", "K": "red", "A": "green"}
CLASS_INK = {"red": (196, 24, 38), "black": (20, 20, 24), "green": (8, 122, 62)}
CLASS_MARK = {"red": "diamond", "black": "spade", "green": "clover"}
MARK_SYMBOL = {
    "diamond": "\u2666",
    "spade": "\u2660",
    "clover": "\u2663",
}  # the marks as the words over the table write them

FELT_GREEN = (28, 98, 60)
WOOD_DARK = (58, 30, 16)
WOOD_LIGHT = (126, 72, 38)
WALL_DARK = (34, 20, 12)
WALL_LIGHT = (104, 62, 34)

# Chip denominations and their colours: body, edge spots, ink of the number.
CHIP_STYLES: dict[int, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    1: ((236, 232, 222), (38, 86, 170), (38, 86, 170)),
    5: ((182, 30, 40), (246, 241, 229), (182, 30, 40)),
    25: ((24, 122, 66), (246, 241, 229), (24, 122, 66)),
    100: ((28, 28, 32), (226, 186, 80), (28, 28, 32)),
}
TOKEN_GOLD = (214, 168, 66)
TOKEN_ENGRAVED = (150, 104, 30)


def _grid(width: int, height: int) -> tuple[Float, Float]:
    """Pixel-centre coordinates in pixels: x to the right, y downward."""
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32) + np.float32(0.5)
    return xs, ys


def _coverage(distance_inside: Float) -> Float:
    """Anti-aliased coverage from a signed distance in pixels (positive inside)."""
    clipped: Float = np.clip(distance_inside + np.float32(0.5), np.float32(0.0), np.float32(1.0))
    return clipped


def _mix(base: Float, colour: tuple[int, int, int], amount: Float) -> Float:
    """`base` (h, w, 3) blended toward `colour` by `amount` (h, w), in place when `base` is float32."""
    a = amount[..., None]
    base *= np.float32(1.0) - a
    base += np.array(colour, dtype=np.float32) * a
    return base


def _rgba(rgb: Float, alpha: Float | None = None) -> Image:
    """RGB 0..255 and alpha 0..1 (opaque if None) as RGBA bytes, rounded."""
    out = np.empty((*rgb.shape[:2], 4), dtype=np.uint8)
    out[..., :3] = np.clip(rgb, 0.0, 255.0) + 0.5
    out[..., 3] = 255 if alpha is None else np.clip(alpha, 0.0, 1.0) * 255.0 + 0.5
    return out


def _encode_normals(nx: Float, ny: Float, nz: Float, paint: Float | None = None) -> Image:
    """Tangent-space normals in RGB; in alpha the roughness factor (ROUGHNESS_BODY on the bare acrylic, 1 where
    `paint` (0..1) covers it: the pips' and letters' paint is matte beside the polished body)."""
    scale = 127.5 / np.sqrt(nx * nx + ny * ny + nz * nz)
    out = np.empty((*nx.shape, 4), dtype=np.uint8)
    for channel, component in enumerate((nx, ny, nz)):
        out[..., channel] = component * scale + 128.0
    covered = 0.0 if paint is None else paint
    out[..., 3] = (ROUGHNESS_BODY + (1.0 - ROUGHNESS_BODY) * covered) * 255.0 + 0.5
    return out


def _pips(tile: int) -> list[tuple[int, float, float, float]]:
    """(value, centre x px, centre y px, radius px) of every pip in the atlas."""
    pips = []
    for value, layout in PIP_LAYOUT.items():
        column, row = (value - 1) % ATLAS_COLUMNS, (value - 1) // ATLAS_COLUMNS
        radius = (ACE_RADIUS if value == 1 else PIP_RADIUS) * tile
        for fx, fy in layout:
            pips.append((value, (column + 0.5 + fx) * tile, (row + 0.5 - fy) * tile, radius))
    return pips


def _each_pip(tile: int, paint: Callable[[int, tuple[slice, slice], Float, Float, float], None]) -> None:
    """Call `paint(value, (rows, columns), dx, dy, radius)` on a small window around each pip (dx, dy from its
    centre in pixels, y down)."""
    for value, cx, cy, radius in _pips(tile):
        reach = int(radius + 3)
        x0, y0 = int(cx) - reach, int(cy) - reach
        rows, columns = slice(y0, y0 + 2 * reach + 1), slice(x0, x0 + 2 * reach + 1)
        ys, xs = np.mgrid[rows, columns].astype(np.float32) + np.float32(0.5)
        paint(value, (rows, columns), xs - cx, ys - cy, radius)


@cache
def pip_atlas(tile: int = 512) -> Image:
    """Ivory die with black pips and a large red ace."""
    out = np.empty((ATLAS_ROWS * tile, ATLAS_COLUMNS * tile, 4), dtype=np.uint8)
    out[..., :3] = IVORY
    out[..., 3] = 255

    def paint(value: int, window: tuple[slice, slice], dx: Float, dy: Float, radius: float) -> None:
        amount = _coverage(radius - np.hypot(dx, dy))
        ink = ACE_RED if value == 1 else PIP_INK
        out[(*window, slice(0, 3))] = _mix(out[(*window, slice(0, 3))].astype(np.float32), ink, amount) + 0.5

    _each_pip(tile, paint)
    return out


@cache
def pip_normals(tile: int = 256) -> Image:
    """Drilled pips: each a shallow spherical bowl (the rest of the face flat)."""
    out = np.empty((ATLAS_ROWS * tile, ATLAS_COLUMNS * tile, 4), dtype=np.uint8)
    out[:] = (128, 128, 255, round(ROUGHNESS_BODY * 255))

    def paint(value: int, window: tuple[slice, slice], dx: Float, dy: Float, radius: float) -> None:
        depth = PIP_DEPTH * radius
        sphere = (radius * radius + depth * depth) / (2 * depth)
        distance = np.hypot(dx, dy)
        inside = _coverage(radius - distance)
        root = np.sqrt(np.maximum(sphere * sphere - np.minimum(distance, radius) ** 2, 1e-6))
        # Height -(sqrt(S^2 - d^2) - (S - D)): the surface normal leans toward the bowl's centre. Image y is down,
        # the normal map's y is up. Outside the pip `inside` is 0: flat.
        out[window] = _encode_normals(-dx / root * inside, dy / root * inside, np.ones_like(dx), inside)

    _each_pip(tile, paint)
    return out


# ---------------------------------------------------------------------------------------------------------------
# Poker dice


def _mark_path(kind: str, cx: float, cy: float, size: float) -> QPainterPath:
    """The colour class's mark as a path centred at (cx, cy), `size` pixels tall."""
    s = size / 2

    def p(x: float, y: float) -> QPointF:
        return QPointF(cx + x * s, cy + y * s)

    path = QPainterPath()
    if kind == "diamond":
        path.moveTo(p(0, -1))
        path.quadTo(p(0.28, -0.3), p(0.78, 0))
        path.quadTo(p(0.28, 0.3), p(0, 1))
        path.quadTo(p(-0.28, 0.3), p(-0.78, 0))
        path.quadTo(p(-0.28, -0.3), p(0, -1))
    elif kind == "spade":
        path.moveTo(p(0, -1))
        path.cubicTo(p(0.22, -0.62), p(1.0, -0.36), p(0.96, 0.2))
        path.cubicTo(p(0.93, 0.64), p(0.42, 0.74), p(0.1, 0.44))
        path.quadTo(p(0.16, 0.84), p(0.46, 1.0))
        path.lineTo(p(-0.46, 1.0))
        path.quadTo(p(-0.16, 0.84), p(-0.1, 0.44))
        path.cubicTo(p(-0.42, 0.74), p(-0.93, 0.64), p(-0.96, 0.2))
        path.cubicTo(p(-1.0, -0.36), p(-0.22, -0.62), p(0, -1))
    else:  # clover: four round leaves and no point, so that it never reads as the spade
        for x, y, leaf in ((0.0, -0.5, 0.5), (0.0, 0.5, 0.5), (-0.5, 0.0, 0.5), (0.5, 0.0, 0.5), (0.0, 0.0, 0.4)):
            disc = QPainterPath()
            disc.addEllipse(QRectF(cx + (x - leaf) * s, cy + (y - leaf) * s, 2 * leaf * s, 2 * leaf * s))
            path = path.united(disc)
    return path


# Where the rank and the mark sit on a face, as fractions of the tile (y down).
RANK_CENTRE_Y = 0.375  # the middle of the capitals
RANK_HEIGHT = 0.33  # cap height
RANK_WIDTH = 0.56  # the widest rank ("10") is narrowed to this
MARK_CENTRE_Y = 0.755
MARK_SIZE = 0.18


def die_body() -> str:
    """The dice's body colour as "#rrggbb" (a poker face drawn over the table sits on it too)."""
    return QColor(*IVORY).name()


def pip_faces() -> list[dict[str, Any]]:
    """Each pip face (index value - 1) as the dice print it, for a face drawn flat (HandTray.qml): its pips'
    centres as fractions of the face's edge from its centre (x right, y down), their radius as a fraction of the
    edge, and their ink ("#rrggbb"): the ace's one pip large and red."""
    return [
        {
            "pips": [[x, -y] for x, y in PIP_LAYOUT[value]],
            "radius": ACE_RADIUS if value == 1 else PIP_RADIUS,
            "ink": QColor(*(ACE_RED if value == 1 else PIP_INK)).name(),
        }
        for value in sorted(PIP_LAYOUT)
    ]


def poker_faces() -> list[dict[str, str]]:
    """Each poker face (index 1..6 in order) as printed on the die: its rank, its ink ("#rrggbb") and its mark's
    symbol; the words over the table (PokerOverlay.qml) print a face the same way."""
    return [
        {
            "rank": rank,
            "ink": QColor(*CLASS_INK[POKER_CLASS[rank]]).name(),
            "mark": MARK_SYMBOL[CLASS_MARK[POKER_CLASS[rank]]],
        }
        for rank in POKER_RANKS
    ]


def _poker_paint(tile: int, ink_only: bool) -> Image:
    """The poker atlas in colour, or (ink_only) a white-on-black mask of everything printed."""
    width, height = ATLAS_COLUMNS * tile, ATLAS_ROWS * tile
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(QColor(0, 0, 0) if ink_only else QColor(*IVORY))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Liberation Serif", "Noto Serif", "Times New Roman", "serif"])
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(max(8, int(tile * 0.5)))
    for index, rank in enumerate(POKER_RANKS):
        colour_class = POKER_CLASS[rank]
        colour = QColor(255, 255, 255) if ink_only else QColor(*CLASS_INK[colour_class])
        painter.setBrush(QBrush(colour))
        left, top = (index % ATLAS_COLUMNS) * tile, (index // ATLAS_COLUMNS) * tile
        text = QPainterPath()
        text.addText(QPointF(0, 0), font, rank)  # baseline at y = 0
        cap = QFontMetricsF(font).capHeight()
        scale = RANK_HEIGHT * tile / cap
        squeeze = min(1.0, RANK_WIDTH * tile / (text.boundingRect().width() * scale))
        transform = QTransform()
        transform.translate(left + tile / 2, top + RANK_CENTRE_Y * tile + RANK_HEIGHT * tile / 2)
        transform.scale(scale * squeeze, scale)
        transform.translate(-text.boundingRect().center().x(), 0)
        painter.drawPath(transform.map(text))
        mark = _mark_path(CLASS_MARK[colour_class], left + tile / 2, top + MARK_CENTRE_Y * tile, MARK_SIZE * tile)
        painter.drawPath(mark)
    painter.end()
    array = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(height, image.bytesPerLine() // 4, 4)
    return array[:, :width].copy()


@cache
def poker_atlas(tile: int = 512) -> Image:
    """Ivory poker die: 9 10 J Q K A in red, black and green, each colour with its mark (diamond, spade, clover)."""
    return _poker_paint(tile, ink_only=False)


def _box(values: Float, radius: int, axis: int) -> Float:
    """A box blur `2 radius + 1` wide along `axis`, edges clamped."""
    moved = np.moveaxis(values, axis, 0)
    padded = np.pad(moved, [(radius + 1, radius)] + [(0, 0)] * (moved.ndim - 1), mode="edge")
    padded[0] = 0.0
    total = np.cumsum(padded, axis=0, dtype=np.float32)
    size = 2 * radius + 1
    return np.moveaxis((total[size:] - total[:-size]) / np.float32(size), 0, axis)


def _blur(values: Float, radius: int) -> Float:
    """Two passes of a box blur along each axis: close to a Gaussian."""
    out = values
    for axis in (0, 1):
        out = _box(_box(out, radius, axis), radius, axis)
    return out


@cache
def poker_normals(tile: int = 256) -> Image:
    """The printing engraved: a soft groove under every rank and mark."""
    ink = _poker_paint(tile, ink_only=True)[..., 0].astype(np.float32) / np.float32(255.0)
    height = -_blur(ink, max(1, tile // 64))
    strength = np.float32(tile / 64.0)
    gy, gx = (np.asarray(g, dtype=np.float32) for g in np.gradient(height))
    # Image y runs down; the normal map's y runs up.
    return _encode_normals(-gx * strength, gy * strength, np.ones_like(gx), ink)


# ---------------------------------------------------------------------------------------------------------------
# The table


def _periodic_noise(size: tuple[int, int], scale: tuple[float, float], seed: int) -> Float:
    """Tileable noise: white noise low-passed in the frequency domain; `scale` is the feature size in pixels
    (rows, columns); the result has zero mean and unit standard deviation."""
    rng = np.random.default_rng(seed)
    white = rng.standard_normal(size, dtype=np.float32)
    fy = np.fft.fftfreq(size[0]).astype(np.float32)[:, None] * np.float32(scale[0])
    fx = np.fft.rfftfreq(size[1]).astype(np.float32)[None, :] * np.float32(scale[1])
    spectrum = np.fft.rfft2(white) * np.exp(-(fx * fx + fy * fy) * np.float32(math.pi**2 / 2))
    noise = np.asarray(np.fft.irfft2(spectrum, s=size), dtype=np.float32)
    normalised: Float = (noise - noise.mean()) / (noise.std() or 1.0)
    return normalised


@cache
def felt(size: int = 512) -> Image:
    """Green baize, tileable: fine fibres, a little pile direction and a soft mottling."""
    fibres = _periodic_noise((size, size), (1.2, 1.2), 11)
    pile = _periodic_noise((size, size), (1.5, 9.0), 12)
    mottle = _periodic_noise((size, size), (size / 6, size / 6), 13)
    shade = 1.0 + 0.03 * fibres + 0.02 * pile + 0.03 * mottle
    rgb = np.array(FELT_GREEN, dtype=np.float32)[None, None, :] * shade[..., None]
    return _rgba(rgb)


@cache
def wood(width: int = 1024, height: int = 256) -> Image:
    """Lacquered hardwood for the rails, tileable; the grain runs along the image's width."""
    ys = np.broadcast_to(np.arange(height, dtype=np.float32)[:, None], (height, width))
    warp = _periodic_noise((height, width), (height / 3, width / 2.5), 21)
    streaks = _periodic_noise((height, width), (1.0, 60.0), 22)
    fine = _periodic_noise((height, width), (0.8, 6.0), 23)
    rings = 7.0 * ys / height + 0.9 * warp
    grain = 0.5 + 0.5 * np.sin(2 * math.pi * rings)
    grain = grain**3  # narrow dark late-wood lines
    amount = np.clip(0.55 - 0.35 * grain + 0.12 * streaks + 0.05 * fine, 0.0, 1.0)
    rgb = np.empty((height, width, 3), dtype=np.float32)
    rgb[:] = WOOD_DARK
    rgb = _mix(rgb, WOOD_LIGHT, amount)
    return _rgba(rgb)


BOARDS = 6  # the bar's wall panelling: boards across the tile


@cache
def bar_wall(size: int = 512) -> Image:
    """The bar's back wall, tileable: dark stained tongue-and-groove boards standing upright, BOARDS across,
    each a little different in tone, with a shadowed groove between them; the grain runs up the image."""
    xs, _ = _grid(size, size)
    board_width = size / BOARDS
    board = np.floor(xs / board_width).astype(np.int32) % BOARDS
    across = (xs % board_width) / board_width  # 0..1 across a board
    warp = _periodic_noise((size, size), (size / 2.5, size / 12), 31)
    streaks = _periodic_noise((size, size), (40.0, 1.2), 32)
    grain = 0.5 + 0.5 * np.sin(2 * math.pi * (5.0 * across + 0.7 * warp))
    tone = np.random.default_rng(33).uniform(-0.08, 0.08, BOARDS).astype(np.float32)[board]
    amount = np.clip(0.32 + 0.16 * grain + 0.07 * streaks + tone, 0.0, 1.0)
    rgb = _mix(np.broadcast_to(np.array(WALL_DARK, np.float32), (size, size, 3)).copy(), WALL_LIGHT, amount)
    edge = np.minimum(across, 1.0 - across) * board_width  # pixels from the nearest groove
    groove = np.clip((edge - 1.0) / 4.0, 0.0, 1.0) ** 0.7  # the groove's shadow, a few pixels wide
    return _rgba(rgb * (0.15 + 0.85 * groove)[..., None])


@cache
def blob_shadow(size: int = 128) -> Image:
    """A soft dark disc: black, solid to 40% of the radius (under the object), then fading smoothly to the rim."""
    xs, ys = _grid(size, size)
    distance = np.hypot(xs - size / 2, ys - size / 2) / (size / 2)
    t = np.clip((1.0 - distance) / 0.6, 0.0, 1.0)
    alpha = t * t * (3 - 2 * t)  # smoothstep
    return _rgba(np.zeros((size, size, 3)), alpha)


@cache
def glow(size: int = 128) -> Image:
    """A soft warm ring for a highlighted die's halo on the felt: white, alpha peaking two thirds out."""
    xs, ys = _grid(size, size)
    distance = np.hypot(xs - size / 2, ys - size / 2) / (size / 2)
    alpha = np.exp(-(((distance - 0.62) / 0.2) ** 2)) * (distance < 1.0)
    return _rgba(np.full((size, size, 3), 255.0), alpha)


# ---------------------------------------------------------------------------------------------------------------
# Chips and tokens (disc textures: the top face in the square [0, 1] x [0, cap], the side below it)

DISC_CAP = 0.8


def _disc_canvas(size: int) -> tuple[Float, Float, Float, Float, int]:
    """For a disc texture `size` wide: polar coordinates (radius 0..1 of the face, angle as the mesh's theta) of
    the top square's pixels, the side strip's u (0..1 around) and its height in pixels."""
    xs, ys = _grid(size, size)
    dx, dy = (xs - size / 2) / (size / 2), (ys - size / 2) / (size / 2)
    radius = np.hypot(dx, dy)
    theta = np.mod(np.arctan2(-dy, dx), 2 * math.pi)  # the mesh puts theta's +90 degrees at -z, the image's top
    strip = round(size * (1 - DISC_CAP) / DISC_CAP)
    u = (np.arange(size) + 0.5) / size
    return radius, theta, u, dx, strip


def _disc_image(size: int, top: Float, side: Float) -> Image:
    return _rgba(np.concatenate((top, side), axis=0))


def _draw_number(top: Float, text: str, colour: tuple[int, int, int], size: int, height: float) -> Float:
    """Paint `text` centred on the top face (bold sans, `height` of the face's diameter tall)."""
    image = QImage(size, size, QImage.Format.Format_Grayscale8)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255))
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "sans-serif"])
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    box = path.boundingRect()
    scale = height * size / max(box.height(), 1.0)
    scale = min(scale, 0.42 * size / max(box.width(), 1.0))
    transform = QTransform()
    transform.translate(size / 2, size / 2)
    transform.scale(scale, scale)
    transform.translate(-box.center().x(), -box.center().y())
    painter.drawPath(transform.map(path))
    painter.end()
    mask = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(size, image.bytesPerLine())[:, :size]
    return _mix(top, colour, mask.astype(np.float32) / np.float32(255.0))


@cache
def chip(denomination: int = 1, size: int = 512) -> Image:
    """A casino chip: coloured clay with edge spots (continued down the side), an inlay ring and the value."""
    body, spot, ink = CHIP_STYLES.get(denomination, CHIP_STYLES[1])
    radius, theta, u, _, strip = _disc_canvas(size)
    px = size / 2  # pixels per unit radius
    top = np.empty((size, size, 3), dtype=np.float32)
    top[:] = body
    spots = 8
    phase = np.mod(theta * spots / (2 * math.pi), 1.0)  # 0..1 within each spot's sector
    in_spot = _coverage((0.5 * 0.42 - np.abs(phase - 0.5)) * 2 * math.pi / spots * radius * px)
    rim = _coverage((radius - 0.74) * px) * _coverage((0.985 - radius) * px)
    top = _mix(top, spot, in_spot * rim)
    inlay = _coverage((0.6 - radius) * px)
    top = _mix(top, (246, 241, 229), inlay)
    ring = _coverage((0.018 - np.abs(radius - 0.53)) * px)
    top = _mix(top, ink, ring)
    top = _draw_number(top, str(denomination), ink, size, 0.3)
    # The side: the same spots run down the edge.
    side = np.empty((strip, size, 3), dtype=np.float32)
    side[:] = body
    side_phase = np.mod(u * spots, 1.0)
    side_spot = _coverage((0.5 * 0.42 - np.abs(side_phase - 0.5)) * size / spots)
    side = _mix(side, spot, np.broadcast_to(side_spot[None, :], (strip, size)))
    return _disc_image(size, top, side)


@cache
def token(size: int = 512) -> Image:
    """The Aces in the Pot counter: a brass token with a milled rim, an engraved ring and an ace's single pip."""
    radius, _, u, _, strip = _disc_canvas(size)
    px = size / 2
    top = np.empty((size, size, 3), dtype=np.float32)
    top[:] = TOKEN_GOLD
    shine = 1.0 + 0.08 * (0.5 - radius)  # a touch brighter toward the middle, as a pressed coin
    top *= shine[..., None]
    ring = _coverage((0.022 - np.abs(radius - 0.8)) * px)
    top = _mix(top, TOKEN_ENGRAVED, ring)
    pip = _coverage((0.22 - radius) * px)
    top = _mix(top, ACE_RED, pip)
    side = np.empty((strip, size, 3), dtype=np.float32)
    side[:] = TOKEN_GOLD
    milling = 0.5 + 0.5 * np.cos(2 * math.pi * u * 120)
    side = _mix(side, TOKEN_ENGRAVED, np.broadcast_to((0.6 * milling)[None, :], (strip, size)))
    return _disc_image(size, top, side)


_guard = threading.Lock()
_locks: dict[tuple[str, int, str], threading.Lock] = {}


def _key(kind: str, size: int, variant: str) -> tuple[str, int, str]:
    if kind not in TEXTURE_KINDS:
        raise ValueError(f"no texture named {kind!r}; known: {', '.join(TEXTURE_KINDS)}")
    return kind, size or DEFAULT_SIZES[kind], variant or ("1" if kind == "chip" else "")


def _locked(key: tuple[str, int, str]) -> threading.Lock:
    with _guard:
        return _locks.setdefault(key, threading.Lock())


def texture(kind: str, size: int = 0, variant: str = "") -> Image:
    """The texture `kind` by name (the QML type's `kind`): pips, pipNormals, poker, pokerNormals, felt, wood,
    shadow, glow, barWall, chip (variant: the denomination), token. `size` 0 takes each one's default; for the
    atlases it is the pixels per face, and their normal maps are made at half that (the bumps are soft). Cached as
    an array (for tests and tools; the scene uses `file`, which keeps no array)."""
    key = _key(kind, size, variant)
    with _locked(key):
        return _make(*key, cached=True)


_files: dict[tuple[str, int, str], Path] = {}  # the textures this process has asked for, and where they are
PNG_QUALITY = 80  # Qt's PNG writer at this quality deflates fast and still small (about 60 kB for a pip atlas)
# Opaque textures kept uncompressed (BMP, 24 bits a pixel): Qt Quick 3D lets a file's texture go when no view drew
# it in the last frame and reads the file again on the render thread when one does. Under software rendering the
# backdrop's views draw the felt, the wood and the wall (the table keeps them loaded between its pictures:
# Table3D's backdropTextureKeeper), and a BMP is read in a fraction of a PNG's time (no inflating, no unfiltering).
UNCOMPRESSED_KINDS = ("felt", "wood", "barWall")


def file(kind: str, size: int = 0, variant: str = "") -> Path:
    """The texture `kind` (see `texture`) as an image file (UNCOMPRESSED_KINDS a BMP, the others a PNG) in the cache
    folder (`cache_folder`), drawn only if no earlier run left it there; thread-safe: a texture being drawn by
    `prewarm`'s thread is waited for, never drawn twice. The scene loads the file in C++ (a Texture's `source`), so
    no Python runs on Qt's render thread. The drawing's arrays are dropped at once."""
    key = _key(kind, size, variant)
    with _locked(key):
        path = _files.get(key)
        if path is None:
            suffix = "bmp" if key[0] in UNCOMPRESSED_KINDS else "png"
            path = cache_folder() / "{}-{}{}.{}".format(key[0], key[1], f"-{key[2]}" if key[2] else "", suffix)
            if not path.exists():
                _write_image(_make(*key, cached=False), path)
            _files[key] = path
        return path


def _write_image(image: Image, path: Path) -> None:
    """Write `image` (straight alpha) to `path` (a PNG, or an opaque image's BMP) whole or not at all: a file half
    written by a process that died would otherwise be taken as drawn by the next run."""
    height, width = image.shape[:2]
    pixels = image.tobytes()  # QImage borrows these bytes: they must outlive it
    picture = QImage(pixels, width, height, width * 4, QImage.Format.Format_RGBA8888)
    kind = path.suffix[1:]
    if kind == "bmp":
        if (image[..., 3] != 255).any():
            raise ValueError(f"{path.name}: a BMP keeps no alpha, and this drawing has some")
        picture = picture.convertToFormat(QImage.Format.Format_RGB32)
    partial = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    writer = QImageWriter(str(partial), QByteArray(kind.encode()))
    if kind == "png":
        writer.setQuality(PNG_QUALITY)
    if not writer.write(picture):
        partial.unlink(missing_ok=True)
        raise OSError(f"could not write the texture {path}: {writer.errorString()}")
    os.replace(partial, path)


def cache_folder() -> Path:
    """Where the drawn textures are kept: the platform's cache folder (QStandardPaths.CacheLocation)/textures/ and
    a fingerprint of this module, so that changed drawing code draws anew; a folder of another fingerprint left
    alone for STALE_DAYS is removed (another checkout or build may be using a newer one meanwhile). A cache folder
    that cannot be made gives way to a temporary one."""
    global _cache_folder  # noqa: PLW0603
    with _guard:
        if _cache_folder is None:
            location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
            base = (Path(location) if location else Path(tempfile.gettempdir()) / "dicebar") / "textures"
            folder = base / _fingerprint()
            try:
                folder.mkdir(parents=True, exist_ok=True)
                folder.touch()
            except OSError:
                folder = Path(tempfile.mkdtemp(prefix="dicebar-textures-"))
            else:
                _remove_stale(base, keep=folder)
            _cache_folder = folder
        return _cache_folder


STALE_DAYS = 30


def _remove_stale(base: Path, keep: Path) -> None:
    stale = time.time() - STALE_DAYS * 86400
    for other in base.iterdir():
        if other != keep and other.is_dir() and other.stat().st_mtime < stale:
            shutil.rmtree(other, ignore_errors=True)


_cache_folder: Path | None = None


def _fingerprint() -> str:
    """This module's source (what the textures look like); in a PyInstaller build, which keeps only bytecode, the
    executable's size and time (each build draws anew)."""
    try:
        made_by = Path(__file__).read_bytes()
    except OSError:
        built = Path(sys.executable).stat()
        made_by = f"{sys.executable} {built.st_size} {built.st_mtime_ns}".encode()
    return hashlib.sha256(made_by).hexdigest()[:16]


_ATLAS_LIKE = ("pips", "pipNormals", "poker", "pokerNormals", "felt", "chip", "token")
DEFAULT_SIZES = {"wood": 1024, "shadow": 128, "glow": 128} | dict.fromkeys((*_ATLAS_LIKE, "barWall"), 512)


def _make(kind: str, size: int, variant: str, cached: bool) -> Image:
    """Draw (or, `cached`, look up) one texture; uncached drawings are not kept by the functions' caches."""

    def call(function: Any, *args: Any) -> Image:
        image: Image = (function if cached else function.__wrapped__)(*args)
        return image

    makers: dict[str, Callable[[], Image]] = {
        "pips": lambda: call(pip_atlas, size),
        "pipNormals": lambda: call(pip_normals, size // 2),
        "poker": lambda: call(poker_atlas, size),
        "pokerNormals": lambda: call(poker_normals, size // 2),
        "felt": lambda: call(felt, size),
        "wood": lambda: call(wood, size, size // 4),
        "shadow": lambda: call(blob_shadow, size),
        "glow": lambda: call(glow, size),
        "barWall": lambda: call(bar_wall, size),
        "chip": lambda: call(chip, int(variant), size),
        "token": lambda: call(token, size),
    }
    return makers[kind]()


TEXTURE_KINDS = (
    "pips",
    "pipNormals",
    "poker",
    "pokerNormals",
    "felt",
    "wood",
    "shadow",
    "glow",
    "barWall",
    "chip",
    "token",
)
# What a table needs first, in that order (DiceKit draws nothing it does not show: poker faces and chips only for
# PeekPoker, normal maps only where the renderer uses them, tokens only for Aces in the Pot).
GPU_ATLAS = 512  # px per face of a die's atlas on a GPU: crisp up to a die about 400 px wide
TABLE_SET = (("felt", 0, ""), ("wood", 0, ""), ("shadow", 0, ""), ("glow", 0, ""), ("barWall", 0, ""))
PIP_SET = (("pips", GPU_ATLAS, ""), *TABLE_SET)
POKER_SET = (("poker", GPU_ATLAS, ""), *TABLE_SET, *(("chip", 0, str(value)) for value in CHIP_STYLES))
NORMALS = {"pips": "pipNormals", "poker": "pokerNormals"}
SOFTWARE_ATLAS = 256  # px per face under a software renderer (Table3D.qml): its dice are a few dozen pixels wide


def wanted_for(game_id: str, gpu: bool) -> tuple[tuple[str, int, str], ...]:
    """The textures a table for `game_id` asks for first, as Table3D.qml's DiceKit does: on a GPU GPU_ATLAS px faces
    and normal maps, under a software renderer SOFTWARE_ATLAS px faces and no normal maps; the token's only where
    seats hold tokens (a token shown elsewhere draws its texture when it appears: drawing it takes some 21 MB of
    temporary arrays, which at the start of any other table only raised the peak)."""
    described = game_type(game_id)
    wanted = POKER_SET if described.poker_faces else PIP_SET
    if described.holds is not None and described.holds.count == "tokens":
        wanted = (*wanted, ("token", 0, ""))
    atlas, _, _ = wanted[0]
    if not gpu:
        return ((atlas, SOFTWARE_ATLAS, ""), *wanted[1:])
    return (wanted[0], (NORMALS[atlas], GPU_ATLAS, ""), *wanted[1:])


def prewarm(wanted: tuple[tuple[str, int, str], ...] = PIP_SET) -> threading.Thread:
    """Draw `wanted` (kind, size, variant) files on a background thread (numpy and QPainter on a QImage may run
    off the GUI thread), so that the scene finds them ready. Needs a QGuiApplication for the fonts."""

    def run() -> None:
        for kind, size, variant in wanted:
            file(kind, size, variant)

    thread = threading.Thread(target=run, name="dicebar-textures", daemon=True)
    thread.start()
    return thread
