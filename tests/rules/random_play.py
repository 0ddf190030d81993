"""Random legal play for any registered game: the engine of the generic property tests and benchmarks."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from dicebar.rules.actions import Action
from dicebar.rules.dice import SeededDice
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.options import OptionSpec
from dicebar.rules.registry import game_class, new_game

NAMES = ("Max", "Danielle", "James", "Ana", "Bo", "Cy", "Dee", "Eli")
MAX_ACTIONS = 50_000


def option_strategy(spec: OptionSpec) -> st.SearchStrategy[Any]:
    if spec.kind == "flag":
        return st.booleans()
    if spec.kind == "choice":
        return st.sampled_from(spec.choices)
    numbers = st.integers(min_value=spec.minimum, max_value=spec.minimum + (40 if spec.name == "stack" else 3))
    return st.none() | numbers if spec.kind == "int_or_none" else numbers


def options_strategy(game_id: str) -> st.SearchStrategy[dict[str, Any]]:
    specs = game_class(game_id).game_type.options
    return st.fixed_dictionaries({}, optional={spec.name: option_strategy(spec) for spec in specs})


def make_game(game_id: str, players: int, seed: int, options: dict[str, Any]) -> Game:
    """A seeded game with `players` seats, or the fewest the options allow above that."""
    for count in range(players, len(NAMES) + 1):
        try:
            return new_game(game_id, list(NAMES[:count]), SeededDice(seed), options)
        except RulesError as error:
            if "is played by" not in str(error):
                raise
    raise AssertionError(f"no player count from {players} works for {game_id} with {options}")


def random_action(game: Game, chooser: random.Random) -> Action:
    """A uniformly chosen kind of action, then one of that kind (so 400 bet sizes don't drown a fold)."""
    legal = game.legal_actions()
    kinds = sorted({action.kind for action in legal})
    kind = chooser.choice(kinds)
    return chooser.choice([action for action in legal if action.kind == kind])


def play_randomly(game: Game, chooser: random.Random, limit: int = MAX_ACTIONS, check: bool = True) -> int:
    """Apply random legal actions until the game ends; return how many were applied."""
    applied = 0
    while not game.is_over:
        assert applied < limit, f"{game.game_id} did not end within {limit} actions"
        game.apply(random_action(game, chooser))
        applied += 1
        if check:
            game.check_invariants()
    return applied
