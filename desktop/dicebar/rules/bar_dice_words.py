"""Bar Dice's words: the log line and call of each event, in the translation context "BarDice"."""

from __future__ import annotations

from collections.abc import Sequence

from dicebar.rules import table_words
from dicebar.rules.bar_dice_events import (
    BarTurnStarted,
    Buys,
    BuysTheRound,
    DeclaredSafe,
    FinalHandAgain,
    FinalStarted,
    FiveAcesFirstRoll,
    HandCalled,
    HorseOnYou,
    MarkSet,
    MarkTied,
    NoOneScores,
    PaceSet,
    RoundStarted,
    SafeWithBestHand,
    SafeWonFinal,
    TieBreak,
)
from dicebar.rules.events import Event
from dicebar.rules.hands import CalledHand
from dicebar.rules.lingo import BarCall, Count, Counted, Names
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted, said


def call_words(event: Event, names: Sequence[str]) -> Words | None:
    """What a call bubble shows for `event`: the calls and the end."""
    if isinstance(event, HandCalled):
        return said(
            QT_TRANSLATE_NOOP("BarDice", "{call}"), call=BarCall(event.count, event.face, event.rolls)
        ).capitalized()
    if isinstance(event, MarkSet):
        call = BarCall(event.count, event.face, event.rolls)
        return said(QT_TRANSLATE_NOOP("BarDice", "the mark is {call}"), call=call).capitalized()
    if isinstance(event, DeclaredSafe):
        return said(QT_TRANSLATE_NOOP("BarDice", "{who} is safe"), who=names[event.seat]).capitalized()
    if isinstance(event, HorseOnYou):
        return said(QT_TRANSLATE_NOOP("BarDice", "a horse on you")).capitalized()
    if isinstance(event, BuysTheRound):
        return acted(QT_TRANSLATE_NOOP("BarDice", "{who} buys the round"), names[event.seat]).capitalized()
    if isinstance(event, FiveAcesFirstRoll):
        return said(QT_TRANSLATE_NOOP("BarDice", "five aces on the first roll")).capitalized()
    if isinstance(event, Buys):
        return describe(event, names).capitalized()
    return table_words.call_words(event, names)


