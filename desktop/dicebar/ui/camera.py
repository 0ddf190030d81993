"""The table's camera (Table3D.qml's, and its backdrop's): framed from the table's real bounding points, pitched
steeply enough that the person at the near seat sees their own dice and cup over the near rail. No Qt here:
the QML type `TableFraming` (qml_types.py) and the tests call the same `frame_table`.

Scene frame: Qt Quick 3D's, y up, centimetres, felt top at y = 0, the near seat (seat 0) on the +z side. The camera
sits on the x = 0 plane, looks toward -z and down by `pitch` degrees (eulerRotation.x = -pitch), with a vertical
field of view `fov` (Qt's default orientation) and the principal point at the middle of the window.

The framing: for a given pitch, every bounding point (the rails' outer corners, top and bottom) must project into
the window less the HUD's bars and a margin. Each such condition is linear in the camera's position along its view
direction and its up axis, so the closest camera (the largest table) has a closed form. The pitch is then the
lowest (the most bar-like view) for which each near-seat mark's line of sight clears the near rail's top edge.
Framed so, the felt fills at least FELT_SHARE of the width or of the height between the HUD's bars.

The close-up (`close_up`): once a throw has settled, the same camera (pitch, field of view) moves in over that throw's
dice until the smallest of them is CLOSE_UP_SHARE of the window's height (DIE_SHARE is the rule), their group centred
between the HUD's bars; never further than the whole table, and never so close that a die leaves the free area.
A die's size is the height of its box projected (an upright die turned square to the camera: turned any other way
about its vertical axis it only looks larger). `guarded` points (PeekPoker's hidden private dice) never look larger
than at the whole table unless they are out of the window.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from dicebar.physics.table import table_for
from dicebar.session import poker_scene
from dicebar.session.sizes import (
    CHIP_CLUSTER_SPREAD,
    CHIP_RADIUS,
    CUP_FOOT,
    PEEK_CUP_RADIUS,
    SCENE_SCALE,
    TOKEN_RADIUS,
    TOKEN_STACK,
)
from dicebar.session.table_scene import ASIDE_ROW, CUP_REST_INWARD, HAND_ROW, TableScene

FELT_SHARE = 0.70  # the whole table: the felt fills at least this share of the free width or height
DIE_SHARE = 0.06  # a close-up: every die of the throw at least this share of the window's height
CLOSE_UP_SHARE = 0.065  # what a close-up aims at: the rule and a little to spare
SEARCH_STEPS = 40  # halvings of the close-up's distance (far below a pixel)
CLOSE_UP_PITCH_STEP = 2.0  # degrees: a close-up steepens by this much at a time until the near rail hides no die
FOV = 30.0  # degrees, vertical
MIN_PITCH = 52.0  # the look of the table from a bar stool: no flatter than this
MAX_PITCH = 80.0
PITCH_STEP = 0.25
CLEARANCE = 0.25  # centimetres: a mark's line of sight passes at least this far above the near rail's top edge
SCALE = SCENE_SCALE

Point = tuple[float, float, float]


@dataclass(frozen=True)
class Window:
    """The view's size in pixels, the heights of the HUD bars lying over its top and bottom, the margin kept
    between the table and those edges, and `side`: the room kept between the window's sides and the dice rows of
    the seats on the table's ends (their seat plates, pushed in from the window's edge, must not cover them)."""

    width: float
    height: float
    top: float = 0.0
    bottom: float = 0.0
    margin: float = 0.0
    side: float = 0.0

    @property
    def aspect(self) -> float:
        return max(1.0, self.width) / max(1.0, self.height)


@dataclass(frozen=True)
class TableBox:
    """The table's size in scene centimetres (physics.table.Table scaled), `side_rows`: the outer edge of the dice
    rows of the seats on its ends (left and right on screen), a die high, at both ends of a row of five (those seats'
    plates, TablePage, stop at that edge: the framing leaves them room outside it), and the die's edge."""

    felt_half: tuple[float, float]
    rail_width: float
    rail_height: float
    side_rows: tuple[Point, ...] = ()
    die_edge: float = 1.6

    @property
    def outer_half(self) -> tuple[float, float]:
        return (self.felt_half[0] + self.rail_width, self.felt_half[1] + self.rail_width)

    def rail_corners(self) -> list[Point]:
        """The four rails' outer corners, at their tops and at the felt."""
        hx, hz = self.outer_half
        return [(sx * hx, y, sz * hz) for sx in (-1, 1) for sz in (-1, 1) for y in (0.0, self.rail_height)]

    def felt_corners(self) -> list[Point]:
        """The felt's four corners, on its surface (inside the rails)."""
        hx, hz = self.felt_half
        return [(sx * hx, 0.0, sz * hz) for sx in (-1, 1) for sz in (-1, 1)]

    def die_box(self, centre: Point) -> list[Point]:
        """The eight corners of a die lying square to the table's sides with its centre at `centre`."""
        h = self.die_edge / 2
        x, y, z = centre
        return [(x + sx * h, y + sy * h, z + sz * h) for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]


