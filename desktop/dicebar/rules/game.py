"""The one shape every game has (OpenSpiel's habit): whose turn, what they may do, apply it, get events.

A game subclass implements the `_underscored` hooks. The base class owns what all games share: players and
options checked on entry, the roll-off for who starts, verify / can / apply (PokerKit's habit: every action
is checked before anything changes), the action history (for save and replay), the log, and the printed
state of `dicebar play`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from dicebar.rules import table_words
from dicebar.rules.actions import ROLL, Action
from dicebar.rules.dice import DiceSource
from dicebar.rules.errors import IllegalAction, RulesError
from dicebar.rules.events import DiceThrown, Event, RolloffStarted, RolloffTied, RolloffWon
from dicebar.rules.game_type import GameType
from dicebar.rules.options import OptionValue, resolve_options
from dicebar.rules.words import Words

MAX_NAME_LENGTH = 40


class GameWords(Protocol):
    """What a game's `<game>_words` module gives: the log's words and the call bubbles' for each event."""

    def describe(self, event: Event, names: Sequence[str]) -> Words: ...

    def call_words(self, event: Event, names: Sequence[str]) -> Words | None: ...


@dataclass(frozen=True)
class Result:
    """The outcome by seat. Each field is None (not used by the game, or not decided yet) or the seats it
    names; several seats mean a shared result (a tie)."""

    winner: tuple[int, ...] | None = None
    loser: tuple[int, ...] | None = None
    buyer: tuple[int, ...] | None = None
    sponsor: tuple[int, ...] | None = None


