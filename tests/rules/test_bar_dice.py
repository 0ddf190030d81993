"""Bar Dice: every rule and option, the worked examples of the published rules through
`dicebar play`, and property tests over random games."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import SCENARIOS, play, run_dicebar
from dicebar.rules import savegame
from dicebar.rules.actions import ROLL, STOP, Action, action_from_json, keep
from dicebar.rules.bar_dice import BarDice, strength
from dicebar.rules.bar_dice_events import HorseOnYou
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.errors import DiceExhausted, IllegalAction, RulesError
from dicebar.rules.events import Call, HorseAPiece, StatusChanged, TableCall
from dicebar.rules.hands import bar_hand

NAMES = ["Max", "Danielle", "James", "Ana", "Bo", "Cy"]
Script = tuple[list[list[int]], list[Any]]

# One-roll hands, each stopped at once ("in one").
H46 = [1, 6, 6, 6, 2]  # forty-six
H45 = [1, 5, 5, 5, 2]  # forty-five
H44 = [1, 4, 4, 4, 2]  # forty-four
H33 = [1, 3, 3, 2, 4]  # thirty-three
NONE = [2, 3, 4, 5, 6]  # no ace: nothing


# ----- helpers ------------------------------------------------------------------------------------------------


def one(faces: list[int]) -> Script:
    """A turn of one roll, then stop."""
    return [faces], ["stop"]


def pace_two(first: list[int], second: list[int]) -> Script:
    """Roll, roll all five again; the stop is forced when pace allows two rolls."""
    return [first, second], [{"keep": []}]


def forced(faces: list[int]) -> Script:
    """A turn of one roll where stopping is forced (pace allows one roll)."""
    return [faces], []


def two(first: list[int], second: list[int]) -> Script:
    """Roll, roll all five again, stop."""
    return [first, second], [{"keep": []}, "stop"]


def three(first: list[int], second: list[int], third: list[int]) -> Script:
    """All day: roll all five three times (the stop after the third roll is forced)."""
    return [first, second, third], [{"keep": []}, {"keep": []}]


def script(*turns: Script) -> Script:
    rolls: list[list[int]] = []
    moves: list[Any] = []
    for turn_rolls, turn_moves in turns:
        rolls += turn_rolls
        moves += turn_moves
    return rolls, moves


def drive(players: int, turns: Script, first: int = 0, **options: Any) -> BarDice:
    """Play a script in-process as `dicebar play` does (forced steps take no move), checking the invariants
    after every action; stops where the rolls or moves run out, and refuses left-over moves."""
    rolls, moves = turns
    game = BarDice(NAMES[:players], ScriptedDice(rolls), options, NAMES[first])
    game.check_invariants()
    pending = iter(moves)
    while not game.is_over:
        legal = game.legal_actions()
        if len(legal) > 1:
            move = next(pending, None)
            if move is None:
                break
            action = action_from_json(move)
        else:
            action = legal[0]
        try:
            game.apply(action)
        except DiceExhausted:
            break
        game.check_invariants()
        observation = game.observation(game.current_player or 0)
        assert json.loads(json.dumps(observation)) == observation
    assert next(pending, None) is None, "left-over moves"
    return game


def calls(game: BarDice) -> list[str]:
    """The words called at the table, in English as said (the log and the call bubbles open them in capitals)."""
    said = [game.call_words(event) for event in game.log if isinstance(event, Call | TableCall)]
    return [replace(words, capital=False).english() for words in said if words is not None]


def observe(game: BarDice) -> dict[str, Any]:
    return game.observation(0)


def statuses(state: dict[str, object]) -> dict[str, str]:
    players: list[dict[str, str]] = state["players"]  # type: ignore[assignment]
    return {player["name"]: player["status"] for player in players}


def name_list(game: BarDice, seats: list[int]) -> list[str]:
    return [game.names[seat] for seat in seats]


# ----- hands (score_faces, `dicebar score`) --------------------------------------------------------------------


def power(faces: tuple[int, ...]) -> list[int]:
    """`strength` as `dicebar score` reports it."""
    scored: dict[str, Any] = BarDice.score_faces(faces, {})
    return list(scored["strength"])


def test_a_hand_counts_only_with_an_ace() -> None:
    assert BarDice.score_faces((2, 4, 4, 5, 6), {}) == {
        "valid": False,
        "count": 0,
        "face": 0,
        "call": "nothing",
        "strength": [0, 0],
    }
    assert BarDice.score_faces((6, 6, 6, 6, 1), {})["valid"] is True


def test_ones_are_wild_count_first_then_face() -> None:
    assert BarDice.score_faces((3, 3, 4, 1, 1), {}) == {
        "valid": True,
        "count": 4,
        "face": 3,
        "call": "forty-three",
        "strength": [4, 3],
    }
    assert power((3, 3, 3, 1, 2)) > power((5, 5, 1, 2, 3))  # four 3s beat three 5s
    assert power((6, 6, 6, 1, 2)) > power((5, 5, 5, 1, 2))  # four 6s beat four 5s


def test_five_aces_count_as_five_sixes() -> None:
    assert BarDice.score_faces((1, 1, 1, 1, 1), {}) == {
        "valid": True,
        "count": 5,
        "face": 6,
        "call": "fifty-six",
        "strength": [5, 6],
    }


def test_no_straights_full_houses_or_two_pairs() -> None:
    assert BarDice.score_faces((1, 2, 3, 4, 5), {})["call"] == "twenty-five"  # a straight is just a pair
    assert BarDice.score_faces((1, 2, 2, 3, 3), {})["call"] == "thirty-three"  # two pairs: three 3s
    assert BarDice.score_faces((1, 3, 3, 2, 2), {})["strength"] == [3, 3]
    assert BarDice.score_faces((1, 1, 2, 2, 2), {})["call"] == "fifty-two"  # a full house with aces: five 2s


@pytest.mark.parametrize("count", [0, 4, 6])
def test_score_faces_takes_exactly_five_dice(count: int) -> None:
    with pytest.raises(RulesError, match=f"exactly 5 dice, not {count}"):
        BarDice.score_faces((1,) * count, {})


def test_dicebar_score_prints_the_documented_example() -> None:
    done = run_dicebar("score", "bar-dice", "3", "3", "4", "1", "1")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.strip() == (
        '{"game": "bar-dice", "faces": [3, 3, 4, 1, 1], "valid": true, "count": 4, "face": 3, '
        '"call": "forty-three", "strength": [4, 3]}'
    )
    invalid = json.loads(run_dicebar("score", "bar-dice", "2", "4", "4", "5", "6").stdout)
    assert invalid == {
        "game": "bar-dice",
        "faces": [2, 4, 4, 5, 6],
        "valid": False,
        "count": 0,
        "face": 0,
        "call": "nothing",
        "strength": [0, 0],
    }


@pytest.mark.parametrize("faces", [("1", "2", "3", "4"), ("1", "2", "3", "4", "5", "6"), ()])
def test_dicebar_score_refuses_other_than_five_faces_in_one_line(faces: tuple[str, ...]) -> None:
    done = run_dicebar("score", "bar-dice", *faces)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1


# ----- ties on count and face: fewer rolls win -----------------------------------------------------------------


def test_ties_on_count_and_face_are_broken_by_fewer_rolls() -> None:
    fifty_four = bar_hand((4, 4, 4, 4, 1))
    assert strength(fifty_four, 2) > strength(fifty_four, 3)
    assert strength(fifty_four, 1) > strength(fifty_four, 2)
    # More rolls never rescue a weaker hand, and a hand without an ace is nothing however it was made.
    assert strength(bar_hand((5, 5, 5, 1, 2)), 3) > strength(bar_hand((4, 4, 4, 1, 2)), 1)
    assert strength(bar_hand(NONE), 1) == strength(bar_hand(NONE), 3) < strength(bar_hand((1, 2, 3, 4, 6)), 3)


def test_what_beats_forty_five_in_three() -> None:
    """The published rules' list: four 5s in fewer rolls, five 5s in any, four or five 6s."""
    mark = strength(bar_hand((5, 5, 5, 1, 6)), 3)
    beaters = [
        ((5, 5, 5, 1, 2), 2),
        ((5, 5, 5, 1, 2), 1),
        ((5, 5, 5, 5, 1), 3),
        ((5, 5, 5, 5, 1), 1),
        ((6, 6, 6, 1, 2), 3),
        ((6, 6, 6, 6, 1), 3),
    ]
    for faces, rolls in beaters:
        assert strength(bar_hand(faces), rolls) > mark, (faces, rolls)
    for faces, rolls in [((5, 5, 5, 1, 2), 3), ((4, 4, 4, 1, 2), 1), ((6, 6, 1, 2, 3), 1)]:
        assert strength(bar_hand(faces), rolls) <= mark, (faces, rolls)


