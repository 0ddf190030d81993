"""A computer's action waits while the view says it is still drawing the table (`tableShown` false: under software
rendering the table's first frames draw and copy its whole backdrop, the longest frames it has), then pauses
THINK_SECONDS from the moment the view has drawn it; a view that never says so holds play no longer than
TABLE_WAY_IN_SECONDS. A person's press while the table is drawn is kept until it is, at most as long. A session no
view draws plays as before. The session is driven here as TablePage.qml's Binding drives it; the real window:
tests/ui/test_table_cut.py."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QTimer

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.registry import new_game
from dicebar.session.game_session import TABLE_WAY_IN_SECONDS, THINK_SECONDS, GameSession

SLACK = 0.6  # s a timer may fire late on a busy machine (never early)
EARLY = 0.02  # s: a timer's rounding to milliseconds


def first_action(qtbot: Any, drawing: bool, drawn_after: float | None = None) -> dict[str, float]:
    """Two computers at a new table of Bar Dice, whose view (`drawing`) says at once that it is drawing the table
    and, `drawn_after` s later, that it has; the times (monotonic s) of the start, the view's report and the first
    action."""
    game = new_game("bar-dice", ["Max", "Ana"], SeededDice(3), first="Max")
    choosers = {seat: make_bot("bar-dice", "good", seat).choose for seat in range(2)}
    times = {"start": time.monotonic()}
    session = GameSession(game, [False, False], choosers, animate=True)
    session.closeUps = False
    session.applied.connect(lambda _move: times.setdefault("acts", time.monotonic()))

    def drawn() -> None:
        times["drawn"] = time.monotonic()
        session.tableShown = True

    if drawing:
        session.tableShown = False
        if drawn_after is not None:
            QTimer.singleShot(round(drawn_after * 1000), drawn)
    qtbot.waitUntil(lambda: "acts" in times, timeout=30_000)
    session.dispose()
    return times


def test_without_a_view_that_draws_the_computer_thinks_as_before(qtbot: Any) -> None:
    times = first_action(qtbot, drawing=False)
    waited = times["acts"] - times["start"]
    assert THINK_SECONDS - EARLY <= waited <= THINK_SECONDS + SLACK, waited


def test_the_first_action_waits_for_the_table_drawn_and_then_thinks(qtbot: Any) -> None:
    """The view takes 1.5 s to draw the table (longer than a computer's pause): the computer acts THINK_SECONDS
    after it has, not before."""
    times = first_action(qtbot, drawing=True, drawn_after=1.5)
    assert "drawn" in times and times["acts"] > times["drawn"], "the computer acted while the table was drawn"
    waited = times["acts"] - times["drawn"]
    assert THINK_SECONDS - EARLY <= waited <= THINK_SECONDS + SLACK, waited


def test_a_view_that_never_says_it_has_drawn_the_table_holds_play_no_longer_than_the_cap(qtbot: Any) -> None:
    times = first_action(qtbot, drawing=True)
    waited = times["acts"] - times["start"]
    assert TABLE_WAY_IN_SECONDS - EARLY <= waited <= TABLE_WAY_IN_SECONDS + SLACK, waited


def person_at_a_table_being_drawn() -> tuple[GameSession, list[float]]:
    """A person to roll at a new table of Bar Dice whose view says it is drawing the table; the times (monotonic s)
    of the actions applied."""
    game = new_game("bar-dice", ["You", "Ana"], SeededDice(3), first="You")
    choosers = {1: make_bot("bar-dice", "good", 1).choose}
    session = GameSession(game, [True, False], choosers, animate=True)
    session.closeUps = False
    session.tableShown = False
    applied: list[float] = []
    session.applied.connect(lambda _move: applied.append(time.monotonic()))
    return session, applied


def test_a_press_while_the_table_is_drawn_is_kept_until_it_is(qtbot: Any) -> None:
    session, applied = person_at_a_table_being_drawn()
    assert session.canRoll  # the press is taken, not refused
    session.roll()
    qtbot.wait(300)
    assert applied == [], "the throw began while the table was drawn"
    assert session.busy  # the press is on its way: a second one is not taken as well
    drawn = time.monotonic()
    session.tableShown = True
    assert len(applied) == 1 and applied[0] - drawn < 0.05  # at once, with the table drawn
    session.dispose()


def test_a_kept_press_waits_no_longer_than_the_cap(qtbot: Any) -> None:
    session, applied = person_at_a_table_being_drawn()
    pressed = time.monotonic()
    session.roll()
    qtbot.waitUntil(lambda: bool(applied), timeout=round((TABLE_WAY_IN_SECONDS + 5) * 1000))
    waited = applied[0] - pressed
    assert TABLE_WAY_IN_SECONDS - EARLY <= waited <= TABLE_WAY_IN_SECONDS + SLACK, waited
    session.dispose()


def test_without_a_view_that_draws_a_press_acts_at_once(qtbot: Any) -> None:
    session, applied = person_at_a_table_being_drawn()
    session.tableShown = True
    session.roll()
    assert len(applied) == 1
    session.dispose()
