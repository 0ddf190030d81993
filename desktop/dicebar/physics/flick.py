"""A throw launched by the hand: the flick that lets the cup go becomes the pour's launch, within limits.

A flick is the cup's velocity over the felt as it is let go (xy, m/s, the frame of dicebar.physics.table). Its
launch is a turn from the seat's aim (the pour toward the middle of the felt that a tapped cup makes), positive
to the thrower's left, and the pour's speed: `launch_for` turns a flick into one, held within MAX_TURN degrees
and MIN_LAUNCH..MAX_LAUNCH m/s, so that the dice stay on the felt (the planner still throws again any pour that
leaves one outside the rails).

A launch is known only when the cup is let go, and a throw's motion takes milliseconds to simulate. So while the
cup is shaken, the few LAUNCHES are simulated ahead (dicebar.session.table_scene), and a flick takes the nearest
of them (`nearest_launch`): the release then only turns the faces to the model's values.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dicebar.physics.table import Table

__all__ = ["FLICK", "LAUNCHES", "MAX_TURN", "Launch", "direction", "launch_for", "nearest_launch"]

MAX_TURN = 30.0  # degrees either way from the seat's aim
MIN_LAUNCH, MAX_LAUNCH = 1.1, 2.3  # m/s: a gentle pour to a hard throw that still comes to rest on the felt
FULL_FLICK = 2.0  # m/s of the hand over the felt that gives the hardest launch
STILL = 0.05  # m/s: a hand slower than this has no direction to give
FLICK = 0.2  # m/s: a cup let go slower than this was put down, not flicked
TURNS = (-MAX_TURN, -MAX_TURN / 2, 0.0, MAX_TURN / 2, MAX_TURN)
SPEEDS = (MIN_LAUNCH, (MIN_LAUNCH + MAX_LAUNCH) / 2, MAX_LAUNCH)


@dataclass(frozen=True)
class Launch:
    """A pour `turn` degrees from the seat's aim (positive: to the thrower's left) at `speed` m/s."""

    turn: float
    speed: float


#: the launches simulated while the cup is shaken, straight and gentle first
LAUNCHES = tuple(
    sorted((Launch(turn, speed) for turn in TURNS for speed in SPEEDS), key=lambda at: (abs(at.turn), at.speed))
)


def _aim(table: Table, seat: int) -> tuple[float, float]:
    """The seat's aim as a unit vector: from its cup's mouth toward the middle of the felt."""
    mouth = table.seats[seat].cup_mouth
    length = math.hypot(mouth[0], mouth[1])
    return (-mouth[0] / length, -mouth[1] / length)


def launch_for(table: Table, seat: int, velocity: tuple[float, float]) -> Launch:
    """The launch of a cup let go at `velocity` (m/s over the felt) by `seat`: the flick's heading turned from the
    seat's aim (a flick back toward the thrower turns it as much as its mirror image forward), and its speed,
    both held within the limits."""
    ax, ay = _aim(table, seat)
    vx, vy = velocity
    forward, left = vx * ax + vy * ay, ax * vy - ay * vx
    speed = math.hypot(vx, vy)
    turn = math.degrees(math.atan2(left, abs(forward))) if speed >= STILL else 0.0
    launch_speed = MIN_LAUNCH + (MAX_LAUNCH - MIN_LAUNCH) * min(1.0, speed / FULL_FLICK)
    return Launch(max(-MAX_TURN, min(MAX_TURN, turn)), launch_speed)


def nearest_launch(launch: Launch) -> Launch:
    """The one of LAUNCHES nearest `launch`, a step of turn weighing as much as a step of speed."""
    turn_step, speed_step = TURNS[1] - TURNS[0], SPEEDS[1] - SPEEDS[0]
    return min(
        LAUNCHES, key=lambda at: abs(at.turn - launch.turn) / turn_step + abs(at.speed - launch.speed) / speed_step
    )


def direction(table: Table, seat: int, launch: Launch) -> tuple[float, float]:
    """The pour's heading (xy unit vector) for `launch` from `seat`."""
    ax, ay = _aim(table, seat)
    angle = math.radians(launch.turn)
    cos, sin = math.cos(angle), math.sin(angle)
    return (ax * cos - ay * sin, ax * sin + ay * cos)
