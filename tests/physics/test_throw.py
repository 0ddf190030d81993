"""The throw planner: thousands of planned throws end showing the model's values, flat, inside the rails, apart.

Every check here recomputes what it tests from the plan's raw data (poses, offsets) with the table's own face
layout, so a wrong offset, a tilted die or an overlap cannot hide behind the planner's bookkeeping.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from itertools import combinations
from typing import NamedTuple

import numpy as np
import numpy.typing as npt
import pytest

from dicebar.physics.flick import LAUNCHES, direction
from dicebar.physics.table import FACE_NORMALS, Table, quat_multiply, quat_rotate, table_for
from dicebar.physics.throw import (
    MODELS_KEPT,
    REST_FRAMES,
    SETTLE_SPREAD,
    SOUTH_RAIL_GAP,
    ContactEvent,
    Obstacle,
    ThrowMotion,
    ThrowPlan,
    _compiled,
    bounce,
    face_offset,
    plan_motion,
    plan_throw,
    release_spare_data,
)

FLAT_COS = math.cos(math.radians(2.0))
OVERLAP_TOLERANCE = 0.0003  # m: soft contacts may press dice 0.03 mm into each other; 0.3 mm would show
MAX_FRAME_STEP = 0.075  # m per 1/60 s = 4.5 m/s, above the hardest pour; a teleport is far more
KINDS = {"felt", "rail", "die", "tokens"}
NORMALS = np.array([FACE_NORMALS[value] for value in range(1, 7)])


# ---------------------------------------------------------------------------------------------------------------
# Independent checks


def shown_top_faces(plan: ThrowPlan) -> tuple[list[int], npt.NDArray[np.float64]]:
    """The value each die shows on top at rest (body orientation times offset), and that face's normal z."""
    shown = quat_multiply(plan.rest_orientations, plan.offsets)
    tops, heights = [], []
    for quaternion in shown:
        up = quat_rotate(np.broadcast_to(quaternion, (6, 4)), NORMALS)[:, 2]
        tops.append(int(np.argmax(up)) + 1)
        heights.append(float(up.max()))
    return tops, np.array(heights)


def footprint(plan: ThrowPlan, index: int) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], float]:
    """Centre (xy) and the two horizontal half-axes of a flat die at rest."""
    quaternion = np.asarray(plan.rest_orientations[index], dtype=np.float64)
    axes = quat_rotate(np.broadcast_to(quaternion, (3, 4)), np.eye(3))
    flat = axes[np.argsort(np.abs(axes[:, 2]))[:2], :2]
    return np.asarray(plan.rest_positions[index, :2], dtype=np.float64), flat, 0.008


class Footprint(NamedTuple):
    """A box seen from above: centre, two unit half-axes (rows) and its half sizes along them."""

    center: npt.NDArray[np.float64]
    axes: npt.NDArray[np.float64]
    half_x: float
    half_y: float


def penetration(a: Footprint, b: Footprint) -> float:
    """Separating-axis test of two boxes seen from above: how deep they overlap (<= 0: apart)."""
    depth = math.inf
    for axis in (*a.axes, *b.axes):
        extent_a = a.half_x * abs(a.axes[0] @ axis) + a.half_y * abs(a.axes[1] @ axis)
        extent_b = b.half_x * abs(b.axes[0] @ axis) + b.half_y * abs(b.axes[1] @ axis)
        depth = min(depth, float(extent_a + extent_b - abs((b.center - a.center) @ axis)))
    return depth


def die_box(plan: ThrowPlan, index: int) -> Footprint:
    center, axes, half = footprint(plan, index)
    return Footprint(center, axes, half, half)


def obstacle_box(obstacle: Obstacle) -> Footprint:
    cos, sin = math.cos(obstacle.yaw), math.sin(obstacle.yaw)
    axes = np.array([[cos, sin], [-sin, cos]])
    return Footprint(np.array(obstacle.center[:2]), axes, obstacle.half[0], obstacle.half[1])


