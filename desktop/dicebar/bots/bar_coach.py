"""The coach of Bar Dice and Layman: for the dice just thrown, every sensible set of dice to keep (or stopping)
with the exact chance, playing best afterwards, of ending the turn with a hand that beats the mark (count, then
face) within the rolls left (`bar_dice_policy.choices`, the numbers of `dicebar odds`). The hint says the best
choice and why ("Keep the three 6s: 68% to beat forty-three in your two rolls left"), then the next few. With no
mark to beat yet, scoring is not enough: the chance is then to end the best hand against the players still to
roll, who play to beat it (`bar_field.field_choices`, the best bot's own numbers)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dicebar.bots.bar_dice_policy import BAR_DICE, DICE, LAYMAN, Choice, choices
from dicebar.bots.bar_field import FieldChoice, field_choices
from dicebar.bots.bar_position import BarPosition, read_position
from dicebar.bots.coach import SHOWN_CHOICES, percent
from dicebar.bots.coach_words import (
    bar_best,
    bar_first_best,
    bar_stop_best,
    bar_tie_best,
    keep_words,
    roll_all_words,
    runner_up,
    stop_words,
)
from dicebar.rules.hands import bar_hand
from dicebar.rules.lingo import ENGLISH, BarCall
from dicebar.rules.words import Words


def bar_hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The best few choices after a throw, or None when the seat has no keep/stop decision now."""
    game = view["game"]
    if game == BAR_DICE:
        turn = view.get("turn")
        if not turn or not turn.get("thrown") or turn["rolls_left"] <= 0:
            return None
        thrown, aside, left, ace_seen = turn["thrown"], turn["set_aside"], turn["rolls_left"], False
        mark = view.get("mark")
    elif game == LAYMAN:
        if view.get("turn_seat") != view.get("seat") or not view.get("thrown") or view.get("rolls_left", 0) <= 0:
            return None
        thrown, aside, left, ace_seen = view["thrown"], view["farmed"], view["rolls_left"], view["ace_seen"]
        mark = view.get("mark") if view.get("mark") and view["mark"].get("seat") != view["seat"] else None
    else:
        return None
    score = int(mark["score"]) if mark and mark.get("valid", True) else 0
    position = read_position(view)
    if not score and position is not None and position.followers > 0:
        return _first_hint(game, position)
    ranked = choices(game, score, thrown, aside, left, ace_seen=ace_seen)[:SHOWN_CHOICES]
    target = BarCall(*divmod(score, 10)) if score else None
    lines: list[dict[str, Any]] = []
    said_lines: list[Words] = []
    unbeatable = target is not None and ranked[0].value.beat == 0  # then the chances to tie rank the choices
    for place, choice in enumerate(ranked):
        action = _action_words(choice)
        chance = percent(choice.p_tie_or_beat if unbeatable else choice.p_beat)
        if place > 0:
            said_lines.append(runner_up(action, chance))
        elif choice.stop:
            said_lines.append(bar_stop_best(_hand_call(choice.held), target, wins=choice.value.beat == 1))
        elif target is not None and unbeatable:
            said_lines.append(bar_tie_best(action, chance, target, left))
        else:
            said_lines.append(bar_best(action, chance, target, left))
        lines.append(
            {
                "action": action.capitalized().english(),
                "keep": list(choice.keep),
                "stop": choice.stop,
                "p_beat": choice.p_beat,
                "p_tie_or_beat": choice.p_tie_or_beat,
            }
        )
    return {
        "kind": "bar",
        "mark": score,
        "target": target.say(ENGLISH) if target else "a hand with a 1",
        "rolls_left": left,
        "choices": lines,
        "lines": said_lines,
        "text": "\n".join(line.english() for line in said_lines),
    }


def _first_hint(game: str, position: BarPosition) -> dict[str, Any]:
    """No mark to beat yet: the chance of each choice to end the best hand, the players after playing to beat
    it (the best bot's own numbers, `bar_field.field_choices`), since only scoring something is not enough."""
    ranked = field_choices(position)[:SHOWN_CHOICES]
    said_lines: list[Words] = []
    lines: list[dict[str, Any]] = []
    for place, choice in enumerate(ranked):
        action = _action_words(choice)
        chance = percent(float(choice.win))
        if place:
            said_lines.append(runner_up(action, chance))
        else:
            said_lines.append(bar_first_best(action, chance, position.followers))
        lines.append(
            {
                "action": action.capitalized().english(),
                "keep": list(choice.keep),
                "stop": choice.stop,
                "p_win": float(choice.win),
            }
        )
    return {
        "kind": "bar",
        "mark": 0,
        "target": "",
        "followers": position.followers,
        "rolls_left": position.rolls_left,
        "choices": lines,
        "lines": said_lines,
        "text": "\n".join(line.english() for line in said_lines),
    }


def _action_words(choice: Choice | FieldChoice) -> Words:
    if choice.stop:
        return stop_words()
    reroll = DICE - len(choice.held)
    return keep_words(choice.keep) if choice.keep else roll_all_words(reroll)


def _hand_call(faces: Sequence[int]) -> BarCall:
    hand = bar_hand(faces)  # a hand without an ace is (0, 0): "nothing"
    return BarCall(hand.count, hand.face)
