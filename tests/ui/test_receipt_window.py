"""The seal on the table and the receipt at the end, in the real window: a game played to its end by clicks shows
the seal its saved history holds, and the end screen's seed verifies; a kiosk's end screen shows the receipt as a
QR code that reads back as the receipt.

Screenshots land in tests/artifacts/ui/receipt-*.png (look at them).
"""

from __future__ import annotations

import base64
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import segno
from PySide6.QtCore import QByteArray, QMetaObject, QObject, QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.app import receipt
from dicebar.app.receipt import QR_BORDER, receipt_text
from dicebar.app.self_test import walk_items
from dicebar.rules.verify import verify_history
from dicebar.session.lobby import Lobby, default_setup
from dicebar.ui.qt_messages import grab_window
from ui.conftest import program_window
from ui.test_kiosk import close_kiosk_window, open_kiosk_window
from ui.test_table_window import click_item, find

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("receipt-screenshots")]

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "ui"
GAME = "aces-in-the-pot"  # a person and two computers, two tokens each: a game of a few dozen throws
TABLE_SIZES = ((1024, 600), (1920, 1080))
END_SIZES = ((1024, 600), (1920, 1080), (3840, 2160))


def shoot(qtbot: Any, window: QQuickWindow, size: tuple[int, int], name: str) -> None:
    """The window at `size`, saved as tests/artifacts/ui/receipt-NAME-WxH.png."""
    window.setGeometry(0, 0, *size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=5000)
    qtbot.wait(400)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert grab_window(window).save(str(ARTIFACTS / f"receipt-{name}-{size[0]}x{size[1]}.png"))


def inside_window(window: QQuickWindow, item: QObject) -> bool:
    """The item is shown, whole, within the window."""
    assert isinstance(item, QQuickItem)
    corner = item.mapToScene(QPointF(0, 0))
    return (
        item.isVisible()
        and item.width() > 0
        and corner.x() >= 0
        and corner.y() >= 0
        and corner.x() + item.width() <= window.width() + 0.5
        and corner.y() + item.height() <= window.height() + 0.5
    )


def play_to_the_end(qtbot: Any, lobby: Lobby, window: QQuickWindow) -> None:
    """Click Roll whenever it is the person's turn (the computers play theirs) until the game is over."""
    session = lobby.session
    assert session is not None
    session.skipAnimations = True
    session.speed = 4.0
    roll = find(window, "rollButton")
    for _ in range(400):
        if session.over:
            return
        if session.canRoll and session.humanTurn and roll.property("enabled"):
            click_item(window, roll)
        qtbot.wait(50)
    qtbot.waitUntil(lambda: bool(session.over), timeout=60_000)


