"""UI tests render for real: Qt Quick 3D under X (Xvfb + Mesa llvmpipe in CI), never the offscreen platform,
which cannot draw Qt Quick 3D scenes.

A session fixture checks every test here has an X display (DISPLAY as set, or the Xvfb that tests/conftest.py
starts for the run); without one, the tests fail with a message saying what to install. They run Qt's default
render loop, the one users get (under Xvfb, the threaded one).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtQuick import QQuickWindow
from pytestqt.exceptions import TimeoutError as WaitTimeout

import dicebar.physics.throw  # noqa: F401  (see below)
from dicebar.app.gui import build_window
from dicebar.app.settings import AppSettings
from dicebar.app.translators import install_translators
from dicebar.session.lobby import Lobby
from dicebar.session.resources import resources_dir
from dicebar.ui import qml_types
from dicebar.ui.frame_clock import FrameClock
from dicebar.ui.qt_messages import close_window

# MuJoCo keeps the ImportError of its optional OpenGL backend (mujoco.rendering.classic.gl_context._import_error),
# and with its traceback every frame that was on the stack at its first import. Imported above, those frames are
# this module's; first imported by a table a test opens, they would be that test's, holding its engine and so its
# window alive after it closed, with the window's animations stopped mid-way (the threaded render loop advances no
# animation in a closed window) for the leak check to report.

QML_DIR = resources_dir() / "qml"  # the views, for tests that load one QML file on its own
qml_types.register()  # before any test makes a QML engine (dicebar.ui.qml_types.register says why)


def wait_for_the_person(qtbot: Any, session: Any, timeout: int = 60_000) -> None:
    """Until the game is over or the person is to act, and nothing is on its way (`timeout` ms at most); if play
    stalls, the failure says what holds it: the seat, busy's parts (a step playing, steps queued, a computer's
    timer, a kept press) and whether the table is shown."""
    try:
        qtbot.waitUntil(lambda: session.over or (session.humanTurn and not session.busy), timeout=timeout)
    except WaitTimeout:
        holding = {
            "seat": session.currentSeat,
            "humanTurn": session.humanTurn,
            "playing": session._playing is not None,
            "queued": len(session._queue),
            "computer's timer": session._bot_timer.isActive(),
            "kept press": (session._pending, session._press_timer.isActive()),
            "tableShown": session.tableShown,
            "controls": getattr(session, "controls", {}).get("kind"),
        }
        raise AssertionError(f"play stalled for {timeout / 1000:.0f} s: {holding}") from None


NO_DISPLAY = "the UI tests need an X display: set DISPLAY, or install Xvfb (Debian/Ubuntu: apt-get install xvfb)"


@pytest.fixture(scope="session", autouse=True)
def x_display() -> Iterator[str]:
    """An X display for Qt's xcb platform (see the module docstring)."""
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    display = os.environ.get("DISPLAY")
    if not display:  # tests/conftest.py starts Xvfb for the run when it is installed
        pytest.fail(NO_DISPLAY)
    yield display


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    """pytest-qt's application: the xcb platform (the offscreen one cannot render Qt Quick 3D)."""
    return ["dicebar-tests", "-platform", "xcb"]


@pytest.fixture(scope="session", autouse=True)
def english(qapp: Any) -> None:
    """The window speaks English as the program installs it (dicebar.app.translators): its plural forms ('1 token',
    '3 tokens') come from the English translation file."""
    install_translators("en")


def next_frame(qtbot: Any, window: QQuickWindow) -> None:
    """Ask `window` for a frame and wait until one is shown."""
    counter = window.findChild(FrameClock, "testFrameClock")
    if counter is None:
        counter = FrameClock(window)
        counter.setObjectName("testFrameClock")
    before = counter.frames
    window.update()
    qtbot.waitUntil(lambda: counter.frames > before, timeout=3000)


@contextmanager
def program_window(
    qtbot: Any,
    setup: dict[str, Any] | None = None,
    size: tuple[int, int] = (1280, 800),
    settings: dict[str, Any] | None = None,
) -> Iterator[tuple[Lobby, QQuickWindow]]:
    """The program's window at `size` around a fresh lobby (starting `setup` if given), shown; closed and its game
    left afterwards. With `settings`, the player's settings (dicebar.app.settings, kept in no file) are these."""
    lobby = Lobby()
    context = None
    if settings is not None:
        chosen = AppSettings()
        for name, value in settings.items():
            assert chosen.set(name, value), name
        chosen.save()  # (no file: the timer of a delayed save is stopped)
        context = {"appSettings": chosen}
    engine, window = build_window(lobby, size=size, auto_start=setup, context=context)
    window.show()
    qtbot.waitExposed(window)
    yield lobby, window
    close_window(window)
    del engine
    lobby.leave()


@pytest.fixture
def table_window(qtbot: Any) -> Iterator[tuple[Lobby, QQuickWindow]]:
    """The program's window at 1280x800 around a fresh lobby, shown."""
    with program_window(qtbot) as opened:
        yield opened
