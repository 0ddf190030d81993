"""Layman Bar Dice's live reading: the score the dice of the turn make so far, against the mark (the hammer's
hand, or the best score of the elimination round): "three 6s and an ace: forty-six so far, beats forty-three".
Every die in this game is public, so every seat reads the same."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dicebar.rules.bar_reading import hand_reading
from dicebar.rules.layman_words import layman_call
from dicebar.rules.words import Words


def reading(view: Mapping[str, Any], names: Sequence[str]) -> Words | None:
    hand = view.get("hand")
    if not hand or view.get("turn_seat") is None:
        return None  # no dice thrown yet this turn
    said_rolls = view.get("rolls_said", False)
    mark = view.get("mark")
    against = None
    if mark:
        against = (layman_call(mark["count"], mark["face"], mark["rolls"] if said_rolls else None), mark["rank"])
    call = layman_call(hand["count"], hand["face"], view["rolls_used"] if said_rolls else None)
    return hand_reading([*view["farmed"], *view["thrown"]], call, hand["rank"], against)
