"""`make_bot(game_id, strength, seed, personality)`: a computer player for a seat, and the coach of each game.

A game's bot module registers its `BotKit` (`register_bots`), as a game's rules module registers its type. The
built-in bot modules are imported on the first question asked here. A game that registers no kit has no
choices to make (every step forced): its computer players take the one legal action, and it has no coach.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dicebar.bots.base import PERSONALITIES, RANDOM, STRENGTHS, Bot
from dicebar.bots.simple import ForcedBot, RandomBot
from dicebar.rules.errors import RulesError
from dicebar.rules.registry import game_class

BUILT_IN_MODULES = ("dicebar.bots.bar_dice_bot", "dicebar.bots.poker_bot")

#: (strength, seed, personality, options) -> a bot
BotMaker = Callable[[str, int, str | None, Mapping[str, object]], Bot]
#: a seat's observation -> the coach's hint (or None when the seat has no decision now)
Coach = Callable[[Mapping[str, Any]], dict[str, Any] | None]


@dataclass(frozen=True)
class BotKit:
    """A game's computer players (`make`, for every strength), its coach, and whether its bots have personalities."""

    make: BotMaker
    coach: Coach | None = None
    personalities: bool = False


FORCED = BotKit(lambda strength, seed, personality, options: ForcedBot())

_KITS: dict[str, BotKit] = {}


def register_bots(game_id: str, kit: BotKit) -> None:
    _KITS[game_id] = kit


def bot_kit(game_id: str) -> BotKit:
    """The kit of `game_id` (a RulesError for an unknown game)."""
    game_class(game_id)
    for module in BUILT_IN_MODULES:
        importlib.import_module(module)  # once: Python keeps it in sys.modules
    return _KITS.get(game_id, FORCED)


def make_bot(
    game_id: str,
    strength: str,
    seed: int,
    personality: str | None = None,
    options: Mapping[str, object] | None = None,
) -> Bot:
    """A bot for `game_id` ("easy", "good", "best"; "random" is a random legal player for tests). `seed`
    makes its own choices reproducible. `personality` (PeekPoker: tight, loose or aggressive) is the seat's
    style; None picks one from the seed. `options`, if known, let the best bots build what they need before
    the game starts instead of on their first decision."""
    kit = bot_kit(game_id)
    if strength not in (*STRENGTHS, RANDOM):
        raise RulesError(f"unknown strength {strength!r} (strengths: {', '.join(STRENGTHS)})")
    if personality is not None and personality not in PERSONALITIES:
        raise RulesError(f"unknown personality {personality!r} (personalities: {', '.join(PERSONALITIES)})")
    if strength == RANDOM:
        return RandomBot(seed)
    return kit.make(strength, seed, personality, options or {})


def coach_hint(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The coach's hint for the decision in front of the seat whose observation this is (None: no decision)."""
    coach = bot_kit(str(view.get("game"))).coach
    return coach(view) if coach else None
