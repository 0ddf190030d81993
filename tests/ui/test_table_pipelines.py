"""Qt Quick 3D keeps every graphics pipeline it makes until the window lets its caches go, and under software
rendering (llvmpipe) each is a few MB of compiled code. Its pipeline key holds the viewport, that is where and how
large the table is drawn in the window (Table3D: Underlay). So a table page sliding in made a set of pipelines for
each frame of the slide (21-36 where 8 serve), and each size of a resized window made another set that was never
used again (ten sizes: 100 pipelines, some 110 MB). These tests read Qt's own count (View3D.renderStats)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QMetaObject, QObject
from PySide6.QtQuick import QQuickItem

from dicebar.app.gui import build_window
from dicebar.session.lobby import Lobby

from .test_table_cut import Cuts, closer
from .test_table_layers import backdrop_let_go, evaluate, human_setup

pytestmark = pytest.mark.slow

# What one still table of Bar Dice draws (felt picture, rails, dice, shadows, cup) is made by fewer than this; a
# slide or a stale size shows as two or three times as many.
FEW_PIPELINES = 12


def pipelines(table: QObject) -> int:
    return int(evaluate(table, "renderStats.pipelineCount"))


def table_of(window: Any) -> QQuickItem | None:
    return window.findChild(QQuickItem, "table3d")


def counted_table(qtbot: Any, window: Any) -> QQuickItem:
    """The window's table, once it is built, counting its pipelines, with its backdrop copied and let go."""
    qtbot.waitUntil(lambda: table_of(window) is not None, timeout=5000)
    table = table_of(window)
    assert table is not None
    evaluate(table, "renderStats.extendedDataCollectionEnabled = true")
    qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
    return table


def test_the_table_arrives_at_once_under_software_rendering(qtbot: Any) -> None:
    """Started from the lobby, as a person does: the page is in place at once, and the table draws with few
    pipelines (with the style's slide, every frame of it made a set of its own)."""
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1024, 600))
    try:
        window.show()
        qtbot.waitExposed(window)
        assert window.property("quality") == "low"  # CI and tests: Mesa's llvmpipe
        assert lobby.start(human_setup("bar-dice", 2))
        QMetaObject.invokeMethod(window, "showTable")  # what the lobby's Start does
        stack = window.findChild(QQuickItem, "stack")
        assert stack is not None and not stack.property("busy"), "the table page is still on its way in"
        page = window.findChild(QQuickItem, "tablePage")
        assert page is not None and page.x() == 0
        table = counted_table(qtbot, window)
        qtbot.wait(500)
        assert 0 < pipelines(table) < FEW_PIPELINES
    finally:
        window.close()
        lobby.leave()
        del engine


@contextmanager
def people_at_bar_dice(qtbot: Any) -> Iterator[tuple[Lobby, Any, Any]]:
    """A window straight at a table of Bar Dice with two people (nobody moves but the test): lobby, engine,
    window; closed and left afterwards."""
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1024, 600), auto_start=human_setup("bar-dice", 2))
    try:
        window.show()
        qtbot.waitExposed(window)
        yield lobby, engine, window
    finally:
        window.close()
        lobby.leave()
        del engine


def test_a_resized_window_lets_go_of_the_pipelines_of_sizes_gone(qtbot: Any) -> None:
    """Each new size makes the table's pipelines again; once its backdrop is copied and nothing moves, the window's
    caches go, the next frames make only what they draw, and the freed memory is handed back to the system."""
    with people_at_bar_dice(qtbot) as (_lobby, engine, window):
        table = counted_table(qtbot, window)
        qtbot.wait(300)
        assert table.property("cachesReleased") == 0  # the first copy: nothing stale yet
        heap = engine.rootContext().contextProperty("heap")  # app/heap.py: trims soon after a release
        trims = heap.trims
        settled = pipelines(table)
        most = settled
        for step in range(6):
            window.resize(1040 + 40 * step, 620 + 20 * step)
            qtbot.waitUntil(lambda: backdrop_let_go(window), timeout=5000)
            qtbot.wait(150)
            most = max(most, pipelines(table))
        qtbot.waitUntil(lambda: table.property("cachesReleased") >= 1, timeout=5000)
        qtbot.wait(300)
        assert not table.property("cachesStale")
        assert pipelines(table) <= settled < FEW_PIPELINES
        assert most > settled or table.property("cachesReleased") >= 6  # sizes did make pipelines, or each went
        qtbot.waitUntil(lambda: heap.trims > trims, timeout=2000)  # and the memory they held went back


