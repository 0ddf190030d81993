"""Where the cup waits for the person who may roll (TableScene.cup_rest): on the felt, beside their place, never
over a die or a counter stack, nor hiding a die behind it from the camera."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from dicebar.session.table_scene import CUP_HIDES, CUP_RADIUS, CUP_REST_INWARD, FELT, TableScene, _to_segment


def _room(scene: TableScene, spot: tuple[float, float]) -> float:
    reach = scene.table.die.half * math.sqrt(2)
    x, y = spot
    return min(
        (_to_segment(die.position, (x, y), (x, y + CUP_HIDES)) - reach - CUP_RADIUS for die in scene.dice),
        default=math.inf,
    )


def test_with_nothing_in_the_way_the_cup_stands_at_the_right_hand_of_the_seat() -> None:
    scene = TableScene(3, 0, 0)
    for seat in range(3):
        spot = scene.table.seats[seat]
        x, y = scene.cup_rest(seat)
        right = (spot.facing[1], -spot.facing[0])
        offset = (x - spot.rail_point[0], y - spot.rail_point[1])
        assert math.isclose(offset[0] * spot.facing[0] + offset[1] * spot.facing[1], CUP_REST_INWARD[0], abs_tol=1e-9)
        assert offset[0] * right[0] + offset[1] * right[1] > 0.05


@settings(max_examples=150, deadline=None)
@given(
    seats=st.integers(2, 8),
    seat=st.integers(0, 7),
    dice=st.lists(st.tuples(st.floats(-1, 1), st.floats(-1, 1)), max_size=10),
)
def test_the_cup_stands_on_the_felt_clear_of_the_dice(seats: int, seat: int, dice: list[tuple[float, float]]) -> None:
    scene = TableScene(seats, 0, len(dice))
    half_x, half_y = scene.table.felt_half
    edge = scene.table.die.half
    for die, (u, v) in zip(scene.dice, dice, strict=True):
        die.zone, die.position = FELT, (u * (half_x - edge), v * (half_y - edge), edge)
    seat %= seats
    x, y = scene.cup_rest(seat)
    assert abs(x) <= half_x - CUP_RADIUS + 1e-9 and abs(y) <= half_y - CUP_RADIUS + 1e-9
    rail = scene.table.seats[seat].rail_point
    assert math.dist((x, y), rail) < 0.25  # beside its owner, not across the table
    if len(dice) <= 2:  # with room to spare it never stands on or in front of a die
        assert _room(scene, (x, y)) >= 0.004
