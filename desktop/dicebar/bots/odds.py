"""`dicebar odds`: the coach's numbers for a bar dice turn, headless (tests/scenarios/README.md).

Fresh turn: {"game", "mark", "rolls", "p_beat", "p_tie_or_beat"}. After a throw (`dice`, `rolls_left`):
{"game", "mark", "dice", "rolls_left", "p_beat", "p_tie_or_beat", "choices"}, where each choice is
{"action": "stop" | "roll", "keep": [faces set aside, every die for a stop], "roll": dice thrown next,
"p_beat", "p_tie_or_beat"}, best first (see `bar_dice_policy.choices`), and the top-level chances are those of
the best play from here. The thrown dice are the only dice of the turn so far (nothing set aside); under Layman
rules a 1 counts as shown only if it is among them.

Chances are exact (computed by `bar_dice_policy`) and printed rounded to 6 decimal places. `p_tie_or_beat` is
the chance of at least equalling the mark when playing the best way for that aim (layman-bar-dice, mark 42, three
rolls: 0.68069 and 0.71236).
"""

from __future__ import annotations

from fractions import Fraction

from dicebar.bots.bar_dice_policy import (
    DICE,
    FACES,
    MAX_ROLLS,
    Choice,
    check_mark,
    check_rules,
    choices,
    turn_odds,
)
from dicebar.rules.errors import RulesError

DECIMALS = 6


def odds_report(
    game_id: str,
    mark: int,
    rolls: int | None = None,
    dice: tuple[int, ...] | None = None,
    rolls_left: int | None = None,
) -> dict[str, object]:
    check_rules(game_id)
    check_mark(mark)
    if dice is None:
        if rolls_left is not None:
            raise RulesError("rolls left go with the dice just thrown")
        if rolls is None:
            raise RulesError("give the number of rolls (1 to 3), or the dice just thrown and the rolls left")
        if rolls not in range(1, MAX_ROLLS + 1):
            raise RulesError(f"rolls must be 1, 2 or 3, not {rolls}")
        odds = turn_odds(game_id, mark, rolls)
        return {
            "game": game_id,
            "mark": mark,
            "rolls": rolls,
            "p_beat": _rounded(odds.beat),
            "p_tie_or_beat": _rounded(odds.tie_or_beat),
        }
    if rolls is not None:
        raise RulesError("give either the rolls of a fresh turn or the dice just thrown, not both")
    if len(dice) != DICE or any(face not in FACES for face in dice):
        raise RulesError(f"dice must be five faces from 1 to 6, not {' '.join(map(str, dice)) or 'none'}")
    if rolls_left is None or rolls_left not in range(MAX_ROLLS):
        raise RulesError(f"rolls left must be 0, 1 or 2, not {rolls_left}")
    found = choices(game_id, mark, dice, (), rolls_left)
    return {
        "game": game_id,
        "mark": mark,
        "dice": list(dice),
        "rolls_left": rolls_left,
        "p_beat": _rounded(found[0].value.beat),
        "p_tie_or_beat": _rounded(max(choice.value.tie_or_beat for choice in found)),
        "choices": [_choice_json(choice) for choice in found],
    }


def _choice_json(choice: Choice) -> dict[str, object]:
    return {
        "action": "stop" if choice.stop else "roll",
        "keep": list(choice.held),
        "roll": choice.reroll,
        "p_beat": _rounded(choice.value.beat),
        "p_tie_or_beat": _rounded(choice.value.tie_or_beat),
    }


def _rounded(chance: Fraction) -> float:
    return round(float(chance), DECIMALS)
