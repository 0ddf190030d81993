"""The log and the calls read right for the person the lobby seats as "You": "You are safe", "You win hand 2",
never "You is safe" or "You wins"; a verb is turned for "You" only where "You" is its subject; and inside a
sentence it is "you" ("a horse on you")."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.rules.random_play import NAMES, options_strategy, play_randomly

from dicebar.rules.dice import SeededDice
from dicebar.rules.errors import RulesError
from dicebar.rules.registry import game_ids, new_game

#: "You" followed by a verb said of one person ("is", "has", "wins"; not "pass", "toss")
WRONG_FOR_YOU = re.compile(r"\bYou (is|has|was|[a-z]+[^s\W]s)\b")
#: "You" inside a sentence, where English says "you" ("a horse on you", "Max passes one token to you")
YOU_WITHIN = re.compile(r"((?<=[^.!?\s] )|(?<=\())You\b")
#: "You" followed by a plural noun of the bar, untouched (a verb turned wrongly would read "king", "ace")
HANDS = re.compile(r"\b(kings and queen|ace and king|tens and nine|jacks and ten)\b")


@pytest.mark.parametrize("game_id", game_ids())
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), seats=st.integers(2, 4), you=st.integers(0, 3), data=st.data())
def test_every_line_reads_right_for_you(game_id: str, seed: int, seats: int, you: int, data: st.DataObject) -> None:
    names = list(NAMES[:seats])
    names[you % seats] = "You"
    options = data.draw(options_strategy(game_id))
    try:
        game = new_game(game_id, names, SeededDice(seed), options)
    except RulesError:
        return  # a player count these house rules do not allow
    play_randomly(game, random.Random(seed), check=False)
    for line in game.log_lines():
        assert not WRONG_FOR_YOU.search(line), line
        assert not HANDS.search(line), line
        assert not YOU_WITHIN.search(line), line
