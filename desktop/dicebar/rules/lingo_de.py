"""The bar's words in German, as a Kneipe says them (the speaker `lingo.py` uses for "de").

A call names the dice and the roll they were made in, as in Schocken and Kniffel: "vier Fünfer im dritten"
(four 5s in three rolls), "fünf Asse aus der Hand" (in one: "aus der Hand" is the first roll). Faces 2 to 6
are "Zweier" to "Sechser", the 1 is the "Ass"; tokens are "Deckel", as in Schocken. Poker dice hands have the
names of German poker ("Full House", "Straße", "Drilling"...). The person seated as "You" (or "Du") is "du":
"Du würfelst 3 3", "Max gibt einen Deckel an dich".

German says a counted noun in the case its sentence needs, so a translation asks for it: "{what:akk}" ('legt
einen Deckel in den Pott'), "{rolls:dat}" ('in drei Würfen'); nominative without. A possessive asks the gender
of what is owned: "{whose:f} Hand" ('Deine Hand', 'Annas Hand').
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dicebar.rules.lingo_you import Addressee

_UNITS = (
    "null",
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "dreizehn",
    "vierzehn",
    "fünfzehn",
    "sechzehn",
    "siebzehn",
    "achtzehn",
    "neunzehn",
)
_TENS = ("", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig")
#: counts said in words in a sentence (the rest in figures, as in English)
_IN_WORDS = range(1, 7)

#: a noun: (singular, plural, gender "m", "f" or "n")
_Noun = tuple[str, str, str]
_FACES: tuple[_Noun, ...] = (
    ("Ass", "Asse", "n"),
    ("Zweier", "Zweier", "m"),
    ("Dreier", "Dreier", "m"),
    ("Vierer", "Vierer", "m"),
    ("Fünfer", "Fünfer", "m"),
    ("Sechser", "Sechser", "m"),
)
_NOUNS: dict[str, _Noun] = {
    "token": ("Deckel", "Deckel", "m"),
    "chip": ("Chip", "Chips", "m"),
    "die": ("Würfel", "Würfel", "m"),
    "ace": _FACES[0],
    "six": _FACES[5],
    "deuce": _FACES[1],
    "five": _FACES[4],
    "round": ("Runde", "Runden", "f"),
    "roll": ("Wurf", "Würfe", "m"),
    "hand": ("Hand", "Hände", "f"),
    "turn": ("Durchgang", "Durchgänge", "m"),
}
#: "ein" by case ("", "akk", "dat") and gender
_ONE = {
    "": {"m": "ein", "f": "eine", "n": "ein"},
    "akk": {"m": "einen", "f": "eine", "n": "ein"},
    "dat": {"m": "einem", "f": "einer", "n": "einem"},
}
_ROLLS = {1: "aus der Hand", 2: "im zweiten", 3: "im dritten"}

#: poker dice faces 9, 10, J, Q, K, A
_POKER: tuple[_Noun, ...] = (
    ("Neun", "Neunen", "f"),
    ("Zehn", "Zehnen", "f"),
    ("Bube", "Buben", "m"),
    ("Dame", "Damen", "f"),
    ("König", "Könige", "m"),
    ("Ass", "Asse", "n"),
)
_COLOURS = {"red": "Rot", "black": "Schwarz"}
#: a poker dice hand (`poker_hands.HAND_NAMES`) as called: {many} the faces of its biggest group, {second} the
#: next group's, {one} the top face, {to_the} the top of a straight ('zum König')
_POKER_CALLS = {
    "five of a kind": "fünf {many}",
    "flush": "Flush in {colour}",
    "large straight": "große Straße",
    "straight": "Straße bis {to_the}",
    "four of a kind": "vier {many}",
    "full house": "Full House, {many} über {second}",
    "three of a kind": "drei {many}",
    "two pairs": "zwei Paare, {many} und {second}",
    "pair": "ein Paar {many}",
    "high die": "{one} hoch",
}

_IRREGULAR = {"ist": "bist", "wird": "wirst", "muss": "musst", "weiß": "weißt", "lässt": "lässt"}
_ACCUSATIVE = "für|gegen|an|auf|um|durch|ohne"
_DATIVE = "von|mit|zu|bei|nach|aus|gegenüber"
_AFTER_PREPOSITION = re.compile(rf"\b({_ACCUSATIVE}|{_DATIVE})\s+(?:You|Du)\b")


def number_words(number: int) -> str:
    """0..99 as spoken: 45 -> 'fünfundvierzig', 21 -> 'einundzwanzig', 30 -> 'dreißig'."""
    if not 0 <= number <= 99:
        raise ValueError(f"{number} is out of range 0..99")
    if number < 20:
        return _UNITS[number]
    tens, units = divmod(number, 10)
    if units == 0:
        return _TENS[tens]
    return ("ein" if units == 1 else _UNITS[units]) + "und" + _TENS[tens]


def _counted(count: int, noun: _Noun, case: str, in_words: bool = True) -> str:
    """'ein Würfel', 'einen Würfel' (akk), 'drei Würfen' (dat), '12 Chips'."""
    one, many, gender = noun
    if count == 1 and in_words:
        return f"{_ONE.get(case, _ONE[''])[gender]} {one}"
    amount = number_words(count) if in_words and count in _IN_WORDS else str(count)
    if count == 1:
        return f"{amount} {one}"
    if case == "dat" and not many.endswith(("n", "s")):
        many += "n"
    return f"{amount} {many}"


def _verb_for_you(verb: str) -> str:
    """A verb said of one person, said to 'du': 'würfelt' -> 'würfelst', 'setzt' -> 'setzt', 'ist' -> 'bist'."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    stem = verb[:-1] if verb.endswith("t") else verb
    return stem + ("t" if stem.endswith(("s", "ß", "z", "x")) else "st")


