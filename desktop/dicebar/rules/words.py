"""Words the program says to players, made where Qt is not allowed and translated where they are shown.

The rules and bots make the words (log lines, calls, reasons, house rules, titles), but may not import Qt.
So a text is written once, in English, with `{named}` fields, and marked where it is written:

    said(QT_TRANSLATE_NOOP("PeekPoker", "{who} raises to {total}"), who=name, total=12)

`QT_TRANSLATE_NOOP` is a no-op marker under the name `pyside6-lupdate` looks for, so the `.ts` files list
every text with its context. It returns the text tagged with its context (`Text`); `said` adds the fields and
gives `Words`. The session layer shows `Words` through `render` with Qt's translator; the headless commands
print `english()`, so their JSON stays English. A field's value is a name or number (never translated),
other `Words` (translated in turn), or `Lingo` (said per language in code: numbers in words, dice calls).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

ENGLISH = "en"

#: (context, source) -> the source in the language shown; the identity is English
Translate = Callable[[str, str], str]


class Text(str):
    """A source text marked for translation; it knows its translation context."""

    context: str

    def __new__(cls, context: str, source: str) -> Text:
        text = super().__new__(cls, source)
        text.context = context
        return text


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # the name pyside6-lupdate looks for
    """Mark `source` for translation in `context`; the text itself is unchanged."""
    return Text(context, source)


@runtime_checkable
class Lingo(Protocol):
    """Words made per language by code rather than by a translation file (e.g. 'forty-five in three')."""

    def say(self, language: str) -> str: ...


@dataclass(frozen=True)
class Words:
    """A marked text and the values of its fields."""

    text: Text
    fields: tuple[tuple[str, str | int | Words | Lingo], ...] = ()

    def render(self, translate: Translate, language: str = ENGLISH) -> str:
        values: dict[str, object] = {}
        for name, value in self.fields:
            if isinstance(value, Words):
                values[name] = value.render(translate, language)
            elif isinstance(value, Lingo):
                values[name] = value.say(language)
            else:
                values[name] = value
        return translate(self.text.context, str(self.text)).format(**values)

    def english(self) -> str:
        return self.render(_untranslated)

    def __str__(self) -> str:
        return self.english()


def said(text: Text, **fields: str | int | Words | Lingo) -> Words:
    return Words(text, tuple(fields.items()))


def _untranslated(context: str, source: str) -> str:
    return source
