"""Every game by id (kpat's habit: one module per game, one table that names them all).

A game module declares its `GameType` and calls `register_game(GAME_TYPE, TheGame)` when imported. The built-in
games' modules are imported on the first question asked here, in the order the lobby lists them; a game defined
elsewhere (a test's) registers itself the same way and is then a game like any other.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from dicebar.rules.dice import DiceSource
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.game_type import GameType
from dicebar.rules.options import OptionValue, resolve_options

BUILT_IN_MODULES = (
    "dicebar.rules.aces_in_the_pot",
    "dicebar.rules.fives_to_the_right",
    "dicebar.rules.bar_dice",
    "dicebar.rules.layman",
    "dicebar.rules.peekpoker",
)

_GAMES: dict[str, type[Game]] = {}


def register_game(game_type: GameType, cls: type[Game]) -> None:
    """Make `cls` the game `game_type.id`; its class gets the type as `game_type`."""
    registered = _GAMES.get(game_type.id)
    if registered is not None and registered is not cls:
        raise RulesError(f"game {game_type.id!r} is registered already")
    cls.game_type = game_type
    _GAMES[game_type.id] = cls


def unregister_game(game_id: str) -> None:
    """Forget a game registered from outside the built-in ones (a test's)."""
    _GAMES.pop(game_id, None)


def _games() -> dict[str, type[Game]]:
    """Every game, the built-in ones first in their order (a game module may have been imported on its own first)."""
    for module in BUILT_IN_MODULES:
        importlib.import_module(module)  # once: Python keeps it in sys.modules
    order = {module: index for index, module in enumerate(BUILT_IN_MODULES)}
    return dict(sorted(_GAMES.items(), key=lambda item: order.get(item[1].__module__, len(order))))


def game_ids() -> tuple[str, ...]:
    return tuple(_games())


def game_types() -> tuple[GameType, ...]:
    return tuple(cls.game_type for cls in _games().values())


def game_type(game_id: object) -> GameType:
    return game_class(game_id).game_type


def game_class(game_id: object) -> type[Game]:
    games = _games()
    if not isinstance(game_id, str) or game_id not in games:
        raise RulesError(f"unknown game {game_id!r} (games: {', '.join(games)})")
    return games[game_id]


def option_owners() -> dict[str, str]:
    """Option name -> the game it belongs to, for 'that is another game's option' messages."""
    owners: dict[str, str] = {}
    for described in game_types():
        for spec in described.options:
            owners.setdefault(spec.name, described.id)
    return owners


def check_options(game_id: str, given: Mapping[str, object]) -> dict[str, OptionValue]:
    return resolve_options(game_id, game_type(game_id).options, given, option_owners)


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
