"""The sealed dice: what README says they are, fair, saved and resumed exactly; the seal over the canonical setup."""

from __future__ import annotations

import hashlib
import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dicebar.rules import savegame
from dicebar.rules.dice import SeededDice, dice_from_json
from dicebar.rules.errors import RulesError
from dicebar.rules.history import game_seal, game_seed
from dicebar.rules.registry import new_game
from dicebar.rules.sealed_dice import SealedDice, canonical, new_seed, seal_of, sealed_setup

SEED = "00112233445566778899aabbccddeeff"
seeds = st.binary(min_size=16, max_size=16).map(bytes.hex)


def documented_dice(seed: str, count: int) -> list[int]:
    """The stream as the module docstring writes it down, step by step."""
    dice: list[int] = []
    block = 0
    while len(dice) < count:
        for byte in hashlib.sha256(bytes.fromhex(seed) + block.to_bytes(8, "big")).digest():
            if byte < 252:
                dice.append(byte % 6 + 1)
        block += 1
    return dice[:count]


@given(seed=seeds, counts=st.lists(st.integers(min_value=1, max_value=7), max_size=40))
def test_the_dice_are_the_documented_stream_in_rolls_of_any_size(seed: str, counts: list[int]) -> None:
    source = SealedDice(seed)
    rolled = [face for count in counts for face in source.roll(count)]
    assert rolled == documented_dice(seed, sum(counts))


def test_bytes_of_252_and_above_are_skipped() -> None:
    # a seed whose first block holds a byte of 252 or more: the stream does not count it
    seed = next(
        s
        for s in (f"{n:032x}" for n in range(1000))
        if max(hashlib.sha256(bytes.fromhex(s) + bytes(8)).digest()) >= 252
    )
    block = hashlib.sha256(bytes.fromhex(seed) + bytes(8)).digest()
    kept = [byte % 6 + 1 for byte in block if byte < 252]
    assert len(kept) < 32
    assert list(SealedDice(seed).roll(len(kept))) == kept


def test_the_faces_are_even() -> None:
    counts = Counter(SealedDice(SEED).roll(60_000))
    expected = 10_000
    chi_square = sum((counts[face] - expected) ** 2 / expected for face in range(1, 7))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert chi_square < 20.5  # p = 0.001 with five degrees of freedom


def test_each_game_gets_a_fresh_128_bit_seed() -> None:
    made = {new_seed() for _ in range(100)}
    assert len(made) == 100
    assert all(len(seed) == 32 and int(seed, 16) >= 0 for seed in made)
    assert SealedDice().seed != SealedDice().seed


@given(seed=seeds, before=st.integers(min_value=0, max_value=200), after=st.integers(min_value=1, max_value=50))
def test_a_saved_stream_goes_on_exactly_where_it_stood(seed: str, before: int, after: int) -> None:
    source = SealedDice(seed)
    source.roll(before)
    saved = json.loads(json.dumps(source.to_json()))
    assert saved["kind"] == "sealed" and saved["seed"] == seed
    assert dice_from_json(saved).roll(after) == source.roll(after)


@pytest.mark.parametrize(
    "saved",
    [
        {"kind": "sealed", "seed": SEED.upper(), "block": 0, "offset": 0},
        {"kind": "sealed", "seed": SEED[:-2], "block": 0, "offset": 0},
        {"kind": "sealed", "seed": 7, "block": 0, "offset": 0},
        {"kind": "sealed", "seed": SEED, "block": -1, "offset": 0},
        {"kind": "sealed", "seed": SEED, "block": 2**80, "offset": 0},
        {"kind": "sealed", "seed": SEED, "block": 0, "offset": 33},
        {"kind": "sealed", "seed": SEED, "block": 0.0, "offset": 0},
        {"kind": "sealed", "seed": SEED, "block": True, "offset": 0},
        {"kind": "sealed", "seed": SEED, "offset": 0},
    ],
)
def test_a_damaged_sealed_state_is_refused_in_one_line(saved: dict[str, object]) -> None:
    with pytest.raises(RulesError, match=r"dice: |sealed seed") as caught:
        dice_from_json(saved)
    assert "\n" not in str(caught.value)


def test_a_sealed_game_saves_and_loads_and_plays_on_the_same_dice() -> None:
    game = new_game("bar-dice", ["Ana", "Bo"], SealedDice(SEED), {})
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    loaded = savegame.loads(savegame.dumps(game))
    assert loaded.dice_at_start == {"kind": "sealed", "seed": SEED, "block": 0, "offset": 0}
    while not game.is_over:
        action = game.legal_actions()[0]
        assert loaded.apply(action) == game.apply(action)
    assert loaded.log_lines() == game.log_lines()


def test_a_game_dealt_by_the_seeded_source_is_not_sealed() -> None:
    game = new_game("bar-dice", ["Ana", "Bo"], SeededDice(5), {})
    assert game_seed(game) is None and game_seal(game, [True, True]) is None
    assert savegame.loads(savegame.dumps(game)).dice_at_start["kind"] == "seeded"


def test_the_seal_hashes_the_canonical_encoding_readme_gives() -> None:
    setup = sealed_setup("bar-dice", ["Zoë", "Max"], [True, False], {"wild_aces": True, "rounds": 2})
    encoded = canonical(setup, SEED)
    assert (
        encoded
        == (
            '{"game":"bar-dice","options":{"rounds":2,"wild_aces":true},'
            '"seats":[{"human":true,"name":"Zoë"},{"human":false,"name":"Max"}],'
            '"seed":"00112233445566778899aabbccddeeff"}'
        ).encode()
    )
    seal = seal_of(setup, SEED)
    assert seal.digest == hashlib.sha256(encoded).hexdigest()
    assert seal.code == "-".join(seal.digest[i : i + 4].upper() for i in (0, 4, 8))


def test_the_seal_changes_with_the_seed_the_game_the_seats_and_the_house_rules() -> None:
    setup = sealed_setup("bar-dice", ["Ana", "Max"], [True, False], {"wild_aces": True})
    seal = seal_of(setup, SEED)
    others = [
        seal_of(setup, SEED[:-1] + "0"),
        seal_of({**setup, "game": "layman-bar-dice"}, SEED),
        seal_of(sealed_setup("bar-dice", ["Max", "Ana"], [False, True], {"wild_aces": True}), SEED),
        seal_of(sealed_setup("bar-dice", ["Ana", "Max"], [True, True], {"wild_aces": True}), SEED),
        seal_of(sealed_setup("bar-dice", ["Ana", "Max"], [True, False], {"wild_aces": False}), SEED),
    ]
    assert len({seal, *others}) == 6
    game = new_game("bar-dice", ["Ana", "Max"], SealedDice(SEED), {})
    assert game_seal(game, [True, False]) == seal_of(
        sealed_setup("bar-dice", ["Ana", "Max"], [True, False], game.options), SEED
    )
