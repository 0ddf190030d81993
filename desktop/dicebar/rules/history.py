"""A sealed game's history: the whole game as JSON anyone can check (`verify.py` checks it), and as text.

A history is JSON (format "dicebar-history", version 1):

    setup    the sealed setup: {"game", "options" (every house rule), "seats": [{"human", "name"}, ...]}
    seal     SHA-256 of the canonical encoding of the setup and the seed (sealed_dice.canonical), 64 hex digits
    seed     the revealed seed, 32 hex digits
    start    what the table did before anyone acted: {"rolls": [[faces]...], "events": [...]}
    actions  each action in order: {"seat", "move" (its JSON form, as in saves), "rolls", "events"}
    result   {"finished", "winner", "loser", "buyer", "sponsor"}: null or the names the result falls on

A roll is one throw's faces (die indices 1..6, as the dice source gave them); an event is rules/events.py's
typed event as {"event": its type, ...its fields}: every throw, call and decision. `verify.verify_history`
checks one (its shape first: `history_shape.py`). Rolls and actions are numbered from 1, rolls across the game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from dicebar.rules.dice import DiceSource, poker_face_name
from dicebar.rules.errors import RulesError
from dicebar.rules.events import Event
from dicebar.rules.game import Game, Result
from dicebar.rules.registry import new_game
from dicebar.rules.sealed_dice import (
    SEALED,
    Seal,
    SealedDice,
    seal_of,
    sealed_setup,
)
from dicebar.rules.words import QT_TRANSLATE_NOOP, said

FORMAT = "dicebar-history"
VERSION = 1
RESULT_FIELDS = ("winner", "loser", "buyer", "sponsor")


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
    poker = game.game_type.poker_faces
    rolls = _roll_lines(dice.drawn, 1, poker)
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
        lines += _roll_lines(new_rolls, numbered + 1, poker)
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


def _roll_lines(rolls: Sequence[tuple[int, ...]], first: int, poker: bool) -> list[str]:
    """Each roll's die indices, as the JSON has them; poker dice with the faces they show ('2 1 6 (10 9 A)')."""
    lines = []
    for number, faces in enumerate(rolls, first):
        indices = " ".join(map(str, faces))
        if poker:
            shown = " ".join(poker_face_name(face) for face in faces)
            text = QT_TRANSLATE_NOOP("History", "  roll {number}: {faces} ({shown})")
            lines.append(said(text, number=number, faces=indices, shown=shown).english())
        else:
            lines.append(
                said(QT_TRANSLATE_NOOP("History", "  roll {number}: {faces}"), number=number, faces=indices).english()
            )
    return lines
