"""The sealed dice: a secret seed, dice anyone can re-derive from it once it is revealed, and the seal.

The seed is 16 bytes (128 bits) from the operating system's random source (`secrets`). The dice follow from it
by SHA-256 in counter mode, simple enough to re-derive with a few lines of any language:

    block n (n = 0, 1, 2, ...) = SHA-256(seed bytes + n as 8 bytes, big-endian): 32 bytes
    the blocks' bytes are read in order; a byte b below 252 is one die, b % 6 + 1; a byte of 252 or more is
    skipped (252 = 6 * 42, so each face has exactly 42 of the 252 bytes kept: no face is favoured)

A roll of k dice takes the next k dice of that stream. The source's whole state is the seed, the block and the
byte within it, saved with the game.

The seal is SHA-256 over the canonical encoding of the seed and the game's setup: the JSON object
{"game": id, "options": {...every house rule...}, "seats": [{"human": bool, "name": str}, ...], "seed": hex}
with sorted keys, no spaces (separators "," and ":"), non-ASCII characters written as themselves, in UTF-8.
Shown at the table before the first roll, it fixes the dice: a different seed would give a different seal.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dicebar.rules.errors import RulesError

SEED_BYTES = 16
BLOCK_BYTES = 32  # one SHA-256 digest
KEPT_BYTES = 252  # bytes 0..251 are dice, 252..255 are skipped
MAX_BLOCK = 2**40  # far beyond any game (each block gives about 31 dice); a guard for saved states
SEED_PATTERN = re.compile(r"[0-9a-f]{32}")
SEAL_PATTERN = re.compile(r"[0-9a-f]{64}")
SEALED = "sealed"  # the dice source's kind in saves
CODE_GROUPS = 3  # the short code: three groups of four hexadecimal digits


def new_seed() -> str:
    """A fresh secret seed from the operating system's random source, as 32 lowercase hexadecimal digits."""
    return secrets.token_bytes(SEED_BYTES).hex()


def check_seed(seed: object) -> str:
    if not isinstance(seed, str) or not SEED_PATTERN.fullmatch(seed):
        raise RulesError(f"a sealed seed is {SEED_BYTES * 2} lowercase hexadecimal digits")
    return seed


def dice_block(seed: str, block: int) -> bytes:
    """The block-th 32 bytes of the stream: SHA-256(seed bytes + block as 8 bytes, big-endian)."""
    return hashlib.sha256(bytes.fromhex(seed) + block.to_bytes(8, "big")).digest()


class SealedDice:
    """Dice from a secret seed by SHA-256 in counter mode with rejection sampling (see the module docstring)."""

    def __init__(self, seed: str | None = None, block: int = 0, offset: int = 0) -> None:
        self.seed = new_seed() if seed is None else check_seed(seed)
        if not 0 <= block <= MAX_BLOCK or not 0 <= offset <= BLOCK_BYTES:
            raise RulesError("dice: the sealed stream's position is out of range")
        self.block = block
        self.offset = offset
        self._bytes = dice_block(self.seed, block)

    def die(self) -> int:
        while True:
            if self.offset == BLOCK_BYTES:
                self.block += 1
                self.offset = 0
                self._bytes = dice_block(self.seed, self.block)
            byte = self._bytes[self.offset]
            self.offset += 1
            if byte < KEPT_BYTES:
                return byte % 6 + 1

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self.die() for _ in range(count))

    def to_json(self) -> dict[str, object]:
        return {"kind": SEALED, "seed": self.seed, "block": self.block, "offset": self.offset}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> SealedDice:
        block, offset = data.get("block"), data.get("offset")
        if type(block) is not int or type(offset) is not int:
            raise RulesError("dice: a sealed stream's 'block' and 'offset' are whole numbers")
        return cls(check_seed(data.get("seed")), block, offset)


# ----------------------------------------------------------------------------------------------------- the seal
@dataclass(frozen=True)
class Seal:
    """SHA-256 of the canonical encoding of the seed and the setup, as 64 lowercase hexadecimal digits."""

    digest: str

    @property
    def code(self) -> str:
        """The short form the table shows: the digest's first twelve digits in groups of four, '3F9A-77C2-1B0E'."""
        head = self.digest[: 4 * CODE_GROUPS].upper()
        return "-".join(head[start : start + 4] for start in range(0, len(head), 4))


def sealed_setup(
    game_id: str, names: Sequence[str], humans: Sequence[bool], options: Mapping[str, object]
) -> dict[str, object]:
    """The setup the seal covers: the game, every house rule, and the players in their seats."""
    return {
        "game": game_id,
        "options": dict(options),
        "seats": [{"human": bool(human), "name": name} for name, human in zip(names, humans, strict=True)],
    }


def canonical(setup: Mapping[str, object], seed: str) -> bytes:
    """The bytes the seal hashes: {**setup, "seed": seed} as JSON, sorted keys, no spaces, UTF-8."""
    return json.dumps({**setup, "seed": seed}, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def seal_of(setup: Mapping[str, object], seed: str) -> Seal:
    return Seal(hashlib.sha256(canonical(setup, seed)).hexdigest())
