"""Kiosk mode in the real window: no way out without the operator's PIN, idle -> attract -> touch -> lobby, the
on-screen keyboard, and every control finger-sized at 1080p. Screenshots land in tests/artifacts/ui/kiosk-*.png.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, QObject, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtQml import QQmlComponent, QQmlEngine, qmlEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from app.test_stats import played
from dicebar.app import kiosk as kiosk_module
from dicebar.app.gui import build_window
from dicebar.app.kiosk import Kiosk
from dicebar.app.kiosk_prefs import KioskPrefs
from dicebar.app.luck import verdict
from dicebar.app.pin import make_record
from dicebar.app.stats import STATS_FILE, Stats
from dicebar.session.lobby import Lobby
from ui.test_poker_qml_messages import bad_qml_messages
from ui.test_table_window import click_item, screenshot

# Several tests shoot the same screens at the same size (kiosk-pin-pad-1920x1080.png, ...): one worker at a time.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("kiosk-screenshots")]

PIN = "2580"
Key = Qt.Key
NO = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@dataclass
class KioskWindow:
    """A kiosk as a test opens it: its lobby, the kiosk, its window and the preferences it saved."""

    lobby: Lobby
    kiosk: Kiosk
    window: QQuickWindow
    saved: list[KioskPrefs] = field(default_factory=list)


# The visual tree is searched in JavaScript: walking it from Python makes a wrapper for every item, and a wrapper
# left behind for an item Qt has since deleted (a recycled address) crashes PySide6 on the next walk.
FINDER_QML = b"""
import QtQuick
import QtQuick.Controls
QtObject {
    property Item found  // handed over as a plain QQuickItem*: QML's own types (inline components) are not
                         // known to PySide, and returning one as a QVariant gives Python a broken object
    function visibleNow(item) {
        for (let at = item; at; at = at.parent) if (!at.visible || at.opacity === 0) return false
        return true
    }
    function find(root, name) {
        const pending = [root]
        while (pending.length) {
            const item = pending.pop()
            if (item.objectName === name) { found = item; return true }
            for (let k = 0; k < item.children.length; k++) pending.push(item.children[k])
        }
        found = null
        return false
    }
    function count(root, name) {
        let found = 0
        const pending = [root]
        while (pending.length) {
            const item = pending.pop()
            if (item.objectName === name && visibleNow(item)) found++
            for (let k = 0; k < item.children.length; k++) pending.push(item.children[k])
        }
        return found
    }
    function small(root, minimum) {
        const found = []
        let seen = 0
        const pending = [root]
        while (pending.length) {
            const item = pending.pop()
            for (let k = 0; k < item.children.length; k++) pending.push(item.children[k])
            const control = item instanceof AbstractButton || item instanceof ComboBox || item instanceof SpinBox
                || item instanceof Slider || item instanceof TextField || item instanceof MouseArea
            if (!control || !visibleNow(item) || item.width <= 0) continue
            if (!item.enabled && !(item instanceof AbstractButton)) continue
            seen++
            if (item.width < minimum || item.height < minimum)
                found.push(String(item) + " '" + (item.text || "") + "' "
                           + Math.round(item.width) + "x" + Math.round(item.height))
        }
        return seen > 0 ? found.join("\\n") : "no controls at all"
    }
}
"""
_finders: dict[int, tuple[QQuickWindow, QObject]] = {}


def _finder(window: QQuickWindow) -> QObject:
    known = _finders.get(id(window))
    if known is not None and known[0] is window and shiboken6.isValid(known[1]):
        return known[1]
    made = window_helper(window, FINDER_QML)
    _finders[id(window)] = (window, made)
    return made


def window_helper(window: QQuickWindow, qml: bytes) -> QObject:
    """An object made from `qml` in the window's engine, to walk its items in JavaScript; it goes with the window."""
    engine = qmlEngine(window.contentItem())
    assert engine is not None
    component = QQmlComponent(engine)
    component.setData(qml, QUrl())
    made = component.create()
    assert made is not None, component.errorString()
    QQmlEngine.setObjectOwnership(made, QQmlEngine.ObjectOwnership.CppOwnership)
    made.setParent(window)
    return made


