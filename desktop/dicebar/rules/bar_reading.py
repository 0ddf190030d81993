"""The live reading of a bar dice hand, shared by Bar Dice and Layman: what the five dice make and how it stands
against the mark ("three 6s and an ace: forty-six in two so far, beats forty-three in three").

Each game's reading module takes the hand, the call and the two strengths from its own observation (the rules
compute them); this module only says them, in the translation context "Reading".
"""

from __future__ import annotations

from collections.abc import Sequence

from dicebar.rules.hands import ACE
from dicebar.rules.lingo import BarCall, PipDice
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, said


def hand_reading(
    faces: Sequence[int],
    call: BarCall,
    strength: Sequence[int],
    mark: tuple[BarCall, Sequence[int]] | None,
) -> Words:
    """The five dice `faces` as the hand `call` they make (count 0: no ace, it does not count), against `mark`
    (its call and strength; None: no mark yet). Strengths compare as the rules order hands: higher is better."""
    versus = _versus(strength, mark)
    if call.count == 0:
        text = QT_TRANSLATE_NOOP("Reading", "no ace: the hand does not count, {versus}")
        return said(text, versus=versus)
    text = QT_TRANSLATE_NOOP("Reading", "{dice}: {call} so far, {versus}")
    return said(text, dice=made_of(faces, call), call=call, versus=versus)


def made_of(faces: Sequence[int], call: BarCall) -> Words:
    """The dice a hand is made of: its natural faces and the wild aces ('three 6s and an ace', 'five aces')."""
    aces = sum(1 for face in faces if face == ACE)
    naturals = call.count - aces
    if naturals == 0:
        return said(QT_TRANSLATE_NOOP("Reading", "{aces}"), aces=PipDice(aces, ACE))
    return said(
        QT_TRANSLATE_NOOP("Reading", "{naturals} and {aces}"),
        naturals=PipDice(naturals, call.face),
        aces=PipDice(aces, ACE),
    )


def _versus(strength: Sequence[int], mark: tuple[BarCall, Sequence[int]] | None) -> Words:
    if mark is None:
        return said(QT_TRANSLATE_NOOP("Reading", "no mark yet"))
    mark_call, mark_strength = mark
    if tuple(strength) > tuple(mark_strength):
        return said(QT_TRANSLATE_NOOP("Reading", "beats {mark}"), mark=mark_call)
    if tuple(strength) == tuple(mark_strength):
        return said(QT_TRANSLATE_NOOP("Reading", "ties {mark}"), mark=mark_call)
    return said(QT_TRANSLATE_NOOP("Reading", "short of {mark}"), mark=mark_call)
