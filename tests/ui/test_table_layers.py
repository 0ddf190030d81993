"""The table in two layers under software rendering (Table3D.qml): the still table in a backdrop View3D, what moves
in the view over it. It must look the same as the table drawn in one view, and opening and closing it, in every
way a window goes away, must never crash. Screenshots land in tests/artifacts/ui/layers-*.png.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QMetaObject, QObject, QPoint
from PySide6.QtGui import QImage
from PySide6.QtQml import QQmlApplicationEngine, QQmlExpression, qmlContext
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from dicebar.app.gui import build_window
from dicebar.app.self_test import walk_items
from dicebar.session import lobby as lobby_module
from dicebar.session.lobby import Lobby
from dicebar.ui.qt_messages import grab_window
from ui.test_table_window import ARTIFACTS, find

pytestmark = pytest.mark.slow

SIZES = ((1024, 600), (1280, 800), (1920, 1080))
NAMES = ("You", "Max", "Danielle", "James", "Ana")


def human_setup(game_id: str, players: int) -> dict[str, Any]:
    """Nobody but the test moves: every seat is a person."""
    return {"game": game_id, "options": {}, "seats": [{"name": NAMES[k], "human": True} for k in range(players)]}


@pytest.fixture
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same dice every run, so the two ways of drawing show the same throw."""
    monkeypatch.setattr(lobby_module.secrets, "randbits", lambda bits: 20261122)


def open_table(
    qtbot: Any, size: tuple[int, int], game_id: str = "bar-dice", players: int = 2
) -> tuple[QQmlApplicationEngine, QQuickWindow, Lobby]:
    lobby = Lobby()
    engine, window = build_window(lobby, size=size, auto_start=human_setup(game_id, players))
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=5000)
    qtbot.waitUntil(lambda: window.findChild(QQuickItem, "tablePage") is not None)
    # the whole table in view throughout: a close-up's cut would redraw the backdrop while the layers are compared
    # (test_table_cut.py compares a cut's picture with one view)
    qtbot.waitUntil(lambda: window.findChild(QQuickItem, "table3d") is not None)
    window.findChild(QQuickItem, "table3d").setProperty("closeUps", False)
    qtbot.wait(300)
    return engine, window, lobby


OFFSCREEN, UNDERLAY = 0, 1  # View3D.renderMode: Offscreen, Underlay, Overlay, Inline


def is_view3d(obj: QObject) -> bool:
    """A View3D (QQuick3DViewport, which PySide does not wrap), or a QML type made from one (Table3D)."""
    if not isinstance(obj, QObject):  # a wrapper PySide made of an item going away (a Loader's band view)
        return False
    meta = obj.metaObject()
    while meta is not None:
        if meta.className() == "QQuick3DViewport":
            return True
        meta = meta.superClass()
    return False


def evaluate(item: QObject, code: str) -> Any:
    """`code` run in QML with `item` as `this` (for what PySide cannot read: enums, attached objects, renderStats)."""
    value, undefined = QQmlExpression(qmlContext(item), item, code).evaluate()
    assert not undefined, code
    return value


def render_mode(view: QObject) -> int:
    """View3D.renderMode as a number (PySide has no converter for the enum)."""
    return int(evaluate(view, "renderMode + 0"))


def views(window: QQuickWindow) -> list[QObject]:
    """The window's View3Ds that are drawn: shown, and not one a Loader has just let go (deleted at the next turn of
    the event loop)."""
    return [
        item
        for item in walk_items(window.contentItem())
        if is_view3d(item) and alive_in_qml(item) and item.isVisible()  # type: ignore[attr-defined]
    ]


def alive_in_qml(item: QObject) -> bool:
    context = qmlContext(item)
    return context is not None and context.isValid()


def backdrop_let_go(window: QQuickWindow) -> bool:
    """The backdrop's picture is copied and the View3D that drew it unloaded or hidden, drawing nothing more
    (Table3D.qml: backdropWanted)."""
    picture = window.findChild(QObject, "backdropPicture")
    loader = window.findChild(QQuickItem, "backdropLoader")
    if not (picture and picture.property("ready")) or loader is None:
        return False
    band = loader.property("item")
    return band is None or not band.isVisible()


def pixels(image: QImage) -> np.ndarray:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    row = rgb.bytesPerLine()
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=row * rgb.height()).reshape(rgb.height(), row)
    return data[:, : rgb.width() * 3].reshape(rgb.height(), rgb.width(), 3).astype(np.int16)


