"""Cutting the table's camera to another pose (Table3D.cutTo, then cutDone). In two layers the backdrop for the new
pose is drawn band by band first, and the moving layer's camera and the picture change together: the window must
then look as the table drawn in one view from that pose. Screenshots land in tests/artifacts/ui/cut-*.png.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QElapsedTimer, QObject, QUrl
from PySide6.QtGui import QImage, QVector3D
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby
from dicebar.ui.frame_clock import FrameClock
from dicebar.ui.qt_messages import grab_window
from ui.test_table_layers import (  # noqa: F401  (fixed_seed: a fixture)
    backdrop_let_go,
    evaluate,
    fixed_seed,
    human_setup,
    open_table,
    overlays_hidden,
    pixels,
    throw_step,
    views,
)
from ui.test_table_window import ARTIFACTS, find

pytestmark = pytest.mark.slow


def closer(table: QObject, share: float) -> tuple[QVector3D, float, float]:
    """The table's pose moved `share` of the way along its line of sight to the felt, pitched 4 degrees more."""
    position, pitch = table.property("cameraPosition"), float(table.property("pitch"))
    to_felt = position.y() / math.sin(math.radians(pitch))
    step = QVector3D(0, -math.sin(math.radians(pitch)), -math.cos(math.radians(pitch))) * (share * to_felt)
    return position + step, pitch + 4.0, float(table.property("fov")) - 2.0


class Cuts:
    """Counts a table's cutDone signals."""

    def __init__(self, table: QObject) -> None:
        self.done = 0
        table.cutDone.connect(self.heard)  # type: ignore[attr-defined]

    def heard(self) -> None:
        self.done += 1


def shown_pose(table: QObject) -> tuple[tuple[float, float, float], float, float]:
    position = table.property("cameraPosition")
    return (
        (round(position.x(), 3), round(position.y(), 3), round(position.z(), 3)),
        round(float(table.property("pitch")), 3),
        round(float(table.property("fov")), 3),
    )


def pose_of(position: QVector3D, pitch: float, fov: float) -> tuple[tuple[float, float, float], float, float]:
    return (round(position.x(), 3), round(position.y(), 3), round(position.z(), 3)), round(pitch, 3), round(fov, 3)


def settled_grab(qtbot: Any, window: QQuickWindow, timeout_ms: int = 8000) -> QImage:
    """The window once its picture has stopped changing: two grabs 150 ms apart agree (under load, a view's
    textures and the first frames after a switch can take longer than any fixed wait)."""
    before = grab_window(window)
    waited = 0
    while waited < timeout_ms:
        qtbot.wait(150)
        waited += 150
        now = grab_window(window)
        if differences(now, before)[0] < 0.05:
            return now
        before = now
    return before


def one_view_grab(qtbot: Any, window: QQuickWindow, table: QQuickItem) -> QImage:
    """The window with the table drawn in one view (the camera where it is), then back to two layers."""
    table.setProperty("layered", False)
    qtbot.wait(300)  # the table's surface and textures in the one view
    image = settled_grab(qtbot, window)
    table.setProperty("layered", True)
    qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
    return image


def on_screen(window: QQuickWindow) -> QImage:
    """The window as the screen shows it (not drawn again for a grab, as grab_window does)."""
    geometry = window.geometry()
    return window.screen().grabWindow(0, geometry.x(), geometry.y(), geometry.width(), geometry.height()).toImage()


