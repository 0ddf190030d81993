"""Nothing a person reads escapes translation: the window runs in a pseudo language where every text is wrapped
(`⟦source⟧`, plural forms too), made at test time from what `pyside6-lupdate` extracts (packaging/translations.py),
and every screen is walked: the lobby, its settings, the rules page of each game, the leaderboard and the luck
page, a table of each game at a decision of the person's (PeekPoker's betting bar among them), the table's menu,
the seal's panel, the end screen, a tutorial, and the kiosk's screens. Any visible text with a word outside the
wraps fails, except the players' names, numerals, hexadecimal codes and single letters (a key's cap, a poker
die's face)."""

from __future__ import annotations

import importlib
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QCoreApplication, QMetaObject, QObject, QTranslator
from PySide6.QtQuick import QQuickWindow

from app.test_stats import played
from dicebar.app.gui import build_window
from dicebar.app.storage import open_storage
from dicebar.bots.base import COMPUTER_NAMES
from dicebar.rules.registry import game_ids
from dicebar.session.lobby import DEFAULT_NAMES, Lobby

from .conftest import wait_for_the_person
from .test_kiosk import (
    PIN,
    close_kiosk_window,
    enter_pin,
    long_press_corner,
    open_kiosk_window,
    opened,
    shut,
    window_helper,
)
from .test_screenshots import NAMES, _play_to_the_moment, _setup
from .test_table_window import ARTIFACTS, click_item, find, screenshot

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
translations = importlib.import_module("translations")  # packaging/translations.py (on the path below)

OPEN, CLOSE = "⟦", "⟧"
PLAYER_NAMES = sorted({*NAMES, *DEFAULT_NAMES, *COMPUTER_NAMES}, key=len, reverse=True)
SIZE = (1024, 600)

# Visible texts are gathered in JavaScript (tests/ui/test_kiosk.py says why not from Python).
GATHERER_QML = b"""
import QtQuick
QtObject {
    function visibleNow(item) {
        for (let at = item; at; at = at.parent) if (!at.visible || at.opacity === 0) return false
        return true
    }
    function texts(root, width, height) {
        const found = []
        const pending = [root]
        while (pending.length) {
            const item = pending.pop()
            for (let k = 0; k < item.children.length; k++) pending.push(item.children[k])
            if (!(item instanceof Text) || !item.text || !visibleNow(item)) continue
            const at = item.mapToItem(null, 0, 0)
            if (at.x >= width || at.y >= height || at.x + item.width <= 0 || at.y + item.height <= 0) continue
            found.push((item.objectName || String(item)) + "\\u0001" + item.text)
        }
        return found.join("\\u0002")
    }
}
"""


def unwrapped_words(text: str) -> list[str]:
    """The words of `text` outside the pseudo language's wraps, less players' names and markup."""
    rest, before = text, None
    while rest != before:  # innermost first: a translated sentence may hold translated words
        before, rest = rest, re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", rest)
    rest = re.sub(r"<[^>]*>", " ", rest)  # rich text's tags
    rest = re.sub(r"\b[0-9a-fA-F]{8,}\b", " ", rest)  # a hexadecimal code (the seal's digest, the seed)
    for name in PLAYER_NAMES:
        rest = re.sub(rf"\b{re.escape(name)}\b", " ", rest)
    return re.findall(r"[^\W\d_]{2,}", rest)  # one letter is no word: a key's cap, a die's face


def test_the_check_finds_a_word_outside_the_wraps() -> None:
    assert unwrapped_words("⟦Max rolls ⟦forty-five⟧⟧  ·  Ana") == []
    assert unwrapped_words("⟦Pot 3⟧  ·  your stack 7") == ["your", "stack"]
    assert unwrapped_words("K<font size='1'>♦</font>") == []


