"""The bar's words made in code, in Spanish and German: numbers, calls, counted things, poker hands, and the
verbs and pronouns for the person seated as "You"."""

from __future__ import annotations

import pytest

from dicebar.rules import lingo_de, lingo_es
from dicebar.rules.lingo import BarCall, Count, Counted, Names, PipDice, PokerCall, Possessive, acts_in, you_within
from dicebar.rules.words import QT_TRANSLATE_NOOP, acted, said


@pytest.mark.parametrize(
    ("number", "spanish", "german"),
    [
        (0, "cero", "null"),
        (1, "uno", "eins"),
        (11, "once", "elf"),
        (16, "dieciséis", "sechzehn"),
        (20, "veinte", "zwanzig"),
        (21, "veintiuno", "einundzwanzig"),
        (22, "veintidós", "zweiundzwanzig"),
        (30, "treinta", "dreißig"),
        (45, "cuarenta y cinco", "fünfundvierzig"),
        (66, "sesenta y seis", "sechsundsechzig"),
        (99, "noventa y nueve", "neunundneunzig"),
    ],
)
def test_number_words(number: int, spanish: str, german: str) -> None:
    assert lingo_es.number_words(number) == spanish
    assert lingo_de.number_words(number) == german


def test_number_words_out_of_range() -> None:
    for words in (lingo_es.number_words, lingo_de.number_words):
        with pytest.raises(ValueError, match="out of range"):
            words(100)


def test_spanish_feminine_one() -> None:
    assert lingo_es.number_words(21, feminine=True) == "veintiuna"
    assert lingo_es.number_words(31, feminine=True) == "treinta y una"


@pytest.mark.parametrize(
    ("call", "spanish", "german"),
    [
        (BarCall(4, 5, 3), "cuatro cincos a la tercera", "vier Fünfer im dritten"),
        (BarCall(5, 1, 1), "cinco ases a la primera", "fünf Asse aus der Hand"),
        (BarCall(1, 6, 2), "un seis a la segunda", "ein Sechser im zweiten"),
        (BarCall(2, 2), "dos doses", "zwei Zweier"),
        (BarCall(3, 3, 3, all_day=True), "tres treses a la tercera", "drei Dreier im dritten"),
        (BarCall(3, 4, 1), "tres cuatros a la primera", "drei Vierer aus der Hand"),
        (BarCall(0, 0), "nada", "nichts"),
    ],
)
def test_bar_calls(call: BarCall, spanish: str, german: str) -> None:
    assert call.say("es") == spanish
    assert call.say("de") == german


def test_every_bar_call_is_said_without_english() -> None:
    english = {call.say("en") for call in _every_call()}
    for language in ("es", "de"):
        said_calls = [call.say(language) for call in _every_call()]
        assert len(set(said_calls)) == len(said_calls), "each call said its own way"
        assert not english & set(said_calls)
        assert not any(word in call for call in said_calls for word in ("in one", "in two", "in three", "six"))


def _every_call() -> list[BarCall]:
    return [BarCall(count, face, rolls) for count in range(1, 6) for face in range(1, 7) for rolls in (1, 2, 3)]


@pytest.mark.parametrize(
    ("lingo", "form", "spanish", "german"),
    [
        (Counted(1, "die"), "", "un dado", "ein Würfel"),
        (Counted(1, "die"), "akk", "un dado", "einen Würfel"),
        (Counted(1, "token"), "dat", "una ficha", "einem Deckel"),
        (Counted(3, "roll"), "", "tres tiradas", "drei Würfe"),
        (Counted(3, "roll"), "dat", "tres tiradas", "drei Würfen"),
        (Counted(2, "chip"), "dat", "dos fichas", "zwei Chips"),
        (Counted(12, "chip"), "", "12 fichas", "12 Chips"),
        (Counted(1, "hand", in_words=False), "", "1 mano", "1 Hand"),
        (Counted(1, "round"), "akk", "una ronda", "eine Runde"),
        (PipDice(1, 1), "", "un as", "ein Ass"),
        (PipDice(3, 6), "", "tres seises", "drei Sechser"),
        (Count(2), "", "dos", "zwei"),
        (Count(1), "f", "una", "eins"),
        (Counted(2, "turn"), "", "dos asaltos", "zwei Durchgänge"),
        (Count(9), "", "9", "9"),
    ],
)
def test_counted_things(lingo: Counted | PipDice | Count, form: str, spanish: str, german: str) -> None:
    assert lingo.say("es", form) == spanish
    assert lingo.say("de", form) == german


@pytest.mark.parametrize(
    ("call", "spanish", "german"),
    [
        (PokerCall("five of a kind", (6,)), "repóker de ases", "fünf Asse"),
        (PokerCall("four of a kind", (5,)), "póker de reyes", "vier Könige"),
        (PokerCall("full house", (5, 1)), "full de reyes y nueves", "Full House, Könige über Neunen"),
        (PokerCall("three of a kind", (4,)), "trío de damas", "drei Damen"),
        (PokerCall("two pairs", (3, 2)), "doble pareja, jotas y dieces", "zwei Paare, Buben und Zehnen"),
        (PokerCall("pair", (3,)), "pareja de jotas", "ein Paar Buben"),
        (PokerCall("straight", (5,)), "escalera al rey", "Straße bis zum König"),
        (PokerCall("straight", (4,)), "escalera a la dama", "Straße bis zur Dame"),
        (PokerCall("large straight", (6,)), "escalera mayor", "große Straße"),
        (PokerCall("flush", (), "black"), "color negro", "Flush in Schwarz"),
        (PokerCall("high die", (6,)), "as alto", "Ass hoch"),
        (PokerCall("high die", (3,)), "jota alta", "Bube hoch"),
    ],
)
def test_poker_calls(call: PokerCall, spanish: str, german: str) -> None:
    assert call.say("es") == spanish
    assert call.say("de") == german


