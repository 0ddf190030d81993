"""Bar dice hands: ones are wild and a hand counts only with a one in it.

A hand's value is the largest group one face can make with the wild ones, count first, then face. Five ones
make five sixes by the same arithmetic (every face reaches five; six is the highest), so it needs no case.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dicebar.rules.lingo import bar_call

ACE = 1


@dataclass(frozen=True, order=True)
class BarHand:
    """Ordered by strength: an invalid hand (count 0) is below every valid one."""

    count: int
    face: int

    @property
    def valid(self) -> bool:
        return self.count > 0

    @property
    def score(self) -> int:
        """Layman's number: count x 10 + face ('forty-two' is 42); 0 when the hand does not count."""
        return self.count * 10 + self.face

    def call(self, rolls: int | None = None) -> str:
        return bar_call(self.count, self.face, rolls) if self.valid else "nothing"


NOTHING = BarHand(0, 0)


@dataclass(frozen=True)
class CalledHand:
    """A finished hand as the table calls it, for the reason of a result: `count` `face`s (count 0: nothing) in
    `rolls` rolls (None where the rolls are not said)."""

    count: int
    face: int
    rolls: int | None = None


NOTHING_CALLED = CalledHand(0, 0)


def bar_hand(faces: Sequence[int]) -> BarHand:
    aces = sum(1 for face in faces if face == ACE)
    if aces == 0:
        return NOTHING
    return max(BarHand(aces + sum(1 for die in faces if die == face), face) for face in range(2, 7))
