"""The hand tray: the dice of the hand in play, flat in the HUD beside their reading (HandTray.qml).

The tray shows the dice the reading reads, as the table shows them once they rest: in the pip games the dice set
aside this turn and the last throw; in PeekPoker the community dice with the hand of the player to act, their own
private dice only where the session lets that person read them. Each die keeps its index on the table, so that a
tap on it in the tray is a tap on the table's die. No Qt here: the session freezes a tray's dice when the table
settles (`TrayDie`) and adds what may change before the next settle (which dice are chosen, which may be tapped).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from dicebar.session.table_scene import ASIDE, DiePiece, TableScene

#: the tray's groups, left to right: dice set aside this turn, the last throw; PeekPoker: a player's own dice (read
#: by their owner), a player's dice shown at the showdown, the community dice
ASIDE_GROUP, THROW_GROUP, OWN_GROUP, SHOWN_GROUP, COMMUNITY_GROUP = "aside", "throw", "own", "shown", "community"
GROUP_ORDER = (ASIDE_GROUP, THROW_GROUP, OWN_GROUP, SHOWN_GROUP, COMMUNITY_GROUP)


@dataclass(frozen=True)
class TrayDie:
    """A die in the tray: the table's die `index`, the face it shows, and its group."""

    index: int
    face: int
    group: str


def in_order(dice: Sequence[TrayDie], wild: int | None) -> list[TrayDie]:
    """The tray's dice by group, and in each group as a hand reads: the wild faces first, then high to low."""
    return sorted(dice, key=lambda die: (GROUP_ORDER.index(die.group), die.face != wild, -die.face))


def pip_tray(scene: TableScene, wild: int | None) -> list[TrayDie]:
    """The pip games' tray: the dice the last thrower has set aside this turn, then the dice of the last throw (the
    scene's `last_throw`), wherever those have gone since (the pot, the centre, a neighbour's hand)."""
    thrower = scene.last_thrower
    if thrower < 0:
        return []
    aside = faces_of([die for die in scene.dice if die.zone == ASIDE and die.owner == thrower], ASIDE_GROUP)
    thrown = faces_of([scene.dice[index] for index in scene.last_throw], THROW_GROUP)
    return in_order(aside + thrown, wild)


def faces_of(dice: Sequence[DiePiece], group: str, faces: Sequence[int] | None = None) -> list[TrayDie]:
    """`dice` in the tray as `group`, showing `faces` (by default the faces the scene holds)."""
    shown = [die.value for die in dice] if faces is None else list(faces)
    return [TrayDie(die.index, face, group) for die, face in zip(dice, shown, strict=False)]


#: a tray row's keys (the roles of the session's `trayDice` model)
TRAY_KEYS = ("die", "face", "group", "opensGroup", "aside", "wild", "chosen", "tappable", "key")

#: the number keys that pick the tray's dice: 1 the first die that may be picked now, and so on (the digit shown on it)
DIGIT_KEYS = range(1, 10)


def number_keys(dice: Sequence[TrayDie], tappable: Collection[int]) -> dict[int, int]:
    """The number key of each tray die that may be picked now (the table's index: its key), numbered from 1 left
    to right."""
    return dict(zip([die.index for die in dice if die.index in tappable], DIGIT_KEYS, strict=False))


def tray_rows(
    dice: Sequence[TrayDie],
    wild: int | None,
    chosen: Callable[[int], bool],
    tappable: Collection[int],
) -> list[dict[str, Any]]:
    """The tray for QML: one row per die (TRAY_KEYS). `die`: the table's index of it; `opensGroup`: the first die
    of a group after another (a gap before it); `chosen`: the die is picked (to set aside, or an ace to re-roll);
    `tappable`: the dice the person may pick now; `key`: the number key that picks it (the tappable dice numbered
    from 1 left to right), 0 for none."""
    keys = number_keys(dice, tappable)
    return [
        {
            "die": die.index,
            "face": die.face,
            "group": die.group,
            "opensGroup": at > 0 and dice[at - 1].group != die.group,
            "aside": die.group == ASIDE_GROUP,
            "wild": wild is not None and die.face == wild,
            "chosen": chosen(die.index),
            "tappable": die.index in tappable,
            "key": keys.get(die.index, 0),
        }
        for at, die in enumerate(dice)
    ]
