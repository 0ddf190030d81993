"""The window with what is kept between runs: the resume offer, damaged-file notices, the leaderboard and the tab,
an unexpected error's friendly message, the log. Screenshots go to tests/artifacts/storage/ (look at them)."""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtQuick import QQuickWindow

from app.test_damaged_saves import real_save
from app.test_stats import played
from dicebar.app.autosave import SAVE_FILE
from dicebar.app.gui import build_window
from dicebar.app.luck import verdict
from dicebar.app.self_test import walk_items
from dicebar.app.storage import Storage, open_storage
from dicebar.session.lobby import Lobby
from dicebar.ui.qt_messages import close_window, grab_window, print_like_qt
from ui.test_table_layers import evaluate
from ui.test_table_window import click_item, find

pytestmark = pytest.mark.slow

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "storage"


@pytest.fixture
def storage_window(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    hooks = sys.excepthook
    made: list[Any] = []

    def make(files: dict[str, bytes] | None = None) -> tuple[Lobby, Storage, QQuickWindow]:
        for name, data in (files or {}).items():
            (tmp_path / name).write_bytes(data)
        lobby = Lobby()
        storage = open_storage(lobby, lobby, tmp_path)
        # The engine is never a local here: a damaged file's logged error keeps this frame alive (through its
        # traceback's callers), and with it anything it names; the engine must go at teardown with its window.
        made.append((*build_window(lobby, size=(1280, 800), context=storage.context()), lobby))
        window = made[-1][1]
        window.show()
        qtbot.waitExposed(window)
        return lobby, storage, window

    yield make
    while made:  # each engine really goes (a window closed but kept would animate on: tests/qt_leaks.py)
        engine, window, lobby = made.pop()
        close_window(window)
        del engine
        lobby.leave()
    sys.excepthook = hooks
    qInstallMessageHandler(print_like_qt)  # the test process's own (tests/conftest.py), never None
    logging.getLogger().handlers = [h for h in logging.getLogger().handlers if not hasattr(h, "baseFilename")]


def shown_rows(window: QQuickWindow) -> list[list[str]]:
    """The leaderboard's rows on screen, top to bottom: each row's cells as drawn."""
    drawn = evaluate(
        find(window, "leaderboard"),
        "Array.from(contentItem.children).filter(row => row.visible && row.children.length > 1)"
        ".sort((a, b) => a.y - b.y)"
        ".map(row => Array.from(row.children).filter(cell => cell.text !== undefined).map(cell => cell.text)"
        ".join('\\t')).join('\\n')",
    )
    return [line.split("\t") for line in str(drawn).splitlines()]


def shoot(window: QQuickWindow, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    grab_window(window).save(str(ARTIFACTS / name))


def test_the_lobby_offers_the_saved_game_and_resume_seats_it(qtbot: Any, storage_window: Any) -> None:
    record = real_save("bar-dice", 14)
    for seat in record["setup"]["seats"]:
        seat["human"] = True  # people at the table: it waits for them, so the resumed state stays put
    lobby, _, window = storage_window({SAVE_FILE: json.dumps(record).encode()})
    banner = find(window, "resumeText")
    assert banner.property("text") == "Resume Bar Dice with Ana, Bo and Cy, 14 moves in?"
    shoot(window, "resume-offer.png")
    click_item(window, find(window, "resumeButton"))
    qtbot.waitUntil(lambda: find(window, "stack").property("depth") == 2, timeout=10_000)
    session = lobby.property("session")
    assert [a.to_json() for a in session.game.history] == record["save"]["actions"]
    qtbot.wait(500)
    shoot(window, "resumed-table.png")
    assert "Ana" in find(window, "headline").property("text")


def test_damaged_files_are_said_in_the_lobby(qtbot: Any, storage_window: Any, tmp_path: Path) -> None:
    _, storage, window = storage_window(
        {SAVE_FILE: b'{"format": "dicebar-autosave"', "settings.json": b"\x00\xff", "stats.sqlite": b"junk" * 50}
    )
    text = find(window, "noticeText").property("text")
    assert text.splitlines() == [
        "The settings were damaged, so the defaults are used; the old file is kept aside.",
        "The saved game was damaged and could not be resumed; the file is kept aside.",
        "The statistics were damaged, so a new record was started; the old file is kept aside.",
    ]
    assert not find(window, "resumeBanner").property("visible")
    shoot(window, "damaged-files.png")
    for name in ("settings.json", SAVE_FILE, "stats.sqlite"):
        assert len(list(tmp_path.glob(name + ".bad-*"))) == 1
    log = storage.log_path.read_text(encoding="utf-8") if storage.log_path else ""
    assert log.count(" ERROR ") >= 3
    click_item(window, find(window, "noticesOk"))
    qtbot.waitUntil(lambda: not find(window, "notices").property("visible"))


def test_the_leaderboard_sorts_settles_and_exports(qtbot: Any, storage_window: Any, tmp_path: Path) -> None:
    _, storage, window = storage_window()
    for k, seed in enumerate((1, 2, 3, 4)):
        game = played("bar-dice" if k % 2 else "layman-bar-dice", ["Ana", "Bo", "Max"], seed)
        storage.stats.record_game(f"{k:08x}", game, [True, True, False], 1000.0 * k, 1000.0 * k + 600)
    click_item(window, find(window, "leaderboardButton"))
    qtbot.waitUntil(lambda: find(window, "stack").property("depth") == 2, timeout=5000)
    page = find(window, "leaderboardPage")
    qtbot.wait(300)
    shoot(window, "leaderboard.png")
    shown = shown_rows(window)
    assert sorted(row[0] for row in shown) == ["Ana", "Bo", "Max  · computer"]
    assert shown[-1][0] == "Max  · computer"  # most won first, then fewest bought
    assert all(len(row) == 6 and row[4].endswith("%") for row in shown)
    click_item(window, find(window, "sort-name"))
    qtbot.waitUntil(lambda: [row[0] for row in shown_rows(window)] == ["Ana", "Bo", "Max  · computer"])
    assert find(window, "sort-name").property("text") == "Player ▲"
    click_item(window, find(window, "sort-name"))
    qtbot.waitUntil(lambda: [row[0] for row in shown_rows(window)] == ["Max  · computer", "Bo", "Ana"])
    assert find(window, "sort-name").property("text") == "Player ▼"
    click_item(window, find(window, "sort-played"))
    qtbot.waitUntil(lambda: find(window, "sort-played").property("text") == "Played ▼")
    assert [row[1] for row in shown_rows(window)] == ["4", "4", "4"]
    assert [row[0] for row in shown_rows(window)] == ["Ana", "Bo", "Max  · computer"]  # a tie reads A to Z
    tab = storage.stats.tab()
    if tab:
        click_item(window, find(window, "settle0"))
        qtbot.waitUntil(lambda: len(storage.stats.tab()) == len(tab) - 1, timeout=3000)
    click_item(window, find(window, "exportButton"))
    qtbot.waitUntil(lambda: page.property("confirmation").startswith("Saved the leaderboard and the tab to "))
    exported = Path(page.property("confirmation").removeprefix("Saved the leaderboard and the tab to ").rstrip("."))
    assert exported.exists() and exported.read_text(encoding="utf-8-sig").startswith("table,game,name")
    exported.unlink()
    shoot(window, "leaderboard-exported.png")
    click_item(window, find(window, "backButton"))
    qtbot.waitUntil(lambda: find(window, "stack").property("depth") == 1, timeout=5000)
    qtbot.wait(100)  # the page and its rows are gone: a game recorded now reaches no deleted model
    storage.stats.record_game("ffffffff", played("bar-dice", ["Ana", "Bo"], 9), [True, True], 9000.0, 9600.0)
    assert storage.error_report.property("message") == ""


def test_an_unexpected_error_is_logged_saved_and_shown_kindly(qtbot: Any, storage_window: Any, tmp_path: Path) -> None:
    lobby, storage, window = storage_window()
    seats = [{"name": n, "human": False, "strength": "good"} for n in ("Ana", "Bo")]
    assert lobby.start({"game": "bar-dice", "seats": seats, "options": {}, "hints": False})
    session = lobby.property("session")
    qtbot.waitUntil(lambda: len(session.game.history) >= 2, timeout=20_000)
    (tmp_path / SAVE_FILE).unlink()  # so we see the error hook write it again

    try:
        raise RuntimeError("a bug of ours")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # what Python calls for an error nobody caught (a slot, a timer)
    assert storage.error_report.property("message").startswith("Something went wrong inside Dice Bar.")
    assert (tmp_path / SAVE_FILE).exists()
    overlay = find(window, "errorOverlay")
    qtbot.waitUntil(lambda: overlay.property("visible"))
    shoot(window, "unexpected-error.png")
    log = storage.log_path.read_text(encoding="utf-8") if storage.log_path else ""
    assert "CRITICAL dicebar: unexpected error" in log and "Traceback" in log and "a bug of ours" in log
    click_item(window, find(window, "errorDismiss"))
    qtbot.waitUntil(lambda: not overlay.property("visible"))


def test_the_settings_popup_changes_and_keeps_the_settings(qtbot: Any, storage_window: Any, tmp_path: Path) -> None:
    _, storage, window = storage_window()
    click_item(window, find(window, "settingsButton"))
    popup = find(window, "settingsPopup")
    qtbot.waitUntil(lambda: popup.property("opened"), timeout=5000)
    click_item(window, find(window, "setting-reduced_motion"))
    qtbot.waitUntil(lambda: storage.settings.get("reduced_motion") is True, timeout=3000)
    click_item(window, find(window, "setting-fixed_camera"))
    qtbot.waitUntil(lambda: storage.settings.get("fixed_camera") is True, timeout=3000)
    click_item(window, find(window, "setting-hints_allowed"))
    qtbot.waitUntil(lambda: storage.settings.get("hints_allowed") is False, timeout=3000)
    qtbot.wait(300)
    shoot(window, "settings.png")
    click_item(window, find(window, "settingsDone"))
    qtbot.waitUntil(lambda: not popup.property("visible"), timeout=5000)
    hints = find(window, "hintsSwitch")
    assert not hints.property("enabled") and not hints.property("checked")
    storage.settings.save()
    assert '"reduced_motion": true' in (tmp_path / "settings.json").read_text()
    assert '"fixed_camera": true' in (tmp_path / "settings.json").read_text()


def test_the_luck_page_draws_each_faces_share_to_scale(qtbot: Any, storage_window: Any) -> None:
    """The Luck page's bars stand as tall as each face's share (all, people, computers), to one scale, with the
    chi-square test's words below; screenshots at the smallest, the usual and the largest screen."""
    _, storage, window = storage_window()
    for k, game_id in enumerate(("bar-dice", "peekpoker", "fives-to-the-right", "aces-in-the-pot", "layman-bar-dice")):
        game = played(game_id, ["Ana", "Bo", "Max"], 30 + k)
        storage.stats.record_game(f"{k:08x}", game, [True, True, False], 86400.0 * k, 86400.0 * k + 600)
    thrown = storage.stats.faces_by_thrower()
    counts = {
        "people": thrown[True],
        "computers": thrown[False],
        "all": tuple(a + b for a, b in zip(thrown[True], thrown[False], strict=True)),
    }
    shares = {key: [c / sum(faces) for c in faces] for key, faces in counts.items()}
    scale = max(*(max(s) for s in shares.values()), 1.5 / 6)
    click_item(window, find(window, "leaderboardButton"))
    qtbot.waitUntil(lambda: find(window, "stack").property("depth") == 2, timeout=5000)
    qtbot.waitUntil(lambda: not find(window, "stack").property("busy"), timeout=5000)  # the page has slid in
    click_item(window, find(window, "luckTab"))
    qtbot.waitUntil(lambda: find(window, "luckPanel").property("visible"), timeout=5000)
    for width, height in ((1024, 600), (1920, 1080), (3840, 2160), (1280, 800)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w, timeout=3000)
        qtbot.wait(300)
        shoot(window, f"luck-{width}x{height}.png")
    for key, faces in shares.items():
        chart = find(window, f"luckChart-{key}")
        plot = next(item for item in walk_items(chart) if item.objectName() == "plot")
        heights = [find(window, f"bar-{key}-{face}").property("height") for face in range(1, 7)]
        assert heights == pytest.approx([plot.height() * share / scale for share in faces], abs=0.5), key
        said = next(item for item in walk_items(chart) if item.objectName() == "verdict").property("text")
        assert said == verdict(counts[key]).english()
    assert max(find(window, f"bar-all-{face}").property("height") for face in range(1, 7)) > 0
    listed = find(window, "playersLuck").property("model")
    assert [line["name"] for line in listed] == ["Ana", "Bo", "Max"]
