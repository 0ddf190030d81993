"""Meshes made in code for the table's small things: the rounded die and the bevelled disc (tokens, chips).

Units are scene units (1 = 1 cm), y up. Every vertex carries position, normal, one UV set, tangent and binormal
(`STRIDE` bytes: 14 float32), so the materials may use normal maps.

The die (`die_mesh`) is a cube with its edges and corners rounded by a radius (the Minkowski sum of a smaller cube
and a sphere): every face is a grid whose outer strips bend over the edge, `segments` steps of equal angle per
half edge. Its UVs form an atlas of 3 x 2 tiles (`ATLAS_COLUMNS`, `ATLAS_ROWS`): face value v lies in tile v - 1
(row-major from the top left of the image) and the whole face, bevel included, fills its tile. Value v sits on the
local axis `to_y_up(FACE_NORMALS[v])` (1 on +y, 2 on +x, 3 on -z), the convention of `dicebar.physics`, so the
planner's orientations and offsets show the model's values. On each face the tile's "up" (toward the top of the
image) is `FACE_UP[v]`: +y on the four sides, -z on the top and +z on the bottom, as the faces unfold from a
viewer in front (+z) of the die.

The disc (`disc_mesh`) is a cylinder on the y axis whose rims are rounded by a radius. Its UVs: the top cap is the
square [0, 1] x [0, cap] of the texture (v from the image top), the bottom cap the same square seen from below,
and the side (bevels included) the strip [0, 1] x [cap, 1] wrapped once around.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from dicebar.physics.table import FACE_NORMALS, DieSpec, to_y_up
from dicebar.session.sizes import centimetres

FloatArray = npt.NDArray[np.float32]

FLOATS_PER_VERTEX = 14  # position 3, normal 3, uv 2, tangent 3, binormal 3
STRIDE = FLOATS_PER_VERTEX * 4
POSITION_OFFSET, NORMAL_OFFSET, UV_OFFSET, TANGENT_OFFSET, BINORMAL_OFFSET = 0, 12, 24, 32, 44

ATLAS_COLUMNS, ATLAS_ROWS = 3, 2
DIE_EDGE = centimetres(DieSpec().edge)  # the physics die, in scene units
DIE_ROUNDING = 0.13  # rounding radius as a fraction of the edge: a bar die's soft corners


def _scene_axis(value: int) -> tuple[float, float, float]:
    axis, _ = to_y_up(np.array(FACE_NORMALS[value]), np.array([1.0, 0.0, 0.0, 0.0]))
    x, y, z = (round(float(c)) + 0 for c in axis)
    return (float(x), float(y), float(z))


# value -> outward normal of that face in the y-up mesh, and the direction the face's tile calls "up".
FACE_AXES: dict[int, tuple[float, float, float]] = {value: _scene_axis(value) for value in range(1, 7)}
FACE_UP: dict[int, tuple[float, float, float]] = {
    value: ((0.0, 0.0, -axis[1]) if axis[1] else (0.0, 1.0, 0.0)) for value, axis in FACE_AXES.items()
}


@dataclass(frozen=True, eq=False)
class Mesh:
    """Interleaved vertices (n, FLOATS_PER_VERTEX) float32, triangle indices (m, 3) uint32, and the bounds."""

    vertices: FloatArray
    indices: npt.NDArray[np.uint32]

    @property
    def positions(self) -> FloatArray:
        return self.vertices[:, 0:3]

    @property
    def normals(self) -> FloatArray:
        return self.vertices[:, 3:6]

    @property
    def uvs(self) -> FloatArray:
        return self.vertices[:, 6:8]

    @property
    def bounds(self) -> tuple[tuple[float, float, float], tuple[float, float, float]]:
        low = self.positions.min(axis=0)
        high = self.positions.max(axis=0)
        return (
            (float(low[0]), float(low[1]), float(low[2])),
            (float(high[0]), float(high[1]), float(high[2])),
        )

    def vertex_bytes(self) -> bytes:
        return np.ascontiguousarray(self.vertices, dtype=np.float32).tobytes()

    def index_bytes(self) -> bytes:
        return np.ascontiguousarray(self.indices, dtype=np.uint32).tobytes()


def _grid_indices(rows: int, columns: int, start: int) -> npt.NDArray[np.uint32]:
    """Two counter-clockwise triangles per cell of a rows x columns vertex grid laid out row-major from `start`;
    the grid's rows run along +v and its columns along +u, with u x v pointing outward."""
    r, c = np.meshgrid(np.arange(rows - 1), np.arange(columns - 1), indexing="ij")
    a = start + r * columns + c
    b, d = a + 1, a + columns
    e = d + 1
    triangles = np.stack((np.stack((a, b, e), -1), np.stack((a, e, d), -1)), axis=2).reshape(-1, 3)
    return triangles.astype(np.uint32)


