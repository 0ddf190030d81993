"""Fives to the Right's live reading: where the dice just thrown went ("an ace to the centre, a 2 to Max, two 5s
to Ana"): every 1, 2 and 5 thrown goes, so nothing is left unpaid."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dicebar.rules.pip_reading import throw_reading
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words


def reading(view: Mapping[str, Any], names: Sequence[str]) -> Words | None:
    return throw_reading(view, names, (), QT_TRANSLATE_NOOP("Reading", "nothing moves"))
