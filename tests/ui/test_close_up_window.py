"""The close-up in the real window (Table3D.qml, dicebar.ui.camera.close_up): once a throw has settled and the
table waits for the person, the camera has moved in and every die of that throw is at least 6% of the window's
height, measured with the view's own mapFrom3DScene; when play moves on it is back at the whole table. Fixed camera
keeps the whole table; PeekPoker never closes in on a private die."""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QMetaObject, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QVector3D
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest
from tests.app.test_storage_window import storage_window  # noqa: F401  (a fixture)

from dicebar.session.game_session import CLOSE_UP_LOOK_SECONDS, THINK_SECONDS
from dicebar.session.lobby import Lobby
from dicebar.ui.camera import DIE_SHARE
from dicebar.ui.qt_messages import grab_window

from .test_table_window import ARTIFACTS, find, resize

pytestmark = pytest.mark.slow

SEED = 7
GAMES = ("aces-in-the-pot", "fives-to-the-right", "bar-dice", "layman-bar-dice", "peekpoker")

SETUP = {
    "game": "bar-dice",
    "seats": [
        {"name": "You", "human": True, "strength": "good"},
        {"name": "Max", "human": False, "strength": "good"},
    ],
    "options": {},
}


@pytest.fixture
def window_with(storage_window: Any) -> Iterator[Any]:  # noqa: F811
    """The program's window with its settings (dicebar.app.storage), a game of `setup` started in it."""

    def start(setup: dict[str, Any], **settings: object) -> tuple[Lobby, QQuickWindow]:
        lobby, storage, window = storage_window()
        for name, value in settings.items():
            storage.settings.set(name, value)
        assert lobby._seat(setup, seed=SEED)  # as the lobby's Start does, with a fixed table: the same throws each run
        QMetaObject.invokeMethod(window, "showTable")  # Main.qml: as the lobby's Start does
        return lobby, window

    yield start


def die_heights(view: Any, points: list[list[float]], edge: float) -> list[float]:
    """Each die's height on the screen: its box's eight corners mapped by the view (mapFrom3DScene)."""
    heights = []
    h = edge / 2
    for x, y, z in points:
        ys = [
            view.mapFrom3DScene(QVector3D(x + sx * h, y + sy * h, z + sz * h)).y()
            for sx in (-1, 1)
            for sy in (-1, 1)
            for sz in (-1, 1)
        ]
        heights.append(max(ys) - min(ys))
    return heights


def at_whole_table(window: QQuickWindow) -> bool:
    framing = find(window, "tableFraming")
    return find(window, "table3d").property("cameraPosition").distanceToPoint(framing.property("position")) < 0.01


def person_decides(qtbot: Any, lobby: Lobby) -> Any:
    """Play the person's throws (the roll-off's too) until they may choose dice to keep: the table waits on them."""
    session = lobby.session
    assert session is not None
    session.speed = 4.0
    for _ in range(20):
        qtbot.waitUntil(lambda: session.humanTurn and not session.busy, timeout=30_000)
        if session.canChooseDice:
            return session
        session.roll()
    raise AssertionError("the person never came to choose dice")


def test_the_camera_closes_in_on_the_settled_throw_and_goes_back_when_play_moves_on(
    qtbot: Any, window_with: Any
) -> None:
    lobby, window = window_with(SETUP)
    session = person_decides(qtbot, lobby)
    view = find(window, "table3d")
    qtbot.waitUntil(lambda: view.property("closeUpShown") and view.property("cameraStill"), timeout=20_000)
    close_up = session.closeUp
    assert close_up["dice"] and len(close_up["dice"]) == len(session.scene.felt_dice())
    assert not at_whole_table(window)
    heights = die_heights(view, close_up["points"], session.table["dieEdge"])
    assert min(heights) >= DIE_SHARE * view.height(), heights
    # it holds while the person decides
    qtbot.wait(1500)
    assert view.property("closeUpShown") and session.closeUp == close_up
    # the person throws again: back to the whole table while the dice fly, and in again once they rest
    session.speed = 1.0
    session.roll()
    qtbot.waitUntil(lambda: view.property("playing") is not None, timeout=20_000)
    assert session.closeUp["dice"] == []
    qtbot.waitUntil(
        lambda: not view.property("closeUpShown") and view.property("cameraStill") and at_whole_table(window),
        timeout=20_000,
    )
    assert view.property("playing") is not None  # (still flying)
    qtbot.waitUntil(lambda: view.property("closeUpShown") and view.property("cameraStill"), timeout=10_000)


