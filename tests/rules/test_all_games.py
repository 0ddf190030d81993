"""Invariants every registered game meets (OpenSpiel's habit: a new game gets these for free).

Random legal play with random house rules: nothing made or lost, every game ends, the same seed and actions
give the same log, save/load at any point changes nothing, damaged saves are refused in one line, and a seat's
observation holds no other seat's hidden dice.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicebar.rules import savegame
from dicebar.rules.actions import action_from_json
from dicebar.rules.dice import SeededDice
from dicebar.rules.errors import RulesError
from dicebar.rules.registry import game_ids, new_game

from .random_play import make_game, options_strategy, play_randomly, random_action

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**64 - 1)
players = st.integers(min_value=2, max_value=6)


@pytest.mark.parametrize("game_id", game_ids())
@SETTINGS
@given(data=st.data(), seed=seeds, count=players)
def test_random_games_conserve_everything_and_end(game_id: str, data: st.DataObject, seed: int, count: int) -> None:
    game = make_game(game_id, count, seed, data.draw(options_strategy(game_id)))
    game.check_invariants()
    play_randomly(game, random.Random(seed))
    summary = game.summary()
    assert summary["finished"] is True
    assert game.current_player is None and game.legal_actions() == []
    result = game.result()
    assert any(field is not None for field in (result.winner, result.loser, result.buyer, result.sponsor))
    json.dumps(summary)


@pytest.mark.parametrize("game_id", game_ids())
@SETTINGS
@given(data=st.data(), seed=seeds, count=players)
def test_the_same_seed_and_actions_give_the_same_log(game_id: str, data: st.DataObject, seed: int, count: int) -> None:
    options = data.draw(options_strategy(game_id))
    game = make_game(game_id, count, seed, options)
    play_randomly(game, random.Random(seed), check=False)
    again = new_game(game_id, list(game.names), SeededDice(seed), options)
    for action in game.history:
        again.apply(action_from_json(json.loads(json.dumps(action.to_json()))))
    assert again.log_lines() == game.log_lines()
    assert again.summary() == game.summary()


@pytest.mark.parametrize("game_id", game_ids())
@SETTINGS
@given(data=st.data(), seed=seeds, count=players, cut=st.floats(min_value=0, max_value=1))
def test_save_and_load_at_any_point_changes_nothing(
    game_id: str, data: st.DataObject, seed: int, count: int, cut: float
) -> None:
    options = data.draw(options_strategy(game_id))
    whole = make_game(game_id, count, seed, options)
    length = play_randomly(whole, random.Random(seed), check=False)
    stop = int(cut * length)
    game = new_game(game_id, list(whole.names), SeededDice(seed), options)
    for action in whole.history[:stop]:
        game.apply(action)
    loaded = savegame.loads(savegame.dumps(game))
    assert loaded.summary() == game.summary()
    assert loaded.observation(0) == game.observation(0)
    for action in whole.history[stop:]:
        loaded.apply(action)
    assert loaded.log_lines() == whole.log_lines()


def _mutations(text: str) -> st.SearchStrategy[str]:
    data = json.loads(text)
    keys = sorted(data)
    return st.one_of(
        st.integers(min_value=0, max_value=max(len(text) - 1, 0)).map(lambda cut: text[:cut]),
        st.tuples(
            st.sampled_from(keys), st.from_type(type(None)) | st.integers() | st.text() | st.lists(st.integers())
        ).map(lambda change: json.dumps({**data, change[0]: change[1]})),
        st.sampled_from(keys).map(lambda key: json.dumps({k: v for k, v in data.items() if k != key})),
        st.integers(min_value=0, max_value=max(len(text) - 1, 0)).map(lambda at: text[:at] + "7" + text[at + 1 :]),
    )


@pytest.mark.parametrize("game_id", game_ids())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=seeds)
def test_damaged_saves_are_refused_in_one_line_or_load_exactly(game_id: str, data: st.DataObject, seed: int) -> None:
    game = make_game(game_id, 3, seed, {})
    chooser = random.Random(seed)
    for _ in range(data.draw(st.integers(min_value=0, max_value=30))):
        if game.is_over:
            break
        game.apply(random_action(game, chooser))
    damaged = data.draw(_mutations(savegame.dumps(game)))
    try:
        loaded = savegame.loads(damaged)
    except RulesError as error:
        assert "\n" not in str(error) and str(error).startswith("save: ")
    else:
        # Only a change the record does not depend on (e.g. key order) may load, and then it is the same game.
        assert loaded.log_lines() == game.log_lines()


@pytest.mark.parametrize("game_id", game_ids())
def test_unknown_and_foreign_options_are_refused(game_id: str) -> None:
    with pytest.raises(RulesError, match="unknown option 'colour'"):
        new_game(game_id, ["A", "B", "C"], SeededDice(1), {"colour": "red"})


@pytest.mark.parametrize("game_id", game_ids())
@settings(max_examples=15, deadline=None)
@given(seed=seeds)
def test_every_seat_observes_json_and_only_the_current_seat_is_offered_actions(game_id: str, seed: int) -> None:
    game = make_game(game_id, 3, seed, {})
    chooser = random.Random(seed)
    steps = 0
    while not game.is_over and steps < 300:
        for seat in range(len(game.names)):
            observation: dict[str, Any] = game.observation(seat)
            assert json.loads(json.dumps(observation)) == observation
            offered = [action_from_json(move) for move in observation["legal_actions"]]
            assert offered == (game.legal_actions() if seat == game.current_player else [])
        game.apply(random_action(game, chooser))
        steps += 1