def test_names_in_a_row() -> None:
    assert Names(("Max", "Ana", "Bo")).say("es") == "Max, Ana y Bo"
    assert Names(("Ana", "Inés")).say("es") == "Ana e Inés"
    assert Names(("Ana", "Hielo")).say("es") == "Ana y Hielo"  # "hie" is not the sound i
    assert Names(("Max", "Ana", "Bo")).say("de") == "Max, Ana und Bo"


@pytest.mark.parametrize(
    ("name", "form", "spanish", "german"),
    [("Max", "", "turno de Max", "Max'"), ("Ana", "", "turno de Ana", "Anas"), ("You", "", "tu turno", "Dein")],
)
def test_possessive(name: str, form: str, spanish: str, german: str) -> None:
    assert Possessive(name).say("es", form) == spanish
    assert Possessive(name).say("de", form) == german


def test_possessive_asks_the_noun_in_spanish_and_its_gender_in_german() -> None:
    assert Possessive("Tú").say("es", "La mano") == "Tu mano"
    assert Possessive("Max").say("es", "la mano") == "la mano de Max"
    assert Possessive("Du").say("de", "f") == "Deine"
    assert Possessive("Du").say("de", "m") == "Dein"


@pytest.mark.parametrize(
    ("name", "phrase", "said_to_you"),
    [
        ("Tú", "tira 3 3", "Tú tiras 3 3"),
        ("You", "es el patrocinador y paga la ronda", "Tú eres el patrocinador y pagas la ronda"),
        ("tú", "se planta", "Tú te plantas"),
        ("Tú", "no anota", "Tú no anotas"),
        ("Tú", "lo vuelve a tirar todo", "Tú lo vuelves a tirar todo"),
        ("Tú", "saca lo más alto y reparte", "Tú sacas lo más alto y repartes"),
    ],
)
def test_spanish_verbs_for_you(name: str, phrase: str, said_to_you: str) -> None:
    assert acts_in("es", name, phrase) == said_to_you
    assert acts_in("es", "Max", phrase) == f"Max {phrase}"


@pytest.mark.parametrize(
    ("name", "phrase", "said_to_you"),
    [
        ("Du", "würfelt 3 3", "Du würfelst 3 3"),
        ("You", "ist raus", "Du bist raus"),
        ("du", "setzt 5 1 beiseite", "Du setzt 5 1 beiseite"),
        ("Du", "hat die meisten Chips", "Du hast die meisten Chips"),
        ("Du", "würfelt am höchsten und teilt aus", "Du würfelst am höchsten und teilst aus"),
        ("Du", "wartet", "Du wartest"),
        ("Du", "passt", "Du passt"),
        ("Du", "wird Sponsor", "Du wirst Sponsor"),
    ],
)
def test_german_verbs_for_you(name: str, phrase: str, said_to_you: str) -> None:
    assert acts_in("de", name, phrase) == said_to_you
    assert acts_in("de", "Max", phrase) == f"Max {phrase}"


def test_you_inside_a_sentence() -> None:
    assert you_within("Max pasa una ficha a Tú", "es") == "Max pasa una ficha a ti"
    assert you_within("Sigue el juego con You", "es") == "Sigue el juego contigo"
    assert you_within("Max, Tú y Ana empatan", "es") == "Max, tú y Ana empatan"
    assert you_within("Max gibt einen Deckel an Du", "de") == "Max gibt einen Deckel an dich"
    assert you_within("Ein Pferd für You. Es geht weiter mit Du", "de") == "Ein Pferd für dich. Es geht weiter mit dir"
    assert you_within("Runde 2 (Dein Zug)", "de") == "Runde 2 (dein Zug)"
    assert you_within("Max, You and Ana", "en") == "Max, you and Ana"


#: a few translations, Spanish and German mixed (each test renders one sentence in one language)
_TRANSLATED = {
    "{who} rolls {faces}": "{who} tira {faces}",
    "{who} puts {what} in the pot": "{who} legt {what:akk} in den Pott",
    "{whose} turn": "{whose:Turno}",
}


def _translate(context: str, source: str) -> str:
    return _TRANSLATED.get(source, source)


def _english(context: str, source: str) -> str:
    return source


def test_sentences_said_to_you_and_a_form_asked_by_the_translation() -> None:
    translate = _translate
    rolls = acted(QT_TRANSLATE_NOOP("Table", "{who} rolls {faces}"), "You", faces="3 3")
    assert rolls.render(translate, "es") == "Tú tiras 3 3"
    puts = acted(QT_TRANSLATE_NOOP("Table", "{who} puts {what} in the pot"), "You", what=Counted(1, "token"))
    assert puts.render(translate, "de") == "Du legst einen Deckel in den Pott"
    turn = said(QT_TRANSLATE_NOOP("Table", "{whose} turn"), whose=Possessive("You"))
    assert turn.render(translate, "es") == "Tu turno"
    assert turn.render(_english, "en") == "Your turn"
