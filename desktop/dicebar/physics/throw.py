"""Plan a throw: simulate the dice first, then turn each die's faces so that the face on top shows the model's value.

`plan_throw(values, seed)` runs MuJoCo (dice as 16 mm, 4.5 g boxes poured from the cup's mouth in front of a
seat toward the middle, bouncing off the rails, the felt and each other), records every die's pose at 60 fps
(or 120, 240) until all of them rest, and returns a `ThrowPlan`:

- `positions` (F, N, 3) float32 metres and `orientations` (F, N, 4) float32 (w, x, y, z): die i's body pose at
  frame f (time f / fps). Frame 0 is the pour; the last frame is the rest pose. Consecutive quaternions keep
  the same hemisphere. A die rolling at 1.5 m/s spins near 190 rad/s, so at 60 fps it may turn almost half a
  revolution between frames: show the frames as they are, or ask for fps=240 to interpolate between them.
- `offsets` (N, 4): the fixed rotation of die i's mesh inside its body (a rotation of the die's face labels).
  Shown orientation = orientations[f, i] * offsets[i]; at rest the face on top then carries `values[i]`.
  Opposite faces keep summing to 7 because the offset is one of the cube's 24 rotations.
- `contacts`: `ContactEvent(time, kind, impulse, die, other)` for every hit worth a sound: kind "felt",
  "rail", "die" (another thrown die, index `other`) or an obstacle's kind (`other` = -1); impulse in N*s.
  `sound_cues()` keeps the loudest few per frame for the mixer; `ContactEvent.loudness()` is 0..1.
- `cocked`: dice that came to rest tilted (against a rail or another die) or lying on something. By default
  the planner throws again with the next seed derived from `seed` until no die is cocked, every die lies
  inside the rails and the dice (up to SPREAD_DICE of them) rest within SETTLE_SPREAD of one another and
  SOUTH_RAIL_GAP clear of the south rail (after SPREAD_ATTEMPTS attempts, the pour is made calmer and slower for
  up to CALM_ATTEMPTS more; then the first flat throw is taken however spread); `allow_cocked=True` keeps a
  cocked result (Layman's cocked dice option). Should every one of MAX_ATTEMPTS throws cock a die, the first is
  returned with `cocked` set; should none settle inside the rails at all (a table covered with obstacles),
  RuntimeError.

`occupied`: things already lying on the felt (set-aside dice, other seats' dice, token stacks) as `Obstacle`s.
They are fixed: thrown dice bounce off them and never come to rest inside them.

`plan_moves` gives eased arcs for dice, tokens and chips travelling from A to B (pure data, 60 fps).

Same inputs, same plan: everything random comes from `random.Random` seeded by a string of `seed` and the
attempt number, and MuJoCo is deterministic for a given model and initial state.
"""

from __future__ import annotations

import math
import random
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import mujoco  # type: ignore[import-untyped]
import numpy as np
import numpy.typing as npt

from dicebar.physics.moves import MovePlan, plan_moves
from dicebar.physics.table import FACE_NORMALS, DieSpec, Material, Table, Vec3, quat_multiply, table_for

__all__ = [
    "ContactEvent",
    "MovePlan",
    "Obstacle",
    "ThrowMotion",
    "ThrowPlan",
    "bounce",
    "damping_ratio",
    "face_offset",
    "plan_motion",
    "plan_moves",
    "plan_throw",
    "pour_speed",
    "top_face",
]

FPS = 60  # frames recorded per second by default; 120 and 240 may be asked for
STEPS_PER_FRAME = 4  # physics steps per 60 fps frame
STEPS_PER_SECOND = FPS * STEPS_PER_FRAME
TIMESTEP = 1.0 / STEPS_PER_SECOND
RECORDING_RATES = (60, 120, 240)
MAX_SECONDS = 6.0  # a throw that has not settled by then is thrown again
MAX_ATTEMPTS = 40
REST_SPEED = 0.004  # m/s
REST_SPIN = 0.15  # rad/s
REST_FRAMES = 6  # this many still frames in a row: at rest
FLAT_DEGREES = 2.0  # a die tilted more than this is cocked
GRID = 0.028  # spacing of the dice in the cup: more than a die's diagonal (27.7 mm), so none start overlapping
CUP_COLUMNS = 3
CUP_ROWS = 3
# The pour's speed: measured on this felt, a pour at v m/s carries the dice a median 0.41 * (v - 0.5) ** 1.33 m.
SPEED_AT_REST = 0.5
TRAVEL_SCALE = 0.41
TRAVEL_POWER = 1.33
OVERSHOOT = 1.3  # aim the median die past the middle, so that the harder pours reach the far rail
MIN_SPEED, MAX_SPEED = 1.0, 2.6
SPREAD_DEGREES = 14.0  # the whole pour's aim varies this much either way
# The thrown dice come to rest within this box (x along the table, y across it, centre to centre, metres) if any of
# the attempts lets them: then one close view shows every die large (dicebar.ui.camera.close_up).
SETTLE_SPREAD = (0.34, 0.17)
# ... and no nearer the south rail (the near one: the camera looks from that side) than this, centre to its inner
# face: a die lying closer would hide behind it even from a close-up looking steeply down.
SOUTH_RAIL_GAP = 0.025
SPREAD_ATTEMPTS = 8  # attempts poured as usual; a throw of them all flat but spread is poured again calmer:
CALM = 0.4  # each die's scatter of heading and speed, and the whole pour's aim, narrowed to this share
CALM_SPEED = 0.8  # and the pour no faster than the planner's own (a flick's may be harder), times this: the
# spread seen was dice carried apart by the rails, or against the south rail
CALM_ATTEMPTS = 8  # calmer attempts at most (one or two suffice); then the first flat throw is taken however spread
SPREAD_DICE = 5  # a throw of more dice (a hand is five) is not held to SETTLE_SPREAD
# A launch given by the hand (a flick: `plan_motion(speed=...)`) is followed closely: its aim and speed vary less.
LAUNCH_SPREAD_DEGREES = 4.0
LAUNCH_SPEED_SPREAD = (0.94, 1.06)
FELT_ENTITY, RAIL_ENTITY, FIRST_DIE_ENTITY = 0, 1, 2


