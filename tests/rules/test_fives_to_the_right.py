"""Fives to the Right: every rule and the option, scripted games through `dicebar play`,
the scenario error cases, and property tests over random games."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import SCENARIOS, play, run_dicebar
from dicebar.rules.actions import ROLL, STOP
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.errors import IllegalAction, RulesError, ScriptError
from dicebar.rules.events import CENTER, DiceMoved, DiceThrown, TurnStarted
from dicebar.rules.fives_to_the_right import FivesToTheRight
from dicebar.rules.fives_to_the_right_events import LastDieTurn
from dicebar.rules.savegame import dumps, loads
from rules.scripted import roll_out, scenario_json

MDJ = ("Max", "Danielle", "James")
HERE = SCENARIOS / "fives-to-the-right"
# Measured: the longest of 20,000 random 8-player games took 193 actions. A game over 800 actions has a
# probability far below 1e-30 (the single die alone ends each roll with probability 1/6).
ACTIONS_BOUND = 800


def game(
    rolls: Sequence[Sequence[int]],
    players: Sequence[str] = MDJ,
    first: str | None = "Max",
    **options: object,
) -> FivesToTheRight:
    """A game with scripted dice, rolled until the script runs out (or the game ends)."""
    return roll_out(FivesToTheRight(list(players), ScriptedDice(rolls), options, first))


def held(table: FivesToTheRight) -> list[int]:
    return [table.seat_dice(seat) for seat in range(len(table.names))]


def throws(table: FivesToTheRight) -> list[tuple[int, int]]:
    """(seat, dice thrown) for every throw of the game after the roll-off."""
    return [
        (event.seat, len(event.faces))
        for event in table.log
        if isinstance(event, DiceThrown) and event.purpose != "rolloff"
    ]


def scenario(name: str) -> dict[str, Any]:
    return scenario_json("fives-to-the-right", name)


# ----- players and dice ------------------------------------------------------------------------------------


def test_two_players_at_least() -> None:
    with pytest.raises(RulesError, match="2 to 8 players, not 1"):
        FivesToTheRight(["Max"], SeededDice(1))
    with pytest.raises(RulesError, match="2 to 8 players, not 9"):
        FivesToTheRight([f"P{i}" for i in range(9)], SeededDice(1))
    assert len(FivesToTheRight(["Max", "Danielle"], SeededDice(1)).names) == 2


def test_options_are_checked() -> None:
    assert FivesToTheRight(list(MDJ), SeededDice(1)).options == {"last_ace_wins": False}
    with pytest.raises(RulesError, match="option 'last_ace_wins' is true or false"):
        FivesToTheRight(list(MDJ), SeededDice(1), {"last_ace_wins": 1})
    with pytest.raises(RulesError, match="unknown option 'rounds'"):
        FivesToTheRight(list(MDJ), SeededDice(1), {"rounds": 2})


def test_each_player_starts_with_five_dice() -> None:
    table = game([])
    assert held(table) == [5, 5, 5] and table.center() == 0
    assert [table.seat_status(seat) for seat in range(3)] == ["in", "in", "in"]


def test_the_only_move_is_to_roll() -> None:
    table = game([])
    assert table.legal_actions() == [ROLL]
    with pytest.raises(IllegalAction, match="Max cannot stop: in Fives to the Right the only move is to roll"):
        table.apply(STOP)
    assert table.history == []


# ----- a turn ----------------------------------------------------------------------------------------------


def test_a_turn_rolls_all_the_dice_held() -> None:
    with pytest.raises(ScriptError, match="rolls\\[0\\]: this roll throws 5 dice, the entry has 4 faces"):
        game([[3, 3, 4, 6]])


def test_ones_to_the_centre_twos_to_the_left_fives_to_the_right() -> None:
    table = game([[1, 2, 2, 5, 3]])
    assert held(table) == [1, 7, 6] and table.center() == 1
    assert table.log[2:5] == [DiceMoved(0, CENTER, 1, 1), DiceMoved(0, 1, 2, 2), DiceMoved(0, 2, 1, 5)]
    assert "Max rolls 1 2 2 5 3: one ace to the centre, two deuces to the left, one five to the right" in (
        table.log_lines()
    )


def test_rolls_again_while_a_1_2_or_5_showed() -> None:
    table = game([[1, 3, 3, 4, 6], [2, 3, 4, 6]])
    assert table.current_player == 0 and held(table) == [3, 6, 5] and table.rolls_this_turn == 2
    assert throws(table) == [(0, 5), (0, 4)]


def test_the_turn_passes_left_when_no_1_2_or_5_showed() -> None:
    table = game([[1, 3, 3, 4, 6], [3, 3, 4, 6]])
    assert table.current_player == 1 and table.rolls_this_turn == 0
    assert table.log[-1] == TurnStarted(1)


def test_the_turn_passes_when_the_player_runs_out_of_dice() -> None:
    table = game([[1, 1, 2, 2, 5]])
    assert held(table) == [0, 7, 6] and table.current_player == 1 and table.seat_status(0) == "out"


def test_the_turn_passes_to_the_next_player_who_holds_dice() -> None:
    # Danielle gives all hers away: after her the turn goes to James, and after James past Danielle to Max.
    table = game([[3, 3, 3, 3, 3], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3]])
    assert held(table) == [5, 0, 10] and table.current_player == 0


def test_dice_passed_during_another_turn_wait_for_the_turn_to_come_round() -> None:
    # Max empties his hand to Danielle; her fives go to Max on her right, who is back in but rolls only when
    # the turn reaches him: after James. He then rolls all he holds.
    rolls = [[2, 2, 2, 2, 2], [5, 5, 3, 3, 3, 3, 3, 3, 3, 3], [3, 3, 3, 3, 4, 4, 4, 4], [1, 3, 3, 3, 3], [4, 4, 4, 4]]
    table = game([*rolls, [3, 3]])
    assert throws(table) == [(0, 5), (1, 10), (1, 8), (2, 5), (2, 4), (0, 2)]
    assert "Max is back in: two dice from Danielle" in table.log_lines()
    assert held(table) == [2, 8, 4] and table.current_player == 1


def test_two_players_left_and_right_are_the_same_player() -> None:
    table = game([[2, 5, 3, 3, 3]], players=("Max", "Danielle"))
    assert held(table) == [3, 7]


# ----- the single die and the end --------------------------------------------------------------------------

# Max gives everything to Danielle, who sends nine to the centre and keeps one: the single die.
TO_SINGLE = [[2, 2, 2, 2, 2], [1, 1, 1, 1, 1, 1, 1, 1, 1, 3], [4]]


def test_with_one_die_left_its_holder_rolls_it() -> None:
    table = game(TO_SINGLE, players=("Max", "Danielle"))
    assert held(table) == [0, 1] and table.center() == 9 and table.phase == "single"
    assert "One die left: whoever rolls the last ace pays the bill" in table.log_lines()
    assert table.current_player == 1  # a 4 moves nothing: the turn comes round to the holder again


def test_the_single_die_passes_on_a_2_or_a_5() -> None:
    three = game([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 3], [4], [2]])
    assert held(three) == [1, 0, 0] and three.current_player == 0 and three.phase == "single"
    three = game([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 3], [4], [5]])
    assert held(three) == [0, 1, 0] and three.current_player == 1
    assert three.log[-1] == LastDieTurn(1)


def test_the_single_die_ends_the_game_on_a_1_and_its_roller_loses() -> None:
    table = game([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 3], [4], [5], [6], [1]])
    assert table.is_over and table.result().loser == (1,) and table.result().winner is None
    assert table.center() == 15 and held(table) == [0, 0, 0]
    assert table.log_lines()[-1] == "Danielle rolls the last ace and pays the bill"


def test_option_last_ace_wins() -> None:
    table = game([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 3], [4], [1]], last_ace_wins=True)
    assert table.result().winner == (2,) and table.result().loser is None
    assert table.log_lines()[-1] == "James rolls the last ace and wins the pot"


def test_several_last_dice_to_the_centre_at_once() -> None:
    table = game([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 3, 4, 6], [1, 1, 1]])
    assert table.is_over and table.result().loser == (2,)
    assert "One die left: whoever rolls the last ace pays the bill" not in table.log_lines()


def test_status_is_out_exactly_when_a_seat_holds_no_dice() -> None:
    table = game([[1, 1, 2, 2, 5]])
    assert [table.seat_status(seat) for seat in range(3)] == ["out", "in", "in"]
    assert "Max is out: no dice left" in table.log_lines()


def test_observation_shows_the_table() -> None:
    table = game([[1, 3, 3, 4, 6]])
    seen = table.observation(2)
    assert seen["dice"] == [4, 5, 5] and seen["center"] == 1 and seen["phase"] == "play"
    assert seen["rolls_this_turn"] == 1 and seen["last_ace"] is None and seen["legal_actions"] == []
    assert table.observation(0)["legal_actions"] == ["roll"]
    json.dumps(seen)


# ----- scenarios through `dicebar play` --------------------------------------------------------------------


def dice_state(state: dict[str, Any]) -> list[tuple[str, int, str]]:
    return [(player["name"], player["dice"], player["status"]) for player in state["players"]]


def test_two_player_scenario() -> None:
    state = play(scenario("two_players.json"))
    assert state["finished"] is True and state["loser"] == "Max" and state["winner"] is None
    assert state["center"] == 10 and state["pot"] == 0
    assert dice_state(state) == [("Max", 0, "out"), ("Danielle", 0, "out")]
    log = state["log"]
    assert log[1] == "Max rolls 1 1 1 2 5: three aces to the centre, one deuce to the left, one five to the right"
    assert "One die left: whoever rolls the last ace pays the bill" in log
    assert log[-4:] == [
        "Max rolls 1: one ace to the centre",
        "Max puts one die in the centre",
        "Max is out: no dice left",
        "Max rolls the last ace and pays the bill",
    ]


def test_three_player_scenario_last_ace_wins() -> None:
    state = play(scenario("three_players_last_ace_wins.json"))
    assert state["finished"] is True and state["winner"] == "James" and state["loser"] is None
    assert state["center"] == 15
    log = state["log"]
    # Max got Danielle's fives during her turn; James (on her left) plays first, then Max.
    assert log.index("James's turn") < log.index("Max rolls 1 1 1 1 6: four aces to the centre")
    assert log[-1] == "James rolls the last ace and wins the pot"


def test_scenario_unfinished_when_the_rolls_run_out() -> None:
    data = scenario("two_players.json")
    data["rolls"] = data["rolls"][:3]
    state = play(data)
    assert state["finished"] is False and state["loser"] is None and state["center"] == 7
    assert dice_state(state) == [("Max", 0, "out"), ("Danielle", 3, "in")]


def test_scenario_wrong_number_of_faces() -> None:
    data = scenario("two_players.json")
    data["rolls"][1] = [1, 1, 1, 1, 3, 4]
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and done.stdout == ""
    assert "rolls[1]: this roll throws 7 dice, the entry has 6 faces" in done.stderr


def test_scenario_left_over_rolls_and_moves() -> None:
    data = scenario("two_players.json")
    data["rolls"].append([4])
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and "rolls[10]: left over, the game ended before this roll" in done.stderr
    data = scenario("two_players.json")
    data["moves"] = ["stop"]
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and "moves[0]: left over, the game ended before this move" in done.stderr


def test_scenario_with_a_rolloff() -> None:
    data = scenario("two_players.json")
    del data["first"]
    data["rolls"] = [[6], [2], *data["rolls"]]
    state = play(data)
    assert state["log"][:4] == [
        "Everyone rolls one die: the highest starts",
        "Max rolls for the start: 6",
        "Danielle rolls for the start: 2",
        "Max rolls highest and starts",
    ]
    assert state["loser"] == "Max"


def test_scenario_files_are_all_tested() -> None:
    assert {path.name for path in Path(HERE).glob("*.json")} == {
        "two_players.json",
        "three_players_last_ace_wins.json",
    }


# ----- properties over random games ------------------------------------------------------------------------


def random_game(seed: int, players: int, last_ace_wins: bool) -> FivesToTheRight:
    return FivesToTheRight([f"P{i}" for i in range(players)], SeededDice(seed), {"last_ace_wins": last_ace_wins})


def play_out(table: FivesToTheRight, limit: int) -> None:
    while not table.is_over:
        assert len(table.history) < limit, "the game did not end within the bound"
        legal = table.legal_actions()
        assert legal == [ROLL]
        table.apply(legal[0])
        if not table.in_rolloff:
            table.check_invariants()


@settings(max_examples=500, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 8), last_ace_wins=st.booleans())
def test_random_games_conserve_dice_and_end(seed: int, players: int, last_ace_wins: bool) -> None:
    table = random_game(seed, players, last_ace_wins)
    play_out(table, ACTIONS_BOUND)
    table.check_invariants()
    assert table.center() == 5 * players and sum(held(table)) == 0
    result = table.result()
    named = result.winner if last_ace_wins else result.loser
    assert named is not None and named == (table.last_ace,)
    # The last ace's roller is the last thrower of the game.
    last = [event for event in table.log if isinstance(event, DiceThrown)][-1]
    assert last.seat == table.last_ace and 1 in last.faces


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 8), last_ace_wins=st.booleans())
def test_same_seed_and_actions_replay_the_same_log(seed: int, players: int, last_ace_wins: bool) -> None:
    first, second = random_game(seed, players, last_ace_wins), random_game(seed, players, last_ace_wins)
    play_out(first, 10_000)
    play_out(second, 10_000)
    assert first.log_lines() == second.log_lines() and first.summary() == second.summary()


@settings(max_examples=100, deadline=None)
@given(
    seed=st.integers(0, 2**64 - 1),
    players=st.integers(2, 8),
    last_ace_wins=st.booleans(),
    cut=st.floats(0, 1),
)
def test_save_and_load_at_any_point_give_the_same_future(
    seed: int, players: int, last_ace_wins: bool, cut: float
) -> None:
    whole = random_game(seed, players, last_ace_wins)
    play_out(whole, 10_000)
    table = random_game(seed, players, last_ace_wins)
    for _ in range(int(cut * len(whole.history))):
        table.apply(ROLL)
    loaded = loads(dumps(table))
    assert isinstance(loaded, FivesToTheRight)
    assert loaded.log_lines() == table.log_lines() and loaded.observation(1) == table.observation(1)
    play_out(loaded, 10_000)
    assert loaded.log_lines() == whole.log_lines() and loaded.summary() == whole.summary()
