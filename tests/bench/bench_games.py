"""Full random games per second for each game, and the longest game seen, printed as JSON.

.venv/bin/python tests/bench/bench_games.py [--seconds S]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dicebar.rules.registry import game_ids
from rules.random_play import make_game, play_randomly


def measure(game_id: str, players: int, seconds: float) -> dict[str, object]:
    games = actions = longest = 0
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = make_game(game_id, players, seed, {})
        length = play_randomly(game, random.Random(seed), check=False)
        games, actions, longest, seed = games + 1, actions + length, max(longest, length), seed + 1
    elapsed = time.perf_counter() - started
    return {
        "game": game_id,
        "players": players,
        "games_per_second": round(games / elapsed, 1),
        "actions_per_second": round(actions / elapsed),
        "mean_actions": round(actions / games, 1),
        "longest_actions": longest,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game and table size")
    args = parser.parse_args()
    print(
        json.dumps([measure(game_id, players, args.seconds) for game_id in game_ids() for players in (3, 6)], indent=1)
    )


if __name__ == "__main__":
    main()
