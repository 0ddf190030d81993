"""The hand tray on the window: the dice of the hand in play drawn flat over the action bar, with the session's
faces, Bar Dice's wild aces starred, the reading of the dice beside them (its only place), large enough to read
across a bar; a tap on a tray die is a tap on the table's die; PeekPoker's tray shows no private die on a shared
screen until its owner said the others look away. Screenshots land in tests/artifacts/ui/tray/: look at them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QMetaObject, QPointF, QRectF
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.app.gui import build_window
from dicebar.app.self_test import tap_die, walk_items
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.peekpoker import PRIVATE_DICE
from dicebar.rules.registry import new_game
from dicebar.session.lobby import Lobby
from dicebar.session.sealing import TableSeeds

from .test_screenshots import _table_at_the_moment
from .test_table_window import ARTIFACTS, click_item, find, resize, screenshot

SHOTS = ARTIFACTS / "tray"
SIZES = ((1024, 600), (1280, 800), (1920, 1080))
DIE_SHARE = 0.06  # a tray die's height at 1920x1080, as a share of the window's height, at least


def rect_of(item: QQuickItem) -> QRectF:
    corner = item.mapToScene(QPointF(0, 0))
    return QRectF(corner.x(), corner.y(), item.width(), item.height())


def tray_dice(window: QQuickWindow) -> list[QQuickItem]:
    """The tray's dice as drawn, left to right."""
    tray = find(window, "handTray")
    found = [
        item
        for item in walk_items(tray)
        if isinstance(item, QQuickItem) and item.objectName().startswith("trayDie") and item.isVisible()
    ]
    return sorted(found, key=lambda item: rect_of(item).x())


def wild_mark(die: QQuickItem) -> QQuickItem:
    return next(item for item in walk_items(die) if item.objectName() == "wildMark")


@contextmanager
def scripted_window(
    qtbot: Any, game_id: str, names: list[str], humans: list[bool], rolls: list[list[int]], **setup: Any
) -> Iterator[tuple[QQuickWindow, Any]]:
    """A window at the table of a game whose dice are `rolls`, seated as a saved game is (the lobby's resume)."""
    dice = ScriptedDice(rolls) if rolls else SeededDice(7)
    game = new_game(game_id, names, dice, setup.get("options"), first=names[0])
    seats = [{"name": name, "human": human, "strength": "good"} for name, human in zip(names, humans, strict=True)]
    lobby = Lobby()
    engine, win = build_window(lobby, size=(1280, 800))
    win.show()
    try:
        qtbot.waitExposed(win)
        table = {"game": game_id, "seats": seats, "options": setup.get("options", {})}
        assert lobby.resume(table, game, TableSeeds.from_number(7, len(names)))
        QMetaObject.invokeMethod(win, "showTable")
        stack = find(win, "stack")
        qtbot.waitUntil(lambda: stack.property("depth") == 2 and not stack.property("busy"), timeout=10_000)
        session = lobby.session
        session.skipAnimations = True
        yield win, session
    finally:
        win.close()
        del engine
        lobby.leave()


