"""What lies on the table, and the steps that move it: the model's events turned into motion (no Qt here).

The rules say *what* happened ("Max rolls 5 1", "Max puts one token in the pot"); this module decides *how it
looks*: which dice on the felt are thrown, where they come to rest (a physics plan that lands on the model's
values), which of them travel to the centre or to a neighbour, where set-aside dice line up. Every step is
plain data for the view; `TableScene` keeps the state the view shows once each step has played.

Frames: the physics works in metres with z up; `scene_pose` turns poses into the y-up centimetres of the
Qt Quick 3D scene. Dice are identified by a stable index, so the view keeps one node per die.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar

from dicebar.rules.events import (
    CENTER,
    POT,
    Call,
    ChipsMoved,
    Decision,
    DiceMoved,
    DiceSetAside,
    DiceThrown,
    Event,
    GameOver,
    Place,
    TableCall,
    TokensMoved,
    TurnStarted,
)
from dicebar.rules.words import Words
from dicebar.session.sizes import CUP_RADIUS, SCENE_SCALE, TOKEN_STACK

# numpy, MuJoCo and the planners load with the first game, not with the lobby (start-up time): the
# functions below import them where they are used; the second import is a dictionary look-up.
if TYPE_CHECKING:
    from concurrent.futures import Future

    import numpy as np

    from dicebar.physics.flick import Launch
    from dicebar.physics.table import Table
    from dicebar.physics.throw import Obstacle, ThrowMotion, ThrowPlan

IDENTITY = (1.0, 0.0, 0.0, 0.0)
HAND, FELT, ASIDE, MIDDLE = "hand", "felt", "aside", "centre"
CALL_SECONDS = 1.4
#: a deciding event's reason line ('Ana is safe: fifty-six in one beats forty-six in two') holds the table this long
#: at speed 1 before play goes on; the line itself stays until the next throw
REASON_SECONDS = 1.6
CUP_HIDES = 0.08  # how far behind it (seen from the camera, Table3D.qml) a standing cup hides the felt, metres
CUP_LEAD = 0.5  # seconds at speed 1 that a throw step spends shaking the cup before the dice move
FLICK_LEAD = 0.25  # the same for a cup the person shook and let go: it only swings to its pour and tips
CUP_HOME = 0.05  # metres: a cup let go this near its resting place, without a flick, is put back (no throw)
# How far in from the rail a seat's things lie, metres. The near seat's are seen over its rail (dicebar.ui.camera):
# the cup stands far enough in for its foot to show, the hand row is the one the camera's pitch is set for.
HAND_ROW = 0.035
ASIDE_ROW = 0.085
CUP_REST_INWARD = (0.075, 0.1, 0.13)
# A seat plate (TablePage) on the table's ends may reach in over the felt up to this short of its hand row's dice.
ROW_EDGE_GAP = 0.003


@dataclass
class DiePiece:
    index: int
    value: int = 1
    zone: str = HAND
    owner: int = 0  # the seat whose hand or row it lies in (for the centre: -1)
    position: tuple[float, float, float] = (0.0, 0.0, 0.0)  # metres, z up
    rotation: tuple[float, float, float, float] = IDENTITY  # body orientation (w, x, y, z), z up
    offset: tuple[float, float, float, float] = IDENTITY  # the mesh's face relabelling
    selected: bool = False


@dataclass
class Step:
    """One thing for the view to show; `data` is JSON-able. `seconds` is how long it plays at speed 1."""

    kind: str
    data: dict[str, object] = field(default_factory=dict)
    seconds: float = 0.0
    #: the words its text says, kept to say it again in another language (the reason line)
    words: Words | None = None


def scene_pose(position: Sequence[float], rotation: Sequence[float]) -> tuple[list[float], list[float]]:
    """A pose in the view's y-up centimetres, rounded. Dice at rest repeat their poses in every snapshot."""
    turned, quaternion = _rounded_scene_pose(tuple(map(float, position)), tuple(map(float, rotation)))
    return list(turned), list(quaternion)


