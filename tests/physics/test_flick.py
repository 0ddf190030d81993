"""A flick of the cup launches the throw: random flicks (any way, any speed, any table and seat) become launches
within the limits, and every one of them lands on the felt showing the model's values, heading off the way of
its launch."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.physics.test_throw import check_plan

from dicebar.physics.flick import (
    LAUNCHES,
    MAX_LAUNCH,
    MAX_TURN,
    MIN_LAUNCH,
    Launch,
    direction,
    launch_for,
    nearest_launch,
)
from dicebar.physics.table import table_for
from dicebar.physics.throw import LAUNCH_SPREAD_DEGREES, plan_motion


def aim(seats: int, seat: int) -> tuple[float, float]:
    mouth = table_for(seats).seats[seat].cup_mouth
    length = math.hypot(mouth[0], mouth[1])
    return (-mouth[0] / length, -mouth[1] / length)


def turned(vector: tuple[float, float], degrees: float, length: float = 1.0) -> tuple[float, float]:
    """`vector` turned `degrees` counter-clockwise seen from above, scaled to `length`."""
    angle = math.radians(degrees)
    x, y = vector
    return (length * (x * math.cos(angle) - y * math.sin(angle)), length * (x * math.sin(angle) + y * math.cos(angle)))


def heading(vector: tuple[float, float], of: tuple[float, float]) -> float:
    """Degrees from `of` to `vector`, counter-clockwise positive."""
    return math.degrees(math.atan2(of[0] * vector[1] - of[1] * vector[0], of[0] * vector[0] + of[1] * vector[1]))


def test_a_flick_along_the_aim_pours_straight_and_its_speed_sets_the_launch() -> None:
    table = table_for(4)
    for seat in range(4):
        forward = aim(4, seat)
        launches = [launch_for(table, seat, turned(forward, 0.0, flick)) for flick in (0.1, 0.6, 1.2, 1.8, 5.0)]
        assert all(launch.turn == pytest.approx(0.0, abs=1e-9) for launch in launches)
        speeds = [launch.speed for launch in launches]
        assert MIN_LAUNCH < speeds[0] < speeds[1] < speeds[2] < speeds[3] < speeds[4] == MAX_LAUNCH


def test_the_flick_turns_the_launch_its_way_within_the_limit() -> None:
    table = table_for(2)
    forward = aim(2, 0)
    assert launch_for(table, 0, turned(forward, 10.0)).turn == pytest.approx(10.0, abs=1e-9)
    assert launch_for(table, 0, turned(forward, -20.0)).turn == pytest.approx(-20.0, abs=1e-9)
    assert launch_for(table, 0, turned(forward, 70.0)).turn == MAX_TURN
    assert launch_for(table, 0, turned(forward, -120.0)).turn == -MAX_TURN
    # Back toward the thrower: as its mirror image forward; a cup let go still pours straight.
    assert launch_for(table, 0, turned(forward, 180.0)).turn == pytest.approx(0.0, abs=1e-9)
    assert launch_for(table, 0, turned(forward, 170.0)).turn == pytest.approx(10.0, abs=1e-9)
    assert launch_for(table, 0, (0.0, 0.0)) == Launch(0.0, MIN_LAUNCH)


@given(turn=st.floats(-60, 60), speed=st.floats(0.5, 3.0))
def test_a_launch_snaps_to_the_nearest_planned_one(turn: float, speed: float) -> None:
    snapped = nearest_launch(Launch(turn, speed))
    assert snapped in LAUNCHES
    distance = abs(snapped.turn - turn) / 15 + abs(snapped.speed - speed) / 0.6
    assert all(distance <= abs(other.turn - turn) / 15 + abs(other.speed - speed) / 0.6 + 1e-9 for other in LAUNCHES)


@settings(max_examples=60, deadline=None)
@given(
    seats=st.integers(2, 8),
    data=st.data(),
    bearing=st.floats(0, 360),
    flick=st.floats(0.0, 4.0),
    seed=st.integers(0, 2**31),
)
def test_random_flicks_land_on_the_felt_showing_the_models_values(
    seats: int, data: st.DataObject, bearing: float, flick: float, seed: int
) -> None:
    table = table_for(seats)
    seat = data.draw(st.integers(0, seats - 1))
    values = data.draw(st.lists(st.integers(1, 6), min_size=1, max_size=5))
    velocity = turned((1.0, 0.0), bearing, flick)
    launch = nearest_launch(launch_for(table, seat, velocity))
    assert abs(launch.turn) <= MAX_TURN and MIN_LAUNCH <= launch.speed <= MAX_LAUNCH
    pour = direction(table, seat, launch)
    motion = plan_motion(len(values), seed, table=table, seat=seat, direction=pour, speed=launch.speed)
    plan = motion.land(values)
    assert plan.values == tuple(values)
    check_plan(plan, table)  # the model's values on top, flat, inside the rails, apart, continuous
    # The dice leave the cup the way of the launch: their middle's first motion, within the pour's spread.
    first = np.mean(plan.positions[2, :, :2] - plan.positions[0, :, :2], axis=0)
    assert abs(heading((float(first[0]), float(first[1])), pour)) < LAUNCH_SPREAD_DEGREES + 8.0
