"""The bar's own words: numbers said the way players say them, rolls, and the calls."""

from __future__ import annotations

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

HORSE_ON_YOU = "a horse on you"
HORSE_A_PIECE = "a horse a piece"
TOO_LUCKY = "too lucky"
ONE_TIE_ALL_TIE = "one tie, all tie"
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
