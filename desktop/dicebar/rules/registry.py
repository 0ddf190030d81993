"""Every game by id (kpat's habit: one module per game, one table that names them all)."""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from dicebar.rules.dice import DiceSource
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.options import OptionValue, resolve_options

# id -> "module:Class"; imported on first use so that one game's module never slows another's start.
_GAMES: dict[str, str] = {
    "aces-in-the-pot": "dicebar.rules.aces_in_the_pot:AcesInThePot",
    "fives-to-the-right": "dicebar.rules.fives_to_the_right:FivesToTheRight",
    "bar-dice": "dicebar.rules.bar_dice:BarDice",
    "layman-bar-dice": "dicebar.rules.layman:LaymanBarDice",
    "peekpoker": "dicebar.rules.peekpoker:PeekPoker",
}

GAME_IDS: tuple[str, ...] = tuple(_GAMES)


def game_class(game_id: object) -> type[Game]:
    if not isinstance(game_id, str) or game_id not in _GAMES:
        raise RulesError(f"unknown game {game_id!r} (games: {', '.join(GAME_IDS)})")
    module_name, class_name = _GAMES[game_id].split(":")
    cls: type[Game] = getattr(importlib.import_module(module_name), class_name)
    return cls


def option_owners() -> dict[str, str]:
    """Option name -> the game it belongs to, for 'that is another game's option' messages."""
    owners: dict[str, str] = {}
    for game_id in GAME_IDS:
        for spec in game_class(game_id).option_specs:
            owners.setdefault(spec.name, game_id)
    return owners


def check_options(game_id: str, given: Mapping[str, object]) -> dict[str, OptionValue]:
    cls = game_class(game_id)
    return resolve_options(game_id, cls.option_specs, given, option_owners)


def new_game(
    game_id: str,
    names: list[str],
    dice: DiceSource,
    options: Mapping[str, object] | None = None,
    first: str | None = None,
) -> Game:
    cls = game_class(game_id)
    resolved = check_options(game_id, options or {})
    return cls(names, dice, resolved, first)