@dataclass(frozen=True)
class Obstacle:
    """Something lying on the felt that thrown dice bounce off: a box standing on the felt (centre z = half
    height), turned `yaw` radians about z. `kind` names it for the contact sounds ("die", "tokens", "chips")."""

    center: Vec3
    half: Vec3
    yaw: float = 0.0
    kind: str = "die"

    @classmethod
    def die_at(cls, x: float, y: float, yaw: float = 0.0, table: Table | None = None) -> Obstacle:
        """A die lying flat at (x, y)."""
        half = (table or table_for(2)).die.half
        return cls((x, y, half), (half, half, half), yaw, "die")

    @classmethod
    def from_pose(cls, position: Sequence[float], quaternion: Sequence[float], table: Table | None = None) -> Obstacle:
        """A die at rest where a plan left it (`rest_positions[i]`, `rest_orientations[i]`)."""
        # A cube's yaw is that of whichever of its axes lies flattest: the column of the rotation matrix with the
        # smallest z. Plain floats: a throw makes one per die lying on the felt, at the press of Roll.
        w, x, y, z = (float(v) for v in quaternion)
        columns = (
            (1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)),
            (2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)),
            (2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)),
        )
        axis = min(columns, key=lambda column: abs(column[2]))
        return cls.die_at(float(position[0]), float(position[1]), math.atan2(axis[1], axis[0]), table)


@dataclass(frozen=True)
class ContactEvent:
    """One hit worth a sound: `time` seconds after the pour, `kind` felt/rail/die/obstacle kind, `impulse` in N*s,
    the thrown `die` and, for die on die, the `other` thrown die (-1 otherwise)."""

    time: float
    kind: str
    impulse: float
    die: int
    other: int = -1

    def loudness(self, reference: float = 0.0045 * 1.5) -> float:
        """0..1 for the sound: the impulse of a 4.5 g die stopped from 1.5 m/s is full volume."""
        return min(1.0, self.impulse / reference)


@dataclass(frozen=True, eq=False)
class ThrowPlan:
    """A planned throw (see the module docstring for the shapes)."""

    values: tuple[int, ...]
    seed: int
    attempt: int
    positions: npt.NDArray[np.float32]
    orientations: npt.NDArray[np.float32]
    offsets: npt.NDArray[np.float64]
    contacts: tuple[ContactEvent, ...]
    cocked: tuple[int, ...]
    body_tops: tuple[int, ...]  # the face value of the unturned mesh that ends on top, per die
    fps: int = FPS

    @property
    def frame_count(self) -> int:
        return int(self.positions.shape[0])

    @property
    def duration(self) -> float:
        return (self.frame_count - 1) / self.fps

    @property
    def rest_positions(self) -> npt.NDArray[np.float32]:
        rest: npt.NDArray[np.float32] = self.positions[-1]
        return rest

    @property
    def rest_orientations(self) -> npt.NDArray[np.float32]:
        rest: npt.NDArray[np.float32] = self.orientations[-1]
        return rest

    def shown_orientations(self) -> npt.NDArray[np.float64]:
        """Orientation of each die's mesh per frame: body orientation times the face offset, (F, N, 4)."""
        return quat_multiply(self.orientations, self.offsets[np.newaxis, :, :])

    def sound_cues(self, min_loudness: float = 0.03, per_frame: int = 3) -> list[ContactEvent]:
        """The contacts worth a sample: at least `min_loudness`, and only the `per_frame` loudest in any 1/60 s
        (25 dice make some 300 contacts in a second; a mixer needs far fewer). In time order."""
        kept: list[ContactEvent] = []
        by_frame: dict[int, list[ContactEvent]] = {}
        for event in self.contacts:
            if event.loudness() >= min_loudness:
                by_frame.setdefault(math.floor(event.time * FPS), []).append(event)
        for events in by_frame.values():
            kept += sorted(events, key=lambda event: -event.impulse)[:per_frame]
        return sorted(kept, key=lambda event: (event.time, event.die, event.other))

    def obstacles(self, table: Table | None = None) -> tuple[Obstacle, ...]:
        """These dice at rest, as obstacles for the next throw."""
        return tuple(
            Obstacle.from_pose(p, q, table) for p, q in zip(self.rest_positions, self.rest_orientations, strict=True)
        )

    def to_json(self) -> dict[str, object]:
        """Plain lists for QML: positions/orientations as [frame][die][component], rounded to 0.01 mm / 1e-6."""
        return {
            "values": list(self.values),
            "seed": self.seed,
            "attempt": self.attempt,
            "fps": self.fps,
            "frames": self.frame_count,
            "positions": np.round(self.positions.astype(np.float64), 5).tolist(),
            "orientations": np.round(self.orientations.astype(np.float64), 6).tolist(),
            "offsets": np.round(self.offsets, 6).tolist(),
            "contacts": [
                {"time": round(c.time, 4), "kind": c.kind, "impulse": c.impulse, "die": c.die, "other": c.other}
                for c in self.contacts
            ],
            "cocked": list(self.cocked),
        }