@dataclass(frozen=True)
class Camera:
    fov: float
    pitch: float
    position: Point

    @property
    def forward(self) -> Point:
        p = math.radians(self.pitch)
        return (0.0, -math.sin(p), -math.cos(p))

    @property
    def up(self) -> Point:
        p = math.radians(self.pitch)
        return (0.0, math.cos(p), -math.sin(p))

    def project(self, point: Point, window: Window) -> tuple[float, float]:
        """Window pixels (x right, y down) of a scene point in front of the camera, as View3D.mapFrom3DScene."""
        rel = _sub(point, self.position)
        depth = _dot(rel, self.forward)
        t = math.tan(math.radians(self.fov) / 2)
        ndc_x = rel[0] / (depth * t * window.aspect)
        ndc_y = _dot(rel, self.up) / (depth * t)
        return ((ndc_x + 1) / 2 * window.width, (1 - ndc_y) / 2 * window.height)

    def clearance(self, point: Point, table: TableBox) -> float:
        """How far (cm) above the near rail's top inner edge the line of sight to `point` (inside the rails)
        passes; negative: the rail hides it."""
        edge_z = table.felt_half[1]
        _, cy, cz = self.position
        t = (edge_z - point[2]) / (cz - point[2])  # along the sight line from the point to the camera
        return point[1] + t * (cy - point[1]) - table.rail_height


@dataclass(frozen=True)
class Mark:
    """A point the person at the near seat must see: what it is, and where (scene cm)."""

    what: str
    point: Point


def _dot(a: Point, b: Point) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _sub(a: Point, b: Point) -> Point:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


@lru_cache(maxsize=16)
def table_box(seats: int) -> TableBox:
    seats = max(2, min(8, seats))
    table = table_for(seats)
    scene = TableScene(seats)
    rows: list[Point] = []
    for seat in table.seats:
        if seat.facing[0]:  # a seat on the table's west or east end: its row's ends, at the row's outer edge, die high
            edge, _ = scene.row_edge(seat.index)
            for _, y, _ in scene.row_positions(seat.index, 5, HAND_ROW)[::4]:
                rows.append((edge * SCALE, table.die.edge * SCALE, -y * SCALE))
    return TableBox(
        (table.felt_half[0] * SCALE, table.felt_half[1] * SCALE),
        table.rail_width * SCALE,
        table.rail_height * SCALE,
        tuple(rows),
        table.die.edge * SCALE,
    )


@lru_cache(maxsize=16)
def near_marks(seats: int) -> tuple[Mark, ...]:
    """The lowest, nearest points of what lies at the near seat, each at its front (the side toward the viewer):
    the dice of its hand row and its set-aside row (their bottom front edges: the whole die shows), the cup
    standing at rest (its foot), the token stack, and PeekPoker's cup and chip stack."""
    table = table_for(max(2, min(8, seats)))
    near = table.seats[0]
    rail_z = -near.rail_point[1] * SCALE  # the scene's z is the physics' -y; seat 0 is on the +z side
    die_half = table.die.half * SCALE

    def at(inward: float, reach: float, x: float = 0.0, y: float = 0.0) -> Point:
        """A point `reach` (cm) toward the viewer from something centred `inward` (m) from the near rail."""
        return (x, y, rail_z - inward * SCALE + reach)

    chip_reach = CHIP_RADIUS * SCALE * CHIP_CLUSTER_SPREAD  # the column nearest the viewer in a stack of three or more
    token_inward = (1 - TOKEN_STACK) * abs(near.rail_point[1])
    return (
        Mark("hand row die", at(HAND_ROW, die_half)),
        Mark("set-aside die", at(ASIDE_ROW, die_half)),
        Mark("cup at rest", at(min(CUP_REST_INWARD), CUP_FOOT * SCALE, x=10.0)),
        Mark("token stack", at(token_inward, TOKEN_RADIUS * SCALE)),
        Mark("PeekPoker cup", at(poker_scene.CUP_SPOT[0], PEEK_CUP_RADIUS * SCALE, x=6.5)),
        Mark("PeekPoker chips", at(poker_scene.STACK_SPOT[0], chip_reach, x=-7.0)),
    )


