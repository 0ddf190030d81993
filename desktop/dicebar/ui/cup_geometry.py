"""The dice cups' meshes: surfaces of revolution about the y axis, in scene units (1 = 1 cm), y up.

Each cup is a profile (radius, height) turned about y: `leather_cup` is the pip games' throwing cup (Cup.qml), a
tapered leather cup with a rolled lip and a stitched band; `peek_cup` is a PeekPoker player's own cup (PeekCup.qml),
plainer, centred at half its height so that turning it over keeps its place. Their sizes come from
dicebar.session.sizes; the arrays go to QML's ProceduralMesh (dicebar.ui.qml_types.DiceMeshes).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from dicebar.session import sizes

Vec3 = tuple[float, float, float]
Vec4 = tuple[float, float, float, float]


@dataclass(frozen=True)
class CupShape:
    """A cup's size in scene centimetres, and how many sides its mesh turns through."""

    height: float
    foot: float  # the foot's radius
    mouth: float  # the mouth's radius
    wall: float
    sides: int

    @classmethod
    def of(cls, height: float, foot: float, mouth: float, wall: float, sides: int) -> CupShape:
        """From the sizes in metres (dicebar.session.sizes)."""
        cm = sizes.centimetres
        return cls(cm(height), cm(foot), cm(mouth), cm(wall), sides)


LEATHER = CupShape.of(sizes.CUP_HEIGHT, sizes.CUP_FOOT, sizes.CUP_RADIUS, sizes.CUP_WALL, 40)
PEEK = CupShape.of(sizes.PEEK_CUP_HEIGHT, sizes.PEEK_CUP_FOOT, sizes.PEEK_CUP_RADIUS, sizes.PEEK_CUP_WALL, 28)


@dataclass
class CupMesh:
    """Vertices (position, normal, colour), triangle indexes, and the (offset, count) of each material's share."""

    positions: list[Vec3] = field(default_factory=list)
    normals: list[Vec3] = field(default_factory=list)
    colors: list[Vec4] = field(default_factory=list)
    indexes: list[int] = field(default_factory=list)
    subsets: list[tuple[int, int]] = field(default_factory=list)

    def ring(
        self, radius: float, y: float, normal: tuple[float, float], shade: Callable[[float], Vec4], sides: int
    ) -> int:
        """One ring of `sides` + 1 vertices (the seam twice) at `radius` and `y`; its first vertex's index."""
        first = len(self.positions)
        for j in range(sides + 1):
            phi = 2 * math.pi * j / sides
            s, c = math.sin(phi), math.cos(phi)
            self.positions.append((radius * s, y, radius * c))
            self.normals.append((normal[0] * s, normal[1], normal[0] * c))
            self.colors.append(shade(phi))
        return first

    def front_facing(self, a: int, b: int, c: int) -> list[int]:
        """A triangle wound counter-clockwise as seen from the side its vertex normals face (the side drawn)."""
        p, q, r = self.positions[a], self.positions[b], self.positions[c]
        e1 = (q[0] - p[0], q[1] - p[1], q[2] - p[2])
        e2 = (r[0] - p[0], r[1] - p[1], r[2] - p[2])
        cross = (e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0])
        n = [self.normals[a][k] + self.normals[b][k] + self.normals[c][k] for k in range(3)]
        return [a, b, c] if cross[0] * n[0] + cross[1] * n[1] + cross[2] * n[2] >= 0 else [a, c, b]


def _unit(dr: float, dy: float) -> tuple[float, float]:
    """The outward normal (radius, y) of a profile segment running (dr, dy)."""
    length = math.hypot(dr, dy) or 1.0
    return (dy / length, -dr / length)


