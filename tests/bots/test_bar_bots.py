"""The bar dice bots (Bar Dice and Layman): best is the DP optimum, good and easy play as described, and best
beats easy in heads-up Layman by a margin that a smaller run already shows (tests/bench/bench_bots.py runs
20,000 sponsor phases)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any

import pytest

from dicebar.bots.bar_dice_bot import BestBarBot, EasyBarBot, GoodBarBot
from dicebar.bots.bar_dice_policy import (
    _ROLL_SCALE,
    BAR_DICE,
    LAYMAN,
    _hammer_table,
    _shape,
    hammer_choices,
    hold_chance,
    multinomial,
)
from dicebar.bots.bar_field import build_field_table, field_choices
from dicebar.bots.bar_position import BarPosition, Mark, read_position
from dicebar.bots.base import legal_actions
from dicebar.bots.simulate import simulate
from dicebar.rules.actions import STOP, Action, keep
from dicebar.rules.bar_turn import BarTurn
from dicebar.rules.dice import SeededDice
from dicebar.rules.hands import NOTHING, BarHand, bar_hand
from dicebar.rules.registry import new_game

NAMES = ["Max", "Danielle", "James", "Ana"]


def decisions(game_id: str, players: int, games: int, options: dict[str, Any] | None = None) -> Iterator[dict]:
    """Observations of every real choice (2+ legal actions) in randomly played games."""
    chooser = random.Random(7)
    for seed in range(games):
        game = new_game(game_id, NAMES[:players], SeededDice(seed), options or {})
        while not game.is_over:
            legal = game.legal_actions()
            if len(legal) > 1:
                assert game.current_player is not None
                yield game.observation(game.current_player)
            game.apply(chooser.choice(legal))


# ----- exact values, independently ------------------------------------------------------------------------


def versus(mine: BarHand, my_rolls: int, mark: Mark) -> Fraction:
    """Win 1, lose 0; an equal hand in as many rolls, or nothing against nothing, is half (a roll-off)."""
    if not mine.valid and not mark.hand.valid:
        return Fraction(1, 2)
    if mine != mark.hand:
        return Fraction(mine > mark.hand)
    return Fraction(1, 2) if my_rolls == mark.rolls else Fraction(my_rolls < mark.rolls)


def last_throw_value(position: BarPosition, action: Action, reward: Any) -> Fraction:
    """With one throw left: the exact value of an action, by enumerating the throw (reward(hand, rolls))."""
    if action == STOP:
        return reward(bar_hand(position.faces), position.rolls_used)
    held = [*position.set_aside, *action.faces]
    count = 5 - len(held)
    total = Fraction(0)
    for thrown in combinations_with_replacement(range(1, 7), count):
        total += multinomial(thrown) * reward(bar_hand((*held, *thrown)), position.rolls_used + 1)
    return total / 6**count


def test_best_hammer_plays_the_policys_hammer_choice_in_both_games() -> None:
    checked = 0
    for game_id, pace in ((LAYMAN, True), (BAR_DICE, False)):
        bot = BestBarBot(game_id)
        for observation in decisions(game_id, 2, 60):
            position = read_position(observation)
            assert position is not None
            if position.mark is not None:
                continue
            best = hammer_choices(
                game_id,
                position.thrown,
                position.set_aside,
                rolls_used=position.rolls_used,
                max_rolls=position.max_rolls,
                ace_seen=position.ace_seen,
                pace=pace,
            )[0]
            assert bot.choose(observation) == (STOP if best.stop else keep(best.keep))
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("game_id", [LAYMAN, BAR_DICE])
def test_best_against_a_mark_takes_the_largest_exact_chance_to_win(game_id: str) -> None:
    """Last throw to come and a mark to beat: every legal action valued by enumeration; best takes a maximum."""
    bot = BestBarBot(game_id)
    checked = 0
    for observation in decisions(game_id, 2, 150):
        position = read_position(observation)
        assert position is not None
        if position.mark is None or position.rolls_left != 1:
            continue
        mark = position.mark

        def reward(hand: BarHand, rolls: int, mark: Mark = mark) -> Fraction:
            return versus(hand, rolls, mark)

        values = {action: last_throw_value(position, action, reward) for action in legal_actions(observation)}
        assert values[bot.choose(observation)] == max(values.values())
        checked += 1
    assert checked > 40


def test_best_with_two_players_after_it_maximises_the_chance_that_both_fail() -> None:
    """Bar Dice, first of three, one throw left: stopping with H is worth hold(H)**2 (independent followers)."""
    bot = BestBarBot(BAR_DICE)
    checked = 0
    for observation in decisions(BAR_DICE, 3, 40):
        position = read_position(observation)
        assert position is not None
        if position.mark is not None or position.followers != 2 or position.rolls_left != 1:
            continue

        def reward(hand: BarHand, rolls: int) -> Fraction:
            return hold_chance(BAR_DICE, hand, rolls, 3) ** 2

        values = {action: last_throw_value(position, action, reward) for action in legal_actions(observation)}
        assert values[bot.choose(observation)] == max(values.values())
        checked += 1
    assert checked > 10


@pytest.mark.parametrize(("rules", "pace"), [(LAYMAN, True), (BAR_DICE, False)])
def test_the_general_field_solver_reproduces_the_hammer_table(rules: str, pace: bool) -> None:
    general = build_field_table(rules, 3, None, 1, None if pace else 3)
    policy = _hammer_table(rules, 3, pace)
    for to_come in range(1, 4):
        unit = _ROLL_SCALE**to_come
        assert Fraction(general.fresh[to_come], unit * general.scale) == Fraction(
            policy.fresh[to_come], unit * policy.scale
        )
        for state in _shape().kept_ids:
            mine = Fraction(general.kept[to_come][state], unit * general.scale)
            assert mine == Fraction(policy.kept[to_come][state], unit * policy.scale)


@pytest.mark.parametrize("mark", [NOTHING, BarHand(3, 4), BarHand(4, 6), BarHand(5, 2)])
@pytest.mark.parametrize("rolls", [1, 2, 3])
def test_the_opponent_solved_with_no_one_after_it_is_what_hold_chance_assumes(mark: BarHand, rolls: int) -> None:
    table = build_field_table(LAYMAN, rolls, Mark(mark, rolls), 0, None)
    win = Fraction(table.fresh[rolls], _ROLL_SCALE**rolls * table.scale)
    assert win == 1 - hold_chance(LAYMAN, mark, rolls)


def test_best_values_are_exact_fractions_best_first() -> None:
    position = BarPosition(LAYMAN, (1, 3, 3, 5, 6), (), 1, 3, True, None, 1, None)
    ranked = field_choices(position)
    assert ranked[0].stop  # thirty-three in one is a stop for the Layman hammer (the policy's own table)
    assert [choice.win for choice in ranked] == sorted((choice.win for choice in ranked), reverse=True)


# ----- good and easy ---------------------------------------------------------------------------------------


def layman_observation(thrown: list[int], **fields: Any) -> dict[str, Any]:
    """A Layman sponsor-phase observation after the first throw, as the game builds it."""
    base: dict[str, Any] = {
        "game": LAYMAN,
        "seat": 0,
        "options": {},
        "phase": "sponsor",
        "rolls_used": 1,
        "pace": 3,
        "ace_seen": 1 in thrown,
        "thrown": thrown,
        "farmed": [],
        "played": [],
        "mark": None,
    }
    base.update(fields)
    turn = BarTurn(0, 3, farming_needs_ace=True, thrown=tuple(thrown), rolls=1, ace_seen=base["ace_seen"])
    base["legal_actions"] = [action.to_json() for action in turn.legal_actions()]
    return base


def test_good_and_easy_roll_all_five_until_a_one_shows_in_layman() -> None:
    observation = layman_observation([2, 3, 3, 5, 6])
    assert GoodBarBot().choose(observation) == keep(())
    assert EasyBarBot(1).choose(observation) == keep(())


def test_good_keeps_the_ones_and_the_biggest_group_the_higher_face_on_a_tie() -> None:
    mark = {"seat": 1, "valid": True, "score": 45, "rolls": 3, "call": "forty-five"}
    chasing = {"mark": mark, "played": [{"seat": 1}]}
    assert GoodBarBot().choose(layman_observation([1, 2, 2, 5, 5], **chasing)) == keep((1, 5, 5))
    assert GoodBarBot().choose(layman_observation([1, 2, 4, 4, 6], **chasing)) == keep((1, 4, 4))
    assert GoodBarBot().choose(layman_observation([1, 2, 3, 3, 6])) == keep((1, 3, 3))  # 33 in one: rolls on
    assert GoodBarBot().choose(layman_observation([1, 2, 5, 5, 6])) == STOP  # 35 in one: enough


def test_good_stops_as_soon_as_it_beats_the_mark_and_not_before() -> None:
    mark = {"seat": 1, "valid": True, "score": 33, "rolls": 3, "call": "thirty-three"}
    played = [{"seat": 1}]
    assert GoodBarBot().choose(layman_observation([1, 4, 4, 2, 6], mark=mark, played=played)) == STOP
    assert GoodBarBot().choose(layman_observation([1, 3, 3, 2, 6], mark=mark, played=played)) == STOP  # fewer rolls
    mark["rolls"] = 1
    assert GoodBarBot().choose(layman_observation([1, 3, 2, 2, 6], mark=mark, played=played)) == keep((1, 2, 2))


def test_easy_keeps_the_ones_and_a_biggest_group_and_sometimes_stops_on_a_pair() -> None:
    observation = layman_observation([1, 3, 3, 5, 5])
    kept = {EasyBarBot(seed).choose(observation) for seed in range(40)}
    assert kept <= {keep((1, 3, 3)), keep((1, 5, 5)), STOP}
    assert {keep((1, 3, 3)), keep((1, 5, 5))} <= kept
    pair = layman_observation([1, 2, 3, 4, 6])
    stops = sum(EasyBarBot(seed).choose(pair) == STOP for seed in range(200))
    assert 10 < stops < 60  # about 15%: a casual player, not a calculator


# ----- strength --------------------------------------------------------------------------------------------


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    rate = successes / trials
    centre = (rate + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return centre - half, centre + half


@pytest.mark.slow
def test_best_beats_easy_in_heads_up_layman_sponsor_phases() -> None:
    """Both seat orders, 800 phases each: best avoids being the sponsor more often than not, with 95%
    confidence (the 20,000-phase run of the benchmark gives the rate to within a percent)."""
    games = 800
    first = simulate(LAYMAN, 2, games, 11, ["best", "easy"])
    second = simulate(LAYMAN, 2, games, 12, ["easy", "best"])
    seats_first, seats_second = first["seats"], second["seats"]
    assert isinstance(seats_first, list) and isinstance(seats_second, list)
    best_wins = (games - seats_first[0]["sponsor"]) + (games - seats_second[1]["sponsor"])
    low, _high = wilson(best_wins, 2 * games)
    assert low > 0.5, (best_wins, low)
