"""Benchmark of `dicebar verify`: how long checking a game's history takes; prints one JSON object.

    .venv/bin/python tests/bench/bench_verify.py [--rounds 5]

For each game, computers (easy) play sealed games (`dicebar simulate --histories`'s way) until one has at least
1,000 actions (PeekPoker with a deep stack; the other games end sooner, so their longest of 40 games is taken).
Each history is written as the file's bytes, then verified `--rounds` times (`verify_history`: parse, shape, the
seal, every roll re-derived and every action replayed and compared); the best and the median round are printed,
with the time per 1,000 actions, the time to write the history (`game_history`) and the file's size. The goal
(`first_1000_actions`): the history of a game's first 1,000 actions (a PeekPoker game cut there, unfinished)
verifies in under 1 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from dicebar.bots.simulate import simulate
from dicebar.rules.game import Game
from dicebar.rules.history import game_history
from dicebar.rules.registry import game_ids
from dicebar.rules.verify import verify_history

LONG_GAME = 1_000
OPTIONS: dict[str, dict[str, Any]] = {"peekpoker": {"stack": 40}}


def long_game(game_id: str) -> Game:
    """A sealed game of at least LONG_GAME actions, or the longest of 40 games."""
    games: list[Game] = []
    for seed in range(40):
        simulate(game_id, 3, 1, seed, ["easy"], options=OPTIONS.get(game_id, {}), on_game=lambda _n, g: games.append(g))
        if len(games[-1].history) >= LONG_GAME:
            break
    return max(games, key=lambda game: len(game.history))


def timed_history(game: Game) -> tuple[dict[str, Any], float]:
    begin = time.perf_counter()
    record = game_history(game, [False] * len(game.names)).record
    return record, time.perf_counter() - begin


def first_actions(record: dict[str, Any], count: int) -> dict[str, Any]:
    """The history of the game's first `count` actions, as of a game given up there."""
    unfinished = {"finished": False, "winner": None, "loser": None, "buyer": None, "sponsor": None}
    return {**record, "actions": record["actions"][:count], "result": unfinished}


def measure(record: dict[str, Any], written: float, rounds: int) -> dict[str, Any]:
    data = json.dumps(record, separators=(",", ":")).encode()
    seconds = []
    for _ in range(rounds):
        begin = time.perf_counter()
        verified = verify_history(data)
        seconds.append(time.perf_counter() - begin)
    best, median = min(seconds), statistics.median(seconds)
    return {
        "actions": verified.actions,
        "rolls": verified.rolls,
        "bytes": len(data),
        "write_history_ms": round(written * 1000, 1) if written else None,
        "verify_best_ms": round(best * 1000, 1),
        "verify_median_ms": round(median * 1000, 1),
        "verify_ms_per_1000_actions": round(median * 1000 * 1000 / max(verified.actions, 1), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    report: dict[str, Any] = {"rounds": rounds, "games": {}}
    for game_id in game_ids():
        game = long_game(game_id)
        record, written = timed_history(game)
        report["games"][game_id] = measure(record, written, rounds)
        if len(game.history) >= LONG_GAME and "first_1000_actions" not in report:
            report["first_1000_actions"] = {"game": game_id, **measure(first_actions(record, LONG_GAME), 0, rounds)}
    report["under_1_s"] = report["first_1000_actions"]["verify_median_ms"] < 1000
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
