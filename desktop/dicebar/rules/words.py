"""Words the program says to players, made where Qt is not allowed and translated where they are shown.

The rules and bots make the words (log lines, calls, reasons, house rules, titles), but may not import Qt.
So a text is written once, in English, with `{named}` fields, and marked where it is written:

    said(QT_TRANSLATE_NOOP("PeekPoker", "{who} raises to {total}"), who=name, total=12)

`QT_TRANSLATE_NOOP` is a no-op marker under the name `pyside6-lupdate` looks for, so the `.ts` files list
every text with its context. It returns the text tagged with its context (`Text`); `said` adds the fields and
gives `Words`. The session layer shows `Words` through `render` with Qt's translator; the headless commands
print `english()`, so their JSON stays English. A field's value is a name or number (never translated),
other `Words` (translated in turn), or `Lingo` (said per language in code: numbers in words, dice calls). A
translation may ask a `Lingo` field for a grammatical form with a format spec, where its language needs one
("{what:akk}" in German: 'legt einen Deckel'); the field's name stays the source's.

A text that says a count is marked with a number as its fourth argument (lupdate takes a literal number there
to mean the text has plural forms) and said with `counted`: its `%n` is the count, and each language says it in
its own plural forms through Qt's `%n` plurals ("1 token", "3 tokens"):

    counted(QT_TRANSLATE_NOOP("Table", "%n token(s)", None, 1), tokens)

In English without Qt (`english()`, and `packaging/translations.py` filling in the English plural forms) a `(s)`
after a word is dropped for a count of one and is an `s` otherwise, and `(die/dice)` is the first word for one,
the second for any other count.

A sentence whose subject is a player's name is made with `acted` and its `{who}` field first: where the
language says a verb differently for the person spoken to, `lingo.acts` turns it ("You roll 3 3", not
"You rolls 3 3": the lobby seats the player as "You" by default).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from dicebar.rules.lingo import ENGLISH, acts_in, you_within

__all__ = [
    "ENGLISH",
    "NOT_COUNTED",
    "QT_TRANSLATE_NOOP",
    "Lingo",
    "Text",
    "Translate",
    "Words",
    "acted",
    "counted",
    "english_form",
    "english_plural",
    "said",
]

NOT_COUNTED = -1  # Qt's n for a text without plural forms


class Translate(Protocol):
    """(context, source[, n]) -> the source in the language shown, `%n` said for the count n of a plural text."""

    def __call__(self, context: str, source: str, n: int = NOT_COUNTED, /) -> str: ...


class Text(str):
    """A source text marked for translation; it knows its translation context, and whether it says a count."""

    context: str
    plural: bool

    def __new__(cls, context: str, source: str, plural: bool = False) -> Text:
        text = super().__new__(cls, source)
        text.context = context
        text.plural = plural
        return text


def QT_TRANSLATE_NOOP(  # the name pyside6-lupdate looks for
    context: str, source: str, disambiguation: str | None = None, n: int | None = None
) -> Text:
    """Mark `source` for translation in `context`; the text itself is unchanged. Any number `n` marks a text
    with plural forms (its `%n` the count given to `counted`); `disambiguation` is not used."""
    return Text(context, source, plural=n is not None)


@runtime_checkable
class Lingo(Protocol):
    """Words made per language by code rather than by a translation file (e.g. 'forty-five in three')."""

    def say(self, language: str, form: str = "") -> str: ...


@dataclass(frozen=True)
class Words:
    """A marked text and the values of its fields."""

    text: Text
    fields: tuple[tuple[str, str | int | Words | Lingo], ...] = ()
    #: the field naming who acts: the verb after it is said of that person ("You are safe", "Max is safe")
    subject: str = "who"
    #: the first letter in capitals, as when the words open a call ('A horse on you')
    capital: bool = False
    #: the count a plural text says as `%n`
    count: int | None = None

    def render(self, translate: Translate, language: str = ENGLISH) -> str:
        values: dict[str, object] = {}
        for name, value in self.fields:
            if isinstance(value, Words):
                values[name] = value.render(translate, language)
            elif isinstance(value, str | int):
                values[name] = value
            else:  # Lingo (not asked with isinstance: a Protocol check costs more than the rest of the line)
                values[name] = _Spoken(value, language)
        if self.count is None:
            text = translate(self.text.context, str(self.text))
        else:
            text = translate(self.text.context, str(self.text), self.count)
        if self.subject in values and "{" + self.subject + "} " in text:
            sentence = _with_subject(text, values, self.subject, language)
        else:
            sentence = text.format(**values)
        sentence = you_within(sentence, language)
        return sentence[:1].upper() + sentence[1:] if self.capital else sentence

    def capitalized(self) -> Words:
        return Words(self.text, self.fields, self.subject, capital=True, count=self.count)

    def english(self) -> str:
        return self.render(_untranslated)

    def __str__(self) -> str:
        return self.english()


def _with_subject(text: str, values: dict[str, object], subject: str, language: str) -> str:
    """`text` filled in, the verbs of the clause that `subject` opens said of that person: 'only You hold
    tokens', 'You are the hammer and bring it back: ...' (the clause ends at the first ':', ';' or ',')."""
    name = str(values[subject])
    before, _, after = text.format(**{**values, subject: _SUBJECT}).partition(_SUBJECT + " ")
    end = min((after.index(mark) for mark in ":;," if mark in after), default=len(after))
    return before + acts_in(language, name, after[:end]) + after[end:]


class _Spoken:
    """A `Lingo` field as a sentence fills it in: said in the language, in the form the format spec asks."""

    def __init__(self, lingo: Lingo, language: str) -> None:
        self.lingo, self.language = lingo, language

    def __format__(self, form: str) -> str:
        return self.lingo.say(self.language, form)


_SUBJECT = "\x00"  # stands for the subject's name while the sentence is filled in


def said(text: Text, **fields: str | int | Words | Lingo) -> Words:
    return Words(text, tuple(fields.items()))


def acted(text: Text, who: str | Words, **fields: str | int | Words | Lingo) -> Words:
    """A sentence whose subject is the player `who` (`{who}` in the text): 'Max rolls 3 3', 'You roll 3 3'."""
    return Words(text, (("who", who), *fields.items()), subject="who")


def counted(text: Text, count: int, **fields: str | int | Words | Lingo) -> Words:
    """A plural text (marked with a number, `%n` in it) said of `count`: '1 token', '3 tokens'."""
    if not text.plural:
        raise ValueError(f"{str(text)!r} is not marked as a plural text")
    return Words(text, tuple(fields.items()), count=count)


def english_plural(source: str, count: int) -> str:
    """A plural source said in English of `count`: see `english_form`, its `%n` the count."""
    return english_form(source, count == 1).replace("%n", str(count))


def english_form(source: str, one: bool) -> str:
    """A plural source's English form for one, or for any other count: a `(s)` dropped or an `s`, and of
    `(die/dice)` the first word or the second (`%n` kept)."""
    said = source.replace("(s)", "" if one else "s")
    return re.sub(r"\((\w+)/(\w+)\)", lambda words: words.group(1 if one else 2), said)


def _untranslated(context: str, source: str, n: int = NOT_COUNTED) -> str:
    return source if n == NOT_COUNTED else english_plural(source, n)
