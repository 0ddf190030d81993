"""The events only Bar Dice makes (`bar_dice.py`); their words are in `bar_dice_words.py`.

A hand is `count` of a `face` (`hands.BarHand`; count 0: nothing), called with the `rolls` it took. The deciding
events (`Decision`) carry the hands the rules compared as `hands.CalledHand`s: the winner's `hand` and the best
hand it `beat`.
"""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.rules.events import Call, Decision, Event, GameOver, StatusChanged, TableCall, TurnStarted
from dicebar.rules.hands import NOTHING_CALLED, CalledHand


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
class NoOneScores(Decision):
    """Nobody scored: the round (or its `tie_break`) is played again."""

    tie_break: bool


@dataclass(frozen=True)
class TieBreak(Decision):
    """`seats` tie with the best hand (`count` `face`s in `rolls`) and play a tie-break."""

    seats: tuple[int, ...]
    count: int
    face: int
    rolls: int


@dataclass(frozen=True)
class DeclaredSafe(TableCall):
    seat: int


@dataclass(frozen=True)
class SafeWithBestHand(StatusChanged, Decision):
    """The seat's `hand` is the best of round `round` (or of its tie-break): it `beat` the best of the others."""

    status: str = "safe"
    hand: CalledHand = NOTHING_CALLED
    beat: CalledHand = NOTHING_CALLED
    round: int = 0


@dataclass(frozen=True)
class SafeWonFinal(StatusChanged, Decision):
    """The seat won the final, `won` hands to `lost`; its last `hand` `beat` the other's."""

    status: str = "safe"
    won: int = 0
    lost: int = 0
    hand: CalledHand = NOTHING_CALLED
    beat: CalledHand = NOTHING_CALLED


@dataclass(frozen=True)
class FinalHandAgain(Decision):
    """The final hand is tied (count 0: neither scores) and is played again without counting."""

    count: int
    face: int
    rolls: int


@dataclass(frozen=True)
class HorseOnYou(Call, Decision):
    """The seat won hand `number` of the final, its `hand` beating `loser`'s (`beat`): 'a horse on you'."""

    loser: int = 0
    number: int = 0
    hand: CalledHand = NOTHING_CALLED
    beat: CalledHand = NOTHING_CALLED


@dataclass(frozen=True)
class BuysTheRound(TableCall):
    seat: int


@dataclass(frozen=True)
class FiveAcesFirstRoll(TableCall):
    """Option five_aces_first_roll_buys: five 1s on a first roll end the game."""


@dataclass(frozen=True)
class Buys(GameOver):
    """The seat buys the round: it lost the final to `winner`, who won it `won` hands to `lost`, the seat's last
    `hand` beaten by the winner's (`beaten_by`); or with `five_aces`, it rolled five 1s on a first roll (`winner`
    None)."""

    seat: int
    winner: int | None = None
    won: int = 0
    lost: int = 0
    hand: CalledHand = NOTHING_CALLED
    beaten_by: CalledHand = NOTHING_CALLED
    five_aces: bool = False
