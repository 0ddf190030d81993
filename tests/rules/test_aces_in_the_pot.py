"""Aces in the Pot: every rule and option, the published worked example through
`dicebar play`, the scenario error cases, and property tests over random games."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import SCENARIOS, play, run_dicebar
from dicebar.rules.aces_in_the_pot import AcesInThePot
from dicebar.rules.actions import ROLL, STOP, keep
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.errors import IllegalAction, RulesError, ScriptError
from dicebar.rules.events import TokensMoved
from dicebar.rules.savegame import dumps, loads
from rules import scripted
from rules.scripted import roll_out, scenario_json

MDJ = ("Max", "Danielle", "James")
HERE = SCENARIOS / "aces-in-the-pot"
# Measured: the longest of 20,000 random 8-player one-round games took 133 actions (either endgame).
# A round over 400 actions has a probability far below 1e-30; the roll-off adds a handful.
ACTIONS_PER_ROUND_BOUND = 400


def game(
    rolls: Sequence[Sequence[int]],
    players: Sequence[str] = MDJ,
    first: str | None = "Max",
    **options: object,
) -> AcesInThePot:
    """A game with scripted dice, rolled until the script runs out (or the game ends)."""
    table = AcesInThePot(list(players), ScriptedDice(rolls), options, first)
    if first:
        table.check_invariants()
    return roll_out(table)


def tokens(table: AcesInThePot) -> list[int]:
    return [table.seat_tokens(seat) for seat in range(len(table.names))]


def scenario(name: str) -> dict[str, Any]:
    return scenario_json("aces-in-the-pot", name)


def holdings(state: dict[str, Any]) -> list[tuple[str, int, str]]:
    return scripted.holdings(state, "tokens")


# ----- players, tokens, dice -------------------------------------------------------------------------------


def test_three_players_at_least_by_default() -> None:
    with pytest.raises(RulesError, match="3 to 8 players, not 2"):
        AcesInThePot(["Max", "Danielle"], SeededDice(1))
    with pytest.raises(RulesError, match="3 to 8 players, not 9"):
        AcesInThePot([f"P{i}" for i in range(9)], SeededDice(1))
    assert len(AcesInThePot(list(MDJ), SeededDice(1)).names) == 3


def test_option_min_players_two_allows_two() -> None:
    table = AcesInThePot(["Max", "Danielle"], SeededDice(1), {"min_players_two": True})
    assert table.player_limits() == (2, 8)
    with pytest.raises(RulesError, match="2 to 8 players, not 1"):
        AcesInThePot(["Max"], SeededDice(1), {"min_players_two": True})


def test_options_are_checked() -> None:
    with pytest.raises(RulesError, match="option 'endgame' is one of last_token, last_holder"):
        AcesInThePot(list(MDJ), SeededDice(1), {"endgame": "sudden_death"})
    with pytest.raises(RulesError, match="option 'rounds' must be at least 1"):
        AcesInThePot(list(MDJ), SeededDice(1), {"rounds": 0})
    with pytest.raises(RulesError, match="unknown option 'last_ace_wins'"):
        AcesInThePot(list(MDJ), SeededDice(1), {"last_ace_wins": True})
    assert AcesInThePot(list(MDJ), SeededDice(1)).options == {
        "endgame": "last_token",
        "min_players_two": False,
        "rounds": 1,
    }


def test_each_player_starts_with_two_tokens_and_a_turn_throws_two_dice() -> None:
    table = game([])
    assert tokens(table) == [2, 2, 2] and table.pot() == 0
    with pytest.raises(ScriptError, match="rolls\\[0\\]: this roll throws 2 dice, the entry has 1 face"):
        game([[4]])


def test_the_only_move_is_to_roll() -> None:
    table = game([[3, 4]])
    assert table.legal_actions() == [ROLL]
    with pytest.raises(IllegalAction, match="Danielle cannot stop: in Aces in the Pot the only move is to roll"):
        table.apply(STOP)
    assert not table.can(keep([3]))
    assert table.history == [ROLL]


# ----- a normal turn ---------------------------------------------------------------------------------------


def test_each_one_puts_a_token_in_the_pot() -> None:
    table = game([[5, 1], [1, 1]])
    assert tokens(table) == [1, 0, 2] and table.pot() == 3


def test_each_six_passes_a_token_to_the_left() -> None:
    table = game([[6, 3], [6, 6]])
    assert tokens(table) == [1, 1, 4] and table.pot() == 0
    assert TokensMoved(1, 2, 2) in table.log


def test_a_six_by_the_last_seat_goes_round_to_the_first() -> None:
    table = game([[3, 3], [4, 4], [6, 2]])
    assert tokens(table) == [3, 2, 1]


def test_ones_are_paid_before_sixes() -> None:
    # Danielle is left with one token; 6 1 pays it to the pot and nothing is left to pass.
    table = game([[3, 3], [1, 4], [2, 2], [3, 3], [6, 1]])
    assert tokens(table) == [2, 0, 2] and table.pot() == 2
    assert "Danielle passes" not in "\n".join(table.log_lines())


def test_a_player_who_runs_out_pays_nothing_more() -> None:
    # Danielle holds one token and throws 1 1: she pays one; James holds one and throws 6 6: he passes one.
    table = game([[3, 3], [1, 4], [1, 2], [3, 3], [3, 3], [1, 1], [6, 6]], players=(*MDJ, "Ann"))
    assert tokens(table) == [2, 0, 0, 3] and table.pot() == 3
    assert TokensMoved(1, "pot", 1) in table.log and TokensMoved(2, 3, 1) in table.log


def test_the_dice_pass_left() -> None:
    table = game([[3, 3]])
    assert table.current_player == 1
    table = game([[3, 3], [4, 4], [2, 2]])
    assert table.current_player == 0


def test_a_player_without_tokens_is_skipped() -> None:
    # The worked example: Danielle loses both counters and sits out; after James the dice go to Max, then past Danielle.
    table = game([[5, 1], [6, 1], [1, 1]])
    assert table.current_player == 0 and table.seat_status(1) == "out"
    table = game([[5, 1], [6, 1], [1, 1], [3, 4]])
    assert table.current_player == 2


def test_a_skipped_player_is_back_in_when_a_token_arrives_from_the_right() -> None:
    table = game([[5, 1], [6, 1], [1, 1], [6, 3]])
    assert tokens(table) == [0, 1, 1] and table.seat_status(1) == "in" and table.seat_status(0) == "out"
    assert table.current_player == 1
    assert "Danielle is back in: a token from Max" in table.log_lines()


# ----- the end, default: the last token ---------------------------------------------------------------------


def test_last_token_the_end_begins_when_a_payment_leaves_one_token_outside() -> None:
    # Max 1, James 1 after the worked example's opening: Max pays his, so James holds the last token and rolls for it.
    table = game([[5, 1], [6, 1], [1, 1], [1, 3]])
    assert table.phase == "endgame" and table.current_player == 2 and tokens(table) == [0, 0, 1]
    assert "Last token: three rolls, no six wins it" in table.log_lines()


def test_last_token_the_rest_of_the_roll_lapses() -> None:
    # James holds both tokens outside the pot and throws 1 6: the ace ends it, the six is not paid.
    table = game([[5, 1], [6, 1], [1, 4], [6, 3], [1, 2], [1, 6]])
    assert tokens(table) == [0, 0, 1] and table.pot() == 5 and table.phase == "endgame"
    assert "One token left outside the pot: the rest of the roll lapses" in table.log_lines()
    # Two aces with two tokens outside: the second ace lapses.
    table = game([[5, 1], [6, 1], [1, 4], [6, 3], [1, 2], [1, 1]])
    assert tokens(table) == [0, 0, 1] and table.pot() == 5


def test_last_token_a_single_holder_of_two_tokens_plays_on_normally() -> None:
    table = game([[1, 1], [1, 1], [3, 3], [4, 4], [6, 2]])
    assert tokens(table) == [1, 0, 1] and table.phase == "play" and table.current_player == 0


def test_last_token_three_rolls_without_a_six_win_and_aces_do_not_count() -> None:
    table = game([[5, 1], [6, 1], [1, 1], [1, 3], [1, 1], [1, 2], [5, 4]])
    assert table.is_over and table.result().winner == (2,)
    assert tokens(table) == [0, 0, 1] and table.pot() == 5
    assert table.log_lines()[-3:] == [
        "James rolls 5 4: no six in three",
        "No six: James takes the pot",
        "James wins the pot: no six in three rolls",
    ]


def test_last_token_a_six_passes_token_and_dice_left_for_a_fresh_attempt() -> None:
    table = game([[5, 1], [6, 1], [1, 1], [1, 3], [2, 2], [6, 6]])
    assert tokens(table) == [1, 0, 0] and table.current_player == 0 and table.phase == "endgame"
    assert table.endgame_rolls == 0
    assert TokensMoved(2, 0, 1) in table.log  # two sixes, one token
    assert "A six: the token and the dice pass to Max" in table.log_lines()
    table = game([[5, 1], [6, 1], [1, 1], [1, 3], [2, 2], [6, 6], [2, 2], [3, 3], [6, 4]])
    assert tokens(table) == [0, 1, 0] and not table.is_over
    table = game([[5, 1], [6, 1], [1, 1], [1, 3], [2, 2], [6, 6], [2, 2], [3, 3], [4, 4]])
    assert table.result().winner == (0,)


# ----- the end, option endgame: last_holder ------------------------------------------------------------------

ONE_HOLDER_LEFT = [[5, 1], [6, 6], [6, 1], [3, 4], [6, 1]]  # reaches Max 3, pot 3, Danielle and James none


def test_last_holder_the_end_begins_when_only_one_player_holds_tokens() -> None:
    table = game(ONE_HOLDER_LEFT, endgame="last_holder")
    assert tokens(table) == [3, 0, 0] and table.pot() == 3
    assert table.phase == "endgame" and table.current_player == 0
    # The same position under the default rule is normal play: three tokens are still outside the pot.
    table = game(ONE_HOLDER_LEFT)
    assert table.phase == "play" and table.current_player == 0


def test_last_holder_a_six_passes_one_token_and_play_resumes_on_the_left() -> None:
    # The worked example's eighth step: Max rolls three times, the third is 2 6: Danielle gets one counter, Max
    # keeps two.
    table = game([*ONE_HOLDER_LEFT, [4, 3], [5, 1], [2, 6]], endgame="last_holder")
    assert tokens(table) == [2, 1, 0] and table.phase == "play" and table.current_player == 1
    assert "A six: play goes on with Danielle" in table.log_lines()


def test_last_holder_one_token_per_six() -> None:
    table = game([*ONE_HOLDER_LEFT, [6, 6]], endgame="last_holder")
    assert tokens(table) == [1, 2, 0] and table.phase == "play" and table.current_player == 1


def test_last_holder_sixes_pass_only_as_far_as_the_tokens_go() -> None:
    # Max is the last holder with one token and throws 6 6: one token passes, Danielle is the last holder.
    rolls = [[1, 1], [1, 1], [3, 4], [1, 3]]
    table = game(rolls, endgame="last_holder")
    assert tokens(table) == [0, 0, 2] and table.phase == "endgame"
    table = game([[1, 3], [1, 1], [1, 1], [6, 6]], endgame="last_holder")
    assert tokens(table) == [0, 1, 0] and table.phase == "endgame" and table.current_player == 1
    assert table.endgame_rolls == 0


def test_last_holder_three_rolls_without_a_six_win() -> None:
    table = game([*ONE_HOLDER_LEFT, [4, 3], [5, 1], [2, 2]], endgame="last_holder")
    assert table.is_over and table.result().winner == (0,) and tokens(table) == [3, 0, 0]


# ----- option rounds ----------------------------------------------------------------------------------------

ROUND_MAX_WINS = [[1, 3], [1, 1], [1, 1], [2, 2], [3, 3], [4, 4]]  # Max ends it holding the last token


def test_rounds_each_round_starts_with_two_tokens_left_of_the_last_starter() -> None:
    table = game(ROUND_MAX_WINS, rounds=3)
    assert not table.is_over and table.round == 2 and table.rounds_won == [1, 0, 0]
    assert tokens(table) == [2, 2, 2] and table.pot() == 0
    assert table.round_starter == 1 and table.current_player == 1
    assert "Round 2 of 3: two tokens each again, Danielle rolls first" in table.log_lines()


def test_rounds_the_match_goes_to_most_rounds_won() -> None:
    round_two = [[1, 3], [1, 1], [1, 1], [2, 2], [3, 3], [4, 4]]  # Danielle starts; Danielle holds the last
    round_three = [[1, 1], [1, 1], [1, 3], [2, 2], [3, 3], [4, 4]]  # James starts; Danielle holds the last
    table = game([*ROUND_MAX_WINS, *round_two, *round_three], rounds=3)
    assert table.is_over and table.rounds_won == [1, 2, 0] and table.result().winner == (1,)
    assert table.log_lines()[-1] == "Danielle wins the match with two rounds of three"


def test_rounds_a_tied_match_is_shared() -> None:
    round_two = [[1, 1], [1, 1], [1, 3], [2, 2], [3, 3], [4, 4]]  # Danielle starts; Max holds the last
    table = game([*ROUND_MAX_WINS, *round_two], rounds=2)
    assert table.rounds_won == [2, 0, 0] and table.result().winner == (0,)
    round_two = [[1, 3], [1, 1], [1, 1], [2, 2], [3, 3], [4, 4]]  # Danielle holds the last
    table = game([*ROUND_MAX_WINS, *round_two], rounds=2)
    assert table.result().winner == (0, 1)
    assert table.log_lines()[-1] == "Max and Danielle share the match with one round each"


# ----- status, observation ----------------------------------------------------------------------------------


def test_status_is_out_exactly_when_a_seat_holds_no_tokens() -> None:
    table = game([[5, 1], [6, 1], [1, 1]])
    assert [table.seat_status(seat) for seat in range(3)] == ["in", "out", "in"]


def test_observation_shows_the_table() -> None:
    table = game([*ONE_HOLDER_LEFT, [4, 3]], endgame="last_holder", rounds=2)
    seen = table.observation(1)
    assert seen["tokens"] == [3, 0, 0] and seen["pot"] == 3 and seen["phase"] == "endgame"
    assert seen["endgame_seat"] == 0 and seen["endgame_rolls"] == 1
    assert seen["round"] == 1 and seen["rounds"] == 2 and seen["rounds_won"] == [0, 0, 0]
    assert seen["round_starter"] == 0 and seen["legal_actions"] == [] and seen["current_player"] == 0
    assert table.observation(0)["legal_actions"] == ["roll"]
    json.dumps(seen)


# ----- the worked examples through `dicebar play` -----------------------------------------------------------


def test_worked_example_opening() -> None:
    state = play(scenario("worked_example_opening.json"))
    assert state["finished"] is False and state["pot"] == 4 and state["winner"] is None
    assert holdings(state) == [("Max", 1, "in"), ("Danielle", 0, "out"), ("James", 1, "in")]
    assert state["log"] == [
        "Max rolls 5 1: one ace to the pot",
        "Max puts one token in the pot",
        "Danielle rolls 6 1: one ace to the pot, one six to the left",
        "Danielle puts one token in the pot",
        "Danielle passes one token to James",
        "Danielle is out: no tokens left",
        "James rolls 1 1: two aces to the pot",
        "James puts two tokens in the pot",
    ]


def test_worked_example_played_out() -> None:
    state = play(scenario("worked_example_played_out.json"))
    assert state["finished"] is True and state["winner"] == "James" and state["pot"] == 5
    assert holdings(state) == [("Max", 0, "out"), ("Danielle", 0, "out"), ("James", 1, "in")]
    assert "Only James holds tokens: three rolls, no six wins the pot" in state["log"]
    assert "James rolls 1 2: no six in three" in state["log"]


def test_last_holder_three_counters_then_a_six() -> None:
    state = play(scenario("last_holder_three_counters.json"))
    log = state["log"]
    start = log.index("Only Max holds tokens: three rolls, no six wins the pot")
    assert log[start + 2 : start + 9] == [
        "Max rolls 4 3: no six, two to go",
        "Max rolls 5 1: no six, one to go",
        "Max rolls 2 6: a six",
        "Max passes one token to Danielle",
        "Danielle is back in: a token from Max",
        "A six: play goes on with Danielle",
        "Danielle rolls 1 3: one ace to the pot",
    ]
    assert state["finished"] is True and state["winner"] == "Max" and state["pot"] == 4
    assert holdings(state) == [("Max", 2, "in"), ("Danielle", 0, "out"), ("James", 0, "out")]
    # The state of the worked example's seventh step, reached honestly: stop the same script just before Max's
    # three rolls.
    early = scenario("last_holder_three_counters.json")
    early["rolls"] = early["rolls"][:5]
    state = play(early)
    assert state["finished"] is False and state["pot"] == 3
    assert holdings(state) == [("Max", 3, "in"), ("Danielle", 0, "out"), ("James", 0, "out")]
    # ... and just after them: Max keeps two, Danielle is back in.
    early = scenario("last_holder_three_counters.json")
    early["rolls"] = early["rolls"][:8]
    state = play(early)
    assert holdings(state) == [("Max", 2, "in"), ("Danielle", 1, "in"), ("James", 0, "out")]


def test_last_token_scenario() -> None:
    state = play(scenario("last_token.json"))
    assert state["finished"] is True and state["winner"] == "Danielle" and state["pot"] == 5
    assert holdings(state) == [("Max", 0, "out"), ("Danielle", 1, "in"), ("James", 0, "out")]
    log = state["log"]
    assert "One token left outside the pot: the rest of the roll lapses" in log
    assert "A six: the token and the dice pass to Max" in log
    assert "Max rolls 1 1: no six, one to go" in log
    assert log[-2:] == ["No six: Danielle takes the pot", "Danielle wins the pot: no six in three rolls"]


def test_two_rounds_tied_scenario() -> None:
    state = play(scenario("two_rounds_tied.json"))
    assert state["finished"] is True and state["winner"] == ["Max", "Danielle"]
    log = state["log"]
    assert (
        "Danielle wins round 1 of 2: no six in three rolls" in log
        and "Max wins round 2 of 2: no six in three rolls" in log
    )
    assert "Round 2 of 2: two tokens each again, Danielle rolls first" in state["log"]


def test_two_players_with_a_rolloff_scenario() -> None:
    state = play(scenario("rolloff_two_players.json"))
    assert state["finished"] is True and state["winner"] == "Max" and state["pot"] == 3
    assert "Danielle rolls highest and starts" in state["log"]
    assert "Max, Danielle tie for highest and roll again" in state["log"]


# ----- scenario errors --------------------------------------------------------------------------------------


def test_scenario_wrong_number_of_faces() -> None:
    data = scenario("worked_example_opening.json")
    data["rolls"][1] = [6, 1, 1]
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and done.stdout == ""
    assert "rolls[1]: this roll throws 2 dice, the entry has 3 faces" in done.stderr


def test_scenario_left_over_rolls_and_moves() -> None:
    data = scenario("worked_example_played_out.json")
    data["rolls"].append([3, 3])
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and "rolls[8]: left over, the game ended before this roll" in done.stderr
    # Nothing in this game is ever a choice, so any move is left over.
    data = scenario("worked_example_played_out.json")
    data["moves"] = ["roll"]
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and "moves[0]: left over, the game ended before this move" in done.stderr


def test_scenario_unknown_option_value() -> None:
    data = scenario("worked_example_opening.json")
    data["options"] = {"endgame": "last_man"}
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and "options: option 'endgame' is one of last_token, last_holder" in done.stderr


def test_scenario_too_few_players() -> None:
    data = scenario("worked_example_opening.json")
    data["players"] = ["Max", "Danielle"]
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and "players: aces-in-the-pot is played by 3 to 8 players, not 2" in done.stderr


# ----- properties over random games -------------------------------------------------------------------------

OPTIONS = st.fixed_dictionaries(
    {
        "endgame": st.sampled_from(["last_token", "last_holder"]),
        "min_players_two": st.booleans(),
        "rounds": st.integers(1, 3),
    }
)


def random_game(seed: int, players: int, options: dict[str, object]) -> AcesInThePot:
    if players == 2:
        options = {**options, "min_players_two": True}
    return AcesInThePot([f"P{i}" for i in range(players)], SeededDice(seed), options)


def play_out(table: AcesInThePot, limit: int) -> None:
    while not table.is_over:
        assert len(table.history) < limit, "the game did not end within the bound"
        legal = table.legal_actions()
        assert legal == [ROLL]
        table.apply(legal[0])
        if not table.in_rolloff:
            table.check_invariants()


@settings(max_examples=500, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 8), options=OPTIONS)
def test_random_games_conserve_tokens_and_end(seed: int, players: int, options: dict[str, object]) -> None:
    table = random_game(seed, players, options)
    rounds = table.options["rounds"]
    assert isinstance(rounds, int)
    play_out(table, ACTIONS_PER_ROUND_BOUND * rounds + 50)
    table.check_invariants()
    assert table.pot() + sum(tokens(table)) == 2 * players
    winners = table.result().winner
    assert winners and sum(table.rounds_won) == rounds
    assert all(table.rounds_won[seat] == max(table.rounds_won) for seat in winners)
    for seat in range(players):
        assert table.seat_status(seat) == ("in" if table.seat_tokens(seat) else "out")


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 8), options=OPTIONS)
def test_same_seed_and_actions_replay_the_same_log(seed: int, players: int, options: dict[str, object]) -> None:
    first, second = random_game(seed, players, options), random_game(seed, players, options)
    play_out(first, 10_000)
    play_out(second, 10_000)
    assert first.log_lines() == second.log_lines() and first.summary() == second.summary()


@settings(max_examples=100, deadline=None)
@given(
    seed=st.integers(0, 2**64 - 1),
    players=st.integers(2, 8),
    options=OPTIONS,
    cut=st.floats(0, 1),
)
def test_save_and_load_at_any_point_give_the_same_future(
    seed: int, players: int, options: dict[str, object], cut: float
) -> None:
    whole = random_game(seed, players, options)
    play_out(whole, 10_000)
    table = random_game(seed, players, options)
    for _ in range(int(cut * len(whole.history))):
        table.apply(ROLL)
    loaded = loads(dumps(table))
    assert isinstance(loaded, AcesInThePot)
    assert loaded.log_lines() == table.log_lines() and loaded.observation(0) == table.observation(0)
    play_out(loaded, 10_000)
    assert loaded.log_lines() == whole.log_lines() and loaded.summary() == whole.summary()


def test_scenario_files_are_all_tested() -> None:
    tested = {
        "worked_example_opening.json",
        "worked_example_played_out.json",
        "last_holder_three_counters.json",
        "last_token.json",
        "two_rounds_tied.json",
        "rolloff_two_players.json",
    }
    assert {path.name for path in Path(HERE).glob("*.json")} == tested
