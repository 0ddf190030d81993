"""The coach: the real odds of the decision in front of a person, from that seat's observation only.

Bar Dice and Layman: for the dice just thrown, every sensible set of dice to keep (or stopping) with the exact
chance, playing best afterwards, of ending the turn with a hand that beats the mark (count, then face) within
the rolls left (`bar_dice_policy.choices`, the numbers of `dicebar odds`). PeekPoker: the seat's exact equity
against the players still in (`poker_odds`, every unseen die enumerated) beside the pot odds of a call.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dicebar.bots.bar_dice_policy import choices
from dicebar.bots.poker_odds import odds_for
from dicebar.rules.lingo import bar_call

SHOWN_CHOICES = 4


def _percent(chance: float) -> str:
    return f"{chance * 100:.0f}%" if chance >= 0.01 or chance == 0 else "<1%"


def bar_hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The best few choices after a throw, or None when the seat has no keep/stop decision now."""
    game = view["game"]
    if game == "bar-dice":
        turn = view.get("turn")
        if not turn or not turn.get("thrown") or turn["rolls_left"] <= 0:
            return None
        thrown, aside, left, ace_seen = turn["thrown"], turn["set_aside"], turn["rolls_left"], False
        mark = view.get("mark")
    elif game == "layman-bar-dice":
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
        + "\n".join(f"{line['action']}: {_percent(line['p_beat'])}" for line in lines),
    }


def poker_hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """Equity against the players still in, and the pot odds of calling, or None outside a decision."""
    if view.get("game") != "peekpoker" or not view.get("private") or view.get("phase") != "betting":
        return None
    seat = view["seat"]
    folded, dealt = view["folded"], view["dealt"]
    opponents = sum(1 for other in range(len(folded)) if other != seat and dealt[other] and not folded[other])
    if opponents == 0:
        return None
    options = view.get("options", {})
    odds = odds_for(bool(options.get("low_straight")), not options.get("no_ace_reroll"))
    equity = odds.equity(view["private"], view["community"], opponents)
    to_call = int(view.get("to_call", 0))
    pot = sum(int(pot["amount"]) for pot in view.get("pots", []))  # the pots include this round's bets
    pot_odds = to_call / (pot + to_call) if to_call else 0.0
    verdict = "" if not to_call else (" (a call pays)" if equity > pot_odds else " (a call does not pay)")
    text = f"Your share of the pot at the showdown: {_percent(equity)} against {opponents}"
    if to_call:
        text += f"\nPot odds of a call: {to_call} to win {pot}: you need {_percent(pot_odds)}{verdict}"
    return {
        "kind": "poker",
        "equity": equity,
        "opponents": opponents,
        "to_call": to_call,
        "pot": pot,
        "pot_odds": pot_odds,
        "text": text,
    }


def hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    return poker_hint(view) if view.get("game") == "peekpoker" else bar_hint(view)
