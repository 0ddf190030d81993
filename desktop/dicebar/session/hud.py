"""What the heads-up display says, in the bar's words, from what a seat may see.

Each game turns its own observation into the mark to beat, the rolls left and one line of detail (the pot, the
centre, the horses): its `GameType.hud`. This module adds what every game shares, the headline (whose turn, the
roll-off) and the result, the game's end as its words say it, through Qt's translator.
"""

from __future__ import annotations

from dicebar.rules.events import GameOver
from dicebar.rules.game import Game
from dicebar.rules.hud import Hud
from dicebar.rules.lingo import acts, possessive
from dicebar.session.translation import render


def hud_for(game: Game, seat: int) -> Hud:
    """The display for the table as `seat` sees it (the current player on a shared screen)."""
    view = game.observation(seat, with_log=False)
    names = game.names
    specific = game.game_type.hud(view, names) if not view["in_rolloff"] else Hud()
    current = game.current_player
    if game.is_over:
        result = next(
            (render(game.describe(event)) for event in reversed(game.log) if isinstance(event, GameOver)), "Game over"
        )
        return Hud(headline="Game over", detail=specific.detail, result=result)
    headline = ""
    if current is not None:
        headline = (
            acts(names[current], "rolls for the start") if view["in_rolloff"] else f"{possessive(names[current])} turn"
        )
    return Hud(headline=headline, mark=specific.mark, rolls=specific.rolls, detail=specific.detail)
