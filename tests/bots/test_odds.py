"""`dicebar odds`: the coach's numbers through the real command line and through odds_report."""

from __future__ import annotations

import json
import subprocess
from fractions import Fraction

import pytest

from conftest import run_dicebar
from dicebar.bots.bar_dice_policy import RULE_SETS, VALID_MARKS, turn_odds
from dicebar.bots.odds import odds_report
from dicebar.rules.errors import RulesError


def _odds(*args: str) -> dict[str, object]:
    done = run_dicebar("odds", *args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result: dict[str, object] = json.loads(done.stdout)
    return result


def _refused(done: subprocess.CompletedProcess[str], fragment: str) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("dicebar odds: ") and fragment in lines[0], lines


def test_the_scenarios_example_through_the_command_line() -> None:
    printed = _odds("layman-bar-dice", "--mark", "42", "--rolls", "3")
    assert list(printed) == ["game", "mark", "rolls", "p_beat", "p_tie_or_beat"]
    assert printed["game"] == "layman-bar-dice" and printed["mark"] == 42 and printed["rolls"] == 3
    # The exact chances are 0.680690... and 0.712360...
    assert printed["p_beat"] == 0.68069 and printed["p_tie_or_beat"] == 0.71236
    assert round(printed["p_beat"], 4) == 0.6807 and round(printed["p_tie_or_beat"], 4) == 0.7124


def test_mark_zero_is_the_chance_of_a_valid_hand() -> None:
    printed = _odds("bar-dice", "--mark", "0", "--rolls", "1")
    assert printed["p_beat"] == printed["p_tie_or_beat"] == round(1 - (5 / 6) ** 5, 6) == 0.598122


@pytest.mark.parametrize("game", RULE_SETS)
def test_every_mark_and_rolls_report_the_exact_chances_to_six_places(game: str) -> None:
    for mark in VALID_MARKS:
        for rolls in (1, 2, 3):
            report = odds_report(game, mark, rolls=rolls)
            exact = turn_odds(game, mark, rolls)
            assert report == {
                "game": game,
                "mark": mark,
                "rolls": rolls,
                "p_beat": round(float(exact.beat), 6),
                "p_tie_or_beat": round(float(exact.tie_or_beat), 6),
            }
            assert abs(report["p_beat"] - exact.beat) <= Fraction(1, 2 * 10**6)  # type: ignore[operator]


def test_the_coach_after_a_throw_lists_every_distinct_keep_best_first() -> None:
    printed = _odds("bar-dice", "--mark", "42", "--dice", "6", "6", "3", "2", "5", "--rolls-left", "1")
    assert list(printed) == ["game", "mark", "dice", "rolls_left", "p_beat", "p_tie_or_beat", "choices"]
    assert printed["dice"] == [6, 6, 3, 2, 5] and printed["rolls_left"] == 1
    found = printed["choices"]
    assert isinstance(found, list)
    # 0..2 sixes x 0..1 three x 0..1 two x 0..1 five, less keeping all five, plus the stop
    assert len(found) == 24 and len({tuple(choice["keep"]) for choice in found}) == 24
    assert sum(choice["action"] == "stop" for choice in found) == 1
    best = found[0]
    # keep the sixes and throw three: needs a 1 and one more 1 or 6 among them: 1 - 125/216 - 48/216 = 43/216
    assert best == {
        "action": "roll",
        "keep": [6, 6],
        "roll": 3,
        "p_beat": round(43 / 216, 6),
        "p_tie_or_beat": round(43 / 216, 6),
    }
    assert printed["p_beat"] == best["p_beat"]
    assert printed["p_tie_or_beat"] == max(choice["p_tie_or_beat"] for choice in found)
    ranks = [(choice["p_beat"], choice["p_tie_or_beat"]) for choice in found]
    assert ranks == sorted(ranks, reverse=True)
    for choice in found:
        assert choice["roll"] == (0 if choice["action"] == "stop" else 5 - len(choice["keep"]))


def test_layman_coach_without_a_one_offers_only_five_again_or_stop() -> None:
    printed = _odds("layman-bar-dice", "--mark", "42", "--dice", "6", "6", "3", "2", "5", "--rolls-left", "1")
    assert [(choice["action"], choice["keep"]) for choice in printed["choices"]] == [  # type: ignore[attr-defined]
        ("roll", []),
        ("stop", [2, 3, 5, 6, 6]),
    ]
    assert printed["p_beat"] == odds_report("layman-bar-dice", 42, rolls=1)["p_beat"]


def test_the_last_throw_only_stops() -> None:
    printed = _odds("bar-dice", "--mark", "35", "--dice", "1", "5", "5", "5", "2", "--rolls-left", "0")
    assert printed["choices"] == [
        {"action": "stop", "keep": [1, 2, 5, 5, 5], "roll": 0, "p_beat": 1.0, "p_tie_or_beat": 1.0}
    ]
    assert printed["p_beat"] == 1.0


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("peekpoker", "--mark", "0", "--rolls", "1"), "not 'peekpoker'"),
        (("yahtzee", "--mark", "0", "--rolls", "1"), "not 'yahtzee'"),
        (("bar-dice", "--mark", "21", "--rolls", "1"), "mark 21 is not"),
        (("bar-dice", "--mark", "57", "--rolls", "1"), "mark 57 is not"),
        (("bar-dice", "--mark", "30", "--rolls", "1"), "mark 30 is not"),
        (("bar-dice", "--mark", "-1", "--rolls", "1"), "mark -1 is not"),
        (("bar-dice", "--mark", "42", "--rolls", "0"), "rolls must be 1, 2 or 3"),
        (("bar-dice", "--mark", "42", "--rolls", "4"), "rolls must be 1, 2 or 3"),
        (("bar-dice", "--mark", "42", "--dice", "1", "2", "3", "4", "5", "--rolls-left", "3"), "rolls left"),
        (("bar-dice", "--mark", "42", "--dice", "1", "2", "3", "4", "5", "--rolls-left", "-1"), "rolls left"),
        (("bar-dice", "--mark", "42", "--dice", "1", "2", "3", "4", "7", "--rolls-left", "1"), "five faces"),
        (("layman-bar-dice", "--mark", "42", "--dice", "0", "2", "3", "4", "5", "--rolls-left", "1"), "five faces"),
        (("bar-dice", "--mark", "42", "--dice", "1", "2", "3", "4", "--rolls-left", "1"), "--dice takes 5"),
        (("bar-dice", "--mark", "42", "--rolls", "two"), "whole numbers"),
    ],
)
def test_wrong_input_exits_2_with_one_line(args: tuple[str, ...], fragment: str) -> None:
    _refused(run_dicebar("odds", *args), fragment)


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"rolls": None}, "give the number of rolls"),
        ({"rolls": 3, "dice": (1, 2, 3, 4, 5), "rolls_left": 1}, "not both"),
        ({"rolls": 3, "rolls_left": 1}, "rolls left go with"),
        ({"dice": (1, 2, 3, 4), "rolls_left": 1}, "five faces"),
        ({"dice": (1, 2, 3, 4, 5, 6), "rolls_left": 1}, "five faces"),
        ({"dice": (1, 2, 3, 4, 5)}, "rolls left must be"),
    ],
)
def test_odds_report_refuses_incomplete_questions(kwargs: dict[str, object], fragment: str) -> None:
    with pytest.raises(RulesError, match=fragment):
        odds_report("bar-dice", 42, **kwargs)  # type: ignore[arg-type]
