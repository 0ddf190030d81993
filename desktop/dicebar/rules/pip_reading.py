"""The live reading of a throw in Aces in the Pot and Fives to the Right: where the dice just thrown sent what
("an ace to the pot, a 6 to Max"), from the game's own record of the throw (the observation's `last_throw`: the
rules note there how many of each face they routed where). Words in the translation context "Reading"."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from dicebar.rules.lingo import PipDice, Possessive
from dicebar.rules.table_words import place
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, Words, said


def throw_reading(view: Mapping[str, Any], names: Sequence[str], paying: Sequence[int], nothing: Text) -> Words | None:
    """Where the last throw's dice went. `paying`: the faces that send something in this throw, said also when
    the rules sent fewer of them than were thrown (no token left); `nothing`: the words for a throw that sends
    nothing. The thrower is named when the turn has passed on."""
    throw = view.get("last_throw")
    if not throw:
        return None
    parts = [
        said(
            QT_TRANSLATE_NOOP("Reading", "{dice} to {place}"),
            dice=PipDice(move["count"], move["face"]),
            place=place(move["to"], names),
        )
        for move in throw["moves"]
    ]
    sent = Counter({move["face"]: move["count"] for move in throw["moves"]})
    for face in paying:
        unpaid = throw["faces"].count(face) - sent[face]
        if unpaid > 0:
            parts.append(said(QT_TRANSLATE_NOOP("Reading", "{dice}: nothing more to give"), dice=PipDice(unpaid, face)))
    reading = _joined(parts) if parts else said(nothing)
    if throw["seat"] == view.get("current_player"):
        return reading
    text = QT_TRANSLATE_NOOP("Reading", "{whose} throw: {reading}")
    return said(text, whose=Possessive(names[throw["seat"]]), reading=reading)


def _joined(parts: Sequence[Words]) -> Words:
    reading = parts[0]
    for part in parts[1:]:
        reading = said(QT_TRANSLATE_NOOP("Reading", "{reading}, {more}"), reading=reading, more=part)
    return reading