def throw_step(qtbot: Any, lobby: Lobby) -> dict[str, Any]:
    """Roll for the player to act and return the throw step the table now plays."""
    session = lobby.session
    assert session is not None
    steps: list[dict[str, Any]] = []
    session.stepStarted.connect(steps.append)
    qtbot.waitUntil(lambda: session.canRoll, timeout=10_000)
    session.roll()
    qtbot.waitUntil(lambda: any(step.get("kind") == "throw" for step in steps), timeout=10_000)
    return next(step for step in steps if step.get("kind") == "throw")


def held_frame(qtbot: Any, window: QQuickWindow, table: QObject, layered: bool, moment: float) -> QImage:
    """The window with the throw held at `moment`, the table drawn in two layers or in one view."""
    table.setProperty("layered", layered)
    qtbot.wait(300)  # the backdrop comes or goes, its textures upload
    assert bool(table.property("layered")) is layered
    if layered:  # the backdrop copied again (the window may have changed) and let go
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
    assert len(views(window)) == 1
    table.holdAt(moment)  # type: ignore[attr-defined]
    return grab_window(window)


def overlays_hidden(table: QQuickItem, hidden: bool) -> None:
    """The seat plates, bars and banners over the table out of the way (or back): they change by themselves (a
    turn's glow pulses, the headline follows the game), the table under them is what is compared."""
    for item in table.parentItem().childItems():
        if item is not table:
            item.setOpacity(0.0 if hidden else 1.0)


def playback_lead(step: dict[str, Any]) -> float:
    """Seconds of playback before the dice leave the cup (Cup.qml's leadOf)."""
    lead = float(step.get("lead") or 0)
    planned = (int(step["frames"]) - 1) / float(step["fps"]) + lead
    return lead * float(step["seconds"]) / planned if planned > 0 else lead


