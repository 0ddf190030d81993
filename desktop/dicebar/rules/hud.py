"""The heads-up display's lines, in the bar's words, from what a seat may see (each game writes its own).

Each game's observation has its own keys (see the game modules' docstrings); its `GameType.hud` turns them into
the same few lines for every game, so the views need no special cases: the mark to beat, the rolls left, and
one line of detail (the pot, the centre, the horses). `session/hud.py` adds the headline and the result.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from dicebar.rules.lingo import count_words, plural


@dataclass(frozen=True)
class Hud:
    headline: str = ""
    mark: str = ""
    rolls: str = ""
    detail: str = ""
    result: str = ""
    #: what the dice on the table make, as the person looking may see them (`GameType.reading`)
    reading: str = ""

    def to_json(self) -> dict[str, str]:
        return asdict(self)


def rolls_line(used: int, allowed: int) -> str:
    if used == 0:
        return f"up to {count_words(allowed)} {'roll' if allowed == 1 else 'rolls'}"
    left = allowed - used
    return "no rolls left" if left <= 0 else f"roll {used} of {allowed}: {plural(left, 'roll', 'rolls')} left"
