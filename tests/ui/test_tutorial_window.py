"""A guided first game in the real window, played by clicks from the lobby: the caption beside what it marks and
never over it, a wrong tap answered with a friendly line that changes nothing, Skip step, Leave half-way (nothing
saved to resume, nothing counted), the end card, and the lobby's mark on the games learnt.

The tutorial is tests/rules/tutorials/bar-dice-short.json, served as Bar Dice's (the real ones are written apart
and played by the self-test); screenshots land in tests/artifacts/ui/tutorial/ (look at them).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtQuick import QQuickItem, QQuickWindow

import dicebar.session.tutorial as tutorial_module
from app.test_storage_window import storage_window  # noqa: F401  (a fixture: the window with the files kept)
from dicebar.app.autosave import SAVE_FILE
from dicebar.app.self_test import tap_die, walk_items
from dicebar.ui.frame_clock import FrameClock
from dicebar.ui.qt_messages import grab_window
from ui.test_poker_qml_messages import bad_qml_messages
from ui.test_table_window import ARTIFACTS, click_item, find

pytestmark = pytest.mark.slow

SHORT = Path(__file__).parents[1] / "rules" / "tutorials" / "bar-dice-short.json"
SHOTS = ARTIFACTS / "tutorial"
GAME = "bar-dice"


@pytest.fixture
def short_tutorial(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bar Dice's tutorial is the short test one (five steps), whatever resources/tutorials/ holds."""
    folder = tmp_path / "tutorials"
    folder.mkdir()
    shutil.copyfile(SHORT, folder / f"{GAME}.json")
    monkeypatch.setattr(tutorial_module, "tutorials_dir", lambda: folder)


@pytest.fixture
def lesson(qtbot: Any, short_tutorial: None, storage_window: Any, tmp_path: Path) -> Iterator[Any]:  # noqa: F811
    """The window with its files kept (in tmp_path), the lobby showing."""
    lobby, storage, window = storage_window()
    yield lobby, storage, window, tmp_path
    storage.settings.save()  # now, not by its timer after the test (a game learnt, the table's speed remembered)


def rect_of(item: QObject) -> QRectF:
    assert isinstance(item, QQuickItem)
    corner = item.mapToScene(QPointF(0, 0))
    return QRectF(corner.x(), corner.y(), item.width(), item.height())


def start_lesson(qtbot: Any, window: QQuickWindow, lobby: Any) -> tuple[Any, Any]:
    stack = find(window, "stack")
    qtbot.waitUntil(lambda: stack.property("depth") == 1 and not stack.property("busy"), timeout=10_000)
    click_item(window, find(window, f"learn-{GAME}"))
    qtbot.waitUntil(lambda: lobby.session is not None and lobby.session.isTutorial, timeout=10_000)
    session = lobby.session
    session.skipAnimations = True  # the throws land at once: the steps are what is tested here
    guide = session.tutorial
    qtbot.waitUntil(lambda: guide.waiting, timeout=10_000)
    return session, guide


def wait_for_step(qtbot: Any, guide: Any, number: int) -> None:
    qtbot.waitUntil(lambda: guide.stepNumber == number and guide.waiting, timeout=10_000)


def check_the_caption(qtbot: Any, window: QQuickWindow, guide: Any, name: str) -> None:
    """The bubble says the step's words and its number, lies inside the window and over none of the marks."""
    bubble, caption = find(window, "tutorialBubble"), find(window, "tutorialCaption")
    qtbot.waitUntil(lambda: caption.property("text") == guide.caption, timeout=3000)
    assert find(window, "tutorialStep").property("text") == f"Step {guide.stepNumber} of {guide.stepCount}"
    mark = guide.mark
    if mark["kind"] == "dice":
        names = [f"tutorialDieMark{index}" for index in mark["dice"]]
    else:
        names = ["tutorialMark0"] if mark["kind"] else []
    qtbot.wait(400)  # the bubble settles beside the mark (placed once the dice rest)
    shown = rect_of(bubble)
    assert QRectF(0, 0, window.width(), window.height()).contains(shown)
    assert shown.top() >= rect_of(find(window, "topBar")).bottom()  # between the HUD's bars, the reading in view
    assert shown.bottom() <= rect_of(find(window, "handTray")).top()
    for ring in (find(window, name) for name in names):
        assert ring.property("visible"), ring.objectName()
        assert not shown.intersects(rect_of(ring)), f"the caption lies over {ring.objectName()} ({name})"
    assert caption.property("truncated") is False and caption.property("lineCount") <= 2
    SHOTS.mkdir(parents=True, exist_ok=True)
    grab_window(window).save(str(SHOTS / f"{name}.png"))


