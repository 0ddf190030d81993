"""PeekPoker's live reading: the best hand of six dice ("two pairs, kings and queens"), or with fewer dice thrown
what they make so far ("pair of kings so far, three dice to come").

It reads only the dice in the observation it is given: a seat's own private dice are in `private` when the
session lets that person look (their own screen, or a shared one after the others looked away); a public view has
none, and then the reading is of what everyone sees: the shown dice of the player to act, or the community dice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from dicebar.rules.lingo import Counted, PokerCall, Possessive
from dicebar.rules.poker_hands import (
    FIVE_OF_A_KIND,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HAND_DICE,
    HAND_NAMES,
    HIGH_DIE,
    PAIR,
    THREE_OF_A_KIND,
    TWO_PAIRS,
    evaluate,
)
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, Words, said

#: a seat's hand as it is shown: "Max's hand: four kings"
SHOWN_HAND = QT_TRANSLATE_NOOP("Reading", "{whose} hand: {call}")


def shown_hand(name: str, hand: Words) -> Words:
    """`name`'s hand as the showdown names it (`hand`: PeekPoker's words for it)."""
    return said(SHOWN_HAND, whose=Possessive(name), call=hand)


def reading(view: Mapping[str, Any], names: Sequence[str]) -> Words | None:
    if view.get("phase") in ("rolloff", "over") or view.get("in_rolloff"):
        return None
    community = list(view.get("community", []))
    own = list(view.get("private", []))
    current = view.get("current_player")
    shown = view["shown"][current] if isinstance(current, int) else None
    low_straight = view.get("options", {}).get("low_straight") is True
    if own and current == view.get("seat"):
        return _hand(QT_TRANSLATE_NOOP("Reading", "your hand: {call}"), [*own, *community], low_straight)
    if shown and isinstance(current, int):
        return _hand(SHOWN_HAND, [*shown, *community], low_straight, whose=Possessive(names[current]))
    if community:
        return _hand(QT_TRANSLATE_NOOP("Reading", "on the table: {call}"), community, low_straight)
    return None


def _hand(text: Text, dice: Sequence[int], low_straight: bool, **fields: Any) -> Words:
    if len(dice) == HAND_DICE:
        return said(text, call=evaluate(dice, low_straight).said, **fields)
    to_come = said(
        QT_TRANSLATE_NOOP("Reading", "{call} so far, {dice} to come"),
        call=so_far(dice),
        dice=Counted(HAND_DICE - len(dice), "die"),
    )
    return said(text, call=to_come, **fields)


def so_far(dice: Sequence[int]) -> PokerCall:
    """What fewer than six dice make: the groups of equal faces alone (a straight or a flush needs all six)."""
    groups = sorted(((count, face) for face, count in Counter(dice).items()), reverse=True)
    (top, top_face), (second, second_face) = groups[0], (groups[1] if len(groups) > 1 else (0, 0))
    faces: tuple[int, ...]
    if top >= 5:
        rank, faces = FIVE_OF_A_KIND, (top_face,)
    elif top == 4:
        rank, faces = FOUR_OF_A_KIND, (top_face,)
    elif top == 3 and second >= 2:
        rank, faces = FULL_HOUSE, (top_face, second_face)
    elif top == 3:
        rank, faces = THREE_OF_A_KIND, (top_face,)
    elif top == 2 and second == 2:
        rank, faces = TWO_PAIRS, (top_face, second_face)
    elif top == 2:
        rank, faces = PAIR, (top_face,)
    else:
        rank, faces = HIGH_DIE, (top_face,)
    return PokerCall(HAND_NAMES[rank], faces)