def _rounded_steps(half: float, radius: float, segments: int) -> npt.NDArray[np.float64]:
    """Grid coordinates across one face, -half..half: `segments` equal-angle steps over each rounded strip (each
    face takes half of an edge's 90 degree turn) and one flat span between."""
    inner = half - radius
    if radius <= 0 or segments <= 0:
        return np.array([-half, half])
    angles = np.linspace(0.0, math.pi / 4, segments + 1)
    strip = inner + radius * np.tan(angles)  # inner .. half
    return np.concatenate((-strip[::-1], strip))


ROUNDING_SEGMENTS = 4  # steps over each half of a rounded edge: 972 triangles a die
# Under a software renderer (the Low level) a die is 25-60 px wide, and llvmpipe bins every triangle it draws each
# frame and keeps the bins' memory: with 25 dice on the felt, 300 triangles a die instead of 972 lowered the peak of
# a game of Fives to the Right by some 8 MB (tests/bench/README.md), its edges still round at that size.
LOW_ROUNDING_SEGMENTS = 2


@lru_cache(maxsize=16)
def die_mesh(edge: float = DIE_EDGE, radius: float | None = None, segments: int = ROUNDING_SEGMENTS) -> Mesh:
    """A die with rounded edges and corners: `edge` long, corner `radius` (default 13% of the edge)."""
    radius = DIE_ROUNDING * edge if radius is None else radius
    half = edge / 2
    radius = min(max(radius, 0.0), half)
    inner = half - radius
    steps = _rounded_steps(half, radius, segments)
    n = len(steps)
    su, sv = np.meshgrid(steps, steps, indexing="xy")  # sv varies along rows (index 0), su along columns
    vertices: list[npt.NDArray[np.float64]] = []
    indices: list[npt.NDArray[np.uint32]] = []
    for value in range(1, 7):
        normal = np.array(FACE_AXES[value])
        up = np.array(FACE_UP[value])
        right = np.cross(up, normal)
        # The flat-cube point of each grid vertex, then pulled onto the rounded surface.
        flat = half * normal + su[..., None] * right + sv[..., None] * up
        core = np.clip(flat, -inner, inner)
        out = flat - core
        length = np.linalg.norm(out, axis=-1, keepdims=True)
        direction = out / np.where(length > 0, length, 1.0)
        position = core + radius * direction if radius > 0 else flat
        # Tangent along the texture's u (right) and binormal along its v (up), kept perpendicular to the normal.
        tangent = right - direction * (direction @ right)[..., None]
        tangent /= np.linalg.norm(tangent, axis=-1, keepdims=True)
        binormal = np.cross(direction, tangent)
        column, row = (value - 1) % ATLAS_COLUMNS, (value - 1) // ATLAS_COLUMNS
        u = (column + (su + half) / edge) / ATLAS_COLUMNS
        v = (row + (half - sv) / edge) / ATLAS_ROWS  # image rows grow downward; the face's up is toward row 0
        uv = np.stack((u, v), axis=-1)
        face = np.concatenate((position, direction, uv, tangent, binormal), axis=-1).reshape(-1, FLOATS_PER_VERTEX)
        indices.append(_grid_indices(n, n, len(vertices) * n * n))
        vertices.append(face)
    return Mesh(np.concatenate(vertices).astype(np.float32), np.concatenate(indices))