def describe(event: Event, names: Sequence[str]) -> Words:
    """The log's words for `event` (a call's from `call_words`)."""
    if isinstance(event, RoundStarted):
        text = QT_TRANSLATE_NOOP("BarDice", "Round {round}: {players}; the best hand is safe")
        return said(text, round=event.round, players=", ".join(names[seat] for seat in event.seats))
    if isinstance(event, FinalStarted):
        first, second = names[event.first], names[event.second]
        if event.single:
            text = QT_TRANSLATE_NOOP("BarDice", "The final: {first} against {second}, one hand; the loser buys")
        else:
            text = QT_TRANSLATE_NOOP(
                "BarDice", "The final: {first} against {second}, best two of three hands; the loser buys"
            )
        return said(text, first=first, second=second)
    if isinstance(event, BarTurnStarted):
        return table_words.turn(event.seat, names, _turn_label(event))
    if isinstance(event, MarkTied):
        return said(QT_TRANSLATE_NOOP("BarDice", "{who} ties the mark"), who=names[event.seat])
    if isinstance(event, PaceSet):
        return said(
            QT_TRANSLATE_NOOP("BarDice", "Pace: the others may use {rolls}"), rolls=Counted(event.rolls, "roll")
        )
    if isinstance(event, NoOneScores):
        if event.tie_break:
            return said(QT_TRANSLATE_NOOP("BarDice", "No one scores: the tie-break is played again"))
        return said(QT_TRANSLATE_NOOP("BarDice", "No one scores: the round is played again"))
    if isinstance(event, TieBreak):
        text = QT_TRANSLATE_NOOP("BarDice", "{players} tie with {call}: they play a tie-break")
        players = Names(tuple(names[seat] for seat in event.seats))
        return said(text, players=players, call=BarCall(event.count, event.face, event.rolls))
    if isinstance(event, SafeWithBestHand):
        if not event.beat.count:
            text = QT_TRANSLATE_NOOP("BarDice", "{hand}, and no one else scores")
            why = said(text, hand=BarCall(event.hand.count, event.hand.face, event.hand.rolls))
            return table_words.status(event, names, why)
        return table_words.status(event, names, beats(event.hand, event.beat))
    if isinstance(event, SafeWonFinal):
        if event.won == 1:  # a single final: its one hand
            return table_words.status(event, names, beats(event.hand, event.beat))
        why = said(QT_TRANSLATE_NOOP("BarDice", "won the final {score}"), score=_score(event.won, event.lost))
        return table_words.status(event, names, why)
    if isinstance(event, HorseOnYou):
        text = QT_TRANSLATE_NOOP("BarDice", "{who} wins hand {hand} of the final: {why}; a horse on {loser}")
        why = beats(event.hand, event.beat)
        return said(text, who=names[event.seat], hand=event.number, why=why, loser=names[event.loser])
    if isinstance(event, FinalHandAgain):
        if event.count == 0:
            return said(QT_TRANSLATE_NOOP("BarDice", "Neither scores: the hand is played again and does not count"))
        text = QT_TRANSLATE_NOOP("BarDice", "Tied at {call}: the hand is played again and does not count")
        return said(text, call=BarCall(event.count, event.face, event.rolls))
    if isinstance(event, Buys):
        buys = acted(QT_TRANSLATE_NOOP("BarDice", "{who} buys"), names[event.seat])
        return said(QT_TRANSLATE_NOOP("BarDice", "Game over: {buys} ({why})"), buys=buys, why=_why_buys(event, names))
    return table_words.describe(event, names, call_words)


def beats(hand: CalledHand, beat: CalledHand) -> Words:
    """Why a hand won: 'fifty-six in one beats forty-six in two'."""
    return said(
        QT_TRANSLATE_NOOP("BarDice", "{hand} beats {beat}"),
        hand=BarCall(hand.count, hand.face, hand.rolls),
        beat=BarCall(beat.count, beat.face, beat.rolls),
    )


def _score(won: int, lost: int) -> Words:
    """Hands won to hands lost: 'two hands to one', 'two hands to none'."""
    if lost == 0:
        return said(QT_TRANSLATE_NOOP("BarDice", "{won} to none"), won=Counted(won, "hand"))
    return said(QT_TRANSLATE_NOOP("BarDice", "{won} to {lost}"), won=Counted(won, "hand"), lost=Count(lost))


def _why_buys(event: Buys, names: Sequence[str]) -> Words:
    if event.five_aces or event.winner is None:
        return said(QT_TRANSLATE_NOOP("BarDice", "five aces on the first roll"))
    winner = names[event.winner]
    if event.won == 1:  # a single final
        text = QT_TRANSLATE_NOOP("BarDice", "{winner} won the final, {why}")
        return said(text, winner=winner, why=beats(event.beaten_by, event.hand))
    text = QT_TRANSLATE_NOOP("BarDice", "{winner} won the final {score}")
    return said(text, winner=winner, score=_score(event.won, event.lost))


def _turn_label(event: BarTurnStarted) -> Words:
    if event.final and event.single_final:
        label = said(QT_TRANSLATE_NOOP("BarDice", "the final"))
    elif event.final:
        label = said(QT_TRANSLATE_NOOP("BarDice", "the final, hand {hand}"), hand=event.number)
    elif event.tie_break:
        label = said(QT_TRANSLATE_NOOP("BarDice", "round {round}, tie-break"), round=event.number)
    else:
        label = said(QT_TRANSLATE_NOOP("BarDice", "round {round}"), round=event.number)
    if event.again:
        return said(QT_TRANSLATE_NOOP("BarDice", "{label}, played again"), label=label)
    return label
