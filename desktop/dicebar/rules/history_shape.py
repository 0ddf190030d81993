"""The shape of a history file (history.py), checked before anything in it is believed.

A file that is not a history, or is hostile (too large, not UTF-8 JSON, nested too deeply, values of the wrong kind,
numbers out of range), is refused with `HistoryMalformed`: one line that says where. Only then is it replayed.
"""

from __future__ import annotations

import json
from typing import Any

from dicebar.rules.actions import Action, action_from_json
from dicebar.rules.errors import RulesError
from dicebar.rules.game import MAX_NAME_LENGTH
from dicebar.rules.history import FORMAT, RESULT_FIELDS, VERSION
from dicebar.rules.registry import game_ids
from dicebar.rules.sealed_dice import SEAL_PATTERN, SEED_PATTERN

MAX_HISTORY_BYTES = 64 * 1024 * 1024
MAX_ACTIONS = 200_000  # as a save's
MAX_SEATS = 8
MAX_ROLLS = 64  # in one action
MAX_DICE = 64  # in one roll
MAX_EVENTS = 1024  # of one action
MAX_NUMBER = 2**53  # any number in a history is smaller (JSON's exact integers)
MAX_TEXT = 200
MAX_DEPTH = 4  # an event's fields: numbers, words, lists and the hands they name


class HistoryMalformed(RulesError):
    """Not a Dice Bar history, or a hostile one: the message says where."""


