"""Layman bar dice: every rule and option, the worked examples of Layman's rules, properties."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Sequence
from itertools import product
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import SCENARIOS, play, run_dicebar
from dicebar.rules.actions import COCKED, ROLL, STOP, Action, action_from_json, keep
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.errors import IllegalAction, RulesError
from dicebar.rules.layman import LaymanBarDice
from dicebar.rules.savegame import dumps, loads
from rules.scripted import scenario_json

GAME = "layman-bar-dice"
SCENARIO_DIR = SCENARIOS / GAME
MAX_ACTIONS = 3000  # far above the longest random game measured (see test_random_games_terminate)

Move = str | dict[str, list[int]] | Action


def new(
    names: Sequence[str], rolls: Sequence[Sequence[int]], first: str | None = "A", **options: object
) -> LaymanBarDice:
    return LaymanBarDice(list(names), ScriptedDice(rolls), options, first)


def drive(
    game: LaymanBarDice, moves: Sequence[Move] = (), until: Callable[[LaymanBarDice], bool] | None = None
) -> LaymanBarDice:
    """As `dicebar play` does: forced steps apply themselves, moves answer the choices. Stops when dice or
    moves run out, or once `until` holds; checks the invariants after every action."""
    queue = [move if isinstance(move, Action) else action_from_json(move) for move in moves]
    while not game.is_over and not (until and until(game)):
        legal = game.legal_actions()
        assert COCKED not in legal
        if len(legal) == 1:
            action = legal[0]
        elif queue:
            action = queue.pop(0)
        else:
            break
        if isinstance(game.dice, ScriptedDice) and action != STOP and game.dice.remaining == 0:
            break
        game.apply(action)
        game.check_invariants()
    assert not queue, f"moves left over: {queue}"
    return game


def lines(game: LaymanBarDice) -> list[str]:
    return game.log_lines()


def obs(game: LaymanBarDice, seat: int = 0) -> dict[str, Any]:
    return game.observation(seat)


# ----- scoring ---------------------------------------------------------------------------------------------


def test_score_is_count_times_ten_plus_face_for_every_hand() -> None:
    for faces in product(range(1, 7), repeat=5):
        scored = LaymanBarDice.score_faces(faces, {})
        aces = faces.count(1)
        if aces == 0:
            assert scored == {"valid": False, "count": 0, "face": 0, "score": 0, "call": "nothing", "strength": [0]}
            continue
        best = max((aces + faces.count(face)) * 10 + face for face in range(2, 7))
        assert scored["valid"] is True
        assert scored["score"] == best == scored["count"] * 10 + scored["face"]  # type: ignore[operator]
        assert scored["strength"] == [best]


@pytest.mark.parametrize(
    ("faces", "score", "call"),
    [
        ((2, 2, 1, 2, 5), 42, "forty-two"),  # Layman's example: four twos, one a wild ace
        ((6, 1, 6, 3, 4), 36, "thirty-six"),  # Layman's example: three sixes
        ((1, 1, 1, 1, 1), 56, "fifty-six"),  # five 1s count as 56
        ((3, 4, 5, 6, 1), 26, "twenty-six"),
        ((6, 6, 6, 6, 6), 0, "nothing"),  # no 1: nothing, however good it looks
    ],
)
def test_score_and_call(faces: tuple[int, ...], score: int, call: str) -> None:
    scored = LaymanBarDice.score_faces(faces, {})
    assert (scored["score"], scored["call"]) == (score, call)


@pytest.mark.parametrize("count", [0, 4, 6])
def test_score_takes_exactly_five_faces(count: int) -> None:
    with pytest.raises(RulesError, match="exactly five dice"):
        LaymanBarDice.score_faces((1,) * count, {})


def test_dicebar_score_cli() -> None:
    done = run_dicebar("score", GAME, "2", "2", "1", "2", "5")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "game": GAME,
        "faces": [2, 2, 1, 2, 5],
        "valid": True,
        "count": 4,
        "face": 2,
        "score": 42,
        "call": "forty-two",
        "strength": [42],
    }
    nothing = json.loads(run_dicebar("score", GAME, "2", "3", "4", "5", "6").stdout)
    assert nothing["valid"] is False and nothing["call"] == "nothing" and nothing["score"] == 0
    for bad in (["1", "2", "3", "4"], ["1", "2", "3", "4", "5", "6"], ["1", "2", "3", "4", "7"]):
        failed = run_dicebar("score", GAME, *bad)
        assert failed.returncode == 2 and failed.stdout == "" and len(failed.stderr.splitlines()) == 1


# ----- who plays what ----------------------------------------------------------------------------------------


def test_two_players_start_in_the_sponsor_phase() -> None:
    game = new("AB", [])
    assert obs(game)["phase"] == "sponsor" and obs(game)["hammer"] == 0 and obs(game)["pace"] == 3


def test_three_players_start_with_the_elimination_phase() -> None:
    game = new("ABC", [], first="B")
    view = obs(game)
    assert view["phase"] == "elimination" and view["order"] == [1, 2, 0] and view["hammer"] == 1


def test_roll_off_for_the_start_decides_the_first_roller() -> None:
    game = drive(new("ABC", [[3], [5], [5], [2], [6]], first=None))
    assert "C rolls highest and starts" in lines(game)
    assert obs(game)["order"] == [2, 0, 1]


# ----- elimination phase -------------------------------------------------------------------------------------


def test_elimination_is_one_roll_each_with_no_choice() -> None:
    game = new("ABC", [[2, 3, 4, 5, 6], [1, 1, 2, 3, 4]])
    assert game.legal_actions() == [ROLL]
    game.apply(ROLL)
    assert game.legal_actions() == [STOP]  # no farming, no second roll, even without a 1
    with pytest.raises(IllegalAction, match="A has no roll left"):
        game.verify(keep([]))
    game.apply(STOP)
    assert game.current_player == 1 and obs(game)["pace"] == 1


def test_elimination_highest_score_is_safe() -> None:
    game = drive(new("ABC", [[2, 2, 1, 2, 5], [6, 1, 6, 3, 4], [5, 3, 1, 2, 4]]))
    assert game.seat_status(0) == "safe" and game.seat_status(1) == game.seat_status(2) == "in"
    assert "A is safe: forty-two beats thirty-six" in lines(game)
    assert obs(game)["phase"] == "sponsor" and obs(game)["in"] == [1, 2]


def test_one_tie_all_tie_rolls_the_whole_round_again_in_the_same_order() -> None:
    game = drive(new("ABCD", [[3, 3, 1, 6, 2], [2, 2, 1, 2, 5], [5, 5, 5, 1, 6], [4, 1, 2, 2, 2]], first="B"))
    # D's forty-five is best, but C's and A's forty-two are equal: everyone rolls again, B first.
    assert "One tie, all tie" in lines(game)
    assert game.seat_status(3) == "in"
    view = obs(game)
    assert view["phase"] == "elimination" and view["order"] == [1, 2, 3, 0] and view["round"] == 2
    assert view["turn_seat"] == 1 and view["played"] == []


def test_hands_without_a_one_do_not_trigger_a_tie() -> None:
    game = drive(new("ABC", [[2, 2, 3, 4, 5], [2, 2, 3, 4, 5], [3, 3, 1, 4, 5]]))
    assert "One tie, all tie" not in lines(game)
    assert game.seat_status(2) == "safe"


def test_no_one_scores_rolls_the_round_again_in_the_same_order() -> None:
    game = drive(new("ABC", [[2, 2, 3, 4, 5], [6, 6, 5, 4, 3], [2, 3, 4, 5, 6]], first="C"))
    assert "No one scores: the round is rolled again in the same order" in lines(game)
    assert obs(game)["order"] == [2, 0, 1] and obs(game)["turn_seat"] == 2 and obs(game)["round"] == 2


def test_last_player_still_in_to_roll_is_the_hammer_and_rolls_first() -> None:
    round_one = [[1, 2, 3, 4, 5], [1, 3, 3, 4, 5], [2, 3, 4, 5, 6], [1, 6, 6, 6, 2]]  # D (last) is safe
    round_two = [[1, 2, 2, 3, 4], [1, 5, 5, 2, 3], [4, 4, 4, 1, 2]]  # C, A, B: B is safe
    rolls = round_one + round_two
    game = drive(new("ABCD", rolls[:4]))
    assert game.seat_status(3) == "safe"
    assert "C is the hammer and brings it back" in lines(game)
    assert obs(game)["hammer"] == 2 and obs(game)["order"] == [2, 0, 1]
    game = drive(new("ABCD", rolls))
    assert game.seat_status(1) == "safe"
    view = obs(game)
    assert view["phase"] == "sponsor" and view["hammer"] == 0 and view["turn_seat"] == 0  # A rolled last


def test_still_to_roll_counts_the_players_after_the_current_one() -> None:
    game = new("ABCD", [[2, 2, 3, 4, 5]] * 2)
    assert obs(game)["still_to_roll"] == 3
    drive(game)
    assert obs(game)["still_to_roll"] == 1 and obs(game)["turn_seat"] == 2


def test_elimination_mark_is_the_best_scoring_hand_so_far() -> None:
    game = drive(new("ABCD", [[2, 2, 3, 4, 5], [6, 1, 6, 3, 4], [2, 2, 1, 2, 5]]))
    assert obs(game)["mark"] == {
        "seat": 2,
        "valid": True,
        "score": 42,
        "count": 4,
        "face": 2,
        "rolls": 1,
        "call": "forty-two",
        "rank": [42, -1],
    }
    assert [hand["score"] for hand in obs(game)["played"]] == [0, 36, 42]


# ----- all_day_elimination -------------------------------------------------------------------------------------


def test_all_day_elimination_gives_three_rolls_with_farming() -> None:
    game = drive(
        new("ABC", [[4, 4, 1, 2, 3], [4, 2], [4]], all_day_elimination=True), [{"keep": [1, 4, 4]}, {"keep": [4]}]
    )
    assert lines(game)[-2] == "A: Fifty-four all day"  # three rolls used, the third ends the turn by itself
    assert obs(game)["turn_seat"] == 1 and obs(game)["pace"] == 3


def test_all_day_elimination_fewer_rolls_win_an_equal_score() -> None:
    game = drive(
        new("ABC", [[4, 4, 1, 2, 3], [4, 2], [4, 1, 4, 4, 6], [2, 2, 3, 4, 5]], all_day_elimination=True),
        [{"keep": [1, 4, 4]}, "stop", "stop", "stop"],
    )
    assert "B is safe: forty-four in one beats forty-four in two" in lines(game)


def test_all_day_elimination_equal_only_in_the_same_number_of_rolls() -> None:
    rolls = [[4, 4, 1, 2, 3], [4, 2], [4, 1, 4, 4, 6], [1, 4, 4, 4, 3]]
    game = drive(new("ABC", rolls, all_day_elimination=True), [{"keep": [1, 4, 4]}, "stop", "stop", "stop"])
    # B's forty-four in one and C's forty-four in one are equal; A's in two is not equal to them.
    assert "One tie, all tie" in lines(game)
    assert "Two hands of forty-four in one: everyone rolls again in the same order" in lines(game)


def test_all_day_elimination_farming_needs_a_one() -> None:
    game = drive(new("ABC", [[2, 3, 4, 5, 6]], all_day_elimination=True))
    assert game.legal_actions() == [STOP, keep([])]


def test_without_all_day_equal_scores_in_elimination_tie() -> None:
    game = drive(new("ABC", [[2, 2, 1, 2, 5], [2, 1, 2, 2, 6], [3, 4, 5, 6, 1]]))
    assert "One tie, all tie" in lines(game)
    assert "Two hands of forty-two: everyone rolls again in the same order" in lines(game)


# ----- sponsor phase -----------------------------------------------------------------------------------------


def test_hammer_may_stop_after_any_roll_and_sets_the_pace() -> None:
    game = drive(new("AB", [[3, 1, 3, 5, 6], [3, 2], [3, 3, 1, 5, 6], [4, 5]]), [{"keep": [1, 3, 3]}, "stop"])
    view = obs(game, 1)
    assert view["turn_seat"] == 1 and view["pace"] == 2 and view["rolls_left"] == 1
    assert view["mark"] == {
        "seat": 0,
        "valid": True,
        "score": 43,
        "count": 4,
        "face": 3,
        "rolls": 2,
        "call": "forty-three in two",
        "rank": [43, -2],
    }
    assert "B's turn (turn 1, two rolls to beat forty-three in two)" in lines(game)
    game.apply(keep([1, 3, 3]))
    assert game.legal_actions() == [STOP]  # the second roll is the opponent's last


def test_hammer_has_at_most_three_rolls() -> None:
    game = new("AB", [[2, 3, 4, 5, 6]] * 3)
    for action in (ROLL, keep([]), keep([])):
        game.apply(action)
    assert game.current_player == 0 and game.legal_actions() == [STOP]
    with pytest.raises(IllegalAction, match="no roll left"):
        game.verify(keep([]))


def test_farming_only_once_a_one_has_shown_this_turn() -> None:
    game = drive(new("AB", [[2, 3, 4, 5, 6]]))
    assert game.legal_actions() == [STOP, keep([])]
    with pytest.raises(IllegalAction, match="A may not farm before a 1 has shown"):
        game.verify(keep([6]))
    # A 1 in an earlier roll of the turn is enough, even if the latest roll has none.
    game = drive(new("AB", [[1, 3, 4, 5, 6], [2, 3, 4, 5, 6]]), [{"keep": []}])
    assert obs(game)["ace_seen"] is True and keep([6, 6]) not in game.legal_actions()
    assert keep([5, 6]) in game.legal_actions()


def test_farmed_dice_are_never_rolled_again_that_turn() -> None:
    game = drive(new("AB", [[1, 1, 3, 5, 6], [2, 2, 2]]), [{"keep": [1, 1]}])
    view = obs(game)
    assert view["farmed"] == [1, 1] and view["thrown"] == [2, 2, 2] and view["hand"]["score"] == 52
    assert all(len(action.faces) < 3 for action in game.legal_actions() if action.kind == "keep")


def test_every_roll_counts_toward_the_pace_scoring_or_not() -> None:
    game = drive(new("AB", [[2, 3, 4, 5, 6], [2, 3, 4, 5, 6], [1, 3, 4, 5, 6]]), [{"keep": []}, {"keep": []}])
    assert obs(game)["turn_seat"] == 1 and obs(game)["pace"] == 3
    assert lines(game)[-1] == "B's turn (turn 1, three rolls to beat twenty-six all day)"


def test_stop_with_nothing_gives_the_opponent_one_roll() -> None:
    game = drive(new("AB", [[2, 3, 4, 5, 6], [2, 3, 4, 5, 6]]), ["stop"])
    assert "A: Nothing" in lines(game)
    # the opponent's single roll is forced and scored nothing too: a roll-off follows
    assert obs(game)["phase"] == "roll-off" and obs(game)["turn_seat"] == 0


def test_higher_score_wins_the_turn() -> None:
    game = drive(new("AB", [[3, 3, 1, 5, 6], [4, 4, 1, 5, 6]]), ["stop"])
    assert "B wins turn 1: thirty-four in one beats thirty-three in one" in lines(game) and game.observation(0)[
        "horses"
    ] == [1, 0]


def test_equal_score_in_fewer_rolls_wins() -> None:
    game = drive(new("AB", [[3, 2, 1, 5, 6], [3, 2, 4], [3, 3, 1, 5, 6]]), [{"keep": [1, 3]}, "stop", "stop"])
    assert "A: Thirty-three in two" in lines(game) and "B: Thirty-three in one" in lines(game)
    assert "B wins turn 1: thirty-three in one beats thirty-three in two" in lines(game)
    assert "A horse on A" in lines(game)


def test_both_nothing_goes_to_a_roll_off_hammer_first() -> None:
    game = drive(new("AB", [[2, 3, 4, 5, 6], [2, 3, 4, 5, 6]]), ["stop"])
    assert "Neither scores: a roll-off, one roll of all five each" in lines(game)
    assert game.current_player == 0 and game.legal_actions() == [ROLL]


def test_equal_scores_in_the_same_rolls_go_to_a_roll_off() -> None:
    game = drive(new("AB", [[3, 3, 1, 5, 6], [3, 1, 3, 2, 4]]), ["stop"])
    assert "Tied at thirty-three in one: a roll-off, one roll of all five each" in lines(game)
    assert obs(game)["phase"] == "roll-off"


def test_roll_off_needs_a_one_and_repeats_until_one_wins() -> None:
    tied_turn = [[3, 3, 1, 5, 6], [3, 1, 3, 2, 4]]
    no_ones = [[6, 6, 6, 6, 5], [2, 2, 3, 4, 6]]  # neither counts (A's sixes are nothing without a 1): again
    equal = [[1, 4, 4, 2, 3], [1, 4, 3, 4, 2]]  # thirty-four each: again
    decided = [[1, 4, 4, 2, 3], [1, 5, 5, 2, 3]]  # B wins
    rolls = tied_turn + no_ones + equal + decided
    game = new("AB", rolls)
    drive(game, ["stop"])
    assert obs(game)["phase"] == "sponsor" and obs(game)["turn"] == 2
    assert lines(game).count("Still tied: they roll off again, the hammer first") == 2
    assert "B wins turn 1 in the roll-off: thirty-five beats thirty-four" in lines(game)
    assert obs(game)["hammer"] == 1  # B rolled last


def test_roll_off_rolls_are_single_and_forced() -> None:
    game = drive(
        new("AB", [[3, 3, 1, 5, 6], [3, 1, 3, 2, 4], [2, 3, 4, 5, 6]]),
        ["stop"],
        until=lambda game: obs(game)["phase"] == "roll-off",
    )
    assert game.current_player == 0 and game.legal_actions() == [ROLL]
    game.apply(ROLL)
    assert game.legal_actions() == [STOP] and obs(game)["pace"] == 1


def test_mark_in_roll_off_is_the_hammers_roll() -> None:
    game = drive(new("AB", [[3, 3, 1, 5, 6], [3, 1, 3, 2, 4], [1, 4, 4, 2, 3]]), ["stop"])
    assert obs(game)["mark"] == {
        "seat": 0,
        "valid": True,
        "score": 34,
        "count": 3,
        "face": 4,
        "rolls": 1,
        "call": "thirty-four",
        "rank": [34, -1],
    }


def test_loser_has_a_horse_on_them_and_one_each_is_a_horse_a_piece() -> None:
    game = drive(new("AB", [[3, 3, 1, 5, 6], [4, 4, 1, 5, 6], [2, 2, 1, 3, 4], [5, 5, 1, 2, 3]]), ["stop", "stop"])
    assert "A horse on A" in lines(game) and "A horse on B" in lines(game)
    assert lines(game).index("A horse a piece") == lines(game).index("A horse on B") + 1
    assert obs(game)["horses"] == [1, 1] and obs(game)["turn"] == 3


def test_hammer_alternates_because_the_last_roller_brings_it_back() -> None:
    game = drive(new("AB", [[3, 3, 1, 5, 6], [4, 4, 1, 5, 6], [2, 2, 1, 3, 4], [5, 5, 1, 2, 3]]), ["stop", "stop"])
    hammers = [line for line in lines(game) if "the hammer)" in line]
    assert hammers == [
        "A's turn (turn 1, the hammer)",
        "B's turn (turn 2, the hammer)",
        "A's turn (turn 3, the hammer)",
    ]


def test_loser_of_two_turns_is_the_sponsor_and_the_other_is_safe() -> None:
    game = drive(new("AB", [[3, 3, 1, 5, 6], [4, 4, 1, 5, 6], [5, 1, 5, 5, 3], [5, 5, 1, 2, 3]]), ["stop", "stop"])
    assert game.is_over and game.result().sponsor == (0,)
    assert game.seat_status(0) == "in" and game.seat_status(1) == "safe"
    assert lines(game)[-1] == "A is the sponsor and buys the round (B won two turns to none)"
    assert "A horse a piece" not in lines(game)
    assert game.legal_actions() == [] and game.current_player is None
    with pytest.raises(IllegalAction, match="the game is over"):
        game.verify(ROLL)


# ----- too lucky -----------------------------------------------------------------------------------------------


def test_too_lucky_five_ones_is_called_and_still_scores_fifty_six() -> None:
    game = drive(new("ABC", [[1, 1, 1, 1, 1]]))
    assert lines(game)[-4:-1] == ["A: Too lucky", "A buys a shot for everyone playing", "A: Fifty-six"]
    assert obs(game)["too_lucky"] == [0] and obs(game)["played"][0]["score"] == 56


def test_too_lucky_counts_farmed_ones_too() -> None:
    game = drive(new("AB", [[1, 1, 1, 5, 6], [1, 1]]), [{"keep": [1, 1, 1]}])
    assert "A: Too lucky" in lines(game) and obs(game)["too_lucky"] == [0]


def test_four_ones_are_not_too_lucky() -> None:
    game = drive(new("ABC", [[1, 1, 1, 1, 6]]))
    assert "A: Too lucky" not in lines(game) and obs(game)["too_lucky"] == []


# ----- cocked dice -----------------------------------------------------------------------------------------------


def test_cocked_is_illegal_without_the_option() -> None:
    game = drive(new("AB", [[2, 3, 4, 5, 6]]))
    assert not game.can(COCKED)
    with pytest.raises(IllegalAction, match="A cannot report a cocked die: the cocked_dice option is off"):
        game.verify(COCKED)


def test_cocked_is_never_listed_and_only_right_after_a_roll() -> None:
    game = new("AB", [[2, 3, 4, 5, 6]], cocked_dice=True)
    with pytest.raises(IllegalAction, match="A has not just rolled"):
        game.verify(COCKED)
    game.apply(ROLL)
    assert COCKED not in game.legal_actions() and game.can(COCKED)
    game.apply(STOP)  # B's turn: nothing has been rolled yet
    with pytest.raises(IllegalAction, match="B has not just rolled"):
        game.verify(COCKED)


def test_cocked_dice_roll_again_and_do_not_count_toward_the_pace() -> None:
    game = new("AB", [[1, 3, 3, 5, 6], [3, 3], [6, 6], [2, 2, 1, 3, 4]], cocked_dice=True)
    drive(game, [{"keep": [1, 3, 3]}])
    assert obs(game)["rolls_used"] == 2
    game.apply(COCKED)
    game.check_invariants()
    assert "A's roll is cocked: both dice go again, and that roll does not count" in lines(game)
    assert obs(game)["rolls_used"] == 2 and obs(game)["farmed"] == [1, 3, 3] and obs(game)["thrown"] == [6, 6]
    drive(game, ["stop"])
    assert obs(game)["pace"] == 2 and "A: Thirty-six in two" in lines(game)


def test_cocked_on_the_last_roll_before_the_forced_stop() -> None:
    game = new("ABC", [[2, 3, 4, 5, 6], [1, 1, 4, 4, 6]], cocked_dice=True)
    game.apply(ROLL)
    assert game.legal_actions() == [STOP] and game.can(COCKED)
    game.apply(COCKED)
    game.apply(STOP)
    assert lines(game)[-1] == "B's turn (elimination round 1)" and lines(game)[-2] == "A: Forty-four"
    assert "A's roll is cocked: all five dice go again, and that roll does not count" in lines(game)


def test_cocked_roll_with_the_first_one_does_not_let_farming_start() -> None:
    game = new("AB", [[1, 3, 4, 5, 6], [2, 3, 4, 5, 6]], cocked_dice=True)
    game.apply(ROLL)
    assert obs(game)["ace_seen"] is True
    game.apply(COCKED)
    assert obs(game)["ace_seen"] is False and game.legal_actions() == [STOP, keep([])]


def test_cocked_five_ones_are_not_too_lucky() -> None:
    game = new("ABC", [[1, 1, 1, 1, 1], [1, 2, 2, 3, 4]], cocked_dice=True)
    game.apply(ROLL)
    assert obs(game)["too_lucky"] == [0]
    game.apply(COCKED)
    assert obs(game)["too_lucky"] == []
    assert lines(game)[-2].endswith("(so no shots)")


def test_cocked_in_the_roll_off() -> None:
    game = drive(
        new("AB", [[3, 3, 1, 5, 6], [3, 1, 3, 2, 4], [2, 3, 4, 5, 6], [1, 2, 2, 3, 4]], cocked_dice=True),
        ["stop"],
        until=lambda game: obs(game)["phase"] == "roll-off",
    )
    game.apply(ROLL)
    assert game.legal_actions() == [STOP] and game.can(COCKED)
    game.apply(COCKED)
    game.check_invariants()
    assert obs(game)["hand"]["score"] == 32


# ----- the observation -----------------------------------------------------------------------------------------


def test_observation_is_json_and_has_what_a_bot_needs() -> None:
    game = drive(new("AB", [[3, 1, 3, 5, 6], [3, 2], [3, 3, 1, 5, 6]]), [{"keep": [1, 3, 3]}, "stop"])
    view = obs(game, 1)
    json.dumps(view)
    assert {
        "phase",
        "in",
        "safe",
        "hammer",
        "pace",
        "mark",
        "farmed",
        "thrown",
        "rolls_used",
        "rolls_left",
        "ace_seen",
        "horses",
        "still_to_roll",
        "turn",
        "round",
        "order",
        "played",
        "too_lucky",
        "sponsor",
        "hand",
        "turn_seat",
    } <= set(view)
    assert view["legal_actions"] == [
        "stop",
        {"keep": []},
        {"keep": [1]},
        {"keep": [3]},
        {"keep": [5]},
        {"keep": [6]},
        {"keep": [1, 3]},
        {"keep": [1, 5]},
        {"keep": [1, 6]},
        {"keep": [3, 3]},
        {"keep": [3, 5]},
        {"keep": [3, 6]},
        {"keep": [5, 6]},
        {"keep": [1, 3, 3]},
        {"keep": [1, 3, 5]},
        {"keep": [1, 3, 6]},
        {"keep": [1, 5, 6]},
        {"keep": [3, 3, 5]},
        {"keep": [3, 3, 6]},
        {"keep": [3, 5, 6]},
        {"keep": [1, 3, 3, 5]},
        {"keep": [1, 3, 3, 6]},
        {"keep": [1, 3, 5, 6]},
        {"keep": [3, 3, 5, 6]},
    ]
    assert view["hand"] == {
        "valid": True,
        "score": 33,
        "count": 3,
        "face": 3,
        "call": "thirty-three",
        "rank": [33, -1],
    }
    assert obs(game, 0)["legal_actions"] == []


# ----- Layman's worked examples and the other scenarios, through `dicebar play` -----------------------------


def scenario(name: str) -> dict[str, Any]:
    return scenario_json(GAME, name)


def statuses(state: dict[str, Any]) -> dict[str, str]:
    return {player["name"]: player["status"] for player in state["players"]}


def test_example_forty_two_beats_thirty_six() -> None:
    state = play(scenario("example_forty_two_beats_thirty_six"))
    log = state["log"]
    assert log[1:11] == [
        "A's turn (elimination round 1)",
        "A rolls 2 2 1 2 5",
        "A: Forty-two",
        "B's turn (elimination round 1)",
        "B rolls 6 1 6 3 4",
        "B: Thirty-six",
        "C's turn (elimination round 1)",
        "C rolls 5 3 1 2 4",
        "C: Twenty-five",
        "A is safe: forty-two beats thirty-six",
    ]
    assert "Sponsor phase: best two turns of three; C is the hammer and sets the pace" in log
    assert state["finished"] is True and state["sponsor"] == "B"
    assert statuses(state) == {"A": "safe", "B": "in", "C": "safe"}
    assert (state["winner"], state["loser"], state["buyer"], state["pot"], state["center"]) == (None, None, None, 0, 0)


def test_example_forty_three_in_two_sets_the_pace_and_the_hammer_alternates() -> None:
    state = play(scenario("example_forty_three_in_two"))
    log = state["log"]
    assert log[1:8] == [
        "A's turn (turn 1, the hammer)",
        "A rolls 3 1 3 5 6",
        "A farms 1 3 3",
        "A rolls 3 2",
        "A: Forty-three in two",
        "B's turn (turn 1, two rolls to beat forty-three in two)",
        "B rolls 3 3 1 5 6",
    ]
    assert [line for line in log if "the hammer" in line] == [
        "Sponsor phase: best two turns of three; A is the hammer and sets the pace",
        "A's turn (turn 1, the hammer)",
        "B is the hammer and brings it back",
        "B's turn (turn 2, the hammer)",
        "A is the hammer and brings it back",
        "A's turn (turn 3, the hammer)",
    ]
    assert "A horse on B" in log and "A horse a piece" in log and "A: Fifty-six all day" in log
    assert state["finished"] is True and state["sponsor"] == "B" and statuses(state) == {"A": "safe", "B": "in"}


def test_example_one_tie_all_tie() -> None:
    state = play(scenario("example_one_tie_all_tie"))
    log = state["log"]
    tie = log.index("One tie, all tie")
    assert log[tie - 1] == "C: Twenty-six" and log[tie + 2] == "A's turn (elimination round 2)"
    assert "C is safe: forty-six beats thirty-four" in log
    assert "Sponsor phase: best two turns of three; B is the hammer and sets the pace" in log
    assert state["sponsor"] == "B" and statuses(state) == {"A": "safe", "B": "in", "C": "safe"}


def test_example_too_lucky() -> None:
    state = play(scenario("example_too_lucky"))
    log = state["log"]
    assert "B rolls highest and starts" in log
    assert log.count("B: Too lucky") == 1 and log.count("C: Too lucky") == 1
    assert log[log.index("B: Too lucky") + 1 : log.index("B: Too lucky") + 3] == [
        "B buys a shot for everyone playing",
        "B: Fifty-six",
    ]
    assert "C: Fifty-six in one" in log and "B is safe: fifty-six beats forty-two" in log
    assert state["finished"] is True and state["sponsor"] == "C"


def test_scenario_roll_off() -> None:
    state = play(scenario("roll_off"))
    log = state["log"]
    assert "Tied at thirty-three in one: a roll-off, one roll of all five each" in log
    assert "Still tied: they roll off again, the hammer first" in log
    assert "Neither scores: a roll-off, one roll of all five each" in log
    assert "Tied at twenty-six in one: a roll-off, one roll of all five each" in log
    assert [line for line in log if line.endswith("the hammer)")] == [
        "A's turn (turn 1, the hammer)",
        "B's turn (turn 2, the hammer)",
        "A's turn (turn 3, the hammer)",
    ]
    assert state["sponsor"] == "B" and statuses(state) == {"A": "safe", "B": "in"}


def test_scenario_all_day_elimination() -> None:
    state = play(scenario("all_day_elimination"))
    log = state["log"]
    assert "Two hands of forty-four in two: everyone rolls again in the same order" in log
    assert "A is safe: forty-five in one beats forty-five in two" in log and "C: Thirty-two all day" in log
    assert state["sponsor"] == "B" and statuses(state) == {"A": "safe", "B": "in", "C": "safe"}


def test_scenario_no_one_scores_and_rolls_run_out() -> None:
    state = play(scenario("no_one_scores"))
    assert "No one scores: the round is rolled again in the same order" in state["log"]
    assert state["finished"] is False and state["sponsor"] is None
    assert state["log"][-1] == "C's turn (turn 1, the hammer)"
    assert statuses(state) == {"A": "safe", "B": "in", "C": "in"}


def test_every_scenario_file_is_tested() -> None:
    names = {path.stem for path in SCENARIO_DIR.glob("*.json")}
    tested = {
        "example_forty_two_beats_thirty_six",
        "example_forty_three_in_two",
        "example_one_tie_all_tie",
        "example_too_lucky",
        "roll_off",
        "all_day_elimination",
        "no_one_scores",
    }
    assert names == tested


# ----- scenario errors ---------------------------------------------------------------------------------------


def play_error(data: dict[str, Any]) -> str:
    done = run_dicebar("play", "-", stdin=json.dumps(data))
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    return done.stderr.strip()


def two_players(rolls: list[list[int]], moves: list[Any], **options: object) -> dict[str, Any]:
    return {"game": GAME, "players": ["A", "B"], "first": "A", "rolls": rolls, "moves": moves, "options": options}


def test_scenario_error_wrong_number_of_faces() -> None:
    message = play_error(two_players([[2, 2, 1, 2]], []))
    assert "rolls[0]: this roll throws 5 dice, the entry has 4 faces" in message


def test_scenario_error_farming_without_a_one_names_the_move() -> None:
    message = play_error(two_players([[2, 3, 4, 5, 6], [1, 2, 3, 4]], [{"keep": [6]}]))
    assert "moves[0]: A may not farm before a 1 has shown" in message


def test_scenario_error_cocked_without_the_option_names_the_move() -> None:
    message = play_error(two_players([[2, 3, 4, 5, 6]], ["cocked"]))
    assert "moves[0]: A cannot report a cocked die: the cocked_dice option is off" in message


def test_scenario_opponent_keeps_the_hammers_pace() -> None:
    state = play(two_players([[1, 3, 3, 5, 6], [2, 3, 4, 5, 6]], ["stop"]))
    log = state["log"]
    start = log.index("B's turn (turn 1, one roll to beat thirty-three in one)")
    assert log[start + 1 : start + 4] == [
        "B rolls 2 3 4 5 6",
        "B: Nothing",
        "A wins turn 1: thirty-three in one beats nothing",
    ]  # no choice for B
    assert state["finished"] is False


def test_scenario_error_left_over_roll_and_move() -> None:
    game = scenario("example_forty_two_beats_thirty_six")
    extra_roll = {**game, "rolls": [*game["rolls"], [1, 1, 1, 1, 1]]}
    assert "rolls[9]: left over, the game ended before this roll" in play_error(extra_roll)
    extra_move = {**game, "moves": [*game["moves"], "stop"]}
    assert "moves[3]: left over, the game ended before this move" in play_error(extra_move)


def test_scenario_error_bad_option() -> None:
    assert "options" in play_error(two_players([], [], cocked_dice="yes"))
    assert "unknown option 'jokers'" in play_error(two_players([], [], jokers=True))


def test_scenario_stops_unfinished_when_moves_run_out() -> None:
    state = play(two_players([[2, 3, 4, 5, 6], [1, 1, 1, 1, 1]], []))
    assert state["finished"] is False and state["log"][-1] == "A rolls 2 3 4 5 6"


# ----- properties over random games -----------------------------------------------------------------------------


def random_play(game: LaymanBarDice, chooser: random.Random, limit: int | None = None) -> list[Action]:
    """Random legal actions (and, with the option on, randomly reported cocked dice) until the game ends."""
    actions: list[Action] = []
    cocked = bool(game.options["cocked_dice"])
    while not game.is_over and (limit is None or len(actions) < limit):
        legal = game.legal_actions()
        assert legal and COCKED not in legal and len(set(legal)) == len(legal)
        report_cocked = cocked and chooser.random() < 0.15 and game.can(COCKED)
        action = COCKED if report_cocked else chooser.choice(legal)
        game.apply(action)
        game.check_invariants()
        actions.append(action)
        assert len(actions) < MAX_ACTIONS, "the game did not end"
    return actions


games = st.fixed_dictionaries(
    {
        "seed": st.integers(0, 2**64 - 1),
        "players": st.integers(2, 7),
        "options": st.fixed_dictionaries({"all_day_elimination": st.booleans(), "cocked_dice": st.booleans()}),
        "first": st.one_of(st.none(), st.integers(0, 6)),
        "choices": st.integers(0, 2**32),
    }
)


def build(spec: dict[str, Any]) -> LaymanBarDice:
    names = [f"P{seat}" for seat in range(spec["players"])]
    first = None if spec["first"] is None else names[spec["first"] % len(names)]
    return LaymanBarDice(names, SeededDice(spec["seed"]), spec["options"], first)


@settings(max_examples=300, deadline=None)
@given(games)
def test_random_games_keep_the_invariants_and_end(spec: dict[str, Any]) -> None:
    game = build(spec)
    random_play(game, random.Random(spec["choices"]))
    assert game.is_over and game.result().sponsor is not None
    assert [game.seat_status(seat) for seat in range(len(game.names))].count("in") == 1
    summary = game.summary()
    assert summary["sponsor"] == game.names[game.result().sponsor[0]]  # type: ignore[index]
    json.dumps(game.observation(0))


@settings(max_examples=150, deadline=None)
@given(games)
def test_replay_gives_the_same_log(spec: dict[str, Any]) -> None:
    game = build(spec)
    actions = random_play(game, random.Random(spec["choices"]))
    again = build(spec)
    for action in actions:
        again.apply(action)
    assert again.log_lines() == game.log_lines() and again.is_over


@settings(max_examples=150, deadline=None)
@given(games, st.floats(0, 1))
def test_save_and_load_at_a_random_point_gives_the_same_future(spec: dict[str, Any], where: float) -> None:
    probe = build(spec)
    length = len(random_play(probe, random.Random(spec["choices"])))
    game = build(spec)
    chooser = random.Random(spec["choices"])
    random_play(game, chooser, limit=int(length * where))
    loaded = loads(dumps(game))
    assert isinstance(loaded, LaymanBarDice) and loaded.log_lines() == game.log_lines()
    state = chooser.getstate()
    random_play(game, chooser)
    chooser.setstate(state)
    random_play(loaded, chooser)
    assert loaded.log_lines() == game.log_lines() and loaded.is_over


@settings(max_examples=150, deadline=None)
@given(games)
def test_forced_steps_have_one_action_and_choices_are_keep_or_stop(spec: dict[str, Any]) -> None:
    game = build(spec)
    chooser = random.Random(spec["choices"])
    while not game.is_over:
        legal = game.legal_actions()
        view = game.observation(game.current_player or 0)
        if game.in_rolloff or view["rolls_used"] == 0:
            assert legal == [ROLL]
        elif view["rolls_left"] == 0:
            assert legal == [STOP]
        else:
            assert legal[0] == STOP and all(action.kind == "keep" for action in legal[1:])
            assert view["ace_seen"] or legal == [STOP, keep([])]
        game.apply(chooser.choice(legal))


def test_random_games_terminate_and_speed() -> None:
    """Measured, not guessed: 300 random games, each within MAX_ACTIONS; report the rate and longest."""
    chooser = random.Random(7)
    longest, started = 0, time.perf_counter()
    for seed in range(300):
        options = {"all_day_elimination": seed % 2 == 0, "cocked_dice": seed % 3 == 0}
        game = LaymanBarDice([f"P{seat}" for seat in range(2 + seed % 6)], SeededDice(seed), options)
        longest = max(longest, len(random_play(game, chooser)))
    rate = 300 / (time.perf_counter() - started)
    print(f"layman: {rate:.0f} games/s with invariant checks, longest {longest} actions")
    assert longest < MAX_ACTIONS
