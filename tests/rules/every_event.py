"""Games that, between them, make every kind of event the rules have: the scenarios, a Bar Dice round nobody
scores, and each game played at random under house rules that reach its rarer events."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator

from conftest import SCENARIOS
from dicebar.rules.actions import COCKED, ROLL, STOP
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.game import Game
from dicebar.rules.registry import new_game
from dicebar.rules.scenario import play_scenario

#: option mixes that reach every kind of event (the scenarios alone do not)
OPTIONS = {
    "aces-in-the-pot": [{}, {"endgame": "last_holder"}, {"rounds": 3}],
    "fives-to-the-right": [{}, {"last_ace_wins": True}],
    "bar-dice": [{}, {"final": "single", "pace": True}, {"five_aces_first_roll_buys": True}],
    "layman-bar-dice": [{}, {"all_day_elimination": True, "cocked_dice": True}],
    "peekpoker": [{"stack": 6}, {"stack": 8, "blinds": True, "split_community": True}, {"stack": 5, "hands": 2}],
}
PLAYERS = (["You", "Max", "James"], ["Ana", "Bo"], ["Max", "Danielle", "James", "Ana"])


def every_kind_of_game() -> Iterator[Game]:
    for path in sorted(SCENARIOS.glob("*/*.json")):
        yield play_scenario(json.loads(path.read_text(encoding="utf-8")))
    nobody_scores = new_game("bar-dice", PLAYERS[0], ScriptedDice([[2, 2, 3, 3, 4]] * 3), {}, "Max")
    for action in (ROLL, STOP) * 3:
        nobody_scores.apply(action)
    yield nobody_scores
    for game_id, mixes in OPTIONS.items():
        for options, players, seed in itertools.product(mixes, PLAYERS, range(8)):
            if game_id == "aces-in-the-pot" and len(players) == 2:
                continue
            game = new_game(game_id, players, SeededDice(seed), options)
            chooser = random.Random(seed)
            while not game.is_over and len(game.history) < 2000:
                cocked = options.get("cocked_dice") and chooser.random() < 0.1 and game.can(COCKED)
                game.apply(COCKED if cocked else chooser.choice(game.legal_actions()))
            yield game
