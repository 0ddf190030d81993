"""The whole program by keys alone, in the real window: the lobby walked with Tab and the arrows to start a game, the
Escape menu, a whole game of Bar Dice (Space throws, 1-5 set dice aside and bring them back, Return stops) and a
hand of PeekPoker (P held to peek, K, C, F, B and the bet sizes, 1-3 the aces). No pointer event anywhere: every
input is a key event sent to the window. Screenshots of the focus rings and key caps land in tests/artifacts/ui/.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Q_ARG, QCoreApplication, QEvent, QMetaObject, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from tests.ui.conftest import program_window
from tests.ui.test_table_window import find, screenshot

from dicebar.app.gui import build_window
from dicebar.app.settings import SETTINGS_FILE, AppSettings
from dicebar.app.stats import STATS_FILE, Stats
from dicebar.rules.peekpoker import PeekPoker
from dicebar.session.lobby import Lobby
from dicebar.session.poker_session import PokerSession
from ui.test_kiosk import PIN, close_kiosk_window, open_kiosk_window, opened, shut, still_in_kiosk
from ui.test_kiosk import find as kiosk_find  # (it sees into the popups)

from .conftest import wait_for_the_person

pytestmark = pytest.mark.slow

Key = Qt.Key


def press(qtbot: Any, window: QQuickWindow, key: Key) -> None:
    QTest.keyClick(window, key)
    qtbot.wait(20)


def type_text(window: QQuickWindow, text: str) -> None:
    """Type `text` on the window's keyboard, a key press and release per character (accented letters too)."""
    for character in text:
        key = Key(ord(character.upper())) if character.isascii() else Key.Key_unknown
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(window, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, character))


def focused(window: QQuickWindow) -> QQuickItem | None:
    return window.activeFocusItem()


def focused_name(window: QQuickWindow) -> str:
    item = focused(window)
    return item.objectName() if item is not None else ""


def tab_to(qtbot: Any, window: QQuickWindow, name: str, limit: int = 60) -> None:
    """Press Tab until the item named `name` has the focus."""
    seen = []
    for _ in range(limit):
        if focused_name(window) == name:
            return
        seen.append(focused_name(window))
        press(qtbot, window, Key.Key_Tab)
    raise AssertionError(f"Tab never came to {name!r}; it went {seen}")


def ring_shown(window: QQuickWindow) -> bool:
    """The focus ring is drawn around the item with the focus."""
    item = focused(window)
    return item is not None and any(c.objectName() == "focusRing" and c.isVisible() for c in item.childItems())


def activate(qtbot: Any, window: QQuickWindow) -> None:
    window.requestActivate()  # the window's shortcuts (Return on a focused button) work in the active window
    qtbot.waitUntil(window.isActive)


def key_caps(window: QQuickWindow, owner: QObject) -> list[str]:
    """The words of the key caps shown on `owner`."""
    assert isinstance(owner, QQuickItem)
    return [
        str(child.findChild(QObject, "keyCapText").property("text"))
        for child in owner.childItems()
        if child.objectName() == "keyCap" and child.isVisible()
    ]


def tray_chosen(session: Any) -> dict[int, bool]:
    return {row["die"]: row["chosen"] for row in session.tray_rows() if row["tappable"]}


def test_the_lobby_by_keys_starts_bar_dice_and_a_whole_game_is_played_by_keys(qtbot: Any) -> None:
    with program_window(qtbot, size=(1280, 800)) as (lobby, window):
        activate(qtbot, window)
        page = find(window, "lobbyPage")
        # the games: Tab comes to the list, the arrows pick (the ring on the picked card)
        tab_to(qtbot, window, "game-" + str(page.property("gameId")))
        assert ring_shown(window)
        for _ in range(10):
            if page.property("gameId") == "bar-dice":
                break
            press(qtbot, window, Key.Key_Down)
        assert page.property("gameId") == "bar-dice"
        assert focused_name(window) == "game-bar-dice" and ring_shown(window)  # the focus went with the pick
        assert find(window, "startButton").property("text") == "Start Bar Dice"
        # the players: the third seat (a computer) goes with its remove button, by Space
        seats = find(window, "seatList")
        assert seats.property("count") == 3
        tab_to(qtbot, window, "removeSeat2")
        assert ring_shown(window)
        press(qtbot, window, Key.Key_Space)
        qtbot.waitUntil(lambda: seats.property("count") == 2)
        # the rules page opens by Return and closes by Escape
        tab_to(qtbot, window, "rulesButton")
        press(qtbot, window, Key.Key_Return)
        rules = find(window, "rulesPopup")
        qtbot.waitUntil(lambda: bool(rules.property("opened")))
        press(qtbot, window, Key.Key_Escape)
        qtbot.waitUntil(lambda: not rules.property("visible"))
        tab_to(qtbot, window, "startButton")
        screenshot(window, "keys-lobby-start-focused")
        press(qtbot, window, Key.Key_Return)
        qtbot.waitUntil(lambda: lobby.session is not None and focused_name(window) == "tablePage", timeout=20_000)
        session = lobby.session
        assert session.gameId == "bar-dice"
        assert [seat["name"] for seat in lobby.setup["seats"]] == ["You", "Max"]
        _play_bar_dice_by_keys(qtbot, window, session)


