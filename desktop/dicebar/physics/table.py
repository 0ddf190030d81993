"""The bar table in metres: felt, rails, seats, throwing area, the dice and the materials.

One source of truth for the physics and the 3D scene: `table_for(seats)` returns a frozen `Table` whose
`to_json()` is plain data the QML side reads.

Frame: right-handed, z up, origin at the centre of the felt surface (felt top at z = 0); x runs along the
table's length (east), y across it, away from seat 0 (north). Seat 0 sits at the middle of the south (near)
side; the seats follow clockwise seen from above, so seat i + 1 is on seat i's left (in every game "left"
is the next seat in turn order, clockwise). Quaternions everywhere are (w, x, y, z), as MuJoCo and
QQuaternion(scalar, x, y, z) use.

A Qt Quick 3D scene is y up: `to_y_up` converts positions and quaternions.

The die's own face layout (the mesh convention): the face whose outward normal is the die's local axis in
`FACE_NORMALS` carries that value; opposite faces sum to 7 and 1, 2, 3 run counter-clockwise around their
shared corner (a right-handed Western die). Poker dice use the same layout by index (1..6 = 9, 10, J, Q, K, A).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

Vec3 = tuple[float, float, float]

# value -> outward normal of that face in the die's own frame.
FACE_NORMALS: dict[int, Vec3] = {
    1: (0.0, 0.0, 1.0),
    6: (0.0, 0.0, -1.0),
    2: (1.0, 0.0, 0.0),
    5: (-1.0, 0.0, 0.0),
    3: (0.0, 1.0, 0.0),
    4: (0.0, -1.0, 0.0),
}

MIN_SEATS = 2
MAX_SEATS = 8


@dataclass(frozen=True)
class Material:
    """Contact behaviour of a surface against a die: Coulomb friction, spin (torsional) friction in metres,
    rolling friction in metres, and the bounce as a coefficient of restitution (0 dead .. 1 perfectly elastic)."""

    friction: float
    spin_friction: float
    roll_friction: float
    restitution: float


@dataclass(frozen=True)
class DieSpec:
    """A real acrylic bar die: 16 mm, about 4.5 g (pip and poker dice alike)."""

    edge: float = 0.016
    mass: float = 0.0045

    @property
    def half(self) -> float:
        return self.edge / 2


@dataclass(frozen=True)
class Box:
    """An axis-aligned box: centre and half extents, metres."""

    name: str
    center: Vec3
    half: Vec3


@dataclass(frozen=True)
class Seat:
    """Where a player sits. `rail_point` is on the rail's inner face in front of them, `facing` the unit
    vector from there toward the middle (xy), `cup_mouth` where their cup pours the dice (z: the mouth's height),
    `angle` the seat's bearing from the centre in radians (atan2 of its position)."""

    index: int
    rail_point: tuple[float, float]
    facing: tuple[float, float]
    cup_mouth: Vec3
    angle: float


@dataclass(frozen=True)
class Table:
    """Everything the physics and the scene share. `felt_half`: half length/width of the felt inside the
    rails; `throwing_area`: (xmin, ymin, xmax, ymax), the middle of the felt where thrown dice tumble and come to
    rest; the strip between it and the rails belongs to the seats (seat plates, set-aside dice, tokens)."""

    seats: tuple[Seat, ...]
    felt_half: tuple[float, float]
    rail_width: float
    rail_height: float
    rails: tuple[Box, ...]
    throwing_area: tuple[float, float, float, float]
    die: DieSpec
    felt: Material
    rail: Material
    die_on_die: Material

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    def to_json(self) -> dict[str, object]:
        """Plain data (dicts, lists, floats) for the scene; face normals as {"1": [x, y, z], ...}."""
        data = asdict(self)
        data["die"]["half"] = self.die.half
        data["face_normals"] = {str(value): list(normal) for value, normal in FACE_NORMALS.items()}
        data["frame"] = "metres, z up, felt top at z = 0; quaternions (w, x, y, z)"
        plain: dict[str, object] = _lists(data)  # type: ignore[assignment]
        return plain


def _lists(value: object) -> object:
    """Tuples to lists, recursively, so that the JSON shape is the same after a round trip."""
    if isinstance(value, dict):
        return {key: _lists(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return [_lists(item) for item in value]
    return value


# Felt surface: a dense wool cloth, grippy and dead. Rails: lacquered hardwood, lively. Die on die: acrylic.
FELT = Material(friction=0.4, spin_friction=0.003, roll_friction=0.0002, restitution=0.3)
RAIL = Material(friction=0.25, spin_friction=0.002, roll_friction=0.0001, restitution=0.5)
ACRYLIC = Material(friction=0.2, spin_friction=0.001, roll_friction=0.0001, restitution=0.55)

RAIL_WIDTH = 0.045
RAIL_HEIGHT = 0.055
SEAT_STRIP = 0.10  # depth of each seat's own strip of felt along the rail
CUP_INSET = 0.075  # the cup's mouth, this far in from the rail's inner face
CUP_MOUTH_HEIGHT = 0.035


def felt_half_size(seats: int) -> tuple[float, float]:
    """The felt grows with the table: 0.60 x 0.42 m for two seats up to 0.96 x 0.60 m for eight. A bar's dice
    mat, not a dining table: the dice must read clearly when the whole table is on screen."""
    _check_seats(seats)
    return (round(0.24 + 0.03 * seats, 6), round(0.18 + 0.015 * seats, 6))


def _check_seats(seats: int) -> None:
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a table seats {MIN_SEATS}..{MAX_SEATS} players, not {seats}")


# Seats per side (south, west, north, east) for 2..8 players: seat 0 always in the middle of the near side.
_SIDE_COUNTS: dict[int, tuple[int, int, int, int]] = {
    2: (1, 0, 1, 0),
    3: (1, 0, 2, 0),
    4: (1, 1, 1, 1),
    5: (1, 1, 2, 1),
    6: (1, 1, 3, 1),
    7: (1, 2, 2, 2),
    8: (1, 2, 3, 2),
}


def _seats(seats: int, half_x: float, half_y: float) -> tuple[Seat, ...]:
    # Clockwise seen from above: the south side runs east to west, the west side south to north, and so on.
    sides = (
        ((1.0, -half_y), (-1.0, 0.0), half_x),  # south: start east, run west
        ((-half_x, -1.0), (0.0, 1.0), half_y),  # west: start south, run north
        ((-1.0, half_y), (1.0, 0.0), half_x),  # north: start west, run east
        ((half_x, 1.0), (0.0, -1.0), half_y),  # east: start north, run south
    )
    placed: list[Seat] = []
    for (anchor, run, half_length), count in zip(sides, _SIDE_COUNTS[seats], strict=True):
        spacing = 2 * half_length / count if count else 0.0
        for k in range(count):
            along = (k - (count - 1) / 2) * spacing
            if run[0]:  # south or north side: x varies, y is the side's line
                point = (run[0] * along, anchor[1])
                facing = (0.0, -math.copysign(1.0, anchor[1]))
            else:
                point = (anchor[0], run[1] * along)
                facing = (-math.copysign(1.0, anchor[0]), 0.0)
            mouth = (point[0] + facing[0] * CUP_INSET, point[1] + facing[1] * CUP_INSET, CUP_MOUTH_HEIGHT)
            rail_point = (round(point[0], 6) + 0.0, round(point[1], 6) + 0.0)
            angle = round(math.atan2(rail_point[1], rail_point[0]), 6)
            placed.append(Seat(len(placed), rail_point, facing, _round3(mouth), angle))
    return tuple(placed)


def _round3(vector: Vec3) -> Vec3:
    return (round(vector[0], 6) + 0.0, round(vector[1], 6) + 0.0, round(vector[2], 6) + 0.0)


@cache
def table_for(seats: int) -> Table:
    """The table for `seats` players (2..8)."""
    half_x, half_y = felt_half_size(seats)
    rail_z = RAIL_HEIGHT / 2
    w = RAIL_WIDTH / 2
    rails = (
        Box("rail_south", (0.0, -half_y - w, rail_z), (half_x + RAIL_WIDTH, w, rail_z)),
        Box("rail_north", (0.0, half_y + w, rail_z), (half_x + RAIL_WIDTH, w, rail_z)),
        Box("rail_west", (-half_x - w, 0.0, rail_z), (w, half_y, rail_z)),
        Box("rail_east", (half_x + w, 0.0, rail_z), (w, half_y, rail_z)),
    )
    area = (-half_x + SEAT_STRIP, -half_y + SEAT_STRIP, half_x - SEAT_STRIP, half_y - SEAT_STRIP)
    return Table(
        seats=_seats(seats, half_x, half_y),
        felt_half=(half_x, half_y),
        rail_width=RAIL_WIDTH,
        rail_height=RAIL_HEIGHT,
        rails=rails,
        throwing_area=area,
        die=DieSpec(),
        felt=FELT,
        rail=RAIL,
        die_on_die=ACRYLIC,
    )


# The rotation taking this module's z-up frame to a y-up scene: -90 degrees about x, so (x, y, z) -> (x, z, -y).
_Z_TO_Y = np.array([math.sqrt(0.5), -math.sqrt(0.5), 0.0, 0.0])


def quat_multiply(a: npt.ArrayLike, b: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """Hamilton product of (w, x, y, z) quaternions; broadcasts over leading axes."""
    p, q = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    pw, px, py, pz = np.moveaxis(p, -1, 0)
    qw, qx, qy, qz = np.moveaxis(q, -1, 0)
    return np.stack(
        (
            pw * qw - px * qx - py * qy - pz * qz,
            pw * qx + px * qw + py * qz - pz * qy,
            pw * qy - px * qz + py * qw + pz * qx,
            pw * qz + px * qy - py * qx + pz * qw,
        ),
        axis=-1,
    )


def quat_rotate(q: npt.ArrayLike, v: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """Rotate vectors `v` (..., 3) by unit quaternions `q` (..., 4)."""
    quat = np.asarray(q, dtype=np.float64)
    vec = np.asarray(v, dtype=np.float64)
    u, w = quat[..., 1:], quat[..., :1]
    t = 2.0 * np.cross(u, vec)
    rotated: npt.NDArray[np.float64] = vec + w * t + np.cross(u, t)
    return rotated


def pose_to_y_up(
    position: Sequence[float], quaternion: Sequence[float], scale: float = 1.0
) -> tuple[tuple[float, float, float], tuple[float, float, float, float]]:
    """`to_y_up` for one pose in plain floats: the scene builds thousands of rows per step, and numpy's per-call
    overhead on four-element arrays made that the session's largest cost."""
    x, y, z = (float(value) for value in position)
    qw, qx, qy, qz = (float(value) for value in quaternion)
    h = math.sqrt(0.5)
    # (Z q) with Z = (h, -h, 0, 0), then times conj(Z) = (h, h, 0, 0)
    aw, ax, ay, az = h * qw + h * qx, h * qx - h * qw, h * qy + h * qz, h * qz - h * qy
    rotated = (aw * h - ax * h, aw * h + ax * h, ay * h + az * h, az * h - ay * h)
    return (x * scale, z * scale, -y * scale), rotated


def to_y_up(
    positions: npt.ArrayLike, quaternions: npt.ArrayLike, scale: float = 1.0
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Positions (..., 3) and orientations (..., 4) in this module's z-up frame to a y-up scene, positions times
    `scale` (100 for centimetres). A mesh modelled in the y-up scene carries face value v on the local axis
    `to_y_up(FACE_NORMALS[v], identity)` (1 on +y, 3 on -z, 2 on +x)."""
    pos = np.asarray(positions, dtype=np.float64)
    turned = np.stack((pos[..., 0], pos[..., 2], -pos[..., 1]), axis=-1) * scale
    conj = _Z_TO_Y * np.array([1.0, -1.0, -1.0, -1.0])
    return turned, quat_multiply(quat_multiply(_Z_TO_Y, quaternions), conj)