def fit(table: TableBox, window: Window, pitch: float, fov: float = FOV) -> Camera:
    """The closest camera at this pitch that keeps every rail corner inside the window's free area (between the
    HUD bars, less the margin) and the end seats' rows `window.side` in from its sides, centred vertically between
    the bars when the width is what limits it."""
    probe = Camera(fov, pitch, (0.0, 0.0, 0.0))
    d, u = probe.forward, probe.up
    t = math.tan(math.radians(fov) / 2)
    h = max(1.0, window.height)
    # ndc limits: the free area's top and bottom, and the sides
    top = t * max(0.05, 1 - 2 * (window.top + window.margin) / h)
    bottom = t * max(0.05, 1 - 2 * (window.bottom + window.margin) / h)
    w = max(1.0, window.width)
    side = t * window.aspect * max(0.05, 1 - 2 * window.margin / w)
    row_side = t * window.aspect * max(0.05, 1 - 2 * window.side / w)
    # Camera at a * d + b * u. A point p is inside when, with depth = p.d - a and rise = p.u - b,
    # rise <= top * depth, -rise <= bottom * depth, |p.x| <= side * depth: each a bound on a, linear in b.
    points = table.rail_corners()
    above = min(_dot(p, d) - _dot(p, u) / top for p in points)  # a <= above + b / top
    below = min(_dot(p, d) + _dot(p, u) / bottom for p in points)  # a <= below - b / bottom
    across = min(
        [_dot(p, d) - abs(p[0]) / side for p in points] + [_dot(p, d) - abs(p[0]) / row_side for p in table.side_rows]
    )  # a <= across
    b = (below - above) / (1 / top + 1 / bottom)
    a = min(above + b / top, across)
    return Camera(fov, pitch, (0.0, a * d[1] + b * u[1], a * d[2] + b * u[2]))


def sees_near_seat(camera: Camera, table: TableBox, marks: tuple[Mark, ...]) -> bool:
    return all(camera.clearance(mark.point, table) >= CLEARANCE for mark in marks)


@lru_cache(maxsize=64)
def frame_table(seats: int, window: Window, fov: float = FOV) -> Camera:
    """The camera for a table of `seats` in `window`: the lowest pitch from MIN_PITCH up for which the near seat's
    marks all show over the near rail, framed as closely as the window allows."""
    table, marks = table_box(seats), near_marks(seats)
    pitch = MIN_PITCH
    while pitch < MAX_PITCH:
        camera = fit(table, window, pitch, fov)
        if sees_near_seat(camera, table, marks):
            return camera
        pitch += PITCH_STEP
    return fit(table, window, MAX_PITCH, fov)


def box_height(camera: Camera, corners: Sequence[Point], window: Window) -> float:
    """How tall (pixels) a box with these corners looks through `camera`."""
    ys = [camera.project(corner, window)[1] for corner in corners]
    return max(ys) - min(ys)


def die_height(camera: Camera, centre: Point, table: TableBox, window: Window) -> float:
    """How tall (pixels) a die resting at `centre` looks through `camera` (TableBox.die_box)."""
    return box_height(camera, table.die_box(centre), window)


def felt_share(camera: Camera, table: TableBox, window: Window) -> float:
    """The share of the free width (the window's) or of the free height (between the HUD's bars) that the felt's
    projected corners span, whichever is larger: the one that binds the framing."""
    projected = [camera.project(corner, window) for corner in table.felt_corners()]
    xs = [x for x, _ in projected]
    ys = [y for _, y in projected]
    free_height = max(1.0, window.height - window.top - window.bottom)
    return max((max(xs) - min(xs)) / max(1.0, window.width), (max(ys) - min(ys)) / free_height)


def _free_area(window: Window) -> tuple[float, float, float, float]:
    """The free area less the margin: left, top, right, bottom in window pixels."""
    return (
        window.margin,
        window.top + window.margin,
        window.width - window.margin,
        window.height - window.bottom - window.margin,
    )


def _aimed(whole: Camera, target: Point, distance: float, window: Window) -> Camera:
    """`whole`'s pitch and field of view, `distance` from `target` along the view, `target` seen in the middle of
    the free area (across: the window's middle; up and down: halfway between the HUD's bars)."""
    d, u = whole.forward, whole.up
    t = math.tan(math.radians(whole.fov) / 2)
    middle = (window.bottom - window.top) / max(1.0, window.height)  # the free area's middle, in ndc
    rise = -middle * distance * t  # the camera's offset along its up axis
    position = (target[0], target[1] - distance * d[1] + rise * u[1], target[2] - distance * d[2] + rise * u[2])
    return Camera(whole.fov, whole.pitch, position)