def check_plan(plan: ThrowPlan, table: Table, obstacles: tuple[Obstacle, ...] = ()) -> None:
    count = len(plan.values)
    half = table.die.half
    frames = plan.frame_count
    assert plan.positions.shape == (frames, count, 3) and plan.orientations.shape == (frames, count, 4)
    assert plan.offsets.shape == (count, 4)
    assert plan.cocked == ()

    # The face on top at rest is the model's value, and the die lies flat on the felt.
    tops, heights = shown_top_faces(plan)
    assert tops == list(plan.values)
    assert np.all(heights >= FLAT_COS), heights
    assert np.all(np.abs(plan.rest_positions[:, 2] - half) < 0.0005), plan.rest_positions[:, 2]

    # Every offset is one of the cube's rotations: it maps the six face normals onto themselves.
    for offset in plan.offsets:
        moved = quat_rotate(np.broadcast_to(offset, (6, 4)), NORMALS)
        assert np.allclose(np.sort(np.round(moved, 6), axis=0), np.sort(NORMALS, axis=0), atol=1e-6)

    # Inside the rails: every corner of every die on the felt.
    hx, hy = table.felt_half
    for index in range(count):
        center, axes, die_half = footprint(plan, index)
        corners = center + die_half * np.array([s * axes[0] + t * axes[1] for s in (-1, 1) for t in (-1, 1)])
        assert np.all(np.abs(corners[:, 0]) <= hx + 1e-4) and np.all(np.abs(corners[:, 1]) <= hy + 1e-4)

    # No two dice overlap, and none lies in an obstacle.
    boxes = [die_box(plan, index) for index in range(count)]
    for (i, a), (j, b) in combinations(enumerate(boxes), 2):
        if np.linalg.norm(a.center - b.center) < 2 * half * math.sqrt(2):
            assert penetration(a, b) < OVERLAP_TOLERANCE, (i, j)
    for obstacle in obstacles:
        for index, box in enumerate(boxes):
            assert penetration(box, obstacle_box(obstacle)) < OVERLAP_TOLERANCE, (index, obstacle)

    # Continuous motion: unit quaternions in one hemisphere frame to frame, no position jumps, still at the end.
    assert np.allclose(np.linalg.norm(plan.orientations, axis=-1), 1.0, atol=1e-5)
    assert np.all(np.sum(plan.orientations[1:] * plan.orientations[:-1], axis=-1) >= 0.0)
    assert np.linalg.norm(np.diff(plan.positions, axis=0), axis=-1).max() < MAX_FRAME_STEP
    settled = plan.positions[-REST_FRAMES:]
    assert np.abs(settled - settled[-1]).max() < 0.0005

    # Contacts: positive impulses, in time order, within the throw, naming real dice.
    assert plan.contacts, "dice that fall on the felt make some sound"
    times = [event.time for event in plan.contacts]
    assert times == sorted(times)
    for event in plan.contacts:
        assert event.impulse > 0 and 0 <= event.time <= plan.duration + 1e-9
        assert event.kind in KINDS and 0 <= event.die < count
        assert (event.kind == "die" and event.die < event.other < count) or (event.kind != "die" or event.other == -1)
        assert 0 < event.loudness() <= 1
    assert {event.die for event in plan.contacts if event.kind == "felt"} == set(range(count))


# ---------------------------------------------------------------------------------------------------------------
# Thousands of throws


def throws() -> list[tuple[int, int, int, tuple[int, ...], bool]]:
    """(seed, seats, seat, values, with obstacles): every count 1..25 ten times, then 1750 of a game's 1..6 dice."""
    rng = random.Random(2026)
    cases = []
    for k in range(2000):
        count = 1 + k % 25 if k < 250 else rng.randint(1, 6)
        seats = rng.randint(2, 8)
        values = tuple(rng.randint(1, 6) for _ in range(count))
        cases.append((k, seats, rng.randrange(seats), values, k % 8 == 3))
    return cases


def set_aside_and_pot(table: Table, seat: int) -> tuple[Obstacle, ...]:
    """Three dice set aside beside the thrower's cup, and a stack of tokens in the middle of the table."""
    place = table.seats[seat]
    fx, fy = place.facing
    sx, sy = -fy, fx
    mx, my, _ = place.cup_mouth
    row = tuple(
        Obstacle.die_at(mx + sx * (0.08 + 0.022 * k), my + sy * (0.08 + 0.022 * k), table=table) for k in range(3)
    )
    return (*row, Obstacle((0.0, 0.0, 0.012), (0.02, 0.02, 0.012), 0.3, "tokens"))