def test_a_tutorial_played_by_clicks_from_the_lobby_to_the_end(qtbot: Any, lesson: Any) -> None:
    lobby, storage, window, folder = lesson
    assert not find(window, f"learnt-{GAME}").property("visible")
    session, guide = start_lesson(qtbot, window, lobby)
    # 1: Roll, ringed
    check_the_caption(qtbot, window, guide, "step-1-roll")
    ring, roll = rect_of(find(window, "tutorialMark0")), rect_of(find(window, "rollButton"))
    assert ring.contains(roll)
    click_item(window, find(window, "rollButton"))
    # 2: the 4 and the aces, each ringed on the table; tapped, then Roll
    wait_for_step(qtbot, guide, 2)
    check_the_caption(qtbot, window, guide, "step-2-dice")
    marked = list(guide.mark["dice"])
    assert sorted(session.scene.dice[index].value for index in marked) == [1, 1, 4]
    for index in range(len(session.scene.dice)):  # ringed in the hand tray too, and only those
        tray_die = find(window, f"trayDie{index}")
        ring = next(item for item in walk_items(tray_die) if item.objectName() == "trayDieMark")
        assert ring.isVisible() == (index in marked), index
    for index in marked:
        tap_die(window, session, index)
    qtbot.waitUntil(lambda: sum(die.selected for die in session.scene.dice) == 3, timeout=3000)
    click_item(window, find(window, "rollButton"))
    # 3: Stop
    wait_for_step(qtbot, guide, 3)
    check_the_caption(qtbot, window, guide, "step-3-stop")
    assert rect_of(find(window, "tutorialMark0")).contains(rect_of(find(window, "stopButton")))
    click_item(window, find(window, "stopButton"))
    # 4 and 5: read, then Next
    wait_for_step(qtbot, guide, 4)
    check_the_caption(qtbot, window, guide, "step-4-seat")
    assert rect_of(find(window, "tutorialMark0")).contains(rect_of(find(window, "seatPlate1")))
    click_item(window, find(window, "tutorialNext"))
    wait_for_step(qtbot, guide, 5)
    click_item(window, find(window, "tutorialNext"))
    # the end: the card, not the game's end screen; learnt, and nothing kept as a game
    end = find(window, "tutorialEnd")
    qtbot.waitUntil(lambda: bool(end.property("visible")), timeout=10_000)
    assert guide.done and session.game.summary()["buyer"] == "Ana"
    assert not find(window, "endOverlay").property("visible")
    assert find(window, "tutorialLearnt").property("text") == "You've learnt Bar Dice"
    grab_window(window).save(str(SHOTS / "end.png"))
    assert storage.settings.get("learnt_games") == [GAME]
    click_item(window, find(window, "tutorialLobby"))
    qtbot.waitUntil(lambda: lobby.session is None, timeout=5000)
    qtbot.waitUntil(lambda: bool(find(window, f"learnt-{GAME}").property("visible")), timeout=3000)
    assert not (folder / SAVE_FILE).exists() and storage.stats.games_played() == 0
    storage.settings.save()
    assert '"learnt_games": [\n  "bar-dice"\n ]' in (folder / "settings.json").read_text()


def test_a_wrong_tap_gets_a_friendly_line_and_changes_nothing(qtbot: Any, lesson: Any) -> None:
    lobby, _, window, _ = lesson
    session, guide = start_lesson(qtbot, window, lobby)
    friendly = find(window, "tutorialFriendly")
    assert not friendly.property("visible")
    click_item(window, find(window, "rollButton"))
    wait_for_step(qtbot, guide, 2)
    before = (len(session.game.history), [(die.value, die.zone, die.selected) for die in session.scene.dice])
    click_item(window, find(window, "stopButton"))  # the step waits for the 4 and the aces to be kept
    qtbot.waitUntil(lambda: bool(friendly.property("visible")), timeout=3000)
    assert friendly.property("text") == "Keep the 4 and the two aces."
    other = next(die.index for die in session.scene.felt_dice() if die.value not in (1, 4))
    tap_die(window, session, other)  # a die not to be kept is not set aside
    qtbot.wait(200)
    after = (len(session.game.history), [(die.value, die.zone, die.selected) for die in session.scene.dice])
    assert after == before and guide.stepNumber == 2
    check_the_caption(qtbot, window, guide, "wrong-tap")  # the friendly line keeps out of the marks too
    for index in guide.mark["dice"]:  # the right dice still go
        tap_die(window, session, index)
    click_item(window, find(window, "rollButton"))
    wait_for_step(qtbot, guide, 3)
    assert not friendly.property("visible")


