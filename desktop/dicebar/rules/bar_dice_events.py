"""The events only Bar Dice makes (`bar_dice.py`); their words are in `bar_dice_words.py`.

A hand is `count` of a `face` (`hands.BarHand`; count 0: nothing), called with the `rolls` it took.
"""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.rules.events import Call, Event, GameOver, StatusChanged, TableCall, TurnStarted


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round `round` begins with `seats` in turn order; the best hand is safe."""

    round: int
    seats: tuple[int, ...]


@dataclass(frozen=True)
class FinalStarted(Event):
    """The last two play the final, `first` rolling first: one hand (`single`) or best two of three."""

    first: int
    second: int
    single: bool


@dataclass(frozen=True)
class BarTurnStarted(TurnStarted):
    """`seat` plays in round `number`, or in the final's hand `number` (`final`); `tie_break`: the round's
    tie-break; `again`: the round, tie-break or final hand is played again."""

    number: int
    final: bool = False
    single_final: bool = False
    tie_break: bool = False
    again: bool = False


@dataclass(frozen=True)
class HandCalled(Call):
    """The seat stops with `count` `face`s in `rolls` rolls (count 0: nothing)."""

    count: int
    face: int
    rolls: int


@dataclass(frozen=True)
class MarkSet(TableCall):
    """The best hand so far this round: `count` `face`s in `rolls`."""

    count: int
    face: int
    rolls: int


@dataclass(frozen=True)
class MarkTied(Event):
    seat: int


@dataclass(frozen=True)
class PaceSet(Event):
    """Option pace: the others of the round may use at most `rolls` rolls."""

    rolls: int


@dataclass(frozen=True)
class NoOneScores(Event):
    """Nobody scored: the round (or its `tie_break`) is played again."""

    tie_break: bool


@dataclass(frozen=True)
class TieBreak(Event):
    """`seats` tie with the best hand (`count` `face`s in `rolls`) and play a tie-break."""

    seats: tuple[int, ...]
    count: int
    face: int
    rolls: int


@dataclass(frozen=True)
class DeclaredSafe(TableCall):
    seat: int


@dataclass(frozen=True)
class SafeWithBestHand(StatusChanged):
    """The seat's hand (`count` `face`s in `rolls`) is the best of round `round`."""

    status: str = "safe"
    count: int = 0
    face: int = 0
    rolls: int = 0
    round: int = 0


@dataclass(frozen=True)
class SafeWonFinal(StatusChanged):
    status: str = "safe"


@dataclass(frozen=True)
class FinalHandAgain(Event):
    """The final hand is tied (count 0: neither scores) and is played again without counting."""

    count: int
    face: int
    rolls: int


@dataclass(frozen=True)
class HorseOnYou(Call):
    """The seat won a hand of the final: 'a horse on you'."""


@dataclass(frozen=True)
class BuysTheRound(TableCall):
    seat: int


@dataclass(frozen=True)
class FiveAcesFirstRoll(TableCall):
    """Option five_aces_first_roll_buys: five 1s on a first roll end the game."""


@dataclass(frozen=True)
class Buys(GameOver):
    seat: int
