"""What a table seeds apart from its dice, and the log's record of a game's seal.

A sealed game's dice follow from its secret seed alone (rules/sealed_dice.py). The computers and the throw planner
get seeds of their own, drawn apart from it and kept in the save, so that no computer can know a die before it is
thrown. The log records a game's seal when it is seated and reveals the seed once the game is over, or abandoned.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping
from dataclasses import dataclass

from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.history import game_seed
from dicebar.rules.sealed_dice import Seal

log = logging.getLogger(__name__)
SEED_BITS = 63  # a computer's or the throw planner's seed: a whole number below 2**63
MAX_SEED = 2**SEED_BITS


@dataclass(frozen=True)
class TableSeeds:
    """The computers' seeds (one per seat, whether a computer sits there or not) and the throw planner's."""

    bots: tuple[int, ...]
    throws: int

    @classmethod
    def fresh(cls, seats: int) -> TableSeeds:
        """New seeds from the operating system's random source, none of them derived from the dice's."""
        return cls(tuple(secrets.randbits(SEED_BITS) for _ in range(seats)), secrets.randbits(SEED_BITS))

    @classmethod
    def from_number(cls, seed: int, seats: int) -> TableSeeds:
        """The seeds of a table seeded by one number (saves from before the seal, tests): seat k's computer has
        seed + k, the throw planner the number itself."""
        return cls(tuple(seed + seat for seat in range(seats)), seed)

    def to_json(self) -> dict[str, object]:
        return {"bots": list(self.bots), "throws": self.throws}

    @classmethod
    def from_json(cls, data: object, seats: int) -> TableSeeds:
        """The seeds as saved; RulesError (one line) for anything malformed."""
        if not isinstance(data, Mapping):
            raise RulesError("the save's seeds are malformed")
        bots, throws = data.get("bots"), data.get("throws")
        if not isinstance(bots, list) or len(bots) != seats or not all(_seed(value) for value in (*bots, throws)):
            raise RulesError("the save's seeds are malformed")
        assert isinstance(throws, int)
        return cls(tuple(bots), throws)


def _seed(value: object) -> bool:
    return type(value) is int and 0 <= value < MAX_SEED


def log_sealed(game: Game, seal: Seal, resumed: bool) -> None:
    what = "resumed" if resumed else "sealed"
    log.info("%s %s game: seal %s (SHA-256 %s)", what, game.game_id, seal.code, seal.digest)


def log_revealed(game: Game, seal: Seal, why: str) -> None:
    """The seed of a game that has ended (`why`: over, abandoned, replaced, discarded), for anyone to check."""
    log.info("%s game %s: seal %s, seed %s revealed", game.game_id, why, seal.code, game_seed(game))
