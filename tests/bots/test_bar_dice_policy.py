"""The exact bar dice policy against an independent slow evaluator, Layman's farming rule, and the hammer's helper.

The evaluator below shares nothing with the policy but the rules themselves: it throws every *ordered* outcome
(6**n of them), tries every subset of die *positions* to set aside, and memoises only on (dice set aside, throws
to come, a 1 shown). It is slow, so full three-throw turns are checked for a few marks and every mark is checked
on one-throw turns and on positions part way through a turn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations_with_replacement, product

import pytest

from dicebar.bots.bar_dice_policy import (
    BAR_DICE,
    LAYMAN,
    RULE_SETS,
    VALID_MARKS,
    Choice,
    best_choice,
    choices,
    hammer_choices,
    hammer_odds,
    hold_chance,
    turn_odds,
)
from dicebar.rules.errors import RulesError
from dicebar.rules.hands import NOTHING, BarHand

Faces = tuple[int, ...]
Value = tuple[int, int]  # (count, face); (0, 0) for a hand without a 1
Payoff = Callable[[Faces, int], Fraction]  # (all five faces, throws used) -> reward


def hand_value(faces: Faces) -> Value:
    aces = faces.count(1)
    if not aces:
        return (0, 0)
    return max((aces + faces.count(face), face) for face in range(2, 7))


def mark_value(mark: int) -> Value:
    return (mark // 10, mark % 10)


def beats(mark: int) -> Payoff:
    return lambda faces, _: Fraction(hand_value(faces) > mark_value(mark))


def ties_or_beats(mark: int) -> Payoff:
    return lambda faces, _: Fraction(hand_value(faces) >= mark_value(mark) and hand_value(faces) != (0, 0))


class Brute:
    """Optimal value of a turn by plain enumeration of ordered throws and position subsets."""

    def __init__(self, layman: bool, payoff: Payoff, max_rolls: int = 3) -> None:
        self.layman = layman
        self.payoff = payoff
        self.max_rolls = max_rolls
        self.memo: dict[tuple[Faces, int, bool], Fraction] = {}

    def before(self, kept: Faces, to_come: int, ace: bool) -> Fraction:
        """Value before throwing the dice not in `kept`, with `to_come` throws (this one included)."""
        key = (kept, to_come, ace or not self.layman)
        if key not in self.memo:
            count = 5 - len(kept)
            total = sum(
                (self.after(kept, outcome, to_come - 1, ace) for outcome in product(range(1, 7), repeat=count)),
                Fraction(0),
            )
            self.memo[key] = total / 6**count
        return self.memo[key]

    def after(self, kept: Faces, outcome: Faces, left: int, ace: bool) -> Fraction:
        return max(self.options(kept, outcome, left, ace).values())

    def options(self, kept: Faces, outcome: Faces, left: int, ace: bool) -> dict[tuple[bool, Faces], Fraction]:
        """(stop?, every die set aside afterwards) -> value, for each choice after `outcome`."""
        shown = ace or 1 in outcome or not self.layman
        found = {(True, tuple(sorted(kept + outcome))): self.payoff(kept + outcome, self.max_rolls - left)}
        if left:
            count = len(outcome)
            for mask in range(2**count - 1) if shown else (0,):  # never all of them: one die must roll
                chosen = tuple(sorted(kept + tuple(outcome[i] for i in range(count) if mask >> i & 1)))
                found[(False, chosen)] = self.before(chosen, left, shown)
        return found


_BRUTES: dict[tuple[bool, frozenset[Faces]], Brute] = {}


def brute_for(rules: str, payoff: Payoff) -> Brute:
    """One evaluator per (rules, set of winning hands), so beating 36 and tying-or-beating 42 share work."""
    winners = frozenset(hand for hand in combinations_with_replacement(range(1, 7), 5) if payoff(hand, 0) == 1)
    key = (rules == LAYMAN, winners)
    if key not in _BRUTES:
        _BRUTES[key] = Brute(rules == LAYMAN, payoff)
    return _BRUTES[key]


def as_options(found: list[Choice], beat: bool) -> dict[tuple[bool, Faces], Fraction]:
    return {(choice.stop, choice.held): choice.value.beat if beat else choice.value.tie_or_beat for choice in found}


@pytest.mark.slow
# ------------------------------------------------------------------------------------- values vs brute force
@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_whole_three_throw_turn_equals_brute_force(rules: str) -> None:
    mark = 42  # the example of tests/scenarios/README.md; every mark is checked part way through a turn below
    beat = brute_for(rules, beats(mark))
    tie = brute_for(rules, ties_or_beats(mark) if mark else beats(mark))
    for rolls in (1, 2, 3):
        odds = turn_odds(rules, mark, rolls)
        assert odds.beat == beat.before((), rolls, False), (rolls, float(odds.beat))
        assert odds.tie_or_beat == tie.before((), rolls, False), (rolls, float(odds.tie_or_beat))


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("mark", VALID_MARKS)
def test_one_throw_turns_equal_brute_force_for_every_mark(rules: str, mark: int) -> None:
    odds = turn_odds(rules, mark, 1)
    assert odds.beat == brute_for(rules, beats(mark)).before((), 1, False)
    assert odds.tie_or_beat == brute_for(rules, ties_or_beats(mark) if mark else beats(mark)).before((), 1, False)


def _sampled_positions(mark: int, rules: str) -> list[tuple[Faces, Faces, int, bool]]:
    """(set aside, thrown, rolls left, ace seen) part way through a turn; with two rolls left at least one die
    is set aside (a fresh five-dice position costs the slow evaluator seconds)."""
    chooser = random.Random(mark * 7 + len(rules))
    positions = []
    for rolls_left, aside_count in ((0, 0), (0, 3), (1, 0), (1, 1), (1, 3), (2, 2), (2, 3), (2, 4)):
        aside = tuple(sorted(chooser.choice((1, 1, 2, 3, 4, 5, 6)) for _ in range(aside_count)))
        thrown = tuple(chooser.randint(1, 6) for _ in range(5 - aside_count))
        ace_seen = bool(aside) or chooser.random() < 0.5
        positions.append((aside, thrown, rolls_left, ace_seen))
    return positions


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("mark", VALID_MARKS)
def test_every_choice_part_way_through_a_turn_equals_brute_force(rules: str, mark: int) -> None:
    for aside, thrown, rolls_left, ace_seen in _sampled_positions(mark, rules):
        found = choices(rules, mark, thrown, aside, rolls_left, ace_seen=ace_seen)
        for beat, payoff in ((True, beats(mark)), (False, ties_or_beats(mark) if mark else beats(mark))):
            brute = brute_for(rules, payoff)
            expected = brute.options(aside, thrown, rolls_left, ace_seen)
            assert as_options(found, beat) == expected, (aside, thrown, rolls_left, ace_seen, beat)


def test_the_scenarios_example_exactly() -> None:
    odds = turn_odds(LAYMAN, 42, 3)
    assert round(float(odds.beat), 4) == 0.6807
    assert round(float(odds.tie_or_beat), 4) == 0.7124


def test_mark_zero_has_closed_forms() -> None:
    # With nothing to beat, only a 1 matters: throw all five until one shows, under either rule set.
    for rules in RULE_SETS:
        for rolls in (1, 2, 3):
            odds = turn_odds(rules, 0, rolls)
            assert odds.beat == odds.tie_or_beat == 1 - Fraction(5, 6) ** (5 * rolls)


def test_nothing_beats_five_aces() -> None:
    for rules in RULE_SETS:
        odds = turn_odds(rules, 56, 1)
        assert odds.beat == 0
        assert odds.tie_or_beat == Fraction(2**5 - 1, 6**5)  # ones and sixes only, at least one 1


def test_more_throws_never_hurt_and_higher_marks_are_harder() -> None:
    for rules in RULE_SETS:
        for mark in VALID_MARKS:
            odds = [turn_odds(rules, mark, rolls) for rolls in (1, 2, 3)]
            assert odds[0].beat <= odds[1].beat <= odds[2].beat
            assert all(each.beat <= each.tie_or_beat for each in odds)
        for rolls in (1, 2, 3):
            chances = [turn_odds(rules, mark, rolls).beat for mark in VALID_MARKS]
            assert chances == sorted(chances, reverse=True)


# ------------------------------------------------------------------------------------- Layman's farming rule
def test_layman_farming_rule_costs_chances_only_with_more_than_one_throw() -> None:
    for mark in VALID_MARKS:
        bar = [turn_odds(BAR_DICE, mark, rolls) for rolls in (1, 2, 3)]
        layman = [turn_odds(LAYMAN, mark, rolls) for rolls in (1, 2, 3)]
        assert bar[0] == layman[0]  # one throw: nothing to farm
        for rolls in (2, 3):
            # Setting dice aside before the first 1 only pays when aiming at 35 or more (beating 34 and up,
            # tying 35 and up); below that the best Bar Dice play never farms without a 1, and nothing beats 56.
            assert layman[rolls - 1].beat <= bar[rolls - 1].beat
            assert layman[rolls - 1].tie_or_beat <= bar[rolls - 1].tie_or_beat
            assert (layman[rolls - 1].beat == bar[rolls - 1].beat) == (mark <= 33 or mark == 56), (mark, rolls)
            assert (layman[rolls - 1].tie_or_beat == bar[rolls - 1].tie_or_beat) == (mark <= 34), (mark, rolls)


def test_layman_without_a_one_may_only_stop_or_throw_all_five() -> None:
    thrown = (6, 6, 6, 6, 5)
    layman = choices(LAYMAN, 55, thrown, rolls_left=1)
    assert [(choice.stop, choice.keep) for choice in layman] == [(False, ()), (True, (5, 6, 6, 6, 6))]
    assert layman[0].value == turn_odds(LAYMAN, 55, 1)
    bar = best_choice(BAR_DICE, 55, thrown, rolls_left=1)
    assert bar.held == (6, 6, 6, 6) and bar.value.beat == Fraction(1, 6)  # one die, needs a 1


def test_layman_farms_once_a_one_has_shown_in_this_or_an_earlier_throw() -> None:
    thrown = (6, 6, 6, 6, 5)
    earlier = choices(LAYMAN, 55, thrown, rolls_left=1, ace_seen=True)
    assert earlier == choices(BAR_DICE, 55, thrown, rolls_left=1)
    now = (1, 6, 6, 3, 2)
    assert choices(LAYMAN, 42, now, rolls_left=2) == choices(BAR_DICE, 42, now, rolls_left=2)
    # dice already set aside mean a 1 showed before
    assert choices(LAYMAN, 42, (2, 3, 4), (6, 6), rolls_left=1) == choices(BAR_DICE, 42, (2, 3, 4), (6, 6), 1)


def test_layman_throwing_five_again_keeps_the_licence_to_farm() -> None:
    # A 1 showed, the player threw all five again and got none: they may still farm, so the chance is
    # Bar Dice's, better than a fresh Layman turn's.
    thrown = (6, 6, 6, 2, 3)
    licensed = best_choice(LAYMAN, 46, thrown, rolls_left=1, ace_seen=True)
    unlicensed = best_choice(LAYMAN, 46, thrown, rolls_left=1, ace_seen=False)
    assert licensed.held == (6, 6, 6) and licensed.value.beat > unlicensed.value.beat


# ------------------------------------------------------------------------------------- the choices themselves
def test_choices_list_every_distinct_keep_once_best_first() -> None:
    found = choices(BAR_DICE, 43, (1, 1, 4, 4, 2), rolls_left=2)
    keeps = [choice.keep for choice in found if not choice.stop]
    assert len(keeps) == len(set(keeps)) == 3 * 3 * 2 - 1  # 0..2 ones, 0..2 fours, 0..1 two; not all five
    assert sum(choice.stop for choice in found) == 1
    values = [(choice.value.beat, choice.value.tie_or_beat) for choice in found]
    assert values == sorted(values, reverse=True)
    assert all(choice.reroll == 5 - len(choice.held) for choice in found if not choice.stop)


def test_a_stop_ties_first_and_the_last_throw_only_stops() -> None:
    found = choices(BAR_DICE, 0, (1, 2, 3, 4, 5), rolls_left=2)
    assert found[0].stop and found[0].value.beat == 1
    assert found[1].value.beat == 1 and found[1].held == (1, 3, 4, 5)  # as good; a stop, then more, higher dice
    last = choices(LAYMAN, 33, (1, 3, 3, 5, 6), (), 0)
    assert len(last) == 1 and last[0].stop and last[0].value.beat == 0 and last[0].value.tie_or_beat == 1


def test_set_aside_dice_stay_and_at_least_one_die_is_thrown() -> None:
    found = choices(BAR_DICE, 45, (5, 2), (1, 5, 5), rolls_left=1)
    for choice in found:
        assert all(choice.held.count(face) >= (1, 5, 5).count(face) for face in (1, 5))
        assert choice.stop or len(choice.held) <= 4
    assert {choice.keep for choice in found if not choice.stop} == {(), (2,), (5,)}


@pytest.mark.parametrize(
    ("arguments", "fragment"),
    [
        ((BAR_DICE, 21, (1, 2, 3, 4, 5)), "mark 21"),
        (("peekpoker", 0, (1, 2, 3, 4, 5)), "not 'peekpoker'"),
        ((BAR_DICE, 0, (1, 2, 3, 4, 7)), "faces must be 1 to 6"),
        ((BAR_DICE, 0, (1, 2, 3, 4)), "five dice"),
        ((BAR_DICE, 0, (1, 2, 3), (4, 4, 4)), "five dice"),
        ((BAR_DICE, 0, (1, 2, 3, 4, 5), (), 3), "rolls left"),
    ],
)
def test_bad_positions_are_refused(arguments: tuple[object, ...], fragment: str) -> None:
    with pytest.raises(RulesError, match=fragment):
        choices(*arguments)  # type: ignore[arg-type]


def test_bad_rolls_are_refused() -> None:
    for rolls in (0, 4):
        with pytest.raises(RulesError, match="rolls must be"):
            turn_odds(BAR_DICE, 0, rolls)


# ------------------------------------------------------------------------------------- the hammer
ALL_HANDS = [NOTHING, *(BarHand(count, face) for count in range(2, 6) for face in range(2, 7))]


def versus(theirs: Value, their_rolls: int, mine: BarHand, my_rolls: int) -> Fraction:
    """The opponent's share of a turn: better wins, equal in fewer throws wins, else a roll-off (half)."""
    own = (mine.count, mine.face)
    if theirs == own:
        if theirs == (0, 0) or their_rolls == my_rolls:
            return Fraction(1, 2)
        return Fraction(their_rolls < my_rolls)
    return Fraction(theirs > own)


