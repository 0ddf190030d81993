"""The coach: the real odds of the decision in front of a person, from that seat's observation only.

Each game's coach is registered with its bots (`registry.BotKit.coach`, asked through `registry.coach_hint`):
Bar Dice and Layman's in `bar_coach`, PeekPoker's in `poker_coach`. A game whose every step is forced has none.
"""

from __future__ import annotations

SHOWN_CHOICES = 4


def percent(chance: float) -> str:
    """A chance in whole percents, never 0% or 100% unless it is certain: '<1%', '68%', '>99%'."""
    shown = f"{chance * 100:.0f}%"
    if shown == "0%" and chance > 0:
        return "<1%"
    return ">99%" if shown == "100%" and chance < 1 else shown