def parse_history(data: bytes) -> dict[str, Any]:
    if len(data) > MAX_HISTORY_BYTES:
        raise HistoryMalformed(f"the file is larger than any game's history ({MAX_HISTORY_BYTES // 2**20} MB)")
    try:
        record = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise HistoryMalformed("not a Dice Bar history: the file is not UTF-8 text") from None
    except RecursionError:
        raise HistoryMalformed("not a Dice Bar history: nested too deeply") from None
    except ValueError as error:
        reason = str(error).splitlines()[0][:MAX_TEXT]
        raise HistoryMalformed(f"not a Dice Bar history: not valid JSON ({reason})") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise HistoryMalformed("not a Dice Bar history")
    if record.get("version") != VERSION or type(record.get("version")) is not int:
        raise HistoryMalformed(f"a history of version {_short(record.get('version'))}, not one this Dice Bar reads")
    _keys(record, "the history", {"format", "version", "setup", "seal", "seed", "start", "actions", "result"})
    _check_setup(record["setup"])
    for key, pattern in (("seal", SEAL_PATTERN), ("seed", SEED_PATTERN)):
        if not isinstance(record[key], str) or not pattern.fullmatch(record[key]):
            raise HistoryMalformed(f"{key}: {64 if key == 'seal' else 32} lowercase hexadecimal digits expected")
    _check_step("the start", record["start"], {"rolls", "events"}, len(record["setup"]["seats"]))
    actions = record["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise HistoryMalformed(f"actions: a list of at most {MAX_ACTIONS} actions")
    for number, entry in enumerate(actions, 1):
        _check_step(f"action {number}", entry, {"seat", "move", "rolls", "events"}, len(record["setup"]["seats"]))
    _check_result(record["result"])
    return record


def _short(value: object) -> str:
    return repr(value)[:40]


def _keys(value: object, place: str, keys: set[str]) -> None:
    if not isinstance(value, dict):
        raise HistoryMalformed(f"{place}: an object is expected, not {type(value).__name__}")
    if set(value) != keys:
        missing, extra = sorted(keys - set(value)), sorted(set(value) - keys)
        what = f"lacks {', '.join(missing)}" if missing else f"has unknown {', '.join(map(_short, extra))}"
        raise HistoryMalformed(f"{place}: {what}")


def _check_setup(setup: object) -> None:
    _keys(setup, "setup", {"game", "options", "seats"})
    assert isinstance(setup, dict)
    if setup["game"] not in game_ids():
        raise HistoryMalformed(f"setup: unknown game {_short(setup['game'])}")
    options = setup["options"]
    if not isinstance(options, dict) or len(options) > MAX_EVENTS:
        raise HistoryMalformed("setup: the house rules are an object")
    for name, value in options.items():
        if len(name) > MAX_TEXT or not _scalar(value):
            raise HistoryMalformed(f"setup: house rule {_short(name)} has a value of the wrong kind")
    seats = setup["seats"]
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise HistoryMalformed(f"setup: 'seats' is a list of 1 to {MAX_SEATS} seats")
    for number, seat in enumerate(seats, 1):
        _keys(seat, f"setup: seat {number}", {"human", "name"})
        if type(seat["human"]) is not bool or not isinstance(seat["name"], str) or len(seat["name"]) > MAX_NAME_LENGTH:
            raise HistoryMalformed(f"setup: seat {number} is a name and whether a person sits there")


def _check_step(place: str, entry: object, keys: set[str], seats: int) -> None:
    _keys(entry, place, keys)
    assert isinstance(entry, dict)
    if "seat" in keys and (type(entry["seat"]) is not int or not 0 <= entry["seat"] < seats):
        raise HistoryMalformed(f"{place}: 'seat' is a seat number from 0 to {seats - 1}")
    if "move" in keys:
        try:
            action: Action = action_from_json(entry["move"])
        except RulesError as error:
            raise HistoryMalformed(f"{place}: {error}"[:MAX_TEXT]) from None
        if not all(_number(value) for value in (action.amount, *action.faces)) or len(action.faces) > MAX_DICE:
            raise HistoryMalformed(f"{place}: the move's numbers are out of range")
    rolls = entry["rolls"]
    if not isinstance(rolls, list) or len(rolls) > MAX_ROLLS:
        raise HistoryMalformed(f"{place}: 'rolls' is a list of at most {MAX_ROLLS} rolls")
    for index, faces in enumerate(rolls, 1):
        if (
            not isinstance(faces, list)
            or not 1 <= len(faces) <= MAX_DICE
            or not all(type(face) is int and 1 <= face <= 6 for face in faces)
        ):
            raise HistoryMalformed(f"{place}: its roll {index} is not a list of die faces 1 to 6")
    events = entry["events"]
    if not isinstance(events, list) or len(events) > MAX_EVENTS:
        raise HistoryMalformed(f"{place}: 'events' is a list of at most {MAX_EVENTS} events")
    for index, event in enumerate(events, 1):
        if not isinstance(event, dict) or not isinstance(event.get("event"), str) or not _plain_value(event, 0):
            raise HistoryMalformed(f"{place}: event {index} is not an event (wrong kinds, or numbers out of range)")


def _check_result(result: object) -> None:
    _keys(result, "result", {"finished", *RESULT_FIELDS})
    assert isinstance(result, dict)
    if type(result["finished"]) is not bool:
        raise HistoryMalformed("result: 'finished' is true or false")
    for name in RESULT_FIELDS:
        names = result[name]
        if names is not None and not (
            isinstance(names, list) and len(names) <= MAX_SEATS and all(isinstance(n, str) for n in names)
        ):
            raise HistoryMalformed(f"result: '{name}' is null or a list of names")


def _number(value: object) -> bool:
    return type(value) is int and -MAX_NUMBER < value < MAX_NUMBER


def _scalar(value: object) -> bool:
    if value is None or type(value) is bool or _number(value):
        return True
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _plain_value(value: object, depth: int) -> bool:
    """Only what an event holds: numbers in range, short words, lists and objects of them, not deeply nested."""
    if _scalar(value):
        return True
    if depth >= MAX_DEPTH:
        return False
    if isinstance(value, list):
        return len(value) <= MAX_EVENTS and all(_plain_value(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return len(value) <= MAX_EVENTS and all(
            len(key) <= MAX_TEXT and _plain_value(item, depth + 1) for key, item in value.items()
        )
    return False
