"""Kiosk mode: a fullscreen table strangers cannot leave, an operator's PIN, and an attract demo when idle.

- WindowGuard keeps the window fullscreen, frameless and on top, and swallows the ways out (the window's close,
  Escape, Alt+F4, Ctrl+Q, Ctrl+W, F11 ...) while the kiosk is on.
- Kiosk (exposed to QML as `kiosk`) counts idle time with an app-wide event filter (a touch, click, wheel or key
  restarts it), runs the attract demo (computers only, silent, `GameSession(demo=True)`, cycling the games, the
  house's luck chart shown between one game and the next: `showingLuck`) and checks the operator's PIN, with a
  growing delay after repeated wrong ones.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeyEvent, QWindow
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.app.heap import release_freed_memory
from dicebar.app.kiosk_prefs import ATTRACT_RANGE, KioskPrefs
from dicebar.app.pin import make_record, pin_matches, pin_problem_words
from dicebar.bots.base import COMPUTER_NAMES, DEFAULT_STRENGTH
from dicebar.rules.game_type import GameType
from dicebar.rules.registry import game_types
from dicebar.session.game_session import SPEED_RANGE, GameSession
from dicebar.session.lobby import DEFAULT_GAME, Lobby, session_from_setup
from dicebar.session.translation import render

log = logging.getLogger(__name__)

DEMO_PLAYERS = COMPUTER_NAMES[:4]
DEMO_PAUSE_MS = 4000  # the result stays on the attract screen this long before the house's luck
LUCK_SHOWN_MS = 12_000  # then the house's luck chart stays this long before the next demo game
DEMO_LONGEST_MS = 240_000  # a demo game still going after this (a long PeekPoker) gives way to the next game
FREE_TRIES = 3  # wrong PINs before the keypad starts to wait
FIRST_WAIT_S = 30  # then 30 s, 60 s, 120 s ... up to MAX_WAIT_S
MAX_WAIT_S = 600

INPUT_EVENTS = {
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.Wheel,
    QEvent.Type.KeyPress,
}
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
META = Qt.KeyboardModifier.MetaModifier
K = Qt.Key


def demo_games() -> list[GameType]:
    """The games the attract demo cycles, in the lobby's order: every game that offers a demo."""
    return [described for described in game_types() if described.demo is not None]


def is_way_out(event: QKeyEvent) -> bool:
    """A key press that would leave, close, shrink or switch away from a window on some desktop."""
    key, mods = event.key(), event.modifiers()
    if key in (K.Key_Escape, K.Key_F11, K.Key_Close, K.Key_Exit, K.Key_Back, K.Key_Menu, K.Key_Super_L, K.Key_Super_R):
        return True
    if mods & ALT and key in (K.Key_F4, K.Key_Tab, K.Key_Space, K.Key_F2, K.Key_F10):
        return True
    if mods & (CTRL | META) and key in (K.Key_Q, K.Key_W, K.Key_H, K.Key_M, K.Key_F4, K.Key_Tab):
        return True
    return bool(mods & META)


def fill_screen(window: QWindow) -> None:
    """Fullscreen for real: without a window manager (bare X, Xvfb) showFullScreen keeps the natural size."""
    screen = window.screen()
    window.showFullScreen()
    if screen is not None:
        geometry: QRect = screen.geometry()
        if window.geometry() != geometry:
            window.setGeometry(geometry)