@lru_cache(maxsize=2)
def leather_cup(shape: CupShape = LEATHER) -> CupMesh:
    """The throwing cup, standing on its foot at y = 0: one profile from the middle of the foot, up the outside,
    over the rolled lip, down the inside to the middle of the floor; then two rows of stitches around the band.
    Four subsets: the outside, the band, the inside, the thread."""
    big_h, rf, rm, w, sides = shape.height, shape.foot, shape.mouth, shape.wall, shape.sides

    def radius_at(y: float) -> float:  # the outside's taper
        return rf + (rm - rf) * y / big_h

    band_low, band_high, foot_band = big_h - 2.5, big_h - 0.9, 0.9
    # (radius, height, part (0 outside, 1 band, 2 inside), smooth joint)
    profile: list[tuple[float, float, int, bool]] = [
        (0, 0, 0, False),
        (rf - 0.35, 0, 0, False),
        (rf - 0.05, 0.06, 0, True),
        (rf, 0.3, 0, True),
        (radius_at(foot_band) + 0.07, foot_band, 1, False),
        (radius_at(foot_band) + 0.07, foot_band + 0.02, 1, False),
        (radius_at(band_low) + 0.0, band_low - 0.02, 0, False),
        (radius_at(band_low) + 0.08, band_low, 1, False),
        (radius_at(band_high) + 0.08, band_high, 1, False),
        (radius_at(band_high), band_high + 0.02, 0, False),
    ]
    # The rolled lip: a half round bead from the outside over to the inside.
    bead, cx = w / 2 + 0.06, rm - w / 2 + 0.04
    cy = big_h - bead
    for k in range(9):
        a = -0.2 + (math.pi + 0.2) * k / 8
        profile.append((cx + bead * math.cos(a), cy + bead * math.sin(a), 0, True))

    def inner(y: float) -> float:
        return radius_at(y) - w

    profile += [
        (inner(big_h - 0.45), big_h - 0.45, 2, True),
        (inner(0.6), 0.6, 2, True),
        (inner(0.35) - 0.2, 0.38, 2, True),
        (0, 0.38, 2, False),
    ]

    def segment_normal(i: int) -> tuple[float, float]:
        return _unit(profile[i + 1][0] - profile[i][0], profile[i + 1][1] - profile[i][1])

    def mottle(y: float, phi: float) -> float:
        """Leather's mottle: a few slow waves around and up the cup (smooth, and the same cup every run)."""
        return 0.93 + 0.04 * math.sin(3 * phi + 0.9 * y) + 0.03 * math.sin(7 * phi - 1.7 * y + 1.3)

    mesh = CupMesh()
    by_part: list[list[int]] = [[], [], [], []]
    for i in range(len(profile) - 1):
        part = profile[i + 1][2]
        own = segment_normal(i)
        first = len(mesh.positions)
        for p in (i, i + 1):
            n = own
            neighbour = i - 1 if p == i else i + 1
            if profile[p][3] and neighbour >= 0 and neighbour + 1 < len(profile):
                other = segment_normal(neighbour)
                total = (own[0] + other[0], own[1] + other[1])
                length = math.hypot(*total) or 1.0
                n = (total[0] / length, total[1] / length)
            r, y = profile[p][0], profile[p][1]
            # Worn lighter toward the lip, darker into the foot.
            wear = 0.85 + 0.3 * max(0.0, (y - big_h * 0.75) / (big_h * 0.25)) * (0.3 if part == 2 else 1)

            def shade(phi: float, y: float = y, n: tuple[float, float] = n, wear: float = wear) -> Vec4:
                # (only on the walls: on the flat foot the waves would draw spokes)
                c = min(1.2, wear * (1 + (mottle(y, phi) - 1) * abs(n[0])))
                return (c, c * 0.98, c * 0.96, 1.0)

            mesh.ring(r, y, n, shade, sides)
        for j in range(sides):
            a, b, c, d = first + j, first + j + 1, first + sides + 1 + j, first + sides + 2 + j
            by_part[part] += mesh.front_facing(a, b, c) + mesh.front_facing(b, d, c)
    # Stitches: short slanted dashes just proud of the band, a row near each of its edges.
    for y in (band_low + 0.28, band_high - 0.28):
        count, r = 44, radius_at(y) + 0.1
        for k in range(count):
            phi = 2 * math.pi * (k + (0.5 if y > big_h / 2 else 0)) / count
            along = (math.cos(phi), 0.0, -math.sin(phi))
            out = (math.sin(phi), 0.0, math.cos(phi))
            centre = (out[0] * r, y, out[2] * r)
            u = (along[0] * 0.17, 0.09, along[2] * 0.17)
            v = (along[0] * -0.02, 0.055, along[2] * -0.02)
            first = len(mesh.positions)
            for su, sv in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
                x, y_, z = (centre[m] + su * u[m] + sv * v[m] for m in range(3))
                mesh.positions.append((x, y_, z))
                mesh.normals.append(out)
                mesh.colors.append((1.0, 1.0, 1.0, 1.0))
            by_part[3] += mesh.front_facing(first, first + 1, first + 2) + mesh.front_facing(
                first, first + 2, first + 3
            )
    for indexes in by_part:
        mesh.subsets.append((len(mesh.indexes), len(indexes)))
        mesh.indexes += indexes
    return mesh


@lru_cache(maxsize=2)
def peek_cup(shape: CupShape = PEEK) -> CupMesh:
    """PeekPoker's cup, centred at half its height: foot, the tapered outside, a rolled lip, the inside and its
    floor, every ring shared by the quads on either side (smooth). Vertex colours darken the inside. One subset."""
    big_h, rf, rm, w, sides = shape.height, shape.foot, shape.mouth, shape.wall, shape.sides

    def radius_at(y: float) -> float:
        return rf + (rm - rf) * y / big_h

    # (radius, height, shade)
    profile: list[tuple[float, float, float]] = [
        (0, 0, 1),
        (rf - 0.3, 0, 1),
        (rf, 0.3, 1),
        (radius_at(big_h * 0.5), big_h * 0.5, 1),
        (radius_at(big_h - 0.3), big_h - 0.3, 1),
    ]
    for k in range(6):
        a = math.pi * k / 5
        profile.append(
            (rm - w / 2 + (w / 2 + 0.05) * math.cos(a), big_h - 0.2 + 0.2 * math.sin(a), 1 if k < 3 else 0.55)
        )
    profile += [(radius_at(big_h - 0.5) - w, big_h - 0.5, 0.5), (radius_at(0.6) - w, 0.6, 0.45), (0, 0.45, 0.42)]
    mesh = CupMesh()
    last = len(profile) - 1
    for i, (r, y, tone) in enumerate(profile):
        before, after = profile[max(0, i - 1)], profile[min(last, i + 1)]
        normal = _unit(after[0] - before[0], after[1] - before[1])

        def shade(phi: float, y: float = y, tone: float = tone) -> Vec4:
            c = tone * (0.94 + 0.05 * math.sin(3 * phi + y))
            return (c, c * 0.97, c * 0.94, 1.0)

        mesh.ring(r, y - big_h / 2, normal, shade, sides)
    for i in range(last):
        for j in range(sides):
            a = i * (sides + 1) + j
            b, c = a + 1, a + sides + 1
            mesh.indexes += [a, b, c, b, c + 1, c]
    mesh.subsets.append((0, len(mesh.indexes)))
    return mesh