# ---------------------------------------------------------------------------------------------------------------
# Face relabelling


def _matrix(quaternion: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """3x3 rotation matrix of a unit (w, x, y, z) quaternion."""
    w, x, y, z = quaternion
    return np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
            [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
            [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)],
        ]
    )


def _quaternion(matrix: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    result = np.zeros(4)
    mujoco.mju_mat2Quat(result, matrix.reshape(9))
    return result


def _cube_rotations() -> list[npt.NDArray[np.float64]]:
    """The 24 proper rotations of a cube: signed permutation matrices with determinant +1."""
    rotations = []
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        for signs in np.ndindex(2, 2, 2):
            matrix = np.zeros((3, 3))
            for row, column in enumerate(perm):
                matrix[row, column] = -1.0 if signs[row] else 1.0
            if np.linalg.det(matrix) > 0:
                rotations.append(matrix)
    return rotations


@lru_cache(maxsize=1)
def _offset_table() -> dict[tuple[int, int], npt.NDArray[np.float64]]:
    """(value of the unturned face on top, wanted value) -> the smallest cube rotation of the mesh that puts the
    wanted face where the top one was, as a quaternion."""
    table: dict[tuple[int, int], npt.NDArray[np.float64]] = {}
    rotations = _cube_rotations()
    for top, top_normal in FACE_NORMALS.items():
        for wanted, wanted_normal in FACE_NORMALS.items():
            fitting = [r for r in rotations if np.allclose(r @ np.array(wanted_normal), top_normal)]
            best = max(fitting, key=lambda r: float(np.trace(r)))  # largest trace: smallest rotation angle
            table[(top, wanted)] = _quaternion(best)
    return table


def face_offset(top: int, wanted: int) -> npt.NDArray[np.float64]:
    """The mesh offset (w, x, y, z) that makes a die whose unturned face `top` is up show `wanted` instead."""
    return _offset_table()[(top, wanted)].copy()


def top_face(quaternion: npt.ArrayLike) -> tuple[int, float]:
    """Which face value of the unturned mesh points up for a body orientation, and its tilt from +z in degrees."""
    rotation = _matrix(np.asarray(quaternion, dtype=np.float64))
    best_value, best_z = 0, -2.0
    for value, normal in FACE_NORMALS.items():
        z = float(rotation[2] @ np.array(normal))
        if z > best_z:
            best_value, best_z = value, z
    return best_value, math.degrees(math.acos(min(1.0, best_z)))


# ---------------------------------------------------------------------------------------------------------------
# The MuJoCo model


# MuJoCo's soft contact bounces by its damping ratio, not by the textbook oscillator formula (its damping term does
# not scale with the ratio). Measured: a flat 16 mm, 4.5 g die dropped at 1 m/s on a plane with solref
# (2 * TIMESTEP, ratio) rebounds with this coefficient of restitution. Pairs (restitution, damping ratio).
_BOUNCE_CALIBRATION = (
    (0.067, 3.0),
    (0.100, 2.0),
    (0.123, 1.7),
    (0.162, 1.4),
    (0.206, 1.2),
    (0.238, 1.1),
    (0.279, 1.0),
    (0.335, 0.9),
    (0.414, 0.8),
    (0.465, 0.75),
    (0.528, 0.7),
    (0.606, 0.65),
    (0.704, 0.6),
)


def damping_ratio(restitution: float) -> float:
    """The contact damping ratio that gives a die this coefficient of restitution (calibrated, see above)."""
    bounces = [bounce for bounce, _ in _BOUNCE_CALIBRATION]
    ratios = [ratio for _, ratio in _BOUNCE_CALIBRATION]
    return float(np.interp(restitution, bounces, ratios))


def bounce(material: Material, speed: float = 1.0, die: DieSpec | None = None) -> float:
    """Measured coefficient of restitution: a die dropped flat at `speed` m/s on a floor of `material`."""
    die = die or DieSpec()
    xml = (
        f'<mujoco><option timestep="{TIMESTEP:.8f}" integrator="implicitfast" cone="elliptic"/><worldbody>'
        f'<geom type="plane" size="1 1 0.1" priority="1" condim="4" {_contact_attributes(material)}/>'
        f'<body pos="0 0 {die.half * 1.05}"><freejoint/><geom type="box" size="{die.half} {die.half} {die.half}" '
        f'mass="{die.mass}"/></body></worldbody></mujoco>'
    )
    model = mujoco.MjModel.from_xml_string(xml)
    data = mujoco.MjData(model)
    data.qvel[2] = -speed
    rebound = 0.0
    for _ in range(STEPS_PER_SECOND // 4):
        mujoco.mj_step(model, data)
        rebound = max(rebound, float(data.qvel[2]))
    return rebound / speed


def _contact_attributes(material: Material) -> str:
    return (
        f'friction="{material.friction} {material.spin_friction} {material.roll_friction}" '
        f'solref="{2 * TIMESTEP:.6f} {damping_ratio(material.restitution):.4f}"'
    )


# Contact filter: the felt, the rails and the obstacles (all immovable) only touch the dice, never each other.
_STILL_CONTYPE, _STILL_AFFINITY = 2, 0
_DIE_CONTYPE, _DIE_AFFINITY = 1, 3
PARKED_Z = -10.0  # an obstacle slot that this throw does not use waits here, far under the felt


def _model_xml(table: Table, dice: int, shapes: tuple[Vec3, ...]) -> str:
    """The table, `dice` free dice and one mocap body per obstacle shape (its half sizes): the obstacles' poses
    are set per throw in MjData (mocap_pos, mocap_quat), so one compiled model serves every throw."""
    felt, rail, acrylic = table.felt, table.rail, table.die_on_die
    half = table.die.half
    hx, hy = table.felt_half
    still = f'contype="{_STILL_CONTYPE}" conaffinity="{_STILL_AFFINITY}"'
    parts = [
        "<mujoco>",
        '<compiler angle="radian"/>',
        f'<option timestep="{TIMESTEP:.8f}" integrator="implicitfast" cone="elliptic"/>',
        "<worldbody>",
        # The felt is an infinite plane; dice that fly over a rail are caught by the planner, not the model.
        f'<geom name="felt" type="plane" size="{hx} {hy} 0.01" priority="1" condim="4" {still} '
        f"{_contact_attributes(felt)}/>",
    ]
    for box in table.rails:
        parts.append(
            f'<geom name="{box.name}" type="box" pos="{_fmt(box.center)}" size="{_fmt(box.half)}" priority="1" '
            f'condim="4" {still} {_contact_attributes(rail)}/>'
        )
    for index in range(dice):
        parts.append(
            f'<body name="die{index}"><freejoint/><geom type="box" size="{half} {half} {half}" '
            f'mass="{table.die.mass}" condim="4" contype="{_DIE_CONTYPE}" conaffinity="{_DIE_AFFINITY}" '
            f"{_contact_attributes(acrylic)}/></body>"
        )
    for index, shape in enumerate(shapes):
        parts.append(
            f'<body name="obstacle{index}" mocap="true" pos="{10.0 * (index + 1):.1f} 0 {PARKED_Z}">'
            f'<geom name="obstacle{index}" type="box" size="{_fmt(shape)}" priority="1" condim="4" {still} '
            f"{_contact_attributes(acrylic)}/></body>"
        )
    parts += ["</worldbody>", "</mujoco>"]
    return "\n".join(parts)


def _fmt(vector: Sequence[float]) -> str:
    return " ".join(f"{component:.6f}" for component in vector)


@dataclass(frozen=True, eq=False)  # identity: kept in a WeakSet
class _Model:
    model: mujoco.MjModel  # never changed after compiling: several planning threads may share it
    entity: npt.NDArray[np.int64]  # geom id -> entity (0 felt, 1 rail, 2.. dice, then obstacles)
    entities: int
    spare: list[mujoco.MjData] = field(default_factory=list)  # reset and reused: making one costs ~1 ms

    def borrow(self) -> mujoco.MjData:
        try:
            data = self.spare.pop()  # list.pop and append are atomic: safe from several planning threads
        except IndexError:
            return mujoco.MjData(self.model)
        mujoco.mj_resetData(self.model, data)
        return data


OBSTACLE_SLOTS = 8  # obstacle slots come in multiples of this, so a game's throws share a handful of models


def _slots(obstacles: tuple[Obstacle, ...]) -> tuple[Vec3, ...]:
    """The obstacle shapes a model is compiled with: this throw's in order, then spare dice-sized slots (parked)
    up to the next multiple of OBSTACLE_SLOTS. Throws among the same number of dice share one model."""
    shapes = tuple(tuple(float(v) for v in obstacle.half) for obstacle in obstacles)
    spare = -len(shapes) % OBSTACLE_SLOTS
    filler = shapes[-1] if shapes else None
    return shapes + (filler,) * spare if filler is not None else shapes  # type: ignore[return-value]


def _compiled_for(table: Table, dice: int, obstacles: tuple[Obstacle, ...]) -> _Model:
    return _compiled(table, dice, _slots(obstacles))


# Compiling costs ~3 ms; the obstacles' poses are data, so a game needs one model per dice count and slot count.
# Each model keeps a spare MjData whose arena (15-21 MB reserved) holds the pages its last throw touched, some
# 0.6 MB: a handful of models serve the throws of a game (the planner's thread compiles any other in ~4 ms).
MODELS_KEPT = 8


_models: weakref.WeakSet[_Model] = weakref.WeakSet()  # the compiled models alive, for release_spare_data


def release_spare_data() -> int:
    """Drop the MjData kept for the next throw of every compiled model (the next throw makes one in ~1 ms): for
    when the table has settled. Returns how many were dropped."""
    dropped = 0
    for model in list(_models):
        while model.spare:
            try:
                model.spare.pop()  # atomic: a planning thread may borrow or return one meanwhile
            except IndexError:
                break
            dropped += 1
    return dropped


@lru_cache(maxsize=MODELS_KEPT)
def _compiled(table: Table, dice: int, shapes: tuple[Vec3, ...]) -> _Model:
    model = mujoco.MjModel.from_xml_string(_model_xml(table, dice, shapes))
    entity = np.empty(model.ngeom, dtype=np.int64)
    for geom in range(model.ngeom):
        name = mujoco.mj_id2name(model, mujoco.mjtObj.mjOBJ_GEOM, geom) or ""
        body = int(model.geom_bodyid[geom])
        if name == "felt":
            entity[geom] = FELT_ENTITY
        elif name.startswith("rail"):
            entity[geom] = RAIL_ENTITY
        elif name.startswith("obstacle"):
            entity[geom] = FIRST_DIE_ENTITY + dice + int(name.removeprefix("obstacle"))
        else:
            entity[geom] = FIRST_DIE_ENTITY + body - 1
    compiled = _Model(model, entity, FIRST_DIE_ENTITY + dice + len(shapes))
    _models.add(compiled)
    return compiled


def _place_obstacles(data: mujoco.MjData, obstacles: tuple[Obstacle, ...]) -> None:
    """Put this throw's obstacles in their slots (the spare slots stay parked where the model put them)."""
    for index, obstacle in enumerate(obstacles):
        data.mocap_pos[index] = obstacle.center
        data.mocap_quat[index] = (math.cos(obstacle.yaw / 2), 0.0, 0.0, math.sin(obstacle.yaw / 2))


# ---------------------------------------------------------------------------------------------------------------
# One simulated throw


@dataclass
class _Run:
    positions: npt.NDArray[np.float32]
    orientations: npt.NDArray[np.float32]
    contacts: list[ContactEvent]
    settled: bool


def pour_speed(reach: float) -> float:
    """The mean pour speed (m/s) that carries the dice a median `reach` metres."""
    speed = SPEED_AT_REST + math.pow(reach / TRAVEL_SCALE, 1 / TRAVEL_POWER)
    return min(MAX_SPEED, max(MIN_SPEED, speed))


def _pour(
    *,
    dice: int,
    rng: random.Random,
    origin: Vec3,
    direction: tuple[float, float],
    reach: float,
    obstacles: tuple[Obstacle, ...],
    speed: float | None = None,
    calm: float = 1.0,
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Initial qpos (N, 7) and qvel (N, 6): the dice in a grid at the cup's mouth, poured toward `direction`, at
    the speed that carries them `reach` metres, or at `speed` m/s (a launch given by the hand, within limits).
    `calm` below 1 narrows the scatter of the aim and of every die's heading and speed to that share, and pours
    no faster than the planner's own speed times CALM_SPEED: the dice come to rest nearer one another."""
    forward = np.array([direction[0], direction[1], 0.0])
    forward /= np.linalg.norm(forward)
    side = np.array([-forward[1], forward[0], 0.0])
    per_layer = CUP_COLUMNS * CUP_ROWS
    slots = list(range(math.ceil(dice / per_layer) * per_layer))
    rng.shuffle(slots)
    base_z = _clear_height(origin, obstacles)
    # (the same draws either way: a throw without a launch is the one it always was)
    spread, (slower, faster) = (
        (SPREAD_DEGREES, (0.8, 1.25)) if speed is None else (LAUNCH_SPREAD_DEGREES, LAUNCH_SPEED_SPREAD)
    )
    aim = math.radians(rng.uniform(-spread, spread) * calm)
    base = pour_speed(reach) if speed is None else min(MAX_SPEED, max(MIN_SPEED, speed))
    if calm < 1.0:  # no faster than the planner's own pour, and slower
        base = max(MIN_SPEED, min(base, pour_speed(reach)) * CALM_SPEED)
    speed = base * (1 + (rng.uniform(slower, faster) - 1) * calm)
    qpos = np.zeros((dice, 7))
    qvel = np.zeros((dice, 6))
    for index in range(dice):
        layer, rest = divmod(slots[index], per_layer)
        row, column = divmod(rest, CUP_COLUMNS)
        jitter = np.array([rng.uniform(-0.002, 0.002) for _ in range(3)])
        qpos[index, :3] = (
            np.array((origin[0], origin[1], base_z))
            + side * (column - (CUP_COLUMNS - 1) / 2) * GRID
            + forward * row * GRID
            + np.array([0.0, 0.0, layer * GRID])
            + jitter
        )
        quaternion = np.array([rng.gauss(0.0, 1.0) for _ in range(4)])
        qpos[index, 3:] = quaternion / np.linalg.norm(quaternion)
        heading = aim + math.radians(rng.uniform(-8.0, 8.0) * calm)
        cos, sin = math.cos(heading), math.sin(heading)
        flat = forward * cos + side * sin
        scatter = 1 + rng.uniform(-0.12, 0.12) * calm
        qvel[index, :3] = flat * speed * scatter + np.array([0.0, 0.0, rng.uniform(-0.3, 0.3)])
        axis = np.array([rng.gauss(0.0, 1.0) for _ in range(3)])
        qvel[index, 3:] = axis / np.linalg.norm(axis) * rng.uniform(8.0, 30.0)
    return qpos, qvel


def _clear_height(origin: Vec3, obstacles: tuple[Obstacle, ...]) -> float:
    """The cup's lowest layer of dice, lifted above any obstacle under the mouth."""
    height = origin[2]
    reach = GRID * max(CUP_COLUMNS, CUP_ROWS) + 0.02
    for obstacle in obstacles:
        near = math.hypot(obstacle.center[0] - origin[0], obstacle.center[1] - origin[1])
        if near < reach + math.hypot(obstacle.half[0], obstacle.half[1]):
            height = max(height, obstacle.center[2] + obstacle.half[2] + GRID / 2 + 0.002)
    return height


def _simulate(
    compiled: _Model,
    start: tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]],
    mass: float,
    obstacles: tuple[Obstacle, ...],
    fps: int,
) -> _Run:
    """Step until every die has been still for REST_FRAMES frames (checked at 60 fps whatever `fps` records)."""
    model = compiled.model
    data = compiled.borrow()
    _place_obstacles(data, obstacles)
    qpos, qvel = start
    dice = qpos.shape[0]
    data.qpos[:] = qpos.reshape(-1)
    data.qvel[:] = qvel.reshape(-1)
    mujoco.mj_forward(model, data)
    every = STEPS_PER_SECOND // fps
    capacity = round(MAX_SECONDS * fps) + 1
    positions = np.empty((capacity, dice, 3), dtype=np.float32)
    orientations = np.empty((capacity, dice, 4), dtype=np.float32)
    positions[0], orientations[0] = qpos[:, :3], qpos[:, 3:]
    tracker = _ContactTracker(compiled, dice, mass, [obstacle.kind for obstacle in obstacles])
    state = data.qpos.reshape(dice, 7)
    velocity = data.qvel.reshape(dice, 6)
    still = step = recorded = 0
    while step < MAX_SECONDS * STEPS_PER_SECOND and still < REST_FRAMES:
        for _ in range(STEPS_PER_FRAME):
            mujoco.mj_step(model, data)
            tracker.record(step, data)
            step += 1
            if step % every == 0:
                recorded += 1
                positions[recorded], orientations[recorded] = state[:, :3], state[:, 3:]
        moving = np.any(np.abs(velocity[:, :3]) > REST_SPEED) or np.any(np.abs(velocity[:, 3:]) > REST_SPIN)
        still = 0 if moving else still + 1
    compiled.spare.append(data)
    count = recorded + 1
    return _Run(
        positions[:count].copy(), _continuous(orientations[:count]), tracker.events(), settled=still >= REST_FRAMES
    )


def _continuous(quaternions: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Flip signs so that each frame's quaternion is in the same hemisphere as the previous frame's."""
    dots = np.sum(quaternions[1:] * quaternions[:-1], axis=-1)
    flips = np.concatenate((np.ones((1, *dots.shape[1:])), np.where(dots < 0, -1.0, 1.0)), axis=0)
    signs = np.cumprod(flips, axis=0)
    return (quaternions * signs[..., np.newaxis]).astype(np.float32)


class _ContactTracker:
    """Turns per-step contact forces into hits. Each step only copies the contacts out (cheap); `events` then
    finds, per pair (die with felt, rail, another die or an obstacle), the runs of consecutive steps whose summed
    normal impulse exceeds three times a resting die's weight impulse: each run is one hit, its impulse the sum.
    A die lying still therefore makes no sound, and a die tumbling over on the felt clacks at every landing."""

    def __init__(self, compiled: _Model, dice: int, mass: float, kinds: Sequence[str]) -> None:
        self.entity = compiled.entity
        self.count = compiled.entities
        self.dice = dice
        self.kinds = tuple(kinds)
        self.threshold = 3.0 * mass * 9.81 * TIMESTEP
        self.steps: list[int] = []
        self.geoms: list[npt.NDArray[np.int32]] = []
        self.forces: list[npt.NDArray[np.float64]] = []

    def record(self, step: int, data: mujoco.MjData) -> None:
        contacts = data.ncon
        if contacts:
            contact = data.contact
            self.steps.append(step)
            self.geoms.append(contact.geom[:contacts].copy())
            self.forces.append(data.efc_force[contact.efc_address[:contacts]])

    def events(self) -> list[ContactEvent]:
        if not self.steps:
            return []
        sizes = [len(forces) for forces in self.forces]
        steps = np.repeat(np.array(self.steps, dtype=np.int64), sizes)
        geoms = np.concatenate(self.geoms)
        a, b = self.entity[geoms[:, 0]], self.entity[geoms[:, 1]]
        keys = np.minimum(a, b) * self.count + np.maximum(a, b)
        span = int(steps.max()) + 2
        codes, where = np.unique(keys * span + steps, return_inverse=True)
        impulses = np.bincount(where, weights=np.concatenate(self.forces) * TIMESTEP)
        active = impulses > self.threshold
        codes, impulses = codes[active], impulses[active]
        if not len(codes):
            return []
        pair, step = np.divmod(codes, span)
        # Codes are sorted by pair, then step: a hit starts at a new pair or after a gap of at least one step.
        starts = np.ones(len(codes), dtype=bool)
        starts[1:] = (pair[1:] != pair[:-1]) | (step[1:] != step[:-1] + 1)
        hit = np.cumsum(starts) - 1
        totals = np.bincount(hit, weights=impulses)
        found = [
            self._event(int(k), int(s), float(total))
            for k, s, total in zip(pair[starts], step[starts], totals, strict=True)
        ]
        return sorted(found, key=lambda event: (event.time, event.die, event.other))

    def _event(self, key: int, step: int, impulse: float) -> ContactEvent:
        low, high = divmod(key, self.count)
        time = round(step * TIMESTEP, 6)
        if low in (FELT_ENTITY, RAIL_ENTITY):
            return ContactEvent(time, "felt" if low == FELT_ENTITY else "rail", impulse, high - FIRST_DIE_ENTITY)
        if high - FIRST_DIE_ENTITY < self.dice:
            return ContactEvent(time, "die", impulse, low - FIRST_DIE_ENTITY, high - FIRST_DIE_ENTITY)
        return ContactEvent(time, self.kinds[high - FIRST_DIE_ENTITY - self.dice], impulse, low - FIRST_DIE_ENTITY)


# ---------------------------------------------------------------------------------------------------------------
# The planner


@dataclass(frozen=True, eq=False)
class ThrowMotion:
    """A simulated throw before any face is turned: the motion does not depend on the values the dice must show,
    so it can be planned before the model rolls them (`land` then turns the faces; see `plan_motion`)."""

    seed: int
    attempt: int
    positions: npt.NDArray[np.float32]
    orientations: npt.NDArray[np.float32]
    contacts: tuple[ContactEvent, ...]
    cocked: tuple[int, ...]
    body_tops: tuple[int, ...]
    fps: int = FPS

    @property
    def dice(self) -> int:
        return int(self.positions.shape[1])

    def land(self, values: Sequence[int]) -> ThrowPlan:
        """The plan whose dice come to rest showing `values` (one per die, 1..6)."""
        faces = _checked_faces(values)
        if len(faces) != self.dice:
            raise ValueError(f"this throw has {self.dice} dice, not {len(faces)} values")
        offsets = np.array([face_offset(top, wanted) for top, wanted in zip(self.body_tops, faces, strict=True)])
        return ThrowPlan(
            values=faces,
            seed=self.seed,
            attempt=self.attempt,
            positions=self.positions,
            orientations=self.orientations,
            offsets=offsets,
            contacts=self.contacts,
            cocked=self.cocked,
            body_tops=self.body_tops,
            fps=self.fps,
        )


def _checked_faces(values: Sequence[int]) -> tuple[int, ...]:
    faces = tuple(int(value) for value in values)
    if not faces:
        raise ValueError("a throw needs at least one die")
    if any(not 1 <= value <= 6 for value in faces):
        raise ValueError(f"die values are 1..6, not {faces}")
    return faces


def plan_throw(
    values: Sequence[int],
    seed: int,
    origin: Vec3 | None = None,
    direction: tuple[float, float] | None = None,
    occupied: Sequence[Obstacle] = (),
    *,
    table: Table | None = None,
    seat: int = 0,
    allow_cocked: bool = False,
    fps: int = FPS,
) -> ThrowPlan:
    """Plan a throw of `len(values)` dice that come to rest showing `values` (1..6 each).

    The cup pours from `origin` (default: `seat`'s cup mouth on `table`, default the two-seat table) toward
    `direction` (xy; default toward the middle of the felt). Attempts use seeds derived from `seed`; the first
    whose dice all rest flat inside the rails wins (with `allow_cocked`, one with cocked dice may win too).
    The same as `plan_motion(len(values), ...).land(values)`."""
    faces = _checked_faces(values)
    motion = plan_motion(
        len(faces), seed, origin, direction, occupied, table=table, seat=seat, allow_cocked=allow_cocked, fps=fps
    )
    return motion.land(faces)


def plan_motion(
    dice: int,
    seed: int,
    origin: Vec3 | None = None,
    direction: tuple[float, float] | None = None,
    occupied: Sequence[Obstacle] = (),
    *,
    table: Table | None = None,
    seat: int = 0,
    allow_cocked: bool = False,
    fps: int = FPS,
    speed: float | None = None,
) -> ThrowMotion:
    """Simulate a throw of `dice` dice (arguments as for `plan_throw`): everything but the faces' turning.
    `speed`: the pour's speed in m/s, held within MIN_SPEED..MAX_SPEED, for a launch the hand gave (with
    `direction`); by default the speed that carries the dice past the middle.
    Pure and thread-safe: the same arguments give the same motion in any thread (a compiled model is never
    changed; each simulation borrows its own MjData)."""
    if dice < 1:
        raise ValueError("a throw needs at least one die")
    if fps not in RECORDING_RATES:
        raise ValueError(f"a throw is recorded at {RECORDING_RATES} frames per second, not {fps}")
    table = table or table_for(2)
    mouth = origin if origin is not None else table.seats[seat].cup_mouth
    aim = direction if direction is not None else (-mouth[0], -mouth[1])
    length = math.hypot(*aim)
    if length < 1e-9:
        raise ValueError("the throw needs a direction")
    # How far to throw: past the middle of the felt, measured along the aim.
    to_middle = -(mouth[0] * aim[0] + mouth[1] * aim[1]) / length
    reach = OVERSHOOT * max(0.2, to_middle)
    obstacles = tuple(occupied)
    compiled = _compiled_for(table, dice, obstacles)
    fallback: tuple[int, _Run, tuple[tuple[int, ...], tuple[int, ...]]] | None = None
    fallback_flat = False
    for attempt in range(MAX_ATTEMPTS):
        rng = random.Random(f"dicebar-throw/{seed}/{attempt}")
        calm = CALM if fallback_flat and attempt >= SPREAD_ATTEMPTS else 1.0
        qpos, qvel = _pour(
            dice=dice, rng=rng, origin=mouth, direction=aim, reach=reach, obstacles=obstacles, speed=speed, calm=calm
        )
        run = _simulate(compiled, (qpos, qvel), table.die.mass, obstacles, fps)
        if not run.settled or not _inside(run.positions[-1], table):
            continue
        rest = _rest_faces(run, table)
        flat = not rest[1] or allow_cocked
        if flat and (dice > SPREAD_DICE or _in_view_together(run.positions[-1], table)):
            return _motion(seed, attempt, run, rest, fps=fps)
        if fallback is None or (flat and not fallback_flat):  # a flat throw, however spread, before a cocked one
            fallback, fallback_flat = (attempt, run, rest), flat
        if fallback_flat and attempt + 1 >= SPREAD_ATTEMPTS + CALM_ATTEMPTS:
            break
    if fallback is None:
        raise RuntimeError(f"no settled throw of {dice} dice in {MAX_ATTEMPTS} attempts (seed {seed})")
    attempt, run, rest = fallback
    return _motion(seed, attempt, run, rest, fps=fps)


def _inside(rest: npt.NDArray[np.float32], table: Table) -> bool:
    hx, hy = table.felt_half
    return bool(np.all(np.abs(rest[:, 0]) < hx) and np.all(np.abs(rest[:, 1]) < hy))


def _in_view_together(rest: npt.NDArray[np.float32], table: Table) -> bool:
    """Whether the dice rest within SETTLE_SPREAD of one another, and SOUTH_RAIL_GAP clear of the south rail."""
    extent = np.ptp(rest[:, :2], axis=0)
    clear = float(np.min(rest[:, 1])) >= -table.felt_half[1] + SOUTH_RAIL_GAP
    return bool(extent[0] <= SETTLE_SPREAD[0] and extent[1] <= SETTLE_SPREAD[1] and clear)


def _rest_faces(run: _Run, table: Table) -> tuple[tuple[int, ...], tuple[int, ...]]:
    tops: list[int] = []
    cocked: list[int] = []
    half = table.die.half
    for index, (position, quaternion) in enumerate(zip(run.positions[-1], run.orientations[-1], strict=True)):
        value, tilt = top_face(quaternion)
        tops.append(value)
        # Tilted against something, or lying on another die or an obstacle: cocked.
        if tilt > FLAT_DEGREES or float(position[2]) > half + 0.001:
            cocked.append(index)
    return tuple(tops), tuple(cocked)


def _motion(
    seed: int, attempt: int, run: _Run, rest: tuple[tuple[int, ...], tuple[int, ...]], *, fps: int
) -> ThrowMotion:
    tops, cocked = rest
    return ThrowMotion(seed, attempt, run.positions, run.orientations, tuple(run.contacts), cocked, tops, fps)
