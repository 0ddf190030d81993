"""Events: what happened, in order, as returned by `Game.apply`. The views animate them; the log reads them.

Seats are indices into the game's names. A place is a seat index or one of the shared places below.
An event that carries private dice (`hidden=True`) shows its faces only to its owner: `visible_to(seat)`
returns the copy a given seat may see, and `describe` never prints hidden faces.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from dicebar.rules.dice import poker_face_name
from dicebar.rules.lingo import acts, count_words, possessive

Place = int | str
POT = "pot"
CENTER = "center"
HIDDEN_FACE = 0


def place_name(place: Place, names: Sequence[str]) -> str:
    if isinstance(place, int):
        return names[place]
    return {"pot": "the pot", "center": "the centre"}.get(place, place)


def _faces(faces: tuple[int, ...], poker: bool) -> str:
    return " ".join(poker_face_name(face) if poker else str(face) for face in faces)


def _plural(count: int, one: str, many: str) -> str:
    return f"{count_words(count)} {one if count == 1 else many}"


@dataclass(frozen=True)
class Event:
    def describe(self, names: Sequence[str]) -> str:
        raise NotImplementedError

    def visible_to(self, seat: int | None) -> Event:
        """The event as `seat` may see it (None: a spectator who may see nothing private)."""
        return self


@dataclass(frozen=True)
class DiceThrown(Event):
    """`seat` threw dice showing `faces`. purpose: rolloff, turn, endgame, private, community, reroll, tiebreak."""

    seat: int
    faces: tuple[int, ...]
    purpose: str = "turn"
    hidden: bool = False
    poker: bool = False
    roll_number: int = 0  # 1..3 within a bar dice turn; 0 where rolls are not counted

    def describe(self, names: Sequence[str]) -> str:
        who = names[self.seat]
        if self.hidden:
            return acts(who, f"shakes {_plural(len(self.faces), 'die', 'dice')} under the cup")
        verb = {
            "rolloff": "rolls for the start:",
            "community": "rolls the community dice:",
            "reroll": "re-rolls aces:",
        }.get(self.purpose, "rolls")
        return acts(who, f"{verb} {_faces(self.faces, self.poker)}")

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

    def describe(self, names: Sequence[str]) -> str:
        return acts(names[self.seat], f"shows {_faces(self.faces, self.poker)}")


@dataclass(frozen=True)
class DiceSetAside(Event):
    """Dice kept out of the next roll (bar dice: set aside; Layman: farmed)."""

    seat: int
    faces: tuple[int, ...]
    verb: str = "sets aside"

    def describe(self, names: Sequence[str]) -> str:
        if not self.faces:
            return acts(names[self.seat], "rolls them all again")
        return acts(names[self.seat], f"{self.verb} {_faces(self.faces, False)}")


@dataclass(frozen=True)
class TokensMoved(Event):
    source: Place
    target: Place
    count: int

    def describe(self, names: Sequence[str]) -> str:
        what = _plural(self.count, "token", "tokens")
        if self.target == POT:
            return acts(place_name(self.source, names), f"puts {what} in the pot")
        if self.source == POT:
            return acts(place_name(self.target, names), f"takes {what} from the pot")
        return acts(place_name(self.source, names), f"passes {what} to {place_name(self.target, names)}")


@dataclass(frozen=True)
class DiceMoved(Event):
    source: Place
    target: Place
    count: int

    def describe(self, names: Sequence[str]) -> str:
        what = _plural(self.count, "die", "dice")
        if self.target == CENTER:
            return acts(place_name(self.source, names), f"puts {what} in the centre")
        return acts(place_name(self.source, names), f"passes {what} to {place_name(self.target, names)}")


@dataclass(frozen=True)
class ChipsMoved(Event):
    """Chips between a seat and a pot. reason: ante, small blind, big blind, bet, call, raise, win, return."""

    source: Place
    target: Place
    amount: int
    reason: str = ""
    pot_index: int = 0  # 0 is the main pot, 1.. the side pots, in the order they were formed

    def describe(self, names: Sequence[str]) -> str:
        what = _plural(self.amount, "chip", "chips")
        if self.target == POT:
            reason = f" ({self.reason})" if self.reason else ""
            return acts(place_name(self.source, names), f"puts {what} in the pot{reason}")
        pot = "the main pot" if self.pot_index == 0 else f"side pot {self.pot_index}"
        if self.reason == "return":
            return acts(place_name(self.target, names), f"takes back {what} nobody called")
        return acts(place_name(self.target, names), f"wins {what} from {pot}")


@dataclass(frozen=True)
class Called(Event):
    """Words said at the table: 'forty-five in three', 'a horse on you', 'too lucky'. seat None: the table."""

    seat: int | None
    words: str

    def describe(self, names: Sequence[str]) -> str:
        text = self.words[:1].upper() + self.words[1:]
        return text if self.seat is None else f"{names[self.seat]}: {text}"


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    label: str = ""  # e.g. "round 2", "the final, hand 1", "betting round one"

    def describe(self, names: Sequence[str]) -> str:
        return f"{possessive(names[self.seat])} turn" + (f" ({self.label})" if self.label else "")


@dataclass(frozen=True)
class HandStarted(Event):
    """Hand number `hand` begins with `dealer` holding the button (a dealer game such as PeekPoker)."""

    hand: int
    dealer: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Hand {self.hand}: {acts(names[self.dealer], 'deals')}"


@dataclass(frozen=True)
class StatusChanged(Event):
    """A seat is now `in`, `out` or `safe` (see `Game.seat_status`)."""

    seat: int
    status: str
    why: str = ""

    def describe(self, names: Sequence[str]) -> str:
        words = {"in": "is back in", "out": "is out", "safe": "is safe"}[self.status]
        return acts(names[self.seat], words) + (f": {self.why}" if self.why else "")


@dataclass(frozen=True)
class Note(Event):
    """Anything else worth a log line: a new round, a roll-off, the showdown."""

    text: str

    def describe(self, names: Sequence[str]) -> str:
        return self.text


@dataclass(frozen=True)
class GameOver(Event):
    """The end. `text` says it in the bar's words: 'James wins the pot', 'Max buys the round'."""

    text: str

    def describe(self, names: Sequence[str]) -> str:
        return self.text