def _root(window: QQuickWindow) -> QQuickItem:
    return window.contentItem().parentItem() or window.contentItem()  # the popups' overlay sits beside content


def _call(window: QQuickWindow, method: str, *args: object) -> Any:
    return QMetaObject.invokeMethod(
        _finder(window), method, Q_RETURN_ARG("QVariant"), *(Q_ARG("QVariant", arg) for arg in args)
    )


def find(window: QQuickWindow, name: str) -> QObject:
    """The item named `name` (visual tree, popups' contents included), else a non-visual child (a popup)."""
    finder = _finder(window)
    found = finder.property("found") if _call(window, "find", _root(window), name) else window.findChild(QObject, name)
    if not isinstance(found, QObject):
        raise AssertionError(f"no item named {name!r}")
    return found


def showing(window: QQuickWindow, name: str) -> bool:
    """An item of that name is on screen now."""
    return bool(_call(window, "count", _root(window), name))


def open_kiosk_window(
    qtbot: Any,
    attract_after_s: int = 0,
    size: tuple[int, int] | None = (1920, 1080),
    context: dict[str, QObject] | None = None,
) -> KioskWindow:
    lobby = Lobby()
    saved: list[KioskPrefs] = []
    prefs = KioskPrefs(attract_after_s=attract_after_s, pin=make_record(PIN))
    kiosk = Kiosk(lobby, prefs, saved.append, active=True)
    kiosk.demo_speed = 4.0
    engine, window = build_window(lobby, kiosk=kiosk, context=context)
    window.setProperty("testEngine", None)
    kiosk_window = KioskWindow(lobby, kiosk, window, saved)
    kiosk_window.engine = engine  # type: ignore[attr-defined]  # kept alive with the window
    qtbot.waitExposed(window)
    if size is not None:  # the test X screen is 4K; a kiosk screen of 1080p is checked at 1080p
        window.setGeometry(0, 0, *size)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=5000)
    qtbot.wait(200)
    return kiosk_window


def close_kiosk_window(kiosk_window: KioskWindow) -> None:
    if kiosk_window.kiosk.active:
        kiosk_window.kiosk.leave()
    kiosk_window.kiosk.stopAttract()
    kiosk_window.window.close()
    kiosk_window.kiosk.detach()  # no timer of its left running (a wrong PIN's wait): tests/qt_leaks.py
    kiosk_window.lobby.leave()


@pytest.fixture
def kiosk_window(qtbot: Any) -> Iterator[KioskWindow]:
    made = open_kiosk_window(qtbot)
    yield made
    close_kiosk_window(made)


def press_keys(window: QWindow, key: Key, modifiers: Qt.KeyboardModifier = NO) -> None:
    QTest.keyClick(window, key, modifiers)


def long_press_corner(qtbot: Any, window: QQuickWindow, hold_ms: int = 3300) -> None:
    corner = find(window, "operatorCorner")
    assert isinstance(corner, QQuickItem)
    point = corner.mapToScene(QPointF(corner.width() / 2, corner.height() / 2)).toPoint()
    QTest.mousePress(window, Qt.MouseButton.LeftButton, NO, point)
    qtbot.wait(hold_ms)
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, NO, point)


def enter_pin(qtbot: Any, window: QQuickWindow, pin: str) -> None:
    for digit in pin:
        click_item(window, find(window, f"pin-{digit}"))
    click_item(window, find(window, "pin-OK"))
    qtbot.wait(50)


def opened(window: QQuickWindow, name: str) -> bool:
    return bool(find(window, name).property("opened"))


def shut(window: QQuickWindow, name: str) -> bool:
    """Closed and gone: a closing popup stays visible (and modal) until its exit transition ends."""
    return not find(window, name).property("visible")


def still_in_kiosk(kiosk_window: KioskWindow) -> bool:
    window = kiosk_window.window
    flags = window.flags()
    return (
        window.isVisible()
        and window.visibility() == QWindow.Visibility.FullScreen
        and bool(flags & Qt.WindowType.FramelessWindowHint)
        and bool(flags & Qt.WindowType.WindowStaysOnTopHint)
    )