def test_fewer_rolls_beat_the_same_hand_in_a_round() -> None:
    game = drive(3, script(two(NONE, H45), one(H45), one(H33)))
    assert name_list(game, game.safe) == ["Danielle"]
    assert "Max and Danielle tie" not in "\n".join(game.log_lines())


# ----- a turn ---------------------------------------------------------------------------------------------------


def test_a_turn_opens_with_a_forced_roll_and_ends_with_a_forced_stop_after_three() -> None:
    game = BarDice(NAMES[:2], ScriptedDice([[5, 5, 2, 3, 1], [5, 2], [6]]), {}, "Max")
    assert game.legal_actions() == [ROLL]
    with pytest.raises(IllegalAction, match="Max must roll first"):
        game.apply(STOP)
    game.apply(ROLL)
    legal = game.legal_actions()
    assert legal[0] == STOP and keep([]) in legal and keep([1, 5, 5]) in legal
    assert len(legal) == 1 + 3 * 2 * 2 * 2 - 1  # stop, and every distinct part of 5 5 2 3 1 but all five
    game.apply(keep([1, 5, 5]))
    game.apply(keep([5]))
    assert game.legal_actions() == [STOP]
    with pytest.raises(IllegalAction, match="no roll left"):
        game.apply(keep([]))
    game.apply(STOP)
    assert calls(game)[:2] == ["forty-five in three", "the mark is forty-five in three"]