ONE_THROW_VALUES = [hand_value(outcome) for outcome in product(range(1, 7), repeat=5)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_holding_after_one_throw_against_one_throw_by_enumeration(rules: str) -> None:
    for hand in ALL_HANDS:
        halves = sum(int(2 * versus(value, 1, hand, 1)) for value in ONE_THROW_VALUES)
        theirs = Fraction(halves, 2 * 6**5)
        assert hold_chance(rules, hand, 1) == 1 - theirs, hand


@pytest.mark.parametrize(("rules", "hand"), [(LAYMAN, BarHand(4, 2)), (BAR_DICE, BarHand(3, 6))])
def test_holding_after_two_throws_equals_brute_force(rules: str, hand: BarHand) -> None:
    brute = Brute(rules == LAYMAN, lambda faces, used: versus(hand_value(faces), used, hand, 2), max_rolls=2)
    assert hold_chance(rules, hand, 2) == 1 - brute.before((), 2, False)


def test_holding_is_worth_more_for_better_hands_and_with_the_pace() -> None:
    for rules in RULE_SETS:
        for used in (1, 2, 3):
            paced = [hold_chance(rules, hand, used) for hand in ALL_HANDS]
            assert paced == sorted(paced)
            free = [hold_chance(rules, hand, used, opponent_rolls=3) for hand in ALL_HANDS]
            assert all(p >= f for p, f in zip(paced, free, strict=True))
        assert hold_chance(rules, BarHand(5, 6), 1) == 1 - Fraction(31, 6**5) / 2


def test_hammer_choices_are_the_expected_hold_of_the_next_throw() -> None:
    # Two throws at most: after the first, a stop is worth its hold chance in one, a keep the average hold
    # chance in two over every ordered second throw.
    rules, thrown = LAYMAN, (1, 6, 6, 3, 2)
    found = hammer_choices(rules, thrown, rolls_used=1, max_rolls=2)
    holds = {
        hand_value(hand): hold_chance(rules, BarHand(*hand_value(hand)), 2)
        for hand in combinations_with_replacement(range(1, 7), 5)
    }
    for choice in found:
        if choice.stop:
            assert choice.win == hold_chance(rules, BarHand(*hand_value(thrown)), 1)
            continue
        count = 5 - len(choice.held)
        total = sum(holds[hand_value(choice.held + o)] for o in product(range(1, 7), repeat=count))
        assert choice.win == total / 6**count, choice.held
    wins = [choice.win for choice in found]
    assert wins == sorted(wins, reverse=True)


def test_hammer_odds_are_a_fair_looking_chance() -> None:
    for rules in RULE_SETS:
        paced, free = hammer_odds(rules, 3, pace=True), hammer_odds(rules, 3, pace=False)
        assert 0 < free < paced < 1
