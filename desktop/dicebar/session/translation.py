"""The one place the session turns the rules' `Words` into the text it shows: through Qt's translator.

`QCoreApplication.translate` looks each marked text up in the translators installed (`.qm` files made from the
`.ts` files `pyside6-lupdate` extracts); with none installed it returns the English source. The `Lingo` fields
(numbers in words, dice calls) are said in `language()`, which is English until a translation for another
language is installed and `set_language` names it.

The language may change while the window is open (the Language setting applies at once): `set_language` then
tells whoever keeps words already said (`switched()`), and they say what is on screen again in the new language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from dicebar.rules.words import ENGLISH, NOT_COUNTED, Text, Words, english_plural

_shown = {"language": ENGLISH}


class LanguageNews(QObject):
    """Says that the language shown has changed: the translators, the locale and the words made in code are the
    new language's by then."""

    switched = Signal()


_news: list[LanguageNews] = []


def switched() -> LanguageNews:
    """The one `LanguageNews` (made at the first call): connect to its `switched` to say shown words again."""
    if not _news:
        _news.append(LanguageNews())
    return _news[0]


def set_language(language: str) -> None:
    """The language the installed translators speak (a code such as 'en'), for the words made in code; whoever
    listens to `switched()` hears of it."""
    _shown["language"] = language
    switched().switched.emit()


def language() -> str:
    return _shown["language"]


def translate(context: str, source: str, n: int = NOT_COUNTED) -> str:
    """`source` in the language shown; a plural text's `%n` said for `n` (in English when no translator has it)."""
    text = QCoreApplication.translate(context, source, None, n)
    return english_plural(source, n) if n != NOT_COUNTED and text == source.replace("%n", str(n)) else text


def render(words: Words) -> str:
    """`words` in the language shown."""
    return words.render(translate, language())


def shown(text: Text) -> str:
    """A marked text without fields (a title, a label) in the language shown."""
    return translate(text.context, str(text))


def shown_now(text: Text | str) -> str:
    """A notice kept as a marked text (said in the language shown when read) or as plain words (a path, an OS
    error's own text, or nothing), as it reads now."""
    return shown(text) if isinstance(text, Text) else text
