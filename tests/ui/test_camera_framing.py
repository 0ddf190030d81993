"""The table's camera (dicebar.ui.camera, which Table3D.qml's camera and its backdrop's are bound to): the person at
the near seat sees their own dice and cup over the near rail, and the whole table is in the window, as large as
it fits, at every window shape and for 2 to 8 seats. The maths is checked without rendering; one window test
checks that the QML camera is that maths (mapFrom3DScene against `Camera.project`)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QVector3D
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.session.lobby import Lobby
from dicebar.session.table_scene import ASIDE_ROW, HAND_ROW, TableScene, scene_pose
from dicebar.ui import theme
from dicebar.ui.camera import (
    MIN_PITCH,
    Camera,
    TableBox,
    Window,
    fit,
    frame_table,
    near_marks,
    sees_near_seat,
    table_box,
)

from .conftest import program_window
from .test_table_window import find, resize

WINDOWS = ((1024, 600), (1280, 800), (1920, 1080), (3840, 2160), (1080, 1350))


PLATE = 22.5  # a seat plate's width in u: "computer · good · 5 dice"
TRAY = 7.0  # the hand tray over the action bar (its dice and the reading beside them), in u


def hud_window(width: int, height: int, poker: bool = False) -> Window:
    """The view's free area as TablePage leaves it: its top bar (7.5 u), its action bar (10 u, PeekPoker's 17 u)
    with the hand tray on it (7 u), a margin of u, and the seat plates' room at the sides (the widest
    plate and 2 u), with the pages' unit at a text size of 100% (dicebar.ui.theme)."""
    columns, rows = theme.PAGE_UNITS
    u = max(float(theme.MINIMUM_UNIT), min(width / columns, height / rows))
    bottom = ((17 if poker else 10) + TRAY) * u
    return Window(width, height, top=7.5 * u, bottom=bottom, margin=u, side=(PLATE + 2) * u)


def hidden_marks(camera: Camera, table: TableBox, seats: int) -> list[str]:
    """What at the near seat the near rail hides from this camera: the line of sight from the camera to each
    mark (the lowest front point of a die, the cup, a stack) must pass above the rail's top inner edge."""
    return [mark.what for mark in near_marks(seats) if camera.clearance(mark.point, table) < 0]


def outside(camera: Camera, points: list[tuple[float, float, float]], window: Window) -> list[tuple[float, float]]:
    """The projections of `points` that leave the free area between the HUD's bars (half a pixel of slack)."""
    found = []
    for point in points:
        x, y = camera.project(point, window)
        if not (-0.5 <= x <= window.width + 0.5 and window.top - 0.5 <= y <= window.height - window.bottom + 0.5):
            found.append((x, y))
    return found


def every_seats_row(seats: int) -> list[tuple[float, float, float]]:
    """The dice rows of every seat (hand and set-aside, five dice each) and the middle, in scene centimetres."""
    scene = TableScene(seats)
    spots = [(0.0, 0.0, 0.0)]
    for seat in range(seats):
        for inward in (HAND_ROW, ASIDE_ROW):
            spots += scene.row_positions(seat, 5, inward)
    return [tuple(scene_pose(spot, (1.0, 0.0, 0.0, 0.0))[0]) for spot in spots]  # type: ignore[misc]


@pytest.mark.parametrize("seats", range(2, 9))
@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("poker", [False, True])
def test_the_near_seat_sees_its_dice_and_cup_over_the_near_rail(seats: int, size: tuple[int, int], poker: bool) -> None:
    window = hud_window(*size, poker=poker)
    table = table_box(seats)
    camera = frame_table(seats, window)
    assert hidden_marks(camera, table, seats) == []
    # and they are in the window, above the action bar
    assert outside(camera, [mark.point for mark in near_marks(seats)], window) == []


@pytest.mark.parametrize("seats", range(2, 9))
@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("poker", [False, True])
def test_the_whole_table_is_in_the_window_and_as_large_as_it_fits(
    seats: int, size: tuple[int, int], poker: bool
) -> None:
    window = hud_window(*size, poker=poker)
    table = table_box(seats)
    camera = frame_table(seats, window)
    corners = table.rail_corners()
    assert outside(camera, corners + every_seats_row(seats), window) == []
    # the end seats' rows leave room for a seat plate between them and the window's side
    for point in table.side_rows:
        x, _ = camera.project(point, window)
        assert window.side - 0.5 <= x <= window.width - window.side + 0.5
    # As large as it fits: the corners (or the end seats' rows) touch the free area's sides, or the corners touch
    # both its top and its bottom.
    xs, ys = zip(*(camera.project(corner, window) for corner in corners), strict=True)
    row_xs = [camera.project(point, window)[0] for point in table.side_rows]
    slack_left = min([x - window.margin for x in xs] + [x - window.side for x in row_xs])
    slack_right = min([window.width - window.margin - x for x in xs] + [window.width - window.side - x for x in row_xs])
    touches_sides = abs(slack_left) <= 0.5 and abs(slack_right) <= 0.5
    touches_bars = math.isclose(min(ys), window.top + window.margin, abs_tol=0.5) and math.isclose(
        max(ys), window.height - window.bottom - window.margin, abs_tol=0.5
    )
    assert touches_sides or touches_bars, (min(xs), max(xs), min(ys), max(ys))


