"""The one place the session turns the rules' `Words` into the text it shows: through Qt's translator.

`QCoreApplication.translate` looks each marked text up in the translators installed (`.qm` files made from the
`.ts` files `pyside6-lupdate` extracts); with none installed it returns the English source. The `Lingo` fields
(numbers in words, dice calls) are said in `language()`, which is English until a translation for another
language is installed and `set_language` names it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dicebar.rules.words import ENGLISH, NOT_COUNTED, Text, Words, english_plural

_shown = {"language": ENGLISH}


def set_language(language: str) -> None:
    """The language the installed translators speak (a code such as 'en'), for the words made in code."""
    _shown["language"] = language


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