def test_after_the_first_cut_the_window_keeps_only_what_the_table_draws_with(qtbot: Any) -> None:
    """The first picture is a copy of the whole backdrop's View3D, drawn at the window's size; a cut draws its
    picture in bands with pipelines of its own. Once the first cut is done and nothing moves, the window lets its
    caches go (those of the whole backdrop are never drawn with again); later cuts make the bands' again and keep
    them, and let nothing go."""
    with people_at_bar_dice(qtbot) as (_lobby, _engine, window):
        table = counted_table(qtbot, window)
        cuts = Cuts(table)
        for turn in range(3):  # to a close-up and back, three times
            for pose in (closer(table, 0.3), (None, 0.0, 0.0)):
                table.cutTo(*pose)  # type: ignore[attr-defined]
                qtbot.waitUntil(lambda done=cuts.done: cuts.done > done and backdrop_let_go(window), timeout=10_000)
            if turn == 0:
                qtbot.waitUntil(lambda: table.property("cachesReleased") >= 1, timeout=5000)
            qtbot.wait(300)
        assert table.property("cachesReleased") == 1
        assert pipelines(table) < FEW_PIPELINES


def test_the_first_throw_finds_its_pipelines_made(qtbot: Any) -> None:
    """A pipeline is made in the frame that first draws its material, which under llvmpipe costs that frame
    15-30 ms: the table makes what a throw draws (dice, a kept die's glow, the shadows) when it arrives
    (TableWarmUp.qml), so the first throw and the dice chosen after it make none. The close-up after a throw is
    switched off here: its cut draws the backdrop anew in bands, with pipelines of its own, made while the table is
    faded out (bench_table.py times those frames apart, as `cut_intervals`)."""
    with people_at_bar_dice(qtbot) as (lobby, _engine, window):
        table = counted_table(qtbot, window)
        table.setProperty("closeUps", False)
        qtbot.wait(800)  # the table's first frames drawn (the warm-up's among them)
        arrived = pipelines(table)
        session = lobby.session
        assert session is not None
        for _ in range(8):  # the roll for the start first (a die each), then a turn's first roll
            qtbot.waitUntil(lambda: session.canRoll and not session.busy, timeout=15000)
            session.roll()
            qtbot.waitUntil(lambda: not session.busy, timeout=15000)
            if session.canChooseDice:
                break
        assert session.canChooseDice
        session.toggleDie(next(k for k, row in enumerate(session.dice.rows()) if row["zone"] == "felt"))
        qtbot.wait(300)  # the kept die's glow drawn
        assert pipelines(table) == arrived


def test_once_the_game_is_over_the_cuts_pipelines_and_textures_go(qtbot: Any) -> None:
    """No cut comes after the game: as its end is drawn, the window lets go of the bands' pipelines (kept for the
    next cut while the game went on) and the table of the backdrop's textures (Table3D: gameOver)."""
    with people_at_bar_dice(qtbot) as (lobby, _engine, window):
        table = counted_table(qtbot, window)
        cuts = Cuts(table)
        table.cutTo(*closer(table, 0.3))  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: cuts.done == 1 and backdrop_let_go(window), timeout=10_000)
        table.cutTo(None, 0.0, 0.0)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: cuts.done == 2 and backdrop_let_go(window), timeout=10_000)
        qtbot.waitUntil(lambda: table.property("cachesReleased") >= 1, timeout=5000)  # the stand-in's, after the first
        released = table.property("cachesReleased")
        assert window.findChild(QObject, "backdropTextureKeeper") is not None
        session = lobby.session
        assert session is not None
        session.skipAnimations = True
        for _ in range(500):  # the people play on, the first legal move each time, to the end
            qtbot.waitUntil(lambda: session.over or (session.humanTurn and not session.busy), timeout=15_000)
            if session.over:
                break
            session.act(json.dumps(session.game.legal_actions()[0].to_json()))
        assert session.over
        qtbot.waitUntil(lambda: table.property("cachesReleased") == released + 1, timeout=5000)
        qtbot.waitUntil(lambda: window.findChild(QObject, "backdropTextureKeeper") is None, timeout=5000)
        qtbot.wait(2000)  # the end's banners and the warm-up played out before the window closes


def test_what_a_picture_leaves_behind_is_collected_once_the_table_is_still(qtbot: Any) -> None:
    """Each picture drawn leaves garbage to the QML engine (the scripts' objects of the drawing, and what they held),
    which it would collect only as its own heap fills. The table has it collected once nothing moves and the window
    draws no frame: never during a cut, once after it."""
    with people_at_bar_dice(qtbot) as (_lobby, _engine, window):
        table = counted_table(qtbot, window)
        qtbot.waitUntil(lambda: table.property("garbageCollected") >= 1, timeout=5000)  # the first picture's
        collected = table.property("garbageCollected")
        cuts = Cuts(table)
        during: set[int] = set()

        def cut_done() -> bool:
            if table.property("backdropWanted") or window.findChild(QQuickItem, "cutShade").isVisible():
                during.add(table.property("garbageCollected"))
            return cuts.done > 0 and backdrop_let_go(window)

        table.cutTo(*closer(table, 0.3))  # type: ignore[attr-defined]
        qtbot.waitUntil(cut_done, timeout=10_000)
        assert during == {collected}, "nothing is collected while the cut is under way"
        qtbot.waitUntil(lambda: table.property("garbageCollected") == collected + 1, timeout=5000)
        assert not table.property("garbageLeft")
        qtbot.wait(500)
        assert table.property("garbageCollected") == collected + 1, "once for one picture"