def _play_bar_dice_by_keys(qtbot: Any, window: QQuickWindow, session: Any) -> None:
    # the Escape menu: its first control has the focus; Tab to Skip animations, Space, Escape back to the table
    press(qtbot, window, Key.Key_Escape)
    menu = find(window, "menu")
    qtbot.waitUntil(lambda: bool(menu.property("opened")))
    assert focused_name(window) == "speedSlider" and ring_shown(window)
    tab_to(qtbot, window, "skipSwitch")
    press(qtbot, window, Key.Key_Space)
    assert session.skipAnimations
    press(qtbot, window, Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.property("visible"))
    assert focused_name(window) == "tablePage"  # the table's keys again
    assert "Space" in key_caps(window, find(window, "rollButton"))

    picked = brought_back = stops = rolls = 0
    for _ in range(400):
        wait_for_the_person(qtbot, session)
        if session.over:
            break
        acted = len(session.game.history)
        if session.canChooseDice:
            rows = [row for row in session.tray_rows() if row["tappable"]]
            # every die that may be picked wears its number key, 1 onwards, in the tray's order
            assert [row["key"] for row in rows] == list(range(1, len(rows) + 1))
            for row in rows:
                die = find(window, f"trayDie{row['die']}")
                qtbot.waitUntil(lambda die=die, row=row: key_caps(window, die) == [str(row["key"])])
            # a die that may be picked on the felt is one of these: the tray, always shown, carries its key
            felt = {row["die"] for row in session.spokenDice.rows() if row["tappable"]}
            assert felt == {row["die"] for row in rows} and find(window, "handTray").isVisible()
            # and the words under the dice say the keys, as they say the tap
            said = f"press 1–{len(rows)} to set them aside"
            qtbot.waitUntil(lambda said=said: said in find(window, "rollsLine").property("text"), timeout=3000)
            if not brought_back:  # a die set aside by its key, and brought back by the same key
                before = tray_chosen(session)
                press(qtbot, window, Key(Key.Key_0 + rows[0]["key"]))
                assert tray_chosen(session) == {**before, rows[0]["die"]: True}
                press(qtbot, window, Key(Key.Key_0 + rows[0]["key"]))
                assert tray_chosen(session) == before
                brought_back += 1
            aces = [row for row in rows if row["face"] == 1][: len(rows) - 1]  # one die at least is thrown again
            # aces are kept and the rest thrown again, except that once dice have been kept by key the first hand
            # that may stop is stopped (Return), whatever it holds: the dice alone would not promise a stop
            if aces and not (picked and not stops and session.canStop):
                for row in aces:
                    press(qtbot, window, Key(Key.Key_0 + row["key"]))
                    assert tray_chosen(session)[row["die"]], f"key {row['key']} did not set die {row['die']} aside"
                    picked += 1
                assert session.rollLabel == f"Keep {len(aces)}, roll {len(rows) - len(aces)}"
                press(qtbot, window, Key.Key_Space)
                rolls += 1
                qtbot.waitUntil(lambda done=acted: len(session.game.history) > done, timeout=10_000)
                continue
        if session.canStop:
            press(qtbot, window, Key.Key_Return)
            stops += 1
        elif session.canRoll:
            press(qtbot, window, Key.Key_Space)
            rolls += 1
        qtbot.waitUntil(lambda done=acted: len(session.game.history) > done or session.over, timeout=10_000)
    assert session.over, "the game did not end"
    assert rolls > 0 and stops > 0 and brought_back > 0
    result = session.hud["result"]
    assert result and any(name in result for name in ("You", "Max"))
    # the end screen: Play again has the focus, ringed; Tab walks its buttons
    qtbot.waitUntil(lambda: focused_name(window) == "againButton")
    assert ring_shown(window)
    screenshot(window, "keys-bar-dice-end")
    press(qtbot, window, Key.Key_Tab)
    assert focused_name(window) in ("saveHistoryButton", "lobbyButton") and ring_shown(window)
    print(f"bar dice by keys: {rolls} throws, {stops} stops, {picked} dice set aside by key")


