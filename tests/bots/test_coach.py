"""The coach's numbers are the exact ones, read from the seat's observation."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from dicebar.bots.bar_coach import bar_hint
from dicebar.bots.poker_coach import poker_hint
from dicebar.bots.registry import coach_hint
from dicebar.rules.actions import ROLL, STOP, keep
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.hands import bar_hand
from dicebar.rules.registry import new_game


def _one_roll_beat_chance(kept: list[int], mark_score: int) -> float:
    """Brute force: every ordered outcome of the dice not kept, one roll left."""
    rolled = 5 - len(kept)
    wins = sum(1 for faces in product(range(1, 7), repeat=rolled) if bar_hand([*kept, *faces]).score > mark_score)
    return float(Fraction(wins, 6**rolled))


def test_bar_dice_hint_after_the_second_roll_matches_brute_force() -> None:
    # Max sets the mark (four 4s in two: 44), James throws 3 3 4 1 1 then keeps 1 1 3 3 and throws a 2:
    # one roll left, the hint for every choice is a one-roll enumeration.
    dice = ScriptedDice([[4, 4, 4, 1, 2], [5], [3, 3, 4, 1, 1], [2]])
    game = new_game("bar-dice", ["Max", "James"], dice, first="Max")

    game.apply(ROLL)
    game.apply(keep([4, 4, 4, 1]))
    game.apply(STOP)
    game.apply(ROLL)
    game.apply(keep([1, 1, 3, 3]))
    view = game.observation(1, with_log=False)
    advice = bar_hint(view)
    assert advice is not None and advice["mark"] == 44 and advice["rolls_left"] == 1
    for line in advice["choices"]:
        if line["stop"]:
            assert line["p_beat"] == float(bar_hand([1, 1, 3, 3, 2]).score > 44)
        else:
            assert line["p_beat"] == pytest.approx(_one_roll_beat_chance([1, 1, 3, 3, *line["keep"]], 44), abs=1e-12)
    assert (
        advice["choices"] == sorted(advice["choices"], key=lambda line: -line["p_beat"])[: len(advice["choices"])]
        or advice["choices"][0]["p_beat"] >= advice["choices"][-1]["p_beat"]
    )
    assert "Chance to beat forty-four" in advice["text"]


def test_no_hint_when_there_is_no_decision() -> None:
    game = new_game("bar-dice", ["Max", "James"], SeededDice(1), first="Max")
    assert bar_hint(game.observation(0, with_log=False)) is None  # nothing thrown yet
    aces = new_game("aces-in-the-pot", ["A", "B", "C"], SeededDice(1), first="A")
    assert coach_hint(aces.observation(0, with_log=False)) is None


def test_layman_hint_uses_the_farming_rule() -> None:
    # The hammer throws no 1: the only choices are to stop with nothing or throw all five again.
    dice = ScriptedDice([[2, 3, 4, 5, 6]])
    game = new_game("layman-bar-dice", ["Max", "James"], dice, first="Max")
    game.apply(ROLL)
    advice = bar_hint(game.observation(game.current_player or 0, with_log=False))
    assert advice is not None
    assert {line["action"] for line in advice["choices"]} == {"Stop", "Roll all 5 again"}


def test_poker_hint_gives_equity_and_pot_odds_from_the_seats_own_view() -> None:
    game = new_game("peekpoker", ["Max", "James"], SeededDice(7), first="Max")
    while game.observation(game.current_player or 0)["phase"] != "betting":
        game.apply(game.legal_actions()[0])
    seat = game.current_player
    assert seat is not None
    advice = poker_hint(game.observation(seat, with_log=False))
    assert advice is not None and 0.0 <= advice["equity"] <= 1.0 and advice["opponents"] == 1
    assert "share of the pot" in advice["text"]
