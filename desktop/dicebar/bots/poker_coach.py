"""The coach of PeekPoker.

Betting: the seat's exact equity against the players still in (`poker_odds`, every unseen die enumerated), its
expected share of the pot at the showdown, beside the price of staying in: the pot odds of a call (or of a
forced bet), to_call / (pot + to_call). A call pays when the equity is above them; with nothing to call, a bet
pays when the equity is above an even share (1 / players in). "Call: you need 25% to call 3 into 9, and your
hand takes 41% of the pot at the showdown against two".

The showdown's ace re-rolls: every number of the seat's aces to re-roll with the share of the pots it may win
that it brings, against the dice shown, played as the best bot plays it (`poker_showdown.reroll_plan`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dicebar.bots.coach import SHOWN_CHOICES, percent
from dicebar.bots.coach_words import poker_free, poker_price, reroll_best, reroll_words, runner_up
from dicebar.bots.poker_odds import odds_for
from dicebar.bots.poker_showdown import reroll_plan
from dicebar.rules.words import Words


def poker_hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """What to do and why in a betting round or at the showdown's re-rolls, or None outside a decision."""
    if view.get("phase") == "reroll":
        return _reroll_hint(view)
    if not view.get("private") or view.get("phase") != "betting":
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
    legal = view.get("legal_actions", [])
    forced = not to_call and "check" not in legal  # the forced bet: bet 1 or fold
    price = min((move["bet"] for move in legal if isinstance(move, dict) and "bet" in move), default=0)
    price = to_call or (price if forced else 0)
    pot_odds = price / (pot + price) if price else 0.0
    even_share = 1 / (opponents + 1)
    share = percent(equity)
    if price:
        pays = equity > pot_odds
        choice = ("bet" if forced else "call") if pays else "fold"
        words = poker_price(
            pays, forced, need=percent(pot_odds), price=price, pot=pot, share=share, opponents=opponents
        )
    else:
        choice = "bet" if equity > even_share else "check"
        words = poker_free(choice == "bet", share, percent(even_share), opponents)
    return {
        "kind": "poker",
        "choice": choice,
        "equity": equity,
        "opponents": opponents,
        "to_call": to_call,
        "price": price,
        "pot": pot,
        "pot_odds": pot_odds,
        "even_share": even_share,
        "lines": [words],
        "text": words.english(),
    }


def _reroll_hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """Each number of aces to re-roll with the share of the pots it brings, best first."""
    options = view.get("options", {})
    odds = odds_for(bool(options.get("low_straight")), not options.get("no_ace_reroll"))
    plan = reroll_plan(odds, view, look_at_rerolls=True)
    if not plan.aces or not plan.pot:
        return None
    choices: list[dict[str, Any]] = []
    lines: list[Words] = []
    for place, (count, chips, _) in enumerate(plan.options[:SHOWN_CHOICES]):
        choices.append({"reroll": count, "share": chips / plan.pot})
        action, share = reroll_words(count, plan.aces), percent(chips / plan.pot)
        lines.append(reroll_best(action, share) if place == 0 else runner_up(action, share))
    return {
        "kind": "poker-reroll",
        "aces": plan.aces,
        "pot": plan.pot,
        "choices": choices,
        "lines": lines,
        "text": "\n".join(line.english() for line in lines),
    }
