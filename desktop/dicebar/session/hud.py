"""What the heads-up display says, in the bar's words, from what a seat may see.

Each game turns its own observation into the mark to beat, the rolls left and one line of detail (the pot, the
centre, the horses): its `GameType.hud`. This module adds what every game shares, the headline (whose turn, the
roll-off), the result (the game's end as its words say it) and the live reading of the dice (`GameType.reading`).
The lines stay words until the session shows them (`Hud.said` through Qt's translator), so that a change of
language says the display again as it stands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from dicebar.rules.events import GameOver
from dicebar.rules.game import Game
from dicebar.rules.hud import Hud, Line
from dicebar.rules.lingo import Possessive
from dicebar.rules.words import QT_TRANSLATE_NOOP, acted, said
from dicebar.session.translation import render


def hud_for(game: Game, seat: int, readable: Callable[[dict[str, Any]], Mapping[str, Any]] | None = None) -> Hud:
    """The display for the table as `seat` sees it (the current player on a shared screen). The reading of the
    dice reads `readable(view)` of `seat`'s view when given (the session's choice of what the person looking may
    see: the view without their private dice, on a shared screen before the others looked away)."""
    view = game.observation(seat, with_log=False)
    names = game.names
    specific = game.game_type.hud(view, names) if not view["in_rolloff"] else Hud()
    current = game.current_player
    if game.is_over:
        over = said(GAME_OVER)
        result = next((game.describe(event) for event in reversed(game.log) if isinstance(event, GameOver)), over)
        return Hud(headline=over, detail=specific.detail, result=result)
    headline: Line = ""
    if current is not None:
        if view["in_rolloff"]:
            headline = acted(QT_TRANSLATE_NOOP("Table", "{who} rolls for the start"), names[current])
        else:
            headline = said(QT_TRANSLATE_NOOP("Table", "{whose} turn"), whose=Possessive(names[current]))
    reading = reading_words(game, view if readable is None else readable(view))
    return Hud(headline=headline, mark=specific.mark, rolls=specific.rolls, detail=specific.detail, reading=reading)


GAME_OVER = QT_TRANSLATE_NOOP("Table", "Game over")


def reading_line(game: Game, view: Mapping[str, Any]) -> str:
    """What the dice on the table make, read from `view` by the game's own reading (none in the roll-off)."""
    words = reading_words(game, view)
    return words if isinstance(words, str) else render(words)


def reading_words(game: Game, view: Mapping[str, Any]) -> Line:
    """`reading_line` before it is said: words, or "" for no reading."""
    read = game.game_type.reading
    if read is None or view["in_rolloff"]:
        return ""
    words = read(view, game.names)
    return "" if words is None else words.capitalized()