def test_fixed_camera_keeps_the_whole_table(qtbot: Any, window_with: Any) -> None:
    lobby, window = window_with(SETUP, fixed_camera=True)
    session = person_decides(qtbot, lobby)
    view = find(window, "table3d")
    assert session.closeUp["dice"]  # there was a throw to close in on
    qtbot.wait(800)
    assert not view.property("closeUpShown") and view.property("cameraStill") and at_whole_table(window)


def test_peekpoker_closes_in_on_public_dice_only_and_never_shows_a_hidden_one(qtbot: Any, window_with: Any) -> None:
    seats = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo")]
    lobby, window = window_with({"game": "peekpoker", "seats": seats, "options": {}})
    session = lobby.session
    assert session is not None
    session.speed = 4.0
    view = find(window, "table3d")
    seen: list[tuple[list[int], list[dict[str, Any]]]] = []

    def close_up_held() -> bool:
        """The close-up and the dice as they lie, read in the same moment (the computers play on at once)."""
        if view.property("closeUpShown") and view.property("cameraStill") and session.closeUp["dice"]:
            seen.append((list(session.closeUp["dice"]), session.dice_rows()))
            return True
        return False

    qtbot.waitUntil(close_up_held, timeout=60_000)
    framed, rows = seen[0]
    assert framed and all(rows[index]["zone"] == "felt" for index in framed)
    hidden = [row["index"] for row in rows if row["zone"] == "cup"]
    assert not set(framed) & set(hidden)
    for index in (row["index"] for row in session.dice_rows() if row["zone"] == "cup"):
        assert find(window, f"die{index}").property("hidden")  # under its cup: not drawn, whatever the camera


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_close_up_in_every_game_measured_and_shot(
    qtbot: Any, window_with: Any, game_id: str, size: tuple[int, int]
) -> None:
    """Four computers play; the first close-up of two dice or more is measured through the view and saved (look at
    them: tests/artifacts/ui/close_up_<game>_<size>.png; the heights in close_up_sizes.txt)."""
    seats = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo", "Jo")]
    lobby, window = window_with({"game": game_id, "seats": seats, "options": {}})
    resize(qtbot, window, size)
    session = lobby.session
    assert session is not None
    view = find(window, "table3d")
    qtbot.waitUntil(
        lambda: len(session.closeUp["dice"]) >= 2 and view.property("closeUpShown") and view.property("cameraStill"),
        timeout=90_000,
    )
    heights = die_heights(view, session.closeUp["points"], session.table["dieEdge"])
    assert min(heights) >= DIE_SHARE * view.height(), heights
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = f"close_up_{game_id}_{size[0]}x{size[1]}"
    assert grab_window(window).save(str(ARTIFACTS / f"{name}.png"))
    with (ARTIFACTS / "close_up_sizes.txt").open("a") as sizes:
        sizes.write(f"{name}: dice {', '.join(f'{h:.0f}' for h in heights)} px of {view.height():.0f}\n")


