"""The one shape of every computer player: `choose(observation) -> Action`.

A bot sees exactly what `Game.observation(seat)` gives its seat (public state, its own private dice, the legal
actions as JSON) and nothing else: never the Game object, never another seat's hidden dice. It may remember
what it saw between calls and keeps its own seeded `random.Random` for bluffs and casual play, so a game with
bots replays identically from the same seeds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from dicebar.rules.actions import Action, action_from_json

Observation = Mapping[str, object]

STRENGTHS: tuple[str, ...] = ("easy", "good", "best")
#: the strength a computer player takes unless told otherwise
DEFAULT_STRENGTH = "good"
#: the names computer players sit down with, in order (the lobby's new seats, `--start`, the kiosk's demo, `simulate`)
COMPUTER_NAMES: tuple[str, ...] = ("Max", "Danielle", "James", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay")
#: a uniformly random legal player: not a strength offered to people, a yardstick for tests and `simulate`
RANDOM = "random"
#: PeekPoker styles: tight bets and calls less, loose calls lighter, aggressive bets bigger and bluffs more
PERSONALITIES: tuple[str, ...] = ("tight", "loose", "aggressive")


class Bot(Protocol):
    def choose(self, observation: Observation) -> Action: ...


def legal_actions(observation: Observation) -> list[Action]:
    """The legal actions of the observation (listed only when it is this seat's turn), parsed back."""
    listed = observation.get("legal_actions")
    if not isinstance(listed, list) or not listed:
        seat = observation.get("seat")
        raise ValueError(f"seat {seat} has nothing to choose: it is not this seat's turn")
    return [action_from_json(item) for item in listed]


def only_action(legal: list[Action]) -> Action | None:
    """The action of a forced step (one legal action), else None."""
    return legal[0] if len(legal) == 1 else None


def whole(value: object, default: int = 0) -> int:
    """An int field of an observation (JSON-shaped data is typed `object`)."""
    return value if isinstance(value, int) else default


def int_list(value: object) -> list[int]:
    return [item for item in value if isinstance(item, int)] if isinstance(value, list) else []


def mapping(value: object) -> Mapping[str, object] | None:
    return value if isinstance(value, Mapping) else None
