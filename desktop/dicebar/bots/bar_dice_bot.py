"""Computer players for Bar Dice and Layman bar dice, three strengths.

- best: the exact policy (`bar_field.field_choices`, built on `bar_dice_policy`): against a mark with nobody
  after it, it maximises the chance to win the hand within the rolls it may use (a better hand, or an equal
  one in fewer rolls; an equal one in as many rolls counts half); as first player or hammer it stops by the
  chance that the later players fail to beat it (several of them: all of them, assumed independent).
- good: a sound rule of thumb, no odds computed: keep the 1s and the face that makes the biggest group (the
  higher face on a tie); with a mark, stop as soon as the hand beats it; as first player, stop on a hand that
  is usually enough (set by looking at the exact policy's stopping hands, then rounded the sloppy way).
- easy: a casual player: keeps the 1s and its biggest group (a tie picked at random), stops once it beats the
  mark, and with no mark stops on four of a kind, often on three, and sometimes on a mere pair.

Every strength plays forced steps (a first roll, a roll-off, the stop after the last roll) as the single legal
action, and only ever returns an action from the observation's legal list.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

from dicebar.bots.bar_coach import bar_hint
from dicebar.bots.bar_dice_policy import BAR_DICE, LAYMAN
from dicebar.bots.bar_field import field_choices, prepare
from dicebar.bots.bar_position import BarPosition, Mark, read_position
from dicebar.bots.base import Bot, Observation, legal_actions, only_action
from dicebar.bots.registry import BotKit, BotMaker, register_bots
from dicebar.rules.actions import STOP, Action, keep
from dicebar.rules.hands import ACE, BarHand, bar_hand

#: good, as first player: the lowest score (count x 10 + face) it stops on, by rolls used, when the later
#: players keep its pace; the exact policy stops on 33 after one roll and 42 after two (Layman, heads-up)
_PACED_STOP = {1: 34, 2: 43}
#: ... and when they have three rolls whatever it used: the exact policy waits for five of a kind
_UNPACED_STOP = 52


class _BarBot:
    """What every strength shares: forced steps are played as they come, a decision goes to `decide`, and only
    an action from the legal list is ever returned."""

    def choose(self, observation: Observation) -> Action:
        legal = legal_actions(observation)
        forced = only_action(legal)
        position = read_position(observation)
        if forced is not None or position is None:
            return forced or legal[0]
        return _legal(self.decide(position), legal)

    def decide(self, position: BarPosition) -> Action:
        raise NotImplementedError


class _RuleOfThumbBot(_BarBot):
    """Keep the 1s and the biggest group until the hand is good enough (`done`); before a 1 (Layman), roll all."""

    def decide(self, position: BarPosition) -> Action:
        if not position.may_set_aside:
            return keep(())
        if self.done(position, bar_hand(position.faces)):
            return STOP
        return _keep_group(position, self.group_face(position))

    def done(self, position: BarPosition, hand: BarHand) -> bool:
        raise NotImplementedError

    def group_face(self, position: BarPosition) -> int:
        raise NotImplementedError


class BestBarBot(_BarBot):
    def __init__(self, rules: str, options: dict[str, object] | None = None) -> None:
        prepare(rules, options)

    def decide(self, position: BarPosition) -> Action:
        best = field_choices(position)[0]
        return STOP if best.stop else keep(best.keep)


class GoodBarBot(_RuleOfThumbBot):
    def done(self, position: BarPosition, hand: BarHand) -> bool:
        if position.mark is not None:
            return beats(hand, position.rolls_used, position.mark)
        return hand.valid and hand.score >= _good_stop(position)

    def group_face(self, position: BarPosition) -> int:
        return _group_face(position.faces, None)


class EasyBarBot(_RuleOfThumbBot):
    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def done(self, position: BarPosition, hand: BarHand) -> bool:
        if position.mark is not None:
            return hand > position.mark.hand
        return hand.valid and self.random.random() < {2: 0.15, 3: 0.5}.get(hand.count, 1.0)

    def group_face(self, position: BarPosition) -> int:
        return _group_face(position.faces, self.random)


def beats(hand: BarHand, rolls: int, mark: Mark) -> bool:
    """A better hand, or an equal one in fewer rolls."""
    return hand > mark.hand or (hand == mark.hand and hand.valid and rolls < mark.rolls)


def _good_stop(position: BarPosition) -> int:
    paced = position.follower_rolls is None
    base = _PACED_STOP.get(position.rolls_used, 0) if paced else _UNPACED_STOP
    return base + 2 * max(0, position.followers - 1)  # more players after it: a stronger hand


def _group_face(faces: tuple[int, ...], chooser: random.Random | None) -> int:
    """The face (2..6) that makes the biggest group with the 1s; a tie goes to the higher face, or to a
    random one for a casual player."""
    counts = Counter(face for face in faces if face != ACE)
    if not counts:
        return 6
    top = max(counts.values())
    tied = sorted(face for face, count in counts.items() if count == top)
    return chooser.choice(tied) if chooser is not None else tied[-1]


def _keep_group(position: BarPosition, face: int) -> Action:
    """Set aside the thrown 1s and dice of `face`; keeping every thrown die means stopping."""
    kept = [die for die in position.thrown if die in (ACE, face)]
    return STOP if len(kept) == len(position.thrown) else keep(kept)


def _legal(action: Action, legal: list[Action]) -> Action:
    """The chosen action; if a rule of thumb ever proposes something not allowed, the first legal action."""
    return action if action in legal else legal[0]


def _bots_for(rules: str) -> BotMaker:
    def make(strength: str, seed: int, personality: str | None, options: Mapping[str, object]) -> Bot:
        if strength == "best":
            return BestBarBot(rules, dict(options))
        return GoodBarBot() if strength == "good" else EasyBarBot(seed)

    return make


for _rules in (BAR_DICE, LAYMAN):
    register_bots(_rules, BotKit(_bots_for(_rules), coach=bar_hint))
