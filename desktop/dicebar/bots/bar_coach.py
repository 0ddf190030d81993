"""The coach of Bar Dice and Layman: for the dice just thrown, every sensible set of dice to keep (or stopping)
with the exact chance, playing best afterwards, of ending the turn with a hand that beats the mark (count, then
face) within the rolls left (`bar_dice_policy.choices`, the numbers of `dicebar odds`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dicebar.bots.bar_dice_policy import BAR_DICE, LAYMAN, choices
from dicebar.bots.coach import SHOWN_CHOICES, percent
from dicebar.rules.lingo import bar_call


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
    ranked = choices(game, score, thrown, aside, left, ace_seen=ace_seen)
    lines: list[dict[str, Any]] = []
    for choice in ranked[:SHOWN_CHOICES]:
        if choice.stop:
            what = "Stop"
        elif not choice.keep:
            what = f"Roll all {choice.reroll} again"
        else:
            what = f"Keep {' '.join(map(str, choice.keep))}, roll {choice.reroll}"
        lines.append(
            {
                "action": what,
                "keep": list(choice.keep),
                "stop": choice.stop,
                "p_beat": choice.p_beat,
                "p_tie_or_beat": choice.p_tie_or_beat,
            }
        )
    target = bar_call(score // 10, score % 10) if score else "a hand with a 1"
    return {
        "kind": "bar",
        "mark": score,
        "target": target,
        "rolls_left": left,
        "choices": lines,
        "text": f"Chance to beat {target}:\n"
        + "\n".join(f"{line['action']}: {percent(line['p_beat'])}" for line in lines),
    }
