"""Throw planning speed and size, printed as JSON, plus a long correctness run of the planner.

.venv/bin/python tests/bench/bench_physics.py [--throws N] [--verify N]

Release to motion: a cup let go with a flick (dicebar.session.table_scene) until its throw step carries the
motion, for 1, 2 and 5 dice (the pip games' throws), with the flick's launches simulated while the cup shook and
without (a flick quicker than that: the launch simulated at the release); and how long the shake takes to
simulate all of them.

For 1, 2, 5 and 25 dice: planning time per throw (wall: median, 95th percentile, worst; CPU: median, p95)
over N seeded throws from random seats of random tables, attempts used (re-throws of cocked dice), simulated
seconds and frames per throw, contact events per throw, and a plan's memory (its arrays and events) and JSON
size. Cold start: importing the engine and the first plan (which compiles the MuJoCo model). `--verify N`
checks N more throws of 1..25 dice with the same checks as tests/physics/test_throw.py (values on top, flat,
inside, apart, continuous).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np

from dicebar.physics.flick import LAUNCHES
from dicebar.physics.table import table_for
from dicebar.physics.throw import ThrowPlan, plan_throw
from dicebar.session.table_scene import TableScene
from physics.test_throw import check_plan

COUNTS = (1, 2, 5, 25)
FLICK_COUNTS = (1, 2, 5)


def plan_bytes(plan: ThrowPlan) -> int:
    arrays = plan.positions.nbytes + plan.orientations.nbytes + plan.offsets.nbytes
    return arrays + sum(sys.getsizeof(event) + 3 * 24 for event in plan.contacts)


def percentile(values: list[float], fraction: float) -> float:
    return float(np.percentile(values, fraction * 100))


def measure(count: int, throws: int) -> dict[str, object]:
    rng = random.Random(count)
    seconds: list[float] = []
    cpu: list[float] = []
    plans: list[ThrowPlan] = []
    for seed in range(throws):
        seats = rng.randint(2, 8)
        table = table_for(seats)
        values = [rng.randint(1, 6) for _ in range(count)]
        started, started_cpu = time.perf_counter(), time.process_time()
        plan = plan_throw(values, 10_000 + seed, table=table, seat=rng.randrange(seats))
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        plans.append(plan)
    frames = [plan.frame_count for plan in plans]
    return {
        "dice": count,
        "throws": throws,
        "plan_ms_median": round(statistics.median(seconds) * 1000, 2),
        "plan_ms_p95": round(percentile(seconds, 0.95) * 1000, 2),
        "plan_ms_worst": round(max(seconds) * 1000, 2),
        "plan_cpu_ms_median": round(statistics.median(cpu) * 1000, 2),
        "plan_cpu_ms_p95": round(percentile(cpu, 0.95) * 1000, 2),
        "attempts_mean": round(statistics.mean(plan.attempt + 1 for plan in plans), 3),
        "simulated_s_median": round(statistics.median(plan.duration for plan in plans), 3),
        "frames_median": statistics.median(frames),
        "frames_max": max(frames),
        "contacts_median": statistics.median(len(plan.contacts) for plan in plans),
        "plan_kib_median": round(statistics.median(plan_bytes(plan) for plan in plans) / 1024, 1),
        "plan_json_kib_median": round(
            statistics.median(len(json.dumps(plan.to_json())) for plan in plans[: min(20, throws)]) / 1024, 1
        ),
    }


def milliseconds(seconds: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(seconds) * 1000, 2),
        "p95": round(percentile(seconds, 0.95) * 1000, 2),
        "worst": round(max(seconds) * 1000, 2),
    }


def flick_release(count: int, throws: int) -> dict[str, object]:
    """Release to motion: from the cup let go (its launch found) to the throw step with the motion for the view."""
    rng = random.Random(1000 + count)
    shaken: list[float] = []
    ready: list[float] = []
    at_release: list[float] = []
    for seed in range(throws):
        seats = rng.randint(2, 8)
        seat = rng.randrange(seats)
        velocity = (rng.uniform(-2.5, 2.5), rng.uniform(-2.5, 2.5))
        faces = tuple(rng.randint(1, 6) for _ in range(count))
        for planned, times in ((True, ready), (False, at_release)):
            scene = TableScene(seats, 0, count, seed=seed)
            if planned:
                started = time.perf_counter()
                scene.plan_flicks(seat)
                scene.wait_for_flicks()
                shaken.append(time.perf_counter() - started)
            started = time.perf_counter()
            launch = scene.flick_launch(seat, (0.0, 0.0), velocity)
            assert launch is not None
            scene.launch = (seat, launch)
            step = scene._throw(seat, faces)
            times.append(time.perf_counter() - started)
            assert step.data["values"] == list(faces)
    return {
        "dice": count,
        "throws": throws,
        "launches_planned_per_shake": len(LAUNCHES),
        "shake_plans_all_ms": milliseconds(shaken),
        "release_to_motion_ms_planned_while_shaking": milliseconds(ready),
        "release_to_motion_ms_planned_at_release": milliseconds(at_release),
    }


def cold_start() -> dict[str, float]:
    probe = (
        "import time; t0 = time.perf_counter()\n"
        "import mujoco, numpy\n"
        "t1 = time.perf_counter()\n"
        "from dicebar.physics.throw import plan_throw\n"
        "t2 = time.perf_counter(); plan_throw([1, 2, 3, 4, 5], 1); t3 = time.perf_counter()\n"
        "plan_throw([1, 2, 3, 4, 5], 2); t4 = time.perf_counter()\n"
        "print(t1 - t0, t3 - t2, t4 - t3)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    engine, first, second = (float(part) for part in done.stdout.split())
    return {
        "import_engine_ms": round(engine * 1000, 1),
        "first_5_dice_plan_ms": round(first * 1000, 1),
        "second_5_dice_plan_ms": round(second * 1000, 1),
    }


def verify(throws: int) -> dict[str, object]:
    rng = random.Random(77)
    started = time.perf_counter()
    for seed in range(throws):
        seats = rng.randint(2, 8)
        table = table_for(seats)
        values = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 25)))
        check_plan(plan_throw(values, 50_000 + seed, table=table, seat=rng.randrange(seats)), table)
    return {"verified_throws": throws, "verify_seconds": round(time.perf_counter() - started, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--throws", type=int, default=200, help="throws per dice count (a quarter of it for 25)")
    parser.add_argument("--verify", type=int, default=0, help="extra throws of 1..25 dice to check")
    args = parser.parse_args()
    # Wall times suffer when other work shares the two cores; CPU times and the load say how much.
    report: dict[str, object] = {"load_average_1min": round(os.getloadavg()[0], 2), "cold_start": cold_start()}
    report["flick_release"] = [flick_release(count, max(1, args.throws // 4)) for count in FLICK_COUNTS]
    report["throws"] = [measure(count, args.throws if count < 25 else max(1, args.throws // 4)) for count in COUNTS]
    if args.verify:
        report["verify"] = verify(args.verify)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
