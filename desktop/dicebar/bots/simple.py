"""Bots with nothing to think about: games without choices, and a random legal player as a yardstick."""

from __future__ import annotations

import random

from dicebar.bots.base import Observation, legal_actions
from dicebar.rules.actions import Action


class ForcedBot:
    """Aces in the Pot and Fives to the Right: every step is forced, so every strength just rolls."""

    def choose(self, observation: Observation) -> Action:
        legal = legal_actions(observation)
        if len(legal) != 1:
            raise ValueError(f"{observation.get('game')} offered {len(legal)} actions; this game has no choices")
        return legal[0]


class RandomBot:
    """A uniformly chosen kind of action (roll, stop, keep, check, bet...), then one of that kind, so that a
    few hundred bet sizes do not drown a fold."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def choose(self, observation: Observation) -> Action:
        legal = legal_actions(observation)
        kind = self.random.choice(sorted({action.kind for action in legal}))
        return self.random.choice([action for action in legal if action.kind == kind])
