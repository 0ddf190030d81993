"""The heads-up display's lines, in the bar's words, from what a seat may see (each game writes its own).

Each game's observation has its own keys (see the game modules' docstrings); its `GameType.hud` turns them into
the same few lines for every game, so the views need no special cases: the mark to beat, the rolls left, and
one line of detail (the pot, the centre, the horses). `session/hud.py` adds the headline and the result, and says
the lines through Qt's translator (`said`); `to_json` says them in English.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields

from dicebar.rules.lingo import Count
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, Words, counted, said

SEPARATOR = "  ·  "  # between the parts of a line
ROW_CONTEXT = "Row"  # a row of parts (`joined`): no text of its own to translate

#: a line: words to translate, or text already said (a name, or a line `said` made)
Line = str | Words


@dataclass(frozen=True)
class Hud:
    headline: Line = ""
    mark: Line = ""
    rolls: Line = ""
    detail: Line = ""
    result: Line = ""
    #: what the dice on the table make, as the person looking may see them (`GameType.reading`)
    reading: Line = ""

    def said(self, say: Callable[[Words], str]) -> Hud:
        """The lines said with `say` (the session: through Qt's translator)."""
        return Hud(**{line.name: _said(getattr(self, line.name), say) for line in fields(self)})

    def to_json(self) -> dict[str, str]:
        return {line.name: _said(getattr(self, line.name), Words.english) for line in fields(self)}


def _said(line: Line, say: Callable[[Words], str]) -> str:
    return say(line) if isinstance(line, Words) else line


def joined(*parts: Line) -> Line:
    """Lines side by side, as the HUD's detail line shows them: 'Hand 3  ·  pot: 12 chips' (empty ones left out).
    The separator is no word: the row's own text is not marked for translation, its parts are."""
    shown = [part for part in parts if part]
    if len(shown) <= 1:
        return shown[0] if shown else ""
    row = Text(ROW_CONTEXT, SEPARATOR.join("{part" + str(index) + "}" for index in range(len(shown))))
    return Words(row, tuple((f"part{index}", part) for index, part in enumerate(shown)))


def rolls_line(used: int, allowed: int) -> Words:
    if used == 0:
        if allowed == 1:
            return said(QT_TRANSLATE_NOOP("Table", "up to one roll"))
        return said(QT_TRANSLATE_NOOP("Table", "up to {count} rolls"), count=Count(allowed))
    left = allowed - used
    if left <= 0:
        return said(QT_TRANSLATE_NOOP("Table", "no rolls left"))
    text = QT_TRANSLATE_NOOP("Table", "roll {used} of {allowed}: %n roll(s) left", None, 1)
    return counted(text, left, used=used, allowed=allowed)
