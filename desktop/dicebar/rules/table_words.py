"""The log's words for the shared events (`events.py`), in the translation context "Table".

Each game's `<game>_words.describe` says its own events and falls back to `describe` here for the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dicebar.rules.events import (
    CENTER,
    DEALS,
    POT,
    Call,
    ChipsMoved,
    DiceMoved,
    DiceRevealed,
    DiceSetAside,
    DiceThrown,
    Event,
    HandStarted,
    HorseAPiece,
    Place,
    RolloffStarted,
    RolloffTied,
    RolloffWon,
    StatusChanged,
    TableCall,
    TokensMoved,
    TurnStarted,
)
from dicebar.rules.lingo import Counted, Faces, Possessive
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted, said

#: a game's words for a call bubble: (event, names) -> Words, or None for an event that is not a call
CallWords = Callable[[Event, Sequence[str]], Words | None]

_PLACES = {POT: QT_TRANSLATE_NOOP("Table", "the pot"), CENTER: QT_TRANSLATE_NOOP("Table", "the centre")}
_CHIP_REASONS = {
    "ante": QT_TRANSLATE_NOOP("Table", "ante"),
    "small blind": QT_TRANSLATE_NOOP("Table", "small blind"),
    "big blind": QT_TRANSLATE_NOOP("Table", "big blind"),
    "bet": QT_TRANSLATE_NOOP("Table", "bet"),
    "call": QT_TRANSLATE_NOOP("Table", "call"),
    "raise": QT_TRANSLATE_NOOP("Table", "raise"),
}
_THROWS = {
    "rolloff": QT_TRANSLATE_NOOP("Table", "{who} rolls for the start: {faces}"),
    "community": QT_TRANSLATE_NOOP("Table", "{who} rolls the community dice: {faces}"),
    "reroll": QT_TRANSLATE_NOOP("Table", "{who} re-rolls aces: {faces}"),
}
_STATUS = {
    "in": QT_TRANSLATE_NOOP("Table", "{who} is back in"),
    "out": QT_TRANSLATE_NOOP("Table", "{who} is out"),
    "safe": QT_TRANSLATE_NOOP("Table", "{who} is safe"),
}


def place(where: Place, names: Sequence[str]) -> str | Words:
    """A seat's name, or a shared place: 'the pot'."""
    return names[where] if isinstance(where, int) else said(_PLACES[where])


def turn(seat: int, names: Sequence[str], label: Words | None = None) -> Words:
    """ "Max's turn", or with what the turn is: "Max's turn (round 2)"."""
    whose = Possessive(names[seat])
    if label is None:
        return said(QT_TRANSLATE_NOOP("Table", "{whose} turn"), whose=whose)
    return said(QT_TRANSLATE_NOOP("Table", "{whose} turn ({label})"), whose=whose, label=label)


def status(event: StatusChanged, names: Sequence[str], why: Words | None = None) -> Words:
    """'Max is out', or with why: 'Max is out: no tokens left'."""
    changed = acted(_STATUS[event.status], names[event.seat])
    if why is None:
        return changed
    return said(QT_TRANSLATE_NOOP("Table", "{status}: {why}"), status=changed, why=why)


def call_line(event: Call | TableCall, names: Sequence[str], words: Words) -> Words:
    """A call as the log shows it: 'Max: Forty-five in three', or the table's 'A horse a piece'."""
    if isinstance(event, Call):
        return said(QT_TRANSLATE_NOOP("Table", "{who}: {call}"), who=names[event.seat], call=words.capitalized())
    return words.capitalized()


def call_words(event: Event, names: Sequence[str]) -> Words | None:
    """The shared calls' words, as a call bubble shows them."""
    if isinstance(event, HorseAPiece):
        return said(QT_TRANSLATE_NOOP("Table", "a horse a piece")).capitalized()
    return None