def test_the_kiosk_window_fills_the_screen_frameless_and_on_top(qtbot: Any) -> None:
    kiosk_window = open_kiosk_window(qtbot, size=None)
    try:
        screen = kiosk_window.window.screen()
        assert screen is not None
        assert kiosk_window.window.geometry() == screen.geometry()  # no window manager: set by hand, not left natural
        assert still_in_kiosk(kiosk_window)
    finally:
        close_kiosk_window(kiosk_window)


def test_every_way_out_is_refused_without_the_pin_and_allowed_with_it(qtbot: Any, kiosk_window: KioskWindow) -> None:
    window, kiosk = kiosk_window.window, kiosk_window.kiosk
    quits: list[int] = []
    app = QGuiApplication.instance()
    assert app is not None
    app.aboutToQuit.connect(lambda: quits.append(1))
    ways_out = [
        (Key.Key_Escape, NO),
        (Key.Key_F4, ALT),
        (Key.Key_Q, CTRL),
        (Key.Key_W, CTRL),
        (Key.Key_F11, NO),
        (Key.Key_Tab, ALT),
    ]
    for key, modifiers in ways_out:
        press_keys(window, key, modifiers)
        qtbot.wait(100)
        assert still_in_kiosk(kiosk_window), f"{key} {modifiers} left the kiosk"
    assert window.close() is False  # the window's close button / the window manager's close
    qtbot.wait(100)
    window.showNormal()  # anything asking the window to shrink
    qtbot.wait(200)
    window.showMinimized()
    qtbot.wait(200)
    assert still_in_kiosk(kiosk_window)
    assert "close" in kiosk.guard.refused  # type: ignore[union-attr]
    assert not quits

    # A short press in the corner does nothing; a wrong PIN shakes the pad and keeps the kiosk
    long_press_corner(qtbot, window, hold_ms=600)
    assert not opened(window, "pinPad")
    long_press_corner(qtbot, window)
    qtbot.waitUntil(lambda: opened(window, "pinPad"))
    screenshot(window, "kiosk-pin-pad")
    enter_pin(qtbot, window, "1111")
    assert find(window, "pinNote").property("text") == "That is not the PIN."
    assert opened(window, "pinPad") and not opened(window, "operatorMenu")
    click_item(window, find(window, "pinCancel"))
    qtbot.waitUntil(lambda: shut(window, "pinPad"))
    assert still_in_kiosk(kiosk_window)

    # The right PIN: the operator menu, and from it the way out
    long_press_corner(qtbot, window)
    qtbot.waitUntil(lambda: opened(window, "pinPad"))
    enter_pin(qtbot, window, PIN)
    qtbot.waitUntil(lambda: opened(window, "operatorMenu"))
    screenshot(window, "kiosk-operator-menu")
    click_item(window, find(window, "leaveKiosk"))
    qtbot.waitUntil(lambda: not kiosk.active and shut(window, "operatorMenu"))
    assert not window.flags() & Qt.WindowType.FramelessWindowHint
    assert window.visibility() != QWindow.Visibility.FullScreen
    window.requestActivate()
    qtbot.waitUntil(window.isActive)
    press_keys(window, Key.Key_Q, CTRL)  # now the ordinary shortcut quits the window
    qtbot.waitUntil(lambda: not window.isVisible())