@lru_cache(maxsize=8192)
def _rounded_scene_pose(
    position: tuple[float, ...], rotation: tuple[float, ...]
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    from dicebar.physics.table import pose_to_y_up  # numpy: with the first game, not the lobby

    turned, quaternion = pose_to_y_up(position, rotation, SCENE_SCALE)
    return tuple(round(value, 3) for value in turned), tuple(round(value, 5) for value in quaternion)


def _frames_to_scene(positions: np.ndarray, rotations: np.ndarray) -> tuple[list[float], list[float]]:
    """Flat lists, frame-major then item then component: one list of floats crosses into QML far faster than
    nested lists (frame f, item k: positions[(f * items + k) * 3 ...], rotations[(f * items + k) * 4 ...])."""
    import numpy as np  # numpy: with the first game, not the lobby

    from dicebar.physics.table import to_y_up  # numpy: with the first game, not the lobby

    turned, quaternions = to_y_up(positions, rotations, SCENE_SCALE)
    return np.round(turned, 3).ravel().tolist(), np.round(quaternions, 5).ravel().tolist()


def _to_segment(point: Sequence[float], start: Sequence[float], end: Sequence[float]) -> float:
    """The distance from `point` to the segment `start`..`end` (xy)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / length))
    return math.dist(point[:2], (start[0] + t * dx, start[1] + t * dy))


@dataclass(frozen=True)
class _ThrowKey:
    """Everything a throw's motion depends on (its values only turn the faces)."""

    table: Table
    seed: int
    seat: int
    dice: int
    obstacles: tuple[Obstacle, ...]
    launch: Launch | None = None  # a flick's launch (dicebar.physics.flick); None: the tapped cup's pour


@dataclass(frozen=True, eq=False)
class _Motion:
    """A planned motion with its frames already in the view's flat lists (values-independent too)."""

    motion: ThrowMotion
    positions: list[float]
    rotations: list[float]


def _plan_motion(key: _ThrowKey) -> _Motion:
    from dicebar.physics.flick import direction  # numpy: with the first game, not the lobby
    from dicebar.physics.throw import plan_motion

    launch = key.launch
    aim, speed = (None, None) if launch is None else (direction(key.table, key.seat, launch), launch.speed)
    motion = plan_motion(
        key.dice, key.seed, table=key.table, seat=key.seat, occupied=key.obstacles, direction=aim, speed=speed
    )
    positions, rotations = _frames_to_scene(motion.positions, motion.orientations)
    return _Motion(motion, positions, rotations)


def _no_words(event: Event) -> Words | None:
    return None


class TableScene:
    """The dice on the table for one game, and the planner of each step's motion.

    Planning ahead: a throw's motion depends on who throws how many dice from where among which obstacles, not on
    the values, so `plan_next_throw(seat)` simulates the throw that seat would make now in a worker thread while
    the table waits for the press (or for a computer's thought); the throw then only turns the faces. A guess that
    does not match the throw (other dice chosen, another thrower) is dropped and the throw planned on the spot:
    either way the same inputs give the same motion.

    A cup shaken by hand: `plan_flicks(seat)` simulates that throw for each of the flick's few launches
    (dicebar.physics.flick.LAUNCHES) while it shakes; letting it go (`flick_launch`, then the throw with `launch`
    set) takes the nearest, planned on the spot if it is not ready yet."""

    #: whether `plan_next_throw` plans ahead (a scene whose throws do not go through `_throw` says no)
    plans_ahead: ClassVar[bool] = True
    _worker: ClassVar[ThreadPoolExecutor | None] = None

    def __init__(self, seats: int, dice_per_seat: int = 0, shared_dice: int = 0, seed: int = 0) -> None:
        from dicebar.physics.table import table_for  # numpy: with the first game, not the lobby

        self.table: Table = table_for(max(2, min(8, seats)))
        self.seats = seats
        self.seed = seed
        self.throws = 0
        self.dice: list[DiePiece] = []
        for seat in range(seats):
            for _ in range(dice_per_seat):
                self.dice.append(DiePiece(len(self.dice), owner=seat))
        for _ in range(shared_dice):
            self.dice.append(DiePiece(len(self.dice), owner=0))
        self.shared = shared_dice > 0
        #: the dice of the last throw (indices, in the throw's order) and who threw them (-1: nobody yet)
        self.last_throw: list[int] = []
        self.last_thrower = -1
        self._ahead: tuple[_ThrowKey, Future[_Motion]] | None = None
        self._flicks: dict[_ThrowKey, Future[_Motion]] = {}
        #: the seat and launch of the cup being let go: the next throw of that seat pours so (the session sets it)
        self.launch: tuple[int, Launch] | None = None
        self.planned_ahead = 0  # throws whose motion was planned ahead (for tests and benchmarks)
        #: the words a call step shows for an event (the game's `call_words`; the session sets it), None: no call
        self.call_words: Callable[[Event], Words | None] = _no_words
        #: a deciding event's words for the reason line (the game's `describe`; the session sets it), None: no line
        self.describe: Callable[[Event], Words | None] = _no_words
        #: how the scene's words become the text shown (the session sets Qt's translator: translation.render)
        self.render: Callable[[Words], str] = Words.english
        self._lay_out_hands()

    # ----- places on the table -----------------------------------------------------------------------------

    def seat_point(self, seat: int, inward: float) -> tuple[float, float]:
        spot = self.table.seats[seat % len(self.table.seats)]
        return (spot.rail_point[0] + spot.facing[0] * inward, spot.rail_point[1] + spot.facing[1] * inward)

    def row_positions(self, seat: int, count: int, inward: float) -> list[tuple[float, float, float]]:
        """`count` dice side by side along the rail in front of `seat`."""
        spot = self.table.seats[seat % len(self.table.seats)]
        centre = self.seat_point(seat, inward)
        along = (-spot.facing[1], spot.facing[0])
        pitch = self.table.die.edge * 1.35
        half = self.table.die.half
        return [
            (
                centre[0] + along[0] * pitch * (k - (count - 1) / 2),
                centre[1] + along[1] * pitch * (k - (count - 1) / 2),
                half,
            )
            for k in range(count)
        ]

    def row_edge(self, seat: int) -> tuple[float, float]:
        """Where the outer side of `seat`'s hand row lies (ROW_EDGE_GAP short of its dice): the seat plate of a seat on
        the table's ends stops there, never over its dice, and the camera leaves it room outside (dicebar.ui.camera)."""
        return self.seat_point(seat, HAND_ROW - self.table.die.half - ROW_EDGE_GAP)

    def middle_positions(self, count: int) -> list[tuple[float, float, float]]:
        """A loose spiral of dice in the middle of the felt (Fives to the Right's centre)."""
        half = self.table.die.half
        spots = []
        for k in range(count):
            radius = self.table.die.edge * 1.3 * math.sqrt(k)
            angle = k * 2.39996  # the golden angle: even spacing, no overlaps
            spots.append((radius * math.cos(angle), radius * math.sin(angle), half))
        return spots

    def cup_rest(self, seat: int) -> tuple[float, float]:
        """Where `seat`'s cup stands on the felt while it waits to be tapped: beside their place, to their right
        if there is room, clear of every die and counter stack (it must hide nothing a player may want to tap)."""
        spot = self.table.seats[seat % len(self.table.seats)]
        right = (spot.facing[1], -spot.facing[0])  # facing the middle, the right hand
        half_x, half_y = self.table.felt_half
        dice = [die.position[:2] for die in self.dice if die.zone in (FELT, ASIDE, HAND, MIDDLE)]
        die_reach = self.table.die.half * math.sqrt(2)
        stacks = [(TOKEN_STACK * other.rail_point[0], TOKEN_STACK * other.rail_point[1]) for other in self.table.seats]
        best, best_room = (0.0, 0.0), -math.inf
        for inward in CUP_REST_INWARD:
            for along in (0.1, -0.1, 0.14, -0.14, 0.06, -0.06, 0.18, -0.18, 0.0):
                x = spot.rail_point[0] + spot.facing[0] * inward + right[0] * along
                y = spot.rail_point[1] + spot.facing[1] * inward + right[1] * along
                if abs(x) > half_x - CUP_RADIUS or abs(y) > half_y - CUP_RADIUS:
                    continue
                # The camera looks from the near (-y) side: the standing cup hides the felt up to some 8 cm behind it.
                room = min(
                    [_to_segment(die, (x, y), (x, y + CUP_HIDES)) - die_reach - CUP_RADIUS for die in dice]
                    + [math.dist((x, y), stack) - 0.02 - CUP_RADIUS for stack in stacks]
                    + [math.hypot(x, y) - 0.09 - CUP_RADIUS]  # the pot's loose heap, the centre's dice
                )
                if room >= 0.004:
                    return (x, y)
                if room > best_room:
                    best, best_room = (x, y), room
        return best

    def place_point(self, place: Place) -> tuple[float, float, float]:
        if isinstance(place, int):
            x, y = self.seat_point(place, 0.06)
        else:
            x, y = 0.0, 0.0
        return (x, y, self.table.die.half)

    def _face_up(self, value: int) -> tuple[float, float, float, float]:
        """Orientation offset that shows `value` on top of a die lying unturned (body rotation identity)."""
        from dicebar.physics.throw import face_offset, top_face  # numpy: with the first game, not the lobby

        w, x, y, z = (float(v) for v in face_offset(top_face(IDENTITY)[0], value))
        return (w, x, y, z)

    def _lay_out_hands(self) -> None:
        for seat in range(self.seats):
            held = [die for die in self.dice if die.zone == HAND and die.owner == seat]
            for die, spot in zip(held, self.row_positions(seat, len(held), HAND_ROW), strict=True):
                die.position, die.rotation = spot, IDENTITY
                die.offset = self._face_up(die.value)
        middle = [die for die in self.dice if die.zone == MIDDLE]
        for die, spot in zip(middle, self.middle_positions(len(middle)), strict=True):
            die.position, die.rotation, die.offset = spot, IDENTITY, self._face_up(die.value)

    # ----- events to steps ---------------------------------------------------------------------------------

    def steps_for(self, events: Sequence[Event]) -> list[Step]:
        steps: list[Step] = []
        for event in events:
            step = self._step_for(event)
            if step is not None:
                steps.append(step)
            if isinstance(event, Decision):
                steps.extend(self.reason_steps(event))
        return steps

    def reason_steps(self, event: Decision) -> list[Step]:
        """The table's reason line shows a deciding event's words, the result and why (none without words)."""
        words = self.describe(event)
        return [] if words is None else [Step("reason", {"text": self.render(words)}, REASON_SECONDS, words)]

    def _step_for(self, event: Event) -> Step | None:
        if isinstance(event, DiceThrown) and not event.hidden:
            return self._throw(event.seat, event.faces)
        if isinstance(event, DiceSetAside) and event.faces:
            return self._set_aside(event.seat, event.faces)
        if isinstance(event, DiceMoved):
            return self._move_dice(event)
        if isinstance(event, TokensMoved | ChipsMoved):
            return self._move_counters(event)
        if isinstance(event, TurnStarted) and self.shared:
            return self._pass_dice(event.seat)
        if isinstance(event, Call | TableCall | GameOver):
            words = self.call_words(event)
            if words is None:
                return None
            seat = event.seat if isinstance(event, Call) else None
            return Step("call", {"text": self.render(words), "seat": seat}, CALL_SECONDS)
        return None

    def _candidates(self, seat: int) -> list[DiePiece]:
        """The dice `seat` may throw now, in the order a throw takes them."""
        if not self.shared:
            return [die for die in self.dice if die.owner == seat and die.zone in (HAND, FELT)]
        loose = [die for die in self.dice if die.zone in (HAND, FELT)]
        return sorted(loose, key=lambda die: (die.zone != FELT, die.index))

    def _throwable(self, seat: int, count: int) -> list[DiePiece]:
        mine = self._candidates(seat)
        if len(mine) < count:  # the scene lost track (it never should): take any dice not set aside
            mine += [die for die in self.dice if die not in mine and die.zone != ASIDE]
        return mine[:count]

    def _throw_key(
        self, seat: int, dice: list[DiePiece], moved: dict[int, tuple[float, float, float]] | None = None
    ) -> _ThrowKey:
        """The key of `seat` throwing `dice`, the other dice lying where they are (or, by index, at `moved`)."""
        from dicebar.physics.throw import Obstacle  # numpy: with the first game, not the lobby

        moved = moved or {}
        others = [die for die in self.dice if die not in dice and die.zone in (FELT, ASIDE, MIDDLE, HAND)]
        obstacles = tuple(
            Obstacle.from_pose(moved.get(die.index, die.position), die.rotation, self.table) for die in others
        )
        seed = self.seed * 7919 + self.throws + 1
        return _ThrowKey(self.table, seed, seat % self.table.seat_count, len(dice), obstacles)

    def plan_next_throw(self, seat: int, count: int | None = None) -> None:
        """Start simulating, in a worker thread, the throw `seat` would make now: `count` dice (a roll-off's one),
        by default every die it may throw except those chosen to set aside. The next `_throw` takes it if it
        matches (see the class docstring)."""
        key = self._next_key(seat, count)
        if key is None or (self._ahead is not None and self._ahead[0] == key):
            return
        if self._ahead is not None:
            self._ahead[1].cancel()  # another guess (the dice chosen changed): dropped unless already simulating
        self._ahead = (key, self._submit(key))

    def _next_key(self, seat: int, count: int | None) -> _ThrowKey | None:
        """What the throw `seat` would make now depends on (as `plan_next_throw` says), or None: none to plan. The
        dice chosen are set aside before it (`_set_aside`): the obstacles lie where that leaves them."""
        if not self.plans_ahead:
            return None
        candidates = self._candidates(seat)
        dice = [die for die in candidates if not die.selected][:count]
        if not dice:
            return None
        chosen = [die for die in candidates if die.selected]
        row, ends = self._aside_ends(seat, chosen) if chosen else ([], [])
        return self._throw_key(seat, dice, {die.index: end for die, end in zip(row, ends, strict=True)})

    @staticmethod
    def _submit(key: _ThrowKey) -> Future[_Motion]:
        if TableScene._worker is None:
            TableScene._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dicebar-throw")
        return TableScene._worker.submit(_plan_motion, key)

    def plan_flicks(self, seat: int, count: int | None = None) -> None:
        """Start simulating, in the worker thread, the throw `seat` would make now (as `plan_next_throw`) for
        each launch a flick may give: its cup is being shaken."""
        from dicebar.physics.flick import LAUNCHES  # numpy: with the first game, not the lobby

        key = self._next_key(seat, count)
        if key is None:
            return
        for launch in LAUNCHES:
            flick = replace(key, launch=launch)
            if flick not in self._flicks:
                self._flicks[flick] = self._submit(flick)

    def wait_for_flicks(self) -> None:
        """Wait until every launch `plan_flicks` started is simulated (benchmarks and tests)."""
        for pending in list(self._flicks.values()):
            if not pending.cancelled():
                pending.result()

    def flick_launch(self, seat: int, release: tuple[float, float], velocity: tuple[float, float]) -> Launch | None:
        """The launch of `seat`'s cup let go at `release` (xy, metres) moving at `velocity` (m/s): the nearest of
        the planned launches, or None when it was put back on its resting place without a flick (no throw)."""
        from dicebar.physics.flick import FLICK, launch_for, nearest_launch

        if math.dist(release, self.cup_rest(seat)) < CUP_HOME and math.hypot(*velocity) < FLICK:
            return None
        return nearest_launch(launch_for(self.table, seat % self.table.seat_count, velocity))

    def _motion(self, key: _ThrowKey) -> _Motion:
        ahead, self._ahead = self._ahead, None
        flicks, self._flicks = self._flicks, {}
        for other, pending in flicks.items():  # the launches not taken: dropped, unless already simulating
            if other != key:
                pending.cancel()
        if ahead is not None and ahead[0] == key:
            self.planned_ahead += 1
            return ahead[1].result()
        # A flick's: ready, or being simulated (a few milliseconds more), or not started: simulated here and now.
        flick = flicks.get(key)
        if flick is not None and not flick.cancel():
            self.planned_ahead += 1
            return flick.result()
        return _plan_motion(key)

    def _throw(self, seat: int, faces: tuple[int, ...]) -> Step:
        dice = self._throwable(seat, len(faces))
        launch = self.launch[1] if self.launch is not None and self.launch[0] == seat else None
        motion = self._motion(replace(self._throw_key(seat, dice), launch=launch))
        self.throws += 1
        self.last_throw, self.last_thrower = [die.index for die in dice], seat
        plan = motion.motion.land(faces)
        for k, die in enumerate(dice):
            die.value, die.zone, die.owner, die.selected = faces[k], FELT, seat, False
            die.position = tuple(float(v) for v in plan.rest_positions[k])  # type: ignore[assignment]
            die.rotation = tuple(float(v) for v in plan.rest_orientations[k])  # type: ignore[assignment]
            die.offset = tuple(float(v) for v in plan.offsets[k])  # type: ignore[assignment]
        # The cup shakes and tips for CUP_LEAD seconds before the dice leave it (Cup.qml, Sounds.qml); a flicked cup
        # only swings to its pour, and tips the way of its launch (`aim`: the view's x and z).
        data = self._throw_data(seat, dice, plan, (motion.positions, motion.rotations))
        if launch is None:
            return Step("throw", {**data, "lead": CUP_LEAD}, plan.duration + CUP_LEAD)
        from dicebar.physics.flick import direction  # numpy: with the first game, not the lobby

        x, y = direction(self.table, seat % self.table.seat_count, launch)
        return Step("throw", {**data, "lead": FLICK_LEAD, "aim": [x, -y]}, plan.duration + FLICK_LEAD)

    def _throw_data(
        self,
        seat: int,
        dice: Sequence[DiePiece],
        plan: ThrowPlan,
        frames: tuple[list[float], list[float]] | None = None,
    ) -> dict[str, object]:
        positions, rotations = frames or _frames_to_scene(plan.positions, plan.orientations)
        offsets = [scene_pose((0, 0, 0), offset)[1] for offset in plan.offsets]
        return {
            "seat": seat,
            "dice": [die.index for die in dice],
            "values": list(plan.values),
            "fps": plan.fps,
            "frames": plan.frame_count,
            "positions": positions,
            "rotations": rotations,
            "offsets": offsets,
            "contacts": [
                {"time": round(c.time, 4), "kind": c.kind, "loudness": round(c.loudness(), 3)} for c in plan.contacts
            ],
        }

    def _set_aside(self, seat: int, faces: tuple[int, ...]) -> Step:
        wanted = list(faces)
        chosen: list[DiePiece] = []
        on_felt = sorted((die for die in self.dice if die.zone == FELT), key=lambda die: not die.selected)
        for die in on_felt:
            if die.value in wanted:
                wanted.remove(die.value)
                chosen.append(die)
        return self._travel_to(*self._aside_ends(seat, chosen), ASIDE, seat)

    def _aside_ends(self, seat: int, chosen: list[DiePiece]) -> tuple[list[DiePiece], list[tuple[float, float, float]]]:
        """`seat`'s row of dice set aside once `chosen` join it, and where each die of it ends: the whole row is laid
        out afresh (and slides over) so that the new dice never land on the old ones. (A throw planned ahead of the
        setting aside, `_next_key`, takes the dice staying on the felt as lying there.)"""
        row = [die for die in self.dice if die.zone == ASIDE and die.owner == seat] + chosen
        return row, self._free_spots(self.row_positions(seat, len(row), ASIDE_ROW), row)

    def _free_spots(
        self, spots: Sequence[tuple[float, float, float]], moving: Sequence[DiePiece]
    ) -> list[tuple[float, float, float]]:
        """The wanted spots, each nudged (along a small spiral) off any die that stays where it is, and off the
        spots already given, so that dice never land on one another."""
        clearance = self.table.die.edge * 1.15
        staying = [die for die in self.dice if all(die is not other for other in moving)]
        taken = [die.position[:2] for die in staying if die.zone in (FELT, ASIDE, HAND, MIDDLE)]
        half_x, half_y = self.table.felt_half
        limit_x, limit_y = half_x - self.table.die.edge, half_y - self.table.die.edge
        placed: list[tuple[float, float, float]] = []
        for x, y, z in spots:
            cx, cy = x, y
            for k in range(400):
                radius = clearance * 0.35 * math.sqrt(k)
                cx = max(-limit_x, min(limit_x, x + radius * math.cos(k * 2.39996)))
                cy = max(-limit_y, min(limit_y, y + radius * math.sin(k * 2.39996)))
                if all(math.hypot(cx - ox, cy - oy) >= clearance for ox, oy in taken):
                    break
            taken.append((cx, cy))
            placed.append((cx, cy, z))
        return placed

    def _travel(self, dice: list[DiePiece], spots: Sequence[tuple[float, float, float]], zone: str, owner: int) -> Step:
        """`dice` move to `spots`, each nudged off the dice staying (`_free_spots`), into `zone` by `owner`."""
        return self._travel_to(dice, self._free_spots(spots, dice), zone, owner)

    def _travel_to(
        self, dice: list[DiePiece], ends: Sequence[tuple[float, float, float]], zone: str, owner: int
    ) -> Step:
        starts = [die.position for die in dice]
        begin_rotations = [die.rotation for die in dice]
        from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

        # Dice at rest are already flat (the planner throws a cocked result again): they land as they lie.
        end_rotations = begin_rotations
        plan = (
            plan_moves(starts, ends, start_orientations=begin_rotations, end_orientations=end_rotations)
            if dice
            else None
        )
        for die, spot, rotation in zip(dice, ends, end_rotations, strict=True):
            die.position, die.rotation, die.zone, die.owner, die.selected = spot, rotation, zone, owner, False
        if plan is None:
            return Step("sync")
        positions, rotations = _frames_to_scene(plan.positions, plan.orientations)
        data = {
            "dice": [die.index for die in dice],
            "fps": plan.fps,
            "frames": plan.frame_count,
            "positions": positions,
            "rotations": rotations,
        }
        return Step("move", data, plan.duration)

    def _move_dice(self, event: DiceMoved) -> Step:
        """Dice from the thrower's felt to the centre or to another seat's hand: the ones showing the event's face
        (Fives to the Right: 1s to the centre, 2s to the left, 5s to the right)."""
        candidates = [die for die in self.dice if die.zone == FELT and die.owner == event.source]
        moving = [die for die in candidates if event.face is None or die.value == event.face][: event.count]
        if len(moving) < event.count:
            moving += [die for die in candidates if die not in moving][: event.count - len(moving)]
        if event.target == CENTER:
            already = [die for die in self.dice if die.zone == MIDDLE]
            spots = self.middle_positions(len(already) + len(moving))[len(already) :]
            return self._travel(moving, spots, MIDDLE, -1)
        target = int(event.target)
        row = [die for die in self.dice if die.zone == HAND and die.owner == target] + moving
        return self._travel(row, self.row_positions(target, len(row), HAND_ROW), HAND, target)

    def _pass_dice(self, seat: int) -> Step:
        """Shared dice pass to the player whose turn starts: they gather in front of that seat."""
        loose = [die for die in self.dice if die.zone in (FELT, ASIDE, HAND)]
        if all(die.zone == HAND and die.owner == seat for die in loose):
            return Step("sync")
        return self._travel(loose, self.row_positions(seat, len(loose), HAND_ROW), HAND, seat)

    def _move_counters(self, event: TokensMoved | ChipsMoved) -> Step:
        what = "tokens" if isinstance(event, TokensMoved) else "chips"
        count = event.count if isinstance(event, TokensMoved) else event.amount
        start, end = self.place_point(event.source), self.place_point(event.target)
        from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

        plan = plan_moves([start], [end])
        positions, rotations = _frames_to_scene(plan.positions, plan.orientations)
        data = {
            "what": what,
            "count": count,
            "source": _place_json(event.source),
            "target": _place_json(event.target),
            "fps": plan.fps,
            "frames": plan.frame_count,
            "positions": positions,
            "rotations": rotations,
        }
        return Step("counters", data, plan.duration)

    # ----- the state the view binds to --------------------------------------------------------------------

    def dice_rows(self) -> list[dict[str, object]]:
        rows = []
        for die in self.dice:
            position, rotation = scene_pose(die.position, die.rotation)
            rows.append(
                {
                    "index": die.index,
                    "value": die.value,
                    "zone": die.zone,
                    "owner": die.owner,
                    "position": position,
                    "rotation": rotation,
                    "offset": scene_pose((0, 0, 0), die.offset)[1],
                    "selected": die.selected,
                }
            )
        return rows

    def felt_dice(self) -> list[DiePiece]:
        return [die for die in self.dice if die.zone == FELT]


def _place_json(place: Place) -> object:
    return place if isinstance(place, int) else {POT: "pot", CENTER: "centre"}.get(place, place)