def describe(event: Event, names: Sequence[str], game_calls: CallWords | None = None) -> Words:
    """The log's words for a shared event, or for any call, from the calling game's `game_calls`."""
    if isinstance(event, Call | TableCall):
        spoken = (game_calls or call_words)(event, names)
        if spoken is not None:
            return call_line(event, names, spoken)
    if isinstance(event, DiceThrown):
        who = names[event.seat]
        if event.hidden:
            return acted(
                QT_TRANSLATE_NOOP("Table", "{who} shakes {dice} under the cup"),
                who,
                dice=Counted(len(event.faces), "die"),
            )
        text = _THROWS.get(event.purpose, QT_TRANSLATE_NOOP("Table", "{who} rolls {faces}"))
        return acted(text, who, faces=Faces(event.faces, event.poker))
    if isinstance(event, DiceRevealed):
        return acted(
            QT_TRANSLATE_NOOP("Table", "{who} shows {faces}"), names[event.seat], faces=Faces(event.faces, event.poker)
        )
    if isinstance(event, DiceSetAside):
        who = names[event.seat]
        if not event.faces:
            return acted(QT_TRANSLATE_NOOP("Table", "{who} rolls them all again"), who)
        if event.farmed:
            return acted(QT_TRANSLATE_NOOP("Table", "{who} farms {faces}"), who, faces=Faces(event.faces))
        return acted(QT_TRANSLATE_NOOP("Table", "{who} sets aside {faces}"), who, faces=Faces(event.faces))
    if isinstance(event, TokensMoved | DiceMoved):
        what = Counted(event.count, "token" if isinstance(event, TokensMoved) else "die")
        return _moved(event.source, event.target, what, names)
    if isinstance(event, ChipsMoved):
        return _chips(event, names)
    if isinstance(event, TurnStarted):
        return turn(event.seat, names)
    if isinstance(event, HandStarted):
        deals = acted(QT_TRANSLATE_NOOP("Table", "{who} deals"), names[event.dealer])
        return said(QT_TRANSLATE_NOOP("Table", "Hand {hand}: {deals}"), hand=event.hand, deals=deals)
    if isinstance(event, StatusChanged):
        return status(event, names)
    if isinstance(event, RolloffStarted):
        if event.role == DEALS:
            return said(QT_TRANSLATE_NOOP("Table", "Everyone rolls one die: the highest deals"))
        return said(QT_TRANSLATE_NOOP("Table", "Everyone rolls one die: the highest starts"))
    if isinstance(event, RolloffTied):
        tied = ", ".join(names[seat] for seat in event.seats)
        return said(QT_TRANSLATE_NOOP("Table", "{players} tie for highest and roll again"), players=tied)
    if isinstance(event, RolloffWon):
        if event.role == DEALS:
            return acted(QT_TRANSLATE_NOOP("Table", "{who} rolls highest and deals"), names[event.seat])
        return acted(QT_TRANSLATE_NOOP("Table", "{who} rolls highest and starts"), names[event.seat])
    raise ValueError(f"no words for {event!r}")


def _moved(source: Place, target: Place, what: Counted, names: Sequence[str]) -> Words:
    who = place(source, names)
    if target == POT:
        return acted(QT_TRANSLATE_NOOP("Table", "{who} puts {what} in the pot"), who, what=what)
    if target == CENTER:
        return acted(QT_TRANSLATE_NOOP("Table", "{who} puts {what} in the centre"), who, what=what)
    if source == POT:
        return acted(QT_TRANSLATE_NOOP("Table", "{who} takes {what} from the pot"), place(target, names), what=what)
    to = place(target, names)
    return acted(QT_TRANSLATE_NOOP("Table", "{who} passes {what} to {whom}"), who, what=what, whom=to)


def _chips(event: ChipsMoved, names: Sequence[str]) -> Words:
    what = Counted(event.amount, "chip")
    if event.target == POT:
        reason = _CHIP_REASONS.get(event.reason)
        if reason is None:
            return _moved(event.source, POT, what, names)
        text = QT_TRANSLATE_NOOP("Table", "{who} puts {what} in the pot ({reason})")
        return acted(text, place(event.source, names), what=what, reason=said(reason))
    who = place(event.target, names)
    if event.reason == "return":
        return acted(QT_TRANSLATE_NOOP("Table", "{who} takes back {what} nobody called"), who, what=what)
    if event.pot_index == 0:
        pot = said(QT_TRANSLATE_NOOP("Table", "the main pot"))
    else:
        pot = said(QT_TRANSLATE_NOOP("Table", "side pot {number}"), number=event.pot_index)
    return acted(QT_TRANSLATE_NOOP("Table", "{who} wins {what} from {pot}"), who, what=what, pot=pot)


def read_roll(event: DiceThrown, names: Sequence[str], parts: Sequence[Words]) -> Words:
    """A throw with what it means at the table: 'Max rolls 5 1: one ace to the pot, one six to the left'."""
    reading = parts[0]
    for part in parts[1:]:
        reading = said(QT_TRANSLATE_NOOP("Table", "{reading}, {more}"), reading=reading, more=part)
    return said(QT_TRANSLATE_NOOP("Table", "{thrown}: {reading}"), thrown=describe(event, names), reading=reading)
