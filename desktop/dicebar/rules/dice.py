"""Dice and the sources that decide them.

Every source returns die *indices* 1..6. Pip dice show the index itself; poker dice map index 1..6 to the
faces 9, 10, J, Q, K, A (so a higher index is always a higher face). The seeded source is a PCG32 generator
written out here, not `random.Random`, so that a saved game replays identically on every Python version.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Protocol

from dicebar.rules.errors import DiceExhausted, RulesError, ScriptError
from dicebar.rules.sealed_dice import SEALED, SealedDice

PIP_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
POKER_FACE_NAMES: tuple[str, ...] = ("9", "10", "J", "Q", "K", "A")
POKER_ACE = 6

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_PCG_MULTIPLIER = 6364136223846793005
# The largest multiple of 6 not above 2**32: draws at or above it are thrown away, so no face is favoured.
_UNBIASED_LIMIT = (1 << 32) - (1 << 32) % 6


def poker_face_name(index: int) -> str:
    """The printed face of a poker die index 1..6."""
    return POKER_FACE_NAMES[index - 1]


def parse_poker_face(text: str) -> int:
    """A poker face as written by people ("9", "10", "J", "q", "A") to its index 1..6."""
    name = text.strip().upper()
    if name not in POKER_FACE_NAMES:
        raise RulesError(f"'{text}' is not a poker die face (9 10 J Q K A)")
    return POKER_FACE_NAMES.index(name) + 1


class DiceSource(Protocol):
    """Where a game gets its dice: `roll(n)` returns n die indices 1..6."""

    def roll(self, count: int) -> tuple[int, ...]: ...

    def to_json(self) -> dict[str, object]: ...


class Pcg32:
    """PCG-XSH-RR 32-bit output, 64-bit state (O'Neill 2014). Small, fast enough, and fully serialisable."""

    def __init__(self, seed: int, stream: int = 54) -> None:
        self.state = 0
        self.increment = ((stream << 1) | 1) & _MASK64
        self.next_u32()
        self.state = (self.state + seed) & _MASK64
        self.next_u32()

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _PCG_MULTIPLIER + self.increment) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rotation = old >> 59
        return ((xorshifted >> rotation) | (xorshifted << ((-rotation) & 31))) & _MASK32

    def die(self) -> int:
        """One fair die index 1..6 by rejection sampling (no modulo bias)."""
        while True:
            draw = self.next_u32()
            if draw < _UNBIASED_LIMIT:
                return draw % 6 + 1


class SeededDice:
    """The random source of games before the seal, of scenarios, simulations and the kiosk's demo (real play draws
    from `sealed_dice.SealedDice`). Its whole state is two integers, saved with the game."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = secrets.randbits(63) if seed is None else seed
        if not 0 <= self.seed <= _MASK64:
            raise RulesError("a dice seed is a whole number from 0 to 2**64 - 1")
        self._generator = Pcg32(self.seed)

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self._generator.die() for _ in range(count))

    def to_json(self) -> dict[str, object]:
        return {
            "kind": "seeded",
            "seed": self.seed,
            "state": self._generator.state,
            "increment": self._generator.increment,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> SeededDice:
        source = cls(_whole(data, "seed"))
        state, increment = _whole(data, "state"), _whole(data, "increment")
        if increment % 2 == 0:
            raise RulesError("dice: the generator's increment must be odd")
        source._generator.state = state
        source._generator.increment = increment
        return source


class ScriptedDice:
    """Dice decided in advance: tutorials, tests and `dicebar play`. Each roll takes the next entry."""

    def __init__(self, rolls: Sequence[Sequence[int]], position: int = 0) -> None:
        self.rolls: list[tuple[int, ...]] = [tuple(entry) for entry in rolls]
        for index, entry in enumerate(self.rolls):
            for face in entry:
                if type(face) is not int or face not in PIP_FACES:
                    raise ScriptError(f"rolls[{index}]: {face!r} is not a die index 1..6")
        self.position = position

    @property
    def remaining(self) -> int:
        return len(self.rolls) - self.position

    def roll(self, count: int) -> tuple[int, ...]:
        if self.position >= len(self.rolls):
            raise DiceExhausted(f"rolls[{self.position}] is needed but the script has no more rolls")
        entry = self.rolls[self.position]
        if len(entry) != count:
            raise ScriptError(
                f"rolls[{self.position}]: this roll throws {count} {'die' if count == 1 else 'dice'}, "
                f"the entry has {len(entry)} {'face' if len(entry) == 1 else 'faces'}"
            )
        self.position += 1
        return entry

    def to_json(self) -> dict[str, object]:
        return {"kind": "scripted", "rolls": [list(entry) for entry in self.rolls], "position": self.position}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> ScriptedDice:
        rolls = data.get("rolls")
        if not isinstance(rolls, list) or not all(isinstance(entry, list) for entry in rolls):
            raise RulesError("dice: 'rolls' must be a list of lists of die indices")
        position = _whole(data, "position")
        if position > len(rolls):
            raise RulesError("dice: 'position' is past the end of the script")
        return cls(rolls, position)


def dice_from_json(data: object) -> SeededDice | ScriptedDice | SealedDice:
    """Rebuild a dice source from its saved form, refusing anything malformed."""
    if not isinstance(data, dict):
        raise RulesError("dice: expected an object")
    kind = data.get("kind")
    if kind == "seeded":
        return SeededDice.from_json(data)
    if kind == "scripted":
        return ScriptedDice.from_json(data)
    if kind == SEALED:
        return SealedDice.from_json(data)
    raise RulesError(f"dice: unknown kind {kind!r}")


def _whole(data: dict[str, object], key: str) -> int:
    value = data.get(key)
    if type(value) is not int or not 0 <= value <= _MASK64:
        raise RulesError(f"dice: '{key}' must be a whole number from 0 to 2**64 - 1")
    return value