def _ring(r: float, y: float, nr: float, ny: float, theta: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Position, normal, (uv left zero), tangent along +theta and binormal of a ring of the disc's profile."""
    cos, sin = np.cos(theta), np.sin(theta)
    zero = np.zeros_like(theta)
    position = np.stack((r * cos, np.full_like(theta, y), -r * sin), axis=-1)
    normal = np.stack((nr * cos, np.full_like(theta, ny), -nr * sin), axis=-1)
    tangent = np.stack((-sin, zero, -cos), axis=-1)
    binormal = np.cross(normal, tangent)
    return np.concatenate((position, normal, np.stack((zero, zero), -1), tangent, binormal), axis=-1)


@lru_cache(maxsize=16)
def disc_mesh(
    *,
    radius: float = 2.0,
    thickness: float = 0.34,
    bevel: float = 0.06,
    sides: int = 64,
    segments: int = 3,
    cap: float = 0.8,
) -> Mesh:
    """A disc on the y axis (centre at the origin) with rounded rims; UV layout in the module docstring."""
    half = thickness / 2
    bevel = min(max(bevel, 0.0), half, radius)
    flat = radius - bevel
    theta = np.linspace(0.0, 2 * math.pi, sides + 1)  # the seam repeats the first column for its own u
    # The side's profile from the top cap's rim down to the bottom cap's rim: (r, y, normal r, normal y).
    side: list[tuple[float, float, float, float]] = []
    turns = [(math.pi / 2) * k / segments for k in range(segments + 1)] if bevel > 0 else [math.pi / 2]
    for angle in turns:
        side.append(
            (flat + bevel * math.sin(angle), half - bevel + bevel * math.cos(angle), math.sin(angle), math.cos(angle))
        )
    side += [(r, -y, nr, -ny) for r, y, nr, ny in reversed(side)]
    arc = np.concatenate(([0.0], np.cumsum([math.dist(a[:2], b[:2]) for a, b in itertools.pairwise(side)])))
    arc /= arc[-1]
    rows: list[npt.NDArray[np.float64]] = []
    for r, y, nr, ny in side:
        rows.append(_ring(r, y, nr, ny, theta))
        rows[-1][:, 6] = theta / (2 * math.pi)
        rows[-1][:, 7] = cap + (1 - cap) * arc[len(rows) - 1]
    parts = [list(range(len(rows)))]
    for top in (True, False):
        rim_r, rim_y = side[0][:2] if top else side[-1][:2]
        sign = 1.0 if top else -1.0
        rings = [(0.0, rim_y), (rim_r, rim_y)] if top else [(rim_r, rim_y), (0.0, rim_y)]
        part = []
        for r, y in rings:
            ring = _ring(r, y, 0.0, sign, theta)
            ring[:, 6] = 0.5 + 0.5 * ring[:, 0] / radius
            ring[:, 7] = (0.5 + 0.5 * sign * ring[:, 2] / radius) * cap  # the bottom mirrored, to read from below
            ring[:, 8:11] = (1.0, 0.0, 0.0)
            ring[:, 11:14] = (0.0, 0.0, -sign)
            part.append(len(rows))
            rows.append(ring)
        parts.append(part)
    width = sides + 1
    indices = []
    for part in parts:
        for upper, lower in itertools.pairwise(part):
            # Outward winding: down the profile (upper -> lower), around +theta (counter-clockwise from +y).
            a = upper * width + np.arange(sides)
            b = lower * width + np.arange(sides)
            indices.append(np.stack((a, b, b + 1), -1))
            indices.append(np.stack((a, b + 1, a + 1), -1))
    return Mesh(np.concatenate(rows).astype(np.float32), np.concatenate(indices).astype(np.uint32))
