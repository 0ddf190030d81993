"""A damaged, truncated or hostile save never crashes the program: one clear sentence, the file kept aside."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicebar.app.autosave import SAVE_FILE, Autosave, save_record
from dicebar.bots.registry import make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.registry import new_game
from dicebar.session.lobby import Lobby
from dicebar.session.sealing import TableSeeds

HYPOTHESIS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
SEED = 424242


def real_save(game_id: str = "bar-dice", actions: int = 20) -> dict[str, Any]:
    names = ["Ana", "Bo", "Cy"]
    game = new_game(game_id, names, SeededDice(SEED), {})
    bots = [make_bot(game_id, "good", SEED + seat, options=game.options) for seat in range(3)]
    while not game.is_over and len(game.history) < actions:
        legal, seat = game.legal_actions(), game.current_player
        assert seat is not None
        game.apply(legal[0] if len(legal) == 1 else bots[seat].choose(game.observation(seat, with_log=False)))
    setup = {"game": game_id, "seats": [{"name": n, "human": True, "strength": "good"} for n in names]}
    return save_record("0123456789abcdef", 1_700_000_000.0, setup, TableSeeds.from_number(SEED, 3), game)


REAL = json.dumps(real_save()).encode()


@pytest.fixture
def open_folder(qtbot: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[bytes], Autosave]]:
    """Write a save file into a fresh folder and start the program's autosave on it."""
    lobbies: list[Lobby] = []

    def start(data: bytes) -> Autosave:
        folder = tmp_path_factory.mktemp("data")
        (folder / SAVE_FILE).write_bytes(data)
        lobbies.append(Lobby())
        return Autosave(lobbies[-1], folder, parent=lobbies[-1])

    yield start
    for lobby in lobbies:
        lobby.deleteLater()


def refused(autosave: Autosave) -> None:
    assert autosave.offer == ""
    assert autosave.problem == "The saved game was damaged and could not be resumed; the file is kept aside."
    assert not autosave.path.exists()
    assert len(list(autosave.path.parent.glob(SAVE_FILE + ".bad-*"))) == 1


def test_the_real_save_is_offered(open_folder: Callable[[bytes], Autosave]) -> None:
    autosave = open_folder(REAL)
    assert autosave.offer == "Bar Dice with Ana, Bo and Cy, 20 moves in" and autosave.problem == ""


@HYPOTHESIS
@given(data=st.binary(max_size=600))
def test_random_bytes(open_folder: Callable[[bytes], Autosave], data: bytes) -> None:
    refused(open_folder(data))


@HYPOTHESIS
@given(fraction=st.floats(min_value=0, max_value=1, exclude_max=True), small=st.integers(0, 64))
def test_a_save_cut_short_anywhere(open_folder: Callable[[bytes], Autosave], fraction: float, small: int) -> None:
    for cut in (small, int(len(REAL) * fraction), len(REAL) - 1 - small):  # the start, the middle, the end
        refused(open_folder(REAL[:cut]))


HOSTILE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.just(10**400),
    st.floats(),
    st.text(max_size=30),
    st.just("x" * 100_000),
    st.lists(st.integers(), max_size=5),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (keys and indices)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += paths(child, (*prefix, index))
    return found


PLACES = [place for place in paths(json.loads(REAL)) if place]


@HYPOTHESIS
@given(place=st.sampled_from(PLACES), value=HOSTILE)
def test_any_value_replaced_by_a_wrong_type_or_a_huge_number(
    open_folder: Callable[[bytes], Autosave], place: tuple[Any, ...], value: Any
) -> None:
    document = json.loads(REAL)
    parent = document
    for step in place[:-1]:
        parent = parent[step]
    original = parent[place[-1]]
    parent[place[-1]] = value
    autosave = open_folder(json.dumps(document).encode())
    if autosave.problem:
        refused(autosave)
    else:  # a harmless change (a name's case in a JSON key, a start time): the game replays the same
        assert autosave.offer == "Bar Dice with Ana, Bo and Cy, 20 moves in", (place, original, value)
        assert autosave.path.exists()


@pytest.mark.parametrize("depth", [100, 10_000, 200_000])
def test_deep_nesting(open_folder: Callable[[bytes], Autosave], depth: int) -> None:
    document = json.loads(REAL)
    nested: Any = 1
    for _ in range(min(depth, 500)):
        nested = [nested]
    document["save"]["actions"].append(nested)
    text = json.dumps(document) if depth <= 500 else "[" * depth + "]" * depth
    refused(open_folder(text.encode()))


def test_an_action_the_rules_refuse(open_folder: Callable[[bytes], Autosave]) -> None:
    document = json.loads(REAL)
    document["save"]["actions"][5] = {"raise_to": 12}
    refused(open_folder(json.dumps(document).encode()))


def test_a_file_too_large_is_not_read(open_folder: Callable[[bytes], Autosave]) -> None:
    refused(open_folder(b" " * (9 * 1024 * 1024)))
