"""The hand tray's dice from the session (`trayDice`): the dice set aside and the last throw with the model's faces,
Bar Dice's wild aces marked, the same indices as the table's dice, tappable only while the person may pick them.
(PeekPoker's tray, which holds no private die a shared screen may not show: test_reading_session.py, beside its
reading's.)"""

from __future__ import annotations

from typing import Any

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession


def _tray(session: GameSession) -> list[dict[str, Any]]:
    return session.tray_rows()


def test_a_bar_dice_tray_shows_the_dice_set_aside_and_the_last_throw(qtbot: Any) -> None:
    # Max throws 6 6 1 3 2, sets aside 6 6 1 and throws 4 1.
    game = new_game("bar-dice", ["Max", "Ana"], ScriptedDice([[6, 6, 1, 3, 2], [4, 1]]), first="Max")
    session = GameSession(game, [True, True], {}, animate=False)
    qtbot.waitUntil(lambda: session.humanTurn)
    assert _tray(session) == []  # nothing thrown yet this turn
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    tray = _tray(session)
    assert [die["face"] for die in tray] == [1, 6, 6, 3, 2]  # the wild ace first, then high to low
    assert [die["wild"] for die in tray] == [True, False, False, False, False]
    assert not any(die["aside"] for die in tray)
    assert all(die["tappable"] and not die["chosen"] for die in tray)
    rows = session.dice_rows()
    for die in tray:  # the table's die of that index, showing that face
        assert rows[die["die"]]["zone"] == "felt" and rows[die["die"]]["value"] == die["face"]
    for die in tray:
        if die["face"] in (6, 1):
            session.toggleDie(die["die"])
    assert [die["chosen"] for die in _tray(session)] == [True, True, True, False, False]
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    tray = _tray(session)
    assert [(die["face"], die["aside"]) for die in tray] == [(1, True), (6, True), (6, True), (1, False), (4, False)]
    assert [die["wild"] for die in tray] == [True, False, False, True, False]
    assert [die["tappable"] for die in tray] == [False, False, False, True, True]  # only the throw's
    assert sorted(die["die"] for die in tray) == list(range(5))
    session.stop()
    qtbot.waitUntil(lambda: session.humanTurn and game.current_player == 1)
    assert _tray(session) == []  # Ana's turn: nothing of hers thrown yet


def test_aces_are_wild_only_where_the_rules_say(qtbot: Any) -> None:
    game = new_game("aces-in-the-pot", ["You", "Max", "Ana"], ScriptedDice([[2, 3], [1, 6]]), first="Max")
    bots = {seat: make_bot("aces-in-the-pot", "good", seat).choose for seat in (1, 2)}
    session = GameSession(game, [True, False, False], bots, animate=False)
    qtbot.waitUntil(lambda: session.humanTurn)
    tray = _tray(session)  # Ana's throw, beside its reading ("Ana's throw: an ace to the pot, a 6 to you")
    assert session.hud["reading"].startswith("Ana's throw")
    assert [die["face"] for die in tray] == [6, 1]
    assert not any(die["wild"] or die["tappable"] for die in tray)  # Aces in the Pot's aces go to the pot


def test_a_computers_dice_are_read_only(qtbot: Any) -> None:
    game = new_game("bar-dice", ["You", "Max"], SeededDice(5), first="Max")
    session = GameSession(game, [True, False], {1: make_bot("bar-dice", "good", 1).choose}, animate=False)
    seen: list[list[dict[str, Any]]] = []
    session.changed.connect(lambda: seen.append(_tray(session)) if game.current_player == 1 else None)
    qtbot.waitUntil(lambda: session.humanTurn)
    shown = [tray for tray in seen if tray]
    assert shown and not any(die["tappable"] for tray in shown for die in tray)


def test_a_tap_on_a_tray_die_is_a_tap_on_the_tables_die(qtbot: Any) -> None:
    game = new_game("bar-dice", ["Max", "Ana"], ScriptedDice([[5, 5, 2, 3, 1]]), first="Max")
    session = GameSession(game, [True, True], {}, animate=False)
    qtbot.waitUntil(lambda: session.humanTurn)
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    five = next(die for die in _tray(session) if die["face"] == 5)
    session.toggleDie(five["die"])
    assert session.dice_rows()[five["die"]]["selected"] and session.rollLabel == "Keep 1, roll 4"
    assert next(die for die in _tray(session) if die["die"] == five["die"])["chosen"]


def test_the_number_keys_pick_the_dice_that_may_be_picked_in_the_trays_order(qtbot: Any) -> None:
    # Max throws 6 6 1 3 2, sets aside the 6s and throws 4 1 5: only the throw's dice wear keys, 1 onwards.
    game = new_game("bar-dice", ["Max", "Ana"], ScriptedDice([[6, 6, 1, 3, 2], [4, 1, 5]]), first="Max")
    session = GameSession(game, [True, True], {}, animate=False)
    qtbot.waitUntil(lambda: session.humanTurn)
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    assert [die["key"] for die in _tray(session)] == [1, 2, 3, 4, 5]
    for key in (2, 3):  # the 6s
        session.toggleDie(session.dieOfKey(key))
    assert [die["face"] for die in _tray(session) if die["chosen"]] == [6, 6]
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    tray = _tray(session)
    assert [(die["face"], die["key"]) for die in tray] == [(6, 0), (6, 0), (1, 1), (5, 2), (4, 3)]
    assert [session.dieOfKey(key) for key in (1, 2, 3)] == [die["die"] for die in tray[2:]]
    assert session.dieOfKey(4) == -1 and session.dieOfKey(0) == -1
