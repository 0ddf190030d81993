"""The kiosk operator's PIN: kept only as a salted PBKDF2 hash, compared in constant time.

`dicebar --set-pin` sets it at the machine (asked twice, never echoed); the operator menu can change it too.
"""

from __future__ import annotations

import getpass
import hashlib
import hmac
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass

from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, said

PIN_LENGTHS = range(4, 9)
ITERATIONS = 120_000  # about a tenth of a second: slow for a guesser, unnoticed at the keypad


@dataclass(frozen=True)
class PinRecord:
    """What is stored: hex salt and hex PBKDF2-HMAC-SHA256 digest (both empty: no PIN set yet)."""

    salt: str = ""
    digest: str = ""

    @property
    def is_set(self) -> bool:
        return bool(self.salt and self.digest)


def pin_problem(pin: str) -> str:
    """Why `pin` cannot be an operator PIN in English (the command line's), or "" when it can."""
    problem = pin_problem_words(pin)
    return problem.english() if problem else ""


def pin_problem_words(pin: str) -> Words | None:
    """Why `pin` cannot be an operator PIN (words for the keypad, translated where shown), or None when it can."""
    if not pin.isascii() or not pin.isdigit():
        return said(QT_TRANSLATE_NOOP("Kiosk", "The PIN must be digits only (the keypad has no letters)."))
    if len(pin) not in PIN_LENGTHS:
        text = QT_TRANSLATE_NOOP("Kiosk", "The PIN must have {fewest} to {most} digits.")
        return said(text, fewest=PIN_LENGTHS.start, most=PIN_LENGTHS.stop - 1)
    if len(set(pin)) == 1 or pin in "0123456789" or pin in "9876543210":
        return said(QT_TRANSLATE_NOOP("Kiosk", "That PIN is too easy to guess (all one digit, or a straight run)."))
    return None


def _digest(pin: str, salt: bytes) -> str:
    return hashlib.pbkdf2_hmac("sha256", pin.encode("ascii", "replace"), salt, ITERATIONS).hex()


def make_record(pin: str) -> PinRecord:
    problem = pin_problem(pin)
    if problem:
        raise ValueError(problem)
    salt = os.urandom(16)
    return PinRecord(salt.hex(), _digest(pin, salt))


def pin_matches(pin: str, record: PinRecord) -> bool:
    """True when `pin` is the stored PIN; a damaged record matches nothing."""
    if not record.is_set:
        return False
    try:
        salt = bytes.fromhex(record.salt)
    except ValueError:
        return False
    return hmac.compare_digest(_digest(pin, salt), record.digest.lower())


def set_pin_command(
    save: Callable[[PinRecord], None], ask: Callable[[str], str] = getpass.getpass, out: object = sys.stderr
) -> int:
    """`dicebar --set-pin`: ask for the new PIN twice without echo and store its hash. Exit status 0 or 2."""
    try:
        first = ask("New operator PIN (4 to 8 digits): ").strip()
        problem = pin_problem(first)
        if not problem and ask("The same PIN again: ").strip() != first:
            problem = "The two PINs differ; nothing was changed."
    except (EOFError, KeyboardInterrupt):
        problem = "No PIN given; nothing was changed."
    if problem:
        print(f"dicebar --set-pin: {problem}", file=out)  # type: ignore[call-overload]
        return 2
    save(make_record(first))
    print("dicebar: the operator PIN is set.", file=out)  # type: ignore[call-overload]
    return 0
