"""Layman Bar Dice's words: the log line and call of each event, in the translation context "Layman"."""

from __future__ import annotations

from collections.abc import Sequence

from dicebar.rules import table_words
from dicebar.rules.events import Event
from dicebar.rules.hands import CalledHand
from dicebar.rules.layman_events import (
    BuysAShot,
    EliminationStarted,
    EliminationTurn,
    HammerBringsItBack,
    HandCalled,
    HorseOn,
    OneTieAllTie,
    RollCocked,
    RollOffTurn,
    RoundRolledAgain,
    SafeWithHighest,
    SafeWonTwoTurns,
    Sponsor,
    SponsorPhaseStarted,
    SponsorTurn,
    SponsorTurnTied,
    TiedHands,
    TooLucky,
    TurnWon,
)
from dicebar.rules.lingo import BarCall, Count, Counted
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted, said


def layman_call(count: int, face: int, rolls: int | None = None) -> BarCall:
    """A Layman score as called: 'forty-two', 'forty-three in two', 'fifty-six all day', 'nothing'."""
    return BarCall(count, face, rolls, all_day=True)


def call_words(event: Event, names: Sequence[str]) -> Words | None:
    """What a call bubble shows for `event`: the calls and the end."""
    if isinstance(event, TooLucky):
        return said(QT_TRANSLATE_NOOP("Layman", "too lucky")).capitalized()
    if isinstance(event, HandCalled):
        call = layman_call(event.count, event.face, event.rolls)
        return said(QT_TRANSLATE_NOOP("Layman", "{call}"), call=call).capitalized()
    if isinstance(event, OneTieAllTie):
        return said(QT_TRANSLATE_NOOP("Layman", "one tie, all tie")).capitalized()
    if isinstance(event, HorseOn):
        return said(QT_TRANSLATE_NOOP("Layman", "a horse on {who}"), who=names[event.seat]).capitalized()
    if isinstance(event, Sponsor):
        return describe(event, names).capitalized()
    return table_words.call_words(event, names)


def describe(event: Event, names: Sequence[str]) -> Words:
    """The log's words for `event` (a call's from `call_words`)."""
    if isinstance(event, EliminationStarted):
        if event.all_day:
            return said(
                QT_TRANSLATE_NOOP(
                    "Layman", "Elimination phase: up to three rolls each, all day; the highest score is safe"
                )
            )
        return said(QT_TRANSLATE_NOOP("Layman", "Elimination phase: one roll each; the highest score is safe"))
    if isinstance(event, BuysAShot):
        text = QT_TRANSLATE_NOOP("Layman", "{who} buys a shot for everyone playing")
        return said(text, who=names[event.seat])
    if isinstance(event, RollCocked):
        return _cocked(event, names)
    if isinstance(event, EliminationTurn):
        label = said(QT_TRANSLATE_NOOP("Layman", "elimination round {round}"), round=event.round)
        return table_words.turn(event.seat, names, label)
    if isinstance(event, RollOffTurn):
        label = said(QT_TRANSLATE_NOOP("Layman", "turn {turn}, roll-off"), turn=event.turn)
        return table_words.turn(event.seat, names, label)
    if isinstance(event, SponsorTurn):
        return table_words.turn(event.seat, names, _sponsor_label(event))
    if isinstance(event, RoundRolledAgain):
        return said(QT_TRANSLATE_NOOP("Layman", "No one scores: the round is rolled again in the same order"))
    if isinstance(event, TiedHands):
        text = QT_TRANSLATE_NOOP("Layman", "{hands} hands of {call}: everyone rolls again in the same order")
        return said(
            text, hands=Count(event.hands), call=layman_call(event.count, event.face, event.rolls)
        ).capitalized()
    if isinstance(event, SafeWithHighest):
        if not event.beat.count:
            why = said(QT_TRANSLATE_NOOP("Layman", "{hand}, and no one else scores"), hand=_called(event.hand))
        else:
            why = beats(event.hand, event.beat)
        return table_words.status(event, names, why)
    if isinstance(event, SafeWonTwoTurns):
        why = said(QT_TRANSLATE_NOOP("Layman", "won {score}"), score=_score(event.won, event.lost))
        return table_words.status(event, names, why)
    if isinstance(event, HammerBringsItBack):
        return said(QT_TRANSLATE_NOOP("Layman", "{who} is the hammer and brings it back"), who=names[event.seat])
    if isinstance(event, SponsorPhaseStarted):
        text = QT_TRANSLATE_NOOP(
            "Layman", "Sponsor phase: best two turns of three; {who} is the hammer and sets the pace"
        )
        return said(text, who=names[event.hammer])
    if isinstance(event, SponsorTurnTied):
        if event.again:
            return said(QT_TRANSLATE_NOOP("Layman", "Still tied: they roll off again, the hammer first"))
        if event.count == 0:
            return said(QT_TRANSLATE_NOOP("Layman", "Neither scores: a roll-off, one roll of all five each"))
        text = QT_TRANSLATE_NOOP("Layman", "Tied at {call}: a roll-off, one roll of all five each")
        return said(text, call=layman_call(event.count, event.face, event.rolls))
    if isinstance(event, TurnWon):
        if event.roll_off:
            text = QT_TRANSLATE_NOOP("Layman", "{who} wins turn {turn} in the roll-off: {why}")
        else:
            text = QT_TRANSLATE_NOOP("Layman", "{who} wins turn {turn}: {why}")
        return said(text, who=names[event.seat], turn=event.turn, why=beats(event.hand, event.beat))
    if isinstance(event, Sponsor):
        sponsor = acted(QT_TRANSLATE_NOOP("Layman", "{who} is the sponsor and buys the round"), names[event.seat])
        text = QT_TRANSLATE_NOOP("Layman", "{sponsor} ({winner} won {score})")
        return said(text, sponsor=sponsor, winner=names[event.winner], score=_score(event.won, event.lost))
    return table_words.describe(event, names, call_words)