def test_wrong_pins_in_a_row_make_the_keypad_wait(
    monkeypatch: pytest.MonkeyPatch, qtbot: Any, kiosk_window: KioskWindow
) -> None:
    kiosk = kiosk_window.kiosk
    clock = [1000.0]
    monkeypatch.setattr(kiosk_module.time, "monotonic", lambda: clock[0])
    for _ in range(kiosk_module.FREE_TRIES - 1):
        assert not kiosk.checkPin("0000")
        assert kiosk.waitSeconds == 0
    assert not kiosk.checkPin("0000")
    assert kiosk.waitSeconds == kiosk_module.FIRST_WAIT_S
    assert not kiosk.checkPin(PIN)  # even the right PIN waits its turn
    clock[0] += kiosk_module.FIRST_WAIT_S + 1
    assert not kiosk.checkPin("0000")  # the fourth wrong one: twice as long
    assert kiosk.waitSeconds == 2 * kiosk_module.FIRST_WAIT_S
    long_press_corner(qtbot, kiosk_window.window)
    qtbot.waitUntil(lambda: opened(kiosk_window.window, "pinPad"))
    assert "Try again in 60 s" in find(kiosk_window.window, "pinNote").property("text")
    assert not find(kiosk_window.window, "pin-5").property("enabled")
    screenshot(kiosk_window.window, "kiosk-pin-pad-waiting")
    clock[0] += 2 * kiosk_module.FIRST_WAIT_S + 1
    assert kiosk.checkPin(PIN) and kiosk.waitSeconds == 0


def test_the_operator_changes_the_pin_and_the_attract_timeout(qtbot: Any, kiosk_window: KioskWindow) -> None:
    window, kiosk = kiosk_window.window, kiosk_window.kiosk
    long_press_corner(qtbot, window)
    qtbot.waitUntil(lambda: opened(window, "pinPad"))
    enter_pin(qtbot, window, PIN)
    qtbot.waitUntil(lambda: opened(window, "operatorMenu"))
    click_item(window, find(window, "attractAfter300"))
    assert kiosk.attractAfter == 300 and kiosk_window.saved[-1].attract_after_s == 300
    click_item(window, find(window, "clearLeaderboard"))
    assert find(window, "clearLeaderboard").property("text") == "Tap again to clear it"
    cleared: list[int] = []
    kiosk.clear_leaderboard_hook = lambda: cleared.append(1)
    click_item(window, find(window, "clearLeaderboard"))
    assert cleared == [1] and kiosk.message == "The leaderboard is cleared."
    click_item(window, find(window, "changePin"))
    qtbot.waitUntil(lambda: opened(window, "pinPad"))
    enter_pin(qtbot, window, "9713")
    enter_pin(qtbot, window, "9713")
    qtbot.waitUntil(lambda: opened(window, "operatorMenu"))
    click_item(window, find(window, "operatorClose"))
    qtbot.waitUntil(lambda: shut(window, "operatorMenu"))
    assert still_in_kiosk(kiosk_window)
    assert not kiosk.checkPin(PIN) and kiosk.checkPin("9713")


def test_the_on_screen_keyboard_types_a_name_and_recent_names_come_back(qtbot: Any, kiosk_window: KioskWindow) -> None:
    window, lobby = kiosk_window.window, kiosk_window.lobby
    field_item = find(window, "seatName0")
    assert field_item.property("readOnly")  # no system keyboard pops up in the kiosk
    click_item(window, find(window, "seatNameTap0"))
    qtbot.waitUntil(lambda: opened(window, "nameKeyboard"))
    for _ in range(len("You")):
        click_item(window, find(window, "key-backspace"))
    for key in ["r", "o", "z", "x", "backspace", "space", "m", "a", "y"]:
        click_item(window, find(window, f"key-{key}"))
    assert find(window, "keyboardText").property("text") == "Roz May▏"
    screenshot(window, "kiosk-keyboard")
    click_item(window, find(window, "keyboardDone"))
    qtbot.waitUntil(lambda: shut(window, "nameKeyboard"))
    assert field_item.property("text") == "Roz May"
    click_item(window, find(window, "startButton"))
    qtbot.waitUntil(lambda: lobby.session is not None)
    assert lobby.session is not None and lobby.session.game.names[0] == "Roz May"
    assert kiosk_window.kiosk.recentNames[0] == "Roz May" and kiosk_window.saved[-1].recent_names[0] == "Roz May"
    assert lobby.session.speed == kiosk_window.kiosk.speed  # the operator's table speed
    # the group walks away mid-game; the next one starts afresh and does not inherit Roz's seat
    kiosk_window.kiosk.idle_after(1)
    qtbot.waitUntil(lambda: _attracting(kiosk_window), timeout=6000)
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, NO, QPoint(900, 500))
    qtbot.waitUntil(lambda: opened(window, "welcomeBack"))
    click_item(window, find(window, "newGroup"))
    # the table page slides out first: at 1080p in software, beside other test workers, that can outlast 5 s
    qtbot.waitUntil(lambda: showing(window, "lobbyPage"), timeout=15_000)
    assert find(window, "seatName0").property("text") == "You"
    assert [seat["name"] for seat in lobby.setup["seats"]][:1] == ["You"]
    assert kiosk_window.kiosk.recentNames[0] == "Roz May"  # still a tap away for whoever comes back


