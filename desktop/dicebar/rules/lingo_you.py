"""The person seated as "You", as a language spoken in code addresses them (Spanish "tú", German "du"): the
names that mean them, their verbs turned, and their pronoun set in case inside a sentence."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_SENTENCE_START = re.compile(r"(^|[.!?]\s+)$")


@dataclass(frozen=True)
class Addressee:
    """How one language speaks to the person seated as "You"."""

    #: the pronoun that names them opening a sentence: 'Tú'
    you: str
    #: the names that mean them, in lower case: the lobby's English default 'you' and the language's own
    names: frozenset[str]
    #: a phrase whose verbs are said of one person, said to them: 'tira 3 3' -> 'tiras 3 3'
    turned: Callable[[str], str]
    #: the words that name them (the English default 'You', the pronoun, its possessives) inside a sentence
    words: re.Pattern[str]

    def is_you(self, name: str) -> bool:
        return name.casefold() in self.names

    def acts(self, name: str, phrase: str) -> str:
        """`name` followed by `phrase`, its verbs turned when `name` is the person spoken to."""
        return f"{self.you} {self.turned(phrase)}" if self.is_you(name) else f"{name} {phrase}"

    def within(self, sentence: str) -> str:
        """Each word naming them as opening a sentence ('Tú', 'Dein') or in lower case inside one ('tú', 'dein');
        the English 'You' said as the pronoun."""

        def named(found: re.Match[str]) -> str:
            word = self.you if found.group() == "You" else found.group()
            return word if _SENTENCE_START.search(sentence[: found.start()]) else word.lower()

        return self.words.sub(named, sentence)