def test_a_close_up_that_leaves_the_cup_out_of_view_offers_a_handle_that_takes_it_up(
    qtbot: Any, window_with: Any
) -> None:
    """The cup waits beside the person, out of a close-up's view: a handle at the free area's edge stands for it.
    Pressed, the whole table is shown again, and dragging shakes the cup as the cup itself would."""
    lobby, window = window_with(SETUP)
    session = person_decides(qtbot, lobby)
    view, area = find(window, "table3d"), find(window, "cupTapArea")
    qtbot.waitUntil(lambda: view.property("closeUpShown") and view.property("cameraStill"), timeout=20_000)
    qtbot.waitUntil(lambda: session.canRoll, timeout=20_000)
    assert area.property("visible") and area.property("handle")  # the cup is out of this close-up's view
    handle = find(window, "cupHandle")
    assert handle.property("visible") and min(area.property("width"), area.property("height")) >= 48
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    grab_window(window).save(str(ARTIFACTS / "close-up-cup-handle.png"))
    # the handle lies in the free area, between the HUD's bars
    corner = area.mapToScene(QPointF(0, 0))
    assert corner.x() >= 0 and corner.x() + area.property("width") <= window.width()
    assert find(window, "topBar").property("height") <= corner.y()
    middle = area.mapToScene(QPointF(area.property("width") / 2, area.property("height") / 2)).toPoint()
    history = len(session.game.history)
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    qtbot.waitUntil(
        lambda: not view.property("closeUpShown") and view.property("cameraStill") and at_whole_table(window),
        timeout=20_000,
    )
    assert not area.property("handle")  # over the cup itself again
    for step in range(1, 8):
        QTest.mouseMove(window, middle + QPoint(12 * step, 0))
        qtbot.wait(20)
    assert find(window, "cup").property("phase") == "held" and len(session.game.history) == history
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle + QPoint(84, 0))


def test_a_computer_acts_a_look_after_its_close_up_is_on_screen_however_slow_the_cut(
    qtbot: Any, window_with: Any
) -> None:
    """Under software rendering the close-up comes by a cut behind a dip to dark; with dips of half a second each way
    (as slow as a busy machine draws them) the close-up is on screen over a second after the settle. Each computer
    still acts only once its throw's close-up has been on screen and still for the look (GameSession.closeUpHeld,
    from Table3D's)."""
    seats = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana")]
    lobby, window = window_with({"game": "bar-dice", "seats": seats, "options": {}})
    session = lobby.session
    assert session is not None
    view = find(window, "table3d")
    assert view.property("layered")
    find(window, "cutFade").setProperty("duration", 500)
    turns: list[dict[str, float]] = []

    def look() -> None:
        """Polled: the view's report as the session took it, and each action after a throw's close-up."""
        if not turns or "acts" in turns[-1]:
            return
        if session._held_since is not None and "held" not in turns[-1]:
            turns[-1]["held"] = session._held_since
            assert view.property("closeUpHeld")

    def settled() -> None:
        if session.closeUp["dice"] and not session.humanTurn and (not turns or "acts" in turns[-1]):
            turns.append({"settle": time.monotonic()})

    def applied(_move: str) -> None:
        look()
        if turns and "acts" not in turns[-1]:
            turns[-1]["acts"] = time.monotonic()

    session.settled.connect(settled)
    session.applied.connect(applied)
    poll = QTimer()
    poll.timeout.connect(look)
    poll.start(5)
    qtbot.waitUntil(lambda: len(turns) >= 3 and "acts" in turns[2], timeout=90_000)
    poll.stop()
    for turn in turns[:3]:
        assert "held" in turn, f"a computer acted before its close-up was on screen: {turn}"
        assert CLOSE_UP_LOOK_SECONDS - 0.02 <= turn["acts"] - turn["held"] <= CLOSE_UP_LOOK_SECONDS + 1.0, turn
    # the way in was slow (a close-up may come sooner, its dip begun while the last one's way back was dark): a
    # pause fixed from the settle would have cut the look short
    assert max(turn["held"] - turn["settle"] for turn in turns[:3]) > 1.0, turns


Place = tuple[bool, float, float]


def plate_places(plates: list[Any]) -> list[Place]:
    """Each seat plate as drawn: whether it shows, and where."""
    return [(bool(p.property("visible")), round(p.property("x"), 1), round(p.property("y"), 1)) for p in plates]


def anchors_off(view: Any, plates: list[Any]) -> list[tuple[int, float]]:
    """The plates whose anchor lies off their seat's place as the camera shows it now (px)."""
    off = []
    for seat, plate in enumerate(plates):
        spot = view.property("table")["seats"][seat]["position"]
        place = view.mapFrom3DScene(QVector3D(spot[0] * 1.18, 3, spot[2] * 1.18))
        anchor = plate.property("anchor")
        miss = math.hypot(anchor.x() - place.x(), anchor.y() - place.y())
        if miss > 0.5:
            off.append((seat, round(miss, 1)))
    return off


