"""Bar Dice's live reading: the hand the dice of the turn make so far, against the mark of the round or final
hand ("three 6s and an ace: forty-six in two so far, beats forty-three in three"). Everything in Bar Dice is
public, so every seat reads the same."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dicebar.rules.bar_reading import hand_reading
from dicebar.rules.lingo import BarCall
from dicebar.rules.words import Words


def reading(view: Mapping[str, Any], names: Sequence[str]) -> Words | None:
    turn = view.get("turn")
    if not turn or not turn.get("hand"):
        return None  # no dice thrown yet this turn
    hand = turn["hand"]
    mark = view.get("mark")
    against = None
    if mark:
        against = (BarCall(mark["count"], mark["face"], mark["rolls"]), mark["strength"])
    call = BarCall(hand["count"], hand["face"], turn["rolls_used"])
    return hand_reading([*turn["set_aside"], *turn["thrown"]], call, hand["strength"], against)
