"""The coach's hint at the real table: the Hint button shows the coach's sentence, whole and inside the window, at
the smallest and a common screen size. Screenshots land in tests/artifacts/ui/ (coach-*)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtQuick import QQuickItem, QQuickWindow

import dicebar.session.lobby as lobby_module
from dicebar.bots.registry import coach_hint
from dicebar.rules.actions import STOP, Action, action_from_json, reroll
from dicebar.rules.dice import ScriptedDice, parse_poker_face
from dicebar.session.lobby import Lobby
from dicebar.session.translation import render

from .conftest import program_window
from .test_poker_qml_messages import bad_qml_messages
from .test_table_window import click_item, find, resize, screenshot

pytestmark = pytest.mark.slow

SIZES = ((1024, 600), (1920, 1080))
# The roll-off puts Max first, then Ana, then You. Max stops on forty-three, Ana on nothing; You throw three 6s.
BAR_ROLLS = [[2], [6], [3], [1, 3, 3, 3, 2], [2, 2, 3, 4, 5], [6, 6, 6, 2, 3]]


class Stopper:
    """A computer that throws when it must and stops after its first throw."""

    def choose(self, observation: dict[str, Any]) -> Action:
        legal = observation["legal_actions"]
        return STOP if "stop" in legal else Action(str(legal[0]))


@pytest.mark.parametrize("scripted_window", ["bar-dice"], indirect=True)
def test_the_hint_panel_shows_the_coachs_sentence_whole(
    qtbot: Any, qtlog: Any, scripted_window: tuple[Lobby, QQuickWindow]
) -> None:
    lobby, window = scripted_window
    session = lobby.session
    assert session is not None
    session.speed = 4.0
    while not session.canChooseDice:  # the roll-off, then Max's and Ana's turns, then your first throw
        qtbot.waitUntil(lambda: session.canRoll or session.canChooseDice, timeout=30_000)
        if session.canRoll and not session.canChooseDice:
            session.roll()
        qtbot.wait(50)
    assert session.game.observation(0)["turn"]["thrown"] == [6, 6, 6, 2, 3]
    assert not find(window, "hintPanel").property("visible")
    shown = ask_for_a_hint(qtbot, window, "hintButton", "coach-hint-bar-dice")
    advice = coach_hint(session.game.observation(0, with_log=False))
    assert advice is not None and shown == "\n".join(render(line) for line in advice["lines"])
    first = shown.split("\n")[0]
    assert first.startswith("Keep the three 6s: ") and first.endswith(" to beat forty-three in your two rolls left")
    assert bad_qml_messages(qtlog) == []


def ask_for_a_hint(qtbot: Any, window: QQuickWindow, button: str, shot: str) -> str:
    """Press the Hint `button` and return the words the panel shows, after checking that they are whole and inside
    the window at every size (a screenshot at each)."""
    panel, best, more = find(window, "hintPanel"), find(window, "hintText"), find(window, "hintMore")
    click_item(window, find(window, button))
    qtbot.waitUntil(lambda: panel.property("visible"))
    assert best.property("font").bold() and not more.property("font").bold()  # the best choice stands out
    shown = "\n".join(str(label.property("text")) for label in (best, more) if label.property("visible"))
    for size in SIZES:
        resize(qtbot, window, size)
        for label in (best, more):
            _assert_whole_inside(window, panel, label)
        screenshot(window, shot)
    resize(qtbot, window, SIZES[0])
    return shown


def _assert_whole_inside(window: QQuickWindow, panel: Any, label: Any) -> None:
    """The panel lies inside the window, its label inside the panel, showing every line of its text, none cut."""
    assert isinstance(panel, QQuickItem) and isinstance(label, QQuickItem)
    corner = panel.mapToScene(panel.boundingRect().topLeft())
    assert corner.x() >= 0 and corner.y() >= 0
    assert corner.x() + panel.width() <= window.width() and corner.y() + panel.height() <= window.height()
    inner = label.mapToItem(panel, label.boundingRect().topLeft())
    assert inner.x() >= 0 and inner.y() >= 0
    assert inner.x() + label.width() <= panel.width() and inner.y() + label.height() <= panel.height()
    assert not label.property("truncated")
    assert label.height() >= label.property("contentHeight") - 1  # every wrapped line fits
    assert label.width() >= label.property("contentWidth") - 1
    assert corner.x() >= window.width() / 2 + 40  # a long reason wraps, clear of the seat plate in the middle


# PeekPoker: the roll-off makes Ana the dealer; You hold A A 10, Max Q Q J, Ana K 9 J; the community is 10 10 Q.
# You act first in each round (everyone checks): a hint when you bet first, and one at the showdown's re-roll.
POKER_ROLLS = [["9"], ["10"], ["A"], ["A", "A", "10"], ["Q", "Q", "J"], ["K", "9", "J"], ["10", "10", "Q"]]


class Checker:
    """A computer that checks or calls every bet and keeps its aces."""

    def choose(self, observation: dict[str, Any]) -> Action:
        legal = observation["legal_actions"]
        for move in ("check", "call"):
            if move in legal:
                return action_from_json(move)
        return reroll(0) if {"reroll": 0} in legal else action_from_json(legal[0])


@pytest.mark.parametrize("scripted_window", ["peekpoker"], indirect=True)
def test_the_poker_hint_says_the_bet_and_the_reroll(
    qtbot: Any, qtlog: Any, scripted_window: tuple[Lobby, QQuickWindow]
) -> None:
    lobby, window = scripted_window
    session = lobby.session
    assert session is not None
    session.speed = 4.0
    hinted: list[str] = []
    while True:
        qtbot.waitUntil(lambda: session.humanTurn and not session.busy, timeout=60_000)
        qtbot.wait(30)
        kind = session.controls["kind"]
        if kind == "roll":
            session.roll()
            continue
        before = len(session.game.history)
        if kind not in hinted:
            shown = ask_for_a_hint(qtbot, window, "pokerHintButton", f"coach-hint-peekpoker-{kind}")
            advice = coach_hint(session.game.observation(0, with_log=False))
            assert advice is not None and shown == "\n".join(render(line) for line in advice["lines"])
            first = shown.split("\n")[0]
            if kind == "reroll":  # tens full, aces high, against queens full: both aces go for a ten
                assert first.startswith("Re-roll both aces: on average you take ")
                break
            assert first.startswith("Bet: your hand takes ") and first.endswith("more than an even share (33%)")
            hinted.append(kind)
        session.act('"check"')
        qtbot.waitUntil(lambda done=before: len(session.game.history) > done)
    assert hinted == ["bet"]
    assert bad_qml_messages(qtlog) == []


#: game -> (the dice it is dealt, its computer players)
SCRIPTS: dict[str, tuple[list[list[int]], Any]] = {
    "bar-dice": (BAR_ROLLS, Stopper()),
    "peekpoker": ([[parse_poker_face(face) for face in entry] for entry in POKER_ROLLS], Checker()),
}


@pytest.fixture
def scripted_window(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> Iterator[tuple[Lobby, QQuickWindow]]:
    """The window around a game (`request.param`) of You and two computers, hints allowed, with scripted dice and
    computers (`SCRIPTS`), shown."""
    rolls, computer = SCRIPTS[request.param]
    monkeypatch.setattr(lobby_module, "SealedDice", lambda seed: ScriptedDice(rolls))
    monkeypatch.setattr(lobby_module, "make_bot", lambda *args, **kwargs: computer)
    seats = [{"name": "You", "human": True}, {"name": "Max"}, {"name": "Ana"}]
    with program_window(qtbot, {"game": request.param, "options": {}, "seats": seats, "hints": True}) as opened:
        resize(qtbot, opened[1], SIZES[0])
        yield opened
