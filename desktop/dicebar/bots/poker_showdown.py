"""PeekPoker's showdown re-roll, read from a seat's observation: every number of its aces to re-roll (0..all)
with the expected chips it brings from the pots, for the best bot's choice and the coach's advice alike."""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.bots.base import Observation, int_list, mapping, whole
from dicebar.bots.poker_odds import Dist, Option, PokerOdds, code, pot_utility


@dataclass(frozen=True)
class RerollPlan:
    """`options`: (aces re-rolled, expected chips, final-hand distribution), best first; `pot`: the chips of
    the pots the seat may win; `aces`: how many of its aces it may re-roll now."""

    options: list[Option]
    pot: int
    aces: int


def reroll_plan(odds: PokerOdds, observation: Observation, look_at_rerolls: bool) -> RerollPlan:
    """The seat's re-roll choices against the dice everyone has shown: their own aces re-rolled by the re-roll
    model when `look_at_rerolls`, else their hands taken as they lie."""
    seat = whole(observation.get("seat"))
    private = code(int_list(observation.get("private")))
    community = code(int_list(observation.get("community")))
    fresh = int_list(observation.get("rerollable"))
    shown = observation.get("shown")
    shown_dice = shown if isinstance(shown, list) else []
    finals: dict[int, Dist] = {}
    for other, dice in enumerate(shown_dice):
        if other == seat or not isinstance(dice, list):
            continue
        mine = code(int_list(dice))
        aces_now = fresh[other] if look_at_rerolls and other < len(fresh) else 0
        finals[other] = odds.final(mine, aces_now, community)
    pots = []
    raw = observation.get("pots")
    for pot in raw if isinstance(raw, list) else []:
        pot_data = mapping(pot)
        if pot_data is None:
            continue
        eligible = int_list(pot_data.get("eligible"))
        if seat in eligible:
            pots.append((whole(pot_data.get("amount")), [finals[other] for other in eligible if other in finals]))
    aces = fresh[seat] if seat < len(fresh) else 0
    options = odds.best_plan(private, aces, community, pot_utility(odds, pots))
    return RerollPlan(options, sum(amount for amount, _ in pots), aces)
