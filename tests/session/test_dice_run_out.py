"""Scripted dice that run out (or do not fit a throw) in the middle of play: the session stops cleanly.

The rules raise DiceExhausted (or ScriptError) from inside `Game.apply`, possibly after part of the action was
carried out; the session puts the game back as it was before that action, says why in one HUD line, logs it,
and takes no further action (no computer timer keeps firing into the same wall)."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from dicebar.app.translators import install_translators
from dicebar.bots.registry import make_bot
from dicebar.rules.dice import ScriptedDice
from dicebar.rules.game import Game
from dicebar.rules.registry import new_game
from dicebar.rules.savegame import dumps
from dicebar.session.game_session import GameSession


def _computers(game_id: str, seats: range) -> dict[int, Any]:
    return {seat: make_bot(game_id, "good", seat).choose for seat in seats}


def _state(game: Game) -> tuple[str, list[str], str]:
    """Everything about the game that play can change: its save (history and dice), log and every seat's view."""
    views = json.dumps([game.observation(seat) for seat in range(len(game.names))], sort_keys=True, default=str)
    return dumps(game), game.log_lines(), views


@pytest.mark.parametrize("game_id", ["aces-in-the-pot", "fives-to-the-right", "bar-dice", "layman-bar-dice"])
def test_computers_stop_where_the_script_ends_with_the_game_as_it_was(
    qtbot: Any, caplog: pytest.LogCaptureFixture, game_id: str
) -> None:
    dice = ScriptedDice([[5, 5, 5, 5, 5][: 2 if game_id == "aces-in-the-pot" else 5]] * 2)
    game = new_game(game_id, ["Max", "Ana", "Bo"], dice, first="Max")
    states: list[tuple[str, list[str], str]] = []
    session = GameSession(game, [False] * 3, _computers(game_id, range(3)), animate=False)
    session.settled.connect(lambda: states.append(_state(game)))
    with caplog.at_level(logging.WARNING, logger="dicebar.session.game_session"):
        qtbot.waitUntil(lambda: bool(session.hud["notice"]), timeout=10_000)
        qtbot.wait(300)  # long enough for a computer's timer to fire again, were one left running
    assert session.hud["notice"].startswith("The scripted dice have run out: play stops here (rolls[")
    assert "\n" not in session.hud["notice"]
    assert not game.is_over and dice.remaining == 0
    assert _state(game) == states[-1]  # nothing of the refused action is left behind
    game.check_invariants()
    assert not session.busy and not session.canRoll and not session._bot_timer.isActive()
    warnings = [record.getMessage() for record in caplog.records if record.levelno == logging.WARNING]
    assert len(warnings) == 1 and "no more rolls" in warnings[0]


def test_a_persons_roll_past_the_script_is_refused_once_and_play_stops(qtbot: Any) -> None:
    # Bar Dice, Max (a person) first: one scripted throw, then Max keeps two and rolls three: no dice left.
    dice = ScriptedDice([[6, 6, 2, 3, 4]])
    game = new_game("bar-dice", ["Max", "Bot"], dice, first="Max")
    session = GameSession(game, [True, False], _computers("bar-dice", range(1, 2)), animate=False)
    qtbot.waitUntil(lambda: session.canRoll)
    session.roll()
    qtbot.waitUntil(lambda: session.canChooseDice)
    for die in session.scene.felt_dice():
        if die.value == 6:
            session.toggleDie(die.index)
    before = _state(game)
    session.roll()
    assert _state(game) == before
    assert session.hud["notice"].startswith("The scripted dice have run out")
    assert not session.canRoll and not session.canStop and not session.humanTurn
    session.roll()  # pressing again changes nothing and says nothing more
    session.stop()
    assert _state(game) == before
    assert [str(action) for action in game.history] == ["roll"]


def test_a_script_entry_of_the_wrong_size_stops_play_the_same_way(qtbot: Any) -> None:
    dice = ScriptedDice([[1, 2]])  # Fives to the Right throws five dice
    game = new_game("fives-to-the-right", ["Max", "Ana"], dice, first="Max")
    before = _state(game)
    session = GameSession(game, [False, False], _computers("fives-to-the-right", range(2)), animate=False)
    qtbot.waitUntil(lambda: bool(session.hud["notice"]))
    assert session.hud["notice"].startswith("The scripted dice do not fit this throw: play stops here (rolls[0]")
    assert _state(game) == before and dice.position == 0


@pytest.mark.parametrize(("language", "words"), [("es", "Los dados del guion"), ("de", "Die vorgegebenen Würfel")])
def test_the_notice_is_said_in_the_language_shown(qtbot: Any, language: str, words: str) -> None:
    dice = ScriptedDice([[1, 2]])
    game = new_game("fives-to-the-right", ["Max", "Ana"], dice, first="Max")
    install_translators(language)
    try:
        session = GameSession(game, [False, False], _computers("fives-to-the-right", range(2)), animate=False)
        qtbot.waitUntil(lambda: bool(session.hud["notice"]))
        assert session.hud["notice"].startswith(words) and "(rolls[0]" in session.hud["notice"]
    finally:
        install_translators("en")


def test_the_notice_shown_switches_with_the_language(qtbot: Any) -> None:
    dice = ScriptedDice([[1, 2]])
    game = new_game("fives-to-the-right", ["Max", "Ana"], dice, first="Max")
    session = GameSession(game, [False, False], _computers("fives-to-the-right", range(2)), animate=False)
    qtbot.waitUntil(lambda: bool(session.hud["notice"]))
    assert session.hud["notice"].startswith("The scripted dice do not fit this throw")
    try:
        install_translators("de")  # as the Language setting does while the table is shown
        assert session.hud["notice"].startswith("Die vorgegebenen Würfel") and "(rolls[0]" in session.hud["notice"]
    finally:
        install_translators("en")
