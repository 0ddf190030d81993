"""Benchmark of the exact bar dice policy and `dicebar odds`; prints one JSON object.

Run in a fresh process (cold numbers are first-use costs): .venv/bin/python tests/bench/bench_odds.py [decisions]
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial
from statistics import quantiles

from dicebar.bots import bar_dice_policy as policy
from dicebar.bots.bar_dice_policy import RULE_SETS, VALID_MARKS
from dicebar.bots.odds import odds_report


def _cold_import_seconds() -> float:
    """How long importing dicebar.bots.odds takes in a fresh interpreter (this process has it imported)."""
    probe = "import time; t = time.perf_counter(); import dicebar.bots.odds; print(time.perf_counter() - t)"
    done = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True)
    return float(done.stdout)


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def _latencies_us(actions: list[Callable[[], object]]) -> dict[str, float]:
    """Wall-clock and CPU-time percentiles; on a busy machine the wall p99 is the scheduler's time slice."""
    wall, cpu = [], []
    for action in actions:
        start, start_cpu = time.perf_counter(), time.thread_time()
        action()
        cpu.append((time.thread_time() - start_cpu) * 1e6)
        wall.append((time.perf_counter() - start) * 1e6)
    report: dict[str, float] = {}
    for name, samples in (("", wall), ("cpu_", cpu)):
        cuts = quantiles(sorted(samples), n=100, method="inclusive")
        report |= {f"{name}p50_us": round(cuts[49], 1), f"{name}p99_us": round(cuts[98], 1)}
    report["max_us"] = round(max(wall), 1)
    return report


def _random_position(chooser: random.Random) -> tuple[str, int, tuple[int, ...], tuple[int, ...], int, bool]:
    aside = tuple(chooser.randint(1, 6) for _ in range(chooser.randint(0, 4)))
    thrown = tuple(chooser.randint(1, 6) for _ in range(5 - len(aside)))
    return (
        chooser.choice(RULE_SETS),
        chooser.choice(VALID_MARKS),
        thrown,
        aside,
        chooser.randint(0, 2),
        bool(aside) or chooser.random() < 0.5,
    )


def main() -> None:
    decisions = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    report: dict[str, object] = {"load_average_1min": round(os.getloadavg()[0], 2), "cores": os.cpu_count()}
    report["import_s"] = round(_cold_import_seconds(), 4)

    report["shape_build_s"] = round(_timed(policy._shape), 4)
    report["first_mark_tables_s"] = round(_timed(lambda: policy.turn_odds(policy.LAYMAN, 42, 3)), 4)
    report["all_mark_tables_s"] = round(
        _timed(lambda: [policy.turn_odds(policy.BAR_DICE, mark, 3) for mark in policy.VALID_MARKS]), 4
    )
    report["tables"] = policy._beat_table.cache_info().currsize
    report["cold_start_total_s"] = round(
        sum(report[key] for key in ("import_s", "shape_build_s", "first_mark_tables_s")),  # type: ignore[misc]
        4,
    )

    chooser = random.Random(2024)
    positions = [_random_position(chooser) for _ in range(decisions)]
    report["decisions"] = decisions
    report["decision"] = _latencies_us(
        [partial(policy.choices, p[0], p[1], p[2], p[3], p[4], ace_seen=p[5]) for p in positions]
    )
    report["turn_odds"] = _latencies_us([partial(policy.turn_odds, p[0], p[1], 3) for p in positions[:1000]])
    report["odds_report_with_dice"] = _latencies_us(
        [
            partial(odds_report, p[0], p[1], dice=tuple(chooser.randint(1, 6) for _ in range(5)), rolls_left=2)
            for p in positions[:1000]
        ]
    )

    report["hammer_cold_s"] = round(
        _timed(lambda: [policy.hammer_odds(rules, 3, pace) for rules in policy.RULE_SETS for pace in (True, False)]),
        4,
    )
    report["hammer_odds"] = {
        f"{rules}{'' if pace else ' (no pace)'}": round(float(policy.hammer_odds(rules, 3, pace)), 6)
        for rules in policy.RULE_SETS
        for pace in (True, False)
    }
    report["hammer_decision"] = _latencies_us(
        [
            partial(policy.hammer_choices, p[0], p[2], p[3], rolls_used=3 - p[4], max_rolls=3, ace_seen=p[5])
            for p in positions[:2000]
        ]
    )

    runs = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "dicebar", "odds", "layman-bar-dice", "--mark", "42", "--rolls", "3"],
            check=True,
            capture_output=True,
        )
        runs.append(time.perf_counter() - start)
    report["cli_odds_wall_s_min_of_3"] = round(min(runs), 4)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
