"""Fives to the Right's words: the log line and call of each event, in the translation context
"FivesToTheRight"."""

from __future__ import annotations

from collections.abc import Sequence

from dicebar.rules import table_words
from dicebar.rules.events import Event
from dicebar.rules.fives_to_the_right_events import (
    DiceArrived,
    LastAceRolled,
    LastDieLeft,
    LastDieTurn,
    OutOfDice,
    ReadRoll,
)
from dicebar.rules.lingo import Counted
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted, said

ACE, DEUCE, FIVE = 1, 2, 5


def call_words(event: Event, names: Sequence[str]) -> Words | None:
    """What a call bubble shows for `event`: the table's call of the last die, and the end."""
    if isinstance(event, LastDieLeft):
        if event.last_ace_wins:
            text = QT_TRANSLATE_NOOP("FivesToTheRight", "one die left: whoever rolls the last ace wins the pot")
        else:
            text = QT_TRANSLATE_NOOP("FivesToTheRight", "one die left: whoever rolls the last ace pays the bill")
        return said(text).capitalized()
    if isinstance(event, LastAceRolled):
        return describe(event, names).capitalized()
    return table_words.call_words(event, names)


def describe(event: Event, names: Sequence[str]) -> Words:
    """The log's words for `event` (a call's from `call_words`)."""
    if isinstance(event, ReadRoll):
        return table_words.read_roll(event, names, _reading(event.faces))
    if isinstance(event, LastDieTurn):
        return table_words.turn(event.seat, names, said(QT_TRANSLATE_NOOP("FivesToTheRight", "the last die")))
    if isinstance(event, OutOfDice):
        return table_words.status(event, names, said(QT_TRANSLATE_NOOP("FivesToTheRight", "no dice left")))
    if isinstance(event, DiceArrived):
        text = QT_TRANSLATE_NOOP("FivesToTheRight", "{dice} from {giver}")
        why = said(text, dice=Counted(event.count, "die"), giver=names[event.giver])
        return table_words.status(event, names, why)
    if isinstance(event, LastAceRolled):
        if event.wins:
            return acted(
                QT_TRANSLATE_NOOP("FivesToTheRight", "{who} rolls the last ace and wins the pot"), names[event.seat]
            )
        return acted(
            QT_TRANSLATE_NOOP("FivesToTheRight", "{who} rolls the last ace and pays the bill"), names[event.seat]
        )
    return table_words.describe(event, names, call_words)


def _reading(faces: tuple[int, ...]) -> list[Words]:
    aces, deuces, fives = faces.count(ACE), faces.count(DEUCE), faces.count(FIVE)
    parts = []
    if aces:
        parts.append(said(QT_TRANSLATE_NOOP("FivesToTheRight", "{aces} to the centre"), aces=Counted(aces, "ace")))
    if deuces:
        parts.append(
            said(QT_TRANSLATE_NOOP("FivesToTheRight", "{deuces} to the left"), deuces=Counted(deuces, "deuce"))
        )
    if fives:
        parts.append(said(QT_TRANSLATE_NOOP("FivesToTheRight", "{fives} to the right"), fives=Counted(fives, "five")))
    return parts or [said(QT_TRANSLATE_NOOP("FivesToTheRight", "nothing moves"))]