class WindowGuard(QObject):
    """While `locked`, the window stays fullscreen, frameless and on top and refuses every way out."""

    KIOSK_FLAGS = Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint

    def __init__(self, window: QQuickWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self.locked = False
        self.refused: list[str] = []  # what was refused, for the log and the tests
        window.installEventFilter(self)
        window.windowStateChanged.connect(self._state_changed)

    def lock(self) -> None:
        self.locked = True
        self._window.setFlags(self._window.flags() | self.KIOSK_FLAGS)
        fill_screen(self._window)
        self._window.raise_()
        self._window.requestActivate()

    def unlock(self, size: tuple[int, int] = (1280, 800)) -> None:
        self.locked = False
        self._window.setFlags(self._window.flags() & ~self.KIOSK_FLAGS)
        self._window.showNormal()
        self._window.resize(*size)
        screen = self._window.screen()
        if screen is not None:
            self._window.setPosition(screen.geometry().center() - self._window.geometry().center())

    def refuse_key(self, event: QKeyEvent) -> bool:
        if self.locked and is_way_out(event):
            self.refused.append(f"key {event.keyCombination().toCombined():#x}")
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.locked or watched is not self._window:
            return False
        if event.type() == QEvent.Type.Close:
            event.ignore()
            self.refused.append("close")
            return True
        return False

    @Slot(Qt.WindowState)
    def _state_changed(self, state: Qt.WindowState) -> None:
        if self.locked and not state & Qt.WindowState.WindowFullScreen:
            self.refused.append("window state")
            QTimer.singleShot(0, self, lambda: fill_screen(self._window) if self.locked else None)


class Kiosk(QObject):
    changed = Signal()
    #: the attract screen was touched: a new group arrives (QML offers the game in progress or the lobby)
    woke = Signal()
    #: the operator left kiosk mode
    left = Signal()

    def __init__(
        self,
        lobby: Lobby,
        prefs: KioskPrefs,
        save: Callable[[KioskPrefs], None],
        *,
        active: bool,
        clear_leaderboard: Callable[[], None] | None = None,
        quit_app: Callable[[], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._lobby = lobby
        self._prefs = prefs
        self._save = save
        self._active = active
        #: the storage helper's leaderboard reset; None until statistics are kept
        self.clear_leaderboard_hook = clear_leaderboard
        self._quit = quit_app
        self.guard: WindowGuard | None = None
        self._window: QQuickWindow | None = None
        self._demo: GameSession | None = None
        self._demo_index = -1
        self.demo_speed = 2.0
        self.demo_animate = True
        self.games_played = 0  # demo games finished, and started (the soak benchmark reads them)
        self.games_started = 0
        self._failures = 0
        self._locked_until = 0.0
        self._message = ""
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._idle_over)
        self._held_for_tutorial = False  # the idle time was already lengthened once for a guided game waiting
        self._next_demo = QTimer(self)
        self._next_demo.setSingleShot(True)
        self._next_demo.timeout.connect(self._start_demo_game)
        self._luck_up = QTimer(self)  # the demo game's result has been seen: the house's luck chart
        self._luck_up.setSingleShot(True)
        self._luck_up.timeout.connect(self._show_luck)
        self._showing_luck = False
        self._wait_over = QTimer(self)  # tells the keypad when a wait after wrong PINs has ended
        self._wait_over.setSingleShot(True)
        self._wait_over.timeout.connect(self.changed)
        lobby.started.connect(self._group_started)
        lobby.changed.connect(self._apply_speed)

    # ----- wiring ---------------------------------------------------------------------------------------

    def attach(self, app: QObject, window: QQuickWindow) -> None:
        """Watch every input of the app (idle time, refused keys) and guard the window."""
        self._window = window
        self.guard = WindowGuard(window, self)
        app.installEventFilter(self)
        if self._active:
            self.guard.lock()
        self._restart_idle()

    def detach(self) -> None:
        """The window is closing: the attract demo ends and no timer of the kiosk's is left to fire later."""
        self.stopAttract()
        for timer in (self._idle, self._next_demo, self._luck_up, self._wait_over):
            timer.stop()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._window = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.KeyRelease):
            assert isinstance(event, QKeyEvent)
            if self.guard is not None and self.guard.refuse_key(event):
                self._restart_idle()
                return True
        if kind in INPUT_EVENTS and not self._get_attracting():
            self._restart_idle()
        return False

    @Slot()
    def _idle_over(self) -> None:
        """Idle for the set time: the attract screen; but a guided first game waiting for a tap (its words being
        read) holds it off once more, up to twice the usual time."""
        session = self._lobby.property("session")
        guide = session.property("tutorial") if session is not None else None
        waiting = guide is not None and bool(guide.property("waiting")) and not guide.property("done")
        if waiting and not self._held_for_tutorial:
            self._held_for_tutorial = True
            self._idle.start(self._prefs.attract_after_s * 1000)
            return
        self.startAttract()

    def _restart_idle(self) -> None:
        self._held_for_tutorial = False
        seconds = self._prefs.attract_after_s
        # no window, no attract screen: a kiosk not yet attached (or a test's) must not wake up by itself later
        if self._active and seconds > 0 and self._demo is None and self._window is not None:
            self._idle.start(seconds * 1000)
        else:
            self._idle.stop()

    # ----- properties -----------------------------------------------------------------------------------

    def isActive(self) -> bool:
        """Whether kiosk mode is on now (the operator may have left it for this run)."""
        return self._active

    def _get_attracting(self) -> bool:
        return self._demo is not None

    def _get_showing_luck(self) -> bool:
        return self._showing_luck

    def _get_demo(self) -> QObject | None:
        return self._demo

    def _get_attract_after(self) -> int:
        return self._prefs.attract_after_s

    def _set_attract_after(self, seconds: int) -> None:
        seconds = max(ATTRACT_RANGE[0], min(ATTRACT_RANGE[1], int(seconds)))
        if seconds != self._prefs.attract_after_s:
            self._store(replace(self._prefs, attract_after_s=seconds))
            self._restart_idle()

    def idle_after(self, seconds: int) -> None:
        """The attract screen after `seconds` of idle, outside the settings' range and not saved (tests, tools)."""
        self._prefs = replace(self._prefs, attract_after_s=seconds)
        self._restart_idle()

    def _get_speed(self) -> float:
        return self._prefs.speed

    def _set_speed(self, speed: float) -> None:
        speed = max(SPEED_RANGE[0], min(SPEED_RANGE[1], float(speed)))
        if speed != self._prefs.speed:
            self._store(replace(self._prefs, speed=speed))
            self._apply_speed()

    def _get_start_in_kiosk(self) -> bool:
        return self._prefs.kiosk

    def _set_start_in_kiosk(self, on: bool) -> None:
        if bool(on) != self._prefs.kiosk:
            self._store(replace(self._prefs, kiosk=bool(on)))

    def _get_pin_set(self) -> bool:
        return self._prefs.pin.is_set

    def _get_wait(self) -> int:
        return max(0, round(self._locked_until - time.monotonic()))

    def _get_recent(self) -> list[str]:
        return list(self._prefs.recent_names)

    def _get_message(self) -> str:
        return self._message

    def _get_tutorial_game(self) -> str:
        """The game whose guided first game the attract screen offers: the one showing, else the lobby's first
        game, else the first that has one; "" when none has."""
        offered = list(self._lobby.property("tutorialGames"))
        showing = self._demo.gameId if self._demo is not None else ""
        for game in (showing, DEFAULT_GAME):
            if game in offered:
                return str(game)
        return str(offered[0]) if offered else ""

    active = Property(bool, isActive, notify=changed)
    attracting = Property(bool, _get_attracting, notify=changed)
    demoSession = Property(QObject, _get_demo, notify=changed)
    showingLuck = Property(bool, _get_showing_luck, notify=changed)
    attractAfter = Property(int, _get_attract_after, _set_attract_after, notify=changed)
    speed = Property(float, _get_speed, _set_speed, notify=changed)
    startInKiosk = Property(bool, _get_start_in_kiosk, _set_start_in_kiosk, notify=changed)
    pinSet = Property(bool, _get_pin_set, notify=changed)
    waitSeconds = Property(int, _get_wait, notify=changed)
    recentNames = Property(list, _get_recent, notify=changed)
    message = Property(str, _get_message, notify=changed)
    tutorialGame = Property(str, _get_tutorial_game, notify=changed)

    @property
    def prefs(self) -> KioskPrefs:
        return self._prefs

    def _store(self, prefs: KioskPrefs) -> None:
        self._prefs = prefs
        self._save(prefs)
        self.changed.emit()

    # ----- the operator ---------------------------------------------------------------------------------

    @Slot(str, result=bool)
    def checkPin(self, pin: str) -> bool:
        """True for the operator's PIN. After FREE_TRIES wrong ones every try waits longer (and is refused)."""
        if self._get_wait() > 0:
            return False
        if pin_matches(pin, self._prefs.pin):
            self._failures, self._locked_until = 0, 0.0
            self.changed.emit()
            return True
        self._failures += 1
        log.warning("a wrong operator PIN was entered (%d in a row)", self._failures)
        if self._failures >= FREE_TRIES:
            wait = min(MAX_WAIT_S, FIRST_WAIT_S * 2 ** (self._failures - FREE_TRIES))
            self._locked_until = time.monotonic() + wait
            self._wait_over.start(wait * 1000 + 50)
        self.changed.emit()
        return False

    @Slot(str, result=str)
    def setPin(self, pin: str) -> str:
        """Store a new operator PIN; "" when done, else why not (one sentence)."""
        problem = pin_problem_words(pin)
        if problem is None:
            self._store(replace(self._prefs, pin=make_record(pin)))
        return "" if problem is None else render(problem)

    @Slot()
    def leave(self) -> None:
        """The operator leaves kiosk mode: an ordinary window (the kiosk setting is kept as it is)."""
        self._active = False
        self.stopAttract()
        if self.guard is not None:
            self.guard.unlock()
        self.changed.emit()
        self.left.emit()

    @Slot()
    def enter(self) -> None:
        self._active = True
        if self.guard is not None:
            self.guard.lock()
        self._restart_idle()
        self.changed.emit()

    @Slot()
    def quitApp(self) -> None:
        self.leave()
        if self._quit is not None:
            self._quit()

    @Slot(result=bool)
    def clearLeaderboard(self) -> bool:
        if self.clear_leaderboard_hook is None:
            self._say("This Dice Bar keeps no leaderboard yet.")
            return False
        self.clear_leaderboard_hook()
        self._say("The leaderboard is cleared.")
        return True

    @Slot(bool)
    def setSound(self, on: bool) -> None:
        """Sound on or off for every table now showing and the ones to come (Sounds.qml keeps it)."""
        if self._window is None:
            return
        for item in self._window.contentItem().findChildren(QQuickItem, "sounds"):
            item.setProperty("muted", not on)

    def _say(self, text: str) -> None:
        self._message = text
        self.changed.emit()

    # ----- the group at the table -----------------------------------------------------------------------

    @Slot(dict)
    def _group_started(self, setup: dict[str, Any]) -> None:
        release_freed_memory()  # the table's last game is gone: give its heap back
        names = [str(seat.get("name", "")) for seat in setup.get("seats", []) if seat.get("human")]
        if names:
            self._store(self._prefs.with_names(names))

    @Slot()
    def _apply_speed(self) -> None:
        session = self._lobby.session
        if self._active and isinstance(session, GameSession):
            session.setProperty("speed", self._prefs.speed)

    # ----- the attract demo -----------------------------------------------------------------------------

    @Slot()
    def startAttract(self) -> None:
        if self._demo is not None:
            return
        self._idle.stop()
        self._start_demo_game()

    @Slot()
    def wake(self) -> None:
        """A touch on the attract screen: the demo stops and a new group is welcomed."""
        if self._demo is None:
            return
        self.stopAttract()
        self.woke.emit()

    @Slot()
    def stopAttract(self) -> None:
        self._next_demo.stop()
        self._luck_up.stop()
        self._showing_luck = False
        old, self._demo = self._demo, None
        self.changed.emit()
        if old is not None:
            old.dispose()
        self._restart_idle()

    @Slot()
    def _start_demo_game(self) -> None:
        release_freed_memory()  # the demo games before are gone: give their heap back (app/heap.py)
        self.games_started += 1
        games = demo_games()
        self._demo_index = (self._demo_index + 1) % len(games)
        shown = games[self._demo_index]
        seats = [{"name": name, "human": False, "strength": DEFAULT_STRENGTH} for name in DEMO_PLAYERS[:3]]
        setup = {"game": shown.id, "seats": seats, "options": dict(shown.demo or {})}
        session = session_from_setup(setup, animate=self.demo_animate, demo=True, parent=self)
        session.setProperty("speed", self.demo_speed)
        session.finished.connect(self._demo_finished)
        self._next_demo.start(DEMO_LONGEST_MS)
        old, self._demo = self._demo, session
        self._showing_luck = False
        self.changed.emit()
        if old is not None:
            old.dispose()

    @Slot()
    def _demo_finished(self) -> None:
        if self.sender() is not self._demo:
            return
        self.games_played += 1
        self._next_demo.stop()  # (it was waiting to cut a long game short)
        self._luck_up.start(round(DEMO_PAUSE_MS / max(1.0, self.demo_speed)))

    @Slot()
    def _show_luck(self) -> None:
        """Between two demo games, the house's luck: the chart of every die thrown here (KioskLayer.qml)."""
        if self._demo is None:
            return
        self._showing_luck = True
        self.changed.emit()
        self._next_demo.start(round(LUCK_SHOWN_MS / max(1.0, self.demo_speed)))
