"""Eased arcs for dice, tokens and chips moving across the table."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from dicebar.physics.moves import MAX_DURATION, MIN_DURATION, arc_height, ease, plan_moves, travel_time
from dicebar.physics.table import quat_rotate
from dicebar.physics.throw import plan_moves as reexported

QUARTER_Z = (math.cos(math.pi / 4), 0.0, 0.0, math.sin(math.pi / 4))


def test_each_item_starts_at_a_and_ends_exactly_at_b() -> None:
    starts = [(0.1, -0.3, 0.008), (0.0, 0.0, 0.008)]
    ends = [(-0.2, 0.25, 0.008), (0.4, 0.1, 0.02)]
    plan = plan_moves(starts, ends)
    assert plan.positions.shape == (plan.frame_count, 2, 3)
    assert np.allclose(plan.positions[0], starts, atol=1e-6)
    assert np.allclose(plan.positions[-1], ends, atol=1e-6)


def test_the_path_is_an_arc_above_the_straight_line() -> None:
    plan = plan_moves([(0.0, -0.3, 0.008)], [(0.0, 0.3, 0.008)])
    heights = plan.positions[:, 0, 2] - 0.008
    assert heights.min() >= -1e-7
    assert heights.max() == pytest.approx(arc_height(0.6), rel=0.02)
    middle = plan.positions[np.argmax(heights), 0, 1]
    assert abs(middle) < 0.02  # the top of the arc is half way


def test_the_motion_eases_in_and_out_without_jumps() -> None:
    plan = plan_moves([(0.0, 0.0, 0.0)], [(0.5, 0.0, 0.0)])
    steps = np.linalg.norm(np.diff(plan.positions[:, 0], axis=0), axis=-1)
    assert steps[0] < 0.2 * steps.max() and steps[-1] < 0.2 * steps.max()
    assert steps.max() < 0.05
    assert ease(np.array([0.0]))[0] == 0.0 and ease(np.array([1.0]))[0] == 1.0


def test_items_start_one_after_another_and_land_in_order() -> None:
    plan = plan_moves([(0, 0, 0)] * 3, [(0.3, 0, 0)] * 3, stagger=0.1)
    assert plan.arrivals == pytest.approx((travel_time(0.3), travel_time(0.3) + 0.1, travel_time(0.3) + 0.2))
    first_motion = [
        int(np.argmax(np.linalg.norm(plan.positions[:, i] - plan.positions[0, i], axis=-1) > 0)) for i in range(3)
    ]
    assert first_motion[0] < first_motion[1] < first_motion[2]
    assert plan.duration == pytest.approx(plan.arrivals[-1], abs=1 / plan.fps)


def test_travel_time_and_height_grow_with_distance_within_bounds() -> None:
    times = [travel_time(d) for d in (0.0, 0.1, 0.5, 1.0, 3.0)]
    assert times == sorted(times) and times[0] == MIN_DURATION and times[-1] == MAX_DURATION
    assert arc_height(0.0) == 0.02 and arc_height(10.0) == 0.15


def test_orientations_turn_from_start_to_end_by_the_shortest_way() -> None:
    plan = plan_moves([(0, 0, 0)], [(0.2, 0, 0)], end_orientations=[QUARTER_Z])
    assert np.allclose(plan.orientations[0, 0], [1, 0, 0, 0], atol=1e-6)
    assert np.allclose(plan.orientations[-1, 0], QUARTER_Z, atol=1e-6)
    assert np.allclose(np.linalg.norm(plan.orientations, axis=-1), 1.0, atol=1e-5)
    # Shortest way: the x axis swings through the first quadrant, never the long way round.
    x_axes = quat_rotate(plan.orientations[:, 0].astype(np.float64), np.array([1.0, 0.0, 0.0]))
    assert np.all(x_axes[:, 1] >= -1e-6) and np.all(x_axes[:, 0] >= -1e-6)


def test_an_item_keeps_its_orientation_when_no_end_orientation_is_given() -> None:
    plan = plan_moves([(0, 0, 0)], [(0.2, 0, 0)], start_orientations=[QUARTER_Z])
    assert np.allclose(plan.orientations[:, 0], QUARTER_Z, atol=1e-6)


def test_overrides_and_json() -> None:
    plan = plan_moves([(0, 0, 0)], [(1.0, 0, 0)], lift=0.0, duration=0.5)
    assert plan.frame_count == 31 and np.allclose(plan.positions[:, 0, 2], 0.0)
    data = json.loads(json.dumps(plan.to_json()))
    assert data["frames"] == 31 and data["arrivals"] == [0.5] and len(data["positions"][0][0]) == 3
    assert reexported is plan_moves


def test_mismatched_requests_are_refused() -> None:
    with pytest.raises(ValueError, match="starts"):
        plan_moves([(0, 0, 0)], [(1, 0, 0), (2, 0, 0)])
    with pytest.raises(ValueError, match="orientations"):
        plan_moves([(0, 0, 0)], [(1, 0, 0)], start_orientations=[(1, 0, 0, 0), (1, 0, 0, 0)])