def differences(two: QImage, one: QImage) -> tuple[float, float]:
    """The mean difference of two grabs in levels, and the share of pixels that differ visibly."""
    difference = np.abs(pixels(two) - pixels(one)).max(axis=2)
    return float(difference.mean()), float((difference > 24).mean())


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_cut_shows_the_new_pose_in_both_layers(qtbot: Any, size: tuple[int, int]) -> None:
    engine, window, lobby = open_table(qtbot, size)
    try:
        table = find(window, "table3d")
        assert isinstance(table, QQuickItem)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        overlays_hidden(table, True)
        cuts = Cuts(table)
        copies = table.property("backdropCopies")
        whole = shown_pose(table)  # the framing's
        target = closer(table, 0.45)
        table.cutTo(*target)  # type: ignore[attr-defined]
        assert cuts.done == 0  # cutDone comes after cutTo has returned
        # until the cut's picture is ready, the table shows the pose before
        assert table.property("cutDrawing") and shown_pose(table) != pose_of(*target)
        seen: set[str] = set()

        def cut_done() -> bool:
            seen.update(view.objectName() for view in views(window))
            return cuts.done == 1

        qtbot.waitUntil(cut_done, timeout=10_000)
        assert shown_pose(table) == pose_of(*target) and not table.property("cutDrawing")
        # the picture was drawn band by band, not by the whole backdrop (which was not loaded again), and the
        # band's view is hidden once it is drawn (kept for the next picture, drawing nothing meanwhile)
        assert seen == {"table3d", "backdropBand"}
        assert table.property("backdropCopies") == copies + 1 and backdrop_let_go(window)
        assert [view.objectName() for view in views(window)] == ["table3d"]
        two = settled_grab(qtbot, window)
        one = one_view_grab(qtbot, window, table)
        tag = f"{size[0]}x{size[1]}"
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        assert two.save(str(ARTIFACTS / f"cut-two-{tag}.png")) and one.save(str(ARTIFACTS / f"cut-one-{tag}.png"))
        mean, share = differences(two, one)
        assert mean < 0.5, f"the layers differ from one view by {mean:.2f} levels on average"
        assert share < 0.001, f"{share:.3%} of the pixels differ visibly from one view"

        # back to the whole table: the framing's pose
        table.cutTo(None, 0.0, 0.0)  # type: ignore[attr-defined]  (no position: the framing's pose)
        qtbot.waitUntil(lambda: cuts.done == 2, timeout=10_000)
        assert shown_pose(table) == whole
        mean, share = differences(settled_grab(qtbot, window), one_view_grab(qtbot, window, table))
        assert mean < 0.5 and share < 0.001, (mean, share)
        qtbot.wait(200)
        assert cuts.done == 2
    finally:
        window.close()
        lobby.leave()
        del engine


