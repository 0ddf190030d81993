"""One player's turn with five dice, shared by Bar Dice and Layman bar dice.

A turn is up to `max_rolls` rolls. After each roll the player stops, or sets aside some of the dice just
thrown ("keeps", or in Layman "farms") and rolls the rest; set-aside dice stay aside for the rest of the turn.
After the last allowed roll the only action is STOP, a forced step, so that the table can still report a
cocked die before the turn is scored.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations

from dicebar.rules.actions import ROLL, STOP, Action, keep
from dicebar.rules.dice import DiceSource
from dicebar.rules.errors import IllegalAction
from dicebar.rules.events import DiceSetAside, DiceThrown, Event
from dicebar.rules.hands import ACE, BarHand, bar_hand

DICE = 5


@cache
def _keep_choices(thrown: tuple[int, ...]) -> tuple[Action, ...]:
    # Asked on every legal_actions() and verify(); at most 252 sorted throws exist, so remember them all.
    choices = {keep(subset) for size in range(len(thrown)) for subset in combinations(thrown, size)}
    return tuple(sorted(choices, key=lambda action: (len(action.faces), action.faces)))


@dataclass
class BarTurn:
    seat: int
    max_rolls: int = 3
    #: Layman: no dice may be set aside until a 1 has shown in some roll of this turn
    farming_needs_ace: bool = False
    set_aside: list[int] = field(default_factory=list)
    thrown: tuple[int, ...] = ()
    rolls: int = 0
    ace_seen: bool = False
    stopped: bool = False
    _ace_seen_before_roll: bool = False

    @property
    def faces(self) -> tuple[int, ...]:
        """All five dice as they lie now: set aside first, then the ones just thrown."""
        return (*self.set_aside, *self.thrown)

    @property
    def hand(self) -> BarHand:
        return bar_hand(self.faces)

    @property
    def may_set_aside(self) -> bool:
        return self.ace_seen or not self.farming_needs_ace

    def legal_actions(self) -> list[Action]:
        if self.stopped:
            return []
        if self.rolls == 0:
            return [ROLL]
        if self.rolls >= self.max_rolls:
            return [STOP]
        if not self.may_set_aside:
            return [STOP, keep(())]
        return [STOP, *self.keep_choices()]

    def keep_choices(self) -> list[Action]:
        """Every distinct multiset of the dice just thrown that leaves at least one die to roll."""
        return list(_keep_choices(tuple(sorted(self.thrown))))

    def verify(self, action: Action, who: str) -> None:
        if action in self.legal_actions():
            return
        if self.stopped:
            raise IllegalAction(f"{who}'s turn is over")
        if action.kind == "keep":
            if self.rolls >= self.max_rolls:
                raise IllegalAction(f"{who} has no roll left ({self.max_rolls} used) and must stop")
            if not self.may_set_aside:
                raise IllegalAction(f"{who} may not farm before a 1 has shown: roll all five again, or stop")
            if len(action.faces) >= len(self.thrown):
                raise IllegalAction(f"{who} must leave at least one die to roll (to keep them all, stop)")
            raise IllegalAction(
                f"{who} cannot keep {list(action.faces)}: the dice just thrown are {' '.join(map(str, self.thrown))}"
            )
        if action == STOP and self.rolls == 0:
            raise IllegalAction(f"{who} must roll first")
        raise IllegalAction(f"{who} cannot {action} now")

    def roll(self, dice: DiceSource) -> list[Event]:
        """The first roll of the turn, or the roll after a keep: throw every die not set aside."""
        self._ace_seen_before_roll = self.ace_seen
        self.thrown = dice.roll(DICE - len(self.set_aside))
        self.rolls += 1
        self.ace_seen = self.ace_seen or ACE in self.thrown
        return [DiceThrown(self.seat, self.thrown, "turn", roll_number=self.rolls)]

    def keep_and_roll(self, faces: tuple[int, ...], dice: DiceSource, farmed: bool = False) -> list[Event]:
        remaining = Counter(self.thrown)
        remaining.subtract(faces)
        assert min(remaining.values(), default=0) >= 0, "verified before"
        self.set_aside.extend(faces)
        self.thrown = ()
        return [DiceSetAside(self.seat, faces, farmed), *self.roll(dice)]

    def stop(self) -> None:
        self.stopped = True

    def reroll_cocked(self, dice: DiceSource) -> list[Event]:
        """A cocked die: every die of the last roll is thrown again; that roll does not count."""
        self.rolls -= 1
        self.ace_seen = self._ace_seen_before_roll
        return self.roll(dice)