def test_the_on_screen_keyboard_has_the_letters_of_spanish_and_german_names(
    qtbot: Any, kiosk_window: KioskWindow
) -> None:
    window = kiosk_window.window
    click_item(window, find(window, "seatNameTap0"))
    qtbot.waitUntil(lambda: opened(window, "nameKeyboard"))
    for _ in range(len("You")):
        click_item(window, find(window, "key-backspace"))
    for key in ["ñ", "u", "ñ", "o", "space", "ö", "z", "t", "ü", "r", "k", "space", "ß", "é", "á", "í", "ó", "ú", "ä"]:
        click_item(window, find(window, f"key-{key}"))
    # a capital at the start of each word; ß has none, and stays as it is
    assert find(window, "keyboardText").property("text") == "Ñuño Öztürk ßéáíóúä▏"
    click_item(window, find(window, "keyboardDone"))
    qtbot.waitUntil(lambda: shut(window, "nameKeyboard"))
    assert find(window, "seatName0").property("text") == "Ñuño Öztürk ßéáíóúä"


def _attracting(kiosk_window: KioskWindow) -> bool:
    return kiosk_window.kiosk.attracting and bool(find(kiosk_window.window, "attractScreen").property("visible"))


def test_idle_brings_the_attract_demo_and_a_touch_the_lobby(qtbot: Any) -> None:
    kiosk_window = open_kiosk_window(qtbot, attract_after_s=1)
    try:
        window, kiosk = kiosk_window.window, kiosk_window.kiosk
        # input keeps it away: a tap every half second for three seconds
        for _ in range(6):
            QTest.mouseClick(window, Qt.MouseButton.LeftButton, NO, QPoint(960, 20))
            qtbot.wait(500)
            assert not kiosk.attracting
        qtbot.waitUntil(lambda: _attracting(kiosk_window), timeout=4000)
        demo = kiosk.demoSession
        assert demo is not None and demo.demo and demo.isDemo
        assert not any(row["human"] for row in demo.seats.rows())
        attract_table = find(window, "attractTable")
        assert isinstance(attract_table, QQuickItem)
        assert _call(window, "find", attract_table, "sounds")
        demo_sounds = _finder(window).property("found")
        assert demo_sounds.property("muted") and not demo_sounds.property("remember")
        assert not find(window, "stack").property("visible")
        qtbot.waitUntil(lambda: len(demo.game.history) > 3, timeout=20_000)
        screenshot(window, "kiosk-attract")
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, NO, QPoint(700, 500))
        qtbot.waitUntil(lambda: not kiosk.attracting)
        assert find(window, "stack").property("visible") and not find(window, "attractScreen").property("visible")
        qtbot.waitUntil(lambda: showing(window, "lobbyPage"))
        assert kiosk_window.lobby.session is None
        qtbot.waitUntil(lambda: _attracting(kiosk_window), timeout=4000)  # idle again: the demo comes back
    finally:
        close_kiosk_window(kiosk_window)