def test_set_aside_dice_stay_aside_and_only_thrown_dice_may_be_kept() -> None:
    game = BarDice(NAMES[:2], ScriptedDice([[5, 5, 2, 3, 1], [4, 2, 6]]), {}, "Max")
    game.apply(ROLL)
    game.apply(keep([5, 5]))
    turn = observe(game)["turn"]
    assert turn["set_aside"] == [5, 5] and turn["thrown"] == [4, 2, 6] and turn["rolls_used"] == 2
    with pytest.raises(IllegalAction, match="cannot keep \\[5\\]: the dice just thrown are 4 2 6"):
        game.apply(keep([5]))
    with pytest.raises(IllegalAction, match="at least one die to roll"):
        game.apply(keep([2, 4, 6]))


def test_a_player_may_stop_after_any_roll() -> None:
    game = drive(2, script(one(H33), two(NONE, H44)), final="single")
    assert calls(game)[0] == "thirty-three in one"
    assert "forty-four in two" in calls(game)


# ----- rounds ----------------------------------------------------------------------------------------------------


def test_every_remaining_player_takes_one_turn_and_the_best_hand_is_safe() -> None:
    game = drive(3, script(one(H45), one(H46), one(H33)))
    assert name_list(game, game.safe) == ["Danielle"]
    assert statuses(game.summary()) == {"Max": "in", "Danielle": "safe", "James": "in"}
    assert "Danielle is safe: forty-six in one beats forty-five in one" in game.log_lines()
    assert any(isinstance(e, StatusChanged) and e.seat == 1 and e.status == "safe" for e in game.log)
    assert observe(game)["phase"] == "final"


def test_the_last_player_still_in_to_have_rolled_brings_it_back() -> None:
    # Order Danielle, James, Max: Max (the last to roll) is safe, so James, the last still in who rolled,
    # starts the final.
    game = drive(3, script(one(H45), one(H33), one(H46)), first=1)
    view = observe(game)
    assert name_list(game, game.safe) == ["Max"]
    assert name_list(game, view["order"]) == ["James", "Danielle"]


def test_the_next_round_starts_with_the_last_to_roll_and_goes_round_the_table() -> None:
    game = drive(4, script(one(H33), one(H44), one(H45), one(H46)))  # Ana (last) is safe
    view = observe(game)
    assert view["phase"] == "round" and view["round"] == 2
    assert name_list(game, view["order"]) == ["James", "Max", "Danielle"]
    game = drive(4, script(one(H46), one(H44), one(H45), one(H33)))  # Max is safe, Ana rolled last
    assert name_list(game, observe(game)["order"]) == ["Ana", "Danielle", "James"]


def test_rounds_go_on_until_two_players_are_left() -> None:
    round_one = script(one(H46), one(H33), one(H33), one(H33), one(H33))  # Max is safe; Bo rolled last
    round_two = script(two(NONE, H33), one(H46), one(H44), one(H45))  # from Bo: Danielle is safe
    game = drive(5, script(round_one, round_two))
    assert name_list(game, game.safe) == ["Max", "Danielle"]
    view = observe(game)
    assert view["phase"] == "round" and view["round"] == 3 and name_list(game, view["order"]) == ["Ana", "Bo", "James"]


def test_players_sharing_the_best_hand_play_a_tie_break_in_the_order_they_played() -> None:
    # Order Danielle, James, Ana, Max: James and Max share forty-six in one; the others sit out.
    game = drive(4, script(one(H33), one(H46), one(H44), one(H46)), first=1)
    view = observe(game)
    assert view["phase"] == "tie-break" and name_list(game, view["order"]) == ["James", "Max"]
    assert "James and Max tie with forty-six in one: they play a tie-break" in game.log_lines()
    game = drive(4, script(one(H33), one(H46), one(H44), one(H46), one(H33), one(H45)), first=1)
    assert name_list(game, game.safe) == ["Max"]
    # James rolled last among those still in, so he starts round 2, round the table from him.
    view = observe(game)
    assert view["phase"] == "round" and name_list(game, view["order"]) == ["James", "Ana", "Danielle"]
    assert "James's turn (round 1, tie-break)" in game.log_lines()


def test_a_tie_break_tied_again_is_played_again_in_the_same_order() -> None:
    game = drive(3, script(one(H46), one(H46), one(H46), one(H44), one(H44), one(H44), one(H33), one(H45), one(H33)))
    # Three-way tie, tie again, then Danielle wins the third tie-break.
    assert name_list(game, game.safe) == ["Danielle"]
    labels = [line for line in game.log_lines() if line.startswith("Max's turn")]
    assert labels == ["Max's turn (round 1)", "Max's turn (round 1, tie-break)", "Max's turn (round 1, tie-break)"]
    assert name_list(game, observe(game)["order"]) == ["James", "Max"]  # the final, James rolled last


