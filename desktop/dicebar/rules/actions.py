"""Actions: what a seat does. One small value type for every game, with the JSON form `dicebar play` reads.

`roll` is the action of a seat whose only choice is to throw (it is still an action, so a human presses Roll
and the log records it); `cocked` is reported by the table, never chosen, and never listed as legal.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dicebar.rules.errors import RulesError

_PLAIN = ("roll", "stop", "check", "call", "fold", "cocked")
_WITH_AMOUNT = ("bet", "raise_to", "reroll")


@dataclass(frozen=True, order=True)
class Action:
    kind: str
    faces: tuple[int, ...] = ()
    amount: int = 0

    def to_json(self) -> object:
        if self.kind == "keep":
            return {"keep": list(self.faces)}
        if self.kind in _WITH_AMOUNT:
            return {self.kind: self.amount}
        return self.kind

    def __str__(self) -> str:
        if self.kind == "keep":
            return "keep [" + ", ".join(map(str, self.faces)) + "]"
        if self.kind in _WITH_AMOUNT:
            return f"{self.kind.replace('_', ' ')} {self.amount}"
        return self.kind


ROLL = Action("roll")
STOP = Action("stop")
CHECK = Action("check")
CALL = Action("call")
FOLD = Action("fold")
COCKED = Action("cocked")


def keep(faces: Iterable[int]) -> Action:
    """Set aside dice showing these faces (a multiset; order does not matter) and roll the rest."""
    return Action("keep", tuple(sorted(faces)))


def bet(chips: int) -> Action:
    return Action("bet", amount=chips)


def raise_to(total: int) -> Action:
    return Action("raise_to", amount=total)


def reroll(aces: int) -> Action:
    return Action("reroll", amount=aces)


def action_from_json(value: object) -> Action:
    """Parse a move as written in a scenario or a save file; raise RulesError with a one-line reason."""
    if isinstance(value, str):
        if value in _PLAIN:
            return Action(value)
        raise RulesError(f"unknown move {value!r}")
    if isinstance(value, dict) and len(value) == 1:
        ((kind, argument),) = value.items()
        if kind == "keep":
            if not isinstance(argument, list) or not all(type(face) is int for face in argument):
                raise RulesError("'keep' takes a list of die faces")
            return keep(argument)
        if kind in _WITH_AMOUNT:
            if type(argument) is not int:
                raise RulesError(f"'{kind}' takes a whole number")
            return Action(kind, amount=argument)
        raise RulesError(f"unknown move {kind!r}")
    raise RulesError(f'a move is a word like "stop" or an object like {{"keep": [1]}}, not {value!r}')