def test_the_attract_screen_shows_the_house_luck_between_demo_games(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kiosk_module, "DEMO_PAUSE_MS", 0)
    monkeypatch.setattr(kiosk_module, "LUCK_SHOWN_MS", 120_000)
    stats = Stats(tmp_path / STATS_FILE)
    for k, game_id in enumerate(("bar-dice", "peekpoker", "aces-in-the-pot")):
        stats.record_game(f"{k:08x}", played(game_id, ["Ana", "Bo", "Max"], 40 + k), [True, True, False], k, k + 1)
    counts = [a + b for a, b in zip(*stats.faces_by_thrower().values(), strict=True)]
    kiosk_window = open_kiosk_window(qtbot, context={"stats": stats})
    try:
        window, kiosk = kiosk_window.window, kiosk_window.kiosk
        kiosk.demo_animate = False
        kiosk.startAttract()
        assert not showing(window, "attractLuck")  # the demo game first
        qtbot.waitUntil(lambda: kiosk.property("showingLuck"), timeout=60_000)
        qtbot.waitUntil(lambda: showing(window, "attractLuck"), timeout=3000)
        qtbot.wait(300)
        screenshot(window, "kiosk-attract-luck")
        heights = [find(window, f"bar-all-{face}").property("height") for face in range(1, 7)]
        tallest = max(range(6), key=lambda face: counts[face])
        assert heights == pytest.approx([heights[tallest] * c / counts[tallest] for c in counts], abs=0.5)
        assert find(window, "luckChart-all").property("visible")
        assert find(window, "verdict").property("text") == verdict(counts).english()
        kiosk.stopAttract()
        assert not showing(window, "attractLuck")
    finally:
        close_kiosk_window(kiosk_window)
        stats.close()


def test_a_half_finished_game_survives_the_demo_until_the_group_leaves(qtbot: Any) -> None:
    kiosk_window = open_kiosk_window(qtbot)  # no attract screen until the group has played a little
    try:
        window, kiosk, lobby = kiosk_window.window, kiosk_window.kiosk, kiosk_window.lobby
        click_item(window, find(window, "startButton"))
        qtbot.waitUntil(lambda: lobby.session is not None and lobby.session.humanTurn, timeout=20_000)
        qtbot.waitUntil(lambda: not find(window, "stack").property("busy"))  # the table has slid in
        click_item(window, find(window, "rollButton"))
        game = lobby.session
        assert game is not None
        qtbot.waitUntil(lambda: len(game.game.history) > 0, timeout=20_000)
        history = list(game.game.history)
        kiosk.idle_after(2)
        qtbot.waitUntil(lambda: _attracting(kiosk_window), timeout=6000)
        qtbot.waitUntil(
            lambda: kiosk.demoSession is not None and len(kiosk.demoSession.game.history) > 4, timeout=20_000
        )
        # the group's game is untouched by the demo (its computers may have taken their turns meanwhile)
        assert lobby.session is game and not game.demo and kiosk.demoSession is not game
        assert list(game.game.history)[: len(history)] == history and not game.game.is_over
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, NO, QPoint(900, 500))
        qtbot.waitUntil(lambda: opened(window, "welcomeBack"))
        screenshot(window, "kiosk-welcome-back")
        click_item(window, find(window, "resumeGame"))
        qtbot.waitUntil(lambda: shut(window, "welcomeBack"))
        assert lobby.session is game and showing(window, "tablePage")
        qtbot.waitUntil(lambda: _attracting(kiosk_window), timeout=6000)
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, NO, QPoint(900, 500))
        qtbot.waitUntil(lambda: opened(window, "welcomeBack"))
        click_item(window, find(window, "newGroup"))
        qtbot.waitUntil(lambda: lobby.session is None)
        qtbot.waitUntil(lambda: showing(window, "lobbyPage"))
    finally:
        close_kiosk_window(kiosk_window)


# ----- every control a finger can hit: at least 48 px each way at 1080p ------------------------------------

MIN_PX = 48


def small_controls(window: QQuickWindow) -> list[str]:
    found = str(_call(window, "small", _root(window), MIN_PX))
    return found.split("\n") if found else []


