"""The bar's words in Spanish, as a bar in Spain says them (the speaker `lingo.py` uses for "es").

A call names the dice and the roll they were made in, the way poker dice players do: "cuatro cincos a la
tercera" (four 5s in three rolls), "cinco ases a la primera". Pip faces are nouns with their plurals ("ases",
"doses", "seises"); poker dice hands have the names of the Spanish game of poker dice ("repóker", "póker",
"full", "trío", "escalera", "color"). The person seated as "You" (or "Tú") is spoken to as "tú", as at a bar
among friends: "Tú tiras 3 3", "Max pasa una ficha a ti", "sigue el juego contigo".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dicebar.rules.lingo_you import Addressee

_UNITS = (
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
)
_TENS = ("", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa")
#: counts said in words in a sentence (the rest in figures, as in English)
_IN_WORDS = range(1, 7)

#: pip faces as nouns, one and many: "un as", "tres seises"
_FACES = (("as", "ases"), ("dos", "doses"), ("tres", "treses"), ("cuatro", "cuatros"), ("cinco", "cincos"),
          ("seis", "seises"))  # fmt: skip
_ROLLS = {1: "a la primera", 2: "a la segunda", 3: "a la tercera"}

#: a noun counted: key (the English singular) -> (singular, plural, feminine)
_NOUNS = {
    "token": ("ficha", "fichas", True),
    "chip": ("ficha", "fichas", True),
    "die": ("dado", "dados", False),
    "ace": ("as", "ases", False),
    "six": ("seis", "seises", False),
    "deuce": ("dos", "doses", False),
    "five": ("cinco", "cincos", False),
    "round": ("ronda", "rondas", True),
    "roll": ("tirada", "tiradas", True),
    "hand": ("mano", "manos", True),
    "turn": ("asalto", "asaltos", False),  # a Layman turn: one of the sponsor phase's best two of three
}

#: poker dice faces 9, 10, J, Q, K, A: (one, many, feminine)
_POKER = (("nueve", "nueves", False), ("diez", "dieces", False), ("jota", "jotas", True),
          ("dama", "damas", True), ("rey", "reyes", False), ("as", "ases", False))  # fmt: skip
_COLOURS = {"red": "rojo", "black": "negro"}
#: a poker dice hand (`poker_hands.HAND_NAMES`) as called: {many} the faces of its biggest group, {second} the
#: next group's, {one} the top face, {to_the} the top of a straight ('al rey'), {high} that face's 'alto'
_POKER_CALLS = {
    "five of a kind": "repóker de {many}",
    "flush": "color {colour}",
    "large straight": "escalera mayor",
    "straight": "escalera {to_the}",
    "four of a kind": "póker de {many}",
    "full house": "full de {many} y {second}",
    "three of a kind": "trío de {many}",
    "two pairs": "doble pareja, {many} y {second}",
    "pair": "pareja de {many}",
    "high die": "{one} {high}",
}

#: words that may stand between the subject and its verb ("Tú no anotas", "Tú te plantas")
_BEFORE_VERB = {"no", "ya", "también", "lo", "la", "los", "las", "le", "les", "se"}
_IRREGULAR = {"es": "eres", "se": "te"}
#: "You" after a preposition: "a ti", "contigo"
_AFTER_PREPOSITION = re.compile(r"\b(a|para|de|contra|entre|por|sin|ante|hacia|sobre)\s+(?:You|Tú)\b")
_WITH_YOU = re.compile(r"\bcon\s+(?:You|Tú)\b")


def number_words(number: int, feminine: bool = False) -> str:
    """0..99 as spoken: 45 -> 'cuarenta y cinco', 21 -> 'veintiuno' (before a noun 'veintiún'/'veintiuna')."""
    if not 0 <= number <= 99:
        raise ValueError(f"{number} is out of range 0..99")
    if number < 30:
        words = _UNITS[number]
    else:
        tens, units = divmod(number, 10)
        words = _TENS[tens] + ("" if units == 0 else " y " + _UNITS[units])
    if feminine and words.endswith("uno"):
        return words[:-1] + "a"
    return words


def _amount(count: int, feminine: bool, in_words: bool = True) -> str:
    """A count before its noun: 'un', 'una', 'tres', '12'."""
    if not in_words or count not in _IN_WORDS:
        return str(count)
    if count == 1:
        return "una" if feminine else "un"
    return number_words(count)


def second_person(phrase: str) -> str:
    """A phrase whose verbs are said of one person, said to 'tú': 'tira 3 3' -> 'tiras 3 3', 'es el
    patrocinador y paga la ronda' -> 'eres el patrocinador y pagas la ronda', 'se planta' -> 'te plantas'."""
    clauses = []
    for clause in phrase.split(" y "):
        words = clause.split(" ")
        for index, word in enumerate(words):
            if word in _BEFORE_VERB and index + 1 < len(words):
                words[index] = _IRREGULAR.get(word, word)
                continue
            words[index] = _IRREGULAR.get(word, word + "s")
            break
        clauses.append(" ".join(words))
    return " y ".join(clauses)


