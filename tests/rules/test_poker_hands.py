"""Poker dice hands: every one of the 6^6 hands, an independent oracle, each tie-break rule."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement, product

import pytest

from dicebar.rules.dice import parse_poker_face
from dicebar.rules.errors import RulesError
from dicebar.rules.poker_hands import HAND_NAMES, evaluate, score_json

ALL_HANDS = list(product(range(1, 7), repeat=6))
MULTISETS = list(combinations_with_replacement(range(1, 7), 6))


def dice(text: str) -> tuple[int, ...]:
    return tuple(parse_poker_face(word) for word in text.split())


def strength(text: str, low_straight: bool = False) -> tuple[int, ...]:
    return evaluate(dice(text), low_straight).strength


# ----- an independent oracle: the best five-dice hand out of six, plus the two six-dice ranks -------------


def _five_dice_value(five: Sequence[int], low_straight: bool) -> tuple[int, ...]:
    """Classic five-card poker on five dice (no flush): rank, then faces by group size and face."""
    counts = Counter(five)
    ordered = sorted(five, key=lambda face: (counts[face], face), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 5:
        return (9, *ordered)
    if sorted(five) == [2, 3, 4, 5, 6]:
        return (6, 6)
    if low_straight and sorted(five) == [1, 2, 3, 4, 5]:
        return (6, 5)
    by_shape = {(4, 1): 5, (3, 2): 4, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1, (1, 1, 1, 1, 1): 0}
    return (by_shape[tuple(shape)], *ordered)


def oracle(six: Sequence[int], low_straight: bool = False) -> tuple[int, ...]:
    best = max(_five_dice_value(five, low_straight) for five in combinations(six, 5))
    if best[0] == 9:
        return best
    colours = {1: "red", 5: "red", 2: "black", 4: "black", 3: "green", 6: "green"}
    if len({colours[face] for face in six}) == 1 and colours[six[0]] != "green":
        return (8, *sorted(six, reverse=True))
    if len(set(six)) == 6:
        return (7,)
    return best


@pytest.mark.parametrize("low_straight", [False, True])
def test_the_ordering_of_every_hand_agrees_with_an_independent_oracle(low_straight: bool) -> None:
    ours = {hand: evaluate(hand, low_straight).strength for hand in MULTISETS}
    theirs = {hand: oracle(hand, low_straight) for hand in MULTISETS}
    for first, second in product(MULTISETS, repeat=2):
        assert (ours[first] < ours[second]) == (theirs[first] < theirs[second]), (first, second)
        assert (ours[first] == ours[second]) == (theirs[first] == theirs[second]), (first, second)


@pytest.mark.parametrize("low_straight", [False, True])
def test_all_six_to_the_sixth_hands_depend_only_on_the_dice_not_their_order(low_straight: bool) -> None:
    by_multiset: dict[tuple[int, ...], tuple[int, ...]] = {}
    names: Counter[str] = Counter()
    for hand in ALL_HANDS:
        result = evaluate(hand, low_straight)
        assert by_multiset.setdefault(tuple(sorted(hand)), result.strength) == result.strength
        assert result.name == HAND_NAMES[result.strength[0]]
        names[result.name] += 1
    # Every name is reachable except "high die": six dice of six faces without a pair are a large straight.
    assert set(names) == set(HAND_NAMES) - {"high die"}
    assert names["large straight"] == 720 and names["flush"] == 100 and names["five of a kind"] == 186
    assert names["straight"] == (3600 if low_straight else 1800)


def test_the_ranks_run_in_the_order_of_the_rules() -> None:
    ladder = [
        "A A A A A 9",  # five of a kind
        "K K K K 9 9",  # flush (red) beats four of a kind
        "9 10 J Q K A",  # large straight
        "10 J Q K A A",  # straight
        "A A A A K Q",  # four of a kind
        "A A A K K Q",  # full house
        "A A A K Q 9",  # three of a kind
        "A A K K Q J",  # two pairs
        "A A K Q J 9",  # pair
    ]
    names = [evaluate(dice(hand)).name for hand in ladder]
    assert names == list(reversed(HAND_NAMES[1:]))
    strengths = [strength(hand) for hand in ladder]
    assert strengths == sorted(strengths, reverse=True)


def test_six_of_a_kind_counts_as_five_of_a_kind() -> None:
    assert evaluate(dice("Q Q Q Q Q Q")).name == "five of a kind"
    assert strength("Q Q Q Q Q Q") == strength("Q Q Q Q Q A") == strength("Q Q Q Q Q 9")
    assert strength("K K K K K 9") > strength("Q Q Q Q Q Q")


def test_a_flush_is_six_red_or_six_black_and_green_never_flushes() -> None:
    assert evaluate(dice("9 K 9 K K 9")).call == "red flush"
    assert evaluate(dice("10 Q Q 10 10 Q")).call == "black flush"
    assert evaluate(dice("J A J A J A")).name == "full house"
    assert evaluate(dice("9 K 9 K K Q")).name != "flush"  # five red and one black


def test_flushes_compare_their_six_dice_highest_first() -> None:
    assert strength("K K K 9 9 9") > strength("K K 9 9 9 9")
    assert strength("K K 9 9 9 9") > strength("Q Q Q Q 10 10")  # red king high over black queen high
    assert strength("Q Q Q 10 10 10") > strength("Q Q 10 10 10 10")
    assert strength("K 9 K 9 K 9") == strength("9 9 9 K K K")


def test_straights_the_large_one_and_the_low_straight_option() -> None:
    assert evaluate(dice("A K Q J 10 9")).name == "large straight"
    assert evaluate(dice("A K Q J 10 10")).call == "straight to the ace"
    assert strength("A K Q J 10 10") == strength("A K Q J 10 A")  # a straight has no kicker
    assert evaluate(dice("9 10 J Q K K")).name == "pair"
    low = evaluate(dice("9 10 J Q K K"), low_straight=True)
    assert (low.name, low.call) == ("straight", "straight to the king")
    assert strength("9 10 J Q K K", True) < strength("10 J Q K A 10", True)
    assert strength("9 10 J Q K K", True) > strength("A A A A K Q", True)


def test_four_of_a_kind_compares_the_four_then_the_kicker() -> None:
    assert strength("J J J J A 9") > strength("J J J J K K")
    assert strength("J J J J K K") == strength("J J J J K 9")  # only the best five count
    assert strength("Q Q Q Q 9 9") > strength("J J J J A A")
    assert evaluate(dice("A A A A K K")).call == "four aces"


def test_full_house_is_the_three_over_the_pair_and_two_threes_make_one() -> None:
    assert evaluate(dice("K K K 9 9 A")).call == "full house, kings over nines"
    two_threes = evaluate(dice("J J J K K K"))
    assert (two_threes.name, two_threes.call) == ("full house", "full house, kings over jacks")
    assert strength("J J J K K K") == strength("K K K J J 9")  # the lower three counts as the pair
    assert strength("K K K 10 10 9") > strength("K K K 9 9 A")  # no kicker in a full house
    assert strength("9 9 9 A A Q") < strength("10 10 10 J J 9")


def test_three_of_a_kind_compares_the_three_then_the_two_best_kickers() -> None:
    assert strength("Q Q Q A K 9") > strength("Q Q Q A J 10")
    assert strength("Q Q Q A K 9") == strength("Q Q Q A K 10")  # the sixth die is not in the best five
    assert strength("K K K 9 10 J") > strength("Q Q Q A K 9")
    assert evaluate(dice("Q Q Q A K 9")).call == "three queens"


def test_two_pairs_compare_high_pair_low_pair_then_kicker_and_three_pairs_kick_with_the_third() -> None:
    assert strength("A A 9 9 K Q") > strength("K K Q Q J 10")
    assert strength("A A 10 10 Q J") > strength("A A 9 9 K Q")
    assert strength("A A 9 9 K Q") > strength("A A 9 9 Q J")
    three_pairs = evaluate(dice("A A K K 9 9"))
    assert (three_pairs.name, three_pairs.call) == ("two pairs", "two pairs, aces and kings")
    assert three_pairs.strength == (2, 6, 5, 1)  # the third pair's face is the kicker
    assert strength("A A K K 10 10") > strength("A A K K 9 9")
    assert strength("A A K K Q 9") > strength("A A K K 10 10")  # a single queen kicks above a pair of tens


def test_a_pair_compares_the_pair_then_three_kickers() -> None:
    assert strength("A A K Q J 9") > strength("K K A Q J 9")
    assert strength("10 10 A K Q 9") > strength("10 10 A K J 9")
    assert strength("J J A K Q 10") > strength("J J A K 10 9")
    assert strength("J J A K 10 9") == strength("J J A K 10 9")
    assert evaluate(dice("A A K Q J 9")).call == "pair of aces"


def test_aces_are_high_and_not_wild() -> None:
    assert evaluate(dice("A A 9 10 Q K")).name == "pair"
    assert strength("A 9 9 J Q K") < strength("10 10 A J Q K")  # an ace does not stand in for a nine or ten
    assert strength("A 10 J Q K K") > strength("A A 10 J Q Q")  # the ace completes the straight only as an ace


def test_score_json_is_the_contract_of_dicebar_score() -> None:
    fields = score_json(dice("K K K 9 9 A"))
    assert fields == {"valid": True, "name": "full house", "call": "full house, kings over nines",
                      "strength": [4, 5, 1]}  # fmt: skip
    json.dumps(fields)
    with pytest.raises(RulesError, match="exactly six dice, not 5"):
        score_json(dice("K K K 9 9"))
    with pytest.raises(RulesError, match=r"six dice of 1\.\.6"):
        evaluate((1, 2, 3, 4, 5, 7))
