"""Aces in the Pot's words: the log line and call of each event, in the translation context "AcesInThePot"."""

from __future__ import annotations

from collections.abc import Sequence

from dicebar.rules import table_words
from dicebar.rules.aces_in_the_pot_events import (
    BackIn,
    EndgameTurn,
    LastHolderEndgame,
    LastTokenEndgame,
    MatchWon,
    OutOfTokens,
    PlayGoesOn,
    PotRoll,
    PotTaken,
    PotWon,
    RollLapses,
    RoundStarted,
    RoundWon,
    TokenPassesOn,
)
from dicebar.rules.events import Event
from dicebar.rules.lingo import Count, Counted, Names
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted, said

ACE, SIX = 1, 6
_NO_SIX = {
    1: QT_TRANSLATE_NOOP("AcesInThePot", "no six, two to go"),
    2: QT_TRANSLATE_NOOP("AcesInThePot", "no six, one to go"),
    3: QT_TRANSLATE_NOOP("AcesInThePot", "no six in three"),
}


def call_words(event: Event, names: Sequence[str]) -> Words | None:
    """What a call bubble shows for `event`: the table's calls and the end."""
    if isinstance(event, LastTokenEndgame):
        return said(QT_TRANSLATE_NOOP("AcesInThePot", "last token: three rolls, no six wins it")).capitalized()
    if isinstance(event, LastHolderEndgame):
        text = QT_TRANSLATE_NOOP("AcesInThePot", "only {who} holds tokens: three rolls, no six wins the pot")
        return said(text, who=names[event.seat]).capitalized()
    if isinstance(event, TokenPassesOn):
        text = QT_TRANSLATE_NOOP("AcesInThePot", "a six: the token and the dice pass to {who}")
        return said(text, who=names[event.seat]).capitalized()
    if isinstance(event, PlayGoesOn):
        return said(
            QT_TRANSLATE_NOOP("AcesInThePot", "a six: play goes on with {who}"), who=names[event.seat]
        ).capitalized()
    if isinstance(event, PotTaken):
        return said(
            QT_TRANSLATE_NOOP("AcesInThePot", "no six: {who} takes the pot"), who=names[event.seat]
        ).capitalized()
    if isinstance(event, PotWon | MatchWon):
        return describe(event, names).capitalized()
    return table_words.call_words(event, names)


def describe(event: Event, names: Sequence[str]) -> Words:
    """The log's words for `event` (a call's from `call_words`)."""
    if isinstance(event, PotRoll):
        return table_words.read_roll(event, names, _reading(event))
    if isinstance(event, RoundStarted):
        who = names[event.starter]
        if event.round == 1:
            text = QT_TRANSLATE_NOOP("AcesInThePot", "Round 1 of {rounds}: {who} rolls first")
            return said(text, rounds=event.rounds, who=who)
        text = QT_TRANSLATE_NOOP("AcesInThePot", "Round {round} of {rounds}: two tokens each again, {who} rolls first")
        return said(text, round=event.round, rounds=event.rounds, who=who)
    if isinstance(event, RollLapses):
        return said(QT_TRANSLATE_NOOP("AcesInThePot", "One token left outside the pot: the rest of the roll lapses"))
    if isinstance(event, EndgameTurn):
        if event.last_token:
            return table_words.turn(event.seat, names, said(QT_TRANSLATE_NOOP("AcesInThePot", "the last token")))
        return table_words.turn(event.seat, names, said(QT_TRANSLATE_NOOP("AcesInThePot", "three rolls for the pot")))
    if isinstance(event, RoundWon):
        text = QT_TRANSLATE_NOOP("AcesInThePot", "{who} wins round {round} of {rounds}: {why}")
        return said(text, who=names[event.seat], round=event.round, rounds=event.rounds, why=_no_six_in(event.rolls))
    if isinstance(event, OutOfTokens):
        return table_words.status(event, names, said(QT_TRANSLATE_NOOP("AcesInThePot", "no tokens left")))
    if isinstance(event, BackIn):
        if event.new_round:
            return table_words.status(event, names, said(QT_TRANSLATE_NOOP("AcesInThePot", "a new round")))
        if event.giver is not None:
            why = said(QT_TRANSLATE_NOOP("AcesInThePot", "a token from {giver}"), giver=names[event.giver])
            return table_words.status(event, names, why)
        return table_words.status(event, names)
    if isinstance(event, PotWon):
        text = QT_TRANSLATE_NOOP("AcesInThePot", "{who} wins the pot: {why}")
        return acted(text, names[event.seat], why=_no_six_in(event.rolls))
    if isinstance(event, MatchWon):
        won = Counted(event.rounds_won, "round")
        if len(event.seats) == 1:
            text = QT_TRANSLATE_NOOP("AcesInThePot", "{who} wins the match with {won} of {rounds}")
            return acted(text, names[event.seats[0]], won=won, rounds=Count(event.rounds))
        text = QT_TRANSLATE_NOOP("AcesInThePot", "{players} share the match with {won} each")
        return said(text, players=Names(tuple(names[seat] for seat in event.seats)), won=won)
    return table_words.describe(event, names, call_words)


def _no_six_in(rolls: int) -> Words:
    """Why the pot is won: 'no six in three rolls'."""
    return said(QT_TRANSLATE_NOOP("AcesInThePot", "no six in {rolls}"), rolls=Counted(rolls, "roll"))


def _reading(event: PotRoll) -> list[Words]:
    aces, sixes = event.faces.count(ACE), event.faces.count(SIX)
    if event.purpose == "endgame":  # aces no longer count
        if not sixes:
            return [said(_NO_SIX[event.roll_number])]
        if sixes == 1:
            return [said(QT_TRANSLATE_NOOP("AcesInThePot", "a six"))]
        return [said(QT_TRANSLATE_NOOP("AcesInThePot", "two sixes"))]
    parts = []
    if aces:
        parts.append(said(QT_TRANSLATE_NOOP("AcesInThePot", "{aces} to the pot"), aces=Counted(aces, "ace")))
    if sixes:
        parts.append(said(QT_TRANSLATE_NOOP("AcesInThePot", "{sixes} to the left"), sixes=Counted(sixes, "six")))
    return parts or [said(QT_TRANSLATE_NOOP("AcesInThePot", "nothing to pay"))]