def test_the_seal_shown_at_the_start_is_the_saved_historys_and_its_seed_verifies(qtbot: Any, tmp_path: Path) -> None:
    setup = default_setup(GAME)  # you and two computers
    with program_window(qtbot, setup, size=TABLE_SIZES[0]) as (lobby, window):
        session = lobby.session
        assert session is not None
        seal_line = find(window, "sealLine")
        qtbot.waitUntil(lambda: inside_window(window, seal_line), timeout=5000)
        shown_at_start = str(seal_line.property("text"))
        assert re.fullmatch(r"seal [0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}", shown_at_start), shown_at_start
        for size in TABLE_SIZES:
            shoot(qtbot, window, size, "table")
        shoot(qtbot, window, TABLE_SIZES[0], "table")  # back to the small screen, where the game is played

        # a tap on the seal tells what it proves, with the seal in full
        click_item(window, seal_line)
        panel = find(window, "sealPanel")
        qtbot.waitUntil(lambda: bool(panel.property("opened")), timeout=3000)
        assert "".join(str(find(window, "sealDigest").property("text")).split()).endswith(session.sealDigest)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        qtbot.wait(300)
        assert grab_window(window).save(str(ARTIFACTS / "receipt-seal-panel-1024x600.png"))
        panel.setProperty("visible", False)

        # not before the end: no seed, no button
        assert not find(window, "receiptLine").property("visible")
        assert not find(window, "saveHistoryButton").property("visible")

        play_to_the_end(qtbot, lobby, window)
        overlay = find(window, "endOverlay")
        qtbot.waitUntil(lambda: bool(overlay.property("visible")), timeout=5000)
        receipt_line = find(window, "receiptLine")
        button = find(window, "saveHistoryButton")
        qtbot.waitUntil(lambda: inside_window(window, button) and inside_window(window, receipt_line), timeout=5000)
        for size in END_SIZES:
            shoot(qtbot, window, size, "end")
            assert inside_window(window, button) and inside_window(window, receipt_line), f"cut off at {size}"
        shoot(qtbot, window, END_SIZES[0], "end")

        click_item(window, button)
        said = str(find(window, "historySavedLine").property("text"))
        shoot(qtbot, window, END_SIZES[0], "end-saved")
        assert inside_window(window, find(window, "historySavedLine")) and inside_window(window, button)
        saved = re.fullmatch(r"Saved the game's history to (.+\.json)\.", said)
        assert saved, said
        path = Path(saved.group(1))
        assert path.parent == receipt.histories_dir()
        record = json.loads(path.read_bytes())
        digest = str(record["seal"]).upper()
        assert shown_at_start == f"seal {digest[:4]}-{digest[4:8]}-{digest[8:12]}"
        assert record["seal"] == session.sealDigest
        # the seed on the end screen is the history's, and it verifies: in process and by the command line
        assert str(receipt_line.property("text")).endswith(f"seed {record['seed']}")
        verified = verify_history(path.read_bytes())
        assert verified.seal.code == shown_at_start.removeprefix("seal ")
        command = subprocess.run(
            [sys.executable, "-m", "dicebar", "verify", str(path)],
            check=False,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert command.returncode == 0, command.stderr
        assert command.stdout.strip() == str(verified)
        assert path.with_suffix(".txt").read_text(encoding="utf-8")


def test_saving_where_the_disk_refuses_says_so_in_one_line_and_writes_nothing(qtbot: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("")
    with program_window(qtbot, default_setup(GAME), size=TABLE_SIZES[0]) as (lobby, window):
        lobby.findChild(receipt.Receipts).folder = blocker / "histories"
        play_to_the_end(qtbot, lobby, window)
        button = find(window, "saveHistoryButton")
        qtbot.waitUntil(lambda: inside_window(window, button), timeout=5000)
        click_item(window, button)
        said = str(find(window, "historySavedLine").property("text"))
        assert said.startswith("Could not save the history in ") and "\n" not in said, said
        assert list(tmp_path.iterdir()) == [blocker]


def qr_modules(picture: QImage, size: int) -> list[list[int]]:
    """The dark (1) and light (0) modules of a QR code `size` modules across, drawn with its quiet zone."""
    across = size + 2 * QR_BORDER
    step_x, step_y = picture.width() / across, picture.height() / across

    def dark(row: int, column: int) -> int:
        colour = QColor(picture.pixel(int((column + QR_BORDER + 0.5) * step_x), int((row + QR_BORDER + 0.5) * step_y)))
        return int(colour.lightness() < 128)

    return [[dark(row, column) for column in range(size)] for row in range(size)]


def shown_picture(window: QQuickWindow, image: QObject) -> QImage:
    """The window's pixels where the Image `image` paints its picture."""
    assert isinstance(image, QQuickItem)
    shot = grab_window(window)
    scale = shot.width() / window.width()
    corner = image.mapToScene(QPointF(0, 0))
    painted = image.property("paintedWidth")
    left = corner.x() + (image.width() - painted) / 2
    top = corner.y() + (image.height() - painted) / 2
    return shot.copy(round(left * scale), round(top * scale), round(painted * scale), round(painted * scale))


def test_a_kiosks_end_screen_shows_the_receipt_as_a_qr_code_and_offers_no_file(qtbot: Any) -> None:
    kiosk_window = open_kiosk_window(qtbot)
    window, lobby = kiosk_window.window, kiosk_window.lobby
    try:
        setup = default_setup(GAME)
        assert lobby.start(setup)
        QMetaObject.invokeMethod(window, "showTable")
        qtbot.waitUntil(lambda: lobby.session is not None, timeout=5000)
        session = lobby.session
        play_to_the_end(qtbot, lobby, window)
        qr = find(window, "receiptQr")
        qtbot.waitUntil(lambda: inside_window(window, qr), timeout=5000)
        assert not find(window, "saveHistoryButton").property("visible")  # a kiosk writes no files

        history = session.history()
        expected = receipt_text(
            session.title, str(history.record["seal"]), str(history.record["seed"]), session.hud["result"]
        )
        code = segno.make(expected, error="m", micro=False, boost_error=False)
        wanted = [[int(bool(bit)) for bit in row] for row in code.matrix]
        # the picture QML was handed holds that code ...
        source = qr.property("source").toString()
        assert source.startswith("data:image/png;base64,")
        handed = QImage.fromData(QByteArray(base64.b64decode(source.split(",", 1)[1])))
        assert qr_modules(handed, len(wanted)) == wanted
        # ... and the screen shows it, module for module
        # ... and the screen shows it, module for module, on a kiosk screen of 1080p and on a small one
        for size in ((1920, 1080), (1024, 600)):
            shoot(qtbot, window, size, "kiosk-qr")
            for name in ("receiptQr", "receiptLine", "againButton", "lobbyButton"):
                assert inside_window(window, find(window, name)), f"{name} cut off at {size}"
            assert qr_modules(shown_picture(window, qr), len(wanted)) == wanted, f"the code on screen at {size}"
        assert expected.count("\n") == 3 and len(expected.encode()) < 250  # a small code, for a phone's camera
        click_item(window, find(window, "lobbyButton"))  # the table goes, and its animations with it
        qtbot.waitUntil(lambda: lobby.session is None, timeout=5000)
    finally:
        close_kiosk_window(kiosk_window)


def items_named(start: QObject, name: str) -> list[QObject]:
    return [item for item in walk_items(start) if item.objectName() == name]


def test_a_guided_game_shows_no_seal(qtbot: Any) -> None:
    with program_window(qtbot, size=TABLE_SIZES[0]) as (lobby, window):
        assert lobby.learn(GAME)
        QMetaObject.invokeMethod(window, "showTable")
        qtbot.waitUntil(lambda: bool(items_named(window.contentItem(), "sealLine")), timeout=5000)
        qtbot.wait(300)
        assert lobby.session is not None and lobby.session.sealCode == ""  # scripted dice: nothing sealed
        (seal_line,) = items_named(window.contentItem(), "sealLine")
        assert not seal_line.property("visible") and seal_line.property("text") == ""


def test_the_kiosks_demo_shows_no_seal_and_no_receipt(qtbot: Any) -> None:
    kiosk_window = open_kiosk_window(qtbot, attract_after_s=1)
    try:
        window, kiosk = kiosk_window.window, kiosk_window.kiosk
        qtbot.waitUntil(lambda: kiosk.attracting and kiosk.demoSession is not None, timeout=6000)
        demo = kiosk.demoSession
        demo.skipAnimations = True
        attract_table = find(window, "attractTable")
        qtbot.waitUntil(lambda: bool(items_named(attract_table, "sealLine")), timeout=5000)
        (seal_line,) = items_named(attract_table, "sealLine")
        assert not seal_line.property("visible")
        qtbot.waitUntil(lambda: bool(demo.over), timeout=120_000)
        (end,) = items_named(attract_table, "endOverlay")
        qtbot.waitUntil(lambda: bool(end.property("visible")), timeout=5000)
        for name in ("receiptLine", "saveHistoryButton"):
            (item,) = items_named(attract_table, name)
            assert not item.property("visible"), name
        (qr,) = items_named(attract_table, "receiptQr")
        assert not qr.property("wanted") and qr.property("source").isEmpty()
    finally:
        close_kiosk_window(kiosk_window)