def test_the_tray_shows_the_dice_set_aside_and_the_throw_with_wild_aces_starred(qtbot: Any) -> None:
    # You throw 6 1 6 3 2, set aside the 6s and the ace, and throw 4 1
    rolls = [[6, 1, 6, 3, 2], [4, 1]]
    with scripted_window(qtbot, "bar-dice", ["You", "Max"], [True, True], rolls) as (win, session):
        qtbot.waitUntil(lambda: session.humanTurn, timeout=10_000)
        assert tray_dice(win) == []  # nothing thrown yet
        click_item(win, find(win, "rollButton"))
        qtbot.waitUntil(lambda: session.canChooseDice, timeout=10_000)
        qtbot.waitUntil(lambda: len(tray_dice(win)) == 5, timeout=3000)
        assert [die.property("face") for die in tray_dice(win)] == [1, 6, 6, 3, 2]
        for die in tray_dice(win):
            if die.property("face") in (1, 6):
                click_item(win, die)
        assert sorted(session._selected_faces()) == [1, 6, 6]
        click_item(win, find(win, "rollButton"))
        qtbot.waitUntil(lambda: session.canChooseDice and len(session.game.history) == 2, timeout=10_000)
        expected = [(1, True), (6, True), (6, True), (1, False), (4, False)]
        qtbot.waitUntil(lambda: [(d.property("face"), d.property("aside")) for d in tray_dice(win)] == expected)
        drawn = tray_dice(win)
        rows = session.dice_rows()
        for die in drawn:  # the table's die of the same index, showing the same face
            assert rows[die.property("dieIndex")]["value"] == die.property("face")
        assert [wild_mark(die).isVisible() for die in drawn] == [True, False, False, True, False]
        line = find(win, "readingLine")
        assert (
            line.property("text")
            == session.hud["reading"]
            == ("Two 6s and two aces: forty-six in two so far, no mark yet")
        )
        assert line.parentItem() is find(win, "handTray")  # the reading lives in the tray
        for size in SIZES:
            resize(qtbot, win, size)
            screenshot(win, "bar-dice-mid-turn", SHOTS)


def test_a_tap_on_a_tray_die_is_a_tap_on_the_felt(qtbot: Any) -> None:
    with scripted_window(qtbot, "bar-dice", ["You", "Max"], [True, True], [[5, 2, 5, 3, 1]]) as (win, session):
        qtbot.waitUntil(lambda: session.humanTurn, timeout=10_000)
        session.roll()
        qtbot.waitUntil(lambda: session.canChooseDice, timeout=10_000)
        qtbot.waitUntil(lambda: len(tray_dice(win)) == 5, timeout=3000)
        qtbot.wait(300)  # the dice rest where the felt taps find them

        def state() -> tuple[list[bool], str]:
            return [row["selected"] for row in session.dice_rows()], session.rollLabel

        for die in tray_dice(win):
            index = die.property("dieIndex")
            before = state()
            click_item(win, die)  # the tray's die
            by_tray = state()
            assert by_tray != before and by_tray[0][index]
            qtbot.waitUntil(lambda die=die: die.property("chosen") is True, timeout=2000)
            click_item(win, die)  # and back
            assert state() == before
            tap_die(win, session, index)  # the table's die of that index
            assert state() == by_tray
            tap_die(win, session, index)
            assert state() == before


def test_a_computers_dice_in_the_tray_take_no_tap(qtbot: Any) -> None:
    with scripted_window(qtbot, "bar-dice", ["Max", "You"], [False, True], []) as (win, session):
        session.skipAnimations = False
        qtbot.waitUntil(lambda: session.game.current_player == 0 and len(tray_dice(win)) > 0, timeout=20_000)
        die = tray_dice(win)[0]
        assert die.property("tappable") is False
        click_item(win, die)
        assert not any(row["selected"] for row in session.dice_rows())  # (a computer's dice are never picked)


