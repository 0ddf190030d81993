"""PeekPoker hand strength by exact enumeration of the dice a seat cannot see, ace re-rolls included.

Dice are multisets, coded as integers: a die of face f (1..6, the ace is 6) adds 8**(f - 1), so adding two
codes joins the multisets and `code >> 15 & 7` counts the aces. Every six-dice multiset (462 of them) has a
dense rank: a higher rank is a stronger hand (`poker_hands.evaluate`), equal ranks tie. A throw of k dice is
enumerated as its multisets with their exact chances (multinomial / 6**k): 56 for three dice.

The showdown re-rolls ("crazy aces"): a player whose private dice show aces may re-roll any of them, and
aces that come up may be re-rolled again. For the dice it cannot see, a bot assumes every player re-rolls by
one simple, sensible rule (the re-roll model): with the community dice known, choose how many aces to re-roll
to maximise the expected *standing* of the final hand, its chance of beating a hand of three random private
dice that stands pat (ties half), looking ahead through the later passes. So each player's final hand is a
known distribution given their private dice and the community: `final(private, aces that may be re-rolled,
community)`. Not modelled: that players see each other's dice at the showdown and re-roll against them, and
the order of decisions within a pass. With option `no_ace_reroll` the final hand is simply the hand.

Re-rolling every re-rollable ace and seeing them all come up aces again is the same position again; that
choice is valued as "re-roll until something else comes up" (its value divided by 1 - chance of the loop).

Equity of a seat facing m opponents still in: the expected share of the pot, summed exactly over the unseen
community dice and, given the community, over each opponent's final-hand distribution (opponents' private
dice are independent of each other and of the seat's own, so given the community the m opponents are
independent): share = sum over j of C(m, j) tie**j below**(m - j) / (j + 1). Opponents' private dice are
taken as uniformly random: their betting is not read into them.

Costs (tests/bench/bench_bots.py, 2 cores): the final-hand distributions of every private dice and
community (56 x 56, with their re-roll look-ahead) and the per-community opponent tables take about 0.1 s
once per rule set (0.16 s for a cold `make_bot`, imports included); an equity is then a few hundred to a few
thousand look-ups, cached per position, and a whole decision takes 0.2 ms at the median and under 1 ms at
the 99th percentile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import comb, factorial

from dicebar.rules.poker_hands import evaluate

FACES = (1, 2, 3, 4, 5, 6)
ACE = 6
ACE_CODE = 8 ** (ACE - 1)
_EPSILON = 1e-12

Dist = tuple[tuple[int, float], ...]  # (rank, chance), ranks ascending
Option = tuple[int, float, Dist]  # (aces re-rolled, expected utility, final-hand distribution)


def code(faces: Iterable[int]) -> int:
    return sum(8 ** (face - 1) for face in faces)


def aces(multiset: int) -> int:
    return (multiset >> 15) & 7


@cache
def throws(count: int) -> tuple[tuple[int, float], ...]:
    """Every multiset of `count` dice (code) with its chance."""
    found = []
    for faces in combinations_with_replacement(FACES, count):
        ways = factorial(count)
        for face in set(faces):
            ways //= factorial(faces.count(face))
        found.append((code(faces), ways / 6**count))
    return tuple(found)


@cache
def ranks(low_straight: bool) -> dict[int, int]:
    """Every six-dice multiset (code) to its dense rank."""
    hands = {code(faces): evaluate(faces, low_straight).strength for faces in combinations_with_replacement(FACES, 6)}
    order = {strength: rank for rank, strength in enumerate(sorted(set(hands.values())))}
    return {multiset: order[strength] for multiset, strength in hands.items()}


class PokerOdds:
    """The tables of one rule set (`low_straight`, and whether aces may be re-rolled), built on first use."""

    def __init__(self, low_straight: bool = False, reroll: bool = True) -> None:
        self.rank = ranks(low_straight)
        self.size = max(self.rank.values()) + 1
        self.reroll = reroll
        self._final: dict[tuple[int, int, int], Dist] = {}
        self._standing: dict[int, dict[int, float]] = {}
        self._field: dict[int, tuple[list[float], list[float]]] = {}
        self._equity: dict[tuple[int, int, int], float] = {}

    # ----- one player's final hand ----------------------------------------------------------------------

    def standing(self, community: int) -> dict[int, float]:
        """rank -> chance that three random private dice standing pat make a lower hand (ties half)."""
        table = self._standing.get(community)
        if table is None:
            counts: dict[int, float] = {}
            for private, chance in throws(3):
                rank = self.rank[private + community]
                counts[rank] = counts.get(rank, 0.0) + chance
            table, below = {}, 0.0
            for rank in sorted(counts):
                table[rank] = below + counts[rank] / 2
                below += counts[rank]
            self._standing[community] = table
        return table

    def final(self, private: int, fresh: int, community: int) -> Dist:
        """The re-roll model's final hand: its rank distribution, `fresh` aces of `private` re-rollable."""
        key = (private, fresh, community)
        found = self._final.get(key)
        if found is None:
            standing = self.standing(community)
            options = self.plan(
                private, fresh, community, standing.__getitem__, lambda state, new: self.final(state, new, community)
            )
            found = self._final[key] = options[0][2]
        return found

    def plan(
        self,
        private: int,
        fresh: int,
        community: int,
        utility: Callable[[int], float],
        after: Callable[[int, int], Dist],
    ) -> list[Option]:
        """Every re-roll choice (0..fresh aces) with the expected utility of the final rank and the final-hand
        distribution, best first (equal values: fewer dice re-rolled); `after(private, fresh)` is how a later
        pass is played."""
        stand = (self.rank[private + community], 1.0)
        options: list[Option] = [(0, utility(stand[0]), (stand,))]
        if self.reroll:
            for count in range(1, fresh + 1):
                mixed = _reroll_mix(private, count, fresh, after)
                options.append((count, sum(chance * utility(rank) for rank, chance in mixed), mixed))
        options.sort(key=lambda option: (-round(option[1], 12), option[0]))
        return options

    def best_plan(self, private: int, fresh: int, community: int, utility: Callable[[int], float]) -> list[Option]:
        """`plan` with every later pass also played the best way for `utility` (a bot's own re-rolls)."""
        memo: dict[tuple[int, int], Dist] = {}

        def after(state: int, new: int) -> Dist:
            if (state, new) not in memo:
                memo[state, new] = self.plan(state, new, community, utility, after)[0][2]
            return memo[state, new]

        return self.plan(private, fresh, community, utility, after)

    # ----- equity ---------------------------------------------------------------------------------------

    def field(self, community: int) -> tuple[list[float], list[float]]:
        """By rank: the chance that one opponent's final hand is lower, and that it is equal."""
        table = self._field.get(community)
        if table is None:
            mixed = [
                (rank, chance * part)
                for private, chance in throws(3)
                for rank, part in self.final(private, aces(private), community)
            ]
            table = self._field[community] = cumulative(mixed, self.size)
        return table

    def equity(self, private: Sequence[int], community: Sequence[int], opponents: int) -> float:
        """Expected share of a pot against `opponents` others, over every community die not thrown yet."""
        if opponents <= 0:
            return 1.0
        key = (code(private), code(community), opponents)
        found = self._equity.get(key)
        if found is None:
            mine, known = key[0], key[1]
            total = 0.0
            for rest, chance in throws(3 - len(community)):
                total += chance * self._equity_given(mine, known + rest, opponents)
            found = self._equity[key] = total
        return found

    def _equity_given(self, private: int, community: int, opponents: int) -> float:
        lower, equal = self.field(community)
        return sum(
            chance * share(lower[rank], equal[rank], opponents)
            for rank, chance in self.final(private, aces(private), community)
        )

    def prepare(self) -> None:
        """Build every table the equities use (all private dice against all communities)."""
        for community, _ in throws(3):
            self.field(community)


