"""The events only PeekPoker makes (`peekpoker.py`); their words are in `peekpoker_words.py`.

A hand is told by the shared events besides these: HandStarted (the dealer), DiceThrown (private dice dealt
under the cups, hidden; the community dice; the aces re-rolled), DiceRevealed (the showdown), and ChipsMoved
(antes and blinds, bets, calls and raises by `reason`; pots and side pots won by `pot_index`; uncalled chips
returned).
"""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.rules.events import Call, ChipsMoved, Decision, Event, GameOver, StatusChanged
from dicebar.rules.lingo import PokerCall


@dataclass(frozen=True)
class Checked(Call):
    pass


@dataclass(frozen=True)
class Folded(Call):
    pass


@dataclass(frozen=True)
class Raised(Call):
    """A raise to `total` chips bet this round (the chips follow as ChipsMoved, reason 'raise')."""

    total: int


@dataclass(frozen=True)
class AllIn(Call):
    """The seat's last chips went in."""


@dataclass(frozen=True)
class BettingRoundStarted(Event):
    """Betting round `number` (1..3) of the hand; `all_in`: no betting, at most one player still in has chips."""

    number: int
    all_in: bool = False


@dataclass(frozen=True)
class EveryoneElseFolded(Event):
    """Everyone but `seat` folded: the hand ends, `seat` takes the pots."""

    seat: int


@dataclass(frozen=True)
class ShowdownStarted(Event):
    """The players still in show their dice."""


@dataclass(frozen=True)
class RerollChosen(Call):
    """At the showdown, the seat re-rolls `rerolls` of its `aces` aces that may be re-rolled (0: keeps them all)."""

    rerolls: int
    aces: int


@dataclass(frozen=True)
class HandNamed(Call):
    """The seat's six dice at the showdown make `hand`."""

    hand: PokerCall
    strength: tuple[int, ...]


@dataclass(frozen=True)
class PotAwarded(ChipsMoved, Decision):
    """A pot (or a winner's share of it) goes to `target` (reason 'win'), and why: the winner's `hand` (None:
    everyone else folded) beat `against`, the best hand of the pot's other contenders (None: nobody else
    contested it, or all of them share it); `shared_with`: the other winners of a split pot."""

    hand: PokerCall | None = None
    against: PokerCall | None = None
    shared_with: tuple[int, ...] = ()


@dataclass(frozen=True)
class Busted(StatusChanged, Decision):
    """The seat has no chips left after a hand."""

    status: str = "out"


@dataclass(frozen=True)
class WonAllChips(GameOver):
    seat: int
    chips: int


@dataclass(frozen=True)
class MostChips(GameOver):
    """After the last of `hands` hands, `seats` hold the most chips (`chips` each) and win."""

    seats: tuple[int, ...]
    chips: int
    hands: int