@pytest.mark.parametrize("game_id", ["bar-dice", "fives-to-the-right", "peekpoker"])
def test_the_tray_and_its_reading_fit_at_every_size(qtbot: Any, game_id: str) -> None:
    with _table_at_the_moment(qtbot, game_id) as win:
        session = find(win, "tablePage").property("session")
        assert session.hud["reading"], "the person's turn has dice on the table to read"
        tray, bar, line = find(win, "handTray"), find(win, "actionBar"), find(win, "readingLine")
        assert line.property("text") == session.hud["reading"]
        assert [die.property("face") for die in tray_dice(win)] == [die["face"] for die in session.tray_rows()]
        if game_id == "peekpoker":  # their own screen: their own dice with the community's
            seat = session.game.current_player
            own = [die["face"] for die in session.tray_rows() if die["die"] // PRIVATE_DICE == seat]
            assert sorted(own) == sorted(session.game.private[seat])
        for size in (*SIZES, (3840, 2160)):
            resize(qtbot, win, size)
            screenshot(win, f"{game_id}-tray", SHOTS)
            shown, action_bar = rect_of(tray), rect_of(bar)
            assert shown.left() >= 0 and shown.right() <= win.width() + 0.5
            assert shown.bottom() <= action_bar.top() + 0.5  # on the action bar, never over its buttons
            dice = tray_dice(win)
            assert dice
            for die in dice:
                assert shown.contains(rect_of(die)), die.objectName()
            if size == (1920, 1080):
                assert min(die.height() for die in dice) >= DIE_SHARE * size[1]
            # the reading beside the dice, inside the tray, whole or elided, never clipped
            reading = rect_of(line)
            assert reading.left() >= max(rect_of(die).right() for die in dice)
            assert reading.right() <= win.width() and shown.contains(reading)
            assert line.property("font").pixelSize() >= 14
            assert line.property("contentHeight") <= line.height() + 0.5 or line.property("truncated")
            # the table is framed above the tray: frameBottom covers it
            view = find(win, "table3d")
            assert view.property("frameBottom") == pytest.approx(win.height() - shown.top(), abs=0.5)


def test_a_shared_screens_tray_shows_no_private_die_until_the_others_look_away(qtbot: Any) -> None:
    names, humans = ["Bo", "Ana", "Max"], [True, True, False]
    with scripted_window(qtbot, "peekpoker", names, humans, [], options={"stack": 6}) as (win, session):
        game = session.game
        for _ in range(60):
            qtbot.waitUntil(lambda: session.over or session.awaitingReady or session.humanTurn, timeout=20_000)
            if session.awaitingReady and game.private[game.current_player] and not game.shown[game.current_player]:
                break
            if session.humanTurn and not session.awaitingReady:
                session.act('"check"' if any(a.kind == "check" for a in game.legal_actions()) else '"roll"')
            else:
                qtbot.wait(50)
        seat = game.current_player
        assert session.awaitingReady and not game.shown[seat]

        def private_drawn() -> list[int]:
            return [d.property("dieIndex") for d in tray_dice(win) if d.property("dieIndex") // PRIVATE_DICE == seat]

        assert private_drawn() == []
        click_item(win, find(win, "readyButton"))
        qtbot.waitUntil(lambda: len(private_drawn()) == PRIVATE_DICE, timeout=3000)
        faces = sorted(d.property("face") for d in tray_dice(win) if d.property("dieIndex") in private_drawn())
        assert faces == sorted(game.private[seat])
        screenshot(win, "peekpoker-shared-screen-ready", SHOTS)


def test_a_tap_on_an_ace_in_the_tray_picks_it_to_re_roll_as_on_the_felt(qtbot: Any) -> None:
    """PeekPoker's showdown, from its guided first game's step that marks the person's ace."""
    lobby = Lobby()
    engine, win = build_window(lobby, size=(1280, 800))
    win.show()
    try:
        qtbot.waitExposed(win)
        click_item(win, find(win, "learn-peekpoker"))
        qtbot.waitUntil(lambda: lobby.session is not None and lobby.session.isTutorial, timeout=10_000)
        session = lobby.session
        session.skipAnimations = True
        guide = session.tutorial
        while not (guide.waiting and guide.mark["kind"] == "dice"):
            qtbot.waitUntil(lambda: guide.waiting, timeout=20_000)
            if guide.mark["kind"] != "dice":
                guide.skipStep()
        assert session.controls["kind"] == "reroll"
        (ace,) = guide.mark["dice"]
        drawn = next(die for die in tray_dice(win) if die.property("dieIndex") == ace)
        assert drawn.property("tappable") is True
        click_item(win, drawn)
        qtbot.waitUntil(lambda: session.controls["chosen"] == 1, timeout=2000)
        assert drawn.property("chosen") is True
        click_item(win, drawn)  # and back, as a second tap on the felt
        qtbot.waitUntil(lambda: session.controls["chosen"] == 0, timeout=2000)
        tap_die(win, session, ace)  # the table's ace: the same choice
        qtbot.waitUntil(lambda: session.controls["chosen"] == 1, timeout=2000)
        assert drawn.property("chosen") is True
    finally:
        win.close()
        del engine
        lobby.leave()