def test_a_tie_needs_the_same_rolls_too() -> None:
    game = drive(3, script(one(H45), two(NONE, H45), one(H33)))
    assert name_list(game, game.safe) == ["Max"]


def test_a_round_no_one_scores_is_played_again_in_the_same_order() -> None:
    game = drive(3, script(one(NONE), one(NONE), three(NONE, NONE, NONE)), first=2)
    assert "No one scores: the round is played again" in game.log_lines()
    view = observe(game)
    assert view["phase"] == "round" and view["round"] == 1
    assert name_list(game, view["order"]) == ["James", "Max", "Danielle"]
    assert game.log_lines()[-1] == "James's turn (round 1, played again)"


def test_a_tie_break_no_one_scores_is_played_again_in_the_same_order() -> None:
    game = drive(3, script(one(H33), one(H46), one(H46), one(NONE), one(NONE)))
    view = observe(game)
    assert view["phase"] == "tie-break" and name_list(game, view["order"]) == ["Danielle", "James"]
    assert game.log_lines()[-2:] == [
        "No one scores: the tie-break is played again",
        "Danielle's turn (round 1, tie-break, played again)",
    ]


def test_a_hand_without_an_ace_loses_to_every_scoring_hand() -> None:
    game = drive(3, script(one(NONE), one([1, 2, 3, 4, 5]), one(NONE)))
    assert name_list(game, game.safe) == ["Danielle"]
    assert calls(game)[0] == "nothing"


# ----- the final -------------------------------------------------------------------------------------------------


def test_two_players_start_with_the_final() -> None:
    game = BarDice(NAMES[:2], ScriptedDice([]), {}, "Danielle")
    view = observe(game)
    assert view["phase"] == "final" and view["order"] == [1, 0]
    assert view["final"] == {"mode": "best_of_three", "hand": 1, "horses": [0, 0], "needed": 2}
    assert game.log_lines() == [
        "The final: Danielle against Max, best two of three hands; the loser buys",
        "Danielle's turn (the final, hand 1)",
    ]


def test_the_final_is_best_two_of_three_with_horses() -> None:
    game = drive(2, script(one(H46), one(H33), one(H44), one(H33), one(H44), one(H33)))
    # Hand 1 Max wins (a horse on Danielle); hand 2 Danielle starts and wins; hand 3 Max starts and wins.
    horse_calls = [
        (e.seat if isinstance(e, Call) else None) for e in game.log if isinstance(e, HorseOnYou | HorseAPiece)
    ]
    assert horse_calls == [0, 1, None, 0]
    assert [line for line in game.log_lines() if "horse" in line.casefold()] == [
        "Max wins hand 1 of the final: forty-six in one beats thirty-three in one; a horse on Danielle",
        "Danielle wins hand 2 of the final: forty-four in one beats thirty-three in one; a horse on Max",
        "A horse a piece",
        "Max wins hand 3 of the final: forty-four in one beats thirty-three in one; a horse on Danielle",
    ]
    assert game.summary()["buyer"] == "Danielle" and name_list(game, game.safe) == ["Max"]
    assert observe(game)["final"]["horses"] == [1, 2]


def test_a_final_won_two_nil_ends_after_two_hands() -> None:
    game = drive(2, script(one(H46), one(H33), one(H33), one(H45)))
    assert game.is_over and game.summary()["buyer"] == "Danielle"
    assert "a horse a piece" not in calls(game)
    assert calls(game)[-2:] == ["Max is safe", "Danielle buys the round"]


def test_each_final_hand_is_started_by_the_player_who_rolled_last() -> None:
    game = drive(2, script(one(H46), one(H33), one(H33)), first=0)
    assert [line for line in game.log_lines() if "'s turn" in line] == [
        "Max's turn (the final, hand 1)",
        "Danielle's turn (the final, hand 1)",
        "Danielle's turn (the final, hand 2)",
        "Max's turn (the final, hand 2)",
    ]


def test_a_tied_final_hand_is_played_again_and_does_not_count() -> None:
    game = drive(2, script(one(H45), one(H45)))
    assert "Tied at forty-five in one: the hand is played again and does not count" in game.log_lines()
    view = observe(game)
    assert view["final"]["horses"] == [0, 0] and view["final"]["hand"] == 1
    assert name_list(game, view["order"]) == ["Danielle", "Max"]  # the last to roll brings it back
    assert game.log_lines()[-1] == "Danielle's turn (the final, hand 1, played again)"
    # The same hand in fewer rolls is no tie.
    game = drive(2, script(two(NONE, H45), one(H45)), final="single")
    assert game.summary()["buyer"] == "Max"


def test_a_final_hand_neither_scores_is_played_again_and_does_not_count() -> None:
    game = drive(2, script(one(NONE), one(NONE), one(H33), one(H44)), final="single")
    assert "Neither scores: the hand is played again and does not count" in game.log_lines()
    assert game.summary()["buyer"] == "Danielle"  # she started the replay with thirty-three; Max made forty-four


