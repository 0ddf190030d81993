"""Every bot of every game and strength: only legal actions, decisions from the observation alone, forced
steps, reproducibility, make_bot's refusals, and `dicebar simulate` through the real command line."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import run_dicebar
from dicebar.bots.base import RANDOM, STRENGTHS
from dicebar.bots.registry import make_bot
from dicebar.bots.simulate import observation, simulate
from dicebar.rules.actions import ROLL, Action
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.registry import game_ids, new_game
from rules.random_play import make_game, options_strategy

ALL_STRENGTHS = (*STRENGTHS, RANDOM)
STEPS = 400  # actions per property example: enough for whole bar dice games and several poker hands


@pytest.mark.parametrize("game_id", game_ids())
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**32), count=st.integers(2, 5))
def test_bots_only_ever_return_a_legal_action(game_id: str, data: st.DataObject, seed: int, count: int) -> None:
    """Every seat a bot of a random strength, asked at every step (forced ones too) from its observation."""
    options = data.draw(options_strategy(game_id))
    game = make_game(game_id, count, seed, options)
    strengths = data.draw(st.lists(st.sampled_from(ALL_STRENGTHS), min_size=len(game.names), max_size=len(game.names)))
    bots = [make_bot(game_id, strength, seed + seat, None, game.options) for seat, strength in enumerate(strengths)]
    for _ in range(STEPS):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        seen = game.observation(seat)
        assert observation(game, seat) == {key: value for key, value in seen.items() if key != "log"}
        legal = game.legal_actions()
        action = bots[seat].choose(seen)
        assert action in legal, (strengths[seat], action, legal)
        if len(legal) == 1:
            assert action == legal[0]
        game.apply(action)
        game.check_invariants()


@pytest.mark.parametrize("game_id", ["aces-in-the-pot", "fives-to-the-right"])
@pytest.mark.parametrize("strength", STRENGTHS)
def test_games_without_choices_just_roll(game_id: str, strength: str) -> None:
    game = new_game(game_id, ["Max", "Danielle", "James"], ScriptedDice([]), first="Max")
    bot = make_bot(game_id, strength, 1)
    assert bot.choose(game.observation(0)) == ROLL


def test_a_bot_refuses_an_observation_of_a_seat_that_is_not_to_act() -> None:
    game = new_game("bar-dice", ["Max", "Danielle"], ScriptedDice([]), first="Max")
    with pytest.raises(ValueError, match="seat 1 has nothing to choose"):
        make_bot("bar-dice", "best", 0).choose(game.observation(1))


@pytest.mark.parametrize("game_id", ["bar-dice", "layman-bar-dice", "peekpoker"])
@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_bot_is_reproducible_from_its_seed(game_id: str, strength: str) -> None:
    """Two bots made alike decide alike along a whole game (bluffs and casual play come from the seed)."""

    def run(seed: int) -> list[Action]:
        game = new_game(
            game_id, ["Max", "Danielle", "James"], _seeded(seed), {"hands": 3} if game_id == "peekpoker" else {}
        )
        bots = [
            make_bot(game_id, strength, 100 + seat, "aggressive" if game_id == "peekpoker" else None)
            for seat in range(3)
        ]
        chosen = []
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            chosen.append(bots[seat].choose(observation(game, seat)))
            game.apply(chosen[-1])
        return chosen

    assert run(5) == run(5)


def _seeded(seed: int) -> Any:
    return SeededDice(seed)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("nope", "best", 0), "unknown game 'nope'"),
        (("bar-dice", "genius", 0), "unknown strength 'genius'"),
        (("peekpoker", "best", 0, "sneaky"), "unknown personality 'sneaky'"),
    ],
)
def test_make_bot_refuses_what_it_does_not_know(args: tuple[Any, ...], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        make_bot(*args)


# ----- simulate -----------------------------------------------------------------------------------------------


def test_simulate_tallies_every_game_once_and_is_reproducible() -> None:
    first = simulate("bar-dice", 3, 30, 4, ["best", "easy", "random"])
    again = simulate("bar-dice", 3, 30, 4, ["best", "easy", "random"])
    assert first["result"] == "buyer"
    seats = first["seats"]
    assert isinstance(seats, list)
    assert sum(seat["buyer"] for seat in seats) == 30 + first["shared"]
    assert [seat["bot"] for seat in seats] == ["best", "easy", "random"]
    assert seats == again["seats"]
    assert first["mean_actions"] == again["mean_actions"] and first["longest_actions"] == again["longest_actions"]
    assert first["longest_actions"] >= first["mean_actions"] > 0


def run_json(*args: str) -> dict[str, Any]:
    done = run_dicebar("simulate", *args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_simulate_command_prints_the_tally_as_json() -> None:
    result = run_json("layman-bar-dice", "--players", "2", "--games", "40", "--seed", "3", "--bots", "best,easy")
    assert result["game"] == "layman-bar-dice" and result["result"] == "sponsor" and result["games"] == 40
    assert [seat["bot"] for seat in result["seats"]] == ["best", "easy"]
    assert sum(seat["sponsor"] for seat in result["seats"]) == 40
    assert result["games_per_second"] > 0 and result["longest_actions"] >= result["mean_actions"]
    poker = run_json(
        "peekpoker", "--players", "3", "--games", "3", "--bots", "best:tight,good,easy:loose", "--option", "hands=2"
    )
    assert poker["result"] == "winner" and poker["options"] == {"hands": 2}
    assert [seat["bot"] for seat in poker["seats"]] == ["best:tight", "good", "easy:loose"]
    fives = run_json("fives-to-the-right", "--games", "5", "--option", "last_ace_wins=true")
    assert fives["result"] == "winner" and fives["players"] == 2 and len(fives["seats"]) == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "usage: dicebar simulate GAME"),
        (("chess",), "unknown game 'chess'"),
        (("bar-dice", "--players", "9"), "--players must be 1 to 8, not 9"),
        (("aces-in-the-pot", "--players", "2"), "aces-in-the-pot is played by 3 to 8 players, not 2"),
        (("bar-dice", "--games", "0"), "--games must be 1 to 1000000, not 0"),
        (("bar-dice", "--games", "many"), "--games takes a whole number, not 'many'"),
        (("bar-dice", "--seed", "-1"), "--seed takes a whole number, not '-1'"),
        (("bar-dice", "--bots", "best,best,best"), "--bots names one bot for every seat or one per seat (2), not 3"),
        (("bar-dice", "--bots", "wizard"), "unknown bot 'wizard'"),
        (("bar-dice", "--bots", "best:tight"), "a personality ('best:tight') is not for bar-dice bots"),
        (("peekpoker", "--bots", "best:shy"), "unknown personality 'shy'"),
        (("bar-dice", "--option", "stack=3"), "stack"),
        (("bar-dice", "--players"), "--players needs a value"),
        (("bar-dice", "--games", "2", "--games", "3"), "--games is given twice"),
        (("bar-dice", "--fast"), "unexpected '--fast'"),
    ],
)
def test_simulate_command_refuses_bad_arguments_in_one_line(args: tuple[str, ...], message: str) -> None:
    done = run_dicebar("simulate", *args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("dicebar simulate: ")
    assert message in done.stderr


def test_observation_without_the_log_is_the_observation(random_seed: int = 3) -> None:
    """simulate gives bots the observation minus its log; checked here along whole games of every kind."""
    for game_id in game_ids():
        game: Game = make_game(game_id, 3, random_seed, {"hands": 2} if game_id == "peekpoker" else {})
        chooser = random.Random(random_seed)
        while not game.is_over:
            for seat in range(len(game.names)):
                full = game.observation(seat)
                assert observation(game, seat) == {key: value for key, value in full.items() if key != "log"}
            game.apply(chooser.choice(game.legal_actions()))
