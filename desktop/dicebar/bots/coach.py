"""The coach: the real odds of the decision in front of a person, from that seat's observation only.

Each game's coach is registered with its bots (`registry.BotKit.coach`): Bar Dice and Layman's in `bar_coach`,
PeekPoker's in `poker_coach`. A game whose every step is forced has none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dicebar.bots.registry import coach_hint

SHOWN_CHOICES = 4


def percent(chance: float) -> str:
    return f"{chance * 100:.0f}%" if chance >= 0.01 or chance == 0 else "<1%"


def hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The hint for the decision in front of the seat whose observation this is, from its game's coach."""
    return coach_hint(view)
