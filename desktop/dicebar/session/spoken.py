"""What a screen reader hears of the table: the events announced as they play, and a name for every die.

The 3D view's nodes are not accessible, so the table page lays a 2D element over it (TablePage.qml) whose
children are the dice, named here ("die 3: five, set aside"), and announces the words the session gives it
(`GameSession.announced`). Both come from the model, never from the log's text: an event is announced by its
type (`announced_words`), always as everyone at the table may see it (`Event.visible_to(None)`), so a die
under a PeekPoker cup is never said; the reading of the dice follows the session's own rule of who may read what.
No Qt here: the session renders these words through its translator.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dicebar.rules.events import ChipsMoved, Decision, DiceMoved, Event, TokensMoved
from dicebar.rules.lingo import Counted
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, Words, said

#: a die's accessible row (the roles of the session's `spokenDice` model): its index on the table, its name,
#: whether the person may pick it now (`tappable`) and has picked it (`chosen`), and where it lies (the scene's
#: centimetres, as the `dice` model has it: the view places the accessible die over the drawn one)
SPOKEN_KEYS = ("die", "name", "tappable", "chosen", "position")

# Every text below names its translation context, "Access", as a literal: pyside6-lupdate reads no constant for it.
_PIP_FACES = (
    QT_TRANSLATE_NOOP("Access", "one"),
    QT_TRANSLATE_NOOP("Access", "two"),
    QT_TRANSLATE_NOOP("Access", "three"),
    QT_TRANSLATE_NOOP("Access", "four"),
    QT_TRANSLATE_NOOP("Access", "five"),
    QT_TRANSLATE_NOOP("Access", "six"),
)
_POKER_FACES = (
    QT_TRANSLATE_NOOP("Access", "nine"),
    QT_TRANSLATE_NOOP("Access", "ten"),
    QT_TRANSLATE_NOOP("Access", "jack"),
    QT_TRANSLATE_NOOP("Access", "queen"),
    QT_TRANSLATE_NOOP("Access", "king"),
    QT_TRANSLATE_NOOP("Access", "ace"),
)
#: where a die lies (the scenes' zones, and two ways of lying on the felt: chosen to set aside, community): its
#: {face}, and {who}, whose it is
_WHERE: dict[str, Text] = {
    "hand": QT_TRANSLATE_NOOP("Access", "with {who}"),
    "felt": QT_TRANSLATE_NOOP("Access", "{face}"),
    "chosen": QT_TRANSLATE_NOOP("Access", "{face}, chosen"),
    "community": QT_TRANSLATE_NOOP("Access", "{face}, community"),
    "aside": QT_TRANSLATE_NOOP("Access", "{face}, set aside"),
    "centre": QT_TRANSLATE_NOOP("Access", "{face}, in the centre"),
    "cup": QT_TRANSLATE_NOOP("Access", "hidden under the cup of {who}"),
    "peek": QT_TRANSLATE_NOOP("Access", "{face}, under your cup"),
    "shown": QT_TRANSLATE_NOOP("Access", "{face}, shown by {who}"),
}
_DIE = QT_TRANSLATE_NOOP("Access", "die {number}: {where}")
#: the hand tray's groups (dicebar.session.hand_tray) by where their dice lie
_TRAY_PLACES = {"aside": "aside", "throw": "felt", "own": "peek", "shown": "shown", "community": "community"}
_TABLE = QT_TRANSLATE_NOOP("Access", "The table: {game}")
_TABLE_NOW = QT_TRANSLATE_NOOP("Access", "The table: {game}. {now}")
_POT = QT_TRANSLATE_NOOP("Access", "The pot: {what}")
#: what a seat holds (`SeatHolds.count`) as the noun counted in the pot
_POT_NOUNS = {"tokens": "token", "chips": "chip", "dice": "die"}


def announced_words(events: Sequence[Event], describe: Callable[[Event], Words]) -> list[Words]:
    """What a screen reader announces of `events`, in order: every event as everyone may see it, said as the log
    says it, except counters and dice on their way (the throw's reading, the pot and the decisions say where they
    went); a pot awarded is a decision and is said."""
    said_events = []
    for event in events:
        public = event.visible_to(None)
        if isinstance(public, TokensMoved | DiceMoved) or (
            isinstance(public, ChipsMoved) and not isinstance(public, Decision)
        ):
            continue
        said_events.append(describe(public))
    return said_events


def face_words(face: int, poker: bool) -> Words:
    """A face in words: 'five', or on a poker die 'king'."""
    return said((_POKER_FACES if poker else _PIP_FACES)[face - 1])


def where_words(place: str, face: int, poker: bool, who: str) -> Words:
    """Where a die lies and what it shows ('five, set aside'); `face` 0: a face nobody may see."""
    return said(_WHERE[place], face=face_words(face, poker) if 1 <= face <= 6 else "", who=who)


def die_words(row: Mapping[str, Any], names: Sequence[str], poker: bool) -> Words | None:
    """The name of the die in a dice row (a scene's `dice_rows`, as the session shows them), or None for a die
    off the table. A poker die of nobody's on the felt is a community die."""
    place, owner = str(row["zone"]), int(row["owner"])
    if place not in _WHERE:
        return None
    if place == "felt" and row.get("selected"):
        place = "chosen"
    elif place == "felt" and poker and owner < 0:
        place = "community"
    who = names[owner] if 0 <= owner < len(names) else ""
    where = where_words(place, int(row["value"]), poker, who)
    return said(_DIE, number=int(row["index"]) + 1, where=where)


def tray_die_words(face: int, group: str, poker: bool, who: str) -> Words:
    """The name of a die in the hand tray, of `who`'s hand: its face and its group ('six, set aside')."""
    return where_words(_TRAY_PLACES[group], face, poker, who)


def table_words(game: Text, now: str) -> Words:
    """The table's own name: the game, and what is happening now (the headline: whose turn)."""
    return said(_TABLE_NOW, game=said(game), now=now) if now else said(_TABLE, game=said(game))


def pot_words(count: int, holds: str) -> Words | None:
    """'The pot: 9 chips' (`holds`: what a seat holds, `SeatHolds.count`), or None for a game without a pot."""
    noun = _POT_NOUNS.get(holds)
    return None if noun is None else said(_POT, what=Counted(count, noun, in_words=False))