@pytest.mark.slow
def test_two_thousand_throws_show_the_models_values_flat_inside_the_rails_and_apart() -> None:
    counts: dict[int, int] = {}
    for seed, seats, seat, values, with_obstacles in throws():
        table = table_for(seats)
        obstacles = set_aside_and_pot(table, seat) if with_obstacles else ()
        plan = plan_throw(values, seed, table=table, seat=seat, occupied=obstacles)
        try:
            check_plan(plan, table, obstacles)
        except AssertionError as error:
            raise AssertionError(f"seed {seed}, {seats} seats, seat {seat}, values {values}: {error}") from error
        counts[len(values)] = counts.get(len(values), 0) + 1
    assert set(counts) == set(range(1, 26)) and sum(counts.values()) == 2000


# ---------------------------------------------------------------------------------------------------------------
# Determinism


def digest(plan: ThrowPlan) -> str:
    text = json.dumps(plan.to_json(), sort_keys=True)
    raw = plan.positions.tobytes() + plan.orientations.tobytes() + plan.offsets.tobytes()
    return hashlib.sha256(text.encode() + raw).hexdigest()


def test_the_same_inputs_give_the_same_plan() -> None:
    table = table_for(5)
    first = plan_throw([6, 6, 1, 2, 3], 99, table=table, seat=2)
    for _ in range(3):
        again = plan_throw([6, 6, 1, 2, 3], 99, table=table, seat=2)
        assert np.array_equal(first.positions, again.positions)
        assert np.array_equal(first.orientations, again.orientations)
        assert np.array_equal(first.offsets, again.offsets)
        assert first.contacts == again.contacts
        assert digest(first) == digest(again)


