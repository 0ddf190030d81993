"""Poker dice hands of PeekPoker Hold'em: six dice, three private and three community.

Die indices 1..6 are the faces 9, 10, J, Q, K, A; aces are high and not wild. Ranks, high to low: five of a
kind (six of a kind counts as five), flush (all six red {9, K} or all six black {10, Q}; J and A are green),
large straight (all six faces), straight (10 J Q K A; with `low_straight` also 9 10 J Q K, below it), four of
a kind, full house (two threes: the higher over the lower), three of a kind, two pairs (three pairs: the
third pair's face is the kicker), pair, high die. Six dice of six faces with no pair are the large straight,
so "high die" cannot happen with six dice; it is kept so that the list of names is the whole ladder.

Within a rank the grouped faces compare first (the five, four or three; then the pair), then the remaining
dice of the best five, highest first; a flush compares its six dice. `strength` is a tuple of ints: the rank
first, so plain tuple comparison orders every hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from dicebar.rules.errors import RulesError
from dicebar.rules.lingo import ENGLISH, PokerCall

HAND_DICE = 6
NINE, TEN, JACK, QUEEN, KING, ACE = 1, 2, 3, 4, 5, 6
RED = frozenset({NINE, KING})
BLACK = frozenset({TEN, QUEEN})

#: hand names by rank (index 0 is the lowest), as `dicebar score` prints them
HAND_NAMES: tuple[str, ...] = (
    "high die",
    "pair",
    "two pairs",
    "three of a kind",
    "full house",
    "four of a kind",
    "straight",
    "large straight",
    "flush",
    "five of a kind",
)
(HIGH_DIE, PAIR, TWO_PAIRS, THREE_OF_A_KIND, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT, LARGE_STRAIGHT, FLUSH,
 FIVE_OF_A_KIND) = range(len(HAND_NAMES))  # fmt: skip


@dataclass(frozen=True, order=True)
class PokerHand:
    """A hand ordered by strength alone (two hands with equal strength tie, whatever their dice)."""

    strength: tuple[int, ...]
    name: str = field(compare=False)
    said: PokerCall = field(compare=False)

    @property
    def rank(self) -> int:
        return self.strength[0]

    @property
    def call(self) -> str:
        """The hand as called, in English: 'full house, kings over nines'."""
        return self.said.say(ENGLISH)


def evaluate(faces: Sequence[int], low_straight: bool = False) -> PokerHand:
    """The hand six poker dice make (indices 1..6)."""
    if len(faces) != HAND_DICE or any(type(face) is not int or not 1 <= face <= 6 for face in faces):
        raise RulesError(f"a poker dice hand is six dice of 1..6, not {list(faces)!r}")
    counts = Counter(faces)
    # Groups by size then face, largest first: [(3, K), (2, 9), (1, A)] for K K K 9 9 A.
    groups = sorted(((count, face) for face, count in counts.items()), reverse=True)
    top_count, top_face = groups[0]
    high_first = sorted(faces, reverse=True)
    if top_count >= 5:
        return _hand((FIVE_OF_A_KIND, top_face), (top_face,))
    if set(faces) <= RED or set(faces) <= BLACK:
        colour = "red" if set(faces) <= RED else "black"
        return _hand((FLUSH, *high_first), detail=colour)
    if len(counts) == HAND_DICE:
        return _hand((LARGE_STRAIGHT,))
    if {TEN, JACK, QUEEN, KING, ACE} <= counts.keys():
        return _hand((STRAIGHT, ACE), (ACE,))
    if low_straight and {NINE, TEN, JACK, QUEEN, KING} <= counts.keys():
        return _hand((STRAIGHT, KING), (KING,))
    if top_count == 4:
        kicker = max(face for face in faces if face != top_face)
        return _hand((FOUR_OF_A_KIND, top_face, kicker), (top_face,))
    second_count, second_face = groups[1]
    if top_count == 3 and second_count >= 2:
        return _hand((FULL_HOUSE, top_face, second_face), (top_face, second_face))
    if top_count == 3:
        kickers = [face for face in high_first if face != top_face][:2]
        return _hand((THREE_OF_A_KIND, top_face, *kickers), (top_face,))
    if top_count == 2 and second_count == 2:
        kicker = max(face for face in faces if face not in (top_face, second_face))
        return _hand((TWO_PAIRS, top_face, second_face, kicker), (top_face, second_face))
    if top_count == 2:
        kickers = [face for face in high_first if face != top_face][:3]
        return _hand((PAIR, top_face, *kickers), (top_face,))
    return _hand((HIGH_DIE, *high_first[:5]), (high_first[0],))  # pragma: no cover - see docstring


def _hand(strength: tuple[int, ...], faces: tuple[int, ...] = (), detail: str = "") -> PokerHand:
    """The hand of `strength`, called by the `faces` it names (a flush by its colour, `detail`)."""
    name = HAND_NAMES[strength[0]]
    return PokerHand(strength, name, PokerCall(name, faces, detail))


def score_json(faces: Sequence[int], low_straight: bool = False) -> dict[str, object]:
    """The fields of `dicebar score peekpoker F F F F F F`."""
    if len(faces) != HAND_DICE:
        raise RulesError(f"peekpoker scores exactly six dice, not {len(faces)}")
    hand = evaluate(faces, low_straight)
    return {"valid": True, "name": hand.name, "call": hand.call, "strength": list(hand.strength)}