def peek(qtbot: Any, window: QQuickWindow, session: PokerSession, game: PeekPoker) -> None:
    """P held: one's cup is up and one's dice are shown; P let go: the cup is down again."""
    QTest.keyPress(window, Key.Key_P)
    qtbot.waitUntil(lambda: session.peekFaces == game.private[0])
    screenshot(window, "keys-poker-peek")
    QTest.keyRelease(window, Key.Key_P)
    qtbot.waitUntil(lambda: session.peekFaces == [])


def test_a_hand_of_peekpoker_by_keys(qtbot: Any) -> None:
    setup = {
        "game": "peekpoker",
        "options": {"stack": 20},
        "seats": [{"name": "You", "human": True}, {"name": "Max", "human": False, "strength": "good"}],
    }
    with program_window(qtbot, setup, size=(1280, 800)) as (lobby, window):
        activate(qtbot, window)
        session = lobby.session
        assert isinstance(session, PokerSession)
        game = session.game
        assert isinstance(game, PeekPoker)
        session.speed = 4.0
        bar = find(window, "pokerBar")
        peeked = sized = False
        keys_used: list[str] = []
        hands = 0
        for _ in range(200):
            wait_for_the_person(qtbot, session, timeout=90_000)
            qtbot.wait(30)
            if session.over or hands >= 2:
                break
            hand = game.hand_number
            controls = session.controls
            before = len(game.history)
            if controls["kind"] == "roll":
                assert "Space" in key_caps(window, find(window, "pokerRollButton"))
                press(qtbot, window, Key.Key_Space)
                keys_used.append("Space")
            elif controls["kind"] == "reroll":
                aces = controls["dice"]
                for count, _ace in enumerate(aces, start=1):  # each ace by its number key
                    press(qtbot, window, Key(Key.Key_0 + count))
                    assert session.controls["chosen"] == count
                press(qtbot, window, Key.Key_Space)
                keys_used.append("reroll")
            else:
                if (
                    not sized
                    and controls["raiseKind"]
                    and len(controls["quick"]) > 1
                    and controls["max"] > controls["min"]
                ):
                    # 2: the second quick size; Down: a chip less; B: that bet
                    press(qtbot, window, Key.Key_2)
                    assert bar.property("amount") == controls["quick"][1]["amount"]
                    press(qtbot, window, Key.Key_Down)
                    amount = max(controls["min"], controls["quick"][1]["amount"] - 1)
                    assert bar.property("amount") == amount
                    if session.peekSeat == 0:  # P held: the cup is up, let go: down again; the size chosen stays
                        peek(qtbot, window, session, game)
                        peeked = True
                        assert bar.property("amount") == amount
                    assert key_caps(window, find(window, "betButton")) == ["B"]
                    screenshot(window, "keys-poker-betting-bar")
                    press(qtbot, window, Key.Key_B)
                    keys_used.append("B")
                    sized = True
                    qtbot.waitUntil(lambda done=before: len(game.history) > done)
                    assert game.history[-1].amount == amount
                    continue
                if not peeked and session.peekSeat == 0:
                    peek(qtbot, window, session, game)
                    peeked = True
                if hands == 1 and controls["fold"]:
                    press(qtbot, window, Key.Key_F)
                    keys_used.append("F")
                elif controls["check"]:
                    assert key_caps(window, find(window, "checkButton")) == ["K"]
                    press(qtbot, window, Key.Key_K)
                    keys_used.append("K")
                elif controls["call"]:
                    assert key_caps(window, find(window, "callButton")) == ["C"]
                    press(qtbot, window, Key.Key_C)
                    keys_used.append("C")
                else:
                    press(qtbot, window, Key.Key_F)
                    keys_used.append("F")
            qtbot.waitUntil(lambda done=before: len(game.history) > done or session.over, timeout=10_000)
            if game.hand_number > hand:
                hands += 1
        assert hands >= 1 or session.over, "no hand was played to its end"
        assert peeked and "Space" in keys_used and ("K" in keys_used or "C" in keys_used)
        assert "F" in keys_used or session.over  # the second hand is folded
        print(f"peekpoker by keys: {keys_used}")


