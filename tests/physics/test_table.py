"""The table geometry: sizes, seats in clockwise order, rails around the felt, a real die's face layout."""

from __future__ import annotations

import json
import math
from itertools import pairwise

import numpy as np
import pytest

from dicebar.physics.table import (
    FACE_NORMALS,
    MAX_SEATS,
    MIN_SEATS,
    quat_multiply,
    quat_rotate,
    table_for,
    to_y_up,
)

SEAT_COUNTS = range(MIN_SEATS, MAX_SEATS + 1)


def test_a_die_is_16_mm_and_weighs_like_acrylic() -> None:
    die = table_for(4).die
    assert die.edge == pytest.approx(0.016)
    assert 0.004 <= die.mass <= 0.005
    assert die.half == pytest.approx(0.008)


def test_opposite_faces_sum_to_seven_and_one_two_three_turn_counter_clockwise() -> None:
    for value, normal in FACE_NORMALS.items():
        assert FACE_NORMALS[7 - value] == tuple(-component for component in normal)
    # A right-handed die: looking at the 1-2-3 corner from outside, 1 -> 2 -> 3 runs counter-clockwise.
    assert np.allclose(np.cross(FACE_NORMALS[1], FACE_NORMALS[2]), FACE_NORMALS[3])


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_every_table_has_its_seats_on_the_rails_facing_inward(seats: int) -> None:
    table = table_for(seats)
    hx, hy = table.felt_half
    assert table.seat_count == seats == len(table.seats)
    for seat in table.seats:
        x, y = seat.rail_point
        on_long_side = math.isclose(abs(y), hy) and abs(x) < hx
        on_short_side = math.isclose(abs(x), hx) and abs(y) < hy
        assert on_long_side or on_short_side
        # Facing points inward, and the cup's mouth is on the felt in front of the seat.
        assert np.dot(seat.facing, (-x, -y)) > 0
        mx, my, mz = seat.cup_mouth
        assert abs(mx) < hx and abs(my) < hy and 0 < mz < table.rail_height
    points = {seat.rail_point for seat in table.seats}
    assert len(points) == seats


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_seats_go_clockwise_from_the_middle_of_the_near_side(seats: int) -> None:
    table = table_for(seats)
    assert table.seats[0].rail_point == (0.0, -table.felt_half[1])
    if seats == 2:
        assert table.seats[1].rail_point == (0.0, table.felt_half[1])
        return
    # Clockwise seen from above: bearings decrease; unwrapped, they span less than one turn.
    bearings = np.unwrap([seat.angle for seat in table.seats])
    assert np.all(np.diff(bearings) < 0)
    assert bearings[0] - bearings[-1] < 2 * math.pi


def test_bigger_parties_get_bigger_tables() -> None:
    sizes = [table_for(seats).felt_half for seats in SEAT_COUNTS]
    assert all(a[0] < b[0] and a[1] <= b[1] for a, b in pairwise(sizes))


@pytest.mark.parametrize("seats", [0, 1, 9])
def test_a_table_seats_two_to_eight(seats: int) -> None:
    with pytest.raises(ValueError, match=r"2\.\.8"):
        table_for(seats)


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_four_rails_close_the_felt_and_stand_higher_than_a_die(seats: int) -> None:
    table = table_for(seats)
    hx, hy = table.felt_half
    inner_faces = []
    for rail in table.rails:
        (cx, cy, cz), (rx, ry, rz) = rail.center, rail.half
        assert cz - rz == pytest.approx(0.0)  # standing on the table
        assert 2 * rz > 3 * table.die.edge
        if cx == 0:  # a long side: covers the felt's whole length
            inner_faces.append(("y", abs(cy) - ry))
            assert rx >= hx
        else:
            assert cy == 0
            inner_faces.append(("x", abs(cx) - rx))
            assert ry >= hy
    assert sorted((axis, round(face, 9)) for axis, face in inner_faces) == [("x", hx), ("x", hx), ("y", hy), ("y", hy)]
    xmin, ymin, xmax, ymax = table.throwing_area
    assert -hx < xmin < xmax < hx and -hy < ymin < ymax < hy


def test_materials_are_plausible() -> None:
    table = table_for(2)
    for material in (table.felt, table.rail, table.die_on_die):
        assert 0.1 <= material.friction <= 0.8
        assert 0.0 < material.restitution < 1.0
    # Felt is the dead surface; wood and acrylic are livelier.
    assert table.felt.restitution < table.rail.restitution
    assert table.felt.friction > table.rail.friction


def test_the_table_is_plain_json_for_the_scene() -> None:
    data = table_for(5).to_json()
    again = json.loads(json.dumps(data))
    assert again == data
    assert len(data["seats"]) == 5  # type: ignore[arg-type]
    assert data["face_normals"]["1"] == [0.0, 0.0, 1.0]  # type: ignore[index]
    assert data["die"]["edge"] == pytest.approx(0.016)  # type: ignore[index]


def test_y_up_conversion_keeps_rotations_consistent() -> None:
    rng = np.random.default_rng(5)
    quaternions = rng.normal(size=(20, 4))
    quaternions /= np.linalg.norm(quaternions, axis=1, keepdims=True)
    vectors = rng.normal(size=(20, 3))
    positions, turned = to_y_up(vectors, quaternions, scale=100.0)
    assert np.allclose(positions[:, 1], vectors[:, 2] * 100) and np.allclose(positions[:, 2], -vectors[:, 1] * 100)
    # Rotating then converting equals converting then rotating with the converted quaternion.
    rotated, _ = to_y_up(quat_rotate(quaternions, vectors), quaternions)
    converted, _ = to_y_up(vectors, quaternions)
    assert np.allclose(quat_rotate(turned, converted), rotated)
    up, _ = to_y_up(np.array(FACE_NORMALS[1]), np.array([1.0, 0, 0, 0]))
    assert np.allclose(up, [0, 1, 0])


def test_quaternion_product_composes_rotations() -> None:
    quarter_z = np.array([math.cos(math.pi / 4), 0, 0, math.sin(math.pi / 4)])
    quarter_x = np.array([math.cos(math.pi / 4), math.sin(math.pi / 4), 0, 0])
    both = quat_multiply(quarter_z, quarter_x)  # x first, then z
    assert np.allclose(quat_rotate(both, [0, 1, 0]), quat_rotate(quarter_z, quat_rotate(quarter_x, [0, 1, 0])))
    assert np.allclose(quat_rotate(both, [0, 1, 0]), [0, 0, 1])  # y -> z about x; z stays about z
    assert np.allclose(quat_rotate(both, [1, 0, 0]), [0, 1, 0])  # x stays about x; x -> y about z
