"""Qt's message handler is never taken away from PySide (dicebar.ui.qt_messages): Qt Quick's render thread logs
too, and a message of that thread waiting for Python's lock when PySide is handed None calls a null function, a
segfault. The code never hands it None, nor puts back a handler it got from PySide without restore_message_handler
(which may be None); and pytest-qt, which puts back after each test the handler it found, finds a Python one."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import qInstallMessageHandler, qWarning

from dicebar.ui.qt_messages import print_like_qt, qt_prints_messages, restore_message_handler

ROOT = Path(__file__).resolve().parents[2]
INSTALL = "qInstallMessageHandler"


def python_files() -> Iterator[Path]:
    for folder in ("desktop", "tests", "packaging"):
        yield from (ROOT / folder).rglob("*.py")


def installs(tree: ast.AST) -> Iterator[ast.Call]:
    """The calls of qInstallMessageHandler in `tree`, however it was imported."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == INSTALL:
                yield node


def handlers_given_back(tree: ast.AST) -> set[str]:
    """Names holding what qInstallMessageHandler returned: the handler before, which may be None."""
    calls = {id(call) for call in installs(tree)}
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and id(node.value) in calls:
            names |= {target.id for target in node.targets if isinstance(target, ast.Name)}
    return names


def offences(source: str) -> list[str]:
    """Where `source` may hand PySide None as the message handler."""
    tree = ast.parse(source)
    given_back = handlers_given_back(tree)
    found = []
    for call in installs(tree):
        argument = call.args[0] if call.args else None
        if isinstance(argument, ast.Constant) and argument.value is None:
            found.append(f"line {call.lineno}: {INSTALL}(None)")
        elif isinstance(argument, ast.Name) and argument.id in given_back:
            found.append(f"line {call.lineno}: {INSTALL}({argument.id}), which may be None")
    return found


def test_the_check_sees_both_ways_of_handing_none() -> None:
    source = (
        "previous = qInstallMessageHandler(f)\nqInstallMessageHandler(previous)\nQtCore.qInstallMessageHandler(None)\n"
    )
    assert offences(source) == [
        "line 2: qInstallMessageHandler(previous), which may be None",
        "line 3: qInstallMessageHandler(None)",
    ]
    assert offences("previous = qInstallMessageHandler(f)\nrestore_message_handler(previous)\n") == []


def test_no_code_hands_pyside_none_as_the_message_handler() -> None:
    found = []
    for path in python_files():
        found += [f"{path.relative_to(ROOT)} {offence}" for offence in offences(path.read_text(encoding="utf-8"))]
    assert found == []


def test_restoring_none_gives_qt_its_own_handler_and_keeps_pysides_function(capfd: pytest.CaptureFixture[str]) -> None:
    heard: list[str] = []
    before = qInstallMessageHandler(lambda kind, context, message: heard.append(message))
    try:
        restore_message_handler(None)
        qWarning("to Qt's own handler")
        assert heard == [] and "to Qt's own handler" in capfd.readouterr().err
        # PySide still holds a function (not None) for a message that was on its way
        assert qInstallMessageHandler(print_like_qt) is not None
    finally:
        restore_message_handler(before)


def test_inside_qt_prints_messages_no_python_handler_is_called(capfd: pytest.CaptureFixture[str]) -> None:
    heard: list[str] = []
    before = qInstallMessageHandler(lambda kind, context, message: heard.append(message))
    try:
        with qt_prints_messages():
            qWarning("while grabbing")
        qWarning("afterwards")
        assert heard == ["afterwards"] and "while grabbing" in capfd.readouterr().err
    finally:
        restore_message_handler(before)


def test_pytest_qt_puts_back_a_python_handler_after_each_test(request: Any) -> None:
    # pytest-qt's capture of this test's messages keeps the handler it will put back (tests/conftest.py)
    assert request.node.qt_log_capture._previous_handler is print_like_qt


# Windows shown and closed while their render thread logs every frame into a Python handler, as `python -c`.
CLOSING = """
import os, sys, time
os.environ["QSG_RENDER_TIMING"] = "1"  # the render thread logs every frame
from PySide6.QtCore import QUrl, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickView
from dicebar.ui.qt_messages import close_window
app = QGuiApplication(["closing", "-platform", "xcb"])
heard = []
qInstallMessageHandler(lambda kind, context, message: heard.append(message))
for _ in range(int(sys.argv[1])):
    view = QQuickView()
    view.setSource(QUrl.fromLocalFile(sys.argv[2]))
    view.show()
    shown = time.monotonic()
    while time.monotonic() - shown < 0.3:
        app.processEvents()
    {close}
    del view
print("closed", len(heard) > 0)
"""
SPINNING = "import QtQuick\nRectangle { width: 300; height: 200; NumberAnimation on rotation { to: 360; loops: -1 } }\n"


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs an X display (Xvfb)")
def test_windows_close_while_their_render_thread_logs(tmp_path: Path) -> None:
    scene = tmp_path / "spinning.qml"
    scene.write_text(SPINNING, encoding="utf-8")
    script = CLOSING.format(close="close_window(view)")
    done = subprocess.run(
        [sys.executable, "-c", script, "20", str(scene)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["closed", "True"]  # the Python handler did hear the render thread
