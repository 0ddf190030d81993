"""Sealed games played by computers, written as histories: the material of the history and verify tests."""

from __future__ import annotations

import json
from typing import Any

from dicebar.bots.simulate import simulate
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.history import game_history
from dicebar.rules.registry import game_type


def played_game(game_id: str, players: int, seed: int, options: dict[str, Any], bots: str = "easy") -> Game:
    """One sealed game between computers (`dicebar simulate --histories`), with `players` seats or the fewest the
    options allow above that."""
    games: list[Game] = []
    for count in range(players, game_type(game_id).players[1] + 1):
        try:
            simulate(game_id, count, 1, seed, [bots], options=options, on_game=lambda _n, game: games.append(game))
        except RulesError as error:
            if "is played by" not in str(error):
                raise
            continue
        return games[0]
    raise AssertionError(f"no player count from {players} works for {game_id} with {options}")


def history_of(game: Game) -> dict[str, Any]:
    """The game's history as a reader of the file has it (JSON through and through)."""
    record: dict[str, Any] = json.loads(json.dumps(game_history(game, [False] * len(game.names)).record))
    return record


def encoded(record: object) -> bytes:
    return json.dumps(record, separators=(",", ":")).encode()
