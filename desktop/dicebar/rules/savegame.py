"""Save and load a game at any point, as JSON.

A save holds the table as it was set up (players, options, first player, the dice source's starting state)
and every action since. Loading replays those actions through the rules, so a loaded game is exactly the
saved one, and a damaged or hostile file can only ever produce a game the rules allow: nothing in it is
executed, each action is verified before it is applied, and the log's digest must match at the end.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from dicebar.rules.actions import action_from_json
from dicebar.rules.dice import dice_from_json
from dicebar.rules.errors import DiceExhausted, RulesError
from dicebar.rules.game import Game
from dicebar.rules.registry import new_game

FORMAT = "dicebar-save"
VERSION = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 200_000


def log_digest(game: Game) -> str:
    return hashlib.sha256("\n".join(game.log_lines()).encode("utf-8")).hexdigest()


def save_game(game: Game) -> dict[str, object]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.game_id,
        "players": list(game.names),
        "options": dict(game.options),
        "first": game.first,
        "dice": game.dice_at_start,
        "actions": [action.to_json() for action in game.history],
        "log_digest": log_digest(game),
    }


def dumps(game: Game) -> str:
    return json.dumps(save_game(game), sort_keys=True)


def loads(text: str | bytes) -> Game:
    if len(text) > MAX_SAVE_BYTES:
        raise RulesError(f"save: the file is larger than {MAX_SAVE_BYTES // (1024 * 1024)} MB")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RulesError(f"save: not valid JSON ({str(error).splitlines()[0]})") from None
    return load_game(data)


def load_game(data: Any) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RulesError("save: this is not a Dice Bar saved game")
    if data.get("version") != VERSION:
        raise RulesError(f"save: version {data.get('version')!r} is not one this Dice Bar reads")
    players, options, actions = data.get("players"), data.get("options"), data.get("actions")
    first = data.get("first")
    if not isinstance(players, list) or not isinstance(options, dict) or not isinstance(actions, list):
        raise RulesError("save: 'players', 'options' and 'actions' are missing or of the wrong kind")
    if first is not None and not isinstance(first, str):
        raise RulesError("save: 'first' must be a player's name")
    if len(actions) > MAX_ACTIONS:
        raise RulesError("save: too many actions for one game")
    try:
        game = new_game(data.get("game"), players, dice_from_json(data.get("dice")), options, first)  # type: ignore[arg-type]
    except RulesError as error:
        raise RulesError(f"save: {error}") from None
    for index, move in enumerate(actions):
        try:
            game.apply(action_from_json(move))
        except DiceExhausted:
            raise RulesError(f"save: actions[{index}] needs dice the saved script does not have") from None
        except RulesError as error:
            raise RulesError(f"save: actions[{index}]: {error}") from None
    if data.get("log_digest") != log_digest(game):
        raise RulesError("save: the replayed game does not match the saved record (the file is damaged)")
    return game
