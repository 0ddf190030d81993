"""The events only Aces in the Pot makes (`aces_in_the_pot.py`); their words are in `aces_in_the_pot_words.py`."""

from __future__ import annotations

from dataclasses import dataclass

from dicebar.rules.events import Decision, DiceThrown, Event, GameOver, StatusChanged, TableCall, TurnStarted


@dataclass(frozen=True)
class PotRoll(DiceThrown):
    """A throw of Aces in the Pot: the log reads what its 1s and 6s do (in the endgame, its 6s alone)."""


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round `round` of `rounds` begins (with two tokens each again, after the first), `starter` rolling first."""

    round: int
    rounds: int
    starter: int


@dataclass(frozen=True)
class RollLapses(Event):
    """One token is left outside the pot: the rest of the roll is not paid."""


@dataclass(frozen=True)
class LastTokenEndgame(TableCall):
    """Option last_token: one token is left outside the pot; its owner rolls three times for the pot."""


@dataclass(frozen=True)
class LastHolderEndgame(TableCall):
    """Option last_holder: only `seat` holds tokens and rolls three times for the pot."""

    seat: int


@dataclass(frozen=True)
class EndgameTurn(TurnStarted):
    """`seat` makes the three rolls for the pot: with `last_token`, or as the last holder."""

    last_token: bool


@dataclass(frozen=True)
class TokenPassesOn(TableCall):
    """A six in the endgame: the last token and the dice pass to `seat`."""

    seat: int


@dataclass(frozen=True)
class PlayGoesOn(TableCall):
    """A six in the last holder's endgame: normal play goes on with `seat`."""

    seat: int


@dataclass(frozen=True)
class PotTaken(TableCall):
    """Three rolls without a six: `seat` takes the pot."""

    seat: int


@dataclass(frozen=True)
class RoundWon(Decision):
    """`seat` won round `round` of `rounds`: `rolls` rolls for the pot without a six."""

    seat: int
    round: int
    rounds: int
    rolls: int = 0


@dataclass(frozen=True)
class OutOfTokens(StatusChanged, Decision):
    status: str = "out"


@dataclass(frozen=True)
class BackIn(StatusChanged):
    """The seat holds tokens again: from `giver`, or from the pot for a new round (`new_round`)."""

    status: str = "in"
    giver: int | None = None
    new_round: bool = False


@dataclass(frozen=True)
class PotWon(GameOver):
    """`seat` won the pot: `rolls` rolls for it without a six."""

    seat: int
    rolls: int = 0


@dataclass(frozen=True)
class MatchWon(GameOver):
    """`seats` won the most rounds (`rounds_won` each) of `rounds`; several seats share the match."""

    seats: tuple[int, ...]
    rounds_won: int
    rounds: int
