"""The shared parts of the rules: words, options, actions and the bar dice hand."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from dicebar.rules.actions import COCKED, ROLL, STOP, Action, action_from_json, bet, keep, raise_to, reroll
from dicebar.rules.errors import RulesError
from dicebar.rules.hands import NOTHING, BarHand, bar_hand
from dicebar.rules.lingo import acts, bar_call, number_words, possessive, rolls_words
from dicebar.rules.options import OptionSpec, resolve_options


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (0, "zero"),
        (7, "seven"),
        (13, "thirteen"),
        (20, "twenty"),
        (36, "thirty-six"),
        (42, "forty-two"),
        (45, "forty-five"),
        (56, "fifty-six"),
        (99, "ninety-nine"),
    ],
)
def test_numbers_are_said_the_way_players_say_them(number: int, words: str) -> None:
    assert number_words(number) == words


def test_the_source_calls() -> None:
    assert bar_call(4, 5, 3) == "forty-five in three"
    assert bar_call(4, 3, 1) == "forty-three in one"
    assert bar_call(4, 4, 2) == "forty-four in two"
    assert rolls_words(3, all_day=True) == "all day"
    assert rolls_words(3) == "in three"


FLAG = OptionSpec("pace", "flag", False, "Later players may not use more rolls")
ROUNDS = OptionSpec("rounds", "int", 1, "Rounds to play")
FINAL = OptionSpec("final", "choice", "best_of_three", "The final", choices=("best_of_three", "single"))
HANDS = OptionSpec("hands", "int_or_none", None, "Hands to play")
STACK = OptionSpec("stack", "int", 50, "Chips", minimum=2)


def test_options_default_and_accept_good_values() -> None:
    specs = (FLAG, ROUNDS, FINAL, HANDS)
    assert resolve_options("g", specs, {}) == {"pace": False, "rounds": 1, "final": "best_of_three", "hands": None}
    assert resolve_options("g", specs, {"pace": True, "rounds": 3, "final": "single", "hands": 4}) == {
        "pace": True,
        "rounds": 3,
        "final": "single",
        "hands": 4,
    }


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"pace": 1}, "option 'pace' is true or false, not 1"),
        ({"rounds": 0}, "option 'rounds' must be at least 1, not 0"),
        ({"rounds": True}, "option 'rounds' is a whole number, not True"),
        ({"rounds": 2.5}, "option 'rounds' is a whole number, not 2.5"),
        ({"final": "double"}, "option 'final' is one of best_of_three, single, not 'double'"),
        ({"stack": 1}, "option 'stack' must be at least 2, not 1"),
        ({"hands": "many"}, "option 'hands' is a whole number, not 'many'"),
        ({"colour": "red"}, "unknown option 'colour' for g (its options: pace, rounds, final, hands, stack)"),
        ({"blinds": True}, "option 'blinds' belongs to peekpoker, not g"),
    ],
)
def test_bad_options_are_refused_in_one_line(given: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError) as error:
        resolve_options("g", (FLAG, ROUNDS, FINAL, HANDS, STACK), given, lambda: {"blinds": "peekpoker"})
    assert str(error.value) == message


def test_options_typed_on_a_command_line() -> None:
    assert FLAG.parse_text("true") is True
    assert FLAG.parse_text("off") is False
    assert ROUNDS.parse_text("3") == 3
    assert HANDS.parse_text("none") is None
    assert FINAL.parse_text("single") == "single"
    for spec, text in ((FLAG, "maybe"), (ROUNDS, "three"), (ROUNDS, "0"), (FINAL, "triple")):
        with pytest.raises(RulesError):
            spec.parse_text(text)


@pytest.mark.parametrize(
    ("move", "action"),
    [
        ("stop", STOP),
        ("roll", ROLL),
        ("cocked", COCKED),
        ({"keep": [3, 1, 1]}, keep([1, 1, 3])),
        ({"keep": []}, keep([])),
        ({"bet": 5}, bet(5)),
        ({"raise_to": 12}, raise_to(12)),
        ({"reroll": 2}, reroll(2)),
        ("check", Action("check")),
        ("call", Action("call")),
        ("fold", Action("fold")),
    ],
)
def test_moves_parse_and_print_back(move: object, action: Action) -> None:
    assert action_from_json(move) == action
    assert action_from_json(action.to_json()) == action


@pytest.mark.parametrize(
    "move",
    [
        "jump",
        3,
        None,
        {"keep": "11"},
        {"keep": [1.5]},
        {"bet": "5"},
        {"bet": True},
        {"fly": 1},
        {"keep": [1], "stop": 1},
        [],
    ],
)
def test_unknown_moves_are_refused(move: object) -> None:
    with pytest.raises(RulesError):
        action_from_json(move)


def _brute_force_bar_hand(faces: tuple[int, ...]) -> BarHand:
    """The definition, literally: try every face each wild 1 could stand for, take the largest group."""
    if 1 not in faces:
        return NOTHING
    best = NOTHING
    aces = [index for index, face in enumerate(faces) if face == 1]
    for wild in product(range(2, 7), repeat=len(aces)):
        hand = list(faces)
        for index, face in zip(aces, wild, strict=True):
            hand[index] = face
        face, count = max(Counter(hand).items(), key=lambda item: (item[1], item[0]))
        best = max(best, BarHand(count, face))
    return best


def test_bar_hand_agrees_with_the_definition_on_every_roll_of_five() -> None:
    for faces in product(range(1, 7), repeat=5):
        assert bar_hand(faces) == _brute_force_bar_hand(faces), faces


def test_bar_hand_rulings() -> None:
    assert bar_hand((3, 3, 4, 1, 1)) == BarHand(4, 3)  # "forty-three"
    assert bar_hand((1, 1, 1, 1, 1)) == BarHand(5, 6)  # five 1s count as five 6s
    assert bar_hand((2, 4, 4, 5, 6)).valid is False  # no 1: must roll again
    assert bar_hand((5, 5, 5, 1, 2)).score == 45
    assert bar_hand((4, 4, 4, 4, 1)).score == 54  # the wild 1 makes the fifth 4
    assert bar_hand((3, 3, 3, 1, 2)) > bar_hand((5, 5, 1, 2, 3))  # four 3s beat three 5s
    assert bar_hand((6, 6, 6, 1, 2)) > bar_hand((5, 5, 5, 1, 2))  # four 6s beat four 5s
    assert bar_hand((1, 2, 3, 4, 5)) > NOTHING


def test_the_log_speaks_to_you_in_the_second_person() -> None:
    assert acts("Max", "rolls 3 3") == "Max rolls 3 3"
    assert acts("You", "rolls 3 3") == "You roll 3 3"
    assert acts("you", "is the sponsor and buys the round") == "you are the sponsor and buy the round"
    assert acts("You", "passes 2 tokens to Max") == "You pass 2 tokens to Max"
    assert acts("You", "rolls the last ace and pays the bill") == "You roll the last ace and pay the bill"
    assert acts("You", "carries on") == "You carry on"
    assert acts("You", "has no roll left") == "You have no roll left"
    assert acts("Youssef", "rolls") == "Youssef rolls"
    assert (possessive("You"), possessive("James"), possessive("Max")) == ("Your", "James's", "Max's")
