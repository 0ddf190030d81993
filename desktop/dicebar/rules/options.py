"""House rules: each game declares its options; values are checked strictly, errors said in one line."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from dicebar.rules.errors import RulesError
from dicebar.rules.words import Text, Words, said

OptionValue = bool | int | str | None
#: in `OptionSpec.says`, the sentence for any value not listed before it
ANY_VALUE = object()


@dataclass(frozen=True)
class OptionSpec:
    """A house rule, said once for the lobby, the rules page and the command line.

    kind: 'flag' (true/false), 'int' (whole number >= minimum), 'choice' (one of choices), 'int_or_none' (a whole
    number >= minimum, or none). `label`: the lobby's words for the switch. `says`: what the rule does as set,
    a sentence per value (the first that matches; ANY_VALUE matches any, its `{value}` filled in)."""

    name: str
    kind: str
    default: OptionValue
    label: Text
    says: tuple[tuple[object, Text], ...] = ()
    choices: tuple[str, ...] = ()
    minimum: int = 1
    #: the lobby's words for each of `choices`, in order (a choice without is said as its name)
    choice_words: tuple[Text, ...] = ()

    def sentence(self, value: OptionValue) -> Words:
        """What the rule does when set to `value`."""
        for match, text in self.says:
            if match is ANY_VALUE or (match == value and type(match) is type(value)):
                return said(text, value=str(value)) if match is ANY_VALUE else said(text)
        raise RulesError(f"option '{self.name}' says nothing for {value!r}")

    def check(self, value: object) -> OptionValue:
        """A value from JSON, checked for type and range."""
        if self.kind == "flag":
            if isinstance(value, bool):
                return value
            raise RulesError(f"option '{self.name}' is true or false, not {value!r}")
        if self.kind == "choice":
            if isinstance(value, str) and value in self.choices:
                return value
            raise RulesError(f"option '{self.name}' is one of {', '.join(self.choices)}, not {value!r}")
        if value is None and self.kind == "int_or_none":
            return None
        if type(value) is not int:
            raise RulesError(f"option '{self.name}' is a whole number, not {value!r}")
        if value < self.minimum:
            raise RulesError(f"option '{self.name}' must be at least {self.minimum}, not {value}")
        return value

    def parse_text(self, text: str) -> OptionValue:
        """A value as typed on a command line: true/false, a number, a choice, none."""
        word = text.strip().lower()
        if self.kind == "flag":
            flags = {
                "true": True,
                "yes": True,
                "on": True,
                "1": True,
                "false": False,
                "no": False,
                "off": False,
                "0": False,
            }
            if word in flags:
                return flags[word]
            raise RulesError(f"option '{self.name}' is true or false, not {text!r}")
        if self.kind == "choice":
            return self.check(word)
        if self.kind == "int_or_none" and word in ("none", "null"):
            return None
        try:
            number = int(word)
        except ValueError:
            raise RulesError(f"option '{self.name}' is a whole number, not {text!r}") from None
        return self.check(number)

    def describe_values(self) -> str:
        if self.kind == "flag":
            return "true or false"
        if self.kind == "choice":
            return " or ".join(self.choices)
        suffix = ", or none" if self.kind == "int_or_none" else ""
        return f"a whole number >= {self.minimum}{suffix}"


def resolve_options(
    game_id: str,
    specs: tuple[OptionSpec, ...],
    given: Mapping[str, object],
    owners: Callable[[], Mapping[str, str]] | None = None,
) -> dict[str, OptionValue]:
    """Every option of the game with its value: the given ones checked, the rest at their defaults.
    `owners` gives option names of other games with their game, asked only for an unknown name's message."""
    by_name = {spec.name: spec for spec in specs}
    resolved: dict[str, OptionValue] = {spec.name: spec.default for spec in specs}
    for name, value in given.items():
        spec = by_name.get(name)
        if spec is None:
            owner = owners().get(name) if owners else None
            if owner is not None and owner != game_id:
                raise RulesError(f"option '{name}' belongs to {owner}, not {game_id}")
            known = ", ".join(by_name) or "none"
            raise RulesError(f"unknown option {name!r} for {game_id} (its options: {known})")
        resolved[name] = spec.check(value)
    return resolved
