"""What a game is, declared once beside its rules (OpenSpiel's `GameType`, kpat's `DealerInfo`).

Every layer reads a game's `GameType` instead of naming the game: the lobby its title, tagline, players and house
rules; the table its dice and what a seat holds; the kiosk its demo; the self-test its short game; the simulator
what the game decides. A game module declares one and registers it with its class (`registry.register_game`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dicebar.rules.hud import Hud
from dicebar.rules.options import OptionSpec, OptionValue
from dicebar.rules.words import Text, Words

if TYPE_CHECKING:
    from dicebar.rules.pages import Page

PIP, POKER = "pip", "poker"


@dataclass(frozen=True)
class TableDice:
    """The dice on the table: pip (1..6) or poker (9..A) faces; how many each seat holds and how many are
    passed round (`shared`); `private`: thrown under a cup and seen only by their owner until shown; `wild`: the
    face that stands for any other in a hand (the bar games' aces), None: no wild face."""

    faces: str = PIP
    per_seat: int = 0
    shared: int = 0
    private: bool = False
    wild: int | None = None


@dataclass(frozen=True)
class SeatHolds:
    """What a seat's plate counts (`count`: 'tokens', 'dice' or 'chips', the seat's field) and its words: a plural
    text ('%n token(s)', marked with a number: `words.counted`)."""

    count: str
    said: Text


@dataclass(frozen=True)
class Luck:
    """What luck is in a game, from the dice alone: the faces (indices 1..6) a player is glad to throw, and the
    words saying so ("aces are wild"). A player's luck in one game is the share of their dice showing these faces,
    above or below the share even dice would give (the leaderboard's luckiest and unluckiest games)."""

    faces: tuple[int, ...]
    means: Text

    @property
    def even_share(self) -> float:
        """The share of dice even dice would show on the lucky faces."""
        return len(self.faces) / 6


@dataclass(frozen=True)
class GameType:
    id: str
    title: Text
    tagline: Text
    players: tuple[int, int]
    dice: TableDice
    #: the page of rules for these house rules and the most players (rules/pages.py lays it out)
    page: Callable[[Mapping[str, OptionValue], int], Page]
    #: the heads-up display's mark, rolls and detail lines from a seat's observation and the players' names
    hud: Callable[[Mapping[str, Any], Sequence[str]], Hud]
    options: tuple[OptionSpec, ...] = ()
    #: the live reading of the dice on the table from a seat's observation and the players' names ("three 6s and
    #: an ace: forty-six in two so far, beats forty-three in three"); None: nothing to read now. A game without
    #: one shows none. The private dice it may read are the ones in the observation it is given.
    reading: Callable[[Mapping[str, Any], Sequence[str]], Words | None] | None = None
    holds: SeatHolds | None = None
    #: how the roll-off winner is announced: "starts" (or "deals" for a dealer game)
    first_role: str = "starts"
    #: the result the game decides, given its options: "winner", "loser", "buyer" or "sponsor"
    decides: Callable[[Mapping[str, OptionValue]], str] = field(default=lambda options: "winner")
    #: house rules for the kiosk's attract demo (None: the game is not shown there)
    demo: Mapping[str, OptionValue] | None = field(default_factory=dict)
    #: house rules that keep the self-test's full game short
    self_test: Mapping[str, OptionValue] = field(default_factory=dict)
    #: where the rules come from, as a reader can look them up
    sources: tuple[str, ...] = ()
    #: the faces a player is glad to throw in this game (the leaderboard's luck); None: no face is luckier
    luck: Luck | None = None

    @property
    def poker_faces(self) -> bool:
        return self.dice.faces == POKER
