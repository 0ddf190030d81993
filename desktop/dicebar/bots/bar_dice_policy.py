"""Exact optimal play of one bar dice turn (Bar Dice and Layman), by dynamic programming.

A turn is up to three throws of five dice; after each throw the player stops (the hand is every die, set aside
or just thrown) or sets aside some of the thrown dice, leaving at least one to throw again. Set-aside dice stay
set aside. Under Layman rules the player may set dice aside only once a 1 has shown in some throw of this turn;
until then the only choices are to throw all five again or to stop with nothing.

The solver works over the reward-free *shape* of a turn, built once:
  * a state before a throw is (the multiset K of dice set aside, r throws to come, whether a 1 has shown);
  * a throw of the other 5 - |K| dice is one of the multisets T, with its multinomial weight;
  * after it, with r - 1 throws left, the choice is any K' with K <= K' <= K + T and |K'| <= 4, or stopping.
Under Bar Dice every state counts as "a 1 has shown"; under Layman a state without a 1 shown has nothing set
aside, so a single extra value per r (rolling five from scratch) is all Layman adds, and one solve gives both.
The best K' above K inside the hand H = K + T is a running maximum over the lattice of sub-multisets
(M(H, K) = max(V(K), M(H, K + d) for each face d of H - K)), so the work per solve is a few thousand steps.

Arithmetic is exact and integer: a value with r throws to come is kept multiplied by 6**(5 r) (a throw of n
dice has weights multinomial(T) * 6**(5 - n), which sum to 6**5), so every comparison is exact and ties are
real ties.

Each aim has its own best play: `beat` is the chance of a strictly better hand when playing for that, and
`tie_or_beat` the chance of a hand at least as good when playing for *that* (which is beating the hand just
below the mark). For layman-bar-dice, mark 42, three throws that gives 0.680690 and 0.712360, the figures
`dicebar odds` promises; the tie-or-beat chance of the beat-first play would be 0.693992. Choices are ranked by
`beat`, then `tie_or_beat`. One solve per target hand serves both rule sets and every number of throws.

Costs (tests/bench/bench_odds.py, 2 busy cores): the shape is built once per process in about 0.07 s; a mark
costs two tables (beat, tie-or-beat) of about 0.02 s each, cached, and all 21 targets take about 0.4 s; a
decision (`choices`) takes about 25 us at the median and under 0.2 ms at the 99th percentile; the hammer's tables
(63 opponent solves per rule set) take about 1.2 to 1.8 s once.

The mark is a Layman score (count x 10 + face; 0: nothing to beat, any valid hand wins). Beating is strictly
better by count, then face; the number of throws is not compared (see `hold_chance` for a head-to-head value
that does compare them).

The hammer (first player, no mark): `hold_chance` values stopping with a hand after u throws as the chance of
winning the head-to-head turn against one opponent who knows that hand and plays to win with at most u throws
(the hammer's pace: Layman's sponsor phase, Bar Dice's `pace` option) or with three (Bar Dice without pace).
The opponent wins by a better hand, or by an equal hand in fewer throws; an equal hand in the same number of
throws, or nothing against nothing, goes to a roll-off or a replay, which counts as half for each. The
opponent's own play is solved exactly against that payoff. `hammer_choices` then plays the hammer's whole turn
to maximise that chance. It is a head-to-head model: in a round of several players it treats the field as the
single strongest follower, which understates the danger of many.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial

from dicebar.rules.errors import RulesError
from dicebar.rules.hands import NOTHING, BarHand, bar_hand

BAR_DICE = "bar-dice"
LAYMAN = "layman-bar-dice"
RULE_SETS = (BAR_DICE, LAYMAN)
DICE = 5
MAX_ROLLS = 3
FACES = (1, 2, 3, 4, 5, 6)
ACE = 1
VALID_MARKS = (0, *(count * 10 + face for count in range(2, 6) for face in range(2, 7)))

_ROLL_SCALE = 6**DICE  # every throw multiplies the integer scale of a value by this
_TOP_SCALE = _ROLL_SCALE**MAX_ROLLS  # the largest scale a value ever has

Multiset = tuple[int, ...]  # sorted faces


# ---------------------------------------------------------------------------------------------- the shape
class _Shape:
    """Everything about a turn that does not depend on what counts as winning; built once per process."""

    def __init__(self) -> None:
        self.multisets: list[Multiset] = [
            combo for size in range(DICE + 1) for combo in combinations_with_replacement(FACES, size)
        ]
        self.ids: dict[Multiset, int] = {multiset: index for index, multiset in enumerate(self.multisets)}
        self.kept_ids = [index for index, multiset in enumerate(self.multisets) if len(multiset) < DICE]
        self.hand_ids = [index for index, multiset in enumerate(self.multisets) if len(multiset) == DICE]
        self.hands: dict[int, BarHand] = {index: bar_hand(self.multisets[index]) for index in self.hand_ids}
        # The lattice pairs (hand H, kept K <= H, |K| <= 4), children (H, K + d) before their parents.
        pairs = sorted(
            {
                (hand, self._id(kept))
                for hand in self.hand_ids
                for kept in _submultisets(self.multisets[hand], DICE - 1)
            },
            key=lambda pair: -len(self.multisets[pair[1]]),
        )
        self.pair_index = {pair: index for index, pair in enumerate(pairs)}
        self.pair_kept = [kept for _, kept in pairs]
        self.pair_children: list[tuple[int, ...]] = []
        for hand, kept in pairs:
            kept_faces = self.multisets[kept]
            spare = _minus(self.multisets[hand], kept_faces)
            children = (
                ()
                if len(kept_faces) == DICE - 1
                else tuple(self.pair_index[(hand, self._id((*kept_faces, face)))] for face in sorted(set(spare)))
            )
            self.pair_children.append(children)
        # For each K: the throws of the other dice as (weight at scale 6**5, hand id, lattice pair).
        self.throws: dict[int, list[tuple[int, int, int]]] = {}
        for kept in self.kept_ids:
            kept_faces = self.multisets[kept]
            thrown_count = DICE - len(kept_faces)
            rows = []
            for thrown in combinations_with_replacement(FACES, thrown_count):
                weight = multinomial(thrown) * 6 ** (DICE - thrown_count)
                hand = self._id((*kept_faces, *thrown))
                rows.append((weight, hand, self.pair_index[(hand, kept)]))
            self.throws[kept] = rows
        self.empty = self.ids[()]
        self.aceless = [ACE not in self.multisets[hand] for _, hand, _ in self.throws[self.empty]]

    def _id(self, faces: Sequence[int]) -> int:
        return self.ids[tuple(sorted(faces))]


@cache
def _shape() -> _Shape:
    return _Shape()


def multinomial(faces: Sequence[int]) -> int:
    """How many ordered throws show this multiset of faces."""
    result = factorial(len(faces))
    for face in set(faces):
        result //= factorial(faces.count(face))
    return result


def _submultisets(faces: Sequence[int], largest: int) -> tuple[Multiset, ...]:
    """Every distinct sub-multiset of `faces` with at most `largest` dice, as sorted tuples."""
    return _sorted_submultisets(tuple(sorted(faces)), largest)


@cache
def _sorted_submultisets(faces: Multiset, largest: int) -> tuple[Multiset, ...]:
    distinct = sorted(set(faces))
    ranges = [range(list(faces).count(face) + 1) for face in distinct]
    found = []
    for counts in product(*ranges):
        if sum(counts) <= largest:
            found.append(tuple(face for face, count in zip(distinct, counts, strict=True) for _ in range(count)))
    return tuple(found)


def _minus(faces: Sequence[int], taken: Sequence[int]) -> list[int]:
    rest = list(faces)
    for face in taken:
        rest.remove(face)
    return rest


# ---------------------------------------------------------------------------------------------- the solver
@dataclass(frozen=True)
class _Table:
    """Solved values. `kept[r][K]`: K set aside, r throws to come, a 1 already shown (or Bar Dice), at scale
    6**(5 r) * scale. `fresh[r]`: Layman, nothing set aside and no 1 shown yet. `stops[r][H]`: the reward for
    stopping with hand H with r throws left, at scale `scale`."""

    kept: tuple[dict[int, int], ...]
    fresh: tuple[int, ...]
    stops: tuple[dict[int, int], ...]
    scale: int

    def before_throw(self, rules: str, kept: int, to_come: int, ace_seen: bool) -> int:
        if rules == LAYMAN and not ace_seen:
            return self.fresh[to_come]
        return self.kept[to_come][kept]


def _solve(stops: Sequence[dict[int, int]], scale: int) -> _Table:
    """Backward induction. `stops[r]` maps each five-dice hand to its integer reward for stopping with r throws
    left (0..2); `scale` is the integer that stands for certainty in those rewards."""
    shape = _shape()
    kept_values: list[dict[int, int]] = [dict.fromkeys(shape.kept_ids, 0)]
    fresh = [0]
    for left in range(MAX_ROLLS):  # left = throws left after the coming throw; builds to_come = left + 1
        stop = {hand: reward * _ROLL_SCALE**left for hand, reward in stops[left].items()}
        decide = _decisions(shape, stop, kept_values[left] if left else None)
        values = {}
        for kept in shape.kept_ids:
            values[kept] = sum(weight * decide[pair] for weight, _, pair in shape.throws[kept])
        kept_values.append(values)
        fresh.append(_fresh_value(shape, stop, decide, fresh[left] if left else None))
    return _Table(tuple(kept_values), tuple(fresh), tuple(stops), scale)


def _decisions(shape: _Shape, stop: dict[int, int], later: dict[int, int] | None) -> list[int]:
    """For each lattice pair (H, K): the value of the best choice after throwing into hand H with K set aside."""
    hands = [hand for hand, _ in shape.pair_index]
    if later is None:  # no throw left: the turn ends with the hand
        return [stop[hand] for hand in hands]
    best_keep = [0] * len(shape.pair_kept)
    for index, kept in enumerate(shape.pair_kept):  # children first
        value = later[kept]
        for child in shape.pair_children[index]:
            value = max(value, best_keep[child])
        best_keep[index] = value
    return [max(stop[hand], keep) for hand, keep in zip(hands, best_keep, strict=True)]


def _fresh_value(shape: _Shape, stop: dict[int, int], decide: list[int], later_fresh: int | None) -> int:
    """Layman before any 1: a throw with a 1 opens farming; without one, stop with nothing or throw five."""
    total = 0
    for (weight, hand, pair), aceless in zip(shape.throws[shape.empty], shape.aceless, strict=True):
        if not aceless:
            total += weight * decide[pair]
        elif later_fresh is None:
            total += weight * stop[hand]
        else:
            total += weight * max(stop[hand], later_fresh)
    return total


# ---------------------------------------------------------------------------------------------- marks
def mark_hand(mark: int) -> BarHand:
    """The hand a Layman score stands for (0: nothing to beat)."""
    check_mark(mark)
    return NOTHING if mark == 0 else BarHand(*divmod(mark, 10))


def check_mark(mark: int) -> None:
    if mark not in VALID_MARKS:
        raise RulesError(f"mark {mark} is not 0 or a Layman score (22..26, 32..36, 42..46, 52..56)")


def check_rules(rules: str) -> None:
    if rules not in RULE_SETS:
        raise RulesError(f"the coach knows bar-dice and layman-bar-dice, not {rules!r}")


def tie_mark(target: BarHand) -> BarHand:
    """The hand just below `target`: at least equalling `target` is beating it (nothing for the lowest hand)."""
    if not target.valid:
        return NOTHING
    if target.face > 2:
        return BarHand(target.count, target.face - 1)
    return BarHand(target.count - 1, 6) if target.count > 2 else NOTHING


@cache
def _beat_table(target: BarHand) -> _Table:
    """Play to end with a hand strictly better than `target` (NOTHING: any valid hand). One solve serves both
    rule sets and every number of throws, since the reward ignores throws."""
    rewards = {hand_id: int(hand > target) for hand_id, hand in _shape().hands.items()}
    return _solve((rewards,) * MAX_ROLLS, 1)


def _tables(mark: int) -> tuple[_Table, _Table]:
    """The tables for beating the mark and for at least equalling it (each played its own best way)."""
    target = mark_hand(mark)
    return _beat_table(target), _beat_table(tie_mark(target) if mark else target)


@dataclass(frozen=True, eq=False)
class Odds:
    """Exact chances: `beat` the mark strictly, `tie_or_beat` at least equal it, each when playing the best way
    for that aim (with mark 0 both are the chance of a valid hand). Kept as whole numbers over `scale`; equal
    chances compare equal whatever their scale."""

    beat_units: int
    tie_units: int
    scale: int

    @property
    def beat(self) -> Fraction:
        return Fraction(self.beat_units, self.scale)

    @property
    def tie_or_beat(self) -> Fraction:
        return Fraction(self.tie_units, self.scale)

    @property
    def p_beat(self) -> float:
        return self.beat_units / self.scale

    @property
    def p_tie_or_beat(self) -> float:
        return self.tie_units / self.scale

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Odds):
            return NotImplemented
        return (self.beat, self.tie_or_beat) == (other.beat, other.tie_or_beat)

    def __hash__(self) -> int:
        return hash((self.beat, self.tie_or_beat))


def turn_odds(rules: str, mark: int, rolls: int) -> Odds:
    """A whole turn from nothing: at most `rolls` throws (1..3)."""
    check_rules(rules)
    if rolls not in range(1, MAX_ROLLS + 1):
        raise RulesError(f"rolls must be 1, 2 or 3, not {rolls}")
    beat, tie = _tables(mark)
    empty = _shape().empty
    return Odds(
        beat.before_throw(rules, empty, rolls, ace_seen=False),
        tie.before_throw(rules, empty, rolls, ace_seen=False),
        _ROLL_SCALE**rolls,
    )


@dataclass(frozen=True)
class Choice:
    """One thing to do after a throw. `keep`: the dice of this throw set aside now (for a stop, every thrown
    die); `held`: every die set aside after the choice (for a stop, the final hand); `value`: the exact chances
    that follow from playing best afterwards."""

    stop: bool
    keep: Multiset
    held: Multiset
    value: Odds

    @property
    def reroll(self) -> int:
        """How many dice the next throw uses (0 for a stop)."""
        return 0 if self.stop else DICE - len(self.held)

    @property
    def p_beat(self) -> float:
        return self.value.p_beat

    @property
    def p_tie_or_beat(self) -> float:
        return self.value.p_tie_or_beat


def _check_position(rules: str, thrown: Sequence[int], set_aside: Sequence[int], rolls_left: int) -> None:
    check_rules(rules)
    if any(face not in FACES for face in (*thrown, *set_aside)):
        raise RulesError(f"faces must be 1 to 6, not {[*set_aside, *thrown]}")
    if not thrown or len(thrown) + len(set_aside) != DICE:
        raise RulesError(f"a throw and the dice set aside make five dice, not {len(thrown)} + {len(set_aside)}")
    if rolls_left not in range(MAX_ROLLS):
        raise RulesError(f"rolls left must be 0, 1 or 2, not {rolls_left}")


def _options(
    rules: str, thrown: Sequence[int], set_aside: Sequence[int], rolls_left: int, ace_seen: bool
) -> tuple[int, list[tuple[Multiset, int | None]]]:
    """The hand if stopping, and every (keep, state id to throw from or None for "Layman, nothing yet")."""
    shape = _shape()
    held_now = tuple(sorted(set_aside))
    hand = shape.ids[tuple(sorted((*held_now, *thrown)))]
    if rolls_left == 0:
        return hand, []
    farming = rules == BAR_DICE or ace_seen or bool(held_now) or ACE in thrown
    if not farming:
        return hand, [((), None)]
    keeps = _submultisets(thrown, DICE - 1 - len(held_now))
    return hand, [(keep, shape.ids[tuple(sorted((*held_now, *keep)))]) for keep in keeps]


def choices(
    rules: str,
    mark: int,
    thrown: Sequence[int],
    set_aside: Sequence[int] = (),
    rolls_left: int = 0,
    *,
    ace_seen: bool = False,
) -> list[Choice]:
    """Every distinct choice after a throw, best first, with exact chances to beat (and tie or beat) `mark`.

    `thrown`: the faces just thrown; `set_aside`: dice set aside earlier this turn; `rolls_left`: throws still
    allowed after this one (0..2); `ace_seen`: a 1 showed in an earlier throw of this turn (Layman's licence to
    farm; also implied by dice set aside or a 1 in this throw). Equal chances rank stopping first (fewer throws
    win ties at the table), then keeping more dice.
    """
    _check_position(rules, thrown, set_aside, rolls_left)
    beat, tie = _tables(mark)
    shape = _shape()
    hand, options = _options(rules, thrown, set_aside, rolls_left, ace_seen)
    held_now = tuple(sorted(set_aside))
    scale = _ROLL_SCALE**rolls_left
    stop = Odds(beat.stops[rolls_left][hand] * scale, tie.stops[rolls_left][hand] * scale, scale)
    found = [Choice(True, tuple(sorted(thrown)), shape.multisets[hand], stop)]
    for keep, state in options:
        if state is None:
            odds = Odds(beat.fresh[rolls_left], tie.fresh[rolls_left], scale)
            found.append(Choice(False, keep, held_now, odds))
        else:
            odds = Odds(beat.kept[rolls_left][state], tie.kept[rolls_left][state], scale)
            found.append(Choice(False, keep, shape.multisets[state], odds))
    # every value shares the scale, so whole numbers rank them exactly
    found.sort(key=lambda choice: (-choice.value.beat_units, -choice.value.tie_units, *_tie_order(choice)))
    return found


def _tie_order(choice: Choice) -> tuple[bool, int, Multiset]:
    return (not choice.stop, -len(choice.held), tuple(-face for face in choice.held))


def best_choice(
    rules: str,
    mark: int,
    thrown: Sequence[int],
    set_aside: Sequence[int] = (),
    rolls_left: int = 0,
    *,
    ace_seen: bool = False,
) -> Choice:
    return choices(rules, mark, thrown, set_aside, rolls_left, ace_seen=ace_seen)[0]


# ---------------------------------------------------------------------------------------------- the hammer
_HALVES = 2  # payoffs in halves: a roll-off or a replay is worth 1 of 2


def _versus(mine: BarHand, my_rolls: int, theirs: BarHand, their_rolls: int) -> int:
    """My payoff in halves against their hand: better wins, an equal hand in fewer throws wins, an equal hand
    in as many throws (or nothing against nothing) is a roll-off or a replay."""
    if not mine.valid and not theirs.valid:
        return 1
    if mine != theirs:
        return _HALVES if mine > theirs else 0
    if my_rolls == their_rolls:
        return 1
    return _HALVES if my_rolls < their_rolls else 0


@cache
def _opponent_table(hammer: BarHand, hammer_rolls: int, opponent_rolls: int) -> _Table:
    shape = _shape()
    stops = tuple(
        {hand_id: _versus(hand, opponent_rolls - left, hammer, hammer_rolls) for hand_id, hand in shape.hands.items()}
        for left in range(MAX_ROLLS)
    )
    return _solve(stops, _HALVES)


def hold_chance(rules: str, hand: BarHand, rolls_used: int, opponent_rolls: int | None = None) -> Fraction:
    """The chance that stopping with `hand` after `rolls_used` throws wins the turn against one opponent who
    sees it and plays to win with at most `opponent_rolls` throws (default: the hammer's pace, `rolls_used`).
    A roll-off or replay counts as half."""
    check_rules(rules)
    if rolls_used not in range(1, MAX_ROLLS + 1):
        raise RulesError(f"rolls used must be 1, 2 or 3, not {rolls_used}")
    their_rolls = rolls_used if opponent_rolls is None else opponent_rolls
    if their_rolls not in range(1, MAX_ROLLS + 1):
        raise RulesError(f"opponent rolls must be 1, 2 or 3, not {their_rolls}")
    table = _opponent_table(hand, rolls_used, their_rolls)
    theirs = table.before_throw(rules, _shape().empty, their_rolls, ace_seen=False)
    return Fraction(1) - Fraction(theirs, _HALVES * _ROLL_SCALE**their_rolls)


@cache
def _hammer_table(rules: str, max_rolls: int, pace: bool) -> _Table:
    shape = _shape()
    stops: list[dict[int, int]] = []
    for left in range(MAX_ROLLS):
        used = max_rolls - left
        if used < 1:  # cannot happen in a turn of max_rolls throws
            stops.append(dict.fromkeys(shape.hand_ids, 0))
            continue
        opponent = used if pace else MAX_ROLLS
        stops.append(
            {
                hand_id: _whole(hold_chance(rules, hand, used, opponent) * _TOP_SCALE * _HALVES)
                for hand_id, hand in shape.hands.items()
            }
        )
    return _solve(stops, _TOP_SCALE * _HALVES)


def _whole(number: Fraction) -> int:
    """A hold chance at the top scale is a whole number (its denominator divides 2 * 6**15)."""
    assert number.denominator == 1, number
    return number.numerator


@dataclass(frozen=True)
class HammerChoice:
    """A choice for the hammer: `win` is the exact chance to win the head-to-head turn (see `hold_chance`)."""

    stop: bool
    keep: Multiset
    held: Multiset
    win: Fraction

    @property
    def p_win(self) -> float:
        return float(self.win)


def hammer_choices(
    rules: str,
    thrown: Sequence[int],
    set_aside: Sequence[int] = (),
    *,
    rolls_used: int = 1,
    max_rolls: int = MAX_ROLLS,
    ace_seen: bool = False,
    pace: bool = True,
) -> list[HammerChoice]:
    """The hammer's choices after its `rolls_used`-th throw of at most `max_rolls`, best first, each with its
    chance to win against one opponent who then plays to win (with `pace`, in at most as many throws)."""
    rolls_left = max_rolls - rolls_used
    if max_rolls not in range(1, MAX_ROLLS + 1) or rolls_used not in range(1, max_rolls + 1):
        raise RulesError(f"rolls used must be 1..{max_rolls} of at most 3 throws, not {rolls_used} of {max_rolls}")
    _check_position(rules, thrown, set_aside, rolls_left)
    table = _hammer_table(rules, max_rolls, pace)
    shape = _shape()
    hand, options = _options(rules, thrown, set_aside, rolls_left, ace_seen)
    held_now = tuple(sorted(set_aside))
    per_throw = _ROLL_SCALE**rolls_left
    scale = per_throw * table.scale
    ranked = [(table.stops[rolls_left][hand] * per_throw, True, tuple(sorted(thrown)), shape.multisets[hand])]
    for keep, state in options:
        value = table.fresh[rolls_left] if state is None else table.kept[rolls_left][state]
        ranked.append((value, False, keep, held_now if state is None else shape.multisets[state]))
    # every value shares the scale, so whole numbers rank them exactly
    ranked.sort(key=lambda row: (-row[0], not row[1], -len(row[3]), tuple(-face for face in row[3])))
    return [HammerChoice(stop, keep, held, Fraction(units, scale)) for units, stop, keep, held in ranked]


def hammer_odds(rules: str, max_rolls: int = MAX_ROLLS, pace: bool = True) -> Fraction:
    """The hammer's chance to win a head-to-head turn from the start, both sides playing their best."""
    check_rules(rules)
    table = _hammer_table(rules, max_rolls, pace)
    value = table.before_throw(rules, _shape().empty, max_rolls, ace_seen=False)
    return Fraction(value, _ROLL_SCALE**max_rolls * table.scale)
