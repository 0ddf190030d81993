"""The dice sources: the seeded one is reproducible, fair and unbiased; the scripted one is strict."""

from __future__ import annotations

import json
from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dicebar.rules.dice import (
    Pcg32,
    ScriptedDice,
    SeededDice,
    dice_from_json,
    parse_poker_face,
    poker_face_name,
)
from dicebar.rules.errors import DiceExhausted, RulesError, ScriptError

# Chi-square critical value for 5 degrees of freedom at p = 0.001.
CHI_SQUARE_5_DF_P001 = 20.515


def test_pcg32_matches_the_reference_implementation() -> None:
    # pcg32-demo from pcg-random.org: pcg32_srandom_r(&rng, 42u, 54u) prints these first six outputs.
    generator = Pcg32(42, 54)
    assert [generator.next_u32() for _ in range(6)] == [
        0xA15C02B7,
        0x7B47F409,
        0xBA1D3330,
        0x83D2F293,
        0xBFA4784B,
        0xCBED606E,
    ]


def test_same_seed_gives_the_same_dice_and_another_seed_other_dice() -> None:
    assert SeededDice(7).roll(50) == SeededDice(7).roll(50)
    assert SeededDice(7).roll(50) != SeededDice(8).roll(50)


def test_a_fresh_source_picks_its_own_seed() -> None:
    assert SeededDice().seed != SeededDice().seed


@pytest.mark.parametrize("seed", [1, 2024, 2**63 + 5])
def test_every_face_is_equally_likely(seed: int) -> None:
    rolls = 600_000
    counts = Counter(SeededDice(seed).roll(rolls))
    expected = rolls / 6
    chi_square = sum((counts[face] - expected) ** 2 / expected for face in range(1, 7))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert chi_square < CHI_SQUARE_5_DF_P001


def test_pairs_of_consecutive_rolls_are_independent() -> None:
    dice = SeededDice(99).roll(360_001)
    pairs = Counter(pairwise(dice))
    expected = (len(dice) - 1) / 36
    chi_square = sum((pairs[(a, b)] - expected) ** 2 / expected for a in range(1, 7) for b in range(1, 7))
    assert chi_square < 66.62  # 35 degrees of freedom, p = 0.001


def test_draws_in_the_biased_top_range_are_rejected() -> None:
    # 2**32 is 4 more than a multiple of 6: draws 2**32-4 .. 2**32-1 would favour faces 1..4 if used.
    class Scripted(Pcg32):
        def __init__(self, draws: list[int]) -> None:
            self.draws = draws

        def next_u32(self) -> int:
            return self.draws.pop(0)

    top = 2**32 - 1
    assert Scripted([top, top - 3, 11]).die() == 11 % 6 + 1
    assert Scripted([top - 4]).die() == (top - 4) % 6 + 1


def test_seeded_state_round_trips_through_json_mid_stream() -> None:
    source = SeededDice(123)
    source.roll(17)
    copy = dice_from_json(json.loads(json.dumps(source.to_json())))
    assert copy.roll(40) == source.roll(40)


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=0, max_value=30))
def test_any_seed_and_position_round_trips(seed: int, already: int) -> None:
    source = SeededDice(seed)
    source.roll(already)
    copy = dice_from_json(source.to_json())
    assert copy.roll(5) == source.roll(5)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"kind": "loaded"},
        {"kind": "seeded", "seed": -1, "state": 0, "increment": 1},
        {"kind": "seeded", "seed": 1, "state": 0, "increment": 2},
        {"kind": "seeded", "seed": "1"},
        {"kind": "seeded", "seed": 1, "state": 2**64, "increment": 1},
        {"kind": "scripted", "rolls": [[7]], "position": 0},
        {"kind": "scripted", "rolls": [[1]], "position": 2},
        {"kind": "scripted", "rolls": "1", "position": 0},
    ],
)
def test_malformed_saved_sources_are_refused_in_one_line(data: object) -> None:
    with pytest.raises(RulesError) as error:
        dice_from_json(data)
    assert "\n" not in str(error.value)


def test_scripted_dice_are_handed_out_in_order_and_run_out() -> None:
    source = ScriptedDice([[5, 1], [6]])
    assert source.roll(2) == (5, 1)
    assert source.remaining == 1
    assert source.roll(1) == (6,)
    with pytest.raises(DiceExhausted, match=r"rolls\[2\]"):
        source.roll(2)


def test_a_scripted_roll_of_the_wrong_size_names_the_entry() -> None:
    with pytest.raises(ScriptError, match=r"rolls\[0\]: this roll throws 2 dice, the entry has 3 faces"):
        ScriptedDice([[1, 2, 3]]).roll(2)


def test_poker_faces_map_to_indices_and_back() -> None:
    assert [parse_poker_face(name) for name in ("9", "10", "j", "Q", " k ", "A")] == [1, 2, 3, 4, 5, 6]
    assert [poker_face_name(index) for index in range(1, 7)] == ["9", "10", "J", "Q", "K", "A"]
    with pytest.raises(RulesError, match="not a poker die face"):
        parse_poker_face("8")