class Game(ABC):
    #: what the game is (id, title, players, dice, house rules...): set by `registry.register_game`
    game_type: ClassVar[GameType]
    #: the game's words for its events: its `<game>_words` module (the shared ones by default)
    words: ClassVar[GameWords] = table_words

    def __init__(
        self,
        names: Sequence[str],
        dice: DiceSource,
        options: Mapping[str, object] | None = None,
        first: str | None = None,
    ) -> None:
        self.names: tuple[str, ...] = check_names(names)
        self.options: dict[str, OptionValue] = resolve_options(self.game_id, self.game_type.options, options or {})
        low, high = self.player_limits()
        if not low <= len(self.names) <= high:
            raise RulesError(f"{self.game_id} is played by {low} to {high} players, not {len(self.names)}")
        if first is not None and first not in self.names:
            raise RulesError(f"first player {first!r} is not one of the players")
        self.dice = dice
        self.dice_at_start: dict[str, object] = dice.to_json()
        self.first = first
        self.history: list[Action] = []
        self.log: list[Event] = []
        self._log_english: list[str] = []  # log_lines so far: the log only grows, so each line is said once
        self._rolloff: list[int] | None = None  # seats still contending; None once decided
        self._rolloff_faces: dict[int, int] = {}
        self._setup()
        if first is None:
            self._rolloff = list(range(len(self.names)))
            self.log.append(RolloffStarted(self.game_type.first_role))
        else:
            self.log.extend(self._begin(self.names.index(first)))

    # ----- what a game implements -----------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.game_type.id

    @property
    def title(self) -> str:
        return self.game_type.title

    def player_limits(self) -> tuple[int, int]:
        """Fewest and most players, which options may change."""
        return self.game_type.players

    @abstractmethod
    def _setup(self) -> None:
        """Create the game's own state (stacks, tokens, dice held) before anyone acts."""

    @abstractmethod
    def _begin(self, first: int) -> list[Event]:
        """Start play now that `first` starts (or deals); return the events this causes."""

    @abstractmethod
    def _current_player(self) -> int | None:
        """Who acts now, once the roll-off is decided; None when the game is over."""

    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """Every action the current player may choose now (finite, in a stable order)."""

    def _verify(self, action: Action) -> None:
        """Raise IllegalAction with a reason unless `action` is allowed now. Override for better reasons,
        or to accept actions that are reported rather than chosen (a cocked die)."""
        legal = self._legal_actions()
        if action not in legal:
            allowed = ", ".join(str(item) for item in legal)
            raise IllegalAction(f"{self.names[self.current_player or 0]} cannot {action} now (allowed: {allowed})")

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a verified action: ask the dice source, change the state, return the events."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    @abstractmethod
    def seat_status(self, seat: int) -> str:
        """'in', 'out' or 'safe', as `dicebar play` prints them. `out`: no tokens, dice or chips at this moment (an
        all-in player in a live hand is `in`); `safe`: left a bar dice game as a winner (of a round, of the final or
        of the sponsor phase; the buyer or sponsor stays `in`); `in` otherwise."""

    def seat_tokens(self, seat: int) -> int:
        return 0

    def seat_dice(self, seat: int) -> int:
        return 0

    def seat_chips(self, seat: int) -> int:
        return 0

    def pot(self) -> int:
        return 0

    def center(self) -> int:
        return 0

    @abstractmethod
    def check_invariants(self) -> None:
        """Raise AssertionError if anything was made or lost (tokens, dice, chips) or the state is off."""

    def _observe(self, seat: int) -> dict[str, object]:
        """What `seat` may see of the game's own state (never another seat's private dice)."""
        return {}

    @classmethod
    def score_faces(cls, faces: tuple[int, ...], options: Mapping[str, OptionValue]) -> dict[str, object]:
        """`dicebar score`: the JSON fields for one set of dice (indices 1..6). Games without hands refuse."""
        raise RulesError(f"{cls.game_type.id} has no hands to score")

    # ----- what every game shares ------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self._rolloff is not None:
            return next(seat for seat in self._rolloff if seat not in self._rolloff_faces)
        return None if self.is_over else self._current_player()

    @property
    def in_rolloff(self) -> bool:
        return self._rolloff is not None

    def legal_actions(self) -> list[Action]:
        if self._rolloff is not None:
            return [ROLL]
        if self.is_over:
            return []
        return self._legal_actions()

    def verify(self, action: Action) -> None:
        if self._rolloff is not None:
            if action != ROLL:
                raise IllegalAction(f"{self.names[self.current_player or 0]} must roll for the start")
            return
        if self.is_over:
            raise IllegalAction("the game is over")
        self._verify(action)

    def can(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        self.verify(action)
        events = self._apply_rolloff() if self._rolloff is not None else self._apply(action)
        self.history.append(action)
        self.log.extend(events)
        return events

    def _apply_rolloff(self) -> list[Event]:
        assert self._rolloff is not None
        seat = self.current_player
        assert seat is not None
        (face,) = self.dice.roll(1)
        self._rolloff_faces[seat] = face
        events: list[Event] = [DiceThrown(seat, (face,), "rolloff", poker=self.game_type.poker_faces)]
        if len(self._rolloff_faces) < len(self._rolloff):
            return events
        best = max(self._rolloff_faces.values())
        leaders = [seat for seat in self._rolloff if self._rolloff_faces[seat] == best]
        self._rolloff_faces = {}
        if len(leaders) > 1:
            self._rolloff = leaders
            events.append(RolloffTied(tuple(leaders)))
            return events
        self._rolloff = None
        events.append(RolloffWon(leaders[0], self.game_type.first_role))
        events.extend(self._begin(leaders[0]))
        return events

    def left_of(self, seat: int) -> int:
        return (seat + 1) % len(self.names)

    def right_of(self, seat: int) -> int:
        return (seat - 1) % len(self.names)

    def describe(self, event: Event) -> Words:
        """The log's words for `event`."""
        return self.words.describe(event, self.names)

    def call_words(self, event: Event) -> Words | None:
        """The words a call bubble shows for `event` (a call, the end), or None if it shows none."""
        return self.words.call_words(event, self.names)

    def log_lines(self) -> list[str]:
        """The log in English (the headless commands'); the session shows `describe` translated."""
        said = self._log_english
        if len(said) > len(self.log):  # a log put back to an earlier one
            del said[:]
        said.extend(self.describe(event).english() for event in self.log[len(said) :])
        return list(said)

    def observation(self, seat: int, *, with_log: bool = True) -> dict[str, object]:
        """Everything `seat` may know, and nothing more: the basis of bots and of per-seat views. The log (its
        lines as this seat may read them) grows with the game; deciding never needs it, so bots leave it out."""
        current = self.current_player
        log = [self.describe(event.visible_to(seat)).english() for event in self.log] if with_log else []
        return {
            "game": self.game_id,
            "seat": seat,
            "names": list(self.names),
            "options": dict(self.options),
            "current_player": current,
            "legal_actions": [action.to_json() for action in self.legal_actions()] if current == seat else [],
            "in_rolloff": self.in_rolloff,
            "finished": self.is_over,
            "log": log,
            **self._observe(seat),
        }

    def summary(self) -> dict[str, object]:
        """The printed state of `dicebar play` (tests/scenarios/README.md)."""
        result = self.result() if self.is_over else Result()
        return {
            "game": self.game_id,
            "finished": self.is_over,
            "players": [
                {
                    "name": name,
                    "tokens": self.seat_tokens(seat),
                    "dice": self.seat_dice(seat),
                    "chips": self.seat_chips(seat),
                    "status": self.seat_status(seat),
                }
                for seat, name in enumerate(self.names)
            ],
            "pot": self.pot(),
            "center": self.center(),
            "winner": self._names_of(result.winner),
            "loser": self._names_of(result.loser),
            "buyer": self._names_of(result.buyer),
            "sponsor": self._names_of(result.sponsor),
            "log": self.log_lines(),
        }

    def _names_of(self, seats: tuple[int, ...] | None) -> str | list[str] | None:
        if not seats:
            return None
        if len(seats) == 1:
            return self.names[seats[0]]
        return [self.names[seat] for seat in seats]


def check_names(names: Sequence[str]) -> tuple[str, ...]:
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise RulesError("players must be a list of names")
    seen: set[str] = set()
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise RulesError(f"a player's name must be non-empty text, not {name!r}")
        if len(name) > MAX_NAME_LENGTH:
            raise RulesError(f"the name {name[:20]!r}... is longer than {MAX_NAME_LENGTH} characters")
        if name.casefold() in seen:
            raise RulesError(f"two players are called {name!r}")
        seen.add(name.casefold())
    return tuple(names)
