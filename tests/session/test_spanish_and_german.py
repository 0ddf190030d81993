"""Dice Bar in Spanish and German: every message of the `.ts` files is translated with the source's fields, the
`.qm` files Qt loads say the same, and games played through to the end read in each language with the
translator installed: every log line and call renders, with no English left in the calls and the verbs turned
for the player seated as "You"."""

from __future__ import annotations

import itertools
import re
import string
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from tests.rules.every_event import every_kind_of_game
from tests.rules.random_play import make_game
from tests.rules.test_reading import played_randomly, reading

from dicebar.rules.pages import rules_page
from dicebar.rules.registry import game_ids
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted
from dicebar.session import translation
from dicebar.session.lobby import default_setup

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
LANGUAGES = ("es", "de")
#: English the bar's calls and readings are made of: none of it may be left in a translated line
ENGLISH_LINGO = re.compile(
    r"\b(twenty|thirty|forty|fifty|sixty|in one|in two|in three|all day|nothing|aces?|sixes|kings|queens|jacks|"
    r"nines|tens|full house|pair|straight|flush|high|tokens?|chips?|dice|rolls?|the pot|the centre|turn|"
    r"and|the|is|wins|rolls|your|You)\b"
)
#: the word after the player seated as "You" opening a clause: a verb said to them, or a word before the verb
SAID_TO_YOU = {
    "es": (re.compile(r"\bTú (\w+)"), re.compile(r"^(\w+s|eres|te|no|lo|los|la|las|ya)$")),
    "de": (re.compile(r"\bDu (\w+)"), re.compile(r"^(\w+st|\w+[sßzx]t|bist)$")),
}


def _messages(language: str) -> Iterator[tuple[str, str, ElementTree.Element]]:
    root = ElementTree.parse(TRANSLATIONS / f"dicebar_{language}.ts").getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            translated = message.find("translation")
            assert translated is not None
            if translated.get("type") in ("vanished", "obsolete"):
                continue  # a text no source says any more, kept for the translator to reuse
            yield context.findtext("name", ""), message.findtext("source", ""), translated


def _forms(translated: ElementTree.Element) -> list[str]:
    """A message's translation: its one text, or each of its plural forms (a `%n` text)."""
    forms = [form.text or "" for form in translated.iter("numerusform")]
    return forms or [translated.text or ""]


def _fields(text: str) -> set[str]:
    """The names of a text's `{fields}` (a translation may ask a field for a form: '{what:akk}') and its `%1`
    and `%n` places (QML's and Qt's plurals)."""
    fields = {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    return fields | set(re.findall(r"%[0-9n]", text))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated_with_the_same_fields(language: str) -> None:
    messages = list(_messages(language))
    assert len(messages) > 200
    for context, source, translated in messages:
        where = f"{context}: {source!r}"
        assert translated.get("type") is None, f"unfinished: {where}"
        forms = _forms(translated)
        for index, form in enumerate(forms):
            assert form.strip(), f"empty: {where}"
            fields = _fields(form)
            if index == 0 and len(forms) > 1:  # the form for one may say it in words ('Guardar mi as')
                fields.add("%n")
            assert fields == _fields(source), where
    changed = [source for _, source, translated in messages if source not in _forms(translated)]
    assert len(changed) / len(messages) > 0.85, "most texts are said differently from English"


@pytest.fixture(params=LANGUAGES)
def spoken(request: pytest.FixtureRequest, qapp: QCoreApplication) -> Iterator[str]:
    """The translator of a language installed, and the lingo made in code said in it."""
    language = str(request.param)
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / f"dicebar_{language}.qm"))
    QCoreApplication.installTranslator(translator)
    translation.set_language(language)
    yield language
    translation.set_language("en")
    QCoreApplication.removeTranslator(translator)


def test_the_qm_files_say_what_the_ts_files_say(spoken: str) -> None:
    for context, source, translated in _messages(spoken):
        forms = _forms(translated)
        if len(forms) == 1:
            assert translation.translate(context, source) == forms[0], f"{context}: {source!r}"
        else:  # Spanish and German: one form for 1, the other for every other count
            assert translation.translate(context, source, 1) == forms[0].replace("%n", "1"), source
            assert translation.translate(context, source, 3) == forms[1].replace("%n", "3"), source


def test_games_read_in_the_language_to_the_end(spoken: str) -> None:
    after_you, verb_for_you = SAID_TO_YOU[spoken]
    lines = calls = 0
    for game in every_kind_of_game():
        for event in game.log:
            line = _rendered(game.describe(event))
            lines += 1
            assert "{" not in line and "You" not in line, line
            for verb in after_you.findall(line):
                assert verb_for_you.match(verb), line
            spoken_call = game.call_words(event)
            if spoken_call is not None:
                call = _rendered(spoken_call)
                calls += 1
                assert not ENGLISH_LINGO.search(call), call
    assert lines > 5000 and calls > 500


def test_readings_read_in_the_language(spoken: str) -> None:
    """The live reading of the dice, for the player at the turn and for onlookers (PeekPoker's hidden dice)."""
    read = 0
    for game_id, seed in itertools.product(game_ids(), range(4)):
        game = make_game(game_id, 3, seed, {"endgame": "last_holder"} if game_id == "aces-in-the-pot" else {})
        for _events in played_randomly(game, seed):
            if game.current_player is None:
                continue
            view = game.observation(game.current_player, with_log=False)
            for words in (reading(game, view), reading(game, {**view, "private": []})):
                if words is not None:
                    line = _rendered(words)
                    read += 1
                    assert "{" not in line and not ENGLISH_LINGO.search(line), line
    assert read > 500


@pytest.mark.parametrize("game_id", game_ids())
def test_rules_pages_read_in_the_language_with_the_same_layout(spoken: str, game_id: str) -> None:
    """Every line of the page is said in the language, as the same kind of Markdown line as the English one."""
    english, page = rules_page(game_id, {}), rules_page(game_id, {}, translation.render)
    kind = re.compile(r"^(# |## |- |)")
    assert [kind.match(line)[0] for line in page.splitlines()] == [kind.match(line)[0] for line in english.splitlines()]
    for said_line, english_line in zip(page.splitlines(), english.splitlines(), strict=True):
        assert not english_line or said_line != english_line, said_line
        assert "{" not in said_line and "*" not in said_line.replace("**", ""), said_line


def test_the_person_is_seated_as_the_language_speaks_to_them(spoken: str) -> None:
    """A first game seats the person as 'Tú' or 'Du', and the log speaks to them: 'Tú tiras 3 3'."""
    you = default_setup()["seats"][0]["name"]
    assert you == {"es": "Tú", "de": "Du"}[spoken]
    rolls = acted(QT_TRANSLATE_NOOP("Table", "{who} rolls {faces}"), you, faces="3 3")
    assert translation.render(rolls) == {"es": "Tú tiras 3 3", "de": "Du würfelst 3 3"}[spoken]


def _rendered(words: Words) -> str:
    line = translation.render(words)
    assert line.strip(), words.english()
    return line
