"""What a screen reader is told of the table (dicebar.session.spoken): the events announced as they play, the
reading and the pot, the dice named. (That no die under a PeekPoker cup is said or named but to its owner on their
own turn, once the others looked away: test_reading_session.py, beside the reading's own check.)"""

from __future__ import annotations

import re
from typing import Any

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession

#: a private throw said with its faces: 'Bo rolls K K A' (the words an unmasked private throw would have)
FACES_OF_A_PRIVATE_THROW = re.compile(r"\S+ rolls? (9|10|J|Q|K|A)( (9|10|J|Q|K|A))*")


def _heard(session: GameSession) -> list[str]:
    heard: list[str] = []
    session.announced.connect(heard.append)
    return heard


def _names(session: GameSession) -> list[str]:
    return [row["name"] for row in session.spokenDice.rows()]


def test_a_throw_is_announced_with_its_reading_and_a_stop_with_the_call_and_the_mark(qtbot: Any) -> None:
    dice = ScriptedDice([[6, 6, 6, 1, 3], [3, 3, 1, 2, 4]])
    game = new_game("bar-dice", ["Max", "Ana"], dice, first="Max")
    session = GameSession(game, [True, True], {}, animate=False)
    heard = _heard(session)
    qtbot.waitUntil(lambda: session.humanTurn)
    heard.clear()
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    assert heard == ["Max rolls 6 6 6 1 3", "Three 6s and an ace: forty-six in one so far, no mark yet"]
    assert _names(session) == ["die 1: six", "die 2: six", "die 3: six", "die 4: one", "die 5: three"]
    assert [row["tappable"] for row in session.spokenDice.rows()] == [True] * 5
    assert session.tableName == "The table: Bar Dice. Max's turn"
    session.toggleDie(3)
    assert _names(session)[3] == "die 4: one, chosen"
    heard.clear()
    session.stop()
    qtbot.waitUntil(lambda: session.humanTurn and game.current_player == 1)
    assert heard[:2] == ["Max: Forty-six in one", "The mark is forty-six in one"]
    assert "die 4: one, set aside" not in _names(session)  # stopped: nothing was set aside


def test_the_pot_is_announced_as_it_fills(qtbot: Any) -> None:
    # Aces in the Pot: Max throws 1 1, both tokens to the pot
    game = new_game("aces-in-the-pot", ["Max", "Ana", "Bo"], ScriptedDice([[1, 1], [2, 3]]), first="Max")
    session = GameSession(game, [True, True, True], {}, animate=False)
    heard = _heard(session)
    qtbot.waitUntil(lambda: session.humanTurn)
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and game.current_player == 1)
    assert heard[0].startswith("Max rolls 1 1: "), heard
    assert "The pot: 2 tokens" in heard


def test_the_kiosks_attract_demo_says_nothing(qtbot: Any) -> None:
    game = new_game("bar-dice", ["Max", "Ana"], SeededDice(5))
    bots = {seat: make_bot("bar-dice", "good", seat).choose for seat in (0, 1)}
    session = GameSession(game, [False, False], bots, animate=False, demo=True)
    heard = _heard(session)
    qtbot.waitUntil(lambda: session.over, timeout=20_000)
    assert len(game.log) > 10 and heard == []
