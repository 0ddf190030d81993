"""The coach of PeekPoker: the seat's exact equity against the players still in (`poker_odds`, every unseen die
enumerated) beside the pot odds of a call."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dicebar.bots.coach import percent
from dicebar.bots.poker_odds import odds_for


def poker_hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """Equity against the players still in, and the pot odds of calling, or None outside a decision."""
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
    pot_odds = to_call / (pot + to_call) if to_call else 0.0
    verdict = "" if not to_call else (" (a call pays)" if equity > pot_odds else " (a call does not pay)")
    text = f"Your share of the pot at the showdown: {percent(equity)} against {opponents}"
    if to_call:
        text += f"\nPot odds of a call: {to_call} to win {pot}: you need {percent(pot_odds)}{verdict}"
    return {
        "kind": "poker",
        "equity": equity,
        "opponents": opponents,
        "to_call": to_call,
        "pot": pot,
        "pot_odds": pot_odds,
        "text": text,
    }
