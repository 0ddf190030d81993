"""`verify_history`: whether a history (history.py) holds, or the first place where it does not.

It recomputes the seal from the seed and the setup, then replays every action through the rules with the dice the
seed gives, comparing each roll, each event and the result with the file's. A history that does not hold raises
`HistoryMismatch`, naming the first inconsistency: the seal, roll 17, action 9, or the result.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dicebar.rules.actions import action_from_json
from dicebar.rules.errors import RulesError
from dicebar.rules.events import Event
from dicebar.rules.history import RESULT_FIELDS, RecordingDice, event_json, result_json
from dicebar.rules.history_shape import MAX_TEXT, HistoryMalformed, parse_history
from dicebar.rules.registry import new_game
from dicebar.rules.sealed_dice import Seal, SealedDice, seal_of

__all__ = ["HistoryMalformed", "HistoryMismatch", "Verified", "verify_history"]


class HistoryMismatch(RulesError):
    """A well-formed history that does not hold: the message names the first inconsistency."""


@dataclass(frozen=True)
class Verified:
    rolls: int
    actions: int
    seal: Seal

    def __str__(self) -> str:
        return f"verified: {self.rolls} rolls, {self.actions} actions, seal {self.seal.code}"


def verify_history(data: bytes) -> Verified:
    """Check a history's bytes: HistoryMalformed for anything not a history (or hostile), HistoryMismatch naming
    the first inconsistency; what was verified otherwise."""
    record = parse_history(data)
    setup, seed = record["setup"], record["seed"]
    computed = seal_of(setup, seed)
    if computed.digest != record["seal"]:
        raise HistoryMismatch(
            f"seal: the history's seal {Seal(record['seal']).code} is not the seal of its seed and setup "
            f"({computed.code})"
        )
    names = [seat["name"] for seat in setup["seats"]]
    dice = RecordingDice(SealedDice(seed))
    try:
        game = new_game(setup["game"], names, dice, setup["options"])
    except RulesError as error:
        raise HistoryMismatch(f"setup: {error}") from None
    if _canonical(game.options) != _canonical(setup["options"]):
        raise HistoryMismatch("setup: the house rules are not all written out")
    rolls = _compare_step("the start", record["start"], dice.drawn, game.log, 1)
    for number, entry in enumerate(record["actions"], 1):
        place = f"action {number}"
        if game.is_over:
            raise HistoryMismatch(f"{place}: the game was already over")
        seat = game.current_player
        assert seat is not None
        if entry["seat"] != seat:
            raise HistoryMismatch(f"{place}: it is {names[seat]}'s turn, not {names[entry['seat']]}'s")
        drawn = len(dice.drawn)
        try:
            events = game.apply(action_from_json(entry["move"]))
        except RulesError as error:
            raise HistoryMismatch(f"{place}: {error}") from None
        rolls = _compare_step(place, entry, dice.drawn[drawn:], events, rolls)
    result = record["result"]
    if result["finished"] and not game.is_over:
        actions = len(record["actions"])
        raise HistoryMismatch(f"action {actions + 1}: missing (the game is not over after action {actions})")
    if _canonical(result) != _canonical(result_json(game)):
        raise HistoryMismatch(
            f"result: the history says {_said_result(result)}, the rules {_said_result(result_json(game))}"
        )
    return Verified(rolls - 1, len(record["actions"]), computed)


def _compare_step(
    place: str, entry: Mapping[str, Any], drawn: Sequence[tuple[int, ...]], events: Sequence[Event], roll: int
) -> int:
    """Compare one step's rolls and events with the file's; the number of the next roll."""
    written: list[list[int]] = entry["rolls"]
    for index in range(max(len(written), len(drawn))):
        derived = list(drawn[index]) if index < len(drawn) else None
        recorded = written[index] if index < len(written) else None
        if derived != recorded:
            rules = "the seed gives " + _faces(derived) if derived is not None else "the rules throw no such roll"
            history = "the history says " + _faces(recorded) if recorded is not None else "the history has no such roll"
            raise HistoryMismatch(f"roll {roll + index} ({place}): {rules}, {history}")
    written_events: list[object] = entry["events"]
    for index in range(max(len(written_events), len(events))):
        derived_event = event_json(events[index]) if index < len(events) else None
        recorded_event = written_events[index] if index < len(written_events) else None
        if _canonical(derived_event) != _canonical(recorded_event):
            raise HistoryMismatch(f"{place}: event {index + 1} {_event_difference(recorded_event, derived_event)}")
    return roll + len(drawn)


def _event_difference(written: object, derived: dict[str, object] | None) -> str:
    if derived is None:
        return f"({_event_name(written)}) is in the history, the rules make no such event"
    if not isinstance(written, dict):
        return f"({_event_name(derived)}) is missing from the history"
    if written.get("event") != derived["event"]:
        return f"is {_event_name(written)} in the history, {_event_name(derived)} by the rules"
    field = next(  # a field one side lacks differs too, though the other holds null
        key
        for key in sorted({*written, *derived})
        if key not in written or key not in derived or _canonical(written[key]) != _canonical(derived[key])
    )
    return f"({_event_name(derived)}): its {field[:MAX_TEXT]!r} differs from the rules'"


def _faces(faces: Sequence[int]) -> str:
    return "[" + " ".join(map(str, faces)) + "]"


def _event_name(event: object) -> str:
    if not isinstance(event, dict):
        return "nothing"
    return str(event.get("event"))[:MAX_TEXT]


def _said_result(result: Mapping[str, Any]) -> str:
    parts = [f"{name} {', '.join(result[name])}" for name in RESULT_FIELDS if result.get(name)]
    return ("; ".join(parts) or "no result") + ("" if result.get("finished") else " (not finished)")


def _canonical(value: object) -> str:
    """Values compared as their JSON text, so that true is not 1 and 1.0 is not 1."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