def second_person(phrase: str) -> str:
    """A phrase whose verbs (each clause's first word) are said of one person, said to 'du': 'würfelt am
    höchsten und teilt aus' -> 'würfelst am höchsten und teilst aus'."""
    clauses = []
    for clause in phrase.split(" und "):
        verb, space, rest = clause.partition(" ")
        clauses.append(f"{_verb_for_you(verb)}{space}{rest}")
    return " und ".join(clauses)


#: the person seated as "You" (or "Du"): "Du würfelst 3 3", "Dein Zug"
YOU = Addressee(
    you="Du",
    names=frozenset({"you", "du"}),
    turned=second_person,
    words=re.compile(r"(?<![\w])(?:You|Du|Dein|Deine)(?![\w])"),
)


class German:
    """How German says each kind of lingo (see `lingo.Speaker`)."""

    @staticmethod
    def count(number: int, form: str = "") -> str:
        return number_words(number) if number in _IN_WORDS else str(number)

    @staticmethod
    def counted(count: int, noun: str, in_words: bool, form: str = "") -> str:
        return _counted(count, _NOUNS[noun], form, in_words)

    @staticmethod
    def pip_dice(count: int, face: int, form: str = "") -> str:
        return _counted(count, _FACES[face - 1], form)

    @staticmethod
    def bar_call(count: int, face: int, rolls: int | None, all_day: bool) -> str:
        if count == 0:
            return "nichts"
        dice = _counted(count, _FACES[face - 1], "")
        return dice if rolls is None else f"{dice} {_ROLLS[rolls]}"

    @staticmethod
    def join(names: Sequence[str]) -> str:
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " und " + names[-1]

    @staticmethod
    def possessive(name: str, form: str = "") -> str:
        """Whose, before a noun of gender `form` ("m", "f", "n"; "pl" for many): 'Annas', "Max'", 'Dein(e)'."""
        if YOU.is_you(name):
            return "Deine" if form in ("f", "pl") else "Dein"
        return name + ("'" if name.endswith(("s", "ß", "x", "z", "ce")) else "s")

    @staticmethod
    def poker_call(name: str, faces: tuple[int, ...], detail: str) -> str:
        first, second = (*faces, 1, 1)[:2]
        one, many, gender = _POKER[first - 1]
        return _POKER_CALLS[name].format(
            many=many,
            second=_POKER[second - 1][1],
            one=one,
            to_the=f"zur {one}" if gender == "f" else f"zum {one}",
            colour=_COLOURS.get(detail, detail),
        )

    acts = YOU.acts

    @staticmethod
    def you_within(sentence: str) -> str:
        """'an Du' -> 'an dich', 'von Du' -> 'von dir'; inside a sentence 'du', 'dein', opening one 'Du', 'Dein'
        (and the English default name 'You' said in German)."""
        if not any(word in sentence for word in ("You", "Du", "Dein")):
            return sentence
        sentence = _AFTER_PREPOSITION.sub(
            lambda found: found.group(1) + (" dir" if re.fullmatch(_DATIVE, found.group(1)) else " dich"), sentence
        )
        return YOU.within(sentence)
