"""The bar's own words: numbers said the way players say them, rolls, and the calls.

The functions say them in English (the headless commands' JSON, `dicebar score`, the bots' hints). The `Lingo`
classes at the end are the same words as fields of translatable `Words` (`words.py`): each says itself in a
language with `say(language, form)`. Each language has a speaker (`Speaker`): English here, Spanish in
`lingo_es.py`, German in `lingo_de.py`, each in `_SPEAKERS` (`say` falls back to English for a language without
one). `form` is what a translated text asks of the words through a format spec, for a language whose grammar
needs it: German's case ("{what:akk}": 'einen Würfel'), a possessive's noun ("{whose:turno}": 'tu turno').
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from dicebar.rules import lingo_de, lingo_es
from dicebar.rules.dice import poker_face_name

_UNITS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_ROLLS = {1: "in one", 2: "in two", 3: "in three"}
_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_PLURAL_PIPS = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}

ALL_DAY = "all day"


def number_words(number: int) -> str:
    """0..99 as spoken: 45 -> 'forty-five', 30 -> 'thirty'."""
    if not 0 <= number <= 99:
        raise ValueError(f"{number} is out of range 0..99")
    if number < 20:
        return _UNITS[number]
    tens, units = divmod(number, 10)
    return _TENS[tens] + ("" if units == 0 else "-" + _UNITS[units])


def rolls_words(rolls: int, all_day: bool = False) -> str:
    """'in one', 'in two', 'in three' (or 'all day' for three, when asked)."""
    if all_day and rolls == 3:
        return ALL_DAY
    return _ROLLS[rolls]


def bar_call(count: int, face: int, rolls: int | None = None) -> str:
    """A bar dice hand as called: four 5s -> 'forty-five', with rolls -> 'forty-five in three'."""
    call = number_words(count * 10 + face)
    return call if rolls is None else f"{call} {rolls_words(rolls)}"


def plural(count: int, one: str, many: str | None = None) -> str:
    """`count` in figures with its noun: '1 chip', '3 chips' (`many`: the plural where it is not `one` + s)."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def count_words(count: int) -> str:
    """How many, for sentences: 2 -> 'two'."""
    return _COUNT_WORDS.get(count, str(count))


def pips_plural(face: int) -> str:
    """A pip face in the plural: 5 -> 'fives'."""
    return _PLURAL_PIPS[face]


def faces_text(faces: tuple[int, ...] | list[int]) -> str:
    """Pip faces for a log line: (5, 1) -> '5 1'."""
    return " ".join(str(face) for face in faces)


_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "'s": "'re"}


def acts(name: str, phrase: str) -> str:
    """`name` followed by `phrase`, its first word a verb said of one person: 'Max rolls 3 3' and 'You roll 3 3'.

    The lobby seats the player as 'You' by default, so the log and the calls must read right for that name too.
    """
    if name.casefold() != "you":
        return f"{name} {phrase}"
    # Each clause's verb: "is the sponsor and buys the round" -> "are the sponsor and buy the round".
    clauses = []
    for clause in phrase.split(" and "):
        verb, space, rest = clause.partition(" ")
        clauses.append(f"{_second_person(verb)}{space}{rest}")
    return f"{name} {' and '.join(clauses)}"


