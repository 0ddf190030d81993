"""The rules layer's exceptions. Each message is one line a person can read."""

from __future__ import annotations


class RulesError(ValueError):
    """Bad input to the rules: an option, a name, a save file, a scenario."""


class IllegalAction(RulesError):
    """An action the rules do not allow at this point; the message says why."""


class ScriptError(RulesError):
    """A scripted roll that does not fit the roll the game makes."""


class DiceExhausted(RulesError):
    """A scripted dice source has no roll left: the scripted game stops here, unfinished."""