def test_the_final_single_option_plays_one_hand() -> None:
    game = drive(2, script(one(H33), one(H44)), final="single")
    assert game.is_over and game.summary()["buyer"] == "Max" and name_list(game, game.safe) == ["Danielle"]
    assert not [words for words in calls(game) if "horse" in words]
    assert "The final: Max against Danielle, one hand; the loser buys" in game.log_lines()


def test_the_player_left_at_the_end_buys_and_stays_in() -> None:
    game = drive(3, script(one(H46), one(H33), one(H44), one(H45), one(H33)), final="single")
    summary = game.summary()
    assert summary["finished"] is True and summary["buyer"] == "Danielle"
    assert summary["winner"] is None and summary["loser"] is None and summary["sponsor"] is None
    assert statuses(summary) == {"Max": "safe", "Danielle": "in", "James": "safe"}
    assert game.log_lines()[-1] == (
        "Game over: Danielle buys (James won the final, forty-five in one beats thirty-three in one)"
    )


# ----- option pace -----------------------------------------------------------------------------------------------


def test_pace_limits_later_players_to_the_first_players_rolls() -> None:
    game = BarDice(NAMES[:3], ScriptedDice([H33, [2, 2, 3, 4, 5]]), {"pace": True}, "Max")
    game.apply(ROLL)
    game.apply(STOP)
    assert "Pace: the others may use one roll" in game.log_lines()
    game.apply(ROLL)
    assert game.legal_actions() == [STOP]  # forced: no second roll
    view = observe(game)
    assert view["max_rolls"] == 1 and view["turn"]["rolls_left"] == 0
    with pytest.raises(IllegalAction, match="Danielle has no roll left \\(1 used\\)"):
        game.apply(keep([]))


def test_pace_off_lets_every_player_use_three_rolls() -> None:
    game = BarDice(NAMES[:3], ScriptedDice([H33, [2, 2, 3, 4, 5]]), {}, "Max")
    game.apply(ROLL)
    game.apply(STOP)
    game.apply(ROLL)
    assert len(game.legal_actions()) > 1 and observe(game)["max_rolls"] == 3


def test_pace_is_set_again_by_the_first_player_of_each_round_tie_break_and_final_hand() -> None:
    round_one = script(two(NONE, H46), pace_two(NONE, H46), one(H33))  # at two rolls: Max and Danielle tie
    tie_break = script(one(H44), forced(H45))  # Max sets one roll; Danielle is safe
    hand_one = script(three(NONE, NONE, H33), three(NONE, NONE, H44))  # Max starts, all day: a horse on Max
    hand_two = script(one(H45), forced(H46))  # James starts at one roll: a horse a piece
    turns = script(round_one, tie_break, hand_one, hand_two)
    game = drive(3, turns, pace=True)
    lines = game.log_lines()
    assert "Pace: the others may use two rolls" in lines and lines.count("Pace: the others may use one roll") == 2
    assert name_list(game, game.safe) == ["Danielle"]
    horses = observe(game)["final"]["horses"]
    assert horses == [1, 0, 1]  # a horse a piece
    assert "a horse a piece" in calls(game)


# ----- option five_aces_first_roll_buys ---------------------------------------------------------------------------


def test_five_aces_on_a_first_roll_buy_with_the_option() -> None:
    game = drive(3, script(one(H45), forced([1, 1, 1, 1, 1])), five_aces_first_roll_buys=True)
    assert game.is_over and game.summary()["buyer"] == "Danielle"
    assert calls(game)[-2:] == ["five aces on the first roll", "Danielle buys the round"]
    assert game.safe == [] and game.legal_actions() == []


def test_five_aces_on_a_first_roll_are_fifty_six_without_the_option() -> None:
    game = drive(3, script(one(H45), one([1, 1, 1, 1, 1]), one(H33)))
    assert not game.is_over and name_list(game, game.safe) == ["Danielle"]
    assert "fifty-six in one" in calls(game)


def test_five_aces_on_a_later_roll_do_not_buy() -> None:
    turns = script(([[1, 1, 2, 3, 4], [1, 1, 1]], [{"keep": [1, 1]}, "stop"]), one(H45), one(H33))
    game = drive(3, turns, five_aces_first_roll_buys=True)
    assert not game.is_over and name_list(game, game.safe) == ["Max"] and "fifty-six in two" in calls(game)


def test_five_aces_first_roll_buys_in_the_final_too() -> None:
    game = drive(2, script(one(H46), one(H33), forced([1, 1, 1, 1, 1])), five_aces_first_roll_buys=True)
    assert game.summary()["buyer"] == "Danielle" and game.safe == []


# ----- calls and observation --------------------------------------------------------------------------------------


