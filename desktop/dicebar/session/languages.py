"""The languages Dice Bar speaks, and a language code checked (no Qt: the command line checks `--lang` first)."""

from __future__ import annotations

from dicebar.rules.lingo import ENGLISH
from dicebar.rules.words import QT_TRANSLATE_NOOP

#: every language Dice Bar speaks: its code and its own name for itself (the Language setting's choices)
LANGUAGES = {ENGLISH: "English", "es": "Español", "de": "Deutsch"}
SYSTEM = ""  # the Language setting's value for "as the system speaks"
SYSTEM_WORDS = QT_TRANSLATE_NOOP("Settings", "System")
#: the person's seat before they name it, the word for the person spoken to (the log speaks to it as "tú", "du")
YOU = QT_TRANSLATE_NOOP("Lobby", "You")


class LanguageError(ValueError):
    """A language code Dice Bar does not speak; the message is the one line to print."""


def checked(code: str) -> str:
    """`code` as Dice Bar knows it ('es'), or LanguageError naming the ones it speaks."""
    if code not in LANGUAGES:
        choices = ", ".join(f"{known} ({name})" for known, name in LANGUAGES.items())
        raise LanguageError(f"unknown language {code!r}; Dice Bar speaks {choices}")
    return code
