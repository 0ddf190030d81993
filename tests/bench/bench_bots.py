"""Benchmark of the computer players; prints one JSON object.

    .venv/bin/python tests/bench/bench_bots.py [--quick]

- startup: the one-off cost of the tables a bot builds, each measured in a fresh process (cold).
- decisions: `choose` times per game and strength (every seat that strength, 2 and 4 players), wall and CPU
  percentiles in microseconds, over the steps where a bot is asked (every step in the games without choices);
  with the time `Game.observation` itself takes (it describes the whole log on every call).
- layman: 20,000 heads-up Layman sponsor phases per pairing (half with each seat order): the rate at which
  the first bot is not the sponsor, with its 95% Wilson interval.
- peekpoker: chips won per hand (option hands: 1, stack 30, the seats rotating) with a 95% interval, and
  whole heads-up games (stack 50) won.
- simulate: `simulate()` games per second and game lengths per game.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
import sys
import time
from pathlib import Path
from statistics import quantiles

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots.test_poker_bots import hand_results
from dicebar.bots.registry import make_bot
from dicebar.bots.simulate import simulate
from dicebar.rules.dice import SeededDice
from dicebar.rules.registry import game_ids, new_game

NAMES = ["Max", "Danielle", "James", "Ana"]
COLD = {
    "layman-bar-dice best": "make_bot('layman-bar-dice', 'best', 0)",
    "bar-dice best": "make_bot('bar-dice', 'best', 0)",
    "bar-dice best (pace)": "make_bot('bar-dice', 'best', 0, options={'pace': True})",
    "peekpoker best": "make_bot('peekpoker', 'best', 0)",
    "peekpoker good": "make_bot('peekpoker', 'good', 0)",
    "bar-dice easy": "make_bot('bar-dice', 'easy', 0)",
}


def cold_start(expression: str) -> float:
    probe = (
        "import time; start = time.perf_counter()\n"
        "from dicebar.bots.registry import make_bot\n"
        f"{expression}\n"
        "print(time.perf_counter() - start)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return round(float(done.stdout), 3)


def percentiles(samples: list[float]) -> dict[str, float]:
    cuts = quantiles(sorted(samples), n=100, method="inclusive")
    return {
        "p50": round(cuts[49], 1),
        "p90": round(cuts[89], 1),
        "p99": round(cuts[98], 1),
        "max": round(max(samples), 1),
    }


def decision_times(game_id: str, strength: str, players: int, decisions: int) -> dict[str, object]:
    wall: list[float] = []
    cpu: list[float] = []
    looked: list[float] = []
    seed = 0
    forced_only = game_id in ("aces-in-the-pot", "fives-to-the-right")
    options = {"hands": 40} if game_id == "peekpoker" else {}
    while len(wall) < decisions:
        game = new_game(game_id, NAMES[:players], SeededDice(seed), options)
        bots = [make_bot(game_id, strength, seed * 10 + seat) for seat in range(players)]
        while not game.is_over and len(wall) < decisions:
            legal = game.legal_actions()
            seat = game.current_player
            assert seat is not None
            if len(legal) == 1 and not forced_only:
                game.apply(legal[0])
                continue
            start = time.perf_counter()
            seen = game.observation(seat)
            looked.append((time.perf_counter() - start) * 1e6)
            start, start_cpu = time.perf_counter(), time.thread_time()
            action = bots[seat].choose(seen)
            cpu.append((time.thread_time() - start_cpu) * 1e6)
            wall.append((time.perf_counter() - start) * 1e6)
            game.apply(action)
        seed += 1
    return {
        "game": game_id,
        "strength": strength,
        "players": players,
        "decisions": len(wall),
        "wall_us": percentiles(wall),
        "cpu_us": percentiles(cpu),
        "observation_us": percentiles(looked),
    }


def wilson(successes: int, trials: int, z: float = 1.96) -> list[float]:
    rate = successes / trials
    centre = (rate + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return [round(centre - half, 4), round(centre + half, 4)]


def layman_pairing(first: str, second: str, phases: int) -> dict[str, object]:
    """Heads-up Layman: the game is exactly one sponsor phase (after the roll-off for the hammer)."""
    half = phases // 2
    started = time.perf_counter()
    one = simulate("layman-bar-dice", 2, half, 1, [first, second])
    two = simulate("layman-bar-dice", 2, half, 2, [second, first])
    seats_one, seats_two = one["seats"], two["seats"]
    assert isinstance(seats_one, list) and isinstance(seats_two, list)
    spared = (half - seats_one[0]["sponsor"]) + (half - seats_two[1]["sponsor"])
    return {
        "pairing": f"{first} vs {second}",
        "phases": 2 * half,
        "first_not_sponsor": spared,
        "rate": round(spared / (2 * half), 4),
        "ci95": wilson(spared, 2 * half),
        "seconds": round(time.perf_counter() - started, 1),
    }


def poker_hands(strengths: list[str], hands: int) -> dict[str, object]:
    started = time.perf_counter()
    gains = hand_results(strengths, hands, 31)
    mean = sum(gains) / len(gains)
    spread = math.sqrt(sum((gain - mean) ** 2 for gain in gains) / (len(gains) - 1))
    half = 1.96 * spread / math.sqrt(len(gains))
    return {
        "table": strengths,
        "hands": hands,
        "chips_per_hand_for_first": round(mean, 3),
        "ci95": [round(mean - half, 3), round(mean + half, 3)],
        "seconds": round(time.perf_counter() - started, 1),
    }


def poker_games(first: str, second: str, games: int) -> dict[str, object]:
    half = games // 2
    one = simulate("peekpoker", 2, half, 3, [first, second])
    two = simulate("peekpoker", 2, half, 4, [second, first])
    seats_one, seats_two = one["seats"], two["seats"]
    assert isinstance(seats_one, list) and isinstance(seats_two, list)
    won = seats_one[0]["winner"] + seats_two[1]["winner"]
    return {
        "pairing": f"{first} vs {second}",
        "games": 2 * half,
        "first_won": won,
        "rate": round(won / (2 * half), 4),
        "ci95": wilson(won, 2 * half),
        "mean_actions": [one["mean_actions"], two["mean_actions"]],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a tenth of the runs, for a smoke test")
    args = parser.parse_args()
    scale = 10 if args.quick else 1
    report: dict[str, object] = {"startup_seconds": {name: cold_start(code) for name, code in COLD.items()}}
    report["decisions"] = [
        decision_times(game_id, strength, players, 3000 // scale)
        for game_id in game_ids()
        for strength in ("easy", "good", "best")
        for players in (2, 4)
        if not (game_id == "aces-in-the-pot" and players == 2)
    ]
    report["layman"] = [
        layman_pairing(first, second, 20_000 // scale)
        for first, second in (("best", "easy"), ("best", "good"), ("good", "easy"))
    ]
    report["peekpoker_hands"] = [
        poker_hands(table, 20_000 // scale)
        for table in (
            ["best", "easy"],
            ["best", "random"],
            ["best", "good"],
            ["good", "easy"],
            ["best", "easy", "good"],
        )
    ]
    report["peekpoker_games"] = [
        poker_games(first, second, games // scale)
        for first, second, games in (("best", "easy", 200), ("best", "random", 400), ("best", "good", 200))
    ]
    chooser = random.Random(5)
    report["simulate"] = []
    for game_id, players, bots in (
        ("aces-in-the-pot", 4, ["best"]),
        ("fives-to-the-right", 4, ["best"]),
        ("bar-dice", 4, ["best", "good", "easy", "random"]),
        ("layman-bar-dice", 2, ["best", "easy"]),
        ("layman-bar-dice", 4, ["best", "good", "easy", "random"]),
        ("peekpoker", 4, ["best", "good", "easy", "random"]),
    ):
        result = simulate(
            game_id, players, 400 // scale if game_id != "peekpoker" else 40 // scale, chooser.randrange(99), bots
        )
        report["simulate"].append(
            {
                key: result[key]
                for key in ("game", "players", "seats", "mean_actions", "longest_actions", "games_per_second")
            }
        )
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