def _second_person(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


def possessive(name: str) -> str:
    """'Max' -> "Max's", 'James' -> "James's" (as the log has always said it), 'You' -> 'Your'."""
    return name[0] + "our" if name.casefold() == "you" else name + "'s"


# ----- words as fields of translatable Words, said per language --------------------------------------------

ENGLISH = "en"

#: a noun counted in words, singular -> plural ("two tokens", "one die", "three sixes")
_PLURALS = {
    "token": "tokens",
    "chip": "chips",
    "die": "dice",
    "ace": "aces",
    "six": "sixes",
    "deuce": "deuces",
    "five": "fives",
    "round": "rounds",
    "roll": "rolls",
    "hand": "hands",
    "turn": "turns",
}
_POKER_ONE = ("nine", "ten", "jack", "queen", "king", "ace")
_POKER_MANY = ("nines", "tens", "jacks", "queens", "kings", "aces")


#: the person seated as "You", named inside a sentence rather than opening it ("a horse on You")
_YOU_WITHIN = re.compile(r"((?<=[^.!?\s] )|(?<=\())You\b")


def you_within(sentence: str, language: str) -> str:
    """The person seated as 'You' as `language` names them inside a sentence: in English in lower case, 'Max
    passes one token to you', 'No six: you take the pot' (opening it, 'You' keeps its capital)."""
    return _speaker(language).you_within(sentence)


def _english_you_within(sentence: str) -> str:
    return _YOU_WITHIN.sub("you", sentence) if "You" in sentence else sentence


def acts_in(language: str, name: str, phrase: str) -> str:
    """`name` followed by `phrase` in `language`, its verbs turned for the person seated as 'You' (see `acts`)."""
    return _speaker(language).acts(name, phrase)


def join_names(names: Sequence[str]) -> str:
    """'Max', 'Max and James', 'Max, Danielle and James'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def poker_face_one(face: int) -> str:
    """A poker face said in the singular: 6 -> 'ace'."""
    return _POKER_ONE[face - 1]


def poker_face_many(face: int) -> str:
    """A poker face said in the plural: 5 -> 'kings'."""
    return _POKER_MANY[face - 1]


def _english_poker_call(name: str, faces: tuple[int, ...], detail: str) -> str:
    first, second = (*faces, 0, 0)[:2]
    patterns: dict[str, Callable[[], str]] = {
        "five of a kind": lambda: f"five {poker_face_many(first)}",
        "flush": lambda: f"{detail} flush",
        "large straight": lambda: "large straight",
        "straight": lambda: f"straight to the {poker_face_one(first)}",
        "four of a kind": lambda: f"four {poker_face_many(first)}",
        "full house": lambda: f"full house, {poker_face_many(first)} over {poker_face_many(second)}",
        "three of a kind": lambda: f"three {poker_face_many(first)}",
        "two pairs": lambda: f"two pairs, {poker_face_many(first)} and {poker_face_many(second)}",
        "pair": lambda: f"pair of {poker_face_many(first)}",
        "high die": lambda: f"{poker_face_one(first)} high",
    }
    return patterns[name]()


class Speaker(Protocol):
    """How a language says each kind of lingo (`form`: what the translated text asks, see the module's doc)."""

    def count(self, number: int, form: str = "") -> str: ...
    def counted(self, count: int, noun: str, in_words: bool, form: str = "") -> str: ...
    def pip_dice(self, count: int, face: int, form: str = "") -> str: ...
    def bar_call(self, count: int, face: int, rolls: int | None, all_day: bool) -> str: ...
    def join(self, names: Sequence[str]) -> str: ...
    def possessive(self, name: str, form: str = "") -> str: ...
    def poker_call(self, name: str, faces: tuple[int, ...], detail: str) -> str: ...
    def acts(self, name: str, phrase: str) -> str: ...
    def you_within(self, sentence: str) -> str: ...


class _English:
    """How English says each kind of lingo."""

    @staticmethod
    def count(number: int, form: str = "") -> str:
        return count_words(number)

    @staticmethod
    def counted(count: int, noun: str, in_words: bool, form: str = "") -> str:
        amount = count_words(count) if in_words else str(count)
        return f"{amount} {noun if count == 1 else _PLURALS[noun]}"

    @staticmethod
    def pip_dice(count: int, face: int, form: str = "") -> str:
        if face == 1:
            return "an ace" if count == 1 else f"{count_words(count)} aces"
        return f"a {face}" if count == 1 else f"{count_words(count)} {face}s"

    @staticmethod
    def bar_call(count: int, face: int, rolls: int | None, all_day: bool) -> str:
        if count == 0:
            return "nothing"
        words = number_words(count * 10 + face)
        return words if rolls is None else f"{words} {rolls_words(rolls, all_day)}"

    @staticmethod
    def join(names: Sequence[str]) -> str:
        return join_names(names)

    @staticmethod
    def possessive(name: str, form: str = "") -> str:
        return possessive(name)

    @staticmethod
    def poker_call(name: str, faces: tuple[int, ...], detail: str) -> str:
        return _english_poker_call(name, faces, detail)

    acts = staticmethod(acts)
    you_within = staticmethod(_english_you_within)


#: language -> how it says the lingo; a new language adds its speaker here
_SPEAKERS: dict[str, Speaker] = {ENGLISH: _English(), "es": lingo_es.Spanish(), "de": lingo_de.German()}


def _speaker(language: str) -> Speaker:
    return _SPEAKERS.get(language, _SPEAKERS[ENGLISH])


@dataclass(frozen=True)
class Count:
    """A number said in words: 'two'."""

    number: int

    def say(self, language: str, form: str = "") -> str:
        return _speaker(language).count(self.number, form)


@dataclass(frozen=True)
class Counted:
    """How many of something: 'two tokens', 'one die' (in_words False: '3 hands')."""

    count: int
    noun: str  # singular, one of _PLURALS
    in_words: bool = True

    def say(self, language: str, form: str = "") -> str:
        return _speaker(language).counted(self.count, self.noun, self.in_words, form)


@dataclass(frozen=True)
class Faces:
    """Dice faces as a log shows them: '5 1', or with poker dice 'K A'."""

    faces: tuple[int, ...]
    poker: bool = False

    def say(self, language: str, form: str = "") -> str:
        return " ".join(poker_face_name(face) if self.poker else str(face) for face in self.faces)


@dataclass(frozen=True)
class PipDice:
    """Pip dice of one face, as the bar says them: 'an ace', 'two aces', 'a 6', 'three 6s'."""

    count: int
    face: int

    def say(self, language: str, form: str = "") -> str:
        return _speaker(language).pip_dice(self.count, self.face, form)


@dataclass(frozen=True)
class Names:
    """Players' names in a row: 'Max, Danielle and James'."""

    names: tuple[str, ...]

    def say(self, language: str, form: str = "") -> str:
        return _speaker(language).join(self.names)


@dataclass(frozen=True)
class Possessive:
    """Whose: "Max's", 'Your' for the player seated as 'You'."""

    name: str

    def say(self, language: str, form: str = "") -> str:
        return _speaker(language).possessive(self.name, form)


@dataclass(frozen=True)
class BarCall:
    """A bar dice hand as called: four 5s -> 'forty-five', with rolls 'forty-five in three'; count 0: 'nothing'.
    all_day: three rolls are 'all day' (Layman)."""

    count: int
    face: int
    rolls: int | None = None
    all_day: bool = False

    def say(self, language: str, form: str = "") -> str:
        return _speaker(language).bar_call(self.count, self.face, self.rolls, self.all_day)


@dataclass(frozen=True)
class PokerCall:
    """A poker dice hand as called: 'full house, kings over nines'. `name` is its rank's name (poker_hands
    HAND_NAMES), `faces` the faces the call names (highest group first), `detail` a flush's colour."""

    name: str
    faces: tuple[int, ...] = ()
    detail: str = ""

    def say(self, language: str, form: str = "") -> str:
        return _speaker(language).poker_call(self.name, self.faces, self.detail)
