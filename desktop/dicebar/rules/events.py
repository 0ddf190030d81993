"""Events: what happened, in order, as returned by `Game.apply`. The views animate them; the log reads them.

An event holds what happened as typed fields (seats, counts, faces, amounts), never words: each game's
`<game>_words.describe` makes the log's words from them (`table_words.describe` for the events below), so the
views decide from types and fields alone and the words can be translated. Events only one game makes live in
`<game>_events.py` beside it.

Seats are indices into the game's names. A place is a seat index or one of the shared places below.
An event that carries private dice (`hidden=True`) shows its faces only to its owner: `visible_to(seat)`
returns the copy a given seat may see, and the log never prints hidden faces.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

Place = int | str
POT = "pot"
CENTER = "center"
HIDDEN_FACE = 0
#: how the roll-off winner begins (`GameType.first_role`)
STARTS, DEALS = "starts", "deals"


@dataclass(frozen=True)
class Event:
    def visible_to(self, seat: int | None) -> Event:
        """The event as `seat` may see it (None: a spectator who may see nothing private)."""
        return self


@dataclass(frozen=True)
class Decision(Event):
    """A deciding event: a seat safe or out, a round, hand, horse or pot won, a buyer, the end of the game. It
    carries what the decision rests on (the hands compared, the counts) as fields, set by the rules when they
    decide, so that its words say the result and why ("Ana is safe: fifty-six in one beats forty-six in two");
    the table shows those words on its reason line. A subclass mixes it in after its own base class."""


@dataclass(frozen=True)
class DiceThrown(Event):
    """`seat` threw dice showing `faces`. purpose: rolloff, turn, endgame, private, community, reroll, tiebreak."""

    seat: int
    faces: tuple[int, ...]
    purpose: str = "turn"
    hidden: bool = False
    poker: bool = False
    roll_number: int = 0  # 1..3 within a bar dice turn; 0 where rolls are not counted

    def visible_to(self, seat: int | None) -> Event:
        if self.hidden and seat != self.seat:
            return replace(self, faces=tuple(HIDDEN_FACE for _ in self.faces))
        return self


@dataclass(frozen=True)
class DiceRevealed(Event):
    """Private dice shown to everyone (a showdown)."""

    seat: int
    faces: tuple[int, ...]
    poker: bool = True


@dataclass(frozen=True)
class DiceSetAside(Event):
    """Dice kept out of the next roll (bar dice: set aside; Layman: `farmed`). No faces: all are rolled again."""

    seat: int
    faces: tuple[int, ...]
    farmed: bool = False


@dataclass(frozen=True)
class TokensMoved(Event):
    source: Place
    target: Place
    count: int


@dataclass(frozen=True)
class DiceMoved(Event):
    """`count` dice from one place to another; `face`: the face they show (None: whichever lie there)."""

    source: Place
    target: Place
    count: int
    face: int | None = None


@dataclass(frozen=True)
class ChipsMoved(Event):
    """Chips between a seat and a pot. reason: ante, small blind, big blind, bet, call, raise, win, return."""

    source: Place
    target: Place
    amount: int
    reason: str = ""
    pot_index: int = 0  # 0 is the main pot, 1.. the side pots, in the order they were formed


@dataclass(frozen=True)
class Call(Event):
    """Words a player says at the table ('forty-five in three', 'fold'); the views show them as a call."""

    seat: int


@dataclass(frozen=True)
class TableCall(Event):
    """Words the table says ('a horse a piece', 'Max is safe'); the views show them as a call."""


@dataclass(frozen=True)
class TurnStarted(Event):
    """`seat` is to play; a game's subclasses say which turn it is."""

    seat: int


@dataclass(frozen=True)
class HandStarted(Event):
    """Hand number `hand` begins with `dealer` holding the button (a dealer game such as PeekPoker)."""

    hand: int
    dealer: int


@dataclass(frozen=True)
class StatusChanged(Event):
    """A seat is now `in`, `out` or `safe` (see `Game.seat_status`); a game's subclasses say why."""

    seat: int
    status: str


@dataclass(frozen=True)
class GameOver(Decision):
    """The end; a game's subclasses say how it ended, and why."""


@dataclass(frozen=True)
class RolloffStarted(Event):
    """Everyone rolls one die: the highest `role` (STARTS or DEALS)."""

    role: str


@dataclass(frozen=True)
class RolloffTied(Event):
    """`seats` tie for the highest roll-off die and roll again."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class RolloffWon(Event):
    """`seat` rolled highest and begins as `role`."""

    seat: int
    role: str


@dataclass(frozen=True)
class HorseAPiece(TableCall):
    """The two finalists have each lost a hand (Bar Dice, Layman)."""
