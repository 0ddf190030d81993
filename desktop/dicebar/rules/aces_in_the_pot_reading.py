"""Aces in the Pot's live reading: where the dice just thrown sent tokens ("an ace to the pot, a 6 to Max"), as
the rules paid them: no further than the roller's tokens go, nor past the last token outside the pot; in the
three rolls for the pot aces no longer count."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dicebar.rules.pip_reading import throw_reading
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words

ACE, SIX = 1, 6


def reading(view: Mapping[str, Any], names: Sequence[str]) -> Words | None:
    throw = view.get("last_throw")
    if throw and throw["endgame"]:
        return throw_reading(view, names, (SIX,), QT_TRANSLATE_NOOP("Reading", "no six"))
    return throw_reading(view, names, (ACE, SIX), QT_TRANSLATE_NOOP("Reading", "nothing to pay"))
