"""The exact value of every bar dice choice against the mark and the players still to roll ("the field").

Stopping with hand H after u rolls is worth, in chances of winning the round, hand or turn:

    versus(H, u; mark) x hold(H, u)**followers

- versus: 1 if H beats the mark (a better hand, or an equal hand in fewer rolls), 1/2 if it equals it in as
  many rolls (a tie-break, replay or roll-off), 0 if not; 1 when there is no mark (the first player).
- hold(H, u): `bar_dice_policy.hold_chance`, the chance that one later player, who sees H and plays to win
  with the rolls they may use, fails to beat it (a tie counts half). With several later players it is raised
  to their number: each faces H as long as nobody has beaten it, and their dice are independent; a tie
  between two later players, or a later player's own tie-break, is not modelled.

This is `bar_dice_policy`'s own solver run on these rewards (integer arithmetic, so ties are real ties), with
its tables reused where they are the same thing: one later player and no mark is the hammer's table
(`hammer_choices`); no later player and a mark is the table of the opponent who plays to win against a
known hand, which `hold_chance` itself assumes. Everything else (several later players, or a mark with
players after) is built on first use, 15 to 25 ms, and cached: the 99th percentile decision of four best
bots at Bar Dice, caches cold, is about 15 ms (tests/bench/bench_bots.py). Being best of a round is all that matters in
a round (only the best leaves), a final hand or a sponsor turn is won or lost, so this value is the right
objective for each decision, up to the approximations above.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache

from dicebar.bots.bar_dice_policy import (
    _HALVES,
    _ROLL_SCALE,
    _TOP_SCALE,
    BAR_DICE,
    LAYMAN,
    MAX_ROLLS,
    Multiset,
    _hammer_table,
    _opponent_table,
    _options,
    _shape,
    _solve,
    _Table,
    _versus,
    _whole,
    hold_chance,
)
from dicebar.bots.bar_position import BarPosition, Mark
from dicebar.rules.hands import BarHand

#: a hold chance times this is a whole number (its denominator divides 2 * 6**15)
_HOLD_UNIT = _HALVES * _TOP_SCALE


@dataclass(frozen=True)
class FieldChoice:
    """A choice after a throw and its exact chance to win under the field model."""

    stop: bool
    keep: Multiset
    held: Multiset
    win: Fraction


def field_choices(position: BarPosition) -> list[FieldChoice]:
    """Every distinct choice after a throw, best first (equal values: stop first, then keep more dice)."""
    table = field_table(position.rules, position.max_rolls, position.mark, position.followers, position.follower_rolls)
    shape = _shape()
    left = position.rolls_left
    hand, options = _options(position.rules, position.thrown, position.set_aside, left, position.ace_seen)
    held_now = tuple(sorted(position.set_aside))
    per_throw = _ROLL_SCALE**left
    ranked = [(table.stops[left][hand] * per_throw, True, tuple(sorted(position.thrown)), shape.multisets[hand])]
    for keep, state in options:
        value = table.fresh[left] if state is None else table.kept[left][state]
        ranked.append((value, False, keep, held_now if state is None else shape.multisets[state]))
    # every value shares the scale, so whole numbers rank them exactly
    ranked.sort(key=lambda row: (-row[0], not row[1], -len(row[3]), tuple(-face for face in row[3])))
    scale = per_throw * table.scale
    return [FieldChoice(stop, keep, held, Fraction(units, scale)) for units, stop, keep, held in ranked]


def field_table(rules: str, max_rolls: int, mark: Mark | None, followers: int, follower_rolls: int | None) -> _Table:
    """The solved table for this situation, reusing the policy's own tables where they coincide."""
    if mark is None and followers == 1 and follower_rolls in (None, MAX_ROLLS):
        return _hammer_table(rules, max_rolls, follower_rolls is None)
    if mark is not None and followers == 0:
        return _opponent_table(mark.hand, mark.rolls, max_rolls)
    return build_field_table(rules, max_rolls, mark, followers, follower_rolls)


@lru_cache(maxsize=256)  # about 0.1 MB each; a long multi-player session meets a few dozen
def build_field_table(
    rules: str, max_rolls: int, mark: Mark | None, followers: int, follower_rolls: int | None
) -> _Table:
    """Solve the field rewards from scratch (also used by the tests to check the reused tables)."""
    shape = _shape()
    stops: list[dict[int, int]] = []
    for left in range(MAX_ROLLS):
        used = max_rolls - left
        if used < 1:  # not a state a turn of max_rolls rolls can reach
            stops.append(dict.fromkeys(shape.hand_ids, 0))
            continue
        theirs = used if follower_rolls is None else follower_rolls
        row: dict[int, int] = {}
        for hand_id, hand in shape.hands.items():
            versus = _HALVES if mark is None else _versus(hand, used, mark.hand, mark.rolls)
            row[hand_id] = versus * _held(rules, hand, used, theirs) ** followers if versus else 0
        stops.append(row)
    return _solve(stops, _HALVES * _HOLD_UNIT**followers)


@cache
def _held(rules: str, hand: BarHand, used: int, theirs: int) -> int:
    return _whole(hold_chance(rules, hand, used, theirs) * _HOLD_UNIT)


def prepare(rules: str, options: dict[str, object] | None = None) -> None:
    """Build the tables a game will need for sure, once per process, so that no decision waits for them: the
    hammer's tables, whose solving also solves every opponent table (a cold `make_bot`: about 0.8 s, 1.4 s
    for Bar Dice with `pace`)."""
    options = options or {}
    if rules == LAYMAN:
        _hammer_table(LAYMAN, MAX_ROLLS, True)
        if options.get("all_day_elimination"):
            _hammer_table(LAYMAN, MAX_ROLLS, False)
    elif rules == BAR_DICE:
        _hammer_table(BAR_DICE, MAX_ROLLS, False)
        if options.get("pace"):
            _hammer_table(BAR_DICE, MAX_ROLLS, True)
            for pace in range(2, MAX_ROLLS + 1):  # later players held to a pace set before them
                for used in range(1, pace):
                    for hand in set(_shape().hands.values()):
                        _held(BAR_DICE, hand, used, pace)