def _in_view(camera: Camera, points: Sequence[Point], window: Window, inset: float = 0.0) -> bool:
    left, top, right, bottom = _free_area(window)
    for point in points:
        if _dot(_sub(point, camera.position), camera.forward) <= 0:
            return False
        x, y = camera.project(point, window)
        if not (left + inset <= x <= right - inset and top + inset <= y <= bottom - inset):
            return False
    return True


def _out_of_window(camera: Camera, corners: Sequence[Point], window: Window) -> bool:
    """Whether a box with these corners lies wholly outside the window (or behind the camera)."""
    projected = [
        camera.project(corner, window) for corner in corners if _dot(_sub(corner, camera.position), camera.forward) > 0
    ]
    if not projected:
        return True
    xs = [x for x, _ in projected]
    ys = [y for _, y in projected]
    return max(xs) < 0 or min(xs) > window.width or max(ys) < 0 or min(ys) > window.height


def _clear_of_near_rail(camera: Camera, dice: Sequence[Point], table: TableBox) -> bool:
    """Whether the near rail hides no die from `camera` (each die's bottom front edge shows over its top edge)."""
    if camera.position[2] <= table.felt_half[1]:  # the camera is over the felt: the near rail is behind it
        return True
    return all(camera.clearance((x, 0.0, z + table.die_edge / 2), table) >= CLEARANCE for x, _, z in dice)


def close_up(
    seats: int, window: Window, dice: Sequence[Point], guarded: Sequence[Point] = (), fov: float = FOV
) -> Camera:
    """The camera over a settled throw's `dice` (their centres, scene centimetres) for a table of `seats` in
    `window`: see the module's docstring. The whole table's pitch, or steeper where the near rail would hide a die
    lying close to it. No dice: the whole table."""
    whole = frame_table(seats, window, fov)
    if not dice:
        return whole
    table = table_box(seats)
    boxes = [table.die_box(die) for die in dice]
    wanted = CLOSE_UP_SHARE * window.height
    if min(box_height(whole, box, window) for box in boxes) >= wanted:
        return whole
    pitch = whole.pitch
    while pitch <= MAX_PITCH:
        camera = _close_at(
            Camera(fov, pitch, whole.position), whole, table=table, window=window, boxes=boxes, guarded=guarded
        )
        if camera is not None and _clear_of_near_rail(camera, dice, table):
            return camera
        pitch += CLOSE_UP_PITCH_STEP
    return _close_at(whole, whole, table=table, window=window, boxes=boxes, guarded=guarded) or whole


def _close_at(
    pose: Camera,
    whole: Camera,
    *,
    table: TableBox,
    window: Window,
    boxes: Sequence[Sequence[Point]],
    guarded: Sequence[Point],
) -> Camera | None:
    """The close-up at `pose`'s pitch (see close_up), or None when none is allowed."""
    corners = [corner for box in boxes for corner in box]
    xs, ys, zs = ([corner[axis] for corner in corners] for axis in range(3))
    target = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, (min(zs) + max(zs)) / 2)
    farthest = _dot(_sub(target, whole.position), whole.forward)  # the whole table's distance, along the view
    wanted = CLOSE_UP_SHARE * window.height

    def smallest(camera: Camera) -> float:
        return min(box_height(camera, box, window) for box in boxes)

    def allowed(camera: Camera) -> bool:
        """Every die inside the free area, a die's height in from its edges; no guarded point larger than at the
        whole table unless out of the window."""
        if not _in_view(camera, corners, window, inset=wanted):
            return False
        for point in guarded:
            box = table.die_box(point)
            if (
                not _out_of_window(camera, box, window)
                and box_height(camera, box, window) > box_height(whole, box, window) + 0.5
            ):
                return False
        return True

    # the farthest distance that shows the smallest die as large as wanted (the dice grow as the camera nears)
    near, far = 0.0, farthest
    for _ in range(SEARCH_STEPS):
        middle = (near + far) / 2
        if smallest(_aimed(pose, target, middle, window)) >= wanted:
            near = middle
        else:
            far = middle
    closest = near
    if allowed(_aimed(pose, target, closest, window)):
        return _aimed(pose, target, closest, window)
    # too close for every die to show (or for a guarded one): back off to the nearest distance that allows it
    near, far = closest, farthest
    for _ in range(SEARCH_STEPS):
        middle = (near + far) / 2
        if allowed(_aimed(pose, target, middle, window)):
            far = middle
        else:
            near = middle
    camera = _aimed(pose, target, far, window)
    return camera if allowed(camera) else None