def _called(hand: CalledHand) -> BarCall:
    return layman_call(hand.count, hand.face, hand.rolls)


def beats(hand: CalledHand, beat: CalledHand) -> Words:
    """Why a hand won: 'forty-two beats thirty-six', 'forty-three in two beats nothing'."""
    return said(QT_TRANSLATE_NOOP("Layman", "{hand} beats {beat}"), hand=_called(hand), beat=_called(beat))


def _score(won: int, lost: int) -> Words:
    """Turns won to turns lost: 'two turns to one', 'two turns to none'."""
    if lost == 0:
        return said(QT_TRANSLATE_NOOP("Layman", "{won} to none"), won=Counted(won, "turn"))
    return said(QT_TRANSLATE_NOOP("Layman", "{won} to {lost}"), won=Counted(won, "turn"), lost=Count(lost))


def _cocked(event: RollCocked, names: Sequence[str]) -> Words:
    whose = names[event.seat]
    if event.dice == 1:
        text = QT_TRANSLATE_NOOP("Layman", "{who}'s roll is cocked: the die goes again, and that roll does not count")
        cocked = said(text, who=whose)
    elif event.dice == 2:
        text = QT_TRANSLATE_NOOP("Layman", "{who}'s roll is cocked: both dice go again, and that roll does not count")
        cocked = said(text, who=whose)
    else:
        text = QT_TRANSLATE_NOOP(
            "Layman", "{who}'s roll is cocked: all {dice} dice go again, and that roll does not count"
        )
        cocked = said(text, who=whose, dice=Count(event.dice))
    if event.no_shots:
        return said(QT_TRANSLATE_NOOP("Layman", "{cocked} (so no shots)"), cocked=cocked)
    return cocked


def _sponsor_label(event: SponsorTurn) -> Words:
    if event.pace is None:
        return said(QT_TRANSLATE_NOOP("Layman", "turn {turn}, the hammer"), turn=event.turn)
    rolls = Counted(event.pace, "roll")
    if event.count:
        text = QT_TRANSLATE_NOOP("Layman", "turn {turn}, {rolls} to beat {call}")
        return said(text, turn=event.turn, rolls=rolls, call=layman_call(event.count, event.face, event.pace))
    return said(QT_TRANSLATE_NOOP("Layman", "turn {turn}, at most {rolls}"), turn=event.turn, rolls=rolls)
