"""A bar dice decision read from a seat's observation, the same for Bar Dice and Layman.

The bar dice bots do not care which of the two games they play once they know: the dice (thrown now, set
aside before), the rolls used and allowed, whether a 1 has shown (Layman's licence to farm), the hand to beat
("the mark") and how many players roll after this one and with how many rolls. Every field comes from the
observation keys documented in rules/bar_dice.py and rules/layman.py; nothing else is looked at.

The mark: the best hand so far in this round, tie-break, final hand or sponsor turn, with its rolls. When
someone has already played but nobody scored, the mark is "nothing" (any valid hand beats it, and nothing
against nothing means the round or hand is played again). The first player of a round has no mark.
"""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.bots.bar_dice_policy import BAR_DICE, LAYMAN, MAX_ROLLS
from dicebar.bots.base import Observation, int_list, mapping, whole
from dicebar.rules.hands import NOTHING, BarHand


@dataclass(frozen=True)
class Mark:
    hand: BarHand
    rolls: int


@dataclass(frozen=True)
class BarPosition:
    """`follower_rolls`: the most rolls each later player may use; None when they keep this player's pace
    (as many rolls as this player ends up using)."""

    rules: str
    thrown: tuple[int, ...]
    set_aside: tuple[int, ...]
    rolls_used: int
    max_rolls: int
    ace_seen: bool
    mark: Mark | None
    followers: int
    follower_rolls: int | None

    @property
    def rolls_left(self) -> int:
        return self.max_rolls - self.rolls_used

    @property
    def faces(self) -> tuple[int, ...]:
        return (*self.set_aside, *self.thrown)

    @property
    def may_set_aside(self) -> bool:
        return self.rules == BAR_DICE or self.ace_seen or 1 in self.thrown


def read_position(observation: Observation) -> BarPosition | None:
    """The decision this observation asks for, or None when it is not a bar dice turn after a throw."""
    game = observation.get("game")
    if game == BAR_DICE:
        return _bar_dice(observation)
    if game == LAYMAN:
        return _layman(observation)
    return None


def _bar_dice(observation: Observation) -> BarPosition | None:
    turn = mapping(observation.get("turn"))
    if turn is None or not whole(turn.get("rolls_used")):
        return None
    max_rolls = whole(turn.get("max_rolls"), MAX_ROLLS)
    mark = _mark(mapping(observation.get("mark")), bool(observation.get("results")), max_rolls)
    options = mapping(observation.get("options")) or {}
    if not options.get("pace"):
        follower_rolls: int | None = MAX_ROLLS
    else:  # the first player of a round sets the pace; later players keep the one already set
        follower_rolls = max_rolls if observation.get("results") else None
    return BarPosition(
        BAR_DICE,
        tuple(int_list(turn.get("thrown"))),
        tuple(int_list(turn.get("set_aside"))),
        whole(turn.get("rolls_used")),
        max_rolls,
        True,
        mark,
        whole(observation.get("players_after")),
        follower_rolls,
    )


def _layman(observation: Observation) -> BarPosition | None:
    phase = observation.get("phase")
    if phase not in ("elimination", "sponsor") or not whole(observation.get("rolls_used")):
        return None
    played = bool(observation.get("played"))
    mark = _mark(mapping(observation.get("mark")), played, whole(observation.get("pace"), MAX_ROLLS))
    if phase == "sponsor":  # head to head: the hammer's opponent keeps the hammer's pace
        followers, follower_rolls = (0 if played else 1), None
    else:  # elimination: every later player has the same allowance (one roll, or three all day)
        followers, follower_rolls = whole(observation.get("still_to_roll")), whole(observation.get("pace"), 1)
    return BarPosition(
        LAYMAN,
        tuple(int_list(observation.get("thrown"))),
        tuple(int_list(observation.get("farmed"))),
        whole(observation.get("rolls_used")),
        whole(observation.get("pace"), MAX_ROLLS),
        bool(observation.get("ace_seen")),
        mark,
        followers,
        follower_rolls,
    )


def _mark(shown: object, someone_played: bool, max_rolls: int) -> Mark | None:
    """The mark; "nothing" is said with this player's own allowance of rolls, since against nothing the rolls
    do not count, so that it shares the tables already built for that allowance."""
    data = mapping(shown)
    if data is None or not data.get("valid", True):
        return Mark(NOTHING, max_rolls) if someone_played else None
    rolls = whole(data.get("rolls"), MAX_ROLLS)
    if "count" in data:
        return Mark(BarHand(whole(data.get("count")), whole(data.get("face"))), rolls)
    count, face = divmod(whole(data.get("score")), 10)
    return Mark(BarHand(count, face), rolls)
