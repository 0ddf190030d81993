"""Shared by the per-game rules tests: scripted games rolled out, scenario files, holdings from `dicebar play`."""

from __future__ import annotations

import json
from typing import Any, TypeVar

from conftest import SCENARIOS
from dicebar.rules.actions import ROLL
from dicebar.rules.dice import ScriptedDice
from dicebar.rules.game import Game

G = TypeVar("G", bound=Game)


def roll_out(table: G) -> G:
    """Throw for every forced roll until the script runs out or the game ends, checking invariants as it goes."""
    while not table.is_over and isinstance(table.dice, ScriptedDice) and table.dice.remaining:
        assert table.legal_actions() == [ROLL]
        table.apply(ROLL)
        if not table.in_rolloff:
            table.check_invariants()
    return table


def scenario_json(game_id: str, name: str) -> dict[str, Any]:
    """A scenario file under tests/scenarios/<game_id>/ (the `.json` suffix is optional)."""
    file = name if name.endswith(".json") else f"{name}.json"
    data: dict[str, Any] = json.loads((SCENARIOS / game_id / file).read_text(encoding="utf-8"))
    return data


def holdings(state: dict[str, Any], counter: str) -> list[tuple[str, int, str]]:
    """(name, counter, status) per player of a `dicebar play` state, the counter being tokens, dice or chips."""
    return [(player["name"], player[counter], player["status"]) for player in state["players"]]
