"""A computer acts once its throw's close-up has been looked at: the look (CLOSE_UP_LOOK_SECONDS, scaled by the speed)
counts from the moment the view says the close-up is on screen and still (`closeUpHeld`), however long its way in
took; a view that never says so holds play no longer than the cap (CLOSE_UP_WAY_IN_SECONDS and the look) from the
settle. Here the session is driven as the view drives it (TablePage.qml's Bindings); the real view:
tests/ui/test_close_up_window.py."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.registry import new_game
from dicebar.session.game_session import CLOSE_UP_LOOK_SECONDS, CLOSE_UP_WAY_IN_SECONDS, THINK_SECONDS, GameSession

SLACK = 0.6  # s a timer may fire late on a busy machine (never early)
EARLY = 0.02  # s: a timer's rounding to milliseconds


class Turn:
    """Two computers play Bar Dice; the times (monotonic s) of the first settle of a throw with a close-up, of the
    view's reports `at_settle` schedules, and of the computer's next action."""

    def __init__(self, speed: float, close_ups: bool) -> None:
        game = new_game("bar-dice", ["Max", "Ana"], SeededDice(3), first="Max")
        choosers = {seat: make_bot("bar-dice", "good", seat).choose for seat in range(2)}
        self.session = GameSession(game, [False, False], choosers, animate=True)
        self.session.speed = speed
        self.session.closeUps = close_ups
        self.times: dict[str, float] = {}
        self.at_settle: list[tuple[float, str, Callable[[], None]]] = []
        self.session.settled.connect(self._settled)
        self.session.applied.connect(self._applied)

    def report(self, after: float, what: str, change: Callable[[], None]) -> None:
        """At `after` s from the settle, the view reports `what` (by `change`)."""
        self.at_settle.append((after, what, change))

    def _settled(self) -> None:
        if "settle" in self.times or not self.session.closeUp["dice"]:
            return
        self.times["settle"] = time.monotonic()
        for after, what, change in self.at_settle:
            QTimer.singleShot(round(after * 1000), lambda what=what, change=change: self._view(what, change))

    def _view(self, what: str, change: Callable[[], None]) -> None:
        if "acts" not in self.times:
            self.times[what] = time.monotonic()
            change()

    def _applied(self, _move: str) -> None:
        if "settle" in self.times and "acts" not in self.times:
            self.times["acts"] = time.monotonic()

    def play(self, qtbot: Any, timeout: int = 30_000) -> dict[str, float]:
        qtbot.waitUntil(lambda: "acts" in self.times, timeout=timeout)
        self.session.dispose()
        return self.times


def held(session: GameSession) -> None:
    session.closeUpHeld = True


def test_without_a_view_that_reports_the_computer_moves_on_by_the_cap(qtbot: Any) -> None:
    """Close-ups on, but no view says one is held (a hidden window, a view too slow): the cap from the settle."""
    times = Turn(speed=1.0, close_ups=True).play(qtbot)
    waited = times["acts"] - times["settle"]
    cap = CLOSE_UP_WAY_IN_SECONDS + CLOSE_UP_LOOK_SECONDS
    assert cap - EARLY <= waited <= cap + SLACK, waited


def test_without_close_ups_the_computer_thinks_as_before(qtbot: Any) -> None:
    times = Turn(speed=1.0, close_ups=False).play(qtbot)
    waited = times["acts"] - times["settle"]
    assert THINK_SECONDS - EARLY <= waited <= THINK_SECONDS + SLACK, waited


@pytest.mark.parametrize(("speed", "late"), [(1.0, 2.0), (2.0, 1.0)])
def test_the_look_counts_from_the_close_up_held_and_scales_with_the_speed(
    qtbot: Any, speed: float, late: float
) -> None:
    """The view reports the close-up held `late` (a slow cut): the computer acts a look after that, not before."""
    turn = Turn(speed=speed, close_ups=True)
    turn.report(late, "held", lambda: held(turn.session))
    times = turn.play(qtbot)
    assert "held" in times, "the computer acted before the view had the close-up on screen"
    look = times["acts"] - times["held"]
    assert CLOSE_UP_LOOK_SECONDS / speed - EARLY <= look <= CLOSE_UP_LOOK_SECONDS / speed + SLACK, look


def test_a_close_up_turned_off_while_a_computer_waits_for_it_ends_the_wait(qtbot: Any) -> None:
    """A tap dismisses the close-up (TablePage: closeUps false) before it was held: the computer acts now, its
    THINK_SECONDS being over."""
    turn = Turn(speed=1.0, close_ups=True)
    turn.report(1.2, "dismissed", lambda: setattr(turn.session, "closeUps", False))
    times = turn.play(qtbot)
    assert times["acts"] - times["dismissed"] <= SLACK, times


@pytest.mark.parametrize("report", ["closeUpHeld", "tableShown"])
def test_a_view_reporting_on_every_pass_of_the_event_loop_does_not_hold_a_computer_without_animations(
    qtbot: Any, report: str
) -> None:
    """Animations skipped, a computer acts at once after its settle, even while the view sets what it reports (here
    flipped back and forth on every pass of the event loop): each report paces the computer anew, and a pause of
    0 ms started again on every pass would never come due."""
    turn = Turn(speed=1.0, close_ups=True)
    turn.session.skipAnimations = True
    flipper = QTimer()
    flipper.setInterval(0)
    flipper.timeout.connect(lambda: setattr(turn.session, report, not getattr(turn.session, report)))
    flipper.start()
    try:
        times = turn.play(qtbot, timeout=5000)
    finally:
        flipper.stop()
    assert times["acts"] - times["settle"] <= SLACK, times
