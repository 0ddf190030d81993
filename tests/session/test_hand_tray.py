"""The hand tray's dice from the session (`trayDice`): the dice set aside and the last throw with the model's faces,
Bar Dice's wild aces marked, the same indices as the table's dice; PeekPoker's tray holds no private die a shared
screen may not show, and the person's own dice once the others looked away."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.peekpoker import COMMUNITY_DICE, PRIVATE_DICE, PeekPoker
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession
from dicebar.session.poker_session import PokerSession

from .test_reading_session import _people_play


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


def _private_in_tray(session: PokerSession, seat: int) -> list[dict[str, Any]]:
    """The tray's dice that are `seat`'s private dice (indices seat * 3 .. seat * 3 + 2; the community's follow)."""
    return [die for die in _tray(session) if die["die"] // PRIVATE_DICE == seat]


@pytest.mark.parametrize("seed", [3, 4])
def test_a_shared_screens_tray_holds_no_private_die_before_the_others_look_away(qtbot: Any, seed: int) -> None:
    game = new_game("peekpoker", ["Bo", "Ana", "Max"], SeededDice(seed), {"stack": 4, "hands": 2})
    assert isinstance(game, PeekPoker)
    bot = make_bot("peekpoker", "good", seed)
    session = PokerSession(game, [True, True, False], {2: bot.choose}, seed=seed, animate=False)
    community_first = 3 * PRIVATE_DICE

    def each_change() -> None:  # whatever the view can read, at every change
        for die in _tray(session):
            if die["die"] >= community_first:
                continue
            seat = die["die"] // PRIVATE_DICE
            shown = game.shown[seat]
            assert shown or (session.may_read(seat) and seat == game.current_player), (die, seat)
            assert die["face"] == game.private[seat][die["die"] % PRIVATE_DICE]

    session.changed.connect(each_change)
    counts = {"before": 0, "after": 0}

    def on_turn(session: PokerSession) -> None:
        current = game.current_player
        assert current is not None
        if not session.awaitingReady:
            return
        if not game.shown[current]:
            assert _private_in_tray(session, current) == []
            counts["before"] += 1
        session.ready()
        if game.private[current]:
            own = _private_in_tray(session, current)
            assert sorted(die["face"] for die in own) == sorted(game.private[current])
            counts["after"] += 1
        community = [die["face"] for die in _tray(session) if die["die"] >= community_first]
        assert sorted(community) == sorted(game.community) and len(community) <= COMMUNITY_DICE

    _people_play(session, random.Random(seed), on_turn)
    assert session.over
    assert counts["before"] and counts["after"], counts


def test_a_computers_turn_shows_no_private_die_of_one_person_against_computers(qtbot: Any) -> None:
    game = new_game("peekpoker", ["You", "Ana", "Max"], SeededDice(11), {"stack": 4, "hands": 2})
    assert isinstance(game, PeekPoker)
    choosers = {seat: make_bot("peekpoker", "good", seat).choose for seat in (1, 2)}
    session = PokerSession(game, [True, False, False], choosers, seed=11, animate=False)
    seen = {"own": 0}

    def each_change() -> None:
        current = game.current_player
        for die in _tray(session):
            seat = die["die"] // PRIVATE_DICE
            if die["die"] < 3 * PRIVATE_DICE and not game.shown[seat]:
                assert seat == current == 0, (die, current)
                seen["own"] += 1

    session.changed.connect(each_change)
    _people_play(session, random.Random(11), lambda session: None)
    assert session.over and seen["own"]