def test_the_same_inputs_give_the_same_plan_in_a_fresh_process() -> None:
    probe = (
        "import sys; sys.path.insert(0, 'tests')\n"
        "from physics.test_throw import digest\n"
        "from dicebar.physics.throw import plan_throw\n"
        "from dicebar.physics.table import table_for\n"
        "print(digest(plan_throw([6, 6, 1, 2, 3], 99, table=table_for(5), seat=2)))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.strip() == digest(plan_throw([6, 6, 1, 2, 3], 99, table=table_for(5), seat=2))


def test_other_seeds_throw_differently_and_the_values_only_turn_the_faces() -> None:
    a = plan_throw([1, 2, 3], 1)
    b = plan_throw([1, 2, 3], 2)
    assert not np.allclose(a.rest_positions, b.rest_positions)
    # Other values from the same seed: the very same motion, only the faces are relabelled.
    c = plan_throw([6, 5, 4], 1)
    assert np.array_equal(a.positions, c.positions) and np.array_equal(a.orientations, c.orientations)
    assert a.body_tops == c.body_tops
    assert not np.allclose(a.offsets, c.offsets)


def test_a_motion_planned_before_the_values_lands_on_them_like_a_whole_plan() -> None:
    table = table_for(4)
    lying = plan_throw([1, 2, 3], 5, table=table, seat=3).obstacles(table)
    motion = plan_motion(5, 77, table=table, seat=1, occupied=lying)
    landed = motion.land([6, 5, 4, 3, 2])
    whole = plan_throw([6, 5, 4, 3, 2], 77, table=table, seat=1, occupied=lying)
    assert digest(landed) == digest(whole)
    check_plan(landed, table, lying)
    with pytest.raises(ValueError, match="5 dice, not 2 values"):
        motion.land([1, 2])


def test_motions_planned_in_threads_equal_those_planned_in_turn() -> None:
    table = table_for(5)
    lying = plan_throw([4] * 10, 3, table=table, seat=0).obstacles(table)
    jobs = [(count, seed) for count in (3, 15) for seed in range(4)]
    in_turn = [plan_motion(count, seed, table=table, seat=2, occupied=lying) for count, seed in jobs]
    with ThreadPoolExecutor(max_workers=3) as pool:
        threaded = list(pool.map(lambda job: plan_motion(job[0], job[1], table=table, seat=2, occupied=lying), jobs))
    for a, b in zip(in_turn, threaded, strict=True):
        assert np.array_equal(a.positions, b.positions) and np.array_equal(a.orientations, b.orientations)
        assert a.contacts == b.contacts


def test_obstacles_anywhere_share_one_compiled_model() -> None:
    # The obstacles are mocap bodies placed per throw: a game's throws compile a model per dice and slot count,
    # not one per throw (compiling costs milliseconds).
    table = table_for(6)
    rng = random.Random(6)
    _compiled.cache_clear()
    for seed in range(6):
        lying = tuple(
            Obstacle.die_at(rng.uniform(-0.2, 0.2), rng.uniform(-0.15, 0.15), rng.uniform(0, 1), table)
            for _ in range(rng.randint(1, 8))
        )
        apart = [o for k, o in enumerate(lying) if all(math.dist(o.center, p.center) > 0.03 for p in lying[:k])]
        plan = plan_throw([2, 3], seed, table=table, seat=seed % 6, occupied=apart)
        check_plan(plan, table, tuple(apart))
    assert _compiled.cache_info().misses == 1


def test_a_long_game_keeps_only_a_few_compiled_models() -> None:
    # Each kept model holds a spare MjData with the pages its last throw touched (~0.6 MB): a game that throws
    # every number of dice keeps MODELS_KEPT of them, the most recent, not one per dice count.
    table = table_for(2)
    _compiled.cache_clear()
    for dice in range(1, MODELS_KEPT + 4):
        plan_motion(dice, dice, table=table)
    assert _compiled.cache_info().currsize == MODELS_KEPT
    plan_motion(MODELS_KEPT + 3, 99, table=table)  # the latest is still there: no compiling again
    assert _compiled.cache_info().misses == MODELS_KEPT + 3


def test_recording_faster_gives_the_same_motion_with_more_frames() -> None:
    slow = plan_throw([3, 4], 8)
    fast = plan_throw([3, 4], 8, fps=240)
    assert fast.fps == 240 and fast.frame_count == 4 * (slow.frame_count - 1) + 1
    assert np.array_equal(fast.positions[::4], slow.positions)
    assert fast.duration == pytest.approx(slow.duration)
    # At 240 fps the dice turn less than 70 degrees and move under 2 cm between frames: no jumps.
    dots = np.abs(np.sum(fast.orientations[1:] * fast.orientations[:-1], axis=-1))
    assert (2 * np.arccos(np.minimum(dots, 1.0))).max() < math.radians(70)
    assert np.linalg.norm(np.diff(fast.positions, axis=0), axis=-1).max() < 0.02


# ---------------------------------------------------------------------------------------------------------------
# Cocked dice


def test_a_cocked_result_is_reported_when_allowed_and_thrown_again_otherwise() -> None:
    table = table_for(2)
    values = [1] * 25
    cocked = next(
        (plan for seed in range(150) if (plan := plan_throw(values, seed, table=table, allow_cocked=True)).cocked),
        None,
    )
    assert cocked is not None, "25 dice in a pile cock one now and then"
    half = table.die.half
    for index in cocked.cocked:
        _, tilt_z = shown_top_faces(cocked)
        tilted = tilt_z[index] < FLAT_COS
        lifted = cocked.rest_positions[index, 2] > half + 0.001
        assert tilted or lifted
    retried = plan_throw(values, cocked.seed, table=table)
    assert retried.cocked == () and retried.attempt > cocked.attempt
    check_plan(retried, table)


# ---------------------------------------------------------------------------------------------------------------
# Obstacles, sounds, materials


def test_thrown_dice_bounce_off_what_lies_on_the_table_and_never_end_inside_it() -> None:
    table = table_for(2)
    mouth = table.seats[0].cup_mouth
    # A fence of token stacks across the throw, 14 cm in front of the cup.
    fence = tuple(
        Obstacle((x, mouth[1] + 0.14, 0.012), (0.012, 0.012, 0.012), 0.0, "tokens")
        for x in np.arange(-0.15, 0.151, 0.03)
    )
    hits = 0
    for seed in range(10):
        plan = plan_throw([2, 4, 6], seed, table=table, occupied=fence)
        check_plan(plan, table, fence)
        hits += sum(event.kind == "tokens" for event in plan.contacts)
    assert hits > 0


def test_a_plans_dice_become_obstacles_for_the_next_throw() -> None:
    table = table_for(3)
    first = plan_throw([5, 5, 5, 5, 5], 4, table=table)
    lying = first.obstacles(table)
    assert len(lying) == 5
    for obstacle, position in zip(lying, first.rest_positions, strict=True):
        assert obstacle.center[:2] == pytest.approx(tuple(position[:2]))
        assert obstacle.kind == "die"
    second = plan_throw([1, 2, 3, 4, 5], 5, table=table, seat=1, occupied=lying)
    check_plan(second, table, lying)


def test_harder_falls_hit_harder() -> None:
    table = table_for(2)
    low_mouth, high_mouth = (0.0, -0.26, 0.02), (0.0, -0.26, 0.3)
    for seed in range(5):
        low = plan_throw([1], seed, origin=low_mouth, direction=(0.0, 1.0), table=table)
        high = plan_throw([1], seed, origin=high_mouth, direction=(0.0, 1.0), table=table)
        first_low = next(event for event in low.contacts if event.kind == "felt")
        first_high = next(event for event in high.contacts if event.kind == "felt")
        assert first_high.impulse > 1.5 * first_low.impulse


def test_contact_events_are_plain_data_for_the_sound() -> None:
    event = ContactEvent(0.25, "rail", 0.02, 1)
    assert event.loudness() == 1.0 and event.other == -1
    assert ContactEvent(0.25, "felt", 0.0045 * 0.75, 0).loudness() == pytest.approx(0.5)


def test_sound_cues_keep_the_loudest_few_hits_of_each_frame() -> None:
    plan = plan_throw([1] * 25, 12)
    cues = plan.sound_cues(min_loudness=0.05, per_frame=2)
    assert 0 < len(cues) < len(plan.contacts)
    assert all(cue in plan.contacts and cue.loudness() >= 0.05 for cue in cues)
    frames = [math.floor(cue.time * 60) for cue in cues]
    assert max(frames.count(frame) for frame in frames) <= 2
    # Nothing louder was dropped in favour of a softer hit of the same frame.
    for event in plan.contacts:
        if event not in cues and event.loudness() >= 0.05:
            same = [cue for cue in cues if math.floor(cue.time * 60) == math.floor(event.time * 60)]
            assert len(same) == 2 and min(cue.impulse for cue in same) >= event.impulse


@pytest.mark.parametrize("surface", ["felt", "rail", "die_on_die"])
def test_each_surface_bounces_as_its_material_says(surface: str) -> None:
    material = getattr(table_for(2), surface)
    assert bounce(material, 1.0) == pytest.approx(material.restitution, abs=0.03)
    assert bounce(material, 2.0) == pytest.approx(material.restitution, abs=0.06)


def test_the_felt_is_dead_and_the_rails_are_lively() -> None:
    table = table_for(2)
    assert bounce(table.felt) < bounce(table.rail) < 0.7


# ---------------------------------------------------------------------------------------------------------------
# The face relabelling itself


@pytest.mark.parametrize("top", range(1, 7))
@pytest.mark.parametrize("wanted", range(1, 7))
def test_the_offset_moves_the_wanted_face_to_where_the_top_face_was(top: int, wanted: int) -> None:
    offset = face_offset(top, wanted)
    assert np.allclose(quat_rotate(offset, FACE_NORMALS[wanted]), FACE_NORMALS[top])
    # Opposite faces stay opposite (a real die).
    assert np.allclose(quat_rotate(offset, FACE_NORMALS[7 - wanted]), [-c for c in FACE_NORMALS[top]])
    if top == wanted:
        assert np.allclose(np.abs(offset), [1, 0, 0, 0])


# ---------------------------------------------------------------------------------------------------------------
# The API's edges


def test_the_plan_is_plain_json() -> None:
    plan = plan_throw([1, 6], 3)
    data = json.loads(json.dumps(plan.to_json()))
    assert data["values"] == [1, 6] and data["fps"] == 60 and data["frames"] == plan.frame_count
    assert len(data["positions"]) == plan.frame_count and len(data["positions"][0]) == 2
    assert len(data["orientations"][0][0]) == 4 and len(data["offsets"]) == 2
    assert data["contacts"][0]["kind"] in KINDS
    assert plan.shown_orientations().shape == (plan.frame_count, 2, 4)


@pytest.mark.parametrize(
    ("values", "options", "message"),
    [
        ([], {}, "at least one die"),
        ([0, 3], {}, "1..6"),
        ([7], {}, "1..6"),
        ([1], {"fps": 30}, "frames per second"),
        ([1], {"direction": (0.0, 0.0)}, "direction"),
    ],
)
def test_bad_requests_are_refused(values: list[int], options: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        plan_throw(values, 1, **options)  # type: ignore[arg-type]


def test_any_seat_of_any_table_throws_toward_the_middle() -> None:
    for seats in range(2, 9):
        table = table_for(seats)
        for seat in table.seats:
            plan = plan_throw([1, 2, 3, 4, 5], seats, table=table, seat=seat.index)
            start = plan.positions[0, :, :2].mean(axis=0)
            end = plan.rest_positions[:, :2].mean(axis=0)
            travel, toward_middle = end - start, -start
            cos = travel @ toward_middle / (np.linalg.norm(travel) * np.linalg.norm(toward_middle))
            assert cos > math.cos(math.radians(35)), (seats, seat.index)
            assert np.linalg.norm(start - np.array(seat.cup_mouth[:2])) < 0.05


def test_a_die_lying_on_the_felt_is_an_obstacle_turned_like_its_flattest_axis() -> None:
    rng = random.Random(7)
    for _ in range(500):
        raw = np.array([rng.gauss(0, 1) for _ in range(4)])
        quaternion = tuple(float(v) for v in raw / np.linalg.norm(raw))
        # the die's own axes, turned: the one lying flattest (least z) sets the obstacle's yaw
        axes = [np.asarray(quat_rotate(quaternion, axis)) for axis in ((1.0, 0, 0), (0, 1.0, 0), (0, 0, 1.0))]
        flattest = min(axes, key=lambda axis: abs(axis[2]))
        obstacle = Obstacle.from_pose((0.03, -0.02, 0.008), quaternion)
        assert obstacle.center[:2] == (0.03, -0.02) and obstacle.kind == "die"
        assert math.isclose(obstacle.yaw, math.atan2(flattest[1], flattest[0]), abs_tol=1e-9)


def test_release_spare_data_drops_the_kept_mjdata_and_the_next_throw_is_the_same() -> None:
    table = table_for(2)
    first = plan_motion(3, 5, table=table)
    assert release_spare_data() >= 1  # the throw above left its MjData for the next
    assert release_spare_data() == 0
    again = plan_motion(3, 5, table=table)  # a fresh MjData gives the same motion
    assert np.array_equal(first.positions, again.positions) and first.contacts == again.contacts


# ---------------------------------------------------------------------------------------------------------------
# Compact throws: one close-up shows every die large


def compact(plan: ThrowMotion, table: Table) -> bool:
    """Whether the dice rest within SETTLE_SPREAD of one another and SOUTH_RAIL_GAP clear of the south rail."""
    rest = plan.positions[-1, :, :2].astype(np.float64)
    spread = rest.max(axis=0) - rest.min(axis=0)
    clear = rest[:, 1].min() + table.felt_half[1] >= SOUTH_RAIL_GAP
    return bool(spread[0] <= SETTLE_SPREAD[0] and spread[1] <= SETTLE_SPREAD[1] and clear)


def test_every_throw_of_a_hand_or_less_rests_compact_tapped_or_flicked() -> None:
    """Four hundred throws of 1..5 dice from random seats of random tables, half of them launched by a flick (any
    of the launches the cup simulates), some among dice set aside and a pot: every one rests compact, so that its
    close-up can bring each die to the size the camera promises."""
    rng = random.Random(7)
    spread: list[str] = []
    for seed in range(400):
        dice, seats = rng.randint(1, 5), rng.randint(2, 8)
        seat, launch = rng.randrange(seats), rng.choice(LAUNCHES)
        table = table_for(seats)
        flicked = seed % 2 == 1
        launched = {"direction": direction(table, seat, launch), "speed": launch.speed} if flicked else {}
        obstacles = set_aside_and_pot(table, seat) if seed % 8 == 4 else ()
        motion = plan_motion(dice, seed, table=table, seat=seat, occupied=obstacles, **launched)  # type: ignore[arg-type]
        if not motion.cocked and not compact(motion, table):
            spread.append(f"seed {seed}: {dice} dice, seat {seat} of {seats}" + (f", {launch}" if flicked else ""))
    assert not spread, f"{len(spread)} of 400 throws rest too spread for one close-up: {spread}"
