"""A sealed game's history, which anyone can check, and `verify_history`, which checks one.

A history is JSON (format "dicebar-history", version 1):

    setup    the sealed setup: {"game", "options" (every house rule), "seats": [{"human", "name"}, ...]}
    seal     SHA-256 of the canonical encoding of the setup and the seed (sealed_dice.canonical), 64 hex digits
    seed     the revealed seed, 32 hex digits
    start    what the table did before anyone acted: {"rolls": [[faces]...], "events": [...]}
    actions  each action in order: {"seat", "move" (its JSON form, as in saves), "rolls", "events"}
    result   {"finished", "winner", "loser", "buyer", "sponsor"}: null or the names the result falls on

A roll is one throw's faces (die indices 1..6, as the dice source gave them); an event is rules/events.py's
typed event as {"event": its type, ...its fields}: every throw, call and decision. Verifying recomputes the seal,
then replays every action through the rules with the dice the seed gives, comparing each roll, each event and
the result with the file's. Rolls and actions are numbered from 1, rolls across the whole game.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dicebar.rules.actions import Action, action_from_json
from dicebar.rules.dice import DiceSource
from dicebar.rules.errors import RulesError
from dicebar.rules.events import Event
from dicebar.rules.game import MAX_NAME_LENGTH, Game, Result
from dicebar.rules.registry import game_ids, new_game
from dicebar.rules.sealed_dice import (
    SEAL_PATTERN,
    SEALED,
    SEED_PATTERN,
    Seal,
    SealedDice,
    seal_of,
    sealed_setup,
)
from dicebar.rules.words import QT_TRANSLATE_NOOP, said

FORMAT = "dicebar-history"
VERSION = 1
MAX_HISTORY_BYTES = 64 * 1024 * 1024
MAX_ACTIONS = 200_000  # as a save's
MAX_SEATS = 8
MAX_ROLLS = 64  # in one action
MAX_DICE = 64  # in one roll
MAX_EVENTS = 1024  # of one action
MAX_NUMBER = 2**53  # any number in a history is smaller (JSON's exact integers)
MAX_TEXT = 200
MAX_DEPTH = 4  # an event's fields: numbers, words, lists and the hands they name
RESULT_FIELDS = ("winner", "loser", "buyer", "sponsor")


class HistoryMalformed(RulesError):
    """Not a Dice Bar history, or a hostile one: the message says where."""


class HistoryMismatch(RulesError):
    """A well-formed history that does not hold: the message names the first inconsistency."""


@dataclass(frozen=True)
class Verified:
    rolls: int
    actions: int
    seal: Seal

    def __str__(self) -> str:
        return f"verified: {self.rolls} rolls, {self.actions} actions, seal {self.seal.code}"


class RecordingDice:
    """A dice source that remembers every roll it gave, in order."""

    def __init__(self, source: DiceSource) -> None:
        self.source = source
        self.drawn: list[tuple[int, ...]] = []

    def roll(self, count: int) -> tuple[int, ...]:
        faces = self.source.roll(count)
        self.drawn.append(faces)
        return faces

    def to_json(self) -> dict[str, object]:
        return self.source.to_json()


# ----------------------------------------------------------------------------------------------- the seal of a game
def game_setup(game: Game, humans: Sequence[bool]) -> dict[str, object]:
    return sealed_setup(game.game_id, game.names, humans, game.options)


def game_seed(game: Game) -> str | None:
    """The seed a game's dice were sealed with, or None for dice that are not sealed (tutorials, old saves)."""
    start = game.dice_at_start
    return str(start["seed"]) if start.get("kind") == SEALED else None


def game_seal(game: Game, humans: Sequence[bool]) -> Seal | None:
    """The seal of a game whose dice are sealed, or None."""
    seed = game_seed(game)
    return None if seed is None else seal_of(game_setup(game, humans), seed)


# ------------------------------------------------------------------------------------------------- writing one
def event_json(event: Event) -> dict[str, object]:
    """A typed event as JSON: its type and its fields (tuples as lists, the hands it names as objects)."""
    fields = {field.name: _plain(getattr(event, field.name)) for field in dataclasses.fields(event)}
    return {"event": type(event).__name__, **fields}


def _plain(value: object) -> object:
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: _plain(getattr(value, field.name)) for field in dataclasses.fields(value)}
    return value


def result_json(game: Game) -> dict[str, object]:
    result = game.result() if game.is_over else Result()
    fields: dict[str, object] = {"finished": game.is_over}
    for name in RESULT_FIELDS:
        seats = getattr(result, name)
        fields[name] = None if seats is None else [game.names[seat] for seat in seats]
    return fields