def test_the_kiosks_name_keyboard_and_pin_pad_by_keys(qtbot: Any) -> None:
    kiosk_window = open_kiosk_window(qtbot, size=(1024, 600))
    window = kiosk_window.window
    try:
        activate(qtbot, window)
        # a name: Tab to the first seat's name, Return opens the kiosk's keyboard, typed keys go in, Return is Done
        tab_to(qtbot, window, "seatName0")
        assert ring_shown(window)
        press(qtbot, window, Key.Key_Return)
        qtbot.waitUntil(lambda: opened(window, "nameKeyboard"))
        for _ in range(len("You")):
            press(qtbot, window, Key.Key_Backspace)
        type_text(window, "zoë ann")
        assert kiosk_find(window, "keyboardText").property("text") == "Zoë Ann▏"  # capitals at each word
        press(qtbot, window, Key.Key_Tab)  # Tab walks the keyboard's keys, ringed
        assert focused_name(window).startswith("key") or focused_name(window).startswith("recentName")
        assert ring_shown(window)
        screenshot(window, "keys-kiosk-keyboard")
        press(qtbot, window, Key.Key_Return)
        qtbot.waitUntil(lambda: shut(window, "nameKeyboard"))
        assert kiosk_find(window, "seatName0").property("text") == "Zoë Ann"

        # the operator's keypad: Escape stays refused (a way out), Tab to Cancel and Space close it; digits and
        # Return open the operator menu
        pad = kiosk_find(window, "pinPad")
        QMetaObject.invokeMethod(pad, "start", Q_ARG("QVariant", "unlock"))  # (the operator's 3 s press)
        qtbot.waitUntil(lambda: opened(window, "pinPad"))
        press(qtbot, window, Key.Key_Escape)
        assert opened(window, "pinPad") and still_in_kiosk(kiosk_window)
        tab_to(qtbot, window, "pinCancel")
        assert ring_shown(window)
        screenshot(window, "keys-kiosk-pin-pad")
        press(qtbot, window, Key.Key_Space)
        qtbot.waitUntil(lambda: shut(window, "pinPad"))
        assert still_in_kiosk(kiosk_window)
        QMetaObject.invokeMethod(pad, "start", Q_ARG("QVariant", "unlock"))
        qtbot.waitUntil(lambda: opened(window, "pinPad"))
        type_text(window, "1111")
        assert kiosk_find(window, "pinDots").property("text") == "●  ●  ●  ●"
        press(qtbot, window, Key.Key_Return)
        assert kiosk_find(window, "pinNote").property("text") == "That is not the PIN."
        type_text(window, PIN + "9")
        press(qtbot, window, Key.Key_Backspace)
        press(qtbot, window, Key.Key_Return)
        qtbot.waitUntil(lambda: opened(window, "operatorMenu"))
        tab_to(qtbot, window, "operatorClose")
        assert ring_shown(window)
        press(qtbot, window, Key.Key_Space)
        qtbot.waitUntil(lambda: shut(window, "operatorMenu"))
        assert still_in_kiosk(kiosk_window)

        # the attract screen: Space brings the next group, as a touch does
        kiosk_window.kiosk.idle_after(1)
        qtbot.waitUntil(lambda: kiosk_window.kiosk.attracting, timeout=6000)
        press(qtbot, window, Key.Key_Space)
        qtbot.waitUntil(lambda: not kiosk_window.kiosk.attracting)
        assert still_in_kiosk(kiosk_window)
    finally:
        close_kiosk_window(kiosk_window)


def test_the_settings_and_the_leaderboard_by_keys(qtbot: Any, tmp_path: Path) -> None:
    settings, stats = AppSettings(tmp_path / SETTINGS_FILE), Stats(tmp_path / STATS_FILE)
    lobby = Lobby()
    engine, window = build_window(lobby, size=(1024, 600), context={"appSettings": settings, "stats": stats})
    window.show()
    qtbot.waitExposed(window)
    try:
        activate(qtbot, window)
        # the settings: Return opens them with the first one in focus; Tab to Mute, Space; Escape closes them
        tab_to(qtbot, window, "settingsButton")
        press(qtbot, window, Key.Key_Return)
        popup = find(window, "settingsPopup")
        qtbot.waitUntil(lambda: bool(popup.property("opened")))
        assert focused_name(window) == "settingSpeed" and ring_shown(window)
        muted = settings.values["muted"]
        tab_to(qtbot, window, "setting-muted")
        press(qtbot, window, Key.Key_Space)
        assert settings.values["muted"] is not muted
        screenshot(window, "keys-settings")
        press(qtbot, window, Key.Key_Escape)
        qtbot.waitUntil(lambda: not popup.property("visible"))
        # the leaderboard: Return opens it, Tab to Luck and Space shows the luck, Escape goes back to the lobby
        tab_to(qtbot, window, "leaderboardButton")
        press(qtbot, window, Key.Key_Return)
        qtbot.waitUntil(lambda: focused_name(window) == "leaderboardPage", timeout=10_000)
        assert key_caps(window, find(window, "backButton")) == ["Esc"]
        tab_to(qtbot, window, "luckTab")
        press(qtbot, window, Key.Key_Space)
        page = find(window, "leaderboardPage")
        assert page.property("showing") == 1
        screenshot(window, "keys-luck")
        press(qtbot, window, Key.Key_Escape)
        qtbot.waitUntil(lambda: find(window, "stack").property("depth") == 1, timeout=10_000)
    finally:
        window.close()
        del engine
        lobby.leave()
