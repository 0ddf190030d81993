"""The events only Layman Bar Dice makes (`layman.py`); their words are in `layman_words.py`.

A hand is `count` of a `face` (`hands.BarHand`; count 0: nothing), scored count x 10 + face and called with
its `rolls` where rolls can differ (None where they are not said). The deciding events (`Decision`) carry the
hands the rules compared as `hands.CalledHand`s: the winner's `hand` and the best hand it `beat`.
"""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.rules.events import Call, Decision, Event, GameOver, StatusChanged, TableCall, TurnStarted
from dicebar.rules.hands import NOTHING_CALLED, CalledHand


@dataclass(frozen=True)
class EliminationStarted(Event):
    """The elimination phase: one roll each, or with `all_day` up to three rolls each; the highest is safe."""

    all_day: bool


@dataclass(frozen=True)
class TooLucky(Call):
    """Five 1s: 'too lucky'."""


@dataclass(frozen=True)
class BuysAShot(Event):
    """The seat rolled five 1s and buys a shot for everyone playing."""

    seat: int


@dataclass(frozen=True)
class RollCocked(Event):
    """The seat's roll of `dice` dice is cocked and goes again without counting; `no_shots`: it was five 1s."""

    seat: int
    dice: int
    no_shots: bool = False


@dataclass(frozen=True)
class HandCalled(Call):
    count: int
    face: int
    rolls: int | None


@dataclass(frozen=True)
class EliminationTurn(TurnStarted):
    round: int


@dataclass(frozen=True)
class SponsorTurn(TurnStarted):
    """A turn of the sponsor phase's turn `turn`: the hammer's (`pace` None), or the opponent's, who may use
    `pace` rolls to beat the hammer's hand (`count` `face`s; count 0: the hammer scored nothing)."""

    turn: int
    pace: int | None = None
    count: int = 0
    face: int = 0


@dataclass(frozen=True)
class RollOffTurn(TurnStarted):
    """A turn of the roll-off that settles a tied sponsor turn `turn`."""

    turn: int


@dataclass(frozen=True)
class RoundRolledAgain(Decision):
    """Nobody scored: the elimination round is rolled again in the same order."""


@dataclass(frozen=True)
class OneTieAllTie(TableCall):
    pass


@dataclass(frozen=True)
class TiedHands(Decision):
    """`hands` hands tie at `count` `face`s (in `rolls`): everyone rolls again in the same order."""

    hands: int
    count: int
    face: int
    rolls: int | None


@dataclass(frozen=True)
class SafeWithHighest(StatusChanged, Decision):
    """The seat's `hand` is the highest of the elimination round: it `beat` the best of the others."""

    status: str = "safe"
    hand: CalledHand = NOTHING_CALLED
    beat: CalledHand = NOTHING_CALLED


@dataclass(frozen=True)
class SafeWonTwoTurns(StatusChanged, Decision):
    """The seat won the sponsor phase, `won` turns to `lost`."""

    status: str = "safe"
    won: int = 0
    lost: int = 0


@dataclass(frozen=True)
class HammerBringsItBack(Event):
    seat: int


@dataclass(frozen=True)
class SponsorPhaseStarted(Event):
    """Best two turns of three; `hammer` sets the pace."""

    hammer: int


@dataclass(frozen=True)
class SponsorTurnTied(Decision):
    """A sponsor turn tied at `count` `face`s in `rolls` (count 0: neither scores; `again`: a roll-off tied
    too): a roll-off settles it."""

    count: int
    face: int
    rolls: int
    again: bool = False


@dataclass(frozen=True)
class TurnWon(Decision):
    """The seat won sponsor turn `turn`, its `hand` beating the other's (`beat`), in a roll-off with `roll_off`."""

    seat: int
    turn: int
    hand: CalledHand = NOTHING_CALLED
    beat: CalledHand = NOTHING_CALLED
    roll_off: bool = False


@dataclass(frozen=True)
class HorseOn(TableCall):
    """The loser of a sponsor turn: 'a horse on Max'."""

    seat: int


@dataclass(frozen=True)
class Sponsor(GameOver):
    """The seat lost two turns: the sponsor, who buys the round; `winner` won the sponsor phase `won` turns to
    `lost`."""

    seat: int
    winner: int = 0
    won: int = 0
    lost: int = 0
