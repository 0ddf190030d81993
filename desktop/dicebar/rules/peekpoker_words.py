"""PeekPoker's words: the log line and call of each event, in the translation context "PeekPoker"."""

from __future__ import annotations

from collections.abc import Sequence

from dicebar.rules import table_words
from dicebar.rules.events import ChipsMoved, Event
from dicebar.rules.lingo import Count, Counted, Names, PokerCall
from dicebar.rules.peekpoker_events import (
    AllIn,
    BettingRoundStarted,
    Busted,
    Checked,
    EveryoneElseFolded,
    Folded,
    HandNamed,
    MostChips,
    PotAwarded,
    Raised,
    RerollChosen,
    ShowdownStarted,
    WonAllChips,
)
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted, said


def hand_words(hand: PokerCall) -> Words:
    """A hand as named at the showdown: 'full house, kings over nines'."""
    return said(QT_TRANSLATE_NOOP("PeekPoker", "{hand}"), hand=hand)


def call_words(event: Event, names: Sequence[str]) -> Words | None:
    """What a call bubble shows for `event`: a player's call, a bet or call of chips, or the end."""
    if isinstance(event, Checked):
        return said(QT_TRANSLATE_NOOP("PeekPoker", "check")).capitalized()
    if isinstance(event, Folded):
        return said(QT_TRANSLATE_NOOP("PeekPoker", "fold")).capitalized()
    if isinstance(event, AllIn):
        return said(QT_TRANSLATE_NOOP("PeekPoker", "all in")).capitalized()
    if isinstance(event, Raised):
        return said(QT_TRANSLATE_NOOP("PeekPoker", "raise to {total}"), total=event.total).capitalized()
    if isinstance(event, RerollChosen):
        if event.rerolls:
            return said(
                QT_TRANSLATE_NOOP("PeekPoker", "re-rolling {aces}"), aces=Counted(event.rerolls, "ace")
            ).capitalized()
        if event.aces == 1:
            return said(QT_TRANSLATE_NOOP("PeekPoker", "keeping my ace")).capitalized()
        return said(QT_TRANSLATE_NOOP("PeekPoker", "keeping my aces")).capitalized()
    if isinstance(event, HandNamed):
        return hand_words(event.hand).capitalized()
    if isinstance(event, ChipsMoved) and isinstance(event.source, int) and event.reason in ("bet", "call"):
        who = names[event.source]
        if event.reason == "bet":
            return acted(QT_TRANSLATE_NOOP("PeekPoker", "{who} bets {amount}"), who, amount=event.amount)
        return acted(QT_TRANSLATE_NOOP("PeekPoker", "{who} calls {amount}"), who, amount=event.amount)
    if isinstance(event, WonAllChips | MostChips):
        return describe(event, names).capitalized()
    return table_words.call_words(event, names)


def describe(event: Event, names: Sequence[str]) -> Words:
    """The log's words for `event` (a call's from `call_words`)."""
    if isinstance(event, BettingRoundStarted):
        if event.all_in:
            return said(
                QT_TRANSLATE_NOOP("PeekPoker", "No betting in round {round}: all in"), round=Count(event.number)
            )
        return said(QT_TRANSLATE_NOOP("PeekPoker", "Betting round {round}"), round=Count(event.number))
    if isinstance(event, EveryoneElseFolded):
        return said(QT_TRANSLATE_NOOP("PeekPoker", "Everyone else folds to {who}"), who=names[event.seat])
    if isinstance(event, ShowdownStarted):
        return said(QT_TRANSLATE_NOOP("PeekPoker", "Showdown"))
    if isinstance(event, PotAwarded):
        return _pot_awarded(event, names)
    if isinstance(event, Busted):
        return table_words.status(event, names, said(QT_TRANSLATE_NOOP("PeekPoker", "no chips left")))
    if isinstance(event, WonAllChips):
        text = QT_TRANSLATE_NOOP("PeekPoker", "{who} wins the game with all {chips} chips")
        return acted(text, names[event.seat], chips=event.chips)
    if isinstance(event, MostChips):
        hands = Counted(event.hands, "hand", in_words=False)
        if len(event.seats) == 1:
            wins = acted(
                QT_TRANSLATE_NOOP("PeekPoker", "{who} has the most chips ({chips}) and wins"),
                names[event.seats[0]],
                chips=event.chips,
            )
            return said(QT_TRANSLATE_NOOP("PeekPoker", "After {hands} {wins}"), hands=hands, wins=wins)
        text = QT_TRANSLATE_NOOP("PeekPoker", "After {hands} {players} share the most chips ({chips} each) and the win")
        players = Names(tuple(names[seat] for seat in event.seats))
        return said(text, hands=hands, players=players, chips=event.chips)
    return table_words.describe(event, names, call_words)


def _pot_awarded(event: PotAwarded, names: Sequence[str]) -> Words:
    """A pot won, and why: 'Max wins 16 chips from the main pot: full house, queens over nines beats three tens';
    a split: 'split with Max, pair of kings each'; a pot nobody contested: 'everyone else folded'."""
    chips = ChipsMoved(event.source, event.target, event.amount, event.reason, event.pot_index)
    won = table_words.describe(chips, names)
    if event.hand is None:
        why = said(QT_TRANSLATE_NOOP("PeekPoker", "everyone else folded"))
    elif event.shared_with:
        others = Names(tuple(names[seat] for seat in event.shared_with))
        why = said(QT_TRANSLATE_NOOP("PeekPoker", "split with {others}, {hand} each"), others=others, hand=event.hand)
    elif event.against is None:
        why = said(QT_TRANSLATE_NOOP("PeekPoker", "{hand}, and no one else contests it"), hand=event.hand)
    else:
        why = said(QT_TRANSLATE_NOOP("PeekPoker", "{hand} beats {against}"), hand=event.hand, against=event.against)
    return said(QT_TRANSLATE_NOOP("PeekPoker", "{won}: {why}"), won=won, why=why)