def _camera_before_the_fix(seats: int, window: Window) -> Camera:
    """The camera this fit replaced, for comparison: pitch 52, backed off by guessed factors."""
    table = table_box(seats)
    half_x, half_z = table.outer_half
    pitch = math.radians(52)
    vertical = math.tan(math.radians(15))
    need_width = half_x * 1.08 / (vertical * max(0.3, window.aspect))
    need_depth = (half_z * math.sin(pitch) * 1.15 + half_z * math.cos(pitch) * 0.4) / vertical
    distance = max(need_width, need_depth) + 6
    return Camera(30.0, 52.0, (0.0, distance * math.sin(pitch), distance * math.cos(pitch) + half_z * 0.12))


@pytest.mark.parametrize("seats", [2, 5, 8])
def test_the_check_finds_what_the_old_camera_hid(seats: int) -> None:
    """The near rail hid the near seat's hand row (and the cup's foot) from the camera before this one."""
    window = hud_window(1280, 800)
    hidden = hidden_marks(_camera_before_the_fix(seats, window), table_box(seats), seats)
    assert "hand row die" in hidden


def test_a_steeper_camera_is_chosen_only_as_steep_as_it_must_be() -> None:
    """The pitch is the lowest that shows the near seat with a little room to spare (CLEARANCE): a degree less
    and some line of sight grazes or meets the rail."""
    for seats in (2, 5, 8):
        for size in WINDOWS:
            window = hud_window(*size)
            camera = frame_table(seats, window)
            if camera.pitch > MIN_PITCH:
                flatter = fit(table_box(seats), window, camera.pitch - 1.0)
                assert not sees_near_seat(flatter, table_box(seats), near_marks(seats))


# ----- the QML camera is this maths -----


@pytest.fixture
def table_window(qtbot: Any) -> Iterator[tuple[Lobby, QQuickWindow]]:
    seats = [{"name": "You", "human": True, "strength": "good"}]
    seats += [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo", "Jo")]
    setup = {"game": "fives-to-the-right", "seats": seats, "options": {}}
    with program_window(qtbot, setup) as opened:
        yield opened


@pytest.mark.slow
def test_the_views_camera_is_the_framing_maths(qtbot: Any, table_window: tuple[Lobby, QQuickWindow]) -> None:
    lobby, win = table_window
    stack = find(win, "stack")
    qtbot.waitUntil(lambda: stack.property("depth") == 2 and not stack.property("busy"), timeout=10_000)
    session = lobby.session
    assert session is not None
    view = find(win, "table3d")
    view.setProperty("keepBackdrop", True)  # its camera is checked too (else it is let go once copied)
    view.setProperty("closeUps", False)  # the whole table's framing (test_close_up_window.py: the close-ups)
    backdrop = find(win, "tableBackdrop")
    assert isinstance(view, QQuickItem)
    for size in ((1024, 600), (1920, 1080), (1080, 1350)):
        resize(qtbot, win, size)
        top, bottom, tray = find(win, "topBar"), find(win, "actionBar"), find(win, "handTray")
        u = max(6.0, min(view.width() / 150, view.height() / 85))
        side = view.property("frameSide")
        bars = (top.property("height"), bottom.property("height") + tray.property("height"))
        window = Window(view.width(), view.height(), *bars, u, side)
        assert window == dataclasses.replace(
            hud_window(*size), side=side
        )  # the bars are as the geometric tests take them
        camera = frame_table(5, window)
        assert view.property("pitch") == pytest.approx(camera.pitch)
        assert view.property("fov") == pytest.approx(camera.fov)
        for point in table_box(5).rail_corners() + [mark.point for mark in near_marks(5)]:
            expected = camera.project(point, window)
            for item in (view, backdrop):  # the backdrop's camera is the same
                mapped = item.mapFrom3DScene(QVector3D(*point))  # type: ignore[attr-defined]
                assert (mapped.x(), mapped.y()) == pytest.approx(expected, abs=1.0), item.objectName()
        # no seat plate lies over a die in a seat's row
        plates = [find(win, f"seatPlate{seat}") for seat in range(5)]
        for row in session.dice.rows():  # type: ignore[attr-defined]
            if row["zone"] not in ("hand", "aside"):
                continue
            mapped = view.mapFrom3DScene(QVector3D(*row["position"]))  # type: ignore[attr-defined]
            for plate in plates:
                assert isinstance(plate, QQuickItem)
                corner = plate.mapToItem(view, QPointF(0, 0))
                inside_x = corner.x() - 4 <= mapped.x() <= corner.x() + plate.width() + 4
                inside_y = corner.y() - 4 <= mapped.y() <= corner.y() + plate.height() + 4
                assert not (inside_x and inside_y), (size, row["index"], plate.objectName())
