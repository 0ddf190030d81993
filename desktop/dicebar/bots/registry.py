"""`make_bot(game_id, strength, seed, personality)`: a computer player for a seat."""

from __future__ import annotations

from collections.abc import Mapping

from dicebar.bots.base import PERSONALITIES, RANDOM, STRENGTHS, Bot
from dicebar.rules.errors import RulesError
from dicebar.rules.registry import GAME_IDS

FORCED_GAMES = ("aces-in-the-pot", "fives-to-the-right")
BAR_GAMES = ("bar-dice", "layman-bar-dice")


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
    if game_id not in GAME_IDS:
        raise RulesError(f"unknown game {game_id!r} (games: {', '.join(GAME_IDS)})")
    if strength not in (*STRENGTHS, RANDOM):
        raise RulesError(f"unknown strength {strength!r} (strengths: {', '.join(STRENGTHS)})")
    if personality is not None and personality not in PERSONALITIES:
        raise RulesError(f"unknown personality {personality!r} (personalities: {', '.join(PERSONALITIES)})")
    if strength == RANDOM:
        from dicebar.bots.simple import RandomBot

        return RandomBot(seed)
    if game_id in FORCED_GAMES:
        from dicebar.bots.simple import ForcedBot

        return ForcedBot()
    if game_id in BAR_GAMES:
        from dicebar.bots import bar_dice_bot

        if strength == "best":
            return bar_dice_bot.BestBarBot(game_id, dict(options or {}))
        return bar_dice_bot.GoodBarBot() if strength == "good" else bar_dice_bot.EasyBarBot(seed)
    from dicebar.bots import poker_bot

    if strength == "easy":
        return poker_bot.EasyPokerBot(seed, personality)
    return poker_bot.PokerBot(strength, seed, personality, options or {})