@dataclass(frozen=True)
class History:
    """A sealed game written out: `record` (the JSON), `text` (the same, for a person to read)."""

    record: dict[str, object]
    text: str


def game_history(game: Game, humans: Sequence[bool]) -> History:
    """The history of a game whose dice are sealed (RulesError otherwise), as far as it has been played."""
    seed = game_seed(game)
    if seed is None or game.first is not None:
        raise RulesError("only a sealed game has a history anyone can check")
    setup = game_setup(game, humans)
    seal = seal_of(setup, seed)
    dice = RecordingDice(SealedDice(seed))
    replayed = new_game(game.game_id, list(game.names), dice, game.options)
    start = {"rolls": [list(faces) for faces in dice.drawn], "events": [event_json(e) for e in replayed.log]}
    lines = _header(game, humans, seal, seed)
    rolls = _roll_lines(dice.drawn, 1)
    lines += [
        said(QT_TRANSLATE_NOOP("History", "Before the first action")).english(),
        *rolls,
        *(f"  {replayed.describe(e).english()}" for e in replayed.log),
    ]
    numbered = len(dice.drawn)
    actions: list[dict[str, object]] = []
    for number, action in enumerate(game.history, 1):
        seat = replayed.current_player
        assert seat is not None
        drawn = len(dice.drawn)
        events = replayed.apply(action)
        new_rolls = dice.drawn[drawn:]
        actions.append(
            {
                "seat": seat,
                "move": action.to_json(),
                "rolls": [list(faces) for faces in new_rolls],
                "events": [event_json(event) for event in events],
            }
        )
        lines.append(
            said(
                QT_TRANSLATE_NOOP("History", "Action {number}: {who} {move}"),
                number=number,
                who=game.names[seat],
                move=str(action),
            ).english()
        )
        lines += _roll_lines(new_rolls, numbered + 1)
        lines += [f"  {replayed.describe(event).english()}" for event in events]
        numbered += len(new_rolls)
    result = result_json(replayed)
    ending = (
        QT_TRANSLATE_NOOP("History", "The game is over.")
        if replayed.is_over
        else QT_TRANSLATE_NOOP("History", "The game was not finished.")
    )
    lines.append(said(ending).english())
    record = {
        "format": FORMAT,
        "version": VERSION,
        "setup": setup,
        "seal": seal.digest,
        "seed": seed,
        "start": start,
        "actions": actions,
        "result": result,
    }
    return History(record, "\n".join(lines) + "\n")


def _header(game: Game, humans: Sequence[bool], seal: Seal, seed: str) -> list[str]:
    lines = [
        said(QT_TRANSLATE_NOOP("History", "Dice Bar: {game}"), game=game.title).english(),
        said(
            QT_TRANSLATE_NOOP("History", "Seal {code} (SHA-256 {digest})"), code=seal.code, digest=seal.digest
        ).english(),
        said(QT_TRANSLATE_NOOP("History", "Seed {seed}, revealed at the end of the game"), seed=seed).english(),
    ]
    for seat, (name, human) in enumerate(zip(game.names, humans, strict=True), 1):
        who = QT_TRANSLATE_NOOP("History", "a person") if human else QT_TRANSLATE_NOOP("History", "a computer")
        lines.append(
            said(
                QT_TRANSLATE_NOOP("History", "Seat {seat}: {name}, {who}"), seat=seat, name=name, who=said(who)
            ).english()
        )
    for name, value in sorted(game.options.items()):
        lines.append(
            said(QT_TRANSLATE_NOOP("History", "House rule {name}: {value}"), name=name, value=str(value)).english()
        )
    return [*lines, ""]


def _roll_lines(rolls: Sequence[tuple[int, ...]], first: int) -> list[str]:
    return [
        said(
            QT_TRANSLATE_NOOP("History", "  roll {number}: {faces}"), number=number, faces=" ".join(map(str, faces))
        ).english()
        for number, faces in enumerate(rolls, first)
    ]


# ---------------------------------------------------------------------------------------------- checking one
def verify_history(data: bytes) -> Verified:
    """Check a history's bytes: HistoryMalformed for anything not a history (or hostile), HistoryMismatch naming
    the first inconsistency; what was verified otherwise."""
    record = _parse(data)
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
    field = next(
        key for key in sorted({*written, *derived}) if _canonical(written.get(key)) != _canonical(derived.get(key))
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


# ---------------------------------------------------------------------------------------------- its shape
def _parse(data: bytes) -> dict[str, Any]:
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