def test_a_window_larger_than_the_picture_limit_is_drawn_from_a_smaller_picture_in_fewer_bands(qtbot: Any) -> None:
    """A window of more pixels than Table3D.pictureLimit (a 4K screen under llvmpipe) gets a picture of at most that
    many, smoothed up, in bands as much larger as the window is (each of its frames costs more anyway): a cut no
    longer lasts a hundred frames. Here the limit is a quarter of a 1280x800 window, as 3840x2160 is to the limit."""
    engine, window, lobby = open_table(qtbot, (1280, 800))
    try:
        table = find(window, "table3d")
        assert isinstance(table, QQuickItem)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        overlays_hidden(table, True)
        ratio = window.effectiveDevicePixelRatio()
        columns, rows = round(1280 * ratio), round(800 * ratio)
        assert (table.property("pictureColumns"), table.property("pictureRows")) == (columns, rows)
        full_bands = int(table.property("bandCount"))
        table.setProperty("pictureLimit", columns * rows // 4)
        assert (table.property("pictureColumns"), table.property("pictureRows")) == (columns // 2, rows // 2)
        assert int(table.property("bandCount")) * 4 <= full_bands  # a band of as many window pixels as before
        cuts = Cuts(table)
        target = closer(table, 0.45)
        table.cutTo(*target)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: cuts.done == 1, timeout=10_000)
        assert shown_pose(table) == pose_of(*target)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        size = window.findChild(QObject, "backdropPicture").property("pictureSize")
        assert (size.width(), size.height()) == (columns // 2, rows // 2)
        two = settled_grab(qtbot, window)
        one = one_view_grab(qtbot, window, table)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        assert two.save(str(ARTIFACTS / "cut-two-half-picture.png"))
        assert one.save(str(ARTIFACTS / "cut-one-half-picture.png"))
        # the same table, the felt and wood a little softer: no rail, die or edge out of place
        mean, share = differences(two, one)
        print(f"\nhalf-size picture against one view: {mean:.2f} levels on average, {share:.3%} of pixels differ")
        assert mean < 2.0 and share < 0.005, (mean, share)
    finally:
        window.close()
        lobby.leave()
        del engine


def test_a_cut_asked_during_another_replaces_it(qtbot: Any) -> None:
    """Only the last cut asked for is shown, and announced once; a resize under a cut draws it at the new size."""
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        table = find(window, "table3d")
        assert isinstance(table, QQuickItem)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        cuts = Cuts(table)
        first, second = closer(table, 0.3), closer(table, 0.5)
        table.cutTo(*first)  # type: ignore[attr-defined]
        qtbot.wait(40)  # a band or two of the first drawn
        table.cutTo(*second)  # type: ignore[attr-defined]
        qtbot.wait(40)
        window.resize(1100, 640)
        qtbot.waitUntil(lambda: cuts.done >= 1, timeout=10_000)
        qtbot.wait(300)
        assert cuts.done == 1 and shown_pose(table) == pose_of(*second)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        picture = window.findChild(QObject, "backdropPicture")
        size = picture.property("pictureSize")
        ratio = window.effectiveDevicePixelRatio()
        assert (size.width(), size.height()) == (round(1100 * ratio), round(640 * ratio))
        overlays_hidden(table, True)
        mean, share = differences(settled_grab(qtbot, window), one_view_grab(qtbot, window, table))
        assert mean < 0.5 and share < 0.001, (mean, share)
    finally:
        window.close()
        lobby.leave()
        del engine


def test_in_one_view_a_cut_moves_the_camera_at_once(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DICEBAR_QUALITY", "gpu")  # one view
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        table = find(window, "table3d")
        assert not table.property("layered")
        cuts = Cuts(table)
        target = closer(table, 0.4)
        table.cutTo(*target)  # type: ignore[attr-defined]
        assert shown_pose(table) == pose_of(*target) and cuts.done == 0
        qtbot.waitUntil(lambda: cuts.done == 1, timeout=2000)
    finally:
        window.close()
        lobby.leave()
        del engine


DARK_KEPT_TEXTURES = ("pips-", "shadow-", "felt-", "wood-", "barWall-")  # the dice's and the backdrop's files


def test_back_from_a_close_up_the_table_goes_wholly_dark_until_its_new_picture_is_drawn(qtbot: Any) -> None:
    """The way back from a close-up under software rendering: the dip to dark covers everything of the table
    (felt, rails, dice) from the moment it is dark until the camera and the picture have changed, and the table
    comes back at the whole table's pose. Each frame drawn while it is dark is looked at: the backdrop's fill is
    not drawn, and the dice's and the backdrop's textures stay loaded (the scene drawn on under the shade), so that
    the first frame back loads none of them again."""
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        table = find(window, "table3d")
        assert isinstance(table, QQuickItem) and table.property("layered")
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        overlays_hidden(table, True)
        # As many items in the window as at a busy table (seat plates, trays, banners): specks of the dark's colour
        # in a corner. Were Qt Quick's items depth-tested against the view under them (an Underlay), each at a
        # depth given by its place among them, the shade would lie behind the rails and dice.
        specks = QQmlComponent(engine)
        specks.setData(
            b'import QtQuick; Item { Repeater { model: 1500; Rectangle { width: 1; height: 1; color: "#120d09" } } }',
            QUrl(),
        )
        busy = specks.create()
        assert isinstance(busy, QQuickItem), specks.errorString()
        page = table.parentItem()
        busy.setParentItem(page)
        busy.setParent(page)  # (Qt's to delete, with the page)
        evaluate(table, "renderStats.extendedDataCollectionEnabled = true")
        fill = window.findChild(QObject, "backdropFill")
        assert fill is not None
        cuts = Cuts(table)
        whole = shown_pose(table)
        table.cutTo(*closer(table, 0.1))  # type: ignore[attr-defined]  (as a close-up's cut)
        qtbot.waitUntil(lambda: cuts.done == 1, timeout=10_000)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        # the close-up ends: the shot shown is the close-up, the one wanted the whole table (Table3D.moveCamera)
        table.setProperty("closeUpShown", True)
        table.moveCamera()  # type: ignore[attr-defined]
        clear = np.array([0x12, 0x0D, 0x09])
        drawn: list[bool] = []
        unloaded: list[list[str]] = []
        dark: list[int] = []  # how far the window lies from the dark, in levels, at each look while the cut is dark
        let_go: list[bool] = []  # whether the picture shown before was let go (not held beside the next one)
        picture = find(window, "backdropPicture")
        while cuts.done < 2:
            qtbot.waitUntil(lambda: cuts.done == 2 or bool(table.property("cutting")), timeout=10_000)
            qtbot.wait(20)  # a frame drawn
            image = pixels(on_screen(window))
            if table.property("cutting"):
                dark.append(int(np.abs(image - clear).max()))
                # and the view draws no backdrop over the window meanwhile, its textures loaded all the same
                drawn.append(bool(fill.property("visible")))
                loaded = str(evaluate(table, "renderStats.textureDetails"))
                unloaded.append([name for name in DARK_KEPT_TEXTURES if name not in loaded])
                let_go.append(bool(picture.property("pictureLetGo")))
        # (the first look may still find the dip's last frame on the screen; a look takes a good part of the dark)
        assert len(dark) >= 2, "the picture's bands were drawn while it was dark"
        assert max(dark[1:]) <= 2, f"the cut's dark frames lay up to {max(dark[1:])} levels off the dark: {dark}"
        assert not any(drawn), drawn
        assert not any(unloaded), unloaded
        assert any(let_go) and not picture.property("pictureLetGo"), let_go  # and the new one shown
        assert shown_pose(table) == whole
        # the shade over the scene drawn (as in the dip and the way back): at its full, nothing shows through
        qtbot.waitUntil(lambda: bool(table.property("cameraStill")), timeout=2000)  # back from the dark
        find(window, "cutShade").setProperty("opacity", 1.0)
        qtbot.wait(300)
        through = int(np.abs(pixels(on_screen(window)) - clear).max())
        assert through <= 2, f"the table showed {through} levels through the shade"
    finally:
        window.close()
        lobby.leave()
        del engine


def test_framed_anew_at_the_same_size_the_camera_and_the_picture_change_together(qtbot: Any) -> None:
    """A framing's input changes while the window keeps its size (a close-up's dice, a bar of the HUD): under
    software rendering the camera keeps its pose until the picture for the new one is drawn, then both change in
    one frame, with no dip to dark; the moving layer never stands at the new pose over the old pose's picture."""
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        table = find(window, "table3d")
        assert table.property("layered")
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        cuts = Cuts(table)
        before = shown_pose(table)
        table.setProperty("frameTop", float(table.property("frameTop")) + 40)  # the top bar grown
        qtbot.waitUntil(lambda: bool(table.property("cutDrawing")), timeout=2000)
        assert shown_pose(table) == before  # the old pose, over its own picture, while the new one is drawn
        assert not table.property("cutting")  # no dip to dark
        qtbot.waitUntil(lambda: cuts.done == 1, timeout=10_000)
        wanted = table.property("wantedPosition"), table.property("wantedPitch"), table.property("wantedFov")
        assert shown_pose(table) == pose_of(*wanted) != before
    finally:
        window.close()
        lobby.leave()
        del engine


BACKDROP_TEXTURES = ("felt-", "wood-", "barWall-")  # the files' names (dicebar.ui.textures.file), as Qt names them


def test_the_backdrops_textures_stay_loaded_between_its_pictures(qtbot: Any) -> None:
    """Each cut's band view draws the felt, the wood and the wall: they stay loaded in the window after it goes, so
    the next cut neither reads them again nor makes their mipmaps again (Table3D: backdropTextureKeeper)."""
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        table = find(window, "table3d")
        assert isinstance(table, QQuickItem)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        evaluate(table, "renderStats.extendedDataCollectionEnabled = true")
        cuts = Cuts(table)
        table.cutTo(*closer(table, 0.4))  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: cuts.done == 1, timeout=10_000)
        table.cutTo(None, 0.0, 0.0)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: cuts.done == 2 and backdrop_let_go(window), timeout=10_000)
        assert find(window, "backdropLoader").property("item") is None  # no view of the backdrop is left
        throw_step(qtbot, lobby)  # frames of the table's own view, each letting go what no view used
        qtbot.wait(800)
        loaded = str(evaluate(table, "renderStats.textureDetails"))
        assert all(name in loaded for name in BACKDROP_TEXTURES), loaded
    finally:
        window.close()
        lobby.leave()
        del engine


SHADER_EFFECT_SOURCE = "QQuickShaderEffectSource"


def test_a_cuts_band_copies_take_their_band_only_as_it_is_drawn(qtbot: Any) -> None:
    """A copy (ShaderEffectSource) takes a picture as soon as it has a source: each band's copy gets the band view
    only once its band is drawn, so that the cut's first frame does not copy every band at once."""
    engine, window, lobby = open_table(qtbot, (1024, 600))
    try:
        table = find(window, "table3d")
        assert isinstance(table, QQuickItem)
        qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
        strip = find(window, "bandStrip")
        assert isinstance(strip, QQuickItem)
        seen: list[tuple[int, int]] = []

        def look() -> None:  # the bands drawn so far, and the copies given a source
            copies = [item for item in strip.childItems() if item.inherits(SHADER_EFFECT_SOURCE)]
            sourced = sum(copy.property("sourceItem") is not None for copy in copies)
            seen.append((int(table.property("bandsDrawn")), sourced))

        cuts = Cuts(table)
        table.cutTo(*closer(table, 0.4))  # type: ignore[attr-defined]
        for _ in range(2000):  # (10 s at most) between the frames, a band a frame
            look()
            if cuts.done:
                break
            qtbot.wait(5)
        drawing = [(drawn, sourced) for drawn, sourced in seen if 0 < drawn < int(table.property("bandCount"))]
        assert drawing and all(sourced == drawn for drawn, sourced in drawing), seen
    finally:
        window.close()
        lobby.leave()
        del engine


STALL_MS = 400  # a cut's frames come some 15 ms apart; a wait for other motion lasts until it comes (1.2 s and more)


@pytest.mark.usefixtures("fixed_seed")
def test_a_close_ups_cut_draws_on_while_nothing_else_on_screen_moves(qtbot: Any) -> None:
    """The table's own close-ups at a table of people, a turn of Bar Dice to its call: each cut's bands are drawn a
    frame at a time with no frame waiting for something else on screen to move. Where Qt drives animations by a
    timer (no trusted vsync, as under llvmpipe here), a running animation that changes nothing on screen asks for
    no frame; under a cut's dark, with the call's words held still, nothing else did, and the cut stood still until
    the next step began."""
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1280, 800), auto_start=human_setup("bar-dice", 2))
    window.show()
    try:
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.findChild(QQuickItem, "table3d") is not None, timeout=10_000)
        table = find(window, "table3d")
        assert table.property("layered") and table.property("closeUps")
        session = lobby.session
        assert session is not None
        clock = QElapsedTimer()
        clock.start()
        frames: list[tuple[float, bool]] = []  # each frame's moment, and whether a cut was drawing its bands
        FrameClock(window, lambda: frames.append((clock.nsecsElapsed() / 1e6, bool(table.property("cutDrawing")))))
        cuts = Cuts(table)
        calls: list[str] = []
        session.called.connect(calls.append)
        for _ in range(8):  # throws until two calls have been made (a call's words hold still on screen meanwhile)
            qtbot.waitUntil(lambda: session.humanTurn and session.tableShown and not session.busy, timeout=20_000)
            session.roll()
            qtbot.waitUntil(lambda: not session.busy, timeout=20_000)
            qtbot.waitUntil(lambda: table.property("cameraStill"), timeout=10_000)
            if len(calls) > 1:
                break
        assert len(calls) > 1 and cuts.done >= 4  # close-ups in and out
        gaps = [b[0] - a[0] for a, b in itertools.pairwise(frames) if a[1] and b[1]]
        assert gaps, "no cut was drawn"
        assert max(gaps) < STALL_MS, f"a cut's frame waited {max(gaps):.0f} ms"
    finally:
        window.close()
        lobby.leave()
        del engine