def test_skip_step_plays_each_step_for_the_person(qtbot: Any, qtlog: Any, lesson: Any) -> None:
    lobby, storage, window, _ = lesson
    session, guide = start_lesson(qtbot, window, lobby)
    for number in range(1, guide.stepCount + 1):
        wait_for_step(qtbot, guide, number)
        moves = len(session.game.history)
        click_item(window, find(window, "tutorialSkip"))
        if number <= 3:  # Roll, keep the 4 and the aces, Stop: each done for the person
            qtbot.waitUntil(lambda: len(session.game.history) > moves, timeout=5000)  # noqa: B023
    end = find(window, "tutorialEnd")
    qtbot.waitUntil(lambda: bool(end.property("visible")), timeout=10_000)
    assert session.game.summary()["buyer"] == "Ana"
    assert storage.settings.get("learnt_games") == [GAME]
    assert bad_qml_messages(qtlog) == []  # the layer bound to every step's mark without a warning
    # Play a real game: back to the lobby with Bar Dice picked, to seat a real table
    click_item(window, find(window, "tutorialRealGame"))
    qtbot.waitUntil(lambda: lobby.session is None, timeout=5000)
    assert find(window, "lobbyPage").property("gameId") == GAME
    assert find(window, "startButton").property("text") == "Start Bar Dice"


def test_leaving_half_way_goes_back_to_the_lobby_and_keeps_nothing(qtbot: Any, lesson: Any) -> None:
    lobby, storage, window, folder = lesson
    _, guide = start_lesson(qtbot, window, lobby)
    click_item(window, find(window, "rollButton"))
    wait_for_step(qtbot, guide, 2)
    click_item(window, find(window, "tutorialLeave"))
    stack = find(window, "stack")
    qtbot.waitUntil(lambda: lobby.session is None and stack.property("depth") == 1, timeout=5000)
    qtbot.wait(300)
    assert not (folder / SAVE_FILE).exists() and storage.autosave.offer == ""
    assert not find(window, "resumeBanner").property("visible")
    assert storage.stats.games_played() == 0
    assert storage.settings.get("learnt_games") == []  # left, not learnt
    assert not find(window, f"learnt-{GAME}").property("visible")


def test_the_marks_pulse_a_little_and_not_at_all_with_reduced_motion(qtbot: Any, lesson: Any) -> None:
    lobby, storage, window, _ = lesson

    def pulses() -> float:
        ring = find(window, "tutorialMark0")
        most = 0.0
        for _ in range(20):
            most = max(most, float(ring.property("pulse")))
            qtbot.wait(40)
        return most

    _, guide = start_lesson(qtbot, window, lobby)
    assert pulses() > 0.2  # the Roll button's ring draws the eye as the step begins
    click_item(window, find(window, "tutorialLeave"))
    qtbot.waitUntil(lambda: lobby.session is None, timeout=5000)
    storage.settings.set("reduced_motion", True)
    _, guide = start_lesson(qtbot, window, lobby)
    assert guide.mark["kind"] == "button" and pulses() == 0.0


def test_a_step_waiting_draws_no_frames_once_its_mark_has_pulsed(qtbot: Any, lesson: Any) -> None:
    """Under software rendering a frame of the table costs tens of milliseconds: a step that waits (the caption
    read, the mark looked up again every moment) must leave the window still."""
    lobby, _, window, _ = lesson
    start_lesson(qtbot, window, lobby)
    qtbot.wait(3500)  # the ring's three pulses, and the cup's arrival
    counter = FrameClock(window)
    qtbot.wait(1500)
    assert counter.frames == 0
