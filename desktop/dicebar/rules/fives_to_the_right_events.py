"""The events only Fives to the Right makes (`fives_to_the_right.py`); their words are in
`fives_to_the_right_words.py`."""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.rules.events import Decision, DiceThrown, GameOver, StatusChanged, TableCall, TurnStarted


@dataclass(frozen=True)
class ReadRoll(DiceThrown):
    """A throw of Fives to the Right: the log reads where its 1s, 2s and 5s go."""


@dataclass(frozen=True)
class LastDieLeft(TableCall):
    """One die is left outside the centre: whoever rolls the last ace pays the bill (or wins the pot)."""

    last_ace_wins: bool


@dataclass(frozen=True)
class LastDieTurn(TurnStarted):
    """`seat` is to roll the last die."""


@dataclass(frozen=True)
class OutOfDice(StatusChanged, Decision):
    status: str = "out"


@dataclass(frozen=True)
class DiceArrived(StatusChanged):
    """The seat, which had no dice, holds `count` passed by `giver`."""

    status: str = "in"
    count: int = 0
    giver: int = 0


@dataclass(frozen=True)
class LastAceRolled(GameOver):
    """`seat` rolled the last ace: it pays the bill, or with the option last_ace_wins, wins the pot."""

    seat: int
    wins: bool
