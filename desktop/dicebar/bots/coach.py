"""The coach: the real odds of the decision in front of a person, from that seat's observation only.

Each game's coach is registered with its bots (`registry.BotKit.coach`, asked through `registry.coach_hint`):
Bar Dice and Layman's in `bar_coach`, PeekPoker's in `poker_coach`. A game whose every step is forced has none.
"""

from __future__ import annotations

SHOWN_CHOICES = 4


def percent(chance: float) -> str:
    return f"{chance * 100:.0f}%" if chance >= 0.01 or chance == 0 else "<1%"