def plates_over_a_cut(qtbot: Any, view: Any, plates: list[Any]) -> tuple[list[list[Place]], list[list[Place]]]:
    """The plates sampled through the cut under way, until the camera is still: before the camera's pose changes
    (the dip to dark, the dark) and after (the dark, the way back)."""
    pose = view.property("cameraPosition")
    before: list[list[Place]] = []
    after: list[list[Place]] = []
    qtbot.waitUntil(lambda: not view.property("cameraStill"), timeout=5000)
    while not view.property("cameraStill"):
        places = plate_places(plates)
        moved = view.property("cameraPosition").distanceToPoint(pose) > 0.01  # (read after the plates)
        (after if moved else before).append(places)
        qtbot.wait(5)
    return before, after


def test_seat_plates_move_with_the_picture_while_a_cut_is_dark(qtbot: Any, window_with: Any) -> None:
    """Under software rendering a cut to or from a close-up dips to dark, changes the camera, and comes back. The
    plates keep their places (and a seat out of the close-up's view its hidden plate) until the camera changes in
    the dark, and then take the new pose's places at once."""
    seats = [{"name": "You", "human": True}] + [
        {"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo")
    ]
    lobby, window = window_with({"game": "bar-dice", "seats": seats, "options": {}})
    resize(qtbot, window, (1024, 600))
    view = find(window, "table3d")
    assert view.property("layered")
    person_decides(qtbot, lobby)
    qtbot.waitUntil(lambda: view.property("closeUpHeld"), timeout=20_000)
    # (the same delegates throughout: nothing here resets the seats' model; looked up once, as walking the window's
    # items at every sample would hold up the cut's frames)
    plates = [find(window, f"seatPlate{seat}") for seat in range(len(seats))]
    in_close_up = plate_places(plates)
    assert not all(shown for shown, _, _ in in_close_up), "every seat's place lies in the close-up's view"
    # out: a tap off the dice shows the whole table
    view.setProperty("closeUpDismissed", True)
    dip, dark = plates_over_a_cut(qtbot, view, plates)
    assert dip and all(places == in_close_up for places in dip), (in_close_up, dip)
    whole = plate_places(plates)
    assert at_whole_table(window) and all(shown for shown, _, _ in whole)
    assert anchors_off(view, plates) == []
    assert dark and all(places == whole for places in dark), (whole, dark)
    # in again
    view.setProperty("closeUpDismissed", False)
    dip, dark = plates_over_a_cut(qtbot, view, plates)
    assert dip and all(places == whole for places in dip), (whole, dip)
    assert plate_places(plates) == in_close_up and anchors_off(view, plates) == []
    assert dark and all(places == in_close_up for places in dark), (in_close_up, dark)


def test_a_computers_first_throw_waits_for_the_table_drawn_whole(qtbot: Any, window_with: Any) -> None:
    """Under software rendering a new table's first frames draw its whole backdrop and copy it: the longest frames
    the table has. The first computer's action waits until the view has drawn the table (Table3D.tableDrawn, given
    to GameSession.tableShown) and then pauses as after a settle: its throw never shares those frames."""
    seats = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana")]
    lobby, window = window_with({"game": "bar-dice", "seats": seats, "options": {}})
    session = lobby.session
    assert session is not None
    seen: dict[str, Any] = {}

    def applied(_move: str) -> None:
        seen.setdefault("drawn", bool(find(window, "backdropPicture").property("ready")))
        shown_since = getattr(session, "_shown_since", None)
        seen.setdefault("after", time.monotonic() - shown_since if shown_since else None)

    session.applied.connect(applied)
    qtbot.waitUntil(lambda: "drawn" in seen, timeout=20_000)
    assert find(window, "table3d").property("layered")
    assert seen["drawn"], "the first computer acted before the table was drawn"
    assert seen["after"] is not None and seen["after"] >= THINK_SECONDS / session.speed - 0.02, seen