def test_calls_are_said_as_called_events_and_logged() -> None:
    turns = script(three(NONE, NONE, [5, 5, 5, 1, 6]), one(H33), one(H46), one(H33), one(H44), one(H44), one(H33))
    game = drive(3, turns)
    said = calls(game)
    assert said[:2] == ["forty-five in three", "the mark is forty-five in three"]
    assert "James is safe" in said and "a horse on you" in said and said[-1] == "Danielle buys the round"
    assert "Max: Forty-five in three" in game.log_lines() and "The mark is forty-five in three" in game.log_lines()


def test_the_observation_holds_what_a_decision_needs() -> None:
    game = BarDice(NAMES[:4], ScriptedDice([H45, H33, [3, 1, 2, 2, 6]]), {"pace": True}, "Danielle")
    for action in (ROLL, STOP, ROLL, STOP, ROLL):
        game.apply(action)
    view = game.observation(3)
    assert view["phase"] == "round" and view["round"] == 1
    assert view["in_game"] == [0, 1, 2, 3] and view["safe"] == []
    assert view["order"] == [1, 2, 3, 0] and view["to_play"] == [0] and view["players_after"] == 1
    assert view["mark"] == {
        "seats": [1],
        "count": 4,
        "face": 5,
        "rolls": 1,
        "call": "forty-five in one",
        "score": 45,
        "strength": [4, 5, 3],
    }
    assert view["results"] == [
        {"seat": 1, "valid": True, "count": 4, "face": 5, "rolls": 1, "call": "forty-five in one"},
        {"seat": 2, "valid": True, "count": 3, "face": 3, "rolls": 1, "call": "thirty-three in one"},
    ]
    assert view["turn"] == {
        "seat": 3,
        "set_aside": [],
        "thrown": [3, 1, 2, 2, 6],
        "rolls_used": 1,
        "max_rolls": 1,
        "rolls_left": 0,
        "hand": {"valid": True, "count": 3, "face": 2, "call": "thirty-two in one", "strength": [3, 2, 3]},
    }
    assert view["max_rolls"] == 1 and view["final"] is None and view["buyer"] is None
    assert view["current_player"] == 3 and view["legal_actions"] == ["stop"]
    assert json.loads(json.dumps(view)) == view


def test_the_roll_off_decides_who_starts_the_first_round() -> None:
    game = BarDice(NAMES[:3], ScriptedDice([[4], [6], [2], H45]), {}, None)
    view = observe(game)
    assert view["phase"] == "roll-off" and view["in_rolloff"] is True and view["turn"] is None
    for _ in range(4):
        game.apply(ROLL)
        game.check_invariants()
    view = observe(game)
    assert view["phase"] == "round" and name_list(game, view["order"]) == ["Danielle", "James", "Max"]
    assert view["turn"]["seat"] == 1 and view["turn"]["thrown"] == H45


def test_the_observation_of_a_finished_game() -> None:
    game = drive(2, script(one(H46), one(H33)), final="single")
    view = observe(game)
    assert view["phase"] == "over" and view["buyer"] == 1 and view["turn"] is None and view["to_play"] == []
    assert view["final"] == {"mode": "single", "hand": 2, "horses": [0, 1], "needed": 1}


# ----- options and players ----------------------------------------------------------------------------------------


def test_options_are_checked() -> None:
    assert BarDice(NAMES[:2], ScriptedDice([]), {}, "Max").options == {
        "final": "best_of_three",
        "pace": False,
        "five_aces_first_roll_buys": False,
    }
    with pytest.raises(RulesError, match="option 'final' is one of best_of_three, single, not 'triple'"):
        BarDice(NAMES[:2], ScriptedDice([]), {"final": "triple"}, "Max")
    with pytest.raises(RulesError, match="option 'pace' is true or false"):
        BarDice(NAMES[:2], ScriptedDice([]), {"pace": "yes"}, "Max")


def test_bar_dice_is_played_by_two_or_more() -> None:
    with pytest.raises(RulesError, match="played by 2 to 8 players, not 1"):
        BarDice(["Max"], ScriptedDice([]), {}, "Max")


# ----- the published worked examples through `dicebar play` -----------------------------------------------------


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SCENARIOS / "bar-dice" / f"{name}.json").read_text(encoding="utf-8"))
    return data


def test_scenario_forty_five_in_three_and_what_beats_it() -> None:
    state = play(load("forty-five-in-three"))
    assert state["finished"] is True and state["buyer"] == "Max"
    assert statuses(state) == {"Max": "in", "Danielle": "safe", "James": "safe"}
    assert state["pot"] == 0 and state["center"] == 0 and state["winner"] is None
    log = state["log"]
    expected = [
        "Max: Forty-five in three",
        "The mark is forty-five in three",
        "Danielle: Forty-five in two",
        "The mark is forty-five in two",
        "James: Forty-six in two",
        "The mark is forty-six in two",
        "James is safe",
        "James is safe: forty-six in two beats forty-five in two",
        "The final: Danielle against Max, best two of three hands; the loser buys",
        "Danielle wins hand 1 of the final: thirty-four in one beats nothing; a horse on Max",
        "Max wins hand 2 of the final: fifty-six in one beats thirty-six in three; a horse on Danielle",
        "A horse a piece",
        "Danielle wins hand 3 of the final: fifty-four in one beats thirty-two in three; a horse on Max",
        "Danielle is safe",
        "Danielle is safe: won the final two hands to one",
        "Max buys the round",
        "Game over: Max buys (Danielle won the final two hands to one)",
    ]
    position = 0
    for line in expected:  # in this order, each after the one before
        position = log.index(line, position) + 1


