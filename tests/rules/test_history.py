"""A sealed game's history verifies as written, and any one change to it is caught at its place.

Games of every game and house rule are played by computers (`dicebar simulate --histories`'s way); each history is
verified, then changed once: a roll, the seed, the seal, an action swapped, dropped or added, a result, the file
cut short, a value of the wrong kind or a huge number. A change to what was played is named (roll 17, action 9,
seal, result: `HistoryMismatch`); a file that is no longer a history is refused in one line (`HistoryMalformed`).
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.rules.histories import encoded, history_of, played_game
from tests.rules.random_play import options_strategy

from dicebar.rules.history import game_history
from dicebar.rules.registry import game_ids
from dicebar.rules.verify import HistoryMalformed, HistoryMismatch, verify_history

HYPOTHESIS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**63 - 1)
players = st.integers(min_value=2, max_value=5)


def names(message: str, place: str) -> bool:
    """`message` names `place` ('action 9' is not 'action 90')."""
    return re.search(rf"(?<![\w-]){re.escape(place)}(?!\d)", message) is not None


def mismatch(record: object) -> str:
    with pytest.raises(HistoryMismatch) as caught:
        verify_history(encoded(record))
    message = str(caught.value)
    assert "\n" not in message
    return message


def malformed(data: bytes) -> str:
    with pytest.raises(HistoryMalformed) as caught:
        verify_history(data)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 300
    return message


def first_difference(changed: list[Any], original: list[Any]) -> int:
    """The number (from 1) of the first action that differs: where a replay must first stumble."""
    for index, (one, other) in enumerate(zip(changed, original, strict=False)):
        if one != other:
            return index + 1
    return min(len(changed), len(original)) + 1


def all_rolls(record: dict[str, Any]) -> list[tuple[int, int]]:
    """Every roll in order, as (the action it belongs to (0: the start), its place among that action's rolls)."""
    rolls = [(0, index) for index in range(len(record["start"]["rolls"]))]
    for number, entry in enumerate(record["actions"], 1):
        rolls += [(number, index) for index in range(len(entry["rolls"]))]
    return rolls


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
@HYPOTHESIS
@given(data=st.data(), seed=seeds, count=players)
def test_a_history_verifies_as_written_and_any_one_change_is_named(
    game_id: str, data: st.DataObject, seed: int, count: int
) -> None:
    game = played_game(game_id, count, seed, data.draw(options_strategy(game_id)))
    record = history_of(game)
    verified = verify_history(encoded(record))
    rolls = all_rolls(record)
    assert (verified.rolls, verified.actions) == (len(rolls), len(game.history))
    actions = record["actions"]
    change = data.draw(st.sampled_from(["roll", "seed", "seal", "swap", "drop", "add", "result", "setup"]))
    tampered = copy.deepcopy(record)
    if change == "roll":
        number = data.draw(st.integers(min_value=1, max_value=len(rolls)))
        action, index = rolls[number - 1]
        faces = (tampered["start"] if action == 0 else tampered["actions"][action - 1])["rolls"][index]
        die = data.draw(st.integers(min_value=0, max_value=len(faces) - 1))
        faces[die] = faces[die] % 6 + 1
        message = mismatch(tampered)
        assert names(message, f"roll {number}"), message
        return
    if change in ("seed", "seal"):
        tampered[change] = data.draw(
            st.text("0123456789abcdef", min_size=len(record[change]), max_size=len(record[change]))
        )
        if tampered[change] == record[change]:
            return
        assert mismatch(tampered).startswith("seal: ")
        return
    if change == "setup":
        seat = data.draw(st.integers(min_value=0, max_value=len(game.names) - 1))
        tampered["setup"]["seats"][seat]["human"] = True
        assert mismatch(tampered).startswith("seal: ")
        return
    if change == "result":
        field = data.draw(st.sampled_from(["winner", "loser", "buyer", "sponsor"]))
        tampered["result"][field] = None if record["result"][field] else [game.names[0]]
        assert mismatch(tampered).startswith("result: ")
        return
    if change == "swap":
        if len(actions) < 2:
            return
        at = data.draw(st.integers(min_value=0, max_value=len(actions) - 2))
        if actions[at] == actions[at + 1]:
            return
        moved = tampered["actions"]
        moved[at], moved[at + 1] = moved[at + 1], moved[at]
    elif change == "drop":
        del tampered["actions"][data.draw(st.integers(min_value=0, max_value=len(actions) - 1))]
    else:
        at = data.draw(st.integers(min_value=0, max_value=len(actions)))
        tampered["actions"].insert(at, copy.deepcopy(data.draw(st.sampled_from(actions))))
    message = mismatch(tampered)
    assert names(message, f"action {first_difference(tampered['actions'], actions)}"), message


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
@HYPOTHESIS
@given(data=st.data(), seed=seeds)
def test_a_history_cut_short_or_with_wrong_kinds_or_huge_numbers_is_refused_in_one_line(
    game_id: str, data: st.DataObject, seed: int
) -> None:
    record = history_of(played_game(game_id, 2, seed, {}))
    text = encoded(record)
    change = data.draw(st.sampled_from(["cut", "kind", "huge"]))
    if change == "cut":
        malformed(text[: data.draw(st.integers(min_value=0, max_value=len(text) - 1))])
        return
    number = data.draw(st.integers(min_value=1, max_value=len(record["actions"])))
    entry = record["actions"][number - 1]
    wrong = (
        st.sampled_from(["4", 4.0, None, [], {}, True])
        if change == "kind"
        else st.sampled_from([2**64, -(2**70), 10**300])
    )
    value = data.draw(wrong)
    place = data.draw(st.sampled_from(["seat", "face", "move", "event", "seed", "seal", "finished", "name"]))
    tampered = copy.deepcopy(record)
    step = tampered["actions"][number - 1]
    if place == "seat":
        step["seat"] = value
    elif place == "face" and entry["rolls"]:
        step["rolls"][0][0] = value
    elif place == "move":
        step["move"] = value if change == "kind" else {"bet": value}
    elif place == "event" and entry["events"] and change == "huge":
        step["events"][0]["extra"] = value
    elif place in ("seed", "seal"):
        tampered[place] = value if change == "kind" else int(record[place], 16)
        malformed(encoded(tampered))
        return
    elif place == "finished" and change == "kind" and value is not True:
        tampered["result"]["finished"] = value
        assert malformed(encoded(tampered)).startswith("result: ")
        return
    elif place == "name" and isinstance(value, str):  # a name of another spelling: the seal no longer fits
        tampered["setup"]["seats"][0]["name"] = value
        assert mismatch(tampered).startswith("seal: ")
        return
    elif place == "name":
        tampered["setup"]["seats"][0]["name"] = value if change == "kind" else "x" * 10_000
        assert malformed(encoded(tampered)).startswith("setup: ")
        return
    else:
        return
    message = malformed(encoded(tampered))
    assert names(message, f"action {number}"), message


@pytest.mark.parametrize(
    "text",
    [
        b"",
        b"[]",
        b"nonsense",
        b'{"format": "dicebar-save", "version": 1}',
        b'{"format": "dicebar-history", "version": 99}',
        b"[" * 100_000 + b"]" * 100_000,
        b'{"format": "dicebar-history", "version": 1, "n": ' + b"9" * 5_000 + b"}",
        b"\xff\xfe",
    ],
)
def test_what_is_not_a_history_is_refused_in_one_line(text: bytes) -> None:
    malformed(text)


def test_a_history_names_its_numbers_from_one_and_counts_every_roll() -> None:
    game = played_game("bar-dice", 3, 7, {})
    record = history_of(game)
    verified = verify_history(encoded(record))
    assert (
        str(verified)
        == f"verified: {len(all_rolls(record))} rolls, {len(game.history)} actions, seal {verified.seal.code}"
    )
    assert re.fullmatch(r"[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}", verified.seal.code)
    assert verified.seal.digest == record["seal"]
    # the first action is the first roll-off throw: roll 1, action 1
    record["actions"][0]["rolls"][0][0] = record["actions"][0]["rolls"][0][0] % 6 + 1
    assert mismatch(record).startswith("roll 1 (action 1): ")


def test_a_history_of_an_unfinished_game_verifies_but_one_cut_short_of_its_end_does_not() -> None:
    game = played_game("fives-to-the-right", 3, 11, {})
    record = history_of(game)
    cut = copy.deepcopy(record)
    del cut["actions"][-3:]
    assert (
        mismatch(cut)
        == f"action {len(game.history) - 2}: missing (the game is not over after action {len(game.history) - 3})"
    )
    cut["result"] = {"finished": False, "winner": None, "loser": None, "buyer": None, "sponsor": None}
    assert verify_history(encoded(cut)).actions == len(game.history) - 3
    late = copy.deepcopy(record)
    late["actions"].append(late["actions"][-1])
    assert mismatch(late) == f"action {len(game.history) + 1}: the game was already over"


def test_true_is_not_one_in_a_history() -> None:
    record = history_of(played_game("layman-bar-dice", 2, 3, {}))
    number, event = next(
        (number, event)
        for number, entry in enumerate(record["actions"], 1)
        for event in entry["events"]
        if isinstance(event.get("seat"), int) and event["seat"] in (0, 1)
    )
    event["seat"] = bool(event["seat"])
    message = mismatch(record)
    assert message.startswith(f"action {number}: event ") and "'seat'" in message


@pytest.mark.parametrize("value", [None, 0, "extra"])
def test_an_event_with_a_field_the_rules_do_not_make_is_named_even_a_null_one(value: object) -> None:
    record = history_of(played_game("bar-dice", 2, 4, {}))
    number = next(number for number, entry in enumerate(record["actions"], 1) if entry["events"])
    record["actions"][number - 1]["events"][0]["note"] = value
    message = mismatch(record)
    assert message.startswith(f"action {number}: event 1 (") and message.endswith("its 'note' differs from the rules'")
    del record["actions"][number - 1]["events"][0]["note"]
    del record["actions"][number - 1]["events"][0]["seat"]
    assert mismatch(record).endswith("its 'seat' differs from the rules'")


def test_a_history_is_plain_json_and_reads_as_text() -> None:
    game = played_game("bar-dice", 2, 5, {})
    history = game_history(game, [True, False])
    json.dumps(history.record, allow_nan=False)
    lines = history.text.splitlines()
    assert lines[0] == "Dice Bar: Bar Dice"
    assert f"Seed {history.record['seed']}, revealed at the end of the game" in lines
    assert "Seat 1: Max, a person" in lines and "Seat 2: Danielle, a computer" in lines
    for line in game.log_lines():
        assert f"  {line}" in lines
    assert lines[-1] == "The game is over."


def test_a_poker_history_reads_each_roll_with_the_faces_it_shows() -> None:
    game = played_game("peekpoker", 2, 5, {"stack": 3})
    history = game_history(game, [False, False])
    rolls = [roll for step in history.record["actions"] for roll in step["rolls"]]  # type: ignore[attr-defined]
    names = {1: "9", 2: "10", 3: "J", 4: "Q", 5: "K", 6: "A"}
    for number, roll in enumerate(rolls, 1):
        indices, shown = " ".join(map(str, roll)), " ".join(names[face] for face in roll)
        assert f"  roll {number}: {indices} ({shown})" in history.text.splitlines()