#: the person seated as "You" (or "Tú"): "Tú tiras 3 3"
YOU = Addressee(
    you="Tú",
    names=frozenset({"you", "tú", "tu"}),
    turned=second_person,
    words=re.compile(r"(?<![\w])(?:You|Tú)(?![\w])"),
)


class Spanish:
    """How Spanish says each kind of lingo (see `lingo.Speaker`)."""

    @staticmethod
    def count(number: int, form: str = "") -> str:
        """A number in words; `form` "f" when it counts something feminine ('dos manos a una')."""
        return number_words(number, feminine=form == "f") if number in _IN_WORDS else str(number)

    @staticmethod
    def counted(count: int, noun: str, in_words: bool, form: str = "") -> str:
        one, many, feminine = _NOUNS[noun]
        return f"{_amount(count, feminine, in_words)} {one if count == 1 else many}"

    @staticmethod
    def pip_dice(count: int, face: int, form: str = "") -> str:
        one, many = _FACES[face - 1]
        return f"{_amount(count, False)} {one if count == 1 else many}"

    @staticmethod
    def bar_call(count: int, face: int, rolls: int | None, all_day: bool) -> str:
        if count == 0:
            return "nada"
        dice = Spanish.pip_dice(count, face)
        return dice if rolls is None else f"{dice} {_ROLLS[rolls]}"

    @staticmethod
    def join(names: Sequence[str]) -> str:
        if len(names) == 1:
            return names[0]
        last = names[-1]
        # "y" becomes "e" before the sound i: "Ana e Inés"
        joiner = " e " if re.match(r"(?i)h?i(?![aeiouáéó])", last) else " y "
        return ", ".join(names[:-1]) + joiner + last

    @staticmethod
    def possessive(name: str, form: str = "") -> str:
        """Whose `form` (the noun the text names, with its article if any): 'Turno' -> 'Turno de Max' and 'Tu
        turno', 'la mano' -> 'la mano de Max' and 'tu mano'."""
        noun = form or "turno"
        if not YOU.is_you(name):
            return f"{noun} de {name}"
        mine = "tu " + noun.split(" ")[-1].lower()
        return mine.capitalize() if noun[:1].isupper() else mine

    @staticmethod
    def poker_call(name: str, faces: tuple[int, ...], detail: str) -> str:
        first, second = (*faces, 1, 1)[:2]
        one, many, feminine = _POKER[first - 1]
        return _POKER_CALLS[name].format(
            many=many,
            second=_POKER[second - 1][1],
            one=one,
            high="alta" if feminine else "alto",
            to_the=f"a la {one}" if feminine else f"al {one}",
            colour=_COLOURS.get(detail, detail),
        )

    acts = YOU.acts

    @staticmethod
    def you_within(sentence: str) -> str:
        """'a Tú' -> 'a ti', 'con Tú' -> 'contigo'; inside a sentence 'tú', opening one 'Tú' (and the English
        default name 'You' said in Spanish)."""
        if "You" not in sentence and "Tú" not in sentence:
            return sentence
        sentence = _AFTER_PREPOSITION.sub(lambda found: f"{found.group(1)} ti", sentence)
        return YOU.within(_WITH_YOU.sub("contigo", sentence))