def _reroll_mix(private: int, count: int, fresh: int, after: Callable[[int, int], Dist]) -> Dist:
    """The final-hand distribution when re-rolling `count` of `fresh` aces, each outcome then played on by
    `after(state, new aces)`; the all-aces-again outcome of re-rolling every fresh ace is the same position,
    so it is left out and the rest scaled up (re-roll until something else comes up)."""
    base = private - count * ACE_CODE
    mixed: dict[int, float] = {}
    looped = 0.0
    for thrown, chance in throws(count):
        new_aces = aces(thrown)
        if count == fresh and new_aces == count:
            looped += chance
            continue
        for rank, part in after(base + thrown, new_aces):
            mixed[rank] = mixed.get(rank, 0.0) + chance * part
    scale = 1.0 / (1.0 - looped)
    return tuple((rank, chance * scale) for rank, chance in sorted(mixed.items()))


def share(lower: float, equal: float, opponents: int) -> float:
    """Expected share of the pot when each of `opponents` independent hands is lower with chance `lower` and
    equal with chance `equal` (a tie among j + 1 hands splits the pot j + 1 ways)."""
    if equal == 0.0:
        return lower**opponents
    return sum(
        comb(opponents, tied) * equal**tied * lower ** (opponents - tied) / (tied + 1) for tied in range(opponents + 1)
    )


@cache
def odds_for(low_straight: bool, reroll: bool) -> PokerOdds:
    """One shared set of tables per rule set for the whole process."""
    return PokerOdds(low_straight, reroll)


def cumulative(dist: Iterable[tuple[int, float]], size: int) -> tuple[list[float], list[float]]:
    """By rank: the chance that a hand of this distribution is lower, and that it is equal (a rank may
    appear several times; its chances add up)."""
    exact = [0.0] * size
    for rank, chance in dist:
        exact[rank] += chance
    lower, below = [], 0.0
    for part in exact:
        lower.append(below)
        below += part
    return lower, exact


def pot_utility(odds: PokerOdds, pots: Sequence[tuple[int, Sequence[Dist]]]) -> Callable[[int], float]:
    """rank -> expected chips won: each pot is (amount, the final-hand distributions of the other players who
    may win it); their hands are independent, so a tie with j of them is a share of 1 / (j + 1)."""
    tables = [(amount, [cumulative(dist, odds.size) for dist in others]) for amount, others in pots]

    @cache
    def utility(rank: int) -> float:
        total = 0.0
        for amount, others in tables:
            ties = [1.0]  # ties[j]: chance that no one is higher and exactly j are equal
            for lower, equal in others:
                below, level = lower[rank], equal[rank]
                ties = [
                    (ties[j] * below if j < len(ties) else 0.0) + (ties[j - 1] * level if j else 0.0)
                    for j in range(len(ties) + 1)
                ]
            total += amount * sum(chance / (tied + 1) for tied, chance in enumerate(ties))
        return total

    return utility