@pytest.fixture(scope="module")
def pseudo_language(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The pseudo language installed for the module's tests: every text of the `.ts` lupdate makes wrapped."""
    folder = tmp_path_factory.mktemp("pseudo")
    ts, qm = folder / "dicebar_pseudo.ts", folder / "dicebar_pseudo.qm"
    translations.update_ts("es", ts)
    tree = ElementTree.parse(ts)
    for message in tree.iter("message"):
        wrapped = OPEN + message.findtext("source", "") + CLOSE
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        for form in forms:
            form.text = wrapped
        if not forms:
            translation.text = wrapped
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    translations.release(ts, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


class Walk:
    """The screens looked at, and the unwrapped texts each showed."""

    def __init__(self, window: QQuickWindow) -> None:
        self.window = window
        self.found: dict[str, list[str]] = {}
        self.gatherer: QObject = window_helper(window, GATHERER_QML)

    def look(self, screen: str) -> None:
        root = self.window.contentItem().parentItem() or self.window.contentItem()  # popups' overlay included
        gathered = QMetaObject.invokeMethod(
            self.gatherer,
            "texts",
            Q_RETURN_ARG("QVariant"),
            Q_ARG("QVariant", root),
            Q_ARG("QVariant", self.window.width()),
            Q_ARG("QVariant", self.window.height()),
        )
        shown = [entry.split("\u0001", 1) for entry in str(gathered).split("\u0002") if entry]
        assert shown, f"{screen}: no text at all"
        bad = [f"{name}: {text!r}" for name, text in shown if unwrapped_words(text)]
        if bad:
            self.found[screen] = bad


def _wait(qtbot: Any, window: QQuickWindow, name: str, property_name: str, value: object) -> None:
    item = find(window, name)
    qtbot.waitUntil(lambda: item.property(property_name) == value, timeout=10_000)


def test_every_screen_of_the_lobby_is_translated(qtbot: Any, pseudo_language: None, tmp_path: Path) -> None:
    lobby = Lobby()
    storage = open_storage(lobby, lobby, tmp_path)  # the settings and the leaderboard show only with their files
    for key, game_id in enumerate(game_ids()):  # a leaderboard, a tab and the house's luck to read
        storage.stats.record_game(f"{key:08d}", played(game_id, ["You", "Max", "Ana"], key), [True, False, True], 0, 1)
    engine, window = build_window(lobby, size=SIZE, context=storage.context())
    window.show()
    try:
        qtbot.waitExposed(window)
        walk = Walk(window)
        qtbot.wait(300)
        walk.look("lobby")
        screenshot(window, "pseudo-lobby", ARTIFACTS)
        for game_id in game_ids():
            click_item(window, find(window, f"game-{game_id}"))
            click_item(window, find(window, "rulesButton"))
            _wait(qtbot, window, "rulesPopup", "opened", True)
            walk.look(f"lobby: {game_id} and its rules")
            find(window, "rulesPopup").close()  # type: ignore[attr-defined]
            _wait(qtbot, window, "rulesPopup", "visible", False)
        click_item(window, find(window, "settingsButton"))
        _wait(qtbot, window, "settingsPopup", "opened", True)
        walk.look("settings")
        screenshot(window, "pseudo-settings", ARTIFACTS)
        click_item(window, find(window, "settingsDone"))
        _wait(qtbot, window, "settingsPopup", "visible", False)
        click_item(window, find(window, "leaderboardButton"))
        _wait(qtbot, window, "stack", "busy", False)
        qtbot.wait(300)
        walk.look("leaderboard")
        click_item(window, find(window, "luckTab"))
        qtbot.wait(300)
        walk.look("luck")
        click_item(window, find(window, "backButton"))
        _wait(qtbot, window, "stack", "busy", False)
        click_item(window, find(window, "learn-bar-dice"))
        _wait(qtbot, window, "tutorialCaption", "visible", True)
        qtbot.wait(500)
        walk.look("a tutorial")
        screenshot(window, "pseudo-tutorial", ARTIFACTS)
        assert walk.found == {}, "\n".join(f"{screen}: {texts}" for screen, texts in walk.found.items())
    finally:
        window.close()
        del engine
        lobby.leave()


@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_of_each_game_and_its_end_are_translated(qtbot: Any, pseudo_language: None, game_id: str) -> None:
    lobby = Lobby()
    engine, window = build_window(lobby, size=SIZE, auto_start=_setup(game_id))
    window.show()
    try:
        qtbot.waitExposed(window)
        walk = Walk(window)
        stack = find(window, "stack")
        qtbot.waitUntil(lambda: stack.property("depth") == 2 and not stack.property("busy"), timeout=10_000)
        session = lobby.session
        session.skipAnimations = True
        _play_to_the_moment(qtbot, session)
        qtbot.wait(300)
        walk.look("table")
        screenshot(window, f"pseudo-{game_id}", ARTIFACTS)
        click_item(window, find(window, "menuButton"))
        _wait(qtbot, window, "menu", "position", 1.0)
        walk.look("table menu")
        find(window, "menu").close()  # type: ignore[attr-defined]
        _wait(qtbot, window, "menu", "position", 0.0)
        click_item(window, find(window, "sealTapArea"))
        _wait(qtbot, window, "sealPanel", "opened", True)
        walk.look("the seal")
        find(window, "sealPanel").close()  # type: ignore[attr-defined]
        _wait(qtbot, window, "sealPanel", "visible", False)
        for _ in range(2000):  # the person plays on as the computers do, to the end
            wait_for_the_person(qtbot, session)
            if session.over:
                break
            session.act(json.dumps(session.game.legal_actions()[0].to_json()))
        _wait(qtbot, window, "endOverlay", "visible", True)
        qtbot.wait(500)
        walk.look("end screen")
        screenshot(window, f"pseudo-{game_id}-end", ARTIFACTS)
        assert walk.found == {}, "\n".join(f"{screen}: {texts}" for screen, texts in walk.found.items())
    finally:
        window.close()
        del engine
        lobby.leave()


def test_the_kiosk_screens_are_translated(qtbot: Any, pseudo_language: None) -> None:
    kiosk_window = open_kiosk_window(qtbot, size=SIZE)
    try:
        window = kiosk_window.window
        walk = Walk(window)
        walk.look("kiosk lobby")
        click_item(window, find(window, "seatNameTap0"))
        qtbot.waitUntil(lambda: opened(window, "nameKeyboard"))
        walk.look("on-screen keyboard")
        click_item(window, find(window, "keyboardCancel"))
        qtbot.waitUntil(lambda: shut(window, "nameKeyboard"))
        long_press_corner(qtbot, window)
        qtbot.waitUntil(lambda: opened(window, "pinPad"))
        walk.look("PIN pad")
        enter_pin(qtbot, window, PIN)
        qtbot.waitUntil(lambda: opened(window, "operatorMenu"))
        walk.look("operator menu")
        click_item(window, find(window, "operatorClose"))
        qtbot.waitUntil(lambda: shut(window, "operatorMenu"))
        kiosk_window.kiosk.startAttract()
        qtbot.waitUntil(lambda: len(kiosk_window.kiosk.demoSession.game.history) > 3, timeout=20_000)
        walk.look("attract screen")
        screenshot(window, "pseudo-kiosk-attract", ARTIFACTS)
        assert walk.found == {}, "\n".join(f"{screen}: {texts}" for screen, texts in walk.found.items())
    finally:
        close_kiosk_window(kiosk_window)