@pytest.mark.parametrize(
    ("name", "lines"),
    [
        ("three-three-four-ace-ace-a-stop", ["Max rolls 3 3 4 1 1", "Max: Forty-three in one"]),
        (
            "three-three-four-ace-ace-b-keep-four-ace-ace",
            ["Max rolls 3 3 4 1 1", "Max sets aside 1 1 4", "Max rolls 4 6", "Max: Forty-four in two"],
        ),
        (
            "three-three-four-ace-ace-c-keep-aces",
            ["Max rolls 3 3 4 1 1", "Max sets aside 1 1", "Max rolls 6 6 5", "Max: Forty-six in two"],
        ),
    ],
)
def test_scenario_three_three_four_ace_ace_options(name: str, lines: list[str]) -> None:
    state = play(load(name))
    assert state["log"][2 : 2 + len(lines)] == lines
    assert state["finished"] is True and state["buyer"] == "Danielle"
    assert statuses(state) == {"Max": "safe", "Danielle": "in"}


def test_scenario_four_fours_and_an_ace_in_two_beat_the_same_in_three() -> None:
    state = play(load("fewer-rolls-win-the-tie"))
    assert "Max: Fifty-four in three" in state["log"] and "Danielle: Fifty-four in two" in state["log"]
    assert state["buyer"] == "Max" and statuses(state) == {"Max": "in", "Danielle": "safe"}


def test_scenario_five_aces_on_a_first_roll_buy() -> None:
    state = play(load("five-aces-first-roll-buys"))
    assert state["finished"] is True and state["buyer"] == "Danielle"
    assert state["log"][-3:] == [
        "Five aces on the first roll",
        "Danielle buys the round",
        "Game over: Danielle buys (five aces on the first roll)",
    ]
    assert statuses(state) == {"Max": "in", "Danielle": "in", "James": "in"}


def test_scenario_rolloff_then_a_tie_break() -> None:
    state = play(load("rolloff-then-a-tie-break"))
    log = state["log"]
    assert "James rolls highest and starts" in log and "Round 1: James, Max, Danielle; the best hand is safe" in log
    assert "James and Danielle tie with forty-five in one: they play a tie-break" in log
    assert "The final: James against Max, one hand; the loser buys" in log
    assert state["buyer"] == "Max" and statuses(state) == {"Max": "in", "Danielle": "safe", "James": "safe"}


def test_every_bar_dice_scenario_file_plays_to_the_end() -> None:
    files = sorted((SCENARIOS / "bar-dice").glob("*.json"))
    assert len(files) >= 7
    for path in files:
        done = run_dicebar("play", str(path))
        assert done.returncode == 0, f"{path.name}: {done.stderr}"
        assert json.loads(done.stdout)["finished"] is True, path.name


# ----- scenario errors --------------------------------------------------------------------------------------------


def scenario(rolls: list[list[int]], moves: list[Any], **extra: Any) -> str:
    return json.dumps(
        {"game": "bar-dice", "players": ["Max", "Danielle"], "first": "Max", "rolls": rolls, "moves": moves, **extra}
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            scenario([[3, 3, 4, 1, 1], [4, 6, 2]], [{"keep": [4, 1, 1]}]),
            "rolls[1]: this roll throws 2 dice, the entry has 3 faces",
        ),
        (
            scenario([[3, 3, 4, 1, 1]], [{"keep": [6]}]),
            "moves[0]: Max cannot keep [6]: the dice just thrown are 3 3 4 1 1",
        ),
        (scenario([[3, 3, 4, 1, 1]], [{"keep": [3, 3, 4, 1, 1]}]), "moves[0]: Max must leave at least one die"),
        (scenario([[3, 3, 4, 1, 1]], ["fold"]), "moves[0]: Max cannot fold now"),
        (scenario([[3, 3, 4, 1, 1]], [{"keep": "1"}]), "moves[0]: 'keep' takes a list of die faces"),
        (
            scenario([H33, H44, [2]], ["stop", "stop"], options={"final": "single"}),
            "rolls[2]: left over, the game ended before this roll",
        ),
        (
            scenario([H33, H44], ["stop", "stop", "stop"], options={"final": "single"}),
            "moves[2]: left over, the game ended before this move",
        ),
        (scenario([], [], options={"final": "double"}), "options: option 'final' is one of best_of_three, single"),
        (scenario([], [], options={"endgame": "last_token"}), "option 'endgame' belongs to aces-in-the-pot"),
    ],
)
def test_scenario_errors_name_the_entry_in_one_line(text: str, message: str) -> None:
    done = run_dicebar("play", "-", stdin=text)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_a_scenario_that_runs_out_of_rolls_or_moves_is_unfinished() -> None:
    state = play(json.loads(scenario([H33, [5, 5, 2, 3, 6]], ["stop"])))
    assert state["finished"] is False and state["buyer"] is None
    assert state["log"][-1] == "Danielle rolls 5 5 2 3 6"  # her decision has no move: play stops there
    state = play(json.loads(scenario([H33], ["stop"])))
    assert state["finished"] is False and state["log"][-1] == "Danielle's turn (the final, hand 1)"