def test_two_layers_under_software_rendering_one_view_on_a_gpu(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    engine, window, lobby = open_table(qtbot, (1280, 800))
    try:
        find(window, "table3d").setProperty("keepBackdrop", True)  # loaded again to be looked into
        qtbot.waitUntil(lambda: len(views(window)) == 2)
        found = {view.objectName(): view for view in views(window)}
        assert set(found) == {"table3d", "tableBackdrop"}
        # The felt, rails and top are drawn in the backdrop only; the moving layer keeps the rails' depth.
        assert owner_view(find(window, "felt")) is found["tableBackdrop"]
        assert owner_view(find(window, "tableTop")) is found["tableBackdrop"]
        assert owner_view(find(window, "cup")) is found["table3d"]
    finally:
        window.close()
        lobby.leave()
        del engine
    monkeypatch.setenv("DICEBAR_QUALITY", "high")  # shadow maps, MSAA: one view, the shadows fall on the felt
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        assert [view.objectName() for view in views(window)] == ["table3d"]
        assert owner_view(find(window, "felt")) is find(window, "table3d")
    finally:
        window.close()
        lobby.leave()
        del engine


def owner_view(node: QObject) -> QObject | None:
    """The View3D whose scene holds `node`."""
    at: QObject | None = node
    while at is not None and not is_view3d(at):
        at = at.parent()
    return at


def test_the_moving_layer_draws_into_the_window_and_no_view_is_inline(qtbot: Any) -> None:
    """The moving layer is an Underlay (no full-window texture to composite each frame), the backdrop Offscreen
    (drawn into its texture, then copied). Never Inline: Qt 6.11 crashes when an Inline View3D that has left its
    window (a page popped, a Loader emptied) gets the hover-leave of the next mouse move or of the window's close."""
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        # the copy is taken and the backdrop let go: its buffers are not kept for a picture that has not changed
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        assert [(view.objectName(), render_mode(view)) for view in views(window)] == [("table3d", UNDERLAY)]
        table = find(window, "table3d")
        table.setProperty("keepBackdrop", True)
        qtbot.waitUntil(lambda: len(views(window)) == 2)
        modes = {view.objectName(): render_mode(view) for view in views(window)}
        assert modes == {"table3d": UNDERLAY, "tableBackdrop": OFFSCREEN}
        backdrop = find(window, "tableBackdrop")
        assert backdrop.parentItem().x() < -backdrop.width()  # once copied, the backdrop stands beside the window
    finally:
        window.close()
        lobby.leave()
        del engine


SLIDE_PROBE = """
import sys
from PySide6.QtCore import QMetaObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem
app = QGuiApplication(sys.argv[:1])
from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby
settled_png, updated_png = sys.argv[1:3]
lobby = Lobby()
engine, window = build_window(lobby, size=(1024, 600))
window.show()
def start():
    computers = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana")]
    lobby.start({"game": "bar-dice", "options": {}, "seats": computers})
    lobby.session.speed = 0.25  # the first computer thinks 3.2 s: nothing moves on the table meanwhile
    QMetaObject.invokeMethod(window, "showTable")  # what the lobby's Start does
    QTimer.singleShot(1500, compare)  # the page in place (at once under software rendering; a slide on a GPU)
def compare():
    # the seat plates' turn highlight may still be fading in: hidden, so only the table is compared
    items = [window.contentItem()]
    while items:
        item = items.pop()
        items.extend(item.childItems())
        if item.objectName().startswith("seatPlate"):
            item.setVisible(False)
    window.grabWindow().save(settled_png)
    window.findChild(QQuickItem, "table3d").update()  # placed again, as any motion on the table would
    QTimer.singleShot(300, done)
def done():
    window.grabWindow().save(updated_png)
    lobby.leave()
    app.quit()
QTimer.singleShot(800, start)  # the lobby on screen first, as a person sees it before Start
app.exec()
"""


def test_the_table_stands_where_its_page_slid_to(qapp: Any, tmp_path: Path) -> None:
    """The moving layer (Underlay) is drawn where Qt last placed it in the window, which Qt does when the view
    updates, not when its page moves: once the page is in place, with nothing moving on the table, the window
    must show what it shows once the view is updated again (without TablePage's update on its moves the table
    would stay where the StackView's slide last updated it; under software rendering the page arrives at once,
    Main.showTable, and this checks that it is drawn where it arrived). In a child process with Qt's threaded
    render loop, as users run it (the tests' basic render loop places it right either way)."""
    settled, updated = tmp_path / "settled.png", tmp_path / "updated.png"
    env = {key: value for key, value in os.environ.items() if key != "QSG_RENDER_LOOP"}
    done = subprocess.run(
        [sys.executable, "-c", SLIDE_PROBE, str(settled), str(updated)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    difference = np.abs(pixels(QImage(str(settled))) - pixels(QImage(str(updated)))).max(axis=2)
    differ = float((difference > 24).mean())
    assert differ < 0.001, f"{differ:.1%} of the window changed when the table was placed again"


def test_the_backdrop_is_copied_again_when_the_window_changes_size(qtbot: Any) -> None:
    """The moving layer shows a copy of the backdrop; a window resized is a new backdrop, copied at its new size."""
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        picture = window.findChild(QObject, "backdropPicture")
        ratio = window.effectiveDevicePixelRatio()

        def copied_at(width: int, height: int) -> bool:
            size = picture.property("pictureSize")
            return bool(picture.property("ready")) and (size.width(), size.height()) == (
                round(width * ratio),
                round(height * ratio),
            )

        qtbot.waitUntil(lambda: copied_at(1024, 600) and backdrop_let_go(window), timeout=5000)
        window.resize(1280, 800)
        qtbot.waitUntil(lambda: copied_at(1280, 800) and backdrop_let_go(window), timeout=5000)
        # A window dragged to a new size: changes come faster than copies. (Table3D numbers the copies it asks
        # for, so that the copy of a size already gone does not let the backdrop go; whether one is on its way at a
        # change depends on the render loop, so this checks where it ends: the last size copied, the backdrop let
        # go.)
        for step in range(24):
            window.resize(1100 + 10 * step, 650 + 5 * step)
            # the next change comes at once, or while the last copy is on its way (asked at once, copied at the
            # window's next frame)
            qtbot.wait((0, 2, 5, 9)[step % 4])
        final = (1100 + 10 * 23, 650 + 5 * 23)
        qtbot.waitUntil(lambda: copied_at(*final) and backdrop_let_go(window), timeout=5000)
        qtbot.wait(300)
        assert copied_at(*final) and backdrop_let_go(window)
    finally:
        window.close()
        lobby.leave()
        del engine


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_two_layers_look_like_the_table_in_one_view(qtbot: Any, fixed_seed: None, size: tuple[int, int]) -> None:
    """The same moments of one throw (the cup shaking, pouring, dice tumbling, at rest) drawn both ways."""
    engine, window, lobby = open_table(qtbot, size, "fives-to-the-right", 5)
    try:
        table = find(window, "table3d")
        assert isinstance(table, QQuickItem)
        step = throw_step(qtbot, lobby)
        lead = playback_lead(step)
        moments = {"shake": lead * 0.5, "pour": lead + 0.1, "tumble": lead + 0.4, "rest": float(step["seconds"])}
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        table.holdAt(moments["tumble"])  # type: ignore[attr-defined]
        assert grab_window(window).save(str(ARTIFACTS / f"layers-table-{size[0]}x{size[1]}.png"))
        overlays_hidden(table, True)
        differences: dict[str, tuple[float, float]] = {}
        for name, moment in moments.items():
            two = held_frame(qtbot, window, table, True, moment)
            one = held_frame(qtbot, window, table, False, moment)
            tag = f"{size[0]}x{size[1]}-{name}"
            assert two.save(str(ARTIFACTS / f"layers-two-{tag}.png"))
            assert one.save(str(ARTIFACTS / f"layers-one-{tag}.png"))
            difference = np.abs(pixels(two) - pixels(one)).max(axis=2)
            differences[name] = (float(difference.mean()), float((difference > 24).mean()))
        print(size, {name: (round(mean, 3), f"{share:.4%}") for name, (mean, share) in differences.items()})
        for name, (mean, share) in differences.items():
            assert mean < 0.5, f"{name}: the layers differ by {mean:.2f} levels on average"
            assert share < 0.001, f"{name}: {share:.3%} of the pixels differ visibly"
    finally:
        window.close()
        lobby.leave()
        del engine


def destroyed_flags(objects: list[QObject]) -> list[bool]:
    flags = [False] * len(objects)
    for k, obj in enumerate(objects):
        obj.destroyed.connect(lambda *_, k=k: flags.__setitem__(k, True))
    return flags


def hover_over(window: QQuickWindow, item: QQuickItem) -> None:
    """The mouse over the table, so its views are among the window's hovered items."""
    centre = item.mapToScene(item.boundingRect().center()).toPoint()
    QTest.mouseMove(window, centre)
    QTest.mouseMove(window, centre + QPoint(7, 5))


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_opening_and_closing_the_table_again_and_again(qtbot: Any, size: tuple[int, int]) -> None:
    """Every way the two-layer table goes away, with the mouse over it: the window closed under it; the table left
    (its page popped) and the window closed at once; the table taken out of the window but not yet deleted (as a
    Loader or a StackView does) and then the window closed, or the mouse moved; a throw still in the air. Each
    time both views are deleted afterwards: nothing is kept alive."""
    ways = ("close", "leave-then-close", "detach-then-close", "detach-then-move", "close-mid-throw")
    for round_ in range(2):
        for way in ways:
            gone, lobby = open_and_close(qtbot, size, way)
            qtbot.waitUntil(lambda gone=gone: all(gone), timeout=5000)
            del lobby  # only now: the window's bindings read it until the window is gone
            gc.collect()  # no wrapper of a deleted item outlives its round (PySide may recycle the address)
            assert gone == [True, True, True], (round_, way)


def open_and_close(qtbot: Any, size: tuple[int, int], way: str) -> tuple[list[bool], Lobby]:
    """One round of the test above: flags that turn True when the window and its two views are deleted, and the
    lobby, to be kept until then."""
    engine, window, lobby = open_table(qtbot, size, "bar-dice", 2)
    table = window.findChild(QQuickItem, "table3d")
    assert table is not None
    table.setProperty("keepBackdrop", True)  # both views alive, as while a window's new size is being copied
    qtbot.waitUntil(lambda: [view.objectName() for view in views(window)] == ["table3d", "tableBackdrop"])
    backdrop = views(window)[1]
    assert isinstance(backdrop, QQuickItem)
    assert is_view3d(table) and is_view3d(backdrop)
    gone = destroyed_flags([table, backdrop, window])
    hover_over(window, table)
    qtbot.wait(50)
    if way == "close-mid-throw":
        throw_step(qtbot, lobby)
        qtbot.wait(120)
        hover_over(window, table)
    if way == "leave-then-close":
        QMetaObject.invokeMethod(window.findChild(QQuickItem, "tablePage"), "leaveRequested")  # the menu's Leave
    if way.startswith("detach"):
        table.setParentItem(None)  # out of the window; deleted later with its page
        if way == "detach-then-move":
            QTest.mouseMove(window, QPoint(20, 20))
            QTest.mouseMove(window, QPoint(size[0] // 2, size[1] // 2))
    window.close()
    lobby.leave()
    engine.deleteLater()  # the window and everything in it go with the engine
    return gone, lobby
