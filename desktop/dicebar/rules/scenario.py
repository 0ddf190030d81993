"""`dicebar play`: a game driven by scripted dice and scripted decisions.

The scenario's form and the printed state are described in tests/scenarios/README.md.

Forced steps take no move: whenever the rules leave the current player exactly one legal action (a roll,
the end of a turn after the third roll, a showdown with no ace to re-roll), it is applied by itself.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dicebar.rules.actions import Action, action_from_json
from dicebar.rules.dice import PIP_FACES, ScriptedDice, parse_poker_face
from dicebar.rules.errors import DiceExhausted, IllegalAction, RulesError, ScriptError
from dicebar.rules.game import Game
from dicebar.rules.registry import game_class, new_game

_KEYS = {"game", "players", "first", "options", "rolls", "moves"}


class ScenarioError(RulesError):
    """A scenario that cannot be played; the message names the entry and says why."""


class MoveRefused(IllegalAction):
    """A scripted move (or, with `index` None, a forced step) that the rules refuse."""

    def __init__(self, index: int | None, reason: str) -> None:
        super().__init__(reason)
        self.index = index


def drive(game: Game, moves: Sequence[Action], after_each: Callable[[Game], None] | None = None) -> tuple[Game, int]:
    """Play forced steps by themselves and `moves` at each decision, until the game ends or the moves or the
    scripted dice run out (the step that needed missing dice is undone). Returns the game and the number of
    moves used; raises MoveRefused for a move the rules do not allow. `after_each` sees every applied step."""
    used = 0
    while not game.is_over:
        legal = game.legal_actions()
        if len(legal) == 1:
            action, index = legal[0], None
        elif used < len(moves):
            action, index = moves[used], used
        else:
            break
        before = copy.deepcopy(game)
        try:
            game.apply(action)
        except DiceExhausted:
            return before, used
        except ScriptError:
            raise
        except IllegalAction as error:
            raise MoveRefused(index, str(error)) from None
        if index is not None:
            used += 1
        if after_each is not None:
            after_each(game)
    return game, used


def run_scenario(data: Any) -> dict[str, object]:
    """Play the scenario; return the printed state. Raises ScenarioError with a one-line message."""
    return play_scenario(data).summary()


def play_scenario(data: Any, after_each: Callable[[Game], None] | None = None) -> Game:
    """Play the scenario; return the game as it ends (`after_each` sees every applied step). Raises
    ScenarioError with a one-line message."""
    game, moves = _set_up(data)
    actions = []
    for index, move in enumerate(moves):
        try:
            actions.append(action_from_json(move))
        except RulesError as error:
            raise ScenarioError(f"moves[{index}]: {error}") from None
    try:
        game, used = drive(game, actions, after_each)
    except ScriptError as error:
        raise ScenarioError(str(error)) from None
    except MoveRefused as error:
        label = "a forced step" if error.index is None else f"moves[{error.index}]"
        raise ScenarioError(f"{label}: {error}") from None
    if game.is_over:
        script = game.dice
        assert isinstance(script, ScriptedDice)
        if script.remaining:
            raise ScenarioError(f"rolls[{script.position}]: left over, the game ended before this roll")
        if used < len(actions):
            raise ScenarioError(f"moves[{used}]: left over, the game ended before this move")
    return game


def _set_up(data: Any) -> tuple[Game, list[Any]]:
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise ScenarioError(f"unknown key {unknown[0]!r} (keys: {', '.join(sorted(_KEYS))})")
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise ScenarioError("moves: must be a list")
    return scripted_game(data), moves


def scripted_game(data: Mapping[str, Any]) -> Game:
    """A new game from the entries `game`, `players`, `first`, `options` and `rolls` of a scenario (or of a
    tutorial, which is a scenario with captions), its dice scripted. Raises ScenarioError with a one-line message."""
    for key in ("game", "players", "rolls"):
        if key not in data:
            raise ScenarioError(f"'{key}' is missing")
    try:
        cls = game_class(data["game"])
    except RulesError as error:
        raise ScenarioError(f"game: {error}") from None
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ScenarioError("options: must be an object of option names and values")
    first = data.get("first")
    if first is not None and not isinstance(first, str):
        raise ScenarioError("first: must be a player's name")
    dice = ScriptedDice(_parse_rolls(data["rolls"], cls.game_type.poker_faces))
    try:
        return new_game(cls.game_type.id, data["players"], dice, options, first)
    except RulesError as error:
        field = "options" if "option" in str(error) else "players"
        raise ScenarioError(f"{field}: {error}") from None


def _parse_rolls(rolls: Any, poker: bool) -> list[list[int]]:
    if not isinstance(rolls, list):
        raise ScenarioError("rolls: must be a list of rolls, each a list of faces")
    parsed: list[list[int]] = []
    for index, entry in enumerate(rolls):
        if not isinstance(entry, list) or not entry:
            raise ScenarioError(f"rolls[{index}]: a roll is a non-empty list of faces")
        parsed.append([parse_face(face, poker, f"rolls[{index}]") for face in entry])
    return parsed


def parse_face(face: Any, poker: bool, label: str) -> int:
    """A face as a scenario writes it (1..6, or a poker face's string); ScenarioError naming `label` if not."""
    if poker:
        if not isinstance(face, str):
            raise ScenarioError(f'{label}: poker faces are the strings "9" "10" "J" "Q" "K" "A", not {face!r}')
        try:
            return parse_poker_face(face)
        except RulesError as error:
            raise ScenarioError(f"{label}: {error}") from None
    if type(face) is not int or face not in PIP_FACES:
        raise ScenarioError(f"{label}: {face!r} is not a face of a pip die (1 to 6)")
    return face