# ----- property tests over random games ---------------------------------------------------------------------------

#: measured: the longest of 20,000 random games (2 to 6 players, random options, random_move) took 119 actions
MAX_GAME_ACTIONS = 1_000

options_strategy = st.fixed_dictionaries(
    {},
    optional={
        "final": st.sampled_from(["best_of_three", "single"]),
        "pace": st.booleans(),
        "five_aces_first_roll_buys": st.booleans(),
    },
)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(seed: int, players: int, options: dict[str, Any], rolloff: bool) -> BarDice:
    return BarDice(NAMES[:players], SeededDice(seed), options, None if rolloff else NAMES[seed % players])


def random_move(game: BarDice, chooser: random.Random) -> Action:
    """Stop a third of the time, else roll or keep at random: turns of every length."""
    legal = game.legal_actions()
    if STOP in legal and len(legal) > 1 and chooser.random() < 1 / 3:
        return STOP
    return chooser.choice(legal)


def run(game: BarDice, chooser: random.Random, check: bool = True) -> int:
    applied = 0
    while not game.is_over:
        assert applied < MAX_GAME_ACTIONS, "the game did not end"
        game.apply(random_move(game, chooser))
        applied += 1
        if check:
            game.check_invariants()
    return applied


@SETTINGS
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 6), options=options_strategy, rolloff=st.booleans())
def test_random_games_keep_the_invariants_and_end(
    seed: int, players: int, options: dict[str, Any], rolloff: bool
) -> None:
    game = random_game(seed, players, options, rolloff)
    game.check_invariants()
    chooser = random.Random(seed)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view: dict[str, Any] = game.observation(seat)
        assert json.loads(json.dumps(view)) == view
        legal = game.legal_actions()
        assert [action_from_json(move) for move in view["legal_actions"]] == legal
        if view["turn"] is not None and not game.in_rolloff:
            turn = view["turn"]
            assert turn["seat"] == seat and turn["rolls_left"] == turn["max_rolls"] - turn["rolls_used"]
            assert (len(legal) == 1) == (turn["rolls_used"] in (0, turn["max_rolls"]))
        game.apply(random_move(game, chooser))
        game.check_invariants()
        assert len(game.history) < MAX_GAME_ACTIONS
    summary = game.summary()
    buyer = game.buyer
    assert buyer is not None and summary["buyer"] == game.names[buyer]
    assert game.seat_status(buyer) == "in"
    five_aces = "five aces on the first roll" in calls(game)
    assert five_aces or len(game.safe) == players - 1
    assert not five_aces or options.get("five_aces_first_roll_buys")


@SETTINGS
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 6), options=options_strategy)
def test_pace_never_lets_a_later_player_use_more_rolls_than_the_first(
    seed: int, players: int, options: dict[str, Any]
) -> None:
    game = random_game(seed, players, {**options, "pace": True}, rolloff=False)
    chooser = random.Random(seed)
    while not game.is_over:
        turn = game.turn
        assert turn is not None
        limit = game.played[0].rolls if game.played else 3
        assert turn.max_rolls == limit and turn.rolls <= limit
        assert all(done.rolls <= game.played[0].rolls for done in game.played)
        game.apply(random_move(game, chooser))


@SETTINGS
@given(
    seed=st.integers(0, 2**64 - 1),
    players=st.integers(2, 6),
    options=options_strategy,
    cut=st.floats(min_value=0, max_value=1),
)
def test_replay_and_save_load_at_any_point_give_the_same_game(
    seed: int, players: int, options: dict[str, Any], cut: float
) -> None:
    whole = random_game(seed, players, options, rolloff=True)
    length = run(whole, random.Random(seed), check=False)
    again = random_game(seed, players, options, rolloff=True)
    for action in whole.history:
        again.apply(action_from_json(json.loads(json.dumps(action.to_json()))))
    assert again.log_lines() == whole.log_lines() and again.summary() == whole.summary()
    stop = int(cut * length)
    partial = random_game(seed, players, options, rolloff=True)
    for action in whole.history[:stop]:
        partial.apply(action)
    loaded = savegame.loads(savegame.dumps(partial))
    assert isinstance(loaded, BarDice)
    assert [loaded.observation(seat) for seat in range(players)] == [partial.observation(s) for s in range(players)]
    for action in whole.history[stop:]:
        loaded.apply(action)
        loaded.check_invariants()
    assert loaded.log_lines() == whole.log_lines() and loaded.summary() == whole.summary()
