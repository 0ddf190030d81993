"""Computer players for PeekPoker, three strengths and three personalities.

best: equity by exact enumeration (`poker_odds`: every community die not thrown yet, every opponent's private
dice, everyone's ace re-rolls by the re-roll model) against the players still in. Bets by equity and pot odds:
- facing a bet, it calls when its equity (its expected share of the pot) beats the pot odds, to_call / (pot +
  to_call), by the personality's margin, and raises when it is well above a fair share;
- with no bet to face, it bets for value once its equity is well above a fair share (1 / players in), more
  the stronger it is, and otherwise checks, or bluffs at the personality's frequency;
- at the showdown it re-rolls the number of aces (0..all) that maximises its expected chips from the pots,
  against the dice everyone has shown and the re-roll model for their own aces, looking ahead through the
  later passes of its own new aces.
good: the same betting on equity that ignores re-rolls (everyone's hand taken as it lies), at a fixed bet size;
its re-rolls play against the others' shown dice as they lie (not their re-rolls).
easy: a casual player: trusts what it sees (three of a kind, a pair, nothing much), calls small bets, bets
small with a good hand, bluffs now and then, and never re-rolls an ace ("aces are high").

Personalities (every strength has one; None picks one from the seed): tight (bets and calls less, rarely
bluffs), loose (calls lighter), aggressive (bets bigger, raises sooner, bluffs more). A bot remembers how often
it raised in each betting round (at most twice, so two bots never raise each other all day).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dicebar.bots.base import PERSONALITIES, Bot, Observation, int_list, legal_actions, only_action, whole
from dicebar.bots.poker_coach import poker_hint
from dicebar.bots.poker_odds import PokerOdds, odds_for
from dicebar.bots.poker_showdown import reroll_plan
from dicebar.bots.registry import BotKit, register_bots
from dicebar.rules.actions import CALL, CHECK, FOLD, Action, bet, raise_to, reroll
from dicebar.rules.peekpoker import PeekPoker
from dicebar.rules.poker_hands import FULL_HOUSE, THREE_OF_A_KIND, TWO_PAIRS, evaluate

MAX_RAISES = 2  # per betting round, per bot


@dataclass(frozen=True)
class Style:
    """`margin`: equity above the pot odds needed to call; `bet_at` / `raise_at`: the strength (equity x
    players in) from which it bets / raises; `bluff`: the chance to bet (or, a third as often, raise) without
    the hand for it; `size`: a bet as a fraction of the pot."""

    margin: float
    bet_at: float
    raise_at: float
    bluff: float
    size: float


STYLES: dict[str, Style] = {
    "tight": Style(margin=0.05, bet_at=1.35, raise_at=1.7, bluff=0.03, size=0.6),
    "loose": Style(margin=-0.02, bet_at=1.2, raise_at=1.55, bluff=0.08, size=0.5),
    "aggressive": Style(margin=0.02, bet_at=1.1, raise_at=1.4, bluff=0.15, size=0.9),
}


@dataclass(frozen=True)
class Table:
    """The betting position read from an observation."""

    seat: int
    hand: int
    round: int
    opponents: list[int]
    pot: int
    to_call: int
    current_bet: int
    stack: int
    private: list[int]
    community: list[int]


def read_table(observation: Observation) -> Table:
    seat = whole(observation.get("seat"))
    dealt, folded = _flags(observation.get("dealt")), _flags(observation.get("folded"))
    pots = observation.get("pots")
    amounts = [whole(pot.get("amount")) for pot in pots if isinstance(pot, Mapping)] if isinstance(pots, list) else []
    stacks = int_list(observation.get("stacks"))
    return Table(
        seat=seat,
        hand=whole(observation.get("hand")),
        round=whole(observation.get("betting_round")),
        opponents=[
            other for other, (d, f) in enumerate(zip(dealt, folded, strict=True)) if d and not f and other != seat
        ],
        pot=sum(amounts),
        to_call=whole(observation.get("to_call")),
        current_bet=max(int_list(observation.get("bets")), default=0),
        stack=stacks[seat] if seat < len(stacks) else 0,
        private=int_list(observation.get("private")),
        community=int_list(observation.get("community")),
    )


def _flags(value: object) -> list[bool]:
    return [bool(item) for item in value] if isinstance(value, list) else []


class PokerBot:
    """best and good (see the module docstring)."""

    def __init__(self, strength: str, seed: int, personality: str | None, options: Mapping[str, object]) -> None:
        self.random = random.Random(seed)
        self.personality = personality or self.random.choice(PERSONALITIES)
        self.style = STYLES[self.personality]
        self.best = strength == "best"
        low = options.get("low_straight") is True
        rerolls = options.get("no_ace_reroll") is not True
        self.showdown_odds = odds_for(low, rerolls)
        self.odds = self.showdown_odds if self.best else odds_for(low, False)
        self.odds.prepare()
        self.raises: dict[tuple[int, int], int] = {}

    def choose(self, observation: Observation) -> Action:
        legal = legal_actions(observation)
        forced = only_action(legal)
        if forced is not None:
            return forced
        if observation.get("phase") == "reroll":
            return _reroll_choice(self.showdown_odds, observation, legal, look_at_rerolls=self.best)
        return self._bet(read_table(observation), legal)

    def _bet(self, table: Table, legal: list[Action]) -> Action:
        style, players = self.style, len(table.opponents) + 1
        equity = self.odds.equity(table.private, table.community, len(table.opponents))
        strength = equity * players
        size = style.size * (min(2.0, strength / style.bet_at) if self.best else 1.0)
        if CHECK in legal:
            if strength >= style.bet_at or self.random.random() < style.bluff:
                return _open(legal, table, table.pot * size)
            return CHECK
        cost = table.to_call or 1  # nothing to call but no check: the forced bet of 1
        pot_odds = cost / (table.pot + cost)
        key = (table.hand, table.round)
        raised = self.raises.get(key, 0)
        wants_raise = strength >= style.raise_at or (raised == 0 and self.random.random() < style.bluff / 3)
        if wants_raise and raised < MAX_RAISES:
            chosen = _sized(legal, "raise_to", table.current_bet + (table.pot + table.to_call) * size)
            if chosen is not None:
                self.raises[key] = raised + 1
                return chosen
        if equity >= pot_odds + style.margin:
            return _call_or_bet(legal)
        return FOLD


class EasyPokerBot:
    """A casual player (see the module docstring)."""

    def __init__(self, seed: int, personality: str | None) -> None:
        self.random = random.Random(seed)
        self.personality = personality or self.random.choice(PERSONALITIES)
        self.style = STYLES[self.personality]

    def choose(self, observation: Observation) -> Action:
        legal = legal_actions(observation)
        forced = only_action(legal)
        if forced is not None:
            return forced
        if observation.get("phase") == "reroll":
            return reroll(0)
        table = read_table(observation)
        level = _what_it_sees(table.private, table.community)
        chance, style = self.random.random(), self.style
        if CHECK in legal:
            if level == 2 or (level == 1 and chance < 0.3) or chance < style.bluff / 2:
                return _open(legal, table, max(1.0, table.pot / 3))
            return CHECK
        cheap = table.to_call <= max(2, table.stack // (5 if self.personality == "loose" else 8))
        if level == 2:
            return (_sized(legal, "raise_to", table.current_bet * 2) if chance < 0.2 else None) or _call_or_bet(legal)
        if (level == 1 and (cheap or chance < 0.3)) or (table.to_call <= 1 and chance < 0.8) or chance < 0.1:
            return _call_or_bet(legal)
        return FOLD


def _what_it_sees(private: Sequence[int], community: Sequence[int]) -> int:
    """0 nothing much, 1 something (a pair in the cup; two pairs or three of a kind on the table), 2 strong
    (three of a kind in the cup; a full house or better on the table)."""
    if len(community) < 3:
        dice = [*private, *community]
        biggest = max(dice.count(face) for face in set(dice))
        pairs = sum(1 for face in set(dice) if dice.count(face) >= 2)
        return 2 if biggest >= 3 else (1 if pairs >= 1 else 0)
    rank = evaluate([*private, *community]).rank
    return 2 if rank >= FULL_HOUSE else (1 if rank in (TWO_PAIRS, THREE_OF_A_KIND) else 0)


def _open(legal: list[Action], table: Table, chips: float) -> Action:
    """Put `chips` more in where checking is free: a bet, or a raise by the big blind whom everyone called."""
    return _sized(legal, "bet", chips) or _sized(legal, "raise_to", table.current_bet + chips) or CHECK


def _call_or_bet(legal: list[Action]) -> Action:
    """Call; under a forced bet (no call to make) bet the one chip."""
    if CALL in legal:
        return CALL
    return _sized(legal, "bet", 1) or FOLD


def _sized(legal: list[Action], kind: str, target: float) -> Action | None:
    """The legal `kind` action (bet or raise_to) whose amount is nearest `target`; None if there is none."""
    amounts = [action.amount for action in legal if action.kind == kind]
    if not amounts:
        return None
    wanted = round(target)
    amount = min(amounts, key=lambda amount: (abs(amount - wanted), amount))
    return bet(amount) if kind == "bet" else raise_to(amount)


def _reroll_choice(odds: PokerOdds, observation: Observation, legal: list[Action], look_at_rerolls: bool) -> Action:
    """The number of aces to re-roll that maximises the expected chips from the pots."""
    choice = reroll(reroll_plan(odds, observation, look_at_rerolls).options[0][0])
    return choice if choice in legal else legal[0]


def _make(strength: str, seed: int, personality: str | None, options: Mapping[str, object]) -> Bot:
    if strength == "easy":
        return EasyPokerBot(seed, personality)
    return PokerBot(strength, seed, personality, options)


register_bots(PeekPoker.game_type.id, BotKit(_make, coach=poker_hint, personalities=True))