def test_every_control_is_finger_sized_at_1080p(qtbot: Any, kiosk_window: KioskWindow) -> None:
    window, kiosk, lobby = kiosk_window.window, kiosk_window.kiosk, kiosk_window.lobby
    assert (window.width(), window.height()) == (1920, 1080)
    problems: dict[str, list[str]] = {}
    problems["lobby"] = small_controls(window)
    screenshot(window, "kiosk-lobby")
    click_item(window, find(window, "seatNameTap1"))
    qtbot.waitUntil(lambda: opened(window, "nameKeyboard"))
    problems["keyboard"] = small_controls(window)
    click_item(window, find(window, "keyboardCancel"))
    qtbot.waitUntil(lambda: shut(window, "nameKeyboard"))
    click_item(window, find(window, "startButton"))
    qtbot.waitUntil(lambda: lobby.session is not None and lobby.session.humanTurn, timeout=20_000)
    qtbot.waitUntil(lambda: not find(window, "stack").property("busy"))  # the table has slid in
    problems["table"] = small_controls(window)
    screenshot(window, "kiosk-table")
    click_item(window, find(window, "menuButton"))
    qtbot.waitUntil(lambda: find(window, "menu").property("position") == 1.0)
    problems["table menu"] = small_controls(window)
    find(window, "menu").close()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: find(window, "menu").property("position") == 0.0)
    long_press_corner(qtbot, window)
    qtbot.waitUntil(lambda: opened(window, "pinPad"))
    problems["pin pad"] = small_controls(window)
    screenshot(window, "kiosk-pin-pad")
    enter_pin(qtbot, window, PIN)
    qtbot.waitUntil(lambda: opened(window, "operatorMenu"))
    problems["operator menu"] = small_controls(window)
    screenshot(window, "kiosk-operator-menu")
    click_item(window, find(window, "operatorClose"))
    qtbot.waitUntil(lambda: shut(window, "operatorMenu"))
    kiosk.startAttract()
    qtbot.waitUntil(lambda: _attracting(kiosk_window))
    qtbot.wait(300)
    problems["attract"] = small_controls(window)
    kiosk.wake()
    qtbot.waitUntil(lambda: opened(window, "welcomeBack"))
    problems["welcome back"] = small_controls(window)
    assert {screen: found for screen, found in problems.items() if found} == {}


def test_kiosk_screens_at_1024x600(qtbot: Any) -> None:
    """The small kiosk screen: everything fits (looked at in the screenshots)."""
    kiosk_window = open_kiosk_window(qtbot, size=(1024, 600))
    try:
        window = kiosk_window.window
        screenshot(window, "kiosk-lobby")
        click_item(window, find(window, "seatNameTap0"))
        qtbot.waitUntil(lambda: opened(window, "nameKeyboard"))
        screenshot(window, "kiosk-keyboard")
        click_item(window, find(window, "keyboardCancel"))
        qtbot.waitUntil(lambda: shut(window, "nameKeyboard"))
        long_press_corner(qtbot, window)
        qtbot.waitUntil(lambda: opened(window, "pinPad"))
        screenshot(window, "kiosk-pin-pad")
        enter_pin(qtbot, window, PIN)
        qtbot.waitUntil(lambda: opened(window, "operatorMenu"))
        screenshot(window, "kiosk-operator-menu")
        menu = find(window, "operatorMenu")
        assert menu.property("height") <= window.height()
        click_item(window, find(window, "operatorClose"))
        kiosk_window.kiosk.startAttract()
        qtbot.waitUntil(lambda: _attracting(kiosk_window))
        qtbot.waitUntil(lambda: len(kiosk_window.kiosk.demoSession.game.history) > 3, timeout=20_000)
        screenshot(window, "kiosk-attract")
    finally:
        close_kiosk_window(kiosk_window)


def test_the_kiosk_window_says_nothing_when_its_kiosk_and_lobby_go_before_it(qtbot: Any, qtlog: Any) -> None:
    """At the program's (or a test's) end the Python objects may go before the window's QML: the kiosk layer, the
    operator menu, the PIN pad and the lobby page must then not read a null kiosk or lobby."""
    kiosk_window = open_kiosk_window(qtbot, size=(1024, 600))
    close_kiosk_window(kiosk_window)
    shiboken6.delete(kiosk_window.kiosk)
    shiboken6.delete(kiosk_window.lobby)
    qtbot.wait(100)
    assert bad_qml_messages(qtlog) == []
